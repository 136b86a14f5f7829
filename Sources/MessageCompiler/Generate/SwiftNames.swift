import Foundation

/// The one place that decides which catalog names may become Swift names in the generated file.
///
/// Keys, placeholder names and `@@x-type-prefix` are written by whoever writes the catalog, so none of
/// them is pasted into generated code unchecked: a name passes only when it is a plain ASCII identifier
/// that neither Swift nor the generated code already gives a meaning.
public enum SwiftNames {
    /// What the generated types are called without `@@x-type-prefix`: `IAPError`, `IAPUserMessage`, ….
    public static let defaultTypePrefix = "IAP"

    /// `restore-complete` → `restoreComplete`: words after `-`, `_` or a space are capitalised.
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

    /// ASCII letters, digits and `_`, not starting with a digit, and not `_` alone.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || isASCIILetter(first) else { return false }
        return name != "_" && name.unicodeScalars.allSatisfy { $0 == "_" || isASCIILetter($0) || ("0"..."9").contains($0) }
    }

    /// Whether `name` can be an error case or a user or debug message member.
    public static func isUsableMember(_ name: String, typePrefix: String) -> Bool {
        isIdentifier(name) && !reservedMembers.contains(name) && !typeNamesInScope(typePrefix: typePrefix).contains(name)
    }

    /// Whether `name` can be a placeholder, which becomes an argument label and a local name.
    public static func isUsableArgument(_ name: String, typePrefix: String) -> Bool {
        isIdentifier(name) && !reservedArguments.contains(name) && !typeNamesInScope(typePrefix: typePrefix).contains(name)
    }

    /// Why `@@x-type-prefix` cannot be used, or nil when it can.
    public static func typePrefixProblem(_ prefix: String) -> String? {
        guard let first = prefix.unicodeScalars.first, ("A"..."Z").contains(first), isIdentifier(prefix) else {
            return "it must be a Swift name of ASCII letters and digits starting with a capital letter, such as 'Shop'"
        }
        let clashes = generatedTypeNames(typePrefix: prefix).filter { referencedTypeNames.contains($0) || reservedTypeNames.contains($0) }
        if let clash = clashes.first {
            return "the generated type '\(clash)' would hide the type of that name the generated code uses"
        }
        return nil
    }

    /// Why an app's catalogs cannot use `prefix`, or nil when they can: `typePrefixProblem`, and no
    /// generated type may take the name of a public type of IAPMessages or IAPMessagesCore, or the
    /// app's own type would hide the library's in every file of the app (`IAPUserMessage` is the
    /// library's; an app that imports its catalogs with that prefix no longer reaches it).
    public static func appTypePrefixProblem(_ prefix: String) -> String? {
        if let problem = typePrefixProblem(prefix) { return problem }
        let clashes = generatedTypeNames(typePrefix: prefix).filter(libraryTypeNames.contains)
        guard !clashes.isEmpty else { return nil }
        return "the generated \(listed(clashes)) would hide the library's \(clashes.count == 1 ? "type of that name" : "types of those names") in an app that imports IAPMessages; choose a prefix of the app's own, such as 'Shop'"
    }

    /// A type prefix made of an app's name (an Xcode project's, a package's, a folder's): its words in
    /// UpperCamelCase, ASCII letters and digits only (`shop-app`, `Shop App`, `shop_app` → `ShopApp`;
    /// `Café` → `Cafe`), `App` in front of a leading digit and behind a name that would hide a type
    /// (`IAP` → `IAPApp`); nil when the name has no letter or digit to make one of.
    public static func typePrefix(fromAppName name: String) -> String? {
        let folded = name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var word = ""
        for scalar in folded.unicodeScalars {
            if isASCIILetter(scalar) || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var prefix = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = prefix.unicodeScalars.first else { return nil }
        if ("0"..."9").contains(first) { prefix = "App" + prefix }
        return [prefix, prefix + "App"].first { appTypePrefixProblem($0) == nil }
    }

    /// Why a Flutter set's generated type (`output-class`, `--type-name`) cannot be named `name`, or nil
    /// when it can: the same rules as a prefix, for the type and its catalog.
    public static func appTypeNameProblem(_ name: String) -> String? {
        guard isIdentifier(name), escaped(name) == name, !reservedTypeNames.contains(name) else {
            return "the generated type needs a Swift identifier that is not a keyword, 'Self' or 'AnyObject'"
        }
        let generated = [name, name + "Catalog", name + "CatalogTables"]
        if let clash = generated.first(where: referencedTypeNames.contains) {
            return "the generated type '\(clash)' would hide the type of that name the generated code uses"
        }
        if let clash = generated.first(where: libraryTypeNames.contains) {
            return "the generated type '\(clash)' would hide the library's type of that name in an app that imports IAPMessages"
        }
        return nil
    }

    /// The types the generated file declares.
    public static func generatedTypeNames(typePrefix: String) -> [String] {
        ["Error", "UserMessage", "DebugMessage", "Catalog", "CatalogTables"].map { typePrefix + $0 }
    }

    /// A keyword is written in backticks; every other usable name as it is.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    // MARK: - What the generated code already means

    /// Types the generated code names inside the generated types; a member or argument of the same name
    /// would hide them there.
    static let referencedTypeNames: Set<String> = [
        "Swift", "Foundation", "IAPMessagesCore", "LocalizedError", "Sendable", "Equatable",
        "CustomStringConvertible", "MessageArgument", "MessageCatalog", "MessageTable", "CompressedText", "String",
        "StaticString",
        "Int", "Bool", "Double", "Decimal", "Date", "Duration", "TimeInterval", "IAPPrice", "Optional", "Array",
    ]

    /// The public types of IAPMessages (its generated messages) and IAPMessagesCore, which an app that
    /// imports IAPMessages sees: a type the app's catalogs generate must not take one of these names.
    public static let libraryTypeNames: Set<String> = [
        "IAPError", "IAPUserMessage", "IAPDebugMessage", "IAPCatalog",
        "ChunkedLines", "CompressedText", "CurrencyCodeError", "FlutterPluralRules", "IAPPaymentMode", "IAPPeriod",
        "IAPPrice", "ICUData", "LocaleFallback", "LocaleIdentifier", "LocaleNegotiator", "LocalizationSettings",
        "LocalizedListFormatter", "MessageArgument", "MessageCatalog", "MessageInterpreter", "MessageProgram",
        "MessageTable", "PluralCategory", "PluralOperands", "PluralRuleSyntaxError", "PluralRuleType", "PluralRules",
        "PortableNumberError", "PortablePluralRuleSet", "PortablePluralRules", "PreferredLocales", "PriceFormatter",
        "RelativeTimeFormatter", "SevenBitPacking", "TextDirection", "TextWidth",
    ]

    /// `A`, `A and B`, `A, B and C`: names as a sentence lists them.
    static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// Names Swift gives a meaning of its own in type position, which no declared type may take.
    static let reservedTypeNames: Set<String> = ["Self", "Any", "AnyObject"]

    static func typeNamesInScope(typePrefix: String) -> Set<String> {
        referencedTypeNames.union(generatedTypeNames(typePrefix: typePrefix))
    }

    /// Members the generated types declare or inherit, and names Swift refuses even in backticks.
    static let reservedMembers: Set<String> = [
        "self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "errorDescription", "failureReason",
        "recoverySuggestion", "localizedDescription", "helpAnchor", "messageSlots", "text", "description",
        "slot", "arguments", "allKeys", "preconditionFailure",
    ]

    /// Names that cannot be a parameter even in backticks, or that the generated code uses as a local name.
    static let reservedArguments: Set<String> = ["self", "Self", "inout", "var", "let", "preconditionFailure"]

    /// Swift keywords, which need backticks as names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "super", "throws",
        "true", "try", "some", "any", "consume", "copy", "discard", "each", "borrowing", "consuming",
        "nonisolated", "package", "then",
    ]

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
