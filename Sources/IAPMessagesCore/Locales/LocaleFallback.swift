/// The CLDR fallback chain of one locale: where to look next when a text is missing.
///
/// Each step is a BCP 47 tag without extensions, in the *normalised* form CLDR's own data uses: the
/// script is written only when it is not the language's usual one (`zh-Hant-TW`, but `zh-CN` rather
/// than `zh-Hans-CN`). The chain follows CLDR's parent locales where they exist and otherwise drops the
/// last subtag; a script that is not the language's default has the root as parent, so `zh-Hant`
/// never falls back to (Simplified) `zh`. The root itself is not listed.
///
/// ```
/// es-MX   → es-MX, es-419, es
/// en-AU   → en-AU, en-001, en
/// pt-AO   → pt-AO, pt-PT, pt
/// zh-HK   → zh-Hant-HK, zh-Hant
/// zh-SG   → zh-SG, zh
/// sr-Latn-RS → sr-Latn-RS, sr-Latn
/// ```
public enum LocaleFallback {
    /// The fallback chain for a locale in any spelling `LocaleIdentifier` accepts.
    public static func chain(for locale: String) -> [String] {
        chain(for: LocaleIdentifier(locale))
    }

    /// The fallback chain for a parsed locale; empty for the root locale.
    public static func chain(for locale: LocaleIdentifier) -> [String] {
        chain(for: locale, with: PlatformLocale.self)
    }

    /// The chain through ICU's locale functions or the portable ones (`PortableLocaleTests`).
    static func chain<Functions: LocaleFunctions>(for locale: LocaleIdentifier, with functions: Functions.Type) -> [String] {
        var chain: [String] = []
        var next: String? = normalize(locale.baseTag, with: functions)
        while let current = next, current != "und", !chain.contains(current) {
            chain.append(current)
            next = parent(of: current, visited: chain, with: functions)
        }
        return chain
    }

    /// The tag as the chain writes it: legacy codes replaced, the default script dropped, another
    /// script made explicit (`zh-TW` → `zh-Hant-TW`, `zh-Hans` → `zh`).
    public static func normalize(_ tag: String) -> String {
        normalize(tag, with: PlatformLocale.self)
    }

    static func normalize<Functions: LocaleFunctions>(_ tag: String, with functions: Functions.Type) -> String {
        let parts = Subtags(tag)
        guard parts.language != "und" else { return "und" }
        let likely = Subtags(Functions.languageTag(forID: Functions.addLikelySubtags(Functions.id(forLanguageTag: parts.joined))))
        let defaultScript = Subtags(Functions.languageTag(forID: Functions.addLikelySubtags(parts.language))).script
        var normalized = parts
        let script = parts.script ?? likely.script
        normalized.script = (script == defaultScript) ? nil : script
        return normalized.joined
    }

    private static func parent<Functions: LocaleFunctions>(
        of tag: String, visited: [String], with functions: Functions.Type
    ) -> String? {
        var parts = Subtags(tag)
        if !parts.variants.isEmpty {
            parts.variants.removeLast()
            return parts.joined
        }
        if let explicit = Functions.explicitParent(Functions.id(forLanguageTag: parts.joined)) {
            if explicit == "root" { return nil }
            let identifier = Functions.self == PlatformLocale.self
                ? LocaleIdentifier(explicit) : LocaleIdentifier(parsing: explicit, with: functions)
            let normalized = normalize(identifier.baseTag, with: functions)
            if !visited.contains(normalized) { return normalized }
        }
        if parts.region != nil {
            parts.region = nil
            return parts.joined
        }
        // Past the language there is only the root; and a tag still carrying a script here has a
        // non-default one, whose parent is the root too (CLDR: sr-Latn is not a kind of sr).
        return nil
    }
}

/// The subtags of a BCP 47 tag without extensions: language, script, region, variants.
struct Subtags: Equatable {
    var language: String
    var script: String?
    var region: String?
    var variants: [String] = []

    init(_ tag: String) {
        let parts = tag.split(separator: "-").map(String.init)
        language = parts.first ?? "und"
        var index = 1
        if index < parts.count, parts[index].count == 4, parts[index].allSatisfy(\.isLetter) {
            script = parts[index]
            index += 1
        }
        if index < parts.count, Self.isRegion(parts[index]) {
            region = parts[index]
            index += 1
        }
        while index < parts.count, parts[index].count > 1 {
            variants.append(parts[index])
            index += 1
        }
    }

    var joined: String {
        ([language, script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    private static func isRegion(_ subtag: String) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
    }
}
