import IAPMessagesCore

/// Writes `LocaleData.swift`: what `PortableLocale` reads, as a few string literals of one record a
/// line, fields separated by spaces; the runtime splits them once, at first use.
struct LocaleDataWriter {
    static let fileName = "LocaleData.swift"

    let source: ICULocaleData

    func file() throws(CLDRDataError) -> CLDRDataFile {
        let (icu, cldr) = CLDRDataFile.versions
        let keyTypes = try source.keyTypeRows.map { (row) throws(CLDRDataError) -> String in
            // An empty last field ("the same as the legacy name") is written as "=".
            try Self.line(row.dropLast() + [row.last!.isEmpty ? "=" : row.last!])
        }
        let contents = CLDRDataFile.header(describing: "ICU's locale ID data (likely subtags, keywords, bundles)")
            + """
            /// ICU's locale data for the portable backend, read by `PortableLocaleData`. Each literal holds
            /// records of space-separated fields, one a line unless said otherwise.
            enum LocaleData {
                /// The ICU release the data was read from, and the CLDR release of its data.
                static let icuVersion = "\(icu)"
                static let cldrVersion = "\(cldr)"

                /// The locales ICU has formatting data for, in `uloc_getAvailable`'s order, several a line.
                static let available = \(CLDRDataFile.literal(CLDRDataFile.wrapped(source.available)))

                /// `bundle parent`: CLDR's explicit parent of a locale bundle (`%%Parent`, or `root` for
                /// `%%ParentIsRoot`). Other bundles are found by truncation.
                static let parents = \(try CLDRDataFile.chunkedLiteral(try source.parents.map { (pair) throws(CLDRDataError) in try Self.line([pair.id, pair.parent]) }))

                /// `key value` of ICU's likelySubtags table: `zh_TW zh_Hant_TW`.
                static let likelySubtags = \(try CLDRDataFile.chunkedLiteral(try source.likelySubtags.map { (pair) throws(CLDRDataError) in try Self.line([pair.key, pair.value]) }))

                /// ICU's keyTypeData rows for BCP 47 `-u-` keywords: `keyMap legacyKey bcpKey`,
                /// `typeMap legacyKey legacyType bcpType`, `typeAlias legacyKey alias legacyType`,
                /// `bcpTypeAlias bcpKey alias bcpType`; `=` for a name that is the same as the legacy one.
                static let keyTypes = \(CLDRDataFile.literal(keyTypes))

                /// Pairs `from:to`, several a line, of the tables compiled into ICU's code, read by asking ICU:
                /// three-letter language codes its ID parser shortens (`deu:de`),
                static let languages3 = \(CLDRDataFile.literal(Self.pairs(source.languages3)))
                /// three-letter region codes it shortens (`DEU:DE`),
                static let countries3 = \(CLDRDataFile.literal(Self.pairs(source.countries3)))
                /// language codes `uloc_toLanguageTag` replaces (`iw:he`),
                static let deprecatedLanguages = \(CLDRDataFile.literal(Self.pairs(source.deprecatedLanguages)))
                /// region codes it replaces (`BU:MM`),
                static let deprecatedRegions = \(CLDRDataFile.literal(Self.pairs(source.deprecatedRegions)))
                /// legacy tags `uloc_forLanguageTag` replaces as a prefix, longest first
                /// (`zh-min-nan:nan`),
                static let legacyTags = \(CLDRDataFile.literal(Self.pairs(source.legacyTags)))
                /// and whole IDs `uloc_canonicalize` replaces (`art__LOJBAN:jbo`).
                static let canonicalIDs = \(CLDRDataFile.literal(Self.pairs(source.canonicalIDs)))

                /// CLDR's aliases, from ICU's `metadata` bundle, which `LocaleAliases` applies after ICU's
                /// functions: languages (`cmn:zh`, `sh:sr_Latn`, `aa_saaho:ssy`, `und_aaland:und_AX`),
                static let languageAliases = \(CLDRDataFile.literal(try Self.checkedPairs(source.languageAliases)))
                /// and regions, several successors joined by `+` (`SU:RU+AM+AZ+…`, `484:MX`).
                static let territoryAliases = \(CLDRDataFile.literal(try Self.checkedPairs(source.territoryAliases)))
            }

            """
        return CLDRDataFile(name: Self.fileName, contents: contents)
    }

    /// Fields joined by spaces; only characters that cannot end or change a literal, nor split a field.
    static func line(_ fields: [String]) throws(CLDRDataError) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-/:+=%")
        for field in fields where field.isEmpty || !field.allSatisfy(allowed.contains) {
            throw CLDRDataError("unexpected locale data field: \"\(field)\" in \(fields.joined(separator: " | "))")
        }
        return fields.joined(separator: " ")
    }

    /// `pairs`, each field first checked as `line` checks them.
    static func checkedPairs(_ pairs: [(String, String)]) throws(CLDRDataError) -> [String] {
        for (from, to) in pairs { _ = try line([from, to]) }
        return Self.pairs(pairs)
    }

    static func pairs(_ pairs: [(String, String)]) -> [String] {
        CLDRDataFile.wrapped(pairs.map { "\($0.0):\($0.1)" })
    }
}
