import Foundation

/// One typed argument of a message, as generated code passes it to the runtime.
@_spi(GeneratedCode)
public enum MessageArgument: Sendable, Equatable {
    /// Text the app passes in (a store's reason, a product name), shown as it is; isolated when its
    /// direction differs from the sentence's.
    case string(String)
    /// A whole number: a count that plurals compare exactly, without `Decimal`.
    case int(Int)
    /// A number with a fraction, formatted and selected on as the message's number style writes it.
    case double(Double)
    /// An exact decimal number, never passed through `Double`.
    case decimal(Decimal)
    /// A moment, written by the message's `date` or `time` style in the text's locale.
    case date(Date)
    /// An amount of money with its currency, written as the price's storefront or the text's locale
    /// writes it.
    case price(IAPPrice)
    /// A wait or a period, in seconds (`TimeInterval`, as `Retry-After` gives it).
    case duration(TimeInterval)

    /// A wait or a period given as a Swift `Duration`.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public static func duration(_ value: Duration) -> MessageArgument {
        .duration(timeInterval(of: value))
    }

    /// `value` in seconds, for the `Duration` overloads of generated messages.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public static func timeInterval(of value: Duration) -> TimeInterval {
        let (seconds, attoseconds) = value.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    /// The exact decimal digits of a numeric argument ("3", "-0.25"), for ICU and plural selection;
    /// NaN and the infinities in ICU's spellings of them ("NaN", "-Infinity": `NonFiniteNumber`).
    var numericDigits: String? {
        switch self {
        case .int(let value): return String(value)
        case .decimal(let value): return value.isNaN ? NonFiniteNumber.nan.rawValue : DecimalNumeral.formattable(value.exactDigits)
        case .double(let value):
            if let special = NonFiniteNumber(value) { return special.rawValue }
            let text = String(value)
            // Swift prints 1e-05 and 1e+308 for extremes: the formatters read that as 1E-5 and 1E308
            // (a Decimal could not hold the largest and smallest Doubles).
            return text.contains("e") ? text.replacingOccurrences(of: "e+", with: "E").replacingOccurrences(of: "e", with: "E") : text
        default: return nil
        }
    }

    /// NaN or an infinity, which no `=N` case matches and a plural offset leaves as it is.
    var nonFinite: NonFiniteNumber? {
        switch self {
        case .double(let value): NonFiniteNumber(value)
        case .decimal(let value): value.isNaN ? .nan : nil
        default: nil
        }
    }

    /// The value as a Decimal, to compare with `=N` cases and subtract a plural offset exactly; nil
    /// for NaN and the infinities.
    var decimalValue: Decimal? {
        switch self {
        case .int(let value): Decimal(value)
        case .decimal(let value): value.isNaN ? nil : value
        case .double(let value): value.isFinite ? Decimal(string: String(value)) ?? Decimal(value) : nil
        default: nil
        }
    }

    /// What a message shows for this argument when no formatter applies (a text for debugging).
    var plainDescription: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .decimal(let value): value.description
        case .date(let value): value.description
        case .price(let value): "\(value.amount) \(value.currencyCode)"
        case .duration(let value): "\(value) s"
        }
    }
}
