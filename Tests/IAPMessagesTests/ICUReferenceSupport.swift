#if IAPMESSAGES_APPLE_REFERENCE
import ICUReference
@testable import IAPMessagesCore

/// The locale functions of the ICU the Apple configuration's data was baked from, for
/// `PortableLocaleTests` to hold `PortableLocale` to.
enum ReferenceLocale: LocaleFunctions {
    static func id(forLanguageTag tag: String) -> String { ICUReference.id(forLanguageTag: tag) }
    static func languageTag(forID id: String) -> String { ICUReference.languageTag(forID: id) }
    static func canonicalize(_ id: String) -> String { ICUReference.canonicalize(id) }
    static func addLikelySubtags(_ id: String) -> String { ICUReference.addLikelySubtags(id) }
    static func explicitParent(_ id: String) -> String? { ICUReference.explicitParent(id) }
    static var available: [String] { ICUReference.available }
    static let formattingBundles = FormattingBundles(available: available, aliases: ICUReference.legacyAliases)
    static var icuVersion: String { ICUReference.icuVersion }
    static var cldrVersion: String { ICUReference.cldrVersion }
}

extension ReferenceRelativeTimeFormatter {
    convenience init(locale: String, width: TextWidth) throws {
        try self.init(locale: locale, width: ReferenceWidth(width))
    }

    func format(_ value: Double, unit: RelativeTimeFormatter.Unit) throws -> String {
        try format(value, unit: unit.rawValue)
    }
}

extension ReferenceListFormatter {
    convenience init(locale: String, type: LocalizedListFormatter.ListType, width: TextWidth) throws {
        try self.init(locale: locale, type: ListType.allCases[LocalizedListFormatter.ListType.allCases.firstIndex(of: type)!],
                      width: ReferenceWidth(width))
    }
}

/// Invisible characters as `\u{…}`, so that a difference shows.
func escapedInvisibles(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
        scalar.value < 0x20 || (0x7F...0xA0).contains(scalar.value) || scalar.properties.generalCategory == .format
            || scalar.properties.generalCategory == .spaceSeparator && scalar != " "
            ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }.joined()
}

extension ReferenceWidth {
    init(_ width: TextWidth) {
        self = Self.allCases[TextWidth.allCases.firstIndex(of: width)!]
    }
}
#endif
