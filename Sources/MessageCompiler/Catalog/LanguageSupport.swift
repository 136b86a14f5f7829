import CICU
import IAPMessagesCore

/// What the runtime can do for a catalog's language.
///
/// Catalogs exist for languages ICU ships no formatting data for: CLDR names Occitan, Corsican,
/// Haitian Creole and Latin, and apps are translated into them, but ICU 72 has no `oc`, `co`, `ht` or
/// `la` locale (Apple's ICU 76 has `oc` and `co`, not `ht` or `la`). Their texts work like any other;
/// numbers, dates and plural rules then come from the root locale. A code CLDR does not even name (`jp`, a country, for `ja`) is a mistake.
enum LanguageSupport: Equatable {
    /// ICU has formatting data for the language.
    case formatted
    /// CLDR knows the language (its English name is given) but ICU has no formatting data for it.
    case textsOnly(name: String)
    /// Not a language CLDR knows.
    case unknown

    static func of(_ tag: String) -> LanguageSupport {
        if ICUData.hasLanguage(of: tag) { return .formatted }
        let language = LocaleIdentifier(tag).language
        guard language != "und", let name = englishName(of: language) else { return .unknown }
        return .textsOnly(name: name)
    }

    private static func englishName(of language: String) -> String? {
        var bytes = [CChar](repeating: 0, count: 256)
        var status: Int32 = 0
        let length = cicu_language_english_name(language, &bytes, Int32(bytes.count), &status)
        guard status <= 0, length > 0, length < bytes.count else { return nil }
        return String(decoding: bytes[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
