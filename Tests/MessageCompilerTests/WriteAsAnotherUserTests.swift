import Foundation
import Testing

/// setpriv(1), which runs a program as another user where the tests run as root.
private let anotherUser: URL? = geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    ? URL(fileURLWithPath: "/usr/bin/setpriv") : nil

/// msgc run as an ordinary user (`nobody`, through setpriv: tests run as root, whom no permission
/// stops) over files and folders of another user: it takes over no file it may not write, keeps the
/// mode of one it may, and says why a read-only or sticky folder stops it.
@Suite(.enabled(if: anotherUser != nil))
struct WriteAsAnotherUserTests {
    static let nobody: uid_t = 65534

    /// `compile` of `output`'s catalogs to its file, as uid and gid 65534 with no other group.
    static func compileAsNobody(_ output: ReplacedFileTests.Output) throws -> MsgcCommandTests.Run {
        let process = Process()
        process.executableURL = anotherUser
        process.arguments = ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", MsgcCommandTests.msgc.path,
                             "compile", output.catalogs, "--output", output.file.path, "--quiet"]
        return try MsgcCommandTests.collect(process)
    }

    /// A folder of mode `folderMode` holding root's `Messages.swift` of mode `fileMode`.
    static func rootsOutput(folderMode: mode_t, fileMode: mode_t) throws -> ReplacedFileTests.Output {
        let output = try ReplacedFileTests.Output(mode: Int(fileMode))
        #expect(chmod(output.directory.path, folderMode) == 0)
        return output
    }

    /// Owner, group and mode.
    static func owner(_ path: String) -> [Int] {
        let status = ReplacedFileTests.status(path)
        return [Int(status.st_uid), Int(status.st_gid), Int(status.st_mode & 0o7777)]
    }

    /// Root's file that nobody may not replace, and why: (folder mode, file mode, reason; `FOLDER`
    /// stands for the folder). A 0644 file in a folder everyone may write: a rename would have given
    /// nobody a file nobody may not write. A read-only folder: a writable file is not enough. A
    /// sticky folder (as /tmp is): only a file's owner may replace it, whoever may write it.
    static let refusals: [(folder: mode_t, file: mode_t, reason: String)] = [
        (0o777, 0o644, "permission denied (it is not writable for this user: mode 0644, owner uid 0); it was left as it is"),
        (0o755, 0o666, "permission denied (the directory is read-only: msgc replaces a file by renaming a new one over it, which needs a writable directory)"),
        (0o1777, 0o666, "permission denied (its directory FOLDER is sticky, as /tmp is, and the file is another user's, uid 0: only its owner may replace it); it was left as it is"),
    ]

    @Test(arguments: refusals.indices)
    func anotherUsersFileIsLeftAsItIsAndTheMessageSaysWhy(_ index: Int) throws {
        let (folder, file, reason) = Self.refusals[index]
        let output = try Self.rootsOutput(folderMode: folder, fileMode: file)
        defer { output.remove() }
        let run = try Self.compileAsNobody(output)
        #expect(run.status == 1)
        let expected = reason.replacingOccurrences(of: "FOLDER", with: output.directory.path)
        #expect(run.stderr == "msgc: cannot write \(output.file.path): \(expected)\n")
        #expect(output.contents == ReplacedFileTests.Output.previous)
        #expect(Self.owner(output.file.path) == [0, 0, Int(file)])
        #expect(output.names == ["Messages.swift"])
    }

    /// Root's 0666 file, which anyone may write: replaced, with its mode; owner and group become
    /// nobody's, for nobody may not give a file to root nor to a group it is not in.
    @Test func aFileEveryoneMayWriteKeepsItsMode() throws {
        let output = try Self.rootsOutput(folderMode: 0o777, fileMode: 0o666)
        defer { output.remove() }
        let run = try Self.compileAsNobody(output)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(output.contents != ReplacedFileTests.Output.previous)
        #expect(Self.owner(output.file.path) == [Int(Self.nobody), Int(Self.nobody), 0o666])
    }
}
