import Foundation
@_spi(GeneratedCode) import IAPMessagesCore

/// Reads a placeholder's `example` as a value of its type, so `msgc render` can show real output and
/// `msgc check` can refuse examples that could never be rendered.
///
/// Spellings: Int "3"; Double and Decimal "4.99"; Price "4.99 EUR"; Duration "90s", "5m", "2h", "3d";
/// Date ISO 8601 "2026-03-01T09:30:00Z"; PeriodUnit "day", "week", "month" or "year"; String anything.
package enum ExampleValue {
    package static func parse(_ text: String, as type: PlaceholderType) -> MessageArgument? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch type {
        case .string:
            return .string(text)
        case .int:
            return Int(trimmed).map(MessageArgument.int)
        case .double:
            guard isPlainDecimal(trimmed), let value = Double(trimmed) else { return nil }
            return .double(value)
        case .decimal:
            guard isPlainDecimal(trimmed), let value = Decimal(string: trimmed, locale: posix) else { return nil }
            return .decimal(value)
        case .price:
            let parts = trimmed.split(separator: " ")
            guard parts.count == 2, isPlainDecimal(String(parts[0])),
                  let amount = Decimal(string: String(parts[0]), locale: posix),
                  let price = try? IAPPrice(amount: amount, currencyCode: String(parts[1])),
                  parts[1].count == 3 else { return nil }
            return .price(price)
        case .duration:
            return duration(trimmed).map { MessageArgument.duration($0) }
        case .date:
            return date(trimmed).map(MessageArgument.date)
        case .periodUnit:
            return IAPPeriod.Unit(rawValue: trimmed).map { .string($0.rawValue) }
        }
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    private static func isPlainDecimal(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("-") { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// Seconds; in floating point, so that "9000000000000000000d" is a long wait, not an overflow.
    private static func duration(_ text: String) -> TimeInterval? {
        guard let unit = text.last, let amount = Int64(text.dropLast()), amount >= 0 else { return nil }
        let seconds = TimeInterval(amount)
        switch unit {
        case "s": return seconds
        case "m": return seconds * 60
        case "h": return seconds * 3_600
        case "d": return seconds * 86_400
        default: return nil
        }
    }

    private static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
