import Foundation
import PackagePlugin

/// The one `msgc compile` command, whichever build system (SwiftPM or Xcode) found the catalogs.
extension MessageCatalogPlugin {
    /// msgc compiles a folder, so a target's catalogs must all be in one.
    struct ScatteredCatalogs: Error, CustomStringConvertible {
        let targetName: String
        let folders: [String]
        var description: String {
            "\(targetName): the .arb catalogs are in \(folders.count) folders (\(folders.joined(separator: ", "))); put them in one"
        }
    }

    /// The `.arb` files of `folder`, sorted by name; none when the folder does not exist.
    static func catalogs(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".arb") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Compiles `catalogs` (one folder's) into `<targetName>Messages.swift` in `workDirectory`, re-run
    /// whenever a catalog, the team's severities (`msgc.json` beside the catalogs), a Flutter
    /// project's `l10n.yaml` or msgc itself changes. The target's name makes the generated types'
    /// prefix when the catalogs store none (`ShopApp`: `ShopAppError`…), never the library's `IAP`.
    static func compileCommand(catalogs: [URL], targetName: String, msgc: URL, workDirectory: URL) throws -> Command {
        let folders = Set(catalogs.map { $0.deletingLastPathComponent().standardizedFileURL.path }).sorted()
        guard folders.count == 1, let folder = folders.first else {
            throw ScatteredCatalogs(targetName: targetName, folders: folders)
        }
        let output = workDirectory.appendingPathComponent("\(targetName)Messages.swift")
        // msgc also reads the severities beside the catalogs and an l10n.yaml there or up to four
        // folders above (a Flutter project's): editing either rebuilds.
        var candidates = [URL(fileURLWithPath: folder).appendingPathComponent("msgc.json")]
        var directory = URL(fileURLWithPath: folder)
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent("l10n.yaml"))
            directory.deleteLastPathComponent()
        }
        let settings = candidates.filter { FileManager.default.fileExists(atPath: $0.path) }
        return .buildCommand(
            displayName: "Compiling \(catalogs.count) message catalogs for \(targetName)",
            executable: msgc,
            arguments: ["compile", folder, "--output", output.path, "--quiet", "--app-name", targetName],
            inputFiles: catalogs + settings + [msgc],
            outputFiles: [output]
        )
    }
}
