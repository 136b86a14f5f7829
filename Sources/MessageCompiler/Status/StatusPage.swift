import Foundation

/// The HTML report: one page with no network assets, a bar per locale, and per locale the messages
/// that are missing or need review with the English beside them.
///
/// The page checks its own layout when it loads (each bar's drawn width against its percentage) and
/// records the result on `<html data-layout-check>`, so a headless browser run can tell a rendered,
/// correct page from markup that merely looks right.
public enum StatusPage {
    public static func html(_ status: TranslationStatus, title: String = "Translation status") -> String {
        let totals = StatusRenderer.totalsOf(status)
        var body = ""
        body += "<h1>\(escape(title))</h1>\n"
        body += "<p class=\"summary\">Source locale <code>\(escape(status.sourceLocale))</code> · \(status.locales.count) locale\(status.locales.count == 1 ? "" : "s") · "
        body += "\(totals.translated) translated, \(totals.stale) need review, \(totals.missing) missing · "
        body += "\(StatusRenderer.percent(totals.percent)) complete</p>\n"
        body += "<table class=\"bars\">\n<thead><tr><th>Locale</th><th>Progress</th><th>Translated</th><th>Needs review</th><th>Missing</th></tr></thead>\n<tbody>\n"
        for locale in status.locales {
            let translatedShare = share(locale.translated, of: locale.total)
            let staleShare = share(locale.stale.count, of: locale.total)
            body += "<tr><th scope=\"row\"><a href=\"#\(anchor(locale.locale))\">\(escape(locale.locale))</a></th>"
            body += "<td><div class=\"track\" role=\"img\" aria-label=\"\(escape(locale.locale)): \(StatusRenderer.percent(locale.percent)) complete\">"
            body += "<div class=\"fill\" data-percent=\"\(format(translatedShare))\" style=\"width: \(format(translatedShare))%\"></div>"
            body += "<div class=\"stale\" data-percent=\"\(format(staleShare))\" style=\"width: \(format(staleShare))%\"></div>"
            body += "</div><span class=\"percent\">\(StatusRenderer.percent(locale.percent))</span></td>"
            body += "<td>\(locale.translated)</td><td>\(locale.stale.count)</td><td>\(locale.missing.count)</td></tr>\n"
        }
        body += "</tbody>\n</table>\n"
        for locale in status.locales {
            body += "<section id=\"\(anchor(locale.locale))\">\n<h2>\(escape(locale.locale))</h2>\n"
            if let parent = locale.inheritsFrom {
                body += "<p>A regional catalog: \(locale.inherited) messages read as in \(escape(parent)).</p>\n"
            }
            if locale.stale.isEmpty && locale.missing.isEmpty {
                body += "<p class=\"done\">Every message is translated and current.</p>\n"
            }
            body += list("Needs review: the English changed since translation", locale.stale, locale: locale.locale)
            body += list("Missing", locale.missing, locale: locale.locale)
            body += "</section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en" data-layout-check="pending">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            \(body)<script>
            \(layoutCheck)
            </script>
            </body>
            </html>

            """
    }

    private static func list(_ heading: String, _ items: [TranslationStatus.Item], locale: String) -> String {
        guard !items.isEmpty else { return "" }
        var html = "<h3>\(escape(heading)) (\(items.count))</h3>\n<table class=\"items\">\n"
        html += "<thead><tr><th>Key</th><th>English</th>\(items.contains { $0.translation != nil } ? "<th>Current translation</th>" : "")</tr></thead>\n<tbody>\n"
        for item in items {
            html += "<tr><td><code>\(escape(item.key))</code></td><td lang=\"en\">\(escape(item.sourceText))</td>"
            if let translation = item.translation {
                html += "<td lang=\"\(escape(locale))\" dir=\"auto\">\(escape(translation))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private static func share(_ part: Int, of total: Int) -> Double {
        total == 0 ? 100 : Double(part) * 100 / Double(total)
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    /// A locale's `id` and `#fragment`: its letters, digits and `-` as they are, every other byte as
    /// `_` and two hex digits, so a catalog's `"@@locale"` can never leave the attribute (a quote, `>`)
    /// or change the link, and two locales never share an anchor.
    static func anchor(_ locale: String) -> String {
        var result = "locale-"
        for byte in locale.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                result += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static let style = """
        body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 64rem; padding: 0 1rem; color: #1d1d1f; }
        h1 { font-size: 1.6rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #ddd; } h3 { font-size: 1rem; }
        table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .3rem .5rem; vertical-align: top; }
        table.bars td:nth-child(n+3) { text-align: right; font-variant-numeric: tabular-nums; }
        .track { display: inline-flex; width: 20rem; height: .9rem; background: #e8e8ed; border-radius: .45rem; overflow: hidden; vertical-align: middle; }
        .fill { background: #2e7d32; height: 100%; } .stale { background: #f9a825; height: 100%; }
        .percent { margin-left: .6rem; font-variant-numeric: tabular-nums; }
        table.items td, table.items th { border-top: 1px solid #eee; } code { font-size: .9em; }
        .done { color: #2e7d32; }
        """

    /// Compares each drawn bar segment with the percentage it stands for (within one pixel).
    private static let layoutCheck = """
        window.addEventListener('load', function () {
          var problems = [];
          document.querySelectorAll('.track').forEach(function (track) {
            var width = track.getBoundingClientRect().width;
            track.querySelectorAll('[data-percent]').forEach(function (segment) {
              var expected = width * parseFloat(segment.dataset.percent) / 100;
              var drawn = segment.getBoundingClientRect().width;
              if (Math.abs(drawn - expected) > 1) { problems.push(track.getAttribute('aria-label') + ': ' + drawn + ' != ' + expected); }
            });
          });
          if (document.querySelectorAll('.track').length === 0) { problems.push('no bars'); }
          document.documentElement.dataset.layoutCheck = problems.length ? 'failed: ' + problems.join('; ') : 'ok';
        });
        """
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
