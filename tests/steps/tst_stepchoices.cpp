// Tests of StepChoiceLabels (issue 25, and plain words in the window): every value a registered
// step's choice field takes has a label in the list lupdate reads, the labels of one field are
// distinct (a form never shows two entries alike), and no label is a dash-joined id as typed.
#include <QtTest>

#include "steps/stepchoicelabels.h"
#include "steps/stepdicelabels.h"
#include "steps/stepregistry.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestStepChoices : public QObject
{
    Q_OBJECT
private slots:
    void everyChoiceHasALabel();
    void labels();
    void everyRollHasALabel();
};

void TestStepChoices::everyChoiceHasALabel()
{
    const QStringList known = StepChoiceLabels::known();
    QStringList missing, alike, ids;
    const StepRegistry &registry = StepRegistry::standard();
    int fields = 0;
    for (const QString &game : registry.games()) {
        for (const StepSpec *spec : registry.steps(game)) {
            for (const StepField &f : spec->fields) {
                if (f.choices.isEmpty())
                    continue;
                ++fields;
                QStringList shown;
                for (const QString &value : f.choices) {
                    if (!known.contains(value))
                        missing << u"%1 %2 %3: %4"_s.arg(game, spec->id, f.name, value);
                    const QString label = StepChoiceLabels::label(value);
                    if (shown.contains(label))
                        alike << u"%1 %2 %3: %4"_s.arg(game, spec->id, f.name, label);
                    if (label.contains(u'_') || (label == value && value.contains(u'-')))
                        ids << label;
                    shown << label;
                }
            }
        }
    }
    QVERIFY(fields > 50); // the five games' choice fields were all read
    QVERIFY2(missing.isEmpty(),
             qPrintable(u"add to core/steps/stepchoicelabels.cpp: "_s + missing.join(u"; "_s)));
    QVERIFY2(alike.isEmpty(), qPrintable(u"two values of one field look alike: "_s + alike.join(u"; "_s)));
    QVERIFY2(ids.isEmpty(), qPrintable(u"labels that read as ids: "_s + ids.join(u"; "_s)));
}

void TestStepChoices::labels()
{
    QCOMPARE(StepChoiceLabels::label(u"defender-first"_s), u"defender first"_s);
    QCOMPARE(StepChoiceLabels::label(u"c"_s), u"C"_s); // DBA Table 2 prints its battle types as capitals
    QCOMPARE(StepChoiceLabels::label(u"with-scots-irish-and-picts"_s), u"with the Scots-Irish and Picts"_s);
    QCOMPARE(StepChoiceLabels::label(u"3/1"_s), u"3/1"_s);
    QCOMPARE(StepChoiceLabels::label(u"not-listed"_s), u"not listed"_s);
}

void TestStepChoices::everyRollHasALabel()
{
    // The rolls a step form names in its dice hint ("Voyage (voyage dice)") are listed for lupdate.
    QStringList missing;
    const StepRegistry &registry = StepRegistry::standard();
    for (const QString &game : registry.games()) {
        for (const StepSpec *spec : registry.steps(game)) {
            for (const StepDice &d : spec->dice) {
                if (!StepDiceLabels::knownNames().contains(d.name))
                    missing << u"%1 %2 roll name %3"_s.arg(game, spec->id, d.name);
                if (!StepDiceLabels::knownDice().contains(d.dice))
                    missing << u"%1 %2 dice %3"_s.arg(game, spec->id, d.dice);
            }
        }
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(u"add to core/steps/stepdicelabels.cpp: "_s + missing.join(u"; "_s)));
    QCOMPARE(StepDiceLabels::name(u"ARMY"_s), u"Each army"_s);
    QCOMPARE(StepDiceLabels::dice(u"voyage"_s), u"voyage dice"_s);
    QCOMPARE(StepDiceLabels::name(u"new_roll"_s), u"New roll"_s);
}

QTEST_GUILESS_MAIN(TestStepChoices)
#include "tst_stepchoices.moc"
