import IAPMessagesCore
import MessageCompiler

/// What `msgc render` says beside a message's text: the errors of the message it shows (or of a
/// translation it passed over), and, in a Flutter set, that a message gen-l10n refuses has no text.
///
/// Each error diagnostic of the check is tied to the message whose key, text or `"@key"` metadata
/// holds its range, in its file; an error outside every message (a file's JSON, its locale) is tied
/// to the file.
struct RenderMarks {
    /// A line's note: nothing, the codes of its message's errors, or why it has no text.
    enum Note: Equatable {
        case errors([String])
        case notShown(String)
    }

    private let flutter: Bool
    private let sourceLocale: String
    private let slots: Set<String>
    private let negotiator: LocaleNegotiator
    /// Each locale's table: which keys it has a program for.
    private let programs: [String: Set<String>]
    /// The catalogs as read, by path, the keys each has, and the path of each compiled locale.
    private let catalogs: [String: Catalog]
    private let keysOfFile: [String: Set<String>]
    private let pathOfLocale: [String: String]
    /// Errors by file path, then by message key; and those in no message, by file path.
    private var errorsInMessage: [String: [String: [Diagnostic]]] = [:]
    private var errorsOutsideMessages: [String: [Diagnostic]] = [:]
    /// In a Flutter set: the files of locales that did not make it into the tables (their JSON, their
    /// locale), by base tag, lowercased: gen-l10n refuses the whole file.
    private var refusedFiles: [String: (file: String, error: Diagnostic)] = [:]

    init(files: [SourceFile], flutterConfiguration: FlutterConfiguration?, result: MessageCatalogCompiler.Result,
         compiled: CompiledMessages) {
        let layout = FlutterLayout.detect(fileNames: files.map(\.fileName), configuration: flutterConfiguration)
        flutter = layout != nil
        sourceLocale = compiled.sourceLocale
        slots = Set(compiled.slots)
        negotiator = LocaleNegotiator(available: compiled.locales, source: compiled.sourceLocale)
        var programs: [String: Set<String>] = [:]
        for (table, locale) in compiled.locales.enumerated() {
            programs[locale] = Set(compiled.slots.indices.filter { compiled.programs[table][$0] != nil }.map { compiled.slots[$0] })
        }
        self.programs = programs
        var reader = CatalogReader(flutter: layout, keepsMetadataMembers: false)
        var catalogs: [String: Catalog] = [:]
        for file in files {
            if let catalog = reader.read(file) { catalogs[file.path] = catalog }
        }
        self.catalogs = catalogs
        keysOfFile = catalogs.mapValues { Set($0.messages.map(\.key)) }
        let compiledLocales = Set(compiled.locales)
        var pathOfLocale: [String: String] = [:]
        for (path, locale) in result.locales.sorted(by: { $0.key < $1.key }) where compiledLocales.contains(locale) && pathOfLocale[locale] == nil {
            pathOfLocale[locale] = path
        }
        self.pathOfLocale = pathOfLocale

        // Each message's spans, in file order: `"key": "text"`, and its `"@key"` object.
        var spans: [String: [(start: Int, end: Int, key: String)]] = [:]
        for (path, catalog) in catalogs {
            var found: [(start: Int, end: Int, key: String)] = []
            for message in catalog.messages {
                found.append((message.keyRange.start, max(message.keyRange.end, message.text.range.end), message.key))
                if let metadata = message.metadataRange { found.append((metadata.start, metadata.end, message.key)) }
            }
            spans[path] = found.sorted { $0.start < $1.start }
        }
        for diagnostic in result.diagnostics.sortedForPrinting() where diagnostic.severity == .error {
            guard let range = diagnostic.range else { continue }
            // An untranslated plural is said at the file's start, of the key the file lacks.
            if case .flutterUntranslatedPlural(let key, _, _, _, _) = diagnostic.kind {
                errorsInMessage[range.file, default: [:]][key, default: []].append(diagnostic)
            } else if let key = Self.key(at: range.start, in: spans[range.file] ?? []) {
                errorsInMessage[range.file, default: [:]][key, default: []].append(diagnostic)
            } else {
                errorsOutsideMessages[range.file, default: []].append(diagnostic)
            }
        }
        guard let layout else { return }
        for file in files {
            let locale = result.locales[file.path] ?? layout.fileLocales[file.fileName]
            guard let locale, !compiledLocales.contains(locale),
                  let error = errorsOutsideMessages[file.path]?.first ?? errorsInMessage[file.path]?.values.flatMap({ $0 }).first else { continue }
            let tag = Self.normalized(locale)
            if refusedFiles[tag] == nil { refusedFiles[tag] = (file.fileName, error) }
        }
    }

    /// The key of the span holding `offset`: the last span starting at or before it, if it ends after.
    private static func key(at offset: Int, in spans: [(start: Int, end: Int, key: String)]) -> String? {
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0, offset < spans[low - 1].end || offset == spans[low - 1].start else { return nil }
        return spans[low - 1].key
    }

    private static func normalized(_ locale: String) -> String {
        LocaleIdentifier(locale).baseTag.lowercased()
    }

    /// The template's keys that have no message in the tables because of an error (gen-l10n refuses
    /// them), with that error: listed by a Flutter set's render, as a line that says so.
    var refusedTemplateKeys: [String: Diagnostic] {
        guard flutter, let path = pathOfLocale[sourceLocale], let catalog = catalogs[path] else { return [:] }
        var refused: [String: Diagnostic] = [:]
        for message in catalog.messages where !slots.contains(message.key) && refused[message.key] == nil {
            if let error = errorsInMessage[path]?[message.key]?.first { refused[message.key] = error }
        }
        return refused
    }

    /// The argument names a template message uses or declares, for `--arg` given for a refused one;
    /// nil when its text does not parse, so that any name may be one of its arguments.
    func templateArgumentNames(of key: String) -> [String]? {
        guard let path = pathOfLocale[sourceLocale], let message = catalogs[path]?.message(key), let pattern = message.pattern else { return nil }
        return message.placeholders.map(\.name) + pattern.argumentUses().map(\.name)
    }

    /// The locales a lookup for `requested` walks, in order: found once per locale rendered.
    func chain(for requested: String) -> [String] {
        negotiator.fallbackChain(for: [requested])
    }

    /// What to say of message `key` for `requested` (whose lookup walks `chain`), whose text comes
    /// from `textLocale`'s table.
    ///
    /// In a Flutter set, a translation on the way there (the requested locale's, its language's)
    /// that is left out for an error is no text of the app's: gen-l10n refuses it, and the line says
    /// so instead of showing the fallback. Otherwise the errors of those messages and of the one
    /// shown are listed, by code.
    func note(key: String, requested: String, chain: [String], textLocale: String) -> Note {
        if flutter {
            let target = Self.normalized(textLocale)
            let identifier = LocaleIdentifier(requested)
            for candidate in [identifier.baseTag.lowercased(), identifier.language.lowercased()] {
                if candidate == target { break }
                if let refused = refusedFiles[candidate] {
                    return .notShown("gen-l10n refuses \(refused.file): \(Diagnostic.printable(refused.error.message))")
                }
            }
        }
        var codes: [String] = []
        for locale in chain {
            guard let path = pathOfLocale[locale] else { continue }
            let errors = errorsInMessage[path]?[key] ?? []
            if locale == textLocale {
                codes += errors.map(\.code)
                break
            }
            // A message the file lacks, shown from another's text with errors of its own here.
            if keysOfFile[path]?.contains(key) == false {
                codes += errors.map(\.code)
                continue
            }
            // A message the file has and the table does not: left out for its errors.
            guard programs[locale]?.contains(key) == false, keysOfFile[path]?.contains(key) == true, let first = errors.first else { continue }
            if flutter { return .notShown("gen-l10n refuses it: \(Diagnostic.printable(first.message))") }
            codes += errors.map(\.code)
        }
        var seen: Set<String> = []
        return .errors(codes.filter { seen.insert($0).inserted })
    }
}
