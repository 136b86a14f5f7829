#if IAPMESSAGES_ICU
import CICU
#endif
import Foundation

/// Joins items the way a locale writes a list: "Premium, Coins, and VIP", "Premium, Coins und VIP".
///
/// Named so as not to clash with Foundation's `ListFormatter` on Apple platforms.
///
/// ```swift
/// LocalizedListFormatter(locale: "de").string(for: ["Premium", "Coins", "VIP"])   // "Premium, Coins und VIP"
/// LocalizedListFormatter(locale: "en", type: .or).string(for: ["Card", "PayPal"]) // "Card or PayPal"
/// ```
public struct LocalizedListFormatter: Sendable {
    public enum ListType: String, Sendable, CaseIterable {
        /// All of the items: "A, B, and C".
        case and
        /// One of the items: "A, B, or C".
        case or
        /// Measurements that add up: "3 feet, 7 inches".
        case units
    }

    public let locale: LocaleIdentifier
    public let type: ListType
    public let width: TextWidth

    public init(locale: String, type: ListType = .and, width: TextWidth = .wide) {
        self.locale = LocaleIdentifier(locale)
        self.type = type
        self.width = width
    }

    /// The items joined; falls back to ", " between them should the locale's patterns fail.
    public func string(for items: [String]) -> String {
        #if IAPMESSAGES_ICU
        let text = try? locale.withFormattingFallback { (id) throws(ICUFailure) in
            try ListHandle.shared(locale: id, type: type, width: width).format(items)
        }
        #else
        let text = try? locale.withFormattingFallback { (id) throws(PortableNumberError) in
            guard let formatter = PortableListFormatter.shared(locale: id, type: type, width: width) else {
                throw PortableNumberError("no list patterns for '\(id)'")
            }
            return formatter.format(items)
        }
        #endif
        return text ?? items.joined(separator: ", ")
    }
}

#if IAPMESSAGES_ICU
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
