/// A CLDR pattern with numbered arguments ("in {0} minutes", "{0}, {1}"), read as ICU's
/// `SimpleFormatter` reads it, for the portable relative-time and list formatters.
///
/// The syntax: `{n}` is argument n; an apostrophe before `{` or `}` starts quoted text, which a
/// further single apostrophe ends; `''` is one apostrophe; any other apostrophe is itself. Literal
/// text between arguments is kept as one segment, as ICU compiles it.
struct SimplePattern: Sendable, Equatable {
    enum Segment: Sendable, Equatable {
        case text(String)
        case argument(Int)
    }

    let segments: [Segment]
    /// One more than the highest argument number; 0 without arguments.
    let argumentLimit: Int

    /// Compiles `pattern`; nil where ICU reports a syntax error or the number of arguments is
    /// outside `arguments` (ICU's `U_ILLEGAL_ARGUMENT_ERROR`).
    init?(_ pattern: String, arguments: ClosedRange<Int>) {
        let units = Array(pattern.utf16)
        var segments: [Segment] = []
        var text: [UInt16] = []
        var maxArgument = -1
        var inQuote = false
        var index = 0
        let apostrophe = UInt16(UInt8(ascii: "'")), open = UInt16(UInt8(ascii: "{")), close = UInt16(UInt8(ascii: "}"))
        let zero = UInt16(UInt8(ascii: "0")), one = UInt16(UInt8(ascii: "1")), nine = UInt16(UInt8(ascii: "9"))
        func flush() {
            if !text.isEmpty {
                segments.append(.text(String(decoding: text, as: UTF16.self)))
                text.removeAll()
            }
        }
        while index < units.count {
            var unit = units[index]
            index += 1
            if unit == apostrophe {
                if index < units.count, units[index] == apostrophe {
                    index += 1
                } else if inQuote {
                    inQuote = false
                    continue
                } else if index < units.count, units[index] == open || units[index] == close {
                    unit = units[index]
                    index += 1
                    inQuote = true
                }
            } else if !inQuote, unit == open {
                flush()
                var argument = -1
                if index + 1 < units.count, units[index] >= zero, units[index] <= zero + 9, units[index + 1] == close {
                    argument = Int(units[index] - zero)
                    index += 2
                } else {
                    // Several digits, no leading zero, then the brace; anything else is an error.
                    var last: UInt16 = 0
                    if index < units.count, units[index] >= one, units[index] <= nine {
                        argument = Int(units[index] - zero)
                        index += 1
                        while index < units.count {
                            last = units[index]
                            index += 1
                            guard last >= zero, last <= nine else { break }
                            argument = argument * 10 + Int(last - zero)
                            // ICU's limit on argument numbers.
                            if argument >= 256 { break }
                        }
                    }
                    guard argument >= 0, last == close else { return nil }
                }
                maxArgument = max(maxArgument, argument)
                segments.append(.argument(argument))
                continue
            }
            text.append(unit)
        }
        flush()
        guard arguments.contains(maxArgument + 1) else { return nil }
        self.segments = segments
        self.argumentLimit = maxArgument + 1
    }

    /// The literal text without the arguments, and where each argument of `0..<count` stood in it
    /// (the last place of one given twice, -1 for one not given): ICU's `getTextWithNoArguments`.
    func textWithoutArguments(count: Int) -> (text: [UInt16], offsets: [Int]) {
        var text: [UInt16] = []
        var offsets = [Int](repeating: -1, count: count)
        for segment in segments {
            switch segment {
            case .text(let literal): text.append(contentsOf: literal.utf16)
            case .argument(let number) where number < count: offsets[number] = text.count
            case .argument: break
            }
        }
        return (text, offsets)
    }

    /// The pattern around a formatted number, as ICU's relative-time formatter applies it (a
    /// `SimpleModifier`): the text before the first argument and the text right after it; a pattern
    /// without an argument replaces the number, unless it is empty.
    func wrapping(_ number: String) -> String {
        guard let argumentIndex = segments.firstIndex(where: { if case .argument = $0 { return true } else { return false } }) else {
            let whole = segments.map { if case .text(let text) = $0 { return text } else { return "" } }.joined()
            return whole.isEmpty ? number : whole
        }
        var result = ""
        if argumentIndex > 0, case .text(let prefix) = segments[argumentIndex - 1] { result += prefix }
        result += number
        if argumentIndex + 1 < segments.count, case .text(let suffix) = segments[argumentIndex + 1] { result += suffix }
        return result
    }
}
