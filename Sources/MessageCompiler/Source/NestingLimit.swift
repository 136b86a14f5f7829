/// How deep each reader lets untrusted input nest before it stops with `nesting-too-deep`.
///
/// Every reader and every tree walker after it (checker, lowering, writer, pseudo-locales, exports, the
/// runtime interpreter, even freeing a tree) recurses once per level, so a limit is what keeps a
/// hostile file from overflowing the stack. The limits are set against the worst case: a debug build
/// on a secondary thread, whose stack is 512 KiB on Apple platforms (Swift Testing, Dispatch and an
/// app's own threads run there), where frames are large. Measured on such a thread in a debug build
/// (smallest stack on which input at the limit goes through; before the limits, a 512 KiB thread
/// overflowed at 26 nested selects and 161 nested JSON arrays):
///
/// - JSON 48 levels: 174 KiB for objects (about 3 KB a level). An ARB catalog nests 4 levels (`"@key"`
///   → `"placeholders"` → name → fields), a String Catalog about 11 (`strings` → key →
///   `localizations` → language → `substitutions` → name → `variations` → `plural` → category →
///   `stringUnit`).
/// - XML 64 levels: 71 KiB (the reader keeps open elements on the heap; the walkers after it take
///   about 0.5 KB a level). XLIFF nests about 8 (`xliff` → `file` → `body` → `group` → `trans-unit`
///   → `target` → `g` → `ph`), a `.stringsdict` 5 (`plist` → `dict` → `dict` → `dict` → `string`).
/// - MessageFormat 24 plural/select levels: 162 KiB in the heaviest stage (pseudo-locales; parsing
///   126 KiB, about 4 KB a level). Real messages nest 2 or 3 (a select on gender around a plural).
/// - Plural variables of a `.stringsdict` or String Catalog used inside each other's variants: 24 as
///   well, since each becomes one plural and the result must parse again (128 KiB).
public enum NestingLimit: Sendable, Hashable, CaseIterable {
    /// Arrays and objects in catalogs and String Catalogs.
    case json
    /// Elements in XLIFF and `.stringsdict` files.
    case xml
    /// Plurals, selectordinals and selects inside each other's cases.
    case messageFormat
    /// `.stringsdict` and String Catalog plural variables used inside each other's variants.
    case pluralVariables

    /// The deepest nesting accepted; one more level is reported.
    public var levels: Int {
        switch self {
        case .json: 48
        case .xml: 64
        case .messageFormat, .pluralVariables: 24
        }
    }

    /// What nests, for the diagnostic: "JSON nested deeper than 48 levels".
    var subject: String {
        switch self {
        case .json: "JSON"
        case .xml: "XML elements"
        case .messageFormat: "plural/select"
        case .pluralVariables: "plural variables"
        }
    }

    /// How to get under the limit.
    var hint: String {
        switch self {
        case .json, .xml: "no catalog or exchange file nests this deep; the file is damaged or was not made by a localization tool"
        case .messageFormat: "split the message, or move the shared words out of the cases so fewer plurals and selects sit inside each other"
        case .pluralVariables: "a variant may use another variable, but so many inside each other cannot be read; flatten the format"
        }
    }
}
