import Foundation

/// Xcode String Catalogs (`.xcstrings`): the JSON Xcode reads and writes, with printf-style arguments.
///
/// Writing: each message becomes a string whose arguments are positional printf specifiers
/// (`%1$@`, `%2$lld`) numbered like the generated Swift's arguments. A message that is one plural
/// becomes plural variations; a plural inside text becomes a substitution (`%#@count@`). `select`
/// has no String Catalog form, so such a message keeps its MessageFormat text, marked for review.
public enum StringCatalogFormat {
    public static func write(source: Catalog, translations: [(String, Catalog?)]) -> String {
        var strings: [(String, JSONOutput)] = []
        let caseArguments = argumentsByCase(source)
        // One lookup per message and locale, not a search of the catalog.
        let translatedByLocale = translations.map { locale, catalog in (locale, catalog?.messagesByKey()) }
        for message in source.messages.sorted(by: { $0.key < $1.key }) where MessageKey(message.key)?.kind != .debug {
            let arguments = caseArguments[MessageKey(message.key)?.parentKey ?? message.key] ?? message.placeholders
            var localizations: [(String, JSONOutput)] = []
            if let pattern = message.pattern {
                localizations.append((source.locale, localization(pattern, text: message.text.value, arguments: arguments, locale: source.locale, state: "translated")))
            }
            for (locale, messages) in translatedByLocale {
                guard let translated = messages?[message.key], let pattern = translated.pattern else { continue }
                let current = translated.sourceFingerprint.map { $0 == SourceFingerprint.of(message.text.value) } ?? true
                localizations.append((locale, localization(pattern, text: translated.text.value, arguments: arguments, locale: locale,
                                                           state: current ? "translated" : "needs_review")))
            }
            var entry: [(String, JSONOutput)] = []
            if let description = message.description, !description.isEmpty { entry.append(("comment", .string(description))) }
            entry.append(("extractionState", .string("manual")))
            entry.append(("localizations", .object(localizations.sorted { $0.0 < $1.0 })))
            // Xcode's "Don't Translate": `"x-translate": false` comes back from a migration as it went.
            if !message.isTranslatable { entry.append(("shouldTranslate", .bool(false))) }
            strings.append((message.key, .object(entry)))
        }
        let document = JSONOutput.object([
            ("sourceLanguage", .string(source.locale)),
            ("strings", .object(strings)),
            ("version", .string("1.0")),
        ])
        // Xcode writes " : " between keys and values; keep its spelling so diffs stay small.
        return xcodeStyle(document) + "\n"
    }

    /// An error's description, reason and recovery share one argument list, as in the generated
    /// Swift, so `%2$@` means the same argument in all three.
    public static func argumentsByCase(_ source: Catalog) -> [String: [Placeholder]] {
        var result: [String: [Placeholder]] = [:]
        let roles = MessageKey.Role.allCases
        let ordered = source.messages.sorted { a, b in
            (roles.firstIndex(of: MessageKey(a.key)?.role ?? .description) ?? 0) < (roles.firstIndex(of: MessageKey(b.key)?.role ?? .description) ?? 0)
        }
        var names: [String: Set<String>] = [:]  // per case, the names in `result`, so a long list is not searched
        for message in ordered {
            let parent = MessageKey(message.key)?.parentKey ?? message.key
            if result[parent] == nil { result[parent] = [] }
            for placeholder in message.placeholders {
                if names[parent, default: []].insert(placeholder.name).inserted { result[parent]!.append(placeholder) }
            }
        }
        return result
    }

    private static func xcodeStyle(_ value: JSONOutput, indent: Int = 0) -> String {
        let inner = String(repeating: "  ", count: indent + 1), closing = String(repeating: "  ", count: indent)
        switch value {
        case .object(let members) where !members.isEmpty:
            return "{\n" + members.map { inner + JSONOutput.quoted($0.0) + " : " + xcodeStyle($0.1, indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)}"
        case .array(let values) where !values.isEmpty:
            return "[\n" + values.map { inner + xcodeStyle($0, indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)]"
        default:
            return value.compact
        }
    }

    private static func stringUnit(_ value: String, state: String) -> JSONOutput {
        .object([("stringUnit", .object([("state", .string(state)), ("value", .string(value))]))])
    }

    static func specifier(for type: PlaceholderType) -> String {
        switch type {
        case .int: "lld"
        case .double: "f"
        default: "@"
        }
    }

    private static func localization(_ pattern: MessagePattern, text: String, arguments: [Placeholder], locale: String, state: String) -> JSONOutput {
        let positions = Dictionary(arguments.enumerated().map { ($1.name, ($0 + 1, $1.type)) }, uniquingKeysWith: { a, _ in a })
        let hasSelect = pattern.choices().contains { $0.kind == .select }
        if hasSelect {
            return stringUnit(text, state: "needs_review")
        }
        // A message that is exactly one plural: plural variations.
        if pattern.nodes.count == 1, case .choice(let plural) = pattern.nodes[0], plural.kind == .plural,
           !plural.cases.contains(where: { $0.pattern.nodes.contains { if case .choice = $0 { true } else { false } } }) {
            return .object([("variations", .object([("plural", pluralVariations(plural, positions: positions, state: state))]))])
        }
        var substitutions: [(String, JSONOutput)] = []
        let value = printf(pattern.nodes, positions: positions, pound: nil) { plural in
            let (argument, type) = positions[plural.name] ?? (1, .int)
            substitutions.append((plural.name, .object([
                ("argNum", .number(String(argument))),
                ("formatSpecifier", .string(specifier(for: type))),
                ("variations", .object([("plural", pluralVariations(plural, positions: positions, state: state))])),
            ])))
            return "%#@\(plural.name)@"
        }
        var unit: [(String, JSONOutput)] = [("stringUnit", .object([("state", .string(state)), ("value", .string(value))]))]
        if !substitutions.isEmpty { unit.append(("substitutions", .object(substitutions))) }
        return .object(unit)
    }

    private static func pluralVariations(_ plural: ChoiceNode, positions: [String: (Int, PlaceholderType)], state: String) -> JSONOutput {
        let (argument, type) = positions[plural.name] ?? (1, .int)
        let number = "%\(argument)$\(specifier(for: type))"
        var variations: [(String, JSONOutput)] = []
        for choiceCase in plural.cases {
            let category: String
            switch choiceCase.key {
            case .keyword(let word): category = word
            // String Catalogs have "zero" for exactly 0 in every language, and no other exact values.
            case .exact(let value) where value == "0" && !plural.cases.contains(where: { $0.key == .keyword("zero") }): category = "zero"
            case .exact: continue
            }
            let value = printf(choiceCase.pattern.nodes, positions: positions, pound: number) { _ in "" }
            variations.append((category, stringUnit(value, state: state)))
        }
        let order = ["zero", "one", "two", "few", "many", "other"]
        return .object(variations.sorted { (order.firstIndex(of: $0.0) ?? 9) < (order.firstIndex(of: $1.0) ?? 9) })
    }

    /// Text with printf arguments; `%` doubled; plurals handed to `plural` for a substitution token.
    private static func printf(_ nodes: [MessageNode], positions: [String: (Int, PlaceholderType)], pound: String?,
                               plural: (ChoiceNode) -> String) -> String {
        var result = ""
        for node in nodes {
            switch node {
            case .text(let text): result += text.replacingOccurrences(of: "%", with: "%%")
            case .pound: result += pound ?? "#"
            case .argument(let argument):
                let (position, type) = positions[argument.name] ?? (1, .string)
                result += "%\(position)$\(specifier(for: type))"
            case .choice(let choice): result += plural(choice)
            }
        }
        return result
    }
}
