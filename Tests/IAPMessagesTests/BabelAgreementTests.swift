import Foundation
import Testing
@testable import IAPMessagesCore

/// Agreement with an independent CLDR implementation: Python's Babel (see Scripts/references/babel_prices.py).
///
/// Babel and ICU read the same CLDR data but different releases of it and with different code, so
/// some texts differ. Every difference must fall into a class the Prices and StoreKit article explains; a difference that
/// does not is a failure, and so is a drop in exact agreement.
///
/// This holds the ICU backend (Linux) to an independent implementation. The Apple configuration writes
/// prices with the system's own formatter, so its reference is Foundation itself
/// (`StorefrontPriceTests.everySystemLocaleAgreesWithFoundation`), not an independent CLDR reading.
#if IAPMESSAGES_ICU
@Suite struct BabelAgreementTests {
    struct Row {
        let locale: String, currency: String, amount: String, style: String, expected: String
    }

    static func rows() throws -> [Row] {
        try FixtureFile.rows("babel-prices.tsv").map { fields in
            Row(locale: fields[0], currency: fields[1], amount: fields[2], style: fields[3],
                expected: FixtureFile.unescape(fields[4]))
        }
    }

    static func icuText(_ row: Row) throws -> String {
        let price = try IAPPrice(amount: Decimal(string: row.amount)!, currencyCode: row.currency)
        let formatter = switch row.style {
        case "accounting": PriceFormatter(locale: row.locale, negativeStyle: .accounting)
        case "name": PriceFormatter(locale: row.locale, currencyStyle: .name)
        default: PriceFormatter(locale: row.locale)
        }
        return formatter.string(for: price)
    }

    @Test func everyDisagreementIsClassified() throws {
        let drift = try CLDRDrift.load()
        var counts: [PriceDisagreement: Int] = [:]
        var unexplained: [String] = []
        let rows = try Self.rows()
        for row in rows {
            let actual = try Self.icuText(row)
            let kind = PriceDisagreement.classify(icu: actual, babel: row.expected)
            if kind == .unexplained && !drift.explains(locale: row.locale, currency: row.currency, style: row.style) {
                unexplained.append("\(row.locale) \(row.currency) \(row.amount) \(row.style): ICU \(FixtureFile.escape(actual)) Babel \(FixtureFile.escape(row.expected))")
            }
            counts[kind == .unexplained ? .cldrDrift : kind, default: 0] += 1
        }
        let summary = PriceDisagreement.allCases.map { "\($0): \(counts[$0, default: 0])" }.joined(separator: ", ")
        print("Babel agreement over \(rows.count) rows: \(summary)")
        #expect(unexplained.isEmpty, "\(unexplained.count) unclassified:\n\(unexplained.prefix(40).joined(separator: "\n"))")
        #expect(rows.count > 5000)
        // Most texts must agree to the character; a collapse here means the formatter broke.
        #expect(counts[.identical, default: 0] * 2 > rows.count, "\(summary)")
    }
}
#endif
