import Foundation
import MessageCompiler
import Testing

/// The Swift that IAPMessages ships for its own catalogs is committed, so that apps never build msgc;
/// it must be, byte for byte, what msgc generates from `Localizations/` today.
@Suite struct CommittedMessagesTests {
    static let generatedPath = "Sources/IAPMessages/Generated/Messages.swift"

    @Test func committedSwiftIsWhatMsgcGeneratesFromLocalizations() throws {
        let files = try TestSupport.catalogs(in: TestSupport.packageRoot.appendingPathComponent("Localizations"))
        let result = MessageCatalogCompiler(options: .init(strict: true)).compile(files)
        let swift = try #require(result.swift, "\(result.formattedDiagnostics)")
        let committed = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent(Self.generatedPath))
        // A Bool, not the two arrays: a failure names the first differing line instead of printing 270 kB.
        let upToDate = swift.utf8.elementsEqual(committed)
        #expect(upToDate, """
            \(Self.generatedPath) is stale (\(Self.firstDifference(swift, String(decoding: committed, as: UTF8.self)))): \
            regenerate it with `bash Scripts/regenerate.sh` (swift run msgc compile Localizations --output \
            \(Self.generatedPath) --strict) and commit it
            """)
    }

    /// Where two texts first differ, as `line N`, so a failure points at the change.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(expectedLines.count, actualLines.count)
        let line = (0..<common).first { !expectedLines[$0].utf8.elementsEqual(actualLines[$0].utf8) } ?? common
        return "first difference at line \(line + 1)"
    }
}
