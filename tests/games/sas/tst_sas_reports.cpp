// Swords & Sails season reports and secret purchases (issue 22): a faction's report carries its own
// forces with units and cargo, its territories and cities, its points and what its spies saw, and
// nothing of another faction's secrets; the public report carries the score and none of it. A
// counter-espionage round leaves the public log, balances, CSV and report exactly as a round where
// nobody bought (phase 2: counter-agents are bought in secret). Figures worked by hand in comments.
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasboard.h"
#include "ledger/ledger.h"
#include "ledger/ledgerreader.h"
#include "ledger/reportbuilder.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/steprunner.h"

#include "sasfigures.h"
#include "sasphase.h"

using namespace Qt::StringLiterals;
using namespace Reeve;
using namespace Reeve::Sas;

class TestSasReports : public QObject
{
    Q_OBJECT
private slots:
    void factionReportShowsItsOwnBoard();
    void otherFactionsSecretsStayOut();
    void secretRoundLooksTheSameWhoeverBought();
    void roundIsOnceASeasonAndBeforeSpies();

private:
    std::unique_ptr<Campaign> create(const QString &name);
    StepResult run(Campaign &c, const QJsonObject &step);
    QString report(Campaign &c, const QString &audience);
    /// The public outputs of \a c with the parts that differ from campaign to campaign (the chain
    /// head's hash and the time a report was made) taken out.
    QString publicOutputs(Campaign &c);

    QTemporaryDir m_dir;
};

std::unique_ptr<Campaign> TestSasReports::create(const QString &name)
{
    // West Map, four factions. England: Wessex (its capital, a major city, with a port city) and Mercia;
    // France: Normandy (a port city); Flanders neutral with a trade city.
    auto c = Campaign::create(m_dir.filePath(name + u".reeve"_s), u"sas"_s, u"Season"_s);
    ScenarioSetup(*c).apply(ScenarioCatalog::find(u"sas"_s, u"west-4"_s), {});
    SasBoard board(*c);
    board.addTerritory(u"Wessex"_s, u"England"_s, 0, 1, 1, u"England"_s);
    board.addTerritory(u"Mercia"_s, u"England"_s, 0, 0, 0);
    board.addTerritory(u"Normandy"_s, u"France"_s, 0, 1, 0);
    board.addTerritory(u"Flanders"_s, QString(), 1, 0, 0);
    board.addSeaZone(u"Channel"_s);
    CampaignReader reader(c->database());
    const qint64 england = reader.sideByName(u"England"_s).id;
    const qint64 france = reader.sideByName(u"France"_s).id;
    board.placeForce(england, u"army"_s, 1, u"Wessex"_s, {{u"HC"_s, 2}});
    board.placeForce(england, u"army"_s, 2, u"Wessex"_s, {{u"HI"_s, 3}});
    board.placeForce(england, u"fleet"_s, 1, u"Channel"_s, {{u"WS"_s, 1}, {u"TR"_s, 1}});
    board.placeForce(france, u"army"_s, 2, u"Normandy"_s, {{u"KN"_s, 1}, {u"HI"_s, 2}});
    Ledger ledger(*c);
    for (const Side &s : board.factions())
        ledger.credit(s.id, 500, LedgerCategory::Other, u"starting treasury (test figure)"_s);
    return c;
}

StepResult TestSasReports::run(Campaign &c, const QJsonObject &step)
{
    SasTest::toPhaseOf(c, step); // the clock where the step belongs (turn sequence)
    return StepRunner(c).runObject(step, u"step"_s, StepRunner::Mode::Apply);
}

QString TestSasReports::report(Campaign &c, const QString &audience)
{
    ReportBuilder r(c, audience, 1, 1);
    r.build();
    return r.html();
}

QString TestSasReports::publicOutputs(Campaign &c)
{
    QString out;
    for (const LogEntry &e : LogQuery::forAudience(c, u"public"_s).entries(0, -1)) {
        QJsonObject json = e.toJson();
        json.remove(u"wall_time"_s);
        QString line = QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
        out += line + u"\n"_s;
    }
    const QHash<qint64, qint64> balances = LedgerReader(c.database()).balances(Audience::Public);
    for (const Side &s : SasBoard(c).factions())
        out += u"%1 %2\n"_s.arg(s.name).arg(balances.value(s.id));
    ReportBuilder r(c, u"public"_s, 1, 1);
    r.build();
    QString html = r.html();
    html.remove(QRegularExpression(u"<p class=\"foot\">.*</p>"_s));
    html.replace(u"><"_s, u">\n<"_s); // a line a tag, so a difference shows where it is
    QString csv = r.csv();
    csv.truncate(csv.lastIndexOf(u"\r\n"_s, -3)); // the last row is the chain head
    out += html + csv;
    out.replace(QRegularExpression(u"[0-9a-f]{16,}"_s), u"HEX"_s); // each campaign's own seed and hashes
    return out;
}

void TestSasReports::factionReportShowsItsOwnBoard()
{
    auto c = create(u"own"_s);
    // England's fleet carries Army II; France buys one counter-agent; England spies on France's
    // Army II with 2 and 2: 4 + 3 (the counter-agent) = 7, 8 or less sees the card (phase 2).
    QVERIFY(!run(*c, {{u"step"_s, u"cargo"_s},
                      {u"side"_s, u"England"_s},
                      {u"fleet"_s, 1},
                      {u"armies"_s, QJsonArray{u"Army II"_s}}})
                     .refused());
    QVERIFY(!run(*c, {{u"step"_s, u"counter"_s}, {u"side"_s, u"France"_s}, {u"count"_s, 1}}).refused());
    const StepResult spy = run(*c, {{u"step"_s, u"spy"_s},
                                    {u"spy"_s, u"England"_s},
                                    {u"target"_s, u"France"_s},
                                    {u"type"_s, u"army"_s},
                                    {u"number"_s, 2},
                                    {u"dice"_s, QJsonArray{2, 2}}});
    QVERIFY2(!spy.refused(), qPrintable(spy.refusals.value(0).message));
    const QString html = report(*c, u"side=England"_s);
    // Its forces with their units, where they stand and the cargo both ways.
    QVERIFY(html.contains(u"Armies and fleets of England"_s));
    QVERIFY(html.contains(u"<td>Army I</td><td>Wessex</td><td>2 HC</td><td>2</td><td>–</td>"_s));
    QVERIFY(html.contains(u"<td>Army II</td><td>Wessex</td><td>3 HI</td><td>3</td><td>Fleet I</td>"_s));
    QVERIFY(html.contains(u"<td>Fleet I</td><td>Channel</td><td>1 WS, 1 TR</td><td>2</td><td>Army II</td>"_s));
    // Its territories and cities: Wessex 1 port city and its capital (a major city), Mercia none.
    QVERIFY(html.contains(u"<td>Wessex</td><td>1</td><td>1</td><td>1</td><td>capital of England</td>"_s));
    QVERIFY(html.contains(u"<td>Mercia</td><td>0</td><td>0</td><td>0</td><td>–</td>"_s));
    // Victory points by hand: Wessex 1 + port city 1 + capital 3 (a major city), Mercia 1: 6.
    QVERIFY2(html.contains(u"<td>England</td><td>6</td><td>–</td><td>–</td>"_s), qPrintable(html));
    // What its spy saw, and the gold it paid (500 − 30 = 470 in its own treasury).
    QVERIFY(html.contains(u"Army II of France at Normandy: 1 KN, 2 HI"_s));
    QVERIFY(html.contains(u"470"_s));
    // The counter-agents' existence is nobody's to count in a report.
    QVERIFY(!html.contains(u"private and not shown"_s));
    // An attempt undone saw nothing.
    c->log().undo();
    const QString after = report(*c, u"side=England"_s);
    const qsizetype from = after.indexOf(u"What the spies of England saw"_s);
    const QString sightings = after.mid(from, after.indexOf(u"<h2>"_s, from) - from);
    QVERIFY(from > 0);
    QVERIFY2(sightings.contains(u"No spy attempt in this period."_s), qPrintable(sightings));
}

void TestSasReports::otherFactionsSecretsStayOut()
{
    auto c = create(u"others"_s);
    QVERIFY(!run(*c, {{u"step"_s, u"cargo"_s},
                      {u"side"_s, u"England"_s},
                      {u"fleet"_s, 1},
                      {u"armies"_s, QJsonArray{u"Army II"_s}}})
                     .refused());
    QVERIFY(!run(*c, {{u"step"_s, u"counter"_s}, {u"side"_s, u"France"_s}, {u"count"_s, 2}}).refused());
    QVERIFY(!run(*c, {{u"step"_s, u"spy"_s},
                      {u"spy"_s, u"England"_s},
                      {u"target"_s, u"France"_s},
                      {u"type"_s, u"army"_s},
                      {u"number"_s, 2},
                      {u"dice"_s, QJsonArray{2, 2}}})
                     .refused());
    const QString france = report(*c, u"side=France"_s);
    QVERIFY(france.contains(u"<td>Army II</td><td>Normandy</td><td>1 KN, 2 HI</td><td>3</td><td>–</td>"_s));
    // France bought two counter-agents: 60 gold off its own treasury (500 − 60 = 440).
    QVERIFY(france.contains(u"2 counter-agents"_s));
    QVERIFY(france.contains(u"440"_s));
    // England's cards, cargo and sighting are England's.
    for (const QString &secret :
         {u"2 HC"_s, u"3 HI"_s, u"1 WS, 1 TR"_s, u"Card seen"_s, u"Armies and fleets of England"_s})
        QVERIFY2(!france.contains(secret), qPrintable(secret));
    QVERIFY(france.contains(u"No spy attempt in this period."_s));
    const QString england = report(*c, u"side=England"_s);
    QVERIFY(!england.contains(u"2 counter-agents"_s)); // France's purchase
    QVERIFY(!SasTest::showsFigure(england, u"440"_s)); // not the digits of the footer's time or hash
    QVERIFY(england.contains(u"no counter-agents"_s)); // its own round entry: none bought
    const QString pub = report(*c, u"public"_s);
    for (const QString &secret :
         {u"2 HC"_s, u"3 HI"_s, u"1 KN, 2 HI"_s, u"1 WS"_s, u"Card seen"_s, u"2 counter-agents"_s,
          u"Armies and fleets"_s, u"private and not shown"_s})
        QVERIFY2(!pub.contains(secret), qPrintable(secret));
    QVERIFY(!SasTest::showsFigure(pub, u"440"_s));
    // The score is public: England 6, France Normandy 1 + its port city 1 = 2.
    QVERIFY(pub.contains(u"<td>England</td><td>6</td>"_s));
    QVERIFY(pub.contains(u"<td>France</td><td>2</td>"_s));
    // The referee's report has every faction's forces.
    const QString referee = report(*c, u"referee"_s);
    QVERIFY(referee.contains(u"Armies and fleets of England"_s)
            && referee.contains(u"Armies and fleets of France"_s));
}

void TestSasReports::secretRoundLooksTheSameWhoeverBought()
{
    // Two campaigns alike but for England's secret purchase: two counter-agents (2 × 30 = 60 gold) in
    // the first, none in the second. Everything public must be the same.
    auto bought = create(u"bought"_s);
    auto none = create(u"none"_s);
    QVERIFY(!run(*bought, {{u"step"_s, u"counter"_s}, {u"side"_s, u"England"_s}, {u"count"_s, 2}}).refused());
    QVERIFY(!run(*none, {{u"step"_s, u"counter"_s}, {u"side"_s, u"England"_s}, {u"count"_s, 0}}).refused());
    for (Campaign *c : {bought.get(), none.get()}) {
        QVERIFY(!run(*c, {{u"step"_s, u"close-espionage"_s}}).refused());
        QVERIFY(!run(*c, {{u"step"_s, u"income"_s}, {u"first_turn"_s, true}}).refused());
    }
    const QString a = publicOutputs(*bought);
    const QStringList lines = a.split(u'\n'), others = publicOutputs(*none).split(u'\n');
    QCOMPARE(lines.size(), others.size());
    for (qsizetype i = 0; i < lines.size(); ++i)
        QCOMPARE(lines.at(i), others.at(i)); // line by line, so a difference shows where it is
    QVERIFY(!a.contains(u"2 counter-agents"_s) && !SasTest::showsFigure(a, u"440"_s));
    const qint64 england = CampaignReader(bought->database()).sideByName(u"England"_s).id;
    const qint64 income = CampaignReader(none->database()).account(england).balance - 500;
    QVERIFY(income > 0);
    QVERIFY(a.contains(u"England %1\n"_s.arg(500 + income))); // the public sum of public entries, in both
    // Every faction in play got one sealed entry, buyer or not.
    int sealed = 0;
    for (const LogEntry &e : LogQuery::forAudience(*bought, u"public"_s).entries(0, -1))
        sealed += e.kind == u"ledger.sas-hand"_s ? 1 : 0;
    QCOMPARE(sealed, 4);
    // England's own view and the banker's: 500 − 60 = 440, plus the first turn's income.
    QCOMPARE(CampaignReader(bought->database()).account(england).balance, 440 + income);
    QCOMPARE(LedgerReader(bought->database()).balances(Audience::Side, england).value(england), 440 + income);
    const QString own = report(*bought, u"side=England"_s);
    QVERIFY(own.contains(u"2 counter-agents"_s));
}

void TestSasReports::roundIsOnceASeasonAndBeforeSpies()
{
    auto c = create(u"order"_s);
    const QJsonObject spy{{u"step"_s, u"spy"_s},  {u"spy"_s, u"England"_s}, {u"target"_s, u"France"_s},
                          {u"type"_s, u"army"_s}, {u"number"_s, 2},         {u"dice"_s, QJsonArray{2, 2}}};
    // No spy before the hands are sealed: otherwise a round held only when someone buys would tell.
    StepResult r = run(*c, spy);
    QVERIFY(r.refused());
    QVERIFY2(r.refusals.first().message.contains(u"Run the \"Seal the counter-espionage hands\" step first"_s),
             qPrintable(r.refusals.first().message));
    QCOMPARE(r.refusals.first().rule, u"Swords & Sails, phase 2"_s);
    // England 2, France 1 in one round: 60 and 30 gold.
    r = run(*c, {{u"step"_s, u"counter"_s},
                 {u"side"_s, u"England"_s},
                 {u"count"_s, 2},
                 {u"others"_s, QJsonArray{u"France=1"_s}}});
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    CampaignReader reader(c->database());
    QCOMPARE(reader.account(reader.sideByName(u"England"_s).id).balance, 440);
    QCOMPARE(reader.account(reader.sideByName(u"France"_s).id).balance, 470);
    const qint64 seq = c->log().lastSeq();
    r = run(*c, {{u"step"_s, u"counter"_s}, {u"side"_s, u"England"_s}, {u"count"_s, 1}});
    QVERIFY(r.refused());
    QVERIFY(r.refusals.first().message.contains(u"sealed already"_s));
    QCOMPARE(c->log().lastSeq(), seq);
    // The spy now meets France's counter-agent: 2 + 2 + 3 = 7, still 8 or less.
    QVERIFY(!run(*c, spy).refused());
    // One undo takes back the attempt; a second the whole round (every faction's entry and the gold).
    c->log().undo();
    c->log().undo();
    QCOMPARE(CampaignReader(c->database()).account(reader.sideByName(u"England"_s).id).balance, 500);
    QCOMPARE(CampaignReader(c->database()).account(reader.sideByName(u"France"_s).id).balance, 500);
}

QTEST_GUILESS_MAIN(TestSasReports)
#include "tst_sas_reports.moc"
