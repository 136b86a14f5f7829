import Foundation
import Testing

/// What msgc does with an output that is not a plain file: a named pipe (or a device, or a link to
/// one) is refused and left as it is; a symbolic link is written through, the link staying a link.
@Suite struct OutputFileKindTests {
    /// `MsgcCommandTests.run` with a deadline: msgc once opened a FIFO output for reading to compare
    /// its content, which waits for a writer that never comes.
    static func run(_ arguments: [String], in directory: URL, seconds: Double = 120) throws -> MsgcCommandTests.Run {
        let out = directory.appendingPathComponent("stdout.txt"), err = directory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let process = Process()
        process.executableURL = MsgcCommandTests.msgc
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let finished = !process.isRunning
        if !finished { process.terminate() }
        process.waitUntilExit()
        #expect(finished, "msgc \(arguments.joined(separator: " ")) was still running after \(Int(seconds)) s")
        return MsgcCommandTests.Run(status: process.terminationStatus,
                                    stdout: try String(contentsOf: out, encoding: .utf8), stderr: try String(contentsOf: err, encoding: .utf8))
    }

    static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    static let commands: [[String]] = [
        ["compile", MsgcCommandTests.shipped, "--output"],
        ["export", MsgcCommandTests.shipped, "--locale", "de", "--format", "po", "--output"],
        ["status", MsgcCommandTests.shipped, "--format", "json", "--output"],
    ]

    @Test(arguments: commands, [false, true])
    func aNamedPipeIsRefusedAndStaysOne(_ command: [String], throughLink: Bool) throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("out.pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let output = throughLink ? directory.appendingPathComponent("out.link").path : fifo
        if throughLink { try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: "out.pipe") }
        let run = try Self.run(command + [output], in: directory)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("msgc: cannot write \(output): it \(throughLink ? "links to" : "is") a named pipe (FIFO), not a regular file"), "\(run.stderr)")
        #expect(Self.fileType(fifo) == S_IFIFO)
        if throughLink { #expect(Self.fileType(output) == S_IFLNK) }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == (throughLink ? ["out.link", "out.pipe"] : ["out.pipe"]), "no temporary file left behind")
    }

    /// `--output` a link (relative, into another folder): the file it names gets the output, in that
    /// folder, and the link is still the link.
    @Test(arguments: commands)
    func aLinkIsWrittenThroughAndStaysALink(_ command: [String]) throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shared = directory.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let target = shared.appendingPathComponent("output.txt")
        try Data("the previous output\n".utf8).write(to: target)
        let link = directory.appendingPathComponent("output.link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "shared/output.txt")
        let run = try Self.run(command + [link], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.fileType(link) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "shared/output.txt")
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written != "the previous output\n" && written.count > 1000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path) == ["output.txt"])
    }

    /// A migration into a folder whose catalog is a link to a shared file updates the shared file.
    @Test func aMigrationWritesThroughALinkedCatalog() throws {
        let app = try ImportAtomicityTests.App(["en": [("hello", "Hello"), ("bye", "Goodbye")]])
        defer { app.remove() }
        let shared = app.root.appendingPathComponent("shared/en.arb")
        try FileManager.default.createDirectory(at: shared.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(ImportAtomicityTests.previousEnglish.utf8).write(to: shared)
        let link = app.into.appendingPathComponent("en.arb").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: shared.path)
        let run = try Self.run(["import", app.app.path, "--into", app.into.path], in: app.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.fileType(link) == S_IFLNK)
        let english = try String(contentsOf: shared, encoding: .utf8)
        #expect(english.contains("\"user.hello\": \"Hello\"") && english.contains("\"user.bye\": \"Goodbye\""), "\(english)")
    }
}
