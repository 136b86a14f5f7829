/// The digits a Flutter app's package:intl writes numbers and dates in, per locale, which are not
/// always ICU's; msgc formats a Flutter set's `format`ted arguments with ICU in the numbering system
/// named here (a `-u-nu-` locale), on both backends.
///
/// - `NumberFormat` (a number `format`: `compact`, `decimalPattern`, `currency`, …) writes the digits
///   of intl's `number_symbols_data.dart`, its `ZERO_DIGIT`: Latin in Arabic (`ar`'s is `0`, where
///   ICU writes Arabic-Indic digits), native only in `ar_EG`, Assamese, Bangla, Persian, Marathi,
///   Burmese, Nepali and Pashto (dart-lang/i18n 2fd9412, intl 0.20.3, CLDR 48: the same in CLDR 43
///   and 46).
/// - `DateFormat` (a `DateTime` `format`) writes the `ZERODIGIT` of the date symbols the app has
///   loaded, and a gen-l10n app has flutter_localizations' (`GlobalMaterialLocalizations` loads
///   `generated_date_localizations.dart` into intl), where Arabic keeps Arabic-Indic digits (`ar`'s
///   `ZERODIGIT` is `٠`, for every Arabic locale: the table has `ar` alone) beside the same seven
///   languages. intl's own `date_symbol_data_local.dart` would give Latin digits for `ar`, as its
///   number symbols do; an app shows flutter_localizations'.
enum IntlDigits {
    /// The locales of intl's number and date symbol tables (`numberFormatSymbols`, `dateTimeSymbols`).
    static let locales: Set<String> = [
        "af", "am", "ar", "ar_DZ", "ar_EG", "as", "az", "be", "bg", "bm", "bn", "br", "bs", "ca", "chr", "cs", "cy",
        "da", "de", "de_AT", "de_CH", "el", "en", "en_AU", "en_CA", "en_GB", "en_IE", "en_IN", "en_MY", "en_NZ",
        "en_SG", "en_US", "en_ZA", "es", "es_419", "es_ES", "es_MX", "es_US", "et", "eu", "fa", "fi", "fil", "fr",
        "fr_CA", "fr_CH", "fur", "ga", "gl", "gsw", "gu", "haw", "he", "hi", "hr", "hu", "hy", "id", "in", "is",
        "it", "it_CH", "iw", "ja", "ka", "kk", "km", "kn", "ko", "ky", "ln", "lo", "lt", "lv", "mg", "mk", "ml",
        "mn", "mr", "ms", "mt", "my", "nb", "ne", "nl", "no", "no_NO", "nyn", "or", "pa", "pl", "ps", "pt", "pt_BR",
        "pt_PT", "ro", "ru", "si", "sk", "sl", "sq", "sr", "sr_Latn", "sv", "sw", "ta", "te", "th", "tl", "tr",
        "uk", "ur", "uz", "vi", "zh", "zh_CN", "zh_HK", "zh_TW", "zu",
    ]

    /// The locales whose `ZERO_DIGIT` is not `0`, by ICU's name of their digits.
    static let nativeDigits: [String: String] = [
        "ar_EG": "arab",                     // U+0660
        "as": "beng", "bn": "beng",          // U+09E6
        "fa": "arabext", "ps": "arabext",    // U+06F0
        "mr": "deva", "ne": "deva",          // U+0966
        "my": "mymr",                        // U+1040
    ]

    /// The languages whose `ZERODIGIT` is not `0` in flutter_localizations' date symbols, by ICU's
    /// name of their digits: intl's seven, and Arabic.
    static let nativeDateDigits: [String: String] = [
        "ar": "arab", "as": "beng", "bn": "beng", "fa": "arabext", "ps": "arabext", "mr": "deva", "ne": "deva", "my": "mymr",
    ]

    /// The ICU numbering system of the digits intl's `NumberFormat` writes for `locale` (a locale tag
    /// or intl's `localeName`, `ar-EG` or `ar_EG`): that of the table's locale `Intl.verifiedLocale`
    /// settles on, and `latn` for the locales whose digits are `0`–`9` and for those intl has no
    /// symbols for.
    static func numberingSystem(for locale: String) -> String {
        guard let found = FlutterPluralRules.verifiedLocale(locale, exists: { locales.contains($0) }) else { return "latn" }
        return nativeDigits[found] ?? "latn"
    }

    /// The ICU numbering system of the digits a gen-l10n app's `DateFormat` writes for `locale`.
    static func dateNumberingSystem(for locale: String) -> String {
        let language = locale.prefix { $0 != "-" && $0 != "_" }.lowercased()
        return nativeDateDigits[language] ?? "latn"
    }

    /// The locale a Flutter app's `NumberFormat` (or, for `dates`, `DateFormat`) writes in for the
    /// app's `locale`: the locale itself with those digits (`ar-u-nu-latn`, `ar-EG-u-nu-arab`).
    static func formattingLocale(for locale: LocaleIdentifier, dates: Bool) -> LocaleIdentifier {
        let tag = locale.baseTag
        return (dates ? dateLocales : numberLocales).value(for: ExactString(tag)) {
            LocaleIdentifier("\(tag)-u-nu-\(dates ? dateNumberingSystem(for: tag) : numberingSystem(for: tag))")
        }
    }

    /// Each app locale's formatting locales as first made: every formatted argument of a Flutter
    /// message asks for one, and an app has a few locales.
    private static let numberLocales = HandleCache<ExactString, LocaleIdentifier>(capacity: 64)
    private static let dateLocales = HandleCache<ExactString, LocaleIdentifier>(capacity: 64)
}
