import ArgumentParser
import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler

/// `msgc render Localizations --locale de-DE [--key K] [--arg count=5]`: what users will read.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Preview messages as users will see them, with the placeholders' examples or your own values.",
        discussion: """
            Each message is looked up the way the app looks it up (fallback chain included) and formatted
            with ICU. A message that falls back to another locale is marked with that locale, and one
            whose text (or a translation passed over for it) has errors with their codes:
            "  [error: plural-missing-category]". The set's errors are printed on stderr; the exit status
            is 0 when every message asked for is shown, 1 when one named with --key cannot be.
            Each argument takes its --arg value, else its placeholder's example, else a default for its
            type: Int 3, Double 2.5, Decimal 4.99, Price "4.99 USD", Duration 2h, Date
            2026-03-01T09:30:00Z, a String its own name. Values are written like these: Duration
            90s/5m/2h/3d, Price "4.99 EUR".
            A set written for Flutter's gen-l10n is previewed as its app shows it: intl's plural rules,
            for the locale asked for even where its text falls back to the template (Russian 21 shows the
            template's =1/one text); numbers and dates with a format as intl writes them in that locale,
            in intl's digits (Latin in Arabic, native in ar_EG, Persian, Bangla, Marathi, Nepali,
            Burmese, Pashto, Assamese); numbers without one as Dart writes them ($count: an int or num
            21 as 21, a double as 21.0); no direction marks around arguments. A message gen-l10n refuses
            (a syntax error) is said to be, "key: (not shown: gen-l10n refuses it: …)", rather than
            shown in its fallback's text.
            """
    )

    @Argument(help: "The directory of .arb catalogs.")
    var directory: String

    @Option(name: .customLong("locale"), help: "A locale to preview (repeatable): de-DE, ar-EG, pt_BR.UTF-8.")
    var locales: [String] = []

    @Option(name: .customLong("key"), help: "Only this message (repeatable), e.g. user.subscriptionPrice.")
    var keys: [String] = []

    @Option(name: .customLong("arg"), help: "An argument value instead of the example: name=value (repeatable).")
    var arguments: [String] = []

    @Flag(help: "Write invisible characters as \\u{…} escapes.")
    var showInvisibles = false

    @Option(help: "The locale every message is written in first.")
    var sourceLocale = "en"

    func validate() throws {
        guard !locales.isEmpty else { throw ValidationError("name at least one --locale, e.g. --locale de-DE") }
        for locale in locales { try LocaleOption.validateFormattingLocale(locale) }
        _ = try LocaleOption.catalogLocale(sourceLocale, option: "--source-locale")
        for argument in arguments where !argument.contains("=") {
            throw ValidationError("'\(argument)' is not name=value")
        }
    }

    func run() throws {
        let contents = try CatalogDirectory.loadOrExit(directory)
        let files = contents.files
        let result = MessageCatalogCompiler(options: .init(sourceLocale: sourceLocale, flutter: contents.flutter)).check(files)
        let errors = result.diagnostics.sortedForPrinting().filter { $0.severity == .error }
        CatalogDirectory.printDiagnostics(errors.map { $0.formatted(in: result.files) })
        guard let checked = result.checked else { throw ExitCode.failure }
        let compiled = MessageLowering.lower(checked, sourceFiles: files.map(\.fileName))
        let catalog = MessageCatalog(sourceLocale: compiled.sourceLocale, locales: compiled.locales,
                                     tables: compiled.programs.map(MessageTable.init(programs:)), settings: LocalizationSettings())
        let marks = RenderMarks(files: files, flutterConfiguration: contents.flutter, result: result, compiled: compiled)
        let refused = marks.refusedTemplateKeys
        let selected = try selectedMessages(compiled, refused: refused)
        let overrides = Dictionary(arguments.map { pair -> (String, String) in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }, uniquingKeysWith: { _, last in last })
        let argumentsBySlot = caseArguments(compiled)
        // A refused message's arguments are what its text names, if it parses; any, if not.
        let refusedArguments = selected.filter { $0.slot == nil }.map { marks.templateArgumentNames(of: $0.key) }
        if !refusedArguments.contains(where: { $0 == nil }) {
            try checkOverrides(overrides, argumentsBySlot: argumentsBySlot, selected: selected.compactMap(\.slot),
                               also: refusedArguments.flatMap { $0 ?? [] })
        }
        var askedAndNotShown = false
        for locale in locales {
            print("== \(locale)")
            let chain = marks.chain(for: locale), sourceChain = marks.chain(for: compiled.sourceLocale)
            for (key, slot) in selected {
                guard let slot else {
                    // A template message gen-l10n refuses: no locale has a text of it.
                    print("\(key): (not shown: gen-l10n refuses it: \(Diagnostic.printable(refused[key]?.message ?? "")))")
                    askedAndNotShown = askedAndNotShown || !keys.isEmpty
                    continue
                }
                let isDebug = MessageKey(key)?.kind == .debug
                let from = isDebug ? compiled.sourceLocale : catalog.textLocale(for: slot, preferredLanguages: [locale])
                let errorCodes: [String]
                switch marks.note(key: key, requested: isDebug ? compiled.sourceLocale : locale, chain: isDebug ? sourceChain : chain,
                                  textLocale: from) {
                case .notShown(let reason):
                    print("\(key): (not shown: \(reason))")
                    askedAndNotShown = askedAndNotShown || !keys.isEmpty
                    continue
                case .errors(let codes):
                    errorCodes = codes
                }
                let values = try argumentValues(argumentsBySlot[slot] ?? [], overrides: overrides, key: key)
                let text = isDebug ? catalog.sourceString(slot, values) : catalog.string(slot, values, preferredLanguages: [locale])
                let shown = showInvisibles ? InvisibleCharacters.escape(text) : text
                // Debug lines are English by design; only a user-facing fallback is worth marking.
                let note = isDebug || LocaleIdentifier(from).language == LocaleIdentifier(locale).language ? "" : "  [\(from)]"
                let marker = errorCodes.isEmpty ? "" : "  [error: \(errorCodes.joined(separator: ", "))]"
                print("\(key): \(shown)\(note)\(marker)")
            }
        }
        // The set's errors are on stderr; the status says whether what was asked for could be shown.
        if askedAndNotShown { throw ExitCode.failure }
    }

    /// The messages to render, by key, with their slot; nil for a Flutter template message gen-l10n
    /// refuses (`refused`), which is listed with the reason instead of left out.
    private func selectedMessages(_ compiled: CompiledMessages, refused: [String: Diagnostic]) throws -> [(key: String, slot: Int?)] {
        guard !keys.isEmpty else {
            let shown = compiled.slots.enumerated().map { (key: $1, slot: Optional($0)) }
            return (shown + refused.keys.map { (key: $0, slot: nil) }).sorted { $0.key < $1.key }
        }
        let slotOfKey = Dictionary(compiled.slots.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return try keys.map { key in
            if let slot = slotOfKey[key] { return (key, slot) }
            if refused[key] != nil { return (key, nil) }
            throw ValidationError("no message '\(key)' in \(directory) (or it has errors)")
        }
    }

    /// Each slot's case arguments (of the first case holding the slot), found once: searching the
    /// cases for every rendered slot would grow with the square of the catalog.
    private func caseArguments(_ compiled: CompiledMessages) -> [Int: [Placeholder]] {
        var result: [Int: [Placeholder]] = [:]
        for generated in compiled.cases {
            for slot in generated.slots.values where result[slot] == nil { result[slot] = generated.arguments }
        }
        return result
    }

    private func checkOverrides(_ overrides: [String: String], argumentsBySlot: [Int: [Placeholder]], selected: [Int],
                                also others: [String]) throws {
        let known = Set(selected.flatMap { (argumentsBySlot[$0] ?? []).map(\.name) }).union(others)
        for name in overrides.keys.sorted() where !known.contains(name) {
            throw ValidationError("no selected message has an argument '\(name)'")
        }
    }

    private func argumentValues(_ placeholders: [Placeholder], overrides: [String: String], key: String) throws -> [MessageArgument] {
        try placeholders.map { placeholder in
            let (text, from) = if let given = overrides[placeholder.name] {
                (given, "--arg \(placeholder.name)=\(given)")
            } else if let example = placeholder.example, !example.isEmpty {
                (example, "its example")
            } else {
                (Self.defaultValue(for: placeholder), "the default")
            }
            guard let value = ExampleValue.parse(text, as: placeholder.type) else {
                throw ValidationError("message '\(key)': '\(text)' (\(from)) is not a valid \(placeholder.type.rawValue) for '\(placeholder.name)'; give one with --arg \(placeholder.name)=VALUE")
            }
            return value
        }
    }

    /// What a placeholder without an example is previewed with.
    static func defaultValue(for placeholder: Placeholder) -> String {
        switch placeholder.type {
        case .string: placeholder.name
        case .int: "3"
        case .double: "2.5"
        case .decimal: "4.99"
        case .price: "4.99 USD"
        case .duration: "2h"
        case .date: "2026-03-01T09:30:00Z"
        case .periodUnit: "month"
        }
    }
}
