import Foundation

/// Strict decimal parsing for command-line input: `Decimal(string:)` accepts "12abc" as 12.
enum DecimalText {
    static func parse(_ text: String) -> Decimal? {
        var digits = 0
        var seenDot = false
        var seenExponent = false
        var previous: Character?
        for character in text {
            switch character {
            case "0"..."9": digits += 1
            case "." where !seenDot && !seenExponent: seenDot = true
            case "e" where digits > 0 && !seenExponent, "E" where digits > 0 && !seenExponent:
                seenExponent = true
            case "+" where previous == nil || previous == "e" || previous == "E",
                 "-" where previous == nil || previous == "e" || previous == "E":
                break
            default: return nil
            }
            previous = character
        }
        guard digits > 0, let last = previous, last.isNumber || last == "." else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
