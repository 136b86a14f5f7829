import Foundation

/// "5 minutes", "2 Stunden", "3 дня" as the system writes a duration in one unit:
/// `Duration.UnitsFormatStyle` (iOS 16, macOS 13; always on Linux) or, before, `DateComponentsFormatter`
/// (Darwin only). `{wait, duration}` asks for seconds, minutes, hours or days (`DurationUnits`); on the
/// ICU the system runs, the style writes what ICU's number formatter does with
/// `measure-unit/duration-<unit> unit-width-full-name` (`SystemDurationTests`).
enum SystemDurationUnits {
    /// Counts of days up to this many fit a `Duration` (about 10^14 days); beyond, `LargeCount`.
    static let limit = 1_000_000_000_000

    static func format(_ value: Int, unit: RelativeTimeFormatter.Unit, locale id: String) -> String? {
        guard unit.seconds <= 86_400 else { return nil }
        guard value.magnitude > limit else { return formatInRange(value, unit: unit, locale: id) }
        guard let standIn = LargeCount.standIn(for: value, locale: id, millionFits: true),
              let text = formatInRange(standIn, unit: unit, locale: id) else { return nil }
        return LargeCount.substituting(value, for: standIn, in: text, locale: id)
    }

    /// "∞ days", "-∞ days", as ICU writes an infinite measure: `other`'s pattern around "∞".
    static func format(infinity value: Double, unit: RelativeTimeFormatter.Unit, locale id: String) -> String? {
        guard let standIn = LargeCount.standIn(forInfinity: value < 0, locale: id),
              let text = formatInRange(standIn, unit: unit, locale: id) else { return nil }
        return LargeCount.substituting(digits: NonFiniteNumber.infinity.rawValue, for: standIn, in: text, locale: id)
    }

    private static func formatInRange(_ value: Int, unit: RelativeTimeFormatter.Unit, locale id: String) -> String? {
        let locale = Locale(identifier: id)
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            let allowed: Duration.UnitsFormatStyle.Unit = switch unit {
            case .second: .seconds
            case .minute: .minutes
            case .hour: .hours
            default: .days
            }
            let style = Duration.UnitsFormatStyle(allowedUnits: [allowed], width: .wide, maximumUnitCount: 1,
                                                  zeroValueUnits: .show(length: 1), valueLength: nil, fractionalPart: .hide)
            return style.locale(locale).format(.seconds(Int64(value) * Int64(unit.seconds)))
        }
        #if canImport(Darwin)
        let formatter = DateComponentsFormatter()
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        formatter.calendar = calendar
        formatter.unitsStyle = .full
        formatter.allowedUnits = switch unit {
        case .second: .second
        case .minute: .minute
        case .hour: .hour
        default: .day
        }
        formatter.zeroFormattingBehavior = .default
        return formatter.string(from: TimeInterval(value) * TimeInterval(unit.seconds))
        #else
        return nil
        #endif
    }
}
