/// Why the portable number formatter refuses a skeleton or locale: a stem it does not implement, a
/// malformed option, an unknown numbering system.
package struct PortableNumberError: Error, Sendable, CustomStringConvertible {
    /// What was refused and why, in a sentence for a log or a test's failure
    /// ("unsupported stem 'permille'").
    package let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// An ICU number skeleton ("currency/EUR unit-width-narrow sign-accounting", ".00 group-off") parsed
/// into the options the portable formatter implements.
struct PortableNumberSkeleton: Sendable, Equatable {
    enum Unit: Sendable, Equatable {
        case none
        case currency(String)
        case percent
        case permille
        case measure(String)
    }

    enum UnitWidth: Sendable, Equatable {
        case short, narrow, fullName, isoCode, hidden
    }

    enum Sign: Sendable, Equatable {
        case auto, always, never, accounting, accountingAlways, exceptZero, accountingExceptZero, negative, accountingNegative

        var isAccounting: Bool {
            self == .accounting || self == .accountingAlways || self == .accountingExceptZero || self == .accountingNegative
        }
    }

    enum Precision: Sendable, Equatable {
        /// The default: the currency's digits for money, else at most six fraction digits.
        case unset
        case unlimited
        /// `precision-currency-standard`: the currency's digits, two without a currency (ICU's
        /// digits for an unknown code).
        case currencyStandard
        case fraction(minimum: Int, maximum: Int?)
        case significant(minimum: Int, maximum: Int?)
    }

    enum Grouping: Sendable, Equatable {
        case auto, off, min2, onAligned, thousands
    }

    enum Notation: Sendable, Equatable {
        case simple
        /// CLDR's compact patterns: "1.2K" (short), "1.2 thousand" (long).
        case compactShort, compactLong
    }

    var unit: Unit = .none
    var width: UnitWidth = .short
    var sign: Sign = .auto
    var precision: Precision = .unset
    var grouping: Grouping = .auto
    /// Whether a grouping stem was given: compact notation groups as `group-min2` unless told otherwise.
    var groupingIsSet = false
    var notation: Notation = .simple
    var decimalAlways = false
    /// Multiplier as a decimal string ("100"), nil for none.
    var scale: String?
    var minimumIntegerDigits = 1
    /// Nil: no truncation.
    var maximumIntegerDigits: Int?
    var numberingSystem: String?

    init() {}

    init(parsing text: String) throws(PortableNumberError) {
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            try apply(String(token))
        }
    }

    private mutating func apply(_ token: String) throws(PortableNumberError) {
        switch token {
        case "percent": unit = .percent; return
        case "%": unit = .percent; return
        case "%x100": unit = .percent; scale = "100"; return
        case "permille": unit = .permille; return
        case "unit-width-short": width = .short; return
        case "unit-width-narrow": width = .narrow; return
        case "unit-width-full-name": width = .fullName; return
        case "unit-width-iso-code": width = .isoCode; return
        case "unit-width-hidden": width = .hidden; return
        case "sign-auto": sign = .auto; return
        case "sign-always", "+!": sign = .always; return
        case "sign-never", "+_": sign = .never; return
        case "sign-accounting", "()": sign = .accounting; return
        case "sign-accounting-always", "()!": sign = .accountingAlways; return
        case "sign-except-zero", "+?": sign = .exceptZero; return
        case "sign-accounting-except-zero", "()?": sign = .accountingExceptZero; return
        case "sign-negative", "+-": sign = .negative; return
        case "sign-accounting-negative", "()-": sign = .accountingNegative; return
        case "precision-integer", ".": precision = .fraction(minimum: 0, maximum: 0); return
        case "precision-unlimited": precision = .unlimited; return
        case "precision-currency-standard": precision = .currencyStandard; return
        case "group-off", ",_": grouping = .off; groupingIsSet = true; return
        case "group-min2", ",?": grouping = .min2; groupingIsSet = true; return
        case "group-auto": grouping = .auto; groupingIsSet = true; return
        case "group-on-aligned", ",!": grouping = .onAligned; groupingIsSet = true; return
        case "group-thousands": grouping = .thousands; groupingIsSet = true; return
        case "compact-short", "K": notation = .compactShort; return
        case "compact-long", "KK": notation = .compactLong; return
        case "notation-simple": notation = .simple; return
        case "decimal-auto": decimalAlways = false; return
        case "decimal-always": decimalAlways = true; return
        case "latin": numberingSystem = "latn"; return
        case "rounding-mode-half-even", "integer-width-trunc": return
        default: break
        }
        if let code = token.strippingPrefix("currency/") {
            guard code.utf8.count == 3, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw PortableNumberError("'\(token)': a currency is three letters")
            }
            unit = .currency(code.uppercased())
        } else if let name = token.strippingPrefix("measure-unit/") ?? token.strippingPrefix("unit/") {
            guard name.hasPrefix("duration-"), name.count > 9 else {
                throw PortableNumberError("'\(token)': only duration units are supported")
            }
            unit = .measure(name)
        } else if let value = token.strippingPrefix("scale/") {
            guard PortableDecimal(value) != nil else { throw PortableNumberError("'\(token)': not a number") }
            scale = value
        } else if let name = token.strippingPrefix("numbering-system/") {
            numberingSystem = name
        } else if let width = token.strippingPrefix("integer-width/") {
            try applyIntegerWidth(width, token: token)
        } else if token.hasPrefix(".") {
            precision = try Self.fractionPrecision(token.dropFirst(), token: token)
        } else if token.hasPrefix("@") {
            precision = try Self.significantPrecision(token[...], token: token)
        } else {
            throw PortableNumberError("'\(token)' is not a stem the system's number styles can write")
        }
    }

    /// `00`, `0#`, `##`, `00+`/`00*` after the period.
    private static func fractionPrecision(_ text: Substring, token: String) throws(PortableNumberError) -> Precision {
        guard let (zeros, hashes, unlimited) = precisionDigits(text, required: "0") else {
            throw PortableNumberError("'\(token)' is not a fraction precision")
        }
        return .fraction(minimum: zeros, maximum: unlimited ? nil : zeros + hashes)
    }

    /// `@@#`, `@@+`/`@@*`.
    private static func significantPrecision(_ text: Substring, token: String) throws(PortableNumberError) -> Precision {
        guard let (ats, hashes, unlimited) = precisionDigits(text, required: "@"), ats > 0 else {
            throw PortableNumberError("'\(token)' is not a significant-digits precision")
        }
        return .significant(minimum: ats, maximum: unlimited ? nil : ats + hashes)
    }

    /// A precision's digits: `required` characters, then `#`s, or the required ones then `+`/`*`;
    /// nil for anything else.
    private static func precisionDigits(_ text: Substring, required: Character) -> (required: Int, optional: Int, unlimited: Bool)? {
        var count = 0, hashes = 0, unlimited = false
        for character in text {
            switch character {
            case required where hashes == 0 && !unlimited: count += 1
            case "#" where !unlimited: hashes += 1
            case "+", "*":
                guard hashes == 0, !unlimited else { return nil }
                unlimited = true
            default: return nil
            }
        }
        return (count, hashes, unlimited)
    }

    /// `*000`/`+000` (at least three digits), `##0` (one to three), `00` (exactly two).
    private mutating func applyIntegerWidth(_ text: String, token: String) throws(PortableNumberError) {
        var rest = Substring(text)
        var unlimited = false
        if rest.first == "*" || rest.first == "+" {
            unlimited = true
            rest = rest.dropFirst()
        }
        var hashes = 0, zeros = 0
        for character in rest {
            switch character {
            case "#" where zeros == 0 && !unlimited: hashes += 1
            case "0": zeros += 1
            default: throw PortableNumberError("'\(token)' is not an integer width")
            }
        }
        minimumIntegerDigits = zeros
        maximumIntegerDigits = unlimited ? nil : hashes + zeros
    }
}

extension String {
    /// The rest of the string after `prefix`, or nil when it does not start with it.
    func strippingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
