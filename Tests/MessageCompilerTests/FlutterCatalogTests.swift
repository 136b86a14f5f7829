import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// ARB sets written for Flutter's gen-l10n, compiled as they are and rendered: file names without
/// `@@locale`, keys without a kind, untyped, nullable and `Object` placeholders, literal apostrophes,
/// placeholder `format`s and `l10n.yaml`.
@Suite struct FlutterCatalogTests {
    /// A compiled set and the runtime catalog its tables make.
    struct Compiled {
        var result: MessageCatalogCompiler.Result
        var compiled: CompiledMessages
        var catalog: MessageCatalog

        func text(_ key: String, locale: String, _ arguments: [String: MessageArgument] = [:]) throws -> String {
            let slot = try #require(compiled.slots.firstIndex(of: key), "no message \(key)")
            let generated = try #require(compiled.cases.first { $0.slots.values.contains(slot) })
            let values = try generated.arguments.map { try #require(arguments[$0.name], "no value for \($0.name)") }
            return catalog.string(slot, values, preferredLanguages: [locale])
        }

        func arguments(of swiftName: String) -> [String] {
            compiled.cases.first { $0.swiftName == swiftName }?.arguments.map { "\($0.name): \($0.type.rawValue)" } ?? []
        }

        var codes: [String] { result.diagnostics.map(\.code).sorted() }
    }

    static func compile(_ files: [String: String], yaml: String? = nil, policy: DiagnosticPolicy = DiagnosticPolicy()) throws -> Compiled {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let options = MessageCatalogCompiler.Options(flutter: yaml.map(FlutterConfiguration.init(yaml:)), policy: policy)
        let result = MessageCatalogCompiler(options: options).compile(sources)
        let compiled = try #require(result.compiled, "\(result.formattedDiagnostics.joined(separator: "\n"))")
        let catalog = MessageCatalog(sourceLocale: compiled.sourceLocale, locales: compiled.locales,
                                     tables: compiled.programs.map(MessageTable.init(programs:)), settings: LocalizationSettings())
        return Compiled(result: result, compiled: compiled, catalog: catalog)
    }

    static let english = """
    {
      "helloWorld": "Hello World!",
      "@helloWorld": { "description": "The conventional newborn programmer greeting" },
      "greeting": "Hello {userName}",
      "@greeting": { "placeholders": { "userName": {} } },
      "signedInAs": "Signed in as {email}",
      "@signedInAs": { "placeholders": { "email": { "type": "String?" } } },
      "itemCount": "{count, plural, =0{No items} =1{One item} other{{count} items}}",
      "@itemCount": { "placeholders": { "count": { "type": "int" } } },
      "shown": "Shown: {value}",
      "@shown": { "placeholders": { "value": { "type": "Object" } } },
      "useServer": "Use '{server}' to log in",
      "unreadMessages": "{count, plural, one{{count} unread message} other{{count} unread messages}} in {room}",
      "description": "Description"
    }
    """

    @Test func aFlutterSetCompilesAsItIs() throws {
        let set = try Self.compile([
            "app_en.arb": Self.english,
            // gen-l10n needs the language beside a regional catalog.
            "app_pt.arb": #"{"helloWorld": "Olá!"}"#,
            "app_pt_BR.arb": """
            {
              "helloWorld": "Olá, mundo!",
              "greeting": "Olá {userName}",
              "itemCount": "{count, plural, =0{Nenhum item} one{Um item} many{{count} de itens} other{{count} itens}}",
              "useServer": "Use '{server}' para entrar",
              "description": "Descrição"
            }
            """,
            "app_fr.arb": """
            {
              "@@locale": "fr",
              "helloWorld": "Bonjour le monde !",
              "useServer": "Utilisez l'{server} pour vous connecter",
              "@useServer": { "placeholders": { "server": { "type": "String" } } }
            }
            """,
        ])
        #expect(set.compiled.locales == ["en", "fr", "pt", "pt-BR"])
        #expect(try set.text("helloWorld", locale: "pt-BR") == "Olá, mundo!")
        #expect(try set.text("greeting", locale: "en", ["userName": .string("Ada")]) == "Hello Ada")
        #expect(try set.text("signedInAs", locale: "en", ["email": .string("a@b.c")]) == "Signed in as a@b.c")
        #expect(try set.text("itemCount", locale: "en", ["count": .int(1)]) == "One item")
        #expect(try set.text("itemCount", locale: "en", ["count": .int(0)]) == "No items")
        #expect(try set.text("itemCount", locale: "pt-BR", ["count": .int(3)]) == "3 itens")
        #expect(try set.text("shown", locale: "en", ["value": .string("x")]) == "Shown: x")
        // Apostrophes are text: the argument stays one.
        #expect(try set.text("useServer", locale: "en", ["server": .string("example.org")]) == "Use 'example.org' to log in")
        #expect(try set.text("useServer", locale: "fr", ["server": .string("ENT")]) == "Utilisez l'ENT pour vous connecter")
        // `#` is text in gen-l10n's plurals: the app shows it as written.
        #expect(try set.text("unreadMessages", locale: "en", ["count": .int(2), "room": .string("Lobby")]) == "2 unread messages in Lobby")
        #expect(set.arguments(of: "unreadMessages") == ["count: Int", "room: String"])
        #expect(set.arguments(of: "greeting") == ["userName: String"])
        #expect(set.arguments(of: "description_") == [])
        #expect(set.compiled.cases.allSatisfy { $0.kind == .user })
        #expect(!set.result.hasErrors)
        // pt reads the English `one` for 0 too ("0 unread message"), if the app passes 0.
        #expect(Set(set.codes) == ["inferred-placeholder", "missing-translation", "swift-name-changed", "flutter-untranslated-plural-if-passed"])
        // `msgc check` says nothing of Swift names to a Flutter team.
        let checked = MessageCatalogCompiler(options: .init(flutter: nil)).check(set.result.files.values.sorted { $0.path < $1.path })
        #expect(!checked.diagnostics.contains { $0.code == "swift-name-changed" })
        #expect(checked.diagnostics.contains { $0.message == "argument 'server' is not declared in \"placeholders\"; it is typed Object from its use as a plain argument" })
    }

    @Test func theGeneratedSwiftCompiles() throws {
        let set = try Self.compile(["app_en.arb": Self.english, "app_de.arb": #"{"helloWorld": "Hallo Welt!"}"#])
        let swift = try #require(set.result.swift)
        // An app's own catalog: one type named as gen-l10n names its class, nothing of purchases.
        #expect(swift.contains("public static var helloWorld: AppLocalizations"))
        #expect(swift.contains("public static var description_: AppLocalizations"))
        #expect(swift.contains("public enum AppLocalizationsCatalog"))
        for word in ["IAPError", "IAPUserMessage", "IAPDebugMessage", "IAPCatalog", "purchase"] {
            #expect(!swift.contains(word), "\(word)")
        }
        let output = try GeneratedSwiftCompiler.check(swift)
        #expect(output.status == 0 && output.diagnostics.isEmpty, "\(output.diagnostics)")
    }

    @Test func theTypeIsNamedByOutputClassOrTypeName() throws {
        let files = [SourceFile(path: "app_en.arb", text: #"{"hi": "Hi"}"#)]
        let yaml = FlutterConfiguration(yaml: "output-class: ShopStrings\n")
        let named = MessageCatalogCompiler(options: .init(flutter: yaml)).compile(files)
        #expect(named.swift?.contains("public struct ShopStrings:") == true)
        let chosen = MessageCatalogCompiler(options: .init(flutter: yaml, typeName: "L10n")).compile(files)
        #expect(chosen.swift?.contains("public struct L10n:") == true && chosen.swift?.contains("public enum L10nCatalog") == true)
        let refused = MessageCatalogCompiler(options: .init(typeName: "not a name")).compile(files)
        #expect(refused.swift == nil && refused.diagnostics.map(\.code) == ["invalid-type-prefix"])
    }

    @Test func l10nYamlNamesTheTemplateAndTheApostrophes() throws {
        let files = [
            "intl_de.arb": #"{"quote": "Sagen Sie '{word}'"}"#,
            "intl_de_CH.arb": #"{"quote": "Säged Sie '{word}'"}"#,
            "intl_de_AT.arb": #"{"@@locale": "de_AT", "quote": "Sag '{word}'"}"#,
        ]
        // The template is German, whatever --source-locale says; with use-escaping, quotes are ICU's.
        let quoting = try Self.compile(files, yaml: "arb-dir: lib/l10n\ntemplate-arb-file: intl_de.arb  # German first\nuse-escaping: true\n")
        #expect(quoting.compiled.sourceLocale == "de")
        #expect(quoting.compiled.locales == ["de", "de-AT", "de-CH"])
        #expect(try quoting.text("quote", locale: "de") == "Sagen Sie {word}")
        let literal = try Self.compile(files, yaml: "template-arb-file: 'intl_de.arb'\n")
        #expect(try literal.text("quote", locale: "de-CH", ["word": .string("Grüezi")]) == "Säged Sie 'Grüezi'")
        #expect(try literal.text("quote", locale: "de-AT", ["word": .string("Servus")]) == "Sag 'Servus'")
    }

    @Test func yamlSubset() {
        let configuration = FlutterConfiguration(yaml: """
        # comment
        arb-dir: "assets/l10n"   # where
        template-arb-file: intl_en.arb
        preferred-supported-locales:
          - en
        use-escaping: true
        """)
        #expect(configuration == FlutterConfiguration(arbDirectory: "assets/l10n", templateFile: "intl_en.arb", useEscaping: true))
        #expect(FlutterConfiguration(yaml: "") == FlutterConfiguration())
    }

    @Test func layoutIsDetectedFromNamesOnlyWhenEveryFileHasOnePrefix() {
        #expect(FlutterLayout.detect(fileNames: ["en.arb", "de.arb", "pt-BR.arb"], configuration: nil) == nil)
        #expect(FlutterLayout.detect(fileNames: ["app_en.arb", "intl_de.arb"], configuration: nil) == nil)
        let layout = FlutterLayout.detect(fileNames: ["my_app_en.arb", "my_app_zh_Hant_TW.arb"], configuration: nil)
        #expect(layout?.fileLocales == ["my_app_en.arb": "en", "my_app_zh_Hant_TW.arb": "zh-Hant-TW"])
        #expect(layout?.apostrophes == .literal)
    }

    @Test func placeholderFormatsAreHonoured() throws {
        let set = try Self.compile(["app_en.arb": """
        {
          "followers": "{count} followers",
          "@followers": { "placeholders": { "count": { "type": "int", "format": "compact" } } },
          "followersLong": "{count} followers",
          "@followersLong": { "placeholders": { "count": { "type": "int", "format": "compactLong" } } },
          "price": "Only {amount}",
          "@price": { "placeholders": { "amount": { "type": "double", "format": "simpleCurrency", "optionalParameters": { "name": "EUR", "decimalDigits": 2 } } } },
          "isoPrice": "{amount}",
          "@isoPrice": { "placeholders": { "amount": { "type": "double", "format": "currency", "optionalParameters": { "name": "USD", "decimalDigits": 0 } } } },
          "share": "{ratio} done",
          "@share": { "placeholders": { "ratio": { "type": "double", "format": "percentPattern" } } },
          "grouped": "{n} steps",
          "@grouped": { "placeholders": { "n": { "type": "int", "format": "decimalPattern" } } },
          "renews": "Renews {date}",
          "@renews": { "placeholders": { "date": { "type": "DateTime", "format": "yMMMd" } } },
          "day": "{date}",
          "@day": { "placeholders": { "date": { "type": "DateTime", "format": "MMMMEEEEd" } } }
        }
        """])
        #expect(set.codes.isEmpty, "\(set.result.formattedDiagnostics)")
        #expect(try set.text("followers", locale: "en", ["count": .int(1_200)]) == "1.2K followers")
        #if IAPMESSAGES_APPLE_REFERENCE
        // Built as Apple platforms build it, msgc previews with the system's number styles, which have
        // no long compact names: the number shows unformatted, as msgc says of such a skeleton elsewhere.
        #expect(try set.text("followersLong", locale: "en", ["count": .int(1_200_000)]) == "1200000 followers")
        #else
        #expect(try set.text("followersLong", locale: "en", ["count": .int(1_200_000)]) == "1.2 million followers")
        #endif
        #expect(try set.text("price", locale: "en", ["amount": .double(4.5)]) == "Only €4.50")
        #expect(try set.text("isoPrice", locale: "en", ["amount": .double(1234)]) == "USD\u{A0}1,234")
        #expect(try set.text("share", locale: "en", ["ratio": .double(0.25)]) == "25% done")
        #expect(try set.text("grouped", locale: "en", ["n": .int(12_345)]) == "12,345 steps")
        let date = Date(timeIntervalSince1970: 1_772_357_400)  // 2026-03-01T09:30:00Z
        #expect(try set.text("renews", locale: "en", ["date": .date(date)]) == "Renews Mar 1, 2026")
        #expect(try set.text("day", locale: "en", ["date": .date(date)]) == "Sunday, March 1")
    }

    @Test func formatsICUCannotExpressAreSaid() throws {
        let set = try Self.compile(["app_en.arb": """
        {
          "price": "{amount}",
          "@price": { "placeholders": { "amount": { "type": "double", "format": "currency" } } },
          "day": "{date}",
          "@day": { "placeholders": { "date": { "type": "DateTime", "format": "dd.MM.yyyy", "isCustomDateFormat": "true" } } },
          "name": "{who}",
          "@name": { "placeholders": { "who": { "type": "String", "format": "compact" } } }
        }
        """])
        #expect(set.codes == ["placeholder-format-approximated", "placeholder-format-approximated", "placeholder-format-approximated"])
        let date = Date(timeIntervalSince1970: 1_772_357_400)
        #expect(try set.text("day", locale: "en", ["date": .date(date)]) == "03/01/2026")
        let unknown = MessageCatalogCompiler().check([SourceFile(path: "app_en.arb", text: """
        {"n": "{n}", "@n": {"placeholders": {"n": {"type": "int", "format": "compactShort"}}}}
        """)])
        #expect(unknown.diagnostics.map(\.code) == ["unknown-placeholder-format"])
        #expect(unknown.hasErrors)
        // An empty format, or joins without skeletons, name no date format (gen-l10n refuses them too).
        for format in ["", "+", "yMd+", "+jm"] {
            for type in ["DateTime", "Object"] {
                let empty = MessageCatalogCompiler().check([SourceFile(path: "app_en.arb", text: """
                {"d": "{d}", "@d": {"placeholders": {"d": {"type": "\(type)", "format": "\(format)"}}}}
                """)])
                if type == "DateTime" {
                    #expect(empty.diagnostics.map(\.code).contains("unknown-placeholder-format") && empty.hasErrors, "'\(format)': \(empty.diagnostics.map(\.message))")
                } else {
                    // Untyped, it is no date: shown as text, with the format named as not applied.
                    #expect(empty.diagnostics.map(\.message).contains { $0.contains("a String is shown as it is") }, "'\(format)'")
                }
            }
        }
    }

    @Test func translationsCopyingTheSourceMetadataAreAccepted() throws {
        let set = try Self.compile([
            "app_en.arb": #"{"hi": "Hi {name}", "@hi": {"description": "d", "placeholders": {"name": {"type": "String"}}}}"#,
            "app_es.arb": #"{"hi": "Hola {name}", "@hi": {"description": "d", "placeholders": {"name": {"type": "Strin"}}}, "@gone": {"description": "x"}}"#,
        ])
        #expect(set.codes.isEmpty, "\(set.result.formattedDiagnostics)")
        #expect(try set.text("hi", locale: "es", ["name": .string("Ana")]) == "Hola Ana")
    }

    @Test func pluralCategoriesAsGenL10nAndIntlReadThem() throws {
        let set = try Self.compile([
            "app_en.arb": #"{"n": "{count, plural, zero{Nothing} =1{One} other{{count} things}}", "@n": {"placeholders": {"count": {"type": "int"}}}}"#,
            "app_he.arb": #"{"n": "{count, plural, one{אחד} two{שניים} many{{count} רבים} other{{count} דברים}}"}"#,
            "app_ja.arb": #"{"n": "{count, plural, one{一つ} other{{count}個}}"}"#,
        ])
        #expect(set.codes.isEmpty, "\(set.result.formattedDiagnostics)")
        #expect(try set.text("n", locale: "en", ["count": .int(0)]) == "Nothing")
        #expect(try set.text("n", locale: "en", ["count": .int(1)]) == "One")
        // intl's Hebrew rule has no `many` (as CLDR 42): 20 is `other`, and the app never shows that case.
        #expect(try set.text("n", locale: "he", ["count": .int(20)]) == "20 דברים")
        #expect(try set.text("n", locale: "he", ["count": .int(13)]) == "13 דברים")
        #expect(try set.text("n", locale: "ja", ["count": .int(1)]) == "一つ")
        #expect(try set.text("n", locale: "ja", ["count": .int(2)]) == "2個")
    }

    /// gen-l10n's code writes a number placeholder without `format` as `'$count'`: Dart's
    /// `toString()`, in every locale: no grouping, no native digits, no bidi marks.
    @Test func numbersWithoutFormatAreWrittenAsDartWritesThem() throws {
        let set = try Self.compile([
            "app_en.arb": """
            {
              "steps": "{n} steps",
              "@steps": { "placeholders": { "n": { "type": "int" } } },
              "files": "{count, plural, =1{One file} other{{count} files}}",
              "@files": { "placeholders": { "count": { "type": "int" } } },
              "ratio": "Ratio {value}",
              "@ratio": { "placeholders": { "value": { "type": "double" } } },
              "grouped": "{n} steps",
              "@grouped": { "placeholders": { "n": { "type": "int", "format": "decimalPattern" } } }
            }
            """,
            "app_de.arb": #"{"steps": "{n} Schritte", "files": "{count, plural, =1{Eine Datei} other{{count} Dateien}}", "ratio": "Verhältnis {value}", "grouped": "{n} Schritte"}"#,
            "app_ar.arb": #"{"steps": "{n} خطوة", "files": "{count, plural, zero{لا ملفات} =1{ملف واحد} two{ملفان} few{{count} ملفات} many{{count} ملفًا} other{{count} ملف}}", "ratio": "النسبة {value}", "grouped": "{n} خطوة"}"#,
        ])
        #expect(set.codes.allSatisfy { $0 != "error" }, "\(set.result.formattedDiagnostics)")
        #expect(try set.text("steps", locale: "en", ["n": .int(12_345)]) == "12345 steps")
        #expect(try set.text("steps", locale: "de", ["n": .int(12_345)]) == "12345 Schritte")
        #expect(try set.text("steps", locale: "ar", ["n": .int(12_345)]) == "12345 خطوة")
        #expect(try set.text("files", locale: "de", ["count": .int(1_500)]) == "1500 Dateien")
        #expect(try set.text("files", locale: "ar", ["count": .int(1_500)]) == "1500 ملف")
        #expect(try set.text("ratio", locale: "de", ["value": .double(2.5)]) == "Verhältnis 2.5")
        #expect(try set.text("ratio", locale: "en", ["value": .double(3)]) == "Ratio 3.0")
        #expect(try set.text("ratio", locale: "en", ["value": .decimal(Decimal(string: "0.1")!)]) == "Ratio 0.1")
        // With a `format`, intl's NumberFormat writes it for the locale.
        #expect(try set.text("grouped", locale: "de", ["n": .int(12_345)]) == "12.345 Schritte")
    }

    @Test func exactOneFillsTheOneCaseForEveryNumberOfIt() throws {
        // gen-l10n passes `=1` as intl's `one`, which Russian selects for 21, 31, … too.
        let set = try Self.compile([
            "app_en.arb": #"{"n": "{count, plural, one{{count} file} other{{count} files}}", "@n": {"placeholders": {"count": {"type": "int"}}}}"#,
            "app_ru.arb": #"{"n": "{count, plural, =1{{count} файл} few{{count} файла} many{{count} файлов} other{{count} файла}}"}"#,
        ])
        #expect(set.codes.isEmpty, "\(set.result.formattedDiagnostics)")
        #expect(try set.text("n", locale: "ru", ["count": .int(21)]) == "21 файл")
        #expect(try set.text("n", locale: "ru", ["count": .int(22)]) == "22 файла")
        #expect(try set.text("n", locale: "ru", ["count": .int(25)]) == "25 файлов")
    }

    /// A category left out is what the app fills from `other`: a warning naming the numbers, which a
    /// translator can judge and a team can make an error.
    @Test func categoriesLeftWithoutTextNameTheNumbersThatShowOther() throws {
        let files = [
            SourceFile(path: "app_en.arb", text: #"{"n": "{count, plural, one{{count} file} other{{count} files}}", "@n": {"placeholders": {"count": {"type": "int"}}}}"#),
            SourceFile(path: "app_ru.arb", text: #"{"n": "{count, plural, one{{count} файл} other{{count} файла}}"}"#),
        ]
        let result = MessageCatalogCompiler().check(files)
        #expect(result.diagnostics.map(\.code) == ["flutter-plural-fallback", "flutter-plural-fallback"])
        #expect(result.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(result.diagnostics.map(\.message) == [
            "plural 'count' has no 'few' case: for ru 2–4, 22–24, 32–34, 42–44, … the app shows other's text",
            "plural 'count' has no 'many' case: for ru 0, 5–20, 25–30, 35–40, … the app shows other's text",
        ])
        var policy = DiagnosticPolicy()
        try policy.set("flutter-plural-fallback", to: .error)
        #expect(MessageCatalogCompiler(options: .init(policy: policy)).check(files).hasErrors)
    }

    @Test func translationsAreCheckedWhenTheirSourceHasAnError() {
        let result = MessageCatalogCompiler().check([
            SourceFile(path: "en.arb", text: #"{"@@locale": "en", "user.n": "{count, plural, one{# file}}", "@user.n": {"description": "d", "placeholders": {"count": {"type": "Int", "example": "2"}}}}"#),
            SourceFile(path: "ru.arb", text: #"{"@@locale": "ru", "user.n": "{count, plural, one{# файл} other{# файла}} {extra}"}"#),
        ])
        let codes = result.diagnostics.map { "\($0.range?.file ?? ""): \($0.code)" }.sorted()
        #expect(codes == ["en.arb: missing-other", "en.arb: plural-missing-category",
                          "ru.arb: plural-missing-category", "ru.arb: plural-missing-category", "ru.arb: unknown-placeholder"])
    }

    @Test func msgcCatalogsKeepQuotingAndTheirKeys() throws {
        let result = MessageCatalogCompiler().compile([
            SourceFile(path: "en.arb", text: #"{"@@locale": "en", "user.a": "It''s '{'done'}'", "@user.a": {"description": "d"}, "plain": "Plain", "@plain": {"description": "d"}}"#),
        ])
        let compiled = try #require(result.compiled, "\(result.formattedDiagnostics)")
        #expect(compiled.programs[0][compiled.slots.firstIndex(of: "user.a")!] == "It's {done}")
        #expect(compiled.cases.map(\.swiftName).sorted() == ["a", "plain"])
    }
}
