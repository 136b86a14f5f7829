import Testing

@testable import MessageCompiler

/// `msgc check --summary`: diagnostics counted per code, most frequent first, with the first place.
struct DiagnosticSummaryTests {
    static let english = """
        {
          "@@locale": "en",
          "user.a": "A {x}",
          "user.b": "B",
          "user.c": "C",
          "bad key": "D",
          "also bad": "E"
        }
        """
    // Two unknown messages and one that uses an argument the source does not have.
    static let german = """
        {
          "@@locale": "de",
          "user.a": "A {y}",
          "user.b": "B",
          "user.c": "C",
          "user.ghost": "G",
          "user.ghost2": "G"
        }
        """

    @Test func countsPerCodeMostFrequentFirst() throws {
        let files = [SourceFile(path: "L/en.arb", text: Self.english), SourceFile(path: "L/de.arb", text: Self.german)]
        let result = MessageCatalogCompiler().check(files)
        let summary = DiagnosticSummary(result.diagnostics, files: result.files)

        // Every diagnostic is counted once, under its own code and severity.
        #expect(summary.rows.map(\.count).reduce(0, +) == result.diagnostics.count)
        for row in summary.rows {
            let matching = result.diagnostics.filter { $0.code == row.code && $0.severity == row.severity }
            #expect(matching.count == row.count)
            #expect(Set(matching.compactMap { $0.range?.file }).count == row.fileCount)
        }
        #expect(summary.rows.map(\.count) == summary.rows.map(\.count).sorted(by: >))

        let invalidKey = try #require(summary.rows.first { $0.code == "invalid-key" })
        #expect(invalidKey.count == 2)
        #expect(invalidKey.severity == .error)
        #expect(invalidKey.firstLocation == "L/en.arb:6:3")
    }

    @Test func renderedTableAlignsColumns() {
        let files = [SourceFile(path: "L/en.arb", text: Self.english)]
        let result = MessageCatalogCompiler().check(files)
        let lines = DiagnosticSummary(result.diagnostics, files: result.files).rendered.split(separator: "\n")
        #expect(lines.first?.hasPrefix("count  files  severity  code") == true)
        #expect(lines.count == 1 + Set(result.diagnostics.map { $0.code + $0.severity.rawValue }).count)
        // Counts are right-aligned under "count".
        #expect(lines.dropFirst().allSatisfy { $0.prefix(5).last?.isNumber == true })
    }

    @Test func thousandsAreGrouped() {
        let text = "{\n  \"@@locale\": \"en\",\n" + (0..<1_200).map { "  \"bad \($0)\": \"x\"" }.joined(separator: ",\n") + "\n}"
        let files = [SourceFile(path: "en.arb", text: text)]
        let result = MessageCatalogCompiler().check(files)
        let rendered = DiagnosticSummary(result.diagnostics, files: result.files).rendered
        #expect(rendered.contains("1,200      1  error     invalid-key"))
    }
}
