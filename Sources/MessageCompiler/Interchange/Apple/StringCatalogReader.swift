/// Reads Xcode String Catalogs (`.xcstrings`): per key and language a string unit (value and state),
/// plural variations, or substitutions that put plurals inside a sentence.
public enum StringCatalogReader {
    public struct Localization: Sendable {
        public var format: String
        public var variables: [String: PrintfConverter.PluralVariable]
        /// Translated and current (state "translated"); "needs_review" reads as stale.
        public var isCurrent: Bool
        public var range: SourceRange
    }

    public struct Entry: Sendable {
        public var key: String
        public var comment: String?
        public var localizations: [String: Localization]
        /// False for Xcode's "Don't Translate" (`"shouldTranslate": false`): the source text is meant
        /// for every language.
        public var shouldTranslate = true
    }

    public static func read(_ file: SourceFile) -> (sourceLanguage: String?, entries: [Entry], diagnostics: [Diagnostic]) {
        var json = JSONReader(file: file)
        guard let root = json.read() else { return (nil, [], json.diagnostics) }
        guard let strings = root["strings"]?.members else {
            return (nil, [], json.diagnostics + [Diagnostic(.importSyntax("a String Catalog needs \"strings\""), at: root.range)])
        }
        // Looked up once: the root is an object like any other, and may be large.
        let sourceLanguage = root["sourceLanguage"]?.string?.value
        var entries: [Entry] = []
        var diagnostics = json.diagnostics
        for member in strings {
            let node = member.value
            var localizations: [String: Localization] = [:]
            for localization in node["localizations"]?.members ?? [] {
                if let converted = convert(localization.value, diagnostics: &diagnostics) { localizations[localization.key.value] = converted }
            }
            // Without a source-language entry, Xcode shows the key itself as the source text.
            if let language = sourceLanguage, localizations[language] == nil {
                localizations[language] = Localization(format: member.key.value, variables: [:], isCurrent: true, range: member.key.range)
            }
            var entry = Entry(key: member.key.value, comment: node["comment"]?.string?.value, localizations: localizations)
            if case .bool(false)? = node["shouldTranslate"]?.value { entry.shouldTranslate = false }
            entries.append(entry)
        }
        return (sourceLanguage, entries, diagnostics)
    }

    /// The text of `node` msgc imports when it varies by device (`"variations": {"device": {"iphone":
    /// …, "mac": …, "other": …}}`): msgc has one text per message, so it takes the `other` variant
    /// (what Apple shows on a device the catalog does not name), or the only one, with a warning that
    /// names the devices whose texts are left out. Several devices without `other` leave no text for
    /// every device: an error. `node` itself when it does not vary by device.
    static func deviceVariant(of node: JSONNode, diagnostics: inout [Diagnostic]) -> JSONNode? {
        guard let variations = node["variations"]?.members,
              let device = variations.first(where: { $0.key.value == "device" }) else { return node }
        let at = device.key.range
        guard let members = device.value.members, !members.isEmpty else {
            diagnostics.append(Diagnostic(.importSyntax("\"device\" must be an object with a variation per device, such as \"other\""), at: device.value.range))
            return nil
        }
        let chosen: JSONMember
        if let other = members.last(where: { $0.key.value == "other" }) {
            chosen = other
        } else if members.count == 1 {
            chosen = members[0]
        } else {
            let devices = members.map(\.key.value)
            diagnostics.append(Diagnostic(.importSyntax("the device variations \(devices.joined(separator: ", ")) have no 'other', the text every other device shows, so msgc cannot choose one text for all; add an 'other' variation"), at: at))
            return nil
        }
        let dropped = members.map(\.key.value).filter { $0 != chosen.key.value }
        diagnostics.append(Diagnostic(.importDeviceVariations(dropped: dropped, used: chosen.key.value), at: at))
        return chosen.value
    }

    private static func unit(_ node: JSONNode?) -> (String, String)? {
        unitWithRange(node).map { ($0.0, $0.1) }
    }

    /// A string unit's value and state, and where the value is written.
    private static func unitWithRange(_ node: JSONNode?) -> (String, String, SourceRange)? {
        guard let unit = node?["stringUnit"], let value = unit["value"]?.string else { return nil }
        return (value.value, unit["state"]?.string?.value ?? "translated", value.range)
    }

    /// A plural's text per category, whether all are translated, and where each text is written.
    private static func variants(_ node: JSONNode?, diagnostics: inout [Diagnostic]) -> ([String: String], Bool, [String: SourceRange])? {
        guard let members = node?["plural"]?.members else { return nil }
        var variants: [String: String] = [:]
        var ranges: [String: SourceRange] = [:]
        var current = true
        for member in members {
            guard let variant = deviceVariant(of: member.value, diagnostics: &diagnostics),
                  let (value, state, range) = unitWithRange(variant), !value.isEmpty else { continue }
            variants[member.key.value] = value
            ranges[member.key.value] = range
            current = current && state == "translated"
        }
        return variants.isEmpty ? nil : (variants, current, ranges)
    }

    private static func convert(_ localization: JSONNode, diagnostics: inout [Diagnostic]) -> Localization? {
        // Varied by device: one variant, which may itself vary by plural, with the substitutions
        // written beside it or, as Xcode writes them, beside the device variations.
        guard let node = deviceVariant(of: localization, diagnostics: &diagnostics) else { return nil }
        // A whole-string plural: the first integer argument of the `other` form is the count.
        if let (variants, current, ranges) = variants(node["variations"], diagnostics: &diagnostics) {
            let sample = variants["other"] ?? variants.values.first ?? ""
            var next = 1
            let position = PrintfConverter.tokenize(sample, next: &next, variables: [:]).compactMap { token -> Int? in
                if case .argument(let position, let conversion, _) = token, PrintfConverter.type(of: conversion) == .int { return position }
                return nil
            }.first ?? 1
            let name = "count"
            var variable = PrintfConverter.PluralVariable(name: name, variants: variants, position: position,
                                                          range: node.range, variantRanges: ranges)
            variable.isWholeString = true
            return Localization(format: "%\(position)$#@\(name)@", variables: [name: variable], isCurrent: current, range: node.range)
        }
        guard let (value, state) = unit(node), !value.isEmpty, state != "new" else { return nil }
        var variables: [String: PrintfConverter.PluralVariable] = [:]
        var current = state == "translated"
        for substitution in node["substitutions"]?.members ?? localization["substitutions"]?.members ?? [] {
            guard let variable = deviceVariant(of: substitution.value, diagnostics: &diagnostics),
                  let (variants, substitutionCurrent, ranges) = variants(variable["variations"], diagnostics: &diagnostics) else { continue }
            var position: Int? = nil
            if case .number(let text)? = (substitution.value["argNum"] ?? variable["argNum"])?.value { position = Int(text) }
            variables[substitution.key.value] = PrintfConverter.PluralVariable(name: substitution.key.value, variants: variants, position: position,
                                                                              range: substitution.key.range, variantRanges: ranges)
            current = current && substitutionCurrent
        }
        return Localization(format: value, variables: variables, isCurrent: current, range: node.range)
    }
}
