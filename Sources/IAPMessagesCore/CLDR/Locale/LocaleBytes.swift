/// The byte-level helpers of ICU's locale ID code (uloc.cpp), which treats IDs as C strings of ASCII.
enum LocaleBytes {
    static let underscore = UInt8(ascii: "_")
    static let hyphen = UInt8(ascii: "-")
    static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")
    static let equals = UInt8(ascii: "=")
    static let semicolon = UInt8(ascii: ";")
    static let space = UInt8(ascii: " ")

    /// ICU's ULOC_FULLNAME_CAPACITY: the fixed buffers some of its steps write IDs into.
    static let fullNameCapacity = 157

    /// The input as ICU's C API receives it: UTF-8 up to the first NUL.
    static func bytes(_ string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            if byte == 0 { break }
            bytes.append(byte)
        }
        return bytes
    }

    static func string(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    @inline(__always) static func isSeparator(_ c: UInt8) -> Bool { c == underscore || c == hyphen }
    /// `x` or `i`, which with a separator after it start a language (`x-klingon`, `i-default`).
    @inline(__always) static func isPrefixLetter(_ c: UInt8) -> Bool { c | 0x20 == UInt8(ascii: "x") || c | 0x20 == UInt8(ascii: "i") }
    @inline(__always) static func isTerminator(_ c: UInt8) -> Bool { c == 0 || c == dot || c == at }
    @inline(__always) static func isAlpha(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    @inline(__always) static func isAlphanumeric(_ c: UInt8) -> Bool { isAlpha(c) || isDigit(c) }
    @inline(__always) static func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 0x20 : c }
    @inline(__always) static func upper(_ c: UInt8) -> UInt8 { c >= 0x61 && c <= 0x7A ? c - 0x20 : c }

    static func uppercased(_ bytes: [UInt8]) -> [UInt8] { bytes.map(upper) }

    /// Case-insensitive equality, as uprv_stricmp.
    static func equalsIgnoringCase(_ a: ArraySlice<UInt8>, _ b: [UInt8]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { lower($0) == lower($1) }
    }

    static func firstIndex(of byte: UInt8, in id: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < id.count {
            if id[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The byte at `index`, or 0 past the end, as reading a C string does.
    @inline(__always) static func at(_ id: [UInt8], _ index: Int) -> UInt8 {
        index < id.count ? id[index] : 0
    }

    /// Whether every byte is alphanumeric and the count is within `range`.
    static func isAlphanumeric<C: Collection>(_ s: C, count range: ClosedRange<Int>) -> Bool where C.Element == UInt8 {
        range.contains(s.count) && s.allSatisfy(isAlphanumeric)
    }

    /// Subtags separated by `-`, none empty, each passing `test` (ICU's _isSepListOf).
    static func isList(_ s: ArraySlice<UInt8>, _ test: (ArraySlice<UInt8>) -> Bool) -> Bool {
        guard !s.isEmpty else { return false }
        let parts = s.split(separator: hyphen, omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && test($0) }
    }
}

/// Byte constants of the locale code, built once.
extension LocaleBytes {
    static let attributeKeyword = Array("attribute".utf8)
    static let iDefault = Array("i-default".utf8)
    static let lvariant = Array("lvariant".utf8)
    static let posix = Array("posix".utf8)
    static let posixSuffix = Array("_POSIX".utf8)
    static let root = Array("root".utf8)
    static let trueValue = Array("true".utf8)
    static let und = Array("und".utf8)
    static let undPrivateUsePrefix = Array("und-x-".utf8)
    static let unicodeSingleton = Array("-u".utf8)
    static let va = Array("va".utf8)
    static let lvariantPrefix = Array("x-lvariant-".utf8)
    static let yes = Array("yes".utf8)
    static let unknownRegion = Array("ZZ".utf8)
    static let unknownScript = Array("Zzzz".utf8)
}
