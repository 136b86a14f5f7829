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
        /// Compared by bytes (`ExactString`): a storefront's locale ID is the caller's spelling.
        let localeKey: ExactString
        let isStorefront: Bool
        let currencyStyle: PriceFormatter.CurrencyStyle
        let negativeStyle: PriceFormatter.NegativeStyle

        /// A formatter for a locale the package parsed.
        init(_ locale: LocaleIdentifier, _ currencyStyle: PriceFormatter.CurrencyStyle, _ negativeStyle: PriceFormatter.NegativeStyle) {
            self.localeKey = ExactString(locale.formattingID)
            self.isStorefront = false
            self.currencyStyle = currencyStyle
            self.negativeStyle = negativeStyle
        }

        /// A formatter for a storefront's Foundation locale, which the system formats with as it is.
        init(storefront locale: Locale, _ currencyStyle: PriceFormatter.CurrencyStyle, _ negativeStyle: PriceFormatter.NegativeStyle) {
            self.localeKey = ExactString(locale.identifier)
            self.isStorefront = true
            self.currencyStyle = currencyStyle
            self.negativeStyle = negativeStyle
        }
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

    /// The text `writer` wrote for this amount and currency, if remembered; `hash` is
    /// `hash(writer, amount, currencyCode)`, computed once for the lookup and the `remember` after it.
    ///
    /// (Two calls rather than one taking the formatting as a closure: the optimiser copies a
    /// function for each closure it is given, and each copy is code in the app.)
    static func lookup(_ writer: Writer, amount: Decimal, currencyCode: String, hash: UInt64) -> String? {
        memo.lookup(hash: hash) { entry in
            sameBytes(entry.amount, amount) && entry.currencyCode == currencyCode && entry.writer == writer ? entry.text : nil
        }
    }

    static func remember(_ text: String, writer: Writer, amount: Decimal, currencyCode: String, hash: UInt64) {
        // A storefront locale ID is the caller's: one too long to be a locale is not kept.
        guard writer.localeKey.string.utf8.count <= LocaleInput.maximumLength else { return }
        memo.remember(Entry(writer: writer, amount: amount, currencyCode: currencyCode, text: text), hash: hash)
    }

    /// Whether two amounts are stored alike. Equal amounts stored differently (4.99, 4.990) are two
    /// entries of one text; comparing bytes is much cheaper than `Decimal`'s `==`, which normalises.
    private static func sameBytes(_ a: Decimal, _ b: Decimal) -> Bool {
        withUnsafeBytes(of: a) { a in
            withUnsafeBytes(of: b) { b in memcmp(a.baseAddress!, b.baseAddress!, MemoryLayout<Decimal>.size) == 0 }
        }
    }

    /// Over the amount's stored bytes, the currency and the locale.
    static func hash(_ writer: Writer, _ amount: Decimal, _ currencyCode: String) -> UInt64 {
        // A Decimal is 20 bytes: read as two words and a half, three mixing steps instead of twenty.
        var hash = withUnsafeBytes(of: amount) { bytes in
            guard bytes.count >= 20 else { return bytes.reduce(FNV1a.seed) { FNV1a.hash(UInt64($1), into: $0) } }
            let head = bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
            let middle = bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let tail = bytes.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
            return FNV1a.hash(UInt64(tail), into: FNV1a.hash(middle, into: FNV1a.hash(head, into: FNV1a.seed)))
        }
        hash = FNV1a.hash(currencyCode, into: hash)
        return FNV1a.hash(writer.localeKey.string, into: hash)
    }
}
