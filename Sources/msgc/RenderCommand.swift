import ArgumentParser
import Foundation
import IAPMessagesCore
import MessageCompiler

/// `msgc render Localizations --locale de-DE [--key K] [--arg count=5]`: what users will read.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Preview messages as users will see them, with the placeholders' examples or your own values.",
        discussion: """
            Each message is looked up the way the app looks it up (fallback chain included) and formatted
            with ICU. A message that falls back to another locale is marked with that locale.
            Each argument takes its --arg value, else its placeholder's example, else a default for its
            type: Int 3, Double 2.5, Decimal 4.99, Price "4.99 USD", Duration 2h, Date
            2026-03-01T09:30:00Z, a String its own name. Values are written like these: Duration
            90s/5m/2h/3d, Price "4.99 EUR".
            A set written for Flutter's gen-l10n is previewed as its app shows it: intl's plural rules,
            numbers without a format as Dart writes them ($count), no direction marks around arguments.
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
        let selected = try selectedSlots(compiled)
        let overrides = Dictionary(arguments.map { pair -> (String, String) in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }, uniquingKeysWith: { _, last in last })
        let argumentsBySlot = caseArguments(compiled)
        try checkOverrides(overrides, argumentsBySlot: argumentsBySlot, selected: selected)
        for locale in locales {
            print("== \(locale)")
            for slot in selected {
                let key = compiled.slots[slot]
                let values = try argumentValues(argumentsBySlot[slot] ?? [], overrides: overrides, key: key)
                let isDebug = MessageKey(key)?.kind == .debug
                let text = isDebug ? catalog.sourceString(slot, values) : catalog.string(slot, values, preferredLanguages: [locale])
                let from = isDebug ? compiled.sourceLocale : catalog.textLocale(for: slot, preferredLanguages: [locale])
                let shown = showInvisibles ? InvisibleCharacters.escape(text) : text
                // Debug lines are English by design; only a user-facing fallback is worth marking.
                let note = isDebug || LocaleIdentifier(from).language == LocaleIdentifier(locale).language ? "" : "  [\(from)]"
                print("\(key): \(shown)\(note)")
            }
        }
        if !errors.isEmpty { throw ExitCode.failure }
    }

    private func selectedSlots(_ compiled: CompiledMessages) throws -> [Int] {
        guard !keys.isEmpty else { return Array(compiled.slots.indices) }
        return try keys.map { key in
            guard let slot = compiled.slots.firstIndex(of: key) else {
                throw ValidationError("no message '\(key)' in \(directory) (or it has errors)")
            }
            return slot
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

    private func checkOverrides(_ overrides: [String: String], argumentsBySlot: [Int: [Placeholder]], selected: [Int]) throws {
        let known = Set(selected.flatMap { (argumentsBySlot[$0] ?? []).map(\.name) })
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
