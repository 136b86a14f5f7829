import ArgumentParser
import Foundation
import MessageCompiler

/// The prefix of an app's generated types (`ShopAppError`, `ShopAppUserMessage`, …) and where it came
/// from. It never hides the library's own types: an app whose catalogs generate `IAPUserMessage`
/// no longer reaches the library's `IAPUserMessage` from any of its files.
struct TypePrefixChoice: Equatable {
    let prefix: String
    /// Where it came from, as the report says it: `from the Xcode project ShopApp.xcodeproj`.
    let origin: String
    /// How to choose another: `--type-prefix` for a prefix msgc chose, the catalog for a stored one.
    let change: String

    /// The types the app's code names, and why they are called so.
    var report: String {
        let types = SwiftNames.generatedTypeNames(typePrefix: prefix).filter { !$0.hasSuffix("CatalogTables") }
        return "msgc: types \(types.joined(separator: ", ")) (prefix \(prefix), \(origin); \(change))"
    }

    /// The prefix of catalogs whose source catalog (at `sourcePath`) stores `stored` as its
    /// `@@x-type-prefix`, when `explicit` (`--type-prefix`) is given, else made of the app's name;
    /// nil when there is none of these. A stored prefix is kept as it is (the library's own catalogs
    /// store `IAP`); a prefix given or made must not hide a type of the library, and one given must
    /// agree with a stored one.
    static func choose(stored: String?, sourcePath: String?, explicit: String?, appName: () -> AppName?) throws -> TypePrefixChoice? {
        let storedChoice = stored.map {
            TypePrefixChoice(prefix: $0, origin: "from \"@@x-type-prefix\" in \(sourcePath ?? "the source catalog")",
                             change: "change it there")
        }
        if let explicit {
            if let storedChoice {
                guard storedChoice.prefix == explicit else {
                    throw ValidationError("--type-prefix \(explicit): \(sourcePath ?? "the source catalog") names the prefix '\(storedChoice.prefix)' already (\"@@x-type-prefix\"); change it there, or leave --type-prefix out")
                }
                return storedChoice
            }
            if let problem = SwiftNames.appTypePrefixProblem(explicit) {
                throw ValidationError("--type-prefix \(explicit) cannot name the app's types: \(problem)")
            }
            return TypePrefixChoice(prefix: explicit, origin: "given with --type-prefix", change: "change with --type-prefix")
        }
        if let storedChoice { return storedChoice }
        guard let app = appName(), let prefix = SwiftNames.typePrefix(fromAppName: app.name) else { return nil }
        return TypePrefixChoice(prefix: prefix, origin: "from \(app.origin)", change: "change with --type-prefix")
    }

    /// After a command that changed translations only: the types the catalogs name, or, when the
    /// source catalog stores no prefix and so generates the library's names, a warning saying which
    /// prefix to store.
    static func reportKept(by source: Catalog, around folder: String) {
        if let stored = try? choose(stored: source.attributes["x-type-prefix"]?.value, sourcePath: source.path, explicit: nil, appName: { nil }) {
            print(stored.report)
            return
        }
        let suggestion = (try? choose(stored: nil, sourcePath: nil, explicit: nil, appName: { AppName.find(around: folder) })).map { "\"@@x-type-prefix\": \"\($0.prefix)\" (\($0.origin))" } ?? "\"@@x-type-prefix\" with a prefix of the app's own"
        warnOfNoPrefix(source.path, advice: "add \(suggestion)")
    }

    /// The warning for a source catalog without `@@x-type-prefix` that is compiled for an app.
    static func warnOfNoPrefix(_ sourcePath: String, advice: String) {
        CatalogDirectory.printDiagnostics(["\(sourcePath): warning: no \"@@x-type-prefix\", so the generated types take the library's names (IAPError, IAPUserMessage, IAPDebugMessage, IAPCatalog) and hide its types in an app that imports IAPMessages; \(advice)"])
    }

    /// What to say when no prefix can be chosen: the default would hide the library's types.
    static func missing(lookedFrom path: String) -> String {
        "no name of the app was found to name its generated types after (no Xcode project or package at or above \(path), nor a folder named after the app); choose a prefix with --type-prefix, such as --type-prefix Shop for ShopError and ShopUserMessage. The default prefix IAP is the library's own: IAPError and IAPUserMessage of the app would hide the library's"
    }
}

/// An app's name as msgc finds it beside the files it imports, and where it was found.
struct AppName: Equatable {
    let name: String
    /// `the Xcode project ShopApp.xcodeproj`, `the package ShopApp`, `the folder ShopApp`, `the target ShopApp`.
    let origin: String

    /// Folders that hold an app's strings but are not named after the app.
    static let genericFolders: Set<String> = [
        "resources", "resource", "localizations", "localization", "localisations", "localisation", "l10n", "i18n",
        "strings", "sources", "source", "src", "supporting files", "supportingfiles", "assets", "translations", "lang",
        "languages", "locales", "res",
    ]

    /// The app's name around `path` (a folder, or a file in one): the Xcode project (`*.xcodeproj`) or
    /// the package (`Package.swift`'s name) in the folder or one above it, up to the repository's root
    /// (the folder holding `.git`); else the nearest folder that is not a generic one (`Resources`,
    /// `en.lproj`, `Localizations`); nil when there is none.
    static func find(around path: String) -> AppName? {
        var isDirectory: ObjCBool = false
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        if !(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            folder.deleteLastPathComponent()
        }
        let folders = Array(sequence(first: folder) { current in
            let parent = current.deletingLastPathComponent()
            return parent.path == current.path ? nil : parent
        }.prefix(16))
        for candidate in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []).sorted()
            if let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) {
                return AppName(name: String(project.dropLast(".xcodeproj".count)), origin: "the Xcode project \(project)")
            }
            if names.contains("Package.swift"), let name = packageName(candidate.appendingPathComponent("Package.swift")) {
                return AppName(name: name, origin: "the package \(name)")
            }
            if names.contains(".git") { break }
        }
        for candidate in folders.prefix(4) {
            let name = candidate.lastPathComponent
            let lowercased = name.lowercased()
            if name == "/" || lowercased.hasSuffix(".lproj") || genericFolders.contains(lowercased) { continue }
            if SwiftNames.typePrefix(fromAppName: name) != nil { return AppName(name: name, origin: "the folder \(name)") }
        }
        return nil
    }

    /// The `name:` a manifest gives its package (the first string after `Package(`).
    static func packageName(_ manifest: URL) -> String? {
        guard let text = try? String(contentsOf: manifest, encoding: .utf8),
              let package = text.range(of: "Package(") else { return nil }
        let rest = text[package.upperBound...]
        guard let label = rest.range(of: "name:") else { return nil }
        let afterLabel = rest[label.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard afterLabel.first == "\"" else { return nil }
        let name = afterLabel.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
        return name.isEmpty ? nil : String(name)
    }
}
