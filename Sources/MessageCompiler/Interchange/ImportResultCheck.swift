/// `msgc check` run on the catalog set as an import would leave it, before anything is written.
///
/// The import's own checks report problems where the translator wrote them (a line of the XLIFF
/// or PO file); this one is the guarantee behind them: whatever they miss, an import never writes a
/// catalog that `msgc check` then rejects. Its diagnostics point into the catalogs as they would be
/// written, which do not exist yet, so callers print them with `files`.
public enum ImportResultCheck: Sendable {
    public struct Result: Sendable {
        /// The errors the import would cause, sorted for printing.
        public var errors: [Diagnostic]
        /// Every file of the checked set (the planned ones included), for `Diagnostic.formatted(in:)`.
        public var files: [String: SourceFile]
    }

    /// The errors of `existing` with `writes` replacing the files of the same path (or joining them)
    /// that the import brings: every error in a written file, and in the other files every error
    /// that was not there before (a second catalog for the same locale reports itself in the first).
    /// Warnings are left to the import's own checks and `--strict`.
    public static func errors(writing writes: [SourceFile], over existing: [SourceFile], sourceLocale: String) -> Result {
        let compiler = MessageCatalogCompiler(options: .init(sourceLocale: sourceLocale))
        let written = Set(writes.map(\.path))
        let after = compiler.check(existing.filter { !written.contains($0.path) } + writes)
        let isInWrittenFile = { (diagnostic: Diagnostic) in diagnostic.range.map { written.contains($0.file) } ?? false }
        var errors = after.diagnostics.filter { $0.severity == .error }
        // Checking the set as it is costs a second pass; only errors elsewhere need it.
        if !errors.allSatisfy(isInWrittenFile) {
            let before = Set(compiler.check(existing).diagnostics.filter { $0.severity == .error }.map(Self.identity))
            errors = errors.filter { isInWrittenFile($0) || !before.contains(identity($0)) }
        }
        return Result(errors: errors.sortedForPrinting(), files: after.files)
    }

    /// A diagnostic outside the written files: its place there does not move.
    private static func identity(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.range?.file ?? ""):\(diagnostic.range?.start ?? -1): \(diagnostic.code): \(diagnostic.message)"
    }
}
