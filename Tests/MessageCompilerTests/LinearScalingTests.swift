@testable import MessageCompiler
import Testing

/// The readers and importers find what they need by key in constant time, where they used to search
/// (or rebuild) a whole list per entry. These tests pin what the searches did, against small
/// reference implementations, so the faster paths keep every result; the time itself is measured by
/// `Scripts/performance/hostile_scale.py`, not here.
@Suite struct LinearScalingTests {
    // MARK: - JSON objects with repeated keys

    @Test func aRepeatedKeyKeepsItsLatestValueAtItsLatestPlace() throws {
        let file = SourceFile(path: "t.json", text: "{\n\"a\": 1,\n\"b\": 2,\n\"a\": 3,\n\"c\": 4,\n\"a\": 5,\n\"b\": 6\n}")
        var reader = JSONReader(file: file)
        let root = reader.read()
        let members = try #require(root?.members)
        #expect(members.map(\.key.value) == ["c", "a", "b"])
        #expect(members.map { if case .number(let text) = $0.value.value { text } else { "" } } == ["4", "5", "6"])
        // Each repetition names the line of the one before it.
        #expect(reader.diagnostics.map(\.message) == [
            "key 'a' appears twice with different values; the first is on line 2, and JSON readers (a Flutter app's too) keep this later one",
            "key 'a' appears twice with different values; the first is on line 4, and JSON readers (a Flutter app's too) keep this later one",
            "key 'b' appears twice with different values; the first is on line 3, and JSON readers (a Flutter app's too) keep this later one",
        ])
        #expect(reader.diagnostics.compactMap { $0.range.map { file.location(of: $0.start).line } } == [4, 6, 7])
    }

    /// What the reader did before: remove every earlier member of the key, append the new one.
    private static func referenceMembers(_ keys: [String]) -> (order: [String], previousLines: [Int]) {
        var members: [(key: String, line: Int)] = []
        var latestLine: [String: Int] = [:]
        var previousLines: [Int] = []
        for (index, key) in keys.enumerated() {
            let line = index + 2
            if let previous = latestLine[key] {
                previousLines.append(previous)
                members.removeAll { $0.key == key }
            }
            latestLine[key] = line
            members.append((key, line))
        }
        return (members.map(\.key), previousLines)
    }

    @Test func manyRepeatedKeysReadAsTheSearchingReaderReadThem() throws {
        // 300 keys, each written one to four times, in a scrambled but fixed order.
        var keys: [String] = []
        for round in 0..<4 {
            for index in 0..<300 where (index * 7 + round) % 5 != 0 || round == 0 {
                keys.append("k\((index * 37 + round * 11) % 300)")
            }
        }
        let text = "{\n" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ",\n") + "\n}"
        let file = SourceFile(path: "t.json", text: text)
        var reader = JSONReader(file: file)
        let root = reader.read()
        let members = try #require(root?.members)
        let expected = Self.referenceMembers(keys)
        #expect(members.map(\.key.value) == expected.order)
        #expect(reader.diagnostics.count == keys.count - Set(keys).count)
        let reported = reader.diagnostics.compactMap { diagnostic -> Int? in
            guard case .duplicateKey(_, let firstLine, _) = diagnostic.kind else { return nil }
            return firstLine
        }
        #expect(reported == expected.previousLines)
        // The value kept is the last one written for the key.
        let lastIndex = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { _, last in last })
        for member in members {
            guard case .number(let written) = member.value.value else { Issue.record("not a number"); continue }
            #expect(Int(written) == lastIndex[member.key.value])
        }
    }

    // MARK: - Columns

    @Test func columnsOnLongLinesCountScalarsFromTheLineStart() {
        // Several thousand bytes on few lines, with 1-, 2-, 3- and 4-byte scalars straddling the
        // reader's checkpoints.
        var text = ""
        for index in 0..<700 {
            text += ["a", "é", "ह", "😀", "b"][index % 5]
            if index == 250 || index == 251 || index == 600 { text += "\n" }
        }
        let file = SourceFile(path: "t", text: text)
        let bytes = Array(text.utf8)
        var mismatches = 0
        for offset in -2...(bytes.count + 2) {
            let clamped = min(max(offset, 0), bytes.count)
            let lineStart = bytes[..<clamped].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let line = bytes[..<clamped].filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = bytes[lineStart..<clamped].filter { $0 & 0xC0 != 0x80 }.count + 1
            if file.location(of: offset) != (line, column) || file.line(of: offset) != line { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(SourceFile(path: "e", text: "").location(of: 0) == (1, 1))
    }

    // MARK: - Apple tables

    private static func migration(_ files: [(String, String)]) -> AppleImport {
        var migration = AppleImport()
        for (path, text) in files { migration.add(SourceFile(path: path, text: text)) }
        return migration
    }

    private static func plurals(_ keys: [(String, String)]) -> String {
        let entries = keys.map { key, noun in
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
                + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>"
                + "<key>one</key><string>%d \(noun)</string><key>other</key><string>%d \(noun)s</string></dict></dict>"
        }
        return "<plist version=\"1.0\"><dict>\(entries.joined())</dict></plist>"
    }

    @Test func stringsKeepTheirFirstEntryAndStringsdictReplacesEveryEarlierOne() {
        let migration = Self.migration([
            ("App/en.lproj/Localizable.strings", "\"a\" = \"A1\";\n\"b\" = \"B\";\n\"a\" = \"A2\";\n\"c\" = \"C\";\n"),
            ("App/en.lproj/Localizable.stringsdict", Self.plurals([("b", "bee"), ("c", "sea"), ("b", "bean")])),
            ("App/en.lproj/Other.strings", "\"a\" = \"Other A\";\n"),
            ("App/de.lproj/Localizable.strings", "\"a\" = \"A de\";\n\"a\" = \"A de 2\";\n"),
        ])
        #expect(migration.diagnostics.isEmpty)
        let read = migration.messages.map { "\($0.locale) \($0.table) \($0.appleKey): \(MessageFormatWriter.write($0.converted.pattern))" }
        #expect(read == [
            "en Localizable a: A1",
            "en Localizable c: {n, plural, one {# sea} other {# seas}}",
            "en Localizable b: {n, plural, one {# bean} other {# beans}}",
            "en Other a: Other A",
            "de Localizable a: A de",
        ])
    }

    @Test func migratedKeysTakeTheFirstFreeSuffix() throws {
        // Keys without Latin words all want "user.message"; "message 3" takes its own name first.
        let strings = ["日本", "message 3", "中文", "한국", "ไทย", "message", "Привет", "Hello"]
            .map { "\"\($0)\" = \"Text of \($0)\";\n" }.joined()
        let migration = Self.migration([
            ("App/en.lproj/Localizable.strings", strings),
            ("App/de.lproj/Localizable.strings", "\"中文\" = \"Chinesisch\";\n\"Hello\" = \"Hallo\";\n\"中文\" = \"nochmal\";\n"),
        ])
        var reader = CatalogReader()
        let read = reader.read(SourceFile(path: "en.arb", text: """
            {"@@locale": "en", "user.greeting": "Hi", "@user.greeting": {"description": "d", "x-apple-key": "Hello"},
             "user.message7": "Taken", "@user.message7": {"description": "d"}}
            """))
        let existing = try #require(read)
        let catalogs = migration.catalogs(sourceLocale: "en", existing: ["en": existing])
        let source = try #require(catalogs["en"])
        #expect(source.entries.map(\.key) == [
            "user.greeting", "user.message7",
            "user.message", "user.message3", "user.message2", "user.message4", "user.message5", "user.message6", "user.message8",
        ])
        #expect(source.entry("user.greeting")?.text == "Text of Hello")
        #expect(source.entry("user.message8")?.text == "Text of Привет")
        let german = try #require(catalogs["de"])
        #expect(german.entries.map(\.key) == ["user.message2", "user.greeting"])
        #expect(german.entry("user.message2")?.text == "Chinesisch")
        #expect(german.entry("user.greeting")?.metadataValue(SourceFingerprint.attribute) == .string(SourceFingerprint.of("Text of Hello")))
    }

    // MARK: - The catalog writer's entries

    @Test func editableCatalogFindsTheFirstEntryOfAKeyAndEveryEntryItAdds() {
        var catalog = EditableCatalog(locale: "de", entries: [
            EditableCatalog.Entry(key: "a", text: "1", metadata: []),
            EditableCatalog.Entry(key: "a", text: "2", metadata: []),
        ])
        #expect(catalog.entry("a")?.text == "1")
        catalog.setText("3", for: "a")
        #expect(catalog.entries.map(\.text) == ["3", "2"])
        catalog.setText("x", for: "b")
        catalog.setMetadata("note", to: .string("n"), for: "b")
        catalog.setMetadata("note", to: .string("never"), for: "missing")
        #expect(catalog.entries.map(\.key) == ["a", "a", "b"])
        #expect(catalog.entry("b")?.text == "x")
        #expect(catalog.entry("b")?.metadataValue("note") == .string("n"))
        #expect(catalog.entry("missing") == nil)
    }

    // MARK: - PO strings over several lines

    @Test func poContinuationLinesJoinWithEveryCharactersPosition() throws {
        let text = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\nmsgctxt \"user.x\"\nmsgid \"x\"\nmsgstr \"\"\n\"ab\"\n  \"é\\n\"\n\"c\"\n"
        let file = SourceFile(path: "de.po", text: text)
        let (imported, diagnostics) = POFormat.read(file)
        #expect(diagnostics.isEmpty)
        let target = try #require(imported?.units.first?.target)
        #expect(target.value == "abé\nc")
        let places = (0..<5).map { file.location(of: target.sourceOffset(ofScalar: $0)) }
        #expect(places.map(\.line) == [8, 8, 9, 9, 10])
        #expect(places.map(\.column) == [2, 3, 4, 5, 2])
        #expect(file.location(of: target.sourceOffset(ofScalar: 5)) == (10, 3))  // the closing quote
    }

    // MARK: - Lowering

    @Test func anArgumentListedTwiceIsNumberedByItsFirstPlace() throws {
        var parser = MessageFormatParser(JSONString(value: "{b}{a}", range: SourceRange(file: "", start: 0, end: 6), scalarOffsets: Array(0...6)))
        let parsed = parser.parse()
        let pattern = try #require(parsed)
        let program = MessageLowering.program(for: pattern, arguments: ["a", "b", "a"])
        let digits = program.unicodeScalars.filter { ("0"..."9").contains($0) }.map(String.init).joined()
        #expect(digits == "10")
    }
}
