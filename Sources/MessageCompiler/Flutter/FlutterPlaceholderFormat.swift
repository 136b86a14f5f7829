/// A Flutter placeholder's `format` and `optionalParameters`, and what ICU makes of them.
///
/// gen-l10n formats numbers with Dart's `NumberFormat` constructors and dates with `DateFormat`'s
/// named skeletons. Most have an ICU equivalent (`compact` is `compact-short`, `yMMMd` is the date
/// skeleton `yMMMd`), which the argument is then written with; the rest say what is shown instead.
public struct FlutterPlaceholderFormat: Sendable, Equatable {
    /// `compact`, `currency`, `yMMMd`, … as written.
    public var format: String
    public var range: SourceRange
    /// `"isCustomDateFormat": "true"`: `format` is a date pattern (`dd.MM.yyyy`), not a skeleton name.
    public var isCustomDateFormat: Bool = false
    /// `optionalParameters` as text: `decimalDigits`, `name` (an ISO 4217 code), `symbol`, `customPattern`.
    public var parameters: [String: String] = [:]

    public init(format: String, range: SourceRange, isCustomDateFormat: Bool = false, parameters: [String: String] = [:]) {
        self.format = format
        self.range = range
        self.isCustomDateFormat = isCustomDateFormat
        self.parameters = parameters
    }

    /// What the placeholder becomes.
    public enum Resolution: Sendable, Equatable {
        /// Written with this format; `approximation` says what differs from gen-l10n's output, if anything.
        case format(ArgumentFormat, approximation: String?)
        /// Shown as a plain argument, for the reason given.
        case ignored(String)
        /// A format gen-l10n refuses too.
        case unknown
    }

    /// Dart's `NumberFormat` constructors gen-l10n accepts.
    static let numberFormats: Set<String> = [
        "compact", "compactCurrency", "compactSimpleCurrency", "compactLong", "currency", "decimalPattern",
        "decimalPatternDigits", "decimalPercentPattern", "percentPattern", "scientificPattern", "simpleCurrency",
    ]

    /// Dart's `DateFormat` named constructors, each an ICU date skeleton of the same letters.
    static let dateSkeletons: Set<String> = [
        "d", "E", "EEEE", "LLL", "LLLL", "M", "Md", "MEd", "MMM", "MMMd", "MMMEd", "MMMM", "MMMMd", "MMMMEEEEd",
        "QQQ", "QQQQ", "y", "yM", "yMd", "yMEd", "yMMM", "yMMMd", "yMMMEd", "yMMMM", "yMMMMd", "yMMMMEEEEd",
        "yQQQ", "yQQQQ", "H", "Hm", "Hms", "j", "jm", "jms", "jmv", "jmz", "jv", "jz", "m", "ms", "s",
    ]

    /// Whether the format is one of gen-l10n's number formats (so an untyped placeholder is a number).
    public var isNumberFormat: Bool { Self.numberFormats.contains(format) }

    /// Whether the format is a date format (so an untyped placeholder is a date).
    public var isDateFormat: Bool {
        // Every piece must be a named skeleton: "" and "+" (no piece, or empty ones) are none, as for gen-l10n.
        isCustomDateFormat || format.split(separator: "+", omittingEmptySubsequences: false).allSatisfy { Self.dateSkeletons.contains(String($0)) }
    }

    public func resolve(for type: PlaceholderType) -> Resolution {
        switch type {
        case .int, .double, .decimal:
            return numberFormat()
        case .date:
            return dateFormat()
        default:
            return .ignored("'format' applies to numbers and dates; a \(type.rawValue) is shown as it is")
        }
    }

    private var decimalDigits: Int? {
        parameters["decimalDigits"].flatMap { Int($0) }.map { max(0, min($0, 20)) }
    }

    /// `.00` for two digits, `precision-integer` for none.
    private static func precision(_ digits: Int) -> String {
        digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
    }

    private func numberFormat() -> Resolution {
        guard isNumberFormat else { return .unknown }
        let digits = decimalDigits
        let ignoredCustomPattern = parameters["customPattern"] != nil ? "its customPattern is not applied" : nil
        switch format {
        case "compact": return .format(.number(.skeleton("compact-short")), approximation: nil)
        case "compactLong": return .format(.number(.skeleton("compact-long")), approximation: nil)
        case "decimalPattern": return .format(.number(.default), approximation: nil)
        case "decimalPatternDigits":
            return .format(digits.map { .number(.skeleton(Self.precision($0))) } ?? .number(.default), approximation: nil)
        case "percentPattern", "decimalPercentPattern":
            return .format(digits.map { .number(.skeleton("percent scale/100 " + Self.precision($0))) } ?? .number(.percent), approximation: nil)
        case "scientificPattern": return .format(.number(.skeleton("scientific")), approximation: nil)
        default:
            return currencyFormat(digits: digits, note: ignoredCustomPattern)
        }
    }

    /// `currency`, `simpleCurrency` and their compact forms. ICU needs the currency named; Dart takes the
    /// locale's own when `name` is absent, which one skeleton cannot say for every translation.
    private func currencyFormat(digits: Int?, note: String?) -> Resolution {
        let compact = format.hasPrefix("compact")
        guard let code = parameters["name"]?.uppercased(), code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            let fallback = digits.map { Self.precision($0) } ?? ".00"
            return .format(.number(.skeleton(compact ? "compact-short" : fallback)),
                           approximation: "without optionalParameters \"name\" (an ISO 4217 code such as \"EUR\") the amount is shown without a currency")
        }
        var parts = compact ? ["compact-short", "currency/\(code)"] : ["currency/\(code)"]
        var notes: [String] = note.map { [$0] } ?? []
        if format == "currency" || format == "compactCurrency" {
            if let symbol = parameters["symbol"], symbol != code {
                notes.append("the locale's own symbol for \(code) is shown instead of '\(symbol)'")
            } else {
                parts.append("unit-width-iso-code")
            }
        }
        if let digits { parts.append(Self.precision(digits)) }
        return .format(.number(.skeleton(parts.joined(separator: " "))), approximation: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    private func dateFormat() -> Resolution {
        if isCustomDateFormat {
            let skeleton = Self.skeleton(fromPattern: format)
            guard !skeleton.isEmpty else { return .unknown }
            return .format(.date(.skeleton(skeleton)),
                           approximation: "ICU MessageFormat has no date patterns here: the fields of '\(format)' are shown in each locale's own order and separators (skeleton '\(skeleton)')")
        }
        guard isDateFormat else { return .unknown }
        return .format(.date(.skeleton(format.split(separator: "+").joined())), approximation: nil)
    }

    /// The field letters of a date pattern, without quoted text and separators: `dd.MM.yyyy 'at' HH:mm` → `ddMMyyyyHHmm`.
    static func skeleton(fromPattern pattern: String) -> String {
        var result = ""
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle(); continue }
            if !quoted, character.isASCII, character.isLetter { result.append(character) }
        }
        return result
    }
}
