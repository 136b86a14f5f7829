/// A CLDR number pattern ("#,##0.00 ¤", "¤#,##0.00;(¤#,##0.00)") as ICU's number formatter uses it:
/// only for its affixes and grouping sizes (digits and rounding come from the skeleton).
struct PortableNumberPattern: Sendable {
    /// One piece of an affix.
    enum Token: Sendable, Equatable {
        case literal(String)
        case minus, plus, percent, permille, approximately
        /// `¤` repeated `count` times: 1 symbol, 2 ISO code, 3 plural name, 5 narrow symbol.
        case currency(Int)
    }

    var positivePrefix: [Token] = []
    var positiveSuffix: [Token] = []
    var negativePrefix: [Token] = []
    var negativeSuffix: [Token] = []
    var hasNegativeSubpattern = false
    /// ICU's grouping sizes: digits after the last separator, between the last two, before that (-1: none).
    var grouping1 = -1
    var grouping2 = -1
    var grouping3 = -1
    /// Whether the positive subpattern has integer digits; ICU shows no number for one without
    /// ("mille", CLDR's French compact pattern for exactly 1000).
    var hasBody = false

    init(_ pattern: String) {
        let subpatterns = Self.splitSubpatterns(pattern)
        (positivePrefix, positiveSuffix) = parseSubpattern(subpatterns.0, recordGrouping: true)
        if let negative = subpatterns.1, !negative.isEmpty {
            hasNegativeSubpattern = true
            (negativePrefix, negativeSuffix) = parseSubpattern(negative, recordGrouping: false)
        }
    }

    var positiveHasPlusSign: Bool { positivePrefix.contains(.plus) || positiveSuffix.contains(.plus) }
    var negativeHasMinusSign: Bool { negativePrefix.contains(.minus) || negativeSuffix.contains(.minus) }

    /// The pattern split at its first `;` outside quotes.
    private static func splitSubpatterns(_ pattern: String) -> (Substring, Substring?) {
        var quoted = false
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let character = pattern[index]
            if character == "'" { quoted.toggle() }
            if character == ";", !quoted {
                return (pattern[..<index], pattern[pattern.index(after: index)...])
            }
            index = pattern.index(after: index)
        }
        return (pattern[...], nil)
    }

    private static let numberCharacters: Set<Character> = ["#", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "@", ",", ".", "E"]

    private mutating func parseSubpattern(_ text: Substring, recordGrouping: Bool) -> ([Token], [Token]) {
        var prefix: [Token] = []
        var suffix: [Token] = []
        var index = text.startIndex
        prefix = Self.affix(text, from: &index)
        // The number part: digits, '#', '@', ',', '.', and an exponent.
        var sizes: [Int] = [0]
        var seenSeparator = false
        var inFraction = false
        while index < text.endIndex, Self.numberCharacters.contains(text[index]) {
            let character = text[index]
            if character == "." {
                inFraction = true
            } else if character == "," && !inFraction {
                sizes.append(0)
                seenSeparator = true
            } else if character == "E" {
                break
            } else if !inFraction {
                sizes[sizes.count - 1] += 1
                if recordGrouping { hasBody = true }
            }
            index = text.index(after: index)
        }
        suffix = Self.affix(text, from: &index)
        if recordGrouping {
            let reversed = Array(sizes.reversed())
            grouping1 = seenSeparator ? reversed[0] : -1
            grouping2 = reversed.count > 1 ? reversed[1] : -1
            grouping3 = reversed.count > 2 ? reversed[2] : -1
            if !seenSeparator { grouping1 = reversed[0] }
        }
        return (prefix, suffix)
    }

    /// Reads affix tokens up to the number part (or the end).
    private static func affix(_ text: Substring, from index: inout Substring.Index) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        var quoted = false
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
        }
        while index < text.endIndex {
            let character = text[index]
            // '' is a quote, in quoted text or not; a single one starts or ends quoted text.
            if character == "'" {
                let next = text.index(after: index)
                if next < text.endIndex, text[next] == "'" {
                    literal.append("'")
                    index = text.index(after: next)
                } else {
                    quoted.toggle()
                    index = next
                }
                continue
            }
            if quoted {
                literal.append(character)
                index = text.index(after: index)
                continue
            }
            if numberCharacters.contains(character) && character != "E" { break }
            switch character {
            case "-": flush(); tokens.append(.minus)
            case "+": flush(); tokens.append(.plus)
            case "%": flush(); tokens.append(.percent)
            case "‰": flush(); tokens.append(.permille)
            case "~": flush(); tokens.append(.approximately)
            case "¤":
                flush()
                var count = 0
                while index < text.endIndex, text[index] == "¤" {
                    count += 1
                    index = text.index(after: index)
                }
                tokens.append(.currency(count))
                continue
            default:
                literal.append(character)
            }
            index = text.index(after: index)
        }
        flush()
        return tokens
    }
}
