import Foundation
@_spi(GeneratedCode) @testable import IAPMessagesCore
import MessageCompiler
import Testing

/// A Flutter set renders, in `msgc render` and in the compiled catalog, as its app shows it where
/// gen-l10n's generated code and package:intl decide: a message a locale lacks is the template's code
/// in that locale's class (`localeName`), so intl picks its plural case by that locale's rules and
/// formats its numbers and dates there, in intl's digits; a `num` is the int the app passes; and a
/// preview of a set with errors says which lines have them and which messages gen-l10n refuses.
@Suite struct FlutterRenderAsAppTests {
    static let items = #"{"items": "{count, plural, =1{1 new item} other{{count} new items}}", "@items": {"placeholders": {"count": {"type": "int"}}}, "title": "Shop"}"#

    // MARK: - Untranslated plurals choose by the locale asked for

    /// The team that ships untranslated plurals anyway, as `--warning flutter-untranslated-plural` says.
    static func shipping() throws -> DiagnosticPolicy {
        var policy = DiagnosticPolicy()
        try policy.set("flutter-untranslated-plural", to: .warning)
        return policy
    }

    /// Russian 21 is intl's `one`: the English template's `=1` (intl's `one` slot) is shown for it.
    @Test func untranslatedPluralChoosesByTheTargetLocalesRules() throws {
        let set = try FlutterCatalogTests.compile(["app_en.arb": Self.items, "app_ru.arb": #"{"title": "Магазин"}"#], policy: try Self.shipping())
        #expect(try set.text("items", locale: "ru", ["count": .int(21)]) == "1 new item")
        #expect(try set.text("items", locale: "ru", ["count": .int(5)]) == "5 new items")
        #expect(try set.text("items", locale: "en", ["count": .int(21)]) == "21 new items")
        // A `one` text that shows the count shows 21 in it.
        let counted = try FlutterCatalogTests.compile([
            "app_en.arb": #"{"items": "{count, plural, one{{count} new item} other{{count} new items}}", "@items": {"placeholders": {"count": {"type": "int"}}}}"#,
            "app_ru.arb": "{}",
        ], policy: try Self.shipping())
        #expect(try counted.text("items", locale: "ru", ["count": .int(21)]) == "21 new item")
        #expect(try counted.text("items", locale: "ru", ["count": .int(1)]) == "1 new item")
    }

    /// The template's plural keeps every case it writes: English never selects `few`, but a Polish or
    /// Slovenian app that falls back to it does (Slovenian 102 is `two`, which falls back to `few`);
    /// and Latvian 10 is `zero`.
    @Test func templateCasesEnglishNeverSelectsReachTheFallbacks() throws {
        let set = try FlutterCatalogTests.compile([
            "app_en.arb": #"{"n": "{count, plural, zero{none} =1{one} few{{count} few} other{{count} other}}", "@n": {"placeholders": {"count": {"type": "int"}}}}"#,
            "app_pl.arb": "{}", "app_sl.arb": "{}", "app_lv.arb": "{}",
        ], policy: try Self.shipping())
        #expect(try set.text("n", locale: "pl", ["count": .int(2)]) == "2 few")
        #expect(try set.text("n", locale: "pl", ["count": .int(22)]) == "22 few")
        #expect(try set.text("n", locale: "pl", ["count": .int(5)]) == "5 other")
        #expect(try set.text("n", locale: "en", ["count": .int(2)]) == "2 other")
        #expect(try set.text("n", locale: "sl", ["count": .int(102)]) == "102 few")
        #expect(try set.text("n", locale: "lv", ["count": .int(10)]) == "none")
        #expect(try set.text("n", locale: "en", ["count": .int(0)]) == "none")
    }

    @Test func renderShowsTheFallbackPluralByTheTargetLocale() throws {
        let folder = try Self.write(["app_en.arb": Self.items, "app_ru.arb": #"{"title": "Магазин"}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try MsgcCommandTests.run(["render", folder.path, "--locale", "ru", "--key", "items", "--arg", "count=21"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "== ru\nitems: 1 new item  [en]  [error: flutter-untranslated-plural]\n")
    }

    // MARK: - Dart's toString() for num

    @Test func numIsWrittenAsTheIntAnAppPassesAndDoubleAsADouble() throws {
        let set = try FlutterCatalogTests.compile(["app_en.arb": """
        {
          "num": "Total {v}", "@num": {"placeholders": {"v": {"type": "num"}}},
          "optional": "Total {v}", "@optional": {"placeholders": {"v": {"type": "num?"}}},
          "double": "Total {v}", "@double": {"placeholders": {"v": {"type": "double"}}},
          "count": "{count, plural, =1{One} other{{count} items}}"
        }
        """])
        #expect(try set.text("num", locale: "en", ["v": .double(21)]) == "Total 21")
        #expect(try set.text("optional", locale: "en", ["v": .double(21)]) == "Total 21")
        #expect(try set.text("num", locale: "en", ["v": .double(2.5)]) == "Total 2.5")
        #expect(try set.text("double", locale: "en", ["v": .double(21)]) == "Total 21.0")
        // An untyped plural count is gen-l10n's `num` too.
        #expect(try set.text("count", locale: "en", ["count": .int(21)]) == "21 items")

        let folder = try Self.write(["app_en.arb": #"{"num": "Total {v}", "@num": {"placeholders": {"v": {"type": "num"}}}, "double": "Total {v}", "@double": {"placeholders": {"v": {"type": "double"}}}}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try MsgcCommandTests.run(["render", folder.path, "--locale", "en", "--arg", "v=21"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "== en\ndouble: Total 21.0\nnum: Total 21\n")
    }

    @Test(arguments: [
        (21.0, "21"), (-3.0, "-3"), (0.0, "0"), (2.5, "2.5"), (-0.0, "-0.0"), (1e18, "1000000000000000000"),
        (1e20, "100000000000000000000.0"),
        (1e21, "1e+21"), (1e-7, "1e-7"), (0.000001, "0.000001"), (Double.nan, "NaN"), (Double.infinity, "Infinity"),
        (-Double.infinity, "-Infinity"),
    ])
    func dartNum(_ value: Double, _ dart: String) {
        #expect(DartNumber.numString(.double(value)) == dart)
    }

    // MARK: - intl's digits

    @Test(arguments: [
        ("ar", "latn"), ("ar-SA", "latn"), ("ar_DZ", "latn"), ("ar-EG", "arab"), ("ar_EG", "arab"), ("fa", "arabext"),
        ("fa-AF", "arabext"), ("ps", "arabext"), ("bn-IN", "beng"), ("as", "beng"), ("mr", "deva"), ("ne", "deva"),
        ("my", "mymr"), ("hi", "latn"), ("ur", "latn"), ("th", "latn"), ("ckb", "latn"), ("en", "latn"),
    ])
    func intlDigits(_ locale: String, _ system: String) {
        #expect(IntlDigits.numberingSystem(for: locale) == system)
    }

    /// flutter_localizations' date symbols, which a gen-l10n app's `DateFormat` reads: Arabic keeps its
    /// own digits there, in every Arabic locale.
    @Test(arguments: [("ar", "arab"), ("ar-SA", "arab"), ("ar_EG", "arab"), ("fa", "arabext"), ("hi", "latn"), ("ur", "latn"), ("en", "latn")])
    func dateDigits(_ locale: String, _ system: String) {
        #expect(IntlDigits.dateNumberingSystem(for: locale) == system)
    }

    /// intl's `ar` `NumberFormat` writes Latin digits where ICU's writes Arabic-Indic ones; `ar_EG`
    /// keeps its own, and so do an Arabic app's dates (flutter_localizations' `ar` date symbols).
    @Test func formattedNumbersAndDatesUseTheAppsDigits() throws {
        let translation = #"{"grouped": "{n} خطوة", "followers": "{n} متابع", "day": "في {day}"}"#
        let set = try FlutterCatalogTests.compile([
            "app_en.arb": """
            {
              "grouped": "{n} steps", "@grouped": {"placeholders": {"n": {"type": "int", "format": "decimalPattern"}}},
              "followers": "{n} followers", "@followers": {"placeholders": {"n": {"type": "int", "format": "compact"}}},
              "day": "On {day}", "@day": {"placeholders": {"day": {"type": "DateTime", "format": "yMd"}}}
            }
            """,
            "app_ar.arb": translation, "app_ar_EG.arb": translation, "app_ru.arb": "{}",
        ])
        let date = Date(timeIntervalSince1970: 1_772_357_400)  // 2026-03-01T09:30:00Z
        #expect(try set.text("grouped", locale: "ar", ["n": .int(12_345)]) == "12,345 خطوة")
        #expect(try set.text("grouped", locale: "ar-SA", ["n": .int(12_345)]) == "12,345 خطوة")
        #expect(try set.text("grouped", locale: "ar-EG", ["n": .int(12_345)]) == "١٢٬٣٤٥ خطوة")
        let followers = try set.text("followers", locale: "ar", ["n": .int(12_345)])
        #expect(followers.hasPrefix("12") && !followers.contains("١"), "\(followers)")
        let egyptian = try set.text("followers", locale: "ar-EG", ["n": .int(12_345)])
        #expect(egyptian.hasPrefix("١٢"), "\(egyptian)")
        #expect(try set.text("day", locale: "ar", ["day": .date(date)]) == "في ١\u{200F}/٣\u{200F}/٢٠٢٦")
        #expect(try set.text("day", locale: "ar-EG", ["day": .date(date)]) == "في ١\u{200F}/٣\u{200F}/٢٠٢٦")
        // A text that falls back to the template is formatted in the app's locale, as `localeName` is.
        #expect(try set.text("grouped", locale: "ru", ["n": .int(12_345)]) == "12\u{A0}345 steps")
        #expect(try set.text("day", locale: "ru", ["day": .date(date)]) == "On 01.03.2026")
    }

    // MARK: - Exit status and marks

    /// Errors elsewhere in the set are on stderr; the lines asked for are shown (exit 0), and one whose
    /// message has an error gen-l10n still generates says so.
    @Test func renderExitsZeroWithErrorsElsewhereAndMarksTheLine() throws {
        let count = #""@files": {"placeholders": {"count": {"type": "int"}}}"#
        let folder = try Self.write([
            "app_en.arb": #"{"hello": "Hello", "broken": "{count, plural, other{x}", "files": "{count, plural, =1{One file} other{{count} files}}", "# + count + "}",
            "app_ru.arb": #"{"hello": "Привет", "files": "{count, plural, =1{Один файл} few{{count} файла} many{{count} файлов} other{{count} файла}}"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        // A translation with an error gen-l10n still builds is shown as the app shows it, and marked.
        let run = try MsgcCommandTests.run(["render", folder.path, "--locale", "ru", "--key", "hello", "--key", "files", "--arg", "count=21"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "== ru\nhello: Привет\nfiles: Один файл  [error: flutter-exact-for-category]\n")
        #expect(run.stderr.contains("[unclosed-argument]") && run.stderr.contains("[flutter-exact-for-category]"))
        // Without --key, the refused message is listed with its reason; the status stays 0.
        let all = try MsgcCommandTests.run(["render", folder.path, "--locale", "ru", "--arg", "count=21"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout == "== ru\nbroken: (not shown: gen-l10n refuses it: '{' is never closed)\nfiles: Один файл  [error: flutter-exact-for-category]\nhello: Привет\n")
    }

    /// An untranslated plural reads the template's case by the locale's rules, and says it is an error.
    @Test func untranslatedPluralIsShownAndMarked() throws {
        let folder = try Self.write([
            "app_en.arb": #"{"items": "{count, plural, one{{count} new item} other{{count} new items}}", "@items": {"placeholders": {"count": {"type": "int"}}}, "hi": "Hi"}"#,
            "app_ru.arb": #"{"hi": "Привет"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try MsgcCommandTests.run(["render", folder.path, "--locale", "ru", "--key", "items", "--arg", "count=21"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "== ru\nitems: 21 new item  [en]  [error: flutter-untranslated-plural]\n")
    }

    /// With `use-escaping: true` the preview drops the apostrophes the app drops, and marks the line.
    @Test func escapingApostrophesAreShownAsTheAppShowsThem() throws {
        let folder = try Self.write([
            "l10n.yaml": "arb-dir: .\nuse-escaping: true\n",
            "app_en.arb": #"{"turn": "It's {name}'s turn", "@turn": {"placeholders": {"name": {}}}, "quoted": "Write '{' here"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try MsgcCommandTests.run(["render", folder.path, "--locale", "en", "--arg", "name=Ana"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "== en\nquoted: Write { here\nturn: Its {name}s turn  [error: flutter-escaping-apostrophe]\n")
    }

    @Test func askedForMessageGenL10nRefusesExitsOneWithTheReason() throws {
        let folder = try Self.write([
            "app_en.arb": Self.items,
            "app_de.arb": #"{"items": "{count, plural, =1{1 neuer Artikel} other{{count} neue Artikel}", "title": "Laden"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try MsgcCommandTests.run(["render", folder.path, "--locale", "de", "--key", "items", "--arg", "count=2"])
        #expect(run.status == 1)
        #expect(run.stdout == "== de\nitems: (not shown: gen-l10n refuses it: '{' is never closed)\n")
        let title = try MsgcCommandTests.run(["render", folder.path, "--locale", "de", "--key", "title"])
        #expect(title.status == 0, "\(title.stderr)")
        #expect(title.stdout == "== de\ntitle: Laden\n")
        // The template's own message refused: no locale has a text.
        let template = try Self.write(["app_en.arb": #"{"items": "{count, plural, other{x}", "title": "Shop"}"#])
        defer { try? FileManager.default.removeItem(at: template) }
        let refused = try MsgcCommandTests.run(["render", template.path, "--locale", "en", "--key", "items", "--arg", "count=2"])
        #expect(refused.status == 1)
        #expect(refused.stdout == "== en\nitems: (not shown: gen-l10n refuses it: '{' is never closed)\n")
    }

    // MARK: -

    static func write(_ files: [String: String]) throws -> URL {
        let folder = try MsgcCommandTests.temporaryDirectory()
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }
}
