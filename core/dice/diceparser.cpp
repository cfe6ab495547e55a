#include "diceparser.h"

#include <utility>

#include <QCoreApplication>
#include <QJsonObject>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Dice", text);
}

QString expectedOperand()
{
    return tr("a number, a die such as d6, \"(\" or a function");
}

} // namespace

DiceParser::DiceParser(const QString &text)
    : m_text(text)
{ }

DiceTree DiceParser::parse()
{
    skipSpace();
    parseSum();
    skipSpace();
    if (!atEnd())
        fail(m_pos, tr("an operator (+, -, * or /) or the end of the expression"));
    return DiceTree(std::move(m_nodes));
}

void DiceParser::parseSum()
{
    parseProduct();
    for (;;) {
        skipSpace();
        const QChar c = peek();
        if (c != u'+' && c != u'-')
            return;
        const qsizetype at = m_pos++;
        parseProduct();
        push(c == u'+' ? DiceNode::Kind::Add : DiceNode::Kind::Subtract, int(at));
    }
}

void DiceParser::parseProduct()
{
    parseUnary();
    for (;;) {
        skipSpace();
        const QChar c = peek();
        if (c != u'*' && c != u'/')
            return;
        const qsizetype at = m_pos++;
        parseUnary();
        push(c == u'*' ? DiceNode::Kind::Multiply : DiceNode::Kind::Divide, int(at));
    }
}

void DiceParser::parseUnary()
{
    skipSpace();
    if (peek() != u'-') {
        parsePrimary();
        return;
    }
    const qsizetype at = m_pos;
    enter();
    ++m_pos;
    parseUnary();
    leave();
    push(DiceNode::Kind::Negate, int(at));
}

void DiceParser::parsePrimary()
{
    skipSpace();
    const QChar c = peek();
    if (isDigit(c) || c == u'd' || c == u'D') {
        parseNumberOrDice();
    } else if (isLetter(c)) {
        parseFunction();
    } else if (c == u'(') {
        const qsizetype open = m_pos;
        enter();
        ++m_pos;
        parseParenthesised(int(open));
        leave();
    } else {
        fail(m_pos, expectedOperand());
    }
}

void DiceParser::parseNumberOrDice()
{
    const qsizetype start = m_pos;
    const bool explicitCount = isDigit(peek());
    const mpz_class count = explicitCount ? readDigits() : mpz_class(1);
    if (peek() == u'd' || peek() == u'D') {
        parseDice(int(start), count, explicitCount);
        return;
    }
    DiceNode node;
    node.kind = DiceNode::Kind::Number;
    node.number = count;
    node.position = int(start) + 1;
    m_nodes.push_back(std::move(node));
}

void DiceParser::parseDice(int start, const mpz_class &count, bool explicitCount)
{
    if (count > maxDice)
        failWith(start,
                 tr("at position %1: expected at most %2 dice in one roll, not %3")
                         .arg(start + 1)
                         .arg(maxDice)
                         .arg(QString::fromStdString(count.get_str())),
                 tr("at most %1 dice").arg(maxDice));
    ++m_pos; // the "d"
    const qsizetype sidesAt = m_pos;
    DiceNode node;
    node.kind = DiceNode::Kind::Dice;
    node.count = int(count.get_si());
    node.position = start + 1;
    if (peek() == u'%') {
        ++m_pos;
        node.sides = 100;
        node.percent = true;
    } else if (isDigit(peek())) {
        const mpz_class sides = readDigits();
        if (sides < 2)
            failWith(sidesAt,
                     tr("at position %1: expected a die with at least 2 sides, not d%2")
                             .arg(sidesAt + 1)
                             .arg(QString::fromStdString(sides.get_str())),
                     tr("at least 2 sides"));
        if (sides > maxSides)
            failWith(sidesAt,
                     tr("at position %1: expected a die with at most %2 sides").arg(sidesAt + 1).arg(maxSides),
                     tr("at most %1 sides").arg(maxSides));
        node.sides = int(sides.get_si());
    } else {
        fail(m_pos, tr("the number of sides after \"d\", such as d6, d66 or d%"));
    }
    if (node.sides == 66 && !node.percent) {
        if (explicitCount && node.count != 1)
            failWith(start,
                     tr("at position %1: expected a single d66 (it is read from two d6 as tens "
                        "and units); write d66 + d66 to add several")
                             .arg(start + 1),
                     tr("a single d66"));
        node.kind = DiceNode::Kind::D66;
        node.count = 2;
        node.sides = 6;
    }
    m_diceCount += node.count;
    if (m_diceCount > maxDice)
        failWith(start,
                 tr("at position %1: expected at most %2 dice in the whole expression")
                         .arg(start + 1)
                         .arg(maxDice),
                 tr("at most %1 dice").arg(maxDice));
    m_nodes.push_back(std::move(node));
}

void DiceParser::parseFunction()
{
    const qsizetype start = m_pos;
    while (isLetter(peek()))
        ++m_pos;
    const QString name = m_text.mid(start, m_pos - start).toLower();
    if (name != u"floor"_s && name != u"ceil"_s) {
        m_pos = start;
        failWith(start,
                 tr("at position %1: expected a number, a die such as d6, \"(\" or a function "
                    "(floor or ceil), not \"%2\"")
                         .arg(start + 1)
                         .arg(m_text.mid(start, name.size())),
                 expectedOperand());
    }
    skipSpace();
    if (peek() != u'(')
        fail(m_pos, tr("\"(\" after \"%1\"").arg(name));
    const qsizetype open = m_pos;
    enter();
    ++m_pos;
    parseParenthesised(int(open));
    leave();
    push(name == u"floor"_s ? DiceNode::Kind::Floor : DiceNode::Kind::Ceil, int(start));
}

void DiceParser::parseParenthesised(int open)
{
    skipSpace();
    parseSum();
    skipSpace();
    if (peek() != u')')
        fail(m_pos, tr("\")\" to close the \"(\" at position %1").arg(open + 1));
    ++m_pos;
}

void DiceParser::skipSpace()
{
    while (!atEnd() && m_text.at(m_pos).isSpace())
        ++m_pos;
}

mpz_class DiceParser::readDigits()
{
    const qsizetype start = m_pos;
    while (isDigit(peek()))
        ++m_pos;
    return mpz_class(m_text.mid(start, m_pos - start).toStdString(), 10);
}

void DiceParser::enter()
{
    if (++m_depth > maxNesting)
        failWith(m_pos,
                 tr("at position %1: expected at most %2 levels of parentheses, functions and "
                    "minus signs")
                         .arg(m_pos + 1)
                         .arg(maxNesting),
                 tr("at most %1 levels of nesting").arg(maxNesting));
}

void DiceParser::push(DiceNode::Kind kind, int start)
{
    DiceNode node;
    node.kind = kind;
    node.position = start + 1;
    m_nodes.push_back(std::move(node));
}

QString DiceParser::found(qsizetype index) const
{
    return index < m_text.size() ? m_text.mid(index, 1) : QString();
}

void DiceParser::fail(qsizetype index, const QString &expected) const
{
    const QString message
            = index >= m_text.size()
                      ? (m_text.trimmed().isEmpty()
                                 ? tr("at position %1: expected %2, but the expression is empty")
                                 : tr("at position %1: expected %2, but the expression ended"))
                                .arg(index + 1)
                                .arg(expected)
                      : tr("at position %1: expected %2, not \"%3\"")
                                .arg(index + 1)
                                .arg(expected, found(index));
    failWith(index, message, expected);
}

void DiceParser::failWith(qsizetype index, const QString &message, const QString &expected) const
{
    throw Failure::badInput(message, QJsonObject{{u"position"_s, qint64(index + 1)},
                                                 {u"expected"_s, expected},
                                                 {u"found"_s, found(index)}});
}

} // namespace Reeve
