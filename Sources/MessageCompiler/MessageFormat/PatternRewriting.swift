/// Changes to a parsed pattern that keep its shape: what a Flutter placeholder's `format` says, the
/// plural cases a checker reads differently (`zero` in English as `=0`), and argument names.
extension MessagePattern {
    /// Plain `{name}` uses of the given arguments, wherever they stand, written with their format.
    public func formattingPlainArguments(_ formats: [String: ArgumentFormat]) -> MessagePattern {
        guard !formats.isEmpty else { return self }
        return rewriting(argument: { argument in
            if argument.format == .plain, let format = formats[argument.name] { argument.format = format }
        })
    }

    /// Every argument, plural and select named in `names` renamed to its entry there, all at once
    /// (`a` → `b` and `b` → `a` swap them).
    public func renamingArguments(_ names: [String: String]) -> MessagePattern {
        guard !names.isEmpty else { return self }
        return rewriting(argument: { $0.name = names[$0.name] ?? $0.name }, choice: { $0.name = names[$0.name] ?? $0.name })
    }

    /// Every choice passed through `transform`, innermost first.
    public func mappingChoices(_ transform: (ChoiceNode) -> ChoiceNode) -> MessagePattern {
        rewriting(choice: { $0 = transform($0) })
    }

    /// Each argument and each choice changed in place, wherever it stands; a choice after its cases.
    private func rewriting(argument: (inout ArgumentNode) -> Void = { _ in }, choice: (inout ChoiceNode) -> Void = { _ in }) -> MessagePattern {
        func rewrite(_ nodes: [MessageNode]) -> [MessageNode] {
            nodes.map { node in
                switch node {
                case .argument(var node):
                    argument(&node)
                    return .argument(node)
                case .choice(var node):
                    for index in node.cases.indices {
                        node.cases[index].pattern.nodes = rewrite(node.cases[index].pattern.nodes)
                    }
                    choice(&node)
                    return .choice(node)
                default:
                    return node
                }
            }
        }
        return MessagePattern(nodes: rewrite(nodes))
    }
}
