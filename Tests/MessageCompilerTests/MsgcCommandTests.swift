import Foundation
import Testing

/// The msgc executable as translators and build scripts run it: exit codes, output, atomic writes.
@Suite struct MsgcCommandTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// msgc is built next to the test bundle by `swift test`.
    static let msgc: URL = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("msgc")

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = msgc
        process.arguments = arguments
        return try collect(process)
    }

    /// Runs `process` to its end and returns its status and output.
    static func collect(_ process: Process) throws -> Run {
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    static let shipped = TestSupport.packageRoot.appendingPathComponent("Localizations").path
    static let broken = TestSupport.fixtures.appendingPathComponent("broken/plural-missing-category").path

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("msgc-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func checkIsCleanOnTheShippedCatalogs() throws {
        let run = try Self.run(["check", Self.shipped, "--strict"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("0 errors, 0 warnings"))
    }

    @Test func diagnosticsExitOneAndPointAtTheProblem() throws {
        let run = try Self.run(["check", Self.broken])
        #expect(run.status == 1)
        let first = try #require(run.stderr.split(separator: "\n").first)
        #expect(first.hasPrefix(Self.broken + "/"))
        #expect(first.contains(".arb:") && first.contains(": error: "))
    }

    @Test(arguments: [["compile", "Localizations"], ["check"], ["render", "Localizations"], ["check", "x", "--bogus"], ["frobnicate"]])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(!run.stderr.isEmpty)
    }

    @Test func aFailedCompileLeavesThePreviousOutputUntouched() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Messages.swift")
        let previous = Data("// the previous build's output\n".utf8)
        try previous.write(to: output)
        let run = try Self.run(["compile", Self.broken, "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("was not written"))
        #expect(try Data(contentsOf: output) == previous)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["Messages.swift"], "no temporary files left behind")
    }

    @Test func compileWritesOnceAndThenLeavesAnUnchangedFileAlone() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Generated/Messages.swift").path
        let first = try Self.run(["compile", Self.shipped, "--output", output])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("wrote"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        let second = try Self.run(["compile", Self.shipped, "--output", output])
        #expect(second.stdout.contains("unchanged"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == bytes)
    }

    @Test func importNeedsToKnowTheLanguageAndWritesNothingOnError() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalogs = directory.appendingPathComponent("L")
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Localizations"), to: catalogs)
        let before = try Data(contentsOf: catalogs.appendingPathComponent("de.arb"))
        let po = directory.appendingPathComponent("de.po")
        try "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgctxt \"user.buttonOK\"\nmsgid \"OK\"\nmsgstr \"Okay\"\n"
            .write(to: po, atomically: true, encoding: .utf8)
        let unknown = try Self.run(["import", po.path, "--into", catalogs.path])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("the file does not say which language it holds [import-locale-unknown]"))
        #expect(try Data(contentsOf: catalogs.appendingPathComponent("de.arb")) == before)
        let imported = try Self.run(["import", po.path, "--into", catalogs.path, "--locale", "de"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("0 added, 1 changed, 0 unchanged"))
        let after = try String(contentsOf: catalogs.appendingPathComponent("de.arb"), encoding: .utf8)
        #expect(after.contains("\"user.buttonOK\": \"Okay\""))
        #expect(try Data(contentsOf: catalogs.appendingPathComponent("fr.arb")) == Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Localizations/fr.arb")))
    }

    @Test func renderShowsExamplesAndTakesArguments() throws {
        let run = try Self.run(["render", Self.shipped, "--locale", "pl-PL", "--key", "user.restoreSuccessful", "--arg", "count=22"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "== pl-PL\nuser.restoreSuccessful: Przywrócono 22 zakupy.\n")
        let fallback = try Self.run(["render", Self.shipped, "--locale", "fr-CA", "--key", "debug.purchaseStarted"])
        #expect(fallback.stdout.contains("debug.purchaseStarted: Purchase started for product com.example.premium\n"))
        let english = try Self.run(["render", Self.shipped, "--locale", "fr-CA", "--key", "user.buttonOK", "--locale", "xx"])
        #expect(english.stdout.contains("== xx\nuser.buttonOK: OK  [en]\n"))
        let bad = try Self.run(["render", Self.shipped, "--locale", "de", "--key", "user.restoreSuccessful", "--arg", "count=three"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("message 'user.restoreSuccessful': 'three' (--arg count=three) is not a valid Int for 'count'"))
    }

    /// A Flutter set (placeholders without examples, as real ones are) previews without `--arg`, as its
    /// app shows it: `$count` for a number without format, no direction marks around arguments.
    @Test func renderPreviewsAFlutterSetWithoutArguments() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"gifts": "{sender} sent you {count, plural, =1{a gift} other{{count} gifts}}", "@gifts": {"placeholders": {"sender": {"type": "String"}, "count": {"type": "int"}}}, "total": "Total: {n}", "@total": {"placeholders": {"n": {"type": "int", "example": "12345"}}}}"#
            .write(to: folder.appendingPathComponent("app_en.arb"), atomically: true, encoding: .utf8)
        try #"{"gifts": "أرسل {sender} {count, plural, zero{لا هدايا} =1{هدية} two{هديتين} few{{count} هدايا} many{{count} هدية} other{{count} هدية}}", "total": "المجموع: {n}"}"#
            .write(to: folder.appendingPathComponent("app_ar.arb"), atomically: true, encoding: .utf8)
        let run = try Self.run(["render", folder.path, "--locale", "ar", "--locale", "de"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "== ar\ngifts: أرسل sender 3 هدايا\ntotal: المجموع: 12345\n== de\ngifts: sender sent you 3 gifts  [en]\ntotal: Total: 12345  [en]\n")
        let bad = try Self.run(["render", folder.path, "--locale", "ar", "--arg", "count=many"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("message 'gifts': 'many' (--arg count=many) is not a valid Int for 'count'"))
    }

    /// Thousands of diagnostics are read one locale or one code at a time: the filter decides what is
    /// printed, counted and the exit status; warnings alone exit 0, as the help says.
    @Test func checkFiltersByLocaleAndCode() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"n": "{count, plural, =1{One file} other{{count} files}}", "@n": {"placeholders": {"count": {"type": "int"}}}}"#
            .write(to: folder.appendingPathComponent("app_en.arb"), atomically: true, encoding: .utf8)
        try #"{"n": "{count, plural, one{{count} файл} other{{count} файлов}}"}"#
            .write(to: folder.appendingPathComponent("app_ru.arb"), atomically: true, encoding: .utf8)
        try #"{"n": "{count, plural, =1{Один файл} few{{count} файли} many{{count} файлів} other{{count} файлу}}"}"#
            .write(to: folder.appendingPathComponent("app_uk.arb"), atomically: true, encoding: .utf8)
        let all = try Self.run(["check", folder.path])
        #expect(all.status == 1)
        #expect(all.stdout.contains("msgc: 3 catalogs, 1 error, 2 warnings\n"))
        let russian = try Self.run(["check", folder.path, "--locale", "ru"])
        #expect(russian.status == 0, "warnings alone exit 0")
        #expect(russian.stderr.contains("app_ru.arb:1:9: warning: plural 'count' has no 'few' case"))
        #expect(!russian.stderr.contains("app_uk.arb"))
        #expect(russian.stdout.contains("msgc: 3 catalogs, 0 errors, 2 warnings (of 3 diagnostics in all)\n"))
        let exact = try Self.run(["check", folder.path, "--code", "flutter-exact-for-category"])
        #expect(exact.status == 1)
        #expect(exact.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.count == 1)
        #expect(exact.stderr.contains("app_uk.arb:1:"))
        let typo = try Self.run(["check", folder.path, "--code", "flutter-plurl-fallback"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean"))
    }
}
