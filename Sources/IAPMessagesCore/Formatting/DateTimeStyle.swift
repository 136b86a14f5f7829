/// A date or time width, as MessageFormat's `{d, date, short}` names it.
enum DateTimeStyle: Hashable, Sendable {
    case none, short, medium, long, full
}
