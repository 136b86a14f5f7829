import Foundation

/// Removes msgc's named temporary file when SIGINT, SIGTERM or SIGHUP ends the process mid-write,
/// so Ctrl-C or a build system stopping msgc leaves no `.Messages.swift.….tmp` behind.
///
/// Only the named fallback needs this: on Linux the data is first written to an unnamed file
/// (O_TMPFILE), which the kernel drops whatever ends the process, SIGKILL included.
enum TemporaryFileCleanup {
    /// What the handler removes, as a C string it can hand to unlink(2) without allocating.
    /// A registered string is never freed: a handler on another thread may still be reading it,
    /// and msgc writes a handful of files per run.
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var installed = false

    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with the signals held back on this thread, so a temporary file is never created
    /// or renamed without being registered for removal at the same time.
    static func withSignalsBlocked<T>(_ body: () throws -> T) rethrows -> T {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for number in signals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Installs the handler (once) and lets the signals through on this thread: a parent that
    /// started msgc with them blocked (Foundation's Process does, from a test runner) would
    /// otherwise leave SIGTERM pending and msgc unstoppable but by SIGKILL. Call before writing.
    static func install() {
        guard !installed else { return }
        installed = true
        for number in signals { _ = signal(number, temporaryFileSignalHandler) }
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in signals { sigaddset(&handled, number) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// From now until `unregister()`, a signal removes `path` before msgc ends.
    static func register(_ path: String) {
        pending = strdup(path)
    }

    static func unregister() {
        pending = nil
    }

    /// What the handler does first; async-signal-safe (one unlink, no allocation). Returns whether
    /// a file was registered.
    @discardableResult
    static func removePending() -> Bool {
        guard let path = pending else { return false }
        unlink(path)
        return true
    }
}

/// Removes the pending temporary file, then ends msgc the way the signal would have.
private let temporaryFileSignalHandler: @convention(c) (Int32) -> Void = { number in
    TemporaryFileCleanup.removePending()
    _ = signal(number, nil)  // SIG_DFL
    raise(number)
}
