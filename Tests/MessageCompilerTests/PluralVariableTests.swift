import Foundation
import MessageCompiler
import Testing

/// `.stringsdict` and String Catalog plural variables used inside other variables' variants: a cycle,
/// a chain past the nesting limit and a runaway expansion are reported where the file wrote them, on
/// a 512 KiB thread, and `msgc import` writes nothing.
@Suite struct PluralVariableTests {
    static let variableHead = "<dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>"

    /// Entry `k` uses v0; the `other` variant of vI (alone at the start of line 5 + 2·I) uses vI+1, up
    /// to the last, which shows its number. Japanese has only `other`, so each variable is one case.
    static func chain(_ count: Int) -> SourceFile {
        var lines = ["<plist version=\"1.0\"><dict>", "<key>k</key><dict>", "<key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>"]
        for index in 0..<count {
            lines.append("<key>v\(index)</key>\(variableHead)<key>other</key>")
            lines.append("<string>\(index) \(index + 1 < count ? "%#@v\(index + 1)@" : "%d")</string></dict>")
        }
        lines.append("</dict></dict></plist>")
        return SourceFile(path: "ja.lproj/Localizable.stringsdict", text: lines.joined(separator: "\n"))
    }

    static func migrate(_ file: SourceFile) -> AppleImport {
        SmallStack.run {
            var migration = AppleImport()
            migration.add(file)
            return migration
        }
    }

    @Test func variablesNestUpToTheLimitAndTheResultParsesAgain() throws {
        let migration = Self.migrate(Self.chain(24))
        #expect(migration.diagnostics.isEmpty)
        let text = MessageFormatWriter.write(try #require(migration.messages.first).converted.pattern)
        #expect(text.components(separatedBy: ", plural,").count - 1 == 24)
        let json = SourceFile(path: "m.json", text: "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"")
        let reparsed = SmallStack.run { () -> [Diagnostic] in
            var reader = JSONReader(file: json)
            guard let string = reader.read()?.string else { return reader.diagnostics }
            var parser = MessageFormatParser(string)
            _ = parser.parse()
            return parser.diagnostics
        }
        #expect(reparsed.isEmpty, "\(reparsed.map(\.message))")
    }

    @Test(arguments: [25, 2_000])
    func variablesNestedPastTheLimitAreReportedAtTheVariantThatGoesTooDeep(_ count: Int) {
        let file = Self.chain(count)
        let diagnostics = Self.migrate(file).diagnostics
        #expect(diagnostics.map(\.message) == ["plural variables nested deeper than 24 levels"])
        // v23's variant uses v24, the 25th variable inside each other.
        #expect(SmallStack.locations(diagnostics, "nesting-too-deep", in: file) == ["51:1"])
    }

    static let selfCycle = SourceFile(path: "en.lproj/Localizable.stringsdict", text: """
        <plist version="1.0"><dict>
        <key>items</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key>\(variableHead)
        <key>one</key><string>%d item</string>
        <key>other</key><string>%#@n@</string>
        </dict></dict></dict></plist>
        """)

    static let twoCycle = SourceFile(path: "en.lproj/Localizable.stringsdict", text: """
        <plist version="1.0"><dict>
        <key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
        <key>a</key>\(variableHead)
        <key>one</key><string>%d a</string><key>other</key><string>%#@b@</string></dict>
        <key>b</key>\(variableHead)
        <key>one</key><string>%d b</string><key>other</key><string>%#@a@</string></dict>
        </dict></dict></plist>
        """)

    static let substitutionCycle = SourceFile(path: "Localizable.xcstrings", text: """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
        "k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@n@"},
        "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "%arg item"}},
        "other": {"stringUnit": {"state": "translated", "value": "%#@n@"}}}}}}}}}}}
        """)

    /// A whole-string plural is the variable `count`; a variant that names it again is a cycle too.
    static let variationCycle = SourceFile(path: "Localizable.xcstrings", text: """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
        "k": {"localizations": {"en": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
        "other": {"stringUnit": {"state": "translated", "value": "%#@count@"}}}}}}}}}
        """)

    static let cycles: [(SourceFile, String, String, String)] = [
        (selfCycle, "plural variable 'n' uses itself in its own variants", "n → n", "6:17"),
        (twoCycle, "plural variables use each other in a circle: a → b → a", "a → b → a", "7:52"),
        (substitutionCycle, "plural variable 'n' uses itself in its own variants", "n → n", "5:58"),
        (variationCycle, "plural variable 'count' uses itself in its own variants", "count → count", "4:58"),
    ]

    @Test(arguments: cycles)
    func cyclesAreReportedWithTheChainAtTheVariantThatClosesThem(_ example: (SourceFile, String, String, String)) {
        let (file, message, chain, location) = example
        let diagnostics = Self.migrate(file).diagnostics
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.hint?.hasPrefix(chain + ":") == true)
        #expect(SmallStack.locations(diagnostics, "substitution-cycle", in: file) == [location])
    }

    /// Each variant uses the next variable twice: 2 categories × 2 uses per level would make 4⁶ cases.
    @Test func expansionsPastTheCaseLimitAreReported() {
        var lines = ["<plist version=\"1.0\"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>"]
        for index in 0..<6 {
            let next = index < 5 ? "%#@v\(index + 1)@ %#@v\(index + 1)@" : "%d"
            lines.append("<key>v\(index)</key>\(Self.variableHead)<key>one</key><string>\(next)</string><key>other</key><string>\(next)</string></dict>")
        }
        lines.append("</dict></dict></plist>")
        let file = SourceFile(path: "en.lproj/Localizable.stringsdict", text: lines.joined(separator: "\n"))
        let diagnostics = Self.migrate(file).diagnostics
        #expect(diagnostics.map(\.message) == ["plural variable 'v0' expands to more than 1000 plural cases through the variables in its variants"])
        #expect(diagnostics.first?.code == "substitution-too-large")
        #expect(diagnostics.first?.range?.file == file.path)
    }

    // MARK: msgc import

    /// Every file under `directory` and its bytes.
    static func snapshot(_ directory: URL) throws -> [String: Data] {
        let paths = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        return try Dictionary(uniqueKeysWithValues: paths.sorted().compactMap { path -> (String, Data)? in
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
            return (path, try Data(contentsOf: url))
        })
    }

    /// `msgc import <file> --into <copy of Localizations>`: exit 1, `expected` printed, nothing changed.
    static func expectImportFails(writing relativePath: String, _ text: String, printing expected: String) throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalogs = directory.appendingPathComponent("L")
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Localizations"), to: catalogs)
        let file = directory.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let before = try snapshot(catalogs)
        let argument = relativePath.contains(".lproj/") ? directory.appendingPathComponent("App").path : file.path
        let run = try MsgcCommandTests.run(["import", argument, "--into", catalogs.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains(expected), "\(run.stderr.prefix(2_000))")
        #expect(run.stderr.contains("nothing was imported"))
        #expect(try snapshot(catalogs) == before)
    }

    @Test func msgcImportOfACyclicStringsdictFailsAndWritesNothing() throws {
        try Self.expectImportFails(writing: "App/en.lproj/Localizable.stringsdict", Self.twoCycle.text,
                                   printing: "App/en.lproj/Localizable.stringsdict:7:52: error: plural variables use each other in a circle: a → b → a [substitution-cycle]")
    }

    @Test func msgcImportOfTooDeepFilesFailsAndWritesNothing() throws {
        try Self.expectImportFails(writing: "App/Localizable.xcstrings",
                                   "{\"sourceLanguage\": \"en\", \"strings\": {\"k\":\n" + String(repeating: "[\n", count: 100_000),
                                   printing: "App/Localizable.xcstrings:48:1: error: JSON nested deeper than 48 levels [nesting-too-deep]")
        try Self.expectImportFails(writing: "de.xlf", NestingLimitTests.nestedXLIFF(100_000).text,
                                   printing: "de.xlf:5:186: error: XML elements nested deeper than 64 levels [nesting-too-deep]")
        try Self.expectImportFails(writing: "App/en.lproj/Localizable.stringsdict", Self.chain(100).text,
                                   printing: "App/en.lproj/Localizable.stringsdict:51:1: error: plural variables nested deeper than 24 levels [nesting-too-deep]")
    }
}

extension SourceFile {
    /// The file's bytes as text, for tests that write a fixture to disk.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
