/// Diagnostics counted per code, for catalogs with thousands of them (`msgc check --summary`).
///
/// A set of catalogs written for another tool can produce ten thousand diagnostics of three kinds;
/// printed one by one, the few real defects scroll away. The summary gives, per code and severity,
/// how many there are, in how many files, and where the first one is, most frequent first:
///
/// ```
///  count  files  severity  code                     first at
/// 10,712    579  error     invalid-key              app_de.arb:2:3
///    965     71  error     missing-plural-category  app_ru.arb:40:14
/// ```
public struct DiagnosticSummary: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let code: String
        public let severity: Diagnostic.Severity
        public let count: Int
        /// How many catalog files have at least one.
        public let fileCount: Int
        /// `path:line:column` of the first one in printing order, "" when it has no position.
        public let firstLocation: String
    }

    /// Most frequent first; ties by severity (errors first), then code.
    public let rows: [Row]

    public init(_ diagnostics: [Diagnostic], files: [String: SourceFile]) {
        struct Tally {
            var count = 0
            var files: Set<String> = []
            var first: Diagnostic
        }
        var tallies: [String: Tally] = [:]
        var order: [String] = []
        for diagnostic in diagnostics.sortedForPrinting() {
            let key = diagnostic.severity.rawValue + " " + diagnostic.code
            if tallies[key] == nil {
                tallies[key] = Tally(first: diagnostic)
                order.append(key)
            }
            tallies[key]!.count += 1
            if let file = diagnostic.range?.file { tallies[key]!.files.insert(file) }
        }
        rows = order.map { key in
            let tally = tallies[key]!
            return Row(code: tally.first.code, severity: tally.first.severity, count: tally.count,
                       fileCount: tally.files.count, firstLocation: Self.location(of: tally.first, in: files))
        }.sorted { a, b in
            if a.count != b.count { return a.count > b.count }
            if a.severity != b.severity { return a.severity > b.severity }
            return a.code < b.code
        }
    }

    private static func location(of diagnostic: Diagnostic, in files: [String: SourceFile]) -> String {
        guard let range = diagnostic.range else { return "" }
        guard let file = files[range.file] else { return range.file }
        let (line, column) = file.location(of: range.start)
        return "\(file.path):\(line):\(column)"
    }

    /// The table as `msgc check --summary` prints it: right-aligned counts with thousands separators.
    public var rendered: String {
        let header = ["count", "files", "severity", "code", "first at"]
        let cells = rows.map { [Self.grouped($0.count), Self.grouped($0.fileCount), $0.severity.rawValue, $0.code, $0.firstLocation] }
        let widths = (0..<header.count).map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ row: [String]) -> String {
            let padded = row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return column < 2 ? padding + text : (column == row.count - 1 ? text : text + padding)
            }
            return padded.joined(separator: "  ")
        }
        return ([line(header)] + cells.map(line)).joined(separator: "\n")
    }

    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
