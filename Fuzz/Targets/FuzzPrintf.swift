import MessageCompiler

/// The printf converter of `msgc import` (`.strings`, `.stringsdict`, String Catalogs): a format and,
/// after the first NUL byte, the variants of a plural variable `v` separated by NUL bytes. Any input
/// converts or yields diagnostics; none may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPrintf(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let parts = Array(UnsafeBufferPointer(start: data, count: count)).split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    let format = parts.first ?? ""
    let categories = ["zero", "one", "two", "few", "many", "other"]
    var variants: [String: String] = [:]
    for (category, text) in zip(categories, parts.dropFirst()) { variants[category] = text }
    let variable = PrintfConverter.PluralVariable(name: "v", variants: variants, position: count % 3 == 0 ? count : nil)
    for locale in ["en", "ru", "ar"] {
        _ = PrintfConverter.convert(format, variables: ["v": variable], locale: locale)
    }
    return 0
}
