import Foundation
import Testing
@testable import IAPMessagesCore

/// A relative time keeps the unit it was asked in: "in 7 days" never becomes "in 1 week".
///
/// On Apple platforms the system writes it from date components (`SystemRelativeTime.components`):
/// `RelativeDateTimeFormatter.localizedString(from:)` formats the least granular of the year, month,
/// week-of-month, day, hour, minute and second components that is set, and ignores the rest (its
/// documentation). That formatter exists only on Apple platforms, so its input is held here to the rule
/// it follows; the texts below run through whichever backend this build has.
@Suite struct RelativeTimeUnitTests {
    /// The components `localizedString(from:)` reads, least granular first, with their values.
    static func read(_ components: DateComponents) -> [(RelativeTimeFormatter.Unit, Int?)] {
        [(.year, components.year), (.month, components.month), (.week, components.weekOfMonth), (.day, components.day),
         (.hour, components.hour), (.minute, components.minute), (.second, components.second)]
    }

    static let values = [-100_000, -21, -7, -1, 0, 1, 2, 7, 14, 24, 60, 365, 100_000]

    @Test(arguments: RelativeTimeFormatter.Unit.allCases)
    func componentsAskForTheUnitItself(_ unit: RelativeTimeFormatter.Unit) {
        for value in Self.values {
            let components = SystemRelativeTime.components(value, unit: unit)
            let set = Self.read(components).filter { $0.1 != nil }
            #expect(set.count == 1, "\(value) \(unit): \(components)")
            // What the formatter writes: the least granular component set, with its value.
            #expect(set.first?.0 == unit && set.first?.1 == value, "\(value) \(unit): \(components)")
            // Week of year, which the formatter ignores, is never where a week goes.
            #expect(components.weekOfYear == nil)
        }
    }

    @Test(arguments: [
        ("en", 7, RelativeTimeFormatter.Unit.day, "in 7 days"),
        ("en", 14, .day, "in 14 days"),
        ("en", 2, .week, "in 2 weeks"),
        ("en", -7, .day, "7 days ago"),
        ("en", 60, .minute, "in 60 minutes"),
        ("en", 24, .hour, "in 24 hours"),
        ("en", 12, .month, "in 12 months"),
        ("en", 365, .day, "in 365 days"),
        ("de", 7, .day, "in 7 Tagen"),
        ("ru", 14, .day, "через 14 дней"),
        ("fr", -60, .second, "il y a 60 secondes"),
    ])
    func textKeepsTheUnit(_ example: (locale: String, value: Int, unit: RelativeTimeFormatter.Unit, expected: String)) {
        let text = RelativeTimeFormatter(locale: example.locale).string(for: example.value, unit: example.unit)
        #expect(FixtureFile.escape(text) == FixtureFile.escape(example.expected))
    }
}
