import Foundation
import MessageCompiler

/// Paths of the repository and fixtures, and small helpers shared by the compiler tests.
enum TestSupport {
    /// The package root, found from this file's path so tests read the real `Localizations/`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var fixtures: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
    }

    /// The `.arb` files of a directory as `SourceFile`s named by file name only, so printed
    /// diagnostics do not depend on where the checkout lives.
    static func catalogs(in directory: URL) throws -> [SourceFile] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".arb") }
            .sorted()
            .map { name in
                let data = try Data(contentsOf: directory.appendingPathComponent(name))
                return SourceFile(path: name, bytes: Array(data))
            }
    }

    static func source(_ text: String, path: String = "en.arb") -> SourceFile {
        SourceFile(path: path, text: text)
    }
}
