/// One problem found in a catalog: what, where, and how to fix it.
///
/// Printed the way swiftc prints, so editors and Xcode show it inline:
/// `Localizations/de.arb:12:5: error: plural 'count' lacks the 'few' category that de needs [plural-missing-category]`.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable, Comparable {
        case warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    public let kind: DiagnosticKind
    public var severity: Severity
    public let range: SourceRange?

    public init(_ kind: DiagnosticKind, at range: SourceRange?) {
        self.kind = kind
        self.severity = kind.defaultSeverity
        self.range = range
    }

    /// A note for where the diagnostic stands (a Flutter set reads braces and quotes its own way),
    /// in place of the kind's.
    public var hintOverride: String? = nil

    public var code: String { kind.code }
    public var message: String { kind.message }
    public var hint: String? { hintOverride ?? kind.hint }
}

extension Diagnostic {
    /// `path:line:column: severity: message [code]`, then `path:line:column: note: hint` when there is one.
    public func formatted(in files: [String: SourceFile]) -> String {
        let position: String
        if let range, let file = files[range.file] {
            let (line, column) = file.location(of: range.start)
            position = "\(Self.printable(file.path)):\(line):\(column): "
        } else if let range {
            position = "\(Self.printable(range.file)): "
        } else {
            position = ""
        }
        var text = "\(position)\(severity.rawValue): \(Self.printable(message)) [\(code)]"
        if let hint {
            text += "\n\(position)note: \(Self.printable(hint))"
        }
        return text
    }

    /// Names from a catalog (and file names) can hold anything; on a terminal, control characters and bidi overrides
    /// would break the line (or rewrite the screen), so they are shown as `\u{…}`.
    public static func printable(_ text: String) -> String {
        // Almost every line has nothing to escape: it is returned as it is.
        func escaped(_ value: UInt32) -> Bool {
            value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || value == 0x2028 || value == 0x2029
        }
        guard text.unicodeScalars.contains(where: { escaped($0.value) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if escaped(value) {
                result += "\\u{\(String(value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file, then position, then code, so output does not depend on the order checks ran in.
    public func sortedForPrinting() -> [Diagnostic] {
        sorted { a, b in
            let fa = a.range?.file ?? "", fb = b.range?.file ?? ""
            if fa != fb { return fa < fb }
            let sa = a.range?.start ?? -1, sb = b.range?.start ?? -1
            if sa != sb { return sa < sb }
            return a.code < b.code
        }
    }
}
