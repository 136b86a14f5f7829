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

/// gen-l10n stops when `template-arb-file` (or its default, `app_en.arb`) is not in the `arb-dir`;
/// msgc says so at the value in `l10n.yaml` instead of reading the set with another source catalog.
@Suite struct MissingTemplateTests {
    @Test func theTemplatesValueIsFoundWhereItIsWritten() {
        let yaml = "\u{FEFF}arb-dir: x\r\ntemplate-arb-file:  'intl_en.arb'  # the source\n"
        let configuration = FlutterConfiguration(yaml: yaml)
        #expect(configuration.templateFile == "intl_en.arb")
        let file = SourceFile(path: "l10n.yaml", bytes: Array(yaml.utf8))
        let offset = configuration.templateFileOffset ?? -1
        #expect(file.location(of: offset) == (2, 21))
        #expect(FlutterConfiguration(yaml: "arb-dir: x\n").templateFileOffset == nil)
    }

    /// A project whose `l10n.yaml` is `yaml`, with app_en.arb and app_de.arb in lib/l10n.
    static func project(_ yaml: String, in root: URL) throws -> URL {
        let project = root.appendingPathComponent("app"), arb = project.appendingPathComponent("lib/l10n")
        try FileManager.default.createDirectory(at: arb, withIntermediateDirectories: true)
        try yaml.write(to: project.appendingPathComponent("l10n.yaml"), atomically: true, encoding: .utf8)
        try #"{"@@locale": "en", "hello": "Hello", "@hello": {}}"#.write(to: arb.appendingPathComponent("app_en.arb"), atomically: true, encoding: .utf8)
        try #"{"@@locale": "de", "hello": "Hallo"}"#.write(to: arb.appendingPathComponent("app_de.arb"), atomically: true, encoding: .utf8)
        return project
    }

    @Test(arguments: [".", "lib/l10n"])
    func aTemplateNotInTheArbDirStopsCheckAndCompile(_ folder: String) throws {
        let root = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try Self.project("arb-dir: lib/l10n\ntemplate-arb-file:   \"app_fr.arb\"  # French first\n", in: root)
        let yaml = project.appendingPathComponent("l10n.yaml").standardizedFileURL.path
        let expected = "\(yaml):2:22: error: template-arb-file 'app_fr.arb' is not in the arb-dir 'lib/l10n', so flutter gen-l10n stops: the set has no template to take its messages from [flutter-missing-template]"
        let directory = project.appendingPathComponent(folder).path
        let check = try MsgcCommandTests.run(["check", directory])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.split(separator: "\n").first.map(String.init) == expected, "\(check.stderr)")
        let output = root.appendingPathComponent("Messages.swift")
        let compile = try MsgcCommandTests.run(["compile", directory, "--output", output.path])
        #expect(compile.status == 1, "\(compile.stdout)\(compile.stderr)")
        #expect(compile.stderr.contains(expected), "\(compile.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))

        // Named as it is, the template is found; without a name, gen-l10n's default must be there.
        try "arb-dir: lib/l10n\ntemplate-arb-file: app_en.arb\n".write(to: URL(fileURLWithPath: yaml), atomically: true, encoding: .utf8)
        let fixed = try MsgcCommandTests.run(["check", directory])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        try "arb-dir: lib/l10n\n".write(to: URL(fileURLWithPath: yaml), atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(at: project.appendingPathComponent("lib/l10n/app_en.arb"), to: project.appendingPathComponent("lib/l10n/app_en_US.arb"))
        let unnamed = try MsgcCommandTests.run(["check", directory])
        #expect(unnamed.status == 1)
        #expect(unnamed.stderr.contains("\(yaml):1:1: error: template-arb-file 'app_en.arb' (gen-l10n's default, as l10n.yaml names none) is not in the arb-dir 'lib/l10n'"), "\(unnamed.stderr)")
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
