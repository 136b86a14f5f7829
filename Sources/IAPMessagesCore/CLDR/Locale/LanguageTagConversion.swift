extension LanguageTagParser {
    /// An extension, a keyword or (with a key of one letter) a singleton extension, in ICU's list.
    struct Extension {
        var key: [UInt8]
        var value: [UInt8]
    }

    /// ICU's _addExtensionToList: inserts in order, refusing a key already there. With
    /// `localeToBCP`, singletons sort around the `-u-` keywords as in a tag (after the letters
    /// before `u`, `x` last) and the attribute placeholder leads the keywords.
    @discardableResult
    static func insert(_ ext: Extension, into list: inout [Extension], localeToBCP: Bool) -> Bool {
        for (index, current) in list.enumerated() {
            let order: Int
            if localeToBCP {
                let a = ext.key, b = current.key
                if a.count == 1 && b.count == 1 {
                    if a[0] == b[0] { order = 0 }
                    else if a[0] == UInt8(ascii: "x") { order = 1 }
                    else if b[0] == UInt8(ascii: "x") { order = -1 }
                    else { order = Int(a[0]) - Int(b[0]) }
                } else if a.count == 1 {
                    order = Int(a[0]) - Int(UInt8(ascii: "u"))
                } else if b.count == 1 {
                    order = Int(UInt8(ascii: "u")) - Int(b[0])
                } else {
                    var compared = compare(a, b)
                    if compared != 0 {
                        if b == attributeKey { compared = 1 } else if a == attributeKey { compared = -1 }
                    }
                    order = compared
                }
            } else {
                order = compare(ext.key, current.key)
            }
            if order < 0 {
                list.insert(ext, at: index)
                return true
            }
            if order == 0 { return false }
        }
        list.append(ext)
        return true
    }

    static let attributeKey = LocaleBytes.attributeKeyword

    static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a == b ? 0 : (a.lexicographicallyPrecedes(b) ? -1 : 1)
    }

    // MARK: - uloc_forLanguageTag

    struct ParsedTag {
        var language: [UInt8] = []
        var extlang: [[UInt8]] = []
        var script: [UInt8] = []
        var region: [UInt8] = []
        var variants: [[UInt8]] = []
        var extensions: [Extension] = []
        var privateUse: [UInt8] = []
    }

    /// ultag_parse, without the parsed length.
    static func parse(_ input: [UInt8]) -> ParsedTag {
        var tag = ParsedTag()
        guard input.count >= 2 else { return tag }
        var buffer = input
        var replaced = false
        for (legacy, replacement) in data.legacyTags where buffer.count >= legacy.count {
            if buffer.count > legacy.count, buffer[legacy.count] != B.hyphen { continue }
            if B.equalsIgnoringCase(buffer[0..<legacy.count], legacy) {
                buffer = replacement + buffer[legacy.count...]
                replaced = true
                break
            }
        }
        _ = replaced

        let languageBit = 1, extlangBit = 2, scriptBit = 4, regionBit = 8, variantBit = 16
        let extensionBit = 32, extensionValueBit = 64, privateBit = 128
        var next = languageBit | privateBit
        var privateUseVariant = false
        var pending: (key: [UInt8], valueStart: Int?, valueEnd: Int?)?

        // Subtag boundaries over the buffer, walked as ICU walks its NUL-separated copy.
        var start: Int? = 0
        func finishExtension() -> Bool {
            guard let current = pending else { return true }
            pending = nil
            guard let valueStart = current.valueStart, let valueEnd = current.valueEnd else { return false }
            let value = lowercased(Array(buffer[valueStart..<valueEnd]))
            return insert(Extension(key: current.key, value: value), into: &tag.extensions, localeToBCP: false)
        }

        parsing: while let subtagStart = start {
            let separator = B.firstIndex(of: B.hyphen, in: buffer, from: subtagStart)
            let subtagEnd = separator ?? buffer.count
            start = separator.map { $0 + 1 }
            let subtag = buffer[subtagStart..<subtagEnd]

            if next & languageBit != 0, isLanguage(subtag) {
                tag.language = lowercased(Array(subtag))
                next = scriptBit | regionBit | variantBit | extensionBit | privateBit
                if subtag.count <= 3 { next |= extlangBit }
                continue
            }
            if next & extlangBit != 0, isExtlang(subtag) {
                tag.extlang.append(lowercased(Array(subtag)))
                next = tag.extlang.count < 3
                    ? extlangBit | scriptBit | regionBit | variantBit | extensionBit | privateBit
                    : scriptBit | regionBit | variantBit | extensionBit | privateBit
                continue
            }
            if next & scriptBit != 0, isScript(subtag) {
                tag.script = [B.upper(subtag.first!)] + subtag.dropFirst().map(B.lower)
                next = regionBit | variantBit | extensionBit | privateBit
                continue
            }
            if next & regionBit != 0, isRegion(subtag) {
                tag.region = B.uppercased(Array(subtag))
                next = variantBit | extensionBit | privateBit
                continue
            }
            if next & variantBit != 0, isVariant(subtag) || (privateUseVariant && isPrivateUseVariant(subtag)) {
                let variant = B.uppercased(Array(subtag))
                if tag.variants.contains(variant) { break parsing }
                tag.variants.append(variant)
                next = variantBit | extensionBit | privateBit
                continue
            }
            if next & extensionBit != 0, isExtensionSingleton(subtag) {
                if pending != nil, !finishExtension() { break parsing }
                pending = (lowercased(Array(subtag)), nil, nil)
                next = extensionValueBit
                continue
            }
            if next & extensionValueBit != 0, isExtensionSubtag(subtag) {
                if pending?.valueStart == nil { pending?.valueStart = subtagStart }
                pending?.valueEnd = subtagEnd
                next = extensionBit | extensionValueBit | privateBit
                continue
            }
            if next & privateBit != 0 {
                if subtag.count == 1, B.lower(subtag.first!) == UInt8(ascii: "x") {
                    if pending != nil, !finishExtension() { break parsing }
                    guard let privateStart = start else { break parsing }
                    var lastGood = privateStart - 1
                    var foundLVariant = false
                    while let valueStart = start {
                        let separator = B.firstIndex(of: B.hyphen, in: buffer, from: valueStart)
                        let valueEnd = separator ?? buffer.count
                        start = separator.map { $0 + 1 }
                        let value = buffer[valueStart..<valueEnd]
                        // ICU compares the first eight bytes only: "lvariantfoo" starts the variants too.
                        if value.starts(with: LocaleBytes.lvariant) {
                            next = variantBit
                            privateUseVariant = true
                            foundLVariant = true
                            break
                        } else if isPrivateUseValue(value) {
                            lastGood = valueEnd
                        } else {
                            break
                        }
                    }
                    if foundLVariant {
                        // The private use seen so far is dropped, as ICU's copy is cut there.
                        continue
                    }
                    if lastGood > privateStart {
                        tag.privateUse = lowercased(Array(buffer[privateStart..<lastGood]))
                    }
                    break parsing
                }
                break parsing
            }
            break parsing
        }
        if pending != nil { _ = finishExtension() }
        return tag
    }

    /// uloc_forLanguageTag: the ICU locale ID for a tag, "" when nothing of it parses, nil where ICU
    /// fails.
    static func localeID(forLanguageTag input: [UInt8]) -> [UInt8]? {
        var tag = parse(input)
        var out: [UInt8] = []
        var isEmpty = true
        let language = tag.extlang.first ?? tag.language
        if language != LocaleBytes.und, !language.isEmpty {
            out += language
            isEmpty = false
        }
        if !tag.script.isEmpty {
            out.append(B.underscore)
            isEmpty = false
            out += tag.script
        }
        var noRegion = true
        if !tag.region.isEmpty {
            out.append(B.underscore)
            isEmpty = false
            out += tag.region
            noRegion = false
        }
        tag.variants.insertionSort { $0.lexicographicallyPrecedes($1) }
        if !tag.variants.isEmpty {
            if noRegion {
                out.append(B.underscore)
                isEmpty = false
            }
            for variant in tag.variants {
                out.append(B.underscore)
                out += variant
            }
        }
        if !tag.extensions.isEmpty || !tag.privateUse.isEmpty {
            if isEmpty, !tag.extensions.isEmpty { out += LocaleBytes.und }
            guard let keywords = keywords(of: tag) else { return nil }
            out += keywords
        }
        return out
    }

    /// ICU's _appendKeywords: the extensions and private use as `@key=value;…`, `_POSIX` first when
    /// `-u-va-posix` stood for the POSIX variant. Nil where ICU fails.
    private static func keywords(of tag: ParsedTag) -> [UInt8]? {
        var list: [Extension] = []
        var posixVariant = false
        for ext in tag.extensions {
            if ext.key == [UInt8(ascii: "u")] {
                if !tag.variants.isEmpty { posixVariant = true }
                guard let keywords = unicodeKeywords(ext.value, posixVariant: &posixVariant) else { return nil }
                for keyword in keywords { insert(keyword, into: &list, localeToBCP: false) }
            } else {
                guard insert(ext, into: &list, localeToBCP: false) else { return nil }
            }
        }
        if !tag.privateUse.isEmpty {
            guard insert(Extension(key: [UInt8(ascii: "x")], value: tag.privateUse), into: &list, localeToBCP: false) else { return nil }
        }
        var out: [UInt8] = []
        if posixVariant { out += LocaleBytes.posixSuffix }
        for (index, keyword) in list.enumerated() {
            out.append(index == 0 ? B.at : B.semicolon)
            out += keyword.key
            out.append(B.equals)
            out += keyword.value
        }
        return out
    }

    /// ICU's _appendLDMLExtensionAsKeywords: `-u-` subtags as legacy keywords. `posixVariant` comes
    /// in true when the tag has variants (then `va-posix` stays a keyword) and goes out true when
    /// `va-posix` is to be written as the POSIX variant.
    private static func unicodeKeywords(_ value: [UInt8], posixVariant: inout Bool) -> [Extension]? {
        let variantExists = posixVariant
        posixVariant = false
        var keywords: [Extension] = []
        let subtags = value.split(separator: B.hyphen, omittingEmptySubsequences: false)
        var index = 0
        var attributes: [[UInt8]] = []
        while index < subtags.count, !isUnicodeLocaleKey(subtags[index]) {
            let attribute = Array(subtags[index])
            if !attributes.contains(attribute) {
                let position = attributes.firstIndex { compare(attribute, $0) < 0 } ?? attributes.count
                attributes.insert(attribute, at: position)
            }
            index += 1
        }
        if !attributes.isEmpty {
            let joined = Array(attributes.joined(separator: [B.hyphen]))
            guard insert(Extension(key: attributeKey, value: joined), into: &keywords, localeToBCP: false) else { return nil }
        }
        while index < subtags.count {
            let bcpKey = Array(subtags[index])
            index += 1
            var types: [ArraySlice<UInt8>] = []
            while index < subtags.count, !isUnicodeLocaleKey(subtags[index]) {
                types.append(subtags[index])
                index += 1
            }
            let key: [UInt8]
            switch toLegacyKey(bcpKey) {
            case .mapped(let legacy): key = legacy
            case .same: key = lowercased(bcpKey)
            case .none: return nil
            }
            var type: [UInt8]
            if types.isEmpty {
                type = LocaleBytes.yes
            } else {
                let bcpType = Array(types.joined(separator: [B.hyphen]))
                switch toLegacyType(key, bcpType) {
                case .mapped(let legacy): type = legacy
                case .same: type = lowercased(bcpType)
                case .none: return nil
                }
            }
            if !variantExists, key == LocaleBytes.va, type == LocaleBytes.posix {
                posixVariant = true
            } else {
                insert(Extension(key: key, value: type), into: &keywords, localeToBCP: false)
            }
        }
        return keywords
    }

    // MARK: - uloc_toLanguageTag (not strict)

    /// The BCP 47 tag for an ICU locale ID; nil where ICU fails.
    static func languageTag(forID id: [UInt8]) -> [UInt8]? {
        let canonical: [UInt8]
        if id.isEmpty {
            canonical = []
        } else {
            guard let result = LocaleIDParser.canonicalize(id) else { return nil }
            canonical = result
        }
        // A locale of nothing but private use ("@x=abc") is "und-x-abc".
        if canonical.first == B.at, let names = LocaleIDParser.keywordNames(canonical), names.count == 1,
           names[0] == [UInt8(ascii: "x")] {
            guard let value = LocaleIDParser.keywordValue(id, [UInt8(ascii: "x")]) else { return nil }
            if B.isList(value[...], isPrivateUseValue) {
                return LocaleBytes.undPrivateUsePrefix + value
            }
        }
        var out: [UInt8] = []
        // Language.
        let language = LocaleIDParser.languageOf(canonical) ?? []
        if language.isEmpty || !isLanguage(language[...]) {
            out += LocaleBytes.und
        } else {
            out += data.deprecatedLanguages[language] ?? language
        }
        // Script.
        let script = LocaleIDParser.scriptOf(canonical) ?? []
        if !script.isEmpty {
            out.append(B.hyphen)
            out += script
        }
        // Region.
        let region = LocaleIDParser.countryOf(canonical) ?? []
        if !region.isEmpty, isRegion(region[...]) {
            out.append(B.hyphen)
            out += data.deprecatedRegions[region] ?? region
        }
        // Variants.
        var hadPOSIX = false
        let variantText = LocaleIDParser.variantOf(canonical)
        if let variantText, !variantText.isEmpty {
            var variants: [[UInt8]] = []
            for part in variantText.split(whereSeparator: B.isSeparator) {
                let variant = lowercased(Array(part))
                if isVariant(variant[...]) {
                    if variant != LocaleBytes.posix || variantText.count != 5 {
                        if !variants.contains(variant) { variants.append(variant) }
                    } else {
                        hadPOSIX = true
                    }
                } else if isPrivateUseValue(variant[...]) {
                    break
                }
            }
            variants.insertionSort { $0.lexicographicallyPrecedes($1) }
            for variant in variants {
                out.append(B.hyphen)
                out += variant
            }
        }
        // Keywords.
        guard let names = LocaleIDParser.keywordNames(canonical) else { return nil }
        if !names.isEmpty || hadPOSIX {
            var list: [Extension] = []
            var attributes: [[UInt8]] = []
            for name in names {
                guard let value = LocaleIDParser.keywordValue(canonical, name) else { continue }
                var ext: Extension
                if name == attributeKey {
                    guard !value.isEmpty else { continue }
                    // As ICU splits them: an empty attribute between two hyphens counts, a last one not.
                    let pieces = value.split(separator: B.hyphen, omittingEmptySubsequences: false)
                    for (position, piece) in pieces.enumerated() {
                        if piece.isEmpty, position == pieces.count - 1 { break }
                        let attribute = Array(piece)
                        if !attributes.contains(attribute) {
                            let position = attributes.firstIndex { compare(attribute, $0) < 0 } ?? attributes.count
                            attributes.insert(attribute, at: position)
                        }
                    }
                    ext = Extension(key: attributeKey, value: [])
                } else if name.count > 1 {
                    let key: [UInt8]
                    switch toBCPKey(name) {
                    case .mapped(let bcp): key = bcp
                    case .same: key = name
                    case .none: continue
                    }
                    switch toBCPType(name, value) {
                    case .mapped(let bcp): ext = Extension(key: key, value: bcp)
                    case .same: ext = Extension(key: key, value: lowercased(value))
                    case .none: continue
                    }
                } else {
                    if name == [UInt8(ascii: "x")] {
                        guard B.isList(value[...], isPrivateUseValue) else { continue }
                    } else {
                        guard isExtensionSingleton(name[...]), B.isList(value[...], isExtensionSubtag) else { continue }
                    }
                    ext = Extension(key: name, value: value)
                }
                insert(ext, into: &list, localeToBCP: true)
            }
            if hadPOSIX {
                insert(Extension(key: LocaleBytes.va, value: LocaleBytes.posix), into: &list, localeToBCP: true)
            }
            var startedUnicode = false
            for ext in list {
                if !startedUnicode, ext.key.count > 1 {
                    out += LocaleBytes.unicodeSingleton
                    startedUnicode = true
                }
                if ext.key == attributeKey {
                    for attribute in attributes {
                        out.append(B.hyphen)
                        out += attribute
                    }
                } else {
                    out.append(B.hyphen)
                    out += ext.key
                    if ext.value != LocaleBytes.trueValue, ext.value != LocaleBytes.yes {
                        out.append(B.hyphen)
                        out += ext.value
                    }
                }
            }
        }
        // Private-use variants; like the variants, none when they fill ICU's buffer.
        if let variantText, !variantText.isEmpty {
            var first = true
            for part in variantText.split(whereSeparator: B.isSeparator) {
                let value = lowercased(Array(part))
                guard isPrivateUseValue(value[...]) else { break }
                if !first || !isVariant(value[...]) {
                    out.append(B.hyphen)
                    if first {
                        out += LocaleBytes.lvariantPrefix
                        first = false
                    }
                    out += value
                }
            }
        }
        return out
    }
}
