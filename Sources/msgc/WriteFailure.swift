import Foundation

/// Why msgc could not write a file, in words a developer acts on: `msgc: cannot write
/// /x/y.swift: permission denied (the directory is read-only)`. Never Foundation's error domains.
struct WriteFailure: Error, CustomStringConvertible {
    let path: String
    let reason: String
    /// For a failure while writing several files as one change (`AtomicFile.write(_:)`): the files
    /// already replaced when it happened, oldest first; empty when none was. Nil for a single file.
    var replaced: [String]? = nil

    var description: String {
        switch replaced {
        case nil: "cannot write \(path): \(reason)"
        case let replaced? where replaced.isEmpty: "cannot write \(path): \(reason); nothing was written, every file is as it was"
        case let replaced?: "cannot write \(path): \(reason); \(replaced.joined(separator: ", ")) had already been replaced, the other files are as they were"
        }
    }

    /// The failure for `errno` from an operation on `path` (or the directory it goes into).
    init(path: String, errno code: Int32) {
        self.path = path
        self.reason = Self.reason(for: code, path: path)
    }

    init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// This failure as part of a change to several files, `replaced` of them already done.
    func inChange(replaced: [String]) -> WriteFailure {
        var failure = self
        failure.replaced = replaced
        return failure
    }

    /// A readable reason for the errno values writing a file can meet; strerror for the rest.
    static func reason(for code: Int32, path: String) -> String {
        switch code {
        case EACCES, EPERM:
            "permission denied (\(Self.directoryIsWritable(of: path) ? "the file is read-only or locked" : "the directory is read-only"))"
        case EROFS: "the file system is read-only"
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is used up"
        case ENOTDIR: "a part of the path is a file, not a directory"
        case EISDIR: "it is a directory"
        case ENOENT: "no such file or directory"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "too many symbolic links on the way"
        case EIO: "an input/output error on the device"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// Whether this process may create files in `path`'s directory (so EACCES is about the file).
    private static func directoryIsWritable(of path: String) -> Bool {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return access(directory, W_OK) == 0
    }
}
