import Foundation

/// Reads the test fixtures shipped in `Fixtures/`: tab-separated rows, `#` comments, and invisible
/// characters written as `\u{XXXX}` so expectations can be read and reviewed.
enum FixtureFile {
    static func url(_ name: String) -> URL {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!
    }

    /// The rows of a TSV fixture, each split on tabs, comments and blank lines dropped.
    static func rows(_ name: String) throws -> [[String]] {
        let text = try String(contentsOf: url(name), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// `"1\u{A0}€"` → "1 €" (with a no-break space).
    static func unescape(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "\\u{") {
            result += rest[..<start.lowerBound]
            guard let close = rest[start.upperBound...].firstIndex(of: "}"),
                  let value = UInt32(rest[start.upperBound..<close], radix: 16),
                  let scalar = Unicode.Scalar(value) else {
                result += rest[start]
                rest = rest[start.upperBound...]
                continue
            }
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The reverse of `unescape`, for readable failure messages.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            let invisible = [.spaceSeparator, .format, .control, .lineSeparator, .paragraphSeparator].contains(category)
            if invisible || scalar == "\\" {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
