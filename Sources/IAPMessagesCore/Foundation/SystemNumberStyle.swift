import Foundation

/// A skeleton's options as the system's number styles take them: `Decimal.FormatStyle` (and its
/// `Percent` and `Currency`) where the system has them, `NumberFormatter` before iOS 15 and macOS 12.
/// The number arrives rounded (`SystemNumberFormatter`), so `fraction` fixes how many fraction digits
/// show; nil leaves the precision to the skeleton's (compact notation, rounded by the system after
/// compacting) or to the system's default.
enum SystemNumberStyle {
    enum Kind: Sendable, Hashable {
        case number
        case percent
        case currency(String)
    }

    static func format(_ value: Decimal, kind: Kind, skeleton: PortableNumberSkeleton, locale: Locale, fraction: Int?) -> String {
        if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
            return formatStyle(value, kind: kind, skeleton: skeleton, locale: locale, fraction: fraction)
        }
        return legacy(value, kind: kind, skeleton: skeleton, locale: locale, fraction: fraction)
    }

    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    private static func formatStyle(_ value: Decimal, kind: Kind, skeleton: PortableNumberSkeleton, locale: Locale, fraction: Int?) -> String {
        let grouping: Decimal.FormatStyle.Configuration.Grouping = skeleton.grouping == .off ? .never : .automatic
        let separator: Decimal.FormatStyle.Configuration.DecimalSeparatorDisplayStrategy = skeleton.decimalAlways ? .always : .automatic
        let precision = fraction.map { fraction -> Decimal.FormatStyle.Configuration.Precision in
            skeleton.minimumIntegerDigits == 1 ? .fractionLength(fraction...fraction)
                : .integerAndFractionLength(integerLimits: skeleton.minimumIntegerDigits..., fractionLimits: fraction...fraction)
        } ?? compactPrecision(skeleton)
        switch kind {
        case .number:
            var style = Decimal.FormatStyle(locale: locale).grouping(grouping).decimalSeparator(strategy: separator)
                .sign(strategy: numberSign(skeleton.sign))
            if skeleton.notation == .compactShort { style = style.notation(.compactName) }
            if let precision { style = style.precision(precision) }
            return style.format(value)
        case .percent:
            var style = Decimal.FormatStyle.Percent(locale: locale).scale(1).grouping(grouping).decimalSeparator(strategy: separator)
                .sign(strategy: numberSign(skeleton.sign))
            if let precision { style = style.precision(precision) }
            return style.format(value)
        case .currency(let code):
            var style = Decimal.FormatStyle.Currency(code: code, locale: locale).grouping(grouping)
                .decimalSeparator(strategy: separator).sign(strategy: currencySign(skeleton.sign))
            if let presentation = presentation(skeleton.width) { style = style.presentation(presentation) }
            if let precision { style = style.precision(precision) }
            return style.format(value)
        }
    }

    /// A skeleton's precision for compact notation, which the system applies to the compacted number.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    private static func compactPrecision(_ skeleton: PortableNumberSkeleton) -> Decimal.FormatStyle.Configuration.Precision? {
        guard skeleton.notation == .compactShort else { return nil }
        switch skeleton.precision {
        case .fraction(let minimum, let maximum?): return .fractionLength(minimum...max(minimum, maximum))
        case .fraction(let minimum, nil): return .fractionLength(minimum...)
        case .significant(let minimum, let maximum?): return .significantDigits(max(1, minimum)...max(1, minimum, maximum))
        case .significant(let minimum, nil): return .significantDigits(max(1, minimum)...)
        case .unset, .unlimited, .currencyStandard: return nil
        }
    }

    /// NaN or an infinity, which a `Decimal` cannot hold, in the system's `Double` style of the same
    /// kind and options: the locale's NaN symbol or "∞" inside the style's affixes and sign ("-€∞",
    /// "∞ %", "+NaN"), as ICU writes them. ICU applies no precision or scale to them.
    static func format(nonFinite value: Double, kind: Kind, skeleton: PortableNumberSkeleton, locale: Locale) -> String {
        if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
            return formatStyle(nonFinite: value, kind: kind, skeleton: skeleton, locale: locale)
        }
        // ICU shows a plus on NaN for the signs that show one on zero.
        return legacyText(legacyFormatter(kind: kind, skeleton: skeleton, locale: locale, fraction: nil), NSNumber(value: value),
                          magnitude: NSNumber(value: value.magnitude), isNegative: value < 0, isPositive: value > 0, sign: skeleton.sign)
    }

    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    private static func formatStyle(nonFinite value: Double, kind: Kind, skeleton: PortableNumberSkeleton, locale: Locale) -> String {
        let grouping: FloatingPointFormatStyle<Double>.Configuration.Grouping = skeleton.grouping == .off ? .never : .automatic
        let separator: FloatingPointFormatStyle<Double>.Configuration.DecimalSeparatorDisplayStrategy = skeleton.decimalAlways ? .always : .automatic
        switch kind {
        case .number:
            var style = FloatingPointFormatStyle<Double>(locale: locale).grouping(grouping).decimalSeparator(strategy: separator)
                .sign(strategy: numberSign(skeleton.sign))
            if skeleton.notation == .compactShort { style = style.notation(.compactName) }
            return style.format(value)
        case .percent:
            return FloatingPointFormatStyle<Double>.Percent(locale: locale).scale(1).grouping(grouping).decimalSeparator(strategy: separator)
                .sign(strategy: numberSign(skeleton.sign)).format(value)
        case .currency(let code):
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale).grouping(grouping)
                .decimalSeparator(strategy: separator).sign(strategy: currencySign(skeleton.sign))
            if let presentation = presentation(skeleton.width) { style = style.presentation(presentation) }
            return style.format(value)
        }
    }

    /// A number past Decimal's exponents (1E200), as the system writes the nearest Double.
    static func formatHuge(_ value: Double, skeleton: PortableNumberSkeleton, locale: Locale) -> String {
        if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
            return FloatingPointFormatStyle<Double>(locale: locale).grouping(skeleton.grouping == .off ? .never : .automatic)
                .precision(.fractionLength(0)).format(value)
        }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 0
        formatter.usesGroupingSeparator = skeleton.grouping != .off
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// How a skeleton's unit width shows the currency; nil: the symbol, the styles' default.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    private static func presentation(_ width: PortableNumberSkeleton.UnitWidth) -> Decimal.FormatStyle.Currency.Configuration.Presentation? {
        switch width {
        case .narrow: .narrow
        case .isoCode: .isoCode
        case .fullName: .fullName
        case .short, .hidden: nil
        }
    }

    /// ICU shows accounting parentheses for money only; for a number they read as `sign-auto`.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    private static func numberSign(_ sign: PortableNumberSkeleton.Sign) -> Decimal.FormatStyle.Configuration.SignDisplayStrategy {
        switch sign {
        case .auto, .accounting, .negative, .accountingNegative: .automatic
        case .always, .accountingAlways: .always(includingZero: true)
        case .exceptZero, .accountingExceptZero: .always(includingZero: false)
        case .never: .never
        }
    }

    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    private static func currencySign(_ sign: PortableNumberSkeleton.Sign) -> Decimal.FormatStyle.Currency.Configuration.SignDisplayStrategy {
        switch sign {
        case .auto, .negative: .automatic
        case .accounting, .accountingNegative: .accounting
        case .always: .always(showZero: true)
        case .exceptZero: .always(showZero: false)
        case .accountingAlways: .accountingAlways(showZero: true)
        case .accountingExceptZero: .accountingAlways(showZero: false)
        case .never: .never
        }
    }

    /// Before iOS 15: the same options on a `NumberFormatter`, made per call (they are not thread-safe
    /// to share, and these systems are few).
    private static func legacy(_ value: Decimal, kind: Kind, skeleton: PortableNumberSkeleton, locale: Locale, fraction: Int?) -> String {
        legacyText(legacyFormatter(kind: kind, skeleton: skeleton, locale: locale, fraction: fraction), NSDecimalNumber(decimal: value),
                   magnitude: NSDecimalNumber(decimal: -value), isNegative: value < 0, isPositive: value > 0, sign: skeleton.sign)
    }

    /// The formatter's text of `number` with the sign the skeleton asks for, which `NumberFormatter`
    /// cannot say: a plus on all but negative numbers, or on positive ones, or no minus.
    private static func legacyText(_ formatter: NumberFormatter, _ number: NSNumber, magnitude: NSNumber, isNegative: Bool, isPositive: Bool,
                                   sign: PortableNumberSkeleton.Sign) -> String {
        let text = formatter.string(from: number) ?? number.stringValue
        switch sign {
        case .always where !isNegative, .accountingAlways where !isNegative: return formatter.plusSign + text
        case .exceptZero where isPositive, .accountingExceptZero where isPositive: return formatter.plusSign + text
        case .never where isNegative: return formatter.string(from: magnitude) ?? text
        default: return text
        }
    }

    /// A `NumberFormatter` set to a skeleton's options, but for the sign, which the callers add.
    private static func legacyFormatter(kind: Kind, skeleton: PortableNumberSkeleton, locale: Locale, fraction: Int?) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        switch kind {
        case .number:
            formatter.numberStyle = .decimal
        case .percent:
            formatter.numberStyle = .percent
            formatter.multiplier = 1
        case .currency(let code):
            let accounting = skeleton.sign.isAccounting
            switch skeleton.width {
            case .isoCode: formatter.numberStyle = .currencyISOCode
            case .fullName: formatter.numberStyle = .currencyPlural
            case .short, .narrow, .hidden: formatter.numberStyle = accounting ? .currencyAccounting : .currency
            }
            formatter.currencyCode = code
        }
        if let fraction {
            formatter.minimumFractionDigits = fraction
            formatter.maximumFractionDigits = fraction
        }
        formatter.minimumIntegerDigits = skeleton.minimumIntegerDigits
        formatter.usesGroupingSeparator = skeleton.grouping != .off
        formatter.alwaysShowsDecimalSeparator = skeleton.decimalAlways
        return formatter
    }
}
