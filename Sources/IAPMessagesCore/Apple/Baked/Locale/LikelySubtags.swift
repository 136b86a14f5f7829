/// ICU 72's uloc_addLikelySubtags (loclikely.cpp), byte for byte: canonicalise, parse language,
/// script and region into its fixed buffers, then look up language_script_region, language_script,
/// language_region and language in the likelySubtags table and fill in what the input lacks.
enum LikelySubtags {
    typealias B = LocaleBytes
    static var data: PortableLocaleData { .shared }

    /// The maximised ID; nil where ICU fails (a language of twelve letters or more, a variant
    /// segment of ten characters or more).
    static func add(_ input: [UInt8]) -> [UInt8]? {
        guard let id = LocaleIDParser.canonicalize(input) else { return nil }
        // parseTagString.
        var (language, position) = LocaleIDParser.language(id)
        guard language.count < 12 else { return nil }
        if language.isEmpty { language = LocaleBytes.und }
        if B.isSeparator(B.at(id, position)) { position += 1 }
        var (script, scriptEnd) = LocaleIDParser.script(id, from: position)
        position = scriptEnd
        if !script.isEmpty {
            if B.equalsIgnoringCase(script[...], LocaleBytes.unknownScript) { script = [] }
            if B.isSeparator(B.at(id, position)) { position += 1 }
        }
        var (region, regionEnd) = LocaleIDParser.country(id, from: position)
        position = regionEnd
        if !region.isEmpty {
            // ICU compares as many bytes as the region has with "ZZ": "ZZ" matches, "ZZA" does not.
            if region.count == 2, B.equalsIgnoringCase(region[...], LocaleBytes.unknownRegion) { region = [] }
        } else if position < id.count, id[position] != B.at {
            position -= 1
        }
        while B.isSeparator(B.at(id, position)) { position += 1 }
        let trailing = Array(id[min(position, id.count)...])
        // CHECK_TRAILING_VARIANT_SIZE, as ICU writes it: a segment of ten or more before `@` fails.
        var count = 0
        for c in trailing {
            if B.isSeparator(c) {
                count = 0
            } else if c == B.at {
                break
            } else if count > 8 {
                return nil
            } else {
                count += 1
            }
        }
        let key = { (parts: [[UInt8]]) -> [UInt8] in Array(parts.filter { !$0.isEmpty }.joined(separator: [B.underscore])) }
        if !script.isEmpty, !region.isEmpty, let likely = data.likelySubtags[key([language, script, region])] {
            return compose(language: nil, script: [], region: [], trailing: trailing, alternates: likely)
        }
        if !script.isEmpty, let likely = data.likelySubtags[key([language, script])] {
            return compose(language: nil, script: [], region: region, trailing: trailing, alternates: likely)
        }
        if !region.isEmpty, let likely = data.likelySubtags[key([language, region])] {
            return compose(language: nil, script: script, region: [], trailing: trailing, alternates: likely)
        }
        if let likely = data.likelySubtags[language] {
            return compose(language: nil, script: script, region: region, trailing: trailing, alternates: likely)
        }
        return id
    }

    /// createTagStringWithAlternates: the given subtags, the missing ones from `alternates`.
    private static func compose(
        language: [UInt8]?, script: [UInt8], region: [UInt8], trailing: [UInt8], alternates: [UInt8]
    ) -> [UInt8]? {
        let alternateLanguage = LocaleIDParser.language(alternates).subtag
        guard alternateLanguage.count < 12 else { return nil }
        var parts: [[UInt8]] = [alternateLanguage.isEmpty ? LocaleBytes.und : alternateLanguage]
        parts.append(script.isEmpty ? LocaleIDParser.scriptOf(alternates) : script)
        let finalRegion = region.isEmpty ? LocaleIDParser.countryOf(alternates) : region
        parts.append(finalRegion)
        var out = Array(parts.filter { !$0.isEmpty }.joined(separator: [B.underscore]))
        if !trailing.isEmpty {
            if trailing[0] != B.at {
                out.append(B.underscore)
                if finalRegion.isEmpty { out.append(B.underscore) }
            }
            out += trailing
        }
        return out
    }
}
