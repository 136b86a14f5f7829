import MessageCompiler

/// A Flutter project's `l10n.yaml` as msgc reads it, and the layout it gives a set of ARB file names.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzL10nYAML(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let configuration = FlutterConfiguration(yaml: text)
    _ = FlutterLayout.detect(fileNames: ["app_en.arb", "app_de.arb", "app_pt_BR.arb", configuration.templateFile],
                             configuration: configuration)
    return 0
}
