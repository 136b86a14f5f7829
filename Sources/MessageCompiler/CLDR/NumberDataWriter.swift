import IAPMessagesCore

/// Writes `NumberData.swift` (number symbols, patterns, numbering systems) and `CurrencyData.swift`
/// (currency codes and digits, symbols, names, unit patterns, currency spacing) for the portable
/// number formatter.
///
/// Both are a few multi-line string literals with one line per bundle ("bundle<TAB>key=value…"); the
/// runtime splits a bundle's line into a dictionary the first time a locale needs it. A bundle keeps
/// only what its parent chain would not already give: number elements as ICU holds them (a value equal
/// to what the parent resolves to is left out), currency values *resolved* here as ICU resolves them
/// and then kept only where the runtime's chain lookup over what is kept so far would answer
/// otherwise, which the writer checks for every bundle and key before writing.
struct NumberDataWriter {
    static let numberFileName = "NumberData.swift"
    static let currencyFileName = "CurrencyData.swift"

    let source: ICUNumberData

    func files() throws(CLDRDataError) -> [CLDRDataFile] {
        [try numberFile(), try currencyFile()]
    }

    // MARK: - NumberData.swift

    private func numberFile() throws(CLDRDataError) -> CLDRDataFile {
        let tree = source.locales
        var lines: [String] = []
        for bundle in tree.topDown {
            var fields: [String] = []
            var compact: [String: [(magnitude: Int, plural: String, pattern: String)]] = [:]
            for (path, value) in (tree.bundles[bundle] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if let parent = tree.parents[bundle], tree.resolved(path, in: parent) == value { continue }
                let parts = path.split(separator: "/")
                if parts.count == 6, let code = ICUNumberData.compactTableCode(parts[2], parts[3]) {
                    compact["\(parts[1]).\(code)", default: []].append((parts[4].count - 1, String(parts[5]), value))
                    continue
                }
                fields.append(try Self.field(Self.shortKey(path), value))
            }
            for (key, entries) in compact.sorted(by: { $0.key < $1.key }) {
                fields.append(try Self.field(key, try Self.packedCompactTable(entries)))
            }
            if !fields.isEmpty { lines.append(([bundle] + fields).joined(separator: "\t")) }
        }
        let systems = source.numberingSystems.map { system in system.digits.map { "\(system.name)=\($0)" } ?? system.name }
        let (icu, cldr) = CLDRDataFile.versions
        let contents = CLDRDataFile.header(describing: "CLDR's number symbols and patterns")
            + """
            /// CLDR's number symbols, patterns and numbering systems for the portable backend, read by
            /// `NumberDataTable`.
            enum NumberData {
                /// The ICU release the data was read from, and the CLDR release of its data.
                static let icuVersion = "\(icu)"
                static let cldrVersion = "\(cldr)"

                /// ICU's locale bundles: a name alone when its parent is the name truncated to the next
                /// listed bundle (`de_CH` → `de`, `en_US_POSIX` → `en_US`), `name>parent` for CLDR's
                /// explicit parents (`es_MX>es_419`). The root is `root`.
                static let bundles = \(CLDRDataFile.literal(CLDRDataFile.wrapped(Self.bundleList(tree))))

                /// Locale IDs ICU opens as another bundle than truncation finds: `zh_TW=zh_Hant_TW` where the ID
                /// is a bundle only naming another, `zh_US>zh_Hant` where ICU finds that one in its fallback.
                static let aliases = \(CLDRDataFile.literal(CLDRDataFile.wrapped(tree.aliasItems)))

                /// One line per bundle with data of its own: the name, then TAB-separated `key=value`
                /// (`latn.decimal=,`, `arab.currencyFormat=…`, `default=arab`, `minimumGroupingDigits=2`).
                /// A value is looked up along the bundle's parent chain, for the locale's numbering system
                /// and then for `latn`, as ICU's DecimalFormatSymbols does.
                static let elements = \(CLDRDataFile.literal(lines))

                /// Numbering systems: `name=digits` (zero to nine), or the name alone for an algorithmic
                /// one, which ICU's number formatter writes with Latin digits and symbols.
                static let numberingSystems = \(CLDRDataFile.literal(CLDRDataFile.wrapped(systems)))

                /// The bundles that hold a `NumberElements` table themselves (the root included), whatever
                /// is in it: Apple's ICU takes a locale's separators from its region's language when the
                /// number data it finds is not its bundle's own and the bundle is another region's.
                static let numberElementsOwners = \(CLDRDataFile.literal(CLDRDataFile.wrapped(tree.ownersOfFirstKey.sorted())))
            }

            """
        return CLDRDataFile(name: Self.numberFileName, contents: contents)
    }

    /// "NumberElements/latn/symbols/decimal" → "latn.decimal"; "NumberElements/default" → "default".
    /// Compact patterns: "NumberElements/latn/patternsShort/decimalFormat/1000/one" → "latn.sd3.one"
    /// (table, power of ten, plural form); a whole table's alias "NumberElements/deva/patternsShort/
    /// decimalFormat" → "deva.sd".
    static func shortKey(_ path: String) -> String {
        let parts = path.split(separator: "/")
        if parts.count >= 4, let code = ICUNumberData.compactTableCode(parts[2], parts[3]) {
            if parts.count == 6 { return "\(parts[1]).\(code)\(parts[4].count - 1).\(parts[5])" }
            return "\(parts[1]).\(code)"
        }
        if parts.count == 4 { return "\(parts[1]).\(parts[3])" }
        if parts.count == 3 { return "\(parts[1]).\(parts[2])" }
        return String(parts.last ?? "")
    }

    /// The letters of compact patterns' plural forms in a packed table, CLDR's explicit `0` and `1`
    /// included: one character each, so that an item needs no separator between form and pattern.
    static let compactFormLetters: [String: Character] = [
        "0": "a", "1": "b", "zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x",
    ]

    /// A bundle's compact patterns of one table in one field: `|`-separated items, each the power of
    /// ten, the form's letter and the pattern ("3o0 тысяча|3x0 тысячи|4o^"), in ICU's key order. A
    /// pattern that is the one of the same form a power of ten lower with one more zero in its run
    /// ("00 тысяча" after "0 тысяча") is written `^`: most tables go 0, 00, 000 for each unit.
    static func packedCompactTable(_ entries: [(magnitude: Int, plural: String, pattern: String)]) throws(CLDRDataError) -> String {
        var previous: [String: (magnitude: Int, pattern: String)] = [:]
        var items: [String] = []
        for entry in entries.sorted(by: { ($0.magnitude, $0.plural) < ($1.magnitude, $1.plural) }) {
            guard let letter = compactFormLetters[entry.plural], !entry.pattern.contains("|"), !entry.pattern.contains("^") else {
                throw CLDRDataError("a compact pattern cannot be packed: \(entry.plural) \(entry.pattern)")
            }
            var text = entry.pattern
            if let before = previous[entry.plural], before.magnitude == entry.magnitude - 1,
               Self.lengthenedZeros(before.pattern) == entry.pattern {
                text = "^"
            }
            previous[entry.plural] = (entry.magnitude, entry.pattern)
            items.append("\(entry.magnitude)\(letter)\(text)")
        }
        return items.joined(separator: "|")
    }

    /// The pattern with one more zero in its first run of zeros ("0 k" → "00 k"); nil without zeros.
    /// The runtime's `CompactPatterns` undoes `^` the same way.
    static func lengthenedZeros(_ pattern: String) -> String? {
        guard let first = pattern.firstIndex(of: "0") else { return nil }
        var result = pattern
        result.insert("0", at: first)
        return result
    }

    static func bundleList(_ tree: ICUNumberData.Tree) -> [String] {
        tree.topDown.compactMap { bundle in
            guard bundle != "root" else { return nil }
            let parent = tree.parents[bundle] ?? "root"
            var truncated = "root"
            if let cut = bundle.lastIndex(of: "_") { truncated = tree.truncationBundle(String(bundle[..<cut])) }
            return parent == truncated ? bundle : "\(bundle)>\(parent)"
        }
    }

    // MARK: - CurrencyData.swift

    /// Bundle → key → value, as written.
    typealias Stored = [String: [String: String]]

    private func currencyFile() throws(CLDRDataError) -> CLDRDataFile {
        let tree = source.currencies
        let codes = source.currencyCodes.map(\.code)
        let order = tree.topDown

        // The Currencies entry ICU's ucurr_getName reads: the first bundle in the chain that has one.
        func entry(_ code: String, _ bundle: String) -> (symbol: String, name: String, format: String?)? {
            for name in tree.chain(bundle) {
                guard let values = tree.bundles[name], let symbol = values["Currencies/\(code)/0"] else { continue }
                let format = values["Currencies/\(code)/2/0"].map { pattern in
                    [pattern, values["Currencies/\(code)/2/1"] ?? "", values["Currencies/\(code)/2/2"] ?? ""].joined(separator: "|")
                }
                return (symbol, values["Currencies/\(code)/1"] ?? code, format)
            }
            return nil
        }

        // Symbols: ucurr_getName(UCURR_SYMBOL_NAME), the ISO code when no bundle names one.
        let symbols = try bake(order, tree, keys: codes, expected: { bundle, code in entry(code, bundle)?.symbol ?? code },
                               lookup: { stored, chain, code in Self.walk(stored, chain, code) ?? code })
        func symbolLookup(_ chain: [String], _ code: String) -> String { Self.walk(symbols, chain, code) ?? code }

        // Narrow symbols: Currencies%narrow, else the symbol.
        let narrow = try bake(order, tree, keys: codes, expected: { bundle, code in
            tree.resolved("Currencies%narrow/\(code)", in: bundle) ?? entry(code, bundle)?.symbol ?? code
        }, lookup: { stored, chain, code in Self.walk(stored, chain, code) ?? symbolLookup(chain, code) })

        // Plural names: ucurr_getPluralName, CurrencyPlurals for the keyword, else for "other", else the
        // long name in Currencies, else the code. Keyed "USD" (other) and "USD.one".
        let keywords = ["zero", "one", "two", "few", "many"]
        var nameKeys: [String] = []
        for code in codes {
            nameKeys.append(code)
            for keyword in keywords { nameKeys.append("\(code).\(keyword)") }
        }
        func pluralName(_ bundle: String, _ code: String, _ keyword: String) -> String {
            tree.resolved("CurrencyPlurals/\(code)/\(keyword)", in: bundle)
                ?? tree.resolved("CurrencyPlurals/\(code)/other", in: bundle)
                ?? entry(code, bundle)?.name ?? code
        }
        let names = try bake(order, tree, keys: nameKeys, expected: { bundle, key in
            let parts = key.split(separator: ".")
            return pluralName(bundle, String(parts[0]), parts.count > 1 ? String(parts[1]) : "other")
        }, lookup: { stored, chain, key in
            if let found = Self.walk(stored, chain, key) { return found }
            let code = String(key.prefix(3))
            return Self.walk(stored, chain, code) ?? code
        })

        // Unit patterns, as CurrencyNames reads them: the CurrencyUnitPatterns table of the first bundle
        // that has one, the keyword's pattern in it, else its "other".
        let unitKeys = ["other"] + keywords
        let unitPatterns = try bake(order, tree, keys: unitKeys, expected: { bundle, keyword in
            guard let table = tree.chain(bundle).first(where: { tree.bundles[$0]?["CurrencyUnitPatterns/other"] != nil }) else { return "" }
            return tree.bundles[table]?["CurrencyUnitPatterns/\(keyword)"] ?? tree.bundles[table]?["CurrencyUnitPatterns/other"] ?? ""
        }, lookup: { stored, chain, keyword in Self.walk(stored, chain, keyword) ?? Self.walk(stored, chain, "other") ?? "" })

        // Currency-specific formats ("¤#,##0.00|.|,"), for the few currencies that have one anywhere.
        let formatCodes = codes.filter { code in tree.bundles.values.contains { $0["Currencies/\(code)/2/0"] != nil } }
        let formats = try bake(order, tree, keys: formatCodes, expected: { bundle, code in entry(code, bundle)?.format ?? "" },
                               lookup: { stored, chain, code in Self.walk(stored, chain, code) ?? "" })

        // Currency spacing, each of its six values looked up along the chain on its own.
        var spacing: Stored = [:]
        for bundle in order {
            for (path, value) in tree.bundles[bundle] ?? [:] where path.hasPrefix("currencySpacing/") {
                if let parent = tree.parents[bundle], tree.resolved(path, in: parent) == value { continue }
                spacing[bundle, default: [:]][String(path.dropFirst("currencySpacing/".count))] = value
            }
        }

        // A region's currency matters only for a currency-specific format (ICU's symbols take the
        // locale's own currency's format until the formatted currency brings one).
        let regions = source.regionCurrencies.filter { formatCodes.contains($0.currency) }.map { "\($0.region):\($0.currency)" }
        let (icu, cldr) = CLDRDataFile.versions
        let contents = CLDRDataFile.header(describing: "CLDR's currency digits, symbols and names")
            + """
            /// CLDR's currency data for the portable backend, read by `CurrencyDataTable`. Every table but
            /// `codes` and `regions` has one line per bundle of ICU's currency tree with values of its own:
            /// the name, then TAB-separated `key=value`; a key is looked up along the bundle's parent chain.
            enum CurrencyData {
                /// The ICU release the data was read from, and the CLDR release of its data.
                static let icuVersion = "\(icu)"
                static let cldrVersion = "\(cldr)"

                /// Every ISO 4217 code ICU knows, with the fraction digits CLDR formats it with.
                static let codes = \(CLDRDataFile.literal(CLDRDataFile.wrapped(source.currencyCodes.map { "\($0.code):\($0.digits)" })))

                /// ICU's currency bundles, written as `NumberData.bundles` is.
                static let bundles = \(CLDRDataFile.literal(CLDRDataFile.wrapped(Self.bundleList(tree))))

                /// Locale IDs ICU opens as another currency bundle than truncation finds (`id=bundle` where the ID
                /// is a bundle only naming another, `id>bundle` where ICU finds that one in its fallback).
                static let aliases = \(CLDRDataFile.literal(CLDRDataFile.wrapped(tree.aliasItems)))

                /// `CODE=symbol`; a code found nowhere is its own symbol.
                static let symbols = \(try CLDRDataFile.literal(Self.lines(symbols, order)))

                /// `CODE=narrow symbol`; found nowhere, the symbol.
                static let narrowSymbols = \(try CLDRDataFile.literal(Self.lines(narrow, order)))

                /// `CODE.keyword=name` and `CODE=name` for "other" and any keyword without its own.
                static let names = \(try CLDRDataFile.literal(Self.lines(names, order)))

                /// `keyword=pattern` joining an amount `{0}` and a name `{1}`; "other" for any keyword without one.
                static let unitPatterns = \(try CLDRDataFile.literal(Self.lines(unitPatterns, order)))

                /// `CODE=pattern|decimal|group`: a currency's own format and separators (`pt_CV` CVE); empty
                /// where the nearest entry has none.
                static let formats = \(try CLDRDataFile.literal(Self.lines(formats, order)))

                /// `beforeCurrency/currencyMatch=…`: CLDR's currency spacing.
                static let spacing = \(try CLDRDataFile.literal(Self.lines(spacing, order)))

                /// `REGION:CODE`, the region's currency, for regions whose currency has a format of its own.
                static let regions = \(CLDRDataFile.literal(CLDRDataFile.wrapped(regions)))
            }

            """
        return CLDRDataFile(name: Self.currencyFileName, contents: contents)
    }

    /// The first value of `key` stored along `chain`.
    static func walk(_ stored: Stored, _ chain: [String], _ key: String) -> String? {
        for bundle in chain {
            if let value = stored[bundle]?[key] { return value }
        }
        return nil
    }

    /// Keeps, bundle by bundle from the root down, the values the runtime's `lookup` would not find
    /// from what is kept so far; then checks that `lookup` gives `expected` everywhere.
    private func bake(
        _ order: [String], _ tree: ICUNumberData.Tree, keys: [String],
        expected: (String, String) -> String, lookup: (Stored, [String], String) -> String
    ) throws(CLDRDataError) -> Stored {
        var stored: Stored = [:]
        for bundle in order {
            let chain = tree.chain(bundle)
            for key in keys {
                let want = expected(bundle, key)
                if lookup(stored, chain, key) != want { stored[bundle, default: [:]][key] = want }
            }
        }
        for bundle in order {
            let chain = tree.chain(bundle)
            for key in keys where lookup(stored, chain, key) != expected(bundle, key) {
                throw CLDRDataError("baked currency data gives another value for \(key) in \(bundle)")
            }
        }
        return stored
    }

    private static func lines(_ stored: Stored, _ order: [String]) throws(CLDRDataError) -> [String] {
        var lines: [String] = []
        for bundle in order {
            guard let values = stored[bundle], !values.isEmpty else { continue }
            var fields = [bundle]
            for (key, value) in values.sorted(by: { $0.key < $1.key }) { fields.append(try field(key, value)) }
            lines.append(fields.joined(separator: "\t"))
        }
        return lines
    }

    /// "key=value", refusing what would break the line format.
    static func field(_ key: String, _ value: String) throws(CLDRDataError) -> String {
        guard !key.contains("="), !key.contains("\t"), !value.contains("\t"), !value.contains("\n") else {
            throw CLDRDataError("a number data value cannot be written on one line: \(key) = \(value)")
        }
        return "\(key)=\(value)"
    }
}
