import Foundation
import PackagePlugin

/// Runs `msgc compile` before a target builds, so editing a catalog and building is all it takes.
///
/// In a package, catalogs are the `*.arb` files in the target's `Localizations/` folder, or else in the
/// package's top-level `Localizations/`; in an Xcode project, see `MessageCatalogPlugin+Xcode.swift`.
/// The generated Swift goes to the plugin's work directory and is compiled into the target; the
/// command re-runs whenever a catalog or msgc itself changes.
@main
struct MessageCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folders = [target.directoryURL, context.package.directoryURL].map { $0.appendingPathComponent("Localizations") }
        guard let catalogs = folders.lazy.map(Self.catalogs(in:)).first(where: { !$0.isEmpty }) else {
            Diagnostics.error("\(target.name): no Localizations/ folder with .arb catalogs in the target or the package")
            return []
        }
        return [try Self.compileCommand(catalogs: catalogs, targetName: target.name,
                                        msgc: context.tool(named: "msgc").url, workDirectory: context.pluginWorkDirectoryURL)]
    }
}
