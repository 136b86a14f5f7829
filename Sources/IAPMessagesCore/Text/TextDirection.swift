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
    /// Latin, Cyrillic, Greek, the Indic and East Asian scripts: every strong letter outside the right-to-left blocks.
    case leftToRight
    /// Hebrew, Arabic, Syriac, Thaana, N'Ko and the other right-to-left scripts.
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

    /// The text as it should be inserted into a sentence running in `direction`, so that nothing in
    /// it can move the sentence's own words (UAX #9):
    ///
    /// - text with a strong character of the other direction, or with any bidi control, is wrapped
    ///   in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE;
    /// - inside, every embedding, override or isolate the text opens is closed before the wrapper
    ///   ends, and a closer that would match nothing of its own (a stray PDF or PDI, which could end the
    ///   wrapper early) is dropped; nesting deeper than `maximumNesting` is dropped with its closers.
    ///
    /// Text in the sentence's direction without controls, and text without strong characters, is
    /// returned unchanged.
    public static func isolated(_ text: String, in direction: TextDirection) -> String {
        switch isolation(of: text, in: direction) {
        case .none: text
        case .wrapped: "\u{2068}" + text + "\u{2069}"
        case .balanced: "\u{2068}" + balanced(text) + "\u{2069}"
        }
    }

    /// What `isolated(_:in:)` does to `text` (nil direction: what `contained(_:)` does), decided
    /// without building the result, so that the interpreter can write the wrapper and the text
    /// straight into a message.
    enum Isolation {
        /// The text as it is.
        case none
        /// Between FSI and PDI.
        case wrapped
        /// Its controls balanced (`balanced(_:)`), then between FSI and PDI.
        case balanced
    }

    static func isolation(of text: String, in direction: TextDirection?) -> Isolation {
        var needsIsolation = false
        for scalar in text.unicodeScalars {
            if BidiControl(scalar) != nil { return .balanced }
            // Once the other direction is found only controls matter.
            if !needsIsolation, let direction, let own = strongDirection(of: scalar), own != direction { needsIsolation = true }
        }
        return needsIsolation ? .wrapped : .none
    }

    /// The text inserted where the direction around it is not known (a pattern without letters of
    /// its own): unchanged, unless it holds bidi controls, which are then balanced and isolated as
    /// `isolated(_:in:)` does, so that they cannot reach the rest of the message.
    public static func contained(_ text: String) -> String {
        isolation(of: text, in: nil) == .balanced ? "\u{2068}" + balanced(text) + "\u{2069}" : text
    }

    /// How deep a value may nest embeddings and isolates of its own: far below UAX #9's 125, which
    /// the wrapper and the sentence around it must not reach.
    public static let maximumNesting = 60

    /// The explicit formatting characters of UAX #9 that open or close a level.
    enum BidiControl {
        case openEmbedding, openIsolate, popEmbedding, popIsolate

        init?(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E: self = .openEmbedding   // LRE, RLE, LRO, RLO
            case 0x2066, 0x2067, 0x2068: self = .openIsolate              // LRI, RLI, FSI
            case 0x202C: self = .popEmbedding                              // PDF
            case 0x2069: self = .popIsolate                                // PDI
            default: return nil
            }
        }
    }

    /// `text` with every level it opens closed at its end and no closer that reaches outside it.
    static func balanced(_ text: String) -> String {
        var open: [BidiControl] = []
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch BidiControl(scalar) {
            case nil:
                result.append(scalar)
            case .openEmbedding?, .openIsolate?:
                guard open.count < maximumNesting else { continue }
                open.append(BidiControl(scalar)!)
                result.append(scalar)
            case .popEmbedding?:
                // A PDF closes the innermost embedding, and none across an isolate.
                guard open.last == .openEmbedding else { continue }
                open.removeLast()
                result.append(scalar)
            case .popIsolate?:
                // A PDI closes the innermost isolate and every embedding opened inside it.
                guard let isolate = open.lastIndex(of: .openIsolate) else { continue }
                open.removeSubrange(isolate...)
                result.append(scalar)
            }
        }
        for level in open.reversed() {
            result.append(level == .openIsolate ? "\u{2069}" : "\u{202C}")
        }
        return String(result)
    }

    static func strongDirection(of scalar: Unicode.Scalar) -> TextDirection? {
        let value = scalar.value
        // ASCII, most arguments' every character, without the property tables: its letters are
        // its only strong characters, all left to right.
        if value < 0x80 {
            return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) ? .leftToRight : nil
        }
        switch value {
        case 0x200E: return .leftToRight
        case 0x200F: return .rightToLeft
        // What formatted numbers, prices and dates hold beside digits, without the property tables:
        // no-break space, General Punctuation (spaces, dashes, the narrow no-break space; its
        // controls are not strong) and Currency Symbols have no letter.
        case 0xA0, 0x2000...0x206F, 0x20A0...0x20CF: return nil
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
