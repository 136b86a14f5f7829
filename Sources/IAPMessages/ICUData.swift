/// Which ICU, and which CLDR data, this process formats with.
///
/// Formatting follows CLDR, which changes between releases (a currency symbol, a space character);
/// these say which release produced a given text.
public enum ICUData {
    /// The ICU library version, e.g. "72.1".
    public static var icuVersion: String { ICULocale.icuVersion }

    /// The CLDR release of ICU's data, e.g. "42.0".
    public static var cldrVersion: String { ICULocale.cldrVersion }

    /// Every locale ICU has formatting data for, as BCP 47 tags, sorted.
    public static var availableLocales: [String] {
        ICULocale.available.map(ICULocale.languageTag(forID:)).sorted()
    }
}
