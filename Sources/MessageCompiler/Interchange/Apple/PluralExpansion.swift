import IAPMessagesCore

/// Turns printf tokens into MessageFormat nodes, expanding each plural variable (`%#@name@`) into a
/// plural, and the variables its variants use into plurals inside it.
///
/// Variants come from the file, so the expansion is guarded three ways, each reported with the
/// file position of the text that went too far, after which nothing more is expanded:
/// - a variable met again while it is being expanded is a cycle (`other` = `%#@n@` in `n`);
/// - variables inside each other nest at most `NestingLimit.pluralVariables` deep, so the result
///   also parses as MessageFormat again;
/// - one message produces at most `maximumCases` plural cases: every use of a variable inside a
///   variant repeats that variable's whole plural, so a few variables used in each other's variants
///   would otherwise multiply into millions of cases from a file of a few hundred bytes.
struct PluralExpansion {
    /// Arabic, with all six categories, and a variable in each variant of three top-level ones needs
    /// 3 × (6 + 6 × 6) = 126; real files stay far below.
    static let maximumCases = 1_000

    let variables: [String: PrintfConverter.PluralVariable]
    let locale: String
    var converted: PrintfConverter.Converted
    /// The variables being expanded, outermost first.
    private var chain: [String] = []
    /// Where the text being expanded is written: the message, then the variant of the innermost variable.
    private var textRange: SourceRange?
    private var cases = 0
    private static let none = SourceRange(file: "", start: 0, end: 0)

    init(variables: [String: PrintfConverter.PluralVariable], locale: String, range: SourceRange?, converted: PrintfConverter.Converted) {
        self.variables = variables
        self.locale = locale
        self.textRange = range
        self.converted = converted
    }

    private var stopped: Bool { !converted.diagnostics.isEmpty }

    /// Variables recurse through here, `plural` and `body`, so these keep their frames small (a debug
    /// build reserves room for every temporary); text and arguments are made by helpers.
    mutating func nodes(_ tokens: [PrintfConverter.Token], pound: Int?) -> [MessageNode] {
        var result: [MessageNode] = []
        for token in tokens {
            if case .variable(let position, let name) = token, let variable = variables[name], admits(name) {
                result.append(.choice(plural(variable, position: position)))
            } else {
                append(token, pound: pound, to: &result)
            }
        }
        return result
    }

    /// Text, an argument, or a variable left as it is written.
    private mutating func append(_ token: PrintfConverter.Token, pound: Int?, to result: inout [MessageNode]) {
        switch token {
        case .text(let text):
            if case .text(let previous)? = result.last { result[result.count - 1] = .text(previous + text) } else { result.append(.text(text)) }
        case .argument(let position, _, _) where position == pound:
            result.append(.pound(Self.none))
        case .argument(let position, let conversion, let precision):
            let type = PrintfConverter.type(of: conversion)
            let name = converted.arguments[position]?.name ?? "arg\(position)"
            if converted.arguments[position] == nil { converted.arguments[position] = (name, type) }
            let format: ArgumentFormat = if let precision, type == .double {
                .number(.skeleton(precision == 0 ? "precision-integer" : "." + String(repeating: "0", count: precision)))
            } else { .plain }
            result.append(.argument(ArgumentNode(name: name, nameRange: Self.none, format: format, styleRange: nil, range: Self.none)))
        case .variable(_, let name):
            result.append(.text("%#@\(name)@"))
        }
    }

    /// Whether `name` may be expanded here; if not, says why (once per message).
    private mutating func admits(_ name: String) -> Bool {
        guard !stopped else { return false }
        if let first = chain.firstIndex(of: name) {
            report(.substitutionCycle(Array(chain[first...]) + [name]))
        } else if chain.count >= NestingLimit.pluralVariables.levels {
            report(.nestingTooDeep(.pluralVariables))
        }
        return !stopped
    }

    private mutating func report(_ kind: DiagnosticKind) {
        converted.diagnostics.append(Diagnostic(kind, at: textRange))
    }

    private mutating func plural(_ variable: PrintfConverter.PluralVariable, position: Int) -> ChoiceNode {
        let needed = PluralRules(locale: locale).categories.map(\.rawValue)
        var cases: [ChoiceCase] = []
        let outerRange = textRange
        chain.append(variable.name)
        defer {
            chain.removeLast()
            textRange = outerRange
        }
        if let zero = variable.variants["zero"], !needed.contains("zero") {
            cases.append(ChoiceCase(key: .exact("0"), keyRange: Self.none, pattern: body(zero, of: variable, category: "zero", position: position)))
        }
        for category in ["zero", "one", "two", "few", "many", "other"] where needed.contains(category) {
            if let format = variable.variants[category] {
                cases.append(ChoiceCase(key: .keyword(category), keyRange: Self.none, pattern: body(format, of: variable, category: category, position: position)))
            } else if let other = variable.variants["other"] {
                converted.filledCategories.append(category)
                cases.append(ChoiceCase(key: .keyword(category), keyRange: Self.none, pattern: body(other, of: variable, category: "other", position: position)))
            }
        }
        converted.droppedCategories += variable.variants.keys.filter { !needed.contains($0) && $0 != "zero" }.sorted()
        return ChoiceNode(kind: .plural, name: variable.name, nameRange: Self.none, offset: 0, cases: cases, range: Self.none)
    }

    /// One case: the variant's text, where a bare `%lld` is the variable's own number.
    private mutating func body(_ format: String, of variable: PrintfConverter.PluralVariable, category: String, position: Int) -> MessagePattern {
        textRange = variable.variantRanges[category] ?? variable.range ?? textRange
        cases += 1
        if cases > Self.maximumCases, !stopped {
            report(.substitutionTooLarge(chain[0], limit: Self.maximumCases))
        }
        guard !stopped else { return MessagePattern(nodes: []) }
        var next = variable.isWholeString ? 1 : position
        let tokens = PrintfConverter.tokenize(format, next: &next, variables: variables)
        return MessagePattern(nodes: nodes(tokens, pound: position))
    }
}
