import IAPMessagesCore

/// Pseudo-locales derived from the source, for testing layouts before translations exist:
/// `en-XA` accents every letter, brackets the text and makes it about a third longer (truncation),
/// `ar-XB` shows the English right to left (mirroring). Arguments, plural and select structure stay
/// intact, and plurals get the categories of the pseudo-locale's language.
public enum PseudoLocale: String, CaseIterable, Sendable {
    case accented = "en-XA"
    case bidi = "ar-XB"

    /// The pseudo-locale's catalog text (ARB) for a source catalog.
    public func catalog(from source: Catalog) -> String {
        var catalog = EditableCatalog(locale: rawValue)
        for message in source.messages {
            // A message marked not to be translated reads as the source in every language, here too.
            guard MessageKey(message.key)?.kind != .debug, message.isTranslatable, let pattern = message.pattern else { continue }
            catalog.setText(MessageFormatWriter.write(transform(pattern, wrap: true)), for: message.key)
            catalog.setMetadata(SourceFingerprint.attribute, to: .string(SourceFingerprint.of(message.text.value)), for: message.key)
        }
        return catalog.rendered(sourceOrder: source.messages.map(\.key))
    }

    func transform(_ pattern: MessagePattern, wrap: Bool) -> MessagePattern {
        var nodes = pattern.nodes.map(transform)
        if self == .accented {
            // Lengthen each complete text (a message, or one case of a plural or select) once, at its end.
            let letters = pattern.nodes.reduce(0) { count, node in
                if case .text(let text) = node { count + text.filter(\.isLetter).count } else { count }
            }
            if letters > 0 { nodes.append(.text(Self.padding(forLetters: letters))) }
            if wrap {
                nodes.insert(.text("["), at: 0)
                nodes.append(.text("]"))
            }
        }
        return MessagePattern(nodes: nodes)
    }

    private func transform(_ node: MessageNode) -> MessageNode {
        switch node {
        case .text(let text):
            return .text(self == .accented ? accented(text) : mirrored(text))
        case .pound, .argument:
            return node
        case .choice(var choice):
            choice.cases = cases(for: choice).map { key, pattern in
                ChoiceCase(key: key, keyRange: choice.range, pattern: transform(pattern, wrap: false))
            }
            return .choice(choice)
        }
    }

    /// Exact cases as they are, then each category the pseudo-locale's language needs, taken from
    /// the same category in the source or else from `other`.
    private func cases(for choice: ChoiceNode) -> [(ChoiceCase.Key, MessagePattern)] {
        let exact = choice.cases.filter { if case .exact = $0.key { true } else { false } }.map { ($0.key, $0.pattern) }
        guard choice.kind != .select else { return choice.cases.map { ($0.key, $0.pattern) } }
        let rules = PluralRules(locale: rawValue, type: choice.kind == .plural ? .cardinal : .ordinal)
        let byCategory = Dictionary(choice.cases.compactMap { choiceCase -> (String, MessagePattern)? in
            if case .keyword(let word) = choiceCase.key { return (word, choiceCase.pattern) }
            return nil
        }, uniquingKeysWith: { first, _ in first })
        let other = byCategory["other"] ?? MessagePattern(nodes: [])
        return exact + rules.categories.sorted().map { category in
            (.keyword(category.rawValue), byCategory[category.rawValue] ?? other)
        }
    }

    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ",
        "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ",
        "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž", "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ",
        "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ",
        "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
    private static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    func accented(_ text: String) -> String {
        String(text.map { Self.accents[$0] ?? $0 })
    }

    /// Words of padding for about 35% more characters: " one two three".
    static func padding(forLetters letters: Int) -> String {
        var result = ""
        var extra = (letters * 35 + 99) / 100
        var index = 0
        while extra > 0 {
            let word = paddingWords[index % paddingWords.count]
            result += " " + word
            extra -= word.count + 1
            index += 1
        }
        return result
    }

    /// Each word forced right to left (RLO … PDF) between right-to-left marks, as Android's ar-XB does.
    func mirrored(_ text: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            if !word.isEmpty { result += "\u{200F}\u{202E}\(word)\u{202C}\u{200F}" }
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber { word.append(character) } else { flush(); result.append(character) }
        }
        flush()
        return result
    }
}
