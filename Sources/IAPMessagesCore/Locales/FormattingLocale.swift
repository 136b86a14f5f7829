/// A locale ID reduced to what formatting reads from it, before it reaches ICU or Foundation.
///
/// Both keep data per locale ID they are handed, and ICU's list patterns, resource bundles and
/// formatter caches are never released: a server formatting for each client's `Accept-Language`
/// would grow without bound under IDs that differ only in what no formatter reads (`en_US@x=123`,
/// `de-DE-x-4711`, invented languages). So an ID keeps only:
///
/// - the part that names a data bundle: the ID's own bundle, or the bundle a legacy ID stands for
///   (`zh_TW` → `zh_Hant_TW`), else the same for each truncation (`de_BR` → `de`,
///   `pt_Hans_BR` → `pt`); the root (`""`) when none has one (`xx_YY`, `und_US`). ICU would open its
///   default locale there, which on a server comes from `LANG`: never reaching that step keeps a
///   request's text independent of the host, and both backends on the same rules;
/// - the keywords that change formatted output, each only with a value it can have: `numbers` (a
///   numbering system, or `native`, `traditional`, `finance`), `calendar`, `hours`, `cf` and `rg`.
///
/// The result is one of a bounded set, so caches keyed by it stay bounded and a new request ID costs
/// what a known one does.
enum FormattingLocale {
    /// The reduced ID for a canonical ICU locale ID (`LocaleIdentifier.icuID`).
    static func id<Functions: LocaleFunctions>(forICUID icuID: String, with functions: Functions.Type) -> String {
        let at = icuID.firstIndex(of: "@")
        let base = at.map { icuID[..<$0] } ?? icuID[...]
        let bundle = Self.bundle(for: base, in: Functions.formattingBundles)
        guard let at else { return bundle }
        let keywords = icuID[icuID.index(after: at)...].split(separator: ";").compactMap { item -> Substring? in
            guard let equals = item.firstIndex(of: "=") else { return nil }
            let key = item[..<equals], value = item[item.index(after: equals)...]
            return isFormattingKeyword(key, value) ? item : nil
        }
        return keywords.isEmpty ? bundle : bundle + "@" + keywords.joined(separator: ";")
    }

    /// The bundle ICU opens for `base`, without its default-locale step.
    static func bundle(for base: Substring, in bundles: FormattingBundles) -> String {
        var candidate = base
        while !candidate.isEmpty {
            if bundles.contains(candidate) { return String(candidate) }
            if let target = bundles.aliases[candidate] { return target }
            guard let cut = candidate.lastIndex(of: "_") else { break }
            candidate = candidate[..<cut]
            while candidate.last == "_" { candidate = candidate.dropLast() }
        }
        return ""
    }

    /// Whether `key=value` can change what a formatter writes.
    static func isFormattingKeyword(_ key: Substring, _ value: Substring) -> Bool {
        switch key {
        case "numbers": return numberingSystems.contains(String(value))
        case "calendar": return calendars.contains(value)
        case "hours": return ["h11", "h12", "h23", "h24"].contains(value)
        case "cf": return value == "standard" || value == "account"
        // A region override is a region code followed by "zzzz" (`uszzzz`).
        case "rg": return value.utf8.count == 6 && value.hasSuffix("zzzz") && value.utf8.prefix(2).allSatisfy { (0x61...0x7A).contains($0) }
        default: return false
        }
    }

    /// CLDR's calendar types (BCP 47 `ca`), in ICU's spelling.
    private static let calendars: Set<Substring> = [
        "buddhist", "chinese", "coptic", "dangi", "ethioaa", "ethiopic", "ethiopic-amete-alem", "gregorian",
        "hebrew", "indian", "islamic", "islamic-civil", "islamic-rgsa", "islamic-tbla", "islamic-umalqura",
        "iso8601", "japanese", "persian", "roc",
    ]

    /// Whether ICU knows a numbering system of this name, or the name picks one of a locale's own.
    static func isNumberingSystem(_ name: String) -> Bool { numberingSystems.contains(name) }

    /// The numbering systems ICU knows, and the names that pick one of a locale's own.
    private static let numberingSystems: Set<String> = Set(
        BakedFields.of(NumberData.numberingSystems.utf8)
            .map { String(decoding: $0.prefix { $0 != UInt8(ascii: "=") }, as: UTF8.self) }
    ).union(["default", "native", "traditional", "finance"])
}

/// The data bundles of a backend's locale tree: what `FormattingLocale` reduces an ID to.
struct FormattingBundles: Sendable {
    /// The locales with data of their own (`uloc_getAvailable`), as one run of bytes with each name's
    /// range, in byte order: searched, not hashed, so that the first price or message of a process
    /// neither makes a thousand strings nor hashes them.
    private let bytes: [UInt8]
    private let ranges: [Range<Int32>]
    /// Legacy IDs ICU opens as another bundle (`zh_TW` → `zh_Hant_TW`, `no_NO` → `no`).
    let aliases: [Substring: String]

    init(available: [String], aliases: [(String, String)]) {
        self.init(names: available.joined(separator: " "), aliases: aliases)
    }

    /// `names`: the locales separated by spaces or line feeds, best already in byte order.
    init(names: String, aliases: [(String, String)]) {
        let bytes = Array(names.utf8)
        var ranges: [Range<Int32>] = []
        ranges.reserveCapacity(bytes.count / 4)
        var start = 0
        for position in 0...bytes.count where position == bytes.count || bytes[position] == 0x20 || bytes[position] == 0x0A {
            if position > start { ranges.append(Int32(start)..<Int32(position)) }
            start = position + 1
        }
        func bytesOf(_ range: Range<Int32>) -> ArraySlice<UInt8> { bytes[Int(range.lowerBound)..<Int(range.upperBound)] }
        // Both ICUs list their locales in byte order; should one not, names are searched one by one.
        let inOrder = zip(ranges, ranges.dropFirst()).allSatisfy { !bytesOf($1).lexicographicallyPrecedes(bytesOf($0)) }
        self.bytes = bytes
        self.ranges = ranges
        self.inOrder = inOrder
        var map: [Substring: String] = [:]
        for (id, target) in aliases where !Self.search(bytes, ranges, inOrder, Substring(id)) { map[Substring(id)] = target }
        self.aliases = map
    }

    private let inOrder: Bool

    /// Whether the locale has data of its own.
    func contains(_ name: Substring) -> Bool { Self.search(bytes, ranges, inOrder, name) }

    private static func search(_ bytes: [UInt8], _ ranges: [Range<Int32>], _ inOrder: Bool, _ name: Substring) -> Bool {
        func bytesOf(_ range: Range<Int32>) -> ArraySlice<UInt8> { bytes[Int(range.lowerBound)..<Int(range.upperBound)] }
        guard inOrder else { return ranges.contains { bytesOf($0).elementsEqual(name.utf8) } }
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if bytesOf(ranges[middle]).lexicographicallyPrecedes(name.utf8) { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && bytesOf(ranges[low]).elementsEqual(name.utf8)
    }
}
