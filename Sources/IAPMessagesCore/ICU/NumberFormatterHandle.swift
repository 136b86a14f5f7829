#if IAPMESSAGES_ICU
import CICU

/// Owns one ICU number formatter, opened for a locale and a number skeleton.
///
/// ICU's formatters are immutable once built and safe to share between threads, so one handle serves
/// every caller of the same (locale, skeleton); `shared(locale:skeleton:)` hands out cached ones.
final class NumberFormatterHandle: @unchecked Sendable {
    private let formatter: OpaquePointer

    init(locale: String, skeleton: String) throws(ICUFailure) {
        var status: Int32 = 0
        let opened = cicu_number_formatter_open(locale, skeleton, &status)
        try ICUFailure.check(status, "opening number formatter '\(skeleton)' for '\(locale)'")
        guard let opened else { throw ICUFailure(code: 5, operation: "opening number formatter '\(skeleton)'") }
        formatter = opened
    }

    deinit { cicu_number_formatter_close(formatter) }

    /// The number, given as a decimal digit string, formatted exactly.
    ///
    /// The digits go to C through `withCString`, which lends a small string's bytes from the stack;
    /// passing the String itself would copy them to the heap on every call.
    func format(digits: String) throws(ICUFailure) -> String {
        try icuString("formatting \(digits)") { out, capacity, status in
            digits.withCString { cicu_number_format_decimal(formatter, $0, nil, nil, 0, out, capacity, status) }
        }
    }

    /// The formatted text and its plural keyword, from one formatting pass.
    func formatWithPluralKeyword(digits: String, rules: PluralRulesHandle) throws(ICUFailure) -> (String, String) {
        var keyword = ""
        let text = try icuString("formatting \(digits)") { out, capacity, status in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { buffer in
                buffer.initialize(repeating: 0)
                let length = rules.withPointer { rulesPointer in
                    digits.withCString { cicu_number_format_decimal(formatter, $0, rulesPointer, buffer.baseAddress, 16, out, capacity, status) }
                }
                keyword = String(cString: buffer.baseAddress!)
                return length
            }
        }
        return (text, keyword)
    }

    /// The plural keyword for the number as this formatter displays it ("1.0" is not "one").
    func pluralKeyword(digits: String, rules: PluralRulesHandle) throws(ICUFailure) -> String {
        var status: Int32 = 0
        let keyword = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { buffer -> String in
            buffer.initialize(repeating: 0)
            rules.withPointer { rulesPointer in
                _ = digits.withCString { cicu_number_format_decimal(formatter, $0, rulesPointer, buffer.baseAddress, 16, nil, 0, &status) }
            }
            return String(cString: buffer.baseAddress!)
        }
        try ICUFailure.check(status, "selecting the plural category of \(digits)")
        return keyword
    }

    private static let cache = HandleCache<PairKey, NumberFormatterHandle>(capacity: 512)

    /// A cached formatter for (locale, skeleton), opened on first use.
    static func shared(locale: String, skeleton: String) throws(ICUFailure) -> NumberFormatterHandle {
        try cache.value(for: PairKey(locale, skeleton)) { () throws(ICUFailure) in
            try NumberFormatterHandle(locale: locale, skeleton: skeleton)
        }
    }
}
#endif
