import Foundation

/// Price texts remembered, so that a paywall that shows the same few prices on every redraw pays
/// for the formatter once per (formatter, price) instead of on every call. A formatter's output for
/// a price never changes, so a remembered text is exactly the text the formatter would write.
///
/// A `DirectMappedMemo`: at most 512 texts, the latest for each slot, whatever prices arrive.
enum PriceMemo {
    /// Which formatter writes a price: its locale (as `LocaleIdentifier.formattingID`, or a
    /// Foundation locale's identifier for a storefront's), and its options.
    struct Writer: Equatable, Sendable {
        let localeKey: String
        let isStorefront: Bool
        let currencyStyle: PriceFormatter.CurrencyStyle
        let negativeStyle: PriceFormatter.NegativeStyle
    }

    final class Entry: Sendable {
        let writer: Writer
        let amount: Decimal
        let currencyCode: String
        let text: String

        init(writer: Writer, amount: Decimal, currencyCode: String, text: String) {
            self.writer = writer
            self.amount = amount
            self.currencyCode = currencyCode
            self.text = text
        }
    }

    private static let memo = DirectMappedMemo<Entry>(slots: 512)

    /// The text `writer` wrote for this amount and currency, if remembered.
    static func lookup(_ writer: Writer, amount: Decimal, currencyCode: String) -> String? {
        memo.lookup(hash: hash(writer, amount, currencyCode)) { entry in
            entry.amount == amount && entry.currencyCode == currencyCode && entry.writer == writer ? entry.text : nil
        }
    }

    static func remember(_ text: String, writer: Writer, amount: Decimal, currencyCode: String) {
        memo.remember(Entry(writer: writer, amount: amount, currencyCode: currencyCode, text: text),
                      hash: hash(writer, amount, currencyCode))
    }

    /// Over the amount's stored bytes, the currency and the locale. Two spellings of one amount
    /// (4.99, 4.990) may land in different slots; that costs a miss, never a wrong text, as entries
    /// are compared by value.
    private static func hash(_ writer: Writer, _ amount: Decimal, _ currencyCode: String) -> UInt64 {
        var hash = withUnsafeBytes(of: amount) { bytes in
            bytes.reduce(FNV1a.seed) { FNV1a.hash(UInt64($1), into: $0) }
        }
        hash = FNV1a.hash(currencyCode, into: hash)
        return FNV1a.hash(writer.localeKey, into: hash)
    }
}
