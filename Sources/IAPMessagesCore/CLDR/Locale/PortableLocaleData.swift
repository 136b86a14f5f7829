/// `LocaleData`'s literals as lookup tables, built once on first use.
///
/// Every key is raw bytes: ICU's locale functions work on bytes, and a locale ID that is not ASCII
/// must match nothing rather than something that decodes the same.
final class PortableLocaleData: Sendable {
    static let shared = PortableLocaleData()

    /// One BCP 47 `-u-` keyword as ICU's keyTypeData describes it.
    struct Keyword: Sendable {
        let legacy: [UInt8]
        let bcp: [UInt8]
        /// Lowercased legacy, BCP 47 and alias names of a type → (legacy name, BCP 47 name).
        let types: [[UInt8]: (legacy: [UInt8], bcp: [UInt8])]
        let acceptsCodepoints: Bool
        let acceptsReorderCodes: Bool
        let acceptsRegionKeyValues: Bool
    }

    // Each table is built on its first use, not all with the first: turning "de-DE" into an ID reads
    // the legacy-tag list, not the keyword tables or every locale's likely subtags, so the first
    // price or message of a process pays only for what it reads.
    var available: [String] { Self.available }
    var parents: ChunkedLineTable { Self.parents }
    var likelySubtags: ChunkedLineTable { Self.likelySubtags }
    /// Lowercased legacy and BCP 47 key names → the keyword.
    var keywords: [[UInt8]: Keyword] { Self.keywords }
    var languages3: [[UInt8]: [UInt8]] { Self.languages3 }
    var countries3: [[UInt8]: [UInt8]] { Self.countries3 }
    var deprecatedLanguages: [[UInt8]: [UInt8]] { Self.deprecatedLanguages }
    var deprecatedRegions: [[UInt8]: [UInt8]] { Self.deprecatedRegions }
    /// In the order they are tried; the tag lowercased.
    var legacyTags: [(tag: [UInt8], replacement: [UInt8])] { Self.legacyTags }
    var canonicalIDs: [[UInt8]: [UInt8]] { Self.canonicalIDs }

    // Split as bytes: splitting the String by Characters cost a fresh process a third of a millisecond.
    private static let available = BakedFields.of(LocaleData.available.utf8)
        .map { String(decoding: $0, as: UTF8.self) }
    private static let parents = ChunkedLineTable(LocaleData.parents)
    private static let likelySubtags = ChunkedLineTable(LocaleData.likelySubtags)
    private static let languages3 = table(pairs(LocaleData.languages3))
    private static let countries3 = table(pairs(LocaleData.countries3))
    private static let deprecatedLanguages = table(pairs(LocaleData.deprecatedLanguages))
    private static let deprecatedRegions = table(pairs(LocaleData.deprecatedRegions))
    private static let legacyTags: [(tag: [UInt8], replacement: [UInt8])] = pairs(LocaleData.legacyTags).map { ($0.0, $0.1) }
    private static let canonicalIDs = table(pairs(LocaleData.canonicalIDs))
    private static let keywords = keywordTable(records(LocaleData.keyTypes))

    private init() {}

    private static func records(_ text: String) -> [[[UInt8]]] {
        text.utf8.split(separator: UInt8(ascii: "\n")).map { line in
            line.split(separator: UInt8(ascii: " ")).map { Array($0) }
        }
    }

    private static func pairs(_ text: String) -> [([UInt8], [UInt8])] {
        BakedFields.of(text.utf8).compactMap { item in
            guard let colon = item.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            return (Array(item[..<colon]), Array(item[item.index(after: colon)...]))
        }
    }

    private static func table(_ pairs: [([UInt8], [UInt8])]) -> [[UInt8]: [UInt8]] {
        var table: [[UInt8]: [UInt8]] = [:]
        for (key, value) in pairs where table[key] == nil { table[key] = value }
        return table
    }

    /// ICU's keyword tables, built as ICU's uloc_keytype.cpp (72 and 76 alike) builds them from the same rows: a
    /// later entry replaces an earlier one under the same (case-insensitive) name, and only the special
    /// types CODEPOINTS, REORDER_CODE and RG_KEY_VALUE are patterns; the other upper-case placeholders
    /// of the data (SCRIPT_CODE, SUBDIVISION_CODE, PRIVATE_USE) are, to ICU, ordinary type names.
    private static func keywordTable(_ rows: [[[UInt8]]]) -> [[UInt8]: Keyword] {
        let equals = Array("=".utf8)
        var keyMap: [([UInt8], [UInt8])] = []
        var typeMap: [[UInt8]: [([UInt8], [UInt8])]] = [:]
        var typeAlias: [[UInt8]: [([UInt8], [UInt8])]] = [:]
        var bcpTypeAlias: [[UInt8]: [([UInt8], [UInt8])]] = [:]
        for row in rows {
            let table = String(decoding: row[0], as: UTF8.self)
            if table == "keyMap", row.count == 3 {
                keyMap.append((row[1], row[2] == equals ? row[1] : row[2]))
            } else if row.count == 4 {
                let value = row[3] == equals ? [] : row[3]
                switch table {
                case "typeMap": typeMap[row[1], default: []].append((row[2], value))
                case "typeAlias": typeAlias[row[1], default: []].append((row[2], value))
                case "bcpTypeAlias": bcpTypeAlias[row[1], default: []].append((row[2], value))
                default: break
                }
            }
        }
        var keywords: [[UInt8]: Keyword] = [:]
        let timezone = Array("timezone".utf8)
        for (legacyKey, bcpKey) in keyMap {
            let isTimeZone = legacyKey == timezone
            let slashes = { (name: [UInt8]) -> [UInt8] in
                isTimeZone ? name.map { $0 == UInt8(ascii: ":") ? UInt8(ascii: "/") : $0 } : name
            }
            var types: [[UInt8]: (legacy: [UInt8], bcp: [UInt8])] = [:]
            var codepoints = false, reorder = false, region = false
            for (rawLegacy, rawBCP) in typeMap[legacyKey] ?? [] {
                switch String(decoding: rawLegacy, as: UTF8.self) {
                case "CODEPOINTS": codepoints = true; continue
                case "REORDER_CODE": reorder = true; continue
                case "RG_KEY_VALUE": region = true; continue
                default: break
                }
                let legacy = slashes(rawLegacy)
                let bcp = rawBCP.isEmpty ? legacy : rawBCP
                let type = (legacy: legacy, bcp: bcp)
                types[lowercased(legacy)] = type
                if !rawBCP.isEmpty { types[lowercased(bcp)] = type }
                for (from, to) in typeAlias[legacyKey] ?? [] where to == legacy {
                    types[lowercased(slashes(from))] = type
                }
                for (from, to) in bcpTypeAlias[bcpKey] ?? [] where to == bcp {
                    types[lowercased(from)] = type
                }
            }
            let keyword = Keyword(
                legacy: legacyKey, bcp: bcpKey, types: types,
                acceptsCodepoints: codepoints, acceptsReorderCodes: reorder, acceptsRegionKeyValues: region
            )
            keywords[lowercased(legacyKey)] = keyword
            if bcpKey != legacyKey { keywords[lowercased(bcpKey)] = keyword }
        }
        return keywords
    }
}

/// ASCII lowercase, the only case ICU's locale code changes.
@inline(__always)
func lowercased(_ bytes: [UInt8]) -> [UInt8] {
    bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
}
