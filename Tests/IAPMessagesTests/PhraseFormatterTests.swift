import Foundation
import Testing
@testable import IAPMessagesCore

@Suite struct RelativeTimeFormatterTests {
    @Test(arguments: [
        ("en", 5, RelativeTimeFormatter.Unit.minute, "in 5 minutes"),
        ("de", 5, .minute, "in 5 Minuten"),
        ("ru", 5, .minute, "через 5 минут"),
        ("ru", 1, .minute, "через 1 минуту"),
        ("ru", 2, .hour, "через 2 часа"),
        ("fr", 3, .day, "dans 3 jours"),
        ("en", 1, .day, "in 1 day"),
        ("en", -5, .minute, "5 minutes ago"),
        ("ja", 5, .minute, "5 分後"),
        ("pl", 22, .second, "za 22 sekundy"),
    ])
    func formats(_ example: (locale: String, value: Int, unit: RelativeTimeFormatter.Unit, expected: String)) {
        let text = RelativeTimeFormatter(locale: example.locale).string(for: example.value, unit: example.unit)
        #expect(FixtureFile.escape(text) == FixtureFile.escape(example.expected))
    }

    @Test func narrowWidth() {
        #expect(RelativeTimeFormatter(locale: "en", width: .short).string(for: 5, unit: .minute) == "in 5 min.")
    }

    /// A wait is rounded up to the unit, so the user never retries too early.
    @Test(arguments: [
        (TimeInterval(30), 30, RelativeTimeFormatter.Unit.second),
        (60, 1, .minute),
        (90, 2, .minute),
        (59.5, 1, .minute),
        (0.25, 1, .second),
        (3_600, 1, .hour),
        (3_601, 2, .hour),
        (86_400 * 3, 3, .day),
        (-90, -2, .minute),
        (.nan, 0, .second),
        (.infinity, 106_481_481_481_482, .day),
    ])
    func roundsDurationsUp(_ example: (duration: TimeInterval, value: Int, unit: RelativeTimeFormatter.Unit)) {
        let (value, unit) = RelativeTimeFormatter.roundedUp(example.duration)
        #expect(value == example.value)
        #expect(unit == example.unit)
    }

    @Test func durationPhrase() {
        #expect(RelativeTimeFormatter(locale: "de").string(for: 300) == "in 5 Minuten")
        #expect(RelativeTimeFormatter(locale: "de").string(for: 299.001) == "in 5 Minuten")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func durationOverload() {
        #expect(RelativeTimeFormatter(locale: "de").string(for: .seconds(300)) == "in 5 Minuten")
        #expect(RelativeTimeFormatter(locale: "de").string(for: .milliseconds(299_001)) == "in 5 Minuten")
    }
}

@Suite struct LocalizedListFormatterTests {
    @Test(arguments: [
        ("en", LocalizedListFormatter.ListType.and, ["Premium", "Coins", "VIP"], "Premium, Coins, and VIP"),
        ("de", .and, ["Premium", "Coins", "VIP"], "Premium, Coins und VIP"),
        ("fr", .and, ["Premium", "Coins", "VIP"], "Premium, Coins et VIP"),
        ("es", .and, ["Premium", "Iconos"], "Premium e Iconos"),
        ("ja", .and, ["プレミアム", "コイン", "VIP"], "プレミアム、コイン、VIP"),
        ("en", .or, ["Card", "PayPal"], "Card or PayPal"),
        ("en", .and, ["Premium"], "Premium"),
        ("en", .and, [], ""),
    ])
    func joins(_ example: (locale: String, type: LocalizedListFormatter.ListType, items: [String], expected: String)) {
        #expect(LocalizedListFormatter(locale: example.locale, type: example.type).string(for: example.items) == example.expected)
    }

    @Test func longItems() {
        let item = String(repeating: "ü", count: 400)
        let text = LocalizedListFormatter(locale: "en").string(for: [item, item])
        #expect(text == "\(item) and \(item)")
    }
}
