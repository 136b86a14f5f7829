#if IAPMESSAGES_ICU
import CICU
import Foundation

/// Owns one ICU date formatter. ICU's `udat_format` mutates the formatter's calendar, so each call
/// takes the handle's lock; handles are cached per (locale, style) like every other ICU handle.
final class DateFormatterHandle: @unchecked Sendable {
    typealias Style = DateTimeStyle

    private let formatter: OpaquePointer
    private let lock = NSLock()

    init(locale: String, date: Style, time: Style, skeleton: String) throws(ICUFailure) {
        var status: Int32 = 0
        let opened = cicu_date_formatter_open(locale, date.cicuStyle, time.cicuStyle, skeleton, &status)
        try ICUFailure.check(status, "opening date formatter for '\(locale)'")
        guard let opened else { throw ICUFailure(code: 5, operation: "opening date formatter") }
        formatter = opened
    }

    deinit { cicu_date_formatter_close(formatter) }

    func format(_ date: Date) throws(ICUFailure) -> String {
        let millis = date.timeIntervalSince1970 * 1000
        lock.lock()
        defer { lock.unlock() }
        return try icuString("formatting a date") { cicu_date_format(formatter, millis, $0, $1, $2) }
    }

    private static let cache = HandleCache<[String], DateFormatterHandle>(capacity: 64)

    static func shared(locale: String, date: Style, time: Style, skeleton: String = "") throws(ICUFailure) -> DateFormatterHandle {
        try cache.value(for: [locale, "\(date)", "\(time)", skeleton]) { () throws(ICUFailure) in
            try DateFormatterHandle(locale: locale, date: date, time: time, skeleton: skeleton)
        }
    }
}

extension DateTimeStyle {
    var cicuStyle: Int32 {
        switch self {
        case .none: CICU_DATE_NONE
        case .short: CICU_DATE_SHORT
        case .medium: CICU_DATE_MEDIUM
        case .long: CICU_DATE_LONG
        case .full: CICU_DATE_FULL
        }
    }
}
#endif
