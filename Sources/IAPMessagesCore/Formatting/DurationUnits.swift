import Foundation

/// A duration as an amount of its largest whole unit ("5 minutes", "2 Stunden"), for MessageFormat's
/// `{wait, duration}`. Rounded up like `RelativeTimeFormatter`, so a wait is never understated; a NaN
/// is "0 seconds", an infinity an infinite count of days ("∞ days") as ICU writes it.
enum DurationUnits {
    static func string(for seconds: TimeInterval, locale: LocaleIdentifier) -> String {
        if seconds.isInfinite {
            for id in formattingIDs(locale) {
                if let text = try? PhraseFormatting.duration(infinity: seconds, unit: .day, locale: id) { return text }
            }
        }
        let (value, unit) = RelativeTimeFormatter.roundedUp(seconds)
        for id in formattingIDs(locale) {
            if let text = try? PhraseFormatting.duration(value, unit: unit, locale: id) { return text }
        }
        return "\(value) \(unit.rawValue)"
    }
}
