import Foundation

/// Phrases like "in 5 minutes", "in 5 Minuten", "через 5 минут": when the user can try again.
///
/// Always numeric ("in 1 day", never "tomorrow"), because recovery suggestions state a wait.
///
/// ```swift
/// RelativeTimeFormatter(locale: "ru").string(for: 5, unit: .minute)            // "через 5 минут"
/// RelativeTimeFormatter(locale: "en").string(for: .seconds(90))                // "in 2 minutes"
/// ```
public struct RelativeTimeFormatter: Sendable {
    /// The unit a phrase counts in: "in 5 minutes" is 5 × `.minute`.
    public enum Unit: String, Sendable, CaseIterable {
        /// Seconds: "in 30 seconds".
        case second
        /// Minutes: "in 5 minutes".
        case minute
        /// Hours: "in 2 hours".
        case hour
        /// Days: "in 3 days", never "the day after tomorrow".
        case day
        /// Weeks: "in 2 weeks".
        case week
        /// Months: "in 1 month", never "next month".
        case month
        /// Years: "in 1 year", never "next year".
        case year
    }

    /// The locale whose phrases are written.
    public let locale: LocaleIdentifier
    /// How much room the phrase may take: "in 5 minutes" wide, shorter forms as the locale has them.
    public let width: TextWidth

    /// A formatter for `locale`, given in any spelling `LocaleIdentifier` reads, in `width`.
    public init(locale: String, width: TextWidth = .wide) {
        self.locale = LocaleIdentifier(locale)
        self.width = width
    }

    /// `value` units from now: positive in the future ("in 5 minutes"), negative in the past.
    public func string(for value: Int, unit: Unit) -> String {
        for id in formattingIDs(locale) {
            if let text = try? PhraseFormatting.relativeTime(value, unit: unit, width: width, locale: id) { return text }
        }
        return "\(value) \(unit.rawValue)"
    }

    /// A wait, in the largest unit up to days that keeps it at least 1, rounded up so the user
    /// is never told to retry too early (90 seconds is "in 2 minutes").
    ///
    /// `seconds` is a `TimeInterval` (what `Retry-After` gives); a NaN reads as now, an infinity as
    /// ICU writes an infinite count of days ("in ∞ days", "∞ days ago").
    public func string(for seconds: TimeInterval) -> String {
        if seconds.isInfinite {
            for id in formattingIDs(locale) {
                if let text = try? PhraseFormatting.relativeTime(infinity: seconds, unit: .day, width: width, locale: id) { return text }
            }
        }
        let (value, unit) = Self.roundedUp(seconds)
        return string(for: value, unit: unit)
    }

    /// The same for a Swift `Duration`.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func string(for duration: Duration) -> String {
        string(for: MessageArgument.timeInterval(of: duration))
    }

    static func roundedUp(_ seconds: TimeInterval) -> (Int, Unit) {
        guard !seconds.isNaN else { return (0, .second) }
        let sign = seconds < 0 ? -1 : 1
        // Whole seconds, rounded up; beyond about 290 billion years the count no longer matters.
        let whole = Int64(min(abs(seconds).rounded(.up), 9.2e18))
        let steps: [(Int64, Unit)] = [(86_400, .day), (3_600, .hour), (60, .minute)]
        for (size, unit) in steps where whole >= size {
            return (sign * Int(whole / size + (whole % size == 0 ? 0 : 1)), unit)
        }
        return (sign * Int(whole), .second)
    }
}

/// How much room a phrase may take: `wide` spells words out, `narrow` abbreviates as far as the
/// locale allows.
public enum TextWidth: String, Sendable, CaseIterable {
    /// Words spelled out: "in 5 minutes".
    case wide
    /// The locale's abbreviated forms: "in 5 min.".
    case short
    /// The shortest forms the locale has, for the tightest space.
    case narrow
}
