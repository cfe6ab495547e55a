// The phase guide (resources/rules/generic/phase-procedures.json) against the
// games and the registry: every phase of every game is listed, every listed id
// is a procedure of that game, and no procedure of a game is left out of its
// sequence of play.
#include <QSet>
#include <QtTest>

#include "campaign/gamecatalog.h"
#include "procedures/phaseguide.h"
#include "procedures/procedureregistry.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestPhaseGuide : public QObject
{
    Q_OBJECT
private slots:
    void everyPhaseListed_data();
    void everyPhaseListed();
    void unknownGivesNothing();
};

void TestPhaseGuide::everyPhaseListed_data()
{
    QTest::addColumn<QString>("game");
    for (const QString &id : GameCatalog::ids())
        QTest::newRow(qPrintable(id)) << id;
}

void TestPhaseGuide::everyPhaseListed()
{
    QFETCH(QString, game);
    const QStringList phases = GameCatalog::game(game).phases;
    const QStringList listed = PhaseGuide::phases(game);
    QCOMPARE(QSet<QString>(listed.cbegin(), listed.cend()), QSet<QString>(phases.cbegin(), phases.cend()));
    QVERIFY(!PhaseGuide::rule(game).isEmpty());
    const ProcedureRegistry &registry = ProcedureRegistry::standard();
    QSet<QString> placed;
    for (const QString &phase : phases) {
        for (const QString &id : PhaseGuide::procedures(game, phase)) {
            QVERIFY2(registry.contains(id), qPrintable(u"%1 lists %2, which is no procedure"_s.arg(phase, id)));
            QCOMPARE(registry.get(id).game, game);
            placed.insert(id);
        }
    }
    for (const Procedure *procedure : registry.list()) {
        if (procedure->game == game)
            QVERIFY2(placed.contains(procedure->id), qPrintable(procedure->id + u" is in no phase"_s));
    }
}

void TestPhaseGuide::unknownGivesNothing()
{
    QVERIFY(PhaseGuide::procedures(u"1066"_s, u"Teatime"_s).isEmpty());
    QVERIFY(PhaseGuide::procedures(u"chess"_s, u"Opening"_s).isEmpty());
    QCOMPARE(PhaseGuide::procedures(u"1066"_s, u"Initiative"_s), QStringList{u"1066.initiative"_s});
}

QTEST_MAIN(TestPhaseGuide)
#include "tst_phaseguide.moc"
