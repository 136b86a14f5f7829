/// How catalog text is written into generated Swift: as string literals and as comment lines.
///
/// Catalog text (messages, descriptions, file names) comes from translators and imported files, so it
/// may hold anything Unicode allows. Swift ends a `//` comment at a line feed *or* a carriage return,
/// so a description split only on `\n` lets the rest of a line after `\r` become code. Here every line
/// terminator a reader might honour splits the comment, and every other invisible or control character
/// is written as a visible `\u{…}` escape, so nothing in catalog text can leave its comment or literal.
public enum SwiftLiteral {
    /// A double-quoted literal: markers and invisible format characters become `\u{…}`, so the
    /// generated file is plain to read and review.
    public static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isInvisible(scalar) {
                    result += escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The lines of a comment holding `text`: split at `\r\n`, `\n`, `\r`, U+0085, U+2028 and U+2029;
    /// every other control or format character escaped. No line contains a line terminator.
    public static func commentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if isLineTerminator(scalar) {
                if scalar == "\n", previous == "\r" { continue }  // \r\n is one line end
                lines.append(current)
                current = ""
            } else if scalar == "\t" {
                current += "    "
            } else if isInvisible(scalar) {
                current += escape(scalar)
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }

    /// Text for a comment that must stay on one line: line ends are written as `\n`.
    public static func singleLineComment(_ text: String) -> String {
        commentLines(text).joined(separator: "\\n")
    }

    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Controls, format characters (bidi overrides, zero-width joiners, …) and the line and paragraph
    /// separators: anything a reader of the generated file could not see, or that could reorder it.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
