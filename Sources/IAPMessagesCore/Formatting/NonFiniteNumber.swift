/// NaN and the two infinities, which no decimal digits can write, handed to the number formatters in
/// the spellings ICU's decimal input reads (`unumf_formatDecimal` takes "NaN", "Infinity" and
/// "-Infinity" as decNumber does): ICU writes them with the locale's NaN symbol ("NaN", Persian
/// "ناعدد", Finnish "epäluku") and infinity sign "∞" inside the style's affixes and sign ("-€∞",
/// "∞ %", "+∞"), and its plural rules select `other` for them. The portable backend writes them
/// through the system's `Double` styles, which say the same (`SystemNumberFormatter`).
///
/// A NaN has no sign here: ICU writes none for "-NaN" either.
enum NonFiniteNumber: String, Sendable {
    case nan = "NaN"
    case infinity = "Infinity"
    case negativeInfinity = "-Infinity"

    /// nil for a finite `value`.
    init?(_ value: Double) {
        if value.isNaN {
            self = .nan
        } else if value.isInfinite {
            self = value < 0 ? .negativeInfinity : .infinity
        } else {
            return nil
        }
    }

    /// The value of one of the three spellings; nil for digits.
    init?(digits: String) {
        self.init(rawValue: digits)
    }

    var double: Double {
        switch self {
        case .nan: .nan
        case .infinity: .infinity
        case .negativeInfinity: -.infinity
        }
    }
}
