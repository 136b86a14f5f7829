import ArgumentParser
import Foundation
import OutputFiles
import MessageCompiler

/// `msgc status Localizations [--format table|json|html] [--output F]`: where each locale stands.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show per locale how many messages are translated, need review or are missing."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, html
    }

    @Argument(help: "The directory of .arb catalogs.")
    var directory: String

    @Option(help: "table (default), json or html.")
    var format: Format = .table

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output (required for html).")
    var output: String?

    @Option(help: "The locale every message is written in first.")
    var sourceLocale = "en"

    func validate() throws {
        if format == .html && output == nil {
            throw ValidationError("--format html writes a page: give it a file with --output report.html")
        }
        _ = try LocaleOption.catalogLocale(sourceLocale, option: "--source-locale")
        if let output { try OutputPath.refuse(output, catalogDirectory: directory, anywhereInside: false) }
    }

    func run() throws {
        let set = try LoadedCatalogs(directory: directory, sourceLocale: sourceLocale)
        let status = TranslationStatus(source: set.source, translations: set.translations)
        let text = switch format {
        case .table: StatusRenderer.table(status)
        case .json: StatusRenderer.json(status)
        case .html: StatusPage.html(status)
        }
        if let output {
            try CatalogDirectory.writeAtomically(text, to: output)
        } else {
            print(text, terminator: "")
        }
    }
}
