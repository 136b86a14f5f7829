import Foundation
import Testing
@_spi(GeneratedCode) @testable import IAPMessagesCore

/// Dart's `double.toString()` (what a Flutter app shows for a `double` placeholder without a format):
/// shortest round-trip digits, always a decimal point, exponent form from 1e21 up and below 1e-6.
@Suite struct DartNumberTests {
    @Test(arguments: [
        (2.5, "2.5"), (3.0, "3.0"), (-3.0, "-3.0"), (0.0, "0.0"), (-0.0, "-0.0"), (100_000.0, "100000.0"),
        (1e16, "10000000000000000.0"), (1e20, "100000000000000000000.0"), (1e21, "1e+21"), (1.5e21, "1.5e+21"),
        (123_456_789.123, "123456789.123"), (0.1 + 0.2, "0.30000000000000004"), (0.000001, "0.000001"),
        (0.0000015, "0.0000015"), (1e-7, "1e-7"), (1.5e-7, "1.5e-7"), (-2.5e-10, "-2.5e-10"),
        (1.7976931348623157e308, "1.7976931348623157e+308"), (Double.leastNonzeroMagnitude, "5e-324"),
        (Double.nan, "NaN"), (Double.infinity, "Infinity"), (-Double.infinity, "-Infinity"),
    ])
    func doubles(_ value: Double, _ dart: String) {
        #expect(DartNumber.string(value) == dart)
    }

    @Test func integersAndDecimals() {
        #expect(DartNumber.string(.int(12_345)) == "12345")
        #expect(DartNumber.string(.int(-7)) == "-7")
        #expect(DartNumber.string(.int(Int.min)) == "-9223372036854775808")
        #expect(DartNumber.string(.decimal(Decimal(string: "4.99")!)) == "4.99")
        #expect(DartNumber.string(.decimal(Decimal(string: "12")!)) == "12.0")
    }
}
