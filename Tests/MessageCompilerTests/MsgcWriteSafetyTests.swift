import Foundation
import Testing

/// Where msgc writes and how: never over a catalog, never a temporary file left behind (not on an
/// error, not on SIGTERM), and a failure says why in plain words.
@Suite struct MsgcWriteSafetyTests {
    static func run(_ arguments: [String]) throws -> MsgcCommandTests.Run { try MsgcCommandTests.run(arguments) }

    static func copyOfShipped(in directory: URL) throws -> URL {
        let catalogs = directory.appendingPathComponent("L")
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Localizations"), to: catalogs)
        return catalogs
    }

    static func contents(of directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: directory.path) {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            result[name] = !exists || isDirectory.boolValue ? Data() : try Data(contentsOf: url)
        }
        return result
    }

    @Test(arguments: [
        ["compile", "L", "--output", "L/de.arb"],
        ["compile", "L", "--output", "L/../L/Generated/Messages.swift"],
        ["compile", "L", "--output", "link/de.arb"],
        ["compile", "link/", "--output", "L/Messages.swift"],
        ["export", "L", "--locale", "de", "--format", "po", "--output", "L/fr.arb"],
        ["status", "L", "--format", "json", "--output", "link/en.arb"],
    ])
    func anOutputInTheCatalogDirectoryIsRefusedAndNothingIsTouched(_ arguments: [String]) throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.copyOfShipped(in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link").path, withDestinationPath: "L")
        let before = try Self.contents(of: directory)
        let run = try Self.run(arguments.map { $0.hasPrefix("L") || $0.hasPrefix("link") ? directory.appendingPathComponent($0).path : $0 })
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("is a catalog in") || run.stderr.contains("is inside the catalog directory"), "\(run.stderr)")
        #expect(try Self.contents(of: directory) == before)
    }

    @Test func anOutputBesideTheCatalogsIsFine() throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalogs = try Self.copyOfShipped(in: directory)
        let run = try Self.run(["compile", catalogs.path, "--output", catalogs.appendingPathComponent("../Messages.swift").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["L", "Messages.swift"])
    }

    /// Tests run as root, which no read-only directory stops; a regular file where a directory
    /// should be stops everyone. (The errno wording itself is tested in `WriteFailureTests`.)
    @Test func aPathThroughAFileGivesAReadableErrorAndExitOne() throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        let output = file.appendingPathComponent("Generated/Messages.swift").path
        let run = try Self.run(["compile", MsgcCommandTests.shipped, "--output", output])
        #expect(run.status == 1)
        #expect(run.stderr == "msgc: cannot write \(output): a part of the path is a file, not a directory\n")
        let intoDirectory = try Self.run(["compile", MsgcCommandTests.shipped, "--output", directory.path])
        #expect(intoDirectory.status == 1)
        #expect(intoDirectory.stderr == "msgc: cannot write \(directory.path): it is a directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["plain-file"], "no temporary file left")
    }

    /// msgc stops after writing its temporary file (a test-only hook), then gets `signal`: the
    /// previous output stays byte for byte and no temporary file remains, named or not.
    @Test(arguments: [("pause", SIGTERM), ("pause-named", SIGTERM), ("pause-named", SIGINT), ("pause", SIGKILL)])
    func aSignalDuringTheWriteLeavesNothingBehind(_ example: (String, Int32)) throws {
        let (hook, signal) = example
        #if !os(Linux)
        if signal == SIGKILL { return }  // only O_TMPFILE survives SIGKILL without a trace
        #endif
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Messages.swift")
        let previous = Data("// the previous build's output\n".utf8)
        try previous.write(to: output)
        let process = Process()
        process.executableURL = MsgcCommandTests.msgc
        process.arguments = ["compile", MsgcCommandTests.shipped, "--output", output.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["MSGC_TEST_INTERRUPT_WRITE": hook]) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Wait for the pause announcement (a line on stderr), however long the compile takes.
        var announced = Data()
        while !announced.contains(UInt8(ascii: "\n")) {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            announced += chunk
        }
        let line = String(decoding: announced, as: UTF8.self)
        #expect(line.hasPrefix("msgc: test: paused while writing"), "\(line)")
        if hook == "pause-named" {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names.count == 2 && names.contains { $0.hasPrefix(".Messages.swift.") && $0.hasSuffix(".tmp") }, "the temporary file exists while paused: \(names)")
        }
        kill(process.processIdentifier, signal)
        // Not a timing goal: a msgc that ignored the signal must fail the test, not hang it.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("msgc did not end on signal \(signal)")
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Messages.swift"])
        #expect(try Data(contentsOf: output) == previous)
    }

    /// Whether this machine lets a test mount a small file system of its own (`unshare -m`, root).
    static let canMountSmallDisk: Bool = {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-m", "/bin/sh", "-c", "mount -t tmpfs -o size=64k tmpfs /tmp"]
        return (try? MsgcCommandTests.collect(process).status) == 0
    }()

    /// A full disk (a 64 KiB tmpfs, in a mount namespace of the test's own, for about 90 KiB of
    /// generated Swift): a message, the previous output as it was, no temporary file.
    @Test(.enabled(if: MsgcWriteSafetyTests.canMountSmallDisk), arguments: ["", "named"])
    func aFullDiskLeavesThePreviousOutputAndNoTemporaryFile(_ hook: String) throws {
        let folder = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let catalogs = try ReplacedFileTests.catalogs(400, in: folder.appendingPathComponent("L"))
        let script = """
            mount -t tmpfs -o size=64k tmpfs "$1" || exit 99
            printf '// the previous output\\n' > "$1/Messages.swift"
            MSGC_TEST_INTERRUPT_WRITE="$4" "$2" compile "$3" --output "$1/Messages.swift" --quiet
            echo "status $?"
            ls -A "$1"
            cat "$1/Messages.swift"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-m", "/bin/sh", "-c", script, "sh", disk.path, MsgcCommandTests.msgc.path, catalogs, hook]
        let run = try MsgcCommandTests.collect(process)
        #expect(run.stdout == "status 1\nMessages.swift\n// the previous output\n")
        #expect(run.stderr == "msgc: cannot write \(disk.path)/Messages.swift: no space left on the device\n")
    }

    /// What msgc prints to a full disk (/dev/full) or past a file size limit is lost: it says so
    /// and ends with 1, where it used to end with 0 (or die of SIGXFSZ without a word, exit 153).
    @Test(arguments: ["full disk", "file size limit"])
    func aStandardOutputThatCannotBeWrittenIsAnError(_ condition: String) throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("report.txt").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The report is some 3 KB: past one block of `ulimit -f`, 512 bytes or 1 KiB.
        let script = condition == "full disk" ? "exec \"$0\" status \"$1\" > /dev/full" : "ulimit -f 1 && exec \"$0\" status \"$1\" > \"$2\""
        process.arguments = ["-c", script, MsgcCommandTests.msgc.path, MsgcCommandTests.shipped, report]
        let run = try ImportAtomicityTests.collectWithFileSizeSignal(process)
        #expect(run.status == 1)
        let expected = condition == "full disk"
            ? ["no space left on the device"]
            : [512, 1024].map { "file too large (the file size limit, ulimit -f, is \($0) bytes)" }
        #expect(expected.map { "msgc: cannot write the standard output: \($0)\n" }.contains(run.stderr), "\(run.stderr)")
    }

    @Test func theNamedFallbackWritesLikeTheUsualWay() throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let usual = directory.appendingPathComponent("a/Messages.swift").path
        let named = directory.appendingPathComponent("b/Messages.swift").path
        #expect(try Self.run(["compile", MsgcCommandTests.shipped, "--output", usual]).status == 0)
        let process = Process()
        process.executableURL = MsgcCommandTests.msgc
        process.arguments = ["compile", MsgcCommandTests.shipped, "--output", named, "--quiet"]
        process.environment = ProcessInfo.processInfo.environment.merging(["MSGC_TEST_INTERRUPT_WRITE": "named"]) { _, new in new }
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: usual)) == Data(contentsOf: URL(fileURLWithPath: named)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("b").path) == ["Messages.swift"])
        // 0644 less the umask, as any new file.
        let mask = umask(0o022)
        umask(mask)
        for path in [usual, named] {
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(permissions == 0o644 & ~Int(mask), "\(path)")
        }
    }
}
