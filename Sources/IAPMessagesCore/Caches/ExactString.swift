import Foundation

/// A string compared and hashed by its UTF-8 bytes: the key of every cache and memo that holds what
/// callers pass in (locale tags, language lists, storefront locale IDs).
///
/// Swift's `String` compares and hashes by Unicode canonical equivalence: `"zh-H\u{212A}"` (KELVIN
/// SIGN) is `==` to `"zh-HK"`, though ICU reads the first as plain `zh`. A cache keyed that way hands
/// whichever spelling came first to the other, so a single request with the odd spelling (an
/// `Accept-Language` header, say) would pick the language of everyone who asks for `zh-HK` after it.
/// Keyed by bytes, each spelling keeps its own entry. (Locale tags are ASCII, and
/// `LocaleIdentifier` reads a string with any other character as `und`.)
struct ExactString: Hashable, Sendable {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (a: ExactString, b: ExactString) -> Bool {
        same(a.string, b.string)
    }

    func hash(into hasher: inout Hasher) {
        Self.hashBytes(of: string, into: &hasher)
    }

    /// Whether `a` and `b` are the same bytes (not merely canonically equivalent).
    @inline(__always)
    static func same(_ a: String, _ b: String) -> Bool {
        let compared = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
        return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    static func hashBytes(of string: String, into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
        hasher.combine(string.utf8.count)
    }
}

/// A list of strings (a user's preferred languages) compared and hashed by their bytes, as
/// `ExactString` is; it wraps the caller's array rather than copying it.
struct ExactStrings: Hashable, Sendable {
    let strings: [String]

    init(_ strings: [String]) {
        self.strings = strings
    }

    static func == (a: ExactStrings, b: ExactStrings) -> Bool {
        a.strings.count == b.strings.count && zip(a.strings, b.strings).allSatisfy { ExactString.same($0, $1) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(strings.count)
        for string in strings { ExactString.hashBytes(of: string, into: &hasher) }
    }
}

/// A caller's locale string or list as the runtime takes it, bounded before anything is cached, so
/// that what a stream of requests leaves in memory is bounded in bytes, not only in entries.
///
/// A string of more than `maximumLength` bytes is no locale tag (the longest real ones, with every
/// extension, are under 100 bytes) and reads as `und`; a list keeps its first `maximumCount`
/// preferences (no fallback chain reaches further in practice).
enum LocaleInput {
    static let maximumLength = 1_024
    static let maximumCount = 32

    @inline(__always)
    static func bounded(_ locale: String) -> String {
        locale.utf8.count <= maximumLength ? locale : "und"
    }

    static func bounded(_ locales: [String]) -> [String] {
        guard locales.count > maximumCount || locales.contains(where: { $0.utf8.count > maximumLength }) else { return locales }
        return locales.prefix(maximumCount).map(bounded)
    }
}
