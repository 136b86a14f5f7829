/// The plural rules a Flutter app selects with: Dart's `package:intl`, whose `Intl.pluralLogic` every
/// message `flutter gen-l10n` generates calls.
///
/// They are CLDR's rules as intl ships them, which is not CLDR as ICU ships it today: French,
/// Spanish, Italian and Portuguese have no `many` for exact millions, Hebrew still has `many` for 20,
/// 30, …, and a language intl has no rules for (Kurdish, Pashto, Tigrinya, …) selects `other` for every
/// number. A catalog written for gen-l10n is checked and rendered with these, so it reads in msgc as it
/// reads in the app.
public enum FlutterPluralRules {
    /// The operands of UTS #35 for a decimal number as written (`"21"`, `"1.50"`, `"-3"`).
    struct Operands {
        var n: Double
        var i: Int
        var v: Int
        var f: Int
        var t: Int

        init?(_ digits: String) {
            var text = Substring(digits)
            if text.first == "-" || text.first == "+" { text = text.dropFirst() }
            let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let integer = parts.first, !integer.isEmpty, integer.allSatisfy(\.isASCIIDigit) else { return nil }
            let fraction = parts.count > 1 ? parts[1] : ""
            guard fraction.allSatisfy(\.isASCIIDigit) else { return nil }
            // As intl computes them: `i` is n rounded (half away from zero), not truncated; `v` counts
            // the fraction digits Dart prints for the number (no trailing zeros), at most three.
            n = Double(text) ?? 0
            i = n < 1e15 ? Int(n.rounded()) : Int(integer.suffix(15)) ?? 0
            let printed = fraction.reversed().drop { $0 == "0" }.reversed()
            v = min(printed.count, 3)
            f = Int(String(printed.prefix(v))) ?? 0
            t = Int(String(printed.prefix(v).reversed().drop { $0 == "0" }.reversed())) ?? 0
        }

        /// `n % m` as intl computes it on the number itself: `11.5 % 10` is 1.5.
        func n(mod m: Double) -> Double { n.truncatingRemainder(dividingBy: m) }
        /// intl compares n (or n % m) with a range's ends, so 3.5 lies in 3…6.
        func n(mod m: Double, in range: ClosedRange<Int>) -> Bool {
            let value = n(mod: m)
            return value >= Double(range.lowerBound) && value <= Double(range.upperBound)
        }
        func n(in range: ClosedRange<Int>) -> Bool { n >= Double(range.lowerBound) && n <= Double(range.upperBound) }
        func n(is value: Int) -> Bool { n == Double(value) }
    }

    /// One of intl's rules (several languages share one).
    enum Rule: Sendable {
        case other, en, es, fr, hi, ak, ptBR, ptPT, fil, cs, pl, ru, be, lt, lv, ar, he, ga, cy, mt, br, sr, ro, sl,
             mk, isl, si, da

        func category(_ o: Operands) -> PluralCategory {
            switch self {
            case .other: return .other
            case .en: return o.i == 1 && o.v == 0 ? .one : .other
            case .es: return o.n(is: 1) ? .one : .other
            case .fr: return o.i == 0 || o.i == 1 ? .one : .other
            case .hi: return o.i == 0 || o.n(is: 1) ? .one : .other
            case .ak: return o.n(in: 0...1) ? .one : .other
            case .ptBR: return o.n >= 0 && o.n <= 2 && !o.n(is: 2) ? .one : .other
            case .ptPT: return o.n(is: 1) && o.v == 0 ? .one : .other
            case .fil:
                let one = o.v == 0 && (1...3).contains(o.i) || o.v == 0 && ![4, 6, 9].contains(o.i % 10)
                    || o.v != 0 && ![4, 6, 9].contains(o.f % 10)
                return one ? .one : .other
            case .cs:
                if o.i == 1 && o.v == 0 { return .one }
                if (2...4).contains(o.i) && o.v == 0 { return .few }
                return o.v != 0 ? .many : .other
            case .pl:
                if o.i == 1 && o.v == 0 { return .one }
                if o.v == 0, (2...4).contains(o.i % 10), !(12...14).contains(o.i % 100) { return .few }
                if o.v == 0, o.i != 1 && (0...1).contains(o.i % 10) || (5...9).contains(o.i % 10) || (12...14).contains(o.i % 100) { return .many }
                return .other
            case .ru:
                if o.v == 0, o.i % 10 == 1, o.i % 100 != 11 { return .one }
                if o.v == 0, (2...4).contains(o.i % 10), !(12...14).contains(o.i % 100) { return .few }
                if o.v == 0, o.i % 10 == 0 || (5...9).contains(o.i % 10) || (11...14).contains(o.i % 100) { return .many }
                return .other
            case .be:
                if o.n(mod: 10, in: 1...1), !o.n(mod: 100, in: 11...11) { return .one }
                if o.n(mod: 10, in: 2...4), !o.n(mod: 100, in: 12...14) { return .few }
                if o.n(mod: 10, in: 0...0) || o.n(mod: 10, in: 5...9) || o.n(mod: 100, in: 11...14) { return .many }
                return .other
            case .lt:
                if o.n(mod: 10, in: 1...1), !o.n(mod: 100, in: 11...19) { return .one }
                if o.n(mod: 10, in: 2...9), !o.n(mod: 100, in: 11...19) { return .few }
                return o.f != 0 ? .many : .other
            case .lv:
                if o.n(mod: 10, in: 0...0) || o.n(mod: 100, in: 11...19) || o.v == 2 && (11...19).contains(o.f % 100) { return .zero }
                if o.n(mod: 10, in: 1...1) && !o.n(mod: 100, in: 11...11) || o.v == 2 && o.f % 10 == 1 && o.f % 100 != 11
                    || o.v != 2 && o.f % 10 == 1 { return .one }
                return .other
            case .ar:
                if o.n(is: 0) { return .zero }
                if o.n(is: 1) { return .one }
                if o.n(is: 2) { return .two }
                if o.n(mod: 100, in: 3...10) { return .few }
                return o.n(mod: 100, in: 11...99) ? .many : .other
            case .he:
                if o.i == 1 && o.v == 0 { return .one }
                if o.i == 2 && o.v == 0 { return .two }
                return o.v == 0 && (o.n < 0 || o.n > 10) && o.n(mod: 10, in: 0...0) ? .many : .other
            case .ga:
                if o.n(is: 1) { return .one }
                if o.n(is: 2) { return .two }
                if o.n(in: 3...6) { return .few }
                return o.n(in: 7...10) ? .many : .other
            case .cy:
                switch o.n {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                case 3: return .few
                case 6: return .many
                default: return .other
                }
            case .mt:
                if o.n(is: 1) { return .one }
                if o.n(is: 0) || o.n(mod: 100, in: 2...10) { return .few }
                return o.n(mod: 100, in: 11...19) ? .many : .other
            case .br:
                if o.n(mod: 10, in: 1...1), ![11, 71, 91].contains(where: { o.n(mod: 100, in: $0...$0) }) { return .one }
                if o.n(mod: 10, in: 2...2), ![12, 72, 92].contains(where: { o.n(mod: 100, in: $0...$0) }) { return .two }
                if o.n(mod: 10, in: 3...4) || o.n(mod: 10, in: 9...9),
                   !o.n(mod: 100, in: 10...19), !o.n(mod: 100, in: 70...79), !o.n(mod: 100, in: 90...99) { return .few }
                return !o.n(is: 0) && o.n(mod: 1_000_000, in: 0...0) ? .many : .other
            case .sr:
                if o.v == 0 && o.i % 10 == 1 && o.i % 100 != 11 || o.f % 10 == 1 && o.f % 100 != 11 { return .one }
                if o.v == 0 && (2...4).contains(o.i % 10) && !(12...14).contains(o.i % 100)
                    || (2...4).contains(o.f % 10) && !(12...14).contains(o.f % 100) { return .few }
                return .other
            case .ro:
                if o.i == 1 && o.v == 0 { return .one }
                if o.v != 0 || o.n(is: 0) || !o.n(is: 1) && o.n(mod: 100, in: 1...19) { return .few }
                return .other
            case .sl:
                if o.v == 0 && o.i % 100 == 1 { return .one }
                if o.v == 0 && o.i % 100 == 2 { return .two }
                if o.v == 0 && (3...4).contains(o.i % 100) || o.v != 0 { return .few }
                return .other
            case .mk: return o.v == 0 && o.i % 10 == 1 || o.f % 10 == 1 ? .one : .other
            case .isl: return o.t == 0 && o.i % 10 == 1 && o.i % 100 != 11 || o.t != 0 ? .one : .other
            case .si: return o.n(is: 0) || o.n(is: 1) || o.i == 0 && o.f == 1 ? .one : .other
            case .da: return o.n(is: 1) || o.t != 0 && (o.i == 0 || o.i == 1) ? .one : .other
            }
        }
    }

    /// intl's table: locale as intl writes it (`pt_BR`) → rule. Anything else falls back to its
    /// language, then to `other` for every number.
    static let rules: [String: Rule] = [
        "af": .es, "am": .hi, "ar": .ar, "az": .es, "be": .be, "bg": .es, "bn": .hi, "br": .br, "bs": .sr,
        "ca": .en, "chr": .es, "cs": .cs, "cy": .cy, "da": .da, "de": .en, "de_AT": .en, "de_CH": .en,
        "el": .es, "en": .en, "en_AU": .en, "en_CA": .en, "en_GB": .en, "en_IE": .en, "en_IN": .en,
        "en_SG": .en, "en_US": .en, "en_ZA": .en, "es": .es, "es_419": .es, "es_ES": .es, "es_MX": .es,
        "es_US": .es, "et": .en, "eu": .es, "fa": .hi, "fi": .en, "fil": .fil, "fr": .fr, "fr_CA": .fr,
        "ga": .ga, "gl": .en, "gsw": .es, "gu": .hi, "haw": .es, "he": .he, "hi": .hi, "hr": .sr, "hu": .es,
        "hy": .fr, "id": .other, "in": .other, "is": .isl, "it": .en, "iw": .he, "ja": .other, "ka": .es,
        "kk": .es, "km": .other, "kn": .hi, "ko": .other, "ky": .es, "ln": .ak, "lo": .other, "lt": .lt,
        "lv": .lv, "mk": .mk, "ml": .es, "mn": .es, "mo": .ro, "mr": .hi, "ms": .other, "mt": .mt,
        "my": .other, "nb": .es, "ne": .es, "nl": .en, "no": .es, "no_NO": .es, "or": .es, "pa": .ak,
        "pl": .pl, "pt": .ptBR, "pt_BR": .ptBR, "pt_PT": .ptPT, "ro": .ro, "ru": .ru, "sh": .sr, "si": .si,
        "sk": .cs, "sl": .sl, "sq": .es, "sr": .sr, "sr_Latn": .sr, "sv": .en, "sw": .en, "ta": .es,
        "te": .es, "th": .other, "tl": .fil, "tr": .es, "uk": .ru, "ur": .en, "uz": .es, "vi": .other,
        "zh": .other, "zh_CN": .other, "zh_HK": .other, "zh_TW": .other, "zu": .hi,
    ]

    /// The rule intl chooses for a locale, as `Intl.verifiedLocale` finds it: the locale as given,
    /// canonicalized (`pt-br` → `pt_BR`), then its language; nil when intl has none (then every number
    /// is `other`).
    static func rule(for locale: String) -> Rule? {
        if let rule = rules[locale] { return rule }
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first?.lowercased() else { return nil }
        if parts.count > 1 {
            let second = parts[1]
            let canonical = second.count == 4 ? second.prefix(1).uppercased() + second.dropFirst().lowercased()
                : second.count == 2 ? second.uppercased() : second
            if let rule = rules["\(language)_\(canonical)"] { return rule }
        }
        return rules[language]
    }

    /// Whether intl has rules of its own for `locale` (or its language).
    public static func hasRules(for locale: String) -> Bool { rule(for: locale) != nil }

    /// The category intl gives `digits` (a decimal number as written: `21`, `1.5`) in `locale`.
    public static func category(locale: String, digits: String) -> PluralCategory {
        let locale = LocaleInput.bounded(locale)
        guard let rule = ruleOfLocale.value(for: ExactString(locale), create: { rule(for: locale) }), let operands = Operands(digits) else { return .other }
        return rule.category(operands)
    }

    /// Each locale's rule as first found: renders look it up per plural.
    private static let ruleOfLocale = HandleCache<ExactString, Rule?>(capacity: 64)

    /// The categories intl can select in `locale`: for integers only, or for any number.
    public static func categories(locale: String, integersOnly: Bool) -> Set<PluralCategory> {
        guard let rule = rule(for: locale), let reachable = reachable[rule] else { return [.other] }
        return integersOnly ? reachable.integers : reachable.all
    }

    /// Each rule's categories over the integers to 1,200 and some millions, and over those and some
    /// fractions: found once, for the checker asks per plural.
    private static let reachable: [Rule: (integers: Set<PluralCategory>, all: Set<PluralCategory>)] = {
        let integers = ((0...1_200).map(String.init) + ["1000000", "2000000"]).compactMap(Operands.init)
        let fractions = ["0.1", "0.5", "1.1", "1.5", "2.5", "0.11", "1.01", "11.5", "21.5", "101.5", "0.21", "2.12"].compactMap(Operands.init)
        var table: [Rule: (integers: Set<PluralCategory>, all: Set<PluralCategory>)] = [:]
        for rule in Set(rules.values) {
            let ofIntegers = Set(integers.map(rule.category)).union([.other])
            table[rule] = (ofIntegers, ofIntegers.union(fractions.map(rule.category)))
        }
        return table
    }()
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
