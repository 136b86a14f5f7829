import Foundation

/// A duration as an amount of its largest whole unit ("5 minutes", "2 Stunden"), for MessageFormat's
/// `{wait, duration}`. Rounded up like `RelativeTimeFormatter`, so a wait is never understated.
enum DurationUnits {
    static func string(for seconds: TimeInterval, locale: LocaleIdentifier) -> String {
        let (value, unit) = RelativeTimeFormatter.roundedUp(seconds)
        #if IAPMESSAGES_ICU
        let skeleton = "measure-unit/duration-\(unit.rawValue) unit-width-full-name"
        let text = try? locale.withFormattingFallback { (id) throws(ICUFailure) in
            try NumberFormatterHandle.shared(locale: id, skeleton: skeleton).format(digits: String(value))
        }
        #else
        let text = try? locale.withFormattingFallback { (id) throws(PortableNumberError) in
            guard let text = SystemDurationUnits.format(value, unit: unit, locale: id) else {
                throw PortableNumberError("the system writes no duration for '\(id)'")
            }
            return text
        }
        #endif
        return text ?? "\(value) \(unit.rawValue)"
    }
}
