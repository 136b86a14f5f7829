/// Diagnostics as a person reads them: at most `limit` of each code (with how many more there are),
/// then one line per code with its count, as clang stops at `-ferror-limit`.
///
/// ```
/// app_de.arb:12:5: warning: 'home.title' is not in the template app_en.arb … [unknown-message]
/// … 20 of each code …
/// msgc: 40 more [unknown-message] not shown (--all shows every one)
/// msgc:    60 warnings  unknown-message
/// msgc:     2 errors    plural-missing-category
/// ```
public enum DiagnosticListing {
    /// The default number of diagnostics printed per code.
    public static let defaultLimit = 20

    /// The lines to print; `limit` nil prints every diagnostic. The per-code lines come only when there
    /// are diagnostics of more than one code or some were left out.
    public static func lines(_ diagnostics: [Diagnostic], files: [String: SourceFile], limit: Int? = defaultLimit) -> [String] {
        var shown: [String: Int] = [:]
        var printed: [Diagnostic] = []
        for diagnostic in diagnostics.sortedForPrinting() {
            let count = shown[diagnostic.code, default: 0]
            shown[diagnostic.code] = count + 1
            if let limit, count >= limit { continue }
            printed.append(diagnostic)
        }
        // Tens of thousands of lines with `--all`: each is formatted on its own, on every core.
        var lines = printed.concurrentMap { $0.formatted(in: files) }
        var tallies: [String: (errors: Int, warnings: Int)] = [:]
        for diagnostic in diagnostics {
            if diagnostic.severity == .error { tallies[diagnostic.code, default: (0, 0)].errors += 1 } else { tallies[diagnostic.code, default: (0, 0)].warnings += 1 }
        }
        let codes = tallies.keys.sorted { (tallies[$0]!.errors, tallies[$0]!.warnings, $1) > (tallies[$1]!.errors, tallies[$1]!.warnings, $0) }
        var cut = false
        for code in codes {
            if let limit, let total = shown[code], total > limit {
                lines.append("msgc: \(total - limit) more [\(code)] not shown (--all shows every one)")
                cut = true
            }
        }
        guard cut || codes.count > 1 else { return lines }
        for code in codes {
            let (errors, warnings) = tallies[code]!
            if errors > 0 { lines.append(tally(errors, "error", code)) }
            if warnings > 0 { lines.append(tally(warnings, "warning", code)) }
        }
        return lines
    }

    private static func tally(_ count: Int, _ severity: String, _ code: String) -> String {
        let number = String(count)
        let padded = String(repeating: " ", count: max(0, 6 - number.count)) + number
        let word = count == 1 ? severity : severity + "s"
        return "msgc: \(padded) \(word.padding(toLength: 8, withPad: " ", startingAt: 0)) \(code)"
    }
}
