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

    /// The shipped Arabic and Hebrew texts with an untranslated reason from the store.
    @Test func shippedRightToLeftMessagesIsolateLatinReasons() throws {
        for locale in ["ar", "he"] {
            let reason = try #require(IAPError.purchaseFailed(underlying: "Card declined").failureReason(for: [locale]))
            #expect(reason.contains("\u{2068}Card declined\u{2069}"), "\(locale): \(reason)")
            let native = locale == "ar" ? "تم رفض البطاقة" : "הכרטיס נדחה"
            let nativeReason = try #require(IAPError.purchaseFailed(underlying: native).failureReason(for: [locale]))
            #expect(nativeReason.contains(native) && !nativeReason.contains("\u{2068}"), "\(locale): \(nativeReason)")
        }
        // Left-to-right languages isolate a right-to-left argument, and leave their own alone.
        let english = try #require(IAPError.purchaseFailed(underlying: "הכרטיס נדחה").failureReason(for: ["en"]))
        #expect(english == "The App Store reported: \u{2068}הכרטיס נדחה\u{2069}")
        #expect(IAPError.purchaseFailed(underlying: "Card declined").failureReason(for: ["en"]) == "The App Store reported: Card declined")
    }
}
