/// The syntax tree of one ICU MessageFormat 1 message, with source ranges for diagnostics.
public struct MessagePattern: Sendable, Equatable {
    public var nodes: [MessageNode]

    public init(nodes: [MessageNode]) {
        self.nodes = nodes
    }
}

/// One piece of a message: text, an argument, `#`, or a plural/select with its cases.
public enum MessageNode: Sendable, Equatable {
    /// Literal text, quoting already resolved.
    case text(String)
    /// `{name}` or `{name, number|date|time|duration, style}`. Boxed, as choices are: a node is then
    /// as small as its text, and a catalog of 100,000 messages keeps its patterns in a fraction of
    /// the memory inline payloads of ~150 bytes each would take.
    indirect case argument(ArgumentNode)
    /// `#` directly inside a plural or selectordinal case: the number, minus the offset.
    case pound(SourceRange)
    /// `{name, plural|selectordinal|select, cases}`.
    indirect case choice(ChoiceNode)
}

/// `{name}` or `{name, type, style}`, with where its name is written.
public struct ArgumentNode: Sendable, Equatable {
    public var name: String
    public var nameRange: SourceRange
    public var format: ArgumentFormat
    /// Where the style (`integer`, `::group-off`) is written, for diagnostics about it.
    public var styleRange: SourceRange?
    public var range: SourceRange
}

/// How an argument is written: as it is, or as a number, date, time or duration in some style.
public enum ArgumentFormat: Sendable, Equatable {
    case plain
    case number(NumberStyle)
    case date(DateStyle)
    case time(DateStyle)
    /// ICU's `duration` type: a Duration written as an amount of its largest whole unit ("5 minutes").
    case duration

    /// The MessageFormat type name, for diagnostics.
    public var typeName: String {
        switch self {
        case .plain: "a plain argument"
        case .number: "a number"
        case .date: "a date"
        case .time: "a time"
        case .duration: "a duration"
        }
    }
}

/// `{n, number}`, `{n, number, integer}`, `{n, number, percent}` or `{n, number, ::skeleton}`.
public enum NumberStyle: Sendable, Equatable {
    case `default`, integer, percent
    case skeleton(String)
    /// Dart's `toString()`: a Flutter app shows a number placeholder without a `format` as
    /// `$count` does (`12345`, `2.5`, `3.0`), in ASCII digits, without grouping.
    case dartToString
}

/// The width of a date or time (`short` … `full`), or a skeleton such as `::yMMMd`.
public enum DateStyle: Sendable, Equatable {
    case short, medium, long, full
    case skeleton(String)
}

/// Which of MessageFormat's choices: cardinal plural, ordinal plural, or select on a string.
public enum ChoiceKind: String, Sendable, Equatable {
    case plural, selectordinal, select
}

/// `{name, plural|selectordinal|select, [offset:n] cases}`.
public struct ChoiceNode: Sendable, Equatable {
    public var kind: ChoiceKind
    public var name: String
    public var nameRange: SourceRange
    public var offset: Int
    public var cases: [ChoiceCase]
    public var range: SourceRange
    /// Whose rules choose a plural's category: ICU's, or package:intl's in a Flutter set, where the
    /// checker has already turned gen-l10n's cases into one case per category intl selects.
    public var rules: PluralRuleSource = .icu
}

/// Where a plural's categories come from.
public enum PluralRuleSource: Sendable, Equatable {
    /// ICU's CLDR rules: msgc's own catalogs, read as ICU MessageFormat.
    case icu
    /// Dart's package:intl (`FlutterPluralRules`), as the app `flutter gen-l10n` builds selects.
    case flutterIntl
}

/// One case of a choice: its key (`=0`, `one`, `month`) and its message.
public struct ChoiceCase: Sendable, Equatable {
    public enum Key: Hashable, Sendable {
        /// `=3`: matches exactly this value (before the offset is subtracted).
        case exact(String)
        /// A plural category (`one`) or a select value (`month`).
        case keyword(String)

        public var text: String {
            switch self {
            case .exact(let value): "=\(value)"
            case .keyword(let word): word
            }
        }
    }

    public var key: Key
    public var keyRange: SourceRange
    public var pattern: MessagePattern
}

extension MessagePattern {
    /// Every argument use in the pattern, depth first, with how it is used.
    public func argumentUses() -> [(name: String, usage: ArgumentUsage, range: SourceRange)] {
        var uses: [(String, ArgumentUsage, SourceRange)] = []
        func walk(_ nodes: [MessageNode]) {
            for node in nodes {
                switch node {
                case .text, .pound: break
                case .argument(let argument): uses.append((argument.name, .formatted(argument.format), argument.nameRange))
                case .choice(let choice):
                    uses.append((choice.name, .choice(choice.kind), choice.nameRange))
                    for choiceCase in choice.cases { walk(choiceCase.pattern.nodes) }
                }
            }
        }
        walk(nodes)
        return uses
    }

    /// Every plural, selectordinal and select node, depth first.
    public func choices() -> [ChoiceNode] {
        var found: [ChoiceNode] = []
        func walk(_ nodes: [MessageNode]) {
            for case .choice(let choice) in nodes {
                found.append(choice)
                for choiceCase in choice.cases { walk(choiceCase.pattern.nodes) }
            }
        }
        walk(nodes)
        return found
    }
}

/// How a message uses an argument, checked against the placeholder's declared type.
public enum ArgumentUsage: Sendable, Equatable {
    case formatted(ArgumentFormat)
    case choice(ChoiceKind)

    public var description: String {
        switch self {
        case .formatted(let format): format.typeName
        case .choice(let kind): "a \(kind.rawValue)"
        }
    }
}
