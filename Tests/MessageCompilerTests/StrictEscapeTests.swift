import MessageCompiler
import Testing

/// Numeric escapes take digits only. `UInt32(_:radix:)` accepts a sign, so `\u+041` once read as "A"
/// and `\u-000` as U+0000; each reader must refuse them where the escape starts.
@Suite struct StrictEscapeTests {
    static let json: [(String, Int)] = [
        ("{\"a\": \"\\u+041\"}", 8),
        ("{\"a\": \"\\u-000\"}", 8),
        ("{\"a\": \"x\\u 041\"}", 9),
        ("{\"a\": \"\\ud83d\\u+e00\"}", 8),
    ]

    @Test(arguments: json)
    func jsonUnicodeEscapesNeedFourHexDigits(_ example: (String, Int)) {
        let file = SourceFile(path: "t.json", text: example.0)
        var reader = JSONReader(file: file)
        #expect(reader.read() == nil)
        #expect(reader.diagnostics.map(\.message) == ["invalid JSON: \\u needs four hex digits"])
        #expect(SmallStack.locations(reader.diagnostics, "json-syntax", in: file) == ["1:\(example.1)"])
    }

    @Test func jsonUnicodeEscapesStillDecode() throws {
        var reader = JSONReader(file: SourceFile(path: "t.json", text: "{\"a\": \"\\u0041\\u00e9\\uD83D\\uDE00\"}"))
        let value = reader.read()?["a"]?.string?.value
        #expect(value == "Aé😀")
    }

    @Test(arguments: ["\\U+041", "\\u-000", "\\U+0041"])
    func stringsUnicodeEscapesNeedFourHexDigits(_ escape: String) {
        let file = SourceFile(path: "en.lproj/Localizable.strings", text: "\"k\" = \"\(escape)\";")
        let (entries, diagnostics) = AppleStringsFile.read(file)
        #expect(entries.isEmpty)
        #expect(diagnostics.map(\.message) == ["invalid .strings: \\U needs four hex digits"])
        #expect(SmallStack.locations(diagnostics, "import-syntax", in: file) == ["1:8"])
        #expect(AppleStringsFile.read(SourceFile(path: "x.strings", text: "\"k\" = \"\\U0041\";")).0.map(\.value) == ["A"])
    }

    @Test(arguments: ["&#x+41;", "&#+65;", "&#-0;", "&#x;"])
    func xmlCharacterReferencesTakeDigitsOnly(_ reference: String) {
        let file = SourceFile(path: "t.xml", text: "<a>x\(reference)</a>")
        var reader = XMLReader(file: file)
        #expect(reader.read() == nil)
        #expect(reader.diagnostics.map(\.message) == ["invalid XML: unknown entity '\(reference)'"])
        #expect(SmallStack.locations(reader.diagnostics, "import-syntax", in: file) == ["1:5"])
    }
}
