import BidiOracle
import IAPMessagesCore

/// A value inserted into a sentence, as the interpreter inserts a string argument, cannot move the
/// sentence's own text, whatever the value holds. ICU's bidi algorithm (ubidi) judges: every unit of
/// the sentence's own text is at the level it has with an empty isolate in the value's place, in an
/// English, a Hebrew and an Arabic sentence with digits, a dash and a period on either side. And the
/// explicit levels: the sentence after the value is back at its own level (UAX #9's level stack), and
/// nothing inside the value closes the isolate around it. A violation traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBidi(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let value = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    for inserted in [TextDirection.isolated(value, in: .leftToRight), TextDirection.isolated(value, in: .rightToLeft),
                     TextDirection.contained(value)] {
        checkLevelStack(inserted, wrapped: inserted != value)
    }
    // Code points the ICU in use does not have yet take a default class a later Unicode may change.
    guard value.unicodeScalars.allSatisfy({ bidi_oracle_is_assigned($0.value) != 0 }) else { return 0 }
    for sentence in sentences {
        let inserted = TextDirection.insert(value, into: sentence.kind)
        compareLevels(sentence, inserted: inserted, value: value)
        if sentence.kind != .leftToRight {
            compareLevels(sentence, inserted: TextDirection.isolated(value, in: .rightToLeft), value: value)
        }
    }
    return 0
}

struct Sentence {
    let before: String
    let after: String
    let kind: TextDirection.Sentence
}

/// Own text on both sides of the value: strong letters, digits with a dash between them (European
/// in the Hebrew sentence, which an Arabic letter before them would turn Arabic), spaces and a period.
let sentences = [
    Sentence(before: "You have ", after: " items 10-20.", kind: .leftToRight),
    Sentence(before: "From 1-2 ", after: " to 3-4.", kind: .leftToRight),
    Sentence(before: "יש לך פריטים ", after: " 10-20.", kind: .hebrew),
    Sentence(before: "מ-1-2 ", after: " עד 3-4.", kind: .hebrew),
    Sentence(before: "لديك عناصر ", after: " 10-20.", kind: .arabic),
    Sentence(before: "من 1-2 ", after: " إلى 3-4.", kind: .arabic),
]

/// ICU's levels of the sentence's own units with `inserted` in it, against an empty isolate there.
func compareLevels(_ sentence: Sentence, inserted: String, value: String) {
    let actual = levels(sentence.before + inserted + sentence.after)
    let reference = levels(sentence.before + "\u{2068}\u{2069}" + sentence.after)
    let before = sentence.before.utf16.count, after = sentence.after.utf16.count
    let own = Array(actual.levels.prefix(before)) + Array(actual.levels.suffix(after))
    let expected = Array(reference.levels.prefix(before)) + Array(reference.levels.suffix(after))
    require(actual.paragraphs == 1, "the value \(codes(value)) split the sentence \(sentence.before)… into paragraphs")
    require(own == expected, """
        the value \(codes(value)) moved the sentence \(sentence.before)…\(sentence.after): levels \(own), not \(expected)
        """)
}

func levels(_ text: String) -> (levels: [UInt8], paragraphs: Int32) {
    let units = Array(text.utf16)
    var levels = [UInt8](repeating: 0, count: units.count)
    let paragraphs = units.withUnsafeBufferPointer { text in
        levels.withUnsafeMutableBufferPointer { bidi_oracle_levels(text.baseAddress, Int32(text.count), $0.baseAddress) }
    }
    require(paragraphs >= 0, "ICU's ubidi failed")
    return (levels, paragraphs)
}

func codes(_ text: String) -> String {
    text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
}

/// UAX #9's explicit level stack over the inserted value: nothing closes the wrapper early, and no
/// level stays open after it.
func checkLevelStack(_ inserted: String, wrapped: Bool) {
    var stack: [Bool] = []   // true: isolate
    for (index, scalar) in inserted.unicodeScalars.enumerated() {
        if wrapped, index > 0 { require(!stack.isEmpty, "the value closed its isolate early") }
        switch scalar.value {
        case 0x202A, 0x202B, 0x202D, 0x202E: stack.append(false)
        case 0x2066, 0x2067, 0x2068: stack.append(true)
        case 0x202C: if stack.last == false { stack.removeLast() }
        case 0x2069: if let isolate = stack.lastIndex(of: true) { stack.removeSubrange(isolate...) }
        default: break
        }
    }
    require(stack.isEmpty, "the value left a level open")
}

/// `precondition` with its message printed in an optimized build too, so a finding says what failed.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
