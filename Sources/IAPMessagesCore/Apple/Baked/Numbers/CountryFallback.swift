/// Apple's ICU reads some of a locale's number data from its region's language when the bundle it
/// opens for the locale is another region's (`ures_openWithCountryFallback`): `fr_JP`, which has no
/// bundle of its own, takes Japanese separators, and `sh_CS` (an alias of `sr_Latn_RS`) those of
/// English, CLDR's likely language for the retired region CS. The language's own symbols (signs,
/// percent, exponent) stay the locale's.
enum CountryFallback {
    /// The symbols that DecimalFormatSymbols takes from the locale's own bundle even then.
    static let languageSymbols: Set<String> = ["plusSign", "minusSign", "percentSign", "exponential", "infinity", "nan"]

    private static let owners: Set<String> = Set(NumberData.numberElementsOwners.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// The bundle Apple's DecimalFormatSymbols reads the separators of `locale` (an ICU ID, keywords
    /// included) from before the locale's own, or nil when it reads only the locale's own.
    static func symbolsBundle(locale: String, base: String, tree: BakedBundleTree) -> String? {
        var (bundle, status) = tree.open(base)
        // ICU's test sees the status of the NumberElements lookup too: found in a parent (not the
        // root or the default locale), it is a fallback even for the ID's own bundle.
        if status == .own, !owners.contains(bundle) {
            let holder = tree.chain(bundle).first(where: owners.contains) ?? "root"
            status = holder == "root" || holder == BakedBundleTree.defaultLocaleID ? .defaultLocale : .truncation
        }
        guard status == .truncation else { return nil }
        typealias B = LocaleBytes
        let localeBytes = B.bytes(locale)
        guard let country = LocaleIDParser.countryOf(localeBytes), !country.isEmpty,
              country != LocaleIDParser.countryOf(B.bytes(bundle)) else { return nil }
        // The region's likely language and script, and the rest of the locale after its own.
        guard let likely = LikelySubtags.add(B.und + [B.underscore] + country),
              var language = LocaleIDParser.languageOf(likely), let script = LocaleIDParser.scriptOf(likely),
              let ownLanguage = LocaleIDParser.languageOf(localeBytes), let ownScript = LocaleIDParser.scriptOf(localeBytes)
        else { return nil }
        var offset = ownLanguage.count + 1
        if !ownScript.isEmpty { offset += ownScript.count + 1 }
        var rest = localeBytes.count > B.fullNameCapacity || offset > localeBytes.count ? country : Array(localeBytes[offset...])
        if language.count + script.count + rest.count + 3 > B.fullNameCapacity { rest = country }
        func opened(_ language: [UInt8]) -> (bundle: String, status: BakedBundleTree.OpenStatus) {
            let id = PortableNumberFormatter.split(B.string(language + [B.underscore] + script + [B.underscore] + rest)).0
            let found = tree.open(id)
            // Without a bundle of its own, ICU 76 tries the ID without its script before truncating
            // it, the script being the region's likely one (`ms_Latn_BN` → `ms_BN` → `ms`).
            if found.status != .own, let parts = LocaleIDParser.subtags(B.bytes(id)), !parts.script.isEmpty,
               !parts.region.isEmpty, parts.variant.isEmpty {
                let withoutScript = tree.open(B.string(parts.language + [B.underscore] + parts.region))
                if withoutScript.status == .own { return (withoutScript.bundle, .truncation) }
            }
            return found
        }
        var (countryBundle, countryStatus) = opened(language)
        if countryStatus != .own,
           countryStatus == .defaultLocale || LocaleIDParser.languageOf(B.bytes(countryBundle)) != language {
            // A language without data for the region: English, or the region's official one.
            let key = language + [B.underscore] + script + [B.underscore] + rest
            language = substitutes.first { key.starts(with: $0.prefix) }?.language ?? Array("en".utf8)
            (countryBundle, countryStatus) = opened(language)
        }
        return countryBundle
    }

    /// Apple's table of regions whose likely language has no data but another official one does.
    private static let substitutes: [(prefix: [UInt8], language: [UInt8])] = [
        ("pap_Latn_BQ", "nl"), ("pap_Latn_CW", "nl"), ("aa_Latn_DJ", "fr"), ("ht_Latn_HT", "fr"), ("bi_Latn_VU", "fr"),
    ].map { (Array($0.0.utf8), Array($0.1.utf8)) }
}
