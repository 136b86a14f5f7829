import Foundation
import Testing

/// msgc import and export as a careless translator or an attacker runs them: whatever the file
/// holds, what is written passes `msgc check`, and a locale never becomes a path.
@Suite struct MsgcImportSafetyTests {
    typealias Run = MsgcCommandTests.Run

    static func run(_ arguments: [String]) throws -> Run { try MsgcCommandTests.run(arguments) }

    /// A copy of the shipped catalogs in a fresh directory, and German exported from it.
    struct Workspace {
        let root: URL
        let catalogs: URL
        var catalogsPath: String { catalogs.path }

        init() throws {
            root = try MsgcCommandTests.temporaryDirectory()
            catalogs = root.appendingPathComponent("L")
            try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Localizations"), to: catalogs)
        }

        func exported(_ format: String) throws -> String {
            let output = root.appendingPathComponent("export.\(format == "xliff" ? "xlf" : "po")").path
            let run = try MsgcCommandTests.run(["export", catalogsPath, "--locale", "de", "--format", format, "--output", output])
            #expect(run.status == 0, "\(run.stderr)")
            return try String(contentsOfFile: output, encoding: .utf8)
        }

        func write(_ bytes: [UInt8], _ name: String) throws -> String {
            let url = root.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }

        /// The catalog directory's files and their bytes, to show nothing changed.
        func snapshot() throws -> [String: Data] {
            var result: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: catalogsPath) {
                result[name] = try Data(contentsOf: catalogs.appendingPathComponent(name))
            }
            return result
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// How many messages the shipped German catalog holds (its keys without `@`).
    static func germanMessages() throws -> Int {
        let data = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Localizations/de.arb"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return object.keys.filter { !$0.hasPrefix("@") }.count
    }

    @Test func anUpperCaseTargetLanguageMergesIntoTheExistingCatalog() throws {
        let work = try Workspace()
        defer { work.remove() }
        let xliff = try work.exported("xliff").replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"DE\"")
        let run = try Self.run(["import", try work.write(Array(xliff.utf8), "DE.xlf"), "--into", work.catalogsPath])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("L/de.arb: 0 added, 0 changed, \(try Self.germanMessages()) unchanged\n"))
        #expect(try !FileManager.default.contentsOfDirectory(atPath: work.catalogsPath).contains("DE.arb"))
        #expect(try Self.run(["check", work.catalogsPath]).status == 0)
    }

    /// Each file is refused with a diagnostic at its place, and no catalog changes.
    @Test(arguments: [
        ("xliff", "&#1;", "control-character"), ("xliff", "&#13;", "control-character"),
        ("po", "\\r", "control-character"), ("xliff", "second <file> in French", "import-mixed-locales"),
        ("po", "invalid UTF-8", "import-syntax"),
    ])
    func whatCheckWouldRejectIsNeverWritten(_ example: (String, String, String)) throws {
        let (format, edit, code) = example
        let work = try Workspace()
        defer { work.remove() }
        let exported = try work.exported(format)
        var bytes: [UInt8]
        switch edit {
        case "second <file> in French":
            let start = try #require(exported.range(of: "  <file ")), end = try #require(exported.range(of: "</file>\n"))
            let french = exported[start.lowerBound..<end.upperBound].replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"fr\"")
                .replacingOccurrences(of: ">Der Kauf wurde abgebrochen.<", with: ">Achat annulé.<")
            bytes = Array((exported[..<end.upperBound] + french + exported[end.upperBound...]).utf8)
        case "invalid UTF-8":
            bytes = Array(exported.replacingOccurrences(of: "Der Kauf wurde abgebrochen.", with: "Der Kauf @ wurde abgebrochen.").utf8)
            bytes[try #require(bytes.firstIndex(of: UInt8(ascii: "@")))] = 0xFF
        default:
            bytes = Array(exported.replacingOccurrences(of: "Der Kauf wurde abgebrochen.", with: "Der Kauf\(edit) wurde abgebrochen.").utf8)
        }
        let before = try work.snapshot()
        let file = try work.write(bytes, "de-edited.\(format == "xliff" ? "xlf" : "po")")
        let run = try Self.run(["import", file, "--into", work.catalogsPath])
        #expect(run.status == 1)
        let first = try #require(run.stderr.split(separator: "\n").first)
        #expect(first.hasPrefix(file + ":") && first.hasSuffix("[\(code)]"), "\(run.stderr)")
        #expect(run.stderr.contains("nothing was imported"))
        #expect(try work.snapshot() == before)
    }

    @Test func poFromWindowsToolsImports() throws {
        let work = try Workspace()
        defer { work.remove() }
        let crlf = try work.exported("po").replacingOccurrences(of: "\n", with: "\r\n")
        let file = try work.write([0xEF, 0xBB, 0xBF] + Array(crlf.utf8), "windows.po")
        let run = try Self.run(["import", file, "--into", work.catalogsPath])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("L/de.arb: 0 added, 0 changed, \(try Self.germanMessages()) unchanged\n"))
    }

    @Test(arguments: [
        ["export", "L", "--locale", "../../x", "--format", "po", "--output", "x.po"],
        ["export", "L", "--locale", "de/../../x", "--format", "xliff", "--output", "x.xlf"],
        ["export", "L", "--locale", "xx", "--format", "po", "--output", "x.po"],
        ["import", "x.po", "--into", "L", "--locale", "../../x"],
        ["accept", "L", "--locale", "../de"],
        ["render", "L", "--locale", "de DE"],
        ["price", "1", "EUR", "--locale", "../x"],
        ["check", "L", "--source-locale", "../en"],
        ["compile", "L", "--output", "out.swift", "--source-locale", "e n"],
    ])
    func aLocaleOptionThatIsNoTagIsAUsageError(_ arguments: [String]) throws {
        let work = try Workspace()
        defer { work.remove() }
        let absolute = arguments.map { $0 == "L" ? work.catalogsPath : $0.contains(".") && !$0.contains("/") && $0 != "--locale" ? work.root.appendingPathComponent($0).path : $0 }
        let run = try Self.run(absolute)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("is not a BCP 47 language tag") || run.stderr.contains("is not a locale") || run.stderr.contains("does not know"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.root.path) == ["L"], "nothing written")
    }

    @Test func exportWritesTheCatalogsOwnSpellingOfTheLocale() throws {
        let work = try Workspace()
        defer { work.remove() }
        let output = work.root.appendingPathComponent("de.po").path
        let run = try Self.run(["export", work.catalogsPath, "--locale", "DE", "--format", "po", "--output", output])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("\"Language: de\\n\"") && text.contains("msgstr \"Der Kauf wurde abgebrochen.\""))
    }

    @Test func appleFoldersThatAreNoLocaleAreNamedNotDropped() throws {
        let work = try Workspace()
        defer { work.remove() }
        let app = work.root.appendingPathComponent("App")
        for (folder, text) in [("en", "Hello"), ("German", "Hallo"), ("", "Hidden"), ("PT-br", "Olá")] {
            let lproj = app.appendingPathComponent("\(folder).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try "\"hello\" = \"\(text)\";\n".write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let into = work.root.appendingPathComponent("Migrated")
        try FileManager.default.createDirectory(at: into, withIntermediateDirectories: true)
        let run = try Self.run(["import", app.path, "--into", into.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("German.lproj/Localizable.strings:1:1: warning: folder 'German.lproj' is not named after a locale; its files are not imported [import-folder-not-locale]"))
        #expect(run.stderr.contains("/.lproj/Localizable.strings:1:1: warning: folder '.lproj' is not named after a locale"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: into.path).sorted() == ["en.arb", "pt-BR.arb"])
        #expect(try Self.run(["check", into.path]).status == 0)
    }
}
