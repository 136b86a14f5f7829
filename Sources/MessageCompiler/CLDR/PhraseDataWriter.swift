import IAPMessagesCore

/// Writes `PhraseData.swift`: CLDR's list patterns as compact string literals. (Relative times are the
/// system's to write in the Apple build: `SystemRelativeTime`.)
///
/// ICU takes each pattern from the most specific bundle along a locale's parent chain that has it;
/// so each bundle is written with only the patterns that differ from what it would inherit, and the
/// runtime walks the same chain. Every distinct pattern is written once, one a line of `patterns`,
/// and referred to by its line number.
struct PhraseDataWriter {
    static let fileName = "PhraseData.swift"

    let source: ICUPhraseData

    /// The widths as the data's keys spell them.
    static let widths = [("", "w"), ("-short", "s"), ("-narrow", "n")]
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

        var listLines: [String] = []
        var bundleItems: [String] = []
        for bundle in bundles {
            bundleItems.append(bundle.parentIsExplicit ? "\(bundle.id)>\(bundle.parent ?? "root")" : bundle.id)
            let inheritedLists = bundle.parent.map { resolved($0, \.lists, &listResolved) } ?? [:]
            var listGroups: [String: [(order: Int, text: String)]] = [:]
            for key in bundle.listKeys {
                let pattern = bundle.lists[key]!
                guard inheritedLists[key] != pattern else { continue }

                let code = try Self.listKey(key)
                listGroups[code.group, default: []].append((code.order, "\(code.entry)\(line(try Self.checked(pattern)))"))
            }
            var items: [String] = []
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
        // The root must give every list pattern, or a locale could end up with none.
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

        let (icu, cldr) = CLDRDataFile.versions
        let aliases = source.aliases.map { "\($0.alias)=\($0.bundle)" }
        func ranges(_ ranges: [ClosedRange<UInt32>]) -> String {
            CLDRDataFile.literal(CLDRDataFile.wrapped(ranges.map { range in
                range.lowerBound == range.upperBound ? CLDRDataFile.hex(range.lowerBound) : "\(CLDRDataFile.hex(range.lowerBound))-\(CLDRDataFile.hex(range.upperBound))"
            }))
        }
        let contents = CLDRDataFile.header(describing: "CLDR's list patterns")
            + """
            /// CLDR's list patterns for the portable backend, read by `PhraseTable`.
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

                /// `bundle group …`: the list patterns a bundle has that differ from those it inherits,
                /// grouped by kind (a and, o or, u units) and width (w wide, s short, n narrow):
                /// `ost15e16` reads: or, short, the pattern for two items is line 15 and the end pattern
                /// line 16 (t two items, s start, m middle, e end). A part no bundle of the chain
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

                /// The code points of the bidi classes AL and AN, among the right-to-left ones above. After
                /// an Arabic letter (AL) European digits turn Arabic (UAX #9's W2), so `TextDirection` isolates
                /// a value with one in a Hebrew sentence; Arabic digits (AN) are not strong.
                static let arabicLetters = \(ranges(source.arabicLetterRanges))
                static let arabicNumbers = \(ranges(source.arabicNumberRanges))

                /// The bundles whose characters ICU lays out right to left (`layout/characters`, inherited).
                static let rightToLeftBundles = \(CLDRDataFile.literal(CLDRDataFile.wrapped(source.rightToLeftBundles)))
            }

            """
        return CLDRDataFile(name: Self.fileName, contents: contents)
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
            id: root.id, parent: root.parent, parentIsExplicit: root.parentIsExplicit, lists: lists,
            listKeys: root.listKeys.filter { lists[$0] != nil })
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
