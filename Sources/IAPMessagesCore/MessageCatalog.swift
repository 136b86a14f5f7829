import Foundation

/// The compiled messages of every locale, and the lookup that walks the user's fallback chain.
///
/// Generated code creates one catalog and asks it for message `index` with typed arguments; the text
/// comes from the first locale in the chain that has the message, and is formatted for the user's
/// region in that text's language (see `formattingLocale(for:text:)`).
public final class MessageCatalog: Sendable {
    public let sourceLocale: String
    /// Locale tags, in table order.
    public let locales: [String]
    private let tables: [MessageTable]
    private let tableIndex: [String: Int]
    private let negotiator: LocaleNegotiator
    private let settings: LocalizationSettings
    private let resolutions = HandleCache<[String], Resolution>(capacity: 64)

    /// The tables to try for one list of preferences, with the locales to format and pluralise in.
    final class Resolution: Sendable {
        let steps: [(table: Int, format: LocaleIdentifier, plural: LocaleIdentifier)]
        init(steps: [(table: Int, format: LocaleIdentifier, plural: LocaleIdentifier)]) { self.steps = steps }
    }

    /// - Parameter normalizedLocales: `LocaleNegotiator.normalizedTag(of:)` of each locale, as `msgc`
    ///   generates them, so that the first lookup parses no locale name; nil computes them here.
    public init(sourceLocale: String, locales: [String], normalizedLocales: [String]? = nil, tables: [MessageTable],
                settings: LocalizationSettings = .shared) {
        precondition(locales.count == tables.count, "one table per locale")
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.tables = tables
        self.settings = settings
        var index: [String: Int] = [:]
        for (position, locale) in locales.enumerated() { index[locale] = position }
        self.tableIndex = index
        if let normalizedLocales, normalizedLocales.count == locales.count {
            self.negotiator = LocaleNegotiator(available: locales, normalizedTags: normalizedLocales, source: sourceLocale)
        } else {
            self.negotiator = LocaleNegotiator(available: locales, source: sourceLocale)
        }
    }

    /// Message `index` with `arguments`, for `preferredLanguages` (nil: the settings' current ones).
    public func string(_ index: Int, _ arguments: [MessageArgument] = [], preferredLanguages: [String]? = nil) -> String {
        let resolution = resolve(preferredLanguages ?? settings.effectivePreferredLanguages)
        for step in resolution.steps where tables[step.table].contains(index) {
            return render(index, in: step.table, arguments: arguments, format: step.format, plural: step.plural)
        }
        return ""
    }

    /// Message `index` in the source locale only, with numbers written the source's way: for logs.
    public func sourceString(_ index: Int, _ arguments: [MessageArgument] = []) -> String {
        guard let table = tableIndex[sourceLocale], tables[table].contains(index) else { return "" }
        let locale = LocaleIdentifier(sourceLocale)
        return render(index, in: table, arguments: arguments, format: locale, plural: locale)
    }

    /// The locale whose text `string` would show, for `preferredLanguages`.
    public func textLocale(for index: Int, preferredLanguages: [String]) -> String {
        let resolution = resolve(preferredLanguages)
        return resolution.steps.first { tables[$0.table].contains(index) }.map { locales[$0.table] } ?? sourceLocale
    }

    private func render(_ index: Int, in table: Int, arguments: [MessageArgument], format: LocaleIdentifier, plural: LocaleIdentifier) -> String {
        tables[table].withProgram(index) { program in
            if arguments.isEmpty, MessageProgram.isPlainText(program) {
                return String(decoding: program, as: UTF8.self)
            }
            return MessageInterpreter(formatLocale: format, pluralLocale: plural, arguments: arguments).renderTrusted(program)
        }
    }

    private func resolve(_ preferences: [String]) -> Resolution {
        resolutions.value(for: preferences) {
            let chain = negotiator.fallbackChain(for: preferences)
            let steps = chain.compactMap { tag -> (Int, LocaleIdentifier, LocaleIdentifier)? in
                guard let table = tableIndex[tag] else { return nil }
                let text = LocaleIdentifier(tag)
                return (table, Self.formattingLocale(for: preferences, text: text), text)
            }
            return Resolution(steps: steps)
        }
    }

    /// Where to write numbers and prices for a text in `text`'s language: the first preference in that
    /// language as it is (`de-CH`, `ar-EG-u-nu-latn`); otherwise the text's language with the first
    /// preference's region (an English fallback for a user in Germany formats as `en-DE`), as Apple
    /// platforms do, so money reads the way the user's region writes it without mixing languages.
    public static func formattingLocale(for preferences: [String], text: LocaleIdentifier) -> LocaleIdentifier {
        let parsed = preferences.map(LocaleIdentifier.init)
        if let sameLanguage = parsed.first(where: { $0.language == text.language }) {
            return sameLanguage
        }
        guard let first = parsed.first, let region = Subtags(first.baseTag).region else { return text }
        var subtags = Subtags(text.baseTag)
        subtags.region = region
        return LocaleIdentifier(subtags.joined)
    }
}
