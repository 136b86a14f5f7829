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
enum LocaleAliases {
    /// One `languageAlias`: the fields it matches and the replacement's.
    struct Rule: Sendable {
        let match: Subtags
        let replacement: Subtags
    }

    /// The rules' types and replacements by the language they match (`und` for any), as in the
    /// table: a rule is parsed only when a tag has all its fields, so that reading a tag costs a
    /// lookup or two, and the first message of a process does not parse five hundred rules.
    private static let languageRules: [Substring: [(type: Substring, replacement: Substring)]] = {
        var rules: [Substring: [(type: Substring, replacement: Substring)]] = [:]
        for (type, replacement) in pairs(LocaleData.languageAliases) {
            // The private-use replacements (`i-default` → `en-x-i-default`) are ICU's legacy tags,
            // which `uloc_forLanguageTag` has already replaced with ICU's own answer.
            guard !replacement.split(separator: "_").contains("x") else { continue }
            rules[type.prefix { $0 != "_" }, default: []].append((type, replacement))
        }
        // Policy beyond CLDR: Norwegian without a written standard is read as Bokmål, which nine in
        // ten Norwegians write (CLDR 46 has `no` as the parent of `nb` and `nn`).
        rules["no", default: []].append(("no", "nb"))
        return rules
    }()

    /// The fields the rules for any language (`und_aaland`) name: a tag with none of them needs none
    /// of those rules tried.
    private static let fieldsOfAnyLanguageRules: Set<Substring> = Set(
        (languageRules["und"] ?? []).flatMap { $0.type.split(separator: "_").dropFirst() }
    )

    /// Region code → its successors, in CLDR's order, joined by `+`.
    private static let regionRules: [Substring: Substring] = {
        var rules: [Substring: Substring] = [:]
        for (type, replacement) in pairs(LocaleData.territoryAliases) where rules[type] == nil { rules[type] = replacement }
        return rules
    }()

    /// The tag with every alias of its language, variants and region replaced; extensions and
    /// private use (`-u-…`, `-x-…`) kept as they were.
    static func applying<Functions: LocaleFunctions>(to tag: String, with functions: Functions.Type) -> String {
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
        if let region = subtags.region, let joined = regionRules[Substring(region)] {
            let successors = joined.split(separator: "+").map(String.init)
            subtags.region = successors.count == 1 ? successors[0] : likelyRegion(of: subtags, among: successors, with: functions)
            changed = true
        }
        guard changed else { return tag }
        return subtags.joined + extensions
    }

    /// The most specific rule whose fields the tag has: its language (or any, for `und`) and each
    /// script, region and variant the rule names. A rule naming more fields wins.
    private static func rule(for subtags: Subtags) -> Rule? {
        var best: (type: Substring, replacement: Substring, fields: Int)?
        let fields = [subtags.script, subtags.region].compactMap { $0 } + subtags.variants
        var languages = subtags.language == "und" ? [] : [subtags.language]
        if fields.contains(where: { fieldsOfAnyLanguageRules.contains(Substring($0)) }) { languages.append("und") }
        for language in languages {
            for (type, replacement) in languageRules[Substring(language)] ?? [] {
                let named = type.split(separator: "_").dropFirst()
                guard named.allSatisfy({ field in fields.contains { $0 == field } }) else { continue }
                let count = named.count + (language == "und" ? 0 : 1)
                if count > best?.fields ?? -1 { best = (type, replacement, count) }
            }
        }
        guard let best else { return nil }
        return Rule(match: Subtags(best.type.replacingUnderscores()), replacement: Subtags(best.replacement.replacingUnderscores()))
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
    private static func likelyRegion<Functions: LocaleFunctions>(
        of subtags: Subtags, among successors: [String], with functions: Functions.Type
    ) -> String {
        var language = subtags
        language.region = nil
        language.variants = []
        let likely = Subtags(Functions.languageTag(forID: Functions.addLikelySubtags(Functions.id(forLanguageTag: language.joined))))
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

    /// The `from:to` items of a table, as slices of its text.
    private static func pairs(_ text: String) -> [(Substring, Substring)] {
        BakedFields.of(text.utf8).compactMap { item in
            guard let colon = item.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            return (Substring(item[..<colon]), Substring(item[colon...].dropFirst()))
        }
    }
}
