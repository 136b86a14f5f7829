import ArgumentParser
import Foundation
import MessageCompiler

/// `msgc import MyApp/ --into Localizations`: Apple string tables and String Catalogs to ARB.
struct AppleMigration {
    let path: String
    let into: String
    let sourceLocale: String
    let strict: Bool
    /// `--type-prefix`: the generated types' prefix, when the catalogs in `into` store none.
    var typePrefix: String? = nil

    /// Every .strings, .stringsdict and .xcstrings file under `path` (or `path` itself), sorted.
    func appleFiles() throws -> [SourceFile] {
        var paths: [String] = []
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw ValidationError("no such file or folder: \(path)") }
        if isDirectory.boolValue {
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            for relative in FileManager.default.enumerator(atPath: path)?.compactMap({ $0 as? String }) ?? [] {
                if ["strings", "stringsdict", "xcstrings"].contains(URL(fileURLWithPath: relative).pathExtension) {
                    paths.append("\(base)/\(relative)")
                }
            }
        } else {
            paths = [path]
        }
        return try paths.sorted().map { filePath in
            guard let data = FileManager.default.contents(atPath: filePath) else {
                throw ValidationError("cannot read \(filePath)")
            }
            if filePath.hasSuffix(".strings") {
                guard let text = AppleStringsFile.decode(Array(data)) else {
                    let problem = AppleStringsFile.decodingProblem(Array(data)) ?? "1:1: not UTF-8, and no UTF-16 byte-order mark"
                    let location = problem.prefix { $0 != " " }.dropLast(), message = problem.drop { $0 != " " }.dropFirst()
                    CatalogDirectory.printDiagnostics(["\(filePath):\(location): error: \(message) [import-syntax]"])
                    throw ExitCode.failure
                }
                return SourceFile(path: filePath, text: text)
            }
            return SourceFile(path: filePath, bytes: Array(data))
        }
    }

    func run() throws {
        let migrated = try migrate()
        // The migrated catalogs must compile before anything is written.
        let result = MessageCatalogCompiler(options: .init(sourceLocale: migrated.sourceLocale, strict: strict))
            .check(migrated.outputs + migrated.untouched)
        CatalogDirectory.printDiagnostics(result.formattedDiagnostics)
        guard !result.hasErrors else {
            CatalogDirectory.printDiagnostics(["msgc: the migrated catalogs do not compile; nothing was written"])
            throw ExitCode.failure
        }
        // All together or none: a catalog that cannot be written leaves the others as they were.
        try CatalogDirectory.writeAtomically(migrated.outputs)
        print("msgc: wrote \(migrated.outputs.count) catalogs to \(into) (\(migrated.counts))")
        print(migrated.types.report)
    }

    /// The `.arb` files already in `into`: none when it does not exist yet or holds no catalog; a
    /// file that is there but cannot be read ends the migration.
    private func existingCatalogFiles() throws -> [SourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: into, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else {
            CatalogDirectory.printDiagnostics(["error: \(into): not a directory; --into names the folder of .arb catalogs"])
            throw ExitCode.failure
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: into) else {
            CatalogDirectory.printDiagnostics(["error: \(into): cannot list the folder, so its catalogs cannot be read; nothing was written"])
            throw ExitCode.failure
        }
        guard names.contains(where: { $0.hasSuffix(".arb") }) else { return [] }
        return try CatalogDirectory.readOrExit(into)
    }

    /// The catalogs a migration writes, rendered; the existing ones it leaves as they are; and what to
    /// tell the user. The Apple files and the converted messages are gone once this returns: checking
    /// the result then holds only the ARB text and what the checker reads of it, which for an import
    /// of 100,000 strings is the difference between hundreds of megabytes and twice that.
    private func migrate() throws -> (outputs: [SourceFile], untouched: [SourceFile], sourceLocale: String, counts: String, types: TypePrefixChoice) {
        let files = try appleFiles()
        guard !files.isEmpty else { throw ValidationError("no .strings, .stringsdict or .xcstrings files in \(path)") }
        var migration = AppleImport()
        files.forEach { migration.add($0) }
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        CatalogDirectory.printDiagnostics(migration.diagnostics.sortedForPrinting().map { $0.formatted(in: byPath) })
        guard !migration.diagnostics.hasErrors else {
            CatalogDirectory.printDiagnostics(["msgc: nothing was imported"])
            throw ExitCode.failure
        }
        // Existing catalogs, if the directory has any; each must be read whole, or writing it back
        // (or a new catalog over it) would lose what it holds.
        let existingFiles = try existingCatalogFiles()
        var existing: [String: Catalog] = [:]
        var reader = CatalogReader()
        var read: [Catalog] = []
        for file in existingFiles {
            if let catalog = reader.read(file) {
                read.append(catalog)
                existing[catalog.locale] = catalog
            }
        }
        let unreadable = UnreadableCatalogs.find(in: existingFiles, catalogs: read, diagnostics: reader.diagnostics)
        guard unreadable.isEmpty else {
            let byPath = Dictionary(existingFiles.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            CatalogDirectory.printDiagnostics(unreadable.flatMap(\.diagnostics).map { $0.formatted(in: byPath) })
            CatalogDirectory.refuseUnreadable(unreadable.map(\.path), what: "a migration")
            throw ExitCode.failure
        }
        let source = migration.sourceLanguage ?? sourceLocale
        // The app's types are named before anything is converted: a prefix that would hide the
        // library's types, or none at all, stops the migration here.
        let stored = existing[source]?.attributes["x-type-prefix"]?.value
        guard let types = try TypePrefixChoice.choose(stored: stored, sourcePath: existing[source]?.path, explicit: typePrefix,
                                                       appName: { AppName.find(around: path) }) else {
            throw ValidationError(TypePrefixChoice.missing(lookedFrom: path))
        }
        var catalogs = migration.catalogs(sourceLocale: source, existing: existing)
        guard catalogs[source] != nil else {
            throw ValidationError("no \(source) strings found; the source locale's table is needed")
        }
        if stored == nil {
            catalogs[source]!.attributes.insert(("@@x-type-prefix", .string(types.prefix)), at: 0)
        }
        let sourceCatalog = catalogs[source]!
        let order = sourceCatalog.entries.map(\.key)
        let base = into.hasSuffix("/") ? String(into.dropLast()) : into
        let outputs = catalogs.sorted(by: { $0.key < $1.key }).map { locale, catalog in
            SourceFile(path: existing[locale]?.path ?? "\(base)/\(locale).arb", text: catalog.rendered(sourceOrder: order))
        }
        let written = Set(outputs.map(\.path))
        let untouched = existingFiles.filter { !written.contains($0.path) }
        let counts = catalogs.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.entries.count)" }.joined(separator: ", ")
        return (outputs, untouched, source, counts, types)
    }
}
