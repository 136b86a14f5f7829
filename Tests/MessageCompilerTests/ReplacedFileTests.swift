import Foundation
import Testing

/// What a file msgc replaces keeps (mode, owner and group, access control list), the files it leaves
/// as they are (read-only, locked, hard-linked, another user's), and a file size limit reported as
/// an error. The usual unnamed temporary file (Linux) and the named one (a test-only hook; what a Mac
/// always uses) alike.
@Suite struct ReplacedFileTests {
    static let hooks = ["", "named"]

    /// A folder with `Messages.swift` holding an old build's output, mode `mode`, and the catalogs of
    /// `messages` messages in `L` (msgc compiles a few faster than the shipped ones).
    struct Output {
        let directory: URL
        let file: URL
        let catalogs: String
        static let previous = Data("// the previous build's output\n".utf8)

        init(mode: Int = 0o644, name: String = "Messages.swift", messages: Int = 1) throws {
            directory = try MsgcCommandTests.temporaryDirectory()
            file = directory.appendingPathComponent(name)
            try Self.previous.write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
            catalogs = try ReplacedFileTests.catalogs(messages, in: directory.appendingPathComponent("L"))
        }

        /// The folder's files but the catalogs.
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0 != "L" }.sorted() }
        var contents: Data? { try? Data(contentsOf: file) }
        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    /// A folder of one English catalog with `count` described messages: 1 compiles to about 6 KB of
    /// Swift, 400 to about 90 KB. Returns its path.
    static func catalogs(_ count: Int, in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let entries = (0..<count).map {
            "  \"message\($0)\": \"A message long enough to fill the generated file, number \($0).\",\n  \"@message\($0)\": {\"description\": \"Filler.\"}"
        }
        // An app's catalog, with a prefix of its own (without one, compile warns that IAP is the library's).
        try Data("{\n  \"@@locale\": \"en\",\n  \"@@x-type-prefix\": \"Filler\",\n\(entries.joined(separator: ",\n"))\n}\n".utf8)
            .write(to: folder.appendingPathComponent("en.arb"))
        return folder.path
    }

    static func compile(_ output: Output, to path: String? = nil, hook: String, fileSizeLimit: Int? = nil) throws -> MsgcCommandTests.Run {
        try ImportAtomicityTests.run(["compile", output.catalogs, "--output", path ?? output.file.path, "--quiet"],
                                     environment: ["MSGC_TEST_INTERRUPT_WRITE": hook], fileSizeLimit: fileSizeLimit)
    }

    static func status(_ path: String) -> stat {
        var status = stat()
        lstat(path, &status)
        return status
    }

    // MARK: - What a replaced file keeps

    @Test(arguments: [0o600, 0o640, 0o664, 0o755, 0o2664], hooks)
    func aReplacedFileKeepsItsMode(mode: Int, hook: String) throws {
        let output = try Output(mode: mode)
        defer { output.remove() }
        let run = try Self.compile(output, hook: hook)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(output.contents != Output.previous)
        #expect(Int(Self.status(output.file.path).st_mode & 0o7777) == mode, "mode \(String(mode, radix: 8))")
        #expect(output.names == ["Messages.swift"])
    }

    /// Through a link the file it names is replaced, with its mode; the link stays a link.
    @Test(arguments: hooks)
    func aLinkedFileKeepsItsModeAndTheLinkStays(hook: String) throws {
        let output = try Output(mode: 0o600, name: "real.swift")
        defer { output.remove() }
        let link = output.directory.appendingPathComponent("Messages.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.swift")
        let run = try Self.compile(output, to: link.path, hook: hook)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.status(link.path).st_mode & S_IFMT == S_IFLNK)
        #expect(Self.status(output.file.path).st_mode & 0o7777 == 0o600)
        #expect(output.contents != Output.previous)
    }

    /// A migration (several files as one change) keeps each catalog's mode too.
    @Test(arguments: hooks)
    func aMigrationKeepsEachCatalogsMode(hook: String) throws {
        let app = try ImportAtomicityTests.App(["en": [("hello", "Hello there")], "fr": [("hello", "Bonjour")]])
        defer { app.remove() }
        try app.write(ImportAtomicityTests.previousEnglish, "en.arb")
        let english = app.into.appendingPathComponent("en.arb").path
        chmod(english, 0o600)
        let run = try ImportAtomicityTests.run(["import", app.app.path, "--into", app.into.path], environment: ["MSGC_TEST_INTERRUPT_WRITE": hook])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: english, encoding: .utf8).contains("\"user.hello\": \"Hello there\""))
        #expect(Self.status(english).st_mode & 0o7777 == 0o600)
    }

    /// Root may give the new file the old one's owner and group (tests run as root).
    @Test(.enabled(if: geteuid() == 0), arguments: hooks)
    func aReplacedFileKeepsItsOwnerAndGroup(hook: String) throws {
        let output = try Output(mode: 0o664)
        defer { output.remove() }
        #expect(chown(output.file.path, 12345, 23456) == 0)
        let run = try Self.compile(output, hook: hook)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(output.contents != Output.previous)
        let status = Self.status(output.file.path)
        #expect(status.st_uid == 12345 && status.st_gid == 23456, "owner \(status.st_uid):\(status.st_gid)")
    }

    /// A POSIX access control list (set as its extended attribute, with Python: there may be no
    /// setfacl) stays with the file.
    @Test(.enabled(if: ReplacedFileTests.python != nil), arguments: hooks)
    func aReplacedFileKeepsItsAccessControlList(hook: String) throws {
        #if os(Linux)
        let output = try Output(mode: 0o640)
        defer { output.remove() }
        // Owner rw, user 1234 r, group r, mask r, others none.
        let acl = "struct.pack('<I', 2) + b''.join(struct.pack('<HHI', *e) for e in [(1, 6, 0xffffffff), (2, 4, 1234), (4, 4, 0xffffffff), (0x10, 4, 0xffffffff), (0x20, 0, 0xffffffff)])"
        let set = try Self.runPython("import os, struct, sys; os.setxattr(sys.argv[1], 'system.posix_acl_access', \(acl))", output.file.path)
        try #require(set.status == 0, "no ACL on this file system: \(set.stderr)")
        let read = "import os, sys; print(os.getxattr(sys.argv[1], 'system.posix_acl_access').hex())"
        let before = try Self.runPython(read, output.file.path).stdout
        let run = try Self.compile(output, hook: hook)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(output.contents != Output.previous)
        #expect(try Self.runPython(read, output.file.path).stdout == before)
        #expect(Self.status(output.file.path).st_mode & 0o7777 == 0o640)
        #endif
    }

    static let python: URL? = ["/usr/bin/python3", "/usr/local/bin/python3"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    static func runPython(_ code: String, _ arguments: String...) throws -> MsgcCommandTests.Run {
        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", code] + arguments
        return try MsgcCommandTests.collect(process)
    }

    // MARK: - Files left as they are

    @Test(arguments: hooks)
    func aReadOnlyFileIsLeftAsItIs(hook: String) throws {
        let output = try Output(mode: 0o444)
        defer { output.remove() }
        let run = try Self.compile(output, hook: hook)
        #expect(run.status == 1)
        #expect(run.stderr == "msgc: cannot write \(output.file.path): it is read-only (mode 0444); msgc does not replace a read-only file, so it was left as it is: make it writable (chmod u+w) for msgc to write it\n")
        #expect(output.contents == Output.previous)
        #expect(Self.status(output.file.path).st_mode & 0o7777 == 0o444)
        #expect(output.names == ["Messages.swift"])
    }

    /// In a migration a read-only catalog stops the whole change before any file is replaced.
    @Test func aMigrationWithAReadOnlyCatalogWritesNothing() throws {
        let app = try ImportAtomicityTests.App(["en": [("hello", "Hello")], "fr": [("hello", "Bonjour")]])
        defer { app.remove() }
        try app.write(ImportAtomicityTests.previousEnglish, "en.arb")
        try app.write(#"{"@@locale": "fr", "user.hello": "Salut"}"#, "fr.arb")
        let french = app.into.appendingPathComponent("fr.arb").path
        chmod(french, 0o444)
        let before = try app.snapshot()
        let run = try ImportAtomicityTests.run(["import", app.app.path, "--into", app.into.path])
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.hasSuffix("msgc: cannot write \(french): it is read-only (mode 0444); msgc does not replace a read-only file, so it was left as it is: make it writable (chmod u+w) for msgc to write it; nothing was written, every file is as it was\n"), "\(run.stderr)")
        #expect(try app.snapshot() == before)
    }

    /// A rename would leave the other name with the old text: msgc refuses, both names unchanged.
    @Test(arguments: hooks)
    func aHardLinkedFileIsLeftAsItIs(hook: String) throws {
        let output = try Output()
        defer { output.remove() }
        let other = output.directory.appendingPathComponent("other.swift")
        #expect(link(output.file.path, other.path) == 0)
        let run = try Self.compile(output, hook: hook)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("msgc: cannot write \(output.file.path): it has 2 hard links (other names for the same file); replacing it would leave them with the old text"), "\(run.stderr)")
        #expect(run.stderr.contains("make the other names symbolic links, which msgc writes through\n"))
        #expect(output.contents == Output.previous)
        #expect(Self.status(output.file.path).st_ino == Self.status(other.path).st_ino)
        #expect(output.names == ["Messages.swift", "other.swift"])
    }

    /// `chattr +i` / `+a` (root, a file system with the flags): refused before any file is touched,
    /// where a rename used to fail only at the end.
    @Test(.enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr")), arguments: ["+i", "+a"])
    func aLockedFileIsLeftAsItIs(flag: String) throws {
        let output = try Output()
        defer {
            _ = try? Self.chattr("-ia", output.file.path)
            output.remove()
        }
        try #require(try Self.chattr(flag, output.file.path).status == 0, "this file system has no \(flag)")
        let run = try Self.compile(output, hook: "")
        #expect(run.status == 1)
        #expect(run.stderr == "msgc: cannot write \(output.file.path): it is locked (immutable or append-only, lsattr shows it, chattr -i -a undoes it); msgc left it as it is\n")
        #expect(output.contents == Output.previous)
        #expect(output.names == ["Messages.swift"])
    }

    static func chattr(_ flag: String, _ path: String) throws -> MsgcCommandTests.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        return try MsgcCommandTests.collect(process)
    }

    // MARK: - A file size limit

    /// Under `ulimit -f` msgc used to end by SIGXFSZ (exit 153) without a word, leaving the named
    /// temporary file behind; now the write fails with EFBIG, which msgc reports.
    @Test(arguments: hooks)
    func aFileSizeLimitIsReportedAndLeavesNoTemporaryFile(hook: String) throws {
        let output = try Output(messages: 400)
        defer { output.remove() }
        // 16 blocks: 8 or 16 KiB, where the generated file is far larger and the old one fits.
        let run = try Self.compile(output, hook: hook, fileSizeLimit: 16)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(ImportAtomicityTests.fileSizeLimitMessages(output.file.path).map { $0 + "\n" }.contains(run.stderr), "\(run.stderr)")
        #expect(output.contents == Output.previous)
        #expect(output.names == ["Messages.swift"])
    }
}
