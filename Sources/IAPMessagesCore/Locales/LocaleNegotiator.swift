import Foundation

/// Chooses, for a user's ordered language preferences, the catalogs to look in, best first.
///
/// Each preference contributes its CLDR fallback chain (see `LocaleFallback`) restricted to the
/// locales the catalog has; the chains are concatenated in preference order, duplicates removed, and
/// the source locale comes last, so a lookup always ends somewhere. Available locales may be spelled
/// any way (`zh-TW`, `zh-Hant`, `iw`); the chain returns them as spelled.
///
/// A language (or a language in a script) that has no catalog of its own is served by one of its
/// regional catalogs: first the one CLDR makes its default content, the region where it is most
/// likely spoken (`pt` *is* Brazilian Portuguese, `zh-Hant` Taiwanese, `es` Spain's), else the first
/// listed (a German user and a catalog with only `de-CH`). So `pt` and `pt-Latn` read `pt-BR`, as
/// ICU's `uloc_acceptLanguage` has them; a script never stands in for another (`zh-Hant` is not served
/// by `zh-Hans-SG`, nor `sr` by `sr-Latn-RS`).
///
/// ```swift
/// let negotiator = LocaleNegotiator(available: ["en", "de", "es", "es-419", "zh-Hant", "pt-BR", "pt-PT"], source: "en")
/// negotiator.fallbackChain(for: ["es-MX"])        // ["es-419", "es", "en"]
/// negotiator.fallbackChain(for: ["zh-HK"])        // ["zh-Hant", "en"]
/// negotiator.fallbackChain(for: ["fr-CA", "de"])  // ["de", "en"]
/// negotiator.fallbackChain(for: ["pt"])           // ["pt-BR", "en"]
/// negotiator.fallbackChain(for: ["pt-AO"])        // ["pt-PT", "pt-BR", "en"]
/// ```
public struct LocaleNegotiator: Sendable {
    /// The catalog's locales as given.
    public let availableLocales: [String]
    /// The locale every message exists in; always last in a chain.
    public let sourceLocale: String

    private let availableByNormalizedTag: [String: String]
    /// The normalized tag of each available locale, in `availableLocales`' order.
    private let normalizedTags: [String]
    private let memo = HandleCache<ExactStrings, [String]>(capacity: 64)

    /// A negotiator over the locales a catalog has, ending every chain with `source`.
    ///
    /// - Parameters:
    ///   - available: the locales that have a catalog, in any spelling.
    ///   - source: the locale every message is written in; added to `available` if missing.
    public init(available: [String], source: String) {
        self.init(available: available, normalizedTags: available.map(Self.normalizedTag), source: source)
    }

    /// A negotiator whose locales' normalized tags are already known: generated catalogs pass the
    /// ones `msgc` computed, so a process's first message parses none of the catalog's locale names.
    ///
    /// - Parameters:
    ///   - available: the locales that have a catalog, in any spelling.
    ///   - normalizedTags: `LocaleNegotiator.normalizedTag(of:)` of each, in the same order.
    ///   - source: the locale every message is written in first, which ends every chain.
    package init(available: [String], normalizedTags: [String], source: String) {
        precondition(available.count == normalizedTags.count, "one normalized tag per locale")
        self.sourceLocale = source
        let hasSource = available.contains(source)
        self.availableLocales = hasSource ? available : available + [source]
        let tags = hasSource ? normalizedTags : normalizedTags + [Self.normalizedTag(of: source)]
        var index: [String: String] = [:]
        for (locale, key) in zip(availableLocales, tags) where index[key] == nil {
            // The first spelling of a locale wins, so lookups are stable when a catalog lists twins.
            index[key] = locale
        }
        self.availableByNormalizedTag = index
        self.normalizedTags = tags
    }

    /// The key a catalog's locale is found under: its base tag, normalized as fallback chains are.
    package static func normalizedTag(of locale: String) -> String {
        LocaleFallback.normalize(LocaleIdentifier(locale).baseTag)
    }

    /// The available locales to try for these preferences, best first, ending with the source locale.
    public func fallbackChain(for preferences: [String]) -> [String] {
        let preferences = LocaleInput.bounded(preferences)
        return memo.value(for: ExactStrings(preferences)) { computeChain(for: preferences) }
    }

    /// The single best available locale for these preferences.
    public func bestMatch(for preferences: [String]) -> String {
        fallbackChain(for: preferences).first ?? sourceLocale
    }

    private func computeChain(for preferences: [String]) -> [String] {
        var chain: [String] = []
        for preference in preferences {
            for step in LocaleFallback.chain(for: preference) {
                if let locale = availableByNormalizedTag[step] ?? regionalLocale(standingInFor: step), !chain.contains(locale) {
                    chain.append(locale)
                }
            }
        }
        if !chain.contains(sourceLocale) { chain.append(sourceLocale) }
        return chain
    }

    /// For a language, or a language in a script, without a catalog (`pt`, `zh-Hant`), the catalog of
    /// its default content (`pt-BR`, `zh-Hant-TW`), else of its first listed region; nil for any other
    /// step, and where the catalog has none of its regions.
    private func regionalLocale(standingInFor step: String) -> String? {
        let language = Subtags(step)
        guard language.region == nil, language.variants.isEmpty, language.language != "und" else { return nil }
        let id = PlatformLocale.id(forLanguageTag: step)
        if let region = Subtags(PlatformLocale.languageTag(forID: PlatformLocale.addLikelySubtags(id))).region,
           let locale = availableByNormalizedTag[step + "-" + region] {
            return locale
        }
        for (index, tag) in normalizedTags.enumerated() where tag.hasPrefix(step + "-") {
            let regional = Subtags(tag)
            if regional.language == language.language, regional.script == language.script, regional.region != nil {
                return availableLocales[index]
            }
        }
        return nil
    }
}
