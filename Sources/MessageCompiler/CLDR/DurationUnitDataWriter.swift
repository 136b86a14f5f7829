import CICU
import IAPMessagesCore

/// Writes `DurationUnitData.swift`: CLDR's full-name duration patterns ("{0} minutes", "{0} Stunden")
/// for the seven units of `{wait, duration}`, as ICU's number formatter finds them for
/// `measure-unit/duration-<unit> unit-width-full-name`.
///
/// ICU reads them from its "unit" tree, whose bundles and parents are its own (it has no `en_US`, so
/// `en_US` opens `en` there): `ures_open` on the tree, then for each plural keyword the first value
/// along the opened bundle's chain in `units/duration/<unit>`, then the same in `unitsShort` (the
/// root's `units` is an alias of its `unitsShort`, and ICU's long-name code falls back to short
/// explicitly too). That makes the keyword's pattern a function of the opened bundle alone, so the
/// writer resolves it per bundle and keeps only what differs from the parent's: the runtime then
/// finds each keyword at the first bundle of the chain that has it, as `PhraseTable` does.
struct DurationUnitDataWriter {
    static let fileName = "DurationUnitData.swift"

    /// The units as ICU names them, in `RelativeTimeFormatter.Unit`'s order: the data's unit digits.
    static let units = RelativeTimeFormatter.Unit.allCases.map(\.rawValue)
    /// The plural keywords in CLDR's order (`PhraseTable.pluralNumber`'s), and the letters the data
    /// spells them with.
    static let plurals = ["zero", "one", "two", "few", "many", "other"]
    static let pluralLetters = ["zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x"]
    /// Keys a unit's table has besides the plural keywords, which the long-name formatter ignores
    /// (display name, "per" pattern, gender); any other key fails the bake, to be looked at.
    static let otherKeys: Set<String> = ["dnam", "per", "gender"]

    /// The unit tree's top-level tables read: the two ICU's full names come from, and the parents.
    static let keys = "units unitsShort %%Parent %%ParentIsRoot"

    let tree: ICUNumberData.Tree

    /// Reads the unit tree. Every bundle of the locale tree and ICU's legacy IDs (`iw`, `sh`) are
    /// probed too, for the IDs the unit tree opens as another bundle than truncation finds (its
    /// default-script fallbacks and alias bundles).
    static func read() throws(CLDRDataError) -> DurationUnitDataWriter {
        let localeBundles = try ICUText.read("the bundles of the locale tree") { cicu_number_data_bundles("", $0, $1, $2) }
        let legacy = try ICUText.rows(ICUText.read("ICU's legacy locale IDs") { cicu_phrase_data_aliases($0, $1, $2) })
            .compactMap { $0.first.map(String.init) }
        let tree = try ICUNumberData.readTree(
            "unit", keys: keys, alsoProbing: localeBundles.split(separator: " ").map(String.init) + legacy, keep: keep)
        return DurationUnitDataWriter(tree: tree)
    }

    /// `units/duration/minute/one`, `unitsShort/duration/hour/other` and the parent keys; not the
    /// grammatical cases (`units/duration/year/case/accusative/many`), which ICU reads only for a
    /// display case, which the skeleton does not ask for.
    static func keep(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.first == "%%Parent" || parts.first == "%%ParentIsRoot" { return true }
        return parts.count >= 3 && (parts[0] == "units" || parts[0] == "unitsShort") && parts[1] == "duration"
            && units.contains(String(parts[2])) && (parts.count < 4 || parts[3] != "case")
    }

    /// The pattern ICU formats a keyword with from `bundle`: `units` along the chain, then `unitsShort`.
    func resolved(unit: String, keyword: String, in bundle: String) -> String? {
        tree.resolved("units/duration/\(unit)/\(keyword)", in: bundle)
            ?? tree.resolved("unitsShort/duration/\(unit)/\(keyword)", in: bundle)
    }

    func file() throws(CLDRDataError) -> CLDRDataFile {
        // Anything under the units read that is not a plain pattern of a known key: an alias of a
        // whole unit, grammatical cases, a new key. None in CLDR 42; a later CLDR must be looked at.
        for (bundle, values) in tree.bundles {
            for (path, value) in values {
                let parts = path.split(separator: "/").map(String.init)
                guard parts.count == 4, Self.pluralLetters[parts[3]] != nil || Self.otherKeys.contains(parts[3]) else {
                    throw CLDRDataError("unit bundle \(bundle) has \(path), which the duration data does not expect")
                }
                if value.hasPrefix(ICUNumberData.aliasMark), Self.pluralLetters[parts[3]] != nil {
                    throw CLDRDataError("unit bundle \(bundle) has an alias at \(path)")
                }
            }
        }
        for unit in Self.units where resolved(unit: unit, keyword: "other", in: "root") == nil {
            throw CLDRDataError("the unit tree's root has no duration pattern \(unit)/other")
        }

        var pool: [String] = []
        var lineOfPattern: [String: Int] = [:]
        func line(_ pattern: String) throws(CLDRDataError) -> Int {
            if let found = lineOfPattern[pattern] { return found }
            lineOfPattern[pattern] = pool.count
            pool.append(try PhraseDataWriter.checked(pattern))
            return pool.count - 1
        }
        var lines: [String] = []
        let order = ["root"] + tree.topDown.filter { $0 != "root" }
        for bundle in order {
            let parent = tree.parents[bundle]
            var groups: [String] = []
            for (number, unit) in Self.units.enumerated() {
                var group = ""
                for keyword in Self.plurals {
                    guard let pattern = resolved(unit: unit, keyword: keyword, in: bundle),
                          parent.map({ resolved(unit: unit, keyword: keyword, in: $0) }) != pattern else { continue }
                    group += "\(Self.pluralLetters[keyword]!)\(try line(pattern))"
                }
                if !group.isEmpty { groups.append("\(number)\(group)") }
            }
            if !groups.isEmpty { lines.append(([bundle] + groups).joined(separator: " ")) }
        }

        let (icu, cldr) = CLDRDataFile.versions
        let aliases = tree.aliasItems
        let contents = CLDRDataFile.header(describing: "CLDR's full-name duration unit patterns")
            + """
            /// CLDR's full-name patterns of the duration units ICU's number formatter writes for
            /// `measure-unit/duration-<unit> unit-width-full-name`, read by `DurationUnitTable`.
            enum DurationUnitData {
                /// The ICU release the patterns were read from, and the CLDR release of its data.
                static let icuVersion = "\(icu)"
                static let cldrVersion = "\(cldr)"

                /// The bundles of ICU's unit tree (not the locale tree's: it has no `en_US`, for one): a name
                /// alone when its parent is the name truncated to the next listed bundle, else `name>parent`.
                static let bundles = \(CLDRDataFile.literal(CLDRDataFile.wrapped(NumberDataWriter.bundleList(tree))))

                /// Locale IDs ICU opens as another unit bundle than truncation finds: `zh_TW=zh_Hant_TW` where
                /// the ID is a bundle only naming another, `zh_US>zh_Hant` where ICU finds that one in its fallback.
                static let aliases = \(CLDRDataFile.literal(CLDRDataFile.wrapped(aliases)))

                /// Every distinct pattern, one a line (the first is line 0); `{0}` is the number.
                static let patterns = \(CLDRDataFile.literal(pool))

                /// `bundle group …`: the patterns a bundle resolves to (its `units`, else `unitsShort`, each along
                /// its chain) that differ from its parent's, grouped by unit (0 second, 1 minute, 2 hour, 3 day,
                /// 4 week, 5 month, 6 year): `1o12x13` reads minute, `one` is line 12, `other` line 13; plural
                /// keywords z o t f m, x for `other`. A keyword no bundle of the chain has takes `other`.
                static let units = \(CLDRDataFile.literal(lines))
            }

            """
        return CLDRDataFile(name: Self.fileName, contents: contents)
    }
}
