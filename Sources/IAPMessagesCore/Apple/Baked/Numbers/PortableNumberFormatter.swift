/// ICU's number formatting (`unumf` with a skeleton) in Swift, over CLDR data baked from ICU: the
/// portable backend's counterpart of `NumberFormatterHandle`, with the same shape.
///
/// Everything that depends on the locale and skeleton (symbols, digits, affixes for each sign, grouping,
/// precision) is resolved once, when the formatter is made; formatting then rounds the exact decimal
/// digits half to even and lays them out. Locale data is found as ICU finds it: the bundle ICU opens
/// for the ID, then its CLDR parent chain; the numbering system from `@numbers=` or the locale's default.
///
/// ```swift
/// let euro = try PortableNumberFormatter(locale: "de_DE", skeleton: "currency/EUR")
/// try euro.format(digits: "1234.5")      // "1.234,50 €"
/// ```
final class PortableNumberFormatter: Sendable {
    /// An affix for one sign, rendered, with what currency spacing needs to know of its edge.
    struct Affix: Sendable {
        let text: String
        /// The scalar next to the number, when it belongs to a currency symbol.
        let currencyEdge: Unicode.Scalar?
    }

    /// CLDR currency spacing for one side: which currency and number edges get `insert` between them.
    struct Spacing: Sendable {
        let currencyMatch: String
        let surroundingMatch: String
        let insert: String
    }

    private enum SignType: Int {
        case negative = 0, positive = 1, positiveSign = 2
    }

    /// One pattern's affixes for each sign type as laid out: UTF-8, and whether currency spacing goes
    /// between an affix and a number that starts (prefix) or ends (suffix) with a digit, or with the
    /// decimal separator. Without a body ("mille", French for exactly 1000), the pattern replaces the
    /// number, as ICU's modifier overwrites it.
    private struct AffixSet: Sendable {
        let prefixBytes: [[UInt8]]
        let suffixBytes: [[UInt8]]
        let prefixSpacing: [SpacingNeed]
        let suffixSpacing: [SpacingNeed]
        let hasBody: Bool
    }

    private struct SpacingNeed: Sendable {
        let digit: Bool
        let separator: Bool
    }

    /// Compact notation: the merged patterns, each one's affixes, and the plural rules that pick one.
    private struct Compact: Sendable {
        let patterns: CompactPatterns
        let affixes: [String: AffixSet]
        let rules: PortablePluralRuleSet
    }

    let skeleton: PortableNumberSkeleton
    private let digitStrings: [String]
    private let decimalSeparator: String
    private let groupingSeparator: String
    /// The same as UTF-8, for laying out without intermediate strings.
    private let digitBytes: [[UInt8]]
    private let decimalBytes: [UInt8]
    private let groupingBytes: [UInt8]
    /// The affixes of the locale's pattern for the unit.
    private let standard: AffixSet
    private let compact: Compact?
    /// Compact notation without a precision stem rounds as ICU does: two significant digits below 10,
    /// else to an integer.
    private let compactRounding: Bool
    private let afterInsert: [UInt8]
    private let beforeInsert: [UInt8]
    /// Indexed by `SignType`.
    private let afterCurrency: Spacing
    private let beforeCurrency: Spacing
    private let grouping1: Int
    private let grouping2: Int
    private let minimumGrouping: Int
    private let minimumFraction: Int
    private let maximumFraction: Int?
    private let minimumSignificant: Int?
    private let maximumSignificant: Int?
    private let scale: PortableDecimal?

    init(locale: String, skeleton text: String) throws(PortableNumberError) {
        let skeleton = try PortableNumberSkeleton(parsing: text)
        self.skeleton = skeleton
        let numbers = NumberDataTable.shared
        let (base, keywords) = Self.split(locale)
        let chain = numbers.tree.chain(numbers.tree.bundle(forBaseID: base))

        // Numbering system: the skeleton's, else the locale's keyword, else the locale's default.
        let requested = skeleton.numberingSystem ?? keywords["numbers"]
        guard let system = numbers.numberingSystem(keyword: requested, chain: chain),
              let systemDigits = numbers.numberingSystems[system] else {
            throw PortableNumberError("unknown numbering system '\(requested ?? "")' for '\(locale)'")
        }
        let dataSystem = systemDigits == nil ? "latn" : system
        digitStrings = systemDigits ?? ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
        // Apple's ICU takes separators (and the decimal pattern) first from the region's language
        // where the locale's bundle is another region's.
        let countryChain = CountryFallback.symbolsBundle(locale: locale, base: base, tree: numbers.tree).map(numbers.tree.chain)
        func symbol(_ name: String, _ fallback: String) -> String {
            if let countryChain, !CountryFallback.languageSymbols.contains(name),
               let value = numbers.symbol(name, system: dataSystem, chain: countryChain) {
                return value
            }
            return numbers.symbol(name, system: dataSystem, chain: chain) ?? fallback
        }
        let decimal = symbol("decimal", ".")
        let group = symbol("group", ",")

        // The pattern and, for money, the separators and currency names.
        var patternText: String
        var currencyCode: String?
        var currencySymbols: (symbol: String, narrow: String) = ("", "")
        var spacing: (after: Spacing, before: Spacing)
        let currencies = CurrencyDataTable.shared
        let currencyChain = currencies.tree.chain(currencies.tree.bundle(forBaseID: base))
        spacing = Self.spacing(currencies, currencyChain)
        switch skeleton.unit {
        case .currency(let code):
            guard skeleton.width != .fullName else {
                throw PortableNumberError("currency with unit-width-full-name is not supported; CurrencyNames assembles it")
            }
            currencyCode = code
            currencySymbols = (currencies.symbol(code, chain: currencyChain), currencies.narrowSymbol(code, chain: currencyChain))
            // ICU's symbols take the format of the locale's own currency, then of the one formatted,
            // where either has one (CVE in pt_CV: "$" as decimal separator).
            let own = Self.localeCurrency(base: base, keywords: keywords, table: currencies)
            let special = currencies.format(code, chain: currencyChain) ?? own.flatMap { currencies.format($0, chain: currencyChain) }
            if let special {
                patternText = special.pattern
                decimalSeparator = special.decimal
                groupingSeparator = special.group
            } else {
                patternText = numbers.pattern(skeleton.sign.isAccounting ? "accountingFormat" : "currencyFormat",
                                              system: dataSystem, chain: chain) ?? "¤#,##0.00"
                decimalSeparator = symbol("currencyDecimal", decimal)
                groupingSeparator = symbol("currencyGroup", group)
            }
        case .percent, .permille:
            patternText = numbers.pattern("percentFormat", system: dataSystem, chain: chain) ?? "#,##0%"
            decimalSeparator = decimal
            groupingSeparator = group
        case .none:
            patternText = numbers.pattern("decimalFormat", system: dataSystem, chain: countryChain ?? chain) ?? "#,##0.###"
            decimalSeparator = decimal
            groupingSeparator = group
        case .measure:
            throw PortableNumberError("measure units are not supported yet by the portable number formatter")
        }
        let isCompact = skeleton.notation != .simple
        if isCompact {
            switch skeleton.unit {
            case .none, .currency: break
            default: throw PortableNumberError("compact notation is supported for plain numbers and currencies only")
            }
        }
        afterCurrency = spacing.after
        beforeCurrency = spacing.before
        afterInsert = Array(spacing.after.insert.utf8)
        beforeInsert = Array(spacing.before.insert.utf8)
        let pattern = PortableNumberPattern(patternText)

        // Affixes for each sign type, as ICU's PatternStringUtils renders them.
        let minus = symbol("minusSign", "-"), plus = symbol("plusSign", "+")
        let percent = symbol("percentSign", "%"), permille = symbol("perMille", "‰")
        let approximately = symbol("approximatelySign", "~")
        let width = skeleton.width
        func render(_ tokens: [PortableNumberPattern.Token], isPrefix: Bool) -> Affix {
            var text = ""
            var edgeIsCurrency = false
            var firstIsCurrency = false
            for (index, token) in tokens.enumerated() {
                var piece = ""
                var isCurrency = false
                switch token {
                case .literal(let value): piece = value
                case .minus: piece = minus
                case .plus: piece = plus
                case .percent: piece = skeleton.unit == .permille ? permille : percent
                case .permille: piece = permille
                case .approximately: piece = approximately
                case .currency(let count):
                    isCurrency = true
                    guard let currencyCode else { piece = "\u{A4}"; break }
                    switch count {
                    case 1:
                        switch width {
                        case .narrow: piece = currencySymbols.narrow
                        case .isoCode: piece = currencyCode
                        case .hidden: piece = ""
                        default: piece = currencySymbols.symbol
                        }
                    case 2: piece = currencyCode
                    case 5: piece = currencySymbols.narrow
                    case 3: piece = currencyCode   // a pattern naming the currency in full (¤¤¤): no baked names in the Apple build
                    default: piece = "\u{FFFD}"
                    }
                }
                if piece.isEmpty { continue }
                if index == 0 || text.isEmpty { firstIsCurrency = isCurrency }
                text += piece
                edgeIsCurrency = isCurrency
            }
            let edge: Unicode.Scalar? = isPrefix ? (edgeIsCurrency ? text.unicodeScalars.last : nil)
                : (firstIsCurrency ? text.unicodeScalars.first : nil)
            return Affix(text: text, currencyEdge: edge)
        }
        digitBytes = digitStrings.map { Array($0.utf8) }
        decimalBytes = Array(decimalSeparator.utf8)
        groupingBytes = Array(groupingSeparator.utf8)
        let digitScalar = digitStrings[0].unicodeScalars.first ?? "0"
        let separatorScalar = decimalSeparator.unicodeScalars.first ?? "."
        func affixSet(_ pattern: PortableNumberPattern) -> AffixSet {
            var prefixes: [Affix] = []
            var suffixes: [Affix] = []
            for type in [SignType.negative, .positive, .positiveSign] {
                let plusReplacesMinus = type == .positiveSign && !pattern.positiveHasPlusSign
                let useNegative = pattern.hasNegativeSubpattern
                    && (type == .negative || (pattern.negativeHasMinusSign && plusReplacesMinus))
                var prefix = useNegative ? pattern.negativePrefix : pattern.positivePrefix
                var suffix = useNegative ? pattern.negativeSuffix : pattern.positiveSuffix
                if !useNegative && (type == .negative || plusReplacesMinus) { prefix.insert(.minus, at: 0) }
                if plusReplacesMinus {
                    prefix = prefix.map { $0 == .minus ? .plus : $0 }
                    suffix = suffix.map { $0 == .minus ? .plus : $0 }
                }
                prefixes.append(render(prefix, isPrefix: true))
                suffixes.append(render(suffix, isPrefix: false))
            }
            return AffixSet(
                prefixBytes: prefixes.map { Array($0.text.utf8) },
                suffixBytes: suffixes.map { Array($0.text.utf8) },
                prefixSpacing: prefixes.map { affix in
                    guard let edge = affix.currencyEdge, Self.matches(edge, spacing.after.currencyMatch) else { return SpacingNeed(digit: false, separator: false) }
                    return SpacingNeed(digit: Self.matches(digitScalar, spacing.after.surroundingMatch),
                                       separator: Self.matches(separatorScalar, spacing.after.surroundingMatch))
                },
                suffixSpacing: suffixes.map { affix in
                    guard let edge = affix.currencyEdge, Self.matches(edge, spacing.before.currencyMatch) else { return SpacingNeed(digit: false, separator: false) }
                    return SpacingNeed(digit: Self.matches(digitScalar, spacing.before.surroundingMatch),
                                       separator: Self.matches(separatorScalar, spacing.before.surroundingMatch))
                },
                hasBody: pattern.hasBody)
        }
        standard = affixSet(pattern)
        if isCompact {
            // The numbering system's own name, as ICU asks for its compact data (an algorithmic
            // system finds none and takes Latin's).
            let patterns = CompactPatterns(table: numbers, system: system, long: skeleton.notation == .compactLong,
                                           currency: currencyCode != nil, chain: chain)
            var affixes: [String: AffixSet] = [:]
            for text in patterns.allPatterns where affixes[text] == nil { affixes[text] = affixSet(PortableNumberPattern(text)) }
            compact = Compact(patterns: patterns, affixes: affixes,
                              rules: PluralRuleTable.shared.ruleSet(forICUID: locale, type: .cardinal))
        } else {
            compact = nil
        }

        // Grouping, as ICU's Grouper reads the pattern and the locale's minimum grouping digits.
        let localeMinimum = numbers.minimumGroupingDigits(chain: chain)
        var g1 = pattern.grouping1, g2 = pattern.grouping2
        let g3 = pattern.grouping3
        // Compact notation groups as group-min2 unless the skeleton says otherwise (ICU since 59).
        switch isCompact && !skeleton.groupingIsSet ? .min2 : skeleton.grouping {
        case .off:
            g1 = -1; g2 = -1
            minimumGrouping = 1
        case .thousands:
            g1 = 3; g2 = 3
            minimumGrouping = 1
        case .auto, .min2, .onAligned:
            let strategy = isCompact && !skeleton.groupingIsSet ? .min2 : skeleton.grouping
            if g2 == -1 { g1 = strategy == .onAligned ? 3 : -1 }
            if g3 == -1 { g2 = g1 }
            minimumGrouping = strategy == .onAligned ? 1 : strategy == .min2 ? max(2, localeMinimum) : localeMinimum
        }
        grouping1 = g1
        grouping2 = g2

        // Precision: the skeleton's, else the currency's digits, else at most six fraction digits.
        var minimumSignificant: Int?, maximumSignificant: Int?
        compactRounding = isCompact && skeleton.precision == .unset
        switch skeleton.precision {
        case .unset:
            if isCompact {
                (minimumFraction, maximumFraction) = (0, nil)
            } else if let currencyCode {
                let places = currencies.digits[currencyCode] ?? 2
                (minimumFraction, maximumFraction) = (places, places)
            } else {
                (minimumFraction, maximumFraction) = (0, 6)
            }
        case .unlimited:
            (minimumFraction, maximumFraction) = (0, nil)
        case .currencyStandard:
            let places = currencyCode.flatMap { currencies.digits[$0] } ?? 2
            (minimumFraction, maximumFraction) = (places, places)
        case .fraction(let minimum, let maximum):
            (minimumFraction, maximumFraction) = (minimum, maximum)
        case .significant(let minimum, let maximum):
            (minimumFraction, maximumFraction) = (0, nil)
            minimumSignificant = minimum
            maximumSignificant = maximum
        }
        self.minimumSignificant = minimumSignificant
        self.maximumSignificant = maximumSignificant
        scale = skeleton.scale.flatMap(PortableDecimal.init)
    }

    /// "ar_EG@numbers=latn;currency=usd" → ("ar_EG", ["numbers": "latn", "currency": "usd"]).
    static func split(_ locale: String) -> (String, [String: String]) {
        guard let at = locale.firstIndex(of: "@") else { return (locale, [:]) }
        var keywords: [String: String] = [:]
        for item in locale[locale.index(after: at)...].split(separator: ";") {
            let parts = item.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { keywords[parts[0].lowercased()] = parts[1].lowercased() }
        }
        return (String(locale[..<at]), keywords)
    }

    /// The currency ICU's `ucurr_forLocale` gives the locale (its `currency` keyword, else its
    /// region's), as far as it matters here: only currencies with a format of their own are baked.
    static func localeCurrency(base: String, keywords: [String: String], table: CurrencyDataTable) -> String? {
        if let code = keywords["currency"], code.utf8.count == 3 { return code.uppercased() }
        var region: String?
        if let rg = keywords["rg"], rg.utf8.count == 6 {
            region = rg.prefix(2).uppercased()
        } else {
            let parts = base.split(separator: "_", omittingEmptySubsequences: false)
            if parts.count >= 2 {
                let candidate = parts[1].count == 4 ? (parts.count >= 3 ? parts[2] : "") : parts[1]
                if !candidate.isEmpty { region = String(candidate) }
            }
        }
        return region.flatMap { table.regionCurrencies[$0] }
    }

    private static func spacing(_ table: CurrencyDataTable, _ chain: [String]) -> (after: Spacing, before: Spacing) {
        func side(_ name: String) -> Spacing {
            Spacing(currencyMatch: table.spacing.lookup("\(name)/currencyMatch", along: chain) ?? "[[:^S:]&[:^Z:]]",
                    surroundingMatch: table.spacing.lookup("\(name)/surroundingMatch", along: chain) ?? "[:digit:]",
                    insert: table.spacing.lookup("\(name)/insertBetween", along: chain) ?? "\u{A0}")
        }
        return (side("afterCurrency"), side("beforeCurrency"))
    }

    // MARK: - Formatting

    /// The number, given as a decimal digit string, formatted exactly.
    func format(digits: String) throws(PortableNumberError) -> String {
        guard let number = PortableDecimal(digits) else { throw PortableNumberError("'\(digits)' is not a decimal number") }
        return layout(rounded(number)).text
    }

    /// The formatted text and its plural keyword, on the number as displayed.
    func formatWithPluralKeyword(digits: String, rules: PortablePluralRuleSet) throws(PortableNumberError) -> (String, String) {
        guard let number = PortableDecimal(digits) else { throw PortableNumberError("'\(digits)' is not a decimal number") }
        let result = rounded(number)
        return (layout(result).text, keyword(result, rules: rules))
    }

    /// The plural keyword for the number as this formatter displays it ("1.0" is not "one").
    func pluralKeyword(digits: String, rules: PortablePluralRuleSet) throws(PortableNumberError) -> String {
        guard let number = PortableDecimal(digits) else { throw PortableNumberError("'\(digits)' is not a decimal number") }
        return keyword(rounded(number), rules: rules)
    }

    /// A number ready to lay out: scaled, rounded (and compacted: 1.2 for "1.2K"), the fraction digits
    /// it shows, the power of ten compact notation took out of it, and the affixes to show it with.
    private struct Rounded {
        var value: PortableDecimal
        var fraction: Int
        var exponent = 0
        var affixes: AffixSet
    }

    /// ICU selects on the number as displayed; a compact one counts as its value written out with
    /// the power of ten as the operand e ("1.2K": n = 1200, e = 3, so French "1,2 M" is `many`).
    private func keyword(_ result: Rounded, rules: PortablePluralRuleSet) -> String {
        guard result.exponent > 0 else { return rules.category(forDisplayed: result.value.plainText(fractionDigits: result.fraction)).rawValue }
        var full = result.value
        if !full.isZero { full.exponent += result.exponent }
        let text = full.plainText(fractionDigits: max(0, result.fraction - result.exponent))
        return PluralOperands(displayed: text, exponent: result.exponent).map { rules.category(for: $0) }?.rawValue ?? "other"
    }

    /// Scaled, rounded, compacted and cut to the integer width.
    private func rounded(_ input: PortableDecimal) -> Rounded {
        var value = input
        if let scale { value = value.multiplied(by: scale) }
        var result = Rounded(value: value, fraction: 0, affixes: standard)
        if let compact {
            // ICU's CompactHandler: scale by the multiplier of the number's power of ten, round, and
            // when rounding carried into the next power (999.9K → 1000K) take that one's multiplier
            // instead (→ 1M). The pattern is chosen on the rounded, scaled number.
            var multiplier = 0
            var magnitude = 0
            if value.isZero {
                result.fraction = applyPrecision(&value)
            } else {
                let original = value.magnitude
                multiplier = compact.patterns.multiplier(forMagnitude: original)
                value.exponent += multiplier
                result.fraction = applyPrecision(&value)
                if !value.isZero, value.magnitude != original + multiplier {
                    let next = compact.patterns.multiplier(forMagnitude: original + 1)
                    if next != multiplier {
                        value.exponent += next - multiplier
                        result.fraction = applyPrecision(&value)
                        multiplier = next
                    }
                }
                magnitude = (value.isZero ? 0 : value.magnitude) - multiplier
            }
            if let pattern = compact.patterns.pattern(magnitude: magnitude, scaled: value, fractionDigits: result.fraction, rules: compact.rules),
               let affixes = compact.affixes[pattern] {
                result.affixes = affixes
            }
            result.exponent = -multiplier
        } else {
            result.fraction = applyPrecision(&value)
        }
        if let maximum = skeleton.maximumIntegerDigits, !value.isZero, value.magnitude >= maximum {
            // Digits at 10^maximum and above are dropped, as ICU's integer-width truncation does.
            let low = value.exponent
            let kept: [UInt8] = low >= maximum ? [] : (low..<maximum).reversed().map { value.digit(at: $0) }
            value = PortableDecimal(isNegative: value.isNegative, digits: kept, exponent: min(low, maximum))
        }
        result.value = value
        return result
    }

    /// Rounds as the precision says; returns how many fraction digits the number shows.
    private func applyPrecision(_ value: inout PortableDecimal) -> Int {
        if compactRounding {
            // ICU's `Precision::integer().withMinDigits(2)`: two significant digits while the integer
            // part has one digit (1.2K, 0.0012), else none after the point (12K); no trailing zeros.
            if !value.isZero { value.round(toFractionDigits: max(0, 1 - value.magnitude)) }
            return value.fractionCount
        }
        var fraction: Int
        if let minimumSignificant {
            if let maximumSignificant, !value.isZero { value.round(toFractionDigits: maximumSignificant - value.magnitude - 1) }
            fraction = max(value.fractionCount, minimumSignificant - (value.isZero ? 0 : value.magnitude) - 1)
        } else {
            if let maximumFraction { value.round(toFractionDigits: maximumFraction) }
            fraction = max(value.fractionCount, minimumFraction)
        }
        return max(fraction, 0)
    }

    private func signType(_ value: PortableDecimal) -> SignType {
        let negative = value.isNegative
        let zero = value.isZero
        switch skeleton.sign {
        case .auto, .accounting: return negative ? .negative : .positive
        case .always, .accountingAlways: return negative ? .negative : .positiveSign
        case .exceptZero, .accountingExceptZero: return zero ? .positive : negative ? .negative : .positiveSign
        case .negative, .accountingNegative: return negative && !zero ? .negative : .positive
        case .never: return .positive
        }
    }

    /// Lays out a rounded number with its affixes, in UTF-8, converted to a string once.
    private func layout(_ rounded: Rounded) -> (text: String, count: Int) {
        let (value, fraction, affixes) = (rounded.value, rounded.fraction, rounded.affixes)
        let type = signType(value).rawValue
        let integerCount = max(value.isZero ? 1 : value.magnitude + 1, skeleton.minimumIntegerDigits, 0)
        guard affixes.hasBody else {
            return (String(decoding: affixes.prefixBytes[type] + affixes.suffixBytes[type], as: UTF8.self), integerCount)
        }
        let showsSeparator = fraction > 0 || skeleton.decimalAlways
        var bytes: [UInt8] = []
        bytes.reserveCapacity(affixes.prefixBytes[type].count + affixes.suffixBytes[type].count + (integerCount + fraction) * 4 + 16)
        bytes += affixes.prefixBytes[type]
        let spaceAfter = affixes.prefixSpacing[type]
        if integerCount > 0 ? spaceAfter.digit : (showsSeparator ? spaceAfter.separator : spaceAfter.digit) { bytes += afterInsert }
        let upper = integerCount - 1
        for power in stride(from: upper, through: 0, by: -1) {
            bytes += digitBytes[Int(value.digit(at: power))]
            if power > 0, groupAt(power, upper: upper) { bytes += groupingBytes }
        }
        if showsSeparator { bytes += decimalBytes }
        for power in stride(from: -1, through: -fraction, by: -1) { bytes += digitBytes[Int(value.digit(at: power))] }
        let spaceBefore = affixes.suffixSpacing[type]
        if fraction == 0 && showsSeparator ? spaceBefore.separator : spaceBefore.digit { bytes += beforeInsert }
        bytes += affixes.suffixBytes[type]
        return (String(decoding: bytes, as: UTF8.self), integerCount)
    }

    /// ICU's Grouper: a separator before the digit at `power`?
    private func groupAt(_ power: Int, upper: Int) -> Bool {
        guard grouping1 > 0 else { return false }
        let position = power - grouping1
        return position >= 0 && position % grouping2 == 0 && upper - grouping1 + 1 >= minimumGrouping
    }

    /// Whether `scalar` is in a set of CLDR's currency spacing, written as ICU's UnicodeSet patterns do:
    /// a property `[:Lu:]` or `[:^S:]` (a general category, or `digit`), sets in brackets joined
    /// (`[[:Lu:][:Lo:]]`) or intersected (`[[:^S:]&[:^Z:]]`), or none (`[]`). A pattern of another form
    /// matches nothing.
    static func matches(_ scalar: Unicode.Scalar, _ set: String) -> Bool {
        var rest = Substring(set)
        guard let contains = unicodeSet(&rest), rest.isEmpty else { return false }
        return contains(scalar)
    }

    private static func unicodeSet(_ text: inout Substring) -> ((Unicode.Scalar) -> Bool)? {
        if text.hasPrefix("[:") {
            guard let close = text.range(of: ":]") else { return nil }
            var name = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]
            text = text[close.upperBound...]
            let negated = name.first == "^"
            if negated { name = name.dropFirst() }
            guard let categories = generalCategories(String(name)) else { return nil }
            return { categories.contains($0.properties.generalCategory) != negated }
        }
        guard text.first == "[" else { return nil }
        text = text.dropFirst()
        var result: ((Unicode.Scalar) -> Bool)?
        var intersect = false
        while let next = text.first, next != "]" {
            if next == "&" {
                guard result != nil, !intersect else { return nil }
                intersect = true
                text = text.dropFirst()
                continue
            }
            guard let item = unicodeSet(&text) else { return nil }
            if let previous = result {
                result = intersect ? { previous($0) && item($0) } : { previous($0) || item($0) }
            } else {
                result = item
            }
            intersect = false
        }
        guard !intersect, text.first == "]" else { return nil }
        text = text.dropFirst()
        return result ?? { _ in false }
    }

    /// The general categories of a property name: `Lu`, `L` (all letters), `digit` (`Nd`).
    private static func generalCategories(_ name: String) -> Set<Unicode.GeneralCategory>? {
        let all: [(String, Unicode.GeneralCategory)] = [
            ("Lu", .uppercaseLetter), ("Ll", .lowercaseLetter), ("Lt", .titlecaseLetter), ("Lm", .modifierLetter),
            ("Lo", .otherLetter), ("Mn", .nonspacingMark), ("Mc", .spacingMark), ("Me", .enclosingMark),
            ("Nd", .decimalNumber), ("Nl", .letterNumber), ("No", .otherNumber), ("Pc", .connectorPunctuation),
            ("Pd", .dashPunctuation), ("Ps", .openPunctuation), ("Pe", .closePunctuation), ("Pi", .initialPunctuation),
            ("Pf", .finalPunctuation), ("Po", .otherPunctuation), ("Sm", .mathSymbol), ("Sc", .currencySymbol),
            ("Sk", .modifierSymbol), ("So", .otherSymbol), ("Zs", .spaceSeparator), ("Zl", .lineSeparator),
            ("Zp", .paragraphSeparator), ("Cc", .control), ("Cf", .format), ("Cs", .surrogate), ("Co", .privateUse),
            ("Cn", .unassigned),
        ]
        let wanted = name == "digit" ? "Nd" : name
        let found = all.filter { $0.0 == wanted || (wanted.count == 1 && $0.0.hasPrefix(wanted)) }.map(\.1)
        return found.isEmpty ? nil : Set(found)
    }

    // MARK: - Amounts of any length

    /// Formats an amount already rounded to `places` fraction digits, whatever its length.
    func format(_ amount: DecimalNumeral, places: Int) throws(PortableNumberError) -> String {
        layout(rounded(Self.decimal(amount))).text
    }

    /// The formatted amount and its plural keyword; past ICU's 34 digits the keyword is selected as
    /// the ICU backend does, on a 1 followed by the last nine integer digits and the fraction.
    func formatWithPluralKeyword(_ amount: DecimalNumeral, places: Int, rules: PortablePluralRuleSet) throws(PortableNumberError) -> (String, String) {
        let text = try format(amount, places: places)
        guard amount.significantDigitCount > DecimalNumeral.icuDigitLimit else {
            return (text, try pluralKeyword(digits: amount.icuInput, rules: rules))
        }
        let (integer, fraction) = amount.integerAndFraction(places: places)
        let standIn = DecimalNumeral(isNegative: amount.isNegative, digits: [1] + integer.suffix(9) + fraction, exponent: -places)
        return (text, try pluralKeyword(digits: standIn.icuInput, rules: rules))
    }

    private static func decimal(_ amount: DecimalNumeral) -> PortableDecimal {
        PortableDecimal(isNegative: amount.isNegative, digits: amount.digits, exponent: amount.exponent)
    }

    private static let cache = HandleCache<[String], PortableNumberFormatter>(capacity: 512)

    /// A cached formatter for (locale, skeleton), made on first use.
    static func shared(locale: String, skeleton: String) throws(PortableNumberError) -> PortableNumberFormatter {
        try cache.value(for: [locale, skeleton]) { () throws(PortableNumberError) in
            try PortableNumberFormatter(locale: locale, skeleton: skeleton)
        }
    }

    /// The stems and options this formatter implements (see `PortableNumberSkeleton.supportedStems`).
    static var supportedStems: [String] { PortableNumberSkeleton.supportedStems }
}
