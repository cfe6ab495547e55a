#include <QTest>

#include "dice/diceexpression.h"
#include "dice/diceparser.h"
#include "gmptestsupport.h"
#include "util/failure.h"

using namespace Qt::StringLiterals;
using Reeve::DiceExpression;
using Reeve::Failure;

/**
 * Parsing dice expressions: normalised text, the order of the physical dice,
 * and every error path with its 1-based position.
 */
class TestDiceParser : public QObject
{
    Q_OBJECT

private slots:
    void normalisedText_data();
    void normalisedText();
    void diceSides_data();
    void diceSides();
    void errors_data();
    void errors();
    void defaultIsZero();
};

void TestDiceParser::normalisedText_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("text");
    const std::pair<const char16_t *, const char16_t *> rows[] = {
            {u"3D6+2", u"3d6 + 2"},
            {u"1d6", u"d6"},
            {u"0d6", u"0d6"},
            {u" ( d3 + 1 ) / 2 ", u"(d3 + 1) / 2"},
            {u"FLOOR((d3+1)/2)", u"floor((d3 + 1) / 2)"},
            {u"Ceil ( d6 / 4 )", u"ceil(d6 / 4)"},
            {u"d%", u"d%"},
            {u"D100", u"d100"},
            {u"2d%", u"2d%"},
            {u"d66", u"d66"},
            {u"1D66", u"d66"},
            {u"007", u"7"},
            {u"((7))", u"7"},
            {u"1-(2-3)", u"1 - (2 - 3)"},
            {u"(1-2)-3", u"1 - 2 - 3"},
            {u"1+(2+3)", u"1 + (2 + 3)"},
            {u"(1*2)+3", u"1 * 2 + 3"},
            {u"1*(2+3)", u"1 * (2 + 3)"},
            {u"2*(3*4)", u"2 * (3 * 4)"},
            {u"12/(2/3)", u"12 / (2 / 3)"},
            {u"-(d6)", u"-d6"},
            {u"-(1+2)", u"-(1 + 2)"},
            {u"2*-3", u"2 * -3"},
            {u"--3", u"--3"},
            {u"-(-3)", u"--3"},
            {u"\t2d6\n-\r1", u"2d6 - 1"},
            {u"123456789012345678901234567890", u"123456789012345678901234567890"},
    };
    for (const auto &[input, text] : rows)
        QTest::newRow(QString::fromUtf16(input).toUtf8().constData())
                << QString::fromUtf16(input) << QString::fromUtf16(text);
}

void TestDiceParser::normalisedText()
{
    QFETCH(QString, input);
    QFETCH(QString, text);
    const DiceExpression expression = DiceExpression::parse(input);
    QCOMPARE(expression.text(), text);
    // The normalised text parses back to itself, with the same dice.
    const DiceExpression again = DiceExpression::parse(expression.text());
    QCOMPARE(again.text(), text);
    QCOMPARE(again.diceSides(), expression.diceSides());
}

void TestDiceParser::diceSides_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QList<int>>("sides");
    QTest::newRow("3d6") << u"3d6"_s << QList<int>{6, 6, 6};
    QTest::newRow("d66") << u"d66"_s << QList<int>{6, 6};
    QTest::newRow("d%") << u"d%"_s << QList<int>{100};
    QTest::newRow("d100") << u"d100"_s << QList<int>{100};
    QTest::newRow("constant") << u"7"_s << QList<int>{};
    QTest::newRow("0d6") << u"0d6"_s << QList<int>{};
    QTest::newRow("left to right") << u"d4 + 2d8 * (d66 - d%) / d3"_s << QList<int>{4, 8, 8, 6, 6, 100, 3};
    QTest::newRow("inside functions") << u"floor(d20 / d6) + ceil(-d12)"_s << QList<int>{20, 6, 12};
    QTest::newRow("large die") << u"d1000000000"_s << QList<int>{1000000000};
}

void TestDiceParser::diceSides()
{
    QFETCH(QString, input);
    QFETCH(QList<int>, sides);
    const DiceExpression expression = DiceExpression::parse(input);
    QCOMPARE(expression.diceSides(), sides);
    QCOMPARE(expression.diceCount(), sides.size());
}

void TestDiceParser::errors_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("messagePart");

    const QString operand = u"expected a number, a die such as d6, \"(\" or a function"_s;
    QTest::newRow("empty") << QString() << 1 << operand + u", but the expression is empty"_s;
    QTest::newRow("only spaces") << u"   "_s << 4 << u"the expression is empty"_s;
    QTest::newRow("end after operator") << u"2d6 +"_s << 6 << operand + u", but the expression ended"_s;
    QTest::newRow("end after minus") << u"-"_s << 2 << u"but the expression ended"_s;
    QTest::newRow("end after division") << u"3 / "_s << 5 << u"but the expression ended"_s;
    QTest::newRow("bad character") << u"2 + $"_s << 5 << operand + u", not \"$\""_s;
    QTest::newRow("bad character first") << u"#"_s << 1 << u"not \"#\""_s;
    QTest::newRow("non-ASCII digit") << u"\u0663"_s << 1 << operand;
    QTest::newRow("d1") << u"d1"_s << 2 << u"expected a die with at least 2 sides, not d1"_s;
    QTest::newRow("d0") << u"d0"_s << 2 << u"at least 2 sides, not d0"_s;
    QTest::newRow("3d1") << u"3d1"_s << 3 << u"at least 2 sides"_s;
    QTest::newRow("d without sides") << u"d"_s << 2 << u"the number of sides after \"d\""_s;
    QTest::newRow("d letter") << u"2 + dx"_s << 6
                              << u"the number of sides after \"d\", such as d6, d66 or d%, not \"x\""_s;
    QTest::newRow("too many sides") << u"d1000000001"_s << 2 << u"at most 1000000000 sides"_s;
    QTest::newRow("huge sides") << u"d99999999999999999999"_s << 2 << u"at most 1000000000 sides"_s;
    QTest::newRow("missing )") << u"(2 + 3"_s << 7 << u"expected \")\" to close the \"(\" at position 1"_s;
    QTest::newRow("missing ) inner") << u"1 + ((2) * 3"_s << 13 << u"\"(\" at position 5"_s;
    QTest::newRow("function missing )") << u"floor(2"_s << 8 << u"\")\" to close the \"(\" at position 6"_s;
    QTest::newRow("function without (")
            << u"floor 2"_s << 7 << u"expected \"(\" after \"floor\", not \"2\""_s;
    QTest::newRow("function at end") << u"ceil"_s << 5 << u"\"(\" after \"ceil\", but the expression ended"_s;
    QTest::newRow("unknown function") << u"2 * sqrt(4)"_s << 5 << u"(floor or ceil), not \"sqrt\""_s;
    QTest::newRow("stray letter") << u"x"_s << 1 << u"not \"x\""_s;
    QTest::newRow("trailing garbage")
            << u"2d6 3"_s << 5
            << u"expected an operator (+, -, * or /) or the end of the expression, not \"3\""_s;
    QTest::newRow("trailing )") << u"3d6)"_s << 4 << u"not \")\""_s;
    QTest::newRow("dice run on") << u"3d6d6"_s << 4 << u"expected an operator"_s;
    QTest::newRow("decimal point") << u"1.5"_s << 2 << u"not \".\""_s;
    QTest::newRow("implicit product") << u"2(3)"_s << 2 << u"expected an operator"_s;
    QTest::newRow("unary plus") << u"+3"_s << 1 << u"not \"+\""_s;
    QTest::newRow("huge N") << u"1001d6"_s << 1 << u"expected at most 1000 dice in one roll, not 1001"_s;
    QTest::newRow("enormous N") << u"2 + 99999999999999999999d6"_s << 5 << u"not 99999999999999999999"_s;
    QTest::newRow("too many dice in all")
            << u"600d6 + 600d6"_s << 9 << u"at most 1000 dice in the whole expression"_s;
    QTest::newRow("2d66") << u"2d66"_s << 1 << u"expected a single d66"_s;
    QTest::newRow("0d66") << u"0d66"_s << 1 << u"expected a single d66"_s;
    QTest::newRow("nested too deeply")
            << QString(101, u'(') + u'1' + QString(101, u')') << 101 << u"expected at most 100 levels"_s;
    QTest::newRow("too many minus signs")
            << QString(101, u'-') + u'1' << 101 << u"expected at most 100 levels"_s;
}

void TestDiceParser::errors()
{
    QFETCH(QString, input);
    QFETCH(int, position);
    QFETCH(QString, messagePart);
    try {
        DiceExpression::parse(input);
        QFAIL("parse() accepted the input");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY2(failure.message().startsWith(u"at position %1: "_s.arg(position)),
                 qPrintable(failure.message()));
        QVERIFY2(failure.message().contains(messagePart), qPrintable(failure.message()));
        QCOMPARE(failure.detail().value(u"position"_s).toInt(), position);
        QVERIFY(!failure.detail().value(u"expected"_s).toString().isEmpty());
    }
}

void TestDiceParser::defaultIsZero()
{
    const DiceExpression expression;
    QCOMPARE(expression.text(), u"0"_s);
    QVERIFY(expression.diceSides().isEmpty());
    QCOMPARE(expression.evaluate({}), mpq_class(0));
}

QTEST_APPLESS_MAIN(TestDiceParser)
#include "tst_diceparser.moc"
