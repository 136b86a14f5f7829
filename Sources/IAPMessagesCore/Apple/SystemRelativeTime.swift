import Foundation

/// "in 5 minutes", "vor 2 Tagen" as the system writes them: `Date.RelativeFormatStyle` (iOS 15,
/// macOS 12; always on Linux) or, before, `RelativeDateTimeFormatter` (Darwin only).
///
/// The style formats a date relative to the moment it runs, in the one unit allowed; so the date is
/// `value` units from now, plus 0.4 s (past: minus) against the time that passes before the style
/// reads its clock. On the ICU the system runs, that is ICU's `ureldatefmt_formatNumeric` of the
/// value, in every locale, width and unit (`SystemRelativeTimeTests`).
enum SystemRelativeTime {
    private static let calendar = Calendar(identifier: .gregorian)

    /// Counts up to this far from now are the system's to place on its calendar; beyond (a million
    /// weeks is 19,000 years), `LargeCount` writes them.
    static let calendarLimit = 100_000

    static func format(_ value: Int, unit: RelativeTimeFormatter.Unit, width: TextWidth, locale id: String) -> String? {
        guard value.magnitude > calendarLimit else { return formatOnCalendar(value, unit: unit, width: width, locale: id) }
        // A category only whole millions take (Breton `many`) has its stand-in at a million, which
        // the calendar holds in seconds to days (2,700 years); beyond, `other`'s pattern stands in.
        guard let standIn = LargeCount.standIn(for: value, locale: id, millionFits: unit.seconds <= 86_400),
              let text = formatOnCalendar(standIn, unit: unit, width: width, locale: id) else { return nil }
        return LargeCount.substituting(value, for: standIn, in: text, locale: id)
    }

    private static func formatOnCalendar(_ value: Int, unit: RelativeTimeFormatter.Unit, width: TextWidth, locale id: String) -> String? {
        let locale = Locale(identifier: id)
        if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
            let component: Calendar.Component = switch unit {
            case .second: .second
            case .minute: .minute
            case .hour: .hour
            case .day: .day
            case .week: .weekOfYear
            case .month: .month
            case .year: .year
            }
            let now = Date()
            guard let target = calendar.date(byAdding: component, value: value, to: now) else { return nil }
            var style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: unitsStyle(width), locale: locale, calendar: calendar)
            style.allowedFields = [field(unit)]
            return style.format(target.addingTimeInterval(value < 0 ? -0.4 : 0.4))
        }
        #if canImport(Darwin)
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = switch width {
        case .wide: .full
        case .short: .short
        case .narrow: .abbreviated
        }
        var components = DateComponents()
        switch unit {
        case .second: components.second = value
        case .minute: components.minute = value
        case .hour: components.hour = value
        case .day: components.day = value
        case .week: components.weekOfMonth = value
        case .month: components.month = value
        case .year: components.year = value
        }
        return formatter.localizedString(from: components)
        #else
        return nil
        #endif
    }

    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    private static func unitsStyle(_ width: TextWidth) -> Date.RelativeFormatStyle.UnitsStyle {
        switch width {
        case .wide: .wide
        case .short: .abbreviated
        case .narrow: .narrow
        }
    }

    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    private static func field(_ unit: RelativeTimeFormatter.Unit) -> Date.RelativeFormatStyle.Field {
        switch unit {
        case .second: .second
        case .minute: .minute
        case .hour: .hour
        case .day: .day
        case .week: .week
        case .month: .month
        case .year: .year
        }
    }
}

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
