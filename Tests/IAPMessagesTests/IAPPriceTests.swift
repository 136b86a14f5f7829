import Foundation
import Testing
@testable import IAPMessagesCore

@Suite struct IAPPriceTests {
    @Test func normalisesCase() throws {
        #expect(try IAPPrice(amount: 1, currencyCode: "usd").currencyCode == "USD")
        #expect(try IAPPrice(amount: 1, currencyCode: "Eur").currencyCode == "EUR")
    }

    @Test(arguments: [
        ("", CurrencyCodeError.Reason.empty),
        ("XYZ", .unknown),
        ("ABC", .unknown),
        ("US$", .notThreeLetters),
        ("EURO", .notThreeLetters),
        ("€", .notThreeLetters),
        ("US", .notThreeLetters),
        (" USD", .notThreeLetters),
        ("ÜSD", .notThreeLetters),
        ("12A", .notThreeLetters),
    ])
    func rejects(_ code: String, because reason: CurrencyCodeError.Reason) {
        #expect(throws: CurrencyCodeError(code: code, reason: reason)) {
            try IAPPrice(amount: 1, currencyCode: code)
        }
    }

    @Test func errorsSayWhy() {
        #expect(CurrencyCodeError(code: "XYZ", reason: .unknown).description.contains("not an ISO 4217 currency code"))
        #expect(CurrencyCodeError(code: "US$", reason: .notThreeLetters).description.contains("three letters"))
        #expect(CurrencyCodeError(code: "", reason: .empty).description.contains("empty"))
    }

    @Test(arguments: [("JPY", 0), ("KRW", 0), ("USD", 2), ("EUR", 2), ("KWD", 3), ("BHD", 3), ("TND", 3), ("CLF", 4), ("UYW", 4)])
    func fractionDigits(_ code: String, _ digits: Int) throws {
        #expect(try IAPPrice(amount: 1, currencyCode: code).fractionDigits == digits)
    }

    @Test func knowsCurrentAndHistoricCodes() {
        let codes = Set(IAPPrice.knownCurrencyCodes)
        #expect(codes.isSuperset(of: ["USD", "EUR", "JPY", "CHF", "CLF", "KWD", "DEM", "XAU"]))
        #expect(codes.count > 250)
    }
}
