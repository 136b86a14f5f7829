import CICU
import IAPMessagesCore

/// CLDR's number and currency data as ICU's resource bundles hold it: each bundle's own values and
/// its parent, per tree, read through CICU for `NumberDataWriter` and `CurrencyDataWriter`.
///
/// ICU's formatter reads these with fallback: a value missing from a locale's bundle is looked up in
/// its parent's (CLDR's explicit parent, else the locale ID truncated), up to the root. The bundles are
/// read here without that fallback, and `Tree.resolved(_:in:)` walks the chain as ICU does; the
/// writers then keep, per bundle, only what differs from what its parent resolves to.
struct ICUNumberData: Sendable {
    /// One resource tree ("" ICU's locale tree, "curr" its currency tree): the bundles, each with its
    /// own values by path ("NumberElements/latn/symbols/decimal"), and each one's parent bundle.
    struct Tree: Sendable {
        let name: String
        /// Bundle name → path → value. "root" is included.
        let bundles: [String: [String: String]]
        /// Bundle name → parent bundle name; the root has none.
        let parents: [String: String]
        /// Locale IDs that ICU opens as a bundle other than the one truncation would find: aliases
        /// ("zh_TW" → "zh_Hant_TW") and CLDR's default-script fallback ("zh_US" → "zh_Hant").
        let aliases: [String: String]
        /// Those of `aliases` that are bundles of their own, only naming another (`%%ALIAS`): ICU opens
        /// them without a fallback warning, which Apple's ICU looks at.
        let aliasBundles: Set<String>
        /// `aliases` as the data files write them: `id=bundle` for an alias bundle, `id>bundle` else.
        var aliasItems: [String] {
            aliases.sorted { $0.key < $1.key }.map { "\($0.key)\(aliasBundles.contains($0.key) ? "=" : ">")\($0.value)" }
        }
        /// The bundles that hold the first of the top-level keys read (the locale tree's
        /// `NumberElements`) themselves, whatever they hold under it: Apple's ICU tells from it whether
        /// a locale's number data is its bundle's own (see `CountryFallback` in the runtime).
        let ownersOfFirstKey: Set<String>
        /// Each bundle's chain, worked out once: the writers walk them millions of times.
        private let chains: [String: [String]]

        init(name: String, bundles: [String: [String: String]], parents: [String: String], aliases: [String: String],
             aliasBundles: Set<String> = [], ownersOfFirstKey: Set<String> = []) {
            self.name = name
            self.bundles = bundles
            self.parents = parents
            self.aliases = aliases
            self.aliasBundles = aliasBundles.intersection(aliases.keys)
            self.ownersOfFirstKey = ownersOfFirstKey
            var chains: [String: [String]] = [:]
            for bundle in bundles.keys {
                var chain = [bundle]
                var current = bundle
                while let parent = parents[current] {
                    chain.append(parent)
                    current = parent
                }
                chains[bundle] = chain
            }
            self.chains = chains
        }

        /// The bundles from the root down: every parent before its children, names sorted among equals.
        var topDown: [String] {
            bundles.keys.sorted { (depth($0), $0) < (depth($1), $1) }
        }

        func depth(_ bundle: String) -> Int {
            var count = 0
            var current = bundle
            while let parent = parents[current] {
                count += 1
                current = parent
            }
            return count
        }

        /// The chain ICU looks a value up along: the bundle, its parent, …, the root.
        func chain(_ bundle: String) -> [String] {
            if let known = chains[bundle] { return known }
            var result = [bundle]
            var current = bundle
            while let parent = parents[current] {
                result.append(parent)
                current = parent
            }
            return result
        }

        /// The value of `path` as ICU's `ures_getStringByKeyWithFallback` finds it from `bundle`.
        func resolved(_ path: String, in bundle: String) -> String? {
            for name in chain(bundle) {
                if let value = bundles[name]?[path] { return value }
            }
            return nil
        }

        /// The bundle truncation finds for an ID: "de_CH_X" → "de_CH", "de_US" → "de", "xx" → "root".
        func truncationBundle(_ id: String) -> String {
            var candidate = Substring(id)
            while !candidate.isEmpty {
                if bundles[String(candidate)] != nil { return String(candidate) }
                guard let cut = candidate.lastIndex(of: "_") else { break }
                candidate = candidate[..<cut]
                while candidate.last == "_" { candidate = candidate.dropLast() }
            }
            return "root"
        }
    }

    /// A numbering system: its ten digits, or nil for an algorithmic one (roman, hebr), which ICU's
    /// number formatter writes with Latin digits and symbols.
    struct NumberingSystem: Sendable {
        let name: String
        let digits: String?
    }

    let numberingSystems: [NumberingSystem]
    /// Every ISO 4217 code ICU knows, sorted, with the fraction digits CLDR formats it with.
    let currencyCodes: [(code: String, digits: Int)]

    static func read() throws(CLDRDataError) -> ICUNumberData {
        var systems: [String: (digits: String?, algorithmic: Bool, radix: Int)] = [:]
        let systemText = try ICUText.read("the numbering systems") {
            cicu_number_data_table_contents("", "numberingSystems", "numberingSystems", $0, $1, $2)
        }
        for (path, value) in try pairs(systemText) {
            let parts = path.split(separator: "/")
            guard parts.count == 3 else { continue }
            let name = String(parts[1])
            var system = systems[name] ?? (nil, false, 10)
            switch parts[2] {
            case "desc": system.digits = value
            case "algorithmic": system.algorithmic = value == "1"
            case "radix": system.radix = Int(value) ?? 0
            default: break
            }
            systems[name] = system
        }
        let numberingSystems = try systems.keys.sorted().map { (name) throws(CLDRDataError) -> NumberingSystem in
            let system = systems[name]!
            if system.algorithmic || system.radix != 10 { return NumberingSystem(name: name, digits: nil) }
            guard let digits = system.digits, digits.unicodeScalars.count == 10 else {
                throw CLDRDataError("numbering system \(name) has no ten digits: \(system.digits ?? "none")")
            }
            return NumberingSystem(name: name, digits: digits)
        }

        let codeList = try ICUText.read("the ISO currency codes") { cicu_currency_codes($0, $1, $2) }
        let codes = codeList.split(separator: " ").map(String.init).sorted()
        var currencyCodes: [(String, Int)] = []
        for code in codes {
            var status: Int32 = 0
            let digits = cicu_currency_fraction_digits(code, &status)
            guard status <= 0 else { throw CLDRDataError("ICU has no fraction digits for \(code)") }
            currencyCodes.append((code, Int(digits)))
        }
        return ICUNumberData(numberingSystems: numberingSystems, currencyCodes: currencyCodes)
    }

    /// Root's data for most numbering systems consists of aliases of the locale's Latin data
    /// (`thai/symbols` → `/LOCALE/NumberElements/latn/symbols`, `thai/patterns/currencyFormat` →
    /// `/LOCALE/NumberElements/latn/patterns/currencyFormat`), which iteration returns resolved in the
    /// root, under the same key. In the root, a numbering system's `symbols` table identical to the Latin
    /// one is taken for an alias of that table (`NumberElements/<system>/symbols` = mark + `latn`), and
    /// any other value equal to the Latin one for an alias of it (mark + `latn.<key>`), except the
    /// patterns in `realInRoot` ("arab.percentFormat"), which ICU showed to be root's own values. A
    /// sibling alias (CICU's `\@currencyFormat`) becomes mark + `<system>.<key>`.
    static func aliasingSections(_ pairs: [(String, String)], bundle: String, realInRoot: Set<String> = []) -> [(String, String)] {
        var result: [(String, String)] = []
        var sections: [String: [String: String]] = [:]
        for (path, value) in pairs {
            let parts = path.split(separator: "/")
            guard parts.count == 4, parts[0] == "NumberElements" else { continue }
            sections["\(parts[1])/\(parts[2])", default: [:]][String(parts[3])] = value
        }
        var aliased: Set<String> = []
        if bundle == "root" {
            for (section, values) in sections where !section.hasPrefix("latn/") {
                let table = section.split(separator: "/")[1]
                if table == "symbols", let latin = sections["latn/symbols"], latin == values { aliased.insert(section) }
            }
        }
        // Compact patterns (`<system>/patternsShort/decimalFormat/1000/one`): root's tables for other
        // numbering systems are aliases of the locale's Latin table, taken as such when identical to
        // root's Latin one and not among `realInRoot` ("deva.sd").
        var compactTables: [String: [String: String]] = [:]
        for (path, value) in pairs {
            let parts = path.split(separator: "/")
            guard parts.count == 6, parts[0] == "NumberElements", compactTableCode(parts[2], parts[3]) != nil else { continue }
            compactTables["\(parts[1])/\(parts[2])/\(parts[3])", default: [:]]["\(parts[4])/\(parts[5])"] = value
        }
        var aliasedCompact: Set<String> = []
        if bundle == "root" {
            for (table, values) in compactTables where !table.hasPrefix("latn/") {
                let parts = table.split(separator: "/")
                guard let code = compactTableCode(parts[1], parts[2]), !realInRoot.contains("\(parts[0]).\(code)"),
                      compactTables["latn/\(parts[1])/\(parts[2])"] == values else { continue }
                aliasedCompact.insert(table)
            }
        }
        for (path, value) in pairs {
            let parts = path.split(separator: "/")
            if parts.count == 6, aliasedCompact.contains("\(parts[1])/\(parts[2])/\(parts[3])") { continue }
            guard parts.count == 4, parts[0] == "NumberElements" else {
                result.append((path, value))
                continue
            }
            let section = "\(parts[1])/\(parts[2])"
            if aliased.contains(section) { continue }
            if value.hasPrefix(aliasMark) {
                result.append((path, aliasMark + "\(parts[1]).\(value.dropFirst(aliasMark.count))"))
            } else if bundle == "root", parts[1] != "latn", sections["latn/\(parts[2])"]?[String(parts[3])] == value,
                      !realInRoot.contains("\(parts[1]).\(parts[3])") {
                result.append((path, aliasMark + "latn.\(parts[3])"))
            } else {
                result.append((path, value))
            }
        }
        for section in aliased.sorted() { result.append(("NumberElements/\(section)", aliasMark + "latn")) }
        for table in aliasedCompact.sorted() { result.append(("NumberElements/\(table)", aliasMark + "latn")) }
        return result
    }

    /// The short name of a compact pattern table: `sd` for `patternsShort/decimalFormat`, `sc`, `ld`,
    /// `lc`; nil for any other table (`patternsShort/currencyFormat%alphaNextToNumber`, which ICU 72's
    /// compact notation does not read).
    static func compactTableCode<S: StringProtocol>(_ style: S, _ type: S) -> String? {
        let first: String
        switch style {
        case "patternsShort": first = "s"
        case "patternsLong": first = "l"
        default: return nil
        }
        switch type {
        case "decimalFormat": return first + "d"
        case "currencyFormat": return first + "c"
        default: return nil
        }
    }

    /// One tree's bundles with their own values under the top-level `keys` that `keep` accepts, their
    /// parents and ICU's aliases; `DurationUnitDataWriter` reads the unit tree with it too.
    static func readTree(_ tree: String, keys: String, alsoProbing: [String] = [], realInRoot: Set<String> = [],
                                 keep: (String) -> Bool) throws(CLDRDataError) -> Tree {
        let list = try ICUText.read("the bundles of tree '\(tree)'") { cicu_number_data_bundles(tree, $0, $1, $2) }
        // Legacy and alias IDs (`iw`, `sh_YU`, `ars`) are bundles of their own that name another; ICU
        // opens that one for them, which neither the installed bundles nor truncation reveal.
        let aliasIDs = try ICUText.read("the alias IDs of tree '\(tree)'") { cicu_number_data_alias_ids(tree, $0, $1, $2) }
            .split(separator: "\n").map(String.init)
        var names: Set<String> = ["root"]
        // A listed bundle that is only an alias (Apple's ur_Aran_IN) is opened as the one it names.
        var listedAliases: [String] = []
        for name in list.split(separator: " ").map(String.init) where name != "root" {
            let actual = try ICUText.read("the bundle ICU opens for \(name)") { cicu_number_data_actual_bundle(tree, name, $0, $1, $2) }
            if actual == name { names.insert(name) } else { listedAliases.append(name) }
        }
        var bundles: [String: [String: String]] = [:]
        let firstKey = String(keys.prefix { $0 != " " })
        var owners: Set<String> = []
        for name in names {
            let text = try ICUText.read("bundle \(name) of tree '\(tree)'") {
                cicu_number_data_bundle_contents(tree, name, keys, $0, $1, $2)
            }
            if text.split(separator: "\n").contains(where: { $0.hasPrefix(firstKey + "/") || $0.hasPrefix(firstKey + "\t") }) {
                owners.insert(name)
            }
            var values: [String: String] = [:]
            for (path, value) in aliasingSections(try pairs(text), bundle: name, realInRoot: realInRoot) where keep(path) {
                if let existing = values[path], existing != value {
                    throw CLDRDataError("bundle \(name) of tree '\(tree)' has two values for \(path)")
                }
                values[path] = value
            }
            bundles[name] = values
        }
        // The bundle ICU opens for each alias ID, which is where a parent of that name leads.
        var aliasTargets: [String: String] = [:]
        for id in aliasIDs + listedAliases where !names.contains(id) {
            let actual = try ICUText.read("the bundle ICU opens for \(id)") { cicu_number_data_actual_bundle(tree, id, $0, $1, $2) }
            if names.contains(actual) { aliasTargets[id] = actual }
        }
        // ICU's chain: CLDR's explicit parent, else the name truncated; each as `ICUParent` resolves it.
        var parents: [String: String] = [:]
        for name in names where name != "root" {
            let values = bundles[name]!
            if values["%%ParentIsRoot"] != nil {
                parents[name] = "root"
            } else if let named = values["%%Parent"] ?? ICUPhraseData.truncation(of: name) {
                parents[name] = ICUParent.bundle(named: named, isBundle: names.contains, aliases: aliasTargets)
            } else {
                parents[name] = "root"
            }
            bundles[name]!["%%Parent"] = nil
            bundles[name]!["%%ParentIsRoot"] = nil
        }
        let partial = Tree(name: tree, bundles: bundles, parents: parents, aliases: [:])
        return Tree(name: tree, bundles: bundles, parents: parents,
                    aliases: try aliases(of: partial, alsoProbing: alsoProbing + aliasIDs + listedAliases,
                                         aliasBundles: Set(aliasIDs + listedAliases)),
                    aliasBundles: Set(aliasIDs + listedAliases), ownersOfFirstKey: owners)
    }

    /// Asks ICU which bundle it opens for IDs that truncation might resolve otherwise: a language's
    /// region without a script, for every language that has bundles in several scripts (`zh_TW`,
    /// `sr_ME`, `pa_PK`, `zh_US`), each installed `ll_Ssss_RR` without its script, and the IDs in
    /// `alsoProbing` (the tree's alias IDs such as `ars` and `mo`, and for the currency tree every
    /// locale bundle's name).
    private static func aliases(of tree: Tree, alsoProbing: [String], aliasBundles: Set<String>) throws(CLDRDataError) -> [String: String] {
        var scriptLanguages: Set<String> = []
        var regions: Set<String> = []
        var candidates: Set<String> = Set(alsoProbing.filter { $0 != "root" })
        for name in tree.bundles.keys {
            let parts = name.split(separator: "_").map(String.init)
            if parts.count >= 2, parts[1].count == 4 { scriptLanguages.insert(parts[0]) }
            if let region = parts.dropFirst().first(where: { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }) {
                regions.insert(region)
                candidates.insert(parts[0] + "_" + region)
            }
        }
        for language in scriptLanguages {
            for region in regions { candidates.insert(language + "_" + region) }
        }
        var aliases: [String: String] = [:]
        for id in candidates.sorted() where tree.bundles[id] == nil {
            let actual = try ICUText.read("the bundle ICU opens for \(id)") {
                cicu_number_data_actual_bundle(tree.name, id, $0, $1, $2)
            }
            guard tree.bundles[actual] != nil else { throw CLDRDataError("ICU opens \(actual) for \(id), not a bundle of tree '\(tree.name)'") }
            // An alias bundle is kept even where its data is the truncation's, and so is a bundle of
            // another region: which bundle ICU opens, and how, decides Apple's country fallback
            // (`CountryFallback` in the runtime).
            let truncated = tree.truncationBundle(id)
            if actual != truncated,
               aliasBundles.contains(id) || region(of: actual) != region(of: truncated) || !sameData(actual, truncated, in: tree) {
                aliases[id] = actual
            }
        }
        return aliases
    }

    /// What an alias's value starts with, followed by the key of the sibling it stands for.
    static let aliasMark = "\u{1}"

    /// Whether `bundle` resolves every value as `other` does: it and its parents up to `other` have
    /// no data of their own (`az_Latn`, whose parent is `az`).
    private static func sameData(_ bundle: String, _ other: String, in tree: Tree) -> Bool {
        var current = bundle
        while current != other {
            guard tree.bundles[current]?.isEmpty == true, let parent = tree.parents[current] else { return false }
            current = parent
        }
        return true
    }

    /// The region of a bundle name: "sr_Latn_RS" → "RS", "sr_Latn" → "".
    private static func region(of bundle: String) -> Substring {
        bundle.split(separator: "_").dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) } ?? ""
    }

    /// "path<TAB>value" lines, with CICU's escapes undone.
    private static func pairs(_ text: String) throws(CLDRDataError) -> [(String, String)] {
        try text.split(separator: "\n").map { (line) throws(CLDRDataError) -> (String, String) in
            guard let tab = line.firstIndex(of: "\t") else { throw CLDRDataError("unexpected bundle line: \(line)") }
            let raw = line[line.index(after: tab)...]
            // CICU writes an alias item as "\\@<target key>": kept as U+0001 and the key, resolved by
            // the runtime in the requesting locale, as ICU resolves /LOCALE/ aliases.
            if raw.hasPrefix("\\@") { return (String(line[..<tab]), aliasMark + raw.dropFirst(2)) }
            return (String(line[..<tab]), unescaped(raw))
        }
    }

    private static func unescaped(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
