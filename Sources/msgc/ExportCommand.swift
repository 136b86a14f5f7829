import ArgumentParser
import Foundation
import OutputFiles
import MessageCompiler

/// `msgc export Localizations --locale de --format xliff --output de.xlf`: a locale for a CAT tool.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write one locale's messages for translators: XLIFF 1.2, gettext PO or an Xcode String Catalog.",
        discussion: """
            Every message of the source catalog is written with its translation (if any), its review
            state (translated, needs review, new), the translator's description and its placeholders.
            Import the translated file back with 'msgc import'.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case xliff, po, xcstrings
    }

    @Argument(help: "The directory of .arb catalogs.")
    var directory: String

    @Option(name: .customLong("locale"), help: "The locale to export (repeatable for xcstrings, which holds several).")
    var locales: [String]

    @Option(help: "xliff, po or xcstrings.")
    var format: Format

    @Option(name: .shortAndLong, help: "The file to write.")
    var output: String

    @Option(help: "The locale every message is written in first.")
    var sourceLocale = "en"

    func validate() throws {
        if locales.isEmpty { throw ValidationError("name the locale to export with --locale") }
        if format != .xcstrings && locales.count > 1 { throw ValidationError("\(format.rawValue) holds one locale; export them one by one") }
        for locale in locales { _ = try LocaleOption.knownCatalogLocale(locale) }
        _ = try LocaleOption.catalogLocale(sourceLocale, option: "--source-locale")
        try OutputPath.refuse(output, catalogDirectory: directory, anywhereInside: false)
    }

    /// Now, the way gettext writes PO-Revision-Date.
    static func revisionDate() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm'+0000'"
        return formatter.string(from: Date())
    }

    func run() throws {
        let set = try LoadedCatalogs(directory: directory, sourceLocale: sourceLocale)
        let sourceFile = set.files[set.source.path]
        let sourceName = URL(fileURLWithPath: set.source.path).lastPathComponent
        // The catalog's own tag (`iw` for an `iw` catalog asked for as `he`) in canonical case, else the
        // tag asked for: a catalog's "@@locale" is written into file headers and attributes, so a
        // spelling that is no BCP 47 tag (`de."` and a line break) never is.
        let locales = try self.locales.map { raw in
            let tag = try LocaleOption.knownCatalogLocale(raw)
            return set.catalog(for: tag).flatMap { LanguageTag.canonical($0.locale) } ?? tag
        }
        let text: String
        switch format {
        case .xliff, .po:
            let locale = locales[0]
            guard LanguageTag.identity(locale) != LanguageTag.identity(sourceLocale) else { throw ValidationError("'\(locale)' is the source locale; export a translation") }
            let units = TranslationUnit.units(source: set.source, sourceFile: sourceFile, translation: set.catalog(for: locale))
            text = format == .xliff
                ? XLIFFFormat.write(units, sourceLocale: sourceLocale, targetLocale: locale, original: sourceName)
                : POFormat.write(units, sourceLocale: sourceLocale, targetLocale: locale, sourceFileName: sourceName,
                                 project: URL(fileURLWithPath: directory).standardized.deletingLastPathComponent().lastPathComponent,
                                 revisionDate: Self.revisionDate())
        case .xcstrings:
            let translations = locales.filter { LanguageTag.identity($0) != LanguageTag.identity(sourceLocale) }.map { ($0, set.catalog(for: $0)) }
            text = StringCatalogFormat.write(source: set.source, translations: translations)
        }
        try CatalogDirectory.writeAtomically(text, to: output)
        print("msgc: wrote \(output)")
    }
}
