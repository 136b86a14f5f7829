import Foundation
import IAPMessagesCore

/// Checks a set of catalogs the way a strict reviewer would: locales, keys, metadata, arguments
/// against the source, plural categories per locale, and the Swift names the messages become.
///
/// Works on what the reader produced and reports every problem it finds; the result keeps only the
/// messages that can be compiled, so one broken translation costs that translation, not the build.
public struct CatalogChecker: Sendable {
    public let sourceLocale: String
    /// Set for a Flutter ARB set: placeholders are typed as gen-l10n types them.
    public let flutter: FlutterLayout?
    public private(set) var diagnostics: [Diagnostic] = []
    private var pluralCoverage = PluralCoverage()
    /// The arguments of the message being checked that a Flutter app passes as fractions (declared
    /// `double`): for them a fraction is an ordinary count, for `num` and `int` one the app may never pass.
    var fractionArguments: Set<String> = []
    /// The generated types' prefix when the source catalog has no `@@x-type-prefix`.
    public let fallbackTypePrefix: String
    /// The prefix the source catalog's names were checked against.
    private var typePrefix = SwiftNames.defaultTypePrefix

    public init(sourceLocale: String, flutter: FlutterLayout? = nil, fallbackTypePrefix: String = SwiftNames.defaultTypePrefix) {
        self.sourceLocale = sourceLocale
        self.flutter = flutter
        self.fallbackTypePrefix = fallbackTypePrefix
    }

    public mutating func check(_ catalogs: [Catalog]) -> CheckedCatalogs? {
        var byLocale: [String: Catalog] = [:]
        var normalizedOwner: [String: String] = [:]
        for catalog in catalogs.sorted(by: { $0.path < $1.path }) {
            guard checkLocale(of: catalog) else { continue }
            // Flutter tells `tl` from `fil` and `no` from `nb` (each its own file and class); ICU's
            // aliases make them one locale, as they are in msgc's own catalogs.
            let normalized = flutter != nil ? catalog.locale.lowercased().replacingOccurrences(of: "_", with: "-")
                : LocaleIdentifier(catalog.locale).languageTag
            if let other = normalizedOwner[normalized] {
                report(.duplicateLocale(catalog.locale, otherFile: fileName(other)), catalog.localeRange)
                continue
            }
            normalizedOwner[normalized] = catalog.path
            byLocale[catalog.locale] = catalog
        }
        guard let source = byLocale[sourceLocale] else {
            if !catalogs.contains(where: { $0.locale == sourceLocale }) {
                report(.missingSourceCatalog(sourceLocale, found: catalogs.map(\.locale).filter { !$0.isEmpty }.sorted()), nil)
            }
            return nil
        }
        if flutter != nil { checkFlutterFallbacks(byLocale) }
        // gen-l10n reads a translation's `null` as not translated, but needs the template's text.
        for (key, range) in source.nullMessages.sorted(by: { $0.value.start < $1.value.start }) {
            report(.messageNotString(key), range)
        }
        let definitions = checkSource(source)
        let parents = RegionalCatalogs.parents(of: Array(byLocale.keys))
        // Each locale is checked on its own, by a copy of this checker, its findings kept in locale order.
        var translations: [String: [String: MessagePattern]] = [:]
        var base = self
        base.diagnostics = []
        let checker = base
        // One lookup per translated message: searching the source for each would grow with the square.
        let sourceMessages = source.messagesByKey()
        let checked = byLocale.filter { $0.key != sourceLocale }.sorted { $0.key < $1.key }.concurrentMap { locale, catalog in
            var local = checker
            let accepted = local.checkTranslation(catalog, against: source, sourceMessages: sourceMessages, definitions: definitions,
                                                  isRegionalDelta: parents[locale] != nil)
            return (locale, accepted, local.diagnostics)
        }
        for (locale, accepted, found) in checked {
            translations[locale] = accepted
            diagnostics += found
        }
        return CheckedCatalogs(sourceLocale: sourceLocale, source: source, definitions: definitions, translations: translations,
                               flutter: flutter, typePrefix: typePrefix)
    }

    mutating func report(_ kind: DiagnosticKind, _ range: SourceRange?) {
        diagnostics.append(Diagnostic(kind, at: range))
    }

    // MARK: - Locales

    private mutating func checkLocale(of catalog: Catalog) -> Bool {
        guard !catalog.locale.isEmpty else { return false }  // the reader reported the missing @@locale
        guard Self.isWellFormed(catalog.locale) else {
            report(.invalidLocaleTag(catalog.locale), catalog.localeRange)
            return false
        }
        switch LanguageSupport.of(catalog.locale) {
        case .formatted: break
        case .textsOnly(let name): report(.localeWithoutData(tag: catalog.locale, name: name), catalog.localeRange)
        case .unknown:
            report(.unknownLocale(catalog.locale), catalog.localeRange)
            return false
        }
        let name = fileName(catalog.path)
        if let named = catalog.namedLocale {
            // gen-l10n compares `@@locale` with the file name only when the name's language is an
            // ISO 639-1 code (two letters); `app_ckb_IQ.arb` may say what it likes.
            let comparedByFlutter = flutter == nil || named.prefix { $0 != "_" && $0 != "-" }.count == 2
            if comparedByFlutter, LanguageTag.identity(named) != LanguageTag.identity(catalog.locale) {
                let prefix = name.dropLast(4 + named.count)
                let expected = "\(prefix)\(catalog.locale.replacingOccurrences(of: "-", with: "_")).arb"
                report(.localeMismatch(tag: catalog.locale, fileName: name, expected: expected), catalog.localeRange)
            }
        } else if flutter == nil, name != "\(catalog.locale).arb" {
            // A Flutter file whose name gives no locale (`app_jp.arb`: `jp` is no language) is read by its
            // "@@locale", as gen-l10n reads it.
            report(.localeMismatch(tag: catalog.locale, fileName: name, expected: "\(catalog.locale).arb"), catalog.localeRange)
        }
        return true
    }

    func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// BCP 47 shape, the same grammar imports and command-line options are held to.
    static func isWellFormed(_ tag: String) -> Bool {
        LanguageTag.isWellFormed(tag)
    }

    // MARK: - The source catalog

    private mutating func checkSource(_ source: Catalog) -> [String: MessageDefinition] {
        let typePrefix = checkTypePrefix(of: source)
        self.typePrefix = typePrefix
        var definitions: [String: MessageDefinition] = [:]
        var swiftNames: [String: String] = [:]  // "kind.swiftName" → key
        let keys = Set(source.messages.map(\.key))
        var rejectedNames: Set<String> = []
        // Main texts first, so a reason or recovery knows whether its case survived.
        // Indices, not copies: a copy of every message would hold a second catalog through the loop.
        let ordered = source.messages.indices.filter { MessageKey(source.messages[$0].key)?.role ?? .description == .description }
            + source.messages.indices.filter { MessageKey(source.messages[$0].key).map { $0.role != .description } ?? false }
        for index in ordered {
            let message = source.messages[index]
            if flutter != nil, !Self.isDartMethodName(message.key) {
                report(.flutterInvalidKey(message.key), message.keyRange)
                continue
            }
            guard let key = MessageKey(catalogKey: message.key) else {
                report(.invalidKey(message.key), message.keyRange)
                continue
            }
            if key.role != .description, !keys.contains(key.parentKey) {
                report(.orphanRole(message.key, parent: key.parentKey), message.keyRange)
                continue
            }
            if key.role != .description, rejectedNames.contains(key.parentKey) { continue }
            var swiftName = key.swiftName
            if key.role == .description {
                if key.isUnprefixed, let renamed = unprefixedSwiftName(key, message: message, typePrefix: typePrefix, taken: swiftNames) {
                    swiftName = renamed
                }
                guard SwiftNames.isUsableMember(swiftName, typePrefix: typePrefix) else {
                    report(.invalidSwiftName(swiftName, key: message.key), message.keyRange)
                    rejectedNames.insert(message.key)
                    continue
                }
                let slot = "\(key.kind.rawValue).\(swiftName)"
                if let other = swiftNames[slot] {
                    report(.nameCollision(swiftName, key: message.key, otherKey: other), message.keyRange)
                    rejectedNames.insert(message.key)
                    continue
                }
                swiftNames[slot] = message.key
            }
            // gen-l10n asks for no descriptions, so a Flutter set is not held to them.
            if message.description?.isEmpty ?? true, key.kind != .debug, flutter == nil {
                report(.missingDescription(message.key), message.metadataRange ?? message.keyRange)
            }
            guard var pattern = message.pattern else { continue }
            let placeholders = flutter == nil ? message.placeholders : flutterPlaceholders(of: message, pattern: pattern)
            guard checkPlaceholders(placeholders, of: message, typePrefix: typePrefix) else { continue }
            let formats = argumentFormats(of: placeholders)
            pattern = pattern.formattingPlainArguments(formats)
            let declared = Dictionary(placeholders.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            var usable = true
            var used: Set<String> = []
            for use in pattern.argumentUses() {
                used.insert(use.name)
                guard let placeholder = declared[use.name] else {
                    // A placeholder declared but malformed has its own diagnostic already.
                    if !message.malformedPlaceholders.contains(use.name) {
                        report(.undeclaredPlaceholder(use.name), use.range)
                    }
                    usable = false
                    continue
                }
                if !placeholder.type.allows(use.usage) {
                    report(.argumentTypeMismatch(use.name, declared: placeholder.type.rawValue, usage: use.usage.description), use.range)
                    usable = false
                }
            }
            for placeholder in placeholders where !used.contains(placeholder.name) {
                report(.unusedPlaceholder(placeholder.name), placeholder.range)
            }
            let types = Dictionary(placeholders.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
            fractionArguments = Self.fractionArguments(placeholders)
            usable = checkChoices(in: &pattern, locale: source.locale, types: types) && checkSkeletons(in: pattern) && usable
            guard usable else { continue }
            definitions[message.key] = MessageDefinition(
                key: message.key, messageKey: key, swiftName: swiftName, description: message.description ?? "",
                // gen-l10n's method takes every declared placeholder, used or not, and a translation may use one.
                placeholders: placeholders.filter { used.contains($0.name) || flutter != nil },
                pattern: pattern, sourceText: message.text.value,
                argumentFormats: formats)
        }
        checkCaseArguments(definitions, source: source)
        return definitions
    }

    /// `@@x-type-prefix` names the generated types, so it must make Swift names that hide nothing;
    /// returns the prefix the other names are checked against.
    private mutating func checkTypePrefix(of source: Catalog) -> String {
        guard let member = source.attributeMembers.first(where: { $0.key.value == "@@x-type-prefix" }) else {
            return fallbackTypePrefix
        }
        guard let prefix = member.value.string else {
            report(.invalidTypePrefix(member.value.value.typeName, reason: "it must be a string"), member.value.range)
            return SwiftNames.defaultTypePrefix
        }
        if let problem = SwiftNames.typePrefixProblem(prefix.value) {
            report(.invalidTypePrefix(prefix.value, reason: problem), prefix.range)
            return SwiftNames.defaultTypePrefix
        }
        return prefix.value
    }

    /// Shape, names and examples of the declared placeholders.
    private mutating func checkPlaceholders(_ placeholders: [Placeholder], of message: CatalogMessage, typePrefix: String) -> Bool {
        var fine = true
        for placeholder in placeholders {
            if !SwiftNames.isUsableArgument(placeholder.name, typePrefix: typePrefix) {
                report(.invalidPlaceholderName(placeholder.name, key: message.key), placeholder.range)
                fine = false
            }
            // Flutter catalogs rarely give examples, and gen-l10n needs none.
            if placeholder.example == nil, flutter == nil {
                report(.missingExample(placeholder.name), placeholder.range)
            }
        }
        return fine
    }

    /// The texts of one error case share its arguments, so a name must have one type across them.
    private mutating func checkCaseArguments(_ definitions: [String: MessageDefinition], source: Catalog) {
        var seen: [String: [String: PlaceholderType]] = [:]
        for message in source.messages {
            guard let definition = definitions[message.key] else { continue }
            let parent = definition.messageKey.parentKey
            for placeholder in definition.placeholders {
                if let earlier = seen[parent]?[placeholder.name], earlier != placeholder.type {
                    report(.conflictingPlaceholderTypes(placeholder.name, first: earlier.rawValue, second: placeholder.type.rawValue), placeholder.range)
                } else {
                    seen[parent, default: [:]][placeholder.name] = placeholder.type
                }
            }
        }
    }

    // MARK: - Translations

    /// A regional delta (`RegionalCatalogs`) may leave messages out: its users read its parent's.
    private mutating func checkTranslation(_ catalog: Catalog, against source: Catalog, sourceMessages: [String: CatalogMessage],
                                           definitions: [String: MessageDefinition], isRegionalDelta: Bool) -> [String: MessagePattern] {
        var accepted: [String: MessagePattern] = [:]
        let sourceFile = fileName(source.path)
        for message in catalog.messages {
            guard let sourceMessage = sourceMessages[message.key] else {
                report(.unknownMessage(message.key, sourceFile: sourceFile), message.keyRange)
                continue
            }
            if (definitions[message.key]?.messageKey ?? MessageKey(message.key))?.kind == .debug {
                report(.translatedDebugMessage(message.key), message.keyRange)
                continue
            }
            // Shown to this language's users, so checked as any translation, but not what was asked for.
            if !sourceMessage.isTranslatable {
                report(.translatedDoNotTranslate(message.key, locale: catalog.locale), message.keyRange)
            }
            if !message.placeholders.isEmpty, flutter == nil {
                report(.placeholdersInTranslation(message.key), message.metadataRange)
            }
            if let fingerprint = message.sourceFingerprint, fingerprint != SourceFingerprint.of(sourceMessage.text.value) {
                report(.staleTranslation(message.key, locale: catalog.locale), message.metadataRange ?? message.keyRange)
            }
            if flutter != nil, message.text.value.isEmpty, !sourceMessage.text.value.isEmpty {
                report(.emptyMessage(message.key), message.text.range)
            }
            guard var pattern = message.pattern else { continue }
            guard let definition = definitions[message.key] else {
                // The source message has an error of its own; the translation's problems are still its own.
                checkTranslationWithoutDefinition(&pattern, of: message, source: sourceMessage, locale: catalog.locale)
                continue
            }
            pattern = pattern.formattingPlainArguments(definition.argumentFormats)
            let types = Dictionary(definition.placeholders.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
            var usable = true
            var used: Set<String> = []
            for use in pattern.argumentUses() {
                used.insert(use.name)
                guard let type = types[use.name] else {
                    report(.unknownPlaceholder(use.name, key: message.key), use.range)
                    usable = false
                    continue
                }
                if !type.allows(use.usage) {
                    report(.argumentTypeMismatch(use.name, declared: type.rawValue, usage: use.usage.description), use.range)
                    usable = false
                }
            }
            let sourceUses = Set(definition.pattern.argumentUses().map(\.name))
            for placeholder in definition.placeholders where !used.contains(placeholder.name) && sourceUses.contains(placeholder.name) {
                report(.droppedPlaceholder(placeholder.name, key: message.key), message.text.range)
            }
            // The template's text in another language (an English variant may well say the same).
            fractionArguments = Self.fractionArguments(definition.placeholders)
            let copiesSource = message.text.value == sourceMessage.text.value
                && LocaleIdentifier(catalog.locale).language != LocaleIdentifier(source.locale).language
            usable = checkChoices(in: &pattern, locale: catalog.locale, types: types, source: sourceMessage.pattern,
                                  copiesSource: copiesSource)
                && checkSkeletons(in: pattern) && usable
            if usable { accepted[message.key] = pattern }
        }
        let present = Set(catalog.messages.map(\.key))
        // A message marked not to be translated shows the source's text in every language, as meant.
        for message in source.messages where !isRegionalDelta && !present.contains(message.key) && message.isTranslatable
            && (definitions[message.key]?.messageKey ?? MessageKey(message.key))?.kind != .debug {
            // A Flutter plural shown with this language's rules says more than that it is missing.
            if flutter != nil, let definition = definitions[message.key],
               checkUntranslatedPlurals(of: message, definition: definition, locale: catalog.locale, range: catalog.localeRange) {
                continue
            }
            report(.missingTranslation(message.key, locale: catalog.locale), catalog.localeRange)
        }
        return accepted
    }

    /// The placeholders declared as Dart `double`s.
    static func fractionArguments(_ placeholders: [Placeholder]) -> Set<String> {
        Set(placeholders.filter { $0.dartType == "double" || $0.dartType == "double?" }.map(\.name))
    }

    // MARK: - Plurals, selects and skeletons

    /// Every plural and selectordinal gives every number of its locale a text of its category, and
    /// everything has `other`. Categories the locale lacks are warnings, since nothing is lost:
    /// `zero`, `one` and `two` are read as `=0`, `=1`, `=2` (what their writer meant, and what Flutter
    /// does), others are never shown. A category left out is fine when exact cases give all its numbers
    /// a text (`=1` for English `one`); otherwise its numbers would fall to `other`, an error.
    /// `source`: for a translation, its source message's pattern (nil while the source is checked).
    /// `copiesSource`: the translation's text is the source's, character for character.
    mutating func checkChoices(in pattern: inout MessagePattern, locale: String, types: [String: PlaceholderType],
                               source: MessagePattern? = nil, copiesSource: Bool = false) -> Bool {
        // A Flutter set's plurals mean what gen-l10n and intl make of them; they leave here with
        // intl's categories, which the ICU coverage below does not judge.
        var fine = flutter == nil || flutterPlurals(in: &pattern, locale: locale, types: types,
                                                    otherOnlyInSource: source.map { $0.otherOnlyPlurals() },
                                                    copiesSource: copiesSource)
        pattern = pattern.mappingChoices { choice in
            var choice = choice
            let keywords = choice.cases.compactMap { choiceCase -> (String, SourceRange)? in
                if case .keyword(let word) = choiceCase.key { return (word, choiceCase.keyRange) }
                return nil
            }
            if !keywords.contains(where: { $0.0 == "other" }) {
                report(.missingOther(argument: choice.name, kind: choice.kind.rawValue), choice.nameRange)
                fine = false
            }
            if choice.kind == .select, types[choice.name] == .periodUnit {
                for (key, range) in keywords where key != "other" && IAPPeriod.Unit(rawValue: key) == nil {
                    report(.periodUnitCase(argument: choice.name, unit: key, missing: false), range)
                    fine = false
                }
                for unit in IAPPeriod.Unit.allCases where !keywords.contains(where: { $0.0 == unit.rawValue }) {
                    report(.periodUnitCase(argument: choice.name, unit: unit.rawValue, missing: true), choice.nameRange)
                    fine = false
                }
            }
            guard choice.kind != .select, choice.rules == .icu else { return choice }
            let rules = PluralRules(locale: locale, type: choice.kind == .plural ? .cardinal : .ordinal)
            let neededNames = rules.categories.sorted().map(\.rawValue)
            var exactValues = Set(choice.cases.compactMap { choiceCase -> String? in
                if case .exact(let value) = choiceCase.key { return value }
                return nil
            })
            var cases: [ChoiceCase] = []
            for choiceCase in choice.cases {
                guard case .keyword(let word) = choiceCase.key, !neededNames.contains(word) else {
                    cases.append(choiceCase)
                    continue
                }
                let value = ["zero": "0", "one": "1", "two": "2"][word]
                if choice.kind == .plural, let value, exactValues.insert(value).inserted {
                    report(.pluralCategoryAsExact(argument: choice.name, category: word, value: value, locale: locale, needed: neededNames), choiceCase.keyRange)
                    cases.append(ChoiceCase(key: .exact(value), keyRange: choiceCase.keyRange, pattern: choiceCase.pattern))
                } else {
                    report(.unneededPluralCategory(argument: choice.name, category: word, locale: locale, needed: neededNames), choiceCase.keyRange)
                }
            }
            choice.cases = cases
            let present = Set(keywords.map(\.0))
            for category in neededNames where !present.contains(category) {
                let question = PluralCoverage.Question(locale: locale, ordinal: choice.kind == .selectordinal, category: category,
                                                       exactValues: exactValues, offset: choice.offset,
                                                       integersOnly: types[choice.name] == .int)
                if !exactValues.isEmpty, pluralCoverage.covers(question) {
                    let covering = exactValues.sorted().filter { value in
                        Decimal(string: value).map { rules.category(for: $0 - Decimal(choice.offset)).rawValue == category } ?? false
                    }
                    report(.pluralCategoryCoveredByExact(argument: choice.name, category: category, exact: covering, locale: locale), choice.nameRange)
                } else if let first = pluralCoverage.smallestNumber(in: question), first >= PluralCoverage.rareFrom {
                    // Tools built on older CLDR data (Flutter's intl) never ask for it; the numbers it
                    // covers read with `other`, which is a text, if not the grammatical one.
                    report(.rarePluralCategoryMissing(argument: choice.name, category: category, locale: locale, example: "\(first)"),
                           choice.nameRange)
                } else {
                    report(.missingPluralCategory(argument: choice.name, category: category, locale: locale, needed: neededNames), choice.nameRange)
                    fine = false
                }
            }
            return choice
        }
        return fine
    }

    mutating func checkSkeletons(in pattern: MessagePattern) -> Bool {
        var fine = true
        func walk(_ nodes: [MessageNode]) {
            for node in nodes {
                switch node {
                case .argument(let argument):
                    guard case .number(.skeleton(let skeleton)) = argument.format else { break }
                    if let problem = NumberSkeletonCheck.icuProblem(skeleton) {
                        report(.invalidSkeleton(skeleton, reason: "ICU refuses it (\(problem))"), argument.styleRange ?? argument.range)
                        fine = false
                    } else if flutter == nil, let problem = ICUData.systemSkeletonProblem(skeleton) {
                        // In a Flutter set the skeleton is msgc's reading of a placeholder format that
                        // the app's Dart code writes: how iOS would write it is no concern of the app.
                        report(.skeletonNotPortable(skeleton, reason: problem), argument.styleRange ?? argument.range)
                    }
                case .choice(let choice):
                    choice.cases.forEach { walk($0.pattern.nodes) }
                case .text, .pound:
                    break
                }
            }
        }
        walk(pattern.nodes)
        return fine
    }
}

/// A source message that passed every check: what generated code declares for it.
public struct MessageDefinition: Sendable {
    public var key: String
    public var messageKey: MessageKey
    /// The case or member name in the generated code (`key.swiftName`, unless a Flutter key needed another).
    public var swiftName: String
    public var description: String
    /// Declared and used, in declaration order.
    public var placeholders: [Placeholder]
    public var pattern: MessagePattern
    public var sourceText: String
    /// What Flutter `format`s make of plain arguments, applied to every translation too.
    public var argumentFormats: [String: ArgumentFormat] = [:]
}

/// The checked catalogs: source definitions and, per locale, the translations that can be compiled.
public struct CheckedCatalogs: Sendable {
    public var sourceLocale: String
    public var source: Catalog
    public var definitions: [String: MessageDefinition]
    public var translations: [String: [String: MessagePattern]]
    /// The Flutter layout the set was checked as, nil for msgc's own catalogs.
    public var flutter: FlutterLayout? = nil
    /// What the generated types are called before `Error`, `UserMessage`…: the source catalog's
    /// `@@x-type-prefix`, else the prefix the compiler was given.
    public var typePrefix: String = SwiftNames.defaultTypePrefix
}
