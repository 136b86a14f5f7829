import IAPMessagesCore

/// Turns Apple's printf-style strings (`%@`, `%lld`, `%1$@`, `%%`, `%#@count@` with plural
/// variants) into MessageFormat with named, typed arguments.
///
/// Arguments are named by position (`arg1`, `arg2`), or by the plural variable that consumes them
/// (`%#@purchases@` → `purchases`). `%@` is a String, the integer conversions an Int, the floating
/// ones a Double (`%.2f` keeps its two digits as a number skeleton). Apple's `zero` variant means
/// exactly 0 in every language, so it becomes `=0` where the language has no `zero` category.
public enum PrintfConverter {
    /// A plural variable of a `.stringsdict` entry or a String Catalog substitution.
    public struct PluralVariable: Sendable {
        public var name: String
        /// Category → format, e.g. "one" → "%lld purchase".
        public var variants: [String: String]
        /// Its argument position, when the catalog says (String Catalog `argNum`).
        public var position: Int?
        /// Where the variable is defined, for diagnostics about it.
        public var range: SourceRange?
        /// Category → where that variant's text is written, for diagnostics about the variables it uses.
        public var variantRanges: [String: SourceRange]
        /// The variants are whole texts (String Catalog plural variations of the whole string): their
        /// unnumbered arguments count from the first (`%@ has %lld items`: `%@` is 1), where in a
        /// substitution's variant they count from the variable's own (`%lld items` is the variable).
        public var isWholeString = false

        public init(name: String, variants: [String: String], position: Int? = nil,
                    range: SourceRange? = nil, variantRanges: [String: SourceRange] = [:]) {
            self.name = name
            self.variants = variants
            self.position = position
            self.range = range
            self.variantRanges = variantRanges
        }
    }

    public struct Converted: Sendable {
        /// The same message with the argument at each position in `names` called by that name.
        public func naming(_ names: [Int: String]) -> Converted {
            var result = self
            var renames: [String: String] = [:]
            for (position, argument) in arguments.sorted(by: { $0.key < $1.key }) {
                guard let name = names[position], name != argument.name else { continue }
                result.arguments[position] = (name, argument.type)
                if renames[argument.name] == nil { renames[argument.name] = name }
            }
            result.pattern = pattern.renamingArguments(renames)
            return result
        }

        public var pattern: MessagePattern
        /// Arguments by position: name and type.
        public var arguments: [Int: (name: String, type: PlaceholderType)]
        /// Plural categories the language needs that the file lacked (filled from `other`), and
        /// categories it had that the language never uses (dropped).
        public var filledCategories: [String] = []
        public var droppedCategories: [String] = []
        /// Plural variables that use themselves, nest too deep or expand too far; the pattern is then
        /// incomplete and must not be imported.
        public var diagnostics: [Diagnostic] = []
    }

    enum Token {
        case text(String)
        case argument(position: Int, conversion: Character, precision: Int?)
        case variable(position: Int, name: String)
    }

    /// The highest argument position taken (`%99$@`): no UI string has more arguments, and a larger
    /// number is a typo or an attack (`%9223372036854775807$@`), never a position.
    public static let maximumPosition = 99

    /// `range` is where the format is written: diagnostics about its variables fall back to it.
    public static func convert(_ format: String, variables: [String: PluralVariable], locale: String, at range: SourceRange? = nil) -> Converted {
        var next = 1
        let tokens = tokenize(format, next: &next, variables: variables)
        var converted = Converted(pattern: MessagePattern(nodes: []), arguments: [:])
        let problems = positionProblems(in: format) + variables.values.sorted { $0.name < $1.name }.flatMap { variable in
            (variable.position.map { (1...maximumPosition).contains($0) } ?? true ? [] : ["'\(variable.name)' has argument number \(variable.position!)"])
                + variable.variants.values.sorted().flatMap(positionProblems(in:))
        }
        if !problems.isEmpty {
            converted.diagnostics = problems.map {
                Diagnostic(.importSyntax("\($0): a printf argument position is a number from 1 to \(maximumPosition)"), at: range)
            }
            return converted
        }
        for case .variable(let position, let name) in tokens { converted.arguments[position] = (name, .int) }
        var expansion = PluralExpansion(variables: variables, locale: locale, range: range, converted: converted)
        let nodes = expansion.nodes(tokens, pound: nil)
        converted = expansion.converted
        converted.pattern = MessagePattern(nodes: nodes)
        return converted
    }

    static func type(of conversion: Character) -> PlaceholderType {
        switch conversion {
        case "@", "s", "S": .string
        case "f", "F", "e", "E", "g", "G", "a", "A": .double
        default: .int
        }
    }

    /// Positional specifications (`%0$@`, `%100$d`, `%9223372036854775807$#@v@`) whose number is no
    /// position, as written.
    static func positionProblems(in format: String) -> [String] {
        var problems: [String] = []
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
            if cursor > index + 1, cursor < scalars.count, scalars[cursor] == "$" {
                let digits = String(String.UnicodeScalarView(scalars[(index + 1)..<cursor]))
                if Int(digits).map({ !(1...maximumPosition).contains($0) }) ?? true {
                    problems.append("'%\(digits.count > 24 ? digits.prefix(24) + "…" : digits[...])$'")
                }
            }
            index = max(cursor, index + 1)
            if index < scalars.count, scalars[index] == "%" { index += 1 }
        }
        return problems
    }

    /// A position as the format gives it, when it is one (`positionProblems` reports the others).
    private static func validPosition(_ number: Int?) -> Int? {
        number.flatMap { (1...maximumPosition).contains($0) ? $0 : nil }
    }

    /// Splits a format into text, arguments and plural variables; `next` is the next implicit position.
    static func tokenize(_ format: String, next: inout Int, variables: [String: PluralVariable]) -> [Token] {
        var tokens: [Token] = []
        var text = ""
        let scalars = Array(format.unicodeScalars)
        var index = 0
        func flush() { if !text.isEmpty { tokens.append(.text(text)); text = "" } }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else { text.unicodeScalars.append(scalar); index += 1; continue }
            if scalars[index + 1] == "%" { text += "%"; index += 2; continue }
            // String Catalogs write a substitution's own number as %arg.
            if index + 3 < scalars.count, String(String.UnicodeScalarView(scalars[(index + 1)...(index + 3)])) == "arg" {
                flush()
                tokens.append(.argument(position: next, conversion: "d", precision: nil))
                index += 4
                continue
            }
            var cursor = index + 1
            var position: Int? = nil
            var digits = ""
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { digits.unicodeScalars.append(scalars[cursor]); cursor += 1 }
            if cursor < scalars.count, scalars[cursor] == "$", let number = validPosition(Int(digits)) { position = number; cursor += 1 } else { cursor = index + 1 }
            if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" {
                let nameStart = cursor + 2
                var nameEnd = nameStart
                while nameEnd < scalars.count, scalars[nameEnd] != "@" { nameEnd += 1 }
                if nameEnd < scalars.count {
                    flush()
                    let name = String(String.UnicodeScalarView(scalars[nameStart..<nameEnd]))
                    let resolved = position ?? validPosition(variables[name]?.position) ?? next
                    next = max(next, resolved + 1)
                    tokens.append(.variable(position: resolved, name: name))
                    index = nameEnd + 1
                    continue
                }
            }
            // Flags, width, precision, length, then the conversion. A space is not taken as a flag: in
            // UI text "100% sure" and "50% off" are percentages, not "% s" and "% o".
            while cursor < scalars.count, "-+#0'".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
            var precision: Int? = nil
            if cursor < scalars.count, scalars[cursor] == "." {
                cursor += 1
                var precisionDigits = ""
                while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { precisionDigits.unicodeScalars.append(scalars[cursor]); cursor += 1 }
                // A precision says how many decimals a number shows; beyond 20 it is no display
                // choice (and "%.0…01000000000000000f" once asked for a string of 10^15 zeros), so
                // such a number keeps the locale's default format.
                let digits = precisionDigits.drop { $0 == "0" }
                precision = digits.isEmpty ? 0 : digits.count <= 2 ? Int(digits).flatMap { $0 <= 20 ? $0 : nil } : nil
            }
            while cursor < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            guard cursor < scalars.count, "@dDiuUxXoOfFeEgGcCsSaAp".unicodeScalars.contains(scalars[cursor]) else {
                text.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            flush()
            let resolved = position ?? next
            if position == nil { next += 1 } else { next = max(next, resolved + 1) }
            tokens.append(.argument(position: resolved, conversion: Character(scalars[cursor]), precision: precision))
            index = cursor + 1
        }
        flush()
        return tokens
    }
}
