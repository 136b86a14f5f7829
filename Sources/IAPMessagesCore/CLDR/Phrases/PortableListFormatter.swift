/// Joins items as ICU's `ulistfmt` does, from the baked CLDR list patterns: the portable backend's
/// counterpart of `LocalizedListFormatter`'s ICU handle.
///
/// Two items take the locale's pattern for two; more take the start pattern for the first two, the
/// middle one for each further item and the end one for the last. Where ICU adjusts a pattern to
/// the last item, so does this: Spanish "y" becomes "e" before an "i"/"hi" sound and "o" becomes
/// "u" before an "o"/"ho"/"8"/"11" one; Hebrew "ו" takes a hyphen before an item not in Hebrew script.
/// And where Apple's ICU adds to that, so does this: an item with a character strongly of the other
/// direction than its locale's is wrapped in U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL
/// ISOLATE, and Thai patterns take a space around an item that meets them in another script.
///
/// ```swift
/// PortableListFormatter(locale: "es", type: .and, width: .wide)?.format(["Premium", "Iconos"])  // "Premium e Iconos"
/// PortableListFormatter(locale: "de", type: .or, width: .wide)?.format(["A", "B", "C"])        // "A, B oder C"
/// ```
struct PortableListFormatter: Sendable {
    /// Which pattern a contextual language swaps in, and when.
    private enum Context: Sendable {
        case none
        case spanishE, spanishU, hebrewVavDash
    }

    private let start: SimplePattern
    private let middle: SimplePattern
    private let two: SimplePattern
    private let end: SimplePattern
    /// The patterns used instead of `two` and `end` when the last item calls for it.
    private let contextualTwo: SimplePattern
    private let contextualEnd: SimplePattern
    private let context: Context
    /// Whether the locale writes right to left, which items are isolated against.
    private let rightToLeft: Bool
    /// Apple's Thai patterns, spaced where an item in another script meets them.
    private let thai: ThaiPatterns?

    /// `two` with a space after `{0}`, before `{1}`, or both; `end` with one before `{1}`.
    private struct ThaiPatterns: Sendable {
        let spaceTwo: SimplePattern
        let twoSpace: SimplePattern
        let spaceTwoSpace: SimplePattern
        let spaceEnd: SimplePattern

        /// As Apple's ThaiHandler makes them: each space added only where the pattern has none there.
        init?(two: String, end: String) {
            var text = Array(two.utf16)
            let deleteSpaceAfter0 = !Self.contains(text, "{0} ")
            if deleteSpaceAfter0 { text = Self.replacingEvery(text, "{0}", "{0} ") }
            guard let spaceTwo = SimplePattern(String(decoding: text, as: UTF16.self), arguments: 2...2) else { return nil }
            if !Self.contains(text, " {1}") { text = Self.replacingEvery(text, "{1}", " {1}") }
            guard let spaceTwoSpace = SimplePattern(String(decoding: text, as: UTF16.self), arguments: 2...2) else { return nil }
            if deleteSpaceAfter0 { text = Self.replacingEvery(text, "{0} ", "{0}") }
            guard let twoSpace = SimplePattern(String(decoding: text, as: UTF16.self), arguments: 2...2) else { return nil }
            var endText = Array(end.utf16)
            if !Self.contains(endText, " {1}") { endText = Self.replacingEvery(endText, "{1}", " {1}") }
            guard let spaceEnd = SimplePattern(String(decoding: endText, as: UTF16.self), arguments: 2...2) else { return nil }
            (self.spaceTwo, self.twoSpace, self.spaceTwoSpace, self.spaceEnd) = (spaceTwo, twoSpace, spaceTwoSpace, spaceEnd)
        }

        /// UnicodeString::indexOf, on code units.
        private static func contains(_ text: [UInt16], _ part: String) -> Bool {
            let wanted = Array(part.utf16)
            return text.count >= wanted.count && (0...(text.count - wanted.count)).contains { text[$0..<($0 + wanted.count)].elementsEqual(wanted) }
        }

        /// UnicodeString::findAndReplace: every occurrence, left to right.
        private static func replacingEvery(_ text: [UInt16], _ old: String, _ new: String) -> [UInt16] {
            let wanted = Array(old.utf16)
            var result: [UInt16] = []
            var index = 0
            while index < text.count {
                if index + wanted.count <= text.count, text[index..<(index + wanted.count)].elementsEqual(wanted) {
                    result += new.utf16
                    index += wanted.count
                } else {
                    result.append(text[index])
                    index += 1
                }
            }
            return result
        }
    }

    /// The formatter for an ICU locale ID ("es_MX", "he", "" for the root); nil where ICU would fail
    /// to open one (a pattern of the data that does not compile).
    init?(locale: String, type: LocalizedListFormatter.ListType, width: TextWidth) {
        let table = PhraseTable.shared
        // Apple's ICU asks the layout of the canonical ID's bundle, and fails where canonicalising does.
        guard let canonical = LocaleIDParser.canonicalize(LocaleBytes.bytes(locale)) else { return nil }
        rightToLeft = table.isRightToLeft(table.bundle(forICUID: LocaleBytes.string(canonical)))
        let chain = table.chain(from: table.bundle(forICUID: locale))
        let kind = switch type {
        case .and: 0
        case .or: 1
        case .units: 2
        }
        let widthNumber = Self.number(of: width)
        func pattern(_ part: Int) -> String? {
            table.listPattern(chain: chain, kind: kind, width: widthNumber, part: part)
        }
        guard let twoText = pattern(0), let startText = pattern(1), let middleText = pattern(2), let endText = pattern(3),
              let two = SimplePattern(twoText, arguments: 2...2), let start = SimplePattern(startText, arguments: 2...2),
              let middle = SimplePattern(middleText, arguments: 2...2), let end = SimplePattern(endText, arguments: 2...2)
        else { return nil }
        self.two = two
        self.start = start
        self.middle = middle
        self.end = end

        // ICU decides by the language subtag of the ID it was given, and by the patterns' exact text.
        var context = Context.none
        var replacement: String?
        var twoMatches = false
        var endMatches = false
        switch Self.language(of: locale) {
        case "es":
            if twoText == "{0} y {1}" || endText == "{0} y {1}" {
                (context, replacement) = (.spanishE, "{0} e {1}")
                (twoMatches, endMatches) = (twoText == "{0} y {1}", endText == "{0} y {1}")
            } else if twoText == "{0} o {1}" || endText == "{0} o {1}" {
                (context, replacement) = (.spanishU, "{0} u {1}")
                (twoMatches, endMatches) = (twoText == "{0} o {1}", endText == "{0} o {1}")
            }
        case "he", "iw":
            if twoText == "{0} \u{05D5}{1}" || endText == "{0} \u{05D5}{1}" {
                (context, replacement) = (.hebrewVavDash, "{0} \u{05D5}-{1}")
                (twoMatches, endMatches) = (twoText == "{0} \u{05D5}{1}", endText == "{0} \u{05D5}{1}")
            }
        default:
            break
        }
        self.context = context
        thai = Self.language(of: locale) == "th" ? ThaiPatterns(two: twoText, end: endText) : nil
        let swapped = replacement.flatMap { SimplePattern($0, arguments: 2...2) }
        contextualTwo = twoMatches ? swapped ?? two : two
        contextualEnd = endMatches ? swapped ?? end : end
    }

    private struct NoPatterns: Error {}

    private static let cache = HandleCache<[String], PortableListFormatter>(capacity: 128)

    /// A cached formatter for the same inputs, made on first use; nil as `init` gives.
    static func shared(locale: String, type: LocalizedListFormatter.ListType, width: TextWidth) -> PortableListFormatter? {
        try? cache.value(for: [locale, type.rawValue, width.rawValue]) { () throws(NoPatterns) in
            guard let made = PortableListFormatter(locale: locale, type: type, width: width) else { throw NoPatterns() }
            return made
        }
    }

    /// The items joined: "" for none, the item itself (isolated where it needs it) for one.
    func format(_ items: [String]) -> String {
        guard let first = items.first else { return "" }
        var result = isolated(first)
        guard items.count > 1 else { return String(decoding: result, as: UTF16.self) }
        if items.count == 2 {
            Self.append(isolated(items[1]), with: twoPattern(first, items[1]), to: &result)
        } else {
            Self.append(isolated(items[1]), with: start, to: &result)
            for item in items[2..<(items.count - 1)] {
                Self.append(isolated(item), with: middle, to: &result)
            }
            let last = items[items.count - 1]
            Self.append(isolated(last), with: endPattern(last), to: &result)
        }
        return String(decoding: result, as: UTF16.self)
    }

    private func twoPattern(_ first: String, _ second: String) -> SimplePattern {
        guard let thai else { return swaps(for: second) ? contextualTwo : two }
        let spaceBefore = first.utf16.last.map { !PhraseTable.shared.isThai(UInt32($0)) } ?? false
        let spaceAfter = second.utf16.first.map { !PhraseTable.shared.isThai(UInt32($0)) } ?? false
        return spaceBefore ? (spaceAfter ? thai.spaceTwoSpace : thai.spaceTwo) : (spaceAfter ? thai.twoSpace : two)
    }

    private func endPattern(_ last: String) -> SimplePattern {
        guard let thai else { return swaps(for: last) ? contextualEnd : end }
        return last.utf16.first.map { !PhraseTable.shared.isThai(UInt32($0)) } ?? false ? thai.spaceEnd : end
    }

    /// The item's code units, between U+2068 and U+2069 when it has a character strongly of the
    /// other direction than the locale's (Apple's `ListFormatter::needsBidiIsolates`).
    private func isolated(_ item: String) -> [UInt16] {
        let bidi = BidiClassTable.shared
        guard item.unicodeScalars.contains(where: { bidi.isStrong($0.value, rightToLeft: !rightToLeft) }) else { return Array(item.utf16) }
        return [0x2068] + item.utf16 + [0x2069]
    }

    /// Whether the last item calls for the contextual pattern, tested as ICU tests it: on UTF-16
    /// code units, ASCII letters in either case.
    private func swaps(for item: String) -> Bool {
        switch context {
        case .none:
            return false
        case .spanishE:
            // "i…", or "hi…" but not "hia…"/"hie…".
            let text = Array(item.utf16.prefix(3))
            guard let first = text.first else { return false }
            if Self.isLetter(first, "h"), text.count > 1, Self.isLetter(text[1], "i"),
               text.count == 2 || !(Self.isLetter(text[2], "a") || Self.isLetter(text[2], "e")) {
                return true
            }
            return Self.isLetter(first, "i")
        case .spanishU:
            // "o…", "8…", "ho…", and "11" alone or before a space.
            let text = Array(item.utf16.prefix(3))
            guard let first = text.first else { return false }
            if Self.isLetter(first, "o") || first == UInt16(UInt8(ascii: "8")) { return true }
            if Self.isLetter(first, "h"), text.count > 1, Self.isLetter(text[1], "o") { return true }
            let one = UInt16(UInt8(ascii: "1"))
            return text.count >= 2 && text[0] == one && text[1] == one
                && (item.utf16.count == 2 || text[2] == UInt16(UInt8(ascii: " ")))
        case .hebrewVavDash:
            guard let first = item.unicodeScalars.first else { return false }
            return !PhraseTable.shared.isHebrew(first)
        }
    }

    private static func isLetter(_ unit: UInt16, _ lower: Unicode.Scalar) -> Bool {
        unit == UInt16(lower.value) || unit == UInt16(lower.value) - 32
    }

    /// ICU's `FormattedListBuilder::append`: the pattern's `{0}` is the list so far, `{1}` the item.
    private static func append(_ next: [UInt16], with pattern: SimplePattern, to result: inout [UInt16]) {
        let (text, offsets) = pattern.textWithoutArguments(count: 2)
        func between(_ start: Int, _ limit: Int) -> ArraySlice<UInt16> {
            // UnicodeString::tempSubStringBetween pins its bounds into the string.
            let begin = min(max(start, 0), text.count)
            let length = min(max(limit - start, 0), text.count - begin)
            return text[begin..<(begin + length)]
        }
        if offsets[0] <= offsets[1] {
            result = Array(between(0, offsets[0])) + result + between(offsets[0], offsets[1]) + next
                + between(offsets[1], text.count)
        } else {
            result = Array(between(0, offsets[1])) + next + between(offsets[1], offsets[0]) + result
                + between(offsets[0], text.count)
        }
    }

    /// The language subtag of an ICU locale ID, as ICU's `Locale::getLanguage` gives it.
    static func language(of id: String) -> String {
        String(id.prefix { $0 != "_" && $0 != "-" && $0 != "@" }).lowercased()
    }

    static func number(of width: TextWidth) -> Int {
        switch width {
        case .wide: 0
        case .short: 1
        case .narrow: 2
        }
    }
}
