import ArgumentParser
import Foundation
import MessageCompiler

/// `msgc import de.xlf --into Localizations`: translated work back into the catalogs.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Merge translations from XLIFF 1.2 or PO, or migrate Apple .strings/.stringsdict/.xcstrings, into the catalogs.",
        discussion: """
            XLIFF and PO: only the imported locale's catalog changes; messages the file does not carry
            keep their translation. Unknown keys and broken MessageFormat are reported with their
            position in the imported file, and nothing is written if there is any error. A catalog in
            the folder that cannot be read stops the import (and a migration) before anything is written.

            Apple formats: give a folder holding <locale>.lproj folders (Localizable.strings,
            Localizable.stringsdict) and/or .xcstrings files, or one such file. printf arguments become
            named arguments (%@ → {arg1}, %#@count@ → {count, plural, …}), each named as the source
            language names the argument at its position; "Don't Translate" becomes "x-translate": false.
            The result must compile, or nothing is written. The generated types are named after the app
            (ShopAppError, ShopAppUserMessage…: the Xcode project, package or folder the files are in),
            or after --type-prefix, never IAP, the library's own. XLIFF units marked translate="no" are not
            imported. The catalogs are written together: all to temporary files first, then
            renamed into place.
            """
    )

    @Argument(help: "The file to import: .xlf/.xliff, .po, .xcstrings, .strings, .stringsdict, or a folder of .lproj folders.")
    var file: String

    @Option(help: "The directory of .arb catalogs to merge into.")
    var into: String

    @Option(help: "The locale, when the file does not say (XLIFF target-language, PO Language header).")
    var locale: String?

    @Flag(help: "Treat warnings in the imported translations as errors.")
    var strict = false

    @Option(help: "The locale every message is written in first.")
    var sourceLocale = "en"

    @Option(help: "Apple formats: the prefix of the generated types (Shop: ShopError, ShopUserMessage…), instead of one made of the app's name.")
    var typePrefix: String?

    func validate() throws {
        if let locale { _ = try LocaleOption.catalogLocale(locale) }
        _ = try LocaleOption.catalogLocale(sourceLocale, option: "--source-locale")
        if let typePrefix, let problem = SwiftNames.typePrefixProblem(typePrefix) {
            throw ValidationError("--type-prefix \(typePrefix): \(problem)")
        }
    }

    func run() throws {
        let appleExtensions = ["xcstrings", "strings", "stringsdict"]
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory),
           isDirectory.boolValue || appleExtensions.contains(URL(fileURLWithPath: file).pathExtension.lowercased()) {
            try AppleMigration(path: file, into: into, sourceLocale: sourceLocale, strict: strict, typePrefix: typePrefix).run()
            return
        }
        if let typePrefix {
            throw ValidationError("--type-prefix \(typePrefix): an XLIFF or PO import changes one language's translations, not the names of the types; set \"@@x-type-prefix\" in the source catalog instead")
        }
        let set = try LoadedCatalogs(directory: into, sourceLocale: sourceLocale)
        // A catalog read only in part would be written back as that part, the rest gone.
        try set.refuseUnreadable("an import")
        guard let data = FileManager.default.contents(atPath: file) else {
            CatalogDirectory.printDiagnostics(["error: \(file): cannot read the file"])
            throw ExitCode.failure
        }
        let importFile = SourceFile(path: file, bytes: Array(data))
        let (imported, readDiagnostics): (ImportedTranslations?, [Diagnostic])
        switch URL(fileURLWithPath: file).pathExtension.lowercased() {
        case "xlf", "xliff":
            let (read, diagnostics) = XLIFFFormat.read(importFile)
            (imported, readDiagnostics) = (read, diagnostics + (read.map { XLIFFFormat.repeatedKeys($0, in: importFile) } ?? []))
        case "po": (imported, readDiagnostics) = POFormat.read(importFile)
        default: throw ValidationError("'\(file)' is not .xlf, .xliff or .po")
        }
        let files = [importFile.path: importFile]
        guard let imported, !readDiagnostics.hasErrors else {
            CatalogDirectory.printDiagnostics(readDiagnostics.sortedForPrinting().map { $0.formatted(in: files) })
            CatalogDirectory.printDiagnostics(["msgc: nothing was imported"])
            throw ExitCode.failure
        }
        let (resolved, localeDiagnostics) = imported.targetLocale(option: locale)
        guard let resolved else {
            CatalogDirectory.printDiagnostics((readDiagnostics + localeDiagnostics).sortedForPrinting().map { $0.formatted(in: files) })
            CatalogDirectory.printDiagnostics(["msgc: nothing was imported"])
            throw ExitCode.failure
        }
        // The catalog that holds this locale however it is spelled (`DE` is de.arb, `iw` he.arb).
        let existing = set.catalog(for: resolved)
        let target = existing?.locale ?? resolved
        guard LanguageTag.identity(target) != LanguageTag.identity(set.source.locale) else {
            throw ValidationError("the file holds the source locale '\(target)'; import translations only")
        }
        let path = set.path(for: target)
        let outcome = TranslationImport(source: set.source).merge(imported, locale: target, into: existing,
                                                                 options: .init(sourceLocale: sourceLocale, strict: strict))
        let diagnostics = readDiagnostics + outcome.diagnostics
        CatalogDirectory.printDiagnostics(diagnostics.sortedForPrinting().map { $0.formatted(in: files) })
        guard let merged = outcome.catalog else {
            CatalogDirectory.printDiagnostics(["msgc: nothing was imported; \(path) is unchanged"])
            throw ExitCode.failure
        }
        // The guarantee behind the checks above: nothing is written that 'msgc check' would reject.
        let text = merged.rendered(sourceOrder: set.sourceOrder)
        let result = ImportResultCheck.errors(writing: [SourceFile(path: path, text: text)], over: Array(set.files.values), sourceLocale: sourceLocale)
        guard result.errors.isEmpty else {
            CatalogDirectory.printDiagnostics(result.errors.map { $0.formatted(in: result.files) })
            CatalogDirectory.printDiagnostics(["msgc: the merged catalog would not pass 'msgc check'; nothing was imported; \(path) is unchanged"])
            throw ExitCode.failure
        }
        try CatalogDirectory.writeAtomically(text, to: path)
        if set.flutterPrefix == nil { TypePrefixChoice.reportKept(by: set.source, around: into) }
        print("msgc: \(path): \(outcome.added) added, \(outcome.changed) changed, \(outcome.unchanged) unchanged")
    }
}
