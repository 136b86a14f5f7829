/// The plural rules a Flutter app selects with: Dart's `package:intl`, whose `Intl.pluralLogic` every
/// message `flutter gen-l10n` generates calls.
///
/// They are intl's `plural_rules.dart` as it is today (dart-lang/i18n 2fd9412, intl 0.20.3), held to
/// what `Scripts/references/intl_plural_table.py` evaluates from that file, row by row
/// (`IntlPluralAgreementTests`). The rules are CLDR's recent ones: French, Spanish, Italian,
/// Portuguese and Catalan have `many` for exact multiples of a million, Hebrew has no `many` (20 is
/// `other`), Maltese has `two`. What is intl's own is how it computes the operands and finds the rule:
/// `i` is the number rounded, not truncated (0.5 has i = 1, so it is `other` in Hebrew, where 0.1 is
/// `one`); `f` is read off the double, `floor(n × 10^v) % 10^v` (2.01 has f = 0, so Serbian says
/// `other`); a negative number keeps its sign (−1 is `other` in English) and Dart's `%` is never
/// negative (−1 is `few` in Lithuanian); a fraction's `n % 10` is compared with whole numbers (11.5 is
/// in no range); and a locale intl has no rules for (Kurdish, Tigrinya, Norwegian Nynorsk, …) selects
/// `other` for every number. A catalog written for gen-l10n is checked and rendered with these, so it
/// reads in msgc as it reads in the app.
package enum FlutterPluralRules {
    /// The operands as intl's `startRuleEvaluation(howMany, null)` computes them for the number
    /// `digits` writes (`"21"`, `"1.50"`, `"-3"`): gen-l10n passes no precision.
    struct Operands {
        /// n when it is a whole number: Dart keeps it an `int` (`pluralLogic` turns 1.0 into 1).
        let whole: Int?
        let n: Double
        let i: Int
        let v: Int
        let f: Int
        let t: Int

        init?(_ digits: String) {
            var text = Substring(digits)
            let negative = text.first == "-"
            if text.first == "-" || text.first == "+" { text = text.dropFirst() }
            let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let integer = parts.first, !integer.isEmpty, integer.allSatisfy(\.isASCIIDigit) else { return nil }
            let fraction = parts.count > 1 ? parts[1] : ""
            guard fraction.allSatisfy(\.isASCIIDigit) else { return nil }
            let signed = (negative ? "-" : "") + text
            guard let value = Double(signed) else { return nil }
            if fraction.allSatisfy({ $0 == "0" }) || value == value.rounded(.towardZero) {
                // An int in Dart. Past Int64 there is no such int; the last digits keep i's remainders.
                let exact = fraction.allSatisfy({ $0 == "0" }) ? Int(signed.prefix { $0 != "." }) : nil
                whole = exact ?? (abs(value) < 9e18 ? Int(value) : nil)
                n = whole.map(Double.init) ?? value
                i = whole ?? (Int(integer.suffix(18)) ?? 0) * (negative ? -1 : 1)
                v = 0; f = 0; t = 0
                return
            }
            whole = nil
            n = value
            // Dart's `round()`: halves away from zero, as Swift's `rounded()`.
            i = Int(value.rounded())
            v = min(Self.dartFractionDigits(value), 3)
            let base = [1, 10, 100, 1_000][v]
            f = Self.modulo(Int((value * Double(base)).rounded(.down)), base)
            var stripped = f
            while stripped != 0 && stripped % 10 == 0 { stripped /= 10 }
            t = stripped
        }

        /// The characters after the point in Dart's `'$n'` for a double that is no whole number:
        /// positional from 1e-6 on, `1.5e-7` below (whose "fraction" is `5e-7`, four characters).
        static func dartFractionDigits(_ value: Double) -> Int {
            let written = "\(abs(value))"
            let mantissa = written.prefix { $0 != "e" }
            let exponent = written.firstIndex(of: "e").flatMap { Int(written[written.index(after: $0)...]) } ?? 0
            let significant = mantissa.filter(\.isASCIIDigit).drop { $0 == "0" }
            let afterPoint = mantissa.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
            if abs(value) < 1e-6 {
                let dartExponent = String(-exponent).count + 2
                return significant.count > 1 ? significant.count - 1 + dartExponent : 0
            }
            return max(0, afterPoint - exponent)
        }

        /// Dart's `%`: never negative.
        static func modulo(_ a: Int, _ m: Int) -> Int {
            let r = a % m
            return r < 0 ? r + m : r
        }

        /// `_n % m`, on the int or on the double (11.5 % 10 is 1.5).
        func nMod(_ m: Int) -> Double {
            if let whole { return Double(Self.modulo(whole, m)) }
            let r = n.truncatingRemainder(dividingBy: Double(m))
            return r < 0 ? r + Double(m) : r
        }
        /// `[a, …, b].contains(_n % m)`: Dart compares the double with each int.
        func nMod(_ m: Int, in values: ClosedRange<Int>) -> Bool {
            let r = nMod(m)
            return r == r.rounded(.down) && values.contains(Int(r))
        }
        func nMod(_ m: Int, is value: Int) -> Bool { nMod(m, in: value...value) }
        func n(is value: Int) -> Bool { whole.map { $0 == value } ?? false }
        func n(in values: ClosedRange<Int>) -> Bool { whole.map(values.contains) ?? false }
        /// `_i % m`.
        func iMod(_ m: Int) -> Int { Self.modulo(i, m) }
    }

    /// One of intl's rule functions, named as intl names them (`_ast_rule` is `.ast`; `_is_rule` is
    /// `.isl`, `_default_rule` `.other`): several locales share one.
    enum Rule: Sendable {
        case other, ast, af, am, ar, be, br, bs, ca, cs, cy, da, es, ceb, fr, ga, he, ff, isl, ak, lt, lv, mk, mt,
             pl, pt, mo, ru, si, sl

        func category(_ o: Operands) -> PluralCategory {
            switch self {
            case .other: return .other
            case .ast: return o.i == 1 && o.v == 0 ? .one : .other
            case .af: return o.n(is: 1) ? .one : .other
            case .am: return o.i == 0 || o.n(is: 1) ? .one : .other
            case .ar:
                if o.n(is: 0) { return .zero }
                if o.n(is: 1) { return .one }
                if o.n(is: 2) { return .two }
                if o.nMod(100, in: 3...10) { return .few }
                return o.nMod(100, in: 11...99) ? .many : .other
            case .be:
                if o.nMod(10, is: 1), !o.nMod(100, is: 11) { return .one }
                if o.nMod(10, in: 2...4), !o.nMod(100, in: 12...14) { return .few }
                if o.nMod(10, is: 0) || o.nMod(10, in: 5...9) || o.nMod(100, in: 11...14) { return .many }
                return .other
            case .br:
                if o.nMod(10, is: 1), !(o.nMod(100, is: 11) || o.nMod(100, is: 71) || o.nMod(100, is: 91)) { return .one }
                if o.nMod(10, is: 2), !(o.nMod(100, is: 12) || o.nMod(100, is: 72) || o.nMod(100, is: 92)) { return .two }
                if o.nMod(10, in: 3...4) || o.nMod(10, is: 9),
                   !(o.nMod(100, in: 10...19) || o.nMod(100, in: 70...79) || o.nMod(100, in: 90...99)) { return .few }
                return !o.n(is: 0) && o.nMod(1_000_000, is: 0) ? .many : .other
            case .bs:
                if o.v == 0 && o.iMod(10) == 1 && o.iMod(100) != 11 || o.f % 10 == 1 && o.f % 100 != 11 { return .one }
                if o.v == 0 && (2...4).contains(o.iMod(10)) && !(12...14).contains(o.iMod(100))
                    || (2...4).contains(o.f % 10) && !(12...14).contains(o.f % 100) { return .few }
                return .other
            case .ca, .es, .fr, .pt:
                let one = switch self {
                case .ca: o.i == 1 && o.v == 0
                case .es: o.n(is: 1)
                default: o.i == 0 || o.i == 1
                }
                if one { return .one }
                return o.i != 0 && o.iMod(1_000_000) == 0 && o.v == 0 ? .many : .other
            case .cs:
                if o.i == 1 && o.v == 0 { return .one }
                if (2...4).contains(o.i) && o.v == 0 { return .few }
                return o.v != 0 ? .many : .other
            case .cy:
                if o.n(is: 0) { return .zero }
                if o.n(is: 1) { return .one }
                if o.n(is: 2) { return .two }
                if o.n(is: 3) { return .few }
                return o.n(is: 6) ? .many : .other
            case .da: return o.n(is: 1) || o.t != 0 && (o.i == 0 || o.i == 1) ? .one : .other
            case .ceb:
                let one = o.v == 0 && (1...3).contains(o.i) || o.v == 0 && ![4, 6, 9].contains(o.iMod(10))
                    || o.v != 0 && ![4, 6, 9].contains(o.f % 10)
                return one ? .one : .other
            case .ga:
                if o.n(is: 1) { return .one }
                if o.n(is: 2) { return .two }
                if o.n(in: 3...6) { return .few }
                return o.n(in: 7...10) ? .many : .other
            case .he:
                if o.i == 1 && o.v == 0 || o.i == 0 && o.v != 0 { return .one }
                return o.i == 2 && o.v == 0 ? .two : .other
            case .ff: return o.i == 0 || o.i == 1 ? .one : .other
            case .isl: return o.t == 0 && o.iMod(10) == 1 && o.iMod(100) != 11 || o.t % 10 == 1 && o.t % 100 != 11 ? .one : .other
            case .ak: return o.n(in: 0...1) ? .one : .other
            case .lt:
                if o.nMod(10, is: 1), !o.nMod(100, in: 11...19) { return .one }
                if o.nMod(10, in: 2...9), !o.nMod(100, in: 11...19) { return .few }
                return o.f != 0 ? .many : .other
            case .lv:
                if o.nMod(10, is: 0) || o.nMod(100, in: 11...19) || o.v == 2 && (11...19).contains(o.f % 100) { return .zero }
                if o.nMod(10, is: 1) && !o.nMod(100, is: 11) || o.v == 2 && o.f % 10 == 1 && o.f % 100 != 11
                    || o.v != 2 && o.f % 10 == 1 { return .one }
                return .other
            case .mk: return o.v == 0 && o.iMod(10) == 1 && o.iMod(100) != 11 || o.f % 10 == 1 && o.f % 100 != 11 ? .one : .other
            case .mt:
                if o.n(is: 1) { return .one }
                if o.n(is: 2) { return .two }
                if o.n(is: 0) || o.nMod(100, in: 3...10) { return .few }
                return o.nMod(100, in: 11...19) ? .many : .other
            case .pl:
                if o.i == 1 && o.v == 0 { return .one }
                if o.v == 0 && (2...4).contains(o.iMod(10)) && !(12...14).contains(o.iMod(100)) { return .few }
                if o.v == 0 && o.i != 1 && (0...1).contains(o.iMod(10)) || o.v == 0 && (5...9).contains(o.iMod(10))
                    || o.v == 0 && (12...14).contains(o.iMod(100)) { return .many }
                return .other
            case .mo:
                if o.i == 1 && o.v == 0 { return .one }
                return o.v != 0 || o.n(is: 0) || !o.n(is: 1) && o.nMod(100, in: 1...19) ? .few : .other
            case .ru:
                if o.v == 0 && o.iMod(10) == 1 && o.iMod(100) != 11 { return .one }
                if o.v == 0 && (2...4).contains(o.iMod(10)) && !(12...14).contains(o.iMod(100)) { return .few }
                if o.v == 0 && o.iMod(10) == 0 || o.v == 0 && (5...9).contains(o.iMod(10))
                    || o.v == 0 && (11...14).contains(o.iMod(100)) { return .many }
                return .other
            case .si: return o.n(in: 0...1) || o.i == 0 && o.f == 1 ? .one : .other
            case .sl:
                if o.v == 0 && o.iMod(100) == 1 { return .one }
                if o.v == 0 && o.iMod(100) == 2 { return .two }
                return o.v == 0 && (3...4).contains(o.iMod(100)) || o.v != 0 ? .few : .other
            }
        }
    }

    /// intl's `pluralRules` map as it is: its locale keys (`pt_BR`, `sr_Latn`, `en_ISO`) → rule.
    static let rules: [String: Rule] = [
        "en_ISO": .ast, "af": .af, "am": .am, "ar": .ar, "ar_DZ": .ar, "ar_EG": .ar, "as": .am, "az": .af,
        "be": .be, "bg": .af, "bm": .other, "bn": .am, "br": .br, "bs": .bs, "ca": .ca, "chr": .af, "cs": .cs,
        "cy": .cy, "da": .da, "de": .ast, "de_AT": .ast, "de_CH": .ast, "el": .af, "en": .ast, "en_AU": .ast,
        "en_CA": .ast, "en_GB": .ast, "en_IE": .ast, "en_IN": .ast, "en_MY": .ast, "en_NZ": .ast, "en_SG": .ast,
        "en_US": .ast, "en_ZA": .ast, "es": .es, "es_419": .es, "es_ES": .es, "es_MX": .es, "es_US": .es,
        "et": .ast, "eu": .af, "fa": .am, "fi": .ast, "fil": .ceb, "fr": .fr, "fr_CA": .fr, "fr_CH": .fr,
        "fur": .af, "ga": .ga, "gl": .ast, "gsw": .af, "gu": .am, "haw": .af, "he": .he, "hi": .am, "hr": .bs,
        "hu": .af, "hy": .ff, "id": .other, "in": .other, "is": .isl, "it": .ca, "it_CH": .ca, "iw": .he,
        "ja": .other, "ka": .af, "kk": .af, "km": .other, "kn": .am, "ko": .other, "ky": .af, "ln": .ak,
        "lo": .other, "lt": .lt, "lv": .lv, "mg": .ak, "mk": .mk, "ml": .af, "mn": .af, "mr": .af, "ms": .other,
        "mt": .mt, "my": .other, "nb": .af, "ne": .af, "nl": .ast, "no": .af, "no_NO": .af, "nyn": .af,
        "or": .af, "pa": .ak, "pl": .pl, "ps": .af, "pt": .pt, "pt_BR": .pt, "pt_PT": .ca, "ro": .mo, "ru": .ru,
        "si": .si, "sk": .cs, "sl": .sl, "sq": .af, "sr": .bs, "sr_Latn": .bs, "sv": .ast, "sw": .ast, "ta": .af,
        "te": .af, "th": .other, "tl": .ceb, "tr": .af, "uk": .ru, "ur": .ast, "uz": .af, "vi": .other,
        "zh": .other, "zh_CN": .other, "zh_HK": .other, "zh_TW": .other, "zu": .am, "default": .other,
    ]

    /// The key of intl's map `Intl.verifiedLocale(locale, localeHasPluralRules)` settles on: the
    /// locale as given, then canonicalized (`pt-br` → `pt_BR`), its language and region without a
    /// script (`zh_Hant_TW` → `zh_TW`), its language, and the other name of a renamed language
    /// (`iw`/`he`, `tl`/`fil`, `in`/`id`, `no`/`nb`); nil where intl falls back to `default`.
    static func intlLocale(for locale: String) -> String? {
        verifiedLocale(locale) { rules[$0] != nil }
    }

    /// intl's `verifiedLocale(locale, localeExists)`, for any of its tables (plural rules, number
    /// symbols, date symbols): the first of the candidates above that `exists`; nil for none.
    static func verifiedLocale(_ locale: String, exists: (String) -> Bool) -> String? {
        if exists(locale) { return locale }
        let candidates = [
            IntlLocale.canonicalized(locale), IntlLocale.languageRegionOnly(locale), IntlLocale.languageOnly(locale),
            IntlLocale.deprecated(locale), IntlLocale.deprecated(IntlLocale.languageOnly(locale)),
            IntlLocale.deprecated(IntlLocale.canonicalized(locale)),
        ]
        return candidates.first(where: exists)
    }

    /// The rule intl chooses for a locale; nil when it falls back to `default` (every number `other`).
    static func rule(for locale: String) -> Rule? { intlLocale(for: locale).flatMap { rules[$0] } }

    /// Whether intl has rules of its own for `locale` (or its language).
    package static func hasRules(for locale: String) -> Bool { rule(for: locale) != nil }

    /// The category intl gives `digits` (a decimal number as written: `21`, `1.5`) in `locale`.
    package static func category(locale: String, digits: String) -> PluralCategory {
        let locale = LocaleInput.bounded(locale)
        guard let rule = ruleOfLocale.value(for: ExactString(locale), create: { rule(for: locale) }), let operands = Operands(digits) else { return .other }
        return rule.category(operands)
    }

    /// Each locale's rule as first found: renders look it up per plural.
    private static let ruleOfLocale = HandleCache<ExactString, Rule?>(capacity: 64)

    /// The categories intl can select in `locale`: for integers only, or for any number. Found by
    /// trying the integers to 1,200, some millions and some fractions; a few microseconds a call.
    package static func categories(locale: String, integersOnly: Bool) -> Set<PluralCategory> {
        guard let rule = rule(for: locale) else { return [.other] }
        var found: Set<PluralCategory> = [.other]
        for operands in integerSamples { found.insert(rule.category(operands)) }
        if !integersOnly {
            for operands in fractionSamples { found.insert(rule.category(operands)) }
        }
        return found
    }

    private static let integerSamples = ((0...1_200).map(String.init) + ["1000000", "2000000"]).compactMap(Operands.init)
    private static let fractionSamples = ["0.1", "0.5", "1.1", "1.5", "2.5", "0.11", "1.01", "11.5", "21.5", "101.5", "0.21", "2.12"]
        .compactMap(Operands.init)
}

/// intl's locale helpers (`intl_helpers.dart`) as `verifiedLocale` tries them, on UTF-16 code units
/// as Dart counts a string.
private enum IntlLocale {
    static func isSeparator(_ unit: UInt16) -> Bool { unit == 0x2D || unit == 0x5F }  // - _

    static func text(_ units: ArraySlice<UInt16>) -> String { String(decoding: units, as: UTF16.self) }

    /// `_languageSeparatorIndex`: a separator after a language of two or three letters.
    static func languageSeparator(_ units: [UInt16]) -> Int? {
        if units.count < 3 { return nil }
        if isSeparator(units[2]) { return 2 }
        if units.count < 4 { return nil }
        return isSeparator(units[3]) ? 3 : nil
    }

    /// `canonicalizedLocale`: `C` is `en_ISO`; under five units as it is; else language `_` the rest,
    /// the rest uppercased when at most three units (`pt-br` → `pt_BR`, `sr-latn` → `sr_latn`).
    static func canonicalized(_ locale: String) -> String {
        if locale == "C" { return "en_ISO" }
        let units = Array(locale.utf16)
        guard units.count >= 5, let separator = languageSeparator(units) else { return locale }
        var region = text(units[(separator + 1)...])
        if region.utf16.count <= 3 { region = region.uppercased() }
        return text(units[..<separator]) + "_" + region
    }

    /// `languageRegionOnlyLocale`: from ten units on, language `_` what follows a four-unit script.
    static func languageRegionOnly(_ locale: String) -> String {
        let units = Array(locale.utf16)
        guard units.count >= 10, let separator = languageSeparator(units) else { return locale }
        let subtags = Array(units[(separator + 1)...])
        let scriptEnd = subtags.count >= 5 && isSeparator(subtags[4]) ? 4 : -1
        var region = text(subtags[(scriptEnd + 1)...])
        if region.utf16.count <= 3 { region = region.uppercased() }
        return text(units[..<separator]) + "_" + region
    }

    /// `languageOnlyLocale`: the language lowercased (a locale without a separator only when under four units).
    static func languageOnly(_ locale: String) -> String {
        if locale == "invalid" { return "in" }
        let units = Array(locale.utf16)
        if units.count < 2 { return locale }
        guard let separator = languageSeparator(units) else { return units.count < 4 ? locale.lowercased() : locale }
        return text(units[..<separator]).lowercased()
    }

    /// `deprecatedLocale`: the other name of a renamed language.
    static func deprecated(_ locale: String) -> String {
        switch locale {
        case "iw": "he"
        case "he": "iw"
        case "fil": "tl"
        case "tl": "fil"
        case "id": "in"
        case "in": "id"
        case "no": "nb"
        case "nb": "no"
        default: locale
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
