import ArgumentParser
import Foundation
import MessageCompiler

/// `--error CODE`, `--warning CODE`, `--ignore CODE` and `--all`, for the commands that check catalogs,
/// on top of `msgc.json` beside the catalogs (`DiagnosticPolicy`).
struct SeverityOptions: ParsableArguments {
    @Option(name: .customLong("error"), help: ArgumentHelp("Report diagnostics of this code as errors (repeatable).", valueName: "code"))
    var errors: [String] = []

    @Option(name: .customLong("warning"), help: ArgumentHelp("Report diagnostics of this code as warnings (repeatable).", valueName: "code"))
    var warnings: [String] = []

    @Option(name: .customLong("ignore"), help: ArgumentHelp("Do not report diagnostics of this code (repeatable).", valueName: "code"))
    var ignored: [String] = []

    @Flag(help: "Print every diagnostic, not only the first \(DiagnosticListing.defaultLimit) of each code.")
    var all = false

    func validate() throws {
        _ = try policy(base: DiagnosticPolicy())
    }

    /// `base` (the file's settings) with the command line's on top.
    func policy(base: DiagnosticPolicy) throws -> DiagnosticPolicy {
        var policy = base
        do {
            for code in errors { try policy.set(code, to: .error) }
            for code in warnings { try policy.set(code, to: .warning) }
            for code in ignored { try policy.set(code, to: .ignore) }
        } catch {
            throw ValidationError(error.description)
        }
        return policy
    }

    /// The policy for catalogs in `directory` (whose files are `files`): `msgc.json` in that directory,
    /// else in the folder the catalogs were read from (a Flutter project's `arb-dir`), then the options.
    /// A broken file is printed with positions and ends the command with status 1.
    func load(directory: String, files: [SourceFile]) throws -> DiagnosticPolicy {
        var candidates = [URL(fileURLWithPath: directory).appendingPathComponent(DiagnosticPolicy.fileName).path]
        if let first = files.first {
            candidates.append(URL(fileURLWithPath: first.path).deletingLastPathComponent().appendingPathComponent(DiagnosticPolicy.fileName).path)
        }
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            return try policy(base: DiagnosticPolicy())
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            CatalogDirectory.printDiagnostics(["\(path): error: cannot read the file [invalid-configuration]"])
            throw ExitCode.failure
        }
        let file = SourceFile(path: path, bytes: Array(data))
        let (base, diagnostics) = DiagnosticPolicy.read(file)
        if !diagnostics.isEmpty {
            CatalogDirectory.printDiagnostics(diagnostics.map { $0.formatted(in: [path: file]) })
            throw ExitCode.failure
        }
        return try policy(base: base)
    }

    /// Prints diagnostics, at most the limit of each code unless `--all`.
    func print(_ result: MessageCatalogCompiler.Result) {
        CatalogDirectory.printDiagnostics(DiagnosticListing.lines(result.diagnostics, files: result.files,
                                                                 limit: all ? nil : DiagnosticListing.defaultLimit))
    }
}
