/// One message as exchange formats carry it: the English, the translation if any, its review state,
/// the translator's description and placeholders.
public struct TranslationUnit: Sendable {
    public enum State: String, Sendable {
        /// No translation yet.
        case new
        /// Translated from the current English.
        case translated
        /// Translated, but the English changed since.
        case needsReview
    }

    public var key: String
    public var source: String
    public var target: String?
    public var state: State
    public var description: String?
    public var placeholders: [Placeholder]
    /// Where the message is in the source catalog, for references.
    public var sourceLine: Int?

    /// The units of one locale: every translatable message of the source, in its order (neither debug
    /// messages nor those marked `"x-translate": false`).
    public static func units(source: Catalog, sourceFile: SourceFile?, translation: Catalog?) -> [TranslationUnit] {
        let translations = translation?.messagesByKey()  // one lookup per message, not a search
        return source.messages.filter { MessageKey($0.key)?.kind != .debug && $0.isTranslatable }.map { message in
            let translated = translations?[message.key]
            let state: State
            if let translated {
                let current = translated.sourceFingerprint.map { $0 == SourceFingerprint.of(message.text.value) } ?? true
                state = current ? .translated : .needsReview
            } else {
                state = .new
            }
            return TranslationUnit(key: message.key, source: message.text.value, target: translated?.text.value, state: state,
                                   description: message.description, placeholders: message.placeholders,
                                   sourceLine: sourceFile.map { $0.line(of: message.keyRange.start) })
        }
    }

    /// "{price}: Price, e.g. 4.99 EUR", one line per placeholder, for translators' notes.
    public var placeholderNotes: [String] {
        placeholders.map { placeholder in
            let example = placeholder.example.map { ", e.g. \($0)" } ?? ""
            return "{\(placeholder.name)}: \(placeholder.type.rawValue)\(example)"
        }
    }
}

/// A message split into translatable text and the parts a translator must keep as they are:
/// arguments (`{price}`, `{n, number, integer}`) and plural numbers (`#`). Plural and select syntax
/// stays text, because a translation may need other categories than the English.
public enum MessageSegments {
    public enum Segment: Equatable, Sendable {
        case text(String)
        case placeholder(String)
    }

    public static func split(_ message: String) -> [Segment] {
        let scalars = Array(message.unicodeScalars)
        let detached = JSONString(value: message, range: SourceRange(file: "", start: 0, end: scalars.count),
                                  scalarOffsets: Array(0...scalars.count))
        var parser = MessageFormatParser(detached)
        guard let pattern = parser.parse() else { return [.text(message)] }
        var protected: [Range<Int>] = []
        func walk(_ nodes: [MessageNode]) {
            for node in nodes {
                switch node {
                case .text: break
                case .pound(let range): protected.append(range.start..<range.end)
                case .argument(let argument): protected.append(argument.range.start..<argument.range.end)
                case .choice(let choice): choice.cases.forEach { walk($0.pattern.nodes) }
                }
            }
        }
        walk(pattern.nodes)
        var segments: [Segment] = []
        var cursor = 0
        for range in protected.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound > cursor { segments.append(.text(String(String.UnicodeScalarView(scalars[cursor..<range.lowerBound])))) }
            segments.append(.placeholder(String(String.UnicodeScalarView(scalars[range]))))
            cursor = range.upperBound
        }
        if cursor < scalars.count { segments.append(.text(String(String.UnicodeScalarView(scalars[cursor...])))) }
        return segments
    }
}
