/// Everything the Swift renderer needs, already lowered: the cases of each generated type and, per
/// locale, the program of every message slot. Built from `CheckedCatalogs` by `MessageLowering`.
public struct CompiledMessages: Sendable {
    /// `IAP` makes `IAPError`, `IAPUserMessage`, `IAPDebugMessage` and `IAPCatalog`.
    public var typePrefix: String
    public var sourceLocale: String
    /// Source locale first, then the others sorted; table order.
    public var locales: [String]
    /// Message keys by slot index, sorted.
    public var slots: [String]
    public var cases: [GeneratedCase]
    /// `programs[locale][slot]`, nil where the locale lacks the message.
    public var programs: [[String?]]
    /// The catalog file names, for the generated header.
    public var sourceFiles: [String]
    /// For an app's own catalog (a Flutter set): the one generated type's name (`AppLocalizations`),
    /// whose catalog is `<name>Catalog`; no error or debug types and nothing about purchases.
    public var appTypeName: String? = nil
}

/// One case of `IAPError`, `IAPUserMessage` or `IAPDebugMessage`.
public struct GeneratedCase: Sendable {
    public var kind: MessageKey.Kind
    public var swiftName: String
    /// The translator's description and the English text, for the doc comment.
    public var description: String
    public var sourceText: String
    /// Arguments in order: the description's, then any new ones of the reason and the recovery.
    public var arguments: [Placeholder]
    /// Slot of each text the case has.
    public var slots: [MessageKey.Role: Int]
}
