/// A dumb writer of indented lines; the renderer decides what to say, this only lays it out.
struct CodeWriter {
    private(set) var text = ""
    private var indentation = 0

    mutating func line(_ line: String = "") {
        text += line.isEmpty ? "\n" : String(repeating: "    ", count: indentation) + line + "\n"
    }

    mutating func block(_ opening: String, _ body: (inout CodeWriter) -> Void) {
        line(opening + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }

    /// `///` lines for a doc comment; text with line breaks becomes several lines.
    mutating func doc(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// \(part)")
        }
    }
}

/// Swift string literal escaping for generated code.
enum SwiftLiteral {
    /// A double-quoted literal: markers and invisible format characters become `\u{…}`, so the
    /// generated file is plain to read and review.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                let category = scalar.properties.generalCategory
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || category == .format
                    || category == .lineSeparator || category == .paragraphSeparator {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text for a `///` comment on one line.
    static func comment(_ value: String) -> String {
        value.replacingOccurrences(of: "\n", with: "\\n")
    }
}
