// Swords & Sails texts the window shows (issue 22): step titles, summaries and field help, and the
// refusals a banker meets, speak in plain words. None sends the user to the command line (no
// "reeve-cli", no "FILE", no --option, no name=value) or talks about describe-step's examples; a
// refusal that points elsewhere names the step by its title. The upkeep the income step debits is
// the sas.maintenance figure of the faction's units on the board, worked here by hand.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasboard.h"
#include "ledger/ledger.h"
#include "log/actionlog.h"
#include "sasphase.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

namespace {

/// What a text the window shows must not hold, or an empty string when it is clean.
QString cliTalk(const QString &text)
{
    static const QRegularExpression patterns[] = {
            QRegularExpression(u"reeve-cli"_s),
            QRegularExpression(u"\\bFILE\\b"_s),
            QRegularExpression(u"(^|\\s)--[a-z]"_s),         // an option
            QRegularExpression(u"\\b[a-z][a-z0-9_]*=\\S"_s), // a field=value word
            QRegularExpression(u"\\b[a-z]+_[a-z_]+\\b"_s),   // a field's snake_case name
            QRegularExpression(u"\\bexamples?\\b"_s, QRegularExpression::CaseInsensitiveOption),
    };
    for (const QRegularExpression &p : patterns) {
        const QRegularExpressionMatch m = p.match(text);
        if (m.hasMatch())
            return m.captured(0);
    }
    return {};
}

QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

} // namespace

class TestSasTexts : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void stepTextsArePlain();
    void refusalsArePlain_data();
    void refusalsArePlain();
    void upkeepRefusalNamesTheLossesStep();
    void upkeepIsTheUnitsMaintenance();

private:
    StepResult run(const QJsonObject &step)
    {
        SasTest::toPhaseOf(*m_c, step); // the clock where the step belongs (turn sequence)
        return StepRunner(*m_c).runObject(step, u"step"_s, StepRunner::Mode::Apply);
    }
    qint64 id(const QString &side) { return CampaignReader(m_c->database()).sideByName(side).id; }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
};

void TestSasTexts::init()
{
    // The West Map's four factions: England holds Wessex (its capital, a port) with Army I (2 HC) and
    // Fleet I (1 WS, 1 TR) in the Channel; France holds Normandy with Army II (1 KN, 2 HI) and Fleet I
    // (2 RD); Flanders is neutral with one trade city. Every faction starts with 500 gold (test figure).
    static int n = 0;
    m_c = Campaign::create(m_dir.filePath(u"texts%1.reeve"_s.arg(++n)), u"sas"_s, u"Texts"_s);
    ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"sas"_s, u"west-4"_s), {});
    Sas::SasBoard board(*m_c);
    board.addTerritory(u"Wessex"_s, u"England"_s, 0, 1, 1, u"England"_s);
    board.addTerritory(u"Normandy"_s, u"France"_s, 0, 1, 0);
    board.addTerritory(u"Flanders"_s, QString(), 1, 0, 0);
    board.addSeaZone(u"Channel"_s);
    board.placeForce(id(u"England"_s), u"army"_s, 1, u"Wessex"_s, {{u"HC"_s, 2}});
    board.placeForce(id(u"England"_s), u"fleet"_s, 1, u"Channel"_s, {{u"WS"_s, 1}, {u"TR"_s, 1}});
    board.placeForce(id(u"France"_s), u"army"_s, 2, u"Normandy"_s, {{u"KN"_s, 1}, {u"HI"_s, 2}});
    board.placeForce(id(u"France"_s), u"fleet"_s, 1, u"Channel"_s, {{u"RD"_s, 2}});
    Ledger ledger(*m_c);
    for (const QString &side : {u"England"_s, u"France"_s, u"Holy Roman Empire"_s, u"North Sea Empire"_s})
        ledger.credit(id(side), 500, LedgerCategory::Other, u"starting treasury (test figure)"_s);
}

void TestSasTexts::cleanup()
{
    m_c.reset();
}

void TestSasTexts::stepTextsArePlain()
{
    const QList<const StepSpec *> steps = StepRegistry::standard().steps(u"sas"_s);
    QVERIFY(steps.size() > 20);
    for (const StepSpec *s : steps) {
        const QJsonObject d = s->describe();
        QStringList texts{d.value(u"title"_s).toString(), d.value(u"summary"_s).toString()};
        for (const QJsonValue &f : d.value(u"fields"_s).toArray())
            texts << f.toObject().value(u"label"_s).toString() << f.toObject().value(u"help"_s).toString();
        for (const QString &t : texts)
            QVERIFY2(cliTalk(t).isEmpty(), qPrintable(s->id + u": \""_s + cliTalk(t) + u"\" in: "_s + t));
    }
}

void TestSasTexts::refusalsArePlain_data()
{
    // Each row: steps applied first (JSON list), then the refused step.
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("step");
    auto row = [](const char *name, const char *before, const char *step) {
        QTest::newRow(name) << QString::fromUtf8(before) << QString::fromUtf8(step);
    };
    row("spy before the hands are sealed", "[]",
        R"({"step": "spy", "spy": "England", "target": "France", "type": "army", "number": 2, "dice": [2, 2]})");
    row("build nothing", "[]", R"({"step": "build", "side": "England", "type": "army", "number": 1})");
    row("capture nothing", "[]",
        R"({"step": "capture", "winner": "England", "winner_fleet": 1, "loser": "France", "loser_fleet": 1})");
    row("siege points without a logged roll",
        R"([{"step": "move", "side": "France", "type": "army", "number": 2, "to": "Flanders"}])",
        R"({"step": "siege", "side": "France", "army": 2, "territory": "Flanders", "points": 4, "paid": 1})");
    row("income twice", R"([{"step": "income", "first_turn": true}])", R"({"step": "income"})");
    row("counter after close", R"([{"step": "close-espionage"}])",
        R"({"step": "counter", "side": "England", "count": 1})");
}

void TestSasTexts::refusalsArePlain()
{
    QFETCH(QString, before);
    QFETCH(QString, step);
    for (const QJsonValue &v : QJsonDocument::fromJson(before.toUtf8()).array()) {
        const StepResult r = run(v.toObject());
        QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    }
    const StepResult r = run(QJsonDocument::fromJson(step.toUtf8()).object());
    QVERIFY2(r.refused(), "the step was not refused");
    for (const StepRefusal &refusal : r.refusals)
        QVERIFY2(cliTalk(refusal.message).isEmpty(),
                 qPrintable(u"\""_s + cliTalk(refusal.message) + u"\" in: "_s + refusal.message));
}

void TestSasTexts::upkeepRefusalNamesTheLossesStep()
{
    // England in debt before the season's income: its units' upkeep would leave it below zero.
    Ledger ledger(*m_c);
    ledger.setAllowNegative(true);
    ledger.debit(id(u"England"_s), 2000, LedgerCategory::Other, u"a debt (test figure)"_s);
    ledger.setAllowNegative(false);
    const qint64 seqBefore = m_c->log().lastSeq();
    const StepResult r = run(object(R"({"step": "income"})"));
    QVERIFY2(r.refused(), "income with a treasury below its upkeep was not refused");
    const QString message = r.refusals.first().message;
    QVERIFY2(message.contains(u"England cannot pay its upkeep"_s), qPrintable(message));
    QVERIFY2(cliTalk(message).isEmpty(), qPrintable(message));
    // It names the step that disbands units by the title the window shows, and the ledger's setting.
    const StepSpec &losses = StepRegistry::standard().get(u"sas"_s, u"losses"_s);
    QVERIFY2(message.contains(u"\""_s + losses.translatedTitle() + u"\" step"_s), qPrintable(message));
    QVERIFY2(message.contains(u"allow-negative setting"_s), qPrintable(message));
    QCOMPARE(m_c->log().lastSeq(), seqBefore);
}

void TestSasTexts::upkeepIsTheUnitsMaintenance()
{
    // Unit maintenance (Swords & Sails, phase 1 unit table; France's cavalry pays one less, setup):
    // England: 2 HC x 5 + 1 WS x 10 + 1 TR x 3 = 23; France: 1 KN x (6 - 1) + 2 HI x 3 + 2 RD x 5 = 21.
    const StepResult r = run(object(R"({"step": "income"})"));
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    QMap<QString, int> upkeep;
    for (const QJsonValue &v : r.outcome.value(u"seqs"_s).toArray()) {
        const Action a = m_c->log().action(v.toInteger());
        const QString side = a.publicText.section(u" collects "_s, 0, 0);
        upkeep.insert(side, a.payload().value(u"data"_s).toObject().value(u"maintenance"_s).toInt());
    }
    QCOMPARE(upkeep.value(u"England"_s), 23);
    QCOMPARE(upkeep.value(u"France"_s), 21);
}

QTEST_GUILESS_MAIN(TestSasTexts)
#include "tst_sas_texts.moc"
