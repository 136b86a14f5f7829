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
    /// Written without a kind (`helloWorld`), as Flutter keys are: a user message.
    public var isUnprefixed = false

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

    /// A catalog's key: `kind.name` as above, or a name as Flutter writes keys (`helloWorld`,
    /// `user_name`: ASCII letters, digits and `_`, starting with a letter), a user message.
    public init?(catalogKey key: String) {
        if let prefixed = MessageKey(key) {
            self = prefixed
        } else if let first = key.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
                  key.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }) {
            self.kind = .user
            self.name = key
            self.role = .description
            self.isUnprefixed = true
        } else {
            return nil
        }
    }

    /// The key of the case's main text, which a reason or recovery belongs to.
    public var parentKey: String { "\(kind.rawValue).\(name)" }

    /// The Swift case name: words after `-`, `_` or a space are capitalised (`restore-complete` → `restoreComplete`).
    public var swiftName: String { SwiftNames.camelCase(name) }
}
