import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `transform` of every element, run on every core at once, in the elements' order. For
    /// independent work per catalog (reading a file, checking one locale): a set of a hundred
    /// languages is read and checked in a fraction of the time one core takes.
    public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        self.withUnsafeBufferPointer { elements in
            nonisolated(unsafe) let elements = elements
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                results.set(index, transform(elements[index]))
            }
        }
        return results.values
    }
}

/// One slot per result, each written once by one worker.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) { lock.withLock { slots[index] = value } }

    var values: [T] { lock.withLock { slots.map { $0! } } }
}
