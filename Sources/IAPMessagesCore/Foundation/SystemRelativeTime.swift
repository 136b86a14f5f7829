import Foundation

/// "in 5 minutes", "vor 2 Tagen" as the system writes them, always in the unit asked: "in 7 days"
/// stays days and "in 2 weeks" weeks, as ICU's `ureldatefmt_formatNumeric` writes them.
///
/// - On Apple platforms, `RelativeDateTimeFormatter.localizedString(from:)` (iOS 13, macOS 10.15,
///   tvOS 13, watchOS 6) given date components with that one unit set (`components(_:unit:)`). It
///   formats the component as given. `Date.RelativeFormatStyle` would not do: it picks the largest
///   unit that fits ("in 1 week" for 7 days) unless told its `allowedFields`, which only iOS 18 and
///   macOS 15 have.
/// - Elsewhere (the Apple configuration on Linux, whose Foundation has no `RelativeDateTimeFormatter`),
///   `Date.RelativeFormatStyle` with `allowedFields` set to the unit: it formats a date relative to the
///   moment it runs, so the date is `value` units from now plus 0.4 s (past: minus) against the time
///   that passes before the style reads its clock.
///
/// Both call ICU's relative-date formatter with the count and the unit; on Linux the text equals
/// `ureldatefmt_formatNumeric`'s in every locale, width and unit (`SystemRelativeTimeTests`).
enum SystemRelativeTime {
    /// Counts up to this far from now are the system's to write; beyond (a million weeks is 19,000
    /// years, past the Linux style's calendar), `LargeCount` writes them on both paths alike.
    static let calendarLimit = 100_000

    static func format(_ value: Int, unit: RelativeTimeFormatter.Unit, width: TextWidth, locale id: String) -> String? {
        guard value.magnitude > calendarLimit else { return formatBySystem(value, unit: unit, width: width, locale: id) }
        // A category only whole millions take (Breton `many`) has its stand-in at a million, which
        // the calendar holds in seconds to days (2,700 years); beyond, `other`'s pattern stands in.
        guard let standIn = LargeCount.standIn(for: value, locale: id, millionFits: unit.seconds <= 86_400),
              let text = formatBySystem(standIn, unit: unit, width: width, locale: id) else { return nil }
        return LargeCount.substituting(value, for: standIn, in: text, locale: id)
    }

    /// "in ∞ days", "∞ days ago", as ICU writes an infinite count: `other`'s pattern around "∞".
    static func format(infinity value: Double, unit: RelativeTimeFormatter.Unit, width: TextWidth, locale id: String) -> String? {
        guard let standIn = LargeCount.standIn(forInfinity: value < 0, locale: id),
              let text = formatBySystem(standIn, unit: unit, width: width, locale: id) else { return nil }
        return LargeCount.substituting(digits: NonFiniteNumber.infinity.rawValue, for: standIn, in: text, locale: id)
    }

    /// What `RelativeDateTimeFormatter.localizedString(from:)` is given for `value` units: that unit's
    /// component and no other. The formatter writes the least granular component that is set, and
    /// takes weeks from `weekOfMonth` only (Apple's documentation), so a week is `weekOfMonth`.
    static func components(_ value: Int, unit: RelativeTimeFormatter.Unit) -> DateComponents {
        switch unit {
        case .second: DateComponents(second: value)
        case .minute: DateComponents(minute: value)
        case .hour: DateComponents(hour: value)
        case .day: DateComponents(day: value)
        case .week: DateComponents(weekOfMonth: value)
        case .month: DateComponents(month: value)
        case .year: DateComponents(year: value)
        }
    }

    #if canImport(Darwin)
    private static func formatBySystem(_ value: Int, unit: RelativeTimeFormatter.Unit, width: TextWidth, locale id: String) -> String? {
        SystemRelativeDateTimeFormatter.shared(locale: id, width: width).string(from: components(value, unit: unit))
    }
    #else
    private static let calendar = Calendar(identifier: .gregorian)

    private static func formatBySystem(_ value: Int, unit: RelativeTimeFormatter.Unit, width: TextWidth, locale id: String) -> String? {
        let (component, field): (Calendar.Component, Date.RelativeFormatStyle.Field) = switch unit {
        case .second: (.second, .second)
        case .minute: (.minute, .minute)
        case .hour: (.hour, .hour)
        case .day: (.day, .day)
        case .week: (.weekOfYear, .week)
        case .month: (.month, .month)
        case .year: (.year, .year)
        }
        let unitsStyle: Date.RelativeFormatStyle.UnitsStyle = switch width {
        case .wide: .wide
        case .short: .abbreviated
        case .narrow: .narrow
        }
        let now = Date()
        guard let target = calendar.date(byAdding: component, value: value, to: now) else { return nil }
        var style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: unitsStyle,
                                             locale: Locale(identifier: id), calendar: calendar)
        style.allowedFields = [field]
        return style.format(target.addingTimeInterval(value < 0 ? -0.4 : 0.4))
    }
    #endif
}

#if canImport(Darwin)
/// One `RelativeDateTimeFormatter` per locale and width, made once and used under a lock: Apple
/// documents no thread safety for it, and making one opens ICU's formatter (tens of microseconds).
final class SystemRelativeDateTimeFormatter: @unchecked Sendable {
    private let formatter = RelativeDateTimeFormatter()
    private let lock = NSLock()

    private init(locale id: String, width: TextWidth) {
        formatter.locale = Locale(identifier: id)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateTimeStyle = .numeric
        // ICU's long, short and narrow styles, as `Date.RelativeFormatStyle`'s wide, abbreviated and
        // narrow are on the other path.
        formatter.unitsStyle = switch width {
        case .wide: .full
        case .short: .short
        case .narrow: .abbreviated
        }
    }

    private static let cache = HandleCache<PairKey, SystemRelativeDateTimeFormatter>(capacity: 64)

    static func shared(locale id: String, width: TextWidth) -> SystemRelativeDateTimeFormatter {
        cache.value(for: PairKey(id, width.rawValue)) { SystemRelativeDateTimeFormatter(locale: id, width: width) }
    }

    func string(from components: DateComponents) -> String {
        lock.withLock { formatter.localizedString(from: components) }
    }
}
#endif

extension RelativeTimeFormatter.Unit {
    /// Seconds in one unit, a month and a year at their longest.
    var seconds: Int {
        switch self {
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        case .day: 86_400
        case .week: 604_800
        case .month: 2_678_400
        case .year: 31_622_400
        }
    }
}
