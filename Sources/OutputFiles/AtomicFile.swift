import Foundation

/// Replaces a file's content all at once: readers see the old bytes or the new, never a mix, and
/// nothing of a failed or interrupted write stays behind.
///
/// The bytes go to a temporary file in the output's directory (a rename works only within one file
/// system), which is flushed and then renamed over the output. On Linux the temporary file is first
/// unnamed (O_TMPFILE) and gets a name only for the instant between link and rename, with SIGINT,
/// SIGTERM and SIGHUP held back; even SIGKILL leaves nothing. Elsewhere, or where the file system
/// has no O_TMPFILE, it is a named file created exclusively (O_CREAT | O_EXCL) and removed on every
/// error and on those signals. A new output gets mode 0644 less the umask; one that replaces a file
/// keeps that file's mode and, as far as allowed, its owner (`ReplacedFile`, which also names the
/// files msgc leaves as they are: read-only, locked, hard-linked). A file size limit (`ulimit -f`)
/// is an error like a full disk: msgc ignores SIGXFSZ, so that the write fails with EFBIG.
///
/// An output that is a symbolic link is written through: the file it names is replaced, in that
/// file's directory, and the link stays a link. An output that exists and is no regular file (a named
/// pipe, a device, a socket) is refused and left as it is: a rename would put a regular file in its
/// place (as root, `--output /dev/null` would replace the device).
package enum AtomicFile {
    /// Set only by msgc's own tests: `named` forces the named temporary file, and `pause` or
    /// `pause-named` stop after the data is written until a signal arrives.
    package static let testHookVariable = "MSGC_TEST_INTERRUPT_WRITE"

    /// Writes `bytes` to `output` (or the file it links to) unless the file already holds exactly
    /// them; returns whether it wrote.
    package static func write(_ bytes: [UInt8], to output: String) throws(WriteFailure) -> Bool {
        let path = try destination(of: output)
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return false }
        let replaced = try ReplacedFile.check(path, shownAs: output)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try makeDirectories(directory, for: path)
        TemporaryFileCleanup.install()
        let hook = ProcessInfo.processInfo.environment[testHookVariable]
        let forceNamed = hook == "named" || hook == "pause-named"
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        if !forceNamed, let descriptor = try openUnnamed(in: directory, for: path, replacing: replaced) {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path, replacing: replaced)
            if hook == "pause" { pauseForTest(nil) }
            if try linkAndRename(descriptor, in: directory, to: path) { return true }
        }
        #endif
        try writeNamed(bytes, in: directory, to: path, replacing: replaced, pause: hook == "pause-named")
        return true
    }

    /// The file writing `path` replaces: `path` itself, or for a symbolic link the file at the end of
    /// its links (a relative link read from the link's directory), which need not exist yet. Refuses an
    /// existing file that is no regular file or directory (a directory is refused when renaming).
    package static func destination(of path: String) throws(WriteFailure) -> String {
        // What the links lead to, as the kernel follows them: /proc's links to pipes (`/dev/stdout`)
        // name no path that readlink(2) could give.
        var final = stat(), own = stat()
        if stat(path, &final) == 0, let kind = special(final) {
            throw notAFile(path, kind, throughLink: lstat(path, &own) == 0 && own.st_mode & S_IFMT == S_IFLNK)
        }
        var current = path
        // Linux's own limit of links followed in one path.
        for _ in 0..<40 {
            var status = stat()
            // Missing (a new file), or unreachable: the write itself reports that, as before.
            guard lstat(current, &status) == 0 else { return current }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = linkTarget(current) else { throw WriteFailure(path: path, errno: errno) }
                if target.hasPrefix("/") {
                    current = target
                } else if let slash = current.lastIndex(of: "/") {
                    current = current[...slash] + target
                } else {
                    current = target
                }
            default:
                if let kind = special(status) { throw notAFile(path, kind, throughLink: current != path) }
                return current
            }
        }
        throw WriteFailure(path: path, errno: ELOOP)
    }

    /// What a file that is neither a regular file, a directory nor a link is, or nil.
    private static func special(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: nil
        }
    }

    private static func notAFile(_ path: String, _ kind: String, throughLink: Bool) -> WriteFailure {
        WriteFailure(path: path, reason: "it \(throughLink ? "links to" : "is") \(kind), not a regular file; msgc writes only regular files (it replaces them whole), so it was left as it is")
    }

    /// readlink(2) as a String; nil with errno set when it fails.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
    private static func openUnnamed(in directory: String, for path: String, replacing replaced: ReplacedFile?) throws(WriteFailure) -> Int32? {
        let descriptor = open(directory, openTemporaryFile | O_WRONLY | O_CLOEXEC, replaced == nil ? 0o644 : ReplacedFile.temporaryMode)
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
    private static func writeNamed(_ bytes: [UInt8], in directory: String, to path: String, replacing replaced: ReplacedFile?, pause: Bool) throws(WriteFailure) {
        let (descriptor, temporary) = try createNamed(in: directory, for: path, replacing: replaced)
        do throws(WriteFailure) {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path, replacing: replaced)
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

    /// A new, exclusively created temporary file beside `path`, open for writing and registered for
    /// removal on signals.
    private static func createNamed(in directory: String, for path: String, replacing replaced: ReplacedFile?) throws(WriteFailure) -> (descriptor: Int32, name: String) {
        let (descriptor, temporary, code): (Int32, String, Int32) = TemporaryFileCleanup.withSignalsBlocked {
            while true {
                let name = temporaryName(in: directory, for: path)
                let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, replaced == nil ? 0o644 : ReplacedFile.temporaryMode)
                if descriptor >= 0 {
                    TemporaryFileCleanup.register(name)
                    return (descriptor, name, 0)
                }
                if errno != EEXIST { return (descriptor, name, errno) }
            }
        }
        guard descriptor >= 0 else { throw WriteFailure(path: path, errno: code) }
        return (descriptor, temporary)
    }

    private static func remove(_ temporary: String) {
        TemporaryFileCleanup.withSignalsBlocked {
            unlink(temporary)
            TemporaryFileCleanup.unregister()
        }
    }

    /// Every byte, what the file keeps of the one it replaces, then fsync, so a crash after the
    /// rename cannot leave an empty output.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String, replacing replaced: ReplacedFile?) throws(WriteFailure) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw WriteFailure(path: path, errno: errno)
            }
            written += count
        }
        replaced?.keep(on: descriptor)
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

/// Several files replaced as one change: what an import or migration writes.
extension AtomicFile {
    /// One file of `write(_:)` and its new content.
    package struct Output: Sendable {
        let path: String
        let bytes: [UInt8]

        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Replaces several files as one change, as far as a file system allows one.
    ///
    /// First every new content is written in full and flushed to a temporary file beside its output,
    /// as `write(_:to:)` does for one (unnamed on Linux); an output that is a directory, or a file
    /// msgc leaves as it is (read-only, locked, hard-linked: `ReplacedFile`), is refused at this point
    /// too. Any failure so far (a full disk, a path through a file) removes the temporary
    /// files and leaves every output as it was. Only then are the temporary files named and renamed
    /// over their outputs, one after another, with SIGINT, SIGTERM and SIGHUP held back. Each rename
    /// is atomic; the set of them is not: should a rename fail after others succeeded (the disk
    /// failing or turning read-only in between), the files already replaced stay replaced, the rest
    /// stay as they were, and the failure (`WriteFailure.replaced`) names the replaced ones.
    ///
    /// Outputs whose file holds exactly their bytes already are left alone. Returns the paths written.
    /// Outputs that are symbolic links are written through, as by `write(_:to:)`; the paths returned
    /// are the outputs as given.
    package static func write(_ outputs: [Output]) throws(WriteFailure) -> [String] {
        let hook = ProcessInfo.processInfo.environment[testHookVariable]
        var given: [String: String] = [:]  // destination → output as given
        var resolved: [Output] = []
        for output in outputs {
            let path: String
            do throws(WriteFailure) { path = try destination(of: output.path) } catch { throw error.inChange(replaced: []) }
            given[path] = given[path] ?? output.path
            resolved.append(Output(path: path, bytes: output.bytes))
        }
        return try write(resolved, named: hook == "named" || hook == "pause-named", pause: hook == "pause" || hook == "pause-named")
            .map { given[$0] ?? $0 }
    }

    /// A temporary file holding one output's new content, written and flushed.
    private enum Prepared {
        /// An O_TMPFILE descriptor (Linux), given a name only for the commit.
        case unnamed(Int32)
        /// A named file, registered for removal on signals.
        case named(String)
    }

    /// How the renames went.
    private enum Commit {
        case done
        /// An unnamed file could not be given a name (no /proc): nothing was renamed.
        case cannotName
        case failed(WriteFailure)
    }

    private static func write(_ outputs: [Output], named forceNamed: Bool, pause: Bool) throws(WriteFailure) -> [String] {
        var paths = Set<String>()
        for output in outputs where !paths.insert(output.path).inserted {
            throw WriteFailure(path: output.path, reason: "two contents for one file in one change").inChange(replaced: [])
        }
        let changed = outputs.filter { output in
            guard let existing = FileManager.default.contents(atPath: output.path) else { return true }
            return !existing.elementsEqual(output.bytes)
        }
        guard !changed.isEmpty else { return [] }
        TemporaryFileCleanup.install()
        var prepared: [(output: Output, temporary: Prepared)] = []
        defer {
            for case .unnamed(let descriptor) in prepared.map(\.temporary) { close(descriptor) }
        }
        do throws(WriteFailure) {
            for output in changed {
                let directory = URL(fileURLWithPath: output.path).deletingLastPathComponent().path
                try makeDirectories(directory, for: output.path)
                // A rename over a directory would fail only once earlier outputs are replaced.
                var status = stat()
                if lstat(output.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                    throw WriteFailure(path: output.path, errno: EISDIR)
                }
                let replaced = try ReplacedFile.check(output.path, shownAs: output.path)
                prepared.append((output, try prepare(output.bytes, in: directory, for: output.path, replacing: replaced, named: forceNamed)))
            }
        } catch {
            discard(prepared.map(\.temporary))
            throw error.inChange(replaced: [])
        }
        if pause {
            let named = prepared.compactMap { if case .named(let name) = $0.temporary { name } else { nil } }
            pauseForTest(named.isEmpty ? nil : named.joined(separator: ", "))
        }
        let outcome = TemporaryFileCleanup.withSignalsBlocked {
            defer { TemporaryFileCleanup.unregister() }
            return commit(prepared)
        }
        switch outcome {
        case .done: return changed.map(\.path)
        case .cannotName: return try write(outputs, named: true, pause: false)
        case .failed(let failure): throw failure
        }
    }

    /// The temporary file for one output; nothing of it remains if this throws.
    private static func prepare(_ bytes: [UInt8], in directory: String, for path: String, replacing replaced: ReplacedFile?, named: Bool) throws(WriteFailure) -> Prepared {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        if !named, let descriptor = try openUnnamed(in: directory, for: path, replacing: replaced) {
            do throws(WriteFailure) {
                try writeAll(bytes, to: descriptor, path: path, replacing: replaced)
            } catch {
                close(descriptor)
                throw error
            }
            return .unnamed(descriptor)
        }
        #endif
        let (descriptor, temporary) = try createNamed(in: directory, for: path, replacing: replaced)
        defer { close(descriptor) }
        do throws(WriteFailure) {
            try writeAll(bytes, to: descriptor, path: path, replacing: replaced)
        } catch {
            // Still registered, with the others: `discard` ends the registration of all of them.
            TemporaryFileCleanup.withSignalsBlocked { _ = unlink(temporary) }
            throw error
        }
        return .named(temporary)
    }

    /// Removes the named temporary files of a change that will not happen.
    private static func discard(_ temporaries: [Prepared]) {
        TemporaryFileCleanup.withSignalsBlocked {
            for case .named(let name) in temporaries { unlink(name) }
            TemporaryFileCleanup.unregister()
        }
    }

    /// Names every unnamed file, then renames each temporary file over its output. Runs with the
    /// signals held back; the caller ends the registrations.
    private static func commit(_ prepared: [(output: Output, temporary: Prepared)]) -> Commit {
        var names: [String] = []
        for index in prepared.indices {
            switch prepared[index].temporary {
            case .named(let name):
                names.append(name)
            case .unnamed(let descriptor):
                #if os(Linux) && (arch(x86_64) || arch(arm64))
                let path = prepared[index].output.path
                let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
                var name = temporaryName(in: directory, for: path)
                while linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) != 0 {
                    let code = errno
                    if code == EEXIST {
                        name = temporaryName(in: directory, for: path)
                        continue
                    }
                    for name in names { unlink(name) }
                    for case .named(let later) in prepared[(index + 1)...].map(\.temporary) { unlink(later) }
                    return code == ENOENT || code == EXDEV ? .cannotName : .failed(WriteFailure(path: path, errno: code).inChange(replaced: []))
                }
                TemporaryFileCleanup.register(name)
                names.append(name)
                #else
                preconditionFailure("an unnamed temporary file \(descriptor) where there are none")
                #endif
            }
        }
        for index in prepared.indices {
            let path = prepared[index].output.path
            guard rename(names[index], path) == 0 else {
                let code = errno
                for name in names[index...] { unlink(name) }
                return .failed(WriteFailure(path: path, errno: code).inChange(replaced: prepared[..<index].map(\.output.path)))
            }
        }
        return .done
    }
}
