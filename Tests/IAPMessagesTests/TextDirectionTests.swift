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

    /// The ranges `firstStrong` answers without Unicode's property tables (the signs in formatted
    /// prices and numbers) hold no letter, as the tables say.
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

    @Test func onlyTheOtherDirectionIsIsolated() {
        #expect(TextDirection.isolated("Card declined", in: .rightToLeft) == "\u{2068}Card declined\u{2069}")
        #expect(TextDirection.isolated("בדיקה", in: .leftToRight) == "\u{2068}בדיקה\u{2069}")
        #expect(TextDirection.isolated("بطاقة", in: .rightToLeft) == "بطاقة")
        #expect(TextDirection.isolated("Card", in: .leftToRight) == "Card")
        #expect(TextDirection.isolated("503", in: .rightToLeft) == "503")
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
