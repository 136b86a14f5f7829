#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The plugin in an Xcode project's app target (Build Phases › Run Build Tool Plug-ins).
///
/// Catalogs are the target's `.arb` input files (catalogs added to the target), or else the `*.arb`
/// files of the project's `Localizations/` folder. Xcode provides this module; Linux has no
/// `XcodeProjectPlugin`, so `Scripts/apple/check_xcode_plugin.sh` type-checks this file against a stand-in.
extension MessageCatalogPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs: [URL] = target.inputFiles.map(\.url).filter { $0.pathExtension == "arb" }
        let catalogs = inputs.isEmpty
            ? Self.catalogs(in: context.xcodeProject.directoryURL.appendingPathComponent("Localizations"))
            : inputs.sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard !catalogs.isEmpty else {
            Diagnostics.error("\(target.displayName): no .arb catalogs among the target's files, nor in the project's Localizations/ folder")
            return []
        }
        return [try Self.compileCommand(catalogs: catalogs, targetName: target.displayName,
                                        msgc: context.tool(named: "msgc").url, workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
