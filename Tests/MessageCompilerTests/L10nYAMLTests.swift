import Foundation
import MessageCompiler
import Testing

/// `l10n.yaml` read as gen-l10n's YAML reader reads it: a byte-order mark, comments after a tab,
/// an absolute `arb-dir`, and keys given twice (which gen-l10n refuses).
@Suite struct L10nYAMLTests {
    @Test func byteOrderMarkAndTabbedCommentsAreYAMLs() {
        let configuration = FlutterConfiguration(yaml: "\u{FEFF}arb-dir: lib/i18n\t# where the ARB files are\ntemplate-arb-file: intl_en.arb\t#x\n")
        #expect(configuration.arbDirectory == "lib/i18n")
        #expect(configuration.templateFile == "intl_en.arb")
        #expect(configuration.problems.isEmpty)
        // A # inside a value is text.
        #expect(FlutterConfiguration(yaml: "arb-dir: lib/l10n#1\n").arbDirectory == "lib/l10n#1")
    }

    @Test func keysGivenTwiceAreProblemsWithTheirLines() {
        let configuration = FlutterConfiguration(yaml: "arb-dir: a\r\ntemplate-arb-file: app_en.arb\r\narb-dir: b\r\n")
        #expect(configuration.arbDirectory == "a")
        #expect(configuration.problems == [.init(line: 3, message: "'arb-dir' is given twice in l10n.yaml; the first is on line 1")])
    }

    @Test func anAbsoluteArbDirIsReadWhereItIs() throws {
        let root = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("app"), arb = root.appendingPathComponent("elsewhere/l10n")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: arb, withIntermediateDirectories: true)
        try "arb-dir: \(arb.path)\n".write(to: project.appendingPathComponent("l10n.yaml"), atomically: true, encoding: .utf8)
        try #"{"@@locale": "en", "hello": "Hello"}"#.write(to: arb.appendingPathComponent("app_en.arb"), atomically: true, encoding: .utf8)
        let check = try MsgcCommandTests.run(["check", project.path])
        #expect(check.status == 0 && check.stdout.contains("1 catalogs"), "\(check.stdout)\(check.stderr)")

        try "arb-dir: \(arb.path)\narb-dir: lib/l10n\n".write(to: project.appendingPathComponent("l10n.yaml"), atomically: true, encoding: .utf8)
        let twice = try MsgcCommandTests.run(["check", project.path])
        #expect(twice.status == 1)
        #expect(twice.stderr.contains("l10n.yaml:2:1: error: 'arb-dir' is given twice in l10n.yaml; the first is on line 1 [invalid-configuration]"), "\(twice.stderr)")
    }
}

/// A file name with a line break or a control character cannot forge a diagnostic line.
@Suite struct DiagnosticFileNameTests {
    @Test func controlCharactersInFileNamesAreEscaped() {
        let file = SourceFile(path: "de\n/x.arb:1:1: error: forged\u{202E}.arb", text: "{")
        let diagnostic = Diagnostic(.jsonSyntax("expected a value"), at: SourceRange(file: file.path, start: 1, end: 1))
        let line = diagnostic.formatted(in: [file.path: file])
        #expect(!line.contains("\n") && line.hasPrefix("de\\u{A}/x.arb:1:1: error: forged\\u{202E}.arb:1:2: error:"), "\(line)")
    }
}

/// Without `l10n.yaml`, one misnamed file does not turn a Flutter set into msgc's own layout.
@Suite struct MisnamedFlutterFileTests {
    @Test func onlyTheMisnamedFileIsReported() {
        let files = [("app_en.arb", #"{"hello": "Hello", "@hello": {}}"#), ("app_de.arb", #"{"hello": "Hallo"}"#),
                     ("app-es.arb", #"{"hello": "Hola"}"#), ("app_fr.arb", #"{"hello": "Bonjour"}"#)]
        let result = MessageCatalogCompiler().check(files.map { SourceFile(path: $0.0, text: $0.1) })
        #expect(result.diagnostics.map { "\($0.range?.file ?? "") \($0.code)" } == ["app-es.arb missing-locale"])
        // msgc's own layout stays its own: one underscore name among locale-named files is no Flutter set.
        #expect(FlutterLayout.detect(fileNames: ["en.arb", "de.arb", "pt_BR.arb"], configuration: nil) == nil)
        #expect(FlutterLayout.detect(fileNames: ["app_en.arb"], configuration: nil) != nil)
    }
}
