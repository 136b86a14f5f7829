import Foundation
import Testing

/// An import or migration changes every catalog it means to, or none: one that cannot read a catalog
/// it would rewrite stops before writing, and one whose last file cannot be written leaves the
/// first ones as they were. Tests run as root, whom no read-only directory stops, so a write fails
/// here by a directory in the way or a file size limit (`ulimit -f`).
@Suite struct ImportAtomicityTests {
    typealias Workspace = MsgcImportSafetyTests.Workspace

    /// msgc with `environment` added and, with `fileSizeLimit` (in blocks of `ulimit -f`), every file
    /// it writes limited in size, so that a large write fails (EFBIG: msgc ignores SIGXFSZ) and a
    /// small one does not.
    static func run(_ arguments: [String], environment: [String: String] = [:], fileSizeLimit: Int? = nil) throws -> MsgcCommandTests.Run {
        let process = Process()
        if let fileSizeLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\"", MsgcCommandTests.msgc.path] + arguments
        } else {
            process.executableURL = MsgcCommandTests.msgc
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        return try fileSizeLimit == nil ? MsgcCommandTests.collect(process) : collectWithFileSizeSignal(process)
    }

    /// `MsgcCommandTests.collect(_:)` with SIGXFSZ let through to the child, as a terminal or a build
    /// system lets it through: the test runner's threads block it, and a child inherits the mask,
    /// so that msgc would never meet the signal that `ulimit -f` sends.
    static func collectWithFileSizeSignal(_ process: Process) throws -> MsgcCommandTests.Run {
        var fileSize = sigset_t(), previous = sigset_t()
        sigemptyset(&fileSize)
        sigaddset(&fileSize, SIGXFSZ)
        pthread_sigmask(SIG_UNBLOCK, &fileSize, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try MsgcCommandTests.collect(process)
    }

    /// What msgc says when `path` outgrows a `fileSizeLimit` of 16: 8192 bytes where sh counts
    /// blocks of 512 bytes (dash, POSIX), 16384 where it counts KiB (bash).
    static func fileSizeLimitMessages(_ path: String) -> [String] {
        [8192, 16384].map { "msgc: cannot write \(path): file too large (the file size limit, ulimit -f, is \($0) bytes)" }
    }

    /// 1-based line and column of the first `text` after the first `after` (or from the start).
    static func position(of text: String, in file: String, after: String? = nil) throws -> String {
        let start = try after.map { try #require(file.range(of: $0)).upperBound } ?? file.startIndex
        let found = try #require(file.range(of: text, range: start..<file.endIndex))
        let before = file[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.utf8.count - (before.lastIndex(of: "\n").map { before.utf8.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(line):\(column)"
    }

    // MARK: - An unreadable catalog is never rewritten

    /// How a translator's `de.arb` (or another catalog) becomes unreadable, and the diagnostic code.
    static let breakages: [(file: String, breakage: String, code: String)] = [
        ("de.arb", "trailing comma", "json-syntax"),
        ("de.arb", "duplicate key", "duplicate-key"),
        ("de.arb", "no @@locale", "missing-locale"),
        ("fr.arb", "trailing comma", "json-syntax"),
    ]

    static func breaking(_ text: String, _ breakage: String) throws -> String {
        switch breakage {
        case "trailing comma":
            let end = try #require(text.range(of: "\n}", options: .backwards))
            return text.replacingCharacters(in: end, with: ",\n}")
        case "duplicate key":
            let key = try #require(text.range(of: "\"@@locale\""))
            let locale = try #require(text.range(of: "\n", range: key.upperBound..<text.endIndex))
            return text.replacingCharacters(in: locale, with: "\n  \"error.purchaseCancelled\": \"Abgebrochen.\",\n")
        default:
            let locale = try #require(text.range(of: "  \"@@locale\": \"de\",\n"))
            return text.replacingCharacters(in: locale, with: "")
        }
    }

    /// A translator's XLIFF or PO with one new translation, merged into a folder where a catalog
    /// cannot be read: exit 1, the reader's error at its place in that catalog, no byte changed.
    @Test(arguments: ["xliff", "po"], ImportAtomicityTests.breakages.indices)
    func anImportIntoAFolderWithAnUnreadableCatalogChangesNothing(_ format: String, _ index: Int) throws {
        let (name, breakage, code) = Self.breakages[index]
        let work = try Workspace()
        defer { work.remove() }
        let catalog = work.catalogs.appendingPathComponent(name)
        let broken = try Self.breaking(try String(contentsOf: catalog, encoding: .utf8), breakage)
        try Data(broken.utf8).write(to: catalog)
        let file: String
        if format == "xliff" {
            file = try work.write(Array("""
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff version="1.2"><file source-language="en" target-language="de" datatype="plaintext" original="en.arb"><body>
                <trans-unit id="error.purchaseCancelled"><source>The purchase was canceled.</source><target state="translated">Kauf abgebrochen.</target></trans-unit>
                </body></file></xliff>

                """.utf8), "de.xlf")
        } else {
            file = try work.write(Array("""
                msgid ""
                msgstr ""
                "Language: de\\n"

                msgctxt "error.purchaseCancelled"
                msgid "The purchase was canceled."
                msgstr "Kauf abgebrochen."

                """.utf8), "de.po")
        }
        let before = try work.snapshot()
        let run = try Self.run(["import", file, "--into", work.catalogsPath])
        #expect(run.status == 1, "\(format) into \(name) with a \(breakage): \(run.stdout) \(run.stderr)")
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        let expected: String
        switch breakage {
        case "duplicate key":
            let at = try Self.position(of: "\"error.purchaseCancelled\"", in: broken, after: "Abgebrochen.")
            expected = "\(catalog.path):\(at): error: key 'error.purchaseCancelled' appears twice with different values; the first is on line 3, and JSON readers (a Flutter app's too) keep this later one [duplicate-key]"
        case "no @@locale":
            expected = "\(catalog.path):1:1: error: the catalog has no \"@@locale\" [missing-locale]"
        default:
            expected = "\(catalog.path):"
        }
        #expect(errors.contains { $0.hasPrefix(expected) && $0.hasSuffix("[\(code)]") }, "\(run.stderr)")
        #expect(run.stderr.contains("msgc: \(catalog.path) cannot be read (see above)"), "\(run.stderr)")
        #expect(run.stderr.contains("Nothing was written; every catalog is as it was"), "\(run.stderr)")
        #expect(try work.snapshot() == before)
    }

    // MARK: - Apple migrations: read everything, write everything or nothing

    /// An app with `Localizable.strings` in each of `tables` (locale → entries), and an `into` folder.
    struct App {
        let root: URL
        let app: URL
        let into: URL

        init(_ tables: [String: [(String, String)]]) throws {
            root = try MsgcCommandTests.temporaryDirectory()
            app = root.appendingPathComponent("App")
            into = root.appendingPathComponent("L")
            try FileManager.default.createDirectory(at: into, withIntermediateDirectories: true)
            for (locale, entries) in tables {
                let lproj = app.appendingPathComponent("\(locale).lproj")
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
                let text = entries.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
                try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
            }
        }

        /// The catalog an earlier migration left, which the next one merges into.
        func write(_ text: String, _ name: String) throws {
            try Data(text.utf8).write(to: into.appendingPathComponent(name))
        }

        func snapshot() throws -> [String: Data] { try MsgcWriteSafetyTests.contents(of: into) }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static let previousEnglish = """
        {
          "@@locale": "en",
          "user.hello": "Hello",
          "@user.hello": {"description": "Imported from Localizable: hello", "x-apple-key": "hello"}
        }

        """

    @Test(arguments: ["trailing comma", "duplicate key"])
    func aMigrationOverAnUnreadableCatalogChangesNothing(_ breakage: String) throws {
        let app = try App(["en": [("hello", "Hello"), ("bye", "Goodbye")], "fr": [("hello", "Bonjour"), ("bye", "Au revoir")]])
        defer { app.remove() }
        try app.write(Self.previousEnglish, "en.arb")
        let french = breakage == "trailing comma"
            ? "{\n  \"@@locale\": \"fr\",\n  \"user.hello\": \"Salut\",\n}\n"
            : "{\n  \"@@locale\": \"fr\",\n  \"user.hello\": \"Salut\",\n  \"user.hello\": \"Bonjour\"\n}\n"
        try app.write(french, "fr.arb")
        let before = try app.snapshot()
        let run = try Self.run(["import", app.app.path, "--into", app.into.path])
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        let fr = app.into.appendingPathComponent("fr.arb").path
        let expected = breakage == "trailing comma" ? "\(fr):3:24: error: invalid JSON: trailing comma before '}'; JSON does not allow one [json-syntax]" : "\(fr):4:3: error: key 'user.hello' appears twice with different values; the first is on line 3, and JSON readers (a Flutter app's too) keep this later one [duplicate-key]"
        #expect(run.stderr.split(separator: "\n").contains { $0.hasPrefix(expected) }, "\(run.stderr)")
        #expect(run.stderr.contains("msgc: \(fr) cannot be read (see above); a migration runs only"), "\(run.stderr)")
        #expect(try app.snapshot() == before)
    }

    /// The second table's catalog cannot be written (a directory where fr.arb goes): exit 1, and
    /// the first table's catalog, which the migration would have changed, is as it was.
    @Test func aMigrationWhoseSecondCatalogCannotBeWrittenLeavesTheFirstAlone() throws {
        let app = try App(["en": [("hello", "Hello"), ("bye", "Goodbye")], "fr": [("hello", "Bonjour"), ("bye", "Au revoir")]])
        defer { app.remove() }
        try app.write(Self.previousEnglish, "en.arb")
        try FileManager.default.createDirectory(at: app.into.appendingPathComponent("fr.arb"), withIntermediateDirectories: true)
        let before = try app.snapshot()
        let run = try Self.run(["import", app.app.path, "--into", app.into.path])
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.contains(app.into.appendingPathComponent("fr.arb").path + ": "), "\(run.stderr)")
        #expect(try app.snapshot() == before)
    }

    /// The same when the failure comes while writing: fr.arb is too large for the file size limit
    /// (EFBIG, as a full disk or a quota would fail it), en.arb is small and written first. With the
    /// usual unnamed temporary files and with named ones (a test-only hook).
    @Test(arguments: ["", "named"])
    func aMigrationWhoseLastWriteFailsLeavesTheEarlierCatalogsAsTheyWere(_ hook: String) throws {
        let long = String(repeating: "Une phrase française assez longue pour remplir le fichier. ", count: 40)
        let keys = (1...20).map { "message\($0)" }
        let app = try App(["en": keys.map { ($0, "Hi") }, "fr": keys.map { ($0, long) }])
        defer { app.remove() }
        try app.write(Self.previousEnglish, "en.arb")
        let before = try app.snapshot()
        // 16 blocks: 8 KiB (or 16 KiB where a block is 1 KiB); en.arb is about 3 KiB, fr.arb over 40.
        let run = try Self.run(["import", app.app.path, "--into", app.into.path], environment: ["MSGC_TEST_INTERRUPT_WRITE": hook], fileSizeLimit: 16)
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        let fr = app.into.appendingPathComponent("fr.arb").path
        let expected = Self.fileSizeLimitMessages(fr).map { $0 + "; nothing was written, every file is as it was\n" }
        #expect(expected.contains { run.stderr.hasSuffix($0) }, "\(run.stderr)")
        #expect(try app.snapshot() == before, "en.arb unchanged, no fr.arb, no temporary file")
        // Without the limit the same migration writes both.
        let unlimited = try Self.run(["import", app.app.path, "--into", app.into.path])
        #expect(unlimited.status == 0, "\(unlimited.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.into.path).sorted() == ["en.arb", "fr.arb"])
    }

    /// msgc stops once every temporary file of a migration is written (a test-only hook), then gets
    /// SIGTERM: every one of them is removed, and no catalog changed.
    @Test func aSignalBeforeTheRenamesRemovesEveryTemporaryFile() throws {
        let app = try App(["en": [("hello", "Hello"), ("bye", "Goodbye")], "fr": [("hello", "Bonjour"), ("bye", "Au revoir")], "de": [("hello", "Hallo"), ("bye", "Tschüss")]])
        defer { app.remove() }
        try app.write(Self.previousEnglish, "en.arb")
        let before = try app.snapshot()
        let process = Process()
        process.executableURL = MsgcCommandTests.msgc
        process.arguments = ["import", app.app.path, "--into", app.into.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["MSGC_TEST_INTERRUPT_WRITE": "pause-named"]) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Wait for the pause announcement, after whatever the migration reports first.
        var announced = Data()
        while !String(decoding: announced, as: UTF8.self).contains("msgc: test: paused while writing") || announced.last != UInt8(ascii: "\n") {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            announced += chunk
        }
        let text = String(decoding: announced, as: UTF8.self)
        #expect(text.contains("msgc: test: paused while writing"), "\(text)")
        let temporaries = try FileManager.default.contentsOfDirectory(atPath: app.into.path).filter { $0.hasSuffix(".tmp") }
        #expect(temporaries.count == 3, "one temporary file per catalog while paused: \(temporaries)")
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("msgc did not end on SIGTERM")
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(try app.snapshot() == before)
    }

    // MARK: - Two units for one key

    @Test func anXLIFFWithTwoUnitsForOneKeyIsRefusedAtTheSecond() throws {
        let work = try Workspace()
        defer { work.remove() }
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2"><file source-language="en" target-language="de" datatype="plaintext" original="en.arb"><body>
            <trans-unit id="error.purchaseCancelled"><source>The purchase was canceled.</source><target state="translated">Kauf abgebrochen.</target></trans-unit>
            <group>
              <trans-unit id="error.purchaseCancelled"><source>The purchase was canceled.</source><target state="translated">Abgebrochen.</target></trans-unit>
            </group>
            </body></file></xliff>

            """
        let file = try work.write(Array(xliff.utf8), "de.xlf")
        let before = try work.snapshot()
        let run = try Self.run(["import", file, "--into", work.catalogsPath])
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        let first = try #require(run.stderr.split(separator: "\n").first)
        #expect(first == "\(file):5:3: error: a second <trans-unit> for 'error.purchaseCancelled'; the first is on line 3 [import-syntax]")
        #expect(run.stderr.contains("nothing was imported"))
        #expect(try work.snapshot() == before)
    }

    /// Ids need be unique only within a `<file>`, but every `<file>` goes into one catalog.
    @Test func anXLIFFWithOneKeyInTwoFilesIsRefusedAtTheSecond() throws {
        let work = try Workspace()
        defer { work.remove() }
        let file = """
            <file source-language="en" target-language="de" datatype="plaintext" original="%@"><body>
              <trans-unit id="error.purchaseCancelled"><source>The purchase was canceled.</source><target state="translated">%@</target></trans-unit>
            </body></file>
            """
        let xliff = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">\n"
            + String(format: file, "en.arb", "Kauf abgebrochen.") + "\n" + String(format: file, "more.arb", "Abgebrochen.") + "\n</xliff>\n"
        let path = try work.write(Array(xliff.utf8), "de.xlf")
        let before = try work.snapshot()
        let run = try ImportAtomicityTests.run(["import", path, "--into", work.catalogsPath])
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        let first = try #require(run.stderr.split(separator: "\n").first)
        #expect(first == "\(path):7:3: error: a second <trans-unit> for 'error.purchaseCancelled' in another <file>; the first is on line 4 [import-syntax]")
        #expect(try work.snapshot() == before)
    }
}

/// Running a migration again over its own result: each table's message keeps its own key.
@Suite struct RepeatedMigrationTests {
    /// Two tables with the key "title" got user.title and user.title2; the second run once gave both
    /// tables user.title, so the Errors table's text replaced the shop's title.
    @Test func twoTablesWithOneKeyKeepTheirOwnMessagesTheSecondTime() throws {
        let app = try ImportAtomicityTests.App(["en": [("title", "Shop")], "fr": [("title", "Boutique")]])
        defer { app.remove() }
        for (locale, text) in [("en", "Something went wrong"), ("fr", "Une erreur est survenue")] {
            try Data("\"title\" = \"\(text)\";\n".utf8).write(to: app.app.appendingPathComponent("\(locale).lproj/Errors.strings"))
        }
        let first = try MsgcCommandTests.run(["import", app.app.path, "--into", app.into.path])
        #expect(first.status == 0, "\(first.stderr)")
        let english = try String(contentsOf: app.into.appendingPathComponent("en.arb"), encoding: .utf8)
        #expect(english.contains("\"user.title\": \"Something went wrong\"") && english.contains("\"user.title2\": \"Shop\""), "\(english)")
        let after = try app.snapshot()
        let second = try MsgcCommandTests.run(["import", app.app.path, "--into", app.into.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try app.snapshot() == after, "the same tables migrate to the same catalogs")
    }
}
