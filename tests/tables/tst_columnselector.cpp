// Tests of ColumnSelector: Charlemagne §16.6 and DBA campaign ratio rounding, differentials, clamped rows.
#include <QTest>

#include "tablefixtures.h"
#include "tables/columnselector.h"
#include "tables/ruletable.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

const QStringList charlemagneColumns{u"1/3"_s, u"1/2"_s, u"1/1"_s, u"1.5/1"_s, u"2/1"_s, u"3/1"_s, u"4/1"_s};
// DBA campaign "1066 and all that", Table 3 (abstract battle) and Table 2 (scouting) headings.
const QStringList dbaTable3Columns{u"1:6"_s, u"1:4"_s, u"1:3"_s, u"1:2"_s, u"2:3"_s, u"1:1"_s,
                                   u"3:2"_s, u"2:1"_s, u"3:1"_s, u"4:1"_s, u"6:1"_s};
const QStringList dbaTable2Columns{u"1:4"_s, u"1:3"_s, u"1:2"_s, u"2:3"_s, u"1:1"_s,
                                   u"3:2"_s, u"2:1"_s, u"3:1"_s, u"4:1"_s};

} // namespace

class TestColumnSelector : public QObject
{
    Q_OBJECT

private slots:
    void parseRatio_data();
    void parseRatio();
    void charlemagneWorkedExamples_data();
    void charlemagneWorkedExamples();
    void charlemagneRatios_data();
    void charlemagneRatios();
    void dbaRatios_data();
    void dbaRatios();
    void ruleReferenceOverride();
    void badRatioInput();
    void differential_data();
    void differential();
    void differentialGapThrows();
    void clampRow_data();
    void clampRow();
};

void TestColumnSelector::parseRatio_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<qint64>("numerator");
    QTest::addColumn<qint64>("denominator");
    QTest::newRow("slash") << u"2/1"_s << qint64(2) << qint64(1);
    QTest::newRow("colon") << u"2:3"_s << qint64(2) << qint64(3);
    QTest::newRow("decimal") << u"1.5/1"_s << qint64(3) << qint64(2);
    QTest::newRow("reduced") << u"4:2"_s << qint64(2) << qint64(1);
    QTest::newRow("spaces") << u" 1 / 3 "_s << qint64(1) << qint64(3);
    QTest::newRow("zero") << u"0/1"_s << qint64(0) << qint64(0);
    QTest::newRow("word") << u"even"_s << qint64(0) << qint64(0);
    QTest::newRow("negative") << u"-1/2"_s << qint64(0) << qint64(0);
}

void TestColumnSelector::parseRatio()
{
    QFETCH(QString, label);
    QFETCH(qint64, numerator);
    QFETCH(qint64, denominator);
    const auto ratio = ColumnSelector::parseRatio(label);
    QCOMPARE(ratio.has_value(), numerator != 0);
    if (!ratio)
        return;
    QCOMPARE(ratio->numerator, numerator);
    QCOMPARE(ratio->denominator, denominator);
}

void TestColumnSelector::charlemagneWorkedExamples_data()
{
    QTest::addColumn<qint64>("attacker");
    QTest::addColumn<qint64>("defender");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QStringList>("needles");
    // The three examples of Charlemagne §16.6.
    QTest::newRow("§16.6a(3)(a): 14 against 5")
            << qint64(14) << qint64(5) << u"2/1"_s
            << QStringList{u"14 ÷ 5 = 2.8"_s, u"attacker is stronger"_s, u"fraction is dropped"_s,
                           u"→ column 2/1"_s, u"(Charlemagne §16.6a)"_s};
    QTest::newRow("§16.6a(3)(b): 6 against 10")
            << qint64(6) << qint64(10) << u"1/2"_s
            << QStringList{u"10 ÷ 6 = 1.67"_s, u"1/1.67"_s,       u"defender is stronger"_s,
                           u"rounded up"_s,    u"→ column 1/2"_s, u"(Charlemagne §16.6a)"_s};
    QTest::newRow("§16.6c: 7 against 4") << qint64(7) << qint64(4) << u"1.5/1"_s
                                         << QStringList{u"7 ÷ 4 = 1.75"_s, u"attacker is stronger"_s,
                                                        u"→ column 1.5/1"_s, u"(Charlemagne §16.6c)"_s};
}

void TestColumnSelector::charlemagneWorkedExamples()
{
    QFETCH(qint64, attacker);
    QFETCH(qint64, defender);
    QFETCH(QString, column);
    QFETCH(QStringList, needles);
    const ColumnSelector::Choice choice = ColumnSelector::byRatio(charlemagneColumns, attacker, defender,
                                                                  ColumnSelector::RatioRule::DefenderFavoured);
    QCOMPARE(choice.label, column);
    QCOMPARE(choice.column, int(charlemagneColumns.indexOf(column)));
    QVERIFY(!choice.clamped);
    QCOMPARE(choice.explanation.size(), 1);
    for (const QString &needle : needles)
        QVERIFY2(choice.explanation.first().contains(needle), qPrintable(choice.explanation.first()));
}

void TestColumnSelector::charlemagneRatios_data()
{
    QTest::addColumn<qint64>("attacker");
    QTest::addColumn<qint64>("defender");
    QTest::addColumn<QString>("column");
    QTest::addColumn<bool>("clamped");
    QTest::addColumn<QString>("lastStep");
    QTest::newRow("equal") << qint64(6) << qint64(6) << u"1/1"_s << false
                           << u"6 ÷ 6 = 1, exactly the 1/1 column"_s;
    QTest::newRow("just stronger") << qint64(5) << qint64(4) << u"1/1"_s << false
                                   << u"fraction is dropped → column 1/1"_s;
    QTest::newRow("exactly 1.5") << qint64(6) << qint64(4) << u"1.5/1"_s << false
                                 << u"exactly the 1.5/1 column"_s;
    QTest::newRow("just under double") << qint64(19) << qint64(10) << u"1.5/1"_s << false << u"1.9"_s;
    QTest::newRow("double") << qint64(8) << qint64(4) << u"2/1"_s << false << u"exactly the 2/1 column"_s;
    QTest::newRow("3.99") << qint64(399) << qint64(100) << u"3/1"_s << false
                          << u"fraction is dropped → column 3/1"_s;
    QTest::newRow("4/1 exactly") << qint64(20) << qint64(5) << u"4/1"_s << false
                                 << u"exactly the 4/1 column"_s;
    QTest::newRow("above 4/1")
            << qint64(30) << qint64(4) << u"4/1"_s << true
            << u"7/1 lies beyond the table's columns, so it is read on column 4/1 (Charlemagne §16.6b)"_s;
    QTest::newRow("defender slightly stronger")
            << qint64(4) << qint64(5) << u"1/2"_s << false << u"rounded up"_s;
    QTest::newRow("defender double") << qint64(5) << qint64(10) << u"1/2"_s << false
                                     << u"exactly the 1/2 column"_s;
    QTest::newRow("defender 2.5") << qint64(4) << qint64(10) << u"1/3"_s << false << u"rounded up"_s;
    QTest::newRow("defender triple") << qint64(3) << qint64(9) << u"1/3"_s << false
                                     << u"exactly the 1/3 column"_s;
    QTest::newRow("below 1/3")
            << qint64(2) << qint64(9) << u"1/3"_s << true
            << u"1/5 lies beyond the table's columns, so it is read on column 1/3 (Charlemagne §16.6b)"_s;
}

void TestColumnSelector::charlemagneRatios()
{
    QFETCH(qint64, attacker);
    QFETCH(qint64, defender);
    QFETCH(QString, column);
    QFETCH(bool, clamped);
    QFETCH(QString, lastStep);
    const RuleTable table = TestFixtures::sampleTable(); // same seven ratio columns
    const ColumnSelector::Choice choice = ColumnSelector::byRatio(table, attacker, defender,
                                                                  ColumnSelector::RatioRule::DefenderFavoured);
    QCOMPARE(choice.label, column);
    QCOMPARE(choice.clamped, clamped);
    QCOMPARE(choice.explanation.size(), clamped ? 2 : 1);
    QVERIFY2(choice.explanation.last().contains(lastStep), qPrintable(choice.explanation.join(u" | "_s)));
}

void TestColumnSelector::dbaRatios_data()
{
    QTest::addColumn<QStringList>("columns");
    QTest::addColumn<qint64>("attacker");
    QTest::addColumn<qint64>("defender");
    QTest::addColumn<QString>("column");
    QTest::addColumn<bool>("clamped");
    // The siege example under Table 3: Robert 15 against Gyrth 6 reads 2:1; Gyrth's own
    // casualties come from 15 against 18, read on 1:1.
    QTest::newRow("siege example 15:6") << dbaTable3Columns << qint64(15) << qint64(6) << u"2:1"_s << false;
    QTest::newRow("siege example 15:18") << dbaTable3Columns << qint64(15) << qint64(18) << u"1:1"_s << false;
    QTest::newRow("equal") << dbaTable3Columns << qint64(9) << qint64(9) << u"1:1"_s << false;
    QTest::newRow("1.4 attacker") << dbaTable3Columns << qint64(14) << qint64(10) << u"1:1"_s << false;
    QTest::newRow("1.4 defender") << dbaTable3Columns << qint64(10) << qint64(14) << u"1:1"_s << false;
    QTest::newRow("3:2 exactly") << dbaTable3Columns << qint64(15) << qint64(10) << u"3:2"_s << false;
    QTest::newRow("2:3 exactly") << dbaTable3Columns << qint64(10) << qint64(15) << u"2:3"_s << false;
    QTest::newRow("defender 2.5 (Charlemagne would read 1/3)")
            << dbaTable3Columns << qint64(10) << qint64(25) << u"1:2"_s << false;
    QTest::newRow("attacker 5") << dbaTable3Columns << qint64(50) << qint64(10) << u"4:1"_s << false;
    QTest::newRow("attacker 5.99") << dbaTable3Columns << qint64(599) << qint64(100) << u"4:1"_s << false;
    QTest::newRow("attacker 10") << dbaTable3Columns << qint64(60) << qint64(6) << u"6:1"_s << true;
    QTest::newRow("defender 12") << dbaTable3Columns << qint64(5) << qint64(60) << u"1:6"_s << true;
    QTest::newRow("defender 4.5") << dbaTable3Columns << qint64(2) << qint64(9) << u"1:4"_s << false;
    QTest::newRow("scouting 5:1") << dbaTable2Columns << qint64(20) << qint64(4) << u"4:1"_s << true;
    QTest::newRow("scouting 1:5") << dbaTable2Columns << qint64(4) << qint64(20) << u"1:4"_s << true;
}

void TestColumnSelector::dbaRatios()
{
    QFETCH(QStringList, columns);
    QFETCH(qint64, attacker);
    QFETCH(qint64, defender);
    QFETCH(QString, column);
    QFETCH(bool, clamped);
    const ColumnSelector::Choice choice = ColumnSelector::byRatio(columns, attacker, defender,
                                                                  ColumnSelector::RatioRule::LargerRoundedDown);
    QCOMPARE(choice.label, column);
    QCOMPARE(choice.clamped, clamped);
    QCOMPARE(choice.explanation.size(), 1);
    const QString step = choice.explanation.first();
    QVERIFY2(step.contains(u"(DBA campaign, Table 3)"_s), qPrintable(step));
    QVERIFY2(step.contains(u" column"_s) && step.contains(column), qPrintable(step));
    const auto ratio = ColumnSelector::parseRatio(column);
    QVERIFY(ratio);
    const bool exact = attacker * ratio->denominator == defender * ratio->numerator;
    QVERIFY2(step.contains(exact ? u"exactly the"_s : u"rounded down"_s), qPrintable(step));
}

void TestColumnSelector::ruleReferenceOverride()
{
    const ColumnSelector::Choice scouting
            = ColumnSelector::byRatio(dbaTable2Columns, 15, 6, ColumnSelector::RatioRule::LargerRoundedDown,
                                      u"DBA campaign, Table 2"_s);
    QCOMPARE(scouting.label, u"2:1"_s);
    QCOMPARE(scouting.explanation,
             QStringList{
                     u"15 ÷ 6 = 2.5; the larger number, the attacker's, is rounded down to the nearest ratio "
                     u"on the table → column 2:1 (DBA campaign, Table 2)."_s});
    const ColumnSelector::Choice defender
            = ColumnSelector::byRatio(dbaTable3Columns, 15, 18, ColumnSelector::RatioRule::LargerRoundedDown);
    QVERIFY2(defender.explanation.first().startsWith(u"18 ÷ 15 = 1.2; the larger number, the defender's"_s),
             qPrintable(defender.explanation.first()));
}

void TestColumnSelector::badRatioInput()
{
    using Rule = ColumnSelector::RatioRule;
    QVERIFY_THROWS_EXCEPTION(Failure,
                             ColumnSelector::byRatio(charlemagneColumns, 0, 5, Rule::DefenderFavoured));
    QVERIFY_THROWS_EXCEPTION(Failure,
                             ColumnSelector::byRatio(charlemagneColumns, 5, -1, Rule::DefenderFavoured));
    QVERIFY_THROWS_EXCEPTION(Failure,
                             ColumnSelector::byRatio(charlemagneColumns, ColumnSelector::MaxStrength + 1, 5,
                                                     Rule::DefenderFavoured));
    QVERIFY_THROWS_EXCEPTION(Failure, ColumnSelector::byRatio(QStringList{u"1/1"_s, u"odds"_s}, 5, 5,
                                                              Rule::LargerRoundedDown));
    QVERIFY_THROWS_EXCEPTION(Failure, ColumnSelector::byRatio(QStringList{}, 5, 5, Rule::LargerRoundedDown));
}

void TestColumnSelector::differential_data()
{
    QTest::addColumn<QStringList>("columns");
    QTest::addColumn<qint64>("attacker");
    QTest::addColumn<qint64>("defender");
    QTest::addColumn<QString>("column");
    QTest::addColumn<bool>("clamped");
    const QStringList closed{u"-3"_s, u"-2"_s, u"-1"_s, u"0"_s, u"+1"_s, u"+2"_s, u"+3"_s};
    const QStringList open{u"<=-2"_s, u"-1"_s, u"0"_s, u"1-2"_s, u"3+"_s};
    QTest::newRow("zero") << closed << qint64(4) << qint64(4) << u"0"_s << false;
    QTest::newRow("plus two") << closed << qint64(6) << qint64(4) << u"+2"_s << false;
    QTest::newRow("last column") << closed << qint64(7) << qint64(4) << u"+3"_s << false;
    QTest::newRow("clamped high") << closed << qint64(12) << qint64(1) << u"+3"_s << true;
    QTest::newRow("clamped low") << closed << qint64(1) << qint64(9) << u"-3"_s << true;
    QTest::newRow("open high") << open << qint64(12) << qint64(1) << u"3+"_s << false;
    QTest::newRow("open low") << open << qint64(1) << qint64(12) << u"<=-2"_s << false;
    QTest::newRow("range") << open << qint64(3) << qint64(1) << u"1-2"_s << false;
}

void TestColumnSelector::differential()
{
    QFETCH(QStringList, columns);
    QFETCH(qint64, attacker);
    QFETCH(qint64, defender);
    QFETCH(QString, column);
    QFETCH(bool, clamped);
    const ColumnSelector::Choice choice = ColumnSelector::byDifferential(columns, attacker, defender,
                                                                         u"Sample §7"_s);
    QCOMPARE(choice.label, column);
    QCOMPARE(choice.clamped, clamped);
    QCOMPARE(choice.explanation.size(), 1);
    QVERIFY2(choice.explanation.first().contains(u"column %1 (Sample §7)"_s.arg(column)),
             qPrintable(choice.explanation.first()));
    const QString difference = attacker - defender > 0 ? u"+%1"_s.arg(attacker - defender)
                                                       : QString::number(attacker - defender);
    QVERIFY2(choice.explanation.first().contains(
                     u"%1 − %2 = %3"_s.arg(attacker).arg(defender).arg(difference)),
             qPrintable(choice.explanation.first()));
}

void TestColumnSelector::differentialGapThrows()
{
    QVERIFY_THROWS_EXCEPTION(Failure,
                             ColumnSelector::byDifferential(QStringList{u"-2"_s, u"0"_s, u"2"_s}, 1, 0));
    QVERIFY_THROWS_EXCEPTION(Failure, ColumnSelector::byDifferential(QStringList{u"a"_s}, 1, 0));
}

void TestColumnSelector::clampRow_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("counted");
    QTest::addColumn<bool>("clamped");
    QTest::addColumn<QString>("needle");
    QTest::newRow("inside") << 5 << 1 << 5 << false
                            << u"A roll of 5 reads row 5-9 of generic.twodsix (Sample §3)."_s;
    QTest::newRow("above") << 14 << 2 << 12 << true << u"above the highest row"_s;
    QTest::newRow("below") << -1 << 0 << 2 << true << u"below the lowest row"_s;
}

void TestColumnSelector::clampRow()
{
    QFETCH(int, roll);
    QFETCH(int, row);
    QFETCH(int, counted);
    QFETCH(bool, clamped);
    QFETCH(QString, needle);
    RuleTable table(u"generic.twodsix"_s, u"generic"_s, RuleTable::Kind::DieIndexed,
                    {RowKey::range(2, 4), RowKey::range(5, 9), RowKey::range(10, 12)}, {u"r"_s});
    table.setRuleRefs({u"Sample §3"_s});
    const ColumnSelector::RowChoice choice = ColumnSelector::clampRow(table, roll);
    QCOMPARE(choice.row, row);
    QCOMPARE(choice.roll, counted);
    QCOMPARE(choice.clamped, clamped);
    QVERIFY2(choice.explanation.first().contains(needle), qPrintable(choice.explanation.first()));
    // A table with a printed title is named by it, never by its id.
    table.setTitle(u"Sample table"_s);
    const QString titled = ColumnSelector::clampRow(table, roll).explanation.first();
    QVERIFY2(titled.contains(u"Sample table"_s), qPrintable(titled));
    QVERIFY2(!titled.contains(u"generic.twodsix"_s), qPrintable(titled));
}

QTEST_GUILESS_MAIN(TestColumnSelector)
#include "tst_columnselector.moc"
