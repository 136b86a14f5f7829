import Foundation

/// The phrases of messages as Apple platforms write them: relative times and durations by the
/// system's Foundation (`SystemRelativeTime`, `SystemDurationUnits`), dates by its `DateFormatter`,
/// lists from the CLDR patterns baked from Apple's ICU (Foundation's public API has no `units` list).
/// The Apple side of `PhraseFormatting`; a locale none of them can write throws, so the caller falls
/// back as it does for ICU's refusals.
///
/// Each is kept out of line (`@inline(never)`): the public formatters call them in a loop over the
/// fallback IDs, and inlined there they would be copied into every caller of the app.
enum SystemPhraseFormatting {
    @inline(never)
    static func list(_ items: [String], type: LocalizedListFormatter.ListType, width: TextWidth,
                     locale id: String) throws(PortableNumberError) -> String {
        guard let formatter = PortableListFormatter.shared(locale: id, type: type, width: width) else {
            throw PortableNumberError("no list patterns for '\(id)'")
        }
        return formatter.format(items)
    }

    @inline(never)
    static func relativeTime(_ value: Int, unit: RelativeTimeFormatter.Unit, width: TextWidth,
                             locale id: String) throws(PortableNumberError) -> String {
        guard let text = SystemRelativeTime.format(value, unit: unit, width: width, locale: id) else {
            throw PortableNumberError("the system writes no relative time for '\(id)'")
        }
        return text
    }

    @inline(never)
    static func duration(_ value: Int, unit: RelativeTimeFormatter.Unit, locale id: String) throws(PortableNumberError) -> String {
        guard let text = SystemDurationUnits.format(value, unit: unit, locale: id) else {
            throw PortableNumberError("the system writes no duration for '\(id)'")
        }
        return text
    }

    /// An infinite wait (`value` is ±infinity), in `unit`: "in ∞ days", "∞ days ago".
    @inline(never)
    static func relativeTime(infinity value: Double, unit: RelativeTimeFormatter.Unit, width: TextWidth,
                             locale id: String) throws(PortableNumberError) -> String {
        guard let text = SystemRelativeTime.format(infinity: value, unit: unit, width: width, locale: id) else {
            throw PortableNumberError("the system writes no relative time for '\(id)'")
        }
        return text
    }

    /// An infinite duration (`value` is ±infinity), in `unit`: "∞ days".
    @inline(never)
    static func duration(infinity value: Double, unit: RelativeTimeFormatter.Unit, locale id: String) throws(PortableNumberError) -> String {
        guard let text = SystemDurationUnits.format(infinity: value, unit: unit, locale: id) else {
            throw PortableNumberError("the system writes no duration for '\(id)'")
        }
        return text
    }

    @inline(never)
    static func date(_ date: Date, date dateStyle: DateTimeStyle, time timeStyle: DateTimeStyle, skeleton: String,
                     locale id: String) throws(PortableNumberError) -> String {
        guard let formatter = PortableDateFormatter.shared(locale: id, date: dateStyle, time: timeStyle, skeleton: skeleton) else {
            throw PortableNumberError("the system has no date pattern for '\(skeleton)' in '\(id)'")
        }
        return formatter.format(date)
    }
}
