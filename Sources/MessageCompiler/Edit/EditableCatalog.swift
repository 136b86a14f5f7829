/// A translation catalog as the import and review commands change it, written back in one canonical
/// layout so that an unchanged catalog is rewritten byte for byte.
///
/// Layout: `"@@locale"` first, other `@@` attributes in their order, then each message in the source
/// catalog's order with its `"@key"` metadata on one line right after it, then keys the source does
/// not know, in their order; two-space indentation; UTF-8 as is, only quotes, backslashes and control
/// characters escaped.
public struct EditableCatalog: Sendable {
    public struct Entry: Sendable {
        public var key: String
        public var text: String
        public var metadata: [(String, JSONOutput)]

        public func metadataValue(_ name: String) -> JSONOutput? {
            metadata.first { $0.0 == name }?.1
        }
    }

    public var locale: String
    public var attributes: [(String, JSONOutput)]
    public private(set) var entries: [Entry]
    /// Each key's entry (the first, should a key repeat), so that an import of n messages finds and
    /// changes each one in constant time rather than searching all n. Kept by every method that
    /// adds an entry.
    private var indexOfKey: [String: Int]

    public init(locale: String, attributes: [(String, JSONOutput)] = [], entries: [Entry] = []) {
        self.locale = locale
        self.attributes = attributes
        self.entries = entries
        self.indexOfKey = Self.index(entries)
    }

    private static func index(_ entries: [Entry]) -> [String: Int] {
        Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The catalog as read, metadata and all.
    public init(_ catalog: Catalog) {
        locale = catalog.locale
        attributes = catalog.attributeMembers.map { ($0.key.value, JSONOutput($0.value.value)) }
        entries = catalog.messages.map { message in
            Entry(key: message.key, text: message.text.value,
                  metadata: message.metadataMembers.map { ($0.key.value, JSONOutput($0.value.value)) })
        }
        indexOfKey = Self.index(entries)
    }

    public func entry(_ key: String) -> Entry? {
        indexOfKey[key].map { entries[$0] }
    }

    /// Sets a message's text, adding the message when it is new.
    public mutating func setText(_ text: String, for key: String) {
        if let index = indexOfKey[key] {
            entries[index].text = text
        } else {
            indexOfKey[key] = entries.count
            entries.append(Entry(key: key, text: text, metadata: []))
        }
    }

    /// Sets (or, with nil, removes) one metadata attribute of a message that exists.
    public mutating func setMetadata(_ name: String, to value: JSONOutput?, for key: String) {
        guard let index = indexOfKey[key] else { return }
        var metadata = entries[index].metadata.filter { $0.0 != name }
        if let value {
            if let position = entries[index].metadata.firstIndex(where: { $0.0 == name }) {
                metadata.insert((name, value), at: min(position, metadata.count))
            } else {
                metadata.append((name, value))
            }
        }
        entries[index].metadata = metadata
    }

    /// The file's text, messages in `sourceOrder` first.
    public func rendered(sourceOrder: [String]) -> String {
        let rank = Dictionary(sourceOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // Indices and one growing text: a migrated table of 100,000 strings is rendered without a
        // copy of its entries or a string per line beside the result.
        let ordered = entries.indices.sorted { a, b in
            (rank[entries[a].key] ?? Int.max, a) < (rank[entries[b].key] ?? Int.max, b)
        }
        var text = "{\n  \(JSONOutput.quoted("@@locale")): \(JSONOutput.quoted(locale))"
        for (name, value) in attributes where name != "@@locale" {
            text += ",\n  \(JSONOutput.quoted(name)): \(value.compact)"
        }
        for index in ordered {
            let entry = entries[index]
            text += ",\n  \(JSONOutput.quoted(entry.key)): \(JSONOutput.quoted(entry.text))"
            if !entry.metadata.isEmpty {
                text += ",\n  \(JSONOutput.quoted("@" + entry.key)): \(JSONOutput.object(entry.metadata).compact)"
            }
        }
        return text + "\n}\n"
    }
}
