/// What the checker does differently for keys and placeholders written for Flutter's gen-l10n.
extension CatalogChecker {
    /// The Swift name of a key written without a kind (`description`, `user_name`), when its plain
    /// camel-cased name cannot be used: the key as written when that is free, else the name with `_`
    /// appended until it is. Dart allows names the generated code already has (`text`, `description`).
    mutating func unprefixedSwiftName(_ key: MessageKey, message: CatalogMessage, typePrefix: String,
                                      taken: [String: String]) -> String? {
        let plain = key.swiftName
        guard SwiftNames.isIdentifier(plain) else { return nil }
        func isFree(_ name: String) -> Bool {
            SwiftNames.isUsableMember(name, typePrefix: typePrefix) && taken["\(key.kind.rawValue).\(name)"] == nil
        }
        if isFree(plain) { return nil }
        let reason: String
        var candidate: String
        if !SwiftNames.isUsableMember(plain, typePrefix: typePrefix) {
            reason = "'\(plain)' is a name Swift or the generated code already uses"
            candidate = plain + "_"
        } else {
            reason = "'\(plain)' is already the Swift name of '\(taken["\(key.kind.rawValue).\(plain)"] ?? plain)'"
            candidate = SwiftNames.isIdentifier(key.name) && key.name != plain ? key.name : plain + "_"
        }
        while !isFree(candidate) { candidate += "_" }
        report(.swiftNameChanged(key: message.key, name: candidate, reason: reason), message.keyRange)
        return candidate
    }

    /// A Flutter message's arguments as gen-l10n types them: declared ones with their type (untyped
    /// and `Object` ones from their use), then those the text uses without declaring, from their use,
    /// each with a warning.
    mutating func flutterPlaceholders(of message: CatalogMessage, pattern: MessagePattern) -> [Placeholder] {
        var placeholders = message.placeholders
        var index = Dictionary(placeholders.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        var inferred: [String: (type: PlaceholderType, usage: String)] = [:]
        for use in pattern.argumentUses() where !message.malformedPlaceholders.contains(use.name) {
            if let position = index[use.name] {
                guard placeholders[position].typeFromUse else { continue }
                placeholders[position].type = Self.type(for: use.usage, current: placeholders[position].type)
                continue
            }
            let type = Self.type(for: use.usage, current: nil)
            index[use.name] = placeholders.count
            placeholders.append(Placeholder(name: use.name, type: type, example: nil, range: use.range, typeFromUse: true))
            inferred[use.name] = (type, use.usage.description)
        }
        for placeholder in placeholders where inferred[placeholder.name] != nil {
            let final = placeholder.type
            report(.inferredPlaceholder(placeholder.name, type: final.rawValue, usage: inferred[placeholder.name]!.usage), placeholder.range)
        }
        return placeholders
    }

    /// The type a use asks for: a plural counts (Int), a number is a Double unless already an Int, a
    /// date or time a Date; anything else keeps what earlier uses chose, or String.
    static func type(for usage: ArgumentUsage, current: PlaceholderType?) -> PlaceholderType {
        switch usage {
        case .choice(.plural), .choice(.selectordinal): return current?.isNumeric == true ? current! : .int
        case .formatted(.number): return current?.isNumeric == true ? current! : .double
        case .formatted(.date), .formatted(.time): return .date
        case .formatted(.duration): return .duration
        default: return current ?? .string
        }
    }

    /// What each placeholder's Flutter `format` makes of it, with a diagnostic for what differs.
    mutating func argumentFormats(of placeholders: [Placeholder]) -> [String: ArgumentFormat] {
        var formats: [String: ArgumentFormat] = [:]
        for placeholder in placeholders {
            guard let format = placeholder.flutterFormat else { continue }
            switch format.resolve(for: placeholder.type) {
            case .format(let argumentFormat, let approximation):
                formats[placeholder.name] = argumentFormat
                if let approximation {
                    report(.placeholderFormatApproximated(placeholder.name, format: format.format, detail: approximation), format.range)
                }
            case .ignored(let reason):
                report(.placeholderFormatApproximated(placeholder.name, format: format.format, detail: reason), format.range)
            case .unknown:
                report(.unknownPlaceholderFormat(placeholder.name, format: format.format, type: placeholder.type.rawValue), format.range)
            }
        }
        return formats
    }

    /// A translation whose source message did not pass: its own plurals, selects and skeletons are
    /// checked, and its arguments against the names the source text uses.
    mutating func checkTranslationWithoutDefinition(_ pattern: inout MessagePattern, of message: CatalogMessage,
                                                    source: CatalogMessage, locale: String) {
        var types = Dictionary(source.placeholders.filter { !$0.typeFromUse }.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
        if let sourcePattern = source.pattern {
            let names = Set(sourcePattern.argumentUses().map(\.name)).union(source.placeholders.map(\.name))
            for use in pattern.argumentUses() where !names.contains(use.name) {
                report(.unknownPlaceholder(use.name, key: message.key), use.range)
            }
            for use in sourcePattern.argumentUses() where types[use.name] == nil {
                types[use.name] = Self.type(for: use.usage, current: nil)
            }
        }
        _ = checkChoices(in: &pattern, locale: locale, types: types)
        _ = checkSkeletons(in: pattern)
    }
}
