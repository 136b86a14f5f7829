import MessageCompiler

/// A gettext PO file: the PO reader, and the merge and checks of `msgc import`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPO(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let (imported, _) = POFormat.read(FuzzSupport.file(data, count, path: "de.po"))
    if let imported, let source = FuzzSupport.sourceCatalog {
        _ = TranslationImport(source: source).merge(imported, locale: "de", into: nil)
    }
    return 0
}
