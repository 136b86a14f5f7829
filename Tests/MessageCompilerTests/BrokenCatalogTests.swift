import Foundation
import MessageCompiler
import Testing

/// Each directory under Fixtures/broken is a catalog set with one mistake, named after the diagnostic
/// code it must produce; `expected.txt` holds every diagnostic msgc prints for it, positions included.
@Suite struct BrokenCatalogTests {
    static let root = TestSupport.fixtures.appendingPathComponent("broken")

    static let cases: [String] = (try? FileManager.default.contentsOfDirectory(atPath: root.path).sorted()) ?? []

    @Test func thereIsACaseForEveryDiagnosticCode() throws {
        #expect(Self.cases.count >= 30)
        let codes = Set(Self.cases)
        let missing = Self.allCodes.filter { !codes.contains($0) }
        #expect(missing.isEmpty, "no broken catalog for: \(missing)")
    }

    @Test(arguments: cases)
    func diagnosticsMatchExpectations(_ name: String) throws {
        let directory = Self.root.appendingPathComponent(name)
        let files = try TestSupport.catalogs(in: directory)
        // As `msgc compile` reports them (a Flutter set's Swift names are said only when Swift is made).
        let result = MessageCatalogCompiler().compile(files)
        let printed = result.formattedDiagnostics.joined(separator: "\n")
        if ProcessInfo.processInfo.environment["MSGC_RECORD_GOLDENS"] == "1" {
            let source = TestSupport.packageRoot.appendingPathComponent("Tests/MessageCompilerTests/Fixtures/broken/\(name)/expected.txt")
            try (printed + "\n").write(to: source, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: directory.appendingPathComponent("expected.txt"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(printed == expected)
        #expect(result.diagnostics.contains { $0.code == name }, "the case must trigger its own code")
        // A case with an error generates nothing; a warning-only case still compiles.
        #expect((result.swift == nil) == result.hasErrors)
    }

    /// Every code DiagnosticKind defines; kept here so a new diagnostic without a fixture fails the suite.
    static let allCodes: [String] = [
        "json-syntax", "duplicate-key", "root-not-object", "message-not-string", "metadata-not-object",
        "missing-locale", "locale-mismatch", "invalid-locale-tag", "unknown-locale", "locale-without-data", "duplicate-locale",
        "missing-source-catalog", "invalid-key", "orphan-role", "empty-message", "control-character",
        "missing-description", "placeholder-not-object", "missing-placeholder-type", "unknown-placeholder-type",
        "missing-example", "invalid-example", "placeholders-in-translation", "unclosed-argument", "unmatched-brace",
        "invalid-argument-name", "unknown-argument-type", "invalid-argument-style", "invalid-skeleton",
        "expected-cases", "expected-comma", "invalid-case-key", "duplicate-case", "invalid-offset", "unterminated-quote",
        "undeclared-placeholder", "unused-placeholder", "unknown-placeholder", "dropped-placeholder",
        "argument-type-mismatch", "conflicting-placeholder-types", "plural-missing-category", "plural-rare-category-missing",
        "plural-unneeded-category", "missing-other", "missing-translation", "unknown-message",
        "translated-debug-message", "translated-do-not-translate", "stale-translation", "invalid-swift-name", "name-collision",
        "metadata-not-string", "metadata-not-boolean", "orphan-metadata", "invalid-type-prefix", "nesting-too-deep",
        "inferred-placeholder", "unknown-placeholder-format", "placeholder-format-approximated",
        "plural-category-as-exact", "plural-category-covered-by-exact", "swift-name-changed", "skeleton-not-portable",
        "flutter-plural-case", "flutter-case-replaced", "flutter-plural-fallback", "flutter-exact-for-category",
        "flutter-literal-pound", "untranslated-copy", "flutter-invalid-key", "flutter-missing-language",
    ]
}
