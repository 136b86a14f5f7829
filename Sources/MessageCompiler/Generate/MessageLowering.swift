import IAPMessagesCore

/// Lowers checked catalogs to `CompiledMessages`: numbers the slots, gathers each case's arguments
/// and writes every message as a `MessageProgram` (see IAPMessagesCore) for the runtime to walk.
public enum MessageLowering {
    public static func lower(_ checked: CheckedCatalogs, sourceFiles: [String]) -> CompiledMessages {
        let slots = checked.definitions.keys.sorted()
        let slotIndex = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($1, $0) })
        let cases = makeCases(checked, slotIndex: slotIndex)
        var argumentOrder: [String: [String]] = [:]
        for generated in cases {
            for slot in generated.slots.values { argumentOrder[slots[slot]] = generated.arguments.map(\.name) }
        }
        let locales = [checked.sourceLocale] + checked.translations.keys.sorted()
        let flutter = checked.flutter != nil
        // A Flutter template's messages as written: the text of every locale that lacks one.
        let written = flutter ? checked.source.messagesByKey() : [:]
        // The arguments an app passes as a Dart `num`, by key.
        let dartNums = flutter ? checked.definitions.mapValues { Set($0.placeholders.filter(Self.isDartNum).map(\.name)) } : [:]
        let programs = locales.map { locale -> [String?] in
            slots.map { key -> String? in
                let pattern = if locale == checked.sourceLocale {
                    checked.definitions[key].map { flutter ? flutterTemplatePattern($0, written: written[key]?.pattern) : $0.pattern }
                } else {
                    checked.translations[locale]?[key]
                }
                return pattern.map { program(for: $0, arguments: argumentOrder[key] ?? [], isolatingArguments: !flutter,
                                             intlArguments: flutter, dartNums: dartNums[key] ?? []) }
            }
        }
        return CompiledMessages(typePrefix: checked.typePrefix, sourceLocale: checked.sourceLocale, locales: locales, slots: slots,
                                cases: cases, programs: programs, sourceFiles: sourceFiles.sorted())
    }

    private static func makeCases(_ checked: CheckedCatalogs, slotIndex: [String: Int]) -> [GeneratedCase] {
        var byParent: [String: GeneratedCase] = [:]
        for key in checked.definitions.keys.sorted(by: roleOrder) {
            guard let definition = checked.definitions[key], let slot = slotIndex[key] else { continue }
            let parent = definition.messageKey.parentKey
            if definition.messageKey.role == .description {
                byParent[parent] = GeneratedCase(kind: definition.messageKey.kind, swiftName: definition.swiftName,
                                                 description: definition.description, sourceText: definition.sourceText,
                                                 arguments: definition.placeholders, slots: [.description: slot])
            } else if var generated = byParent[parent] {
                var names = Set(generated.arguments.map(\.name))
                for placeholder in definition.placeholders where names.insert(placeholder.name).inserted {
                    generated.arguments.append(placeholder)
                }
                generated.slots[definition.messageKey.role] = slot
                byParent[parent] = generated
            }
        }
        return byParent.values.sorted { ($0.kind.rawValue, $0.swiftName) < ($1.kind.rawValue, $1.swiftName) }
    }

    /// Whether an app passes this Flutter placeholder as a Dart `num`: declared `num` (or `num?`), or
    /// typed from its use as a number (gen-l10n types an untyped plural count `num`). Such a value is
    /// a `Double` in Swift, and the app's count an `int`: 21 is written `21`, not `21.0`.
    static func isDartNum(_ placeholder: Placeholder) -> Bool {
        let declared = placeholder.dartType.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
        return declared == "num" || (placeholder.typeFromUse && placeholder.type.isNumeric)
    }

    /// A Flutter template's message with each plural holding every case its author wrote, for the
    /// locales that fall back to it: gen-l10n generates each locale's class with the template's code
    /// for a message the locale lacks, and intl then picks the case by that locale's rules (Russian
    /// 21 is `one`, Polish 2 is `few`, Latvian 10 is `zero`), so an English template's `few{…}` or
    /// `zero{…}` is shown there. The checker leaves a plural with the categories of the template's
    /// own language; here it keeps gen-l10n's slots as written: `=0`/`zero`, `=1`/`one`, `=2`/`two`
    /// (the later in the text wins), `few`, `many` and `other`, as exact cases for 0, 1 and 2 and one
    /// case per slot. A category without a case shows `other` at run time (`two` first tries `few`).
    static func flutterTemplatePattern(_ definition: MessageDefinition, written: MessagePattern?) -> MessagePattern {
        guard let written, definition.pattern.choices().contains(where: { $0.kind == .plural }) else { return definition.pattern }
        return written.formattingPlainArguments(definition.argumentFormats).poundsAsText().mappingChoices { choice in
            guard choice.kind == .plural else { return choice }
            var choice = choice
            var slots: [PluralCategory: ChoiceCase] = [:]
            for choiceCase in choice.cases {
                let slot: PluralCategory? = switch choiceCase.key {
                case .exact(let value): ["0": .zero, "1": .one, "2": .two][value]
                case .keyword(let word): PluralCategory(rawValue: word)
                }
                if let slot { slots[slot] = choiceCase }
            }
            guard let other = slots[.other] else { return choice }
            var cases: [ChoiceCase] = []
            for (value, slot) in [("0", PluralCategory.zero), ("1", .one), ("2", .two)] {
                guard let filled = slots[slot] else { continue }
                cases.append(ChoiceCase(key: .exact(value), keyRange: filled.keyRange, pattern: filled.pattern))
            }
            for category in [PluralCategory.zero, .one, .two, .few, .many] {
                guard let filled = slots[category] else { continue }
                cases.append(ChoiceCase(key: .keyword(category.rawValue), keyRange: filled.keyRange, pattern: filled.pattern))
            }
            cases.append(ChoiceCase(key: .keyword("other"), keyRange: other.keyRange, pattern: other.pattern))
            choice.cases = cases
            choice.rules = .flutterIntl
            return choice
        }
    }

    /// Descriptions before reasons before recoveries, so each case's argument order is its description's first.
    private static func roleOrder(_ a: String, _ b: String) -> Bool {
        let ka = MessageKey(a), kb = MessageKey(b)
        let ra = MessageKey.Role.allCases.firstIndex(of: ka?.role ?? .description) ?? 0
        let rb = MessageKey.Role.allCases.firstIndex(of: kb?.role ?? .description) ?? 0
        return (ra, a) < (rb, b)
    }

    /// The program text of one pattern, with arguments numbered by their position in `arguments`.
    ///
    /// Arguments carry the direction of the text around them (its first strong letter), so the
    /// runtime isolates one that runs the other way (`TextDirection`), whatever its type: a string,
    /// a price, a number, a date or a duration. A pattern without any letter of its own leaves them
    /// as they are, and so does a set written for Flutter (`isolatingArguments` false): its app puts
    /// them in as they are.
    ///
    /// `intlArguments` (a Flutter set): numbers and dates with a format are written as package:intl
    /// writes them, in the app's locale and with intl's digits (`ArgumentStyleCode.intl`).
    /// `dartNums`: the arguments an app passes as a Dart `num`, which without a format are written
    /// as the `int` a whole number is (`ArgumentStyleCode.dartNum`).
    public static func program(for pattern: MessagePattern, arguments: [String], isolatingArguments: Bool = true,
                               intlArguments: Bool = false, dartNums: Set<String> = []) -> String {
        var output = ""
        // Each argument's number, found once rather than searched for at every use.
        let numbers = Dictionary(arguments.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let directionCode = switch isolatingArguments ? direction(of: pattern.nodes) : nil {
        case .rightToLeft?: String(MessageProgram.ArgumentStyleCode.rightToLeft)
        case .arabicLetter?: String(MessageProgram.ArgumentStyleCode.arabicRightToLeft)
        case .leftToRight?: String(MessageProgram.ArgumentStyleCode.leftToRight)
        case nil: intlArguments ? String(MessageProgram.ArgumentStyleCode.intl) : ""
        }
        write(pattern.nodes, numbers: numbers, prefix: directionCode, dartNums: dartNums, into: &output)
        return output
    }

    /// The direction of the pattern's own text: the bidi class of its first strong character, cases
    /// included in order.
    private static func direction(of nodes: [MessageNode]) -> StrongBidiClass? {
        for node in nodes {
            switch node {
            case .text(let text):
                if let direction = StrongBidiClass.first(in: text.unicodeScalars) { return direction }
            case .choice(let choice):
                for choiceCase in choice.cases {
                    if let direction = direction(of: choiceCase.pattern.nodes) { return direction }
                }
            case .pound, .argument:
                continue
            }
        }
        return nil
    }

    private static func marker(_ byte: UInt8) -> String { String(UnicodeScalar(byte)) }

    /// `prefix`: a direction code, written before every style, or the intl code, written only before
    /// a style that formats (not before a plain argument's, or Dart's `toString()`).
    private static func write(_ nodes: [MessageNode], numbers: [String: Int], prefix: String, dartNums: Set<String>,
                              into output: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .pound:
                output += marker(MessageProgram.pound)
            case .argument(let argument):
                let index = numbers[argument.name] ?? 0
                output += marker(MessageProgram.argumentStart) + String(index) + marker(MessageProgram.separator)
                let style = argument.format == .number(.dartToString) && dartNums.contains(argument.name)
                    ? MessageProgram.ArgumentStyleCode.dartNum : styleCode(argument.format)
                output += (prefix == String(MessageProgram.ArgumentStyleCode.intl) && !formats(argument.format) ? "" : prefix)
                output += style + marker(MessageProgram.end)
            case .choice(let choice):
                let index = numbers[choice.name] ?? 0
                let code: UInt8 = switch choice.kind {
                case .plural: choice.rules == .flutterIntl ? MessageProgram.ChoiceCode.flutterPlural : MessageProgram.ChoiceCode.plural
                case .selectordinal: MessageProgram.ChoiceCode.ordinal
                case .select: MessageProgram.ChoiceCode.select
                }
                output += marker(MessageProgram.choiceStart) + marker(code) + String(index) + marker(MessageProgram.separator)
                output += String(choice.offset) + marker(MessageProgram.separator)
                // Exact values win over categories whatever order the translator wrote them in.
                let ordered = choice.cases.filter { if case .exact = $0.key { true } else { false } }
                    + choice.cases.filter { if case .keyword = $0.key { true } else { false } }
                for choiceCase in ordered {
                    var body = ""
                    write(choiceCase.pattern.nodes, numbers: numbers, prefix: prefix, dartNums: dartNums, into: &body)
                    output += choiceCase.key.text + marker(MessageProgram.separator)
                    output += String(body.utf8.count) + marker(MessageProgram.separator) + body
                }
                output += marker(MessageProgram.end)
            }
        }
    }

    /// Whether a format is written by a formatter (a number or date format), not as the value is.
    private static func formats(_ format: ArgumentFormat) -> Bool {
        switch format {
        case .plain, .number(.dartToString), .duration: false
        case .number, .date, .time: true
        }
    }

    static func styleCode(_ format: ArgumentFormat) -> String {
        typealias Code = MessageProgram.ArgumentStyleCode
        func dateCode(_ style: DateStyle) -> String {
            switch style {
            case .short: "s"
            case .medium: "m"
            case .long: "l"
            case .full: "f"
            case .skeleton(let skeleton): "k" + skeleton
            }
        }
        switch format {
        case .plain: return Code.plain
        case .number(.default): return Code.number
        case .number(.integer): return Code.integer
        case .number(.percent): return Code.percent
        case .number(.skeleton(let skeleton)): return Code.numberSkeleton + skeleton
        case .number(.dartToString): return Code.dartToString
        case .date(let style): return Code.date + dateCode(style)
        case .time(let style): return Code.time + dateCode(style)
        case .duration: return Code.duration
        }
    }
}
