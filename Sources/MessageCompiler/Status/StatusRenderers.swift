import Foundation

/// `msgc status` as a table for terminals, JSON for machines and one self-contained HTML page for people.
public enum StatusRenderer {
    public static func table(_ status: TranslationStatus) -> String {
        let header = ["locale", "translated", "needs review", "missing", "complete"]
        var rows = status.locales.map { locale in
            // A catalog's "@@locale" is its author's text: shown with Diagnostic's escapes, so control
            // characters and bidi overrides in it cannot act on the terminal.
            [Diagnostic.printable(locale.inheritsFrom.flatMap { locale.inherited > 0 ? "\(locale.locale) (\(locale.inherited) from \($0))" : nil } ?? locale.locale),
             String(locale.translated), String(locale.stale.count), String(locale.missing.count), percent(locale.percent)]
        }
        let totals = totalsOf(status)
        rows.append(["total", String(totals.translated), String(totals.stale), String(totals.missing), percent(totals.percent)])
        let widths = header.indices.map { column in (rows + [header]).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    public static func json(_ status: TranslationStatus) -> String {
        func items(_ list: [TranslationStatus.Item]) -> JSONOutput {
            .array(list.map { item in
                var members: [(String, JSONOutput)] = [("key", .string(item.key)), ("source", .string(item.sourceText))]
                if let translation = item.translation { members.append(("translation", .string(translation))) }
                return .object(members)
            })
        }
        let totals = totalsOf(status)
        let locales = status.locales.map { locale -> JSONOutput in
            var members: [(String, JSONOutput)] = [
                ("locale", .string(locale.locale)), ("total", .number(String(locale.total))),
                ("translated", .number(String(locale.translated))), ("needsReview", .number(String(locale.stale.count))),
                ("missing", .number(String(locale.missing.count))), ("percent", .number(percentNumber(locale.percent))),
            ]
            if let parent = locale.inheritsFrom {
                members += [("inheritsFrom", .string(parent)), ("inherited", .number(String(locale.inherited)))]
            }
            return .object(members + [("needsReviewItems", items(locale.stale)), ("missingItems", items(locale.missing))])
        }
        let document = JSONOutput.object([
            ("sourceLocale", .string(status.sourceLocale)),
            ("locales", .array(locales)),
            ("total", .object([
                ("translated", .number(String(totals.translated))), ("needsReview", .number(String(totals.stale))),
                ("missing", .number(String(totals.missing))), ("percent", .number(percentNumber(totals.percent))),
            ])),
        ])
        return document.pretty() + "\n"
    }

    struct Totals {
        var translated = 0, stale = 0, missing = 0, inherited = 0, total = 0
        var percent: Double { total == 0 ? 100 : Double(translated + inherited) * 100 / Double(total) }
    }

    static func totalsOf(_ status: TranslationStatus) -> Totals {
        status.locales.reduce(into: Totals()) { totals, locale in
            totals.translated += locale.translated
            totals.stale += locale.stale.count
            totals.missing += locale.missing.count
            totals.inherited += locale.inherited
            totals.total += locale.total
        }
    }

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }
    static func percentNumber(_ value: Double) -> String { String(format: "%.1f", value) }
}
