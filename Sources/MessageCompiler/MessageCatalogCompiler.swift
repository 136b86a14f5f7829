/// The whole pipeline on in-memory files: read → parse → check → lower → render.
///
/// `msgc` reads the files and writes the result; nothing here touches the file system.
public struct MessageCatalogCompiler {
    public struct Options: Sendable {
        public var sourceLocale: String
        /// Warnings become errors.
        public var strict: Bool
        /// Compile the pseudo-locales en-XA and ar-XB in too (also turned on by
        /// `"@@x-pseudo-locales": "true"` in the source catalog).
        public var pseudoLocales: Bool
        /// The `l10n.yaml` of a Flutter project, when the catalogs have one. Without it, a set whose
        /// every file is named `<prefix>_<locale>.arb` is still read as Flutter's (see `FlutterLayout`).
        public var flutter: FlutterConfiguration?
        /// The team's severities (`msgc.json`, `--error`/`--warning`/`--ignore`), applied before `strict`.
        public var policy: DiagnosticPolicy
        /// The generated type of a Flutter set (`--type-name`), instead of `output-class`.
        public var typeName: String? = nil
        /// The generated types' prefix when the source catalog has no `@@x-type-prefix`; nil for
        /// `SwiftNames.defaultTypePrefix`, which only the library's own catalogs may use.
        public var typePrefix: String? = nil

        public init(sourceLocale: String = "en", strict: Bool = false, pseudoLocales: Bool = false,
                    flutter: FlutterConfiguration? = nil, policy: DiagnosticPolicy = DiagnosticPolicy(), typeName: String? = nil,
                    typePrefix: String? = nil) {
            self.sourceLocale = sourceLocale
            self.strict = strict
            self.pseudoLocales = pseudoLocales
            self.flutter = flutter
            self.policy = policy
            self.typeName = typeName
            self.typePrefix = typePrefix
        }
    }

    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        public var files: [String: SourceFile]
        public var checked: CheckedCatalogs?
        public var compiled: CompiledMessages?
        /// The generated Swift, or nil when there were errors.
        public var swift: String?
        /// Each catalog's locale (its `@@locale`, or what its file name says), by path.
        public var locales: [String: String] = [:]

        public var hasErrors: Bool { diagnostics.hasErrors }

        /// Every diagnostic, sorted, printed as `path:line:column: severity: message [code]`.
        public var formattedDiagnostics: [String] {
            diagnostics.sortedForPrinting().map { $0.formatted(in: files) }
        }
    }

    public let options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Checks the catalogs and, when nothing is wrong, lowers them and renders Swift.
    public func compile(_ files: [SourceFile]) -> Result {
        var result = check(files, generatingSwift: true)
        if let source = result.checked?.source, !result.hasErrors,
           options.pseudoLocales || source.attributes["x-pseudo-locales"]?.value == "true" {
            let existing = Set(files.map(\.fileName))
            let pseudo = PseudoLocale.allCases.filter { !existing.contains("\($0.rawValue).arb") }.map { locale in
                SourceFile(path: "\(locale.rawValue).arb", text: locale.catalog(from: source))
            }
            result = check(files + pseudo, generatingSwift: true)
        }
        guard !result.hasErrors, let checked = result.checked else { return result }
        var compiled = MessageLowering.lower(checked, sourceFiles: files.map(\.fileName))
        if let flutter = checked.flutter {
            let name = options.typeName ?? flutter.outputClass
            if let problem = SwiftNames.appTypeNameProblem(name) {
                result.diagnostics.append(Diagnostic(.invalidTypePrefix(name, reason: problem), at: nil))
                return result
            }
            compiled.appTypeName = name
        }
        result.compiled = compiled
        result.swift = SwiftRenderer.render(compiled)
        return result
    }

    /// Reads, parses and checks, without generating anything.
    public func check(_ files: [SourceFile]) -> Result {
        check(files, generatingSwift: false)
    }

    /// `generatingSwift`: a Flutter set's Swift names are said only when Swift is made from it.
    private func check(_ files: [SourceFile], generatingSwift: Bool) -> Result {
        let flutter = FlutterLayout.detect(fileNames: files.map(\.fileName), configuration: options.flutter)
        // Each file is read on its own (a reader per file), its findings kept in file order.
        let read = files.sorted { $0.path < $1.path }.concurrentMap { file -> ReadCatalog in
            var reader = CatalogReader(flutter: flutter, keepsMetadataMembers: false)
            let catalog = reader.read(file)
            return ReadCatalog(catalog: catalog, diagnostics: reader.diagnostics)
        }
        let catalogs = read.compactMap(\.catalog)
        let sourceLocale = Self.sourceLocale(of: catalogs, flutter: flutter) ?? options.sourceLocale
        var checker = CatalogChecker(sourceLocale: sourceLocale, flutter: flutter,
                                     fallbackTypePrefix: options.typePrefix ?? SwiftNames.defaultTypePrefix)
        let checked = checker.check(catalogs)
        // A Flutter translation's copy of the source's placeholders is not read (gen-l10n reads none),
        // so what is wrong in it is not reported either.
        let metadata = catalogs.filter { $0.locale == sourceLocale }.flatMap(\.metadataDiagnostics)
        var found = read.flatMap(\.diagnostics) + metadata + checker.diagnostics
        if let flutter {
            for index in found.indices {
                found[index].severity = found[index].kind.flutterDefaultSeverity
                switch (found[index].kind, flutter.apostrophes) {
                case (.unclosedArgument, .literal):
                    // Without `use-escaping` gen-l10n reads every apostrophe as itself: no brace can be quoted.
                    found[index].hintOverride = "gen-l10n can write a literal brace only with 'use-escaping: true' in l10n.yaml (then as '{' or '}'); otherwise rephrase"
                case (.unmatchedClosingBrace, _):
                    found[index].hintOverride = "gen-l10n stops reading the message at this brace (what follows is lost, or refused); write a literal one with 'relax-syntax: true' or 'use-escaping: true' in l10n.yaml, or rephrase"
                default:
                    break
                }
            }
            // A Swift name, or ICU's lack of formatting data, means nothing to a Dart app (intl formats
            // there): said only when Swift is made from the set, or to a team that asks for the code.
            if !generatingSwift {
                let swiftOnly: Set = ["swift-name-changed", "locale-without-data"]
                found.removeAll { swiftOnly.contains($0.code) && options.policy.levels[$0.code] == nil }
            }
        }
        var diagnostics = options.policy.apply(to: found)
        if options.strict {
            for index in diagnostics.indices { diagnostics[index].severity = .error }
        }
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var result = Result(diagnostics: diagnostics, files: byPath, checked: checked, compiled: nil, swift: nil)
        result.locales = Dictionary(catalogs.map { ($0.path, $0.locale) }, uniquingKeysWith: { first, _ in first })
        return result
    }

    /// The template's locale, when `l10n.yaml` names a template that is among the files: gen-l10n's
    /// source catalog, whatever `--source-locale` says.
    public static func sourceLocale(of catalogs: [Catalog], flutter: FlutterLayout?) -> String? {
        guard let template = flutter?.templateFile,
              let catalog = catalogs.first(where: { $0.path.split(separator: "/").last.map(String.init) == template }),
              !catalog.locale.isEmpty else { return nil }
        return catalog.locale
    }
}

/// One file as the reader left it: its catalog (nil when unreadable) and what it found wrong.
private struct ReadCatalog: Sendable {
    let catalog: Catalog?
    let diagnostics: [Diagnostic]
}
