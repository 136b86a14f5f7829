import ArgumentParser
import Foundation
import MessageCompiler

/// Reading a catalog directory and writing outputs without ever leaving a half-written file.
enum CatalogDirectory {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Every `*.arb` file in `path`, sorted by name.
    static func read(_ path: String) throws -> [SourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(description: "\(path): no such directory")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".arb") }.sorted()
        guard !names.isEmpty else { throw Failure(description: "\(path): no .arb catalogs in this directory") }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        return try names.map { name in
            let filePath = "\(base)/\(name)"
            guard let data = FileManager.default.contents(atPath: filePath) else {
                throw Failure(description: "\(filePath): cannot read the file")
            }
            return SourceFile(path: filePath, bytes: Array(data))
        }
    }

    /// `read(_:)` for a command: a missing or empty directory is printed and ends the command with status 1.
    static func readOrExit(_ path: String) throws -> [SourceFile] {
        do {
            return try read(path)
        } catch {
            printDiagnostics(["error: \(error)"])
            throw ExitCode.failure
        }
    }

    /// Writes `text` to `path` through a temporary file and a rename (see `AtomicFile`), so readers
    /// see the old file or the new one, never a mix; leaves the file alone (and its date) when the
    /// content is the same. Returns whether it wrote; a failure says why in plain words.
    @discardableResult
    static func writeAtomically(_ text: String, to path: String) throws(WriteFailure) -> Bool {
        try AtomicFile.write(Array(text.utf8), to: path)
    }

    static func printDiagnostics(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
