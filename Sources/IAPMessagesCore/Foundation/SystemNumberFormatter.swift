import Foundation

/// Numbers in messages written by the system's own formatter: `{n, number}`, `integer`, `percent`,
/// `::skeleton`, a plural's `#`, and the counts of relative times and durations.
///
/// A number beside a price on a paywall should read as the device writes numbers, whatever ICU and
/// CLDR the device runs, so the Apple build bakes no number data. The skeleton is read here, and the
/// number rounded here as ICU rounds it (half-even, at the skeleton's precision): the plural category
/// is chosen on the number as displayed, and that needs the displayed digits. The rounded number then
/// goes to `Decimal.FormatStyle` (iOS 15, macOS 12; always on Linux) or `NumberFormatter` before, with
/// exactly its fraction digits, so the system writes symbols, grouping, digits and sign. A skeleton
/// the system's public API cannot say (`permille`, `group-min2`, `compact-long`, `unit-width-hidden`,
/// units) is refused: msgc warns about it in a catalog (`ICUData.systemSkeletonProblem`).
struct SystemNumberFormatter: Sendable {
    private let skeleton: PortableNumberSkeleton
    private let locale: Locale
    private let scale: PortableDecimal?
    private let style: Style
    /// The skeleton's precision; for money without one, its currency's digits as the system writes them.
    private let precision: PortableNumberSkeleton.Precision

    /// What the system formats with: a number, a percentage (the number as it is: ICU's `percent`
    /// does not multiply), or money in a currency.
    private enum Style: Sendable {
        case number
        case percent
        case currency(String)
    }

    /// Decimal's significand holds 38 digits; a number with more is rounded to that many.
    static let digitLimit = 38

    init(locale id: String, skeleton text: String) throws(PortableNumberError) {
        let parsed = try PortableNumberSkeleton(parsing: text)
        if let problem = Self.problem(parsed) { throw PortableNumberError(problem) }
        // An unknown numbering system (`ar@numbers=bogus`) makes ICU fail, and the caller retry without
        // it; the system would write unformatted Latin digits instead.
        // A skeleton's own numbering system replaces the locale's.
        if let system = parsed.numberingSystem ?? Self.numberingSystem(of: id), !FormattingLocale.isNumberingSystem(system) {
            throw PortableNumberError("unknown numbering system '\(system)'")
        }
        skeleton = parsed
        locale = Locale(identifier: Self.localeID(id, numberingSystem: parsed.numberingSystem))
        scale = parsed.scale.flatMap(PortableDecimal.init)
        switch parsed.unit {
        case .none: style = .number
        case .percent: style = .percent
        case .currency(let code): style = .currency(code)
        case .permille, .measure: preconditionFailure("refused by problem(_:)")
        }
        switch (style, parsed.precision) {
        case (.currency(let code), .unset), (.currency(let code), .currencyStandard):
            let digits = Self.currencyDigits(code, locale: locale)
            precision = .fraction(minimum: digits, maximum: digits)
        case (_, .currencyStandard):
            precision = .fraction(minimum: 2, maximum: 2)
        default:
            precision = parsed.precision
        }
    }

    /// How many fraction digits the system writes money in `code` with: the digits it shows of
    /// 0.123456789 (in any numbering system), less the one before the separator. Foundation's public
    /// API has no other way to ask, and the plural category of a price depends on them ("1.000 KWD").
    private static func currencyDigits(_ code: String, locale: Locale) -> Int {
        var skeleton = PortableNumberSkeleton()
        skeleton.unit = .currency(code)
        let probe = SystemNumberStyle.format(Decimal(string: "0.123456789", locale: Locale(identifier: "en_US_POSIX")) ?? 0,
                                             kind: .currency(code), skeleton: skeleton, locale: locale, fraction: nil)
        // Numeric, not only decimal digits: Chinese `hanidec` writes 〇 and 一.
        let digits = probe.unicodeScalars.filter { $0.properties.numericType != nil }.count
        return max(0, digits - 1)
    }

    /// Why the system cannot write a skeleton as ICU does; nil when it can.
    static func problem(_ skeleton: PortableNumberSkeleton) -> String? {
        switch skeleton.unit {
        case .permille: return "'permille': the system's number styles have no per-mille"
        case .measure: return "measure units: the system's number styles format none"
        default: break
        }
        if skeleton.width == .hidden { return "'unit-width-hidden': the system always shows the currency" }
        switch skeleton.grouping {
        case .min2, .onAligned, .thousands: return "grouping other than 'group-auto' and 'group-off': the system's number styles have no other"
        default: break
        }
        if skeleton.notation == .compactLong { return "'compact-long': the system's number styles have short compact names only" }
        if skeleton.notation == .compactShort, skeleton.unit != .none {
            return "compact notation with a unit: the system's number styles write compact names for plain numbers only"
        }
        return nil
    }

    /// The `numbers` keyword of an ICU locale ID.
    private static func numberingSystem(of id: String) -> String? {
        guard let at = id.firstIndex(of: "@") else { return nil }
        return id[id.index(after: at)...].split(separator: ";").first { $0.hasPrefix("numbers=") }.map { String($0.dropFirst(8)) }
    }

    /// The ICU locale ID with `@numbers=` set to the skeleton's numbering system, if it names one.
    private static func localeID(_ id: String, numberingSystem: String?) -> String {
        guard let numberingSystem else { return id }
        let parts = id.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        var keywords = parts.count > 1 ? parts[1].split(separator: ";").filter { !$0.hasPrefix("numbers=") }.map(String.init) : []
        keywords.append("numbers=" + numberingSystem)
        return String(parts[0]) + "@" + keywords.sorted().joined(separator: ";")
    }

    private static let cache = HandleCache<[String], SystemNumberFormatter>(capacity: 512)

    /// A cached formatter for (locale, skeleton), made on first use.
    static func shared(locale: String, skeleton: String) throws(PortableNumberError) -> SystemNumberFormatter {
        try cache.value(for: [locale, skeleton]) { () throws(PortableNumberError) in
            try SystemNumberFormatter(locale: locale, skeleton: skeleton)
        }
    }

    // MARK: - Formatting

    /// The number, given as a decimal digit string, as the system writes it.
    func format(digits: String) throws(PortableNumberError) -> String {
        try formatWithPluralKeyword(digits: digits, rules: nil).0
    }

    /// The formatted text and its plural keyword, on the number as displayed.
    func formatWithPluralKeyword(digits: String, rules: PortablePluralRuleSet) throws(PortableNumberError) -> (String, String) {
        let (text, keyword) = try formatWithPluralKeyword(digits: digits, rules: Optional(rules))
        return (text, keyword ?? "other")
    }

    /// The plural keyword for the number as this formatter displays it ("1.0" is not "one").
    func pluralKeyword(digits: String, rules: PortablePluralRuleSet) throws(PortableNumberError) -> String {
        try formatWithPluralKeyword(digits: digits, rules: rules).1
    }

    private func formatWithPluralKeyword(digits: String, rules: PortablePluralRuleSet?) throws(PortableNumberError) -> (String, String?) {
        guard let number = PortableDecimal(digits) else {
            // NaN and the infinities: the system's Double styles write them as ICU does, and ICU's
            // rules select `other` for them.
            guard let special = NonFiniteNumber(digits: digits) else { throw PortableNumberError("'\(digits)' is not a decimal number") }
            return (SystemNumberStyle.format(nonFinite: special.double, kind: kind, skeleton: skeleton, locale: locale), rules.map { _ in "other" })
        }
        if skeleton.notation == .compactShort { return compactText(number, rules: rules) }
        let result = rounded(number)
        return (write(result), rules.map { keyword(result, rules: $0) })
    }

    /// Compact notation ("1.2K"), compacted and rounded by the system. ICU chooses the plural on the
    /// number written out with the compact power of ten as operand e ("1.2K": n = 1200, e = 3): the
    /// power is read back from the text, as the one that takes the shown number to the value.
    private func compactText(_ input: PortableDecimal, rules: PortablePluralRuleSet?) -> (String, String?) {
        var value = input
        if let scale { value = value.multiplied(by: scale) }
        if value.digits.count > Self.digitLimit { value.round(toFractionDigits: Self.digitLimit - value.magnitude - 1) }
        guard let decimal = Self.decimal(value) else { return (value.plainText(fractionDigits: value.fractionCount), rules.map { _ in "other" }) }
        let text = SystemNumberStyle.format(decimal, kind: .number, skeleton: skeleton, locale: locale, fraction: nil)
        guard let rules else { return (text, nil) }
        guard let (shown, shownFraction) = shownNumber(in: text) else { return (text, "other") }
        guard !shown.isZero, !value.isZero else {
            return (text, rules.category(forDisplayed: shown.plainText(fractionDigits: shownFraction)).rawValue)
        }
        let ratio = abs((Double(value.plainText(fractionDigits: value.fractionCount)) ?? 0) / (Double(shown.plainText(fractionDigits: shown.fractionCount)) ?? 1))
        let exponent = max(0, Int((log10(ratio)).rounded()))
        var full = shown
        full.exponent += exponent
        let written = full.plainText(fractionDigits: max(0, shownFraction - exponent))
        return (text, PluralOperands(displayed: written, exponent: exponent).map { rules.category(for: $0) }?.rawValue ?? "other")
    }

    /// The number a formatted text shows, read in the locale's digits with its decimal separator:
    /// the first run of digits and the marks between them (a grouping mark is skipped), and how many
    /// fraction digits it shows ("1,00" shows two).
    private func shownNumber(in text: String) -> (value: PortableDecimal, fraction: Int)? {
        var plain = PortableNumberSkeleton()
        plain.grouping = .off
        let separator = SystemNumberStyle.format(Decimal(string: "1.5", locale: Locale(identifier: "en_US_POSIX")) ?? 0, kind: .number,
                                                 skeleton: plain, locale: locale, fraction: 1)
            .unicodeScalars.first { $0.properties.numericType == nil }
        func digit(_ scalar: Unicode.Scalar) -> Int? {
            guard scalar.properties.numericType != nil, let value = scalar.properties.numericValue,
                  value >= 0, value <= 9, value == value.rounded() else { return nil }
            return Int(value)
        }
        let scalars = Array(text.unicodeScalars)
        guard let start = scalars.firstIndex(where: { digit($0) != nil }) else { return nil }
        var ascii = "", fraction: Int?
        var index = start
        while index < scalars.count {
            if let value = digit(scalars[index]) {
                ascii += String(value)
                fraction = fraction.map { $0 + 1 }
            } else if index + 1 < scalars.count, digit(scalars[index + 1]) != nil {
                if scalars[index] == separator, fraction == nil {
                    ascii += "."
                    fraction = 0
                }
            } else {
                break
            }
            index += 1
        }
        return PortableDecimal(ascii).map { ($0, fraction ?? 0) }
    }

    /// The number scaled and rounded as displayed, with how many fraction digits it shows; and
    /// whether it was negative before rounding (ICU writes "-0" for -0.001 at two digits, unless the
    /// skeleton's sign says otherwise).
    private struct Rounded {
        var value: PortableDecimal
        var fraction: Int
        var wasNegative: Bool
    }

    private func rounded(_ input: PortableDecimal) -> Rounded {
        var value = input
        if let scale { value = value.multiplied(by: scale) }
        let wasNegative = value.isNegative
        var fraction: Int
        switch precision {
        case .unset, .currencyStandard:
            value.round(toFractionDigits: 6)
            fraction = value.fractionCount
        case .unlimited:
            fraction = value.fractionCount
        case .fraction(let minimum, let maximum):
            if let maximum { value.round(toFractionDigits: maximum) }
            fraction = max(value.fractionCount, minimum)
        case .significant(let minimum, let maximum):
            if let maximum, !value.isZero { value.round(toFractionDigits: maximum - value.magnitude - 1) }
            fraction = max(value.fractionCount, minimum - (value.isZero ? 0 : value.magnitude) - 1)
        }
        if let maximum = skeleton.maximumIntegerDigits, !value.isZero, value.magnitude >= maximum {
            // Digits at 10^maximum and above are dropped, as ICU's integer-width truncation does.
            let low = value.exponent
            let kept: [UInt8] = low >= maximum ? [] : (low..<maximum).reversed().map { value.digit(at: $0) }
            value = PortableDecimal(isNegative: value.isNegative, digits: kept, exponent: min(low, maximum))
        }
        if value.digits.count > Self.digitLimit {
            value.round(toFractionDigits: Self.digitLimit - value.magnitude - 1)
            fraction = min(fraction, value.fractionCount)
        }
        return Rounded(value: value, fraction: max(fraction, 0), wasNegative: wasNegative)
    }

    private func keyword(_ result: Rounded, rules: PortablePluralRuleSet) -> String {
        rules.category(forDisplayed: result.value.plainText(fractionDigits: result.fraction)).rawValue
    }

    /// Whether the text shows a minus for a number that rounded to zero: the sign stems that show
    /// the sign of a negative zero, as ICU does (`sign-negative` and `sign-never` do not).
    private var showsNegativeZero: Bool {
        switch skeleton.sign {
        case .auto, .always, .accounting, .accountingAlways: true
        case .exceptZero, .accountingExceptZero, .negative, .accountingNegative, .never: false
        }
    }

    private func write(_ result: Rounded) -> String {
        // Past Decimal's exponents (1E200): the nearest Double, for a plain number; the digits as they
        // are otherwise.
        guard let decimal = Self.decimal(result.value) else {
            guard case .number = style, let double = Double(result.value.plainText(fractionDigits: 0)) else {
                return result.value.plainText(fractionDigits: result.fraction)
            }
            return SystemNumberStyle.formatHuge(double, skeleton: skeleton, locale: locale)
        }
        func text(_ value: Decimal, sign: PortableNumberSkeleton.Sign? = nil) -> String {
            var shown = skeleton
            if let sign { shown.sign = sign }
            return SystemNumberStyle.format(value, kind: kind, skeleton: shown, locale: locale, fraction: result.fraction)
        }
        if result.value.isZero, result.wasNegative, showsNegativeZero {
            // Decimal has no negative zero: "-0.00" is "-1.00" with its one digit 1 written as 0, in the
            // locale's digits.
            let minusOne = text(-1)
            var plain = PortableNumberSkeleton()
            plain.grouping = .off
            let one = SystemNumberStyle.format(1, kind: .number, skeleton: plain, locale: locale, fraction: 0)
            let zero = SystemNumberStyle.format(0, kind: .number, skeleton: plain, locale: locale, fraction: 0)
            if let digit = minusOne.range(of: one) { return minusOne.replacingCharacters(in: digit, with: zero) }
        }
        return text(decimal)
    }

    private var kind: SystemNumberStyle.Kind {
        switch style {
        case .number: .number
        case .percent: .percent
        case .currency(let code): .currency(code)
        }
    }

    /// The exact Decimal of a rounded number of at most 38 digits; nil beyond Decimal's exponents.
    static func decimal(_ value: PortableDecimal) -> Decimal? {
        if value.isZero { return 0 }
        guard value.exponent >= -128, value.exponent + value.digits.count <= 127 else { return nil }
        var significand = Decimal(0)
        for digit in value.digits { significand = significand * 10 + Decimal(Int(digit)) }
        return Decimal(sign: value.isNegative ? .minus : .plus, exponent: value.exponent, significand: significand)
    }
}
