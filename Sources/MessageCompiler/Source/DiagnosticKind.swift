/// Every diagnostic msgc can report, with its stable code, default severity, message and hint.
///
/// This file is the one place where diagnostic wording lives; each case has a broken catalog in
/// `Tests/MessageCompilerTests/Fixtures/broken/` that triggers it.
public enum DiagnosticKind: Hashable, Sendable {
    // JSON
    case jsonSyntax(String)
    /// A key written twice in one object; the later is what is read (`sameValue`: both the same JSON text).
    case duplicateKey(String, firstLine: Int, sameValue: Bool = false)
    case rootNotObject
    /// Input nested past a reader's limit (JSON, XML, MessageFormat, plural variables).
    case nestingTooDeep(NestingLimit)
    // Catalog shape
    case messageNotString(String)
    case metadataNotObject(String)
    case missingLocale
    case localeMismatch(tag: String, fileName: String, expected: String)
    case invalidLocaleTag(String)
    case unknownLocale(String)
    case localeWithoutData(tag: String, name: String)
    case duplicateLocale(String, otherFile: String)
    case missingSourceCatalog(String, found: [String])
    case invalidKey(String)
    case orphanRole(String, parent: String)
    case emptyMessage(String)
    case controlCharacter(UInt32)
    // Metadata
    case missingDescription(String)
    case placeholderNotObject(String)
    case missingPlaceholderType(String)
    case unknownPlaceholderType(String, type: String)
    case missingExample(String)
    case invalidExample(String, type: String, example: String)
    case placeholdersInTranslation(String)
    case metadataNotString(key: String, field: String)
    /// A metadata field that must be JSON `true` or `false` (`"x-translate"`), written otherwise.
    case metadataNotBoolean(key: String, field: String)
    case orphanMetadata(String)
    // MessageFormat syntax
    case unclosedArgument
    case unmatchedClosingBrace
    case invalidArgumentName(String)
    case unknownArgumentType(String)
    case invalidArgumentStyle(type: String, style: String)
    case invalidSkeleton(String, reason: String)
    case skeletonNotPortable(String, reason: String)
    case expectedCases(String)
    case expectedComma(after: String)
    case invalidCaseKey(String)
    case duplicateCase(String)
    case invalidOffset(String)
    case unterminatedQuote
    // Arguments against the source
    case undeclaredPlaceholder(String)
    case unusedPlaceholder(String)
    case unknownPlaceholder(String, key: String)
    case droppedPlaceholder(String, key: String)
    case argumentTypeMismatch(String, declared: String, usage: String)
    case conflictingPlaceholderTypes(String, first: String, second: String)
    /// A Flutter argument used in the text but not declared: typed from its use, as gen-l10n does.
    case inferredPlaceholder(String, type: String, usage: String)
    /// A Flutter placeholder `format` gen-l10n refuses too.
    case unknownPlaceholderFormat(String, format: String, type: String)
    /// A Flutter placeholder `format` shown differently from gen-l10n, and how.
    case placeholderFormatApproximated(String, format: String, detail: String)
    // Plurals and selects
    case missingPluralCategory(argument: String, category: String, locale: String, needed: [String])
    case rarePluralCategoryMissing(argument: String, category: String, locale: String, example: String)
    case unneededPluralCategory(argument: String, category: String, locale: String, needed: [String])
    case missingOther(argument: String, kind: String)
    /// A `select` over a `PeriodUnit` argument with a key that is no unit, or without a unit's case.
    case periodUnitCase(argument: String, unit: String, missing: Bool)
    /// `zero`, `one` or `two` in a language whose rules lack it: read as `=0`, `=1`, `=2`, as Flutter's intl reads it.
    case pluralCategoryAsExact(argument: String, category: String, value: String, locale: String, needed: [String])
    /// A category left out whose every number an exact case (`=1`) gives a text.
    case pluralCategoryCoveredByExact(argument: String, category: String, exact: [String], locale: String)
    // Coverage
    case missingTranslation(String, locale: String)
    case unknownMessage(String, sourceFile: String)
    case translatedDebugMessage(String)
    /// A translation of a message the source marks not to be translated (`"x-translate": false`).
    case translatedDoNotTranslate(String, locale: String)
    case staleTranslation(String, locale: String)
    // Importing translations
    case importSyntax(String)
    case importLocaleUnknown
    /// A `<file>` of a multi-file XLIFF whose target-language differs from the first `<file>`'s (nil: none given).
    case importMixedLocales(String?, first: String?, firstLine: Int)
    /// The file's language and `--locale` name different languages.
    case importLocaleConflict(file: String, option: String)
    /// An `.lproj` folder whose name is no locale tag; its files are left out.
    case importFolderNotLocale(String)
    /// A String Catalog text that varies by device: the `used` variant is imported, the `dropped` ones are not.
    case importDeviceVariations(dropped: [String], used: String)
    /// An XLIFF `<trans-unit translate="no">` (or one in such a `<group>`) whose target differs from its
    /// source: the file says it is no translation, so it is not imported.
    case importTranslateNo(String)
    /// `.stringsdict`/String Catalog plural variables whose variants use each other in a circle, the chain in order.
    case substitutionCycle([String])
    /// Plural variables that, used inside each other's variants, would expand to more cases than the limit.
    case substitutionTooLarge(String, limit: Int)
    // Swift names
    case invalidSwiftName(String, key: String)
    case nameCollision(String, key: String, otherKey: String)
    case invalidPlaceholderName(String, key: String)
    case invalidTypePrefix(String, reason: String)
    /// A setting of `msgc.json` (`DiagnosticPolicy`) that cannot be taken.
    case invalidConfiguration(String)
    /// A Flutter key whose Swift name the generated code already uses, given another Swift name.
    case swiftNameChanged(key: String, name: String, reason: String)
    // Flutter sets: what `flutter gen-l10n` reads differently or refuses
    /// A plural case gen-l10n does not accept (`=3`, `=0.5`): it refuses the set.
    case flutterPluralCase(argument: String, key: String)
    /// Two cases of a Flutter plural that fill one slot (`=1` and `one`): the later one is shown.
    case flutterCaseReplaced(argument: String, earlier: String, later: String)
    /// A category a Flutter plural leaves out: the app shows `shown`'s text (`other`, or `few` for
    /// `two`) for `numbers`, which may well be right.
    case flutterPluralFallback(argument: String, category: String, locale: String, shown: String, numbers: String)
    /// An `=0`/`=1`/`=2` text without the count that the app also shows for `numbers` (intl's category).
    case flutterExactForCategory(argument: String, exact: String, category: String, locale: String, numbers: String)
    /// As `flutterExactForCategory`, but only for numbers an app may never pass (0, past 100, or
    /// fractions of a count it passes as an int): true only if it passes them.
    case flutterExactIfPassed(argument: String, exact: String, category: String, locale: String, numbers: String)
    /// A `#` in a Flutter plural: the app shows the character, not the number.
    case flutterLiteralPound(argument: String)
    /// A plural the locale leaves untranslated: the app shows the template's text with the locale's
    /// plural rules, and so `shown`'s case for `numbers`, where the template's language shows another
    /// (`ifPassed`: only for numbers an app may never pass).
    /// `shown`: for which numbers which case is shown (`21, 31, … one's text`).
    case flutterUntranslatedPlural(key: String, locale: String, sourceLocale: String, shown: String, ifPassed: Bool)
    /// A plural case intl never chooses in the locale (`few` in English).
    case flutterDeadCase(argument: String, category: String, locale: String, chosen: String)
    /// `use-escaping: true` reads every apostrophe as a quote: `quoted` is what the app shows (or nil
    /// when gen-l10n refuses the quote left open).
    case flutterEscapingApostrophe(shown: String?)
    /// A `}` at the end of a Flutter message that closes nothing: gen-l10n ignores it.
    case flutterTrailingBrace
    /// A translation whose text is the template's, character for character.
    case untranslatedCopy(locale: String)
    /// A template key that is no Dart method name: gen-l10n refuses the set.
    case flutterInvalidKey(String)
    /// A regional catalog without its language's (`app_pt_BR.arb` without `app_pt.arb`): gen-l10n refuses the set.
    case flutterMissingLanguage(locale: String, language: String)
    /// `l10n.yaml`'s `template-arb-file` (`named`, else gen-l10n's default) is not in the `arb-dir`: gen-l10n stops.
    case flutterMissingTemplate(file: String, arbDirectory: String, named: Bool)

    /// Stable, greppable code printed after the message.
    public var code: String {
        switch self {
        case .jsonSyntax: "json-syntax"
        case .duplicateKey: "duplicate-key"
        case .rootNotObject: "root-not-object"
        case .nestingTooDeep: "nesting-too-deep"
        case .messageNotString: "message-not-string"
        case .metadataNotObject: "metadata-not-object"
        case .missingLocale: "missing-locale"
        case .localeMismatch: "locale-mismatch"
        case .invalidLocaleTag: "invalid-locale-tag"
        case .unknownLocale: "unknown-locale"
        case .localeWithoutData: "locale-without-data"
        case .duplicateLocale: "duplicate-locale"
        case .missingSourceCatalog: "missing-source-catalog"
        case .invalidKey: "invalid-key"
        case .orphanRole: "orphan-role"
        case .emptyMessage: "empty-message"
        case .controlCharacter: "control-character"
        case .missingDescription: "missing-description"
        case .placeholderNotObject: "placeholder-not-object"
        case .missingPlaceholderType: "missing-placeholder-type"
        case .unknownPlaceholderType: "unknown-placeholder-type"
        case .missingExample: "missing-example"
        case .invalidExample: "invalid-example"
        case .placeholdersInTranslation: "placeholders-in-translation"
        case .metadataNotString: "metadata-not-string"
        case .metadataNotBoolean: "metadata-not-boolean"
        case .orphanMetadata: "orphan-metadata"
        case .unclosedArgument: "unclosed-argument"
        case .unmatchedClosingBrace: "unmatched-brace"
        case .invalidArgumentName: "invalid-argument-name"
        case .unknownArgumentType: "unknown-argument-type"
        case .invalidArgumentStyle: "invalid-argument-style"
        case .invalidSkeleton: "invalid-skeleton"
        case .skeletonNotPortable: "skeleton-not-portable"
        case .expectedCases: "expected-cases"
        case .expectedComma: "expected-comma"
        case .invalidCaseKey: "invalid-case-key"
        case .duplicateCase: "duplicate-case"
        case .invalidOffset: "invalid-offset"
        case .unterminatedQuote: "unterminated-quote"
        case .undeclaredPlaceholder: "undeclared-placeholder"
        case .unusedPlaceholder: "unused-placeholder"
        case .unknownPlaceholder: "unknown-placeholder"
        case .droppedPlaceholder: "dropped-placeholder"
        case .argumentTypeMismatch: "argument-type-mismatch"
        case .conflictingPlaceholderTypes: "conflicting-placeholder-types"
        case .inferredPlaceholder: "inferred-placeholder"
        case .unknownPlaceholderFormat: "unknown-placeholder-format"
        case .placeholderFormatApproximated: "placeholder-format-approximated"
        case .pluralCategoryAsExact: "plural-category-as-exact"
        case .pluralCategoryCoveredByExact: "plural-category-covered-by-exact"
        case .swiftNameChanged: "swift-name-changed"
        case .flutterPluralCase: "flutter-plural-case"
        case .flutterCaseReplaced: "flutter-case-replaced"
        case .flutterPluralFallback: "flutter-plural-fallback"
        case .flutterExactForCategory: "flutter-exact-for-category"
        case .flutterExactIfPassed: "flutter-exact-if-passed"
        case .flutterLiteralPound: "flutter-literal-pound"
        case .flutterUntranslatedPlural(_, _, _, _, true): "flutter-untranslated-plural-if-passed"
        case .flutterUntranslatedPlural: "flutter-untranslated-plural"
        case .flutterDeadCase: "flutter-dead-case"
        case .flutterEscapingApostrophe: "flutter-escaping-apostrophe"
        case .flutterTrailingBrace: "flutter-trailing-brace"
        case .untranslatedCopy: "untranslated-copy"
        case .flutterInvalidKey: "flutter-invalid-key"
        case .flutterMissingLanguage: "flutter-missing-language"
        case .flutterMissingTemplate: "flutter-missing-template"
        case .missingPluralCategory: "plural-missing-category"
        case .rarePluralCategoryMissing: "plural-rare-category-missing"
        case .unneededPluralCategory: "plural-unneeded-category"
        case .missingOther: "missing-other"
        case .periodUnitCase: "period-unit-case"
        case .missingTranslation: "missing-translation"
        case .unknownMessage: "unknown-message"
        case .translatedDebugMessage: "translated-debug-message"
        case .translatedDoNotTranslate: "translated-do-not-translate"
        case .staleTranslation: "stale-translation"
        case .invalidSwiftName: "invalid-swift-name"
        case .importSyntax: "import-syntax"
        case .importLocaleUnknown: "import-locale-unknown"
        case .importMixedLocales: "import-mixed-locales"
        case .importLocaleConflict: "import-locale-conflict"
        case .importFolderNotLocale: "import-folder-not-locale"
        case .importDeviceVariations: "import-device-variations"
        case .importTranslateNo: "import-translate-no"
        case .substitutionCycle: "substitution-cycle"
        case .substitutionTooLarge: "substitution-too-large"
        case .nameCollision: "name-collision"
        case .invalidPlaceholderName: "invalid-swift-name"
        case .invalidTypePrefix: "invalid-type-prefix"
        case .invalidConfiguration: "invalid-configuration"
        }
    }

    /// Warnings fall back or lose nothing at run time; `--strict` makes them errors too.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .missingDescription, .missingExample, .unterminatedQuote, .unusedPlaceholder,
             .droppedPlaceholder, .missingTranslation, .translatedDebugMessage, .translatedDoNotTranslate, .placeholdersInTranslation,
             .staleTranslation, .orphanMetadata, .importFolderNotLocale, .importDeviceVariations, .importTranslateNo,
             .localeWithoutData, .unneededPluralCategory,
             .inferredPlaceholder, .placeholderFormatApproximated, .pluralCategoryAsExact, .pluralCategoryCoveredByExact,
             .swiftNameChanged, .rarePluralCategoryMissing, .skeletonNotPortable, .flutterCaseReplaced,
             .flutterPluralFallback, .untranslatedCopy, .flutterExactIfPassed, .flutterDeadCase, .flutterTrailingBrace,
             .flutterUntranslatedPlural(_, _, _, _, true):
            .warning
        default:
            .error
        }
    }

    public var message: String {
        switch self {
        case .jsonSyntax(let detail): "invalid JSON: \(detail)"
        case .duplicateKey(let key, let line, let same):
            same ? "key '\(key)' appears twice with the same value; the first is on line \(line)"
                : "key '\(key)' appears twice with different values; the first is on line \(line), and JSON readers (a Flutter app's too) keep this later one"
        case .rootNotObject: "a catalog must be a JSON object"
        case .nestingTooDeep(let limit): "\(limit.subject) nested deeper than \(limit.levels) levels"
        case .messageNotString(let key): "message '\(key)' must be a string"
        case .metadataNotObject(let key): "metadata '\(key)' must be an object"
        case .missingLocale: "the catalog has no \"@@locale\""
        case .localeMismatch(let tag, let fileName, _): "\"@@locale\" is '\(tag)' but the file is named '\(fileName)'"
        case .invalidLocaleTag(let tag): "'\(tag)' is not a well-formed BCP 47 language tag"
        case .unknownLocale(let tag): "locale '\(tag)' is not known to CLDR"
        case .localeWithoutData(let tag, let name):
            "ICU has no formatting data for '\(tag)' (\(name)): its texts are used as written, but numbers and dates follow the root locale, and plural rules too unless CLDR has them for the language"
        case .duplicateLocale(let tag, let other): "locale '\(tag)' is also provided by \(other)"
        case .missingSourceCatalog(let tag, let found): "no catalog for the source locale '\(tag)' (found: \(found.joined(separator: ", ")))"
        case .invalidKey(let key): "message key '\(key)' is not 'error.name', 'error.name.reason', 'error.name.recovery', 'user.name' or 'debug.name'"
        case .orphanRole(let key, let parent): "'\(key)' has no message '\(parent)' to belong to"
        case .emptyMessage(let key): "message '\(key)' is empty"
        case .controlCharacter(let value): "control character U+\(hex4(value)) in message text"
        case .missingDescription(let key): "message '\(key)' has no description for translators"
        case .placeholderNotObject(let name): "placeholder '\(name)' must be an object with a \"type\""
        case .missingPlaceholderType(let name): "placeholder '\(name)' has no \"type\""
        case .unknownPlaceholderType(let name, let type): "placeholder '\(name)' has unknown type '\(type)'"
        case .missingExample(let name): "placeholder '\(name)' has no \"example\""
        case .invalidExample(let name, let type, let example): "example '\(example)' of placeholder '\(name)' is not a valid \(type)"
        case .placeholdersInTranslation(let key): "translation of '\(key)' declares placeholders; they are ignored"
        case .metadataNotString(let key, let field): "\"\(field)\" of '\(key)' must be a string"
        case .metadataNotBoolean(let key, let field): "\"\(field)\" of '\(key)' must be true or false, without quotes"
        case .orphanMetadata(let key): "metadata '@\(key)' belongs to no message; there is no '\(key)' in this catalog"
        case .unclosedArgument: "'{' is never closed"
        case .unmatchedClosingBrace: "'}' does not close anything"
        case .invalidArgumentName(let name): "'\(name)' is not a valid argument name"
        case .unknownArgumentType(let type): "unknown argument type '\(type)'"
        case .invalidArgumentStyle(let type, let style): "'\(style)' is not a style of '\(type)'"
        case .invalidSkeleton(let skeleton, let reason): "number skeleton '\(skeleton)' is invalid: \(reason)"
        case .skeletonNotPortable(let skeleton, let reason):
            "number skeleton '\(skeleton)' formats only where ICU is linked (Linux); on iOS and other Apple platforms the number shows unformatted: \(reason)"
        case .expectedCases(let kind): "\(kind) needs at least one case such as 'other {…}'"
        case .expectedComma(let word): "expected ',' after '\(word)'"
        case .invalidCaseKey(let key): "'\(key)' is not a valid case key"
        case .periodUnitCase(let argument, let unit, let missing):
            missing ? "select on '\(argument)' has no case for '\(unit)': a \(unit) period would show the 'other' text"
                : "'\(unit)' is not a period unit, so select on '\(argument)' never chooses it"
        case .duplicateCase(let key): "case '\(key)' appears twice"
        case .invalidOffset(let text): "invalid plural offset '\(text)'"
        case .unterminatedQuote: "apostrophe quoting runs to the end of the message"
        case .undeclaredPlaceholder(let name): "argument '\(name)' is not declared in \"placeholders\""
        case .unusedPlaceholder(let name): "placeholder '\(name)' is declared but not used"
        case .unknownPlaceholder(let name, let key): "argument '\(name)' does not exist in the source message '\(key)'"
        case .droppedPlaceholder(let name, let key): "translation of '\(key)' never shows argument '\(name)'"
        case .argumentTypeMismatch(let name, let declared, let usage): "argument '\(name)' is a \(declared) and cannot be used as \(usage)"
        case .conflictingPlaceholderTypes(let name, let first, let second): "placeholder '\(name)' is \(first) in one text of this error and \(second) in another"
        case .inferredPlaceholder(let name, let type, let usage): "argument '\(name)' is not declared in \"placeholders\"; it is typed \(type) from its use as \(usage)"
        case .unknownPlaceholderFormat(let name, let format, let type): "placeholder '\(name)' has format '\(format)', which is no \(type) format gen-l10n knows"
        case .placeholderFormatApproximated(let name, let format, let detail): "placeholder '\(name)' with format '\(format)': \(detail)"
        case .missingPluralCategory(let argument, let category, let locale, _): "plural '\(argument)' lacks the '\(category)' category that \(locale) needs"
        case .rarePluralCategoryMissing(let argument, let category, let locale, let example):
            "plural '\(argument)' has no '\(category)' case; \(locale) uses it only for large numbers such as \(example), which then read with 'other'"
        case .unneededPluralCategory(let argument, let category, let locale, _): "plural '\(argument)' has a '\(category)' case that \(locale) never selects; its text is never shown"
        case .pluralCategoryAsExact(let argument, let category, let value, let locale, _):
            "plural '\(argument)' has a '\(category)' case, a category \(locale) does not use; it is read as '=\(value)', as Flutter reads it"
        case .pluralCategoryCoveredByExact(let argument, let category, let exact, let locale):
            "plural '\(argument)' has no '\(category)' case; \(exact.map { "'=\($0)'" }.joined(separator: " and ")) give\(exact.count == 1 ? "s" : "") every number \(locale) selects '\(category)' for its text"
        case .missingOther(let argument, let kind): "\(kind) '\(argument)' has no 'other' case"
        case .missingTranslation(let key, let locale): "'\(key)' is not translated to \(locale); users will see the fallback"
        case .unknownMessage(let key, let source): "'\(key)' is not in the source catalog \(source)"
        case .translatedDebugMessage(let key): "'\(key)' is a debug message; debug messages are not translated"
        case .translatedDoNotTranslate(let key, let locale):
            "'\(key)' is marked not to be translated (\"x-translate\": false), yet has a text for \(locale); users of \(locale) read this text, not the source's"
        case .staleTranslation(let key, let locale): "the English of '\(key)' changed since it was translated to \(locale); the translation needs review"
        case .invalidSwiftName(let name, let key): "'\(key)' becomes '\(name)', which is not a usable Swift name"
        case .importSyntax(let detail): detail
        case .importLocaleUnknown: "the file does not say which language it holds"
        case .importMixedLocales(let locale, let first, let line):
            "this <file> is \(Self.languageDescription(locale)) but the <file> on line \(line) is \(Self.languageDescription(first)); a file must hold one language"
        case .importLocaleConflict(let file, let option): "the file holds '\(file)' but --locale says '\(option)'"
        case .importFolderNotLocale(let folder): "folder '\(folder)' is not named after a locale; its files are not imported"
        case .importTranslateNo(let key):
            "the <trans-unit> for '\(key)' is marked translate=\"no\", so its target is no translation and is not imported"
        case .importDeviceVariations(let dropped, let used):
            dropped.isEmpty
                ? "this text varies by device but only '\(used)' has one; it is imported as the text for every device"
                : "the device-specific texts for \(dropped.map { "'\($0)'" }.joined(separator: ", ")) are not imported; the '\(used)' text is imported as the text for every device"
        case .substitutionCycle(let chain):
            chain.count <= 2 ? "plural variable '\(chain[0])' uses itself in its own variants"
                : "plural variables use each other in a circle: \(chain.joined(separator: " → "))"
        case .substitutionTooLarge(let name, let limit): "plural variable '\(name)' expands to more than \(limit) plural cases through the variables in its variants"
        case .nameCollision(let name, let key, let other): "'\(key)' and '\(other)' both become '\(name)' in Swift"
        case .invalidPlaceholderName(let name, let key): "placeholder '\(name)' of '\(key)' is not a usable Swift name"
        case .invalidTypePrefix(let prefix, let reason): "\"@@x-type-prefix\" '\(prefix)' cannot name the generated types: \(reason)"
        case .invalidConfiguration(let detail): detail
        case .swiftNameChanged(let key, let name, let reason): "'\(key)' is '\(name)' in Swift: \(reason)"
        case .flutterPluralCase(let argument, let key):
            "plural '\(argument)' has a case '\(key)', which flutter gen-l10n refuses: it takes zero, one, two, few, many, other, =0, =1 and =2"
        case .flutterCaseReplaced(let argument, let earlier, let later):
            "plural '\(argument)': '\(later)' replaces '\(earlier)' written before it; gen-l10n shows one text for both, the later"
        case .flutterPluralFallback(let argument, let category, let locale, let shown, let numbers):
            "plural '\(argument)' has no '\(category)' case: for \(locale) \(numbers) the app shows \(shown)'s text"
        case .flutterExactForCategory(let argument, let exact, let category, let locale, let numbers):
            "'\(exact)' of plural '\(argument)' does not show the count, yet the app shows it for every number \(locale) calls '\(category)': also \(numbers)"
        case .flutterExactIfPassed(let argument, let exact, let category, let locale, let numbers):
            "'\(exact)' of plural '\(argument)' does not show the count, and the app also shows it for every number \(locale) calls '\(category)': \(numbers), if it passes them"
        case .flutterUntranslatedPlural(let key, let locale, let sourceLocale, let shown, let ifPassed):
            "'\(key)' is not translated into \(locale), so the app shows its \(sourceLocale) text with \(locale)'s plural rules, which choose another of its cases than \(sourceLocale) does\(ifPassed ? ", if the app passes these numbers" : ""): \(shown)"
        case .flutterDeadCase(let argument, let category, let locale, let chosen):
            "plural '\(argument)' has a '\(category)' case, which intl never chooses in \(locale) (it chooses \(chosen))"
        case .flutterEscapingApostrophe(let shown):
            shown.map { "with use-escaping: true every apostrophe starts or ends quoted text: the app shows \"\($0)\"" }
                ?? "with use-escaping: true every apostrophe starts quoted text, and this one is never closed: flutter gen-l10n refuses the message"
        case .flutterTrailingBrace: "this '}' closes nothing; flutter gen-l10n ignores it"
        case .flutterLiteralPound(let argument):
            "plural '\(argument)' has a '#', which the app shows as the character '#': gen-l10n has no '#' for the number"
        case .untranslatedCopy(let locale):
            "this text is the template's, not translated into \(locale); its plural keeps the template's cases"
        case .flutterInvalidKey(let key):
            "'\(key)' is not a Dart method name, so flutter gen-l10n refuses the set"
        case .flutterMissingLanguage(let locale, let language):
            "there is a catalog for '\(locale)' but none for '\(language)', which flutter gen-l10n requires as its fallback"
        case .flutterMissingTemplate(let file, let directory, let named):
            "template-arb-file '\(file)'\(named ? "" : " (gen-l10n's default, as l10n.yaml names none)") is not in the arb-dir '\(directory)', so flutter gen-l10n stops: the set has no template to take its messages from"
        }
    }

    public var hint: String? {
        switch self {
        case .duplicateKey(_, _, let same):
            same ? "remove one of them" : "remove the one that should not ship; JSON readers keep only the later"
        case .localeMismatch(_, _, let expected): "rename the file to '\(expected)' or fix \"@@locale\""
        case .unknownLocale: "use a CLDR language code such as 'de', 'pt-BR' or 'zh-Hant'"
        case .localeWithoutData: "the catalog compiles and its texts are shown; --strict refuses languages without formatting data"
        case .skeletonNotPortable: "precision, grouping, sign, integer width, scale, percent, currency, compact and numbering-system stems format on every platform"
        case .invalidKey: "the kind (error, user, debug) picks the Swift type; the name becomes its case"
        case .orphanRole(_, let parent): "add '\(parent)', or rename this key"
        case .controlCharacter: "write line breaks as \\n; other control characters are not allowed"
        case .periodUnitCase: "the units are day, week, month and year; write one case for each, and 'other'"
        case .unknownPlaceholderType: "use String, Int, Double, Decimal, Date, Price, Duration or PeriodUnit"
        case .invalidExample(_, let type, _): exampleHint(type)
        case .unclosedArgument: "add '}', or quote a literal brace as '{'"
        case .unmatchedClosingBrace: "quote a literal brace as '}'"
        case .unknownArgumentType: "use number, date, time, duration, plural, selectordinal or select"
        case .unterminatedQuote: "an apostrophe before '{', '}' (or '#' in a plural) starts quoted text; write '' for a literal apostrophe, or use ’"
        case .undeclaredPlaceholder: "add it under \"placeholders\" with a type and an example"
        case .unknownPlaceholder: "use the argument names of the source message"
        case .rarePluralCategoryMissing(_, let category, _, _):
            "add '\(category) {…}' with the grammatical form; --strict makes this an error"
        case .missingPluralCategory(_, _, let locale, let needed):
            "\(locale) uses exactly: \(needed.joined(separator: ", "))"
        case .unneededPluralCategory(_, let category, let locale, let needed):
            "\(locale) uses exactly: \(needed.joined(separator: ", ")); remove '\(category) {…}' or move its text to the case it was meant for"
        case .pluralCategoryAsExact(_, let category, let value, _, _): "write '=\(value) {…}' for '\(category) {…}' to say so; ICU MessageFormat never selects it"
        case .pluralCategoryCoveredByExact(_, let category, _, _): "nothing falls back to 'other'; add '\(category) {…}' to say so, as ICU tools expect"
        case .inferredPlaceholder: "declare it under \"placeholders\" with a \"type\" to choose the type"
        case .unknownPlaceholderFormat(_, _, let type):
            type == "Date" ? "use a DateFormat skeleton such as yMMMd, yMd, jm or MMMMEEEEd, or set \"isCustomDateFormat\": \"true\" for a pattern"
                : "use compact, compactLong, decimalPattern, decimalPatternDigits, percentPattern, decimalPercentPattern, scientificPattern, currency, simpleCurrency, compactCurrency or compactSimpleCurrency"
        case .swiftNameChanged(let key, _, _): "the catalog key stays '\(key)'; rename the key to choose the Swift name"
        case .flutterPluralCase: "write those numbers' text under their category, or under 'other'"
        case .flutterCaseReplaced: "keep one of the two"
        case .flutterPluralFallback(_, let category, _, let shown, _):
            "if \(shown)'s text reads right for those numbers, nothing is wrong; otherwise add '\(category) {…}'"
        case .flutterExactForCategory(let argument, _, let category, _, let numbers):
            numbers == "0" ? "give 0 a text of its own ('=0 {…}'), which intl shows before any category"
                : "gen-l10n passes it as intl's '\(category)': write the count in it ('\(category) {{\(argument)} …}') or a text true for all of them"
        case .flutterExactIfPassed(let argument, _, let category, _, let numbers):
            numbers == "0" ? "if the app can pass 0, give it a text of its own ('=0 {…}'), which intl shows before any category"
                : "if the app can pass them, write the count in it ('\(category) {{\(argument)} …}') or a text true for all of them"
        case .flutterUntranslatedPlural: "translate it; until then the template's cases are chosen by this language's rules"
        case .flutterDeadCase(_, let category, _, _): "remove '\(category) {…}', or move its text to a category the language has"
        case .flutterTrailingBrace: "remove it"
        case .flutterEscapingApostrophe: "write '' for an apostrophe (or ’), or set use-escaping: false"
        case .flutterLiteralPound(let argument): "write '{\(argument)}' where the number goes"
        case .untranslatedCopy: "translate it, or remove it so the app falls back to the template's language on purpose"
        case .flutterInvalidKey: "start with a lowercase letter and use only letters, digits and _ (camelCase)"
        case .flutterMissingLanguage(_, let language): "add a catalog for '\(language)'; its texts are what users of other regions see"
        case .flutterMissingTemplate: "name the source catalog of the arb-dir (e.g. template-arb-file: app_en.arb), or add the file there"
        case .missingOther: "every plural, selectordinal and select needs 'other {…}'"
        case .translatedDebugMessage: "remove it from this catalog"
        case .translatedDoNotTranslate: "remove it from this catalog to show the source text, or remove \"x-translate\": false from the source's metadata"
        case .importTranslateNo: "remove translate=\"no\" from the unit (or its <group>) to import its target"
        case .metadataNotBoolean(_, let field): "write \"\(field)\": false to keep the message from being translated"
        case .staleTranslation(let key, let locale): "update the translation, then run 'msgc accept <dir> --locale \(locale) --key \(key)'"
        case .nameCollision: "rename one of the keys"
        case .importLocaleUnknown: "pass --locale, or set target-language (XLIFF) or the Language header (PO)"
        case .importMixedLocales: "split the file into one XLIFF per language and import each"
        case .importLocaleConflict: "import the file that holds the language you named, or leave out --locale"
        case .importFolderNotLocale: "name it after the language tag, e.g. 'de.lproj', 'pt-BR.lproj' or 'zh-Hans.lproj'"
        case .importDeviceVariations: "msgc has one text per message and language; a wording for one kind of device needs a message of its own"
        case .nestingTooDeep(let limit): limit.hint
        case .substitutionCycle(let chain): "\(chain.joined(separator: " → ")): a variant may use another variable, never one that leads back to itself"
        case .substitutionTooLarge: "each use of a variable inside a variant repeats its whole plural; use fewer variables inside variants"
        case .missingSourceCatalog(let tag, _): "add \(tag).arb, or name the source locale with --source-locale"
        case .expectedComma: "write '{count, plural, one {…} other {…}}'"
        case .invalidSwiftName(let name, _):
            SwiftNames.isIdentifier(name)
                ? "'\(name)' is reserved: Swift or the generated code already uses it; rename the key"
                : "use ASCII letters, digits and '_', not starting with a digit"
        case .invalidPlaceholderName(let name, _):
            SwiftNames.isIdentifier(name)
                ? "'\(name)' is reserved: Swift or the generated code already uses it; rename the placeholder here and in every text"
                : "use ASCII letters, digits and '_', not starting with a digit"
        case .orphanMetadata(let key): "remove it, or add the message '\(key)'"
        case .metadataNotString(_, let field): field == "description" ? "write the description as text in quotes" : nil
        case .invalidTypePrefix: "for example \"@@x-type-prefix\": \"Shop\" generates ShopError, ShopUserMessage, ShopDebugMessage and ShopCatalog"
        default: nil
        }
    }
}

extension DiagnosticKind {
    fileprivate static func languageDescription(_ locale: String?) -> String {
        locale.map { "for '\($0)'" } ?? "without target-language"
    }
}

private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

private func exampleHint(_ type: String) -> String? {
    switch type {
    case "Price": "write an amount and an ISO 4217 code, e.g. \"4.99 EUR\""
    case "Duration": "write a number and a unit, e.g. \"90s\", \"5m\", \"2h\", \"3d\""
    case "PeriodUnit": "write day, week, month or year"
    case "Date": "write an ISO 8601 time, e.g. \"2026-03-01T09:30:00Z\""
    case "Int": "write a whole number, e.g. \"3\""
    default: "write a plain number, e.g. \"4.99\""
    }
}

extension DiagnosticKind {
    /// The severity in a Flutter set, where what `flutter gen-l10n` builds and the app shows as meant is
    /// at most a warning: a translation's stale key is text the app never shows, and an empty text is
    /// legal there (often meant).
    public var flutterDefaultSeverity: Diagnostic.Severity {
        switch self {
        case .unknownMessage, .emptyMessage: .warning
        // Dart's JSON reader keeps the later of two values, and gen-l10n builds it: the app shows
        // that one. Which of two different texts was meant only their writer knows.
        case .duplicateKey: .warning
        default: defaultSeverity
        }
    }
}
