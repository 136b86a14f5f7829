import CICU
import IAPMessagesCore

/// What `PortableLocale` needs to read, write and extend locale IDs exactly as ICU does, read out of
/// the ICU msgc runs with.
///
/// Two kinds of source. ICU's resource bundles give the likely subtags, the `-u-` keyword tables and
/// the locale bundles with their CLDR parents. The rest ICU keeps in tables compiled into its code
/// (ISO 639/3166 three-letter codes it shortens, deprecated codes `toLanguageTag` replaces, legacy
/// BCP 47 tags, its canonicalisation map): those are read by asking ICU's functions about every
/// candidate code and keeping the answers that differ from the input, so the baked tables are what
/// this ICU does, not what a list says it should do.
struct ICULocaleData: Sendable {
    /// ICU's locale IDs with formatting data, in `uloc_getAvailable`'s order.
    var available: [String] = []
    /// Locale bundle → CLDR's explicit parent ("es_MX" → "es_419", "zh_Hant" → "root").
    var parents: [(id: String, parent: String)] = []
    /// "likelySubtags": "zh_TW" → "zh_Hant_TW".
    var likelySubtags: [(key: String, value: String)] = []
    /// "keyTypeData" rows that ICU's keyword conversion reads: keyMap, typeMap, typeAlias, bcpTypeAlias.
    var keyTypeRows: [[String]] = []
    /// Three-letter ISO 639 codes ICU's ID parser shortens ("deu" → "de").
    var languages3: [(String, String)] = []
    /// Three-letter ISO 3166 codes ICU's ID parser shortens ("DEU" → "DE").
    var countries3: [(String, String)] = []
    /// Language codes `uloc_toLanguageTag` replaces ("iw" → "he").
    var deprecatedLanguages: [(String, String)] = []
    /// Region codes `uloc_toLanguageTag` replaces ("BU" → "MM").
    var deprecatedRegions: [(String, String)] = []
    /// Legacy and redundant BCP 47 tags `uloc_forLanguageTag` replaces as a prefix, longest first
    /// ("zh-min-nan" → "nan", "i-default" → "en-x-i-default").
    var legacyTags: [(String, String)] = []
    /// ICU IDs `uloc_canonicalize` replaces whole ("art__LOJBAN" → "jbo").
    var canonicalIDs: [(String, String)] = []
    /// CLDR's language aliases, which ICU's C functions mostly leave to `LocaleMatcher`: the
    /// `metadata` bundle's `alias/language` ("cmn" → "zh", "sh" → "sr_Latn", "aa_saaho" → "ssy").
    var languageAliases: [(String, String)] = []
    /// Its `alias/territory` of two-letter and numeric regions, several successors joined by "+"
    /// ("SU" → "RU+AM+AZ+…", "484" → "MX").
    var territoryAliases: [(String, String)] = []

    static func read() throws(CLDRDataError) -> ICULocaleData {
        var data = ICULocaleData()
        data.available = (0..<cicu_locale_available_count()).compactMap { cicu_locale_available($0).map { String(cString: $0) } }

        let likely = try bundle("likelySubtags")
        data.likelySubtags = try likely.map { (row) throws(CLDRDataError) in
            guard row.count == 2 else { throw CLDRDataError("unexpected likely-subtags line: \(row.joined(separator: " | "))") }
            return (row[0], row[1])
        }
        data.keyTypeRows = try bundle("keyTypeData").filter {
            ["keyMap", "typeMap", "typeAlias", "bcpTypeAlias"].contains($0[0])
        }

        // Every locale bundle: the installed ones, the aliases ("zh_TW" → "zh_Hant_TW") and the root.
        let index = try bundle("res_index")
        var bundles = index.filter { $0.count == 3 && ($0[0] == "InstalledLocales" || $0[0] == "AliasLocales") }.map { $0[1] }
        bundles.append("root")
        var seen: Set<String> = []
        for id in bundles.sorted() where seen.insert(id).inserted {
            let parent = try call("the parent of \(id)") { cicu_locale_explicit_parent(id, $0, $1, $2) }
            if !parent.isEmpty { data.parents.append((id, parent)) }
        }

        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        let pairs = letters.flatMap { a in letters.map { a + $0 } }
        let triples = pairs.flatMap { ab in letters.map { ab + $0 } }
        for code in triples {
            let canonical = try canonicalize(code)
            // "und" reads as no language before any code is looked up; it is not in ICU's table.
            if canonical != code, !canonical.isEmpty { data.languages3.append((code, canonical)) }
        }
        for code in triples.map({ $0.uppercased() }) {
            let canonical = try canonicalize("xx_" + code)
            if canonical != "xx_" + code { data.countries3.append((code, String(canonical.dropFirst(3)))) }
        }
        for code in pairs + triples {
            guard try canonicalize(code) == code else { continue }
            let tag = try languageTag(code)
            if tag != code { data.deprecatedLanguages.append((code, tag)) }
        }
        let digits = (0..<1000).map { String("00\($0)".suffix(3)) }
        for code in pairs.map({ $0.uppercased() }) + digits {
            let tag = try languageTag("und_" + code)
            if tag != "und-" + code { data.deprecatedRegions.append((code, String(tag.dropFirst(4)))) }
        }
        for tag in legacyTagCandidates.sorted(by: { ($0.count, $1) > ($1.count, $0) }) {
            var parsed: Int32 = 0
            let id = try call("uloc_forLanguageTag(\(tag))") { cicu_locale_data_for_language_tag(tag, $0, $1, &parsed, $2) }
            let replacement = try languageTag(id).lowercased()
            if Int(parsed) == tag.utf8.count, replacement != tag.lowercased() {
                data.legacyTags.append((tag.lowercased(), replacement))
            }
        }
        let metadata = try bundle("metadata")
        for row in metadata where row.count == 5 && row[0] == "alias" && row[3] == "replacement" {
            let replacement = row[4].split(separator: " ").joined(separator: "+")
            switch row[1] {
            case "language": data.languageAliases.append((row[2], replacement))
            // A region of three letters ("DEU") is no BCP 47 region, and ICU's ID parser has shortened
            // it (countries3) before an alias is looked up.
            case "territory" where row[2].utf8.count == 2 || row[2].allSatisfy(\.isNumber):
                data.territoryAliases.append((row[2], replacement))
            default: break
            }
        }
        for id in canonicalIDCandidates {
            let canonical = try canonicalize(id)
            if canonical != id { data.canonicalIDs.append((id, canonical)) }
        }
        return data
    }

    /// The BCP 47 tags IANA's registry lists as grandfathered or redundant, and the variant ICU maps.
    static let legacyTagCandidates = [
        "art-lojban", "cel-gaulish", "en-GB-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak",
        "i-klingon", "i-lux", "i-mingo", "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "no-bok", "no-nyn",
        "sgn-BE-FR", "sgn-BE-NL", "sgn-CH-DE", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang",
        "az-Arab", "az-Cyrl", "az-Latn", "be-Latn", "bs-Cyrl", "bs-Latn", "de-1901", "de-1996", "de-AT-1901",
        "de-AT-1996", "de-CH-1901", "de-CH-1996", "de-DE-1901", "de-DE-1996", "en-boont", "en-scouse",
        "es-419", "iu-Cans", "iu-Latn", "mn-Cyrl", "mn-Mong", "sgn-BR", "sgn-CO", "sgn-DE", "sgn-DK",
        "sgn-ES", "sgn-FR", "sgn-GB", "sgn-GR", "sgn-IE", "sgn-IT", "sgn-JP", "sgn-MX", "sgn-NI", "sgn-NL",
        "sgn-NO", "sgn-PT", "sgn-SE", "sgn-US", "sgn-ZA", "sl-nedis", "sl-rozaj", "sr-Cyrl", "sr-Latn",
        "tg-Arab", "tg-Cyrl", "uz-Cyrl", "uz-Latn", "yi-Latn", "zh-cmn", "zh-cmn-Hans", "zh-cmn-Hant",
        "zh-gan", "zh-Hans", "zh-Hans-CN", "zh-Hans-HK", "zh-Hans-MO", "zh-Hans-SG", "zh-Hans-TW", "zh-Hant",
        "zh-Hant-CN", "zh-Hant-HK", "zh-Hant-MO", "zh-Hant-SG", "zh-Hant-TW", "zh-wuu", "zh-yue",
        "ja-Latn-hepburn-heploc",
    ]

    /// IDs, as ICU's canonicalisation writes them before its map, that ICU versions have mapped whole.
    static let canonicalIDCandidates = [
        "art__LOJBAN", "az_AZ_CYRL", "az_AZ_LATN", "ca_ES_PREEURO", "cel__GAULISH", "de__1901", "de__1906",
        "de__PHONEBOOK", "en__BOONT", "en__SCOUSE", "es__TRADITIONAL", "hi__DIRECT", "hy__AREVELA",
        "hy__AREVMDA", "ja_JP_TRADITIONAL", "nb_NO_NY", "no__BOKMAL", "no__NYNORSK", "no_NO_NY", "sl__ROZAJ",
        "sr_SP_CYRL", "sr_SP_LATN", "sr_YU_CYRILLIC", "th_TH_TRADITIONAL", "uz_UZ_CYRILLIC", "uz_UZ_CYRL",
        "uz_UZ_LATN", "zh_CHS", "zh_CHT", "zh_GAN", "zh__GUOYU", "zh__HAKKA", "zh_MIN", "zh_MIN_NAN",
        "zh_WUU", "zh__XIANG", "zh_YUE", "zh__MIN", "zh__MINNAN", "zh__GAN", "zh__WUU", "zh__YUE",
    ]

    /// A bundle's strings as rows of keys and the value.
    private static func bundle(_ name: String) throws(CLDRDataError) -> [[String]] {
        let text = try ICUText.read("ICU's \(name) data") { cicu_locale_data_bundle(name, $0, $1, $2) }
        return ICUText.rows(text).map { $0.map(String.init) }
    }

    private static func canonicalize(_ id: String) throws(CLDRDataError) -> String {
        try call("uloc_canonicalize(\(id))") { cicu_locale_canonicalize(id, $0, $1, $2) }
    }

    private static func languageTag(_ id: String) throws(CLDRDataError) -> String {
        try call("uloc_toLanguageTag(\(id))") { cicu_locale_to_language_tag(id, $0, $1, $2) }
    }

    /// One short ICU answer: tens of thousands of them, so a small stack buffer rather than ICUText's.
    private static func call(
        _ what: String,
        _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(CLDRDataError) -> String {
        var status: Int32 = 0
        let result: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
            let length = body(buffer.baseAddress!, 512, &status)
            guard status <= 0, length < 512 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(length)), as: UTF8.self)
        }
        guard let result else { throw CLDRDataError("ICU could not answer \(what): \(String(cString: cicu_error_name(status)))") }
        return result
    }
}
