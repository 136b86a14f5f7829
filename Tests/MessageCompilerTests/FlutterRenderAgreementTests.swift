import Foundation
@_spi(GeneratedCode) @testable import IAPMessagesCore
import MessageCompiler
import Testing

/// A Flutter set renders, in msgc, the case its app shows: for every locale intl has rules for, every
/// count 0–200 and a million, a plural with a text per category shows the text intl's `pluralLogic`
/// picks (the exact slots first for 0, 1 and 2, then the count's category by intl's rules).
@Suite struct FlutterRenderAgreementTests {
    static let cases = "zero{Z {count}} one{O {count}} two{T {count}} few{F {count}} many{M {count}} other{X {count}}"
    static let letters: [PluralCategory: String] = [.zero: "Z", .one: "O", .two: "T", .few: "F", .many: "M", .other: "X"]

    /// intl's table, less what is no locale (`default`, `en_ISO`).
    static let locales: [String] = FlutterPluralRules.rules.keys.sorted().filter { key in
        let parts = key.split(separator: "_")
        return (2...3).contains(parts[0].count) && parts.dropFirst().allSatisfy { [2, 3, 4].contains($0.count) && $0 != "ISO" }
    }

    @Test(arguments: locales)
    func renderShowsTheCaseIntlPicks(_ locale: String) throws {
        let template = #"{"n": "{count, plural, \#(Self.cases)}", "@n": {"placeholders": {"count": {"type": "int"}}}}"#
        let translation = #"{"n": "{count, plural, \#(Self.cases)}"}"#
        let language = String(locale.prefix { $0 != "_" })
        // The template is English; another locale is a translation, beside its language's catalog
        // when it is regional (gen-l10n needs one).
        var files = ["app_en.arb": template]
        for name in ["app_\(locale).arb", "app_\(language).arb"] where files[name] == nil { files[name] = translation }
        let set = try FlutterCatalogTests.compile(files)
        for count in Array(0...200) + [1_000_000] {
            let shown = try set.text("n", locale: locale.replacingOccurrences(of: "_", with: "-"), ["count": .int(count)])
            let slot: PluralCategory? = [0: .zero, 1: .one, 2: .two][count]
            let expected = slot ?? FlutterPluralRules.category(locale: locale, digits: String(count))
            #expect(shown == "\(Self.letters[expected]!) \(count)", "\(locale) \(count)")
        }
    }
}
