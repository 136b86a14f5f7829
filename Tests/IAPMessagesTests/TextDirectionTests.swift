import IAPMessages
import Testing

/// Arguments that run against the sentence's direction are isolated (U+2068 … U+2069), so that an
/// English store error inside an Arabic or Hebrew sentence keeps the sentence's period on its side.
struct TextDirectionTests {
    @Test(arguments: [
        ("Card declined", TextDirection.leftToRight),
        ("خطأ في الدفع", .rightToLeft),
        ("שגיאה", .rightToLeft),
        ("503 Service Unavailable", .leftToRight),
        ("٥٠٣ خطأ", .rightToLeft),
        ("«ошибка»", .leftToRight),
        ("支付失败", .leftToRight),
        ("\u{200F}503", .rightToLeft),
        ("ܫܠܡܐ", .rightToLeft),
        ("ދިވެހި", .rightToLeft),
    ])
    func firstStrongCharacterDecides(_ example: (String, TextDirection)) {
        #expect(TextDirection.firstStrong(in: example.0) == example.1)
    }

    /// The signs in formatted prices and numbers (no-break space, General Punctuation, Currency
    /// Symbols) have no letter and no strong direction.
    @Test func theSignsOfFormattedValuesHaveNoDirection() throws {
        for value in [0xA0] + Array(0x2000...0x206F) + Array(0x20A0...0x20CF) where value != 0x200E && value != 0x200F {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(!scalar.properties.isAlphabetic, "U+\(String(value, radix: 16))")
            #expect(TextDirection.firstStrong(in: String(scalar)) == nil, "U+\(String(value, radix: 16))")
        }
    }

    @Test func textWithoutLettersHasNoDirection() {
        for text in ["", "503", "١٢٣", "12:30 — #5", "...", "\u{064B}"] {
            #expect(TextDirection.firstStrong(in: text) == nil, "\(text)")
        }
    }

    /// In a left-to-right sentence only the other direction is isolated. Of a right-to-left one the
    /// public API does not know whether it is Hebrew (R) or Arabic (AL), and a word of the other
    /// turns the digits after it (an Arabic word makes a Hebrew sentence's "10-20" Arabic digits):
    /// every value with a strong character is isolated there.
    @Test func theOtherDirectionIsIsolated() {
        #expect(TextDirection.isolated("Card declined", in: .rightToLeft) == "\u{2068}Card declined\u{2069}")
        #expect(TextDirection.isolated("בדיקה", in: .leftToRight) == "\u{2068}בדיקה\u{2069}")
        #expect(TextDirection.isolated("بطاقة", in: .rightToLeft) == "\u{2068}بطاقة\u{2069}")
        #expect(TextDirection.isolated("Card", in: .leftToRight) == "Card")
        #expect(TextDirection.isolated("503", in: .rightToLeft) == "503")
        #expect(TextDirection.isolated("١٢٣", in: .leftToRight) == "١٢٣")
    }

    /// Strong characters are told by their bidi class, not by being letters: Arabic's question mark,
    /// semicolon and ARABIC LETTER MARK, the Urdu full stop, Hebrew punctuation, N'Ko digits and the
    /// Rial sign are right to left; Roman numerals and Devanagari digits left to right.
    @Test(arguments: [
        ("\u{061C}", TextDirection.rightToLeft), ("\u{061F}", .rightToLeft), ("\u{061B}", .rightToLeft),
        ("\u{06D4}", .rightToLeft), ("\u{05F3}", .rightToLeft), ("\u{05BE}", .rightToLeft), ("\u{07C5}", .rightToLeft),
        ("\u{FDFC}", .rightToLeft), ("\u{216B}", .leftToRight), ("\u{096B}", .leftToRight), ("\u{2126}", .leftToRight),
    ])
    func strongCharactersThatAreNotLetters(_ example: (String, TextDirection)) {
        #expect(TextDirection.firstStrong(in: example.0) == example.1, "\(example.0.unicodeScalars.map { $0.value })")
        let sentence: TextDirection = example.1 == .leftToRight ? .rightToLeft : .leftToRight
        #expect(TextDirection.isolated(example.0, in: sentence) == "\u{2068}\(example.0)\u{2069}")
    }

    /// The first strong character outside isolates decides (UAX #9's P2).
    @Test func isolatesAreSkippedForTheFirstStrongCharacter() {
        #expect(TextDirection.firstStrong(in: "\u{2068}Card\u{2069} خطأ") == .rightToLeft)
        #expect(TextDirection.firstStrong(in: "\u{2067}שגיאה\u{2069}") == nil)
    }

    /// Through the shipped messages: a value of another strong class than the sentence's is isolated,
    /// one of the same is not. Arabic inside Hebrew and Hebrew inside Arabic are isolated, for each
    /// changes whether the digits after it are European or Arabic.
    @Test func shippedMessagesIsolateByBidiClass() throws {
        let cases: [(locale: String, value: String, isolated: Bool)] = [
            ("he", "خطأ", true), ("he", "\u{061F}", true), ("he", "\u{216B}", true), ("he", "\u{096B}", true),
            ("he", "שגיאה", false), ("he", "\u{05F3}", false), ("he", "503", false),
            ("ar", "שגיאה", true), ("ar", "\u{07C5}", true), ("ar", "\u{216B}", true),
            ("ar", "خطأ", false), ("ar", "\u{061F}", false), ("ar", "\u{FDFC}", false), ("ur", "\u{06D4}", false),
            ("en", "\u{061C}", true), ("en", "\u{061F}", true), ("en", "\u{06D4}", true), ("en", "\u{05F3}", true),
            ("en", "\u{07C5}", true), ("en", "\u{FDFC}", true), ("en", "\u{216B}", false), ("en", "١٢٣", false),
        ]
        for example in cases {
            let reason = try #require(IAPError.purchaseFailed(underlying: example.value).failureReason(for: [example.locale]))
            let wrapped = "\u{2068}\(example.value)\u{2069}"
            #expect(reason.contains(example.isolated ? wrapped : example.value) && reason.contains(wrapped) == example.isolated,
                    "\(example.locale) \(example.value.unicodeScalars.map { String($0.value, radix: 16) }): \(reason)")
        }
    }

    /// A paragraph separator inside a value would end the isolate and make the rest of the sentence
    /// a paragraph of its own (UAX #9 ends every isolate there): each becomes a LINE SEPARATOR, CR LF
    /// one, and the value is isolated, in any sentence and where none is known.
    @Test(arguments: ["\n", "\r", "\r\n", "\u{85}", "\u{2029}", "\u{1C}", "\u{1D}", "\u{1E}"])
    func paragraphSeparatorsInValuesBreakLinesOnly(_ separator: String) throws {
        for (locale, value) in [("ar", "Card" + separator + "declined"), ("he", "כרטיס" + separator + "נדחה"),
                                ("en", "Card" + separator + "declined"), ("en", "خطأ" + separator + "الدفع")] {
            let reason = try #require(IAPError.purchaseFailed(underlying: value).failureReason(for: [locale]))
            let expected = "\u{2068}" + value.replacingOccurrences(of: separator, with: "\u{2028}") + "\u{2069}"
            #expect(reason.contains(expected), "\(locale): \(reason.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(!reason.unicodeScalars.contains(where: { [0x0A, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2029].contains($0.value) }))
        }
        #expect(TextDirection.isolated("a" + separator + "b", in: .leftToRight) == "\u{2068}a\u{2028}b\u{2069}")
        #expect(TextDirection.isolated("a" + separator + "b", in: .rightToLeft) == "\u{2068}a\u{2028}b\u{2069}")
        #expect(TextDirection.contained("1" + separator + "2") == "\u{2068}1\u{2028}2\u{2069}")
    }

    /// The shipped Arabic, Hebrew and Urdu texts with an untranslated reason from the store.
    @Test func shippedRightToLeftMessagesIsolateLatinReasons() throws {
        let natives = ["ar": "تم رفض البطاقة", "he": "הכרטיס נדחה", "ur": "کارڈ مسترد کر دیا گیا"]
        for locale in ["ar", "he", "ur"] {
            let reason = try #require(IAPError.purchaseFailed(underlying: "Card declined").failureReason(for: [locale]))
            #expect(reason.contains("\u{2068}Card declined\u{2069}"), "\(locale): \(reason)")
            let native = try #require(natives[locale])
            let nativeReason = try #require(IAPError.purchaseFailed(underlying: native).failureReason(for: [locale]))
            #expect(nativeReason.contains(native) && !nativeReason.contains("\u{2068}"), "\(locale): \(nativeReason)")
        }
        // Left-to-right languages isolate a right-to-left argument, and leave their own alone.
        let english = try #require(IAPError.purchaseFailed(underlying: "הכרטיס נדחה").failureReason(for: ["en"]))
        #expect(english == "The App Store reported: \u{2068}הכרטיס נדחה\u{2069}")
        #expect(IAPError.purchaseFailed(underlying: "Card declined").failureReason(for: ["en"]) == "The App Store reported: Card declined")
    }
}

/// Values from a store or a server cannot reorder the app's own words: whatever bidi controls a value
/// holds, everything after it is at the sentence's own level again (UAX #9's explicit levels).
struct BidiContainmentTests {
    /// The explicit-level stack UAX #9 builds over `text`: its depth before each scalar, and at the end.
    /// PDF closes the innermost embedding only when no isolate is above it; PDI closes the innermost
    /// isolate with everything above it, and is ignored without one.
    static func depths(_ text: String) -> (each: [Int], end: Int) {
        var stack: [Bool] = []   // true: isolate
        var each: [Int] = []
        for scalar in text.unicodeScalars {
            each.append(stack.count)
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E: stack.append(false)
            case 0x2066, 0x2067, 0x2068: stack.append(true)
            case 0x202C: if stack.last == false { stack.removeLast() }
            case 0x2069: if let isolate = stack.lastIndex(of: true) { stack.removeSubrange(isolate...) }
            default: break
            }
        }
        return (each, stack.count)
    }

    /// The examples of the review: an override turning the rest of the English sentence around, and
    /// in Arabic a stray PDI closing the isolate early or open isolates swallowing the sentence's end.
    @Test func reviewedAttacksAreContained() throws {
        let english = try #require(IAPError.purchaseFailed(underlying: "Card \u{202E}declined").failureReason(for: ["en"]))
        #expect(english == "The App Store reported: \u{2068}Card \u{202E}declined\u{202C}\u{2069}")
        for value in ["abc\u{2069}def", "\u{2066}\u{2066}\u{2066}x", "\u{202B}x\u{202C}\u{202C}\u{2069}y", "Card \u{202E}declined"] {
            for locale in ["ar", "he", "en", "de"] {
                let text = try #require(IAPError.purchaseFailed(underlying: value).failureReason(for: [locale]))
                #expect(Self.depths(text).end == 0, "\(locale) \(value.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    /// Random values of letters, digits, spaces and every explicit control: inserted into a sentence of
    /// either direction (or one without letters), the value's wrapper is the only level at its ends,
    /// nothing inside closes it, and the sentence after it is at level 0.
    @Test func randomValuesNeverLeakTheirLevels() {
        let alphabet: [Unicode.Scalar] = ["a", "b", "\u{05D0}", "\u{0628}", " ", "1", ".", "\u{202A}", "\u{202B}", "\u{202C}",
                                          "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200F}"]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20_000 {
            var value = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...(round % 3 == 0 ? 200 : 12), using: &generator) {
                value.append(alphabet.randomElement(using: &generator)!)
            }
            let text = String(value)
            let inserted: String
            switch round % 3 {
            case 0: inserted = TextDirection.isolated(text, in: .leftToRight)
            case 1: inserted = TextDirection.isolated(text, in: .rightToLeft)
            default: inserted = TextDirection.contained(text)
            }
            let sentence = "Before " + inserted + " after."
            let (each, end) = Self.depths(sentence)
            #expect(end == 0, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            let start = "Before ".unicodeScalars.count, stop = start + inserted.unicodeScalars.count
            if inserted != text || text.unicodeScalars.contains(where: { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }) {
                // Wrapped: every scalar strictly inside the wrapper is at depth ≥ 1, so nothing closed it early.
                #expect(each[(start + 1)..<stop].allSatisfy { $0 >= 1 }, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                #expect(each[stop...].allSatisfy { $0 == 0 })
                #expect((Self.depths(inserted).each.max() ?? 0) <= TextDirection.maximumNesting + 1)
            }
        }
    }
}
