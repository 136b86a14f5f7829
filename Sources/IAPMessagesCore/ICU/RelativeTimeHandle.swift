#if IAPMESSAGES_ICU
import CICU

extension TextWidth {
    var cicuWidth: Int32 {
        switch self {
        case .wide: CICU_WIDTH_WIDE
        case .short: CICU_WIDTH_SHORT
        case .narrow: CICU_WIDTH_NARROW
        }
    }
}

extension RelativeTimeFormatter.Unit {
    var cicuUnit: Int32 {
        switch self {
        case .second: CICU_UNIT_SECOND
        case .minute: CICU_UNIT_MINUTE
        case .hour: CICU_UNIT_HOUR
        case .day: CICU_UNIT_DAY
        case .week: CICU_UNIT_WEEK
        case .month: CICU_UNIT_MONTH
        case .year: CICU_UNIT_YEAR
        }
    }
}

/// Owns one ICU relative date-time formatter.
final class RelativeTimeHandle: @unchecked Sendable {
    private let formatter: OpaquePointer

    init(locale: String, width: TextWidth) throws(ICUFailure) {
        var status: Int32 = 0
        let opened = cicu_relative_time_open(locale, width.cicuWidth, &status)
        try ICUFailure.check(status, "opening relative time formatter for '\(locale)'")
        guard let opened else { throw ICUFailure(code: 5, operation: "opening relative time formatter") }
        formatter = opened
    }

    deinit { cicu_relative_time_close(formatter) }

    func format(_ value: Double, unit: RelativeTimeFormatter.Unit) throws(ICUFailure) -> String {
        try icuString("formatting relative time") { cicu_relative_time_format(formatter, value, unit.cicuUnit, $0, $1, $2) }
    }

    private static let cache = HandleCache<[String], RelativeTimeHandle>(capacity: 128)

    static func shared(locale: String, width: TextWidth) throws(ICUFailure) -> RelativeTimeHandle {
        try cache.value(for: [locale, width.rawValue]) { () throws(ICUFailure) in
            try RelativeTimeHandle(locale: locale, width: width)
        }
    }
}
#endif
