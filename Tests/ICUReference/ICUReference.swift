import CICU
import Foundation

/// ICU's own answers, for the tests that hold the Apple configuration's baked-CLDR formatters
/// (`IAPMessagesCore/CLDR`) to the ICU their data was read from.
///
/// In the Apple configuration (`IAPMESSAGES_APPLE=1`) `CICU` is the ICU that Foundation runs on
/// (the toolchain's `lib_FoundationICU`), from which `msgc cldr-data` bakes the data; the runtime
/// links no ICU there, so its own ICU handles (`IAPMessagesCore/ICU`) are not built, and the tests
/// ask ICU through these instead. A thin layer over CICU with primitive types only: it knows nothing
/// of the runtime, so that the runtime's ICU wrappers could stand on it too.
public enum ICUReference {
    /// The ICU library in use ("76.1") and the CLDR release of its data ("46.0").
    public static var icuVersion: String { String(cString: cicu_icu_version()) }
    public static var cldrVersion: String { String(cString: cicu_cldr_version()) }

    // MARK: Locale functions, as `ICULocale` asks them

    /// `uloc_forLanguageTag`; "" (the root) where ICU fails.
    public static func id(forLanguageTag tag: String) -> String {
        (try? string("uloc_forLanguageTag") { cicu_locale_from_language_tag(tag, $0, $1, $2) }) ?? ""
    }

    /// `uloc_toLanguageTag`; "und" where ICU fails.
    public static func languageTag(forID id: String) -> String {
        (try? string("uloc_toLanguageTag") { cicu_locale_to_language_tag(id, $0, $1, $2) }) ?? "und"
    }

    /// `uloc_canonicalize`; the input where ICU fails.
    public static func canonicalize(_ id: String) -> String {
        (try? string("uloc_canonicalize") { cicu_locale_canonicalize(id, $0, $1, $2) }) ?? id
    }

    /// `uloc_addLikelySubtags`; the input where ICU fails.
    public static func addLikelySubtags(_ id: String) -> String {
        (try? string("uloc_addLikelySubtags") { cicu_locale_add_likely_subtags(id, $0, $1, $2) }) ?? id
    }

    /// The bundle's `%%Parent` (or "root" for `%%ParentIsRoot`); nil when it names none.
    public static func explicitParent(_ id: String) -> String? {
        let parent = (try? string("%%Parent") { cicu_locale_explicit_parent(id, $0, $1, $2) }) ?? ""
        return parent.isEmpty ? nil : parent
    }

    /// `uloc_getAvailable`, in ICU's order.
    public static var available: [String] {
        (0..<cicu_locale_available_count()).compactMap { cicu_locale_available($0).map { String(cString: $0) } }
    }

    /// `uloc_acceptLanguage`: of `available` (ICU locale IDs), the one ICU's `LocaleMatcher` picks for
    /// `desired` (ICU locale IDs, best first); "" when none is close enough.
    public static func acceptLanguage(desired: [String], available: [String]) -> String {
        (try? string("uloc_acceptLanguage") {
            cicu_locale_data_accept_language(desired.joined(separator: " "), available.joined(separator: " "), $0, $1, $2)
        }) ?? ""
    }

    /// ICU's legacy locale IDs and the bundle each opens (`zh_TW` → `zh_Hant_TW`).
    public static var legacyAliases: [(String, String)] {
        let text = (try? string("res_index AliasLocales") { cicu_phrase_data_aliases($0, $1, $2) }) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
        }
    }

    /// Reads what a CICU function writes into a caller's buffer, retrying once at the size it asks for.
    static func string(
        _ operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(ICUReferenceFailure) -> String {
        var capacity: Int32 = 256
        for _ in 0..<2 {
            var status: Int32 = 0
            var bytes = [CChar](repeating: 0, count: Int(capacity))
            let length = bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!, capacity, &status) }
            if status == CICU_BUFFER_OVERFLOW || (status <= 0 && length >= capacity) {
                capacity = length + 1
                continue
            }
            try ICUReferenceFailure.check(status, operation())
            return String(decoding: bytes[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        throw ICUReferenceFailure(code: CICU_BUFFER_OVERFLOW, operation: operation())
    }
}

/// A failure ICU reported, with its name for it ("U_ILLEGAL_ARGUMENT_ERROR").
public struct ICUReferenceFailure: Error, Sendable, CustomStringConvertible {
    public let code: Int32
    public let operation: String

    public var description: String { "\(operation) failed: \(String(cString: cicu_error_name(code)))" }

    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUReferenceFailure) {
        if status > 0 { throw ICUReferenceFailure(code: status, operation: operation()) }
    }

    static func opened(_ pointer: OpaquePointer?, _ status: Int32, _ operation: String) throws(ICUReferenceFailure) -> OpaquePointer {
        try check(status, operation)
        guard let pointer else { throw ICUReferenceFailure(code: 5, operation: operation) }
        return pointer
    }
}

/// ICU's number formatter for a locale and a number skeleton (`unumf`).
public final class ReferenceNumberFormatter {
    private let formatter: OpaquePointer

    public init(locale: String, skeleton: String) throws(ICUReferenceFailure) {
        var status: Int32 = 0
        let opened = cicu_number_formatter_open(locale, skeleton, &status)
        formatter = try ICUReferenceFailure.opened(opened, status, "opening number formatter '\(skeleton)' for '\(locale)'")
    }

    deinit { cicu_number_formatter_close(formatter) }

    /// A decimal digit string ("-1234.5", "1E3") formatted exactly.
    public func format(digits: String) throws(ICUReferenceFailure) -> String {
        try ICUReference.string("formatting \(digits)") { cicu_number_format_decimal(formatter, digits, nil, nil, 0, $0, $1, $2) }
    }

    /// The text and the plural keyword of the number as formatted, from one pass.
    public func formatWithPluralKeyword(digits: String, rules: ReferencePluralRules) throws(ICUReferenceFailure) -> (String, String) {
        var keyword = [CChar](repeating: 0, count: 16)
        let text = try ICUReference.string("formatting \(digits)") { out, capacity, status in
            keyword.withUnsafeMutableBufferPointer {
                cicu_number_format_decimal(formatter, digits, rules.rules, $0.baseAddress, 16, out, capacity, status)
            }
        }
        return (text, String(decoding: keyword.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// The plural keyword of the number as formatted ("1.0" is not "one" in English).
    public func pluralKeyword(digits: String, rules: ReferencePluralRules) throws(ICUReferenceFailure) -> String {
        var status: Int32 = 0
        var keyword = [CChar](repeating: 0, count: 16)
        _ = keyword.withUnsafeMutableBufferPointer {
            cicu_number_format_decimal(formatter, digits, rules.rules, $0.baseAddress, 16, nil, 0, &status)
        }
        try ICUReferenceFailure.check(status, "selecting the plural keyword of \(digits)")
        return String(decoding: keyword.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// ICU's plural rules of a locale (`uplrules`), cardinal or ordinal.
public final class ReferencePluralRules {
    fileprivate let rules: OpaquePointer
    /// The keywords the rules define, as ICU lists them.
    public let keywords: [String]

    public init(locale: String, ordinal: Bool) throws(ICUReferenceFailure) {
        var status: Int32 = 0
        let opened = cicu_plural_rules_open(locale, ordinal ? CICU_PLURAL_ORDINAL : CICU_PLURAL_CARDINAL, &status)
        rules = try ICUReferenceFailure.opened(opened, status, "opening plural rules for '\(locale)'")
        let pointer = rules
        keywords = ((try? ICUReference.string("reading plural keywords") { cicu_plural_rules_keywords(pointer, $0, $1, $2) }) ?? "")
            .split(separator: " ").map(String.init)
    }

    deinit { cicu_plural_rules_close(rules) }
}

/// The widths of relative times and lists, in CICU's order.
public enum ReferenceWidth: Int32, CaseIterable, Sendable {
    case wide, short, narrow
}

/// ICU's relative date-time formatter (`ureldatefmt`), always numeric.
public final class ReferenceRelativeTimeFormatter {
    private let formatter: OpaquePointer

    public init(locale: String, width: ReferenceWidth) throws(ICUReferenceFailure) {
        var status: Int32 = 0
        let opened = cicu_relative_time_open(locale, width.rawValue, &status)
        formatter = try ICUReferenceFailure.opened(opened, status, "opening relative time formatter for '\(locale)'")
    }

    deinit { cicu_relative_time_close(formatter) }

    /// The units ICU names "second" … "year", in CICU's order.
    static let units = ["second", "minute", "hour", "day", "week", "month", "year"]

    /// `value` units ("minute") from now; negative in the past.
    public func format(_ value: Double, unit: String) throws(ICUReferenceFailure) -> String {
        guard let code = Self.units.firstIndex(of: unit) else { throw ICUReferenceFailure(code: 1, operation: "unit \(unit)") }
        return try ICUReference.string("formatting relative time") { cicu_relative_time_format(formatter, value, Int32(code), $0, $1, $2) }
    }
}

/// ICU's list formatter (`ulistfmt`).
public final class ReferenceListFormatter {
    private let formatter: OpaquePointer

    /// The list types in CICU's order.
    public enum ListType: Int32, CaseIterable, Sendable {
        case and, or, units
    }

    public init(locale: String, type: ListType, width: ReferenceWidth) throws(ICUReferenceFailure) {
        var status: Int32 = 0
        let opened = cicu_list_open(locale, type.rawValue, width.rawValue, &status)
        formatter = try ICUReferenceFailure.opened(opened, status, "opening list formatter for '\(locale)'")
    }

    deinit { cicu_list_close(formatter) }

    public func format(_ items: [String]) throws(ICUReferenceFailure) -> String {
        let copies = items.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        return try pointers.withUnsafeBufferPointer { (buffer) throws(ICUReferenceFailure) -> String in
            try ICUReference.string("formatting a list") { cicu_list_format(formatter, buffer.baseAddress, Int32(items.count), $0, $1, $2) }
        }
    }
}

/// ICU's date formatter (`udat`) for date and time styles or a skeleton, in the default time zone.
public final class ReferenceDateFormatter {
    private let formatter: OpaquePointer

    /// The styles, `none` for a part left out.
    public enum Style: Sendable {
        case none, short, medium, long, full

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

    public init(locale: String, date: Style, time: Style, skeleton: String = "") throws(ICUReferenceFailure) {
        var status: Int32 = 0
        let opened = cicu_date_formatter_open(locale, date.cicuStyle, time.cicuStyle, skeleton, &status)
        formatter = try ICUReferenceFailure.opened(opened, status, "opening date formatter for '\(locale)'")
    }

    deinit { cicu_date_formatter_close(formatter) }

    public func format(_ date: Date) throws(ICUReferenceFailure) -> String {
        let millis = date.timeIntervalSince1970 * 1000
        return try ICUReference.string("formatting a date") { cicu_date_format(formatter, millis, $0, $1, $2) }
    }
}
