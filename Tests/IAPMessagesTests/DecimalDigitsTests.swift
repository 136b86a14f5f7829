import Foundation
import Testing
@testable import IAPMessagesCore

@Suite struct DecimalDigitsTests {
    @Test func aLayoutIsRecognisedOnThisPlatform() {
        #expect(DecimalLayout.verified != nil)
    }

    /// The fast digits denote exactly the value `description` does, for prices and for extremes.
    @Test(arguments: ["0", "0.99", "-0.99", "4.99", "1234.5", "-42.125", "1000000", "0.0000001",
                      "18446744073709551615", "18446744073709551616", "12345678901234567.89",
                      "-12345678901234567890123456789012345678", "99999999999999999999.9999"])
    func agreesWithDescription(_ text: String) {
        let value = Decimal(string: text)!
        let reparsed = Decimal(string: value.exactDigits)
        #expect(reparsed == value, "\(text) → \(value.exactDigits)")
    }

    @Test func arithmeticResultsKeepTheirValue() {
        let sum = Decimal(string: "0.1")! + Decimal(string: "0.2")!
        #expect(Decimal(string: sum.exactDigits) == Decimal(string: "0.3"))
        let product = Decimal(string: "4.99")! * 3
        #expect(Decimal(string: product.exactDigits) == Decimal(string: "14.97"))
    }

    @Test func notANumberTakesTheSlowPath() {
        #expect(Decimal.nan.exactDigits == Decimal.nan.description)
    }
}
