/// ICU's locale functions without ICU: the answers of the ICU that Foundation runs on (Apple's ICU
/// 76's `uloc_forLanguageTag`, `uloc_toLanguageTag`, `uloc_canonicalize`, `uloc_addLikelySubtags`,
/// CLDR's parent locales and ICU's list of locales), from the data `msgc cldr-data` read out of that
/// ICU into `LocaleData`. `LocaleIdentifier` and `LocaleFallback` build the locale policy on these or
/// on `ICULocale` (the system's ICU, on Linux); `PortableLocaleTests` holds them to Foundation's ICU.
enum PortableLocale: LocaleFunctions {
    typealias B = LocaleBytes

    /// ICU locale ID for a BCP 47 tag, "" (root) when nothing of it parses.
    static func id(forLanguageTag tag: String) -> String {
        LanguageTagParser.localeID(forLanguageTag: B.bytes(tag)).map(B.string) ?? ""
    }

    /// BCP 47 tag for an ICU locale ID; "und" where ICU fails.
    static func languageTag(forID id: String) -> String {
        LanguageTagParser.languageTag(forID: B.bytes(id)).map(B.string) ?? "und"
    }

    /// Canonical ICU locale ID; the input where ICU fails.
    static func canonicalize(_ id: String) -> String {
        LocaleIDParser.canonicalize(B.bytes(id)).map(B.string) ?? id
    }

    /// The locale with CLDR's likely subtags added; the input where ICU fails.
    static func addLikelySubtags(_ id: String) -> String {
        LikelySubtags.add(B.bytes(id)).map(B.string) ?? id
    }

    /// CLDR's explicit parent of a locale bundle, nil when it is found by truncation.
    static func explicitParent(_ id: String) -> String? {
        PortableLocaleData.shared.parents[B.bytes(id)].map { String(decoding: $0, as: UTF8.self) }
    }

    /// The locales ICU has formatting data for, as ICU locale IDs.
    static var available: [String] { PortableLocaleData.shared.available }

    /// Those locales and the legacy IDs ICU opens as one of them, from the baked phrase tree's aliases.
    static let formattingBundles = FormattingBundles(
        names: LocaleData.available,
        aliases: BakedFields.of(PhraseData.aliases.utf8).compactMap { item in
            guard let mark = item.firstIndex(where: { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ">") }) else { return nil }
            return (String(decoding: item[..<mark], as: UTF8.self), String(decoding: item[item.index(after: mark)...], as: UTF8.self))
        })

    /// The ICU release the data was read from.
    static var icuVersion: String { LocaleData.icuVersion }

    /// The CLDR release of that data.
    static var cldrVersion: String { LocaleData.cldrVersion }

    /// What ICU puts for the ID `i-default` when it reaches its canonicaliser unconverted
    /// (`i-default.x`): its default locale, which on Linux comes from the environment. The portable
    /// backend has no such default and uses ICU's own for the C locale.
    static let defaultLocaleID = Array("en_US_POSIX".utf8)
}

/// The locale functions `LocaleIdentifier` and `LocaleFallback` build on: ICU's (`ICULocale`, where
/// the runtime links ICU) or the same in Swift (`PortableLocale`).
protocol LocaleFunctions {
    static func id(forLanguageTag tag: String) -> String
    static func languageTag(forID id: String) -> String
    static func canonicalize(_ id: String) -> String
    static func addLikelySubtags(_ id: String) -> String
    static func explicitParent(_ id: String) -> String?
    static var available: [String] { get }
    /// The data bundles formatting reads, for `FormattingLocale`.
    static var formattingBundles: FormattingBundles { get }
    static var icuVersion: String { get }
    static var cldrVersion: String { get }
}

#if IAPMESSAGES_ICU
/// The runtime's locale functions: ICU's where it is linked.
typealias PlatformLocale = ICULocale
#else
/// The runtime's locale functions: ICU's answers, computed in Swift.
typealias PlatformLocale = PortableLocale
#endif
