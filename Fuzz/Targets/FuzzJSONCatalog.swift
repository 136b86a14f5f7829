import MessageCompiler

/// A catalog file as a translator might save it: JSON reader, catalog reader, MessageFormat parser and
/// every check. Inputs alternate between being a translation next to a valid source catalog (which
/// compiles through to generated Swift when the input is valid) and being the source catalog itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONCatalog(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    if count % 2 == 0 {
        let translation = FuzzSupport.file(data, count, path: "de.arb")
        _ = MessageCatalogCompiler().compile([SourceFile(path: "en.arb", text: FuzzSupport.sourceCatalogText), translation])
    } else {
        _ = MessageCatalogCompiler().compile([FuzzSupport.file(data, count, path: "en.arb")])
    }
    return 0
}
