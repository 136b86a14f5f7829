import MessageCompiler

/// An Apple `.strings` file migrated by `msgc import`: its reader, printf conversion and the catalogs
/// the migration would write.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    var migration = AppleImport()
    migration.add(FuzzSupport.file(data, count, path: "de.lproj/Localizable.strings"))
    _ = migration.catalogs(sourceLocale: "en", existing: [:])
    return 0
}
