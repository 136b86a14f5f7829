/// Where each locale stands: which messages are translated, which need review because the source
/// text changed since (their fingerprint no longer matches), and which are missing.
public struct TranslationStatus: Sendable {
    public struct Item: Sendable, Equatable {
        public var key: String
        public var sourceText: String
        /// The current translation, for stale items.
        public var translation: String?

        public init(key: String, sourceText: String, translation: String?) {
            self.key = key
            self.sourceText = sourceText
            self.translation = translation
        }
    }

    public struct Locale: Sendable {
        public var locale: String
        public var total: Int
        public var translated: Int
        public var stale: [Item]
        public var missing: [Item]
        /// For a regional catalog (`RegionalCatalogs`), the catalog its users read where it has no text.
        public var inheritsFrom: String? = nil
        /// The messages a regional catalog leaves to its parent: not missing, its users read the parent's.
        public var inherited: Int = 0

        /// Translated and current, or inherited, as a share of all translatable messages.
        public var percent: Double { total == 0 ? 100 : Double(translated + inherited) * 100 / Double(total) }
    }

    public var sourceLocale: String
    public var locales: [Locale]

    /// The status of every translation against `source`. Debug messages and messages marked not to be
    /// translated (`"x-translate": false`) are not counted: no translator is asked for them.
    public init(source: Catalog, translations: [Catalog]) {
        sourceLocale = source.locale
        let translatable = source.messages.filter { MessageKey($0.key)?.kind != .debug && $0.isTranslatable }
        let parents = RegionalCatalogs.parents(of: [source.locale] + translations.map(\.locale))
        locales = translations.sorted { $0.locale < $1.locale }.map { catalog in
            var stale: [Item] = [], missing: [Item] = []
            var translated = 0, inherited = 0
            let parent = parents[catalog.locale]
            let translations = catalog.messagesByKey()  // one lookup per message, not a search
            for message in translatable {
                guard let translation = translations[message.key] else {
                    if parent != nil {
                        inherited += 1
                        continue
                    }
                    missing.append(Item(key: message.key, sourceText: message.text.value, translation: nil))
                    continue
                }
                if let fingerprint = translation.sourceFingerprint, fingerprint != SourceFingerprint.of(message.text.value) {
                    stale.append(Item(key: message.key, sourceText: message.text.value, translation: translation.text.value))
                } else {
                    translated += 1
                }
            }
            return Locale(locale: catalog.locale, total: translatable.count, translated: translated, stale: stale, missing: missing,
                          inheritsFrom: parent, inherited: inherited)
        }
    }
}
