/// The compact form in which generated tables store a message, shared by `msgc` (which writes it)
/// and the runtime (which reads it). Nothing here parses MessageFormat: `msgc` has already resolved
/// quoting, checked every case and numbered the arguments.
///
/// A program is UTF-8 text in which bytes 0x01–0x05 are markers (catalog text may not contain them):
/// - literal text stands for itself;
/// - `0x01 index 0x02 style 0x03`: argument `index` (decimal) in a style (see `ArgumentStyleCode`);
/// - `0x04`: the number of the innermost plural or selectordinal, minus its offset (MessageFormat's `#`);
/// - `0x05 kind index 0x02 offset 0x02` then cases `key 0x02 length 0x02 body`, then `0x03`:
///   a plural (`p`), selectordinal (`o`), select (`s`) or Flutter plural (`f`: categories from
///   `FlutterPluralRules` for the app's locale, as a gen-l10n app selects them, `two` falling back to
///   `few` and then `other`) on argument `index`; `length` is the body's
///   size in bytes so non-matching cases are skipped without reading them; exact keys are `=N`.
///
/// A message without arguments is therefore its text, and looking it up costs one slice of a table.
package enum MessageProgram {
    /// Opens an argument: its index follows.
    package static let argumentStart: UInt8 = 0x01
    /// Ends an index, an offset, a case key or a case length.
    package static let separator: UInt8 = 0x02
    /// Ends an argument's style, or a choice's cases.
    package static let end: UInt8 = 0x03
    /// MessageFormat's `#`: the number of the innermost plural or selectordinal.
    package static let pound: UInt8 = 0x04
    /// Opens a plural, selectordinal, select or Flutter plural: its kind and argument index follow.
    package static let choiceStart: UInt8 = 0x05

    /// Style codes after an argument's index, optionally preceded by a direction code.
    package enum ArgumentStyleCode {
        /// Before any style: the argument stands in right-to-left text whose first strong character is
        /// of bidi class R (Hebrew), and is isolated (`TextDirection.isolated`) when it has a strong
        /// character of another class; `r` alone is a plain argument there.
        package static let rightToLeft: Unicode.Scalar = "r"
        /// Before any style: the argument stands in right-to-left text whose first strong character is
        /// of bidi class AL (Arabic, Persian, Urdu), and is isolated when it has a strong character of
        /// another class: a Hebrew word would turn the Arabic digits after it European (UAX #9's W2).
        package static let arabicRightToLeft: Unicode.Scalar = "y"
        /// Before any style: the argument stands in left-to-right text, and is isolated when it has a
        /// strong right-to-left character.
        package static let leftToRight: Unicode.Scalar = "l"
        /// Before any style: the argument of a Flutter app's message, formatted as package:intl's
        /// `NumberFormat` and `DateFormat` format it, in the app's locale (gen-l10n's `localeName`, the
        /// interpreter's `appLocale`, also for a text that falls back to another locale) and in the
        /// digits the app's intl writes there (`IntlDigits`: an Arabic number in Latin digits, an
        /// Arabic date and a Persian number in their own).
        package static let intl: Unicode.Scalar = "g"
        /// A value as its type writes it by default (a price with its currency, a number in the locale's digits).
        package static let plain = ""
        /// `{n, number}`: a number in the locale's format.
        package static let number = "n"
        /// `{n, number, integer}`: rounded to an integer.
        package static let integer = "i"
        /// `{n, number, percent}`: multiplied by 100, with the locale's percent sign.
        package static let percent = "p"
        /// Followed by an ICU number skeleton.
        package static let numberSkeleton = "k"
        /// A number as Dart's `toString()` writes it (a Flutter placeholder without `format`).
        package static let dartToString = "a"
        /// A Dart `num` as an app passes it (a Flutter placeholder of type `num`, or an untyped plural
        /// count, without `format`): a whole number as Dart writes an `int` (`21`), any other as a
        /// `double` (`2.5`, `1e+21`).
        package static let dartNum = "b"
        /// Followed by s, m, l or f, or by `k` and a date skeleton.
        package static let date = "d"
        /// Followed by s, m, l or f, or by `k` and a skeleton: a time of day.
        package static let time = "t"
        /// `{d, duration}`: a length of time in units ("1 hr, 5 min").
        package static let duration = "u"
    }

    /// The kind of a choice, the byte after `choiceStart`.
    package enum ChoiceCode {
        /// A plural on CLDR's cardinal rules.
        package static let plural: UInt8 = UInt8(ascii: "p")
        /// A selectordinal, on CLDR's ordinal rules.
        package static let ordinal: UInt8 = UInt8(ascii: "o")
        /// A select on an argument's text.
        package static let select: UInt8 = UInt8(ascii: "s")
        /// A plural of a catalog written for Flutter: its category is package:intl's, for the app's
        /// locale (gen-l10n's `localeName`), whichever locale's text it stands in.
        package static let flutterPlural: UInt8 = UInt8(ascii: "f")
    }

    /// Whether `bytes` is a program `msgc` could have written: every marker where the grammar above
    /// puts it, every number a plain decimal of at most nine digits, every case body within the
    /// program, plurals nested at most 64 deep. The interpreter's public entry points render nothing
    /// else, so a malformed program (from a hand-made or damaged table) is refused, never read out of
    /// bounds.
    package static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var validator = Validator(bytes: bytes)
        return validator.sequence(from: 0, to: bytes.count, depth: 0) == bytes.count
    }

    private struct Validator {
        let bytes: UnsafeBufferPointer<UInt8>

        /// Validates `start..<end` as text, arguments, pounds and choices; the index reached, or nil.
        mutating func sequence(from start: Int, to end: Int, depth: Int) -> Int? {
            var i = start
            while i < end {
                switch bytes[i] {
                case argumentStart:
                    guard let (_, afterIndex) = number(from: i + 1, to: end),
                          let afterStyle = text(from: afterIndex, to: end, until: MessageProgram.end) else { return nil }
                    i = afterStyle
                case separator, MessageProgram.end:
                    return nil
                case choiceStart:
                    guard depth < 64, i + 1 < end,
                          [ChoiceCode.plural, ChoiceCode.ordinal, ChoiceCode.select, ChoiceCode.flutterPlural].contains(bytes[i + 1]),
                          let (_, afterIndex) = number(from: i + 2, to: end) else { return nil }
                    let offsetStart = afterIndex < end && bytes[afterIndex] == UInt8(ascii: "-") ? afterIndex + 1 : afterIndex
                    guard let (_, afterOffset) = number(from: offsetStart, to: end) else { return nil }
                    i = afterOffset
                    while true {
                        guard i < end else { return nil }
                        if bytes[i] == MessageProgram.end { i += 1; break }
                        guard let afterKey = text(from: i, to: end, until: separator),
                              let (length, bodyStart) = number(from: afterKey, to: end),
                              length <= end - bodyStart,
                              sequence(from: bodyStart, to: bodyStart + length, depth: depth + 1) == bodyStart + length else { return nil }
                        i = bodyStart + length
                    }
                default:
                    i += 1
                }
            }
            return i
        }

        /// Decimal digits (1 to 9 of them) up to a separator: the value and the index after the separator.
        func number(from start: Int, to end: Int) -> (Int, Int)? {
            var value = 0, i = start
            while i < end, bytes[i] != separator {
                guard i - start < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) else { return nil }
                value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
                i += 1
            }
            guard i < end, i > start else { return nil }
            return (value, i + 1)
        }

        /// Text without markers up to `marker`: the index after the marker.
        func text(from start: Int, to end: Int, until marker: UInt8) -> Int? {
            var i = start
            while i < end, bytes[i] != marker {
                guard bytes[i] == 0 || bytes[i] > choiceStart else { return nil }
                i += 1
            }
            return i < end ? i + 1 : nil
        }
    }

    /// Whether a program has no markers, so its bytes are the final text.
    package static func isPlainText(_ bytes: some Sequence<UInt8>) -> Bool {
        !bytes.contains { $0 >= argumentStart && $0 <= choiceStart }
    }
}
