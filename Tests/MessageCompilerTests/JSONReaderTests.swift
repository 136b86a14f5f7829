import MessageCompiler
import Testing

@Suite struct JSONReaderTests {
    private func read(_ text: String) -> (JSONNode?, [Diagnostic], SourceFile) {
        let file = SourceFile(path: "t.json", text: text)
        var reader = JSONReader(file: file)
        let node = reader.read()
        return (node, reader.diagnostics, file)
    }

    @Test func keepsTheRangeOfEveryToken() throws {
        let (node, diagnostics, file) = read("{\n  \"a\": \"x\",\n  \"b\": [1, true, null]\n}")
        #expect(diagnostics.isEmpty)
        let members = try #require(node?.members)
        #expect(members.map(\.key.value) == ["a", "b"])
        #expect(file.location(of: members[0].key.range.start) == (2, 3))
        #expect(file.location(of: members[0].value.range.start) == (2, 8))
        #expect(file.location(of: members[1].value.range.start) == (3, 8))
    }

    @Test func mapsDecodedScalarsBackToTheirSource() throws {
        // "é" is 2 bytes, \u00e9 is 6 characters, \n 2, 😀 4 bytes: each scalar keeps its own offset.
        let (node, _, file) = read("{\"k\": \"é\\u00e9\\n😀x\"}")
        let string = try #require(node?["k"]?.string)
        #expect(string.value == "éé\n😀x")
        let columns = (0..<5).map { file.location(of: string.sourceOffset(ofScalar: $0)).column }
        #expect(columns == [8, 9, 15, 17, 18])
    }

    @Test func decodesSurrogatePairs() throws {
        let (node, diagnostics, _) = read("{\"k\": \"\\ud83d\\ude00\"}")
        #expect(diagnostics.isEmpty)
        #expect(node?["k"]?.string?.value == "😀")
    }

    static let errors: [(String, String, Int, Int)] = [
        ("{\"a\": 1,}", "trailing comma before '}'; JSON does not allow one", 1, 8),
        ("{\"a\" 1}", "expected ':' after key, found '1'", 1, 6),
        ("{\"a\": \"x\n\"}", "control character in a string; write a line break as \\n", 1, 9),
        ("{\"a\": tru}", "expected a value, found 't'", 1, 7),
        ("{\"a\": 01}", "numbers must not have leading zeros", 1, 7),
        ("{\"a\": \"\\q\"}", "invalid escape '\\q'", 1, 8),
        ("{\"a\": \"x\"", "object is never closed with '}'", 1, 1),
        ("{} {}", "unexpected text after the end of the document", 1, 4),
        ("{\"a\": \"\\ud83d\"}", "high surrogate \\ud83d is not followed by a low surrogate", 1, 8),
    ]

    @Test(arguments: errors)
    func reportsSyntaxErrorsWithPositions(_ example: (String, String, Int, Int)) {
        let (node, diagnostics, file) = read(example.0)
        #expect(node == nil)
        let diagnostic = diagnostics.first
        #expect(diagnostic?.message == "invalid JSON: \(example.1)")
        #expect(diagnostic.flatMap { $0.range.map { file.location(of: $0.start) } } ?? (0, 0) == (example.2, example.3))
    }

    @Test func reportsDuplicateKeysAndKeepsTheLast() {
        let (node, diagnostics, _) = read("{\n\"a\": \"1\",\n\"a\": \"2\"\n}")
        #expect(diagnostics.map(\.message) == ["key 'a' appears twice with different values; the first is on line 2, and JSON readers (a Flutter app's too) keep this later one"])
        #expect(node?["a"]?.string?.value == "2")
    }
}

@Suite struct CatalogReaderTests {
    @Test func readsFlutterPlaceholderTypes() throws {
        let file = SourceFile(path: "en.arb", text: """
            {"@@locale": "en", "@@last_modified": "2026-01-01",
             "user.n": "{n} {d} {x}",
             "@user.n": {"description": "d", "type": "text",
               "placeholders": {"n": {"type": "int", "example": "3"}, "d": {"type": "DateTime", "example": "2026-03-01T09:30:00Z"}, "x": {"type": "num", "example": "1.5"}}}}
            """)
        var reader = CatalogReader()
        let read = reader.read(file)
        let catalog = try #require(read)
        #expect(reader.diagnostics.isEmpty)
        #expect(catalog.messages.first?.placeholders.map(\.type) == [.int, .date, .double])
    }
}

/// Source offsets of string scalars, kept compactly, are those of the file whatever the string holds.
@Suite struct JSONStringOffsetTests {
    @Test(arguments: ["plain ascii", "Käufe wiederherstellen über €", String(repeating: "ü€a😀", count: 100), "esc\\\"aped \\u00e9 \\n", ""])
    func offsetsMatchTheFile(_ written: String) throws {
        let text = "{\"k\": \"\(written)\"}"
        var reader = JSONReader(file: SourceFile(path: "f.json", text: text))
        let read = reader.read()
        let string = try #require(read?["k"]?.string)
        let bytes = Array(text.utf8)
        // Walk the file as the reader does: each scalar's offset is where its (possibly escaped) form starts.
        var expected: [Int] = []
        var i = 7
        while bytes[i] != UInt8(ascii: "\"") {
            expected.append(i)
            if bytes[i] == UInt8(ascii: "\\") { i += bytes[i + 1] == UInt8(ascii: "u") ? 6 : 2 } else {
                i += bytes[i] < 0x80 ? 1 : bytes[i] < 0xE0 ? 2 : bytes[i] < 0xF0 ? 3 : 4
            }
        }
        expected.append(i)
        #expect(string.scalarOffsets == expected)
        for (index, offset) in expected.enumerated() { #expect(string.sourceOffset(ofScalar: index) == offset) }
        #expect(string.sourceOffset(ofScalar: -3) == expected.first && string.sourceOffset(ofScalar: 10_000) == expected.last)
    }
}

/// XML text keeps each scalar's file offset through entities, character references and CDATA,
/// while storing only the runs between them.
@Suite struct XMLTextOffsetTests {
    @Test func offsetsFollowEntitiesAndCDATA() throws {
        let text = "<a>Kä&amp;f&#x20AC;e<![CDATA[<ü>]]>x</a>"
        var reader = XMLReader(file: SourceFile(path: "f.xml", text: text))
        let read = reader.read()
        let root = try #require(read)
        let (decoded, offsets) = root.textWithOffsets
        #expect(decoded == "Kä&f€e<ü>x")
        // K at 3, ä at 4 (two bytes), &amp; at 6, f at 11, &#x20AC; at 12, e at 20, then "<![CDATA[" at 21
        // puts its "<" at 30, ü at 31 (two bytes), ">" at 33, and x after "]]>" at 37.
        let expected = [3, 4, 6, 11, 12, 20, 30, 31, 33, 37]
        #expect(offsets == expected)
    }
}
