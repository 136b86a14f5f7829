/// Left-to-right or right-to-left, as the Unicode bidirectional algorithm decides a paragraph's
/// direction: by its first strong character.
///
/// Used to keep a sentence readable when an argument runs the other way: an English store error
/// inside an Arabic sentence would otherwise pull the sentence's final period to its own side
/// ("…: Card declined." shown with the period after "declined" at the far left). Such an argument is
/// wrapped in FIRST STRONG ISOLATE (U+2068) … POP DIRECTIONAL ISOLATE (U+2069), which shows it in its
/// own direction and makes it one neutral unit for the sentence around it.
///
/// ```swift
/// TextDirection.firstStrong(in: "خطأ")                       // .rightToLeft
/// TextDirection.firstStrong(in: "503 Service Unavailable")   // .leftToRight ("503" is weak)
/// TextDirection.isolated("Card declined", in: .rightToLeft)  // "\u{2068}Card declined\u{2069}"
/// ```
public enum TextDirection: String, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft

    /// The direction of the first character with a strong direction, or nil when there is none
    /// (digits, punctuation and spaces only).
    ///
    /// Strong right-to-left are the letters of the Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan,
    /// Mandaic, Adlam and other right-to-left scripts (their Unicode blocks) and RIGHT-TO-LEFT MARK;
    /// strong left-to-right are all other letters and LEFT-TO-RIGHT MARK.
    public static func firstStrong(in text: some StringProtocol) -> TextDirection? {
        for scalar in text.unicodeScalars {
            if let direction = strongDirection(of: scalar) { return direction }
        }
        return nil
    }

    /// The text as it should be inserted into a sentence running in `direction`: isolated when its
    /// own first strong character runs the other way, unchanged otherwise.
    public static func isolated(_ text: String, in direction: TextDirection) -> String {
        guard let own = firstStrong(in: text), own != direction else { return text }
        return "\u{2068}" + text + "\u{2069}"
    }

    static func strongDirection(of scalar: Unicode.Scalar) -> TextDirection? {
        let value = scalar.value
        switch value {
        case 0x200E: return .leftToRight
        case 0x200F: return .rightToLeft
        default: break
        }
        if isRightToLeftBlock(value) {
            // Marks, digits and punctuation inside these blocks are not strong (Arabic-Indic digits
            // are weak, harakat are non-spacing).
            return scalar.properties.isAlphabetic && scalar.properties.generalCategory != .nonspacingMark ? .rightToLeft : nil
        }
        guard scalar.properties.isAlphabetic else { return nil }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .letterNumber: return nil
        default: return .leftToRight
        }
    }

    /// The blocks whose letters are right-to-left: Hebrew through Arabic Extended-A (U+0590–08FF),
    /// the Hebrew and Arabic presentation forms, and the supplementary right-to-left ranges
    /// (U+10800–10FFF, U+1E800–1EFFF).
    private static func isRightToLeftBlock(_ value: UInt32) -> Bool {
        (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
            || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
    }
}
