/// Turns a parsed JSON document into a `Catalog`, parsing every message and the source's metadata.
public struct CatalogReader {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func read(_ file: SourceFile) -> Catalog? {
        var json = JSONReader(file: file)
        let root = json.read()
        diagnostics += json.diagnostics
        guard let root else { return nil }
        guard let members = root.members else {
            diagnostics.append(Diagnostic(.rootNotObject, at: root.range))
            return nil
        }
        var catalog = Catalog(path: file.path, locale: "", localeRange: SourceRange(file: file.path, start: 0, end: 1),
                              messages: [], attributes: [:], attributeMembers: [])
        var metadata: [String: JSONMember] = [:]
        var localeSeen = false
        for member in members {
            let key = member.key.value
            if key == "@@locale" {
                localeSeen = true
                guard let tag = member.value.string else {
                    diagnostics.append(Diagnostic(.messageNotString(key), at: member.value.range))
                    continue
                }
                catalog.locale = tag.value
                catalog.localeRange = tag.range
                // The checker skips a catalog without a locale, so an empty one must be reported here.
                if tag.value.isEmpty { diagnostics.append(Diagnostic(.invalidLocaleTag(""), at: tag.range)) }
            } else if key.hasPrefix("@@") {
                if let value = member.value.string { catalog.attributes[String(key.dropFirst(2))] = value }
                catalog.attributeMembers.append(member)
            } else if key.hasPrefix("@") {
                guard member.value.members != nil else {
                    diagnostics.append(Diagnostic(.metadataNotObject(key), at: member.value.range))
                    continue
                }
                metadata[String(key.dropFirst())] = member
            } else {
                guard let text = member.value.string else {
                    diagnostics.append(Diagnostic(.messageNotString(key), at: member.value.range))
                    continue
                }
                catalog.messages.append(readMessage(key: member.key, text: text))
            }
        }
        if !localeSeen {
            diagnostics.append(Diagnostic(.missingLocale, at: SourceRange(file: file.path, start: root.range.start, end: root.range.start + 1)))
        }
        for index in catalog.messages.indices {
            if let member = metadata.removeValue(forKey: catalog.messages[index].key) {
                readMetadata(member.value, into: &catalog.messages[index])
            }
        }
        for (key, member) in metadata {
            diagnostics.append(Diagnostic(.orphanMetadata(key), at: member.key.range))
        }
        return catalog
    }

    private mutating func readMessage(key: JSONString, text: JSONString) -> CatalogMessage {
        var message = CatalogMessage(key: key.value, keyRange: key.range, text: text, pattern: nil,
                                     description: nil, placeholders: [], metadataMembers: [], sourceFingerprint: nil,
                                     malformedPlaceholders: [], metadataRange: nil)
        if text.value.isEmpty {
            diagnostics.append(Diagnostic(.emptyMessage(key.value), at: text.range))
            return message
        }
        if let problem = Self.controlCharacter(in: text) {
            diagnostics.append(problem)
            return message
        }
        var parser = MessageFormatParser(text)
        message.pattern = parser.parse()
        diagnostics += parser.diagnostics
        return message
    }

    /// The first control character of a message text, at its place in the file. Bytes below 0x09 are
    /// the runtime's table markers; no other control character belongs in UI text. Imports check
    /// their texts with this too, so they never write what `msgc check` rejects.
    public static func controlCharacter(in text: JSONString) -> Diagnostic? {
        for (index, scalar) in text.value.unicodeScalars.enumerated()
        where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || (0x7F...0x9F).contains(scalar.value) {
            return Diagnostic(.controlCharacter(scalar.value), at: text.sourceRange(scalars: index..<index + 1))
        }
        return nil
    }

    /// A metadata field that must be text; anything else is reported rather than read as absent.
    private mutating func stringField(_ name: String, of node: JSONNode, key: String) -> String? {
        guard let field = node[name] else { return nil }
        guard let text = field.string else {
            diagnostics.append(Diagnostic(.metadataNotString(key: key, field: name), at: field.range))
            return nil
        }
        return text.value
    }

    private mutating func readMetadata(_ node: JSONNode, into message: inout CatalogMessage) {
        message.metadataRange = node.range
        message.metadataMembers = node.members ?? []
        message.description = stringField("description", of: node, key: message.key)
        message.sourceFingerprint = stringField(SourceFingerprint.attribute, of: node, key: message.key)
        guard let placeholders = node["placeholders"] else { return }
        guard let members = placeholders.members else {
            diagnostics.append(Diagnostic(.metadataNotObject("placeholders"), at: placeholders.range))
            return
        }
        for member in members {
            let name = member.key.value
            guard member.value.members != nil else {
                diagnostics.append(Diagnostic(.placeholderNotObject(name), at: member.value.range))
                message.malformedPlaceholders.insert(name)
                continue
            }
            guard let typeNode = member.value["type"] else {
                diagnostics.append(Diagnostic(.missingPlaceholderType(name), at: member.key.range))
                message.malformedPlaceholders.insert(name)
                continue
            }
            guard let typeText = typeNode.string, let type = PlaceholderType(catalogName: typeText.value) else {
                let shown = typeNode.string?.value ?? typeNode.value.typeName
                diagnostics.append(Diagnostic(.unknownPlaceholderType(name, type: shown), at: typeNode.range))
                message.malformedPlaceholders.insert(name)
                continue
            }
            let exampleNode = member.value["example"]
            let example = exampleNode?.string?.value ?? exampleNode.flatMap { node -> String? in
                if case .number(let text) = node.value { return text }
                return nil
            }
            if let example, let exampleNode, ExampleValue.parse(example, as: type) == nil {
                diagnostics.append(Diagnostic(.invalidExample(name, type: type.rawValue, example: example), at: exampleNode.range))
            }
            message.placeholders.append(Placeholder(name: name, type: type, example: example, range: member.key.range))
        }
    }
}
