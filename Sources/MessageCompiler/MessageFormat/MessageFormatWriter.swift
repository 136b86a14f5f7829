/// Writes a `MessagePattern` back as MessageFormat text, quoting what needs quoting, so tools that
/// transform messages (pseudo-localisation) hand translators and the compiler valid syntax.
public enum MessageFormatWriter {
    public static func write(_ pattern: MessagePattern) -> String {
        write(pattern.nodes, inPlural: false)
    }

    static func write(_ nodes: [MessageNode], inPlural: Bool) -> String {
        nodes.map { node in
            switch node {
            case .text(let text): quote(text, inPlural: inPlural)
            case .pound: "#"
            case .argument(let argument): "{\(argument.name)\(style(argument.format))}"
            case .choice(let choice):
                "{\(choice.name), \(choice.kind.rawValue),\(choice.offset != 0 ? " offset:\(choice.offset)" : "")"
                    + choice.cases.map { " \($0.key.text) {\(write($0.pattern.nodes, inPlural: choice.kind != .select))}" }.joined() + "}"
            }
        }.joined()
    }

    /// Apostrophes doubled; braces (and `#` in a plural) quoted.
    static func quote(_ text: String, inPlural: Bool) -> String {
        var result = ""
        for character in text {
            switch character {
            case "'": result += "''"
            case "{", "}": result += "'\(character)'"
            case "#" where inPlural: result += "'#'"
            default: result.append(character)
            }
        }
        return result
    }

    static func style(_ format: ArgumentFormat) -> String {
        func date(_ style: DateStyle) -> String {
            switch style {
            case .short: "short"
            case .medium: "medium"
            case .long: "long"
            case .full: "full"
            case .skeleton(let skeleton): "::\(skeleton)"
            }
        }
        switch format {
        case .plain: return ""
        case .number(.default): return ", number"
        case .number(.integer): return ", number, integer"
        case .number(.percent): return ", number, percent"
        case .number(.skeleton(let skeleton)): return ", number, ::\(skeleton)"
        case .number(.dartToString): return ""
        case .date(let style): return ", date, \(date(style))"
        case .time(let style): return ", time, \(date(style))"
        case .duration: return ", duration"
        }
    }
}
