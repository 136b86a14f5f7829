#if IAPMESSAGES_ICU
import CICU

/// A failure reported by ICU, with ICU's symbolic name for it ("U_ILLEGAL_ARGUMENT_ERROR").
///
/// The one place that decides what an ICU status means: negative values are warnings and count as
/// success, as in ICU itself.
struct ICUFailure: Error, Sendable, CustomStringConvertible {
    let code: Int32
    let operation: String

    var description: String { "\(operation) failed: \(String(cString: cicu_error_name(code)))" }

    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUFailure) {
        if status > 0 { throw ICUFailure(code: status, operation: operation()) }
    }
}

/// Reads a UTF-8 string out of a CICU function that writes into a caller buffer.
///
/// Tries a stack-sized buffer first and retries once with the exact size when ICU reports that the
/// text is longer.
func icuString(
    _ operation: @autoclosure () -> String,
    _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUFailure) -> String {
    var status: Int32 = 0
    let smallCapacity = 256
    let (length, small): (Int32, String?) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: smallCapacity) { buffer in
        let length = body(buffer.baseAddress!, Int32(smallCapacity), &status)
        guard status <= 0, length < smallCapacity else { return (length, nil) }
        let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(length))
        return (length, String(decoding: bytes, as: UTF8.self))
    }
    if let small { return small }
    guard status == CICU_BUFFER_OVERFLOW || length >= smallCapacity else {
        throw ICUFailure(code: status, operation: operation())
    }
    status = 0
    let capacity = Int(length) + 1
    let large = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
        let written = body(buffer.baseAddress!, Int32(capacity), &status)
        return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(min(written, length))), as: UTF8.self)
    }
    try ICUFailure.check(status, operation())
    return large
}
#endif
