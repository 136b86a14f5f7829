/// One ARB file: its locale and its messages, in file order, with the ranges diagnostics point at.
public struct Catalog: Sendable {
    public var path: String
    /// `@@locale` as written.
    public var locale: String
    public var localeRange: SourceRange
    public var messages: [CatalogMessage]
    /// Global `@@x-…` attributes, such as `@@x-type-prefix`.
    public var attributes: [String: JSONString]
    /// Every `@@` member but `@@locale`, as written, in order.
    public var attributeMembers: [JSONMember]
    /// The locale a Flutter file name gives (`app_pt_BR.arb`: `pt-BR`), which `@@locale` must agree with.
    public var namedLocale: String? = nil
    /// What the reader found wrong in the `"@key"` placeholder declarations. Reported for the source
    /// catalog; a Flutter translation's copy of the source's metadata is not read, as gen-l10n reads none.
    public var metadataDiagnostics: [Diagnostic] = []
    /// A Flutter file's keys whose value is JSON `null`, where the value stands: gen-l10n reads them
    /// as not translated (the template's text is shown), and refuses them in the template.
    public var nullMessages: [String: SourceRange] = [:]

    /// The first message with this key. It searches the messages: to look up many keys, build
    /// `messagesByKey()` once.
    public func message(_ key: String) -> CatalogMessage? {
        messages.first { $0.key == key }
    }

    /// Every key's message (the first, should a key repeat, as `message(_:)` finds it), for callers
    /// that look up a key per message: searching the array each time grows with the square of the
    /// catalog's size.
    public func messagesByKey() -> [String: CatalogMessage] {
        Dictionary(messages.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// One message: key, text, parsed pattern (nil when broken) and, in the source catalog, its metadata.
public struct CatalogMessage: Sendable {
    public var key: String
    public var keyRange: SourceRange
    public var text: JSONString
    public var pattern: MessagePattern?
    public var description: String?
    public var placeholders: [Placeholder]
    /// The `"@key"` object's members as written, in order.
    public var metadataMembers: [JSONMember]
    /// The source fingerprint this translation records (`x-source-fingerprint`), if any.
    public var sourceFingerprint: String?
    /// Names under "placeholders" whose declaration is broken (reported already).
    public var malformedPlaceholders: Set<String>
    /// Where `"@key": {…}` is, or the key itself when there is no metadata.
    public var metadataRange: SourceRange?
    /// False when the source catalog marks the message not to be translated (`"x-translate": false`,
    /// a brand or product name): every language shows the source text, translators are not asked for
    /// it (export, status, pseudo-locales leave it out), and no language is said to miss it.
    public var isTranslatable: Bool = true

    /// The metadata field that marks a message not to be translated.
    public static let translateAttribute = "x-translate"
}

/// A declared argument of a source message: `"count": {"type": "Int", "example": "3"}`.
public struct Placeholder: Sendable, Equatable {
    public var name: String
    public var type: PlaceholderType
    public var example: String?
    public var range: SourceRange
    /// Declared without a type, or as Dart's `Object` (Flutter catalogs): a String unless the
    /// message uses it as a number or a date, as gen-l10n decides.
    public var typeFromUse: Bool = false
    /// Flutter's `format` and `optionalParameters` (`compact`, `currency` with `decimalDigits`, `yMMMd`).
    public var flutterFormat: FlutterPlaceholderFormat? = nil
    /// The Dart type a Flutter catalog declares (`int`, `num`, `double`, `String?`), as written; nil
    /// when it declares none. `num` and `double` are both a `Double` here, but an app passes a `num`
    /// count as an int (Dart writes `21`) and a `double` as a fraction (`21.0`).
    public var dartType: String? = nil
}

/// The argument types a catalog may declare, and the Swift type each becomes.
public enum PlaceholderType: String, Sendable, CaseIterable {
    case string = "String"
    case int = "Int"
    case double = "Double"
    case decimal = "Decimal"
    case date = "Date"
    case price = "Price"
    case duration = "Duration"
    /// A subscription period's unit (day, week, month, year), chosen among with `select`; the
    /// generated parameter is `IAPPeriod.Unit`, so a misspelt unit cannot compile.
    case periodUnit = "PeriodUnit"

    /// Our names, and the Dart names Flutter's ARB tooling writes (`int`, `double`, `num`, `DateTime`),
    /// so catalogs exported from a Flutter project read as they are.
    public init?(catalogName: String) {
        // Dart's nullable types (`String?`, `int?`) are the same argument here: Swift callers pass a value.
        let catalogName = catalogName.hasSuffix("?") ? String(catalogName.dropLast()) : catalogName
        switch catalogName {
        case "int": self = .int
        case "double", "num": self = .double
        case "DateTime": self = .date
        default: self.init(rawValue: catalogName)
        }
    }

    /// The type of the generated parameter. Durations are `TimeInterval` seconds, which every OS the
    /// runtime supports has; generated code adds `Duration` overloads for iOS 16 and later.
    public var swiftType: String {
        switch self {
        case .price: "IAPPrice"
        case .duration: "TimeInterval"
        case .periodUnit: "IAPPeriod.Unit"
        default: rawValue
        }
    }

    public var isNumeric: Bool { self == .int || self == .double || self == .decimal }

    /// Whether a message may use an argument of this type in the given way.
    public func allows(_ usage: ArgumentUsage) -> Bool {
        switch usage {
        case .formatted(.plain): self != .periodUnit
        case .formatted(.number): isNumeric
        case .formatted(.date), .formatted(.time): self == .date
        case .formatted(.duration): self == .duration
        case .choice(.plural), .choice(.selectordinal): isNumeric
        case .choice(.select): self == .string || self == .periodUnit
        }
    }
}
