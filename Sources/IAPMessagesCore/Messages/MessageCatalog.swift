import Foundation

/// The compiled messages of every locale, and the lookup that walks the user's fallback chain.
///
/// Generated code creates one catalog and asks it for message `index` with typed arguments; the text
/// comes from the first locale in the chain that has the message, and is formatted for the user's
/// region in that text's language (see `formattingLocale(for:text:)`). A Flutter set's plurals and
/// formatted arguments go by the chain's first locale instead, in every text, a fallback's too: the
/// app's class for that locale (gen-l10n's `localeName`) holds the template's code for what it lacks.
public final class MessageCatalog: Sendable {
    /// The locale every message is written in first (`en`), which ends every fallback chain.
    public let sourceLocale: String
    /// Locale tags, in table order.
    public let locales: [String]
    private let tables: [MessageTable]
    private let tableIndex: [String: Int]
    private let negotiator: LocaleNegotiator
    private let settings: LocalizationSettings
    /// Keyed by the preferences' bytes (`ExactStrings`), as every cache of what callers pass in.
    private let resolutions = HandleCache<ExactStrings, Resolution>(capacity: 64)
    /// Single locale tags' resolutions once their direct-mapped slot has published its limit.
    private let singleResolutions = HandleCache<ExactString, Resolution>(capacity: 64)
    /// The current languages' resolution, and the settings generation it was made for, for messages
    /// that are rendered; after `limit` language changes these take the locked `resolutions` path.
    private let current = PublishedValue<KeyedResolution<UInt64>>(limit: 1_024)
    /// The same for single-locale requests (`text(for: "de-DE")`), direct-mapped by a hash of the tag;
    /// a miss (or a slot past its limit, under a stream of distinct IDs) takes the locked path.
    private let single: PublishedSlots<KeyedResolution<String>>
    /// The plain-text fast path's tables to walk, for the current languages (keyed by the settings'
    /// generation) and for single locale tags (keyed by their bytes): rewritten in place, so the fast
    /// path holds after any number of language changes and distinct tags, in fixed memory.
    private let currentRoute = RouteTable(slots: 1)
    private let singleRoutes = RouteTable(slots: singleSlots * 2)
    /// Per table, its plain texts as Strings, made on the table's first use.
    private let plainTexts: PublishedSlots<PlainTexts>

    /// A resolution and what it was made for: the settings' generation, or a single locale tag.
    final class KeyedResolution<Key: Equatable & Sendable>: Sendable {
        let key: Key
        let resolution: Resolution
        init(key: Key, resolution: Resolution) {
            self.key = key
            self.resolution = resolution
        }
    }

    /// A table's messages that are plain text, ready to return; nil for the others (and missing ones).
    final class PlainTexts: Sendable {
        let texts: [String?]
        init(texts: [String?]) { self.texts = texts }
    }

    static let singleSlots = 32

    /// The tables to try for one list of preferences, with the locales to format and pluralise in.
    final class Resolution: Sendable {
        let steps: [(table: Int, format: LocaleIdentifier, plural: LocaleIdentifier)]
        /// The steps' tables alone, walked on every lookup without copying the locales.
        let tableOrder: [Int]
        /// The locale of the first table: the one the app shows, whose rules a Flutter set's plurals
        /// follow in every text, a fallback's too (gen-l10n's `localeName`).
        let app: LocaleIdentifier
        init(steps: [(table: Int, format: LocaleIdentifier, plural: LocaleIdentifier)], app: LocaleIdentifier) {
            self.steps = steps
            self.tableOrder = steps.map(\.table)
            self.app = app
        }
    }

    /// A catalog of one table per locale, as generated code makes it once per process.
    ///
    /// - Parameters:
    ///   - sourceLocale: the locale every message is written in first, which ends every fallback chain.
    ///   - locales: the tags of the tables' locales, in table order.
    ///   - normalizedLocales: `LocaleNegotiator.normalizedTag(of:)` of each locale, as `msgc`
    ///     generates them, so that the first lookup parses no locale name; nil computes them here.
    ///   - tables: each locale's messages, at the same index as its tag in `locales`.
    ///   - settings: the language settings whose preferences a lookup without languages follows; `.shared` unless a
    ///     catalog must keep its own.
    @_spi(GeneratedCode)
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
        self.single = PublishedSlots(count: Self.singleSlots, limit: 8)
        self.plainTexts = PublishedSlots(count: tables.count, limit: 4)
        if let normalizedLocales, normalizedLocales.count == locales.count {
            self.negotiator = LocaleNegotiator(available: locales, normalizedTags: normalizedLocales, source: sourceLocale)
        } else {
            self.negotiator = LocaleNegotiator(available: locales, source: sourceLocale)
        }
    }

    /// Message `index` with `arguments`, for `preferredLanguages` (nil: the settings' current ones).
    @_spi(GeneratedCode)
    public func string(_ index: Int, _ arguments: [MessageArgument] = [], preferredLanguages: [String]? = nil) -> String {
        if let preferredLanguages {
            return string(index, arguments, resolution: resolve(LocaleInput.bounded(preferredLanguages)))
        }
        guard arguments.isEmpty else { return string(index, arguments, resolution: currentResolution().resolution) }
        let generation = settings.generation.value
        switch currentRouted(index, generation: generation) {
        case .some(.some(let text)): return text
        case .some(.none): return string(index, arguments, resolution: currentResolution().resolution)
        case .none:
            // Routed under the generation read before the languages: if they changed in between,
            // lookups that read the newer generation miss and route it themselves.
            let (made, resolution) = currentResolution()
            currentRoute.write(resolution.tableOrder, for: made)
            return string(index, arguments, resolution: resolution)
        }
    }

    /// Message `index` with `arguments` for one locale (`text(for: "de-DE")`), without building a list.
    @_spi(GeneratedCode)
    public func string(_ index: Int, _ arguments: [MessageArgument] = [], preferredLanguage: String) -> String {
        let preferredLanguage = LocaleInput.bounded(preferredLanguage)
        guard arguments.isEmpty else { return string(index, arguments, resolution: resolve(single: preferredLanguage)) }
        switch singleRouted(index, locale: preferredLanguage) {
        case .some(.some(let text)): return text
        case .some(.none): return string(index, arguments, resolution: resolve(single: preferredLanguage))
        case .none:
            let resolution = resolve(single: preferredLanguage)
            singleRoutes.write(resolution.tableOrder, for: preferredLanguage)
            return string(index, arguments, resolution: resolution)
        }
    }

    // MARK: The plain-text fast path
    //
    // Most lookups are of a plain text whose route (`RouteTable`) and tables are already made. These
    // read them without a lock or retaining anything: the one reference count taken is the returned
    // String's. Anything not ready yet (a new locale, a table's first use, a message that must be
    // rendered) answers nil, and the general path below does the work and keeps what it made.

    /// The fast path alone for the current languages: the text a lookup would return without a lock,
    /// or nil where it would take the general path.
    func routedPlainText(_ index: Int) -> String? {
        currentRouted(index, generation: settings.generation.value) ?? nil
    }

    /// The same for one locale.
    func routedPlainText(_ index: Int, preferredLanguage: String) -> String? {
        let preferredLanguage = LocaleInput.bounded(preferredLanguage)
        return singleRouted(index, locale: preferredLanguage) ?? nil
    }

    /// The plain text of message `index` along the route kept for `generation` (or a bounded tag):
    /// nil when no route is kept for it, `.some(nil)` when the text is not plain or not made yet.
    @inline(__always)
    private func currentRouted(_ index: Int, generation: UInt64) -> String?? {
        currentRoute.withTables(for: generation) { plainText(index, route: $0) }
    }

    @inline(__always)
    private func singleRouted(_ index: Int, locale: String) -> String?? {
        singleRoutes.withTables(for: locale) { plainText(index, route: $0) }
    }

    /// The first text on `route` for message `index`, if it is plain and its table's texts are made.
    @inline(__always)
    private func plainText(_ index: Int, route: RouteTable.Tables) -> String? {
        guard index >= 0 else { return nil }
        for position in 0..<route.count {
            let table = route[position]
            let found: String?? = plainTexts.withValue(at: table) { made in
                index < made.texts.count ? made.texts[index] : nil
            }
            switch found {
            case .none: return nil                                   // the table's texts are not made yet
            case .some(.some(let text)): return text
            case .some(.none): if tables[table].contains(index) { return nil }  // there, but to be rendered
            }
        }
        return nil
    }

    private func string(_ index: Int, _ arguments: [MessageArgument], resolution: Resolution) -> String {
        for (position, table) in resolution.tableOrder.enumerated() {
            if arguments.isEmpty, index >= 0, case let texts = plainTexts(of: table).texts, index < texts.count,
               let text = texts[index] { return text }
            guard tables[table].contains(index) else { continue }
            let step = resolution.steps[position]
            return render(index, in: table, arguments: arguments, format: step.format, plural: step.plural, app: resolution.app)
        }
        return ""
    }

    /// The resolution for the settings' current languages, and the generation it is for: one atomic
    /// read while they are unchanged.
    private func currentResolution() -> (generation: UInt64, resolution: Resolution) {
        let generation = settings.generation.value
        if let cached = current.value, cached.key == generation { return (generation, cached.resolution) }
        // Read after the generation: if the languages change in between, the resolution is for the
        // newer ones but tagged older, and the next call makes it again.
        let resolution = resolve(LocaleInput.bounded(settings.effectivePreferredLanguages))
        if current.canPublish { current.publish(KeyedResolution(key: generation, resolution: resolution)) }
        return (generation, resolution)
    }

    /// A locale tag's slot among `single`.
    @inline(__always)
    private static func singleSlot(of locale: String) -> Int {
        Int(truncatingIfNeeded: FNV1a.hash(locale) % UInt64(singleSlots))
    }

    private func resolve(single locale: String) -> Resolution {
        let slot = Self.singleSlot(of: locale)
        if let cached = single.value(at: slot), ExactString.same(cached.key, locale) { return cached.resolution }
        // Past the slot's limit, a cache keyed by the tag alone: no list is made for the lookup.
        guard single.canPublish(at: slot) else {
            return singleResolutions.value(for: ExactString(locale)) { resolve([locale]) }
        }
        let resolution = resolve([locale])
        single.publish(KeyedResolution(key: locale, resolution: resolution), at: slot)
        return resolution
    }

    private func plainTexts(of table: Int) -> PlainTexts {
        if let made = plainTexts.value(at: table) { return made }
        let messages = tables[table]
        let texts = PlainTexts(texts: (0..<messages.count).map { index in
            guard messages.contains(index) else { return nil }
            return messages.withProgram(index) { program in
                MessageProgram.isPlainText(program) ? String(decoding: program, as: UTF8.self) : nil
            }
        })
        plainTexts.publish(texts, at: table)
        return texts
    }

    /// Message `index` in the source locale only, with numbers written the source's way: for logs.
    @_spi(GeneratedCode)
    public func sourceString(_ index: Int, _ arguments: [MessageArgument] = []) -> String {
        guard let table = tableIndex[sourceLocale], tables[table].contains(index) else { return "" }
        let locale = LocaleIdentifier(sourceLocale)
        return render(index, in: table, arguments: arguments, format: locale, plural: locale, app: locale)
    }

    /// The locale whose text `string` would show, for `preferredLanguages`.
    public func textLocale(for index: Int, preferredLanguages: [String]) -> String {
        let resolution = resolve(LocaleInput.bounded(preferredLanguages))
        return resolution.steps.first { tables[$0.table].contains(index) }.map { locales[$0.table] } ?? sourceLocale
    }

    private func render(_ index: Int, in table: Int, arguments: [MessageArgument], format: LocaleIdentifier, plural: LocaleIdentifier,
                        app: LocaleIdentifier) -> String {
        tables[table].withProgram(index) { program in
            if arguments.isEmpty, MessageProgram.isPlainText(program) {
                return String(decoding: program, as: UTF8.self)
            }
            return MessageInterpreter(formatLocale: format, pluralLocale: plural, appLocale: app, arguments: arguments).renderTrusted(program)
        }
    }

    private func resolve(_ preferences: [String]) -> Resolution {
        resolutions.value(for: ExactStrings(preferences)) {
            let chain = negotiator.fallbackChain(for: preferences)
            let steps = chain.compactMap { tag -> (Int, LocaleIdentifier, LocaleIdentifier)? in
                guard let table = tableIndex[tag] else { return nil }
                let text = LocaleIdentifier(tag)
                return (table, Self.formattingLocale(for: preferences, text: text), text)
            }
            let app = steps.first.map { LocaleIdentifier(locales[$0.0]) } ?? LocaleIdentifier(sourceLocale)
            return Resolution(steps: steps, app: app)
        }
    }

    /// Where to write numbers and prices for a text in `text`'s language: the first preference in that
    /// language as it is (`de-CH`, `ar-EG-u-nu-latn`); otherwise the text's language with the first
    /// preference's region (an English fallback for a user in Germany formats as `en-DE`), as Apple
    /// platforms do, so money reads the way the user's region writes it without mixing languages.
    package static func formattingLocale(for preferences: [String], text: LocaleIdentifier) -> LocaleIdentifier {
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
