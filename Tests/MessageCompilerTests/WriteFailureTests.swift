import Foundation
import OutputFiles
import Testing

/// msgc's write errors in words, and the cleanup its signal handler runs, tested without the
/// conditions themselves: tests run as root, whom no read-only directory stops.
@Suite struct WriteFailureTests {
    @Test func permissionProblemsReadAsSuch() {
        #expect(WriteFailure(path: "/x/y.swift", errno: EACCES).description == "cannot write /x/y.swift: permission denied (the directory is read-only: msgc replaces a file by renaming a new one over it, which needs a writable directory)")
        let writable = FileManager.default.temporaryDirectory.appendingPathComponent("y.swift").path
        #expect(WriteFailure(path: writable, errno: EACCES).description == "cannot write \(writable): permission denied (the file is read-only or locked)")
        #expect(WriteFailure(path: "/x/y.swift", errno: EROFS).description == "cannot write /x/y.swift: the file system is read-only")
        #expect(WriteFailure(path: "/x/y.swift", errno: ENOSPC).description == "cannot write /x/y.swift: no space left on the device")
    }

    @Test(arguments: [EACCES, EPERM, EROFS, ENOSPC, EDQUOT, ENOTDIR, EISDIR, ENOENT, ENAMETOOLONG, ELOOP, EIO, EBUSY, EXDEV])
    func noErrnoReadsLikeAFoundationError(_ code: Int32) {
        let text = WriteFailure(path: "/x/y.swift", errno: code).description
        #expect(text.hasPrefix("cannot write /x/y.swift: "))
        #expect(!text.contains("Domain") && !text.contains("Code=") && !text.contains("Error"), "\(text)")
    }

    @Test func theSignalCleanupRemovesTheRegisteredFileOnly() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(".cleanup-\(UUID().uuidString).tmp")
        try Data("partial".utf8).write(to: file)
        TemporaryFileCleanup.withSignalsBlocked { TemporaryFileCleanup.register(file.path) }
        #expect(TemporaryFileCleanup.removePending())
        #expect(!FileManager.default.fileExists(atPath: file.path))
        TemporaryFileCleanup.withSignalsBlocked { TemporaryFileCleanup.unregister() }
        #expect(!TemporaryFileCleanup.removePending(), "nothing registered after a finished write")
    }

    @Test func outputPathsResolveLinksAndDotDot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("resolve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("real"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link").path, withDestinationPath: "real")
        let real = OutputPath.resolved(directory.appendingPathComponent("real").path)
        #expect(OutputPath.resolved(directory.appendingPathComponent("link/new/../de.arb").path) == real + "/de.arb")
        #expect(OutputPath.resolved(directory.appendingPathComponent("link/./x/y.swift").path) == real + "/x/y.swift")
        #expect(throws: (any Error).self) {
            try OutputPath.refuse(directory.appendingPathComponent("link/../real/de.arb").path, catalogDirectory: real, anywhereInside: false)
        }
        try OutputPath.refuse(directory.appendingPathComponent("real/report.html").path, catalogDirectory: real, anywhereInside: false)
        try OutputPath.refuse(directory.appendingPathComponent("realistic/x.swift").path, catalogDirectory: real, anywhereInside: true)
    }
}
