/// Formats the count of a relative time as ICU's default decimal format for a locale does ("1,234",
/// "1 234", "١٬٢٣٤"), through a number formatter that the caller supplies.
///
/// Number formatting belongs to the number formatters (`NumberFormatterHandle` with ICU, the portable
/// one without); this only says which skeleton reproduces the decimal format ICU's relative-time
/// formatter uses (`NumberFormat` with `UNUM_DECIMAL`). In Apple's ICU that format groups as the
/// locale's decimal pattern and minimum grouping digits say ("1234" in Spanish and Polish, as a plain
/// number formatter writes it): the empty skeleton, the locale's defaults.
struct PhraseCountFormat: Sendable {
    /// Formats plain ASCII digits ("1234", "2.5") for an ICU locale ID as a number formatter opened
    /// for the locale and the number skeleton does; nil when it cannot.
    typealias NumberFormat = @Sendable (_ locale: String, _ skeleton: String, _ digits: String) -> String?

    private let number: NumberFormat

    init(number: @escaping NumberFormat) {
        self.number = number
    }

    /// Counts formatted by the system's number formatter: what the Apple backend uses.
    static let system = PhraseCountFormat { locale, skeleton, digits in
        try? SystemNumberFormatter.shared(locale: locale, skeleton: skeleton).format(digits: digits)
    }

    /// The count formatted for the locale; nil when the number formatter fails.
    func format(locale: String, digits: String) -> String? {
        number(locale, Self.skeleton, digits)
    }

    /// The locale's own decimal format, grouping included.
    static let skeleton = ""
}

/// "in 5 minutes", "vor 2 Tagen", "через 21 минуту": ICU's `ureldatefmt_formatNumeric` from the baked
/// CLDR patterns, the portable backend's counterpart of `RelativeTimeHandle`.
///
/// As ICU does: a value whose sign bit is set is in the past, any other in the future ("in 0
/// seconds"); the count is formatted by the locale's decimal format and its plural category chosen
/// on the count as displayed; the pattern is the category's, else `other`'s, in the width asked for,
/// else in a wider one (narrow → short → wide).
///
/// ```swift
/// let russian = PortableRelativeTimeFormatter(locale: "ru", width: .wide, count: .system)
/// russian.format(21, unit: .minute)    // "через 21 минуту"
/// russian.format(-5, unit: .minute)    // "5 минут назад"
/// ```
struct PortableRelativeTimeFormatter: Sendable {
    let locale: String
    let width: TextWidth
    private let chain: [Int]
    private let rules: PortablePluralRuleSet
    private let count: PhraseCountFormat

    /// A formatter for an ICU locale ID ("de_CH", "ar_EG@numbers=latn", "" for the root).
    init(locale: String, width: TextWidth, count: PhraseCountFormat) {
        self.locale = locale
        self.width = width
        let table = PhraseTable.shared
        chain = table.chain(from: table.bundle(forICUID: locale))
        rules = PluralRuleTable.shared.ruleSet(forICUID: locale, type: .cardinal)
        self.count = count
    }

    private static let cache = HandleCache<[String], PortableRelativeTimeFormatter>(capacity: 128)

    /// A cached formatter for the locale and width with portable counts: what the runtime uses.
    static func shared(locale: String, width: TextWidth) -> PortableRelativeTimeFormatter {
        cache.value(for: [locale, width.rawValue]) { PortableRelativeTimeFormatter(locale: locale, width: width, count: .system) }
    }

    /// `value` units from now; nil where ICU would fail (a value that is not finite, a count the
    /// number formatter refuses).
    func format(_ value: Double, unit: RelativeTimeFormatter.Unit) -> String? {
        guard value.isFinite, let digits = Self.displayedDigits(of: value.magnitude) else { return nil }
        guard let number = count.format(locale: locale, digits: digits) else { return nil }
        let category = rules.category(forDisplayed: digits)
        let unitNumber = switch unit {
        case .second: 0
        case .minute: 1
        case .hour: 2
        case .day: 3
        case .week: 4
        case .month: 5
        case .year: 6
        }
        guard let text = PhraseTable.shared.relativeTimePattern(
            chain: chain, unit: unitNumber, width: PortableListFormatter.number(of: width),
            future: value.sign == .plus, plural: PhraseTable.pluralNumber(category)),
            let pattern = SimplePattern(text, arguments: 0...1)
        else { return nil }
        return pattern.wrapping(number)
    }

    /// The digits ICU's decimal format shows for a non-negative double: the shortest decimal that
    /// reads back as the double (as ICU's `DecimalQuantity::setToDouble` takes it), rounded half to
    /// even to at most three fraction digits ("#,##0.###"), without exponent or trailing zeros.
    static func displayedDigits(of value: Double) -> String? {
        guard value.isFinite, value >= 0 else { return nil }
        // Swift prints the shortest round-tripping digits: "1234.0", "1e+16", "2.5e-05".
        let printed = "\(value)"
        var mantissa = printed
        var exponent = 0
        if let e = printed.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = String(printed[..<e])
            guard let parsed = Int(printed[printed.index(after: e)...]) else { return nil }
            exponent = parsed
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = Array(parts[0].utf8) + (parts.count > 1 ? Array(parts[1].utf8) : [])
        // The position of the decimal point within `digits`.
        var point = parts[0].utf8.count + exponent
        if point < 0 {
            digits = [UInt8](repeating: UInt8(ascii: "0"), count: -point) + digits
            point = 0
        }
        if point > digits.count {
            digits += [UInt8](repeating: UInt8(ascii: "0"), count: point - digits.count)
        }
        var integer = Array(digits[..<point])
        var fraction = Array(digits[point...])
        if fraction.count > 3 {
            // Half to even on the decimal digits.
            let kept = Array(fraction[..<3])
            let dropped = fraction[3...]
            let first = dropped.first!
            let restIsZero = dropped.dropFirst().allSatisfy { $0 == UInt8(ascii: "0") }
            let lastKept = kept.last!
            let roundUp = first > UInt8(ascii: "5")
                || (first == UInt8(ascii: "5") && (!restIsZero || (lastKept - UInt8(ascii: "0")) % 2 == 1))
            var all = integer + kept
            if roundUp {
                var index = all.count - 1
                while index >= 0 {
                    if all[index] == UInt8(ascii: "9") {
                        all[index] = UInt8(ascii: "0")
                        index -= 1
                    } else {
                        all[index] += 1
                        break
                    }
                }
                if index < 0 { all.insert(UInt8(ascii: "1"), at: 0) }
            }
            integer = Array(all[..<(all.count - 3)])
            fraction = Array(all[(all.count - 3)...])
        }
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        while integer.count > 1, integer.first == UInt8(ascii: "0") { integer.removeFirst() }
        if integer.isEmpty { integer = [UInt8(ascii: "0")] }
        let text = String(decoding: integer, as: UTF8.self)
        return fraction.isEmpty ? text : text + "." + String(decoding: fraction, as: UTF8.self)
    }
}
