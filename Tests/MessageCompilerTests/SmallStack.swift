import Foundation
import MessageCompiler

/// Runs work on a thread with the stack a secondary thread gets on Apple platforms (512 KiB), where
/// Swift Testing, Dispatch and an app's own threads run: the depth limits must hold there in a debug
/// build, with room to spare, so hostile input at or past a limit is run here rather than on the
/// (often 8 MiB) main thread.
enum SmallStack {
    static let size = 512 * 1024

    /// `body`'s result, computed on a new 512 KiB thread; waits for it.
    static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
        let result = Result<Value>()
        let thread = Thread {
            result.value = body()
            result.done.signal()
        }
        thread.stackSize = size
        thread.start()
        result.done.wait()
        return result.value!
    }

    /// Written once by the thread before it signals, read once after the wait: the semaphore orders the two.
    private final class Result<Value>: @unchecked Sendable {
        var value: Value?
        let done = DispatchSemaphore(value: 0)
    }

    /// `line:column` of each diagnostic with `code`, in order.
    static func locations(_ diagnostics: [Diagnostic], _ code: String, in file: SourceFile) -> [String] {
        diagnostics.filter { $0.code == code }.compactMap { $0.range }.map { range in
            let (line, column) = file.location(of: range.start)
            return "\(line):\(column)"
        }
    }
}
