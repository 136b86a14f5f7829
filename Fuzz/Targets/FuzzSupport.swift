import MessageCompiler

/// What every fuzz target shares: the fuzzer's bytes as a `SourceFile`, and a small English source
/// catalog for the importers to merge into.
enum FuzzSupport {
    static func file(_ data: UnsafePointer<UInt8>, _ count: Int, path: String) -> SourceFile {
        SourceFile(path: path, bytes: Array(UnsafeBufferPointer(start: data, count: count)))
    }

    /// Every placeholder type, so a fuzzed message can use any of them.
    static let sourceCatalogText = """
    {
      "@@locale": "en",
      "user.plain": "Purchase",
      "@user.plain": {"description": "A button title."},
      "user.count": "{n, plural, one {# purchase} other {# purchases}} for {s}",
      "@user.count": {"description": "Restored purchases.", "placeholders": {
        "n": {"type": "Int", "example": 3}, "s": {"type": "String", "example": "Anna"}}},
      "error.failed": "It failed: {s}",
      "@error.failed": {"description": "An error.", "placeholders": {"s": {"type": "String", "example": "timeout"}}}
    }
    """

    static let sourceCatalog: Catalog? = {
        var reader = CatalogReader()
        return reader.read(SourceFile(path: "en.arb", text: sourceCatalogText))
    }()
}
