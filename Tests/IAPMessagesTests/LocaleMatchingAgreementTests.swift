#if IAPMESSAGES_ICU || IAPMESSAGES_APPLE_REFERENCE
#if IAPMESSAGES_ICU
import CICU
#else
import ICUReference
#endif
import Foundation
import Testing
import IAPMessages
@testable import IAPMessagesCore

/// The catalog our negotiator picks for a user against the one ICU's `uloc_acceptLanguage` (its
/// `LocaleMatcher`) picks, over the shipped catalogs' locales and every spelling CLDR gives a locale:
/// each shipped locale written every way, every CLDR language with its default content, every CLDR
/// language and region alias, ICU's legacy tags, and white space around a tag.
///
/// ICU is the runtime's own on Linux and, in the Apple configuration, the one its data was baked
/// from. The two agree but where the negotiator follows CLDR's fallback chain (`LocaleFallback`)
/// and ICU's matcher its language distances; those differences are deliberate, counted and printed,
/// and each must be one of:
/// - **another language**: ICU's matcher goes over to a language the user did not name, by CLDR's
///   language-matching data (`nn` → `nb`, `yue` → `zh-Hant`, `gsw` → `de`, `bs` → `hr`, `af` → `nl`),
///   where the negotiator ends with the source locale: the preference list (an app's bundle
///   languages, gettext's `LANGUAGE`) is where a user says what else they read;
/// - **another script**: ICU's matcher serves a romanized tag (`ja-Latn`, `hi-Latn`) the language in
///   its own script, where the negotiator, as CLDR's inheritance, never lets one script stand in for
///   another (`hi-Latn` inherits from `en-IN` in CLDR, so it reads `en-001`);
/// - **another region**: of two regional catalogs of the user's language and script, ICU's matcher
///   picks by its region distances (`en-AU` → `en`, `pt-DE` → `pt-PT`), the negotiator by CLDR's
///   parent locales (`en-AU` → `en-001`; `pt-DE` → `pt`, whose content is `pt-BR`), or ICU's matcher
///   reads a region CLDR has retired as no region (`zh-158`, Taiwan, → `zh-Hans`);
/// - **no language**: a tag without a language (`und-BR`) reads as the root for the negotiator, as
///   for formatting (`FormattingLocale`), where ICU's matcher guesses the language of the region;
/// - **a newer CLDR** (the Linux configuration only): an alias the baked CLDR has and the system's
///   older ICU does not (`prp` → `gu`).
///
/// Any other difference fails: a user of a language the catalogs have left with the source locale
/// (`pt` before issue 37), a script mixed up (`zh-TW\r\n` read as Simplified), a pick off CLDR's chain.
@Suite struct LocaleMatchingAgreementTests {
    static let shipped = IAPCatalog.shared.locales
    static let source = "en"

    /// Terminators and spaces a locale string arrives with from files, headers and environments.
    static let whitespace = ["\r\n", "\n", "\r", "\t", " ", "\u{B}", "\u{C}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{3000}", " \r\n"]

    /// The users' spellings the agreement is checked over.
    static func inputs() -> [String] {
        let icu = MatchingReference.self
        var inputs: [String] = []
        func tag(_ id: String) -> String { icu.languageTag(forID: id) }
        // Every shipped locale, spelled every way and maximized, and its language without region.
        for locale in shipped {
            let id = icu.id(forLanguageTag: locale)
            let maximized = icu.addLikelySubtags(id)
            let subtags = Subtags(tag(maximized))
            inputs += [locale, id, locale.lowercased(), locale.uppercased(), tag(maximized), maximized, subtags.language,
                       subtags.language + "-" + (subtags.script ?? ""), locale + "-u-nu-latn", id + ".UTF-8", id + ".UTF-8@euro"]
        }
        // Every CLDR locale without a region, and language in a script, with its default content
        // (`pt` → `pt-BR`); and every locale with a region.
        for id in icu.available {
            let maximized = icu.addLikelySubtags(id)
            let subtags = Subtags(tag(maximized))
            inputs += [tag(id), tag(maximized), subtags.language + (subtags.region.map { "-" + $0 } ?? "")]
        }
        // Every CLDR language alias, alone and with a script and region.
        for (type, _) in Self.pairs(LocaleData.languageAliases) {
            let alias = type.replacingOccurrences(of: "_", with: "-")
            inputs += [alias, alias + "-Hans-CN", alias + "-Hant-TW", alias + "-BR", alias + "-Latn"]
        }
        // ICU's legacy tags and the codes its tag conversion replaces.
        for (legacy, _) in Self.pairs(LocaleData.legacyTags) + Self.pairs(LocaleData.deprecatedLanguages) {
            inputs += [legacy, legacy + "-TW", legacy + "-CN"]
        }
        // Each retired region with each shipped language (`es-484`, `sr-YU`, `zh-Hant-158`).
        for locale in shipped {
            let language = Subtags(LocaleFallback.normalize(locale))
            let prefix = language.language + (language.script.map { "-" + $0 } ?? "")
            inputs += Self.pairs(LocaleData.territoryAliases).map { prefix + "-" + $0.0 }
        }
        // The spellings issue 37 names, and their neighbours.
        inputs += [
            "pt", "pt-Latn", "pt-Latn-BR", "pt-Latn-PT", "pt_BR.UTF-8@euro", "cmn-Hans-CN", "zh-cmn-Hans-CN", "zh-guoyu",
            "cmn", "cmn-TW", "cmn_TW.UTF-8", "zh-cmn", "zh-cmn-Hant", "zh-Hans-TW", "zh-Hant-CN", "zh-yue", "zh-hakka",
            "zh-xiang", "zh-min-nan", "zh-wuu", "zh-gan", "ar-arb", "arb", "ms-zsm", "zsm", "i-klingon", "art-lojban",
            "iw", "in", "ji", "mo", "tl", "no", "sh", "und", "und-BR", "C", "POSIX", "en-GB", "en-AU", "pt-DE", "es-CW",
        ]
        // White space around a shipped locale.
        for locale in shipped {
            for space in whitespace { inputs += [locale + space, space + locale] }
        }
        var seen: Set<String> = []
        return inputs.filter { seen.insert($0).inserted }
    }

    /// Why a difference is deliberate, or nil when it is not.
    enum Reason: String, CaseIterable {
        case anotherLanguage = "another language", anotherScript = "another script", anotherRegion = "another region"
        case noLanguage = "no language", newerCLDR = "a newer CLDR"
    }

    @Test func negotiationAgreesWithICU() {
        let icu = MatchingReference.self
        let negotiator = LocaleNegotiator(available: Self.shipped, source: Self.source)
        let shippedIDs = Self.shipped.map { icu.id(forLanguageTag: $0) }
        let byID = Dictionary(zip(shippedIDs, Self.shipped).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        func icuPick(_ desired: String) -> String {
            let picked = icu.acceptLanguage(desired, shippedIDs)
            return picked.isEmpty ? Self.source : (byID[picked] ?? "?\(picked)")
        }
        let inputs = Self.inputs()
        var differences: [String] = []
        var deliberate: [Reason: [String]] = [:]
        for input in inputs {
            let ours = negotiator.bestMatch(for: [input])
            // ICU reads ICU IDs: a BCP 47 tag is converted as ICU converts it, and white space, which
            // ICU's parsers do not take off, is taken off first.
            let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
            let desired = trimmed.contains("_") || trimmed.contains("@") || trimmed.contains(".")
                ? trimmed : icu.id(forLanguageTag: trimmed)
            let theirs = icuPick(desired)
            guard ours != theirs else { continue }
            let line = "\(input.debugDescription) (ICU \(desired)): ours \(ours), ICU's \(theirs)"
            if let reason = Self.reason(input: input, desired: desired, ours: ours, theirs: theirs, icuPick: icuPick) {
                deliberate[reason, default: []].append(line)
            } else {
                differences.append(line)
            }
        }
        print("LocaleMatchingAgreementTests: \(inputs.count) spellings, \(differences.count) differences; deliberately not followed: "
            + Reason.allCases.map { "\(deliberate[$0]?.count ?? 0) for \($0.rawValue)" }.joined(separator: ", "))
        for reason in Reason.allCases {
            for line in (deliberate[reason] ?? []).prefix(ProcessInfo.processInfo.environment["AGREEMENT_ALL"] == nil ? 12 : 100_000) { print("  \(reason.rawValue): \(line)") }
        }
        #expect(inputs.count > 10_000)
        #expect(differences.isEmpty, "\(differences.prefix(80).joined(separator: "\n"))")
    }

    /// The reason the negotiator's `ours` may differ from ICU's `theirs` for `input` (`desired` to
    /// ICU), judged by ICU's maximized view of both.
    static func reason(input: String, desired: String, ours: String, theirs: String, icuPick: (String) -> String) -> Reason? {
        let icu = MatchingReference.self
        let wanted = Subtags(icu.languageTag(forID: icu.addLikelySubtags(desired)))
        let wantedLanguage = cldrLanguage(wanted.language)
        let picked = Subtags(icu.languageTag(forID: icu.addLikelySubtags(icu.id(forLanguageTag: theirs))))
        let identifier = LocaleIdentifier(input)
        let chain = LocaleFallback.chain(for: identifier)
        // Ours is on the user's CLDR chain, or stands in for a language on it (`pt` → `pt-BR`).
        let normalizedOurs = LocaleNegotiator.normalizedTag(of: ours)
        let oursOnChain = chain.contains(normalizedOurs) || chain.contains { step in
            Subtags(step).region == nil && normalizedOurs.hasPrefix(step + "-")
        }
        if Subtags(icu.languageTag(forID: desired)).language == "und", ours == source { return .noLanguage }
        if !MatchingReference.knowsAlias(of: Subtags(icu.languageTag(forID: desired)).language) { return .newerCLDR }
        // A retired region ICU's matcher does not replace (`zh-158`): with CLDR's successor, it agrees.
        let region = Subtags(identifier.baseTag).region
        if region != Subtags(icu.languageTag(forID: desired)).region, icuPick(icu.id(forLanguageTag: identifier.baseTag)) == ours {
            return .anotherRegion
        }
        if picked.language != wantedLanguage { return ours == source ? .anotherLanguage : nil }
        if picked.script != wanted.script { return ours == source || oursOnChain ? .anotherScript : nil }
        guard ours != source, oursOnChain else { return nil }
        let oursSubtags = Subtags(icu.languageTag(forID: icu.addLikelySubtags(icu.id(forLanguageTag: ours))))
        guard cldrLanguage(oursSubtags.language) == wantedLanguage, oursSubtags.script == wanted.script else { return nil }
        return .anotherRegion
    }

    /// A language code as CLDR's language alias has it (`cmn` → `zh`).
    static func cldrLanguage(_ language: String) -> String {
        aliases[language].map { String($0.prefix { $0 != "_" }) } ?? language
    }

    static let aliases = Dictionary(pairs(LocaleData.languageAliases), uniquingKeysWith: { first, _ in first })

    static func pairs(_ text: String) -> [(String, String)] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { item in
            guard let colon = item.firstIndex(of: ":") else { return nil }
            return (String(item[..<colon]), String(item[colon...].dropFirst()))
        }
    }
}

/// ICU's locale functions and its matcher: the runtime's ICU on Linux, Foundation's in the Apple
/// configuration.
enum MatchingReference {
    #if IAPMESSAGES_ICU
    typealias Functions = ICULocale
    #else
    typealias Functions = ReferenceLocale
    #endif

    static func id(forLanguageTag tag: String) -> String { Functions.id(forLanguageTag: tag) }
    static func languageTag(forID id: String) -> String { Functions.languageTag(forID: id) }
    static func addLikelySubtags(_ id: String) -> String { Functions.addLikelySubtags(id) }
    static var available: [String] { Functions.available }

    /// Whether ICU's own `metadata` has the language alias the baked table has for `language` (or
    /// neither has one): the system's ICU on Linux is an older CLDR than the baked one.
    static func knowsAlias(of language: String) -> Bool {
        LocaleMatchingAgreementTests.aliases[language] == nil || ownAliases.contains(language)
    }

    #if IAPMESSAGES_ICU
    private static let ownAliases: Set<String> = {
        var status: Int32 = 0
        var bytes = [CChar](repeating: 0, count: 1 << 20)
        let length = cicu_locale_data_bundle("metadata", &bytes, 1 << 20, &status)
        guard status <= 0 else { return [] }
        let text = String(decoding: bytes[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return Set(text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            return fields.count == 5 && fields[0] == "alias" && fields[1] == "language" ? String(fields[2]) : nil
        })
    }()
    #else
    /// The baked table is this ICU's.
    private static let ownAliases = Set(LocaleMatchingAgreementTests.aliases.keys)
    #endif

    /// `uloc_acceptLanguage` for one desired locale; "" when ICU finds none close enough.
    static func acceptLanguage(_ desired: String, _ available: [String]) -> String {
        #if IAPMESSAGES_ICU
        var status: Int32 = 0
        var bytes = [CChar](repeating: 0, count: 256)
        let length = cicu_locale_data_accept_language(desired, available.joined(separator: " "), &bytes, 256, &status)
        guard status <= 0, length < 256 else { return "" }
        return String(decoding: bytes[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return ICUReference.acceptLanguage(desired: [desired], available: available)
        #endif
    }
}
#endif
