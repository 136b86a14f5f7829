import Foundation
import IAPMessagesCore
import Testing

/// The golden file (FixtureMessages.swift, generated from MessageCompilerTests/Fixtures/golden) used
/// as an app would use it.
@Suite struct GeneratedAPITests {
    @Test func errorTextsComeInTheAskedLanguage() {
        let error = FixtureError.serverValidationFailed(statusCode: 503, retryAfter: 90)
        #expect(error.localizedDescription(for: "de-DE") == "Der Server konnte Ihren Kauf nicht bestätigen.")
        #expect(error.failureReason(for: ["de-AT"]) == "HTTP-Status 503.")
        #expect(error.recoverySuggestion(for: ["de-CH"]) == "Versuchen Sie es in 2 Minuten erneut.")
        #expect(error.recoverySuggestion(for: ["en"]) == "Try again in 2 minutes.")
        #expect(FixtureError.purchaseCancelled.failureReason(for: ["en"]) == nil)
        #expect(FixtureError.purchaseCancelled.recoverySuggestion(for: ["en"]) == nil)
    }

    @Test func missingTranslationsFallBackToTheSource() {
        #expect(FixtureError.default.localizedDescription(for: "de") == "Something went wrong.")
        #expect(FixtureUserMessage.rank(place: 3).text(for: "ar-EG") == "You are the 3rd buyer today.")
        #expect(FixtureUserMessage.ok.text(for: "ar") == "حسنًا")
        #expect(FixtureUserMessage.ok.text(for: ["fr-FR", "de-DE"]) == "OK")
    }

    @Test func pluralsWithOffsetAndExactValues() {
        func cart(_ count: Int, _ locale: String) -> String {
            FixtureUserMessage.cart(count: count, first: "Gold Pass").text(for: locale)
        }
        #expect(cart(0, "en") == "Your cart is empty.")
        #expect(cart(1, "en") == "Gold Pass is in your cart.")
        #expect(cart(2, "en") == "Gold Pass and 1 other item are in your cart.")
        #expect(cart(1001, "en") == "Gold Pass and 1,000 other items are in your cart.")
        #expect(cart(1001, "de") == "Gold Pass und 1.000 weitere Artikel liegen in Ihrem Warenkorb.")
        // A Latin-script name in Arabic text is isolated (U+2068 … U+2069), so it cannot reorder the sentence.
        #expect(cart(3, "ar") == "\u{2068}Gold Pass\u{2069} وعنصران آخران في سلة التسوق.")
        #expect(cart(4, "ar-EG") == "\u{2068}Gold Pass\u{2069} و٣ عناصر أخرى في سلة التسوق.")
        #expect(cart(12, "ar-EG-u-nu-latn") == "\u{2068}Gold Pass\u{2069} و11 عنصرًا آخر في سلة التسوق.")
        #expect(FixtureUserMessage.cart(count: 3, first: "الباقة الذهبية").text(for: "ar") == "الباقة الذهبية وعنصران آخران في سلة التسوق.")
    }

    @Test func ordinalsUseTheOrdinalRules() {
        let places = [1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 111: "111th"]
        for (place, expected) in places {
            #expect(FixtureUserMessage.rank(place: place).text(for: "en") == "You are the \(expected) buyer today.")
        }
        #expect(FixtureUserMessage.rank(place: 22).text(for: "de") == "Sie sind heute der 22. Käufer.")
    }

    /// The `Duration` overloads generated next to each `TimeInterval` one.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func durationOverloads() {
        #expect(FixtureError.serverValidationFailed(statusCode: 503, retryAfter: .seconds(90))
            == FixtureError.serverValidationFailed(statusCode: 503, retryAfter: 90))
        #expect(FixtureUserMessage.wait(remaining: .milliseconds(7_200_000)).text(for: "de") == "Ihr Download ist in etwa 2 Stunden fertig.")
    }

    @Test func quotingNumbersDatesAndDurations() throws {
        let discount = FixtureUserMessage.discount(rate: 0.25, amount: Decimal(string: "12.5")!)
        #expect(discount.text(for: "en") == "Save 25% – that’s {12.50} off. It's a deal.")
        #expect(discount.text(for: "de") == "Sparen Sie 25\u{A0}% – also {12,50} weniger. Ein gutes Angebot.")
        #expect(FixtureUserMessage.wait(remaining: 7200).text(for: "de") == "Ihr Download ist in etwa 2 Stunden fertig.")
        let price = try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "EUR")
        let date = Date(timeIntervalSince1970: 1_772_357_400)  // 2026-03-01T09:30:00Z
        let renewal = FixtureUserMessage.renewal(plan: "yearly", date: date, price: price).text(for: "de-DE")
        #expect(renewal.hasPrefix("Verlängerung am ") && renewal.contains("2026") && renewal.hasSuffix(" für 4,99\u{A0}€."))
    }

    @Test func debugMessagesStayInTheSourceLanguage() {
        #expect(FixtureDebugMessage.retry(attempt: 2, operation: "restore").description == "Retry 2 for restore")
        #expect(FixtureDebugMessage.retry(attempt: 1234, operation: "restore").description == "Retry 1,234 for restore")
    }
}
