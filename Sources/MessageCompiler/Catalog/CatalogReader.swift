/// Turns a parsed JSON document into a `Catalog`, parsing every message and the source's metadata.
public struct CatalogReader {
    public fileprivate(set) var diagnostics: [Diagnostic] = []
    /// Set for a Flutter ARB set: locales from file names, apostrophes, placeholders as gen-l10n reads them.
    public let flutter: FlutterLayout?
    /// Whether each message keeps its `"@key"` object as written (`metadataMembers`), which only
    /// commands that rewrite catalogs need. Checking and compiling read what they use of it and let
    /// the rest go: for a catalog of 100,000 messages the kept trees are a third of the memory.
    public var keepsMetadataMembers: Bool

    public init(flutter: FlutterLayout? = nil, keepsMetadataMembers: Bool = true) {
        self.flutter = flutter
        self.keepsMetadataMembers = keepsMetadataMembers
    }

    public mutating func read(_ file: SourceFile) -> Catalog? {
        var json = JSONReader(file: file)
        // Each `"@key"` object is read into its message's fields as soon as the reader has it, and
        // only an empty object of the same range stays in the tree: the trees of every message's
        // metadata would otherwise be held at once, the largest part of reading a big catalog.
        let metadataReader = MetadataReader(reader: CatalogReader(flutter: flutter, keepsMetadataMembers: keepsMetadataMembers))
        // gen-l10n reads the template's metadata only: a translation's copy is not even read when the
        // template is known and nothing will be rewritten.
        let skipsMetadata = !keepsMetadataMembers && flutter?.templateFile.map { $0 != file.fileName } == true
        json.rootMemberTransform = { member in
            let key = member.key.value
            guard key.hasPrefix("@"), !key.hasPrefix("@@"), member.value.members != nil else { return member }
            if !skipsMetadata { metadataReader.read(member.value, key: String(key.dropFirst())) }
            return JSONMember(key: member.key, value: JSONNode(value: .object([]), range: member.value.range))
        }
        let root = json.read()
        json.rootMemberTransform = nil
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
                // Flutter writes `@@locale` as it names files: `pt_BR`.
                catalog.locale = flutter != nil && tag.value.contains("_") ? LanguageTag.canonical(tag.value) ?? tag.value : tag.value
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
                if flutter != nil, case .null = member.value.value {
                    catalog.nullMessages[key] = member.value.range
                    continue
                }
                guard let text = member.value.string else {
                    diagnostics.append(Diagnostic(.messageNotString(key), at: member.value.range))
                    continue
                }
                catalog.messages.append(readMessage(key: member.key, text: text))
            }
        }
        catalog.namedLocale = flutter?.fileLocales[file.fileName]
        if !localeSeen, let named = catalog.namedLocale {
            // gen-l10n takes the locale from the file name; diagnostics about it point at the file's start.
            catalog.locale = named
            catalog.localeRange = SourceRange(file: file.path, start: root.range.start, end: root.range.start + 1)
        } else if !localeSeen {
            diagnostics.append(Diagnostic(.missingLocale, at: SourceRange(file: file.path, start: root.range.start, end: root.range.start + 1)))
        }
        for index in catalog.messages.indices {
            if metadata.removeValue(forKey: catalog.messages[index].key) != nil,
               let read = metadataReader.read.removeValue(forKey: catalog.messages[index].key) {
                catalog.messages[index].apply(read.fields)
                diagnostics += read.diagnostics
                catalog.metadataDiagnostics += read.placeholderDiagnostics
            }
        }
        for (key, member) in metadata {
            catalog.metadataDiagnostics.append(Diagnostic(.orphanMetadata(key), at: member.key.range))
        }
        if flutter == nil {
            // Every msgc catalog's metadata is read and reported; only a Flutter set's are kept aside
            // until the template is known.
            diagnostics += catalog.metadataDiagnostics
            catalog.metadataDiagnostics = []
        }
        return catalog
    }

    private mutating func readMessage(key: JSONString, text: JSONString) -> CatalogMessage {
        var message = CatalogMessage(key: key.value, keyRange: key.range, text: text, pattern: nil,
                                     description: nil, placeholders: [], metadataMembers: [], sourceFingerprint: nil,
                                     malformedPlaceholders: [], metadataRange: nil)
        if text.value.isEmpty {
            // gen-l10n builds an empty text and the app shows it, often meant so: a Flutter set keeps
            // it, and the checker warns only of a translation left empty where the template has text.
            if flutter != nil {
                message.pattern = MessagePattern(nodes: [])
            } else {
                diagnostics.append(Diagnostic(.emptyMessage(key.value), at: text.range))
            }
            return message
        }
        if let problem = Self.controlCharacter(in: text) {
            diagnostics.append(problem)
            return message
        }
        var parser = MessageFormatParser(text, apostrophes: flutter?.apostrophes ?? .quoting, flutterSyntax: flutter != nil,
                                         relaxSyntax: flutter?.relaxSyntax ?? false)
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

    fileprivate mutating func readMetadata(_ node: JSONNode, into message: inout CatalogMessage, diagnostics placeholderDiagnostics: inout [Diagnostic]) {
        message.metadataRange = node.range
        if keepsMetadataMembers { message.metadataMembers = node.members ?? [] }
        message.description = stringField("description", of: node, key: message.key)
        message.sourceFingerprint = stringField(SourceFingerprint.attribute, of: node, key: message.key)
        if let flag = node[CatalogMessage.translateAttribute] {
            // Only JSON's own `false` and `true`: "false" or "no" in quotes would otherwise read as
            // translatable, the opposite of what was meant.
            if case .bool(let translatable) = flag.value {
                message.isTranslatable = translatable
            } else {
                diagnostics.append(Diagnostic(.metadataNotBoolean(key: message.key, field: CatalogMessage.translateAttribute), at: flag.range))
            }
        }
        guard let placeholders = node["placeholders"] else { return }
        guard let members = placeholders.members else {
            placeholderDiagnostics.append(Diagnostic(.metadataNotObject("placeholders"), at: placeholders.range))
            return
        }
        for member in members {
            let name = member.key.value
            guard member.value.members != nil else {
                placeholderDiagnostics.append(Diagnostic(.placeholderNotObject(name), at: member.value.range))
                message.malformedPlaceholders.insert(name)
                continue
            }
            let flutterFormat = flutter == nil ? nil : Self.flutterFormat(of: member.value)
            let typeNode = member.value["type"]
            let typeText = typeNode?.string?.value
            var placeholder = Placeholder(name: name, type: .string, example: nil, range: member.key.range)
            if flutter != nil { placeholder.dartType = typeText }
            if flutter != nil, typeNode == nil || typeText == "Object" || typeText == "Object?" {
                // gen-l10n's default type is Object, shown with toString(); a format or a use as a number
                // or date makes it one (decided by the checker, which sees the uses).
                placeholder.typeFromUse = true
                if flutterFormat?.isNumberFormat == true { placeholder.type = .double }
                if flutterFormat?.isDateFormat == true { placeholder.type = .date }
            } else if let typeNode {
                guard let typeText, let type = PlaceholderType(catalogName: typeText) else {
                    let shown = typeText ?? typeNode.value.typeName
                    placeholderDiagnostics.append(Diagnostic(.unknownPlaceholderType(name, type: shown), at: typeNode.range))
                    message.malformedPlaceholders.insert(name)
                    continue
                }
                placeholder.type = type
            } else {
                placeholderDiagnostics.append(Diagnostic(.missingPlaceholderType(name), at: member.key.range))
                message.malformedPlaceholders.insert(name)
                continue
            }
            let exampleNode = member.value["example"]
            let example = exampleNode?.string?.value ?? exampleNode.flatMap { node -> String? in
                if case .number(let text) = node.value { return text }
                return nil
            }
            // Flutter examples are notes for translators ("Bob", "5 items"); msgc only renders them when they parse.
            if let example, let exampleNode, ExampleValue.parse(example, as: placeholder.type) == nil {
                if flutter == nil {
                    placeholderDiagnostics.append(Diagnostic(.invalidExample(name, type: placeholder.type.rawValue, example: example), at: exampleNode.range))
                }
            } else {
                placeholder.example = example
            }
            if flutter == nil { placeholder.example = example }
            placeholder.flutterFormat = flutterFormat
            message.placeholders.append(placeholder)
        }
    }

    /// `"format"` with `"optionalParameters"` and `"isCustomDateFormat"`, when the placeholder has a format.
    private static func flutterFormat(of node: JSONNode) -> FlutterPlaceholderFormat? {
        guard let formatNode = node["format"], let format = formatNode.string else { return nil }
        var result = FlutterPlaceholderFormat(format: format.value, range: formatNode.range)
        if let custom = node["isCustomDateFormat"] {
            if case .bool(true) = custom.value { result.isCustomDateFormat = true }
            if custom.string?.value == "true" { result.isCustomDateFormat = true }
        }
        for member in node["optionalParameters"]?.members ?? [] {
            switch member.value.value {
            case .string(let text): result.parameters[member.key.value] = text.value
            case .number(let text): result.parameters[member.key.value] = text
            case .bool(let flag): result.parameters[member.key.value] = flag ? "true" : "false"
            default: break
            }
        }
        return result
    }
}

/// Reads `"@key"` objects as the JSON reader meets them (see `CatalogReader.read`), keeping for each key
/// the fields it gives a message and what it found wrong, the latest object winning as in the tree.
private final class MetadataReader {
    struct Read {
        var fields: CatalogMessage
        var diagnostics: [Diagnostic]
        var placeholderDiagnostics: [Diagnostic]
    }

    private var reader: CatalogReader
    var read: [String: Read] = [:]

    init(reader: CatalogReader) {
        self.reader = reader
    }

    func read(_ node: JSONNode, key: String) {
        var fields = CatalogMessage(key: key, keyRange: node.range, text: JSONString(value: "", range: node.range, scalarOffsets: []), pattern: nil,
                                    description: nil, placeholders: [], metadataMembers: [], sourceFingerprint: nil,
                                    malformedPlaceholders: [], metadataRange: nil)
        var placeholderDiagnostics: [Diagnostic] = []
        reader.readMetadata(node, into: &fields, diagnostics: &placeholderDiagnostics)
        read[key] = Read(fields: fields, diagnostics: reader.diagnostics, placeholderDiagnostics: placeholderDiagnostics)
        reader.diagnostics = []
    }
}

extension CatalogMessage {
    /// Takes the metadata fields `CatalogReader.readMetadata` fills from `read`.
    fileprivate mutating func apply(_ read: CatalogMessage) {
        metadataRange = read.metadataRange
        metadataMembers = read.metadataMembers
        description = read.description
        sourceFingerprint = read.sourceFingerprint
        isTranslatable = read.isTranslatable
        placeholders = read.placeholders
        malformedPlaceholders = read.malformedPlaceholders
    }
}
