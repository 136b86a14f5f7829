import Foundation

/// A duration as an amount of its largest whole unit ("5 minutes", "2 Stunden"), for MessageFormat's
/// `{wait, duration}`. Rounded up like `RelativeTimeFormatter`, so a wait is never understated.
enum DurationUnits {
    static func string(for seconds: TimeInterval, locale: LocaleIdentifier) -> String {
        let (value, unit) = RelativeTimeFormatter.roundedUp(seconds)
        let text = try? locale.withFormattingFallback { (id) throws(FormattingFailure) in
            try PhraseFormatting.duration(value, unit: unit, locale: id)
        }
        return text ?? "\(value) \(unit.rawValue)"
    }
}
