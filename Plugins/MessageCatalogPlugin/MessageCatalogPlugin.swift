import Foundation
import PackagePlugin

/// Runs `msgc compile` before a target builds, so editing a catalog and building is all it takes.
///
/// Catalogs are the `*.arb` files in the target's `Localizations/` folder, or else in the package's
/// top-level `Localizations/`. The generated Swift goes to the plugin's work directory and is compiled
/// into the target; the command re-runs whenever a catalog or msgc itself changes.
@main
struct MessageCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let directory = catalogDirectory(target: target, package: context.package) else {
            Diagnostics.error("\(target.name): no Localizations/ folder with .arb catalogs in the target or the package")
            return []
        }
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".arb") }
            .sorted()
            .map { directory.appendingPathComponent($0) }
        let msgc = try context.tool(named: "msgc")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)Messages.swift")
        return [
            .buildCommand(
                displayName: "Compiling \(catalogs.count) message catalogs for \(target.name)",
                executable: msgc.url,
                arguments: ["compile", directory.path, "--output", output.path, "--quiet"],
                inputFiles: catalogs + [msgc.url],
                outputFiles: [output]
            )
        ]
    }

    private func catalogDirectory(target: Target, package: Package) -> URL? {
        let candidates = [
            target.directoryURL.appendingPathComponent("Localizations"),
            package.directoryURL.appendingPathComponent("Localizations"),
        ]
        return candidates.first { url in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.contains { $0.hasSuffix(".arb") }
        }
    }
}
