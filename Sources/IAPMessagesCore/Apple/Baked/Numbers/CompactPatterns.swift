/// The compact patterns ("0K", "0 тысячи", "¤0M") one formatter uses, merged from the baked data as
/// ICU's CompactData merges CLDR's `NumberElements/<system>/patternsShort|patternsLong/
/// decimalFormat|currencyFormat`: per power of ten and plural form, the first bundle along the chain
/// that has the entry wins, and CLDR's pattern "0" stands for "no compact pattern here" (the number is
/// then formatted with the locale's ordinary pattern) without falling back to the parents.
struct CompactPatterns: Sendable {
    /// By power of ten, then plural form ("0", "1", "one", "other", …); "" for CLDR's "0".
    private var patterns: [[String: String]] = Array(repeating: [:], count: Self.maximumMagnitude + 1)
    /// By power of ten: the power of ten the number is scaled by before the pattern shows it (-3 for
    /// "0K" at 1000); 0 where no pattern has zeros.
    private var multipliers: [Int] = Array(repeating: 0, count: Self.maximumMagnitude + 1)
    private(set) var largestMagnitude = 0
    private(set) var isEmpty = true

    /// ICU's COMPACT_MAX_DIGITS: powers of ten above are ignored.
    static let maximumMagnitude = 19

    /// The patterns for a numbering system, as ICU's CompactData::populate looks for them: the
    /// system's table of the style, else Latin's, else the short style's (system, then Latin).
    init(table: NumberDataTable, system: String, long: Bool, currency: Bool, chain: [String]) {
        let type = currency ? "c" : "d"
        var attempts = [(system, long ? "l" : "s")]
        if system != "latn" { attempts.append(("latn", long ? "l" : "s")) }
        if long { attempts.append((system, "s")) }
        if long, system != "latn" { attempts.append(("latn", "s")) }
        for (name, style) in attempts where isEmpty {
            merge(table: table, key: "\(name).\(style)\(type)", chain: chain)
        }
    }

    /// Merges a table along the chain. A bundle whose table is an alias (root's tables of most
    /// numbering systems: mark + `latn`) continues with the locale's Latin table, from the locale's
    /// own bundle on, as ICU resolves a `/LOCALE/` alias in the requested locale.
    private mutating func merge(table: NumberDataTable, key: String, chain: [String]) {
        for bundle in chain {
            guard let text = table.elements.value(key, in: bundle) else { continue }
            if text.hasPrefix("\u{1}") {
                let target = String(text.dropFirst())
                let suffix = key[key.index(after: key.firstIndex(of: ".")!)...]
                merge(table: table, key: "\(target).\(suffix)", chain: chain)
                return
            }
            add(text)
        }
    }

    /// One bundle's packed table ("3o0 тысяча|3x0 тысячи|4o^"), as ICU's CompactDataSink takes a
    /// bundle's entries: those of forms already known skipped, the multiplier of a power of ten taken
    /// from the first pattern with zeros.
    private mutating func add(_ text: String) {
        var previous: [Character: String] = [:]
        var byMagnitude: [Int: [(Character, String)]] = [:]
        var order: [Int] = []
        for item in text.split(separator: "|", omittingEmptySubsequences: false) {
            guard let letterIndex = item.firstIndex(where: { !$0.isASCII || !$0.isNumber }),
                  let magnitude = Int(item[..<letterIndex]), magnitude <= Self.maximumMagnitude else { continue }
            let letter = item[letterIndex]
            var pattern = String(item[item.index(after: letterIndex)...])
            if pattern == "^", let before = previous[letter], let first = before.firstIndex(of: "0") {
                pattern = before
                pattern.insert("0", at: first)
            }
            previous[letter] = pattern
            if byMagnitude[magnitude] == nil { order.append(magnitude) }
            byMagnitude[magnitude, default: []].append((letter, pattern))
        }
        for magnitude in order {
            var multiplier = multipliers[magnitude]
            for (letter, pattern) in byMagnitude[magnitude] ?? [] {
                guard let form = Self.forms[letter], patterns[magnitude][form] == nil else { continue }
                let stored = pattern == "0" ? "" : pattern
                patterns[magnitude][form] = stored
                if multiplier == 0 {
                    let zeros = Self.countZeros(stored)
                    if zeros > 0 { multiplier = zeros - magnitude - 1 }
                }
            }
            if multipliers[magnitude] == 0 {
                multipliers[magnitude] = multiplier
                largestMagnitude = max(largestMagnitude, magnitude)
                isEmpty = false
            }
        }
    }

    private static let forms: [Character: String] = [
        "a": "0", "b": "1", "z": "zero", "o": "one", "t": "two", "f": "few", "m": "many", "x": "other",
    ]

    /// ICU counts the first run of zeros only.
    private static func countZeros(_ pattern: String) -> Int {
        var count = 0
        for character in pattern {
            if character == "0" { count += 1 } else if count > 0 { break }
        }
        return count
    }

    /// Every distinct pattern, for the formatter to render each one's affixes once.
    var allPatterns: [String] {
        var seen: Set<String> = []
        return patterns.flatMap { $0.values }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The power of ten a number of this magnitude is scaled by (-3 for thousands shown as "1.2K").
    func multiplier(forMagnitude magnitude: Int) -> Int {
        guard magnitude >= 0 else { return 0 }
        return multipliers[min(magnitude, largestMagnitude)]
    }

    /// The pattern for a number of this magnitude, shown scaled as `scaled` (rounded, plain digits
    /// such as "1.2"): CLDR's explicit "0" or "1" for exactly that, else the plural form's, else
    /// `other`'s; nil where there is none or it is CLDR's "0".
    func pattern(magnitude: Int, scaled: PortableDecimal, fractionDigits: Int, rules: PortablePluralRuleSet) -> String? {
        guard magnitude >= 0 else { return nil }
        let entries = patterns[min(magnitude, largestMagnitude)]
        if scaled.fractionCount == 0 {
            // ICU's toLong keeps the lowest 18 integer digits.
            let low = (0...17).map { scaled.digit(at: $0) }
            let rest = low.dropFirst().allSatisfy { $0 == 0 }
            if rest, low[0] == 0, let explicit = entries["0"] { return explicit.isEmpty ? nil : explicit }
            if rest, low[0] == 1, !scaled.isNegative, let explicit = entries["1"] { return explicit.isEmpty ? nil : explicit }
        }
        let form = rules.category(forDisplayed: scaled.plainText(fractionDigits: fractionDigits)).rawValue
        let found = entries[form] ?? entries["other"]
        return found?.isEmpty == false ? found : nil
    }
}
