import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// Every kind of argument, not strings alone, is isolated where it runs against the text around it:
/// at the start, in the middle and at the end of a right-to-left sentence, so that no value can
/// turn a line around. Values in the sentence's own direction, and digits, are left as they are.
@Suite struct ArgumentDirectionTests {
    private func render(_ message: String, _ arguments: [String: MessageArgument], locale: String, formatLocale: String? = nil) throws -> String {
        let (pattern, diagnostics, _) = MessageFormatParserTests.parse(message)
        #expect(diagnostics.isEmpty)
        let names = arguments.keys.sorted()
        let program = MessageLowering.program(for: try #require(pattern), arguments: names)
        return MessageInterpreter(formatLocale: LocaleIdentifier(formatLocale ?? locale), pluralLocale: LocaleIdentifier(locale),
                                  arguments: names.map { arguments[$0]! }).render(program)
    }

    /// The first strong character outside isolates (UAX #9, P2 and P3).
    private func paragraphDirection(_ text: String) -> TextDirection? {
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066, 0x2067, 0x2068: depth += 1
            case 0x2069: depth = max(0, depth - 1)
            default: if depth == 0, let direction = TextDirection.firstStrong(in: String(scalar)) { return direction }
            }
        }
        return nil
    }

    static let sentences: [(locale: String, start: String, middle: String, end: String)] = [
        ("ur", "{v} ہر ماہ", "ہر ماہ {v} ادا کریں", "قیمت: {v}"),
        ("ar", "{v} شهريًا", "ادفع {v} كل شهر", "السعر: {v}"),
        ("he", "{v} לחודש", "שלם {v} בכל חודש", "המחיר: {v}"),
    ]

    /// A Hebrew sentence (first strong character R) and an Arabic one (AL) isolate each other's words,
    /// for after an Arabic letter European digits are Arabic digits (UAX #9's W2): "10-20" would
    /// read "20-10". Words of their own class stay as they are.
    @Test func hebrewAndArabicSentencesIsolateEachOthersWords() throws {
        let cases: [(locale: String, pattern: String, value: String, isolated: Bool)] = [
            ("he", "שלם {v} 10-20", "مرحبا", true), ("he", "שלם {v} 10-20", "\u{061F}", true),
            ("he", "שלם {v} 10-20", "שלום", false),
            ("ar", "ادفع {v} 10-20", "שלום", true), ("ar", "ادفع {v} 10-20", "\u{07C1}", true),
            ("ar", "ادفع {v} 10-20", "مرحبا", false), ("fa", "پرداخت {v}", "\u{FDFC}", false),
            ("en", "Pay {v} 10-20", "\u{06D4}", true), ("he", "שלם {v}", "\u{216B}", true),
        ]
        for example in cases {
            let text = try render(example.pattern, ["v": .string(example.value)], locale: example.locale)
            #expect(text.contains("\u{2068}\(example.value)\u{2069}") == example.isolated, "\(example.pattern) \(example.value): \(text.debugDescription)")
            #expect(text.contains(example.value))
        }
    }

    @Test(arguments: sentences)
    func aLatinValueCannotTurnARightToLeftLine(_ sentence: (locale: String, start: String, middle: String, end: String)) throws {
        let price = try IAPPrice(amount: 500, currencyCode: "PKR", locale: Locale(identifier: "en_PK"))
        // The same sentence with a price, a date, a duration and a number that the English format
        // writes with Latin letters (as when a format locale differs from the text's language).
        // The compact number has its letters ("2 million") where the backend writes compact
        // notation, ICU's; the Apple configuration's formatters write its digits, which stay as they are.
        let values: [(String, MessageArgument, String?)] = [
            ("{v}", .price(price), nil),
            ("{v, date, long}", .date(Date(timeIntervalSince1970: 1_766_484_000)), "en"),
            ("{v, duration}", .duration(3_600), "en"),
            ("{v, time, short}", .date(Date(timeIntervalSince1970: 1_766_484_000)), "en"),
            ("{v, number, ::compact-long}", .int(2_000_000), "en"),
        ]
        func hasLatinLetters(_ text: String) -> Bool {
            text.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
        }
        for pattern in [sentence.start, sentence.middle, sentence.end] {
            for (argument, value, formatLocale) in values {
                let message = pattern.replacingOccurrences(of: "{v}", with: argument)
                let text = try render(message, ["v": value], locale: sentence.locale, formatLocale: formatLocale)
                #expect(paragraphDirection(text) == .rightToLeft, "\(message): \(text.debugDescription)")
                let compactDigits = argument.contains("compact") && !hasLatinLetters(text)
                #expect(compactDigits || (text.contains("\u{2068}") && text.contains("\u{2069}")), "\(message): \(text.debugDescription)")
            }
        }
    }

    @Test func valuesInTheSentencesDirectionAndDigitsStayAsTheyAre() throws {
        #expect(try render("{n, number} ماه", ["n": .int(12)], locale: "ur") == "12 ماه")
        #expect(try render("שלם {n, number, integer}", ["n": .int(1234)], locale: "he") == "שלם 1,234")
        #expect(try render("Paid {d, date, long}", ["d": .date(Date(timeIntervalSince1970: 1_766_484_000))], locale: "en") == "Paid December 23, 2025")
        #expect(try render("{d, date, long} לתשלום", ["d": .date(Date(timeIntervalSince1970: 1_766_484_000))], locale: "he") == "23 בדצמבר 2025 לתשלום")
    }

    /// A right-to-left value in a left-to-right sentence, and a Flutter set, which isolates nothing.
    @Test func otherDirectionsAndFlutter() throws {
        let text = try render("Renews {d, date, long}", ["d": .date(Date(timeIntervalSince1970: 1_766_484_000))], locale: "en", formatLocale: "he")
        #expect(text == "Renews \u{2068}23 בדצמבר 2025\u{2069}", "\(text.debugDescription)")
        let (pattern, _, _) = MessageFormatParserTests.parse("{v, date, long} לתשלום")
        let program = MessageLowering.program(for: try #require(pattern), arguments: ["v"], isolatingArguments: false)
        let flutter = MessageInterpreter(formatLocale: LocaleIdentifier("en"), pluralLocale: LocaleIdentifier("he"),
                                         arguments: [.date(Date(timeIntervalSince1970: 1_766_484_000))]).render(program)
        #expect(!flutter.contains("\u{2068}"), "\(flutter.debugDescription)")
    }
}
