import Foundation

/// Answers remembered in direct-mapped slots: the runtime's memo of values that are the same every
/// time they are computed for the same inputs (a count's plural category and text, a price's text),
/// on paths that run on every render.
///
/// A slot holds the latest answer that hashed to it, so the memo always adapts to what is asked
/// now and never holds more than `slots` entries. The slots are read and replaced under a lock held
/// for one array access (an entry is compared after the lock is released, it being immutable); a
/// miss only means the answer is computed, as it would be without the memo.
final class DirectMappedMemo<Entry: AnyObject & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Read and written only under `lock`.
    private var slots: [Entry?]
    private let slotCount: Int

    init(slots: Int) {
        self.slots = Array(repeating: nil, count: slots)
        self.slotCount = slots
    }

    /// `answer` of the entry in `hash`'s slot, which returns nil when that entry is for other inputs.
    @inline(__always)
    func lookup<Result>(hash: UInt64, _ answer: (Entry) -> Result?) -> Result? {
        let index = slot(hash)
        lock.lock()
        let entry = slots[index]
        lock.unlock()
        return entry.flatMap(answer)
    }

    func remember(_ entry: Entry, hash: UInt64) {
        let index = slot(hash)
        lock.lock()
        slots[index] = entry
        lock.unlock()
    }

    private func slot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash >> 32) % UInt64(slotCount))
    }
}

/// FNV-1a, 64 bits: the hash of the runtime's lock-free slots.
enum FNV1a {
    static let seed: UInt64 = 14_695_981_039_346_656_037

    /// `hash` continued over a string's UTF-8 bytes, read as one buffer, which is much faster than
    /// walking its UTF-8 view. A String that keeps no such buffer (one bridged lazily from another
    /// representation) leaves `hash` as it is: its entries all share a slot, which costs misses,
    /// never a wrong answer, as every slot's entry is compared with what is asked.
    @inline(__always)
    static func hash(_ text: String, into hash: UInt64 = seed) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            Self.hash(UnsafeRawBufferPointer(bytes), into: hash)
        } ?? hash
    }

    /// `hash` continued over `bytes`.
    @inline(__always)
    static func hash(_ bytes: UnsafeRawBufferPointer, into hash: UInt64 = seed) -> UInt64 {
        var result = hash
        for byte in bytes { result = (result ^ UInt64(byte)) &* 1_099_511_628_211 }
        return result
    }

    /// `hash` continued over one 64-bit value, as one step.
    @inline(__always)
    static func hash(_ value: UInt64, into hash: UInt64) -> UInt64 {
        (hash ^ value) &* 1_099_511_628_211
    }
}
