import Foundation

/// GNU gettext PO, one entry per message: `msgctxt` is the key, `msgid` the English, `msgstr` the
/// translation; the description and placeholders are extracted comments (`#.`), a reference points
/// into the source catalog (`#:`), and a translation that needs review is `#, fuzzy`.
public enum POFormat {
    /// - Parameter revisionDate: the `PO-Revision-Date` header, e.g. "2026-11-22 09:30+0000".
    public static func write(_ units: [TranslationUnit], sourceLocale: String, targetLocale: String, sourceFileName: String,
                             project: String, revisionDate: String) -> String {
        var po = """
            # Translations of \(sourceFileName) into \(targetLocale), exported by msgc.
            # Messages use ICU MessageFormat: keep {arguments} and # as they are, and in
            # {n, plural, ...} write one case per plural category of your language.
            msgid ""
            msgstr ""
            "Project-Id-Version: \(escape(project))\\n"
            "PO-Revision-Date: \(revisionDate)\\n"
            "Last-Translator: \\n"
            "Language-Team: \(targetLocale)\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "Language: \(targetLocale)\\n"
            "X-Source-Language: \(sourceLocale)\\n"
            "X-Generator: msgc\\n"

            """
        for unit in units {
            po += "\n"
            for line in (unit.description ?? "").split(separator: "\n") where !line.isEmpty {
                po += "#. \(line)\n"
            }
            for note in unit.placeholderNotes { po += "#. \(note)\n" }
            if let line = unit.sourceLine { po += "#: \(sourceFileName):\(line)\n" }
            if unit.state == .needsReview { po += "#, fuzzy\n" }
            po += "msgctxt \(quoted(unit.key))\n"
            po += "msgid \(quoted(unit.source))\n"
            po += "msgstr \(quoted(unit.target ?? ""))\n"
        }
        return po
    }

    /// A PO string; a text with line breaks is split after each, as gettext tools write it.
    static func quoted(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1 else { return "\"\(escape(text))\"" }
        let pieces = lines.enumerated().map { index, line in index < lines.count - 1 ? line + "\n" : line }.filter { !$0.isEmpty }
        return "\"\"\n" + pieces.map { "\"\(escape(String($0)))\"" }.joined(separator: "\n")
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
            var units: [ImportedTranslations.Unit] = []
            for entry in entries {
                if entry.context == nil && entry.id.value.isEmpty {
                    for line in entry.string.value.split(separator: "\n") where line.hasPrefix("Language:") {
                        locale = line.dropFirst("Language:".count).trimmingCharacters(in: .whitespaces)
                    }
                    continue
                }
                guard !entry.obsolete, !entry.string.value.isEmpty else { continue }
                guard let key = entry.context?.value else {
                    parser.diagnostics.append(Diagnostic(.importSyntax("entry without msgctxt; msgc uses it for the message key"), at: entry.start))
                    continue
                }
                units.append(ImportedTranslations.Unit(key: key, keyRange: entry.context?.range ?? entry.start, source: entry.id.value,
                                                       target: entry.string, isCurrent: !entry.fuzzy, isEmptyTarget: false))
            }
            return (ImportedTranslations(locale: locale, units: units), parser.diagnostics)
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

        /// (line text, offset of its first byte)
        private var lines: [(Substring.UTF8View, Int)] {
            var result: [(Substring.UTF8View, Int)] = []
            let text = Substring(decoding: file.bytes, as: UTF8.self)
            var offset = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                result.append((line.utf8, offset))
                offset += line.utf8.count + 1
            }
            return result
        }

        mutating func entries() throws(Failure) -> [Entry] {
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
                    guard let field = current, let existing = fields[field] else {
                        throw Failure(message: "a string continues nothing", offset: lineOffset)
                    }
                    let more = try string(trimmed, at: lineOffset)
                    fields[field] = JSONString(value: existing.value + more.value, range: existing.range,
                                               scalarOffsets: existing.scalarOffsets.dropLast() + more.scalarOffsets)
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
