/// All messages of one locale: a program per message index, or none where the locale lacks it.
///
/// Generated code stores a locale as one string literal and the byte offset where each message
/// starts, so the Swift compiler sees two literals per locale however many messages there are, and a
/// lookup is two array reads and a slice.
public struct MessageTable: Sendable {
    private enum Storage: Sendable {
        case compiled(StaticString, [UInt32])
        case strings([String?])
    }

    private let storage: Storage

    /// A compiled table: message `i` is `text[offsets[i]..<offsets[i + 1]]`; an empty range means missing.
    public init(text: StaticString, offsets: [UInt32]) {
        precondition(text.hasPointerRepresentation, "a message table is UTF-8 text")
        storage = .compiled(text, offsets)
    }

    /// A table built at run time, as `msgc render` does; nil marks a missing message.
    public init(programs: [String?]) {
        storage = .strings(programs)
    }

    public var count: Int {
        switch storage {
        case .compiled(_, let offsets): max(0, offsets.count - 1)
        case .strings(let programs): programs.count
        }
    }

    /// Whether the locale has message `index`.
    public func contains(_ index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        switch storage {
        case .compiled(_, let offsets): return offsets[index] < offsets[index + 1]
        case .strings(let programs): return programs[index] != nil
        }
    }

    /// Calls `body` with message `index`'s program bytes; the caller checked `contains(index)`.
    func withProgram<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch storage {
        case .compiled(let text, let offsets):
            let start = Int(offsets[index]), end = Int(offsets[index + 1])
            return body(UnsafeBufferPointer(start: text.utf8Start + start, count: end - start))
        case .strings(let programs):
            var program = programs[index] ?? ""
            return program.withUTF8(body)
        }
    }
}
