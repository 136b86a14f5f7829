/// `.stringsdict` property lists: per key, a format (`NSStringLocalizedFormatKey`, e.g.
/// "%#@purchases@") and the plural variants of each variable it names.
public enum StringsdictFile {
    public struct Entry: Sendable {
        public var key: String
        public var format: String
        public var variables: [String: PrintfConverter.PluralVariable]
        public var range: SourceRange
    }

    /// A property list value, as far as `.stringsdict` files use them, with the file offset of its element.
    indirect enum PlistValue {
        case string(String, Int)
        case dictionary([(String, PlistValue)], Int)
        case other

        subscript(key: String) -> PlistValue? {
            if case .dictionary(let members, _) = self { return members.first { $0.0 == key }?.1 }
            return nil
        }

        var string: String? { if case .string(let value, _) = self { value } else { nil } }
    }

    public static func read(_ file: SourceFile) -> ([Entry], [Diagnostic]) {
        var reader = XMLReader(file: file)
        guard let root = reader.read() else { return ([], reader.diagnostics) }
        let range = { (offset: Int) in SourceRange(file: file.path, start: offset, end: offset + 1) }
        guard root.name == "plist", let top = root.elements.first, case .dictionary(let members, _) = value(top) else {
            return ([], [Diagnostic(.importSyntax("expected a <plist> holding a <dict>"), at: range(root.start))])
        }
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        for (key, entry) in members {
            guard case .dictionary(let fields, let offset) = entry, let format = entry["NSStringLocalizedFormatKey"]?.string else {
                diagnostics.append(Diagnostic(.importSyntax("'\(key)' has no NSStringLocalizedFormatKey"), at: range(root.start)))
                continue
            }
            var variables: [String: PrintfConverter.PluralVariable] = [:]
            for (name, field) in fields where name != "NSStringLocalizedFormatKey" {
                guard case .dictionary(let spec, let specOffset) = field, field["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType" else { continue }
                var variants: [String: String] = [:]
                var variantRanges: [String: SourceRange] = [:]
                for case (let category, .string(let text, let textOffset)) in spec
                where ["zero", "one", "two", "few", "many", "other"].contains(category) && variants[category] == nil {
                    variants[category] = text
                    variantRanges[category] = range(textOffset)
                }
                variables[name] = PrintfConverter.PluralVariable(name: name, variants: variants, range: range(specOffset), variantRanges: variantRanges)
            }
            entries.append(Entry(key: key, format: format, variables: variables, range: range(offset)))
        }
        return (entries, diagnostics)
    }

    private static func value(_ element: XMLReader.Element) -> PlistValue {
        switch element.name {
        case "string":
            return .string(element.textWithOffsets.0, element.start)
        case "dict":
            var members: [(String, PlistValue)] = []
            var key: String? = nil
            for child in element.elements {
                if child.name == "key" { key = child.textWithOffsets.0; continue }
                if let current = key { members.append((current, value(child))); key = nil }
            }
            return .dictionary(members, element.start)
        default:
            return .other
        }
    }
}
