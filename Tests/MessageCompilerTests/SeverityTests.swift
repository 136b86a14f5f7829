import Foundation
import MessageCompiler
import Testing

/// A team's severities (`--error`, `--warning`, `--ignore`, `msgc.json`) and output a person can read.
@Suite struct SeverityTests {
    /// A template and a translation with `stale` keys the template does not have.
    static func staleSet(_ stale: Int) -> [SourceFile] {
        let en = TestSupport.source("""
            {"@@locale": "en", "user.a": "Buy", "@user.a": {"description": "d"}}
            """)
        let members = (0..<stale).map { "\"user.old\($0)\": \"Alt \($0)\"" }.joined(separator: ", ")
        let de = TestSupport.source("{\"@@locale\": \"de\", \"user.a\": \"Kaufen\", \(members)}", path: "de.arb")
        return [en, de]
    }

    @Test func levelsReplaceTheDefaults() throws {
        var policy = DiagnosticPolicy()
        try policy.set("unknown-message", to: .warning)
        let lowered = MessageCatalogCompiler(options: .init(policy: policy)).check(Self.staleSet(3))
        #expect(lowered.diagnostics.map(\.severity) == [.warning, .warning, .warning])
        #expect(!lowered.hasErrors)

        try policy.set("unknown-message", to: .ignore)
        #expect(MessageCatalogCompiler(options: .init(policy: policy)).check(Self.staleSet(3)).diagnostics.isEmpty)

        try policy.set("unknown-message", to: .error)
        #expect(MessageCatalogCompiler(options: .init(policy: policy)).check(Self.staleSet(3)).hasErrors)

        // A lowered error still keeps its message out of the Swift; compiling goes on without it.
        var lower = DiagnosticPolicy()
        try lower.set("unknown-message", to: .warning)
        let compiled = MessageCatalogCompiler(options: .init(policy: lower)).compile(Self.staleSet(2))
        #expect(compiled.swift != nil)
    }

    @Test func unknownAndFatalCodesAreRefused() {
        var policy = DiagnosticPolicy()
        #expect(throws: DiagnosticPolicy.Problem.self) { try policy.set("stale-transation", to: .ignore) }
        #expect(throws: DiagnosticPolicy.Problem.self) { try policy.set("json-syntax", to: .warning) }
        #expect((try? policy.set("json-syntax", to: .error)) != nil)
    }

    @Test func everyCodeTheCompilerReportsIsKnown() throws {
        // The `code` switch of DiagnosticKind is the list of codes; the policy's list must match it.
        let source = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Sources/MessageCompiler/Source/DiagnosticKind.swift"), encoding: .utf8)
        let start = try #require(source.range(of: "public var code: String {"))
        let end = try #require(source.range(of: "public var defaultSeverity", range: start.upperBound..<source.endIndex))
        let codes = Set(source[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line -> String? in
            guard line.contains("case ."), let open = line.lastIndex(of: "\""), let close = line[..<open].lastIndex(of: "\"") else { return nil }
            return String(line[line.index(after: close)..<open])
        })
        #expect(codes.count > 60)
        #expect(codes == DiagnosticKind.allCodes)
        #expect(DiagnosticKind.fatalCodes.isSubset(of: DiagnosticKind.allCodes))
    }

    @Test func theFileIsReadWithPositions() {
        let file = SourceFile(path: "msgc.json", text: """
            {"ignore": ["missing-description"], "warnings": [], "error": ["nope", 3], "warning": "x"}
            """)
        let (policy, diagnostics) = DiagnosticPolicy.read(file)
        #expect(policy.levels == ["missing-description": .ignore])
        #expect(diagnostics.map { $0.formatted(in: ["msgc.json": file]) } == [
            "msgc.json:1:37: error: unknown member 'warnings': msgc.json has \"error\", \"warning\" and \"ignore\" [invalid-configuration]",
            "msgc.json:1:63: error: 'nope' is no diagnostic code [invalid-configuration]",
            "msgc.json:1:71: error: a diagnostic code is a string [invalid-configuration]",
            "msgc.json:1:86: error: \"warning\" must be an array of diagnostic codes [invalid-configuration]",
        ])
    }

    @Test func listingShowsTwentyOfEachCodeAndCountsTheRest() {
        let result = MessageCatalogCompiler().check(Self.staleSet(60))
        let lines = DiagnosticListing.lines(result.diagnostics, files: result.files)
        #expect(lines.filter { $0.hasSuffix("[unknown-message]") && $0.contains(": error: ") }.count == 20)
        #expect(lines.contains("msgc: 40 more [unknown-message] not shown (--all shows every one)"))
        #expect(lines.last == "msgc:     60 errors   unknown-message")
        #expect(DiagnosticListing.lines(result.diagnostics, files: result.files, limit: nil).filter { $0.contains(": error: ") }.count == 60)
        // A few diagnostics of one code are printed as they are, with nothing added.
        let few = MessageCatalogCompiler().check(Self.staleSet(2))
        #expect(DiagnosticListing.lines(few.diagnostics, files: few.files).count == few.formattedDiagnostics.count)
    }

    /// The command line as a team uses it, and `msgc.json` beside the catalogs.
    @Test func msgcTakesSeveritiesFromOptionsAndFile() throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in Self.staleSet(60) {
            try Data(file.bytes).write(to: directory.appendingPathComponent(file.path))
        }
        let plain = try MsgcCommandTests.run(["check", directory.path])
        #expect(plain.status == 1)
        #expect(plain.stderr.split(separator: "\n").count < 30)
        let ignored = try MsgcCommandTests.run(["check", directory.path, "--ignore", "unknown-message"])
        #expect(ignored.status == 0 && ignored.stderr.isEmpty)
        #expect(ignored.stdout.contains("0 errors, 0 warnings"))
        let all = try MsgcCommandTests.run(["check", directory.path, "--all", "--warning", "unknown-message"])
        #expect(all.status == 0 && all.stdout.contains("0 errors, 60 warnings"))
        #expect(all.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.count == 60)
        let typo = try MsgcCommandTests.run(["check", directory.path, "--ignore", "unknown-mesage"])
        #expect(typo.status == 2 && typo.stderr.contains("did you mean"), "\(typo.status) \(typo.stderr)")

        try #"{"warning": ["unknown-message"]}"#.write(to: directory.appendingPathComponent("msgc.json"), atomically: true, encoding: .utf8)
        let configured = try MsgcCommandTests.run(["check", directory.path])
        #expect(configured.status == 0 && configured.stdout.contains("0 errors, 60 warnings"))
        let overridden = try MsgcCommandTests.run(["check", directory.path, "--error", "unknown-message"])
        #expect(overridden.status == 1)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("msgc-severity-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let compiled = try MsgcCommandTests.run(["compile", directory.path, "--output", output])
        #expect(compiled.status == 0 && FileManager.default.fileExists(atPath: output), "\(compiled.stderr)")
    }
}
