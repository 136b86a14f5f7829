import IAPMessagesCore

/// Translations read from an exchange file, each target mapped to its place in that file.
public struct ImportedTranslations: Sendable {
    public struct Unit: Sendable {
        public var key: String
        /// Where the unit is in the imported file.
        public var keyRange: SourceRange
        /// The English the translator saw, if the file carries it.
        public var source: String?
        public var target: JSONString
        /// The file says the translation is done (not fuzzy, not "needs review").
        public var isCurrent: Bool
        /// An untranslated placeholder entry, to skip.
        public var isEmptyTarget: Bool
    }

    /// The language the file holds, as it says.
    public var locale: String?
    public var units: [Unit]
    /// Where the file says its language (the XLIFF `<file>`, the PO `Language:` header line).
    public var localeRange: SourceRange? = nil
}

extension ImportedTranslations {
    /// The locale to merge into, in canonical case (`DE` → `de`, `pt_br` → `pt-BR`), and what is
    /// wrong with it: `option` (`--locale`, already a well-formed tag) wins over the file, but may only
    /// narrow it (`de-DE` into `de`), never name another language, because a French file merged
    /// into the German catalog is a mistake nothing later would catch.
    public func targetLocale(option: String?) -> (locale: String?, diagnostics: [Diagnostic]) {
        let declared = locale.flatMap { LanguageTag.canonical($0) }
        if let option {
            guard let chosen = LanguageTag.canonical(option) else { return (nil, [Diagnostic(.invalidLocaleTag(option), at: nil)]) }
            guard LanguageSupport.of(chosen) != .unknown else { return (nil, [Diagnostic(.unknownLocale(chosen), at: nil)]) }
            if let declared, LocaleIdentifier(declared).language != LocaleIdentifier(chosen).language {
                return (nil, [Diagnostic(.importLocaleConflict(file: declared, option: chosen), at: localeRange)])
            }
            return (chosen, [])
        }
        guard let locale else {
            // No header to point at: the file's start, so the message still names the file.
            let fileStart = units.first.map { SourceRange(file: $0.keyRange.file, start: 0, end: 1) }
            return (nil, [Diagnostic(.importLocaleUnknown, at: localeRange ?? fileStart)])
        }
        guard let declared else { return (nil, [Diagnostic(.invalidLocaleTag(locale), at: localeRange)]) }
        guard LanguageSupport.of(declared) != .unknown else { return (nil, [Diagnostic(.unknownLocale(declared), at: localeRange)]) }
        return (declared, [])
    }
}
