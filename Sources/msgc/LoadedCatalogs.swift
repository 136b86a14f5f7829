import ArgumentParser
import Foundation
import MessageCompiler

/// A catalog directory read (not checked) for the commands that edit or report on catalogs.
struct LoadedCatalogs {
    let directory: String
    let files: [String: SourceFile]
    let catalogs: [Catalog]
    let source: Catalog

    init(directory: String, sourceLocale: String) throws {
        let contents = try CatalogDirectory.loadOrExit(directory)
        let sourceFiles = contents.files
        let flutter = FlutterLayout.detect(fileNames: sourceFiles.map(\.fileName), configuration: contents.flutter)
        var reader = CatalogReader(flutter: flutter)
        let catalogs = sourceFiles.compactMap { reader.read($0) }
        let sourceLocale = MessageCatalogCompiler.sourceLocale(of: catalogs, flutter: flutter) ?? sourceLocale
        let files = Dictionary(sourceFiles.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let errors = reader.diagnostics.filter { $0.severity == .error }
        CatalogDirectory.printDiagnostics(errors.sortedForPrinting().map { $0.formatted(in: files) })
        guard let source = catalogs.first(where: { $0.locale == sourceLocale }) else {
            CatalogDirectory.printDiagnostics(["error: \(directory) has no catalog for the source locale '\(sourceLocale)'"])
            throw ExitCode.failure
        }
        self.directory = directory
        self.files = files
        self.catalogs = catalogs
        self.source = source
    }

    var translations: [Catalog] { catalogs.filter { $0.locale != source.locale } }

    /// The catalog of `locale` as written, else the one naming the same locale (`de` for `DE`, `he` for `iw`).
    func catalog(for locale: String) -> Catalog? {
        catalogs.first { $0.locale == locale }
            ?? catalogs.first { !$0.locale.isEmpty && LanguageTag.identity($0.locale) == LanguageTag.identity(locale) }
    }

    /// Where a locale's catalog lives (or will).
    func path(for locale: String) -> String {
        catalog(for: locale)?.path ?? "\(directory.hasSuffix("/") ? String(directory.dropLast()) : directory)/\(locale).arb"
    }

    var sourceOrder: [String] { source.messages.map(\.key) }
}
