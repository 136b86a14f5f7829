import CICU

/// ICU's own C API for the same price, the floor any ICU-based formatter stands on: one cached
/// `unumf` formatter for `currency/<code>` (through CICU's thin wrapper: `unumf_formatDecimal`, then
/// the result as UTF-8), turned into a Swift `String`. Given the digit string ready, so it does less
/// than `PriceFormatter`, which starts from a `Decimal`.
final class ICUPriceReference {
    private let formatter: OpaquePointer

    init?(locale: String, currencyCode: String) {
        var status: Int32 = 0
        guard let opened = cicu_number_formatter_open(locale, "currency/\(currencyCode)", &status), status <= 0 else { return nil }
        formatter = opened
    }

    deinit { cicu_number_formatter_close(formatter) }

    func format(digits: String) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer in
            var status: Int32 = 0
            let length = cicu_number_format_decimal(formatter, digits, nil, nil, 0, buffer.baseAddress, 128, &status)
            guard status <= 0, length < 128 else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(length)), as: UTF8.self)
        }
    }
}
