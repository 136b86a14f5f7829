import Foundation

/// Why msgc could not write a file, in words a developer acts on: `msgc: cannot write
/// /x/y.swift: permission denied (the directory is read-only)`. Never Foundation's error domains.
package struct WriteFailure: Error, CustomStringConvertible {
    package let path: String
    package let reason: String
    /// For a failure while writing several files as one change (`AtomicFile.write(_:)`): the files
    /// already replaced when it happened, oldest first; empty when none was. Nil for a single file.
    package var replaced: [String]? = nil

    package var description: String {
        switch replaced {
        case nil: "cannot write \(path): \(reason)"
        case let replaced? where replaced.isEmpty: "cannot write \(path): \(reason); nothing was written, every file is as it was"
        case let replaced?: "cannot write \(path): \(reason); \(replaced.joined(separator: ", ")) had already been replaced, the other files are as they were"
        }
    }

    /// The failure for `errno` from an operation on `path` (or the directory it goes into).
    package init(path: String, errno code: Int32) {
        self.path = path
        self.reason = Self.reason(for: code, path: path)
    }

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// This failure as part of a change to several files, `replaced` of them already done.
    package func inChange(replaced: [String]) -> WriteFailure {
        var failure = self
        failure.replaced = replaced
        return failure
    }

    /// A readable reason for the errno values writing a file can meet; strerror for the rest.
    package static func reason(for code: Int32, path: String) -> String {
        switch code {
        case EACCES, EPERM:
            "permission denied (\(Self.directoryIsWritable(of: path) ? "the file is read-only or locked" : "the directory is read-only: msgc replaces a file by renaming a new one over it, which needs a writable directory"))"
        case EROFS: "the file system is read-only"
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is used up"
        case ENOTDIR: "a part of the path is a file, not a directory"
        case EISDIR: "it is a directory"
        case ENOENT: "no such file or directory"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "too many symbolic links on the way"
        case EIO: "an input/output error on the device"
        case EFBIG: Self.fileSizeLimit.map { "file too large (the file size limit, ulimit -f, is \($0) bytes)" } ?? "file too large for the file system"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The failure to write msgc's standard output, found by flushing it (all of C's streams: Swift's
    /// `print` writes through them); nil when everything printed was written. A reader gone away
    /// (`msgc status L | head -1`) is no failure to report.
    package static func standardOutput() -> WriteFailure? {
        guard fflush(nil) != 0 else { return nil }
        let code = errno
        guard code != EPIPE else { return nil }
        return WriteFailure(path: "the standard output", reason: reason(for: code == 0 ? EIO : code, path: "."))
    }

    /// This process's file size limit in bytes (`ulimit -f`), nil when there is none.
    private static var fileSizeLimit: UInt64? {
        var limit = rlimit()
        #if canImport(Darwin)
        guard getrlimit(RLIMIT_FSIZE, &limit) == 0 else { return nil }
        let unlimited: rlim_t = (1 << 63) - 1  // RLIM_INFINITY
        #else
        guard getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0 else { return nil }
        let unlimited: rlim_t = .max  // RLIM_INFINITY
        #endif
        return limit.rlim_cur == unlimited ? nil : UInt64(limit.rlim_cur)
    }

    /// Whether this process may create files in `path`'s directory (so EACCES is about the file).
    private static func directoryIsWritable(of path: String) -> Bool {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return access(directory, W_OK) == 0
    }
}
