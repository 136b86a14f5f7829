/// What a catalog key says about its message: `error.purchaseFailed.reason` is the failure reason of
/// the error case `purchaseFailed`.
public struct MessageKey: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case error, user, debug
    }

    /// Which text of an error case a message is.
    public enum Role: String, Sendable, CaseIterable {
        case description, reason, recovery
    }

    public var kind: Kind
    /// The name part as written (`purchaseFailed`, `restore-complete`).
    public var name: String
    public var role: Role

    /// Nil when the key does not follow `kind.name` or `error.name.reason|recovery`.
    public init?(_ key: String) {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count), let kind = Kind(rawValue: parts[0]), !parts[1].isEmpty else { return nil }
        self.kind = kind
        self.name = parts[1]
        if parts.count == 3 {
            guard kind == .error, let role = Role(rawValue: parts[2]), role != .description else { return nil }
            self.role = role
        } else {
            self.role = .description
        }
    }

    /// The key of the case's main text, which a reason or recovery belongs to.
    public var parentKey: String { "\(kind.rawValue).\(name)" }

    /// The Swift case name: words after `-`, `_` or a space are capitalised (`restore-complete` → `restoreComplete`).
    public var swiftName: String { SwiftNames.camelCase(name) }
}

/// Mapping catalog names to Swift, and telling which results Swift accepts.
public enum SwiftNames {
    public static func camelCase(_ name: String) -> String {
        var result = ""
        var capitalizeNext = false
        for character in name {
            if character == "-" || character == "_" || character == " " {
                capitalizeNext = !result.isEmpty
                continue
            }
            result += capitalizeNext ? character.uppercased() : String(character)
            capitalizeNext = false
        }
        return result
    }

    /// Whether `name` can be an enum case or argument label in generated code.
    public static func isUsable(_ name: String, asLabel: Bool = false) -> Bool {
        isIdentifier(name) && !(asLabel ? unusableLabels : unusableCaseNames).contains(name)
    }

    /// ASCII letters, digits and `_`, not starting with a digit, and not `_` alone.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return name != "_" && name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// Names that would clash with the generated members or that Swift refuses even in backticks.
    static let unusableCaseNames: Set<String> = [
        "self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "errorDescription", "failureReason",
        "recoverySuggestion", "localizedDescription", "text", "description", "allKeys", "helpAnchor",
    ]
    static let unusableLabels: Set<String> = ["inout", "var", "let"]

    /// Swift keywords that need backticks as case names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "super", "throws",
        "true", "try", "some", "any", "consume", "copy", "discard", "each", "borrowing", "consuming",
    ]

    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
