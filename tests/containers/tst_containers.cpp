// Container operations on a real campaign file: missing composition refused,
// unknown kinds, holding limits, events announced and set aside, opening draws,
// the Comet redraw, leaders as units, undo/redo returning identical markers, and
// a long random sequence keeping container + hands + set aside = composition and
// replaying to the identical state.
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include <QtTest>

#include "containerfixture.h"
#include "containers/containerdraws.h"
#include "containers/handactions.h"
#include "log/hashchain.h"
#include "log/replayer.h"
#include "storage/campaignfile.h"
#include "util/failure.h"

using namespace Reeve;
using namespace ContainerFixture;
using namespace Qt::StringLiterals;

class TestContainers : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void missingCompositionIsRefused();
    void unknownKindNamesClosest();
    void drawMovesMarkersPrivately();
    void holdingLimitReturnsSurplusFirst();
    void eventsAreAnnouncedAndSetAside();
    void openingDrawReplacesEvents();
    void cometRedrawsEveryHand();
    void undoRedoGivesIdenticalMarkers();
    void loseTakeRevealPick();
    void leaderBecomesUnitAndReturns();
    void randomSequenceConservesAndReplays();
    void hugeCountsAreRefusedAtOnce();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) { return m_dir.filePath(name); }
};

void TestContainers::missingCompositionIsRefused()
{
    auto campaign = Campaign::create(path(u"missing.reeve"_s), u"1066"_s);
    CampaignEditor(*campaign).addSide(u"Normans"_s);
    ContainerEditor(*campaign).compose({{u"Gold Point"_s, 12}});
    try {
        ContainerDraws(*campaign).draw(side(*campaign, u"Normans"_s), 2);
        QFAIL("drawing from an incomplete container must be refused");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::MissingFigure);
        QVERIFY2(failure.message().contains(u"reeve-cli container FILE compose"_s),
                 qPrintable(failure.message()));
        QVERIFY(failure.message().contains(u"Containers panel"_s));
    }
    QCOMPARE(ContainerReader(campaign->database()).missingKinds(1).size(), 20);
}

void TestContainers::unknownKindNamesClosest()
{
    auto campaign = Campaign::create(path(u"unknown.reeve"_s), u"1066"_s);
    try {
        ContainerEditor(*campaign).compose({{u"Gold Pont"_s, 3}});
        QFAIL("unknown kind accepted");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY2(failure.message().contains(u"Gold Point"_s), qPrintable(failure.message()));
    }
    QVERIFY(!ContainerReader(campaign->database()).hasContainer()); // the failed action left no trace
}

void TestContainers::drawMovesMarkersPrivately()
{
    auto campaign = campaign1066(path(u"draw.reeve"_s), 4, 0);
    const qint64 normans = side(*campaign, u"Normans"_s);
    const ContainerOutcome outcome = ContainerDraws(*campaign).draw(normans, 3);
    QCOMPARE(outcome.publicText, u"Normans drew 3 markers"_s);
    QCOMPARE(outcome.audience, Audience::Side);
    QCOMPARE(outcome.audienceSide, normans);
    const ContainerState state = ContainerReader(campaign->database()).state(1);
    QCOMPARE(state.hand(normans).size(), 3);
    for (const ContainerMarker &m : state.hand(normans))
        QVERIFY(outcome.privateText.contains(m.kind));
    const Action action = campaign->log().action(outcome.seq);
    // Three picks from the draw secret, none from the dice seed (a seed reveal must not expose them).
    QCOMPARE(action.dice().toObject().value(u"hidden_draws"_s).toArray().size(), 3);
    QVERIFY(!action.dice().toObject().contains(u"draws"_s));
    QCOMPARE(action.payload().value(u"data"_s).toObject().value(u"pool_hash"_s).toString().size(), 64);
    QVERIFY(conserved(*campaign));
}

void TestContainers::holdingLimitReturnsSurplusFirst()
{
    auto campaign = campaign1066(path(u"limit.reeve"_s), 4, 0);
    const qint64 normans = side(*campaign, u"Normans"_s);
    ContainerDraws draws(*campaign);
    draws.draw(normans, 8);
    QCOMPARE(draws.surplus(normans, 3), 2); // four players: limit 9 (1066 §8.6)
    QVERIFY_THROWS_EXCEPTION(Failure, draws.draw(normans, 3));
    const ContainerState before = ContainerReader(campaign->database()).state(1);
    const QStringList give{before.hand(normans).at(0).kind, before.hand(normans).at(1).kind};
    ContainerDraws::Options options;
    options.returnFirst = give;
    const ContainerOutcome outcome = draws.draw(normans, 3, options);
    QVERIFY(outcome.publicText.contains(u"2 markers returned to the pool first"_s));
    QCOMPARE(ContainerReader(campaign->database()).state(1).hand(normans).size(), 9);
    ContainerEditor(*campaign).setHoldingLimit(normans, 0);
    draws.draw(normans, 2);
    QCOMPARE(ContainerReader(campaign->database()).state(1).hand(normans).size(), 11);
    QVERIFY(conserved(*campaign));
}

void TestContainers::eventsAreAnnouncedAndSetAside()
{
    // Only events and the Comet in the pool: every draw is an announcement.
    auto campaign = Campaign::create(path(u"events.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Normans"_s);
    editor.addSide(u"Vikings"_s);
    QList<QPair<QString, int>> counts = mix(0);
    for (auto &[kind, n] : counts)
        n = kind == u"Storms"_s ? 1 : 0;
    ContainerEditor(*campaign).compose(counts);
    const qint64 normans = side(*campaign, u"Normans"_s);
    editor.setActiveSide(normans);
    const ContainerOutcome outcome = ContainerDraws(*campaign).draw(normans, 1);
    QCOMPARE(outcome.publicText, u"Normans drew 1 marker; Storms (event) announced"_s);
    QCOMPARE(outcome.prompts.size(), 1);
    ContainerReader reader(campaign->database());
    QCOMPARE(reader.state(1).aside().size(), 1);
    QVERIFY_THROWS_EXCEPTION(Failure, HandActions(*campaign).release()); // not yet due
    editor.setActiveSide(side(*campaign, u"Vikings"_s));                 // next player turn
    HandActions(*campaign).release();
    QCOMPARE(reader.state(1).pool().size(), 1);
    // The Comet goes out for good (1066 §8.9) and asks for the redraw.
    ContainerEditor(*campaign).compose({{u"Storms"_s, 0}, {u"Comet"_s, 1}});
    const ContainerOutcome comet = ContainerDraws(*campaign).draw(normans, 1);
    QCOMPARE(comet.prompts.size(), 2);
    QCOMPARE(reader.state(1).aside().first().releaseAt, u"forever"_s);
    editor.setTurn(5);
    QVERIFY_THROWS_EXCEPTION(Failure, HandActions(*campaign).release());
    QVERIFY(conserved(*campaign));
}

void TestContainers::openingDrawReplacesEvents()
{
    auto campaign = campaign1066(path(u"opening.reeve"_s), 2, 6); // events are a third of the pool
    ContainerDraws draws(*campaign);
    int replaced = 0;
    for (const QString &name : {u"Normans"_s, u"Anglo-Saxons"_s, u"Vikings"_s, u"Britons"_s}) {
        const qint64 id = side(*campaign, name);
        const ContainerOutcome outcome = draws.opening(id);
        replaced += outcome.data.value(u"events_returned"_s).toInt();
        const QList<ContainerMarker> hand = ContainerReader(campaign->database()).state(1).hand(id);
        QCOMPARE(hand.size(), draws.openingCount(id));
        for (const ContainerMarker &m : hand)
            QVERIFY(!ContainerReader(campaign->database()).kind(1, m.kind).isEvent());
    }
    QCOMPARE(draws.openingCount(side(*campaign, u"Normans"_s)), 6);
    QVERIFY(replaced > 0); // with 25 events among 57 markers, 15 draws meet some
    QVERIFY(ContainerReader(campaign->database()).state(1).aside().isEmpty());
    QVERIFY(conserved(*campaign));
}

void TestContainers::cometRedrawsEveryHand()
{
    auto campaign = campaign1066(path(u"comet.reeve"_s), 3);
    ContainerDraws draws(*campaign);
    draws.draw(side(*campaign, u"Normans"_s), 2);
    draws.draw(side(*campaign, u"Britons"_s), 5);
    const ContainerOutcome outcome = draws.redraw();
    QCOMPARE(outcome.audience, Audience::Referee);
    // The summary says what each hand received: events drawn are no event (1066 §8.13).
    const int normans = outcome.data.value(u"received_%1"_s.arg(side(*campaign, u"Normans"_s))).toInt();
    QVERIFY(outcome.publicText.contains(normans == 6 ? u"Normans 6"_s : u"Normans %1 of 6"_s.arg(normans)));
    ContainerReader reader(campaign->database());
    const ContainerState state = reader.state(1);
    const int voided = outcome.data.value(u"events_voided"_s).toInt();
    int held = 0;
    for (const QString &name : {u"Normans"_s, u"Anglo-Saxons"_s, u"Vikings"_s, u"Britons"_s}) {
        const QList<ContainerMarker> hand = state.hand(side(*campaign, name));
        held += int(hand.size());
        for (const ContainerMarker &m : hand)
            QVERIFY(!reader.kind(1, m.kind).isEvent());
    }
    QCOMPARE(held + voided, 15);
    QVERIFY(conserved(*campaign));
}

void TestContainers::undoRedoGivesIdenticalMarkers()
{
    auto campaign = campaign1066(path(u"undo.reeve"_s), 4, 0);
    const qint64 vikings = side(*campaign, u"Vikings"_s);
    ContainerDraws(*campaign).draw(vikings, 5);
    ContainerReader reader(campaign->database());
    const QList<ContainerMarker> drawn = reader.state(1).hand(vikings);
    QCOMPARE(drawn.size(), 5);
    QVERIFY(!campaign->log().undoText().contains(drawn.first().kind));
    campaign->log().undo();
    QVERIFY(reader.state(1).hand(vikings).isEmpty());
    QCOMPARE(reader.state(1).pool().size(), reader.state(1).markers().size());
    campaign->log().redo();
    const QList<ContainerMarker> again = reader.state(1).hand(vikings);
    QCOMPARE(again.size(), 5);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(again.at(i).id, drawn.at(i).id);
    QVERIFY(HashChain::verify(campaign->database()).ok);
}

void TestContainers::loseTakeRevealPick()
{
    auto campaign = campaign1066(path(u"hands.reeve"_s), 4, 0);
    const qint64 normans = side(*campaign, u"Normans"_s);
    const qint64 vikings = side(*campaign, u"Vikings"_s);
    ContainerDraws draws(*campaign);
    draws.draw(normans, 5);
    ContainerReader reader(campaign->database());
    const ContainerOutcome lost = draws.loseRandom(normans, 2);
    QCOMPARE(lost.publicText, u"Normans lost 2 markers at random, back to the pool (1066 §8.11)"_s);
    QCOMPARE(reader.state(1).hand(normans).size(), 3);
    const ContainerOutcome taken = draws.takeRandom(normans, vikings);
    QCOMPARE(taken.audienceSide, vikings);
    QCOMPARE(reader.state(1).hand(vikings).size(), 1);
    QVERIFY(taken.privateText.contains(reader.state(1).hand(vikings).first().kind));
    const ContainerOutcome shown = HandActions(*campaign).reveal(normans, vikings);
    QCOMPARE(shown.audience, Audience::Side);
    QCOMPARE(shown.audienceSide, vikings);
    QVERIFY(shown.privateText.contains(reader.state(1).hand(normans).first().kind));
    const ContainerOutcome picked = draws.pick(normans, u"Papal Intervention"_s);
    QVERIFY(!picked.publicText.contains(u"Papal"_s));
    QCOMPARE(draws.loseRandom(side(*campaign, u"Britons"_s), 3).publicText,
             u"Britons had no markers to lose (1066 §8.11)"_s);
    HandActions(*campaign).returnMarkers(normans, {});
    QVERIFY(reader.state(1).hand(normans).isEmpty());
    QVERIFY(conserved(*campaign));
}

void TestContainers::leaderBecomesUnitAndReturns()
{
    auto campaign = Campaign::create(path(u"charlemagne.reeve"_s), u"charlemagne"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Empire"_s);
    editor.addLocation(u"Aachen"_s, u"Aachen"_s, u"hex"_s);
    const qint64 empire = side(*campaign, u"Empire"_s);
    editor.addUnit(empire, u"warrior host"_s, QString(), u"Aachen"_s);
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"charlemagne"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.isLeader() ? 2 : 0});
    ContainerEditor(*campaign).compose(counts); // Death of a Leader set to 0 too
    // A drawn leader goes over units of the drawer's side, where the drawer says (Charlemagne §21.1):
    // no place named, or one without an Empire unit, is refused and the whole draw is rolled back.
    editor.addLocation(u"Paderborn"_s, u"Paderborn"_s, u"hex"_s);
    const qint64 before = campaign->log().lastSeq();
    QVERIFY_THROWS_EXCEPTION(Failure, ContainerDraws(*campaign).draw(empire, 1));
    ContainerDraws::Options nowhere;
    nowhere.leaderAt = u"Paderborn"_s;
    QVERIFY_THROWS_EXCEPTION(Failure, ContainerDraws(*campaign).draw(empire, 1, nowhere));
    QCOMPARE(campaign->log().lastSeq(), before);
    QCOMPARE(ContainerReader(campaign->database()).state(1).pool().size(), 2);
    ContainerDraws::Options atAachen;
    atAachen.leaderAt = u"Aachen"_s;
    const ContainerOutcome outcome = ContainerDraws(*campaign).draw(empire, 1, atAachen);
    QVERIFY2(outcome.publicText.contains(u"a leader placed at Aachen"_s), qPrintable(outcome.publicText));
    ContainerReader reader(campaign->database());
    const QList<ContainerMarker> inPlay = reader.state(1).inPlay();
    QCOMPARE(inPlay.size(), 1);
    const Unit leader = CampaignReader(campaign->database()).unit(inPlay.first().unitId);
    QCOMPARE(leader.locationId, u"Aachen"_s);
    QCOMPARE(leader.type, u"leader"_s);
    HandActions(*campaign).leaderLost(leader.id);
    QVERIFY(CampaignReader(campaign->database()).unit(leader.id).isEliminated());
    QCOMPARE(reader.state(1).pool().size(), 2);
    // Eliminated through the campaign editor instead: the next container action sweeps it back.
    ContainerDraws(*campaign).draw(empire, 1, atAachen);
    editor.eliminateUnit(reader.state(1).inPlay().first().unitId);
    HandActions(*campaign).release();
    QCOMPARE(reader.state(1).pool().size(), 2);
}

namespace {

// Undo within the sequence, never back past the composition.
bool undoable(Campaign &campaign)
{
    ActionLog &log = campaign.log();
    return log.canUndo() && log.action(log.undoStack().last()).kind != u"container.compose"_s
           && log.action(log.undoStack().last()).kind != u"side.add"_s;
}

} // namespace

void TestContainers::randomSequenceConservesAndReplays()
{
    auto campaign = campaign1066(path(u"sequence.reeve"_s), 3);
    QList<qint64> sides;
    for (const Side &s : CampaignReader(campaign->database()).sides())
        sides << s.id;
    QRandomGenerator rng(20240601);
    ContainerDraws draws(*campaign);
    HandActions hands(*campaign);
    ContainerReader reader(campaign->database());
    int done = 0;
    for (int step = 0; step < 300; ++step) {
        const qint64 a = sides.at(rng.bounded(int(sides.size())));
        const qint64 b = sides.at(rng.bounded(int(sides.size())));
        const QList<ContainerMarker> hand = reader.state(1).hand(a);
        try {
            switch (rng.bounded(10)) {
            case 0:
            case 1: {
                ContainerDraws::Options options;
                const int n = 1 + rng.bounded(3);
                for (int i = 0; i < draws.surplus(a, n); ++i)
                    options.returnFirst << hand.at(i).kind;
                draws.draw(a, n, options);
                break;
            }
            case 2:
                draws.loseRandom(a, rng.bounded(3));
                break;
            case 3:
                if (a != b)
                    draws.takeRandom(a, b);
                break;
            case 4:
                if (!hand.isEmpty())
                    hands.play(a, hand.first().kind);
                break;
            case 5:
                if (!hand.isEmpty())
                    hands.returnMarkers(a, {hand.last().kind});
                break;
            case 6:
                if (undoable(*campaign))
                    campaign->log().undo();
                break;
            case 7:
                campaign->log().canRedo() ? void(campaign->log().redo()) : void();
                break;
            case 8:
                CampaignEditor(*campaign).setActiveSide(b);
                break;
            case 9:
                rng.bounded(8) == 0 ? void(draws.redraw()) : void(draws.pick(a, u"Spy"_s));
                break;
            }
            ++done;
        } catch (const Failure &failure) {
            QVERIFY2(failure.kind() == Failure::Kind::BadInput, qPrintable(failure.message()));
        }
        QString why;
        QVERIFY2(conserved(*campaign, &why), qPrintable(u"step %1: %2"_s.arg(step).arg(why)));
    }
    QVERIFY(done > 200);
    QVERIFY(HashChain::verify(campaign->database()).ok);
    const QString copy = path(u"sequence-replayed.reeve"_s);
    Replayer::replayInto(campaign->database(), copy);
    auto replayed = CampaignFile::open(copy, CampaignFile::Access::ReadOnly);
    QCOMPARE(Replayer::dumpState(replayed->database()), Replayer::dumpState(campaign->database()));
}

void TestContainers::hugeCountsAreRefusedAtOnce()
{
    // A billion markers is a typo, not a counter mix: refused before a row is written, at once.
    auto campaign = Campaign::create(path(u"huge.reeve"_s), u"1066"_s);
    CampaignEditor(*campaign).addSide(u"Normans"_s);
    const qint64 lastSeq = campaign->log().lastSeq();
    QElapsedTimer timer;
    timer.start();
    try {
        ContainerEditor(*campaign).compose({{u"Gold Point"_s, 1000000000}});
        QFAIL("a billion markers were composed");
    } catch (const Failure &failure) {
        QCOMPARE(failure.exitCode(), 2);
        QVERIFY2(failure.message().contains(u"at most 10000"_s), qPrintable(failure.message()));
    }
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(campaign->log().lastSeq(), lastSeq);
    QCOMPARE(campaign->database().scalar(u"SELECT count(*) FROM container_markers"_s).toInt(), 0);
    // Each count within the bound, their sum past it: refused as well (21 kinds of 500 are 10,500).
    QVERIFY_THROWS_EXCEPTION(Failure, ContainerEditor(*campaign).compose(mix(500)));
    QCOMPARE(campaign->log().lastSeq(), lastSeq);
    // Counts already in the container count too.
    ContainerEditor(*campaign).compose(mix(4));
    const qint64 composed = campaign->log().lastSeq();
    QVERIFY_THROWS_EXCEPTION(Failure, ContainerEditor(*campaign).compose({{u"Gold Point"_s, 9990}}));
    QVERIFY_THROWS_EXCEPTION(Failure, ContainerEditor(*campaign).setHoldingLimit(0, 1000000000));
    const qint64 normans = side(*campaign, u"Normans"_s);
    try {
        ContainerDraws(*campaign).draw(normans, 1000000000);
        QFAIL("a billion markers were drawn");
    } catch (const Failure &failure) {
        QCOMPARE(failure.exitCode(), 2);
    }
    QCOMPARE(campaign->log().lastSeq(), composed);
}

QTEST_GUILESS_MAIN(TestContainers)
#include "tst_containers.moc"
