import Foundation

/// A duration as an amount of its largest whole unit ("5 minutes", "2 Stunden"), for MessageFormat's
/// `{wait, duration}`. Rounded up like `RelativeTimeFormatter`, so a wait is never understated.
enum DurationUnits {
    static func string(for seconds: TimeInterval, locale: LocaleIdentifier) -> String {
        let (value, unit) = RelativeTimeFormatter.roundedUp(seconds)
        for id in formattingIDs(locale) {
            if let text = try? PhraseFormatting.duration(value, unit: unit, locale: id) { return text }
        }
        return "\(value) \(unit.rawValue)"
    }
}
