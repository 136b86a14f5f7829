import MessageCompiler
import Testing

/// MessageFormat syntax, one behaviour per row: the message and its tree written as a compact dump.
@Suite struct MessageFormatParserTests {
    static func parse(_ message: String) -> (MessagePattern?, [Diagnostic], SourceFile) {
        let json = "{\"k\": \"\(message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"}"
        let file = SourceFile(path: "t.arb", text: json)
        var reader = JSONReader(file: file)
        let string = reader.read()!["k"]!.string!
        var parser = MessageFormatParser(string)
        return (parser.parse(), parser.diagnostics, file)
    }

    static func dump(_ nodes: [MessageNode]) -> String {
        nodes.map { node -> String in
            switch node {
            case .text(let text): "'\(text)'"
            case .pound: "#"
            case .argument(let argument): "{\(argument.name)\(formatDump(argument.format))}"
            case .choice(let choice):
                "{\(choice.name) \(choice.kind.rawValue)\(choice.offset != 0 ? " offset:\(choice.offset)" : "") "
                    + choice.cases.map { "\($0.key.text)[\(dump($0.pattern.nodes))]" }.joined(separator: " ") + "}"
            }
        }.joined()
    }

    static func formatDump(_ format: ArgumentFormat) -> String {
        switch format {
        case .plain: ""
        case .number(.default): " number"
        case .number(.integer): " integer"
        case .number(.percent): " percent"
        case .number(.skeleton(let skeleton)): " ::\(skeleton)"
        case .number(.dartToString): " dart"
        case .date(let style): " date \(style)"
        case .time(let style): " time \(style)"
        case .duration: " duration"
        }
    }

    static let valid: [(String, String)] = [
        ("Hello", "'Hello'"),
        ("Hi {name}!", "'Hi '{name}'!'"),
        ("It''s {n, number}", "'It's '{n number}"),
        ("don't", "'don't'"),
        ("'{literal}' and '{'{x}'}'", "'{literal} and {'{x}'}'"),
        ("a '#' b", "'a '#' b'"),
        ("{n, plural, one {'#' is #} other {#}}", "{n plural one['# is '#] other[#]}"),
        ("{n, number, integer}{n, number, percent}{n, number, :: compact-short  }", "{n integer}{n percent}{n ::compact-short}"),
        ("{d, date}{d, date, full}{d, time, short}{d, date, ::yMMMd}", "{d date medium}{d date full}{d time short}{d date skeleton(\"yMMMd\")}"),
        ("{w, duration}", "{w duration}"),
        ("{n,plural,offset:2 =0{none} =1.50{x} one{#} other{# more}}", "{n plural offset:2 =0['none'] =1.5['x'] one[#] other[#' more']}"),
        ("{p, selectordinal, one {#st} other {#th}}", "{p selectordinal one[#'st'] other[#'th']}"),
        // Offsets as ICU reads them: signed, and the first case may follow without a space.
        ("{c, plural, offset:-2 one {#} other {# x}}", "{c plural offset:-2 one[#] other[#' x']}"),
        ("{n,plural,offset:4other{a}}", "{n plural offset:4 other['a']}"),
        ("{n, plural, offset: +3 other {a}}", "{n plural offset:3 other['a']}"),
        ("{g, select, female {{n, plural, one {her #} other {her # items}}} other {# {n}}}",
         "{g select female[{n plural one['her '#] other['her '#' items']}] other['# '{n}]}"),
        ("{ spaced , select , a { A } other { O } }", "{spaced select a[' A '] other[' O ']}"),
    ]

    @Test(arguments: valid)
    func parses(_ example: (String, String)) throws {
        let (pattern, diagnostics, _) = Self.parse(example.0)
        #expect(diagnostics.isEmpty)
        #expect(Self.dump(try #require(pattern).nodes) == example.1)
    }

    static let invalid: [(String, String, Int)] = [
        ("Hello {name", "unclosed-argument", 14),
        ("Hello }", "unmatched-brace", 14),
        ("{1}", "invalid-argument-name", 9),
        ("{na-me}", "invalid-argument-name", 9),
        ("{n, money}", "unknown-argument-type", 12),
        ("{n, number, currency}", "invalid-argument-style", 20),
        ("{n, date, tiny}", "invalid-argument-style", 18),
        ("{n, plural}", "expected-cases", 12),
        ("{n, plural, several {x} other {y}}", "invalid-case-key", 20),
        ("{n, plural, one {x} one {y} other {z}}", "duplicate-case", 28),
        ("{n, plural, =1 {x} =1.0 {y} other {z}}", "duplicate-case", 27),
        ("{n, plural, offset:x one {a} other {b}}", "invalid-offset", 27),
        ("{n, plural, offset:1.5 one {a} other {b}}", "invalid-offset", 27),
        ("{n, plural, offset:- other {b}}", "invalid-offset", 27),
        ("{n, plural, offset:1e2 other {b}}", "invalid-offset", 27),
        ("{n, plural, offset:9999999999 other {b}}", "invalid-offset", 27),
        ("{n, plural one {a} other {b}}", "expected-comma", 18),
        ("{n, select, =1 {x} other {y}}", "invalid-case-key", 20),
        ("{n, plural, one {x} other {y}", "unclosed-argument", 8),
        ("{n, plural, one x other {y}}", "invalid-case-key", 20),
    ]

    @Test(arguments: invalid)
    func reportsTheProblemAtItsColumn(_ example: (String, String, Int)) throws {
        let (pattern, diagnostics, file) = Self.parse(example.0)
        #expect(pattern == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == example.1)
        #expect(file.location(of: diagnostic.range!.start).column == example.2)
    }

    @Test func unterminatedQuoteIsAWarningAndRunsToTheEnd() throws {
        let (pattern, diagnostics, _) = Self.parse("Use '{braces} freely")
        #expect(diagnostics.map(\.code) == ["unterminated-quote"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(Self.dump(try #require(pattern).nodes) == "'Use {braces} freely'")
    }
}
