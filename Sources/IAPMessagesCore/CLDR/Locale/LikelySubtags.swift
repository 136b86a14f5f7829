/// Apple's ICU 76 uloc_addLikelySubtags (loclikely.cpp), byte for byte: canonicalise, read language,
/// script and region, then look up language_script_region, language_script, language_region and
/// language in the likelySubtags table and fill in what the input lacks. Apple's ICU keeps the
/// open-source ICU 72 lookups (the table of the likelySubtags bundle), with ICU 76's parsing: a
/// four-letter language is a script (`abcd` → `en_abcd_US`), `root` stays `root`, and a variant
/// segment of nine characters or more fails.
enum LikelySubtags {
    typealias B = LocaleBytes
    static var data: PortableLocaleData { .shared }

    /// The maximised ID; nil where ICU fails.
    static func add(_ input: [UInt8]) -> [UInt8]? {
        guard let id = LocaleIDParser.canonicalize(input) else { return nil }
        if id == LocaleBytes.root { return id }
        guard var parts = LocaleIDParser.subtags(id) else { return nil }
        if parts.script == LocaleBytes.unknownScript { parts.script = [] }
        if parts.region == LocaleBytes.unknownRegion { parts.region = [] }
        // CHECK_TRAILING_VARIANT_SIZE: a variant segment of more than eight characters fails.
        var count = 0
        for c in parts.variant {
            if B.isSeparator(c) {
                count = 0
            } else if count == 8 {
                return nil
            } else {
                count += 1
            }
        }
        if parts.language.count == 4 {
            guard parts.script.isEmpty else { return nil }
            parts.script = parts.language
            parts.language = []
        } else if parts.language.count > 8 {
            return nil
        }
        // The rest of the ID from where ICU's reading stopped, moved back over the variant.
        let trailingStart = max(0, min(parts.end, id.count) - parts.variant.count)
        let trailing = Array(id[trailingStart...])
        let (language, script, region) = (parts.language, parts.script, parts.region)
        if !script.isEmpty, !region.isEmpty, let likely = find(tag(language, script, region)) {
            return compose(language: [], script: [], region: [], trailing: trailing, alternates: likely)
        }
        if !script.isEmpty, let likely = find(tag(language, script, [])) {
            return compose(language: [], script: [], region: region, trailing: trailing, alternates: likely)
        }
        if !region.isEmpty, let likely = find(tag(language, [], region)) {
            return compose(language: [], script: script, region: [], trailing: trailing, alternates: likely)
        }
        if let likely = find(tag(language, [], [])) {
            return compose(language: [], script: script, region: region, trailing: trailing, alternates: likely)
        }
        return id
    }

    /// createTagString: the language, then `_script` and `_region` where given (`_Hant` without a language).
    private static func tag(_ language: [UInt8], _ script: [UInt8], _ region: [UInt8]) -> [UInt8] {
        var out = language
        if !script.isEmpty { out += [B.underscore] + script }
        if !region.isEmpty { out += [B.underscore] + region }
        return out
    }

    /// findLikelySubtags: the table's entry, "" and "_…" looked up as "und" and "und_…".
    private static func find(_ key: [UInt8]) -> [UInt8]? {
        if key.isEmpty { return data.likelySubtags[LocaleBytes.und] }
        if key.first == B.underscore { return data.likelySubtags[LocaleBytes.und + key] }
        return data.likelySubtags[key]
    }

    /// createTagStringWithAlternates: the given subtags, the missing ones from `alternates`.
    private static func compose(
        language: [UInt8], script: [UInt8], region: [UInt8], trailing: [UInt8], alternates: [UInt8]
    ) -> [UInt8]? {
        guard let other = LocaleIDParser.subtags(alternates), other.language.count < 12, other.region.count < 4 else { return nil }
        var out = language.isEmpty ? other.language : language
        let finalScript = script.isEmpty ? other.script : script
        if !finalScript.isEmpty { out += [B.underscore] + finalScript }
        let finalRegion = region.isEmpty ? other.region : region
        if !finalRegion.isEmpty { out += [B.underscore] + finalRegion }
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
