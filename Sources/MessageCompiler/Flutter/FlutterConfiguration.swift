/// What a Flutter project's `l10n.yaml` says about its ARB files: where they are, which is the
/// template (the source catalog), and whether apostrophes quote.
///
/// Only the keys msgc needs are read, from the plain `key: value` lines gen-l10n's own examples use
/// (comments, single or double quotes); lists and nested maps are skipped. Unknown keys are ignored,
/// as gen-l10n ignores keys meant for other tools.
///
/// ```yaml
/// arb-dir: lib/l10n
/// template-arb-file: app_en.arb   # the source catalog
/// use-escaping: true              # ICU apostrophe quoting; gen-l10n's default is false
/// ```
public struct FlutterConfiguration: Sendable, Equatable {
    /// gen-l10n's defaults when `l10n.yaml` names none.
    public static let defaultArbDirectory = "lib/l10n"
    public static let defaultTemplateFile = "app_en.arb"
    public static let defaultOutputClass = "AppLocalizations"

    /// The directory of the ARB files, relative to the project (where `l10n.yaml` is).
    public var arbDirectory: String
    /// The file name of the template catalog, whose messages the others translate.
    public var templateFile: String
    /// Whether `'` quotes as in ICU MessageFormat; false (gen-l10n's default) reads it literally.
    public var useEscaping: Bool
    /// `output-class`: the name of gen-l10n's class, which the generated Swift type takes too.
    public var outputClass: String
    /// `relax-syntax`: a `{` that opens no placeholder and a `}` that closes nothing are text.
    public var relaxSyntax: Bool = false

    public init(arbDirectory: String = Self.defaultArbDirectory, templateFile: String = Self.defaultTemplateFile,
                useEscaping: Bool = false, outputClass: String = Self.defaultOutputClass) {
        self.arbDirectory = arbDirectory
        self.templateFile = templateFile
        self.useEscaping = useEscaping
        self.outputClass = outputClass
    }

    /// What gen-l10n's YAML reader refuses in the file, by line: a key given twice.
    public var problems: [Problem] = []

    /// Where the value of `template-arb-file` is written: its UTF-8 offset in the file (a byte-order
    /// mark counted), for a diagnostic when no such file is in the `arb-dir`; nil when the file names
    /// no template and gen-l10n's default applies.
    public var templateFileOffset: Int? = nil

    /// Equal when they say the same; where a value stands in the file is no part of what it says.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.arbDirectory == rhs.arbDirectory && lhs.templateFile == rhs.templateFile && lhs.useEscaping == rhs.useEscaping
            && lhs.outputClass == rhs.outputClass && lhs.problems == rhs.problems
    }

    public struct Problem: Sendable, Equatable {
        public let line: Int
        public let message: String

        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// The ARB folder for a project at `project`: `arb-dir` as written when absolute, else under the project.
    public func arbDirectoryPath(inProject project: String) -> String {
        if arbDirectory.hasPrefix("/") { return arbDirectory }
        return (project.hasSuffix("/") ? String(project.dropLast()) : project) + "/" + arbDirectory
    }

    /// The settings of an `l10n.yaml` file's text; keys it does not hold keep gen-l10n's defaults.
    /// A byte-order mark is skipped; a comment starts at a `#` after a space or a tab.
    public init(yaml: String) {
        self.init()
        let byteOrderMark = yaml.hasPrefix("\u{FEFF}")
        let text = byteOrderMark ? String(yaml.dropFirst()) : yaml
        let (values, problems, offsets) = Self.topLevelScalarsAndProblems(text)
        self.problems = problems
        if let directory = values["arb-dir"], !directory.isEmpty { arbDirectory = directory }
        if let template = values["template-arb-file"], !template.isEmpty {
            templateFile = template
            templateFileOffset = offsets["template-arb-file"].map { $0 + (byteOrderMark ? 3 : 0) }
        }
        if let name = values["output-class"], !name.isEmpty { outputClass = name }
        if let escaping = values["use-escaping"] { useEscaping = ["true", "True", "TRUE"].contains(escaping) }
        if let relax = values["relax-syntax"] { relaxSyntax = ["true", "True", "TRUE"].contains(relax) }
    }

    /// gen-l10n's keys that take a YAML boolean, which it refuses anything else for ("Expected
    /// \"use-escaping\" to have a bool value, instead was \"yes\"").
    static let booleanKeys: Set = ["use-escaping", "relax-syntax", "nullable-getter", "format", "suppress-warnings",
                                   "use-named-parameters", "use-deferred-loading", "required-resource-attributes",
                                   "synthetic-package"]

    /// Whether a boolean key's value is one to Dart's YAML reader (YAML 1.2's core schema: `true`,
    /// `True`, `TRUE`, `false`, `False`, `FALSE`; `null`, `~` or nothing leave the default). A quoted
    /// `"true"` is a string, and `yes`, `on` and `1` are not booleans in YAML 1.2.
    private static func booleanProblem(key: String, raw: Substring, line: Int) -> Problem? {
        let text = raw.trimmed(of: " \t")
        let quoted = text.first == "\"" || text.first == "'"
        let booleans: Set = ["true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL", "~", ""]
        let value = scalar(raw)
        guard quoted || !booleans.contains(value) else { return nil }
        return Problem(line: line, message: "'\(key)' must be true or false, not \(quoted ? "the string " : "")'\(value)': flutter gen-l10n stops (Expected \"\(key)\" to have a bool value)")
    }

    /// `key: value` lines at the start of a line, with the value unquoted and its comment removed.
    static func topLevelScalars(_ yaml: String) -> [String: String] {
        topLevelScalarsAndProblems(yaml).values
    }

    /// The top-level scalars, the keys given twice, which YAML forbids (gen-l10n stops on them), the
    /// boolean keys whose value is no boolean (gen-l10n stops on them too), and
    /// the UTF-8 offset of each value as written (its first character after `key:` and spaces).
    static func topLevelScalarsAndProblems(_ yaml: String) -> (values: [String: String], problems: [Problem], offsets: [String: Int]) {
        var values: [String: String] = [:]
        var offsets: [String: Int] = [:]
        var firstLine: [String: Int] = [:]
        var problems: [Problem] = []
        var number = 0
        // Offsets counted on from the previous line, so the whole file is walked once.
        var counted = yaml.startIndex
        var countedOffset = 0
        // Swift reads CR LF as one Character.
        for line in yaml.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            guard let first = line.first, first != " ", first != "\t", first != "#", first != "-",
                  let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmed(of: " \t")
            guard !key.isEmpty else { continue }
            let rest = line[line.index(after: colon)...]
            let value = scalar(rest)
            if let first = firstLine[key] {
                problems.append(Problem(line: number, message: "'\(key)' is given twice in l10n.yaml; the first is on line \(first)"))
                continue
            }
            firstLine[key] = number
            values[key] = value
            if booleanKeys.contains(key), let problem = booleanProblem(key: key, raw: rest, line: number) { problems.append(problem) }
            let start = rest.firstIndex { $0 != " " && $0 != "\t" } ?? rest.endIndex
            countedOffset += yaml.utf8.distance(from: counted, to: start)
            counted = start
            offsets[key] = countedOffset
        }
        return (values, problems, offsets)
    }

    /// A YAML scalar as written after `key:`: quoted text as it stands between its quotes, plain text
    /// up to a ` #` comment.
    private static func scalar(_ raw: Substring) -> String {
        let text = raw.trimmed(of: " \t")
        if let quote = text.first, quote == "\"" || quote == "'" {
            let body = text.dropFirst()
            if let end = body.firstIndex(of: quote) {
                let inner = String(body[..<end])
                return quote == "'" ? inner : inner.replacingOccurrences(of: "\\\"", with: "\"")
            }
        }
        var plain = Substring(text)
        if let comment = plain.indices.first(where: { plain[$0] == "#" && $0 > plain.startIndex && [" ", "\t"].contains(plain[plain.index(before: $0)]) }) {
            plain = plain[..<comment]
        }
        if plain.hasPrefix("#") { plain = "" }
        return plain.trimmed(of: " \t")
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func trimmed(of characters: String) -> String {
        let set = Set(characters)
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
