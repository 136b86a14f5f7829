/// The price texts known to differ between ICU's CLDR and Babel's because CLDR itself changed between
/// the two releases, read from `Fixtures/cldr-drift.tsv` (locale or `*`, currency or `*`, style or
/// `*`, and the change, in words).
struct CLDRDrift {
    struct Entry {
        let locale: String, currency: String, style: String, change: String
    }

    let entries: [Entry]

    /// CLDR's changes, and on the toolchain's ICU also where Apple's data departs from CLDR
    /// (`Fixtures/apple-icu-drift.tsv`).
    static func load() throws -> CLDRDrift {
        let files = ["cldr-drift.tsv"] + (CLDRRelease.isApplesData ? ["apple-icu-drift.tsv"] : [])
        return CLDRDrift(entries: try files.flatMap(FixtureFile.rows).map { fields in
            Entry(locale: fields[0], currency: fields[1], style: fields[2], change: fields[3])
        })
    }

    func explains(locale: String, currency: String, style: String) -> Bool {
        entries.contains { entry in
            (entry.locale == "*" || entry.locale == locale)
                && (entry.currency == "*" || entry.currency == currency)
                && (entry.style == "*" || entry.style == style)
        }
    }
}
