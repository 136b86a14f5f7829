import IAPMessagesCore

/// Regional catalogs that carry only what their region says differently.
///
/// A catalog whose CLDR fallback chain reaches another catalog of the same set is a regional delta of
/// it: `fr-CA` of `fr`, `en-001` (and so `en-GB`, `en-AU`, `en-IN` users) of the English source, `es-MX`
/// of `es-419`. A message it leaves out is not missing: users read the parent's, as the runtime's
/// fallback chain and Flutter's generated subclasses both do. `pt-PT` is no delta of `pt-BR`, nor
/// `zh-Hant` of `zh-Hans`: neither chain reaches the other.
public enum RegionalCatalogs {
    /// For each locale that is a delta, the locale of the catalog it inherits from: the first one its
    /// chain reaches.
    public static func parents(of locales: [String]) -> [String: String] {
        var byNormalized: [String: String] = [:]
        for locale in locales {
            byNormalized[LocaleFallback.normalize(LocaleIdentifier(locale).baseTag)] = locale
        }
        var parents: [String: String] = [:]
        for locale in locales {
            let chain = LocaleFallback.chain(for: locale).dropFirst()
            if let parent = chain.lazy.compactMap({ byNormalized[$0] }).first(where: { $0 != locale }) {
                parents[locale] = parent
            }
        }
        return parents
    }
}
