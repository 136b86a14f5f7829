import Foundation
import Testing

/// What msgc prints of a catalog's `"@@locale"` reaches a terminal with its control characters and
/// bidi overrides escaped, as diagnostics already are: a catalog cannot clear the screen or reorder the
/// line of `msgc status` or `msgc accept`.
@Suite struct TerminalSafetyTests {
    static let hostile = "de\u{1B}[2J\u{202E}"

    static func catalogs() throws -> URL {
        let folder = try MsgcCommandTests.temporaryDirectory()
        try #"{"@@locale": "en", "user.a": "Restore Purchases", "@user.a": {"description": "A button."}}"#
            .write(to: folder.appendingPathComponent("en.arb"), atomically: true, encoding: .utf8)
        try #"{"@@locale": "de\u001B[2J\u202E", "user.a": "Käufe wiederherstellen"}"#
            .write(to: folder.appendingPathComponent("de.arb"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func statusEscapesTheLocale() throws {
        let folder = try Self.catalogs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try MsgcCommandTests.run(["status", folder.path])
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{202E}"), "\(run.stdout.debugDescription)")
        #expect(run.stdout.contains(#"de\u{1B}[2J\u{202E}"#), "\(run.stdout)")
    }

    @Test func acceptEscapesTheLocale() throws {
        let folder = try Self.catalogs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try MsgcCommandTests.run(["accept", folder.path, "--locale", "all"])
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{202E}"), "\(run.stdout.debugDescription) \(run.stderr)")
        #expect(run.status == 0 && run.stdout.contains(#"de\u{1B}[2J\u{202E}"#), "\(run.stdout) \(run.stderr)")
    }
}
