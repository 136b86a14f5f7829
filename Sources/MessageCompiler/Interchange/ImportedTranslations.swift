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
}
