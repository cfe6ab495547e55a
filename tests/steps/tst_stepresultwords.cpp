// Plain words in the step result (issue 24, defect 3): every registered step's describe-step example
// is run, and the result pane a step form shows after it (the referee's view: the logged lines, the
// outcome and the working) names no identifier: no snake_case key ("dice_detail"), no procedure id
// ("1066.pillage"). Every key of an outcome the pane shows has a translated label (OutcomeLabels),
// nested ones too. The examples' set-up lines run through reeve-cli as tst_steps runs them; the step itself runs
// here, through StepRunner, as the window runs it.
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QtTest>

#include "campaign/campaign.h"
#include "common/clirun.h"
#include "common/stepresultview.h"
#include "procedures/outcomelabels.h"
#include "stepfixture.h"
#include "steps/stepinput.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "util/failure.h"

using namespace Reeve;
using namespace ReeveTest;
using namespace Qt::StringLiterals;

namespace {

/// A `reeve-cli step FILE ID name=value … --dice …` line as the fields and dice StepRunner takes.
struct StepLine
{
    QJsonObject input;
    QMap<QString, QString> pairs;
    QStringList dice;
};

StepLine parseStepLine(const QString &line)
{
    const QStringList words = shellWords(line);
    StepLine s;
    for (qsizetype i = 4; i < words.size(); ++i) {
        const QString &w = words.at(i);
        if (w == u"--dice"_s && i + 1 < words.size())
            s.dice << words.at(++i);
        else if (w == u"--input"_s && i + 1 < words.size())
            s.input = QJsonDocument::fromJson(words.at(++i).toUtf8()).object();
        else if ((w == u"--pin"_s || w == u"--audience"_s) && i + 1 < words.size())
            ++i;
        else if (!w.startsWith(u"--"_s) && w.contains(u'='))
            s.pairs.insert(w.section(u'=', 0, 0), w.section(u'=', 1));
    }
    return s;
}

/// Every key of \a value (objects inside objects and lists too) that is spelled as an id.
void idKeys(const QJsonValue &value, const QString &path, QStringList &out)
{
    static const QRegularExpression id(u"^[a-z][a-z0-9]*(_[a-z0-9]+)*$"_s);
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            idKeys(item, path, out);
    } else if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (id.match(it.key()).hasMatch())
                out << path + it.key();
            idKeys(it.value(), path + it.key() + u'/', out);
        }
    }
}

/// The identifiers \a text shows: snake_case words and procedure ids ("1066.pillage").
QStringList identifiersIn(const QString &text)
{
    static const QRegularExpression ids(
            u"(?<![\\w.-])([a-z][a-z0-9]*(?:_[a-z0-9]+)+|(?:1066|dba|sas|charlemagne|britain|dice|generic)\\.[a-z][a-z0-9-]*)(?![\\w-])"_s);
    QStringList found;
    for (const QRegularExpressionMatch &m : ids.globalMatch(text))
        found << m.captured(1);
    found.removeDuplicates();
    return found;
}

} // namespace

class TestStepResultWords : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_fixture.makeTemplates(&error), qPrintable(error));
    }

    void examples_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("step");
        for (const QStringList &g : StepFixture::games()) {
            for (const StepSpec *s : StepRegistry::standard().steps(g.first())) {
                if (!s->examples.isEmpty())
                    QTest::newRow(qPrintable(g.first() + u' ' + s->id)) << g.first() << s->id;
            }
        }
    }

    void examples()
    {
        QFETCH(QString, game);
        QFETCH(QString, step);
        const StepSpec &spec = StepRegistry::standard().get(game, step);
        const QString file = m_fixture.freshCampaign(game, u"words-"_s + step);
        for (qsizetype i = 0; i + 1 < spec.examples.size(); ++i) {
            const CliRun r = m_fixture.shell(spec.examples.at(i), file);
            QVERIFY2(r.code == 0, qPrintable(spec.examples.at(i) + u"\n"_s + QString::fromUtf8(r.err)));
        }
        const StepLine line = parseStepLine(spec.examples.last());
        auto campaign = Campaign::open(file);
        StepResult result;
        try {
            result = StepRunner(*campaign).run(spec, StepInput::collect(spec, line.input, line.pairs),
                                               StepInput::dice(spec, line.dice, {}), StepRunner::Mode::Apply);
        } catch (const Failure &failure) {
            QFAIL(qPrintable(spec.examples.last() + u"\n"_s + failure.message()));
        }
        QVERIFY2(!result.refused(),
                 qPrintable(spec.examples.last() + u"\n"_s + result.refusals.value(0).message));

        QStringList unlabelled;
        QStringList keys;
        for (auto it = result.outcome.begin(); it != result.outcome.end(); ++it) {
            if (StepResultView::shownInPane(it.key(), it.value())) // a large record stays the command line's
                idKeys(QJsonObject{{it.key(), it.value()}}, QString(), keys);
        }
        keys.removeDuplicates();
        for (const QString &key : std::as_const(keys)) {
            if (!OutcomeLabels::hasLabel(key.section(u'/', -1)))
                unlabelled << key;
        }
        QVERIFY2(unlabelled.isEmpty(),
                 qPrintable(u"outcome keys without a label (core/procedures/outcomelabels.cpp): "_s
                            + unlabelled.join(u", "_s)));

        StepResultView view;
        view.setShowPrivate(true); // the referee's view: every line, the outcome and the working
        view.showResult(*campaign, spec.translatedTitle(), result);
        const QString shown = view.findChild<QTextBrowser *>(u"stepResultText"_s)->toPlainText();
        const QStringList ids = identifiersIn(shown);
        QVERIFY2(ids.isEmpty(),
                 qPrintable(u"the result pane shows "_s + ids.join(u", "_s) + u":\n"_s + shown));
    }

    void identifiersAreFound()
    {
        QCOMPARE(identifiersIn(u"Outcome — dice_detail: 3; Pillage (1066.pillage)"_s),
                 (QStringList{u"dice_detail"_s, u"1066.pillage"_s}));
        QVERIFY(identifiersIn(u"Harold's army moves from Wessex to Kent (DBA campaign, moves)."_s).isEmpty());
        QCOMPARE(shellWords(u"reeve-cli step FILE move army=\"Harold's army\" 'to=Kent' --dice d=3,4"_s),
                 (QStringList{u"reeve-cli"_s, u"step"_s, u"FILE"_s, u"move"_s, u"army=Harold's army"_s,
                              u"to=Kent"_s, u"--dice"_s, u"d=3,4"_s}));
    }

private:
    StepFixture m_fixture;
};

QTEST_MAIN(TestStepResultWords)
#include "tst_stepresultwords.moc"
