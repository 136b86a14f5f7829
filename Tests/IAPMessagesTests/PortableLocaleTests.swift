#if IAPMESSAGES_APPLE_REFERENCE
import Foundation
import Testing
@testable import IAPMessagesCore

/// `PortableLocale` (ICU's locale functions rebuilt in Swift from baked data) against ICU itself, over
/// a broad table of spellings: the same result from every function for every input, and so the same
/// `LocaleIdentifier` and the same `LocaleFallback` chain. Where ICU's answer is odd (`C` → `c`,
/// `en-u-x0-ab` → `en@ab=yes;attribute=x0`) the portable one is the same odd answer: an iOS user must
/// get the locale a Linux user gets from the same string.
///
/// ICU here is the one the locale data was baked from, Foundation's (`ReferenceLocale`): the suite is
/// built in the Apple configuration only, where `CICU` is that ICU.
@Suite struct PortableLocaleTests {
    /// The hand-written part of the table: POSIX names, retired and legacy codes, keywords and
    /// extensions, variants, scripts, and input that is no locale at all.
    static let spellings: [String] = [
        // POSIX and ICU IDs.
        "de_DE.UTF-8@euro", "de_DE.UTF-8", "de_DE@euro", "sr_RS@latin", "sr_RS.UTF-8@latin", "sr@latin",
        "uz_UZ@cyrillic", "C", "POSIX", "C.UTF-8", "c", "posix", "en_US_POSIX", "en_US.ISO8859-1",
        "ca_ES@valencia", "be_BY@latin", "ar_EG@numbers=latn", "de_DE@collation=phonebook;currency=EUR",
        "de_DE@ currency = EUR ; collation=phonebook", "en@calendar=gregorian;colnumeric=yes",
        "en@colNumeric=true", "en@timezone=America/New_York", "en@timezone=america/new_york",
        "en@kr=latn-digit", "en@colReorder=latn-digit", "en@rg=USZZZZ", "en@xx=yyy", "en@numbers=bogus",
        "en@calendar=islamic-civil", "en@calendar=foo_bar", "en_US_ABC@x=lvariant-def", "en__abc_def",
        "en_US_posix", "en__POSIX_FOO", "en_US@ca=gregory", "en@tz=usnyc", "en@currency=usd",
        "en@sd=usca", "en@x0=abc", "en@sd=subdivision_code", "en@x0=private_use", "en@dx=Latn",
        "en@attribute=foo-bar", "en@attribute=b-a-b", "en@attribute=a--b", "en@a=bc;b=cd", "en@u=abc",
        "en@x=priv", "@x=priv", "@x=ABC", "@numbers=arab", "@calendar=buddhist", "_US", "__POSIX",
        "und_Hant", "und_419", "root", "und", "i-default", "x-abc", "@", "en@", "en@;a=b", "en@a=b;",
        "en@a=;b=c", "en@=b", "en@a", "en@a=b c", "en@a=b@c", "en@k1=v1;k2=v2;k3=v3;k4=v4",
        "zh_CN_Hans", "zh_GUOYU", "zh__GUOYU", "zh_GAN", "zh_MIN_NAN", "hy__AREVMDA", "art__LOJBAN",
        "no_NO_NY", "nb_NO_NY", "no_BOKMAL", "en_US_", "en_Latn_", "en_Latn__POSIX", "en__", "ZH_hANS_cn",
        "en_us", "en-us", "EN_us", "en_GB-oed", "deu_DEU", "fra_FRA", "eng_USA", "zh_TWN", "deu", "ger",
        // Legacy, deprecated and three-letter codes.
        "iw", "iw_IL", "iw-IL", "in", "in_ID", "ji", "jw", "mo", "mo_MD", "no", "no_NO", "nb", "nn", "tl",
        "tl_PH", "sh", "sh_BA", "sh_RS", "swc", "zh-TW", "zh-HK", "zh-MO", "zh-SG", "zh_TW", "zh_HK",
        "zh-min-nan", "zh-min", "zh-min-nan-x-a", "zh-guoyu", "zh-hakka", "zh-xiang", "zh-cmn",
        "zh-cmn-Hans", "zh-yue", "zh-gan", "zh-wuu", "i-klingon", "i-default", "i-enochian", "i-mingo",
        "i-ami", "i-lux", "i-navajo", "en-GB-oed", "en-gb-oed-x-y", "art-lojban", "cel-gaulish",
        "cel-gaulish-x-a", "sgn-BE-FR", "sgn-BE-NL", "sgn-CH-DE", "sgn-BR", "sgn-US", "no-bok", "no-nyn",
        "ja-latn-hepburn-heploc", "en-BU", "de-DD", "ru-SU", "sr-YU", "en-ZR", "fr-FX", "pt-TP", "ar-YD",
        "en_BU", "de_DD", "ru_SU", "sr_YU", "sr_CS", "en_AN", "deu", "fra", "eng", "deu-DE", "fra-CA",
        "aam", "kzj", "tnf", "mol", "heb", "ind", "jaw", "tgl", "srp", "und-US", "und-Latn", "und-x-y",
        "x-y", "x-private", "ar-aao", "en-abc-def", "zh-yue-HK",
        // Keywords and extensions.
        "ar-EG-u-nu-latn", "ar-u-nu-arab", "th-TH-u-ca-buddhist", "th-TH-u-nu-thai", "en-US-x-private",
        "en-x-private", "en-t-it-m0-ungegn", "en-t-en-Latn-US-m0-und", "ja-JP-u-ca-japanese-x-hello",
        "en-a-bbb-u-ca-gregory", "en-US-u-va-posix", "en-US-u-va-posix-ca-gregory", "en-US-1996-u-va-posix",
        "en-u-va-posix", "en-US-a-bc-a-de", "en-u-ca", "en-u-ca-u-nu-arab", "en-u-kr-latn-digit",
        "en-u-cu-usd", "en-u-tz-usnyc", "en-u-rg-uszzzz", "en-u-vt-0041-0042", "en-u-dx-thai",
        "en-u-nu-bogus", "en-u-ca-islamicc", "en-u-ks-identic", "en-u-co-phonebk", "en-u-ka-noignore",
        "en-u-ms-uksystem", "en-u-xx-yyy", "en-u-ca-japanese-ca-buddhist", "en-u-attr2-attr1-ca-gregory",
        "en-u-x0-ab", "en-u-dx-latn-grek", "en-u-sd-subdivision", "en-u-kr-reorder-code", "en-u-kn",
        "en-u-kn-true", "en-u-kn-false", "de-u-co-phonebk-ka-shifted", "zh-u-co-pinyin", "en-U-CA-GREGORY",
        "EN-US-U-NU-ARAB", "en-Latn-US-x-lvariant-abc-def", "en-x-lvariant-abc", "de-DE-x-lvariant-euro",
        "en-x-abc-lvariant-def", "en-u-nu-arab-x-lvariant-posix", "und-u-ca-gregory", "und-x-private",
        "@numbers=arab", "ar-EG@numbers=latn", "en-z-abc", "en-1-abc", "en-a-b", "en-a", "en-x", "en-x-",
        "en-u-", "en-u-ca-gregory-", "-u-ca-gregory",
        // Variants and scripts.
        "de-DE-1996", "de-1996-1901", "de-DE-1901-1901", "ca-ES-valencia", "ca_ES_VALENCIA",
        "sl-rozaj-biske", "sl-biske-rozaj", "sl_ROZAJ_BISKE", "sl-rozaj-biske-1994", "en-scouse",
        "hy-arevela", "hy-arevmda", "sr-Latn", "sr-Cyrl", "sr-Latn-RS", "sr-Latn-ME", "sr-ME", "zh-Hans-CN",
        "zh-Hant-TW", "zh-Hant-CN", "zh-Hans-HK", "zh-Hant", "zh-Hans", "uz-Arab-AF", "uz-Arab",
        "uz-Cyrl-UZ", "pa-Arab-PK", "pa-Arab", "az-Cyrl-AZ", "az-Latn", "bs-Cyrl", "mn-Mong-CN",
        "en-Zzzz-ZZ", "en_Zzzz_ZZ", "en-ZZ", "und-ZZ", "und-Zzzz", "ja-Jpan-JP", "ko-Kore-KR", "yue-Hans",
        "en-Latn-US-posix", "en-US-posix", "en-posix", "es-419", "es-MX", "pt-AO", "en-150", "en-001",
        "en-DE", "en-AU", "ar-001", "zh-Hant-MO", "nb-NO", "nn-NO", "ku-Arab", "ff-Adlm-GN", "sd-Deva",
        "ks-Deva", "ms-Arab", "vai-Latn", "shi-Latn", "ha-Arab", "en-US-u-rg-gbzzzz",
        // Garbage and edge lengths.
        "", "-", "_", "__", "--", "x", "X", "i", "xx", "a", "ab", "abc", "abcd", "abcdefgh", "abcdefghi",
        "abcdefghijkl", "abcdefghijklm", "en-abcdefghijk", "en_abcdefghij", "en_US_abcdefghij",
        "en_US_abcdefghi", "12", "123", "1234", "en-123", "en-US-123", "!!", "garbage!!", "en US",
        " en", "en ", "en.", ".en", "en..", "en@@", "@@", "en-@", "é", "日本語", "de-DÉ", "zh-中文",
        "en_😀", "de\u{0}DE", "en-US\u{0}-x", "Ü_Ö",
        String(repeating: "a", count: 200), String(repeating: "en-", count: 60) + "x",
        "en-" + String(repeating: "abcdefgh-", count: 20), "en@" + String(repeating: "k", count: 30) + "=v",
        "en@a=" + String(repeating: "v", count: 99), "en@a=" + String(repeating: "v", count: 100),
        "en@a=" + String(repeating: "v", count: 200), "en-u-" + String(repeating: "abc-", count: 60) + "x",
        "en-US-" + String(repeating: "variant-", count: 25), "en_US_" + String(repeating: "VARIANT_", count: 25),
        "en-x-" + String(repeating: "a-", count: 90) + "b",
    ]

    /// Languages, scripts and regions whose combinations (more than 20,000) the table also holds.
    static let languages = [
        "en", "de", "fr", "es", "pt", "zh", "ja", "ko", "ar", "he", "iw", "in", "id", "ji", "yi", "mo",
        "ro", "no", "nb", "nn", "tl", "fil", "sh", "sr", "hr", "bs", "az", "uz", "pa", "ks", "sd", "ms",
        "mn", "ha", "ff", "vai", "shi", "yue", "cmn", "und", "deu", "fra", "eng", "zho", "root", "xx",
        "qaa", "aam", "kzj", "be", "ku", "tg", "ky", "kk", "ru", "uk", "el", "hy", "ka", "hi",
    ]
    static let scripts = ["", "Latn", "Cyrl", "Arab", "Hans", "Hant", "Deva", "Adlm", "Zzzz"]
    static let regions = [
        "", "US", "GB", "DE", "AT", "CH", "FR", "CA", "BE", "ES", "MX", "AR", "419", "001", "150", "BR",
        "PT", "AO", "MZ", "CN", "TW", "HK", "MO", "SG", "JP", "KR", "EG", "SA", "IL", "IN", "PK", "AF",
        "RS", "ME", "BA", "BU", "DD", "SU", "YU", "ZZ", "DEU", "USA",
    ]

    /// Every available locale as ICU ID and as tag, in odd cases and with either separator; the
    /// spellings; and the generated combinations.
    static func table(icu: any LocaleFunctions.Type) -> [String] {
        var inputs: [String] = []
        for id in icu.available {
            let tag = icu.languageTag(forID: id)
            for spelling in [id, tag] {
                inputs += [spelling, spelling.uppercased(), spelling.lowercased(), alternatingCase(spelling),
                           spelling.replacingOccurrences(of: "_", with: "-"),
                           spelling.replacingOccurrences(of: "-", with: "_")]
            }
            inputs += [id + "@numbers=arab", tag + "-u-nu-latn", id + ".UTF-8", tag + "-x-private"]
        }
        inputs += spellings
        for language in languages {
            for script in scripts {
                for region in regions {
                    let parts = [language, script, region].filter { !$0.isEmpty }
                    inputs.append(parts.joined(separator: "-"))
                }
            }
        }
        // Some of the combinations again as ICU IDs with keywords, and as POSIX names.
        for (index, language) in languages.enumerated() {
            for region in regions where !region.isEmpty {
                inputs.append("\(language)_\(region)\(index % 2 == 0 ? ".UTF-8" : "")@\(index % 3 == 0 ? "euro" : "calendar=japanese")")
            }
        }
        var seen: Set<String> = []
        return inputs.filter { seen.insert($0).inserted }
    }

    static func alternatingCase(_ text: String) -> String {
        String(text.enumerated().map { $0.offset % 2 == 0 ? Character($0.element.uppercased()) : Character($0.element.lowercased()) })
    }

    @Test func everyFunctionAgreesWithICU() throws {
        let icu = ReferenceLocale.self
        let inputs = Self.table(icu: icu)
        var comparisons = 0
        var differences: [String] = []
        func check(_ name: String, _ input: String, _ expected: String?, _ actual: String?) {
            comparisons += 1
            if expected != actual, differences.count < 200 {
                differences.append("\(name)(\(input.debugDescription)): ICU \(String(describing: expected).debugDescription), portable \(String(describing: actual).debugDescription)")
            } else if expected != actual {
                differences.append("…")
            }
        }
        for input in inputs {
            check("id(forLanguageTag:)", input, icu.id(forLanguageTag: input), PortableLocale.id(forLanguageTag: input))
            check("languageTag(forID:)", input, icu.languageTag(forID: input), PortableLocale.languageTag(forID: input))
            check("canonicalize", input, icu.canonicalize(input), PortableLocale.canonicalize(input))
            check("addLikelySubtags", input, icu.addLikelySubtags(input), PortableLocale.addLikelySubtags(input))
            check("explicitParent", input, icu.explicitParent(input), PortableLocale.explicitParent(input))
        }
        check("available", "", icu.available.joined(separator: " "), PortableLocale.available.joined(separator: " "))
        check("icuVersion", "", icu.icuVersion, PortableLocale.icuVersion)
        check("cldrVersion", "", icu.cldrVersion, PortableLocale.cldrVersion)
        print("PortableLocaleTests: \(inputs.count) inputs, \(comparisons) function comparisons, \(differences.count) differences")
        #expect(inputs.count > 20_000)
        #expect(differences.isEmpty, "\(differences.prefix(60).joined(separator: "\n"))")
    }

    @Test func localeIdentifiersAndChainsAgreeWithICU() throws {
        let icu = ReferenceLocale.self
        let inputs = Self.table(icu: icu)
        var comparisons = 0
        var differences: [String] = []
        for input in inputs {
            let expected = identifier(input, icu)
            let actual = LocaleIdentifier(parsing: input, with: PortableLocale.self)
            comparisons += 2
            if expected.languageTag != actual.languageTag || expected.icuID != actual.icuID {
                differences.append("\(input.debugDescription): ICU \(expected.languageTag) \(expected.icuID), portable \(actual.languageTag) \(actual.icuID)")
            }
            comparisons += 1
            let expectedChain = chain(expected, icu)
            let actualChain = LocaleFallback.chain(for: actual, with: PortableLocale.self)
            if expectedChain != actualChain {
                differences.append("\(input.debugDescription): chain ICU \(expectedChain), portable \(actualChain)")
            }
        }
        print("PortableLocaleTests: \(inputs.count) inputs, \(comparisons) LocaleIdentifier and chain comparisons, \(differences.count) differences")
        #expect(differences.isEmpty, "\(differences.prefix(60).joined(separator: "\n"))")
    }

    private func identifier<Functions: LocaleFunctions>(_ input: String, _ functions: Functions.Type) -> LocaleIdentifier {
        LocaleIdentifier(parsing: input, with: functions)
    }

    private func chain<Functions: LocaleFunctions>(_ locale: LocaleIdentifier, _ functions: Functions.Type) -> [String] {
        LocaleFallback.chain(for: locale, with: functions)
    }

    /// The parsing speed of both, printed, not asserted (a release build gives the figures worth
    /// quoting: `swift test -c release -Xswiftc -enable-testing --filter PortableLocaleTests/parsingSpeed`).
    @Test func parsingSpeed() throws {
        let icu = ReferenceLocale.self
        let inputs = Array(Self.table(icu: icu).prefix(5_000))
        func time(_ body: () -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        var sink = 0
        // A warm-up pass (ICU opens its data, the portable tables are split), then the best of three.
        var icuSeconds = Double.infinity, portableSeconds = Double.infinity
        for round in 0..<4 {
            let icuRound = time { for input in inputs { sink &+= identifier(input, icu).icuID.utf8.count } }
            let portableRound = time {
                for input in inputs { sink &+= LocaleIdentifier(parsing: input, with: PortableLocale.self).icuID.utf8.count }
            }
            if round > 0 {
                icuSeconds = min(icuSeconds, icuRound)
                portableSeconds = min(portableSeconds, portableRound)
            }
        }
        print(String(format: "PortableLocaleTests: LocaleIdentifier parsing of %d inputs: ICU %.1f µs each, portable %.1f µs each (%d)",
                     inputs.count, icuSeconds / Double(inputs.count) * 1e6, portableSeconds / Double(inputs.count) * 1e6, sink % 7))
    }
}
#endif
