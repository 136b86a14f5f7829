import Foundation
import IAPMessagesCore

/// What the checker does differently for keys and placeholders written for Flutter's gen-l10n.
extension CatalogChecker {
    /// The Swift name of a key written without a kind (`description`, `user_name`), when its plain
    /// camel-cased name cannot be used: the key as written when that is free, else the name with `_`
    /// appended until it is. Dart allows names the generated code already has (`text`, `description`).
    mutating func unprefixedSwiftName(_ key: MessageKey, message: CatalogMessage, typePrefix: String,
                                      taken: [String: String]) -> String? {
        let plain = key.swiftName
        guard SwiftNames.isIdentifier(plain) else { return nil }
        func isFree(_ name: String) -> Bool {
            SwiftNames.isUsableMember(name, typePrefix: typePrefix) && taken["\(key.kind.rawValue).\(name)"] == nil
        }
        if isFree(plain) { return nil }
        let reason: String
        var candidate: String
        if !SwiftNames.isUsableMember(plain, typePrefix: typePrefix) {
            reason = "'\(plain)' is a name Swift or the generated code already uses"
            candidate = plain + "_"
        } else {
            reason = "'\(plain)' is already the Swift name of '\(taken["\(key.kind.rawValue).\(plain)"] ?? plain)'"
            candidate = SwiftNames.isIdentifier(key.name) && key.name != plain ? key.name : plain + "_"
        }
        while !isFree(candidate) { candidate += "_" }
        report(.swiftNameChanged(key: message.key, name: candidate, reason: reason), message.keyRange)
        return candidate
    }

    /// A Flutter message's arguments as gen-l10n types them: declared ones with their type (untyped
    /// and `Object` ones from their use), then those the text uses without declaring, from their use,
    /// each with a warning.
    mutating func flutterPlaceholders(of message: CatalogMessage, pattern: MessagePattern) -> [Placeholder] {
        var placeholders = message.placeholders
        var index = Dictionary(placeholders.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        var inferred: [String: (type: PlaceholderType, usage: String)] = [:]
        for use in pattern.argumentUses() where !message.malformedPlaceholders.contains(use.name) {
            if let position = index[use.name] {
                guard placeholders[position].typeFromUse else { continue }
                placeholders[position].type = Self.type(for: use.usage, current: placeholders[position].type)
                continue
            }
            let type = Self.type(for: use.usage, current: nil)
            index[use.name] = placeholders.count
            placeholders.append(Placeholder(name: use.name, type: type, example: nil, range: use.range, typeFromUse: true))
            inferred[use.name] = (type, use.usage.description)
        }
        let selected = Set(pattern.argumentUses().filter { $0.usage == .choice(.select) }.map(\.name))
        for placeholder in placeholders where inferred[placeholder.name] != nil {
            // Said in Dart's words, as gen-l10n types an undeclared placeholder.
            let dartType = switch placeholder.type {
            case .int, .double, .decimal: "num"
            case .date: "DateTime"
            default: selected.contains(placeholder.name) ? "String" : "Object"
            }
            report(.inferredPlaceholder(placeholder.name, type: dartType, usage: inferred[placeholder.name]!.usage), placeholder.range)
        }
        return placeholders
    }

    /// The type a use asks for: a plural counts (Int), a number is a Double unless already an Int, a
    /// date or time a Date; anything else keeps what earlier uses chose, or String.
    static func type(for usage: ArgumentUsage, current: PlaceholderType?) -> PlaceholderType {
        switch usage {
        case .choice(.plural), .choice(.selectordinal): return current?.isNumeric == true ? current! : .int
        case .formatted(.number): return current?.isNumeric == true ? current! : .double
        case .formatted(.date), .formatted(.time): return .date
        case .formatted(.duration): return .duration
        default: return current ?? .string
        }
    }

    /// What each placeholder's Flutter `format` makes of it, with a diagnostic for what differs. In a
    /// Flutter set, a number without a `format` is written as gen-l10n's code writes it: `$count`.
    mutating func argumentFormats(of placeholders: [Placeholder]) -> [String: ArgumentFormat] {
        var formats: [String: ArgumentFormat] = [:]
        for placeholder in placeholders {
            guard let format = placeholder.flutterFormat else {
                if flutter != nil, placeholder.type.isNumeric { formats[placeholder.name] = .number(.dartToString) }
                continue
            }
            switch format.resolve(for: placeholder.type) {
            case .format(let argumentFormat, let approximation):
                formats[placeholder.name] = argumentFormat
                if let approximation {
                    report(.placeholderFormatApproximated(placeholder.name, format: format.format, detail: approximation), format.range)
                }
            case .ignored(let reason):
                report(.placeholderFormatApproximated(placeholder.name, format: format.format, detail: reason), format.range)
            case .unknown:
                report(.unknownPlaceholderFormat(placeholder.name, format: format.format, type: placeholder.type.rawValue), format.range)
            }
        }
        return formats
    }

    /// A translation whose source message did not pass: its own plurals, selects and skeletons are
    /// checked, and its arguments against the names the source text uses.
    mutating func checkTranslationWithoutDefinition(_ pattern: inout MessagePattern, of message: CatalogMessage,
                                                    source: CatalogMessage, locale: String) {
        var types = Dictionary(source.placeholders.filter { !$0.typeFromUse }.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
        if let sourcePattern = source.pattern {
            let names = Set(sourcePattern.argumentUses().map(\.name)).union(source.placeholders.map(\.name))
            for use in pattern.argumentUses() where !names.contains(use.name) {
                report(.unknownPlaceholder(use.name, key: message.key), use.range)
            }
            for use in sourcePattern.argumentUses() where types[use.name] == nil {
                types[use.name] = Self.type(for: use.usage, current: nil)
            }
        }
        _ = checkChoices(in: &pattern, locale: locale, types: types, source: source.pattern ?? MessagePattern(nodes: []))
        _ = checkSkeletons(in: pattern)
    }
}

// MARK: - gen-l10n's plurals and what it refuses

extension CatalogChecker {
    /// Reads a Flutter message's plurals as gen-l10n and package:intl do, and reports what they lack.
    ///
    /// gen-l10n passes each case to `Intl.pluralLogic` by slot: `=0` and `zero` fill `zero`, `=1` and
    /// `one` fill `one`, `=2` and `two` fill `two` (the later in the text wins), and intl uses a slot
    /// both for its exact number and for every number of that category (Russian 21 is `one`); a
    /// category without a slot shows `other` (`two` first tries `few`). `#` is text. The plural leaves
    /// here as exact cases for 0, 1 and 2 and one case per category intl's rule for the locale selects,
    /// each with the text intl would show, marked for intl's rules at run time.
    /// `otherOnlyInSource`: for a translation, the plurals its source writes with `other` alone.
    ///
    /// What the app then shows wrong is said: a category it fills from `other` (or `few`), with the
    /// numbers that show that text (a warning: `other`'s text is often right, in a language that does
    /// not inflect after numerals or a text without the count); an `=0`/`=1`/`=2` text without the
    /// count that intl shows for other numbers of its category (an error: "Один коментар" for 21); a
    /// `#` (an error: the app shows the character). A translation that copies the template's text
    /// (`copiesSource`) is said once to be untranslated instead of being judged by the language's
    /// categories.
    mutating func flutterPlurals(in pattern: inout MessagePattern, locale: String, types: [String: PlaceholderType],
                                 otherOnlyInSource: Set<String>?, copiesSource: Bool = false) -> Bool {
        var fine = true
        var untranslatedReported = false
        _ = pattern.mappingChoices { choice in
            guard choice.kind == .plural else { return choice }
            // gen-l10n builds it and the app shows the `#`: reported, and previewed as the app shows it.
            if choice.cases.contains(where: { $0.pattern.containsPoundForTheNumber }) {
                report(.flutterLiteralPound(argument: choice.name), choice.nameRange)
            }
            return choice
        }
        pattern = pattern.poundsAsText()
        pattern = pattern.mappingChoices { choice in
            guard choice.kind == .plural else { return choice }
            var choice = choice
            var slots: [PluralCategory: (choiceCase: ChoiceCase, written: String)] = [:]
            var accepted = true
            for choiceCase in choice.cases {
                let written = choiceCase.key.text
                let slot: PluralCategory? = switch choiceCase.key {
                case .exact(let value): ["0": .zero, "1": .one, "2": .two][value]
                case .keyword(let word): PluralCategory(rawValue: word)
                }
                guard let slot else {
                    report(.flutterPluralCase(argument: choice.name, key: written), choiceCase.keyRange)
                    accepted = false
                    continue
                }
                if let earlier = slots[slot] {
                    report(.flutterCaseReplaced(argument: choice.name, earlier: earlier.written, later: written), choiceCase.keyRange)
                }
                slots[slot] = (choiceCase, written)
            }
            choice.rules = .flutterIntl
            guard accepted else {
                fine = false
                return choice
            }
            // `zero`, `one` and `two` are always chosen for 0, 1 and 2 (intl's explicit numbers); `few` and
            // `many` only where the language has them (`few` also for `two` when no `two` is written).
            // Hebrew `many` (20, 30, …) stays: intl before CLDR 42's data chose it, and apps pin such versions.
            let reachable = FlutterNumberTable.shared.categories(of: locale).anyNumber
                .union(LocaleIdentifier(locale).language == "he" || LocaleIdentifier(locale).language == "iw" ? [.many] : [])
            for category in [PluralCategory.few, .many] {
                guard let written = slots[category], !reachable.contains(category),
                      !(category == .few && reachable.contains(.two) && slots[.two] == nil) else { continue }
                report(.flutterDeadCase(argument: choice.name, category: category.rawValue, locale: locale,
                                        chosen: reachable.sorted().map(\.rawValue).joined(separator: ", ")),
                       written.choiceCase.keyRange)
            }
            // Without `other` gen-l10n fails; the coverage check reports it from the cases as written.
            guard let other = slots[.other]?.choiceCase else { return choice }
            let fractions = types[choice.name].map { $0 == .double || $0 == .decimal } ?? false
            // What intl selects, less a category current CLDR no longer tells apart (older intl kept
            // Hebrew `many` for 20, 30, … after CLDR 42 dropped it): there `other`'s text is the grammatical one.
            let cldr = PluralRules(locale: locale).categories
            let needed = FlutterNumberTable.shared.categories(of: locale).selected(integersOnly: !fractions).filter { cldr.contains($0) || $0 == .other }
            let missing = needed.subtracting(slots.keys).sorted()
            // An `other`-only plural is a choice in the template (gen-l10n builds it, and its author
            // chose one text for every number); a translation may follow it, or use one where nothing inflects.
            let otherOnly = slots.count == 1
                && (otherOnlyInSource.map { $0.contains(choice.name) } ?? true || Self.hasNothingToInflect(other.pattern))
            if copiesSource, !otherOnly, !missing.isEmpty || Self.exactTextsShownForOthers(slots, argument: choice.name, locale: locale, fractions: fractions).count > 0 {
                // The template's text as it is: one finding, not one per category it could not have.
                if !untranslatedReported {
                    report(.untranslatedCopy(locale: locale), choice.nameRange)
                    untranslatedReported = true
                }
            } else {
                // For a whole count in a language whose `other` holds no whole number, `other`'s text is
                // shown only for the one category left out: it is that category's text (`many` in
                // Russian, written under `other`), which is how translators write it.
                let otherIsTheMissingOne = !fractions && missing.count == 1 && missing.first != .two && Self.otherHasNoWholeNumbers(locale)
                if !otherOnly, !otherIsTheMissingOne {
                    for category in missing {
                        let shown: PluralCategory = category == .two && slots[.few] != nil ? .few : .other
                        // French, Spanish, Italian, Portuguese and Catalan `many` is for millions alone
                        // ("1 000 000 de fichiers"): a case almost no translation writes, not worth a warning each.
                        guard let numbers = Self.numbers(of: category, locale: locale, integersOnly: !fractions,
                                                         answeredBySlots: Set(slots.keys)), numbers != "1000000" else { continue }
                        report(.flutterPluralFallback(argument: choice.name, category: category.rawValue, locale: locale,
                                                      shown: shown.rawValue, numbers: numbers), choice.nameRange)
                    }
                }
                // The app shows it so: an error when ordinary counts get it (Russian 21), a warning
                // when only numbers the app may never pass do (0, past 100, fractions of an int count).
                for found in Self.exactTextsShownForOthers(slots, argument: choice.name, locale: locale, fractions: fractions,
                                                           fractionsOrdinary: fractionArguments.contains(choice.name)) {
                    if found.ordinary {
                        report(.flutterExactForCategory(argument: choice.name, exact: found.exact, category: found.category.rawValue,
                                                        locale: locale, numbers: found.numbers), found.range)
                    } else {
                        report(.flutterExactIfPassed(argument: choice.name, exact: found.exact, category: found.category.rawValue,
                                                     locale: locale, numbers: found.numbers), found.range)
                    }
                }
            }
            var cases: [ChoiceCase] = []
            for (value, slot) in [("0", PluralCategory.zero), ("1", .one), ("2", .two)] {
                guard let filled = slots[slot]?.choiceCase else { continue }
                cases.append(ChoiceCase(key: .exact(value), keyRange: filled.keyRange, pattern: filled.pattern))
            }
            for category in FlutterNumberTable.shared.categories(of: locale).anyNumber.sorted() where category != .other {
                let shown = slots[category]?.choiceCase ?? (category == .two ? slots[.few]?.choiceCase : nil) ?? other
                cases.append(ChoiceCase(key: .keyword(category.rawValue), keyRange: shown.keyRange, pattern: shown.pattern))
            }
            cases.append(other)
            choice.cases = cases
            return choice
        }
        return fine
    }

    /// The cases for 0, 1 and 2 (`=1`, or `one` itself) whose text does not show the count while intl
    /// shows it for other numbers of their category too (Russian `=1{Один файл}` or `one{1 файл}` for 21,
    /// French for 0, Latvian `=0` for 10–20): each with those numbers and the case's position. A plural
    /// none of whose cases shows the count is a label ("Файл", "Файла"), right for every number of
    /// its category, and a number whose own exact slot is filled (`=0`) never reaches the category.
    static func exactTextsShownForOthers(_ slots: [PluralCategory: (choiceCase: ChoiceCase, written: String)], argument: String,
                                         locale: String, fractions: Bool, fractionsOrdinary: Bool = false) -> [ExactShownForOthers] {
        func showsCount(_ choiceCase: ChoiceCase) -> Bool { choiceCase.pattern.argumentUses().contains { $0.name == argument } }
        guard slots.values.contains(where: { showsCount($0.choiceCase) }) else { return [] }
        var found: [ExactShownForOthers] = []
        let answered = Set(slots.keys)
        for category in [PluralCategory.zero, .one, .two] {
            guard let filled = slots[category], !showsCount(filled.choiceCase),
                  let numbers = numbers(of: category, locale: locale, integersOnly: !fractions, answeredBySlots: answered) else { continue }
            let ordinary = hasOrdinaryCount(in: category, locale: locale)
                || fractions && fractionsOrdinary && Self.numbers(of: category, locale: locale, integersOnly: false, answeredBySlots: answered)
                    != Self.numbers(of: category, locale: locale, integersOnly: true, answeredBySlots: answered)
            found.append(ExactShownForOthers(exact: filled.written, category: category, numbers: numbers,
                                             range: filled.choiceCase.keyRange, ordinary: ordinary))
        }
        return found
    }

    struct ExactShownForOthers {
        let exact: String
        let category: PluralCategory
        let numbers: String
        let range: SourceRange
        /// Whether counts every app passes get it (a whole number from 3 to 100, or a fraction of a
        /// `double`), rather than only 0, numbers past 100 or fractions of a count passed as an int.
        let ordinary: Bool
    }

    /// The counts an app is taken to pass, whatever it is: 3 to 100. 0, 1 and 2 have slots of their own;
    /// whether it passes 0, or numbers past 100, depends on call sites msgc cannot see.
    static let ordinaryCounts = 3...100

    /// Whether `category` holds a whole number from 3 to 100 in `locale`.
    static func hasOrdinaryCount(in category: PluralCategory, locale: String) -> Bool {
        let table = FlutterNumberTable.shared.categories(of: locale)
        return ordinaryCounts.contains { table.integers[$0] == category }
    }

    /// The numbers intl puts in `category` for `locale`, as a translator reads them: `5–20, 25–30, 35–40,
    /// 45–50, …`, then a fraction and a million when they are in it too; nil when none is (0 to 1,000).
    /// 0, 1 and 2 are left out where their exact slot is in `answeredBySlots` (intl answers them from it).
    static func numbers(of category: PluralCategory, locale: String, integersOnly: Bool,
                        answeredBySlots: Set<PluralCategory> = []) -> String? {
        let table = FlutterNumberTable.shared.categories(of: locale)
        let exact: [Int: PluralCategory] = [0: .zero, 1: .one, 2: .two]
        let numbers = table.integers.indices.filter { number in
            table.integers[number] == category && !(exact[number].map(answeredBySlots.contains) ?? false)
        }
        var parts = runs(numbers)
        if table.million == category, numbers.last != table.integers.count - 1 { parts.append("1000000") }
        if !integersOnly, let fraction = table.fractions.first(where: { $0.category == category }) { parts.append(fraction.digits) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Whether intl gives `other` to no whole number in `locale` (Russian, Polish: `one`, `few` and
    /// `many` share them all), so that for a whole count `other`'s text is only ever shown for the
    /// one category the plural leaves out.
    static func otherHasNoWholeNumbers(_ locale: String) -> Bool {
        let table = FlutterNumberTable.shared.categories(of: locale)
        return !table.integers.contains(.other) && table.million != .other
    }

    /// An `other`-only plural whose text has no word to inflect (`{count}`, `{count} km`, `{count} Stk.`):
    /// a plural written for the number's formatting, complete in every language. A word of four letters
    /// or more would take the language's forms.
    static func hasNothingToInflect(_ pattern: MessagePattern) -> Bool {
        // (`{count} km`, `{count} Stk.`, `{count}`)
        for node in pattern.nodes {
            switch node {
            case .text(let text):
                var run = 0
                for character in text {
                    run = character.isLetter ? run + 1 : 0
                    if run >= 4 { return false }
                }
            case .choice:
                return false
            case .argument, .pound:
                break
            }
        }
        return true
    }

    /// What the app shows for a plural a locale leaves untranslated: gen-l10n writes the template's
    /// message into the locale's class, so intl chooses among the template's cases by the locale's
    /// rules (Russian 21 is `one`). Reported where that choice differs from the template language's
    /// own for some number: an error when ordinary counts (3 to 100, or fractions of a `double`)
    /// differ, a warning when only 0, numbers past 100 or fractions of an int count do.
    mutating func checkUntranslatedPlurals(of sourceMessage: CatalogMessage, definition: MessageDefinition,
                                           locale: String, range: SourceRange?) -> Bool {
        guard let pattern = sourceMessage.pattern else { return false }
        let fractionsOrdinary = Self.fractionArguments(definition.placeholders)
        let types = Dictionary(definition.placeholders.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
        var reported = false
        let targetTable = FlutterNumberTable.shared.categories(of: locale)
        let sourceTable = FlutterNumberTable.shared.categories(of: sourceLocale)
        _ = pattern.mappingChoices { choice in
            guard choice.kind == .plural, !reported, let slots = Self.flutterSlots(of: choice) else { return choice }
            let fractions = types[choice.name].map { $0 == .double || $0 == .decimal } ?? false
            // Each slot's text as an index (zero, one, two, few, many, other), equal texts one index:
            // the numbers are compared by what they show, not by which case shows it.
            let order: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]
            var textIndex = [Int](repeating: -1, count: order.count)
            var texts: [String] = []
            for (index, category) in order.enumerated() {
                guard let filled = slots[category] else { continue }
                let text = MessageFormatWriter.write(filled.choiceCase.pattern)
                if let known = texts.firstIndex(of: text) { textIndex[index] = known } else { textIndex[index] = texts.count; texts.append(text) }
            }
            // intl's choice: 0, 1 and 2 by their own slot, then the category (`two` tries `few`), then `other`.
            func slot(_ number: Int?, _ category: PluralCategory) -> Int {
                if let number, number <= 2, textIndex[number] >= 0 { return number }
                let index = order.firstIndex(of: category)!
                if textIndex[index] >= 0 { return index }
                if category == .two, textIndex[3] >= 0 { return 3 }
                return 5
            }
            var differing: [Int: [String]] = [:]
            var ordinary = false
            func compare(_ digits: String, _ number: Int?, _ target: PluralCategory, _ source: PluralCategory, ordinaryIfDifferent: Bool) {
                let shown = slot(number, target)
                guard textIndex[shown] != textIndex[slot(number, source)] else { return }
                differing[shown, default: []].append(digits)
                ordinary = ordinary || ordinaryIfDifferent
            }
            for number in targetTable.integers.indices {
                compare(String(number), number, targetTable.integers[number], sourceTable.integers[number],
                        ordinaryIfDifferent: Self.ordinaryCounts.contains(number))
            }
            compare("1000000", nil, targetTable.million, sourceTable.million, ordinaryIfDifferent: false)
            if fractions {
                for (target, source) in zip(targetTable.fractions, sourceTable.fractions) {
                    compare(target.digits, nil, target.category, source.category, ordinaryIfDifferent: fractionsOrdinary.contains(choice.name))
                }
            }
            guard !differing.isEmpty else { return choice }
            let shownFor = differing.sorted { Double($0.value[0])! < Double($1.value[0])! }.map { index, numbers in
                "for \(Self.describeNumbers(numbers)) '\(slots[order[index]]!.written)'"
            }.joined(separator: "; ")
            report(.flutterUntranslatedPlural(key: sourceMessage.key, locale: locale, sourceLocale: sourceLocale,
                                              shown: shownFor, ifPassed: !ordinary), range)
            reported = true
            return choice
        }
        return reported
    }

    /// A Flutter plural's cases by intl's slot (`=1` and `one` fill `one`; the later wins), or nil when
    /// gen-l10n refuses a case or `other` is missing.
    static func flutterSlots(of choice: ChoiceNode) -> [PluralCategory: (choiceCase: ChoiceCase, written: String)]? {
        var slots: [PluralCategory: (choiceCase: ChoiceCase, written: String)] = [:]
        for choiceCase in choice.cases {
            let slot: PluralCategory? = switch choiceCase.key {
            case .exact(let value): ["0": .zero, "1": .one, "2": .two][value]
            case .keyword(let word): PluralCategory(rawValue: word)
            }
            guard let slot else { return nil }
            slots[slot] = (choiceCase, choiceCase.key.text)
        }
        return slots[.other] == nil ? nil : slots
    }

    /// Numbers as a translator reads them: `21, 31, 41, 51, …` (runs joined: `5–20`), then a million
    /// and the fractions.
    static func describeNumbers(_ numbers: [String]) -> String {
        let whole = numbers.compactMap { Int($0) }.filter { $0 <= 1_000 }
        let others = numbers.filter { Int($0).map { $0 > 1_000 } ?? true }
        return (runs(whole) + others.prefix(2)).joined(separator: ", ")
    }

    /// Ascending whole numbers as their first four runs (`5–20`, `25`), then `…` if there are more.
    static func runs(_ numbers: [Int]) -> [String] {
        var ranges: [ClosedRange<Int>] = []
        for number in numbers {
            if let last = ranges.last, last.upperBound == number - 1 {
                ranges[ranges.count - 1] = last.lowerBound...number
            } else {
                ranges.append(number...number)
            }
        }
        var parts = ranges.prefix(4).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
        if ranges.count > 4 { parts.append("…") }
        return parts
    }

    /// gen-l10n's test for a template key: letters, digits and `_`, starting with a lowercase letter
    /// (no capital, digit or underscore first).
    static func isDartMethodName(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// gen-l10n requires each regional catalog's language (`pt` beside `pt_BR`): it is the fallback of
    /// everything the regional one leaves out.
    mutating func checkFlutterFallbacks(_ byLocale: [String: Catalog]) {
        // Without l10n.yaml, gen-l10n builds a set only from its default template, `app_en.arb`; a set
        // without one (`intl_en.arb`) is built by another tool (intl_utils), which needs no language file.
        let builtByGenL10n = flutter?.templateFile != nil
            || byLocale.values.contains { fileName($0.path) == FlutterConfiguration.defaultTemplateFile }
        guard builtByGenL10n else { return }
        let present = Set(byLocale.keys.map { $0.lowercased().replacingOccurrences(of: "_", with: "-") })
        for (locale, catalog) in byLocale.sorted(by: { $0.key < $1.key }) {
            let language = String(locale.prefix { $0 != "-" && $0 != "_" })
            // msgc's pseudo-locales (`en_XA`, `ar_XB`) are for previews, not for gen-l10n.
            let isPseudo = PseudoLocale(rawValue: locale.replacingOccurrences(of: "_", with: "-")) != nil
            guard language.count < locale.count, !isPseudo, !present.contains(language.lowercased()) else { continue }
            report(.flutterMissingLanguage(locale: locale, language: language), catalog.localeRange)
        }
    }
}

extension MessagePattern {
    /// `#` as gen-l10n reads it: text, in every case.
    func poundsAsText() -> MessagePattern {
        func rewrite(_ nodes: [MessageNode]) -> [MessageNode] {
            nodes.map { node in
                switch node {
                case .pound: return .text("#")
                case .choice(var choice):
                    for index in choice.cases.indices {
                        choice.cases[index].pattern.nodes = rewrite(choice.cases[index].pattern.nodes)
                    }
                    return .choice(choice)
                default: return node
                }
            }
        }
        return MessagePattern(nodes: rewrite(nodes))
    }
}

extension MessagePattern {
    /// Whether a `#` stands in this text as MessageFormat's number (here, or in a select inside it):
    /// a word of its own (`up to # files`), not part of one (`Ranked #1`, `#{count}`, `C#`).
    var containsPoundForTheNumber: Bool {
        nodes.indices.contains { index in
            switch nodes[index] {
            case .pound:
                let before: Character? = if index > 0, case .text(let text) = nodes[index - 1] { text.last } else { nil }
                let after: Character?? = if index + 1 < nodes.count {
                    if case .text(let text) = nodes[index + 1] { .some(text.first) } else { .some(nil) }
                } else { .none }
                let joinedBefore = before.map { $0.isLetter || $0.isNumber } ?? false
                // After it: the end or text that does not go on with a letter or digit; an argument or
                // another `#` right after makes it part of a word.
                let standsAlone = switch after {
                case .none: true
                case .some(.none): false
                case .some(.some(let next)): !(next.isLetter || next.isNumber)
                }
                return !joinedBefore && standsAlone
            case .choice(let choice):
                return choice.kind == .select && choice.cases.contains { $0.pattern.containsPoundForTheNumber }
            default:
                return false
            }
        }
    }

    /// The plurals (by argument) written with `other` alone.
    func otherOnlyPlurals() -> Set<String> {
        var names: Set<String> = []
        _ = mappingChoices { choice in
            if choice.kind == .plural, choice.cases.count == 1, choice.cases[0].key == .keyword("other") { names.insert(choice.name) }
            return choice
        }
        return names
    }
}

/// intl's category of every whole number to 1,000, a million and a few fractions, per locale, found
/// once: the checker names numbers for every plural it reports, thousands in a large set.
final class FlutterNumberTable: @unchecked Sendable {
    static let shared = FlutterNumberTable()

    struct Categories {
        let integers: [PluralCategory]
        let million: PluralCategory
        let fractions: [(digits: String, category: PluralCategory)]
        /// The categories intl selects for whole numbers, and for any number.
        let wholeNumbers: Set<PluralCategory>
        let anyNumber: Set<PluralCategory>

        func selected(integersOnly: Bool) -> Set<PluralCategory> { integersOnly ? wholeNumbers : anyNumber }
    }

    private let lock = NSLock()
    private var byLocale: [String: Categories] = [:]

    func categories(of locale: String) -> Categories {
        if let known = lock.withLock({ byLocale[locale] }) { return known }
        // Found outside the lock: locales checked at once on other cores need their own meanwhile.
        func category(_ digits: String) -> PluralCategory { FlutterPluralRules.category(locale: locale, digits: digits) }
        let made = Categories(integers: (0...1_000).map { category(String($0)) }, million: category("1000000"),
                              fractions: ["0.5", "1.5", "2.5", "0.1", "1.1", "11.5", "101.5"].map { ($0, category($0)) },
                              wholeNumbers: FlutterPluralRules.categories(locale: locale, integersOnly: true),
                              anyNumber: FlutterPluralRules.categories(locale: locale, integersOnly: false))
        lock.withLock {
            // Bounded like the runtime's caches: a set has a few hundred locales at most.
            if byLocale.count >= 1_024 { byLocale.removeAll() }
            byLocale[locale] = made
        }
        return made
    }
}
