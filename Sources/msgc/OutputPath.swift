import ArgumentParser
import Foundation

/// Where an `--output` really goes, so msgc never writes its Swift, XLIFF or HTML over a catalog:
/// `msgc compile L --output L/de.arb` once replaced the German catalog with generated code.
enum OutputPath {
    /// The absolute path with `.`, `..` and symbolic links resolved, as far as the path exists;
    /// the part that does not exist yet is normalised as written (it holds no links).
    static func resolved(_ path: String) -> String {
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
    static func refuse(_ output: String, option: String = "--output", catalogDirectory: String, anywhereInside: Bool) throws {
        let target = resolved(output)
        let directory = resolved(catalogDirectory)
        let inside = target.hasPrefix(directory == "/" ? "/" : directory + "/")
        let isCatalog = inside && target.hasSuffix(".arb")
        if isCatalog {
            throw ValidationError("\(option) \(output) is a catalog in \(catalogDirectory); write the output somewhere else")
        }
        if inside && anywhereInside {
            throw ValidationError("\(option) \(output) is inside the catalog directory \(catalogDirectory); write the output somewhere else")
        }
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
