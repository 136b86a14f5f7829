/// A dumb writer of indented lines; the renderer decides what to say, this only lays it out.
///
/// Code lines are built by the renderer from checked names and `SwiftLiteral` literals only; free text
/// (descriptions, English texts, file names) goes through `doc` and `comment`, which split it into
/// lines the way Swift's lexer would, so it cannot end its comment early.
struct CodeWriter {
    private(set) var text = ""
    private var indentation = 0

    mutating func line(_ line: String = "") {
        assert(!line.unicodeScalars.contains(where: SwiftLiteral.isLineTerminator), "a code line holds a line break")
        text += line.isEmpty ? "\n" : String(repeating: "    ", count: indentation) + line + "\n"
    }

    mutating func block(_ opening: String, _ body: (inout CodeWriter) -> Void) {
        line(opening + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }

    /// Lines `body` writes, one level further in without braces: the items of an array literal.
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// `///` lines for a doc comment; text with line breaks becomes several lines.
    mutating func doc(_ text: String) {
        for part in SwiftLiteral.commentLines(text) {
            line(part.isEmpty ? "///" : "/// \(part)")
        }
    }

    /// One `//` line; line breaks in `text` are written as `\n`.
    mutating func comment(_ text: String) {
        line("// " + SwiftLiteral.singleLineComment(text))
    }
}
