import Foundation
import Testing
import IAPMessages
@testable import IAPMessagesCore

/// A look-alike spelling of a locale tag never decides anyone else's language.
///
/// `"zh-H\u{212A}"` (KELVIN SIGN for the K) is `==` to `"zh-HK"` for Swift's `String`, which compares
/// by canonical equivalence, while ICU reads it as plain `zh`. Every cache of what callers pass in is
/// keyed by bytes, and a tag with a character outside ASCII reads as `und`. Each case asks with the
/// look-alike first and then with the real tag, whose answer must be what it is alone. The tags carry
/// an extension no other test asks for, so the caches these tests fill are their own.
@Suite struct LocaleSpellingTests {
    /// (a real tag, its look-alike): the K of each is a KELVIN SIGN in the look-alike.
    static let pairs = [
        ("zh-HK-u-nu-hanidec", "zh-H\u{212A}-u-nu-hanidec"),
        ("da-DK-u-fw-mon", "da-D\u{212A}-u-fw-mon"),
        ("ko-KR-u-fw-tue", "ko-\u{212A}R-u-fw-tue"),
    ]

    @Test func theLookAlikeIsEqualForSwiftButNotForUs() {
        for (real, lookAlike) in Self.pairs {
            #expect(real == lookAlike, "the premise: Swift's String treats them as equal")
            #expect(ExactString(real) != ExactString(lookAlike))
            #expect(ExactStrings([real]) != ExactStrings([lookAlike]))
        }
    }

    @Test func aTagOutsideASCIIReadsAsRoot() {
        for (real, lookAlike) in Self.pairs {
            #expect(LocaleIdentifier(lookAlike).languageTag == "und", "\(lookAlike.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(LocaleIdentifier(real).baseTag == String(real.prefix(5)))
        }
        #expect(LocaleIdentifier("d\u{E9}-DE").isRoot)
        #expect(LocaleIdentifier("de-DE\u{200B}").isRoot)
    }

    @Test func messagesForTheRealTagAfterTheLookAlike() {
        let message = IAPUserMessage.buttonRestorePurchases
        for (real, lookAlike) in Self.pairs {
            let alone = message.text(for: String(real.prefix(5)))
            _ = message.text(for: lookAlike)
            _ = message.text(for: [lookAlike, "en"])
            #expect(message.text(for: real) == alone, "\(real)")
            #expect(message.text(for: [real, "en"]) == alone, "\(real)")
        }
        #expect(IAPUserMessage.buttonRestorePurchases.text(for: "zh-HK-u-nu-hanidec") == "回復購買項目")
    }

    @Test func negotiationAfterTheLookAlike() {
        let negotiator = LocaleNegotiator(available: ["en", "zh-Hans", "zh-Hant", "da", "ko"], source: "en")
        for (real, lookAlike) in Self.pairs {
            let alone = LocaleNegotiator(available: ["en", "zh-Hans", "zh-Hant", "da", "ko"], source: "en").fallbackChain(for: [real])
            #expect(negotiator.fallbackChain(for: [lookAlike]) == ["en"])
            #expect(negotiator.fallbackChain(for: [real]) == alone)
        }
    }

    /// No tag is longer than 1 KiB: a longer string (a hostile header) is no locale and is not kept.
    @Test func aStringLongerThanAnyTagReadsAsRoot() {
        let long = "de-DE-x-" + String(repeating: "-abcdefgh", count: 200)
        #expect(long.utf8.count > 1_024)
        #expect(LocaleIdentifier(long).isRoot)
        #expect(LocaleIdentifier(String(long.prefix(1_000))).baseTag == "de-DE")
        #expect(IAPUserMessage.buttonRestorePurchases.text(for: long) == IAPUserMessage.buttonRestorePurchases.text(for: "en"))
        #expect(LocaleNegotiator(available: ["en", "de"], source: "en").fallbackChain(for: [long]) == ["en"])
        // A list keeps its first 32 preferences.
        let many = Array(repeating: "xx", count: 32) + ["de"]
        #expect(IAPUserMessage.buttonRestorePurchases.text(for: many) == IAPUserMessage.buttonRestorePurchases.text(for: "en"))
        #expect(IAPUserMessage.buttonRestorePurchases.text(for: Array(many.suffix(32))) == IAPUserMessage.buttonRestorePurchases.text(for: "de"))
    }
}
