/// Merges translations from an exchange file into a locale's catalog.
///
/// Every imported target is checked as a translation of its source message (MessageFormat syntax,
/// arguments, plural categories) with positions in the imported file; any error means nothing is
/// merged. Keys the file does not carry keep their translation; an unchanged translation keeps its
/// review state, so exporting and importing again changes no byte.
public struct TranslationImport {
    public struct Outcome: Sendable {
        /// The merged catalog, or nil when there were errors.
        public var catalog: EditableCatalog?
        public var diagnostics: [Diagnostic]
        public var added = 0, changed = 0, unchanged = 0
    }

    public let source: Catalog

    public init(source: Catalog) {
        self.source = source
    }

    public func merge(_ imported: ImportedTranslations, locale: String, into existing: Catalog?, options: MessageCatalogCompiler.Options = .init()) -> Outcome {
        let units = imported.units.filter { !$0.isEmptyTarget }
        let (checkDiagnostics, valid) = check(units, locale: locale, options: options)
        var outcome = Outcome(catalog: nil, diagnostics: checkDiagnostics)
        guard valid else { return outcome }
        var catalog = existing.map(EditableCatalog.init) ?? EditableCatalog(locale: locale)
        let sourceMessages = source.messagesByKey()
        for unit in units {
            guard let sourceMessage = sourceMessages[unit.key] else { continue }
            let currentFingerprint = SourceFingerprint.of(sourceMessage.text.value)
            let text = unit.target.value
            if let entry = catalog.entry(unit.key), entry.text == text {
                // Confirmed against the current English: the review is done.
                let recorded = entry.metadataValue(SourceFingerprint.attribute)
                if unit.isCurrent, unit.source == sourceMessage.text.value, recorded != nil, recorded != .string(currentFingerprint) {
                    catalog.setMetadata(SourceFingerprint.attribute, to: .string(currentFingerprint), for: unit.key)
                    outcome.changed += 1
                } else {
                    outcome.unchanged += 1
                }
                continue
            }
            if catalog.entry(unit.key) == nil { outcome.added += 1 } else { outcome.changed += 1 }
            catalog.setText(text, for: unit.key)
            // Made from the English the file shows; "unreviewed" never matches, so status asks for review.
            let fingerprint = unit.isCurrent ? SourceFingerprint.of(unit.source ?? sourceMessage.text.value) : "unreviewed"
            catalog.setMetadata(SourceFingerprint.attribute, to: .string(fingerprint), for: unit.key)
        }
        outcome.catalog = catalog
        return outcome
    }

    /// Checks the imported targets as a catalog of their own whose texts live in the imported file.
    private func check(_ units: [ImportedTranslations.Unit], locale: String, options: MessageCatalogCompiler.Options) -> ([Diagnostic], Bool) {
        let importPath = units.first?.keyRange.file ?? ""
        var diagnostics: [Diagnostic] = []
        var messages: [CatalogMessage] = []
        for unit in units {
            if let problem = CatalogReader.controlCharacter(in: unit.target) {
                diagnostics.append(problem)
                continue
            }
            var parser = MessageFormatParser(unit.target)
            let pattern = unit.target.value.isEmpty ? nil : parser.parse()
            diagnostics += parser.diagnostics
            messages.append(CatalogMessage(key: unit.key, keyRange: unit.keyRange, text: unit.target, pattern: pattern,
                                           description: nil, placeholders: [], metadataMembers: [], sourceFingerprint: nil,
                                           malformedPlaceholders: [], metadataRange: nil))
        }
        let translation = Catalog(path: "\(locale).arb", locale: locale, localeRange: SourceRange(file: importPath, start: 0, end: 1),
                                  messages: messages, attributes: [:], attributeMembers: [])
        var checker = CatalogChecker(sourceLocale: source.locale)
        _ = checker.check([source, translation])
        let ignored: Set<String> = ["missing-translation", "locale-mismatch"]
        diagnostics += checker.diagnostics.filter { $0.range?.file == importPath && !ignored.contains($0.code) }
        if options.strict {
            for index in diagnostics.indices { diagnostics[index].severity = .error }
        }
        return (diagnostics, !diagnostics.hasErrors)
    }
}
