import Foundation
import MessageCompiler
import Testing

/// An app's imported catalogs name their generated types after the app, never after the library:
/// `ShopAppUserMessage` beside the library's `IAPUserMessage`, which the app's own would hide.
@Suite struct TypePrefixChoiceTests {
    /// A folder in the temporary directory, removed by `remove()`.
    struct Work {
        let root: URL

        init() throws { root = try MsgcCommandTests.temporaryDirectory() }

        func remove() { try? FileManager.default.removeItem(at: root) }

        @discardableResult
        func write(_ text: String, _ relative: String) throws -> URL {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }

        func folder(_ relative: String) throws -> URL {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }

        func text(_ relative: String) -> String? {
            try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
        }
    }

    static let englishStrings = "\"hello\" = \"Hello\";\n\"error_network\" = \"No network.\";\n"
    static let germanStrings = "\"hello\" = \"Hallo\";\n\"error_network\" = \"Kein Netz.\";\n"

    /// The app's strings in `folder` in one Apple format (`strings`, `stringsdict` or `xcstrings`);
    /// returns what to pass to `msgc import`.
    static func appleFiles(_ format: String, in folder: String, of work: Work) throws -> URL {
        switch format {
        case "strings":
            try work.write(englishStrings, "\(folder)/en.lproj/Localizable.strings")
            try work.write(germanStrings, "\(folder)/de.lproj/Localizable.strings")
            return work.root.appendingPathComponent(folder)
        case "stringsdict":
            for (locale, one, other) in [("en", "%lld item", "%lld items"), ("de", "%lld Artikel", "%lld Artikel")] {
                try work.write("""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>items</key><dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
                    <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>lld</string>
                    <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
                    </dict></dict></plist>
                    """, "\(folder)/\(locale).lproj/Localizable.stringsdict")
            }
            return work.root.appendingPathComponent(folder)
        default:
            return try work.write("""
                {"sourceLanguage": "en", "version": "1.0", "strings": {
                  "hello": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello"}},
                                              "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}
                }}
                """, "\(folder)/Localizable.xcstrings")
        }
    }

    static func report(_ prefix: String, _ origin: String) -> String {
        "msgc: types \(prefix)Error, \(prefix)UserMessage, \(prefix)DebugMessage, \(prefix)Catalog (prefix \(prefix), \(origin); change with --type-prefix)"
    }

    // MARK: - Migrations name the types after the app

    @Test(arguments: ["strings", "stringsdict", "xcstrings"])
    func aMigrationNamesTheTypesAfterTheXcodeProject(_ format: String) throws {
        let work = try Work()
        defer { work.remove() }
        _ = try work.folder("ShopApp.xcodeproj")
        let imported = try Self.appleFiles(format, in: "ShopApp/Resources", of: work)
        let run = try MsgcCommandTests.run(["import", imported.path, "--into", work.root.appendingPathComponent("Localizations").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(Self.report("ShopApp", "from the Xcode project ShopApp.xcodeproj")), "\(run.stdout)")
        let english = try #require(work.text("Localizations/en.arb"))
        #expect(english.hasPrefix("{\n  \"@@locale\": \"en\",\n  \"@@x-type-prefix\": \"ShopApp\",\n"), "\(english)")
        // Only the source catalog names the types.
        #expect(work.text("Localizations/de.arb")?.contains("x-type-prefix") == false)
    }

    @Test func aMigrationNamesTheTypesAfterThePackage() throws {
        let work = try Work()
        defer { work.remove() }
        try work.write("// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"coin-shop\",\n    targets: []\n)\n", "Package.swift")
        let imported = try Self.appleFiles("xcstrings", in: "Sources/CoinShop/Resources", of: work)
        let run = try MsgcCommandTests.run(["import", imported.path, "--into", work.root.appendingPathComponent("Sources/CoinShop/Localizations").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(Self.report("CoinShop", "from the package coin-shop")), "\(run.stdout)")
    }

    /// Without a project or package the app's folder names the types (`Resources` and `Strings` are
    /// no app's name; the folder above them is); an app named like the library gets `App` behind.
    @Test(arguments: [(project: nil, folder: "Café Shop/Resources/Strings", prefix: "CafeShop", origin: "from the folder Café Shop"),
                      (project: "IAP.xcodeproj", folder: "IAP", prefix: "IAPApp", origin: "from the Xcode project IAP.xcodeproj")])
    func theAppsNameMakesAPrefixThatHidesNothing(_ app: (project: String?, folder: String, prefix: String, origin: String)) throws {
        let work = try Work()
        defer { work.remove() }
        if let project = app.project { _ = try work.folder(project) }
        let imported = try Self.appleFiles("strings", in: app.folder, of: work)
        let run = try MsgcCommandTests.run(["import", imported.path, "--into", work.root.appendingPathComponent("L").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(Self.report(app.prefix, app.origin)), "\(run.stdout)")
    }

    @Test func withoutAnAppNameTheMigrationIsRefusedNamingTheOption() throws {
        let work = try Work()
        defer { work.remove() }
        // Four folders whose names have no letter a Swift name can take, and no project or package.
        let imported = try Self.appleFiles("strings", in: "Магазин/Приложение/Ресурсы/Строки", of: work)
        let into = work.root.appendingPathComponent("L")
        let run = try MsgcCommandTests.run(["import", imported.path, "--into", into.path])
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stderr.contains("no name of the app was found") && run.stderr.contains("--type-prefix"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: into.path))
        // Named on the command line, the same migration goes through.
        let named = try MsgcCommandTests.run(["import", imported.path, "--into", into.path, "--type-prefix", "Shop"])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains("msgc: types ShopError, ShopUserMessage, ShopDebugMessage, ShopCatalog (prefix Shop, given with --type-prefix; change with --type-prefix)"), "\(named.stdout)")
    }

    @Test(arguments: ["IAP", "CurrencyCode", "PortableNumber"])
    func aPrefixThatWouldHideALibraryTypeIsRefused(_ prefix: String) throws {
        let work = try Work()
        defer { work.remove() }
        let imported = try Self.appleFiles("strings", in: "ShopApp", of: work)
        let into = work.root.appendingPathComponent("L")
        let run = try MsgcCommandTests.run(["import", imported.path, "--into", into.path, "--type-prefix", prefix])
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stderr.contains("--type-prefix \(prefix) cannot name the app's types: the generated \(prefix)Error"), "\(run.stderr)")
        #expect(run.stderr.contains("would hide the library's"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: into.path))
    }

    @Test func theLibrarysOwnCatalogsKeepTheirPrefix() throws {
        let work = try Work()
        defer { work.remove() }
        let into = try work.folder("Localizations")
        for locale in ["en", "de"] {
            try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Localizations/\(locale).arb"),
                                             to: into.appendingPathComponent("\(locale).arb"))
        }
        let imported = try Self.appleFiles("strings", in: "Extra", of: work)
        let run = try MsgcCommandTests.run(["import", imported.path, "--into", into.path, "--type-prefix", "IAP"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("msgc: types IAPError, IAPUserMessage, IAPDebugMessage, IAPCatalog (prefix IAP, from \"@@x-type-prefix\" in \(into.path)/en.arb; change it there)"), "\(run.stdout)")
        #expect(work.text("Localizations/en.arb")?.components(separatedBy: "\"@@x-type-prefix\": \"IAP\"").count == 2)
        // Another prefix would rename the library's types: refused, as the catalog names one.
        let other = try MsgcCommandTests.run(["import", imported.path, "--into", into.path, "--type-prefix", "Shop"])
        #expect(other.status == 2 && other.stderr.contains("names the prefix 'IAP' already"), "\(other.stderr)")
    }

    // MARK: - Translations keep the prefix their catalogs name

    /// Catalogs in `ShopApp/Localizations` (with `prefix`, if any) and their German exported as `format`.
    static func translatedApp(_ work: Work, prefix: String?, format: String) throws -> (into: URL, file: URL) {
        _ = try work.folder("ShopApp.xcodeproj")
        let attribute = prefix.map { "\"@@x-type-prefix\": \"\($0)\", " } ?? ""
        try work.write("{\"@@locale\": \"en\", \(attribute)\"user.hello\": \"Hello\"}\n", "ShopApp/Localizations/en.arb")
        try work.write("{\"@@locale\": \"de\", \"user.hello\": \"Hallo\"}\n", "ShopApp/Localizations/de.arb")
        let into = work.root.appendingPathComponent("ShopApp/Localizations")
        let file = work.root.appendingPathComponent("de.\(format == "xliff" ? "xlf" : "po")")
        let export = try MsgcCommandTests.run(["export", into.path, "--locale", "de", "--format", format, "--output", file.path])
        #expect(export.status == 0, "\(export.stderr)")
        return (into, file)
    }

    @Test(arguments: ["xliff", "po"])
    func anImportOfTranslationsReportsTheStoredPrefix(_ format: String) throws {
        let work = try Work()
        defer { work.remove() }
        let (into, file) = try Self.translatedApp(work, prefix: "Shop", format: format)
        let run = try MsgcCommandTests.run(["import", file.path, "--into", into.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("msgc: types ShopError, ShopUserMessage, ShopDebugMessage, ShopCatalog (prefix Shop, from \"@@x-type-prefix\" in \(into.path)/en.arb; change it there)"), "\(run.stdout)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    }

    @Test(arguments: ["xliff", "po"])
    func anImportIntoCatalogsWithoutAPrefixWarnsAndSuggestsOne(_ format: String) throws {
        let work = try Work()
        defer { work.remove() }
        let (into, file) = try Self.translatedApp(work, prefix: nil, format: format)
        let english = work.text("ShopApp/Localizations/en.arb")
        let run = try MsgcCommandTests.run(["import", file.path, "--into", into.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("\(into.path)/en.arb: warning: no \"@@x-type-prefix\", so the generated types take the library's names"), "\(run.stderr)")
        #expect(run.stderr.contains("add \"@@x-type-prefix\": \"ShopApp\" (from the Xcode project ShopApp.xcodeproj)"), "\(run.stderr)")
        // The source catalog is the developers': a translator's import does not rename their types.
        #expect(work.text("ShopApp/Localizations/en.arb") == english)
        let named = try MsgcCommandTests.run(["import", file.path, "--into", into.path, "--type-prefix", "Shop"])
        #expect(named.status == 2 && named.stderr.contains("set \"@@x-type-prefix\" in the source catalog"), "\(named.stderr)")
    }

    @Test func aFlutterSetNamesOneTypeAndIsToldNothingOfPrefixes() throws {
        let work = try Work()
        defer { work.remove() }
        try work.write(#"{"@@locale": "en", "hello": "Hello"}"#, "app/lib/l10n/app_en.arb")
        try work.write(#"{"@@locale": "de", "hello": "Hallo"}"#, "app/lib/l10n/app_de.arb")
        try work.write("arb-dir: lib/l10n\n", "app/l10n.yaml")
        let project = work.root.appendingPathComponent("app").path
        let xliff = work.root.appendingPathComponent("de.xlf").path
        #expect(try MsgcCommandTests.run(["export", project, "--locale", "de", "--format", "xliff", "--output", xliff]).status == 0)
        let run = try MsgcCommandTests.run(["import", xliff, "--into", project])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("msgc: types") && !run.stderr.contains("x-type-prefix"), "\(run.stdout)\(run.stderr)")
        let output = work.root.appendingPathComponent("Generated.swift").path
        let compiled = try MsgcCommandTests.run(["compile", project, "--output", output])
        #expect(compiled.status == 0 && !compiled.stderr.contains("x-type-prefix"), "\(compiled.stderr)")
        // The one generated type must not take a library type's name either.
        let clash = try MsgcCommandTests.run(["compile", project, "--output", output, "--type-name", "IAPError"])
        #expect(clash.status == 1 && clash.stderr.contains("would hide the library's type of that name"), "\(clash.stderr)")
    }

    // MARK: - compile, as the build plugin runs it

    @Test func compileNamesTheTypesAfterTheTargetWhenTheCatalogsNameNone() throws {
        let work = try Work()
        defer { work.remove() }
        try work.write("{\"@@locale\": \"en\", \"user.hello\": \"Hello\"}\n", "L/en.arb")
        let catalogs = work.root.appendingPathComponent("L").path
        let output = work.root.appendingPathComponent("Messages.swift")
        let run = try MsgcCommandTests.run(["compile", catalogs, "--output", output.path, "--app-name", "Shop App"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(Self.report("ShopApp", "from the target Shop App")), "\(run.stdout)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("public struct ShopAppUserMessage"))

        // Without a name the library's names are kept, as before, with a warning saying what they hide.
        let unnamed = try MsgcCommandTests.run(["compile", catalogs, "--output", output.path])
        #expect(unnamed.status == 0, "\(unnamed.stderr)")
        #expect(unnamed.stderr.contains("\(catalogs)/en.arb: warning: no \"@@x-type-prefix\""), "\(unnamed.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("public struct IAPUserMessage"))

        let refused = try MsgcCommandTests.run(["compile", catalogs, "--output", output.path, "--type-prefix", "IAP"])
        #expect(refused.status == 2 && refused.stderr.contains("would hide the library's types of those names"), "\(refused.stderr)")

        // A stored prefix wins over the target's name and agrees with --type-prefix or is refused.
        try work.write("{\"@@locale\": \"en\", \"@@x-type-prefix\": \"Coins\", \"user.hello\": \"Hello\"}\n", "L/en.arb")
        let stored = try MsgcCommandTests.run(["compile", catalogs, "--output", output.path, "--app-name", "ShopApp"])
        #expect(stored.status == 0 && stored.stdout.contains("(prefix Coins, from \"@@x-type-prefix\" in \(catalogs)/en.arb; change it there)"), "\(stored.stdout)")
        let disagreeing = try MsgcCommandTests.run(["compile", catalogs, "--output", output.path, "--type-prefix", "Shop"])
        #expect(disagreeing.status == 2 && disagreeing.stderr.contains("names the prefix 'Coins' already"), "\(disagreeing.stderr)")
    }

    // MARK: - The imported app compiles next to the library

    /// Code of the app that names the library's types and its own.
    static func appCode(prefix: String) -> String {
        """

        func showBoth() -> [String] {
            [IAPError.networkError.errorDescription ?? "", IAPUserMessage.alertNetworkError.text,
             \(prefix)UserMessage.hello.text, \(prefix)Error.network.errorDescription ?? ""]
        }
        """
    }

    @Test func theImportedAppsTypesCompileBesideTheLibrarysOwn() throws {
        let modules = GeneratedSwiftCompiler.products.appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("IAPMessages.swiftmodule").path),
                     "swift test builds IAPMessages for IAPMessagesTests")
        let work = try Work()
        defer { work.remove() }
        _ = try work.folder("ShopApp.xcodeproj")
        let imported = try Self.appleFiles("strings", in: "ShopApp/Resources", of: work)
        let into = work.root.appendingPathComponent("ShopApp/Localizations")
        let run = try MsgcCommandTests.run(["import", imported.path, "--into", into.path])
        #expect(run.status == 0, "\(run.stderr)")
        let output = work.root.appendingPathComponent("Messages.swift")
        let compile = try MsgcCommandTests.run(["compile", into.path, "--output", output.path, "--strict"])
        #expect(compile.status == 0, "\(compile.stderr)")
        let generated = try String(contentsOf: output, encoding: .utf8)
        let app = try GeneratedSwiftCompiler.check("import IAPMessages\n" + generated + Self.appCode(prefix: "ShopApp"))
        #expect(app.status == 0 && !app.diagnostics.contains("warning:"), "\(app.diagnostics.prefix(2_000))")

        // The trap this avoids: the same catalogs with the library's prefix hide its types.
        let english = try #require(work.text("ShopApp/Localizations/en.arb"))
        try english.replacingOccurrences(of: "\"@@x-type-prefix\": \"ShopApp\"", with: "\"@@x-type-prefix\": \"IAP\"")
            .write(to: into.appendingPathComponent("en.arb"), atomically: true, encoding: .utf8)
        let trapped = try MsgcCommandTests.run(["compile", into.path, "--output", output.path])
        #expect(trapped.status == 0, "\(trapped.stderr)")
        let hidden = try GeneratedSwiftCompiler.check("import IAPMessages\n" + String(contentsOf: output, encoding: .utf8) + Self.appCode(prefix: "IAP"))
        #expect(hidden.status != 0 && hidden.diagnostics.contains("networkError"), "\(hidden.diagnostics.prefix(2_000))")
    }

    // MARK: - Names

    @Test func appNamesBecomePrefixesThatHideNothing() {
        #expect(SwiftNames.typePrefix(fromAppName: "ShopApp") == "ShopApp")
        #expect(SwiftNames.typePrefix(fromAppName: "shop-app") == "ShopApp")
        #expect(SwiftNames.typePrefix(fromAppName: "my shop_app 2") == "MyShopApp2")
        #expect(SwiftNames.typePrefix(fromAppName: "Crème Brûlée") == "CremeBrulee")
        #expect(SwiftNames.typePrefix(fromAppName: "2048") == "App2048")
        #expect(SwiftNames.typePrefix(fromAppName: "IAP") == "IAPApp")
        #expect(SwiftNames.typePrefix(fromAppName: "Localized") == "LocalizedApp")
        #expect(SwiftNames.typePrefix(fromAppName: "Магазин") == nil)
        #expect(SwiftNames.appTypePrefixProblem("ShopApp") == nil)
        #expect(SwiftNames.appTypePrefixProblem("IAP")?.contains("IAPError, IAPUserMessage, IAPDebugMessage and IAPCatalog") == true)
        #expect(SwiftNames.typePrefixProblem("IAP") == nil, "the library's own catalogs use it")
    }

    /// Every public type of the library that a prefix could generate (`…Error`, `…UserMessage`,
    /// `…DebugMessage`, `…Catalog`) is one the check knows, read from the library's sources.
    @Test func theCheckKnowsTheLibrarysPublicTypes() throws {
        var declared: Set<String> = []
        for module in ["IAPMessages", "IAPMessagesCore"] {
            let folder = TestSupport.packageRoot.appendingPathComponent("Sources/\(module)")
            let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
            for relative in files where relative.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    if let name = Self.publicTypeName(declaredBy: line) { declared.insert(name) }
                }
            }
        }
        #expect(declared.contains("IAPUserMessage") && declared.contains("MessageCatalog"), "\(declared.sorted())")
        let generatable = declared.filter { name in ["Error", "UserMessage", "DebugMessage", "Catalog"].contains { name.hasSuffix($0) && name != $0 } }
        #expect(generatable.subtracting(SwiftNames.libraryTypeNames).isEmpty, "\(generatable.subtracting(SwiftNames.libraryTypeNames).sorted())")
        #expect(generatable.count >= 6, "\(generatable.sorted())")
    }

    /// The name a top-level `public struct|enum|class|protocol|typealias|actor` line declares,
    /// after attributes without arguments (`@MainActor`); nil for any other line.
    static func publicTypeName(declaredBy line: Substring) -> String? {
        let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var rest = line
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " "), rest.dropFirst().prefix(while: isWord).endIndex == space {
            rest = rest[rest.index(after: space)...]
        }
        guard rest.hasPrefix("public ") else { return nil }
        rest = rest.dropFirst("public ".count)
        if rest.hasPrefix("final ") { rest = rest.dropFirst("final ".count) }
        let words = rest.split(separator: " ", maxSplits: 2)
        guard words.count >= 2, ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(words[0]) else { return nil }
        let name = words[1].prefix(while: isWord)
        return name.isEmpty ? nil : String(name)
    }
}
