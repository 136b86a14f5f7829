#if IAPMESSAGES_ICU
import CICU

/// Thin wrappers over ICU's locale functions. Policy (aliases, POSIX forms, fallback) lives in
/// `LocaleIdentifier` and `LocaleFallback`; these only translate between Swift and CICU.
/// `PortableLocale` answers the same without ICU.
enum ICULocale: LocaleFunctions {
    /// ICU locale ID for a BCP 47 tag, "" (root) when nothing of it parses.
    static func id(forLanguageTag tag: String) -> String {
        (try? icuString("uloc_forLanguageTag") { cicu_locale_from_language_tag(tag, $0, $1, $2) }) ?? ""
    }

    /// BCP 47 tag for an ICU locale ID; maps ISO 639 legacy codes (iw, in, ji, mo) on the way.
    static func languageTag(forID id: String) -> String {
        (try? icuString("uloc_toLanguageTag") { cicu_locale_to_language_tag(id, $0, $1, $2) }) ?? "und"
    }

    /// Canonical ICU locale ID (CLDR aliases, keyword order).
    static func canonicalize(_ id: String) -> String {
        (try? icuString("uloc_canonicalize") { cicu_locale_canonicalize(id, $0, $1, $2) }) ?? id
    }

    /// The locale with CLDR's likely subtags added ("zh_TW" -> "zh_Hant_TW").
    static func addLikelySubtags(_ id: String) -> String {
        (try? icuString("uloc_addLikelySubtags") { cicu_locale_add_likely_subtags(id, $0, $1, $2) }) ?? id
    }

    /// CLDR's explicit parent ("es_MX" -> "es_419", "zh_Hant" -> "root"), nil when it is found by truncation.
    /// Only a bundle has one: IDs without data are not opened, so that ICU keeps nothing for them.
    static func explicitParent(_ id: String) -> String? {
        guard formattingBundles.contains(Substring(id)) else { return nil }
        let parent = (try? icuString("ures_getStringByKey(%%Parent)") { cicu_locale_explicit_parent(id, $0, $1, $2) }) ?? ""
        return parent.isEmpty ? nil : parent
    }

    /// Every locale ICU has formatting data for, as ICU locale IDs.
    static var available: [String] {
        (0..<cicu_locale_available_count()).compactMap { index in
            cicu_locale_available(index).map { String(cString: $0) }
        }
    }

    /// Those locales and the legacy IDs ICU opens as one of them (`zh_TW`, `sr_ME`), read once.
    static let formattingBundles: FormattingBundles = {
        let text = (try? icuString("res_index AliasLocales") { cicu_phrase_data_aliases($0, $1, $2) }) ?? ""
        let aliases = text.split(separator: "\n").compactMap { line -> (String, String)? in
            let fields = line.split(separator: "\t")
            return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
        }
        return FormattingBundles(available: available, aliases: aliases)
    }()

    /// "72.1", the ICU library in use.
    static var icuVersion: String { String(cString: cicu_icu_version()) }

    /// "42.0", the CLDR release ICU's data comes from.
    static var cldrVersion: String { String(cString: cicu_cldr_version()) }
}
#endif
