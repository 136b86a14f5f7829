#if IAPMESSAGES_ICU
import CICU
import Foundation

extension LocalizedListFormatter.ListType {
    var cicuType: Int32 {
        switch self {
        case .and: CICU_LIST_AND
        case .or: CICU_LIST_OR
        case .units: CICU_LIST_UNITS
        }
    }
}

/// Owns one ICU list formatter.
final class ListHandle: @unchecked Sendable {
    private let formatter: OpaquePointer

    init(locale: String, type: LocalizedListFormatter.ListType, width: TextWidth) throws(ICUFailure) {
        var status: Int32 = 0
        let opened = cicu_list_open(locale, type.cicuType, width.cicuWidth, &status)
        try ICUFailure.check(status, "opening list formatter for '\(locale)'")
        guard let opened else { throw ICUFailure(code: 5, operation: "opening list formatter") }
        formatter = opened
    }

    deinit { cicu_list_close(formatter) }

    func format(_ items: [String]) throws(ICUFailure) -> String {
        let cStrings = items.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let pointers = cStrings.map { UnsafePointer($0) }
        return try pointers.withUnsafeBufferPointer { (buffer) throws(ICUFailure) -> String in
            try icuString("formatting a list") { cicu_list_format(formatter, buffer.baseAddress, Int32(items.count), $0, $1, $2) }
        }
    }

    private static let cache = HandleCache<[String], ListHandle>(capacity: 128)

    static func shared(locale: String, type: LocalizedListFormatter.ListType, width: TextWidth) throws(ICUFailure) -> ListHandle {
        try cache.value(for: [locale, type.rawValue, width.rawValue]) { () throws(ICUFailure) in
            try ListHandle(locale: locale, type: type, width: width)
        }
    }
}
#endif
