import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import Testing

/// The interpreter's public entry points refuse programs msgc could not have written, instead of
/// trapping or reading past the program.
@Suite struct MalformedProgramTests {
    static let interpreter = MessageInterpreter(formatLocale: LocaleIdentifier("en"), pluralLocale: LocaleIdentifier("en"),
                                                arguments: [.int(3), .string("x")])

    @Test(arguments: [
        "\u{1}", "\u{1}0", "\u{1}0\u{2}", "\u{1}99999999999999999999999\u{2}\u{3}", "\u{5}", "\u{5}p", "\u{5}p0\u{2}",
        "\u{5}p0\u{2}0\u{2}other\u{2}999999\u{2}x\u{3}", "\u{5}p0\u{2}0\u{2}other\u{2}5\u{2}ab\u{3}", "\u{5}x0\u{2}0\u{2}\u{3}",
        "\u{2}", "\u{3}", "\u{5}p0\u{2}-\u{2}other\u{2}1\u{2}a\u{3}", "a\u{1}0\u{2}l",
        String(repeating: "\u{5}s1\u{2}0\u{2}other\u{2}", count: 200),
    ])
    func malformedProgramsRenderNothing(_ program: String) {
        var copy = program
        let wellFormed = copy.withUTF8(MessageProgram.isWellFormed)
        #expect(!wellFormed)
        #expect(Self.interpreter.render(program) == "")
        #expect(MessageTable(programs: [program]).contains(0) == false)
    }

    /// A hand-made table whose offsets reach past its text: the message reads as empty, the one
    /// before it as written, and nothing is read beyond the literal.
    @Test func offsetsPastTheTextReadAsAnEmptyMessage() {
        // Width 2; messages at [0, 5) and [5, 4000): the text has 5 bytes.
        #expect(MessageTable.encodeOffsets([0, 5, 4000]) == "20005-W")
        let table = MessageTable(text: "Hello", offsets: "20005-W")
        let catalog = MessageCatalog(sourceLocale: "en", locales: ["en"], tables: [table])
        #expect(catalog.string(0, preferredLanguage: "en") == "Hello")
        #expect(catalog.string(1, preferredLanguage: "en") == "")
        #expect(catalog.string(1, [.int(1)], preferredLanguages: ["en"]) == "")
    }

    @Test func wellFormedProgramsStillRender() {
        let plural = "You have \u{5}p0\u{2}0\u{2}one\u{2}7\u{2}\u{4} thingother\u{2}8\u{2}\u{4} things\u{3}, \u{1}1\u{2}l\u{3}."
        var copy = plural
        let wellFormed = copy.withUTF8(MessageProgram.isWellFormed)
        #expect(wellFormed)
        #expect(Self.interpreter.render(plural) == "You have 3 things, x.")
        #expect(Self.interpreter.render("plain") == "plain")
    }

    /// Random byte strings near the grammar: never a trap, and either refused or rendered.
    @Test func randomProgramsNeverTrap() {
        let pieces = ["\u{1}", "\u{2}", "\u{3}", "\u{4}", "\u{5}", "p", "s", "o", "0", "1", "9", "-", "other", "one", "=1", "a", " "]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let program = (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            _ = Self.interpreter.render(program)
        }
    }
}
