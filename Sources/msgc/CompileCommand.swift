import ArgumentParser
import Foundation
import OutputFiles
import MessageCompiler

/// `msgc compile Localizations --output Sources/IAPMessages/Generated.swift`.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Check the catalogs and generate the Swift that holds every message.",
        discussion: "Nothing is written when there is an error; the previous output stays as it was."
    )

    @Argument(help: "The directory of .arb catalogs.")
    var directory: String

    @Option(name: .shortAndLong, help: "The Swift file to write.")
    var output: String

    @Flag(help: "Treat warnings (missing translations, unused placeholders…) as errors.")
    var strict = false

    @Option(help: "The locale every message is written in first.")
    var sourceLocale = "en"

    @Flag(help: "Also compile the pseudo-locales en-XA and ar-XB (for layout testing).")
    var pseudoLocales = false

    @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
    var quiet = false

    @Option(help: "The generated type of a Flutter set (default: output-class of l10n.yaml, else AppLocalizations).")
    var typeName: String?

    @Option(help: "The prefix of the generated types (Shop: ShopError, ShopUserMessage…) when the source catalog has no \"@@x-type-prefix\".")
    var typePrefix: String?

    @Option(help: "The app's name, to make the prefix of (ShopApp: ShopAppError…) when neither the catalog nor --type-prefix names one; the build plugin passes the target's name.")
    var appName: String?

    @OptionGroup(title: "Severities")
    var severities: SeverityOptions

    func validate() throws {
        _ = try LocaleOption.catalogLocale(sourceLocale, option: "--source-locale")
        try OutputPath.refuse(output, catalogDirectory: directory, anywhereInside: true)
        if let typePrefix, let problem = SwiftNames.typePrefixProblem(typePrefix) {
            throw ValidationError("--type-prefix \(typePrefix): \(problem)")
        }
    }

    func run() throws {
        let contents = try CatalogDirectory.loadOrExit(directory)
        let files = contents.files
        let policy = try severities.load(directory: directory, files: files)
        // The prefix given or made of the app's name is what the catalogs use when they store none.
        let app = appName.map { AppName(name: $0, origin: "the target \($0)") }
        let fallback = typePrefix ?? app.flatMap { SwiftNames.typePrefix(fromAppName: $0.name) }
        let compiler = MessageCatalogCompiler(options: .init(sourceLocale: sourceLocale, strict: strict, pseudoLocales: pseudoLocales,
                                                             flutter: contents.flutter, policy: policy, typeName: typeName,
                                                             typePrefix: fallback))
        let result = compiler.compile(files)
        severities.print(result)
        var types: TypePrefixChoice? = nil
        if let checked = result.checked, checked.flutter == nil {
            types = try TypePrefixChoice.choose(stored: checked.source.attributes["x-type-prefix"]?.value, sourcePath: checked.source.path,
                                                explicit: typePrefix, appName: { app })
            if types == nil {
                TypePrefixChoice.warnOfNoPrefix(checked.source.path, advice: "add one, or pass --type-prefix")
            }
        }
        guard let swift = result.swift, let compiled = result.compiled else {
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            CatalogDirectory.printDiagnostics(["msgc: \(errors) error\(errors == 1 ? "" : "s"); \(output) was not written"])
            throw ExitCode.failure
        }
        let wrote = try CatalogDirectory.writeAtomically(swift, to: output)
        if !quiet {
            let verb = wrote ? "wrote" : "unchanged:"
            print("msgc: \(verb) \(output) (\(compiled.locales.count) locales, \(compiled.slots.count) messages)")
            if let types { print(types.report) }
        }
    }
}
