// Who is aboard which fleet and which counters were revealed, recorded by the campaign (1066 §17.5-17.16, §7.1-7.3,
// §8.13) and read by the steps that need them: the move, Storms, the Assassin. Every figure is worked by hand.
#include "eventsfixture.h"

#include "games/1066/turn/reveal1066.h"

using namespace Reeve;
using namespace ReeveTest;
using namespace Qt::StringLiterals;

namespace {

// The scenario's Vikings in Norway (an off-map box with a port, §21.7): Harald, three thegns, three fleets.
constexpr qint64 Harald = 38, ThegnA = 39, ThegnB = 40, ThegnC = 41, Fleet1 = 42, Fleet2 = 43, Fleet3 = 44;

QString firstRefusal(const StepResult &r)
{
    return r.refused() ? r.refusals.first().message + u" ["_s + r.refusals.first().rule + u"]"_s : QString();
}

} // namespace

class TestEmbark1066 : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_f.campaign.reset(); }
    void embarkIsRecordedAndChecked();
    void theFleetTakesItsCargoAlong();
    void landedUnitsMoveNoFurther();
    void stormsReadTheRecord();
    void contactAndSpyRevealForTheAssassin();
    void givenRevealOverridesAndSaysSo();

private:
    bool revealedTo(qint64 unit, const QString &side)
    {
        return Reveal1066::isRevealedTo(m_f.reader().unit(unit), m_f.side(side));
    }
    qint64 attribute(qint64 unit, const QString &key)
    {
        return m_f.reader().unit(unit).attributes.value(key).toInteger();
    }
    EventsFixture m_f;
};

void TestEmbark1066::init()
{
    QByteArray why;
    QVERIFY2(m_f.make(u"embark"_s, &why), why.constData());
    m_f.addSquare(u"North Sea"_s, {{u"all_sea"_s, true}});
    m_f.addSquare(u"Whitby"_s, {{u"coastal"_s, true}});
    QVERIFY(m_f.toPhase(u"Movement"_s, u"Vikings"_s));
}

void TestEmbark1066::embarkIsRecordedAndChecked()
{
    const qint64 from = m_f.last();
    StepResult r = m_f.step(u"embark"_s, {{u"side"_s, u"Vikings"_s},
                                          {u"fleet"_s, Fleet1},
                                          {u"units"_s, QJsonArray{u"Harald"_s, ThegnA}}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    QCOMPARE(attribute(Harald, u"aboard"_s), Fleet1);
    QCOMPARE(attribute(ThegnA, u"aboard"_s), Fleet1);
    // §17.6: Norway has a port (§21.7), so the fleet may still move this phase.
    QVERIFY(r.outcome.value(u"embarked"_s).toObject().value(u"note"_s).toString().contains(u"§17.6"_s));
    // §7.1: the public log says that a power embarked, not who; the Vikings' own log names them.
    QVERIFY(!m_f.readable(from, 0).contains(u"Harald"_s));
    QVERIFY(m_f.readable(from, m_f.side(u"Vikings"_s)).contains(u"Harald"_s));
    // §17.5: two land units a fleet; a fleet carries no fleet; a unit is aboard one fleet; the phasing power only.
    r = m_f.step(u"embark"_s,
                 {{u"side"_s, u"Vikings"_s}, {u"fleet"_s, Fleet1}, {u"units"_s, QJsonArray{ThegnB}}});
    QVERIFY(firstRefusal(r).contains(u"two at most"_s));
    r = m_f.step(u"embark"_s,
                 {{u"side"_s, u"Vikings"_s}, {u"fleet"_s, Fleet2}, {u"units"_s, QJsonArray{Fleet3}}});
    QVERIFY(firstRefusal(r).contains(u"fleet"_s));
    r = m_f.step(u"embark"_s,
                 {{u"side"_s, u"Vikings"_s}, {u"fleet"_s, Fleet2}, {u"units"_s, QJsonArray{Harald}}});
    QVERIFY(firstRefusal(r).contains(u"already aboard"_s));
    r = m_f.step(u"embark"_s,
                 {{u"side"_s, u"Normans"_s}, {u"fleet"_s, Fleet2}, {u"units"_s, QJsonArray{ThegnB}}});
    QVERIFY(r.refused());
    // One undo takes the embarkation back.
    m_f.step(u"embark"_s, {{u"side"_s, u"Vikings"_s}, {u"fleet"_s, Fleet2}, {u"units"_s, QJsonArray{ThegnB}}});
    QCOMPARE(attribute(ThegnB, u"aboard"_s), Fleet2);
    m_f.campaign->log().undo();
    QCOMPARE(attribute(ThegnB, u"aboard"_s), 0);
}

void TestEmbark1066::theFleetTakesItsCargoAlong()
{
    m_f.step(u"embark"_s,
             {{u"side"_s, u"Vikings"_s}, {u"fleet"_s, Fleet1}, {u"units"_s, QJsonArray{Harald, ThegnA}}});
    // §17.10: a unit aboard moves with its fleet, not on its own.
    StepResult r = m_f.step(u"map-move"_s, {{u"side"_s, u"Vikings"_s},
                                            {u"units"_s, QJsonArray{Harald}},
                                            {u"to"_s, u"North Sea"_s}});
    QVERIFY(firstRefusal(r).contains(u"§17.10"_s));
    const qint64 from = m_f.last();
    r = m_f.step(u"map-move"_s,
                 {{u"side"_s, u"Vikings"_s}, {u"units"_s, QJsonArray{Fleet1}}, {u"to"_s, u"North Sea"_s}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    for (qint64 id : {Fleet1, Harald, ThegnA})
        QCOMPARE(m_f.reader().unit(id).locationId, u"North Sea"_s);
    QCOMPARE(m_f.reader().unit(ThegnB).locationId, u"Norway"_s);
    QCOMPARE(attribute(Harald, u"aboard"_s), Fleet1); // still aboard, the record holds in the new square
    QVERIFY(!m_f.readable(from, 0).contains(u"Harald"_s));
    // §17.10: nobody lands at sea.
    r = m_f.step(u"disembark"_s, {{u"side"_s, u"Vikings"_s}, {u"units"_s, QJsonArray{Harald}}});
    QVERIFY(firstRefusal(r).contains(u"§17.10"_s));
}

void TestEmbark1066::landedUnitsMoveNoFurther()
{
    m_f.step(u"embark"_s, {{u"side"_s, u"Vikings"_s}, {u"fleet"_s, Fleet1}, {u"units"_s, QJsonArray{ThegnA}}});
    QVERIFY(!m_f.step(u"map-move"_s,
                      {{u"side"_s, u"Vikings"_s}, {u"units"_s, QJsonArray{Fleet1}}, {u"to"_s, u"Whitby"_s}})
                     .refused());
    const StepResult landed = m_f.step(u"disembark"_s,
                                       {{u"side"_s, u"Vikings"_s}, {u"units"_s, QJsonArray{ThegnA}}});
    QVERIFY2(!landed.refused(), qPrintable(firstRefusal(landed)));
    QCOMPARE(attribute(ThegnA, u"aboard"_s), 0);
    QCOMPARE(m_f.reader().unit(ThegnA).locationId, u"Whitby"_s);
    // §17.10: the thegn just landed moves no further this phase; the fleet sails on.
    StepResult r = m_f.step(u"map-move"_s, {{u"side"_s, u"Vikings"_s},
                                            {u"units"_s, QJsonArray{ThegnA}},
                                            {u"to"_s, u"York"_s}});
    QVERIFY(firstRefusal(r).contains(u"§17.10"_s));
    r = m_f.step(u"map-move"_s,
                 {{u"side"_s, u"Vikings"_s}, {u"units"_s, QJsonArray{Fleet1}}, {u"to"_s, u"North Sea"_s}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
}

void TestEmbark1066::stormsReadTheRecord()
{
    // Harald and a thegn aboard the first fleet, a thegn aboard the third; all three fleets in Norway, off the map.
    m_f.step(u"embark"_s,
             {{u"side"_s, u"Vikings"_s}, {u"fleet"_s, Fleet1}, {u"units"_s, QJsonArray{Harald, ThegnA}}});
    m_f.step(u"embark"_s, {{u"side"_s, u"Vikings"_s}, {u"fleet"_s, Fleet3}, {u"units"_s, QJsonArray{ThegnC}}});
    m_f.compose({{u"Storms"_s, 1}});
    m_f.draw(u"Vikings"_s, 1);
    // January is winter (§9.9); the storms table sinks an off-map fleet on a 6 in winter: dice by fleet number
    // 6 (fleet 42), 2 (43), 6 (44). The record says who went down with them: Harald and thegn 39 with the first,
    // thegn 41 with the third (§17.16).
    const StepResult r = m_f.step(u"storms"_s, {}, {{u"storms"_s, QJsonArray{6, 2, 6}}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    for (qint64 id : {Fleet1, Fleet3, Harald, ThegnA, ThegnC})
        QVERIFY(m_f.eliminated(id));
    QVERIFY(!m_f.eliminated(Fleet2) && !m_f.eliminated(ThegnB));
    QCOMPARE(r.outcome.value(u"aboard_lost"_s).toObject().value(u"Vikings"_s).toInt(), 3);
    QCOMPARE(r.outcome.value(u"aboard_from"_s).toString(), u"record"_s);
}

void TestEmbark1066::contactAndSpyRevealForTheAssassin()
{
    m_f.compose({{u"Assassin"_s, 1}, {u"Spy"_s, 1}, {u"Gold Point"_s, 2}});
    m_f.pick(u"Vikings"_s, u"Assassin"_s);
    m_f.pick(u"Normans"_s, u"Spy"_s);
    // The Vikings sail into York (Morcar/Edwin and a fyrd of the Anglo-Saxons): contact reveals both forces to
    // each other (§7.2), recorded on the units.
    m_f.step(u"embark"_s,
             {{u"side"_s, u"Vikings"_s}, {u"fleet"_s, Fleet1}, {u"units"_s, QJsonArray{Harald, ThegnA}}});
    QVERIFY(!m_f.step(u"map-move"_s,
                      {{u"side"_s, u"Vikings"_s}, {u"units"_s, QJsonArray{Fleet1}}, {u"to"_s, u"York"_s}})
                     .refused());
    qint64 edwin = 0;
    for (const Unit &u : m_f.reader().units())
        if (u.name == u"Morcar/Edwin"_s)
            edwin = u.id;
    QVERIFY(revealedTo(edwin, u"Vikings"_s));
    QVERIFY(revealedTo(Harald, u"Anglo-Saxons"_s));
    QVERIFY(!revealedTo(Harald, u"Normans"_s));
    // The Normans' Spy examines every enemy square on the map: Harald at York among them, recorded for them;
    // the public log names no counter.
    const qint64 from = m_f.last();
    StepResult r = m_f.step(u"spy"_s, {{u"side"_s, u"Normans"_s}, {u"use"_s, u"units"_s}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    QVERIFY(revealedTo(Harald, u"Normans"_s));
    QVERIFY(!m_f.readable(from, 0).contains(u"Harald"_s));
    QVERIFY(m_f.readable(from, m_f.side(u"Normans"_s)).contains(u"Harald"_s));
    QVERIFY(m_f.hand(u"Normans"_s).isEmpty()); // the Spy is played
    // In the Vikings' own turn the Assassin aims at Edwin, revealed in contact: no revealed field needed. A 4:
    // he lives and the Anglo-Saxons draw a free marker (§8.13).
    r = m_f.step(u"assassin"_s, {{u"side"_s, u"Vikings"_s}, {u"target"_s, edwin}},
                 {{u"assassin"_s, QJsonArray{4}}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    QCOMPARE(r.outcome.value(u"revealed"_s).toString(), u"recorded"_s);
    QVERIFY(r.outcome.value(u"revealed_in_record"_s).toBool());
    QCOMPARE(m_f.hand(u"Anglo-Saxons"_s).size(), 1);
}

void TestEmbark1066::givenRevealOverridesAndSaysSo()
{
    m_f.compose({{u"Assassin"_s, 2}, {u"Gold Point"_s, 2}});
    m_f.pick(u"Vikings"_s, u"Assassin"_s);
    qint64 harold = 0;
    for (const Unit &u : m_f.reader().units())
        if (u.name == u"Harold"_s)
            harold = u.id;
    // Harold in London was never met: not revealed to the Vikings, so the Assassin is refused without the
    // referee's word (§8.13, §7.2).
    StepResult r = m_f.step(u"assassin"_s, {{u"side"_s, u"Vikings"_s}, {u"target"_s, harold}},
                            {{u"assassin"_s, QJsonArray{4}}});
    QVERIFY(firstRefusal(r).contains(u"not recorded as revealed"_s));
    // The Anglo-Saxons show Harold to the Vikings (§7.3): recorded, and the Assassin goes ahead.
    const qint64 from = m_f.last();
    r = m_f.step(u"reveal"_s,
                 {{u"side"_s, u"Anglo-Saxons"_s}, {u"units"_s, QJsonArray{harold}}, {u"to"_s, u"Vikings"_s}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    QVERIFY(revealedTo(harold, u"Vikings"_s) && !revealedTo(harold, u"Normans"_s));
    QVERIFY(!m_f.readable(from, 0).contains(u"Harold"_s));
    QVERIFY(m_f.readable(from, m_f.side(u"Vikings"_s)).contains(u"Harold"_s));
    // Harold face down again (as after a move, Reeve's reading); the referee's word then overrides, and the
    // public log says so.
    Reeve::ActionWriter w(m_f.campaign->log());
    w.update(u"units"_s, {{u"id"_s, harold}}, {{u"attributes"_s, u"{\"leader\":true,\"king\":true}"_s}});
    w.commit(u"test"_s, u"Harold face down again"_s);
    const qint64 before = m_f.last();
    r = m_f.step(u"assassin"_s,
                 {{u"side"_s, u"Vikings"_s}, {u"target"_s, harold}, {u"revealed"_s, u"contact"_s}},
                 {{u"assassin"_s, QJsonArray{4}}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    QCOMPARE(r.outcome.value(u"revealed"_s).toString(), u"contact"_s);
    QVERIFY(!r.outcome.value(u"revealed_in_record"_s).toBool());
    QVERIFY(m_f.readable(before, 0).contains(u"referee's word"_s));
}

QTEST_GUILESS_MAIN(TestEmbark1066)
#include "tst_embark1066.moc"
