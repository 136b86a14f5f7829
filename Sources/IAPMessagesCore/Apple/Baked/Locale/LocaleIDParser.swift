/// ICU 72's parsing and canonicalisation of locale IDs (uloc.cpp), byte for byte.
///
/// Deliberately literal: users must get the same locale from the same string on iOS as on Linux,
/// and ICU's answers for odd input follow from how its code walks the bytes (`C` canonicalises to
/// `c`, `en_US_` keeps its trailing `_`, `zh_GAN` becomes `gan`), not from a grammar. Where ICU
/// fails (a keyword list it cannot read, a result over one of its fixed buffers) these return nil.
enum LocaleIDParser {
    typealias B = LocaleBytes
    static var data: PortableLocaleData { .shared }

    struct Failure: Error {}

    // MARK: - Subtags (ulocimp_getLanguage, ulocimp_getScript, ulocimp_getCountry, _getVariantEx)

    /// The language at the start of `id` and where it ends: lowercased, `root` and `und` read as
    /// nothing, an `i-`/`x-` prefix kept, a three-letter code shortened where ICU knows two letters.
    static func language(_ id: [UInt8]) -> (subtag: [UInt8], end: Int) {
        var p = 0
        if B.equalsIgnoringCase(id[...], LocaleBytes.root) {
            p = 4
        } else if id.count >= 3, B.equalsIgnoringCase(id[0..<3], LocaleBytes.und),
                  [0, B.hyphen, B.underscore, B.at].contains(B.at(id, 3)) {
            p = 3
        }
        var result: [UInt8] = []
        let first = B.at(id, p)
        if (first | 0x20 == UInt8(ascii: "x") || first | 0x20 == UInt8(ascii: "i")), B.isSeparator(B.at(id, p + 1)) {
            result.append(B.lower(first))
            result.append(B.hyphen)
            p += 2
        }
        while !B.isTerminator(B.at(id, p)), !B.isSeparator(id[p]) {
            result.append(B.lower(id[p]))
            p += 1
        }
        if result.count == 3, let short = data.languages3[result] { result = short }
        return (result, p)
    }

    /// A four-letter script at `start`, title-cased, and where it ends (`start` when there is none).
    static func script(_ id: [UInt8], from start: Int) -> (subtag: [UInt8], end: Int) {
        var length = 0
        while !B.isTerminator(B.at(id, start + length)), !B.isSeparator(id[start + length]), B.isAlpha(id[start + length]) {
            length += 1
        }
        guard length == 4 else { return ([], start) }
        var result = [B.upper(id[start])]
        for index in start + 1..<start + 4 { result.append(B.lower(id[index])) }
        return (result, start + 4)
    }

    /// A two- or three-character region at `start`, upper-cased (three letters shortened where ICU
    /// knows two), and where it ends (`start` when there is none).
    static func country(_ id: [UInt8], from start: Int) -> (subtag: [UInt8], end: Int) {
        var result: [UInt8] = []
        var length = 0
        while !B.isTerminator(B.at(id, start + length)), !B.isSeparator(id[start + length]) {
            result.append(B.upper(id[start + length]))
            length += 1
        }
        guard length == 2 || length == 3 else { return ([], start) }
        if length == 3, let short = data.countries3[result] { result = short }
        return (result, start + length)
    }

    /// ICU's _getVariantEx: the variants after a separator, or failing that after `@`, upper-cased
    /// and joined by `_`.
    static func variant(_ id: [UInt8], from start: Int, previous: UInt8, needsSeparator: Bool) -> [UInt8] {
        var out: [UInt8] = []
        var needsSeparator = needsSeparator
        var p = start
        if B.isSeparator(previous) {
            while !B.isTerminator(B.at(id, p)) {
                if needsSeparator { out.append(B.underscore); needsSeparator = false }
                let c = B.upper(id[p])
                out.append(c == B.hyphen ? B.underscore : c)
                p += 1
            }
        }
        if out.isEmpty {
            if previous == B.at {
                // keep p
            } else if let at = B.firstIndex(of: B.at, in: id, from: p) {
                p = at + 1
            } else {
                return out
            }
            while !B.isTerminator(B.at(id, p)) {
                if needsSeparator { out.append(B.underscore); needsSeparator = false }
                let c = B.upper(id[p])
                out.append(c == B.hyphen || c == UInt8(ascii: ",") ? B.underscore : c)
                p += 1
            }
        }
        return out
    }

    // MARK: - BCP 47 input to ID functions (_hasBCP47Extension, _ConvertBCP47)

    /// ICU's getShortestSubtagLength, which (as ICU's does) never measures the last subtag.
    static func shortestSubtagLength(_ id: [UInt8]) -> Int {
        var length = id.count
        var current = 0
        var reset = true
        for c in id {
            if !B.isSeparator(c) {
                if reset { current = 0; reset = false }
                current += 1
            } else {
                if current != 0, current < length { length = current }
                reset = true
            }
        }
        return length
    }

    /// An ID without `@` whose shortest subtag has one letter is taken for a BCP 47 tag with
    /// extensions and converted first (the input itself when nothing of it parses). For
    /// canonicalisation ICU first turns `_` into `-` (`en_US_u_va_posix` → `en_US_POSIX`), except
    /// when the ID starts with a one-letter subtag. Nil where the conversion fails in ICU.
    static func convertingBCP47(_ id: [UInt8], hyphenating: Bool = false) -> [UInt8]? {
        guard !id.contains(B.at), shortestSubtagLength(id) == 1 else { return id }
        var tag = id
        if hyphenating, id.contains(B.underscore), !B.isSeparator(B.at(id, 1)) {
            tag = id.map { $0 == B.underscore ? B.hyphen : $0 }
        }
        // ICU's own failure to convert fails the caller too.
        guard let converted = LanguageTagParser.localeID(forLanguageTag: tag) else { return nil }
        return converted.isEmpty ? id : converted
    }

    // MARK: - Canonicalisation (_canonicalize with _ULOC_CANONICALIZE)

    /// uloc_canonicalize; nil where ICU fails.
    static func canonicalize(_ input: [UInt8]) -> [UInt8]? {
        guard let id = convertingBCP47(input, hyphenating: true) else { return nil }
        var (tag, p) = language(id)
        var fieldCount = 0
        var scriptSize = 0
        var variantSize = 0
        if tag.count == 9, id.starts(with: LocaleBytes.iDefault) {
            tag = PortableLocale.defaultLocaleID
        } else if B.isSeparator(B.at(id, p)) {
            fieldCount += 1
            tag.append(B.underscore)
            let (script, scriptEnd) = script(id, from: p + 1)
            tag += script
            scriptSize = script.count
            if scriptSize > 0 {
                p = scriptEnd
                fieldCount += 1
                if B.isSeparator(B.at(id, p)) { tag.append(B.underscore) }
            }
            if B.isSeparator(B.at(id, p)) {
                let (country, countryEnd) = country(id, from: p + 1)
                tag += country
                if !country.isEmpty { p = countryEnd }
                if B.isSeparator(B.at(id, p)) {
                    if !B.isSeparator(B.at(id, p + 1)) {
                        fieldCount += 1
                        tag.append(B.underscore)
                    }
                    let variant = variant(id, from: p + 1, previous: id[p], needsSeparator: false)
                    tag += variant
                    variantSize = variant.count
                    if variantSize > 0 { p += variantSize + 1 }
                }
            }
        }
        let keywordStart = B.firstIndex(of: B.at, in: id, from: min(p, id.count))
        var keywordAssign: Int?
        var separatorIndicator: Int?
        if let keywordStart {
            keywordAssign = B.firstIndex(of: B.equals, in: id, from: keywordStart)
            separatorIndicator = B.firstIndex(of: B.semicolon, in: id, from: keywordStart)
        }
        if let keywordStart, keywordAssign == nil {
            // A POSIX variant, "@euro".
            if fieldCount < 2 || (fieldCount < 3 && scriptSize > 0) {
                repeat {
                    tag.append(B.underscore)
                    fieldCount += 1
                } while fieldCount < 2
            }
            tag += variant(id, from: keywordStart + 1, previous: B.at, needsSeparator: variantSize > 0)
        }
        if let replacement = data.canonicalIDs[tag] { tag = replacement }
        if let keywordStart, let keywordAssign, separatorIndicator.map({ $0 > keywordAssign }) ?? true {
            tag.append(B.at)
            guard let keywords = keywords(id, from: keywordStart + 1, valuesToo: true) else { return nil }
            tag += keywords
        }
        return tag
    }

    // MARK: - Keywords (_getKeywords, uloc_openKeywords, uloc_getKeywordValue)

    /// The `key=value;…` list after `@`, keys lowercased and sorted, the first of duplicates kept;
    /// with `valuesToo` false, only the keys (each followed by a NUL, as ICU lists them). Nil where
    /// ICU reports the list malformed.
    static func keywords(_ id: [UInt8], from start: Int, valuesToo: Bool) -> [UInt8]? {
        guard let list = keywordList(id, from: start) else { return nil }
        var out: [UInt8] = []
        for (index, item) in list.enumerated() {
            out += item.key
            if valuesToo {
                out.append(B.equals)
                out += item.value
                if index < list.count - 1 { out.append(B.semicolon) }
            } else {
                out.append(0)
            }
        }
        return out
    }

    static func keywordList(_ id: [UInt8], from start: Int) -> [(key: [UInt8], value: ArraySlice<UInt8>)]? {
        var list: [(key: [UInt8], value: ArraySlice<UInt8>)] = []
        var pos: Int? = start
        while var p = pos {
            while B.at(id, p) == B.space { p += 1 }
            if p >= id.count { break }
            if list.count == 25 { return nil }
            let equalSign = B.firstIndex(of: B.equals, in: id, from: p)
            let semicolon = B.firstIndex(of: B.semicolon, in: id, from: p)
            guard let equalSign, semicolon.map({ $0 >= equalSign }) ?? true else { return nil }
            if equalSign - p >= 25 { return nil }
            let key = id[p..<equalSign].filter { $0 != B.space }.map(B.lower)
            if key.isEmpty { return nil }
            var valueStart = equalSign + 1
            while B.at(id, valueStart) == B.space { valueStart += 1 }
            if valueStart >= id.count || valueStart == semicolon { return nil }
            var valueEnd: Int
            if let semicolon {
                valueEnd = semicolon
                while id[valueEnd - 1] == B.space { valueEnd -= 1 }
                pos = semicolon + 1
            } else {
                valueEnd = id.count
                while valueEnd > valueStart, id[valueEnd - 1] == B.space { valueEnd -= 1 }
                pos = nil
            }
            if !list.contains(where: { $0.key == key }) {
                list.append((key, id[valueStart..<valueEnd]))
            }
        }
        return list.sorted { $0.key.lexicographicallyPrecedes($1.key) }
    }

    /// uloc_openKeywords: the keyword names of an ID, sorted; nil where ICU fails.
    static func keywordNames(_ input: [UInt8]) -> [[UInt8]]? {
        guard let id = convertingBCP47(input) else { return nil }
        guard let at = B.firstIndex(of: B.at, in: id, from: 0) else { return [] }
        return keywordList(id, from: at + 1)?.map(\.key)
    }

    /// uloc_getKeywordValue: the value of one keyword, empty when absent; nil where ICU fails.
    static func keywordValue(_ input: [UInt8], _ name: [UInt8]) -> [UInt8]? {
        guard !name.isEmpty, name.count < 25, name.allSatisfy(B.isAlphanumeric) else { return nil }
        let wanted = name.map(B.lower)
        guard let id = convertingBCP47(input) else { return nil }
        guard var search = B.firstIndex(of: B.at, in: id, from: 0) else { return [] }
        while true {
            var start = search + 1
            guard let equals = B.firstIndex(of: B.equals, in: id, from: start) else { return nil }
            while B.at(id, start) == B.space { start += 1 }
            var tail = equals
            while tail > start, id[tail - 1] == B.space { tail -= 1 }
            if start == tail { return nil }
            var key: [UInt8] = []
            for c in id[start..<tail] {
                guard B.isAlphanumeric(c) else { return nil }
                guard key.count < 24 else { return nil }
                key.append(B.lower(c))
            }
            let next = B.firstIndex(of: B.semicolon, in: id, from: equals)
            if key == wanted {
                var valueStart = equals + 1
                while B.at(id, valueStart) == B.space { valueStart += 1 }
                var valueEnd = next ?? id.count
                while valueEnd > valueStart, id[valueEnd - 1] == B.space { valueEnd -= 1 }
                if valueStart == valueEnd { return nil }
                let value = Array(id[valueStart..<valueEnd])
                let punctuation: Set<UInt8> = [B.underscore, B.hyphen, UInt8(ascii: "+"), UInt8(ascii: "/")]
                guard value.allSatisfy({ B.isAlphanumeric($0) || punctuation.contains($0) }) else { return nil }
                return value
            }
            guard let next else { return [] }
            search = next
        }
    }

    // MARK: - The parts of an ID (uloc_getLanguage, uloc_getScript, uloc_getCountry, uloc_getVariant)

    static func scriptOf(_ id: [UInt8]) -> [UInt8] {
        let (_, p) = language(id)
        guard B.isSeparator(B.at(id, p)) else { return [] }
        return script(id, from: p + 1).subtag
    }

    static func countryOf(_ id: [UInt8]) -> [UInt8] {
        var (_, p) = language(id)
        guard B.isSeparator(B.at(id, p)) else { return [] }
        let (_, scriptEnd) = script(id, from: p + 1)
        if scriptEnd != p + 1 { p = scriptEnd }
        guard B.isSeparator(B.at(id, p)) else { return [] }
        return country(id, from: p + 1).subtag
    }

    /// uloc_getVariant; nil where ICU fails.
    static func variantOf(_ input: [UInt8]) -> [UInt8]? {
        guard let id = convertingBCP47(input) else { return nil }
        var (_, p) = language(id)
        guard B.isSeparator(B.at(id, p)) else { return [] }
        let (_, scriptEnd) = script(id, from: p + 1)
        if scriptEnd != p + 1 { p = scriptEnd }
        guard B.isSeparator(B.at(id, p)) else { return [] }
        let (_, countryEnd) = country(id, from: p + 1)
        if countryEnd != p + 1 { p = countryEnd }
        guard B.isSeparator(B.at(id, p)) else { return [] }
        if p != countryEnd, B.isSeparator(B.at(id, p + 1)) { p += 1 }
        return variant(id, from: p + 1, previous: id[p], needsSeparator: false)
    }
}
