/// How severe each diagnostic code is for one team: `--error CODE`, `--warning CODE`, `--ignore CODE`
/// on the command line, or the same in `msgc.json` beside the catalogs:
///
/// ```json
/// { "error": ["unknown-message"], "warning": ["plural-missing-category"], "ignore": ["missing-description"] }
/// ```
///
/// The file's settings come first and the command line's replace them, code by code; `--strict` then
/// makes every remaining warning an error. A code that stops msgc from reading a catalog at all
/// (`json-syntax`, `missing-source-catalog`, …) stays an error: nothing could be compiled past it.
public struct DiagnosticPolicy: Sendable, Equatable {
    public enum Level: String, Sendable, CaseIterable {
        case error, warning, ignore
    }

    /// Code → the level the team set for it.
    public private(set) var levels: [String: Level] = [:]

    public init() {}

    /// The name of the file read beside the catalogs.
    public static let fileName = "msgc.json"

    /// Why a setting cannot be taken.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Sets `code` to `level`, replacing an earlier setting for it.
    public mutating func set(_ code: String, to level: Level) throws(Problem) {
        guard DiagnosticKind.allCodes.contains(code) else {
            let near = DiagnosticKind.allCodes.filter { $0.hasPrefix(String(code.prefix(4))) || code.hasPrefix(String($0.prefix(4))) }
            throw Problem(description: "'\(code)' is no diagnostic code" + (near.isEmpty ? "" : "; did you mean \(near.sorted().joined(separator: ", "))?"))
        }
        if level != .error, DiagnosticKind.fatalCodes.contains(code) {
            throw Problem(description: "'\(code)' cannot be made a \(level == .ignore ? "silent" : "warning") diagnostic: msgc cannot compile past it")
        }
        levels[code] = level
    }

    /// Applies the settings: ignored diagnostics are dropped, the others take the level set for them.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !levels.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            switch levels[diagnostic.code] {
            case .ignore: return nil
            case .error: diagnostic.severity = .error
            case .warning: diagnostic.severity = .warning
            case nil: break
            }
            return diagnostic
        }
    }

    /// Reads `msgc.json`: an object whose members `error`, `warning` and `ignore` are arrays of codes.
    /// A problem is a diagnostic at its position in the file.
    public static func read(_ file: SourceFile) -> (policy: DiagnosticPolicy, diagnostics: [Diagnostic]) {
        var reader = JSONReader(file: file)
        var policy = DiagnosticPolicy()
        guard let root = reader.read() else { return (policy, reader.diagnostics) }
        var diagnostics = reader.diagnostics
        func problem(_ text: String, at range: SourceRange) {
            diagnostics.append(Diagnostic(.invalidConfiguration(text), at: range))
        }
        guard let members = root.members else {
            problem("\(fileName) must be a JSON object with the members \"error\", \"warning\" and \"ignore\"", at: root.range)
            return (policy, diagnostics)
        }
        for member in members {
            guard let level = Level(rawValue: member.key.value) else {
                problem("unknown member '\(member.key.value)': \(fileName) has \"error\", \"warning\" and \"ignore\"", at: member.key.range)
                continue
            }
            guard case .array(let codes) = member.value.value else {
                problem("\"\(level.rawValue)\" must be an array of diagnostic codes", at: member.value.range)
                continue
            }
            for node in codes {
                guard let code = node.string else {
                    problem("a diagnostic code is a string", at: node.range)
                    continue
                }
                do {
                    try policy.set(code.value, to: level)
                } catch {
                    problem(error.description, at: code.range)
                }
            }
        }
        return (policy, diagnostics)
    }
}

extension DiagnosticKind {
    /// Every code msgc reports, for checking a team's settings.
    public static let allCodes: Set<String> = [
        "json-syntax", "duplicate-key", "root-not-object", "nesting-too-deep", "message-not-string",
        "metadata-not-object", "missing-locale", "locale-mismatch", "invalid-locale-tag", "unknown-locale",
        "locale-without-data", "duplicate-locale", "missing-source-catalog", "invalid-key", "orphan-role",
        "empty-message", "control-character", "missing-description", "placeholder-not-object",
        "missing-placeholder-type", "unknown-placeholder-type", "missing-example", "invalid-example",
        "placeholders-in-translation", "metadata-not-string", "metadata-not-boolean", "orphan-metadata", "unclosed-argument",
        "unmatched-brace", "invalid-argument-name", "unknown-argument-type", "invalid-argument-style",
        "invalid-skeleton", "skeleton-not-portable", "expected-cases", "expected-comma", "invalid-case-key",
        "duplicate-case", "invalid-offset", "unterminated-quote", "undeclared-placeholder", "unused-placeholder",
        "unknown-placeholder", "dropped-placeholder", "argument-type-mismatch", "conflicting-placeholder-types",
        "inferred-placeholder", "unknown-placeholder-format", "placeholder-format-approximated",
        "plural-category-as-exact", "plural-category-covered-by-exact", "swift-name-changed",
        "plural-missing-category", "plural-rare-category-missing", "plural-unneeded-category", "missing-other",
        "period-unit-case", "missing-translation", "unknown-message", "translated-debug-message", "translated-do-not-translate",
        "stale-translation", "invalid-swift-name", "import-syntax", "import-locale-unknown",
        "import-mixed-locales", "import-locale-conflict", "import-folder-not-locale", "import-device-variations", "import-translate-no", "substitution-cycle",
        "substitution-too-large", "name-collision", "invalid-type-prefix", "invalid-configuration",
        "flutter-plural-case", "flutter-case-replaced", "flutter-plural-fallback", "flutter-exact-for-category",
        "flutter-literal-pound", "untranslated-copy", "flutter-invalid-key", "flutter-missing-language",
        "flutter-missing-template", "flutter-exact-if-passed", "flutter-untranslated-plural",
        "flutter-untranslated-plural-if-passed", "flutter-dead-case", "flutter-escaping-apostrophe",
        "flutter-trailing-brace",
    ]

    /// Codes after which a catalog cannot be read or no Swift can be generated: never lowered.
    public static let fatalCodes: Set<String> = [
        "json-syntax", "root-not-object", "nesting-too-deep", "missing-locale", "missing-source-catalog",
        "duplicate-locale", "name-collision", "invalid-swift-name", "invalid-type-prefix", "invalid-configuration",
    ]
}
