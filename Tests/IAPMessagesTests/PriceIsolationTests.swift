import Foundation
import IAPMessages
import Testing

/// UAX #9's paragraph direction (rules P2 and P3): the direction of the first strong character that
/// is not inside an isolate (FSI, LRI or RLI … PDI); nil without one. This is what decides the
/// direction of a line laid out by its content (UIKit's natural alignment, a web page's `dir=auto`).
func paragraphDirection(_ text: String) -> TextDirection? {
    var depth = 0
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x2066, 0x2067, 0x2068: depth += 1
        case 0x2069: depth = max(0, depth - 1)
        default:
            if depth == 0, let direction = TextDirection.firstStrong(in: String(scalar)) { return direction }
        }
    }
    return nil
}

/// Prices from the storefront are written with its locale, so an Urdu, Arabic or Hebrew paywall may
/// show "Rs 500.00", "US$4.99" or "CHF 4.99". Inside the shipped right-to-left texts such a price is
/// isolated, so the line keeps its direction wherever the price stands; a left-to-right text
/// isolates a right-to-left price the same way.
struct PriceIsolationTests {
    /// Prices whose storefront writes them with Latin letters.
    static func latinPrices() throws -> [IAPPrice] {
        [try IAPPrice(amount: 500, currencyCode: "PKR", locale: Locale(identifier: "en_PK")),
         try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "USD", locale: Locale(identifier: "en_CA")),
         try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "CHF", locale: Locale(identifier: "de_CH"))]
    }

    static func messages(_ price: IAPPrice) -> [IAPUserMessage] {
        IAPPeriod.Unit.allCases.flatMap { unit in
            [1, 3].flatMap { count in
                [IAPUserMessage.subscriptionPrice(price: price, unit: unit, count: count),
                 .subscriptionThen(price: price, unit: unit, count: count),
                 .introOfferPayAsYouGo(price: price, unit: unit, count: count),
                 .introOfferPayUpFront(price: price, unit: unit, count: count)]
            }
        }
    }

    @Test(arguments: ["ur", "ar", "he"])
    func rightToLeftPaywallsKeepTheirDirection(_ locale: String) throws {
        for price in try Self.latinPrices() {
            for message in Self.messages(price) {
                let text = message.text(for: locale)
                #expect(paragraphDirection(text) == .rightToLeft, "\(locale): \(text.debugDescription)")
                // The price is there, whole, between FSI and PDI.
                let afterOpening = text.components(separatedBy: "\u{2068}").dropFirst().first
                let isolated = try #require(afterOpening?.components(separatedBy: "\u{2069}").first, "\(locale): \(text.debugDescription)")
                #expect(isolated.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }, "\(locale): \(text.debugDescription)")
            }
        }
    }

    /// The reviewers' case: an Urdu price line whose price came first laid the line out left to right.
    @Test func urduPriceLineStartsInUrdu() throws {
        let price = try IAPPrice(amount: 500, currencyCode: "PKR", locale: Locale(identifier: "en_PK"))
        let text = IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 3).text(for: "ur")
        #expect(paragraphDirection(text) == .rightToLeft, "\(text.debugDescription)")
        #expect(text.contains("3"))
    }

    /// An English paywall with a Saudi storefront's price: the Arabic price is isolated, the line stays
    /// left to right, and an English price in English text is left alone.
    @Test func leftToRightTextIsolatesARightToLeftPrice() throws {
        let riyal = try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "SAR", locale: Locale(identifier: "ar_SA"))
        let text = IAPUserMessage.subscriptionPrice(price: riyal, unit: .month, count: 1).text(for: "en")
        #expect(text.hasPrefix("\u{2068}") && text.contains("\u{2069} per month"), "\(text.debugDescription)")
        #expect(paragraphDirection(text) == .leftToRight)
        let dollars = try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "USD", locale: Locale(identifier: "en_US"))
        #expect(IAPUserMessage.subscriptionPrice(price: dollars, unit: .month, count: 1).text(for: "en") == "$4.99 per month")
    }
}
