/// CLDR's aliases of languages and regions (`supplementalMetadata`'s `languageAlias` and
/// `territoryAlias`, as ICU's `metadata` bundle holds them), applied to a tag ICU has already read.
///
/// ICU's C functions replace only a few of them (`iw` → `he` in `uloc_toLanguageTag`, the legacy
/// tags in `uloc_forLanguageTag`); CLDR lists several hundred, which its own matching and ICU's
/// `LocaleMatcher` apply: macrolanguage members (`cmn` → `zh`, `arb` → `ar`, `zsm` → `ms`), what the
/// extlang and legacy forms become (`zh-cmn-Hans-CN` → `zh-Hans-CN`, `zh-guoyu` → `zh`), three-letter
/// and bibliographic codes, languages with a script or region (`sh` → `sr-Latn`, `cnr` → `sr-ME`),
/// variants (`aa-saaho` → `ssy`, `und-aaland` → `und-AX`) and regions (`SU`, `DD`, `484` → `MX`).
/// The tables are `LocaleData`'s, which `msgc cldr-data` reads out of ICU, so both configurations
/// apply the same ones.
///
/// The replacement follows UTS #35's canonicalisation: a rule matches a tag whose fields include all
/// of the rule's (its language, or any for `und`; its script, region and variants); the fields it
/// names are replaced, the others kept, and a field the tag lacks is taken from the replacement. A
/// region with several successors (`SU` → `RU AM AZ …`) becomes the one where the language is most
/// likely spoken, else the first.
///
/// The rules are read where the table holds them, as bytes: a tag's lookup scans the few kilobytes
/// of `type:replacement` items and parses only the rules of its language (and of `und`). No
/// dictionary is built, and the first message of a process does not parse five hundred rules.
enum LocaleAliases {
    /// One `languageAlias`: the fields it matches and the replacement's.
    struct Rule: Sendable {
        let match: Subtags
        let replacement: Subtags
    }

    /// The `type:replacement` items of `languageAlias`, in the table's order. Policy beyond CLDR,
    /// last: Norwegian without a written standard is read as Bokmål, which nine in ten Norwegians
    /// write (CLDR 46 has `no` as the parent of `nb` and `nn`).
    private static let languageItems: [Substring.UTF8View] = BakedFields.of(LocaleData.languageAliases.utf8)
        + [Substring("no:nb").utf8]

    /// The `region:successors` items of `territoryAlias`, the successors joined by `+`.
    private static let regionItems: [Substring.UTF8View] = BakedFields.of(LocaleData.territoryAliases.utf8)

    /// The tag with every alias of its language, variants and region replaced; extensions and
    /// private use (`-u-…`, `-x-…`) kept as they were. `likelySubtags` maximizes a tag (`sr` →
    /// `sr-Cyrl-RS`), for a region with several successors.
    static func applying(to tag: String, likelySubtags: (String) -> String) -> String {
        let (base, extensions) = split(tag)
        var subtags = Subtags(base)
        // Each rule removes what it matched, so a chain (`nor` → `no` → `nb`) ends; the bound is for
        // a table that would not.
        var changed = false
        for _ in 0..<8 {
            guard let rule = rule(for: subtags) else { break }
            subtags = replacing(subtags, by: rule)
            changed = true
        }
        if let region = subtags.region, let item = regionItems.first(where: { isItem($0, of: region.utf8, withFields: false) }) {
            let successors = replacement(in: item).split(separator: "+").map(String.init)
            subtags.region = successors.count == 1 ? successors[0] : likelyRegion(of: subtags, among: successors, likelySubtags: likelySubtags)
            changed = true
        }
        guard changed else { return tag }
        return subtags.joined + extensions
    }

    /// The most specific rule whose fields the tag has: its language (or any, for `und`) and each
    /// script, region and variant the rule names. A rule naming more fields wins; of two naming as
    /// many, the one of the tag's language, else the first in the table.
    private static func rule(for subtags: Subtags) -> Rule? {
        var best: (type: String, replacement: String, fields: Int, ofLanguage: Bool)?
        let fields = [subtags.script, subtags.region].compactMap { $0 } + subtags.variants
        for item in languageItems {
            let ofLanguage = subtags.language != "und" && isItem(item, of: subtags.language.utf8, withFields: true)
            guard ofLanguage || isItem(item, of: "und".utf8, withFields: true) else { continue }
            let text = String(Substring(item))
            let type = String(text.prefix { $0 != ":" })
            let replacement = replacement(in: item)
            // The private-use replacements (`i-default` → `en-x-i-default`) are ICU's legacy tags,
            // which `uloc_forLanguageTag` has already replaced with ICU's own answer.
            guard !replacement.split(separator: "_").contains("x") else { continue }
            let named = type.split(separator: "_").dropFirst()
            guard named.allSatisfy({ field in fields.contains { $0 == field } }) else { continue }
            let count = named.count + (ofLanguage ? 1 : 0)
            if let best, count < best.fields || (count == best.fields && (best.ofLanguage || !ofLanguage)) { continue }
            best = (type, replacement, count, ofLanguage)
        }
        guard let best else { return nil }
        return Rule(match: Subtags(best.type.replacingUnderscores()), replacement: Subtags(best.replacement.replacingUnderscores()))
    }

    /// Whether an item's type is `code` (`withFields`: or `code` and fields, `und_saaho`).
    private static func isItem(_ item: Substring.UTF8View, of code: String.UTF8View, withFields: Bool) -> Bool {
        var index = item.startIndex
        for byte in code {
            guard index != item.endIndex, item[index] == byte else { return false }
            index = item.index(after: index)
        }
        guard index != item.endIndex else { return false }
        return item[index] == UInt8(ascii: ":") || (withFields && item[index] == UInt8(ascii: "_"))
    }

    /// What follows an item's colon.
    private static func replacement(in item: Substring.UTF8View) -> String {
        guard let colon = item.firstIndex(of: UInt8(ascii: ":")) else { return "" }
        return String(Substring(item[item.index(after: colon)...]))
    }

    private static func replacing(_ subtags: Subtags, by rule: Rule) -> Subtags {
        var result = subtags
        let replacement = rule.replacement
        if rule.match.language != "und" || replacement.language != "und" { result.language = replacement.language }
        result.script = rule.match.script != nil ? replacement.script : (subtags.script ?? replacement.script)
        result.region = rule.match.region != nil ? replacement.region : (subtags.region ?? replacement.region)
        result.variants.removeAll(where: rule.match.variants.contains)
        for variant in replacement.variants where !result.variants.contains(variant) { result.variants.append(variant) }
        return result
    }

    /// Of a retired region's successors, the one where the language is most likely spoken
    /// (`sr-YU` → `sr-RS`, `hy-SU` → `hy-AM`), else the first.
    private static func likelyRegion(of subtags: Subtags, among successors: [String], likelySubtags: (String) -> String) -> String {
        var language = subtags
        language.region = nil
        language.variants = []
        let likely = Subtags(likelySubtags(language.joined))
        return likely.region.flatMap { successors.contains($0) ? $0 : nil } ?? successors[0]
    }

    /// `zh-Hans-CN-u-nu-hanidec` → (`zh-Hans-CN`, `-u-nu-hanidec`).
    private static func split(_ tag: String) -> (base: String, extensions: String) {
        var offset = 0
        for subtag in tag.split(separator: "-", omittingEmptySubsequences: false) {
            if subtag.utf8.count == 1, offset > 0 {
                let index = tag.utf8.index(tag.utf8.startIndex, offsetBy: offset - 1)
                return (String(tag[..<index]), String(tag[index...]))
            }
            offset += subtag.utf8.count + 1
        }
        return (tag, "")
    }
}
