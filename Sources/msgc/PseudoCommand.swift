import ArgumentParser
import Foundation
import MessageCompiler

/// `msgc pseudo Localizations [--output-dir D]`: en-XA and ar-XB catalogs for layout testing.
struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write the pseudo-locales en-XA (accented, ~35% longer, bracketed) and ar-XB (right to left).",
        discussion: """
            Arguments and plural/select structure stay intact. To compile them into the generated code
            without writing files, use 'msgc compile --pseudo-locales' or set
            "@@x-pseudo-locales": "true" in the source catalog (the build plugin honours it).
            """
    )

    @Argument(help: "The directory of .arb catalogs.")
    var directory: String

    @Option(help: "Where to write en-XA.arb and ar-XB.arb (default: beside the catalogs, named as they are).")
    var outputDir: String?

    @Option(help: "The locale every message is written in first.")
    var sourceLocale = "en"

    func validate() throws {
        _ = try LocaleOption.catalogLocale(sourceLocale, option: "--source-locale")
    }

    func run() throws {
        let set = try LoadedCatalogs(directory: directory, sourceLocale: sourceLocale)
        for locale in PseudoLocale.allCases {
            // Beside the set's own catalogs and named like them, unless told where.
            let path = outputDir.map { "\($0.hasSuffix("/") ? String($0.dropLast()) : $0)/\(locale.rawValue).arb" } ?? set.path(for: locale.rawValue)
            try CatalogDirectory.writeAtomically(locale.catalog(from: set.source), to: path)
            print("msgc: wrote \(path)")
        }
    }
}
