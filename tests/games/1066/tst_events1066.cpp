// The 1066 events and marker plays as campaign steps (issue 21), every figure worked by hand from §8.13, §8.9,
// §8.12 and §22 on the scenario with three players (Normans, Anglo-Saxons, Vikings; the Britons neutral):
// Troops Demand More Pay and Attrition read the drawer's forces from the campaign and take the units off; a
// trade moves markers hand to hand, private to the two; Oath of Fealty takes a marker at random, or the one
// chosen when a Spy turned the hand face up first; a Comet drawn mid-draw stops the draw and redraws every hand.
// Each step is one action, refused whole, and the public log names no counter, square or marker kind it hides.
#include "eventsfixture.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestEvents1066 : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        QByteArray why;
        QVERIFY2(m_f.make(u"events"_s, &why), why.constData());
    }
    void cleanup() { m_campaign.reset(); }
    void troopsMutinyInTheOrderOfTheirNumbers();
    void troopsPaidOrBought();
    void troopsRefusals();
    void attritionReadsTheStacksAndTheCall();
    void tradeIsPrivateToTheTwo();
    void oathAtRandomOrWithASpy();
    void cometMidDrawStopsAndRedraws();
    void tradeWithinTheHoldingLimit();
    void throughTheCommandLine();

private:
    StepResult step(const QString &id, const QJsonObject &fields, const QJsonObject &dice = {})
    {
        return m_f.step(id, fields, dice);
    }
    void compose(std::initializer_list<std::pair<QString, int>> counts) { m_f.compose(counts); }
    void draw(const QString &sideName, int n) { m_f.draw(sideName, n); }
    void pick(const QString &sideName, const QString &kind) { m_f.pick(sideName, kind); }
    void toPhase(const QString &phase) { QVERIFY(m_f.toPhase(phase)); }
    qint64 side(const QString &name) { return m_f.side(name); }
    QStringList hand(const QString &name) { return m_f.hand(name); }
    QList<qint64> alive(const QString &square, const QString &sideName)
    {
        return m_f.alive(square, sideName);
    }
    void moveAll(const QList<qint64> &ids, const QString &square) { m_f.moveAll(ids, square); }
    /// What \a reader (public: 0, a side: its id, referee: -1) reads of the log after \a from.
    QString readable(qint64 from, qint64 reader) { return m_f.readable(from, reader); }
    ReeveTest::EventsFixture m_f;
    std::unique_ptr<Campaign> &m_campaign = m_f.campaign;
};

void TestEvents1066::troopsMutinyInTheOrderOfTheirNumbers()
{
    // Before: seven Norman units in St. Valery, William (1, king), Odo (2), Alan (3), knights 4 and 5, the fyrd
    // (7) and the fleet (14); every other Norman unit alone in its town. The Normans draw the event and hold no
    // gold: the force of seven (five or more, the king counted, §8.13) mutinies: six dice, the king never rolls.
    moveAll({1, 2, 3, 4, 5, 14}, u"St. Valery"_s);
    compose({{u"Troops Demand More Pay"_s, 1}});
    draw(u"Normans"_s, 1);
    const qint64 before = m_campaign->log().lastSeq();
    // Dice 2 5 1 6 4 3 to units 2, 3, 4, 5, 7, 14: 1-3 eliminates: Odo, knight #4 and the fleet go.
    const StepResult r = step(u"troops-demand-pay"_s, {{u"side"_s, u"Normans"_s}},
                              {{u"mutiny"_s, QJsonArray{2, 5, 1, 6, 4, 3}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"forces"_s).toArray(), QJsonArray{u"St. Valery"_s});
    QCOMPARE(r.outcome.value(u"mutinied"_s).toArray(), QJsonArray{u"St. Valery"_s});
    QCOMPARE(r.outcome.value(u"eliminated"_s).toArray(),
             (QJsonArray{u"Odo"_s, u"knight #4"_s, u"fleet #14"_s}));
    // After: William, Alan, knight 5 and the fyrd stay.
    QCOMPARE(alive(u"St. Valery"_s, u"Normans"_s), (QList<qint64>{1, 3, 5, 7}));
    // The public reads that the event cost three units, not where nor which; the Normans read both.
    const QString pub = readable(before, 0);
    QVERIFY2(pub.contains(u"cost Normans 3 unit(s)"_s), qPrintable(pub));
    for (const QString &secret : {u"St. Valery"_s, u"Odo"_s, u"knight #4"_s})
        QVERIFY2(!pub.contains(secret), qPrintable(secret + u" in: "_s + pub));
    QVERIFY(!QJsonDocument(r.toJson(Audience::Public)).toJson().contains("St. Valery"));
    const QString own = readable(before, side(u"Normans"_s));
    QVERIFY2(own.contains(u"St. Valery"_s) && own.contains(u"Odo (2)"_s), qPrintable(own));
    QVERIFY(!readable(before, side(u"Vikings"_s)).contains(u"St. Valery"_s));
    // One action: undo puts the three back; the event applies once.
    m_campaign->log().undo();
    QCOMPARE(alive(u"St. Valery"_s, u"Normans"_s).size(), 7);
    m_campaign->log().redo();
    QCOMPARE(alive(u"St. Valery"_s, u"Normans"_s).size(), 4);
    const StepResult again = step(u"troops-demand-pay"_s, {{u"side"_s, u"Normans"_s}});
    QVERIFY(again.refused());
    QCOMPARE(again.refusals.first().rule, u"1066 §8.9"_s);
}

void TestEvents1066::troopsPaidOrBought()
{
    // Before: five Normans in St. Valery (William, the fleet and fyrds 6, 7, 9) and five without a king in Rouen
    // (Odo, Alan, knights 4 and 5, fyrd 8). The Normans hold one Gold Point, the Vikings two. The Normans pay for
    // St. Valery (William is there: no one could buy it) and leave Rouen unpaid; the Vikings win the open
    // bidding at 2 gold.
    moveAll({1, 14}, u"St. Valery"_s);
    moveAll({2, 3, 4, 5}, u"Rouen"_s);
    QCOMPARE(alive(u"St. Valery"_s, u"Normans"_s).size(), 3);
    CampaignEditor editor(*m_campaign);
    for (qint64 id : {6, 9})
        editor.moveUnit(id, u"St. Valery"_s); // St. Valery: William, fyrds 6, 7, 9 and the fleet: five
    compose({{u"Troops Demand More Pay"_s, 1}, {u"Gold Point"_s, 3}});
    pick(u"Normans"_s, u"Gold Point"_s);
    pick(u"Vikings"_s, u"Gold Point"_s);
    pick(u"Vikings"_s, u"Gold Point"_s);
    draw(u"Normans"_s, 1); // the event is all that is left
    const qint64 before = m_campaign->log().lastSeq();
    const StepResult r = step(u"troops-demand-pay"_s, {{u"side"_s, u"Normans"_s},
                                                       {u"pay"_s, QJsonArray{u"St. Valery"_s}},
                                                       {u"bought"_s, QJsonArray{u"Rouen"_s}},
                                                       {u"buyers"_s, QJsonArray{u"Vikings"_s}},
                                                       {u"prices"_s, QJsonArray{2}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"losses"_s).toInt(), 0);
    QCOMPARE(r.outcome.value(u"gold_spent"_s).toInt(), 1);
    // After: no Gold Point left on either side; Rouen's five now under Viking control (§11.8), still Norman-owned.
    QVERIFY(hand(u"Normans"_s).isEmpty());
    QVERIFY(hand(u"Vikings"_s).isEmpty());
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (u.locationId == u"Rouen"_s)
            QCOMPARE(u.attributes.value(u"controlled_by"_s).toInteger(), side(u"Vikings"_s));
    QCOMPARE(alive(u"St. Valery"_s, u"Normans"_s).size(), 5);
    // The open bidding is public: who bought, for how much; not where, nor which units.
    const QString pub = readable(before, 0);
    QVERIFY2(pub.contains(u"Vikings paid 2 gold and took control of an unpaid force of Normans"_s),
             qPrintable(pub));
    QVERIFY2(!pub.contains(u"Rouen"_s) && !pub.contains(u"Odo"_s), qPrintable(pub));
    QVERIFY(readable(before, side(u"Vikings"_s)).contains(u"Now under your control in Rouen: Odo (2)"_s));
    const QString normans = readable(before, side(u"Normans"_s));
    QVERIFY2(normans.contains(
                     u"Rouen (Odo (2), Alan (3), knight #4 (4), knight #5 (5), fyrd #8 (8)): bought by "
                     "Vikings for 2 gold"_s)
                     && normans.contains(
                             u"St. Valery (William (1), fyrd #6 (6), fyrd #7 (7), fyrd #9 (9), fleet "
                             "#14 (14)): paid"_s),
             qPrintable(normans));
}

void TestEvents1066::troopsRefusals()
{
    moveAll({1, 2, 3, 4, 14}, u"St. Valery"_s); // six with William
    compose({{u"Troops Demand More Pay"_s, 1}, {u"Gold Point"_s, 1}});
    // Not drawn yet: nothing to apply.
    QVERIFY(step(u"troops-demand-pay"_s, {{u"side"_s, u"Normans"_s}}).refused());
    pick(u"Vikings"_s, u"Gold Point"_s);
    draw(u"Normans"_s, 1);
    const qint64 before = m_campaign->log().lastSeq();
    const auto refused = [&](const QJsonObject &fields, const QString &words) {
        const StepResult r = step(u"troops-demand-pay"_s, fields);
        QVERIFY2(r.refused(), qPrintable(words));
        QVERIFY2(r.refusals.first().message.contains(words), qPrintable(r.refusals.first().message));
        QCOMPARE(m_campaign->log().lastSeq(), before);
    };
    // A force with a king cannot be bought; Rouen holds one Norman unit, no force; the Normans hold no gold;
    // the Britons are neutral, no enemy player.
    QJsonObject buy{{u"side"_s, u"Normans"_s},
                    {u"bought"_s, QJsonArray{u"St. Valery"_s}},
                    {u"buyers"_s, QJsonArray{u"Vikings"_s}}};
    refused(buy, u"has a king with it"_s);
    refused({{u"side"_s, u"Normans"_s}, {u"pay"_s, QJsonArray{u"Rouen"_s}}}, u"no force of five or more"_s);
    refused({{u"side"_s, u"Normans"_s}, {u"pay"_s, QJsonArray{u"St. Valery"_s}}}, u"holds 0 Gold Point"_s);
    // Dice entered must be one per unit but the king: five here.
    const StepResult few = step(u"troops-demand-pay"_s, {{u"side"_s, u"Normans"_s}},
                                {{u"mutiny"_s, QJsonArray{1, 2}}});
    QVERIFY(few.refused());
    QVERIFY2(few.refusals.first().message.contains(u"5 here"_s), qPrintable(few.refusals.first().message));
    QCOMPARE(m_campaign->log().lastSeq(), before);
}

void TestEvents1066::attritionReadsTheStacksAndTheCall()
{
    // Before: the Anglo-Saxons have two stacks of two, London (Harold, king, with fyrd 29) and York (Morcar/Edwin
    // 16 with fyrd 20); every other unit stands alone or off the board. One die each, in the order of the
    // squares' names: London, then York. No call to arms yet: a 1 loses a unit, a 2 does nothing (§8.13).
    compose({{u"Attrition"_s, 2}});
    draw(u"Anglo-Saxons"_s, 1);
    const qint64 before = m_campaign->log().lastSeq();
    StepResult r = step(u"attrition"_s, {{u"side"_s, u"Anglo-Saxons"_s}},
                        {{u"attrition"_s, QJsonArray{2, 1}}});
    // York is hit and holds two units that can go: the owner must say which; nothing written.
    QVERIFY(r.refused());
    QVERIFY2(r.refusals.first().message.contains(u"Morcar/Edwin (16), fyrd #20 (20)"_s),
             qPrintable(r.refusals.first().message));
    QCOMPARE(m_campaign->log().lastSeq(), before);
    r = step(u"attrition"_s, {{u"side"_s, u"Anglo-Saxons"_s}, {u"lose"_s, QJsonArray{20}}},
             {{u"attrition"_s, QJsonArray{2, 1}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"squares"_s).toArray(), (QJsonArray{u"London"_s, u"York"_s}));
    QCOMPARE(r.outcome.value(u"squares_hit"_s).toArray(), QJsonArray{u"York"_s});
    QCOMPARE(alive(u"York"_s, u"Anglo-Saxons"_s), QList<qint64>{16});
    QCOMPARE(alive(u"London"_s, u"Anglo-Saxons"_s), (QList<qint64>{15, 29}));
    const QString pub = readable(before, 0);
    QVERIFY2(pub.contains(u"Anglo-Saxons applied Attrition (1066 §8.13): 1 unit(s) lost"_s), qPrintable(pub));
    QVERIFY2(!pub.contains(u"York"_s) && !pub.contains(u"London"_s), qPrintable(pub));

    // The next player turn, after a call to arms (§10.4): a 2 now loses a unit. The Anglo-Saxons draw the
    // second Attrition; London is hit on a 2 and only fyrd 29 can go (Harold never does); York (one unit) no
    // longer rolls: one die.
    {
        ActionWriter writer(m_campaign->log());
        Side s = CampaignReader(m_campaign->database()).side(side(u"Anglo-Saxons"_s));
        s.attributes.insert(u"call_to_arms"_s, 1);
        writer.update(u"sides"_s, {{u"id"_s, s.id}},
                      {{u"attributes"_s,
                        QString::fromUtf8(QJsonDocument(s.attributes).toJson(QJsonDocument::Compact))}});
        writer.commit(u"test"_s, u"call to arms recorded"_s);
    }
    toPhase(u"Campaign markers"_s);
    draw(u"Anglo-Saxons"_s, 1);
    r = step(u"attrition"_s, {{u"side"_s, u"Anglo-Saxons"_s}}, {{u"attrition"_s, QJsonArray{2}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QVERIFY(r.outcome.value(u"called_to_arms"_s).toBool());
    QCOMPARE(r.outcome.value(u"eliminated"_s).toArray(), QJsonArray{u"fyrd #29"_s});
    QCOMPARE(alive(u"London"_s, u"Anglo-Saxons"_s), QList<qint64>{15});
}

void TestEvents1066::tradeIsPrivateToTheTwo()
{
    // Before: the Normans hold a Spy and a Gold Point, the Vikings a Rally. In the negotiations phase the
    // Normans give both for the Rally (§8.12, §22.2).
    compose({{u"Spy"_s, 1}, {u"Gold Point"_s, 1}, {u"Rally"_s, 1}});
    pick(u"Normans"_s, u"Spy"_s);
    pick(u"Normans"_s, u"Gold Point"_s);
    pick(u"Vikings"_s, u"Rally"_s);
    const QJsonObject fields{{u"from"_s, u"Normans"_s},
                             {u"to"_s, u"Vikings"_s},
                             {u"give"_s, QJsonArray{u"Spy"_s, u"Gold Point"_s}},
                             {u"take"_s, QJsonArray{u"Rally"_s}}};
    StepResult r = step(u"trade-markers"_s, fields);
    QVERIFY(r.refused()); // the clock is at the initiative
    QCOMPARE(r.refusals.first().rule, u"1066 §22.1"_s);
    toPhase(u"Negotiations"_s);
    // The neutral Britons hold no hand; a kind not held cannot move.
    QVERIFY(step(u"trade-markers"_s,
                 {{u"from"_s, u"Normans"_s}, {u"to"_s, u"Britons"_s}, {u"give"_s, QJsonArray{u"Spy"_s}}})
                    .refused());
    r = step(u"trade-markers"_s, {{u"from"_s, u"Normans"_s},
                                  {u"to"_s, u"Vikings"_s},
                                  {u"give"_s, QJsonArray{u"Spy"_s, u"Spy"_s}}});
    QVERIFY(r.refused());
    QVERIFY2(r.refusals.first().message.contains(u"does not hold Spy"_s),
             qPrintable(r.refusals.first().message));
    const qint64 before = m_campaign->log().lastSeq();
    r = step(u"trade-markers"_s, fields);
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    // After: the Normans hold the Rally, the Vikings the Spy and the Gold Point.
    QCOMPARE(hand(u"Normans"_s), QStringList{u"Rally"_s});
    QCOMPARE(hand(u"Vikings"_s), (QStringList{u"Gold Point"_s, u"Spy"_s}));
    // The public and the Anglo-Saxons read that a trade happened, not what; each party reads it all.
    for (qint64 reader : {qint64(0), side(u"Anglo-Saxons"_s)}) {
        const QString seen = readable(before, reader);
        QVERIFY2(seen.contains(u"Normans and Vikings traded campaign markers"_s), qPrintable(seen));
        for (const QString &kind : {u"Spy"_s, u"Rally"_s, u"Gold Point"_s})
            QVERIFY2(!seen.contains(kind), qPrintable(kind + u" in: "_s + seen));
    }
    QVERIFY(readable(before, side(u"Normans"_s))
                    .contains(u"Normans gave Vikings: Spy, Gold Point; received: Rally"_s));
    QVERIFY(readable(before, side(u"Vikings"_s))
                    .contains(u"Vikings gave Normans: Rally; received: Spy, Gold Point"_s));
    QVERIFY(!QJsonDocument(r.toJson(Audience::Public)).toJson().contains("Rally"));
    m_campaign->log().undo();
    QCOMPARE(hand(u"Normans"_s), (QStringList{u"Gold Point"_s, u"Spy"_s}));
}

void TestEvents1066::oathAtRandomOrWithASpy()
{
    // Before: the Normans hold Oath of Fealty and a Spy, the Vikings a Gold Point and a Rally. The Normans' own
    // campaign-marker phase (they sit first).
    compose({{u"Oath of Fealty"_s, 2},
             {u"Spy"_s, 1},
             {u"Gold Point"_s, 1},
             {u"Rally"_s, 1},
             {u"Papal Intervention"_s, 1}});
    pick(u"Normans"_s, u"Oath of Fealty"_s);
    pick(u"Normans"_s, u"Spy"_s);
    pick(u"Vikings"_s, u"Gold Point"_s);
    pick(u"Vikings"_s, u"Rally"_s);
    QJsonObject fields{{u"side"_s, u"Normans"_s}, {u"target"_s, u"Vikings"_s}, {u"spy"_s, true}};
    QVERIFY(step(u"oath-of-fealty"_s, fields).refused()); // not the campaign-marker phase
    toPhase(u"Campaign markers"_s);
    // With the Spy the hand is face up: the Normans must say which they take, and only what is there.
    StepResult r = step(u"oath-of-fealty"_s, fields);
    QVERIFY(r.refused());
    fields.insert(u"choose"_s, u"Spy"_s);
    QVERIFY(step(u"oath-of-fealty"_s, fields).refused());
    fields.insert(u"choose"_s, u"Rally"_s);
    const qint64 before = m_campaign->log().lastSeq();
    r = step(u"oath-of-fealty"_s, fields);
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    // After: the Oath and the Spy back in the pool, the Rally with the Normans; the Vikings keep the Gold Point.
    QCOMPARE(hand(u"Normans"_s), QStringList{u"Rally"_s});
    QCOMPARE(hand(u"Vikings"_s), QStringList{u"Gold Point"_s});
    QVERIFY(r.outcome.value(u"chosen"_s).toBool());
    // The Normans saw the Vikings' hand and read what they took; the Vikings read what they lost; the public
    // reads that the Oath and a Spy were played against the Vikings, and no marker taken.
    const QString normans = readable(before, side(u"Normans"_s));
    QVERIFY2(normans.contains(u"The hand of Vikings: Gold Point, Rally"_s), qPrintable(normans));
    QVERIFY(normans.contains(u"Normans took Rally from Vikings"_s));
    QVERIFY(readable(before, side(u"Vikings"_s))
                    .contains(u"Vikings lost Rally to the Oath of Fealty of Normans"_s));
    const QString pub = readable(before, 0);
    QVERIFY2(pub.contains(u"Normans played Oath of Fealty with a Spy against Vikings"_s), qPrintable(pub));
    QVERIFY2(!pub.contains(u"Rally"_s) && !pub.contains(u"Gold Point"_s), qPrintable(pub));
    // Without a Spy the Oath takes at random: the Vikings' one marker, the Gold Point.
    pick(u"Normans"_s, u"Oath of Fealty"_s);
    r = step(u"oath-of-fealty"_s, {{u"side"_s, u"Normans"_s}, {u"target"_s, u"Vikings"_s}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"taken"_s).toString(), u"Gold Point"_s);
    QCOMPARE(hand(u"Normans"_s), (QStringList{u"Gold Point"_s, u"Rally"_s}));
    QVERIFY(hand(u"Vikings"_s).isEmpty());
    // A Papal Intervention from the Vikings' hand cancels the Oath: nothing is taken, both go back to the pool.
    pick(u"Normans"_s, u"Oath of Fealty"_s);
    pick(u"Vikings"_s, u"Papal Intervention"_s);
    r = step(u"oath-of-fealty"_s,
             {{u"side"_s, u"Normans"_s}, {u"target"_s, u"Vikings"_s}, {u"papal_negates"_s, u"Vikings"_s}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(hand(u"Normans"_s), (QStringList{u"Gold Point"_s, u"Rally"_s}));
    QVERIFY(hand(u"Vikings"_s).isEmpty());
    // An empty hand gives nothing to take.
    pick(u"Normans"_s, u"Oath of Fealty"_s);
    QVERIFY(step(u"oath-of-fealty"_s, {{u"side"_s, u"Normans"_s}, {u"target"_s, u"Vikings"_s}}).refused());
}

void TestEvents1066::cometMidDrawStopsAndRedraws()
{
    // Before: a pool of a Comet and three Gold Points; the Vikings take the three Gold Points, so the Comet is all
    // the pool holds. The Normans' campaign markers due: leaders William 3, Odo 1, Alan 1 (house figures) and
    // eight towns of feudal 1 each (house), Normandy's 5 (always the Normans', §21.1, §21.8): (5 + 8 + 5) / 5
    // rounded up = 4 (§8.5).
    CampaignEditor editor(*m_campaign);
    CampaignReader reader(m_campaign->database());
    for (const auto &[id, value] : {std::pair{1, 3}, std::pair{2, 1}, std::pair{3, 1}}) {
        Unit u = reader.unit(id);
        u.attributes.insert(u"leader"_s, value);
        editor.editUnit(u.id, u.type, u.name, u.attributes);
    }
    for (qint64 id = 6; id <= 13; ++id) {
        const Location l = reader.location(reader.unit(id).locationId);
        QJsonObject a = l.attributes;
        a.insert(u"feudal"_s, 1);
        editor.editLocation(l.id, l.name, l.kind, a);
    }
    compose({{u"Comet"_s, 1}, {u"Gold Point"_s, 3}});
    for (int i = 0; i < 3; ++i)
        pick(u"Vikings"_s, u"Gold Point"_s);
    toPhase(u"Campaign markers"_s);
    const qint64 before = m_campaign->log().lastSeq();
    const StepResult r = step(u"campaign-markers"_s, {{u"side"_s, u"Normans"_s}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"markers"_s).toInt(), 4);
    // The Comet comes out first: the draw stops, three not drawn (§8.13: played the instant it is picked).
    QCOMPARE(r.outcome.value(u"not_drawn"_s).toInt(), 3);
    // Every hand back (the Vikings' three Gold Points), then the §27.3 counts, the first player (the Normans,
    // first in seating order with no initiative) last: Anglo-Saxons 4 wanted, 3 in the pool; Vikings 3, none
    // left; Normans 6, none.
    const QJsonObject comet = r.outcome.value(u"comet"_s).toObject();
    QCOMPARE(comet.value(u"drawing_order"_s).toString(), u"Anglo-Saxons, Vikings, Normans"_s);
    QCOMPARE(comet.value(u"received"_s).toObject(),
             (QJsonObject{{u"Anglo-Saxons"_s, 3}, {u"Vikings"_s, 0}, {u"Normans"_s, 0}}));
    QCOMPARE(hand(u"Anglo-Saxons"_s), (QStringList{u"Gold Point"_s, u"Gold Point"_s, u"Gold Point"_s}));
    QVERIFY(hand(u"Vikings"_s).isEmpty());
    const QString pub = readable(before, 0);
    QVERIFY2(pub.contains(u"the draw stopped at the Comet, 3 markers not drawn"_s), qPrintable(pub));
    QVERIFY2(pub.contains(u"Anglo-Saxons 3 of 4, Vikings 0 of 3, Normans 0 of 6"_s), qPrintable(pub));
    QVERIFY2(!pub.contains(u"Gold Point"_s), qPrintable(pub));
    QVERIFY(readable(before, side(u"Anglo-Saxons"_s)).contains(u"New hand of Anglo-Saxons: Gold Point"_s));
    // One action; and the Comet comes once a game.
    m_campaign->log().undo();
    QCOMPARE(hand(u"Vikings"_s).size(), 3);
    m_campaign->log().redo();
    const StepResult again = step(u"comet"_s, {});
    QVERIFY(again.refused());
    QVERIFY2(again.refusals.first().message.contains(u"once a game"_s),
             qPrintable(again.refusals.first().message));
}

void TestEvents1066::tradeWithinTheHoldingLimit()
{
    // A hand that would pass its limit returns the surplus first (§8.7): with the Vikings held to two, a gift of
    // one more marker to their two is refused; a swap one for one is not.
    compose({{u"Spy"_s, 2}, {u"Gold Point"_s, 2}});
    pick(u"Normans"_s, u"Spy"_s);
    pick(u"Vikings"_s, u"Spy"_s);
    pick(u"Vikings"_s, u"Gold Point"_s);
    ContainerEditor(*m_campaign).setHoldingLimit(side(u"Vikings"_s), 2);
    toPhase(u"Negotiations"_s);
    StepResult r = step(u"trade-markers"_s, {{u"from"_s, u"Normans"_s},
                                             {u"to"_s, u"Vikings"_s},
                                             {u"give"_s, QJsonArray{u"Spy"_s}}});
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §8.7"_s);
    QVERIFY2(r.refusals.first().message.contains(u"Vikings would hold 3 of at most 2"_s),
             qPrintable(r.refusals.first().message));
    r = step(u"trade-markers"_s, {{u"from"_s, u"Normans"_s},
                                  {u"to"_s, u"Vikings"_s},
                                  {u"give"_s, QJsonArray{u"Spy"_s}},
                                  {u"take"_s, QJsonArray{u"Gold Point"_s}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(hand(u"Vikings"_s), (QStringList{u"Spy"_s, u"Spy"_s}));
}

void TestEvents1066::throughTheCommandLine()
{
    // The same trade through reeve-cli: the public answer and the public log say two powers traded; the
    // Vikings' answer names what they received only for the first power's reader (given, taken: §8.2).
    compose({{u"Spy"_s, 1}, {u"Rally"_s, 1}});
    pick(u"Normans"_s, u"Spy"_s);
    pick(u"Vikings"_s, u"Rally"_s);
    toPhase(u"Negotiations"_s);
    const QString file = m_campaign->path();
    m_campaign.reset();
    const auto cli = [&](const QStringList &args) {
        return ReeveTest::runCli(args, u"reeve-events-1066-test"_s);
    };
    ReeveTest::CliRun r = cli({u"step"_s, file, u"trade-markers"_s, u"from=Normans"_s, u"to=Vikings"_s,
                               u"give=[\"Spy\"]"_s, u"take=[\"Rally\"]"_s, u"--json"_s, u"--audience"_s,
                               u"public"_s});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(!r.out.contains("Spy") && !r.out.contains("Rally"), r.out.constData());
    r = cli({u"log"_s, file, u"--audience"_s, u"public"_s});
    QVERIFY(r.out.contains("Normans and Vikings traded campaign markers"));
    QVERIFY2(!r.out.contains("Rally"), r.out.constData());
    r = cli({u"log"_s, file, u"--audience"_s, u"side=Vikings"_s});
    QVERIFY2(r.out.contains("Vikings gave Normans: Rally; received: Spy"), r.out.constData());
    r = cli({u"log"_s, file, u"--audience"_s, u"side=Anglo-Saxons"_s});
    QVERIFY2(!r.out.contains("Rally") && !r.out.contains("received"), r.out.constData());
    // A refusal through the command line: exit 2, a plain message, nothing written.
    const QByteArray before = cli({u"log"_s, file, u"--json"_s}).out;
    r = cli({u"step"_s, file, u"trade-markers"_s, u"from=Normans"_s, u"to=Normans"_s, u"give=[\"Rally\"]"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("same player") && r.err.contains("22.4"), r.err.constData());
    QCOMPARE(cli({u"log"_s, file, u"--json"_s}).out, before);
}

QTEST_GUILESS_MAIN(TestEvents1066)
#include "tst_events1066.moc"
