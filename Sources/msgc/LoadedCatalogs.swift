import ArgumentParser
import Foundation
import MessageCompiler

/// A catalog directory read (not checked) for the commands that edit or report on catalogs.
struct LoadedCatalogs {
    let directory: String
    let files: [String: SourceFile]
    let catalogs: [Catalog]
    let source: Catalog
    /// In a Flutter set, the prefix of its file names (`app_` of `app_en.arb`): new catalogs are named
    /// the way gen-l10n finds them.
    let flutterPrefix: String?
    /// The files that were not read whole (see `UnreadableCatalogs`), with the errors saying why: a
    /// command that rewrites catalogs must not run while there is one (`refuseUnreadable`).
    let unreadable: [(path: String, diagnostics: [Diagnostic])]

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
        self.unreadable = UnreadableCatalogs.find(in: sourceFiles, catalogs: catalogs, diagnostics: reader.diagnostics)
        self.directory = directory
        self.files = files
        self.catalogs = catalogs
        self.source = source
        let stem = URL(fileURLWithPath: source.path).deletingPathExtension().lastPathComponent
        let localePart = "_" + source.locale.replacingOccurrences(of: "-", with: "_")
        self.flutterPrefix = flutter != nil && stem.hasSuffix(localePart) ? String(stem.dropLast(localePart.count - 1)) : nil
    }

    /// Ends the command (status 1, nothing written) when a catalog of the set could not be read
    /// whole: writing it back would lose what was not read, and its locale cannot be trusted, so any
    /// of them may be the catalog the command would write. The reader's errors (`path:line:column:
    /// error: …`) are printed already; this adds what happened.
    func refuseUnreadable(_ what: String) throws {
        guard !unreadable.isEmpty else { return }
        CatalogDirectory.refuseUnreadable(unreadable.map(\.path), what: what)
        throw ExitCode.failure
    }

    var translations: [Catalog] { catalogs.filter { $0.locale != source.locale } }

    /// The catalog of `locale` as written, else the one naming the same locale (`de` for `DE`, `he` for `iw`).
    func catalog(for locale: String) -> Catalog? {
        catalogs.first { $0.locale == locale }
            ?? catalogs.first { !$0.locale.isEmpty && LanguageTag.identity($0.locale) == LanguageTag.identity(locale) }
    }

    /// Where a locale's catalog lives, or will: beside the source catalog (a Flutter project's
    /// `arb-dir`, never the project folder, where it would shadow the set), named as the set names its
    /// files (`app_pt_BR.arb` in a Flutter set, `pt-BR.arb` otherwise).
    func path(for locale: String) -> String {
        if let existing = catalog(for: locale) { return existing.path }
        let folder = URL(fileURLWithPath: source.path).deletingLastPathComponent().path
        let name = flutterPrefix.map { $0 + locale.replacingOccurrences(of: "-", with: "_") } ?? locale
        return (folder as NSString).appendingPathComponent(name + ".arb")
    }

    var sourceOrder: [String] { source.messages.map(\.key) }
}
