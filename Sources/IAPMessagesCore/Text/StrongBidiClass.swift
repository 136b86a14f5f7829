/// The strong bidi classes of UAX #9, the ones that decide a paragraph's direction and the
/// direction of the neutrals and digits around them.
///
/// Looked up in Unicode's data as ICU gives it (`PhraseData`, baked by `msgc cldr-data` and checked
/// against ICU in CI), in both configurations, so that the runtime asks the same question of every
/// character however it formats: not "is it a letter", for Arabic's question mark is strong and
/// right to left, and a Roman numeral or a Devanagari digit strong and left to right.
package enum StrongBidiClass: Sendable, Equatable {
    /// L: Latin, Cyrillic, Greek, the Indic and East Asian scripts, LEFT-TO-RIGHT MARK.
    case leftToRight
    /// R: Hebrew, N'Ko, Samaritan and the other right-to-left scripts, RIGHT-TO-LEFT MARK.
    case rightToLeft
    /// AL: Arabic, Syriac and Thaana, and ARABIC LETTER MARK. European digits after one are Arabic
    /// digits (rule W2).
    case arabicLetter

    /// The class of a scalar, or nil when it is not strong (digits, punctuation, marks, spaces and
    /// the explicit formatting characters, whose classes are LRE, RLO, … rather than L or R).
    package init?(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        // ASCII, most values' every character, without the table: its letters are its only strong
        // characters, all left to right.
        if value < 0x80 {
            guard (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) else { return nil }
            self = .leftToRight
            return
        }
        switch value {
        case 0x202A...0x202E, 0x2066...0x2069: return nil
        default: break
        }
        guard let strong = BidiClassTable.shared.strongClass(of: value) else { return nil }
        self = strong
    }

    /// The class of the first strong scalar outside isolates (UAX #9's rule P2).
    package static func first(in scalars: some Sequence<Unicode.Scalar>) -> StrongBidiClass? {
        var isolates = 0
        for scalar in scalars {
            switch scalar.value {
            case 0x2066...0x2068: isolates += 1
            case 0x2069: isolates = max(0, isolates - 1)
            default:
                if isolates == 0, let strong = StrongBidiClass(scalar) { return strong }
            }
        }
        return nil
    }
}

/// The baked ranges of the bidi classes, parsed once at first use.
struct BidiClassTable: Sendable {
    static let shared = BidiClassTable(
        leftToRight: PhraseData.strongLeftToRight, rightToLeft: PhraseData.strongRightToLeft,
        arabicLetters: PhraseData.arabicLetters, arabicNumbers: PhraseData.arabicNumbers)

    /// L, LRE, LRO.
    private let leftToRight: CodePointRanges
    /// R, AL, AN, RLE, RLO.
    private let rightToLeft: CodePointRanges
    /// AL.
    private let arabicLetters: CodePointRanges
    /// AN.
    private let arabicNumbers: CodePointRanges

    init(leftToRight: String, rightToLeft: String, arabicLetters: String, arabicNumbers: String) {
        self.leftToRight = CodePointRanges(leftToRight)
        self.rightToLeft = CodePointRanges(rightToLeft)
        self.arabicLetters = CodePointRanges(arabicLetters)
        self.arabicNumbers = CodePointRanges(arabicNumbers)
    }

    /// Whether the code point is of a strong left-to-right class (L, LRE, LRO), or for
    /// `rightToLeft` of a right-to-left one (R, AL, AN, RLE, RLO): Apple's list formatter isolates an
    /// item with one against its pattern's direction.
    func isStrong(_ value: UInt32, rightToLeft: Bool) -> Bool {
        (rightToLeft ? self.rightToLeft : leftToRight).contains(value)
    }

    /// L, R or AL, for a code point that is not an explicit formatting character.
    func strongClass(of value: UInt32) -> StrongBidiClass? {
        if leftToRight.contains(value) { return .leftToRight }
        guard rightToLeft.contains(value) else { return nil }
        if arabicLetters.contains(value) { return .arabicLetter }
        return arabicNumbers.contains(value) ? nil : .rightToLeft
    }
}
