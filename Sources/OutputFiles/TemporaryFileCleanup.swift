import Foundation

/// Removes msgc's named temporary files when SIGINT, SIGTERM or SIGHUP ends the process mid-write,
/// so Ctrl-C or a build system stopping msgc leaves no `.Messages.swift.….tmp` behind.
///
/// Only named files need this: on Linux the data is first written to an unnamed file (O_TMPFILE),
/// which the kernel drops whatever ends the process, SIGKILL included, and which has a name only for
/// the instant of its rename. A change to several files (`AtomicFile.write(_:)`) registers one
/// name per file.
package enum TemporaryFileCleanup {
    /// What the handler removes: C strings it can hand to unlink(2) without allocating, in a list
    /// ended by nil. A registered string and a list outgrown are never freed: a handler on another
    /// thread may still be reading them, and msgc writes a handful of files per run.
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    nonisolated(unsafe) private static var pendingCount = 0
    /// Slots in `pending`; always more than `pendingCount`, so the list ends in nil.
    nonisolated(unsafe) private static var pendingCapacity = 0
    nonisolated(unsafe) private static var installed = false

    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with the signals held back on this thread, so a temporary file is never created
    /// or renamed without being registered for removal at the same time.
    package static func withSignalsBlocked<T>(_ body: () throws -> T) rethrows -> T {
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
    package static func install() {
        guard !installed else { return }
        installed = true
        ignoreFileSizeSignal()
        for number in signals { _ = signal(number, temporaryFileSignalHandler) }
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in signals { sigaddset(&handled, number) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Makes a file size limit (`ulimit -f`) a write error msgc reports (EFBIG, "file too large")
    /// rather than SIGXFSZ, which would end msgc without a word (exit 153) and leave a named
    /// temporary file behind.
    package static func ignoreFileSizeSignal() {
        _ = signal(SIGXFSZ, SIG_IGN)
    }

    /// From now until `unregister()`, a signal removes `path` (and every other path registered)
    /// before msgc ends. Call with the signals blocked.
    package static func register(_ path: String) {
        let name = strdup(path)
        if pendingCount + 1 >= pendingCapacity {
            let capacity = max(8, pendingCapacity * 2)
            let grown = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
            grown.initialize(repeating: nil, count: capacity)
            if let pending { grown.update(from: pending, count: pendingCount) }
            pending = grown
            pendingCapacity = capacity
        }
        pending?[pendingCount] = name
        pendingCount += 1
    }

    /// Forgets every registered path. Call with the signals blocked.
    package static func unregister() {
        guard let pending else { return }
        // The first slot first: from then on the handler sees an empty list.
        for index in 0..<pendingCount { pending[index] = nil }
        pendingCount = 0
    }

    /// What the handler does first; async-signal-safe (unlink only, no allocation). Returns whether
    /// a file was registered.
    @discardableResult
    package static func removePending() -> Bool {
        guard let list = pending else { return false }
        var index = 0
        while let path = list[index] {
            unlink(path)
            index += 1
        }
        return index > 0
    }
}

/// Removes the pending temporary files, then ends msgc the way the signal would have.
private let temporaryFileSignalHandler: @convention(c) (Int32) -> Void = { number in
    TemporaryFileCleanup.removePending()
    _ = signal(number, nil)  // SIG_DFL
    raise(number)
}
