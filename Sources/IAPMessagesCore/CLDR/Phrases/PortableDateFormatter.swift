import Foundation

/// Dates and times without ICU's C API: Foundation's `DateFormatter` (public API since iOS 2), with
/// the inputs of `DateFormatterHandle`: an ICU locale ID, a date and a time style, or a skeleton
/// ("yMMMd") for the locale's best pattern.
///
/// On Apple platforms `DateFormatter` formats with the system's own CLDR data; on Linux Foundation
/// carries its own ICU, whose data may differ from the system ICU's, so the portable backend's dates
/// are locale-appropriate everywhere but not guaranteed to match the ICU backend character for
/// character (a test measures how often they do).
///
/// `DateFormatter` is a class that formatting mutates; each call holds the formatter's lock.
///
/// ```swift
/// PortableDateFormatter(locale: "de_DE", date: .medium, time: .none)?.format(date)      // "05.03.2024"
/// PortableDateFormatter(locale: "en_US", date: .none, time: .none, skeleton: "yMMMd")?.format(date)  // "Mar 5, 2024"
/// ```
final class PortableDateFormatter: @unchecked Sendable {
    typealias Style = DateTimeStyle

    private let formatter: DateFormatter
    private let lock = NSLock()

    /// A formatter for the locale and styles, or, when `skeleton` is not empty, for the locale's best
    /// pattern for the skeleton; nil when Foundation has no pattern for the skeleton.
    init?(locale: String, date: Style, time: Style, skeleton: String = "") {
        let foundationLocale = Locale(identifier: locale)
        let formatter = DateFormatter()
        formatter.locale = foundationLocale
        if skeleton.isEmpty {
            formatter.dateStyle = date.foundationStyle
            formatter.timeStyle = time.foundationStyle
        } else {
            guard let pattern = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: foundationLocale),
                  !pattern.isEmpty else { return nil }
            formatter.dateFormat = pattern
        }
        self.formatter = formatter
    }

    func format(_ date: Date) -> String {
        lock.lock()
        defer { lock.unlock() }
        return formatter.string(from: date)
    }

    private struct NoPattern: Error {}

    private static let cache = HandleCache<[String], PortableDateFormatter>(capacity: 64)

    /// A cached formatter for the same inputs, made on first use; nil as `init` gives.
    static func shared(locale: String, date: Style, time: Style, skeleton: String = "") -> PortableDateFormatter? {
        try? cache.value(for: [locale, "\(date)", "\(time)", skeleton]) { () throws(NoPattern) in
            guard let made = PortableDateFormatter(locale: locale, date: date, time: time, skeleton: skeleton) else {
                throw NoPattern()
            }
            return made
        }
    }
}

extension DateTimeStyle {
    var foundationStyle: DateFormatter.Style {
        switch self {
        case .none: .none
        case .short: .short
        case .medium: .medium
        case .long: .long
        case .full: .full
        }
    }
}
