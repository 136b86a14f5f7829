import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// An error in a Flutter set is what gen-l10n refuses, or a text the app shows wrong for counts every
/// app passes (3 to 100); what depends on numbers msgc cannot see the app pass (0, past 100, fractions
/// of an int count) is a warning. Each shape below is made up after one met in real community-translated sets.
@Suite struct FlutterErrorPrincipleTests {
    private func check(_ files: [String: String], yaml: String? = nil) -> MessageCatalogCompiler.Result {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let options = MessageCatalogCompiler.Options(flutter: yaml.map(FlutterConfiguration.init(yaml:)))
        return MessageCatalogCompiler(options: options).check(sources)
    }

    private func findings(_ files: [String: String], yaml: String? = nil) -> [String] {
        check(files, yaml: yaml).diagnostics.map { "\($0.severity == .error ? "error" : "warning") \($0.code)" }.sorted()
    }

    private static let english = #"{"videos": "{count, plural, =0{No videos} =1{1 video} other{{count} videos}}", "@videos": {"placeholders": {"count": {"type": "num"}}}}"#

    // MARK: - Not errors

    /// gen-l10n reads a translation's `null` as not translated; the template needs a text.
    @Test func nullIsUntranslated() throws {
        let template = #"{"title": "Title", "videos": "Videos"}"#
        #expect(findings(["app_en.arb": template, "app_de.arb": #"{"title": null, "videos": "Videos"}"#]) == ["warning missing-translation"])
        #expect(findings(["app_en.arb": #"{"title": null, "videos": "Videos"}"#, "app_de.arb": #"{"videos": "Videos"}"#]) == ["error message-not-string"])
        let shown = try FlutterCatalogTests.compile(["app_en.arb": template, "app_de.arb": #"{"title": null, "videos": "Videos"}"#])
        #expect(try shown.text("title", locale: "de") == "Title")
    }

    /// `=1{1 vidéo}` is also French 0 and 0.5: only if the app passes them.
    @Test func exactCaseForZeroAndFractionsIsAWarning() {
        let french = #"{"videos": "{count, plural, =1{1 vidéo} other{{count} vidéos}}"}"#
        #expect(findings(["app_en.arb": Self.english, "app_fr.arb": french]) == ["warning flutter-exact-if-passed"])
        let message = check(["app_en.arb": Self.english, "app_fr.arb": french]).diagnostics.first?.message ?? ""
        #expect(message.contains("0, 0.5") && message.contains("if it passes them"), "\(message)")
        // A `double` is passed as a fraction: then 0.5 is an ordinary count.
        let double = Self.english.replacingOccurrences(of: #""num""#, with: #""double""#)
        #expect(findings(["app_en.arb": double, "app_fr.arb": french]) == ["error flutter-exact-for-category"])
    }

    /// Slovenian `one` is also 101, 201, …: an app may never pass them. Russian 21 it surely does.
    @Test func exactCasePastAHundredIsAWarningAndTwentyOneAnError() {
        let slovenian = #"{"videos": "{count, plural, =1{En video} two{{count} videa} few{{count} videi} other{{count} videov}}"}"#
        #expect(findings(["app_en.arb": Self.english, "app_sl.arb": slovenian]) == ["warning flutter-exact-if-passed"])
        let russian = #"{"videos": "{count, plural, =1{1 видео} few{{count} видео} many{{count} видео} other{{count} видео}}"}"#
        #expect(findings(["app_en.arb": Self.english, "app_ru.arb": russian]) == ["error flutter-exact-for-category"])
    }

    /// Syntax gen-l10n accepts: `= 0`, a stray `}` at the end, a second `other` (the later is kept).
    @Test func syntaxGenL10nAccepts() throws {
        let template = #"{"n": "{count, plural, = 0{None} = 1{One} other{{count} items} other{{count} things}}", "g": "{gender, select, female{She} other{They}}}"}"#
        #expect(findings(["app_en.arb": template]) == ["warning flutter-case-replaced", "warning flutter-trailing-brace",
                                                       "warning inferred-placeholder", "warning inferred-placeholder"])
        let set = try FlutterCatalogTests.compile(["app_en.arb": template])
        #expect(try set.text("n", locale: "en", ["count": .int(0)]) == "None")
        #expect(try set.text("n", locale: "en", ["count": .int(5)]) == "5 things")
        #expect(try set.text("g", locale: "en", ["gender": .string("female")]) == "She")
        // Text after such a brace is lost: that is an error.
        #expect(findings(["app_en.arb": #"{"n": "Done } for today."}"#]) == ["error unmatched-brace"])
        // relax-syntax makes it text.
        let relaxed = try FlutterCatalogTests.compile(["app_en.arb": #"{"n": "Done } for today."}"#], yaml: "relax-syntax: true")
        #expect(try relaxed.text("n", locale: "en") == "Done } for today.")
    }

    /// gen-l10n ignores a file-name suffix that is no ISO 639-1 language and reads "@@locale".
    @Test func suffixThatIsNoLanguage() {
        #expect(findings(["app_en.arb": #"{"hi": "Hi"}"#, "app_jp.arb": #"{"@@locale": "ja", "hi": "こんにちは"}"#]).isEmpty)
        #expect(findings(["app_en.arb": #"{"hi": "Hi"}"#, "app_jp.arb": #"{"hi": "こんにちは"}"#]) == ["error missing-locale"])
    }

    /// gen-l10n's method takes every declared placeholder, so a translation may use one the template's
    /// text does not; the app passes it.
    @Test func declaredPlaceholderUnusedByTheTemplate() throws {
        let template = #"{"manual": "Install it by hand", "@manual": {"placeholders": {"DISTRO": {"type": "String"}}}}"#
        #expect(findings(["app_en.arb": template, "app_cy.arb": #"{"manual": "Gosodwch {DISTRO} â llaw"}"#]) == ["warning unused-placeholder"])
        let set = try FlutterCatalogTests.compile(["app_en.arb": template, "app_cy.arb": #"{"manual": "Gosodwch {DISTRO} â llaw"}"#])
        #expect(try set.text("manual", locale: "cy", ["DISTRO": .string("Ubuntu")]) == "Gosodwch Ubuntu â llaw")
    }

    /// A regional file without its language's is refused by gen-l10n only: a set without l10n.yaml
    /// and without gen-l10n's default template (`intl_en.arb`, built by intl_utils) is not its.
    @Test func missingLanguageOnlyForGenL10nSets() {
        let english = #"{"hi": "Hi"}"#, chinese = #"{"hi": "你好"}"#
        #expect(findings(["intl_en.arb": english, "intl_zh_Hans.arb": chinese]).isEmpty)
        #expect(findings(["app_en.arb": english, "app_zh_Hans.arb": chinese]) == ["error flutter-missing-language"])
        #expect(findings(["intl_en.arb": english, "intl_zh_Hans.arb": chinese], yaml: "template-arb-file: intl_en.arb") == ["error flutter-missing-language"])
    }

    // MARK: - Missed before, reported now

    /// `use-escaping: true` makes every apostrophe a quote.
    @Test func escapingApostrophes() throws {
        let yaml = "use-escaping: true"
        let cannot = check(["app_en.arb": #"{"load": "Can't load {item}"}"#], yaml: yaml)
        #expect(cannot.diagnostics.map(\.code) == ["flutter-escaping-apostrophe"])
        #expect(cannot.diagnostics.first?.severity == .error)
        #expect(cannot.diagnostics.first?.message.contains("refuses") == true)
        let turn = check(["app_en.arb": #"{"turn": "It's {name}'s turn", "@turn": {"placeholders": {"name": {}}}}"#], yaml: yaml)
        #expect(turn.diagnostics.map(\.code).contains("flutter-escaping-apostrophe"))
        #expect(turn.diagnostics.first { $0.code == "flutter-escaping-apostrophe" }?.message.contains(#""Its {name}s turn""#) == true)
        // Quoting as meant: a brace quoted, an apostrophe doubled.
        let meant = try FlutterCatalogTests.compile(["app_en.arb": #"{"q": "Write '{' and it''s done"}"#], yaml: yaml)
        #expect(meant.result.diagnostics.isEmpty, "\(meant.result.formattedDiagnostics)")
        #expect(try meant.text("q", locale: "en") == "Write { and it's done")
        // Without use-escaping the same text is literal.
        #expect(findings(["app_en.arb": #"{"load": "Can't load {item}"}"#]) == ["warning inferred-placeholder"])
    }

    /// gen-l10n stops on a boolean key whose value is no YAML boolean.
    @Test func nonBooleanUseEscapingIsRefused() {
        for value in [#""true""#, "yes", "on", "1", "'false'"] {
            let configuration = FlutterConfiguration(yaml: "arb-dir: lib/l10n\nuse-escaping: \(value)\n")
            #expect(configuration.problems.map(\.line) == [2], "\(value)")
        }
        for value in ["true", "True", "TRUE", "false", "FALSE", "null", ""] {
            #expect(FlutterConfiguration(yaml: "use-escaping: \(value)\n").problems.isEmpty, "\(value)")
        }
        #expect(FlutterConfiguration(yaml: "use-escaping: TRUE").useEscaping)
        #expect(FlutterConfiguration(yaml: "relax-syntax: yes").problems.count == 1)
    }

    /// An untranslated plural is chosen by the locale's rules: Russian 21 gets English `one`.
    @Test func untranslatedPluralsUnderTheLocalesRules() {
        let english = #"{"items": "{count, plural, one{{count} new item} other{{count} new items}}", "@items": {"placeholders": {"count": {"type": "int"}}}, "hi": "Hi"}"#
        let result = check(["app_en.arb": english, "app_ru.arb": #"{"hi": "Привет"}"#])
        #expect(result.diagnostics.map(\.code) == ["flutter-untranslated-plural"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.message.contains("for 21, 31, 41, 51, … 'one'") == true, "\(result.diagnostics.first?.message ?? "")")
        // German has English's rules: only missing.
        #expect(findings(["app_en.arb": english, "app_de.arb": #"{"hi": "Hallo"}"#]) == ["warning missing-translation"])
        // French `one` is also 0: if the app passes it.
        #expect(findings(["app_en.arb": english, "app_fr.arb": #"{"hi": "Salut"}"#]) == ["warning flutter-untranslated-plural-if-passed"])
    }

    /// `few` and `many` in a language that has no such category are never shown; `two` is (for 2).
    @Test func deadCases() throws {
        let english = #"{"n": "{count, plural, one{One item} two{A pair} few{A few} other{{count} items}}", "@n": {"placeholders": {"count": {"type": "int"}}}}"#
        let result = check(["app_en.arb": english])
        #expect(result.diagnostics.map(\.code) == ["flutter-dead-case"])
        #expect(result.diagnostics.first?.message.contains("'few'") == true)
        let set = try FlutterCatalogTests.compile(["app_en.arb": english])
        #expect(try set.text("n", locale: "en", ["count": .int(2)]) == "A pair")
        #expect(try set.text("n", locale: "en", ["count": .int(3)]) == "3 items")
        // Hebrew `few` is shown for two when no `two` is written.
        #expect(!findings(["app_en.arb": #"{"n": "{count, plural, other{{count}}}", "@n": {"placeholders": {"count": {"type": "int"}}}}"#,
                           "app_he.arb": #"{"n": "{count, plural, one{אחד} few{שניים} other{{count} פריטים}}"}"#]).contains("warning flutter-dead-case"))
    }
}
