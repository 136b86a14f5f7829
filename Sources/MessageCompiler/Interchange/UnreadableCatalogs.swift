/// The catalogs of a directory that an import or migration must not rewrite, because what was read
/// of them is not what the file holds.
///
/// An import writes a catalog back from what `CatalogReader` made of it. After a JSON syntax error
/// that is nothing (or a part), after a repeated key one of the two, and a value of the wrong kind is
/// left out; a catalog without `"@@locale"` may be the very one the import would create afresh. Writing
/// any of them back would lose translations without a word, so an import refuses to run while one of
/// them is in the directory: its locale cannot be trusted, so it may be the catalog being imported into.
public enum UnreadableCatalogs {
    /// Codes of `CatalogReader` after which the catalog as read is not the file as written.
    public static let codes: Set<String> = [
        "json-syntax", "duplicate-key", "nesting-too-deep", "root-not-object", "message-not-string",
        "metadata-not-object", "missing-locale", "invalid-locale-tag",
    ]

    /// Each of `files` that was not read whole, with the reader's diagnostics that say why (sorted for
    /// printing; empty only if the reader returned no catalog and said nothing). Sorted by path.
    ///
    /// - Parameters:
    ///   - catalogs: what the reader returned for `files`.
    ///   - diagnostics: every diagnostic the reader reported while reading them.
    public static func find(in files: [SourceFile], catalogs: [Catalog], diagnostics: [Diagnostic]) -> [(path: String, diagnostics: [Diagnostic])] {
        let read = Set(catalogs.map(\.path))
        var reasons: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics where codes.contains(diagnostic.code) {
            guard let file = diagnostic.range?.file else { continue }
            reasons[file, default: []].append(diagnostic)
        }
        return files.map(\.path).filter { !read.contains($0) || reasons[$0] != nil }.sorted().map { path in
            (path, (reasons[path] ?? []).sortedForPrinting())
        }
    }
}
