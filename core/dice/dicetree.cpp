#include "dicetree.h"

#include <utility>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// Binding strength used to decide where parentheses are needed.
enum Precedence { Sum = 1, Product = 2, Unary = 3, Atom = 4 };

struct Printed
{
    QString text;
    int precedence;
};

QString leafText(const DiceNode &node)
{
    switch (node.kind) {
    case DiceNode::Kind::Number:
        return QString::fromStdString(node.number.get_str());
    case DiceNode::Kind::D66:
        return u"d66"_s;
    default:
        break;
    }
    const QString count = node.count == 1 ? QString() : QString::number(node.count);
    return count + (node.percent ? u"d%"_s : u"d"_s + QString::number(node.sides));
}

QString wrap(const Printed &p, bool parenthesise)
{
    return parenthesise ? u"("_s + p.text + u")"_s : p.text;
}

Printed binaryText(DiceNode::Kind kind, const Printed &left, const Printed &right)
{
    const bool sum = kind == DiceNode::Kind::Add || kind == DiceNode::Kind::Subtract;
    const int precedence = sum ? Sum : Product;
    QString op;
    switch (kind) {
    case DiceNode::Kind::Add:
        op = u" + "_s;
        break;
    case DiceNode::Kind::Subtract:
        op = u" - "_s;
        break;
    case DiceNode::Kind::Multiply:
        op = u" * "_s;
        break;
    default:
        op = u" / "_s;
        break;
    }
    // Operators associate to the left: a right operand of equal strength keeps
    // its parentheses so that re-parsing gives the same tree.
    return {wrap(left, left.precedence < precedence) + op + wrap(right, right.precedence <= precedence),
            precedence};
}

} // namespace

DiceTree::DiceTree(std::vector<DiceNode> nodes)
    : m_nodes(std::move(nodes))
{ }

QString DiceTree::text() const
{
    std::vector<Printed> stack;
    for (const DiceNode &node : m_nodes) {
        switch (DiceNode::arity(node.kind)) {
        case 0:
            stack.push_back({leafText(node), Atom});
            break;
        case 1: {
            Printed &operand = stack.back();
            if (node.kind == DiceNode::Kind::Negate)
                operand = {u"-"_s + wrap(operand, operand.precedence < Unary), Unary};
            else
                operand = {(node.kind == DiceNode::Kind::Floor ? u"floor("_s : u"ceil("_s) + operand.text
                                   + u")"_s,
                           Atom};
            break;
        }
        default: {
            Printed right = std::move(stack.back());
            stack.pop_back();
            stack.back() = binaryText(node.kind, stack.back(), right);
            break;
        }
        }
    }
    return stack.empty() ? u"0"_s : stack.back().text;
}

QList<int> DiceTree::diceSides() const
{
    QList<int> sides;
    for (const DiceNode &node : m_nodes) {
        if (node.kind == DiceNode::Kind::Dice)
            sides.insert(sides.size(), node.count, node.sides);
        else if (node.kind == DiceNode::Kind::D66)
            sides << 6 << 6;
    }
    return sides;
}

} // namespace Reeve
