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
    /// Latin, Cyrillic, Greek, the Indic and East Asian scripts: the characters of bidi class L.
    case leftToRight
    /// Hebrew, Arabic, Syriac, Thaana, N'Ko and the other right-to-left scripts: bidi classes R and AL.
    case rightToLeft

    /// The direction of the first character with a strong direction, or nil when there is none
    /// (digits, punctuation and spaces only), as UAX #9 finds a paragraph's (rule P2): characters
    /// inside an isolate (LRI, RLI or FSI to its PDI) are skipped.
    ///
    /// Strong are the characters of bidi class L (left to right: the letters of Latin, Cyrillic,
    /// Greek, the Indic and East Asian scripts, LEFT-TO-RIGHT MARK, but also Roman numerals and
    /// Devanagari digits), R (Hebrew, N'Ko, Syriac's neighbours and their punctuation and digits,
    /// RIGHT-TO-LEFT MARK) and AL (Arabic, Syriac, Thaana, ARABIC LETTER MARK and Arabic's own
    /// question mark, semicolon and full stop), as Unicode's data (baked from ICU) gives them.
    public static func firstStrong(in text: some StringProtocol) -> TextDirection? {
        StrongBidiClass.first(in: text.unicodeScalars).map { $0 == .leftToRight ? .leftToRight : .rightToLeft }
    }

    /// The text as it should be inserted into a sentence running in `direction`, so that nothing in
    /// it can move the sentence's own words (UAX #9):
    ///
    /// - text with a strong character the sentence could be moved by, with any bidi control or with
    ///   a paragraph separator, is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE. In a
    ///   left-to-right sentence that is a right-to-left character; in a right-to-left one any strong
    ///   character, for a Hebrew word turns the Latin digits after it back in an Arabic sentence and
    ///   an Arabic one turns them Arabic in a Hebrew sentence (rule W2);
    /// - inside, every embedding, override or isolate the text opens is closed before the wrapper
    ///   ends, and a closer that would match nothing of its own (a stray PDF or PDI, which could end the
    ///   wrapper early) is dropped; nesting deeper than `maximumNesting` is dropped with its closers;
    /// - a paragraph separator (line feed, carriage return, CR LF, NEXT LINE, PARAGRAPH SEPARATOR and
    ///   the information separators U+001C–001E) becomes U+2028 LINE SEPARATOR, which breaks the line
    ///   where text views break lines but does not end the sentence's paragraph and the isolate
    ///   with it.
    ///
    /// Other text without controls is returned unchanged.
    public static func isolated(_ text: String, in direction: TextDirection) -> String {
        insert(text, into: direction == .leftToRight ? .leftToRight : .anyRightToLeft)
    }

    /// `text` as `isolated(_:in:)` and `contained(_:)` insert it into a sentence.
    package static func insert(_ text: String, into sentence: Sentence?) -> String {
        switch isolation(of: text, in: sentence) {
        case .none: text
        case .wrapped: "\u{2068}" + text + "\u{2069}"
        case .balanced: "\u{2068}" + balanced(text) + "\u{2069}"
        }
    }

    /// What a sentence lets a value hold without an isolate: the strong characters of its own class.
    package enum Sentence: Sendable, Equatable {
        /// Its first strong character is of class L.
        case leftToRight
        /// R: a Hebrew sentence.
        case hebrew
        /// AL: an Arabic, Persian or Urdu sentence.
        case arabic
        /// R or AL, not known which: no strong character is safe.
        case anyRightToLeft

        /// The sentence whose text starts (outside isolates) with a strong character of `strong`.
        package init(_ strong: StrongBidiClass) {
            switch strong {
            case .leftToRight: self = .leftToRight
            case .rightToLeft: self = .hebrew
            case .arabicLetter: self = .arabic
            }
        }

        /// Whether a value's strong character of class `strong` leaves the sentence as it is.
        package func admits(_ strong: StrongBidiClass) -> Bool {
            switch self {
            case .leftToRight: strong == .leftToRight
            case .hebrew: strong == .rightToLeft
            case .arabic: strong == .arabicLetter
            case .anyRightToLeft: false
            }
        }
    }

    /// What `isolated(_:in:)` does to `text` (nil sentence: what `contained(_:)` does), decided
    /// without building the result, so that the interpreter can write the wrapper and the text
    /// straight into a message.
    enum Isolation {
        /// The text as it is.
        case none
        /// Between FSI and PDI.
        case wrapped
        /// Its controls balanced and paragraph separators replaced (`balanced(_:)`), then between FSI and PDI.
        case balanced
    }

    static func isolation(of text: String, in sentence: Sentence?) -> Isolation {
        var needsIsolation = false
        for scalar in text.unicodeScalars {
            if BidiControl(scalar) != nil || isParagraphSeparator(scalar) { return .balanced }
            // Once a strong character the sentence does not admit is found only controls matter.
            if !needsIsolation, let sentence, let strong = StrongBidiClass(scalar), !sentence.admits(strong) {
                needsIsolation = true
            }
        }
        return needsIsolation ? .wrapped : .none
    }

    /// Whether UAX #9 ends a paragraph at the scalar (bidi class B), and with it every isolate.
    static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: true
        default: false
        }
    }

    /// The text inserted where the direction around it is not known (a pattern without letters of
    /// its own): unchanged, unless it holds bidi controls or paragraph separators, which are then
    /// balanced, replaced and isolated as `isolated(_:in:)` does, so that they cannot reach the rest
    /// of the message.
    public static func contained(_ text: String) -> String {
        insert(text, into: nil)
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

    /// `text` with every level it opens closed at its end, no closer that reaches outside it, and
    /// each paragraph separator (CR LF as one) a LINE SEPARATOR.
    static func balanced(_ text: String) -> String {
        var open: [BidiControl] = []
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch BidiControl(scalar) {
            case nil where isParagraphSeparator(scalar):
                // The LF of a CR LF: its CR is already a line separator.
                if scalar == "\n", previous == "\r" { continue }
                result.append("\u{2028}")
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
}
