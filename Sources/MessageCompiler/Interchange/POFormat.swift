import Foundation

/// GNU gettext PO, one entry per message: `msgctxt` is the key, `msgid` the English, `msgstr` the
/// translation; the description and placeholders are extracted comments (`#.`), a reference points
/// into the source catalog (`#:`), and a translation that needs review is `#, fuzzy`.
public enum POFormat {
    /// - Parameter revisionDate: the `PO-Revision-Date` header, e.g. "2026-11-22 09:30+0000".
    public static func write(_ units: [TranslationUnit], sourceLocale: String, targetLocale: String, sourceFileName: String,
                             project: String, revisionDate: String) -> String {
        var po = comment("Translations of \(sourceFileName) into \(targetLocale), exported by msgc.", marker: "#") + """
            # Messages use ICU MessageFormat: keep {arguments} and # as they are, and in
            # {n, plural, ...} write one case per plural category of your language.
            msgid ""
            msgstr ""
            "Project-Id-Version: \(headerValue(project))\\n"
            "PO-Revision-Date: \(headerValue(revisionDate))\\n"
            "Last-Translator: \\n"
            "Language-Team: \(headerValue(targetLocale))\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "Language: \(headerValue(targetLocale))\\n"
            "X-Source-Language: \(headerValue(sourceLocale))\\n"
            "X-Generator: msgc\\n"

            """
        for unit in units {
            po += "\n"
            for text in [unit.description ?? ""] + unit.placeholderNotes {
                po += comment(text, marker: "#.")
            }
            if let line = unit.sourceLine { po += comment("\(sourceFileName):\(line)", marker: "#:") }
            if unit.state == .needsReview { po += "#, fuzzy\n" }
            po += "msgctxt \(quoted(unit.key))\n"
            po += "msgid \(quoted(unit.source))\n"
            po += "msgstr \(quoted(unit.target ?? ""))\n"
        }
        return po
    }

    /// Comment lines for `text`, each starting with `marker`: every line break a text may hold (LF, CR,
    /// CR LF, NEL, LS, PS, VT, FF) starts a new comment line, so that no description, placeholder
    /// example or file name can end the comment and write an entry of its own.
    static func comment(_ text: String, marker: String) -> String {
        var result = ""
        var line = String.UnicodeScalarView()
        func flush() {
            if !line.isEmpty { result += "\(marker) \(String(line))\n" }
            line.removeAll()
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: flush()
            default: line.append(scalar)
            }
        }
        flush()
        return result
    }

    /// A PO string; a text with line breaks is split after each, as gettext tools write it.
    static func quoted(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1 else { return "\"\(escape(text))\"" }
        let pieces = lines.enumerated().map { index, line in index < lines.count - 1 ? line + "\n" : line }.filter { !$0.isEmpty }
        return "\"\"\n" + pieces.map { "\"\(escape(String($0)))\"" }.joined(separator: "\n")
    }

    /// A header field's value as one line of the header entry: each header field is a line of that
    /// entry's text, so a line break (escaped or not) would start a field of its own (`Language: de` and a
    /// second `Language:`), and a raw quote or line break would end the string and write entries. Every
    /// control character and line break (LF, CR, NEL, LS, PS, VT, FF, tab) becomes a space; quotes and
    /// backslashes are escaped.
    static func headerValue(_ text: String) -> String {
        var line = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: line.append(" ")
            default: line.append(scalar)
            }
        }
        return escape(String(line))
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // MARK: - Reading

    /// The entries of a PO file, each `msgstr` mapped to its place in the file.
    public static func read(_ file: SourceFile) -> (ImportedTranslations?, [Diagnostic]) {
        var parser = Parser(file: file)
        do throws(Parser.Failure) {
            let entries = try parser.entries()
            var locale: String? = nil
            var localeRange: SourceRange? = nil
            var units: [ImportedTranslations.Unit] = []
            // gettext refuses two entries for one msgctxt and msgid ("duplicate message definition"):
            // taking either would silently replace a translation.
            var firstEntry: [String: SourceRange] = [:]
            for entry in entries {
                if entry.context == nil && entry.id.value.isEmpty {
                    var scalarIndex = 0
                    for scalars in entry.string.value.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
                        let line = String(scalars)
                        if line.hasPrefix("Language:") {
                            locale = line.dropFirst("Language:".count).trimmingCharacters(in: .whitespaces)
                            localeRange = entry.string.sourceRange(scalars: scalarIndex..<scalarIndex + 1)
                        }
                        scalarIndex += scalars.count + 1
                    }
                    continue
                }
                guard !entry.obsolete, !entry.string.value.isEmpty else { continue }
                guard let key = entry.context?.value else {
                    parser.diagnostics.append(Diagnostic(.importSyntax("entry without msgctxt; msgc uses it for the message key"), at: entry.start))
                    continue
                }
                let keyRange = entry.context?.range ?? entry.start
                if let first = firstEntry[key] {
                    let line = file.location(of: first.start).line
                    parser.diagnostics.append(Diagnostic(.importSyntax("a second entry for '\(key)'; the first is on line \(line)"), at: keyRange))
                    continue
                }
                firstEntry[key] = keyRange
                units.append(ImportedTranslations.Unit(key: key, keyRange: keyRange, source: entry.id.value,
                                                       target: entry.string, isCurrent: !entry.fuzzy, isEmptyTarget: false))
            }
            return (ImportedTranslations(locale: locale, units: units, localeRange: localeRange), parser.diagnostics)
        } catch {
            let range = SourceRange(file: file.path, start: error.offset, end: error.offset + 1)
            return (nil, parser.diagnostics + [Diagnostic(.importSyntax("invalid PO: \(error.message)"), at: range)])
        }
    }

    struct Entry {
        var start: SourceRange
        var context: JSONString?
        var id: JSONString
        var string: JSONString
        var fuzzy: Bool
        var obsolete: Bool
    }

    /// Line-oriented reader of PO syntax; keeps each decoded character's file offset.
    struct Parser {
        struct Failure: Error {
            let message: String
            let offset: Int
        }

        let file: SourceFile
        var diagnostics: [Diagnostic] = []

        init(file: SourceFile) { self.file = file }

        /// (line text, offset of its first byte): split at LF bytes with the CR of a CRLF dropped (as
        /// Windows tools write PO), after a UTF-8 byte-order mark. Splitting bytes, not characters,
        /// matters: Swift reads CR LF as one Character, which no "\n" matches.
        private var lines: [(Substring.UTF8View, Int)] {
            let bytes = file.bytes
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            return bytes[start...].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
                let end = line.last == UInt8(ascii: "\r") ? line.endIndex - 1 : line.endIndex
                return (Substring(String(decoding: bytes[line.startIndex..<end], as: UTF8.self)).utf8, line.startIndex)
            }
        }

        /// The offset of the first byte that is not UTF-8; decoding would turn it into U+FFFD unseen.
        static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
            var offset = 0
            while offset < bytes.count {
                guard let scalar = bytes.scalar(at: offset) else { return offset }
                offset += UTF8.width(scalar)
            }
            return nil
        }

        mutating func entries() throws(Failure) -> [Entry] {
            if let offset = Self.firstInvalidUTF8(file.bytes) {
                throw Failure(message: "invalid UTF-8; save the file as UTF-8", offset: offset)
            }
            var entries: [Entry] = []
            var fuzzy = false, obsolete = false
            var fields: [String: JSONString] = [:]
            var current: String? = nil
            var entryStart: Int? = nil
            func finish() throws(Failure) {
                defer { fields = [:]; current = nil; fuzzy = false; obsolete = false; entryStart = nil }
                guard let start = entryStart else { return }
                guard let id = fields["msgid"], let string = fields["msgstr"] ?? fields["msgstr[0]"] else {
                    throw Failure(message: "entry needs msgid and msgstr", offset: start)
                }
                entries.append(Entry(start: SourceRange(file: file.path, start: start, end: start + 1), context: fields["msgctxt"],
                                     id: id, string: string, fuzzy: fuzzy, obsolete: obsolete))
            }
            for (bytes, offset) in lines {
                var line = Substring(bytes)
                var lineOffset = offset
                if line.hasSuffix("\r") { line = line.dropLast() }
                if line.hasPrefix("#~") {
                    obsolete = true
                    line = line.dropFirst(2)
                    lineOffset += 2
                    while line.first == " " { line = line.dropFirst(); lineOffset += 1 }
                } else if line.hasPrefix("#") {
                    if current != nil, fields["msgstr"] != nil || fields["msgstr[0]"] != nil { try finish() }
                    if line.hasPrefix("#,") && line.contains("fuzzy") { fuzzy = true }
                    if entryStart == nil { entryStart = offset }
                    continue
                }
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                lineOffset += line.utf8.count - trimmed.utf8.count
                if trimmed.isEmpty {
                    try finish()
                    continue
                }
                if trimmed.hasPrefix("\"") {
                    guard let field = current, var joined = fields.removeValue(forKey: field) else {
                        throw Failure(message: "a string continues nothing", offset: lineOffset)
                    }
                    let more = try string(trimmed, at: lineOffset)
                    // Appended in place (taken out of `fields`, so not shared): building the field anew for
                    // each continuation line would cost the square of its length.
                    joined.append(more)
                    fields[field] = joined
                    continue
                }
                guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
                    throw Failure(message: "expected a keyword and a string", offset: lineOffset)
                }
                let keyword = String(trimmed[..<space])
                guard ["msgctxt", "msgid", "msgid_plural", "msgstr"].contains(keyword) || keyword.hasPrefix("msgstr[") else {
                    throw Failure(message: "unknown keyword '\(keyword)'", offset: lineOffset)
                }
                if keyword == "msgctxt" || (keyword == "msgid" && fields["msgctxt"] == nil), fields["msgstr"] != nil || fields["msgstr[0]"] != nil {
                    try finish()
                }
                if entryStart == nil { entryStart = lineOffset }
                let rest = trimmed[space...].drop { $0 == " " || $0 == "\t" }
                let restOffset = lineOffset + trimmed.utf8.count - rest.utf8.count
                if fields[keyword] != nil { throw Failure(message: "'\(keyword)' appears twice in one entry", offset: lineOffset) }
                fields[keyword] = try string(rest, at: restOffset)
                current = keyword
            }
            try finish()
            return entries
        }

        /// A quoted PO string starting at `offset`.
        private func string(_ text: Substring, at offset: Int) throws(Failure) -> JSONString {
            let bytes = Array(text.utf8)
            guard bytes.first == UInt8(ascii: "\"") else { throw Failure(message: "expected a string in double quotes", offset: offset) }
            var scalars = String.UnicodeScalarView()
            var offsets: [Int] = []
            var index = 1
            while true {
                guard index < bytes.count else { throw Failure(message: "string is never closed", offset: offset) }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                offsets.append(offset + index)
                if byte == UInt8(ascii: "\\") {
                    guard index + 1 < bytes.count else { throw Failure(message: "unfinished escape", offset: offset + index) }
                    switch bytes[index + 1] {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "\""): scalars.append("\"")
                    default: throw Failure(message: "unknown escape '\\\(Character(Unicode.Scalar(bytes[index + 1])))'", offset: offset + index)
                    }
                    index += 2
                    continue
                }
                guard let scalar = bytes.scalar(at: index) else {
                    throw Failure(message: "invalid UTF-8", offset: offset + index)
                }
                scalars.append(scalar)
                index += UTF8.width(scalar)
            }
            guard bytes[(index + 1)...].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
                throw Failure(message: "text after the closing quote", offset: offset + index + 1)
            }
            return JSONString(value: String(scalars), range: SourceRange(file: file.path, start: offset, end: offset + index + 1),
                              scalarOffsets: offsets + [offset + index])
        }
    }
}
