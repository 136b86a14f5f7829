import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// A Flutter set read as `flutter gen-l10n` and package:intl read it, each behaviour in a minimal set:
/// what the app shows is what msgc renders and compiles, what gen-l10n builds is not an error, and
/// what gen-l10n refuses is.
@Suite struct FlutterGenL10nTests {
    private func compile(_ files: [String: String]) throws -> FlutterCatalogTests.Compiled {
        try FlutterCatalogTests.compile(files)
    }

    private func codes(_ files: [String: String]) -> [String] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return MessageCatalogCompiler().check(sources).diagnostics.map(\.code).sorted()
    }

    private func errors(_ files: [String: String]) -> [String] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return MessageCatalogCompiler().check(sources).diagnostics.filter { $0.severity == .error }.map(\.code).sorted()
    }

    private static let count = #""@n": {"placeholders": {"count": {"type": "int"}}}"#

    @Test func poundIsText() throws {
        let set = try compile(["app_en.arb": #"{"n": "{count, plural, one{Ranked #{count} of one} other{Ranked #{count}}}", "# + Self.count + "}"])
        #expect(try set.text("n", locale: "en", ["count": .int(5)]) == "Ranked #5")
        #expect(try set.text("n", locale: "en", ["count": .int(1)]) == "Ranked #1 of one")
    }

    /// gen-l10n has no `#`: one written for the number ships as the character; one beside the count
    /// (`Ranked #{count}`) is the author's.
    @Test func aPoundMeantAsTheNumberIsAnError() {
        #expect(codes(["app_en.arb": #"{"n": "{count, plural, =1{One more file} other{Up to # files}}", "# + Self.count + "}"]) == ["flutter-literal-pound"])
        #expect(codes(["app_en.arb": #"{"n": "{count, plural, =1{Ranked #1} other{Ranked #{count}}}", "# + Self.count + "}"]).isEmpty)
    }

    /// gen-l10n passes `=1` as intl's `one`: a text without the count shows for 21, 31, … in Ukrainian,
    /// and `=0` for 10–20 in Latvian; with the count in it, or where `one` is 1 alone, it is right.
    @Test func anExactTextWithoutTheCountShownForOtherNumbersIsAnError() throws {
        let english = #"{"n": "{count, plural, =0{No comments} =1{One comment} other{{count} comments}}", "# + Self.count + "}"
        let ukrainian = #"{"n": "{count, plural, =1{Один коментар} few{{count} коментарі} many{{count} коментарів} other{{count} коментаря}}"}"#
        let result = MessageCatalogCompiler().check([SourceFile(path: "app_en.arb", text: english), SourceFile(path: "app_uk.arb", text: ukrainian)])
        #expect(result.diagnostics.map(\.code) == ["flutter-exact-for-category"])
        #expect(result.diagnostics.first?.message == "'=1' of plural 'count' does not show the count, yet the app shows it for every number uk calls 'one': also 21, 31, 41, 51, …")
        let latvian = #"{"n": "{count, plural, =0{Nav komentāru} one{{count} komentārs} other{{count} komentāri}}"}"#
        #expect(codes(["app_en.arb": english, "app_lv.arb": latvian]) == ["flutter-exact-for-category"])
        let withCount = #"{"n": "{count, plural, =1{{count} коментар} few{{count} коментарі} many{{count} коментарів} other{{count} коментаря}}"}"#
        #expect(codes(["app_en.arb": english, "app_uk.arb": withCount]).isEmpty)
    }

    /// What real sets showed: `=0` answers 0 before any category; `one{1 файл}` is the same defect as
    /// `=1`; a label none of whose cases shows the count is right for every number; a Russian `other`
    /// that holds the `many` form (the only whole numbers it gets) is no gap.
    @Test func findingsAsRealSetsNeedThem() {
        let english = #"{"n": "{count, plural, =0{No files} =1{One file} other{{count} files}}", "# + Self.count + "}"
        #expect(codes(["app_en.arb": english, "app_fr.arb": #"{"n": "{count, plural, =0{Aucun fichier} =1{Un fichier} other{{count} fichiers}}"}"#]).isEmpty)
        let frenchWithoutZero = MessageCatalogCompiler().check([SourceFile(path: "app_en.arb", text: english),
                                                                SourceFile(path: "app_fr.arb", text: #"{"n": "{count, plural, =1{Un fichier} other{{count} fichiers}}"}"#)])
        // Shown for 0 only: true if the app passes 0, which msgc cannot see (a warning).
        #expect(frenchWithoutZero.diagnostics.map(\.code) == ["flutter-exact-if-passed"])
        #expect(frenchWithoutZero.diagnostics.first?.severity == .warning)
        #expect(frenchWithoutZero.diagnostics.first?.hint == "if the app can pass 0, give it a text of its own ('=0 {…}'), which intl shows before any category")
        #expect(codes(["app_en.arb": english, "app_ru.arb": #"{"n": "{count, plural, one{1 файл} few{{count} файла} many{{count} файлов} other{{count} файла}}"}"#]) == ["flutter-exact-for-category"])
        #expect(codes(["app_en.arb": english, "app_ru.arb": #"{"n": "{count, plural, one{Файл} few{Файла} many{Файлов} other{Файла}}"}"#]).isEmpty)
        #expect(codes(["app_en.arb": english, "app_ru.arb": #"{"n": "{count, plural, one{{count} файл} few{{count} файла} other{{count} файлов}}"}"#]).isEmpty)
        #expect(codes(["app_en.arb": english, "app_pl.arb": #"{"n": "{count, plural, one{{count} plik} few{{count} pliki} other{{count} plików}}"}"#]).isEmpty)
    }

    /// ICU's lack of formatting data is msgc's, not the app's (intl formats there): said for a Flutter
    /// set only when the team asks.
    @Test func aLanguageWithoutICUDataIsNoFindingForAFlutterApp() throws {
        let files = [SourceFile(path: "app_en.arb", text: #"{"hi": "Hi"}"#), SourceFile(path: "app_la.arb", text: #"{"hi": "Salve"}"#)]
        #expect(MessageCatalogCompiler().check(files).diagnostics.isEmpty)
        var policy = DiagnosticPolicy()
        try policy.set("locale-without-data", to: .warning)
        #expect(MessageCatalogCompiler(options: .init(policy: policy)).check(files).diagnostics.map(\.code) == ["locale-without-data"])
    }

    /// A translation that is the template's text is said once as untranslated, not as the
    /// categories an English plural cannot have.
    @Test func anUntranslatedCopyIsSaidOnce() {
        let english = #"{"n": "{count, plural, =1{one hour ago} other{{count} hours ago}}", "# + Self.count + "}"
        #expect(codes(["app_en.arb": english, "app_hr.arb": #"{"n": "{count, plural, =1{one hour ago} other{{count} hours ago}}"}"#]) == ["untranslated-copy"])
        // An English variant may say the same.
        #expect(codes(["app_en.arb": english, "app_en_GB.arb": #"{"n": "{count, plural, =1{one hour ago} other{{count} hours ago}}"}"#]).isEmpty)
    }

    /// Dart's JSON reader keeps the later of two values of one key and gen-l10n builds it: a warning
    /// either way, which says which one ships (which of two texts was meant only their writer knows).
    @Test func duplicateKeysAreWarnings() throws {
        let same = try compile(["app_en.arb": #"{"title": "Shop", "title": "Shop"}"#])
        #expect(same.codes == ["duplicate-key"])
        #expect(!same.result.hasErrors)
        #expect(try same.text("title", locale: "en") == "Shop")
        let different = MessageCatalogCompiler().check([SourceFile(path: "app_en.arb", text: "{\"title\": \"Shop\",\n \"title\": \"Store\"}")])
        #expect(!different.hasErrors)
        #expect(different.formattedDiagnostics.first?.split(separator: "\n").first == "app_en.arb:2:2: warning: key 'title' appears twice with different values; the first is on line 1, and JSON readers (a Flutter app's too) keep this later one [duplicate-key]")
    }

    /// gen-l10n compares `@@locale` with the file name only for a two-letter (ISO 639-1) language.
    @Test func aFileNamedForALanguageOutsideISO6391MayHaveItsOwnLocale() {
        let english = #"{"hi": "Hi"}"#
        #expect(codes(["app_en.arb": english, "app_ckb.arb": #"{"@@locale": "ku", "hi": "Silav"}"#]).isEmpty)
        #expect(codes(["app_en.arb": english, "app_de.arb": #"{"@@locale": "fr", "hi": "Salut"}"#]) == ["locale-mismatch"])
    }

    /// Braces and quotes as gen-l10n reads them: without `use-escaping` no brace can be quoted, so the
    /// note does not say to; with it, a quote left open is refused, so it is an error.
    @Test func quotingAsUseEscapingSays() {
        let unclosed = MessageCatalogCompiler().check([SourceFile(path: "app_en.arb", text: #"{"n": "Use { here"}"#)])
        #expect(unclosed.diagnostics.map(\.code) == ["unclosed-argument"])
        #expect(unclosed.diagnostics.first?.hint?.contains("use-escaping: true") == true)
        let escaping = MessageCatalogCompiler.Options(flutter: FlutterConfiguration(yaml: "use-escaping: true"))
        let open = MessageCatalogCompiler(options: escaping).check([SourceFile(path: "app_en.arb", text: #"{"n": "Say '{x} now"}"#)])
        #expect(open.diagnostics.map(\.code) == ["flutter-escaping-apostrophe"])
        #expect(open.hasErrors)
        let msgc = MessageCatalogCompiler().check([SourceFile(path: "en.arb", text: #"{"@@locale": "en", "user.n": "Use { here", "@user.n": {"description": "d"}}"#)])
        #expect(msgc.diagnostics.first { $0.code == "unclosed-argument" }?.hint == "add '}', or quote a literal brace as '{'")
    }

    @Test func theLaterOfTwoCasesForOneSlotIsShown() throws {
        let set = try compile(["app_en.arb": #"{"n": "{count, plural, =1{exact} one{category} =0{none} zero{nothing} other{{count}}}", "# + Self.count + "}"])
        #expect(try set.text("n", locale: "en", ["count": .int(1)]) == "category")
        #expect(try set.text("n", locale: "en", ["count": .int(0)]) == "nothing")
        #expect(set.codes == ["flutter-case-replaced", "flutter-case-replaced"])
        #expect(!set.result.hasErrors)
    }

    @Test func twoFallsBackToFewThenOther() throws {
        // Slovenian 2 and 102 are `two`: without a `two` case intl shows `few`, which is not the dual
        // form; said with the numbers, and the set shows what the app does.
        let files = [
            "app_en.arb": #"{"n": "{count, plural, one{{count} day} other{{count} days}}", "# + Self.count + "}",
            "app_sl.arb": #"{"n": "{count, plural, one{{count} dan} few{{count} dnevi} other{{count} dni}}"}"#,
        ]
        let set = try FlutterCatalogTests.compile(files)
        #expect(set.codes == ["flutter-plural-fallback"])
        #expect(set.result.diagnostics.first?.message == "plural 'count' has no 'two' case: for sl 2, 102, 202, 302, … the app shows few's text")
        #expect(try set.text("n", locale: "sl", ["count": .int(102)]) == "102 dnevi")
        #expect(try set.text("n", locale: "sl", ["count": .int(5)]) == "5 dni")
    }

    @Test func categoriesNoIntegerReachesAreNotMissingForAnIntCount() {
        let english = #"{"n": "{count, plural, one{{count} file} other{{count} files}}", "# + Self.count + "}"
        for (locale, text) in [("cs", "{count, plural, one{{count} soubor} few{{count} soubory} other{{count} souborů}}"),
                               ("sk", "{count, plural, one{{count} súbor} few{{count} súbory} other{{count} súborov}}"),
                               ("lt", "{count, plural, one{{count} failas} few{{count} failai} other{{count} failų}}")] {
            #expect(codes(["app_en.arb": english, "app_\(locale).arb": #"{"n": "\#(text)"}"#]).isEmpty, "\(locale)")
        }
        // intl's Hebrew still selects `many` for 20, 30, …; CLDR 42 says those with `other`, so it is not asked for.
        #expect(codes(["app_en.arb": english, "app_he.arb": #"{"n": "{count, plural, one{קובץ אחד} two{שני קבצים} other{{count} קבצים}}"}"#]).isEmpty)
        // A count declared double can be 1.5, which Czech says with `many`.
        let double = #"{"n": "{count, plural, one{{count} file} other{{count} files}}", "@n": {"placeholders": {"count": {"type": "double"}}}}"#
        #expect(codes(["app_en.arb": double, "app_cs.arb": #"{"n": "{count, plural, one{{count} soubor} few{{count} soubory} other{{count} souborů}}"}"#])
            == ["flutter-plural-fallback"])
    }

    @Test func emptyTextsAreLegalAndAStraySpaceOfATranslationIsAWarning() throws {
        let set = try compile([
            "app_en.arb": #"{"spacer": "", "@spacer": {"description": "Intentionally empty"}, "title": "Title"}"#,
            "app_de.arb": #"{"spacer": "", "title": ""}"#,
        ])
        #expect(set.codes == ["empty-message"])
        #expect(!set.result.hasErrors)
        #expect(try set.text("spacer", locale: "de") == "")
        #expect(try set.text("title", locale: "de") == "")
    }

    @Test func otherOnlyPluralsWithNothingToInflectAreComplete() {
        let english = #"{"d": "{n, plural, other{{n} km}}", "@d": {"placeholders": {"n": {"type": "int"}}}, "r": "{n, plural, other{Ranked #{n}}}", "@r": {"placeholders": {"n": {"type": "int"}}}, "f": "{n, plural, one{{n} file} other{{n} files}}", "@f": {"placeholders": {"n": {"type": "int"}}}}"#
        // The template chose one text for `r`; the Russian follows it. `f` inflects, and `other` alone is a defect.
        let russian = #"{"d": "{n, plural, other{{n} км}}", "r": "{n, plural, other{Место #{n}}}", "f": "{n, plural, other{{n} файлов}}"}"#
        #expect(codes(["app_en.arb": english, "app_ru.arb": russian]) == ["flutter-plural-fallback", "flutter-plural-fallback", "flutter-plural-fallback"])
    }

    @Test func languagesFlutterKeepsApartAreNotDuplicates() {
        let english = #"{"hi": "Hi"}"#
        #expect(codes(["app_en.arb": english, "app_tl.arb": #"{"hi": "Kumusta"}"#, "app_fil.arb": #"{"hi": "Kumusta"}"#,
                       "app_no.arb": #"{"hi": "Hei"}"#, "app_nb.arb": #"{"hi": "Hei"}"#]).isEmpty)
    }

    @Test func languagesIntlHasNoRulesForSayOtherButForExactNumbers() throws {
        // intl has no Hausa rules: 1 is `one` only as the exact number, every other number `other`.
        #expect(!FlutterPluralRules.hasRules(for: "ha"))
        let set = try compile([
            "app_en.arb": #"{"n": "{count, plural, one{{count} file} other{{count} files}}", "# + Self.count + "}",
            "app_ha.arb": #"{"n": "{count, plural, other{fayiloli {count}}}"}"#,
        ])
        #expect(!set.result.hasErrors, "\(set.result.formattedDiagnostics)")
        #expect(try set.text("n", locale: "ha", ["count": .int(1)]) == "fayiloli 1")
    }

    @Test func whatGenL10nRefusesFails() {
        #expect(errors(["app_en.arb": #"{"n": "{count, plural, =3{three} other{{count}}}", "# + Self.count + "}"]) == ["flutter-plural-case"])
        for key in ["Title", "2fa", "_comment", "with-dash"] {
            #expect(errors(["app_en.arb": #"{"\#(key)": "x", "ok": "y"}"#]) == ["flutter-invalid-key"], "\(key)")
        }
        #expect(errors(["app_en.arb": #"{"ok": "OK"}"#, "app_pt_BR.arb": #"{"ok": "OK"}"#]) == ["flutter-missing-language"])
        #expect(errors(["app_en.arb": #"{"ok": "OK"}"#, "app_pt.arb": #"{"ok": "OK"}"#, "app_pt_BR.arb": #"{"ok": "OK"}"#]).isEmpty)
    }

    @Test func staleKeysAreWarningsTheTeamCanRaiseOrSilence() throws {
        let english = #"{"a": "A", "b": "B"}"#
        let german = #"{"a": "A", "b": "B", "gone": "Weg", "old": "Alt"}"#
        #expect(codes(["app_en.arb": english, "app_de.arb": german]) == ["unknown-message", "unknown-message"])
        #expect(errors(["app_en.arb": english, "app_de.arb": german]).isEmpty)
        var policy = DiagnosticPolicy()
        try policy.set("unknown-message", to: .error)
        let sources = [SourceFile(path: "app_de.arb", text: german), SourceFile(path: "app_en.arb", text: english)]
        #expect(MessageCatalogCompiler(options: .init(policy: policy)).check(sources).hasErrors)
    }

    @Test func intlRulesMatchTheirDefinitions() {
        // Spot values of package:intl's rules (IntlPluralAgreementTests holds them all to intl's source),
        // including where intl's operands differ from ICU's: i rounded, f off the double, the sign kept.
        let cases: [(String, String, PluralCategory)] = [
            ("ru", "21", .one), ("ru", "22", .few), ("ru", "25", .many), ("ru", "1.5", .other),
            ("fr", "1000000", .many), ("fr", "1.5", .other), ("fr", "0", .one), ("es", "1000000", .many),
            ("he", "20", .other), ("he", "2", .two), ("he", "0.5", .other), ("cs", "1.5", .many), ("lt", "0.5", .many), ("lt", "11", .other),
            ("pt_BR", "0", .one), ("pt-PT", "0", .other), ("ar", "0", .zero), ("ar", "103", .few), ("ar", "111", .many),
            ("lv", "10", .zero), ("cy", "6", .many), ("ga", "3.5", .other), ("br", "1000000", .many), ("sl", "102", .two),
            ("mt", "2", .two), ("sr", "2.01", .other), ("en", "-1", .other),
            ("ja", "1", .other), ("ha", "1", .other), ("fil", "4", .other), ("tl", "5", .one), ("no", "1", .one),
        ]
        for (locale, digits, expected) in cases {
            #expect(FlutterPluralRules.category(locale: locale, digits: digits) == expected, "\(locale) \(digits)")
        }
    }
}
