/// A length of time a subscription bills or an offer lasts: a count of days, weeks, months or years.
///
/// Quarterly is three months, a six-week trial six weeks. A period is at least one unit long: a
/// count below 1 is refused here, where the period is built, so no message ever reads "every 0 months".
///
/// ```swift
/// let quarter = try IAPPeriod(count: 3, unit: .month)
/// IAPUserMessage.subscriptionPrice(price: price, unit: quarter.unit, count: quarter.count)
/// ```
public struct IAPPeriod: Hashable, Sendable {
    /// The calendar unit a period is counted in, as StoreKit names them.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// A day: a three-day free trial is 3 × `.day`.
        case day
        /// A week of seven days.
        case week
        /// A calendar month; a quarter is three, half a year six.
        case month
        /// A calendar year.
        case year
    }

    /// Why a period could not be built.
    public struct InvalidCount: Error, Hashable, Sendable, CustomStringConvertible {
        /// The count that was refused: 0 or negative.
        public let count: Int
        /// The refusal as a sentence, for a log or a test's failure.
        public var description: String { "a period lasts at least one unit, not \(count)" }
    }

    /// How many units the period lasts, 1 or more.
    public let count: Int
    /// The calendar unit the period is counted in.
    public let unit: Unit

    /// A period of `count` units of `unit`: `IAPPeriod(count: 3, unit: .month)` for a quarter.
    ///
    /// - Throws: `InvalidCount` when `count` is below 1.
    public init(count: Int, unit: Unit) throws(InvalidCount) {
        guard count >= 1 else { throw InvalidCount(count: count) }
        self.count = count
        self.unit = unit
    }
}
