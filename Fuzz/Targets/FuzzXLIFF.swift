import MessageCompiler

/// An XLIFF file from a CAT tool: the XML reader, the XLIFF reader, and the merge and checks of
/// `msgc import` against a small source catalog.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let (imported, _) = XLIFFFormat.read(FuzzSupport.file(data, count, path: "de.xlf"))
    if let imported, let source = FuzzSupport.sourceCatalog {
        _ = TranslationImport(source: source).merge(imported, locale: "de", into: nil)
    }
    return 0
}
