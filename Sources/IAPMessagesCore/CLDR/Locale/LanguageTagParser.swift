/// Apple's ICU 76 conversions between BCP 47 tags and locale IDs (uloc_tag.cpp, uloc_keytype.cpp),
/// byte for byte, in their non-strict form: what `uloc_forLanguageTag` and `uloc_toLanguageTag(…,
/// false)` do.
///
/// ICU's quirks are kept on purpose, for the same tag must give the same locale on every platform:
/// an extension whose value is not a BCP 47 subtag ends the parse, a `-u-` subtag that is not a key
/// counts as an attribute (`en-u-x0-ab` → `en@ab=yes;attribute=x0`), a locale's own private-use
/// variants come out as a second `-x-lvariant-` after its `x` keyword, and keyTypeData's placeholder
/// types other than CODEPOINTS, REORDER_CODE and RG_KEY_VALUE are literal names to ICU 76 too.
enum LanguageTagParser {
    typealias B = LocaleBytes
    static var data: PortableLocaleData { .shared }

    // MARK: - Subtag syntax (ultag_is…)

    static func isLanguage(_ s: ArraySlice<UInt8>) -> Bool { (2...8).contains(s.count) && s.allSatisfy(B.isAlpha) }
    static func isExtlang(_ s: ArraySlice<UInt8>) -> Bool { s.count == 3 && s.allSatisfy(B.isAlpha) }
    static func isScript(_ s: ArraySlice<UInt8>) -> Bool { s.count == 4 && s.allSatisfy(B.isAlpha) }
    static func isRegion(_ s: ArraySlice<UInt8>) -> Bool {
        (s.count == 2 && s.allSatisfy(B.isAlpha)) || (s.count == 3 && s.allSatisfy(B.isDigit))
    }
    static func isVariant(_ s: ArraySlice<UInt8>) -> Bool {
        B.isAlphanumeric(s, count: 5...8) || (s.count == 4 && B.isDigit(s.first!) && s.dropFirst().allSatisfy(B.isAlphanumeric))
    }
    static func isPrivateUseVariant(_ s: ArraySlice<UInt8>) -> Bool { B.isAlphanumeric(s, count: 1...8) }
    static func isExtensionSingleton(_ s: ArraySlice<UInt8>) -> Bool {
        s.count == 1 && B.isAlphanumeric(s.first!) && B.lower(s.first!) != UInt8(ascii: "x")
    }
    static func isExtensionSubtag(_ s: ArraySlice<UInt8>) -> Bool { B.isAlphanumeric(s, count: 2...8) }
    static func isPrivateUseValue(_ s: ArraySlice<UInt8>) -> Bool { B.isAlphanumeric(s, count: 1...8) }
    static func isUnicodeLocaleKey(_ s: ArraySlice<UInt8>) -> Bool {
        s.count == 2 && B.isAlphanumeric(s.first!) && B.isAlpha(s.last!)
    }
    static func isUnicodeLocaleTypeSubtag(_ s: ArraySlice<UInt8>) -> Bool { B.isAlphanumeric(s, count: 3...8) }

    // MARK: - Keywords (uloc_toUnicodeLocaleKey/Type, uloc_toLegacyKey/Type)

    enum Conversion {
        /// The table's name.
        case mapped([UInt8])
        /// The input itself: well-formed but unknown, or matching a special type's pattern.
        case same
        /// Not convertible.
        case none
    }

    static func toBCPKey(_ key: [UInt8]) -> Conversion {
        if let keyword = data.keywords[lowercased(key)] { return .mapped(keyword.bcp) }
        return isUnicodeLocaleKey(key[...]) ? .same : .none
    }

    static func toLegacyKey(_ key: [UInt8]) -> Conversion {
        if let keyword = data.keywords[lowercased(key)] { return .mapped(keyword.legacy) }
        return key.allSatisfy(B.isAlphanumeric) ? .same : .none
    }

    /// ulocimp_toBcpType / ulocimp_toLegacyType.
    static func knownType(_ key: [UInt8], _ type: [UInt8], bcp: Bool) -> Conversion {
        guard let keyword = data.keywords[lowercased(key)] else { return .none }
        if let names = keyword.types[lowercased(type)] { return .mapped(bcp ? names.bcp : names.legacy) }
        if keyword.acceptsCodepoints, isCodepoints(type) { return .same }
        if keyword.acceptsReorderCodes, isReorderCode(type) { return .same }
        if keyword.acceptsRegionKeyValues, isRegionKeyValue(type) { return .same }
        return .none
    }

    static func toBCPType(_ key: [UInt8], _ type: [UInt8]) -> Conversion {
        if case .none = knownType(key, type, bcp: true) {
            return B.isList(type[...], isUnicodeLocaleTypeSubtag) ? .same : .none
        }
        return knownType(key, type, bcp: true)
    }

    static func toLegacyType(_ key: [UInt8], _ type: [UInt8]) -> Conversion {
        let known = knownType(key, type, bcp: false)
        if case .none = known {
            // Alphanumerics, with `_`, `/` or `-` between them ("Etc/GMT-1" is not).
            var length = 0
            for c in type {
                if c == B.underscore || c == UInt8(ascii: "/") || c == B.hyphen {
                    if length == 0 { return .none }
                    length = 0
                } else if B.isAlphanumeric(c) {
                    length += 1
                } else {
                    return .none
                }
            }
            return length != 0 ? .same : .none
        }
        return known
    }

    private static func isCodepoints(_ s: [UInt8]) -> Bool {
        isSubtagList(s, count: 4...6) { B.isDigit($0) || ((0x61...0x66).contains($0 | 0x20) && B.isAlpha($0)) }
    }

    private static func isReorderCode(_ s: [UInt8]) -> Bool {
        isSubtagList(s, count: 3...8, B.isAlpha)
    }

    private static func isRegionKeyValue(_ s: [UInt8]) -> Bool {
        var length = 0
        for c in s {
            if c == B.hyphen {
                if length != 6 { return false }
                length = 0
            } else if (length < 2 && B.isAlpha(c)) || (length >= 2 && (c == UInt8(ascii: "Z") || c == UInt8(ascii: "z"))) {
                length += 1
            } else {
                return false
            }
        }
        return length == 6
    }

    /// `-`-separated subtags of a length in `count`, of bytes passing `test` (an empty input fails).
    private static func isSubtagList(_ s: [UInt8], count: ClosedRange<Int>, _ test: (UInt8) -> Bool) -> Bool {
        var length = 0
        for c in s {
            if c == B.hyphen {
                if !count.contains(length) { return false }
                length = 0
            } else if test(c) {
                length += 1
            } else {
                return false
            }
        }
        return count.contains(length)
    }
}
