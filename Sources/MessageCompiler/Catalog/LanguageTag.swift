import IAPMessagesCore

/// BCP 47 language tags as catalogs, exchange files, `.lproj` folders and command-line options
/// spell them, checked and brought to one spelling before they name a file or a header.
///
/// Well-formed means RFC 5646's grammar (without the grandfathered tags): a language of 2–3 letters
/// (with up to three 3-letter extlangs) or 5–8 letters, an optional script (4 letters), region
/// (2 letters or 3 digits), variants (5–8 letters and digits, or a digit and 3), extensions (a
/// singleton and subtags of 2–8) and private use (`x` and subtags of 1–8). Nothing else, so a tag
/// never holds `/`, `.` or a space.
public enum LanguageTag: Sendable {
    /// Longer tags are legal but never needed; the bound keeps a file name from exceeding NAME_MAX.
    static let maximumLength = 100

    /// Whether `tag` is a well-formed BCP 47 tag written with `-` (any letter case).
    public static func isWellFormed(_ tag: String) -> Bool {
        subtagCases(of: tag) != nil
    }

    /// The tag with `-` for POSIX's `_` and RFC 5646's letter case: `DE` → `de`, `pt_br` → `pt-BR`,
    /// `zh-hant-tw` → `zh-Hant-TW`, `de-ch-U-CO-PHONEBK` → `de-CH-u-co-phonebk`; nil when it is
    /// not well-formed.
    public static func canonical(_ input: String) -> String? {
        guard let cased = subtagCases(of: String(input.map { $0 == "_" ? "-" : $0 })) else { return nil }
        return cased.map { subtag, kind in
            switch kind {
            case .script: subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            case .region: subtag.uppercased()
            case .other: subtag.lowercased()
            }
        }.joined(separator: "-")
    }

    /// What two tags share when they name the same catalog locale (`iw` and `he`, `no` and `nb`,
    /// any letter case): the comparison `CatalogChecker` makes for duplicate locales.
    public static func identity(_ tag: String) -> String {
        LocaleIdentifier(tag).languageTag
    }

    private enum Case { case script, region, other }

    /// Each subtag with the case it takes, or nil when the tag breaks the grammar.
    private static func subtagCases(of tag: String) -> [(Substring, Case)]? {
        guard !tag.isEmpty, tag.utf8.count <= maximumLength else { return nil }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard subtags.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return nil }
        func letters(_ subtag: Substring) -> Bool { subtag.allSatisfy(\.isLetter) }
        func digits(_ subtag: Substring) -> Bool { subtag.allSatisfy(\.isNumber) }
        var result: [(Substring, Case)] = []
        var index = 0
        // language, then up to three extlangs after a 2–3 letter language
        let language = subtags[0]
        guard letters(language), [2, 3, 5, 6, 7, 8].contains(language.count) else { return nil }
        result.append((language, .other))
        index = 1
        if language.count <= 3 {
            while index < subtags.count, index <= 3, subtags[index].count == 3, letters(subtags[index]) {
                result.append((subtags[index], .other))
                index += 1
            }
        }
        if index < subtags.count, subtags[index].count == 4, letters(subtags[index]) {
            result.append((subtags[index], .script))
            index += 1
        }
        if index < subtags.count, (subtags[index].count == 2 && letters(subtags[index])) || (subtags[index].count == 3 && digits(subtags[index])) {
            result.append((subtags[index], .region))
            index += 1
        }
        while index < subtags.count, (5...8).contains(subtags[index].count) || (subtags[index].count == 4 && subtags[index].first!.isNumber) {
            result.append((subtags[index], .other))
            index += 1
        }
        // Extensions and private use: after a singleton, every subtag is lower case whatever its shape.
        while index < subtags.count {
            let singleton = subtags[index]
            guard singleton.count == 1 else { return nil }
            let isPrivateUse = singleton.lowercased() == "x"
            let minimum = isPrivateUse ? 1 : 2
            var count = 0
            result.append((singleton, .other))
            index += 1
            while index < subtags.count, (minimum...8).contains(subtags[index].count), isPrivateUse || subtags[index].count > 1 {
                result.append((subtags[index], .other))
                index += 1
                count += 1
            }
            guard count > 0 else { return nil }
            if isPrivateUse, index < subtags.count { return nil }
        }
        return result
    }
}
