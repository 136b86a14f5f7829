/// A locale as BCP 47 language tag, accepted from any of the spellings users and systems produce.
///
/// Accepts BCP 47 (`zh-Hant-TW`, `ar-EG-u-nu-latn`), POSIX locale names (`de_DE.UTF-8@euro`,
/// `sr_RS@latin`), ICU IDs (`ar_EG@numbers=latn`), legacy codes (`iw` → `he`, `in` → `id`,
/// `no` → `nb`, `tl` → `fil`) and every other alias CLDR lists (`LocaleAliases`): `cmn-Hans-CN`,
/// `zh-cmn-Hans-CN` and `zh-guoyu` are Chinese (`zh-Hans-CN`, `zh`), `arb` Arabic, `deu` and `ger`
/// German, `de-DD` `de-DE`. White space at either end (spaces, tabs, CR, LF, CRLF, NEL, no-break
/// spaces) is no part of the locale. Input that means no locale (`""`, `C`, `POSIX`) and input that
/// does not parse become `und`, the root locale, whose data is language-neutral. So does input with
/// any other character outside ASCII: every spelling above is ASCII, and a look-alike
/// (`"zh-H\u{212A}"`, with a KELVIN SIGN for the K) is not `zh-HK`; and so does a string of more
/// than 1,024 bytes, which no tag is. Never fails.
///
/// ```swift
/// LocaleIdentifier("de_DE.UTF-8@euro").languageTag   // "de-DE"
/// LocaleIdentifier("iw_IL").languageTag              // "he-IL"
/// LocaleIdentifier("ar-EG-u-nu-latn").icuID          // "ar_EG@numbers=latn"
/// ```
public struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The canonical BCP 47 tag: `de-DE`, `zh-Hant-TW`, `und`.
    public let languageTag: String
    /// The same locale as an ICU locale ID (`de_DE`, `ar_EG@numbers=latn`; `""` for root).
    public let icuID: String
    /// The ICU ID as formatting sees it (`FormattingLocale`): what formatters are opened and cached
    /// with, so that IDs differing only in what no formatter reads share them.
    let formattingID: String

    /// Reads a locale from any spelling above; what does not parse, or is not ASCII, is `und`.
    public init(_ string: String) {
        let string = LocaleInput.bounded(string)
        self = Self.parsed.value(for: ExactString(string)) { LocaleIdentifier(parsing: string) }
    }

    /// Parsing takes several ICU calls; apps ask for the same few locales again and again.
    /// Keyed by the input's bytes: canonically equivalent spellings are different inputs here.
    private static let parsed = HandleCache<ExactString, LocaleIdentifier>(capacity: 512)

    private init(parsing string: String) {
        self.init(parsing: string, with: PlatformLocale.self)
    }

    /// Parses without the cache, through ICU's locale functions or the portable ones, which
    /// `PortableLocaleTests` holds to the same results.
    init<Functions: LocaleFunctions>(parsing string: String, with functions: Functions.Type) {
        let icuID = Functions.canonicalize(Self.icuID(forInput: string, with: functions))
        let tag = LocaleAliases.applying(to: Functions.languageTag(forID: icuID)) { tag in
            Functions.languageTag(forID: Functions.addLikelySubtags(Functions.id(forLanguageTag: tag)))
        }
        self.languageTag = tag
        self.icuID = tag == "und" ? "" : Functions.id(forLanguageTag: tag)
        self.formattingID = FormattingLocale.id(forICUID: self.icuID, with: functions)
    }

    /// The canonical BCP 47 tag, as `languageTag`: what `print` and string interpolation show.
    public var description: String { languageTag }

    /// Whether this is the root locale (`und`), meaning no particular language.
    public var isRoot: Bool { languageTag == "und" }

    /// The language subtag: `zh` for `zh-Hant-TW`.
    public var language: String {
        String(languageTag.prefix { $0 != "-" })
    }

    /// The tag without extensions (`-u-…`, `-x-…`): what catalogs are keyed by.
    public var baseTag: String {
        var kept: [Substring] = []
        for subtag in languageTag.split(separator: "-") {
            if subtag.count == 1 { break }
            kept.append(subtag)
        }
        return kept.isEmpty ? "und" : kept.joined(separator: "-")
    }

    // MARK: - Parsing the spellings

    /// POSIX and BCP 47 input reduced to an ICU locale ID.
    static func icuID(forInput raw: String) -> String {
        icuID(forInput: raw, with: PlatformLocale.self)
    }

    static func icuID<Functions: LocaleFunctions>(forInput raw: String, with functions: Functions.Type) -> String {
        let input = raw.trimmingWhitespace()
        if !input.utf8.allSatisfy({ $0 < 0x80 }) { return "" }
        if input.isEmpty || ["c", "posix"].contains(input.lowercased()) { return "" }
        // ICU keyword syntax ("ar_EG@numbers=latn") is already an ICU ID.
        if let at = input.firstIndex(of: "@"), input[at...].contains("=") {
            return String(input)
        }
        let (base, modifier) = splitPOSIX(input)
        if ["c", "posix"].contains(base.lowercased()) { return "" }
        var tag = base.replacingUnderscores()
        if let script = modifier.flatMap({ posixModifierScripts[$0.lowercased()] }) {
            tag = insertingScript(script, into: tag)
        }
        return Functions.id(forLanguageTag: tag)
    }

    /// `de_DE.UTF-8@euro` → (`de_DE`, `euro`): the codeset says nothing about the language.
    private static func splitPOSIX(_ input: Substring) -> (base: Substring, modifier: Substring?) {
        var base = input
        var modifier: Substring?
        if let at = base.firstIndex(of: "@") {
            modifier = base[base.index(after: at)...]
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        return (base, modifier)
    }

    /// glibc's script modifiers; the others (`@euro`, `@valencia`…) carry no script.
    private static let posixModifierScripts: [String: String] = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab",
    ]

    private static func insertingScript(_ script: String, into tag: String) -> String {
        var parts = tag.split(separator: "-").map(String.init)
        guard !parts.isEmpty else { return tag }
        if parts.count > 1, parts[1].count == 4 { parts[1] = script } else { parts.insert(script, at: 1) }
        return parts.joined(separator: "-")
    }
}

extension StringProtocol {
    /// The text without the characters of Unicode's White_Space property at either end: spaces, tabs,
    /// line ends of every kind (LF, CR, CRLF, VT, FF, NEL, U+2028, U+2029), no-break spaces. Read by
    /// scalar, not by `Character`: CRLF is one `Character`, equal neither to CR nor to LF.
    func trimmingWhitespace() -> Substring {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return Substring(scalars[first...last])
    }

    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
