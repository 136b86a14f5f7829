import IAPMessagesCore

/// Writes `PhraseData.swift`: CLDR's relative-time and list patterns as compact string literals.
///
/// ICU takes each pattern from the most specific bundle along a locale's parent chain that has it;
/// so each bundle is written with only the patterns that differ from what it would inherit, and the
/// runtime walks the same chain. Every distinct pattern is written once, one a line of `patterns`,
/// and referred to by its line number.
struct PhraseDataWriter {
    static let fileName = "PhraseData.swift"

    let source: ICUPhraseData

    /// The units and widths as the data's keys spell them: unit digit, width letter.
    static let units = ["second", "minute", "hour", "day", "week", "month", "year"]
    static let widths = [("", "w"), ("-short", "s"), ("-narrow", "n")]
    static let plurals = ["zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x"]
    static let pluralOrder = ["zero", "one", "two", "few", "many", "other"]
    static let listStyles = ["standard": "a", "or": "o", "unit": "u"]
    static let listParts = ["2": "t", "start": "s", "middle": "m", "end": "e"]

    func file() throws(CLDRDataError) -> CLDRDataFile {
        var pool: [String] = []
        var lineOfPattern: [String: Int] = [:]
        let line = { (pattern: String) -> Int in
            if let found = lineOfPattern[pattern] { return found }
            lineOfPattern[pattern] = pool.count
            pool.append(pattern)
            return pool.count - 1
        }
        let bundles = try source.bundles.map { (bundle) throws(CLDRDataError) in
            bundle.id == "root" ? try Self.withoutListAliases(bundle) : bundle
        }
        let byID = Dictionary(uniqueKeysWithValues: bundles.map { ($0.id, $0) })
        var relativeResolved: [String: [String: String]] = [:]
        var listResolved: [String: [String: String]] = [:]
        func resolved(_ id: String, _ own: (ICUPhraseData.Bundle) -> [String: String],
                      _ memo: inout [String: [String: String]]) -> [String: String] {
            if let done = memo[id] { return done }
            guard let bundle = byID[id] else { return [:] }
            var table = bundle.parent.map { resolved($0, own, &memo) } ?? [:]
            table.merge(own(bundle)) { _, mine in mine }
            memo[id] = table
            return table
        }

        var relativeLines: [String] = []
        var listLines: [String] = []
        var bundleItems: [String] = []
        for bundle in bundles {
            bundleItems.append(bundle.parentIsExplicit ? "\(bundle.id)>\(bundle.parent ?? "root")" : bundle.id)
            let inheritedRelative = bundle.parent.map { resolved($0, \.relativeTime, &relativeResolved) } ?? [:]
            var groups: [String: [(order: Int, text: String)]] = [:]
            for key in bundle.relativeTimeKeys {
                let pattern = bundle.relativeTime[key]!
                guard inheritedRelative[key] != pattern, let code = try Self.relativeKey(key) else { continue }
                groups[code.group, default: []].append((code.order, "\(code.entry)\(line(try Self.checked(pattern)))"))
            }
            var items: [String] = []
            for unit in Self.units.indices {
                var bodies: [(width: String, body: String)] = []
                for (_, width) in Self.widths {
                    guard let entries = groups["\(unit)\(width)"] else { continue }
                    // "+o21x21-o22x22": the sign once before each direction's entries.
                    var body = ""
                    var sign: Character?
                    for entry in entries.sorted(by: { $0.order < $1.order }) {
                        if entry.text.first != sign {
                            sign = entry.text.first
                            body += entry.text
                        } else {
                            body += entry.text.dropFirst()
                        }
                    }
                    if let same = bodies.first(where: { $0.body == body }) {
                        items.append("\(unit)\(width)=\(same.width)")
                    } else {
                        items.append("\(unit)\(width)\(body)")
                    }
                    bodies.append((width, body))
                }
            }
            if !items.isEmpty { relativeLines.append(([bundle.id] + items).joined(separator: " ")) }

            let inheritedLists = bundle.parent.map { resolved($0, \.lists, &listResolved) } ?? [:]
            var listGroups: [String: [(order: Int, text: String)]] = [:]
            for key in bundle.listKeys {
                let pattern = bundle.lists[key]!
                guard inheritedLists[key] != pattern else { continue }

                let code = try Self.listKey(key)
                listGroups[code.group, default: []].append((code.order, "\(code.entry)\(line(try Self.checked(pattern)))"))
            }
            items = []
            for kind in ["a", "o", "u"] {
                var bodies: [(width: String, body: String)] = []
                for (_, width) in Self.widths {
                    guard let entries = listGroups["\(kind)\(width)"] else { continue }
                    let body = entries.sorted { $0.order < $1.order }.map(\.text).joined()
                    if let same = bodies.first(where: { $0.body == body }) {
                        items.append("\(kind)\(width)=\(same.width)")
                    } else {
                        items.append("\(kind)\(width)\(body)")
                    }
                    bodies.append((width, body))
                }
            }
            if !items.isEmpty { listLines.append(([bundle.id] + items).joined(separator: " ")) }
        }
        // The root must give every list pattern and at least `other` for every relative time, or a
        // locale could end up with none.
        let root = bundles.first { $0.id == "root" }
        for style in ["standard", "or"] {
            for part in Self.listParts.keys where root?.lists["\(style)\t\(part)"] == nil {
                throw CLDRDataError("the root bundle has no list pattern \(style)/\(part)")
            }
        }
        var listFallbacks: [String] = []
        for (style, target) in Self.rootListAliases.sorted(by: { $0.key < $1.key }) {
            listFallbacks.append("\(try Self.listStyleCode(style))>\(try Self.listStyleCode(target))")
        }
        for unit in Self.units {
            for direction in ["future", "past"] where root?.relativeTime["\(unit)\t\(direction)\tother"] == nil {
                throw CLDRDataError("the root bundle has no relative-time pattern \(unit)/\(direction)/other")
            }
        }

        let (icu, cldr) = CLDRDataFile.versions
        let aliases = source.aliases.map { "\($0.alias)=\($0.bundle)" }
        func ranges(_ ranges: [ClosedRange<UInt32>]) -> String {
            CLDRDataFile.literal(CLDRDataFile.wrapped(ranges.map { range in
                range.lowerBound == range.upperBound ? CLDRDataFile.hex(range.lowerBound) : "\(CLDRDataFile.hex(range.lowerBound))-\(CLDRDataFile.hex(range.upperBound))"
            }))
        }
        let contents = CLDRDataFile.header(describing: "CLDR's relative-time and list patterns")
            + """
            /// CLDR's relative-time and list patterns for the portable backend, read by `PhraseTable`.
            enum PhraseData {
                /// The ICU release the patterns were read from, and the CLDR release of its data.
                static let icuVersion = "\(icu)"
                static let cldrVersion = "\(cldr)"

                /// ICU's locale bundles, several a line: `id`, or `id>parent` where CLDR names a parent
                /// (`%%Parent`); the others inherit from their truncation (`de_CH` → `de`), the root last.
                static let bundles = \(CLDRDataFile.literal(CLDRDataFile.wrapped(bundleItems)))

                /// ICU's legacy IDs, `alias=bundle`: ICU opens `bundle` for `alias`.
                static let aliases = \(CLDRDataFile.literal(CLDRDataFile.wrapped(aliases)))

                /// Every distinct pattern, one a line (the first is line 0), as ICU holds it: `{0}` the
                /// number or the list so far, `{1}` the next item.
                static let patterns = \(CLDRDataFile.literal(pool))

                /// `bundle group …`: the relative-time patterns a bundle has that differ from those it
                /// inherits, grouped by unit (0 second … 6 year) and width (w wide, s short, n narrow).
                /// A group `1s+o24x25-o26x27` reads: minute, short, in the future `one` is line 24 and
                /// `other` line 25, in the past…; plural keywords z o t f m, x for `other`. A group `1n=s`
                /// has the same entries as the bundle's group of that width.
                static let relativeTime = \(CLDRDataFile.literal(relativeLines))

                /// `bundle group …`: the list patterns likewise, grouped by kind (a and, o or, u units) and
                /// width: `ost15e16` reads: or, short, the pattern for two items is line 15 and the end
                /// pattern line 16 (t two items, s start, m middle, e end). A part no bundle of the chain
                /// has in a style is looked for in the style `listFallbacks` gives.
                static let lists = \(CLDRDataFile.literal(listLines))

                /// `style>style`: where a list part is looked for next when no bundle of the chain has it in
                /// a style (the root's aliases): `un>us` narrow units → short units, `us>aw` → and.
                static let listFallbacks = \(CLDRDataFile.literal(CLDRDataFile.wrapped(listFallbacks)))

                /// The code points ICU puts in the Hebrew script, hex ranges: ICU's Hebrew lists join the
                /// last item with "ו-" instead of "ו" when it does not start with one of them.
                static let hebrewScript = \(ranges(source.hebrewRanges))

                /// The code points of the Thai script: Apple's ICU spaces out a Thai list's item that starts
                /// (or, the first of two, ends) with another script.
                static let thaiScript = \(ranges(source.thaiRanges))

                /// The code points of a strong left-to-right bidi class (L, LRE, LRO), and of a strong
                /// right-to-left one (R, AL, AN, RLE, RLO): Apple's ICU wraps a list item that has one against
                /// its locale's direction in U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE.
                static let strongLeftToRight = \(ranges(source.leftToRightRanges))
                static let strongRightToLeft = \(ranges(source.rightToLeftRanges))

                /// The bundles whose characters ICU lays out right to left (`layout/characters`, inherited).
                static let rightToLeftBundles = \(CLDRDataFile.literal(CLDRDataFile.wrapped(source.rightToLeftBundles)))
            }

            """
        return CLDRDataFile(name: Self.fileName, contents: contents)
    }

    /// "minute-short\tpast\tone" → group "1s", entry "-o" and the entry's place in a group (future
    /// first, plural keywords in CLDR's order); nil for a keyword ICU's formatter ignores.
    static func relativeKey(_ key: String) throws(CLDRDataError) -> (group: String, entry: String, order: Int)? {
        let parts = key.split(separator: "\t").map(String.init)
        guard parts.count == 3 else { throw CLDRDataError("unexpected relative-time key \(key)") }
        var field = parts[0]
        var width = "w"
        for (suffix, letter) in widths.dropFirst() where field.hasSuffix(suffix) {
            field.removeLast(suffix.count)
            width = letter
        }
        guard let unit = units.firstIndex(of: field) else { throw CLDRDataError("unexpected relative-time field \(parts[0])") }
        guard let plural = plurals[parts[2]], let rank = pluralOrder.firstIndex(of: parts[2]) else { return nil }
        let future = parts[1] == "future"
        return ("\(unit)\(width)", "\(future ? "+" : "-")\(plural)", (future ? 0 : 10) + rank)
    }

    /// "or-short\tend" → group "os", entry "e" and the entry's place in a group.
    static func listKey(_ key: String) throws(CLDRDataError) -> (group: String, entry: String, order: Int) {
        let parts = key.split(separator: "\t").map(String.init)
        guard parts.count == 2 else { throw CLDRDataError("unexpected list key \(key)") }
        var style = parts[0]
        var width = "w"
        for (suffix, letter) in widths.dropFirst() where style.hasSuffix(suffix) {
            style.removeLast(suffix.count)
            width = letter
        }
        guard let kind = listStyles[style], let part = listParts[parts[1]],
              let order = ["2", "start", "middle", "end"].firstIndex(of: parts[1]) else {
            throw CLDRDataError("unexpected list key \(key)")
        }
        return ("\(kind)\(width)", part, order)
    }

    /// Where the root's list styles that are aliases lead, as ICU 72's root bundle has them: each part
    /// of the style is an alias of the same part of the target ("/LOCALE/listPattern/unit-short/2"),
    /// and ICU's list formatter follows it in the locale asked for, for the parts no bundle of the
    /// chain has. ICU's C API resolves aliases on every read, so it cannot show them; this is CLDR's
    /// root (`genrb`'s `derb -A` prints the same), and the checks below and the every-locale test hold
    /// the data to it.
    static let rootListAliases = [
        "standard-short": "standard", "standard-narrow": "standard-short",
        "or-short": "or", "or-narrow": "or-short",
        "unit": "unit-short", "unit-short": "standard", "unit-narrow": "unit-short",
    ]

    /// The root without its aliased list styles, whose parts the runtime finds by following
    /// `rootListAliases` instead. Read through the aliases, they are the targets' text: checked here.
    static func withoutListAliases(_ root: ICUPhraseData.Bundle) throws(CLDRDataError) -> ICUPhraseData.Bundle {
        var lists = root.lists
        for key in root.listKeys {
            let parts = key.split(separator: "\t").map(String.init)
            guard parts.count == 2, let target = rootListAliases[parts[0]] else { continue }
            guard root.lists["\(target)\t\(parts[1])"] == root.lists[key] else {
                throw CLDRDataError("the root's list pattern \(key) is not its alias's (\(target))")
            }
            lists[key] = nil
        }
        return ICUPhraseData.Bundle(
            id: root.id, parent: root.parent, parentIsExplicit: root.parentIsExplicit, relativeTime: root.relativeTime,
            relativeTimeKeys: root.relativeTimeKeys, lists: lists, listKeys: root.listKeys.filter { lists[$0] != nil })
    }

    /// "or-short" → "os".
    static func listStyleCode(_ style: String) throws(CLDRDataError) -> String {
        try listKey("\(style)\t2").group
    }

    /// A pattern fit to be one line of the literal: no line break or tab, which the line format
    /// would misread.
    static func checked(_ pattern: String) throws(CLDRDataError) -> String {
        guard !pattern.isEmpty, !pattern.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" }) else {
            throw CLDRDataError("unexpected pattern \(pattern.debugDescription)")
        }
        return pattern
    }
}
