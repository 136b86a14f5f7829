import IAPMessagesCore

/// A value inserted into a sentence of either direction, or one without letters: whatever bidi
/// controls it holds, the sentence after it is back at its own level (UAX #9's explicit level stack),
/// and nothing inside the value closes the isolate around it. A violation traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBidi(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let value = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    for inserted in [TextDirection.isolated(value, in: .leftToRight), TextDirection.isolated(value, in: .rightToLeft),
                     TextDirection.contained(value)] {
        var stack: [Bool] = []   // true: isolate
        let scalars = Array(inserted.unicodeScalars)
        let wrapped = inserted != value
        for (index, scalar) in scalars.enumerated() {
            if wrapped, index > 0 { precondition(!stack.isEmpty, "the value closed its isolate early") }
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E: stack.append(false)
            case 0x2066, 0x2067, 0x2068: stack.append(true)
            case 0x202C: if stack.last == false { stack.removeLast() }
            case 0x2069: if let isolate = stack.lastIndex(of: true) { stack.removeSubrange(isolate...) }
            default: break
            }
        }
        precondition(stack.isEmpty, "the value left a level open")
    }
    return 0
}
