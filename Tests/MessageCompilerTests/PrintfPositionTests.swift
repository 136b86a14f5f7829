import Foundation
import MessageCompiler
import Testing

/// Printf argument positions from imported Apple files: any number a file may hold is either a
/// position from 1 to 99 or an `import-syntax` error, never a trap.
@Suite struct PrintfPositionTests {
    static let hostile = ["%9223372036854775807$@", "%9223372036854775808$@", "%0$@", "%100$d",
                          "%9223372036854775807$#@v@", "a %1$@ b %18446744073709551616$lld c"]

    @Test(arguments: hostile)
    func outOfRangePositionsAreImportErrors(_ format: String) {
        let variables = ["v": PrintfConverter.PluralVariable(name: "v", variants: ["one": "%d item", "other": "%d items"])]
        let converted = PrintfConverter.convert(format, variables: variables, locale: "en")
        #expect(converted.diagnostics.map(\.code) == ["import-syntax"], "\(format)")
        #expect(converted.diagnostics.first?.message.contains("from 1 to 99") == true)
    }

    @Test func hostilePositionsInsideVariantsAndArgumentNumbers() {
        let inVariant = ["v": PrintfConverter.PluralVariable(name: "v", variants: ["one": "%9223372036854775807$d item", "other": "%d items"])]
        #expect(PrintfConverter.convert("%#@v@", variables: inVariant, locale: "en").diagnostics.map(\.code) == ["import-syntax"])
        let argNum = ["v": PrintfConverter.PluralVariable(name: "v", variants: ["other": "%d"], position: Int.max)]
        #expect(PrintfConverter.convert("%#@v@", variables: argNum, locale: "en").diagnostics.map(\.code) == ["import-syntax"])
    }

    @Test func ordinaryPositionsStillConvert() {
        let converted = PrintfConverter.convert("%2$@ bought %1$lld items (%99$@)", variables: [:], locale: "en")
        #expect(converted.diagnostics.isEmpty)
        #expect(converted.arguments.keys.sorted() == [1, 2, 99])
        #expect(PrintfConverter.convert("100% sure, 50%% off", variables: [:], locale: "en").diagnostics.isEmpty)
    }

    /// The whole import, as a developer migrating string tables runs it: a diagnostic and exit 1, no trap,
    /// nothing written.
    @Test(arguments: ["strings", "stringsdict", "xcstrings"])
    func msgcImportReportsAndWritesNothing(_ kind: String) throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lproj = directory.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let file: URL
        switch kind {
        case "strings":
            file = lproj.appendingPathComponent("Localizable.strings")
            try #""greeting" = "Hello %9223372036854775807$@";"#.write(to: file, atomically: true, encoding: .utf8)
        case "stringsdict":
            file = lproj.appendingPathComponent("Localizable.stringsdict")
            try """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>items</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%9223372036854775807$#@v@</string>
                <key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key><string>%lld item</string><key>other</key><string>%lld items</string></dict>
                </dict></dict></plist>
                """.write(to: file, atomically: true, encoding: .utf8)
        default:
            file = directory.appendingPathComponent("Localizable.xcstrings")
            try #"{"sourceLanguage": "en", "version": "1.0", "strings": {"greeting": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hi %9223372036854775807$@"}}}}}}"#
                .write(to: file, atomically: true, encoding: .utf8)
        }
        let into = directory.appendingPathComponent("Localizations")
        let run = try MsgcCommandTests.run(["import", kind == "xcstrings" ? file.path : lproj.path, "--into", into.path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("[import-syntax]") && run.stderr.contains("from 1 to 99"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: into.appendingPathComponent("en.arb").path))
    }
}

/// A `.strings` file that does not decode says what is wrong and where.
@Suite struct StringsEncodingTests {
    @Test func undecodableFilesSayWhy() {
        let text = Array("\"a\" = \"Hallo\";\n\"b\" = \"x".utf16)
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let surrogate = bytes + [0x00, 0xD8, 0x22, 0x00]
        #expect(AppleStringsFile.decode(surrogate) == nil)
        #expect(AppleStringsFile.decodingProblem(surrogate) == "2:9: UTF-16LE with an unpaired surrogate at byte \(bytes.count)")
        #expect(AppleStringsFile.decodingProblem([0xFE, 0xFF, 0x00, 0x41, 0x00]) == "1:2: UTF-16BE ends in half a character (an odd number of bytes)")
        #expect(AppleStringsFile.decodingProblem(Array("\"a\" = \"".utf8) + [0xC3, 0x28]) == "1:8: not UTF-8 (byte 7), and no UTF-16 byte-order mark")
        #expect(AppleStringsFile.decodingProblem(Array("\"a\" = \"ü\";".utf8)) == nil)
    }
}
