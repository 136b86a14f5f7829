import Foundation
import Testing

/// In a Flutter project the catalogs live in the `arb-dir` `l10n.yaml` names, which may be a link or
/// lie outside the project: commands that write guard that folder, and new catalogs go there, named
/// as gen-l10n finds them.
@Suite struct FlutterWriteSafetyTests {
    /// `project/l10n.yaml` → `arb-dir` (a link, or `../shared`), with app_en.arb and app_de.arb.
    static func project(link: Bool) throws -> (root: URL, project: URL, arb: URL) {
        let root = try MsgcCommandTests.temporaryDirectory()
        let project = root.appendingPathComponent("app"), shared = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try #"{"@@locale": "en", "hello": "Hello"}"#.write(to: shared.appendingPathComponent("app_en.arb"), atomically: true, encoding: .utf8)
        try #"{"@@locale": "de", "hello": "Hallo"}"#.write(to: shared.appendingPathComponent("app_de.arb"), atomically: true, encoding: .utf8)
        if link {
            try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("l10n").path, withDestinationPath: "../shared")
            try "arb-dir: l10n\n".write(to: project.appendingPathComponent("l10n.yaml"), atomically: true, encoding: .utf8)
        } else {
            try "arb-dir: ../shared\n".write(to: project.appendingPathComponent("l10n.yaml"), atomically: true, encoding: .utf8)
        }
        return (root, project, shared)
    }

    @Test(arguments: [true, false])
    func outputsNeverReplaceACatalogOfTheArbDir(link: Bool) throws {
        let (root, project, shared) = try Self.project(link: link)
        defer { try? FileManager.default.removeItem(at: root) }
        let german = shared.appendingPathComponent("app_de.arb")
        let before = try String(contentsOf: german, encoding: .utf8)
        let target = link ? project.appendingPathComponent("l10n/app_de.arb").path : german.path
        for arguments in [["compile", project.path, "--output", target],
                          ["export", project.path, "--locale", "de", "--format", "xliff", "--output", target],
                          ["status", project.path, "--output", target],
                          ["compile", project.path, "--output", shared.appendingPathComponent("Generated.swift").path]] {
            let run = try MsgcCommandTests.run(arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("arb-dir"), "\(run.stderr)")
        }
        #expect(try String(contentsOf: german, encoding: .utf8) == before)
    }

    @Test func pseudoAndImportWriteIntoTheArbDirWithTheSetsNames() throws {
        let (root, project, shared) = try Self.project(link: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let pseudo = try MsgcCommandTests.run(["pseudo", project.path])
        #expect(pseudo.status == 0, "\(pseudo.stderr)")
        #expect(FileManager.default.fileExists(atPath: shared.appendingPathComponent("app_en_XA.arb").path))
        #expect(!((try? FileManager.default.contentsOfDirectory(atPath: project.path)) ?? []).contains { $0.hasSuffix(".arb") })

        let xliff = root.appendingPathComponent("fr.xlf")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2"><file source-language="en" target-language="fr" datatype="plaintext" original="app_en.arb"><body>
            <trans-unit id="hello"><source>Hello</source><target state="translated">Bonjour</target></trans-unit>
            </body></file></xliff>
            """.write(to: xliff, atomically: true, encoding: .utf8)
        let imported = try MsgcCommandTests.run(["import", xliff.path, "--into", project.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(FileManager.default.fileExists(atPath: shared.appendingPathComponent("app_fr.arb").path))
        let check = try MsgcCommandTests.run(["check", project.path])
        #expect(check.status == 0 && check.stdout.contains("5 catalogs"), "\(check.stdout) \(check.stderr)")
    }
}
