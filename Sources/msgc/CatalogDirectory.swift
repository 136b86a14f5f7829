import ArgumentParser
import Foundation
import OutputFiles
import MessageCompiler

/// Reading a catalog directory and writing outputs without ever leaving a half-written file.
enum CatalogDirectory {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Every `*.arb` file in `path`, sorted by name.
    static func read(_ path: String) throws -> [SourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(description: "\(path): no such directory")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".arb") }.sorted()
        guard !names.isEmpty else { throw Failure(description: "\(path): no .arb catalogs in this directory") }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        // Read on every core: a set of a hundred languages is tens of megabytes.
        let read = names.concurrentMap { name -> Result<SourceFile, Failure> in
            let filePath = "\(base)/\(name)"
            guard let data = FileManager.default.contents(atPath: filePath) else {
                var isDirectory: ObjCBool = false
                let directory = FileManager.default.fileExists(atPath: filePath, isDirectory: &isDirectory) && isDirectory.boolValue
                return .failure(Failure(description: "\(filePath): cannot read the file\(directory ? "; it is a directory" : "")"))
            }
            return .success(SourceFile(path: filePath, bytes: Array(data)))
        }
        return try read.map { try $0.get() }
    }

    /// A catalog directory's files and the `l10n.yaml` of the Flutter project they belong to, if any.
    struct Contents {
        var files: [SourceFile]
        var flutter: FlutterConfiguration?
    }

    /// The `.arb` files of `path` with their `l10n.yaml`: one in `path` itself (whose `arb-dir` is then
    /// read when `path` holds no catalogs: `msgc check my_app`), or one in a directory above whose
    /// `arb-dir` is `path` (`lib/l10n` under the project).
    static func load(_ path: String) throws -> Contents {
        let directory = URL(fileURLWithPath: path).standardizedFileURL
        let own = directory.appendingPathComponent("l10n.yaml")
        if let configuration = try configuration(at: own) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let files = try read(names.contains(where: { $0.hasSuffix(".arb") }) ? path : configuration.arbDirectoryPath(inProject: path))
            try checkTemplate(of: configuration, at: own, among: files)
            return Contents(files: files, flutter: configuration)
        }
        var project = directory.deletingLastPathComponent()
        for _ in 0..<4 {
            let yaml = project.appendingPathComponent("l10n.yaml")
            if let configuration = try configuration(at: yaml),
               URL(fileURLWithPath: configuration.arbDirectoryPath(inProject: project.path)).standardizedFileURL.path == directory.path {
                let files = try read(path)
                try checkTemplate(of: configuration, at: yaml, among: files)
                return Contents(files: files, flutter: configuration)
            }
            guard project.path != "/" else { break }
            project = project.deletingLastPathComponent()
        }
        return Contents(files: try read(path), flutter: nil)
    }

    /// An `l10n.yaml` that gen-l10n would refuse, as `path:line:column: error:` lines.
    struct ConfigurationFailure: Error {
        let lines: [String]
    }

    private static func configuration(at url: URL) throws -> FlutterConfiguration? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let configuration = FlutterConfiguration(yaml: String(decoding: data, as: UTF8.self))
        guard configuration.problems.isEmpty else {
            throw ConfigurationFailure(lines: configuration.problems.map { "\(url.path):\($0.line):1: error: \($0.message) [invalid-configuration]" })
        }
        return configuration
    }

    /// gen-l10n stops when the template (`template-arb-file`, or its default `app_en.arb`) is not in the
    /// `arb-dir`; msgc would otherwise read the set with `--source-locale`'s catalog as the source, and
    /// say nothing. Reported at the value in `l10n.yaml` (at its start when it names no template).
    private static func checkTemplate(of configuration: FlutterConfiguration, at url: URL, among files: [SourceFile]) throws {
        guard !files.contains(where: { $0.fileName == configuration.templateFile }) else { return }
        let yaml = SourceFile(path: url.path, bytes: Array(FileManager.default.contents(atPath: url.path) ?? Data()))
        let offset = configuration.templateFileOffset ?? 0
        let kind = DiagnosticKind.flutterMissingTemplate(file: configuration.templateFile, arbDirectory: configuration.arbDirectory,
                                                         named: configuration.templateFileOffset != nil)
        let diagnostic = Diagnostic(kind, at: SourceRange(file: yaml.path, start: offset, end: offset + 1))
        throw ConfigurationFailure(lines: [diagnostic.formatted(in: [yaml.path: yaml])])
    }

    /// `load(_:)` for a command: a missing or empty directory is printed and ends the command with status 1.
    static func loadOrExit(_ path: String) throws -> Contents {
        do {
            return try load(path)
        } catch let failure as ConfigurationFailure {
            printDiagnostics(failure.lines)
            throw ExitCode.failure
        } catch {
            printDiagnostics(["error: \(error)"])
            throw ExitCode.failure
        }
    }

    /// `read(_:)` for a command: a missing or empty directory is printed and ends the command with status 1.
    static func readOrExit(_ path: String) throws -> [SourceFile] {
        do {
            return try read(path)
        } catch {
            printDiagnostics(["error: \(error)"])
            throw ExitCode.failure
        }
    }

    /// Writes `text` to `path` through a temporary file and a rename (see `AtomicFile`), so readers
    /// see the old file or the new one, never a mix; leaves the file alone (and its date) when the
    /// content is the same. Returns whether it wrote; a failure says why in plain words.
    @discardableResult
    static func writeAtomically(_ text: String, to path: String) throws(WriteFailure) -> Bool {
        try AtomicFile.write(Array(text.utf8), to: path)
    }

    /// Writes `files` as one change (see `AtomicFile.write(_:)`): every new content goes to a
    /// temporary file beside its catalog first, and the catalogs are replaced only once all of them are
    /// written. Files that already hold exactly their text are left alone. Returns the paths written.
    @discardableResult
    static func writeAtomically(_ files: [SourceFile]) throws(WriteFailure) -> [String] {
        try AtomicFile.write(files.map { AtomicFile.Output(path: $0.path, bytes: $0.bytes) })
    }

    /// The last line of a command that stopped because the catalogs at `paths` cannot be read whole;
    /// `what` is the command as a translator knows it ("an import").
    static func refuseUnreadable(_ paths: [String], what: String) {
        printDiagnostics(["msgc: \(paths.joined(separator: ", ")) cannot be read (see above); \(what) runs only when every catalog in the folder can be read, so that it never rewrites one it read in part. Nothing was written; every catalog is as it was"])
    }

    static func printDiagnostics(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
