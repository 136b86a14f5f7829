import ArgumentParser
import MessageCompiler

/// `msgc check Localizations`: the compiler's diagnostics, nothing written.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the catalogs and print every problem, as path:line:column: error: message."
    )

    @Argument(help: "The directory of .arb catalogs.")
    var directory: String

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Print how many diagnostics of each code there are, in how many files, and where the first is, instead of every one.")
    var summary = false

    @Option(help: "The locale every message is written in first.")
    var sourceLocale = "en"

    @OptionGroup(title: "Severities")
    var severities: SeverityOptions

    func validate() throws {
        _ = try LocaleOption.catalogLocale(sourceLocale, option: "--source-locale")
    }

    func run() throws {
        let contents = try CatalogDirectory.loadOrExit(directory)
        let files = contents.files
        let policy = try severities.load(directory: directory, files: files)
        let result = MessageCatalogCompiler(options: .init(sourceLocale: sourceLocale, strict: strict, flutter: contents.flutter,
                                                           policy: policy)).check(files)
        if summary {
            if !result.diagnostics.isEmpty {
                print(DiagnosticSummary(result.diagnostics, files: result.files).rendered)
            }
        } else {
            severities.print(result)
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.count - errors
        print("msgc: \(files.count) catalogs, \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode.failure }
    }
}
