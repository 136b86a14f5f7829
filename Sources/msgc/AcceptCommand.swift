import ArgumentParser
import MessageCompiler

/// `msgc accept Localizations --locale de [--key K …]`: a reviewer confirms translations against
/// the current English, which clears their "needs review" state.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Record that translations match the current source text (after review).",
        discussion: """
            Stores the fingerprint of the current English in each translation's metadata, so that
            'msgc status' counts it as translated until the English changes again. Rewrites the
            catalog in its canonical layout.
            """
    )

    @Argument(help: "The directory of .arb catalogs.")
    var directory: String

    @Option(name: .customLong("locale"), help: "The locale to accept (repeatable), or 'all'.")
    var locales: [String]

    @Option(name: .customLong("key"), help: "Only these messages (repeatable); default: every translated message.")
    var keys: [String] = []

    @Option(help: "The locale every message is written in first.")
    var sourceLocale = "en"

    func validate() throws {
        for locale in locales where locale != "all" { _ = try LocaleOption.catalogLocale(locale) }
        _ = try LocaleOption.catalogLocale(sourceLocale, option: "--source-locale")
    }

    func run() throws {
        let set = try LoadedCatalogs(directory: directory, sourceLocale: sourceLocale)
        let targets = locales == ["all"] ? set.translations : try locales.map { raw in
            let locale = try LocaleOption.catalogLocale(raw)
            guard let catalog = set.catalog(for: locale), catalog.locale != set.source.locale else {
                throw ValidationError("no translation catalog for '\(locale)' in \(directory)")
            }
            return catalog
        }
        let sourceMessages = set.source.messagesByKey()  // one lookup per entry, not a search
        let chosen = Set(keys)
        for catalog in targets {
            var editable = EditableCatalog(catalog)
            var accepted = 0
            for entry in editable.entries where chosen.isEmpty || chosen.contains(entry.key) {
                guard let source = sourceMessages[entry.key] else { continue }
                editable.setMetadata(SourceFingerprint.attribute, to: .string(SourceFingerprint.of(source.text.value)), for: entry.key)
                accepted += 1
            }
            try CatalogDirectory.writeAtomically(editable.rendered(sourceOrder: set.sourceOrder), to: catalog.path)
            print("msgc: \(Diagnostic.printable(catalog.locale)): \(accepted) translation\(accepted == 1 ? "" : "s") accepted")
        }
    }
}
