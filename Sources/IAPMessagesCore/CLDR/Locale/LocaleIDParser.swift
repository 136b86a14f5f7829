/// Apple's ICU 76 parsing and canonicalisation of locale IDs (uloc.cpp), byte for byte.
///
/// Deliberately literal: users must get the same locale from the same string in the app as Apple's
/// ICU gives Foundation, and ICU's answers for odd input follow from how its code walks the bytes
/// (`C` canonicalises to `c`, `en_US_` loses its trailing `_`, `zh_GAN` becomes `gan`), not from a
/// grammar. Apple's ICU keeps `root` and `und` as languages where the open-source one drops them.
/// Where ICU fails (a language of twelve characters or more, variants over 179, a keyword list it
/// cannot read) these return nil.
enum LocaleIDParser {
    typealias B = LocaleBytes
    static var data: PortableLocaleData { .shared }

    struct Failure: Error {}

    /// The subtags ICU reads from an ID (ulocimp_getSubtags) and where it stopped reading them.
    struct Subtags {
        var language: [UInt8] = []
        var script: [UInt8] = []
        var region: [UInt8] = []
        var variant: [UInt8] = []
        var end = 0
    }

    // MARK: - Subtags (_getLanguage, _getScript, _getRegion, _getVariant, ulocimp_getSubtags)

    /// The language at the start of `id`, lowercased (an `i-`/`x-` prefix kept, a three-letter code
    /// shortened where ICU knows two letters), and where it ends; nil past eleven characters.
    static func language(_ id: [UInt8]) -> (subtag: [UInt8], end: Int)? {
        var length = B.isPrefixLetter(B.at(id, 0)) && B.isSeparator(B.at(id, 1)) ? 2 : 0
        while !B.isTerminator(B.at(id, length)), !B.isSeparator(id[length]) {
            if length == 11 { return nil }
            length += 1
        }
        var result = id[0..<length].map(B.lower)
        if length > 1, B.isSeparator(id[1]) { result[1] = B.hyphen }
        if length == 3, let short = data.languages3[result] { result = short }
        return (result, length)
    }

    /// A four-letter script at `start`, title-cased, and where it ends (`start` when there is none).
    static func script(_ id: [UInt8], from start: Int) -> (subtag: [UInt8], end: Int) {
        var length = 0
        while !B.isTerminator(B.at(id, start + length)), !B.isSeparator(id[start + length]), B.isAlpha(id[start + length]) {
            if length == 4 { return ([], start) }
            length += 1
        }
        guard length == 4 else { return ([], start) }
        var result = [B.upper(id[start])]
        for index in start + 1..<start + 4 { result.append(B.lower(id[index])) }
        return (result, start + 4)
    }

    /// A two- or three-character region at `start`, upper-cased (three letters shortened where ICU
    /// knows two), and where it ends (`start` when there is none).
    static func region(_ id: [UInt8], from start: Int) -> (subtag: [UInt8], end: Int) {
        var length = 0
        while !B.isTerminator(B.at(id, start + length)), !B.isSeparator(id[start + length]) {
            if length == 3 { return ([], start) }
            length += 1
        }
        guard length >= 2 else { return ([], start) }
        var result = id[start..<start + length].map(B.upper)
        if length == 3, let short = data.countries3[result] { result = short }
        return (result, start + length)
    }

    /// ICU's _getVariant: the variants after a separator, or failing that after `@`, upper-cased and
    /// joined by `_`, and where reading stopped; nil past 179 characters.
    static func variant(_ id: [UInt8], from start: Int, previous: UInt8, needsSeparator: Bool) -> (subtag: [UInt8], end: Int)? {
        var out: [UInt8] = []
        var needsSeparator = needsSeparator
        var end = start
        var index = 0
        if B.isSeparator(previous) {
            while !B.isTerminator(B.at(id, start + index)) {
                if index >= 179 { return nil }
                if needsSeparator { out.append(B.underscore); needsSeparator = false }
                let c = B.upper(id[start + index])
                out.append(c == B.hyphen ? B.underscore : c)
                index += 1
            }
            end = start + index
        }
        if index == 0 {
            var p = start
            if previous == B.at {
                // keep p
            } else if let at = B.firstIndex(of: B.at, in: id, from: start) {
                p = at + 1
            } else {
                return (out, end)
            }
            while !B.isTerminator(B.at(id, p + index)) {
                if index >= 179 { return nil }
                if needsSeparator { out.append(B.underscore); needsSeparator = false }
                let c = B.upper(id[p + index])
                out.append(c == B.hyphen || c == UInt8(ascii: ",") ? B.underscore : c)
                index += 1
            }
            end = p + index
        }
        return (out, end)
    }

    /// `-t-`, `-u-` or `-x-` at `p`: where ICU stops reading variants.
    private static func isBCP47Extension(_ id: [UInt8], at p: Int) -> Bool {
        B.at(id, p) == B.hyphen && [UInt8(ascii: "t"), UInt8(ascii: "u"), UInt8(ascii: "x")].contains(B.lower(B.at(id, p + 1)))
            && B.at(id, p + 2) == B.hyphen
    }

    /// ulocimp_getSubtags; nil where ICU fails.
    static func subtags(_ id: [UInt8]) -> Subtags? {
        guard let (language, languageEnd) = language(id) else { return nil }
        var result = Subtags(language: language, end: languageEnd)
        var p = languageEnd
        if B.isSeparator(B.at(id, p)) {
            let (script, end) = script(id, from: p + 1)
            if end != p + 1 {
                result.script = script
                p = end
                result.end = p
            }
        }
        var hasRegion = false
        if B.isSeparator(B.at(id, p)) {
            let (region, end) = region(id, from: p + 1)
            if end != p + 1 {
                result.region = region
                hasRegion = true
                p = end
                result.end = p
            }
        }
        if B.isSeparator(B.at(id, p)), !isBCP47Extension(id, at: p) {
            if !hasRegion, B.isSeparator(B.at(id, p + 1)) { p += 1 }
            guard let (variant, end) = variant(id, from: p + 1, previous: id[p], needsSeparator: false) else { return nil }
            result.variant = variant
            if end != p + 1 { result.end = end }
        }
        return result
    }

    // MARK: - BCP 47 input to ID functions (_hasBCP47Extension)

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
    /// when the ID starts with a one-letter subtag, and reads the hyphenated ID when the conversion
    /// gives nothing. Nil where the conversion fails in ICU.
    static func convertingBCP47(_ id: [UInt8], hyphenating: Bool = false) -> [UInt8]? {
        guard !id.contains(B.at), shortestSubtagLength(id) == 1 else { return id }
        var tag = id
        if hyphenating, id.contains(B.underscore), !B.isSeparator(B.at(id, 1)) {
            tag = id.map { $0 == B.underscore ? B.hyphen : $0 }
        }
        // ICU's own failure to convert fails the caller too.
        guard let converted = LanguageTagParser.localeID(forLanguageTag: tag) else { return nil }
        return converted.isEmpty ? tag : converted
    }

    // MARK: - Canonicalisation (_canonicalize with _ULOC_CANONICALIZE)

    /// uloc_canonicalize; nil where ICU fails.
    static func canonicalize(_ input: [UInt8]) -> [UInt8]? {
        guard let id = convertingBCP47(input, hyphenating: true), let parts = subtags(id) else { return nil }
        var tag = parts.language
        var fieldCount = 0
        if tag.count == 9, id.starts(with: LocaleBytes.iDefault) {
            tag = PortableLocale.defaultLocaleID
        } else {
            if !parts.script.isEmpty {
                fieldCount += 1
                tag += [B.underscore] + parts.script
            }
            if !parts.region.isEmpty {
                fieldCount += 1
                tag += [B.underscore] + parts.region
            }
            if !parts.variant.isEmpty {
                fieldCount += 1
                if parts.region.isEmpty { tag.append(B.underscore) }
                tag += [B.underscore] + parts.variant
            }
        }
        let keywordStart = B.firstIndex(of: B.at, in: id, from: min(parts.end, id.count))
        var keywordAssign: Int?
        var separatorIndicator: Int?
        if let keywordStart {
            keywordAssign = B.firstIndex(of: B.equals, in: id, from: keywordStart)
            separatorIndicator = B.firstIndex(of: B.semicolon, in: id, from: keywordStart)
        }
        if let keywordStart, keywordAssign == nil {
            // A POSIX variant, "@euro".
            if fieldCount < 2 || (fieldCount < 3 && !parts.script.isEmpty) {
                repeat {
                    tag.append(B.underscore)
                    fieldCount += 1
                } while fieldCount < 2
            }
            guard let posix = variant(id, from: keywordStart + 1, previous: B.at, needsSeparator: !parts.variant.isEmpty) else {
                return nil
            }
            tag += posix.subtag
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
        list.insertionSort { $0.key.lexicographicallyPrecedes($1.key) }
        return list
    }

    /// uloc_openKeywords: the keyword names of an ID, sorted; nil where ICU fails.
    static func keywordNames(_ input: [UInt8]) -> [[UInt8]]? {
        guard let id = convertingBCP47(input) else { return nil }
        guard let at = B.firstIndex(of: B.at, in: id, from: 0) else { return [] }
        return keywordList(id, from: at + 1)?.map(\.key)
    }

    /// uloc_getKeywordValue: the value of one keyword, empty when absent; nil where ICU fails.
    static func keywordValue(_ input: [UInt8], _ name: [UInt8]) -> [UInt8]? {
        guard !name.isEmpty, name.allSatisfy(B.isAlphanumeric) else { return nil }
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

    /// uloc_getLanguage, uloc_getScript, uloc_getCountry; nil where ICU fails.
    static func languageOf(_ id: [UInt8]) -> [UInt8]? { subtags(id)?.language }
    static func scriptOf(_ id: [UInt8]) -> [UInt8]? { subtags(id)?.script }
    static func countryOf(_ id: [UInt8]) -> [UInt8]? { subtags(id)?.region }

    /// ulocimp_getVariant; nil where ICU fails.
    static func variantOf(_ id: [UInt8]) -> [UInt8]? { subtags(id)?.variant }
}
