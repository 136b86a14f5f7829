import Foundation

/// Renders a `MessageProgram` with its arguments: prices, numbers, dates and durations through the
/// formatting backend (ICU on Linux, the portable formatters on Apple platforms),
/// plural cases chosen on the formatted number with the rules of the text's language. A Flutter
/// app's plurals and formatted arguments go by the app's locale instead (`appLocale`), as gen-l10n's
/// code does for every text of a locale's class, its fallbacks included.
///
/// Never fails: a missing or mistyped argument renders as its plain description, so a bad call
/// shows a readable text instead of crashing an app in the user's hands.
package struct MessageInterpreter: Sendable {
    /// Where numbers, prices and dates are written (the user's region, the text's language).
    package let formatLocale: LocaleIdentifier
    /// Whose plural rules choose cases: the language the text is written in.
    package let pluralLocale: LocaleIdentifier
    /// The locale the app shows, whichever locale's text it falls back to: what a Flutter set's
    /// plurals choose by and its formatted arguments are written in (gen-l10n's `localeName`).
    package let appLocale: LocaleIdentifier
    /// The arguments the program's indexes refer to, in the generated case's order.
    package let arguments: [MessageArgument]

    /// An interpreter that formats in `formatLocale` and picks plural cases by `pluralLocale`'s rules;
    /// a Flutter set's plurals and formatted arguments by `appLocale`'s (nil: `pluralLocale`, the text's own).
    package init(formatLocale: LocaleIdentifier, pluralLocale: LocaleIdentifier, appLocale: LocaleIdentifier? = nil,
                arguments: [MessageArgument]) {
        self.formatLocale = formatLocale
        self.pluralLocale = pluralLocale
        self.appLocale = appLocale ?? pluralLocale
        self.arguments = arguments
    }

    /// The text of a program given as UTF-8 bytes; "" for bytes that are no well-formed program
    /// (`MessageProgram.isWellFormed`).
    package func render(_ program: UnsafeBufferPointer<UInt8>) -> String {
        guard MessageProgram.isWellFormed(program) else { return "" }
        return renderTrusted(program)
    }

    /// The text of a program from a compiled table, which msgc wrote well-formed.
    ///
    /// The text is assembled as UTF-8 in one buffer, sized for the program's bytes up front, and
    /// becomes a String once at the end: no String per literal piece, no regrowing on the way.
    func renderTrusted(_ program: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(program.count + 32)
        render(program, from: 0, to: program.count, pound: nil, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The text of a program given as a string (as `msgc render` holds it).
    package func render(_ program: String) -> String {
        var copy = program
        return copy.withUTF8 { render($0) }
    }

    private func render(_ p: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, pound: String?, into output: inout [UInt8]) {
        var i = start
        while i < end {
            var textEnd = i
            while textEnd < end, p[textEnd] > MessageProgram.choiceStart || p[textEnd] == 0 { textEnd += 1 }
            if textEnd > i {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<textEnd]))
                i = textEnd
                continue
            }
            switch p[i] {
            case MessageProgram.argumentStart:
                let (index, afterIndex) = readNumber(p, i + 1, until: MessageProgram.separator)
                // A well-formed program has at least the end marker here.
                let direction = Self.direction(code: p[afterIndex])
                let intl = direction == nil && p[afterIndex] == UInt8(ascii: MessageProgram.ArgumentStyleCode.intl)
                let (style, afterStyle) = readText(p, direction == nil && !intl ? afterIndex : afterIndex + 1, until: MessageProgram.end)
                appendArgument(index, style: style, direction: direction, intl: intl, to: &output)
                i = afterStyle
            case MessageProgram.pound:
                output.append(contentsOf: (pound ?? "#").utf8)
                i += 1
            case MessageProgram.choiceStart:
                i = renderChoice(p, at: i, end: end, pound: pound, into: &output)
            default:
                i += 1
            }
        }
    }

    private func readNumber(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, until marker: UInt8) -> (Int, Int) {
        var value = 0, i = start
        while i < p.count, p[i] != marker {
            value = value * 10 + Int(p[i] &- UInt8(ascii: "0"))
            i += 1
        }
        return (value, i + 1)
    }

    /// A plural's offset, which may be negative (`offset:-2`).
    private func readSignedNumber(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, until marker: UInt8) -> (Int, Int) {
        guard start < p.count, p[start] == UInt8(ascii: "-") else { return readNumber(p, start, until: marker) }
        let (value, next) = readNumber(p, start + 1, until: marker)
        return (-value, next)
    }

    private func readText(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, until marker: UInt8) -> (String, Int) {
        var i = start
        while i < p.count, p[i] != marker { i += 1 }
        return (String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self), i + 1)
    }

    private func argument(_ index: Int) -> MessageArgument? {
        arguments.indices.contains(index) ? arguments[index] : nil
    }

    private func renderChoice(_ p: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, pound: String?, into output: inout [UInt8]) -> Int {
        let kind = p[start + 1]
        let (index, afterIndex) = readNumber(p, start + 2, until: MessageProgram.separator)
        let (offset, afterOffset) = readSignedNumber(p, afterIndex, until: MessageProgram.separator)
        let value = argument(index)
        let selection = ChoiceSelection(kind: kind, value: value, offset: offset, interpreter: self)
        var i = afterOffset
        var chosen: Range<Int>? = nil
        var other: Range<Int>? = nil
        // intl's `two ?? few ?? other`: a Flutter plural's `two` without a case of its own shows `few`'s.
        var few: Range<Int>? = nil
        let twoFallsToFew = kind == MessageProgram.ChoiceCode.flutterPlural && selection.category == "two"
        while i < end, p[i] != MessageProgram.end {
            let (key, afterKey) = readText(p, i, until: MessageProgram.separator)
            let (length, bodyStart) = readNumber(p, afterKey, until: MessageProgram.separator)
            let body = bodyStart..<bodyStart + length
            if chosen == nil, selection.matches(key) { chosen = body }
            if key == "other" { other = body }
            if twoFallsToFew, key == "few" { few = body }
            i = body.upperBound
        }
        if let body = chosen ?? few ?? other {
            let innerPound = kind == MessageProgram.ChoiceCode.select ? pound : selection.formattedNumber
            render(p, from: body.lowerBound, to: body.upperBound, pound: innerPound, into: &output)
        }
        return i + 1
    }

    // MARK: - Formatting one argument

    /// The sentence around an argument, when msgc wrote its direction before the style.
    private static func direction(code: UInt8) -> TextDirection.Sentence? {
        switch code {
        case UInt8(ascii: MessageProgram.ArgumentStyleCode.rightToLeft): .hebrew
        case UInt8(ascii: MessageProgram.ArgumentStyleCode.arabicRightToLeft): .arabic
        case UInt8(ascii: MessageProgram.ArgumentStyleCode.leftToRight): .leftToRight
        default: nil
        }
    }

    /// Writes the argument in its style. Any value (a price with Latin letters in an Urdu sentence,
    /// a string, a date) that runs against `direction` is isolated, so that it cannot turn the line
    /// around; without a direction, only a string's own bidi controls are contained.
    private func appendArgument(_ index: Int, style: String, direction: TextDirection.Sentence?, intl: Bool,
                                to output: inout [UInt8]) {
        guard let value = argument(index) else {
            output.append(contentsOf: "{\(index)}".utf8)
            return
        }
        let locale = if intl {
            IntlDigits.formattingLocale(for: appLocale, dates: style.hasPrefix(MessageProgram.ArgumentStyleCode.date)
                                                    || style.hasPrefix(MessageProgram.ArgumentStyleCode.time))
        } else {
            formatLocale
        }
        let text = formatted(value, style: style, locale: locale, intl: intl)
        let isString = if case .string = value { true } else { false }
        switch direction != nil || isString ? TextDirection.isolation(of: text, in: direction) : .none {
        case .none:
            output.append(contentsOf: text.utf8)
        case .wrapped:
            output.append(contentsOf: "\u{2068}".utf8)
            output.append(contentsOf: text.utf8)
            output.append(contentsOf: "\u{2069}".utf8)
        case .balanced:
            output.append(contentsOf: "\u{2068}\(TextDirection.balanced(text))\u{2069}".utf8)
        }
    }

    /// One argument's text in its style, written in `locale`; `intl`: as package:intl writes it.
    private func formatted(_ value: MessageArgument, style: String, locale: LocaleIdentifier, intl: Bool) -> String {
        switch value {
        case .string(let text):
            return text
        case .price(let price):
            return PriceFormatter.storefrontString(for: price, fallback: locale)
        case .duration(let duration):
            return style == MessageProgram.ArgumentStyleCode.duration
                ? DurationUnits.string(for: duration, locale: locale)
                : RelativeTimeFormatter(locale: locale.languageTag).string(for: duration)
        case .date(let date):
            return formatDate(date, style: style, locale: locale)
        case .int, .double, .decimal:
            if style == MessageProgram.ArgumentStyleCode.dartToString { return DartNumber.string(value) }
            if style == MessageProgram.ArgumentStyleCode.dartNum { return DartNumber.numString(value) }
            guard let digits = value.numericDigits else { return value.plainDescription }
            let text = intl ? intlNumber(digits, skeleton: Self.numberSkeleton(style), locale: locale)
                : formatNumber(digits, skeleton: Self.unsignedZeroSkeleton(style), locale: locale)
            return text ?? value.plainDescription
        }
    }

    /// A Flutter set's formatted number as package:intl's `NumberFormat.format` writes it, which
    /// tests Dart's `isNegative` and `isNaN` before its pattern: NaN is the locale's NaN symbol alone
    /// (no "%", no currency), an infinity the pattern's prefix for its sign and "∞" without the
    /// suffix ("∞" for a percentage, "-€∞"), and a negative number that rounds to zero keeps its
    /// minus ("-0": `-0.0` is negative in Dart).
    private func intlNumber(_ digits: String, skeleton: String, locale: LocaleIdentifier) -> String? {
        let special = NonFiniteNumber(digits: digits)
        let text = formatNumber(digits, skeleton: special == .nan ? Self.poundSkeleton : skeleton, locale: locale)
        guard let text, special == .infinity || special == .negativeInfinity else { return text }
        let scalars = text.unicodeScalars
        return scalars.lastIndex(of: "∞").map { String(scalars[...$0]) } ?? text
    }

    /// The number skeleton for a style code; MessageFormat's `percent` multiplies by 100.
    static func numberSkeleton(_ style: String) -> String {
        switch style.first {
        case "i": "precision-integer"
        case "p": "percent scale/100"
        case "k": String(style.dropFirst())
        default: ""
        }
    }

    /// The skeleton `{n, number}` writes a style code's numbers with: `numberSkeleton`, and a negative
    /// number that rounds to zero written "0" (`withoutNegativeZero`), decided once for the fixed codes.
    static func unsignedZeroSkeleton(_ style: String) -> String {
        switch style.first {
        case "i": integerSkeleton
        case "p": percentSkeleton
        case "k": withoutNegativeZero(String(style.dropFirst()))
        default: poundSkeleton
        }
    }

    private static let integerSkeleton = withoutNegativeZero(numberSkeleton("i"))
    private static let percentSkeleton = withoutNegativeZero(numberSkeleton("p"))

    /// Not inlined: its fallback closure would be copied into each caller.
    @inline(never)
    func formatNumber(_ digits: String, skeleton: String, locale: LocaleIdentifier) -> String? {
        try? locale.withFormattingFallback { (id) throws(FormattingFailure) in
            try NumberFormatting.shared(locale: id, skeleton: skeleton).format(digits: digits)
        }
    }

    /// A plural's `#`: the default number format, and a negative zero (`-0.0`, or a number that
    /// rounds to zero) written "0" as `{n, number}` writes it.
    static let poundSkeleton = withoutNegativeZero("")

    /// The skeleton with `sign-negative` when it says nothing of signs: a negative number that rounds
    /// to zero (`-0.0`, `-1e-100`, `-0.0000001`) reads "0", not "-0".
    static func withoutNegativeZero(_ skeleton: String) -> String {
        let stems = skeleton.split(separator: " ")
        guard !stems.contains(where: { $0.hasPrefix("sign-") || $0.hasPrefix("+") || $0.hasPrefix("()") }) else { return skeleton }
        return skeleton.isEmpty ? "sign-negative" : skeleton + " sign-negative"
    }

    /// The dates formatters are asked for: years 1 to 9999. Outside them ICU and Foundation disagree
    /// (an empty text, a garbage time), so a date beyond is written as the nearest end of the range.
    static let dateRange = Date(timeIntervalSince1970: -62_135_596_800)...Date(timeIntervalSince1970: 253_402_300_799)

    private func formatDate(_ date: Date, style: String, locale: LocaleIdentifier) -> String {
        let seconds = date.timeIntervalSince1970
        let date = seconds.isNaN ? Self.dateRange.lowerBound : min(max(date, Self.dateRange.lowerBound), Self.dateRange.upperBound)
        let code = style.first
        let rest = style.dropFirst()
        var dateStyle = DateTimeStyle.short, timeStyle = DateTimeStyle.short
        var skeleton = ""
        if rest.first == "k" {
            skeleton = String(rest.dropFirst())
        } else if code == "d" || code == "t" {
            let width: DateTimeStyle = switch rest.first {
            case "s": .short
            case "l": .long
            case "f": .full
            default: .medium
            }
            dateStyle = code == "d" ? width : .none
            timeStyle = code == "t" ? width : .none
        }
        for id in formattingIDs(locale) {
            if let text = try? PhraseFormatting.date(date, date: dateStyle, time: timeStyle, skeleton: skeleton, locale: id) { return text }
        }
        return date.description
    }
}

/// Which case of a plural, selectordinal or select matches an argument.
private struct ChoiceSelection {
    let kind: UInt8
    /// The value `=N` keys compare with: as an `Int` when the argument is one, so that the common
    /// case (a count) needs no `Decimal` arithmetic or parsing; otherwise as a `Decimal`.
    let exactInteger: Int?
    let exactValue: Decimal?
    let selectValue: String?
    /// The plural category, and the number as `#` shows it (value minus offset, formatted).
    let category: String?
    let formattedNumber: String?

    init(kind: UInt8, value: MessageArgument?, offset: Int, interpreter: MessageInterpreter) {
        self.kind = kind
        guard kind != MessageProgram.ChoiceCode.select else {
            if case .string(let text)? = value { selectValue = text } else { selectValue = value?.plainDescription }
            exactInteger = nil; exactValue = nil; category = nil; formattedNumber = nil
            return
        }
        selectValue = nil
        let shown: String
        if case .int(let integer)? = value, case let (shifted, overflow) = integer.subtractingReportingOverflow(offset), !overflow {
            exactInteger = integer
            exactValue = nil
            shown = String(shifted)
        } else if let special = value?.nonFinite {
            // NaN and the infinities: no `=N` matches them, an offset leaves them as they are, and the
            // formatter writes them and selects (`other`) as ICU does.
            exactInteger = nil
            exactValue = nil
            shown = special.rawValue
        } else {
            exactInteger = nil
            exactValue = value?.decimalValue
            guard let exact = exactValue else { category = nil; formattedNumber = nil; return }
            shown = offset == 0 ? value?.numericDigits ?? DecimalNumeral.formattable(exact.exactDigits)
                : DecimalNumeral.formattable((exact - Decimal(offset)).exactDigits)
        }
        if kind == MessageProgram.ChoiceCode.flutterPlural {
            // gen-l10n's `#` is text, so msgc writes no number marker in these: nothing to format.
            category = FlutterPluralRules.category(locale: interpreter.appLocale.languageTag, digits: shown).rawValue
            formattedNumber = shown
            return
        }
        let ordinal = kind == MessageProgram.ChoiceCode.ordinal
        let formatID = interpreter.formatLocale.formattingID, pluralID = interpreter.pluralLocale.formattingID
        let count = exactInteger.map { $0 &- offset }
        if let count, let known = CountChoiceMemo.lookup(formatID: formatID, pluralID: pluralID, ordinal: ordinal, count: count) {
            formattedNumber = known.text
            category = known.category
            return
        }
        let result = try? interpreter.formatLocale.withFormattingFallback { (id) throws(FormattingFailure) in
            let rules = try interpreter.pluralLocale.withFormattingFallback { (pluralID) throws(FormattingFailure) in
                try PluralRuleFormatting.shared(locale: pluralID, ordinal: ordinal)
            }
            return try NumberFormatting.shared(locale: id, skeleton: MessageInterpreter.poundSkeleton)
                .formatWithPluralKeyword(digits: shown, rules: rules)
        }
        formattedNumber = result?.0 ?? shown
        category = result?.1 ?? "other"
        if let count, let result {
            CountChoiceMemo.remember(formatID: formatID, pluralID: pluralID, ordinal: ordinal, count: count, text: result.0, category: result.1)
        }
    }

    /// `=N` keys are written with a period, whatever the user's locale.
    private static let posix = Locale(identifier: "en_US_POSIX")

    func matches(_ key: String) -> Bool {
        if kind == MessageProgram.ChoiceCode.select { return key == selectValue }
        if key.hasPrefix("=") {
            let written = key.dropFirst()
            if let exactInteger, let keyInteger = Int(written) { return keyInteger == exactInteger }
            guard let exact = exactValue ?? exactInteger.map({ Decimal($0) }),
                  let keyValue = Decimal(string: String(written), locale: Self.posix) else { return false }
            return keyValue == exact
        }
        return key == category
    }
}
