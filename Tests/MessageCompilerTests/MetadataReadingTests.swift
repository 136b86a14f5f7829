import MessageCompiler
import Testing

/// `CatalogReader` reads each `"@key"` object as the JSON reader meets it and keeps only what the
/// message needs (the memory of large imports depends on it); what it reads must not change.
@Suite struct MetadataReadingTests {
    private let text = """
        {
          "@@locale": "en",
          "@user.early": {"description": "Written before its message", "placeholders": {"n": {"type": "Int", "example": "3"}}},
          "user.early": "{n} left",
          "user.late": "Hi {name}",
          "@user.late": {"description": "First", "placeholders": {"name": {"type": "String"}}},
          "@user.late": {"description": "Second", "placeholders": {"name": {"type": "Strin"}}, "x-source-fingerprint": "abc"},
          "@user.orphan": {"description": 5}
        }
        """

    private func read(keepingMembers: Bool) throws -> (Catalog, [Diagnostic]) {
        var reader = CatalogReader(keepsMetadataMembers: keepingMembers)
        let read = reader.read(SourceFile(path: "en.arb", text: text))
        let catalog = try #require(read)
        return (catalog, reader.diagnostics + catalog.metadataDiagnostics)
    }

    @Test(arguments: [true, false]) func theLaterObjectOfAKeyWinsWhereverItIsWritten(keepingMembers: Bool) throws {
        let (catalog, diagnostics) = try read(keepingMembers: keepingMembers)
        let early = try #require(catalog.message("user.early"))
        #expect(early.description == "Written before its message")
        #expect(early.placeholders.map(\.name) == ["n"] && early.placeholders.first?.type == .int)
        #expect(early.placeholders.first?.example == "3")
        let late = try #require(catalog.message("user.late"))
        #expect(late.description == "Second")
        #expect(late.sourceFingerprint == "abc")
        #expect(late.malformedPlaceholders == ["name"])
        let codes = diagnostics.map(\.code).sorted()
        // The duplicate, the second object's unknown type (not the first's), the orphan; the orphan's
        // bad description is not read, as before.
        #expect(codes == ["duplicate-key", "orphan-metadata", "unknown-placeholder-type"])
        let file = SourceFile(path: "en.arb", text: text)
        let unknownType = try #require(diagnostics.first { $0.code == "unknown-placeholder-type" })
        #expect(file.location(of: unknownType.range!.start).line == 7)
        #expect(file.location(of: late.metadataRange!.start) == (7, 17))
    }

    @Test func checkingKeepsNoMetadataTreesButEditingDoes() throws {
        let kept = try read(keepingMembers: true).0.message("user.late")
        #expect(kept?.metadataMembers.map(\.key.value) == ["description", "placeholders", "x-source-fingerprint"])
        let dropped = try read(keepingMembers: false).0.message("user.late")
        #expect(dropped?.metadataMembers.isEmpty == true)
        #expect(dropped?.description == "Second")
    }
}
