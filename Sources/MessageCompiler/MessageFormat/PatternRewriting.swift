/// Changes to a parsed pattern that keep its shape: what a Flutter placeholder's `format` says, and
/// the plural cases a checker reads differently (`zero` in English as `=0`).
extension MessagePattern {
    /// Plain `{name}` uses of the given arguments, wherever they stand, written with their format.
    public func formattingPlainArguments(_ formats: [String: ArgumentFormat]) -> MessagePattern {
        guard !formats.isEmpty else { return self }
        func rewrite(_ nodes: [MessageNode]) -> [MessageNode] {
            nodes.map { node in
                switch node {
                case .argument(var argument) where argument.format == .plain:
                    if let format = formats[argument.name] { argument.format = format }
                    return .argument(argument)
                case .choice(var choice):
                    for index in choice.cases.indices {
                        choice.cases[index].pattern.nodes = rewrite(choice.cases[index].pattern.nodes)
                    }
                    return .choice(choice)
                default:
                    return node
                }
            }
        }
        return MessagePattern(nodes: rewrite(nodes))
    }

    /// Every choice passed through `transform`, innermost first.
    public func mappingChoices(_ transform: (ChoiceNode) -> ChoiceNode) -> MessagePattern {
        func rewrite(_ nodes: [MessageNode]) -> [MessageNode] {
            nodes.map { node in
                guard case .choice(var choice) = node else { return node }
                for index in choice.cases.indices {
                    choice.cases[index].pattern.nodes = rewrite(choice.cases[index].pattern.nodes)
                }
                return .choice(transform(choice))
            }
        }
        return MessagePattern(nodes: rewrite(nodes))
    }
}
