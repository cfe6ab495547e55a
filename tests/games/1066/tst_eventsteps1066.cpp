// The 1066 Storms, Rebellion and Assassin as campaign steps, Papal Intervention's exchange and cancel, and a trade
// that returns the surplus first (issue 21), every figure worked by hand from §8.13, §8.7, §9.9, §17.5, §17.16,
// §18.7 and §21 on the scenario with three players (Normans, Anglo-Saxons, Vikings; the Britons neutral). Unit
// numbers: William 1, Odo 2, the Norman fleet 14, Harold 15, Morcar/Edwin 16, the Anglo-Saxon fleet 37, Harald
// 38, Viking thegns 39-41 and fleets 42-44 (all in Norway), Malcolm 45. Each step is one action, refused whole,
// and the public log names no counter, square or marker kind it hides.
#include "containers/handactions.h"
#include "eventsfixture.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestEventSteps1066 : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        QByteArray why;
        QVERIFY2(m_f.make(u"eventsteps"_s, &why), why.constData());
    }
    void cleanup() { m_f.campaign.reset(); }
    void stormsInWinter();
    void stormsInSummerAskWhoIsAboard();
    void stormsAskForWhatTheMapGives();
    void rebellionStrikesTheMostFeudal();
    void rebellionTieAndSharedTowns();
    void assassinKillsOrGivesADraw();
    void assassinCancelledAndRefused();
    void papalExchangeAndCancel();
    void tradeReturnsTheSurplusFirst();
    void stormsThroughTheCommandLine();

private:
    void applied(const StepResult &r)
    {
        QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    }
    void refused(const StepResult &r, const QString &words)
    {
        QVERIFY2(r.refused(), qPrintable(words));
        QVERIFY2(r.refusals.first().message.contains(words), qPrintable(r.refusals.first().message));
    }
    ReeveTest::EventsFixture m_f;
};

void TestEventSteps1066::stormsInWinter()
{
    // Before, in January (winter, §9.9): the Norman fleet 14 at St. Valery (a town: a coastal square), the
    // Anglo-Saxon fleet 37 at Dover (coastal), the Viking fleet 42 with thegns 39 and 40 in the all-sea square
    // "North Sea" (the one Viking fleet there: both are aboard, §17.11), fleets 43 and 44 in Norway (off-map).
    m_f.addSquare(u"North Sea"_s, {{u"all_sea"_s, true}});
    m_f.moveAll({14}, u"St. Valery"_s);
    m_f.moveAll({37}, u"Dover"_s);
    m_f.moveAll({42, 39, 40}, u"North Sea"_s);
    m_f.compose({{u"Storms"_s, 1}});
    m_f.draw(u"Vikings"_s, 1);
    const qint64 before = m_f.last();
    // One die per fleet by number: 14→6, 37→5, 42→4, 43→6, 44→3. Winter: a coastal fleet goes on a 6 (14 goes,
    // 37 stays); at sea on 4-6 (42 goes, and 39 and 40 with it, §17.16); in a box on a 6 (43 goes, 44 stays).
    const StepResult r = m_f.step(u"storms"_s, {}, {{u"storms"_s, QJsonArray{6, 5, 4, 6, 3}}});
    applied(r);
    QCOMPARE(r.outcome.value(u"season"_s).toString(), u"winter"_s);
    QCOMPARE(r.outcome.value(u"season_from"_s).toString(), u"clock"_s);
    QCOMPARE(r.outcome.value(u"losses"_s).toObject(),
             (QJsonObject{{u"Normans"_s, 1}, {u"Anglo-Saxons"_s, 0}, {u"Vikings"_s, 2}}));
    QCOMPARE(r.outcome.value(u"aboard_lost"_s).toObject().value(u"Vikings"_s).toInt(), 2);
    for (qint64 id : {14, 42, 43, 39, 40})
        QVERIFY2(m_f.eliminated(id), qPrintable(QString::number(id)));
    for (qint64 id : {37, 44, 41, 38})
        QVERIFY2(!m_f.eliminated(id), qPrintable(QString::number(id)));
    // The public reads how many each power lost, not where nor which; the Vikings read their own dice and fleets.
    const QString pub = m_f.readable(before, 0);
    QVERIFY2(pub.contains(
                     u"Storms (1066 §8.13): Normans lost 1 fleet(s); Vikings lost 2 fleet(s) and 2 unit(s) "
                     "aboard"_s),
             qPrintable(pub));
    for (const QString &secret : {u"North Sea"_s, u"St. Valery"_s, u"fleet #42"_s, u"thegn #39"_s, u"Dover"_s})
        QVERIFY2(!pub.contains(secret), qPrintable(secret + u" in: "_s + pub));
    QVERIFY(!QJsonDocument(r.toJson(Audience::Public)).toJson().contains("fleet #"));
    const QString vikings = m_f.readable(before, m_f.side(u"Vikings"_s));
    QVERIFY2(vikings.contains(u"fleet #42 (42) with thegn #39 (39), thegn #40 (40); fleet #43 (43)"_s),
             qPrintable(vikings));
    QVERIFY2(vikings.contains(u"dice 4"_s) && vikings.contains(u"dice 6, 3"_s), qPrintable(vikings));
    QVERIFY(!vikings.contains(u"fleet #14"_s));
    QVERIFY(m_f.readable(before, m_f.side(u"Normans"_s)).contains(u"Lost: fleet #14 (14)."_s));
    // One action; the event applies once.
    m_f.campaign->log().undo();
    QVERIFY(!m_f.eliminated(42) && !m_f.eliminated(39));
    m_f.campaign->log().redo();
    QVERIFY(m_f.eliminated(42));
    refused(m_f.step(u"storms"_s, {}), u"No Storms marker waits"_s);
}

void TestEventSteps1066::stormsInSummerAskWhoIsAboard()
{
    // Before, in June (summer): fleet 14 at St. Valery (coastal); Harald (a king) and thegn 39 at sea in "North
    // Sea" with fleet 42; fleets 43 and 44 with thegns 40 and 41 in "Irish Sea", also all-sea. The Vikings hold a
    // Gold Point.
    m_f.addSquare(u"North Sea"_s, {{u"all_sea"_s, true}});
    m_f.addSquare(u"Irish Sea"_s, {{u"terrain"_s, u"all-sea"_s}});
    m_f.moveAll({14}, u"St. Valery"_s);
    m_f.moveAll({42, 38, 39}, u"North Sea"_s);
    m_f.moveAll({43, 44, 40, 41}, u"Irish Sea"_s);
    m_f.setMonth(6, u"June"_s);
    m_f.compose({{u"Storms"_s, 1}, {u"Gold Point"_s, 1}});
    m_f.pick(u"Vikings"_s, u"Gold Point"_s);
    m_f.draw(u"Vikings"_s, 1);
    const qint64 before = m_f.last();
    // Two Viking fleets at sea in the Irish Sea: the two thegns there could be on either; the step asks.
    const QJsonObject dice{{u"storms"_s, QJsonArray{6, 6, 6, 5}}};
    refused(m_f.step(u"storms"_s, {}, dice), u"thegn #40 (40), thegn #41 (41) can only be aboard a fleet"_s);
    refused(m_f.step(u"storms"_s, {{u"aboard"_s, QJsonObject{{u"43"_s, QJsonArray{40, 41, 39}}}}}, dice),
            u"cannot be aboard fleet #43"_s); // thegn 39 is in the North Sea
    QCOMPARE(m_f.last(), before);
    // Both thegns on fleet 43. Dice by fleet number: 14→6, 42→6, 43→6, 44→5. Summer: a coastal fleet is safe
    // whatever the die (14 stays); at sea a 6 sinks (42 with Harald and 39, 43 with 40 and 41); 44 stays.
    StepResult r = m_f.step(u"storms"_s, {{u"aboard"_s, QJsonObject{{u"43"_s, QJsonArray{40, 41}}}}}, dice);
    applied(r);
    QCOMPARE(r.outcome.value(u"season"_s).toString(), u"summer"_s);
    QCOMPARE(r.outcome.value(u"losses"_s).toObject(), (QJsonObject{{u"Normans"_s, 0}, {u"Vikings"_s, 2}}));
    QCOMPARE(r.outcome.value(u"aboard_lost"_s).toObject().value(u"Vikings"_s).toInt(), 4);
    QVERIFY(!m_f.eliminated(14) && !m_f.eliminated(44));
    for (qint64 id : {42, 43, 38, 39, 40, 41})
        QVERIFY(m_f.eliminated(id));
    // Harald drowned, not in combat: on the literal reading of §18.7 the Vikings keep their hand.
    QCOMPARE(m_f.hand(u"Vikings"_s), QStringList{u"Gold Point"_s});
    QCOMPARE(r.outcome.value(u"hands_returned"_s).toArray(), QJsonArray{});
    // The referee's wider reading: the hand goes back, in the same action.
    m_f.campaign->log().undo();
    r = m_f.step(u"storms"_s,
                 {{u"aboard"_s, QJsonObject{{u"43"_s, QJsonArray{40, 41}}}}, {u"king_reading"_s, u"any"_s}},
                 dice);
    applied(r);
    QCOMPARE(r.outcome.value(u"hands_returned"_s).toArray(), QJsonArray{u"Vikings"_s});
    QVERIFY(m_f.hand(u"Vikings"_s).isEmpty());
    QVERIFY(m_f.pool().contains(u"Gold Point"_s));
}

void TestEventSteps1066::stormsAskForWhatTheMapGives()
{
    // A fleet in a square whose water is not entered (the map is not in the text), then a fleet in an off-map box
    // in summer (the text is silent, the table leaves the cell open): each is asked for before any die.
    m_f.addSquare(u"F4"_s, {});
    m_f.moveAll({14}, u"F4"_s);
    m_f.compose({{u"Storms"_s, 1}});
    m_f.draw(u"Vikings"_s, 1);
    const qint64 before = m_f.last();
    try {
        m_f.step(u"storms"_s, {});
        QFAIL("a square's water not entered was not asked for");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::MissingFigure);
        QVERIFY2(failure.message().contains(u"all_sea=true"_s), qPrintable(failure.message()));
    }
    QCOMPARE(m_f.last(), before);
    m_f.setLocation(u"F4"_s, {{u"all_sea"_s, false}});
    m_f.setMonth(1, u"July"_s); // the month only: the event drawn stays this player turn's
    try {
        m_f.step(u"storms"_s, {}); // the Viking fleets in Norway, in July
        QFAIL("the summer off-map cell was not asked for");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::MissingFigure);
        QVERIFY2(failure.message().contains(u"Storms: fleet losses"_s), qPrintable(failure.message()));
    }
    // The season given overrides the clock, and says so: winter now, as the referee rules.
    const StepResult r = m_f.step(u"storms"_s, {{u"season"_s, u"winter"_s}},
                                  {{u"storms"_s, QJsonArray{1, 1, 1, 1}}});
    applied(r);
    QCOMPARE(r.outcome.value(u"season_from"_s).toString(), u"given"_s);
    QVERIFY(m_f.readable(before, 0).contains(u"a winter turn, as given (not read from the clock)"_s));
}

void TestEventSteps1066::rebellionStrikesTheMostFeudal()
{
    // The map's feudal values are not in the text; entered here (house figures): every town 1, but Rouen 3 and
    // London 3, and Bath pillaged. Normans: seven towns at 1 + Rouen 3 = 10, + Normandy 5 (§21.1, §21.8) = 15.
    // Anglo-Saxons: their eighteen towns but London and Bath at 1 = 16, London 3, Bath 0 (§19.6): 19.
    // Vikings: no town, Norway 10 (held whether garrisoned or not).
    for (const Location &l : m_f.reader().locations())
        if (l.attributes.value(u"town"_s).toBool())
            m_f.setLocation(l.id, {{u"feudal"_s, l.id == u"Rouen"_s || l.id == u"London"_s ? 3 : 1}});
    {
        ActionWriter writer(m_f.campaign->log());
        writer.insert(u"placed_markers"_s, {{u"id"_s, writer.nextId(u"placed_markers"_s)},
                                            {u"location_id"_s, u"Bath"_s},
                                            {u"kind"_s, u"Pillaged"_s},
                                            {u"side_id"_s, QJsonValue()},
                                            {u"attributes"_s, u"{}"_s}});
        writer.commit(u"test"_s, u"Bath pillaged"_s);
    }
    m_f.compose({{u"Rebellion"_s, 1}, {u"Gold Point"_s, 3}, {u"Vassalage 2"_s, 1}});
    for (int i = 0; i < 3; ++i)
        m_f.pick(u"Anglo-Saxons"_s, u"Gold Point"_s);
    m_f.pick(u"Vikings"_s, u"Vassalage 2"_s);
    m_f.draw(u"Normans"_s, 1); // the Rebellion, all the pool holds: the drawer need not be the one struck
    // The Anglo-Saxons hold no Vassalage marker: they cannot put it down. The Vikings' goes to them.
    refused(m_f.step(u"rebellion"_s, {{u"negate"_s, true}}),
            u"strikes Anglo-Saxons, which holds no Vassalage"_s);
    HandActions(*m_f.campaign).returnMarkers(m_f.side(u"Vikings"_s), {u"Vassalage 2"_s});
    m_f.pick(u"Anglo-Saxons"_s, u"Vassalage 2"_s);
    const qint64 before = m_f.last();
    StepResult r = m_f.step(u"rebellion"_s, {{u"negate"_s, true}});
    applied(r);
    QCOMPARE(r.outcome.value(u"totals"_s).toObject(),
             (QJsonObject{{u"Normans"_s, 15}, {u"Anglo-Saxons"_s, 19}, {u"Vikings"_s, 10}}));
    QCOMPARE(r.outcome.value(u"struck"_s).toString(), u"Anglo-Saxons"_s);
    QCOMPARE(r.outcome.value(u"vassalage_spent"_s).toString(), u"Vassalage 2"_s);
    QCOMPARE(m_f.hand(u"Anglo-Saxons"_s), (QStringList{u"Gold Point"_s, u"Gold Point"_s, u"Gold Point"_s}));
    QVERIFY(m_f.pool().contains(u"Vassalage 2"_s));
    QVERIFY(m_f.readable(before, 0).contains(u"Normans 15, Anglo-Saxons 19, Vikings 10"_s));
    // Not put down: a die of 5 against a hand of four (three Gold Points and the Vassalage 2) returns all four.
    m_f.campaign->log().undo();
    r = m_f.step(u"rebellion"_s, {}, {{u"rebellion"_s, QJsonArray{5}}});
    applied(r);
    QCOMPARE(r.outcome.value(u"markers_lost"_s).toInt(), 4);
    QVERIFY(m_f.hand(u"Anglo-Saxons"_s).isEmpty());
    // Which markers went back is the Anglo-Saxons' alone; the public reads how many.
    const QString pub = m_f.readable(before, 0);
    QVERIFY2(pub.contains(u"Anglo-Saxons is struck by the Rebellion: 4 marker(s) back to the pool"_s),
             qPrintable(pub));
    QVERIFY2(!pub.contains(u"Gold Point"_s) && !pub.contains(u"York"_s), qPrintable(pub));
    QVERIFY(!QJsonDocument(r.toJson(Audience::Public)).toJson().contains("Gold Point"));
    QVERIFY(m_f.readable(before, m_f.side(u"Anglo-Saxons"_s)).contains(u"Gold Point"_s));
}

void TestEventSteps1066::rebellionTieAndSharedTowns()
{
    // Every town 1, Rouen 7, and a Viking thegn (39) in York. Normans: Boulogne, St. Valery, Dives-sur-Mer,
    // Bayeux, Cherbourg, Avranches and Treguier at 1 = 7, Rouen 7, Normandy 5: 19. On the literal reading both powers occupy York: Anglo-Saxons 18 towns = 18, Vikings York 1 + Norway 10
    // = 11. The Normans hold a Vassalage 1 and a Gold Point, the Anglo-Saxons a Gold Point.
    for (const Location &l : m_f.reader().locations())
        if (l.attributes.value(u"town"_s).toBool())
            m_f.setLocation(l.id, {{u"feudal"_s, l.id == u"Rouen"_s ? 7 : 1}});
    m_f.moveAll({39}, u"York"_s);
    m_f.compose({{u"Rebellion"_s, 1}, {u"Gold Point"_s, 2}, {u"Vassalage 1"_s, 1}});
    m_f.pick(u"Normans"_s, u"Gold Point"_s);
    m_f.pick(u"Normans"_s, u"Vassalage 1"_s);
    m_f.pick(u"Anglo-Saxons"_s, u"Gold Point"_s);
    m_f.draw(u"Vikings"_s, 1);
    StepResult r = m_f.step(u"rebellion"_s, {}, {{u"rebellion"_s, QJsonArray{1}}});
    applied(r);
    QCOMPARE(r.outcome.value(u"totals"_s).toObject(),
             (QJsonObject{{u"Normans"_s, 19}, {u"Anglo-Saxons"_s, 18}, {u"Vikings"_s, 11}}));
    QCOMPARE(r.outcome.value(u"struck"_s).toString(), u"Normans"_s);
    QCOMPARE(m_f.hand(u"Normans"_s).size(), 1);
    m_f.campaign->log().undo();
    // York shared counts nothing, as for the markers due (§8.4): Anglo-Saxons 17, Vikings 10.
    r = m_f.step(u"rebellion"_s, {{u"shared"_s, u"zero"_s}}, {{u"rebellion"_s, QJsonArray{1}}});
    applied(r);
    QCOMPARE(r.outcome.value(u"totals"_s).toObject(),
             (QJsonObject{{u"Normans"_s, 19}, {u"Anglo-Saxons"_s, 17}, {u"Vikings"_s, 10}}));
    m_f.campaign->log().undo();
    // York 2 (counted for both): Anglo-Saxons 17 + 2 = 19, a tie with the Normans; Vikings 12. The roll-off in
    // seating order, Normans 2, Anglo-Saxons 5, strikes the Anglo-Saxons, who hold no Vassalage marker: a cancel
    // is refused whole, with the dice as they were.
    m_f.setLocation(u"York"_s, {{u"feudal"_s, 2}});
    const qint64 before = m_f.last();
    refused(m_f.step(u"rebellion"_s, {{u"negate"_s, true}}, {{u"rebellion"_s, QJsonArray{2, 5}}}),
            u"The tie roll-off strikes Anglo-Saxons"_s);
    QCOMPARE(m_f.last(), before);
    // Without the cancel: their die of 1 returns their one marker; the Normans keep both of theirs.
    r = m_f.step(u"rebellion"_s, {}, {{u"rebellion"_s, QJsonArray{2, 5, 1}}});
    applied(r);
    QCOMPARE(r.outcome.value(u"totals"_s).toObject(),
             (QJsonObject{{u"Normans"_s, 19}, {u"Anglo-Saxons"_s, 19}, {u"Vikings"_s, 12}}));
    QCOMPARE(r.outcome.value(u"struck"_s).toString(), u"Anglo-Saxons"_s);
    QCOMPARE(r.outcome.value(u"markers_lost"_s).toInt(), 1);
    QVERIFY(m_f.hand(u"Anglo-Saxons"_s).isEmpty());
    QCOMPARE(m_f.hand(u"Normans"_s).size(), 2);
}

void TestEventSteps1066::assassinKillsOrGivesADraw()
{
    // The Anglo-Saxons hold the Assassin; the Vikings a Gold Point; Harald (38, a king) met in contact. In the
    // Anglo-Saxons' own player turn they aim at him.
    m_f.compose({{u"Assassin"_s, 1}, {u"Gold Point"_s, 2}});
    m_f.pick(u"Anglo-Saxons"_s, u"Assassin"_s);
    m_f.pick(u"Vikings"_s, u"Gold Point"_s);
    const QJsonObject fields{{u"side"_s, u"Anglo-Saxons"_s},
                             {u"target"_s, u"Harald"_s},
                             {u"revealed"_s, u"contact"_s}};
    refused(m_f.step(u"assassin"_s, fields), u"in its own player turn"_s);
    QVERIFY(m_f.toPhase(u"Movement"_s, u"Anglo-Saxons"_s));
    const qint64 before = m_f.last();
    // A 6: Harald is eliminated; assassinated, not killed in combat: the Vikings keep their hand (§18.7, literal).
    StepResult r = m_f.step(u"assassin"_s, fields, {{u"assassin"_s, QJsonArray{6}}});
    applied(r);
    QVERIFY(m_f.eliminated(38));
    QVERIFY(r.outcome.value(u"eliminated"_s).toBool());
    QVERIFY(!r.outcome.value(u"hand_returned"_s).toBool());
    QCOMPARE(m_f.hand(u"Vikings"_s), QStringList{u"Gold Point"_s});
    QVERIFY(m_f.hand(u"Anglo-Saxons"_s).isEmpty());
    QVERIFY(m_f.pool().contains(u"Assassin"_s));
    // The public reads whose leader fell, not which; both players read his name.
    const QString pub = m_f.readable(before, 0);
    QVERIFY2(pub.contains(u"The Assassin kills a leader of Vikings"_s) && !pub.contains(u"Harald"_s),
             qPrintable(pub));
    QVERIFY(!QJsonDocument(r.toJson(Audience::Public)).toJson().contains("Harald"));
    for (const QString &reader : {u"Anglo-Saxons"_s, u"Vikings"_s})
        QVERIFY(m_f.readable(before, m_f.side(reader))
                        .contains(u"Harald (38) is eliminated by the Assassin"_s));
    // The wider reading: the hand goes back too.
    m_f.campaign->log().undo();
    QJsonObject wider = fields;
    wider.insert(u"king_reading"_s, u"any"_s);
    r = m_f.step(u"assassin"_s, wider, {{u"assassin"_s, QJsonArray{6}}});
    applied(r);
    QVERIFY(r.outcome.value(u"hand_returned"_s).toBool());
    QVERIFY(m_f.hand(u"Vikings"_s).isEmpty());
    // A 3: he lives and the Vikings draw one free marker (the pool: a Gold Point and the Assassin just played).
    m_f.campaign->log().undo();
    r = m_f.step(u"assassin"_s, fields, {{u"assassin"_s, QJsonArray{3}}});
    applied(r);
    QVERIFY(!m_f.eliminated(38));
    QCOMPARE(m_f.hand(u"Vikings"_s).size(), 2);
    QVERIFY(m_f.readable(before, 0).contains(u"Vikings draws a free marker"_s));
}

void TestEventSteps1066::assassinCancelledAndRefused()
{
    m_f.compose({{u"Assassin"_s, 1}, {u"Spy"_s, 1}, {u"Gold Point"_s, 2}});
    m_f.pick(u"Anglo-Saxons"_s, u"Assassin"_s);
    m_f.pick(u"Vikings"_s, u"Spy"_s);
    m_f.pick(u"Vikings"_s, u"Gold Point"_s);
    QVERIFY(m_f.toPhase(u"Campaign markers"_s, u"Anglo-Saxons"_s));
    const auto aim = [&](const QString &target, const QJsonObject &more = {}) {
        QJsonObject f{{u"side"_s, u"Anglo-Saxons"_s}, {u"target"_s, target}, {u"revealed"_s, u"spy"_s}};
        for (auto it = more.begin(); it != more.end(); ++it)
            f.insert(it.key(), it.value());
        return m_f.step(u"assassin"_s, f, {{u"assassin"_s, QJsonArray{2}}});
    };
    // One's own leader, a neutral's (Malcolm, of the neutral Britons), one not on the board (Odo): refused.
    refused(aim(u"Morcar/Edwin"_s), u"is not an enemy leader"_s);
    refused(aim(u"Malcolm"_s), u"is not an enemy leader"_s);
    refused(aim(u"Odo"_s), u"is not a leader in play"_s);
    refused(aim(u"Harald"_s, {{u"spy_negated_by"_s, u"Normans"_s}}), u"Normans cannot cancel the Assassin"_s);
    // The Vikings held to two, holding two: a surviving Harald's free draw must say what goes back first (§8.7).
    ContainerEditor(*m_f.campaign).setHoldingLimit(m_f.side(u"Vikings"_s), 2);
    const qint64 before = m_f.last();
    refused(aim(u"Harald"_s), u"before its free draw it returns 1"_s);
    QCOMPARE(m_f.last(), before);
    StepResult r = aim(u"Harald"_s, {{u"returns"_s, QJsonArray{u"Gold Point"_s}}});
    applied(r);
    QCOMPARE(m_f.hand(u"Vikings"_s).size(), 2);
    QVERIFY(m_f.hand(u"Vikings"_s).contains(u"Spy"_s));
    m_f.campaign->log().undo();
    // The Vikings' Spy cancels it: Assassin and Spy back to the pool, Harald untouched, no draw.
    r = aim(u"Harald"_s, {{u"spy_negated_by"_s, u"Vikings"_s}});
    applied(r);
    QCOMPARE(r.outcome.value(u"negated_by"_s).toString(), u"Vikings"_s);
    QCOMPARE(m_f.hand(u"Vikings"_s), QStringList{u"Gold Point"_s});
    QVERIFY(m_f.pool().contains(u"Assassin"_s) && m_f.pool().contains(u"Spy"_s));
}

void TestEventSteps1066::papalExchangeAndCancel()
{
    // The Normans hold two Papal Interventions; the pool a Spy and a Charge; the Vikings hold Tostig.
    m_f.compose({{u"Papal Intervention"_s, 2}, {u"Spy"_s, 1}, {u"Charge"_s, 1}, {u"Tostig"_s, 1}});
    m_f.pick(u"Normans"_s, u"Papal Intervention"_s);
    m_f.pick(u"Normans"_s, u"Papal Intervention"_s);
    m_f.pick(u"Vikings"_s, u"Tostig"_s);
    const QJsonObject exchange{{u"side"_s, u"Normans"_s}, {u"use"_s, u"exchange"_s}, {u"take"_s, u"Spy"_s}};
    refused(m_f.step(u"papal-intervention"_s, exchange), u"own campaign-marker phase"_s);
    QVERIFY(m_f.toPhase(u"Campaign markers"_s, u"Normans"_s));
    refused(m_f.step(u"papal-intervention"_s, QJsonObject{{u"side"_s, u"Normans"_s},
                                                          {u"use"_s, u"exchange"_s},
                                                          {u"take"_s, u"Charge"_s}}),
            u"Charge is not an action marker"_s);
    const qint64 before = m_f.last();
    StepResult r = m_f.step(u"papal-intervention"_s, exchange);
    applied(r);
    QCOMPARE(m_f.hand(u"Normans"_s), (QStringList{u"Papal Intervention"_s, u"Spy"_s}));
    QVERIFY(!m_f.readable(before, 0).contains(u"Spy"_s));
    // The other one cancels the Tostig the Vikings play: it goes back to the pool, not out of the game.
    refused(m_f.step(u"papal-intervention"_s, {{u"side"_s, u"Normans"_s},
                                               {u"use"_s, u"negate"_s},
                                               {u"against"_s, u"Vikings"_s},
                                               {u"marker"_s, u"Rally"_s}}),
            u"Vikings holds no Rally"_s);
    r = m_f.step(u"papal-intervention"_s, {{u"side"_s, u"Normans"_s},
                                           {u"use"_s, u"negate"_s},
                                           {u"against"_s, u"Vikings"_s},
                                           {u"marker"_s, u"Tostig"_s}});
    applied(r);
    QVERIFY(m_f.hand(u"Vikings"_s).isEmpty());
    QCOMPARE(m_f.hand(u"Normans"_s), QStringList{u"Spy"_s});
    QVERIFY(m_f.pool().contains(u"Tostig"_s) && m_f.pool().contains(u"Papal Intervention"_s));
}

void TestEventSteps1066::tradeReturnsTheSurplusFirst()
{
    // The Vikings, held to two, hold a Spy and a Gold Point; the Normans give them a Rally (a gift): the Vikings
    // would hold three of two, so one goes back first, the one they name (§8.7).
    m_f.compose({{u"Spy"_s, 1}, {u"Gold Point"_s, 1}, {u"Rally"_s, 1}});
    m_f.pick(u"Vikings"_s, u"Spy"_s);
    m_f.pick(u"Vikings"_s, u"Gold Point"_s);
    m_f.pick(u"Normans"_s, u"Rally"_s);
    ContainerEditor(*m_f.campaign).setHoldingLimit(m_f.side(u"Vikings"_s), 2);
    QVERIFY(m_f.toPhase(u"Negotiations"_s));
    QJsonObject fields{{u"from"_s, u"Normans"_s},
                       {u"to"_s, u"Vikings"_s},
                       {u"give"_s, QJsonArray{u"Rally"_s}}};
    refused(m_f.step(u"trade-markers"_s, fields), u"name them with to_returns=[...]"_s);
    fields.insert(u"to_returns"_s, QJsonArray{u"Rally"_s}); // not held before the trade
    refused(m_f.step(u"trade-markers"_s, fields), u"does not hold Rally"_s);
    fields.insert(u"to_returns"_s, QJsonArray{u"Gold Point"_s});
    const qint64 before = m_f.last();
    const StepResult r = m_f.step(u"trade-markers"_s, fields);
    applied(r);
    QCOMPARE(m_f.hand(u"Vikings"_s), (QStringList{u"Rally"_s, u"Spy"_s}));
    QCOMPARE(m_f.pool(), QStringList{u"Gold Point"_s});
    QVERIFY(m_f.readable(before, m_f.side(u"Vikings"_s))
                    .contains(u"received: Rally (returned to the pool first: Gold Point)"_s));
    const QString pub = m_f.readable(before, 0);
    QVERIFY2(!pub.contains(u"Gold Point"_s) && !pub.contains(u"Rally"_s), qPrintable(pub));
    QVERIFY(!QJsonDocument(r.toJson(Audience::Public)).toJson().contains("Gold Point"));
}

void TestEventSteps1066::stormsThroughTheCommandLine()
{
    // The first example of the step, through reeve-cli: January, the three Viking fleets in Norway roll 6, 2, 3.
    m_f.compose({{u"Storms"_s, 1}});
    m_f.draw(u"Vikings"_s, 1);
    const QString file = m_f.campaign->path();
    m_f.campaign.reset();
    const auto cli = [&](const QStringList &args) {
        return ReeveTest::runCli(args, u"reeve-events-1066-test"_s);
    };
    // Four dice for three fleets: exit 2, a message naming the count, nothing written.
    const QByteArray log = cli({u"log"_s, file, u"--json"_s}).out;
    ReeveTest::CliRun r = cli({u"step"_s, file, u"storms"_s, u"--dice"_s, u"storms=6,2,3,1"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("3 fleet(s)"), r.err.constData());
    QCOMPARE(cli({u"log"_s, file, u"--json"_s}).out, log);
    r = cli({u"step"_s, file, u"storms"_s, u"--dice"_s, u"storms=6,2,3"_s, u"--json"_s, u"--audience"_s,
             u"public"_s});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.contains("\"Vikings\": 1") && !r.out.contains("fleet #"), r.out.constData());
    r = cli({u"step"_s, file, u"--check"_s, u"storms"_s});
    QCOMPARE(r.code, 2);
    r = cli({u"log"_s, file, u"--audience"_s, u"side=Vikings"_s});
    QVERIFY2(r.out.contains("Lost: fleet #42 (42)."), r.out.constData());
    r = cli({u"log"_s, file, u"--audience"_s, u"public"_s});
    QVERIFY2(!r.out.contains("fleet #42"), r.out.constData());
}

QTEST_GUILESS_MAIN(TestEventSteps1066)
#include "tst_eventsteps1066.moc"
