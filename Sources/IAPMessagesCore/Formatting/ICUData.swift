/// Which ICU, and which CLDR data, this process formats with.
///
/// Formatting follows CLDR, which changes between releases (a currency symbol, a space character);
/// these say which release produced a given text. Without ICU (Apple platforms, `IAPMESSAGES_PORTABLE`)
/// they describe the ICU the baked data was read from.
package enum ICUData {
    /// The ICU library version, e.g. "72.1".
    package static var icuVersion: String { PlatformLocale.icuVersion }

    /// The CLDR release of ICU's data, e.g. "42.0".
    package static var cldrVersion: String { PlatformLocale.cldrVersion }

    /// Every locale ICU has formatting data for, as BCP 47 tags, sorted.
    package static var availableLocales: [String] {
        PlatformLocale.available.map(PlatformLocale.languageTag(forID:)).sorted()
    }

    /// Whether CLDR (as this ICU ships it) has data for the tag's language: `de-CH` yes, `xx` no.
    package static func hasLanguage(of tag: String) -> Bool {
        knownLanguages.contains(LocaleIdentifier(tag).language)
    }

    private static let knownLanguages: Set<String> = Set(PlatformLocale.available.map {
        LocaleIdentifier(PlatformLocale.languageTag(forID: $0)).language
    })

    /// Why Apple platforms, which write numbers with the system's formatters, cannot format a number
    /// skeleton ICU accepts as ICU does, or nil when they can: what `msgc` warns about, so that a
    /// catalog does not format differently on iOS.
    package static func systemSkeletonProblem(_ skeleton: String) -> String? {
        do {
            let parsed = try PortableNumberSkeleton(parsing: skeleton)
            return SystemNumberFormatter.problem(parsed)
        } catch {
            return error.description
        }
    }
}
