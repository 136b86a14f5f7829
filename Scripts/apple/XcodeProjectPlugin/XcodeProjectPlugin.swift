// A stand-in for Xcode's XcodeProjectPlugin module, which only Xcode ships, so that
// Scripts/apple/check_xcode_plugin.sh can type-check the plugin's Xcode entry point on Linux. The
// declarations mirror Apple's documented API (Xcode 16: URL-based, the Path-based members
// deprecated); the bodies never run.
import Foundation
import PackagePlugin

/// The entry point Xcode calls for a target of an Xcode project that runs the plugin.
public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// The entry point of a command plugin that Xcode runs on a project.
public protocol XcodeCommandPlugin: Plugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// The Xcode project the plugin runs on, its work directory and the tools it may run.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
    public var pluginWorkDirectory: Path { fatalError("stand-in") }
    @available(_PackageDescription, introduced: 6.0)
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// An Xcode project: its targets and the files it references.
public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
    public var directory: Path { fatalError("stand-in") }
    @available(_PackageDescription, introduced: 6.0)
    public let directoryURL: URL
    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project, with the files it builds.
public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    public let inputFiles: FileList
}

/// What an Xcode target builds.
public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}
