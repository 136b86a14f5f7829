import ArgumentParser
import Foundation
import MessageCompiler

/// Where an `--output` really goes, so msgc never writes its Swift, XLIFF or HTML over a catalog:
/// `msgc compile L --output L/de.arb` once replaced the German catalog with generated code.
package enum OutputPath {
    /// The absolute path with `.`, `..` and symbolic links resolved, as far as the path exists;
    /// the part that does not exist yet is normalised as written (it holds no links).
    package static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var missing: [String] = []
        while true {
            if let real = realPath("/" + existing.joined(separator: "/")) {
                return normalised(real.split(separator: "/").map(String.init) + missing)
            }
            guard let last = existing.popLast() else { return normalised(missing) }
            missing.insert(last, at: 0)
        }
    }

    /// Refuses (usage error, exit 2, nothing touched) an output that is a catalog or, with
    /// `anywhereInside`, lies anywhere in the catalog directory; otherwise an `.arb` output there,
    /// which the next run would read as a catalog.
    ///
    /// In a Flutter project (`catalogDirectory` holds an `l10n.yaml`), the catalogs are read from its
    /// `arb-dir`, which may be a link or lie outside the project: that folder, links resolved, is
    /// guarded as well.
    package static func refuse(_ output: String, option: String = "--output", catalogDirectory: String, anywhereInside: Bool) throws {
        let target = resolved(output)
        for (shown, folder) in guardedFolders(catalogDirectory) {
            let directory = resolved(folder)
            let inside = target.hasPrefix(directory == "/" ? "/" : directory + "/")
            if inside && target.hasSuffix(".arb") {
                throw ValidationError("\(option) \(output) is a catalog in \(shown); write the output somewhere else")
            }
            if inside && anywhereInside {
                throw ValidationError("\(option) \(output) is inside the catalog directory \(shown); write the output somewhere else")
            }
        }
    }

    /// The directory given, and the `arb-dir` its `l10n.yaml` names, as (name shown, path).
    package static func guardedFolders(_ catalogDirectory: String) -> [(String, String)] {
        var folders = [(catalogDirectory, catalogDirectory)]
        let yaml = (catalogDirectory as NSString).appendingPathComponent("l10n.yaml")
        if let data = FileManager.default.contents(atPath: yaml) {
            let configuration = FlutterConfiguration(yaml: String(decoding: data, as: UTF8.self))
            let arb = configuration.arbDirectory
            let path = arb.hasPrefix("/") ? arb : (catalogDirectory as NSString).appendingPathComponent(arb)
            folders.append(("\(path) (arb-dir of \(yaml))", path))
        }
        return folders
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func normalised(_ components: [String]) -> String {
        var result: [String] = []
        for component in components {
            switch component {
            case "", ".": continue
            case "..": _ = result.popLast()
            default: result.append(component)
            }
        }
        return "/" + result.joined(separator: "/")
    }
}
