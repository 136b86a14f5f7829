import Foundation
import MessageCompiler
import Testing

/// Thousands of damaged inputs through every reader: each must end in diagnostics with positions
/// inside the file, never in a crash, and a catalog set with errors must generate nothing.
@Suite struct RobustnessTests {
    /// A small deterministic generator, so a failure can be replayed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static let syntax = Array("{}'\",#:=\\<>&;%@$\n ".utf8) + Array("é".utf8)

    static func damaged(_ bytes: [UInt8], _ random: inout Random) -> [UInt8] {
        var copy = bytes
        for _ in 0..<(1 + random.next(3)) {
            let at = random.next(copy.count)
            switch random.next(3) {
            case 0 where !copy.isEmpty: copy.remove(at: at)
            case 1: copy.insert(syntax[random.next(syntax.count)], at: at)
            default: if !copy.isEmpty { copy[at] = syntax[random.next(syntax.count)] }
            }
        }
        return copy
    }

    static func expectPositionsInside(_ diagnostics: [Diagnostic], _ file: SourceFile) {
        for diagnostic in diagnostics {
            guard let range = diagnostic.range, range.file == file.path else { continue }
            #expect(range.start >= 0 && range.start <= file.bytes.count && range.end <= file.bytes.count + 1, "\(diagnostic.code) at \(range)")
        }
    }

    @Test func damagedCatalogsNeverCrashTheCompiler() throws {
        let directory = TestSupport.packageRoot.appendingPathComponent("Localizations")
        let en = try Data(contentsOf: directory.appendingPathComponent("en.arb"))
        let ru = try Data(contentsOf: directory.appendingPathComponent("ru.arb"))
        var random = Random(state: 42)
        var withErrors = 0
        for round in 0..<300 {
            let damagedSource = round % 3 == 0
            let enFile = SourceFile(path: "en.arb", bytes: damagedSource ? Self.damaged(Array(en), &random) : Array(en))
            let ruFile = SourceFile(path: "ru.arb", bytes: damagedSource ? Array(ru) : Self.damaged(Array(ru), &random))
            let result = MessageCatalogCompiler().compile([enFile, ruFile])
            Self.expectPositionsInside(result.diagnostics, enFile)
            Self.expectPositionsInside(result.diagnostics, ruFile)
            #expect((result.swift == nil) == result.hasErrors)
            if result.hasErrors { withErrors += 1 }
            _ = result.formattedDiagnostics
        }
        #expect(withErrors > 150, "the damage must actually break most catalogs")
    }

    @Test func damagedImportsNeverCrashTheReaders() throws {
        let shipped = try InterchangeTests.shipped()
        let de = try #require(shipped.translations.first { $0.locale == "de" })
        var random = Random(state: 7)
        for format in InterchangeTests.Format.allCases {
            let original = InterchangeTests.export(format, shipped, de, locale: "de").bytes
            for _ in 0..<150 {
                let file = SourceFile(path: "de.\(format.rawValue)", bytes: Self.damaged(original, &random))
                let (imported, diagnostics) = InterchangeTests.read(format, file)
                Self.expectPositionsInside(diagnostics, file)
                if let imported, !diagnostics.hasErrors {
                    let outcome = TranslationImport(source: shipped.source).merge(imported, locale: "de", into: de)
                    Self.expectPositionsInside(outcome.diagnostics, file)
                    #expect((outcome.catalog == nil) == outcome.diagnostics.hasErrors)
                }
            }
        }
    }

    @Test func damagedAppleFilesNeverCrashTheReaders() throws {
        let root = TestSupport.fixtures.appendingPathComponent("apple")
        let strings = try String(contentsOf: root.appendingPathComponent("ShopApp/en.lproj/Localizable.strings"), encoding: .utf8)
        let stringsdict = try Data(contentsOf: root.appendingPathComponent("ShopApp/ru.lproj/Localizable.stringsdict"))
        let xcstrings = try Data(contentsOf: root.appendingPathComponent("Localizable.xcstrings"))
        var random = Random(state: 99)
        for _ in 0..<200 {
            let damagedStrings = SourceFile(path: "en.lproj/Localizable.strings", bytes: Self.damaged(Array(strings.utf8), &random))
            let (_, stringsDiagnostics) = AppleStringsFile.read(damagedStrings)
            Self.expectPositionsInside(stringsDiagnostics, damagedStrings)
            var migration = AppleImport()
            migration.add(SourceFile(path: "ru.lproj/Localizable.stringsdict", bytes: Self.damaged(Array(stringsdict), &random)))
            migration.add(SourceFile(path: "Localizable.xcstrings", bytes: Self.damaged(Array(xcstrings), &random)))
            _ = migration.catalogs(sourceLocale: "en", existing: [:])
        }
        _ = AppleStringsFile.decode([0xFF, 0xFE, 0x41])  // odd length: not UTF-16
        #expect(AppleStringsFile.decode([0xFF, 0xFE, 0x41]) == nil)
    }
}
