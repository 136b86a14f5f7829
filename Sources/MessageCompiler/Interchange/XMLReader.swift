/// A small XML reader that keeps the byte offset of every character, so errors in an imported XLIFF
/// file point at their line and column. Elements, attributes, text, CDATA, character and the five
/// predefined entity references; comments, processing instructions and the DOCTYPE are skipped.
/// Namespaces are not resolved: names are kept as written (`xliff`, `x:ph`). Elements nest at most
/// `NestingLimit.xml` deep; the reader itself keeps open elements on a heap stack, not the call stack,
/// and the limit protects whatever walks the tree afterwards.
public struct XMLReader {
    public struct Element: Sendable {
        public var name: String
        public var attributes: [String: String]
        public var children: [Node]
        /// Where `<name` starts.
        public var start: Int

        public func attribute(_ name: String) -> String? { attributes[name] }

        public var elements: [Element] {
            children.compactMap { if case .element(let element) = $0 { element } else { nil } }
        }

        public func first(_ name: String) -> Element? { elements.first { $0.name == name } }
    }

    public enum Node: Sendable {
        case element(Element)
        /// Decoded text and where each of its scalars was written.
        case text(String, TextOffsets)
    }

    /// The file offsets of a text's scalars, kept as runs: within a run each scalar is written as its
    /// own UTF-8 bytes, so its offset follows from the run's start; an entity or character reference
    /// ends a run. A 50 MB note without references is one run, where one Int per scalar cost 400 MB.
    public struct TextOffsets: Sendable {
        /// Index of the run's first scalar, and that scalar's offset.
        private var runs: [(scalar: Int, offset: Int)] = []
        private var count = 0
        /// Where the next scalar starts if it continues the current run; -1 after a reference.
        private var nextInRun = -1

        /// Records scalar `count` read at `offset` from `sourceWidth` bytes.
        mutating func append(_ scalar: Unicode.Scalar, at offset: Int, sourceWidth: Int) {
            if offset != nextInRun { runs.append((count, offset)) }
            count += 1
            nextInRun = sourceWidth == UTF8.width(scalar) ? offset + sourceWidth : -1
        }

        /// One offset per scalar of `text` (the text these offsets were recorded for).
        public func offsets(of text: String) -> [Int] {
            var result: [Int] = []
            result.reserveCapacity(count)
            var run = 0, offset = 0
            for (index, scalar) in text.unicodeScalars.enumerated() {
                if run < runs.count, runs[run].scalar == index {
                    offset = runs[run].offset
                    run += 1
                }
                result.append(offset)
                offset += UTF8.width(scalar)
            }
            return result
        }
    }

    struct Failure: Error {
        let kind: DiagnosticKind
        let offset: Int

        init(message: String, offset: Int) {
            self.init(.importSyntax("invalid XML: \(message)"), offset: offset)
        }

        init(_ kind: DiagnosticKind, offset: Int) {
            self.kind = kind
            self.offset = offset
        }
    }

    private let file: SourceFile
    private let bytes: [UInt8]
    private var position = 0
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    /// The root element, or nil after a syntax error (in `diagnostics`).
    public mutating func read() -> Element? {
        do throws(Failure) {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            try skipMisc()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
                throw Failure(message: "expected the root element", offset: position)
            }
            let root = try readElement()
            try skipMisc()
            if position < bytes.count { throw Failure(message: "text after the root element", offset: position) }
            return root
        } catch {
            diagnostics.append(Diagnostic(error.kind, at: SourceRange(file: file.path, start: error.offset, end: error.offset + 1)))
            return nil
        }
    }

    /// Compares in place: this runs several times for every character of text, so it allocates nothing.
    private func starts(with text: String) -> Bool {
        var index = position
        for byte in text.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    private mutating func skip(past terminator: String, from start: Int, what: String) throws(Failure) {
        let length = terminator.utf8.count
        while position + length <= bytes.count {
            if starts(with: terminator) { position += length; return }
            position += 1
        }
        throw Failure(message: "\(what) is never closed", offset: start)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    /// Whitespace, comments, processing instructions and a DOCTYPE outside the root.
    private mutating func skipMisc() throws(Failure) {
        while true {
            skipWhitespace()
            let start = position
            if starts(with: "<?") { try skip(past: "?>", from: start, what: "processing instruction") }
            else if starts(with: "<!--") { try skip(past: "-->", from: start, what: "comment") }
            else if starts(with: "<!DOCTYPE") { try skip(past: ">", from: start, what: "DOCTYPE") }
            else { return }
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || [UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":")].contains(byte)
    }

    private mutating func readName() throws(Failure) -> String {
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
        guard position > start else { throw Failure(message: "expected a name", offset: start) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// An element still waiting for its end tag, with the text read since its last child.
    private struct OpenElement {
        var element: Element
        var text = String.UnicodeScalarView()
        var offsets = TextOffsets()

        mutating func flush() {
            if !text.isEmpty { element.children.append(.text(String(text), offsets)) }
            text = String.UnicodeScalarView()
            offsets = TextOffsets()
        }
    }

    /// The element starting at `position` and everything in it.
    private mutating func readElement() throws(Failure) -> Element {
        let (root, isEmpty) = try readStartTag()
        if isEmpty { return root }
        var open = [OpenElement(element: root)]
        while true {
            guard position < bytes.count else {
                let innermost = open[open.count - 1].element
                throw Failure(message: "<\(innermost.name)> is never closed", offset: innermost.start)
            }
            if starts(with: "</") {
                var closed = open.removeLast()
                closed.flush()
                try readEndTag(of: closed.element)
                guard !open.isEmpty else { return closed.element }
                open[open.count - 1].element.children.append(.element(closed.element))
            } else if starts(with: "<!--") {
                try skip(past: "-->", from: position, what: "comment")
            } else if starts(with: "<![CDATA[") {
                try readCDATA(into: &open[open.count - 1])
            } else if starts(with: "<?") {
                try skip(past: "?>", from: position, what: "processing instruction")
            } else if bytes[position] == UInt8(ascii: "<") {
                guard open.count < NestingLimit.xml.levels else { throw Failure(.nestingTooDeep(.xml), offset: position) }
                open[open.count - 1].flush()
                let (child, isEmpty) = try readStartTag()
                if isEmpty {
                    open[open.count - 1].element.children.append(.element(child))
                } else {
                    open.append(OpenElement(element: child))
                }
            } else {
                let start = position
                let scalar = try readCharacter()
                open[open.count - 1].offsets.append(scalar, at: start, sourceWidth: position - start)
                open[open.count - 1].text.append(scalar)
            }
        }
    }

    /// `<name attributes>` or `<name attributes/>` (then `isEmpty`), as an element without children.
    private mutating func readStartTag() throws(Failure) -> (element: Element, isEmpty: Bool) {
        let start = position
        position += 1
        let name = try readName()
        var attributes: [String: String] = [:]
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw Failure(message: "<\(name)> is never closed", offset: start) }
            if starts(with: "/>") {
                position += 2
                return (Element(name: name, attributes: attributes, children: [], start: start), true)
            }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return (Element(name: name, attributes: attributes, children: [], start: start), false)
            }
            let attributeStart = position
            let attribute = try readName()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw Failure(message: "expected '=' after attribute '\(attribute)'", offset: position)
            }
            position += 1
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw Failure(message: "attribute values must be quoted", offset: position)
            }
            let quote = bytes[position]
            position += 1
            var value = String.UnicodeScalarView()
            while position < bytes.count, bytes[position] != quote {
                if bytes[position] == UInt8(ascii: "<") { throw Failure(message: "'<' inside an attribute value", offset: position) }
                value.append(try readCharacter())
            }
            guard position < bytes.count else { throw Failure(message: "attribute value is never closed", offset: attributeStart) }
            position += 1
            if attributes[attribute] != nil { throw Failure(message: "attribute '\(attribute)' appears twice", offset: attributeStart) }
            attributes[attribute] = String(value)
        }
    }

    /// `</name>` closing `element`.
    private mutating func readEndTag(of element: Element) throws(Failure) {
        let closeStart = position
        position += 2
        let closing = try readName()
        skipWhitespace()
        guard closing == element.name, position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw Failure(message: "</\(closing)> does not close <\(element.name)>", offset: closeStart)
        }
        position += 1
    }

    private mutating func readCDATA(into element: inout OpenElement) throws(Failure) {
        let cdataStart = position
        position += 9
        while !starts(with: "]]>") {
            guard position < bytes.count else { throw Failure(message: "CDATA section is never closed", offset: cdataStart) }
            let start = position
            let scalar = try readCharacter(entities: false)
            element.offsets.append(scalar, at: start, sourceWidth: position - start)
            element.text.append(scalar)
        }
        position += 3
    }

    /// One character of text: an entity or character reference, or a UTF-8 scalar.
    private mutating func readCharacter(entities: Bool = true) throws(Failure) -> Unicode.Scalar {
        let start = position
        if entities, bytes[position] == UInt8(ascii: "&") {
            guard let end = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw Failure(message: "'&' starts no entity; write &amp;", offset: start)
            }
            let name = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
            position = end + 1
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default:
                let value: UInt32? = name.hasPrefix("#x") ? ASCIIDigits.value(of: name.utf8.dropFirst(2), radix: 16)
                    : name.hasPrefix("#") ? ASCIIDigits.value(of: name.utf8.dropFirst(), radix: 10) : nil
                guard let value, let scalar = Unicode.Scalar(value) else {
                    throw Failure(message: "unknown entity '&\(name);'", offset: start)
                }
                return scalar
            }
        }
        guard let scalar = bytes.scalar(at: position) else {
            throw Failure(message: "invalid UTF-8", offset: start)
        }
        position += UTF8.width(scalar)
        return scalar
    }
}

extension XMLReader.Element {
    /// The text of this element and its descendants, with each scalar's file offset; an element
    /// whose content is empty contributes its `equiv-text` (XLIFF placeholders written `<ph/>`).
    public var textWithOffsets: (String, [Int]) {
        var text = String.UnicodeScalarView()
        var offsets: [Int] = []
        func walk(_ element: XMLReader.Element) {
            if element.children.isEmpty, let equivalent = element.attribute("equiv-text") {
                for scalar in equivalent.unicodeScalars { text.append(scalar); offsets.append(element.start) }
            }
            for child in element.children {
                switch child {
                case .text(let string, let positions):
                    text.append(contentsOf: string.unicodeScalars)
                    offsets += positions.offsets(of: string)
                case .element(let inner):
                    walk(inner)
                }
            }
        }
        walk(self)
        return (String(text), offsets)
    }
}
