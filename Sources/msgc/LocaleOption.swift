import ArgumentParser
import IAPMessagesCore
import MessageCompiler

/// Locales given on the command line, checked before they reach a file name, a file header or a
/// lookup: `msgc export --locale ../../x` once wrote `Language: ../../x` into a PO file.
enum LocaleOption {
    /// A locale that names a catalog or goes into a file (export, import, accept, `--source-locale`):
    /// a well-formed BCP 47 tag (`_` allowed for `-`), returned in canonical case (`pt_br` → `pt-BR`).
    static func catalogLocale(_ raw: String, option: String = "--locale") throws -> String {
        guard let tag = LanguageTag.canonical(raw) else {
            throw ValidationError("\(option) '\(InvisibleCharacters.escape(raw))' is not a BCP 47 language tag; write it like de, pt-BR or zh-Hant")
        }
        return tag
    }

    /// `catalogLocale(_:)` for a locale the catalogs must be able to hold: CLDR knows its language.
    static func knownCatalogLocale(_ raw: String, option: String = "--locale") throws -> String {
        let tag = try catalogLocale(raw, option: option)
        guard ICUData.hasLanguage(of: tag) else {
            throw ValidationError("\(option) '\(tag)' names a language CLDR does not know; write it like de, pt-BR or zh-Hant")
        }
        return tag
    }

    /// A locale to preview or format with (render, price), which may also be a POSIX locale name
    /// (`de_DE.UTF-8@euro`, `C`) or an ICU ID (`ar_EG@numbers=latn`), the spellings `LocaleIdentifier`
    /// documents; whatever is left after the codeset and modifier must be a well-formed tag.
    static func validateFormattingLocale(_ raw: String, option: String = "--locale") throws {
        var base = Substring(raw)
        if let at = base.firstIndex(of: "@") { base = base[..<at] }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        if base == "C" || base == "POSIX" { return }
        guard LanguageTag.canonical(String(base)) != nil else {
            throw ValidationError("\(option) '\(InvisibleCharacters.escape(raw))' is not a locale; write it like de-DE, pt_BR.UTF-8 or ar-EG-u-nu-latn")
        }
    }
}
