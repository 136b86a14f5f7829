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

    @Option(name: .customLong("locale"), help: ArgumentHelp("Only the diagnostics of this locale's catalog (repeatable): they alone are printed, counted and decide the exit status.", valueName: "locale"))
    var onlyLocales: [String] = []

    @Option(name: .customLong("code"), help: ArgumentHelp("Only the diagnostics of this code (repeatable), likewise.", valueName: "code"))
    var onlyCodes: [String] = []

    @OptionGroup(title: "Severities")
    var severities: SeverityOptions

    func validate() throws {
        _ = try LocaleOption.catalogLocale(sourceLocale, option: "--source-locale")
        // An unknown code is said as the severity options say it, with the codes it may have meant.
        var probe = DiagnosticPolicy()
        for code in onlyCodes {
            do { try probe.set(code, to: .error) } catch { throw ValidationError("--code: \(error.description)") }
        }
    }

    func run() throws {
        let contents = try CatalogDirectory.loadOrExit(directory)
        let files = contents.files
        let policy = try severities.load(directory: directory, files: files)
        var result = MessageCatalogCompiler(options: .init(sourceLocale: sourceLocale, strict: strict, flutter: contents.flutter,
                                                           policy: policy)).check(files)
        let all = result.diagnostics.count
        if !onlyLocales.isEmpty || !onlyCodes.isEmpty {
            // Locales compared as tags are (`pt_BR` names `pt-BR`), case aside.
            let wanted = Set(onlyLocales.map { $0.replacingOccurrences(of: "_", with: "-").lowercased() })
            result.diagnostics = result.diagnostics.filter { diagnostic in
                let locale = diagnostic.range.flatMap { result.locales[$0.file] }?.replacingOccurrences(of: "_", with: "-").lowercased()
                return (wanted.isEmpty || locale.map(wanted.contains) == true)
                    && (onlyCodes.isEmpty || onlyCodes.contains(diagnostic.code))
            }
        }
        if summary {
            if !result.diagnostics.isEmpty {
                print(DiagnosticSummary(result.diagnostics, files: result.files).rendered)
            }
        } else {
            severities.print(result)
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.count - errors
        let filtered = result.diagnostics.count == all ? "" : " (of \(all) diagnostics in all)"
        print("msgc: \(files.count) catalogs, \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(filtered)")
        if errors > 0 { throw ExitCode.failure }
    }
}
