import Foundation
import MessageCompiler
import Testing

/// The fixture catalog's generated Swift, byte for byte. The golden lives in GeneratedGoldenTests,
/// where it is compiled and used; set MSGC_RECORD_GOLDENS=1 to re-record it after a deliberate change.
@Suite struct GoldenTests {
    static let goldenPath = TestSupport.packageRoot.appendingPathComponent("Tests/GeneratedGoldenTests/FixtureMessages.swift")

    @Test func generatedSwiftMatchesTheGolden() throws {
        let files = try TestSupport.catalogs(in: TestSupport.fixtures.appendingPathComponent("golden"))
        let result = MessageCatalogCompiler().compile(files)
        let swift = try #require(result.swift, "\(result.formattedDiagnostics)")
        if ProcessInfo.processInfo.environment["MSGC_RECORD_GOLDENS"] == "1" {
            try swift.write(to: Self.goldenPath, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: Self.goldenPath, encoding: .utf8)
        #expect(swift == golden, "regenerate with MSGC_RECORD_GOLDENS=1 swift test --filter GoldenTests and review the diff")
    }

    @Test func sameInputSameBytesWhateverTheFileOrder() throws {
        let files = try TestSupport.catalogs(in: TestSupport.packageRoot.appendingPathComponent("Localizations"))
        let compiler = MessageCatalogCompiler()
        let first = try #require(compiler.compile(files).swift)
        let second = try #require(compiler.compile(files.reversed()).swift)
        let third = try #require(compiler.compile(files.shuffled()).swift)
        #expect(first == second)
        #expect(first == third)
        #expect(!first.contains(TestSupport.packageRoot.path), "no absolute paths in generated code")
    }
}
