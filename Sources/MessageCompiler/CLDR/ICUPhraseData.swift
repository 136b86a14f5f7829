import CICU
import IAPMessagesCore

/// CLDR's list patterns as ICU's formatter reads them, bundle by bundle, with what
/// the portable backend needs to find a locale's bundles as ICU does.
///
/// Read from ICU's locale bundles through CICU (`cicu_phrase_data.c`): each bundle's own patterns,
/// its parent, ICU's legacy alias IDs, and what ICU's list formatter looks at in the items: the code
/// points of the Hebrew and Thai scripts, those of each strong bidi direction, and which bundles
/// write right to left.
struct ICUPhraseData: Sendable {
    /// One locale bundle and the patterns it holds itself.
    struct Bundle: Sendable {
        /// ICU's ID: "de_CH", "root".
        let id: String
        /// The bundle ICU inherits from: CLDR's explicit parent (`%%Parent`) or the truncation, as
        /// `ICUParent` resolves it; nil for the root.
        let parent: String?
        /// Whether the parent is one that the ID's truncation would not give.
        let parentIsExplicit: Bool
        /// List patterns keyed "<style>\t<2|start|middle|end>" ("or-short\tend").
        let lists: [String: String]
        /// The same keys in ICU's order, for output that does not depend on hashing.
        let listKeys: [String]
    }

    /// The root first, then every bundle ICU lists as available, in its order.
    let bundles: [Bundle]
    /// ICU's legacy IDs and the bundle ICU opens for each: ("iw", "he"), ("zh_TW", "zh_Hant_TW").
    let aliases: [(alias: String, bundle: String)]
    /// Code points of the Hebrew script, as ranges.
    let hebrewRanges: [ClosedRange<UInt32>]
    /// Code points of the Thai script (Apple's Thai list patterns space out an item in another).
    let thaiRanges: [ClosedRange<UInt32>]
    /// Code points of a strong left-to-right, and of a strong right-to-left, bidi class (Apple's list
    /// formatter isolates an item with either against the direction of its locale's patterns).
    let leftToRightRanges: [ClosedRange<UInt32>]
    let rightToLeftRanges: [ClosedRange<UInt32>]
    /// The bidi classes AL (Arabic's letters) and AN (its digits), both among the right-to-left ones.
    let arabicLetterRanges: [ClosedRange<UInt32>]
    let arabicNumberRanges: [ClosedRange<UInt32>]
    /// The bundles whose characters ICU lays out right to left (`layout/characters`, inherited).
    let rightToLeftBundles: [String]

    static func read() throws(CLDRDataError) -> ICUPhraseData {
        let available = (0..<cicu_locale_available_count()).compactMap { index -> String? in
            cicu_locale_available(index).map { String(cString: $0) }
        }
        // An available ID whose bundle is only an alias (Apple's ur_Aran_IN, of ur_Arab_IN) is opened
        // as the bundle it names, like the legacy IDs.
        var ids = ["root"]
        var listedAliases: [(String, String)] = []
        for id in available {
            let actual = try ICUText.read("the bundle ICU opens for \(id)") { cicu_number_data_actual_bundle("", id, $0, $1, $2) }
            if actual == id { ids.append(id) } else { listedAliases.append((id, actual)) }
        }
        let known = Set(ids)
        let aliases = try (listedAliases + ICUText.rows(ICUText.read("ICU's legacy locale IDs") { cicu_phrase_data_aliases($0, $1, $2) })
            .map { (row) throws(CLDRDataError) -> (String, String) in
                guard row.count == 2 else { throw CLDRDataError("unexpected legacy locale line: \(row.joined(separator: " | "))") }
                return (String(row[0]), String(row[1]))
            })
            .sorted { $0.0 < $1.0 }
        for (alias, bundle) in aliases where !known.contains(bundle) {
            throw CLDRDataError("ICU opens \(bundle) for \(alias), which is no bundle of its own")
        }
        let aliasTargets = Dictionary(aliases, uniquingKeysWith: { first, _ in first })
        var bundles: [Bundle] = []
        for id in ids {
            // The bundle ICU really inherits from (an alias's target, past a missing bundle), marked
            // explicit when the runtime's truncation of the ID would not give it.
            let parent = try Self.parent(of: id).map { ICUParent.bundle(named: $0, isBundle: known.contains, aliases: aliasTargets) }
            let explicit = parent != nil && parent != (truncation(of: id) ?? "root")
            let lists = try ICUText.rows(ICUText.read("the list patterns of \(id)") { cicu_phrase_data_lists(id, $0, $1, $2) })
            var listPatterns: [String: String] = [:]
            var listKeys: [String] = []
            for row in lists {
                guard row.count == 3 else { throw CLDRDataError("unexpected list pattern line of \(id): \(row.joined(separator: " | "))") }
                let key = "\(row[0])\t\(row[1])"
                if listPatterns.updateValue(String(row[2]), forKey: key) == nil { listKeys.append(key) }
            }
            bundles.append(Bundle(
                id: id, parent: parent, parentIsExplicit: explicit, lists: listPatterns, listKeys: listKeys))
        }
        var rightToLeft: [String] = []
        for bundle in bundles {
            let answer = cicu_phrase_data_right_to_left(bundle.id)
            guard answer >= 0 else { throw CLDRDataError("ICU has no character orientation for \(bundle.id)") }
            if answer == 1 { rightToLeft.append(bundle.id) }
        }
        return ICUPhraseData(
            bundles: bundles, aliases: aliases, hebrewRanges: try scriptRanges("Hebr"), thaiRanges: try scriptRanges("Thai"),
            leftToRightRanges: try bidiRanges(kind: 0, "strong left-to-right characters"),
            rightToLeftRanges: try bidiRanges(kind: 1, "strong right-to-left characters"),
            arabicLetterRanges: try bidiRanges(kind: 2, "Arabic letters"),
            arabicNumberRanges: try bidiRanges(kind: 3, "Arabic numbers"),
            rightToLeftBundles: rightToLeft)
    }

    private static func scriptRanges(_ script: String) throws(CLDRDataError) -> [ClosedRange<UInt32>] {
        try ranges(ICUText.read("the \(script) script") { cicu_phrase_data_script_ranges(script, $0, $1, $2) }, "\(script) script")
    }

    /// The ranges of `cicu_phrase_data_bidi_ranges`'s `kind`.
    private static func bidiRanges(kind: Int32, _ what: String) throws(CLDRDataError) -> [ClosedRange<UInt32>] {
        try ranges(ICUText.read(what) { cicu_phrase_data_bidi_ranges(kind, $0, $1, $2) }, what)
    }

    /// "05D0-05EA" lines as ranges; none fails the bake.
    private static func ranges(_ text: String, _ what: String) throws(CLDRDataError) -> [ClosedRange<UInt32>] {
        let ranges = try ICUText.rows(text).map { (row) throws(CLDRDataError) -> ClosedRange<UInt32> in
            let bounds = row.first?.split(separator: "-").compactMap { UInt32($0, radix: 16) } ?? []
            guard bounds.count == 2, bounds[0] <= bounds[1] else {
                throw CLDRDataError("unexpected code point range: \(row.joined(separator: " | "))")
            }
            return bounds[0]...bounds[1]
        }
        guard !ranges.isEmpty else { throw CLDRDataError("ICU gives no \(what)") }
        return ranges
    }

    /// The parent ICU names for a bundle: `%%Parent` when the bundle has one, else the ID without its
    /// last field ("de_CH" → "de", "en__POSIX" → "en"), else the root; nil for the root.
    private static func parent(of id: String) throws(CLDRDataError) -> String? {
        guard id != "root" else { return nil }
        let explicit = try ICUText.read("the parent of \(id)") { cicu_locale_explicit_parent(id, $0, $1, $2) }
        return explicit.isEmpty ? truncation(of: id) ?? "root" : explicit
    }

    /// "de_CH" → "de", "en__POSIX" → "en", "de" → nil: ICU's chopping of a locale ID.
    static func truncation(of id: String) -> String? {
        guard let cut = id.lastIndex(of: "_") else { return nil }
        var parent = id[..<cut]
        while parent.hasSuffix("_") { parent = parent.dropLast() }
        return parent.isEmpty ? nil : String(parent)
    }
}
