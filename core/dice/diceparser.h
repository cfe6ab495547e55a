#pragma once

#include <QString>

#include <vector>

#include "dice/dicenode.h"
#include "dice/dicetree.h"

namespace Reeve {

/**
 * Recursive-descent parser for dice expressions (see DiceExpression for the
 * grammar). Every error is a Failure::badInput whose message starts with
 * "at position N:" (1-based) and whose detail holds {"position", "expected",
 * "found"}.
 */
class DiceParser
{
public:
    static constexpr int maxDice = 1000;        ///< dice in one expression
    static constexpr int maxSides = 1000000000; ///< faces of one die
    static constexpr int maxNesting = 100;      ///< parentheses, functions, minus signs

    explicit DiceParser(const QString &text);

    DiceTree parse();

private:
    void parseSum();
    void parseProduct();
    void parseUnary();
    void parsePrimary();
    void parseNumberOrDice();
    void parseDice(int start, const mpz_class &count, bool explicitCount);
    void parseFunction();
    void parseParenthesised(int open);

    void skipSpace();
    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text.at(m_pos); }
    static bool isDigit(QChar c) { return c >= u'0' && c <= u'9'; }
    static bool isLetter(QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'); }
    mpz_class readDigits();
    void enter();
    void leave() { --m_depth; }
    void push(DiceNode::Kind kind, int start);

    [[noreturn]] void fail(qsizetype index, const QString &expected) const;
    [[noreturn]] void failWith(qsizetype index, const QString &message, const QString &expected) const;
    QString found(qsizetype index) const;

    const QString m_text;
    qsizetype m_pos = 0;
    int m_depth = 0;
    int m_diceCount = 0;
    std::vector<DiceNode> m_nodes;
};

} // namespace Reeve
