import Foundation

/// Replaces a file's content all at once: readers see the old bytes or the new, never a mix, and
/// nothing of a failed or interrupted write stays behind.
///
/// The bytes go to a temporary file in the output's directory (a rename works only within one file
/// system), which is flushed and then renamed over the output. On Linux the temporary file is first
/// unnamed (O_TMPFILE) and gets a name only for the instant between link and rename, with SIGINT,
/// SIGTERM and SIGHUP held back; even SIGKILL leaves nothing. Elsewhere, or where the file system
/// has no O_TMPFILE, it is a named file created exclusively (O_CREAT | O_EXCL, mode 0644 less the
/// umask) and removed on every error and on those signals.
enum AtomicFile {
    /// Set only by msgc's own tests: `named` forces the named temporary file, and `pause` or
    /// `pause-named` stop after the data is written until a signal arrives.
    static let testHookVariable = "MSGC_TEST_INTERRUPT_WRITE"

    /// Writes `bytes` to `path` unless the file already holds exactly them; returns whether it wrote.
    static func write(_ bytes: [UInt8], to path: String) throws(WriteFailure) -> Bool {
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return false }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try makeDirectories(directory, for: path)
        TemporaryFileCleanup.install()
        let hook = ProcessInfo.processInfo.environment[testHookVariable]
        let forceNamed = hook == "named" || hook == "pause-named"
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        if !forceNamed, let descriptor = try openUnnamed(in: directory, for: path) {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            if hook == "pause" { pauseForTest(nil) }
            if try linkAndRename(descriptor, in: directory, to: path) { return true }
        }
        #endif
        try writeNamed(bytes, in: directory, to: path, pause: hook == "pause-named")
        return true
    }

    /// `mkdir -p`, with errno kept for the message.
    private static func makeDirectories(_ directory: String, for path: String) throws(WriteFailure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw WriteFailure(path: path, errno: ENOTDIR)
        }
        let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().path
        if parent != directory { try makeDirectories(parent, for: path) }
        if mkdir(directory, 0o777) != 0 && errno != EEXIST { throw WriteFailure(path: path, errno: errno) }
    }

    #if os(Linux) && (arch(x86_64) || arch(arm64))
    /// O_TMPFILE as glibc defines it on these architectures (Swift does not import the macro).
    private static let openTemporaryFile: Int32 = 0o20000000 | O_DIRECTORY

    /// An unnamed file in `directory`, or nil where the kernel or file system has none.
    private static func openUnnamed(in directory: String, for path: String) throws(WriteFailure) -> Int32? {
        let descriptor = open(directory, openTemporaryFile | O_WRONLY | O_CLOEXEC, 0o644)
        if descriptor >= 0 { return descriptor }
        switch errno {
        case EOPNOTSUPP, EISDIR, EINVAL, ENOENT: return nil
        default: throw WriteFailure(path: path, errno: errno)
        }
    }

    /// Gives the unnamed file a temporary name and renames it over `path`, signals held back;
    /// false when it cannot be linked (no /proc), for the named way to take over.
    private static func linkAndRename(_ descriptor: Int32, in directory: String, to path: String) throws(WriteFailure) -> Bool {
        let failure: Int32? = TemporaryFileCleanup.withSignalsBlocked {
            var temporary = temporaryName(in: directory, for: path)
            while linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) != 0 {
                guard errno == EEXIST else { return errno }
                temporary = temporaryName(in: directory, for: path)
            }
            guard rename(temporary, path) == 0 else {
                let code = errno
                unlink(temporary)
                return code
            }
            return nil
        }
        if failure == ENOENT || failure == EXDEV { return false }
        if let failure { throw WriteFailure(path: path, errno: failure) }
        return true
    }
    #endif

    /// The portable way: an exclusively created named file, registered for removal on signals.
    private static func writeNamed(_ bytes: [UInt8], in directory: String, to path: String, pause: Bool) throws(WriteFailure) {
        let (descriptor, temporary, code): (Int32, String, Int32) = TemporaryFileCleanup.withSignalsBlocked {
            while true {
                let name = temporaryName(in: directory, for: path)
                let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                if descriptor >= 0 {
                    TemporaryFileCleanup.register(name)
                    return (descriptor, name, 0)
                }
                if errno != EEXIST { return (descriptor, name, errno) }
            }
        }
        guard descriptor >= 0 else { throw WriteFailure(path: path, errno: code) }
        do throws(WriteFailure) {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            if pause { pauseForTest(temporary) }
        } catch {
            remove(temporary)
            throw error
        }
        let failure: Int32? = TemporaryFileCleanup.withSignalsBlocked {
            defer { TemporaryFileCleanup.unregister() }
            guard rename(temporary, path) == 0 else {
                let code = errno
                unlink(temporary)
                return code
            }
            return nil
        }
        if let failure { throw WriteFailure(path: path, errno: failure) }
    }

    private static func remove(_ temporary: String) {
        TemporaryFileCleanup.withSignalsBlocked {
            unlink(temporary)
            TemporaryFileCleanup.unregister()
        }
    }

    /// Every byte, then fsync, so a crash after the rename cannot leave an empty output.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(WriteFailure) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw WriteFailure(path: path, errno: errno)
            }
            written += count
        }
        if fsync(descriptor) != 0 && errno != EINVAL { throw WriteFailure(path: path, errno: errno) }
    }

    /// `.Messages.swift.<pid>.<random>.tmp`: hidden, next to the output, never a name in use.
    private static func temporaryName(in directory: String, for path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return "\(directory)/.\(name).\(getpid()).\(random).tmp"
    }

    /// The test hook: tell the test where the temporary file is, then wait for its signal.
    private static func pauseForTest(_ temporary: String?) {
        FileHandle.standardError.write(Data("msgc: test: paused while writing \(temporary ?? "an unnamed file")\n".utf8))
        while true { _ = pause() }
    }
}

/// write(2), out of reach of `AtomicFile.write`'s name.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
