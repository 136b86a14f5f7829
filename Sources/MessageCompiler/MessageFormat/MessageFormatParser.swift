/// Parses ICU MessageFormat 1 (apostrophe mode DOUBLE_OPTIONAL, as ICU's default) into a `MessagePattern`.
///
/// A broken message yields one precise diagnostic and no tree; the caller moves on to the next message,
/// so one run reports every broken entry of every catalog. Plurals and selects nest at most
/// `NestingLimit.messageFormat` deep, which bounds every walker of the tree after this.
public struct MessageFormatParser {
    /// What an apostrophe means in message text.
    public enum Apostrophes: Sendable {
        /// ICU's quoting: `''` is one apostrophe, `'{` starts quoted text (msgc's own catalogs).
        case quoting
        /// Every apostrophe is a literal character, as Flutter's gen-l10n reads ARB files without
        /// `use-escaping: true`: `Use '{server}' to log in` keeps `{server}` an argument.
        case literal
        /// gen-l10n's `use-escaping: true`: every apostrophe opens or closes quoted text (`''` is one
        /// apostrophe), so `It's {name}'s turn` reads "Its {name}s turn", and an apostrophe that is
        /// never closed stops gen-l10n.
        case genL10n
    }

    private let source: JSONString
    private let apostrophes: Apostrophes
    /// gen-l10n's syntax: `= 0` with a space, and a plural case written twice (the later is kept).
    private let flutterSyntax: Bool
    /// gen-l10n's `relax-syntax: true`: a `}` that closes nothing is text.
    private let relaxSyntax: Bool
    private let scalars: [Unicode.Scalar]
    private var position = 0
    /// Plurals and selects open around the current position.
    private var depth = 0
    public private(set) var diagnostics: [Diagnostic] = []

    public init(_ source: JSONString, apostrophes: Apostrophes = .quoting, flutterSyntax: Bool = false, relaxSyntax: Bool = false) {
        self.source = source
        self.apostrophes = apostrophes
        self.flutterSyntax = flutterSyntax
        self.relaxSyntax = relaxSyntax
        self.scalars = Array(source.value.unicodeScalars)
    }

    /// One pointer: every `try` on the recursive path reserves room for one in a debug build's frame.
    indirect enum Failure: Error {
        case failed(Diagnostic)

        var diagnostic: Diagnostic {
            switch self { case .failed(let diagnostic): diagnostic }
        }
    }

    /// The parsed pattern, or nil when the message is broken (see `diagnostics`).
    public mutating func parse() -> MessagePattern? {
        do throws(Failure) {
            let pattern = try parsePattern(inPluralCase: false, nested: false)
            return pattern
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        source.sourceRange(scalars: start..<max(start, end))
    }

    private func fail(_ kind: DiagnosticKind, _ start: Int, _ end: Int) -> Failure {
        .failed(Diagnostic(kind, at: range(start, end)))
    }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func skipWhitespace() {
        while let scalar = current, scalar.properties.isPatternWhitespace { position += 1 }
    }

    /// Text and arguments up to an unmatched `}` (inside a case) or the end of the message.
    private mutating func parsePattern(inPluralCase: Bool, nested: Bool) throws(Failure) -> MessagePattern {
        var nodes: [MessageNode] = []
        var text = String.UnicodeScalarView()
        while let scalar = current, scalar != "}" || !nested {
            if scalar == "{" {
                Self.flush(&text, into: &nodes)
                nodes.append(try parseArgument())
            } else if scalar == "}", flutterSyntax, !nested {
                // gen-l10n's parser stops at a `}` that closes nothing and ignores what follows; with
                // `relax-syntax` it is text, unless a plural or select came before (its lexer's depth
                // then never returns to 0). Harmless at the very end, an error where text follows.
                let afterChoice = nodes.contains { if case .choice = $0 { true } else { false } }
                if relaxSyntax, !afterChoice {
                    text.append(scalar)
                    position += 1
                } else if scalars[(position + 1)...].allSatisfy({ $0.properties.isPatternWhitespace }) {
                    diagnostics.append(Diagnostic(.flutterTrailingBrace, at: range(position, position + 1)))
                    position = scalars.count
                } else {
                    throw fail(.unmatchedClosingBrace, position, position + 1)
                }
            } else {
                try readText(into: &text, nodes: &nodes, inPluralCase: inPluralCase)
            }
        }
        Self.flush(&text, into: &nodes)
        return MessagePattern(nodes: nodes)
    }

    private static func flush(_ text: inout String.UnicodeScalarView, into nodes: inout [MessageNode]) {
        if !text.isEmpty { nodes.append(.text(String(text))); text = String.UnicodeScalarView() }
    }

    /// One piece of text at `position`: a character, quoted text, or `#` in a plural case.
    private mutating func readText(into text: inout String.UnicodeScalarView, nodes: inout [MessageNode], inPluralCase: Bool) throws(Failure) {
        switch scalars[position] {
        case "'" where apostrophes == .quoting:
            try readApostrophe(into: &text, inPluralCase: inPluralCase)
        case "'" where apostrophes == .genL10n:
            try readGenL10nQuote(into: &text)
        case "}":
            throw fail(.unmatchedClosingBrace, position, position + 1)
        case "#" where inPluralCase:
            Self.flush(&text, into: &nodes)
            nodes.append(.pound(range(position, position + 1)))
            position += 1
        case let scalar:
            text.append(scalar)
            position += 1
        }
    }

    /// `''` is one apostrophe; `'` before a syntax character quotes up to the next lone `'`; otherwise literal.
    private mutating func readApostrophe(into text: inout String.UnicodeScalarView, inPluralCase: Bool) throws(Failure) {
        let start = position
        position += 1
        guard let next = current else { text.append("'"); return }
        if next == "'" { text.append("'"); position += 1; return }
        guard next == "{" || next == "}" || (next == "#" && inPluralCase) else { text.append("'"); return }
        while let scalar = current {
            if scalar == "'" {
                if position + 1 < scalars.count, scalars[position + 1] == "'" {
                    text.append("'"); position += 2; continue
                }
                position += 1
                return
            }
            text.append(scalar)
            position += 1
        }
        // ICU accepts this (the quote runs to the end), but it almost always hides a mistake.
        diagnostics.append(Diagnostic(.unterminatedQuote, at: range(start, start + 1)))
    }

    /// gen-l10n's quoting under `use-escaping: true`: from this `'` to the next is literal text (`''`
    /// is one apostrophe, and a quote right after another keeps its opening `'`, so `'a''b'` is
    /// "a'b"). A quote that never closes fails, as gen-l10n's lexer fails ("Unmatched single
    /// quotes"); a quote mark between two letters (`It's`, `can't`) was meant as an apostrophe, and
    /// the app drops it: said with what the app shows.
    private mutating func readGenL10nQuote(into text: inout String.UnicodeScalarView) throws(Failure) {
        let start = position
        guard let end = scalars[(start + 1)...].firstIndex(of: "'") else {
            throw fail(.flutterEscapingApostrophe(shown: nil), start, start + 1)
        }
        if end == start + 1 {
            text.append("'")
        } else {
            if start > 0, scalars[start - 1] == "'" { text.append("'") }
            text.append(contentsOf: scalars[(start + 1)..<end])
        }
        position = end + 1
        func isLetter(_ index: Int) -> Bool { index >= 0 && index < scalars.count && scalars[index].properties.isAlphabetic }
        if end > start + 1, isLetter(start - 1) && isLetter(start + 1) || isLetter(end - 1) && isLetter(end + 1) {
            let shown = genL10nReading(around: start)
            diagnostics.append(Diagnostic(.flutterEscapingApostrophe(shown: shown), at: range(start, start + 1)))
        }
    }

    /// The message's text as gen-l10n's `use-escaping` lexer leaves it (quoted runs without their
    /// quotes, `''` as one apostrophe), for a diagnostic: a long one cut to the words around the
    /// apostrophe at `position`.
    private func genL10nReading(around position: Int) -> String {
        var shown: [Unicode.Scalar] = []
        var at = 0
        var index = 0
        while index < scalars.count {
            if index == position { at = shown.count }
            guard scalars[index] == "'" else { shown.append(scalars[index]); index += 1; continue }
            guard let end = scalars[(index + 1)...].firstIndex(of: "'") else { shown.append(contentsOf: scalars[index...]); break }
            if end == index + 1 { shown.append("'") } else {
                if index > 0, scalars[index - 1] == "'" { shown.append("'") }
                shown.append(contentsOf: scalars[(index + 1)..<end])
            }
            if end == position { at = shown.count }
            index = end + 1
        }
        guard shown.count > 80 else { return String(String.UnicodeScalarView(shown)) }
        let from = max(0, at - 35), to = min(shown.count, at + 35)
        return (from > 0 ? "…" : "") + String(String.UnicodeScalarView(shown[from..<to])) + (to < shown.count ? "…" : "")
    }

    private mutating func parseIdentifier() -> (String, Int, Int) {
        let start = position
        while let scalar = current, !scalar.properties.isPatternWhitespace, !scalar.properties.isPatternSyntax {
            position += 1
        }
        return (String(String.UnicodeScalarView(scalars[start..<position])), start, position)
    }

    private static func isArgumentName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// An argument's header, up to its end or up to the cases of a choice (boxed, for small frames).
    private indirect enum ArgumentStart {
        case complete(MessageNode)
        case choice(ChoiceKind, name: String, nameRange: SourceRange, open: Int, typeRange: (Int, Int))
    }

    /// `{…}`. Only a choice's cases nest (through `parseChoice` back to `parsePattern`), so the three keep
    /// their frames small: everything else is read by helpers that return before the next level starts.
    private mutating func parseArgument() throws(Failure) -> MessageNode {
        switch try parseArgumentStart() {
        case .complete(let node):
            return node
        case .choice(let kind, let name, let nameRange, let open, let typeRange):
            guard depth < NestingLimit.messageFormat.levels else { throw fail(.nestingTooDeep(.messageFormat), open, open + 1) }
            depth += 1
            defer { depth -= 1 }
            return .choice(try parseChoice(kind: kind, name: name, nameRange: nameRange, open: open, typeRange: typeRange))
        }
    }

    private mutating func parseArgumentStart() throws(Failure) -> ArgumentStart {
        let open = position
        position += 1
        skipWhitespace()
        let (name, nameStart, nameEnd) = parseIdentifier()
        guard current != nil else { throw fail(.unclosedArgument, open, open + 1) }
        guard !name.isEmpty, Self.isArgumentName(name) else {
            let shown = name.isEmpty ? String(current.map(Character.init) ?? " ") : name
            throw fail(.invalidArgumentName(shown), nameStart, max(nameEnd, nameStart + 1))
        }
        let nameRange = range(nameStart, nameEnd)
        skipWhitespace()
        guard let afterName = current else { throw fail(.unclosedArgument, open, open + 1) }
        if afterName == "}" {
            position += 1
            return .complete(.argument(ArgumentNode(name: name, nameRange: nameRange, format: .plain, styleRange: nil, range: range(open, position))))
        }
        guard afterName == "," else {
            var end = position
            while end < scalars.count, scalars[end] != ",", scalars[end] != "}" { end += 1 }
            let written = String(String.UnicodeScalarView(scalars[nameStart..<end])).trimmingPatternWhitespace()
            throw fail(.invalidArgumentName(written), nameStart, end)
        }
        position += 1
        skipWhitespace()
        let (type, typeStart, typeEnd) = parseIdentifier()
        skipWhitespace()
        guard let afterType = current else { throw fail(.unclosedArgument, open, open + 1) }
        switch type {
        case "plural", "selectordinal", "select":
            guard afterType == "," else {
                if afterType == "}" { throw fail(.expectedCases(type), typeStart, typeEnd) }
                throw fail(.expectedComma(after: type), typeEnd, typeEnd + 1)
            }
            position += 1
            return .choice(ChoiceKind(rawValue: type)!, name: name, nameRange: nameRange, open: open, typeRange: (typeStart, typeEnd))
        case "number", "date", "time", "duration":
            var style: (text: String, start: Int, end: Int)? = nil
            if afterType == "," {
                position += 1
                style = try parseStyleText(open: open)
            } else if afterType != "}" {
                throw fail(.expectedComma(after: type), typeEnd, typeEnd + 1)
            }
            position += 1  // the closing brace
            let format = try argumentFormat(type: type, style: style)
            let styleRange = style.map { range($0.start, $0.end) }
            return .complete(.argument(ArgumentNode(name: name, nameRange: nameRange, format: format, styleRange: styleRange, range: range(open, position))))
        default:
            throw fail(.unknownArgumentType(type.isEmpty ? String(Character(afterType)) : type), typeStart, max(typeEnd, typeStart + 1))
        }
    }

    /// The raw style text up to the argument's closing brace (balanced braces and quotes allowed).
    private mutating func parseStyleText(open: Int) throws(Failure) -> (String, Int, Int) {
        skipWhitespace()
        let start = position
        var depth = 0
        var inQuote = false
        while let scalar = current {
            if scalar == "'" { inQuote.toggle() }
            else if !inQuote && scalar == "{" { depth += 1 }
            else if !inQuote && scalar == "}" {
                if depth == 0 { break }
                depth -= 1
            }
            position += 1
        }
        guard current == "}" else { throw fail(.unclosedArgument, open, open + 1) }
        var end = position
        while end > start, scalars[end - 1].properties.isPatternWhitespace { end -= 1 }
        return (String(String.UnicodeScalarView(scalars[start..<end])), start, end)
    }

    private func argumentFormat(type: String, style: (text: String, start: Int, end: Int)?) throws(Failure) -> ArgumentFormat {
        guard let style else {
            switch type {
            case "number": return .number(.default)
            case "date": return .date(.medium)
            case "time": return .time(.medium)
            default: return .duration
            }
        }
        let invalid = fail(.invalidArgumentStyle(type: type, style: style.text), style.start, max(style.end, style.start + 1))
        if style.text.hasPrefix("::") {
            let skeleton = String(style.text.dropFirst(2)).trimmingPatternWhitespace()
            guard !skeleton.isEmpty else { throw invalid }
            switch type {
            case "number": return .number(.skeleton(skeleton))
            case "date": return .date(.skeleton(skeleton))
            case "time": return .time(.skeleton(skeleton))
            default: throw invalid
            }
        }
        switch (type, style.text) {
        case ("number", "integer"): return .number(.integer)
        case ("number", "percent"): return .number(.percent)
        case ("date", _), ("time", _):
            let dateStyle: DateStyle
            switch style.text {
            case "short": dateStyle = .short
            case "medium": dateStyle = .medium
            case "long": dateStyle = .long
            case "full": dateStyle = .full
            default: throw invalid
            }
            return type == "date" ? .date(dateStyle) : .time(dateStyle)
        default:
            throw invalid
        }
    }

    private mutating func parseChoice(kind: ChoiceKind, name: String, nameRange: SourceRange, open: Int,
                                      typeRange: (Int, Int)) throws(Failure) -> ChoiceNode {
        let offset = try parseOffset(kind: kind)
        var cases: [ChoiceCase] = []
        var seen: Set<ChoiceCase.Key> = []
        while let start = try parseCaseStart(kind: kind, open: open, seen: &seen) {
            let pattern = try parsePattern(inPluralCase: kind != .select, nested: true)
            guard current == "}" else { throw fail(.unclosedArgument, start.open, start.open + 1) }
            position += 1
            cases.append(ChoiceCase(key: start.key, keyRange: start.keyRange, pattern: pattern))
        }
        guard !cases.isEmpty else { throw fail(.expectedCases(kind.rawValue), typeRange.0, typeRange.1) }
        return ChoiceNode(kind: kind, name: name, nameRange: nameRange, offset: offset, cases: cases, range: range(open, position))
    }

    /// `offset:n` at the start of a plural's cases, or 0. Read as ICU reads it: the number may be
    /// signed (`offset:-2`) and the first case may follow without a space (`offset:4other{…}`). ICU
    /// also takes fractions and exponents there; an offset that is not a whole number is refused,
    /// since `#` would then show digits the message never meant.
    private mutating func parseOffset(kind: ChoiceKind) throws(Failure) -> Int {
        skipWhitespace()
        guard kind != .select, scalars[position...].starts(with: "offset:".unicodeScalars) else { return 0 }
        let offsetStart = position
        position += 7
        skipWhitespace()
        // The characters ICU's MessagePattern reads as part of a number here.
        let numberStart = position
        while let scalar = current, ("0"..."9").contains(scalar) || "+-.eE\u{221E}".unicodeScalars.contains(scalar) {
            position += 1
        }
        if position == numberStart {
            // No number at all: name what stands there instead ("offset:x", "offset:١").
            while let scalar = current, !scalar.properties.isWhitespace, scalar != "{", scalar != "}" { position += 1 }
        }
        let text = String(String.UnicodeScalarView(scalars[numberStart..<position]))
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !unsigned.isEmpty, unsigned.count <= 9, unsigned.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
              let value = Int(text.first == "+" ? String(unsigned) : text) else {
            throw fail(.invalidOffset(text), text.isEmpty ? offsetStart : numberStart, max(position, numberStart + 1))
        }
        return value
    }

    /// A case's key and its opening brace.
    private struct CaseStart {
        let key: ChoiceCase.Key
        let keyRange: SourceRange
        let open: Int
    }

    /// The next case's key, up to and past its `{`; nil past the `}` that ends the choice.
    private mutating func parseCaseStart(kind: ChoiceKind, open: Int, seen: inout Set<ChoiceCase.Key>) throws(Failure) -> CaseStart? {
        skipWhitespace()
        guard let scalar = current else { throw fail(.unclosedArgument, open, open + 1) }
        if scalar == "}" {
            position += 1
            return nil
        }
        let (keyText, keyStart, keyEnd) = parseKey()
        guard let key = Self.caseKey(keyText, kind: kind) else {
            throw fail(.invalidCaseKey(keyText.isEmpty ? String(Character(scalar)) : keyText), keyStart, max(keyEnd, keyStart + 1))
        }
        // gen-l10n keeps the later of two plural cases of one slot (and warns): the checker says so.
        guard seen.insert(key).inserted || flutterSyntax && kind != .select else { throw fail(.duplicateCase(key.text), keyStart, keyEnd) }
        skipWhitespace()
        guard current == "{" else {
            if current == nil { throw fail(.unclosedArgument, open, open + 1) }
            throw fail(.invalidCaseKey(keyText), keyStart, keyEnd)
        }
        position += 1
        return CaseStart(key: key, keyRange: range(keyStart, keyEnd), open: position - 1)
    }

    private mutating func parseKey() -> (String, Int, Int) {
        let start = position
        if current == "=" {
            position += 1
            // gen-l10n's lexer skips spaces between `=` and the number (`= 0`).
            if flutterSyntax { skipWhitespace() }
            while let scalar = current, ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" { position += 1 }
            return (String(String.UnicodeScalarView(scalars[start..<position])), start, position)
        }
        return parseIdentifier()
    }

    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    private static func caseKey(_ text: String, kind: ChoiceKind) -> ChoiceCase.Key? {
        if text.hasPrefix("=") {
            guard kind != .select else { return nil }
            let number = String(text.dropFirst()).trimmingPatternWhitespace()
            guard let canonical = canonicalDecimal(number) else { return nil }
            return .exact(canonical)
        }
        switch kind {
        case .plural, .selectordinal:
            return pluralCategories.contains(text) ? .keyword(text) : nil
        case .select:
            return !text.isEmpty && text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") })
                ? .keyword(text) : nil
        }
    }

    /// `=1`, `=1.50` and `=01` are one value; keep a canonical spelling so duplicates are found and the runtime compares exactly.
    static func canonicalDecimal(_ text: String) -> String? {
        var body = Substring(text)
        let negative = body.hasPrefix("-")
        if negative { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
              parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }) else { return nil }
        var integer = String(parts[0].drop { $0 == "0" })
        if integer.isEmpty { integer = "0" }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        guard parts.count == 1 || !fraction.isEmpty else { return nil }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let value = fraction.isEmpty ? integer : "\(integer).\(fraction)"
        return negative && value != "0" ? "-\(value)" : value
    }
}

extension String {
    func trimmingPatternWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isPatternWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isPatternWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
