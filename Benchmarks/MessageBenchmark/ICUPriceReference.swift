import ICUNumber

/// ICU's own C API for the same price, the floor any ICU-based formatter stands on: one `unumf`
/// formatter for `currency/<code>` (`unumf_formatDecimal`, then the result as UTF-8), turned into a
/// Swift `String`. Given the digit string ready, so it does less than `PriceFormatter`, which starts
/// from a `Decimal`.
final class ICUPriceReference {
    private let formatter: OpaquePointer

    /// Nil where ICU cannot open the formatter, or where this build has no ICU (a Mac).
    init?(locale: String, currencyCode: String) {
        guard let opened = icu_number_open(locale, "currency/\(currencyCode)") else { return nil }
        formatter = opened
    }

    deinit { icu_number_close(formatter) }

    func format(digits: String) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer in
            let length = icu_number_format(formatter, digits, buffer.baseAddress, 128)
            guard length >= 0 else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(length)), as: UTF8.self)
        }
    }
}
