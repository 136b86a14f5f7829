import Foundation

/// Runs swiftc on generated code against the `IAPMessagesCore` module `swift test` has just built, so
/// a test can see what Swift itself makes of a generated file: its diagnostics and its declarations.
enum GeneratedSwiftCompiler {
    struct Output {
        var status: Int32
        var diagnostics: String
    }

    /// The build products folder next to the test bundle (`.build/debug`).
    static let products = Bundle.module.bundleURL.deletingLastPathComponent()

    /// Type-checks `source` and runs the SIL diagnostic passes (which report "will never be executed"),
    /// as a build of the generated file would; returns every warning and error swiftc printed.
    static func check(_ source: String) throws -> Output {
        let file = try write(source)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        var arguments = ["-emit-sil", "-o", "/dev/null", "-module-name", "GeneratedUnderTest", "-swift-version", "6",
                         "-I", products.appendingPathComponent("Modules").path, file.path]
        // The C modules the runtime imports, as SwiftPM hands them to its clients.
        for module in ["CICU", "CAtomics"] {
            let moduleMap = products.appendingPathComponent("\(module).build/module.modulemap")
            if FileManager.default.fileExists(atPath: moduleMap.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(moduleMap.path)"]
            }
        }
        return try run(arguments)
    }

    /// Every declaration swiftc's parser sees, as `kind name` (`enum_element_decl purchaseFailed(underlying:)`),
    /// sorted. Comments and literals declare nothing, so text that escaped them shows up here.
    static func declarations(in source: String) throws -> [String] {
        let file = try write(source)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let output = try run(["-dump-parse", file.path])
        return output.diagnostics.split(separator: "\n").compactMap(declaration).sorted()
    }

    /// `(enum_element_decl range=[…] "name" …)` → `enum_element_decl name`; nil for other lines.
    private static func declaration(_ line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.first == "(" else { return nil }
        let kind = trimmed.dropFirst().prefix { $0 == "_" || $0.isLetter }
        guard kind.hasSuffix("_decl") || kind == "parameter", let open = trimmed.firstIndex(of: "\"") else { return nil }
        let name = trimmed[trimmed.index(after: open)...].prefix { $0 != "\"" }
        return "\(kind) \(name)"
    }

    private static func write(_ source: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("msgc-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("Generated.swift")
        try Data(source.utf8).write(to: file)
        return file
    }

    private static func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
    }
}
