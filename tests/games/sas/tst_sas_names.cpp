// A force's name is data (issue 25): a step run in German stores a new army or fleet as "Army II" /
// "Fleet I", in English as every English campaign does, and shows it in the reader's language
// (SasBoard::shownName); the log line naming it reads in English for an English reader. A stand-in
// German translator (as tst_textrecipe uses) gives the few messages the steps look up. Moves, cargo,
// orders and the season report name the forces so too.
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/gamemodule.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasorders.h"
#include "games/sas/sasreport.h"
#include "ledger/ledger.h"
#include "log/actionlog.h"
#include "log/textrecipe.h"
#include "sasphase.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/steprunner.h"
#include "util/failure.h"
#include "util/recordingtranslator.h"
#include "util/translations.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

namespace {

class StandInGerman : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        static const QHash<QByteArray, QString> words{
                {"Reeve::SwordsAndSails|Army %1", u"Armee %1"_s},
                {"Reeve::SwordsAndSails|Fleet %1", u"Flotte %1"_s},
                {"Reeve::SwordsAndSails|%1: %2 placed at %3", u"%1: %2 bei %3 aufgestellt"_s},
                {"Reeve::SwordsAndSails|%1's %2 moves to %3 (Swords & Sails, phase 5)",
                 u"%2 von %1 zieht nach %3 (Swords & Sails, phase 5)"_s},
                {"Reeve::SwordsAndSails|%1 of %2 loses %3", u"%1 von %2 verliert %3"_s},
                {"Reeve::SwordsAndSails|%1 records what %2 carries", u"%1 hält fest, was %2 trägt"_s},
                {"Reeve::SwordsAndSails|%1 carries %2", u"%1 trägt %2"_s},
                {"Reeve::SwordsAndSails|, carrying %1", u", mit %1 an Bord"_s},
        };
        return words.value(QByteArray(context) + '|' + source);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestSasNames : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void germanStepStoresEnglishNames();
    void raisedForceNamedInEnglish();
    void oldGermanNameStaysAsStored();
    void movesAndCargoReadInGerman();

private:
    void speakGerman(bool on);
    qint64 id(const QString &side) { return CampaignReader(m_c->database()).sideByName(side).id; }
    Unit unit(qint64 unitId) { return CampaignReader(m_c->database()).unit(unitId); }
    /// The public line of \a seq as the log stores it, and as the current reader is shown it.
    QString stored(qint64 seq) { return m_c->log().storedAction(seq).publicText; }
    QString shown(qint64 seq) { return TextRecipe::shownPublic(m_c->log().storedAction(seq)); }

    QTemporaryDir m_dir;
    StandInGerman m_german;
    std::unique_ptr<Campaign> m_c;
};

void TestSasNames::speakGerman(bool on)
{
    QCoreApplication::removeTranslator(&m_german);
    if (on)
        QCoreApplication::installTranslator(&m_german);
    Translations::setCurrent(on ? u"de"_s : u"en"_s);
    RecordingTranslator::installOnApplication(); // asked first, as Translations::install() does
}

void TestSasNames::init()
{
    // The West Map's four factions; England holds Wessex (its capital, a port) and 500 gold (test figure).
    static int n = 0;
    speakGerman(false);
    m_c = Campaign::create(m_dir.filePath(u"names%1.reeve"_s.arg(++n)), u"sas"_s, u"Names"_s);
    ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"sas"_s, u"west-4"_s), {});
    Sas::SasBoard board(*m_c);
    board.addTerritory(u"Wessex"_s, u"England"_s, 0, 1, 1, u"England"_s);
    board.addTerritory(u"Flanders"_s, QString(), 1, 0, 0);
    board.addSeaZone(u"Channel"_s);
    Ledger(*m_c).credit(id(u"England"_s), 500, LedgerCategory::Other, u"starting treasury (test figure)"_s);
}

void TestSasNames::cleanup()
{
    m_c.reset();
    speakGerman(false);
}

void TestSasNames::germanStepStoresEnglishNames()
{
    speakGerman(true);
    Sas::SasBoard board(*m_c);
    qint64 army = 0, fleet = 0;
    const qint64 placed = board.placeForce(id(u"England"_s), u"army"_s, 1, u"Wessex"_s, {{u"HC"_s, 2}}, &army);
    board.placeForce(id(u"England"_s), u"fleet"_s, 1, u"Channel"_s, {{u"WS"_s, 1}}, &fleet);
    // The units table holds the English names whatever the writer's language.
    QCOMPARE(unit(army).name, u"Army I"_s);
    QCOMPARE(unit(fleet).name, u"Fleet I"_s);
    // The German reader is shown them in German, in the window's texts and the log line alike.
    QCOMPARE(Sas::SasBoard::shownName(unit(army)), u"Armee I"_s);
    QCOMPARE(Sas::SasBoard::shownName(unit(fleet)), u"Flotte I"_s);
    QCOMPARE(shown(placed), u"England: Armee I bei Wessex aufgestellt"_s);
    // The log stores the line in English; a move names the force the same way.
    QCOMPARE(stored(placed), u"England: Army I placed at Wessex"_s);
    const qint64 moved = board.moveForce(army, u"Flanders"_s);
    QCOMPARE(shown(moved), u"Armee I von England zieht nach Flanders (Swords & Sails, phase 5)"_s);
    QCOMPARE(stored(moved), u"England's Army I moves to Flanders (Swords & Sails, phase 5)"_s);
    // Its losses: "Armee I von England verliert 1 HC" reads alike as "Armee %1" around the rest; the
    // line is read as the losses message all the same.
    const qint64 lost = Sas::SasBank(*m_c).applyLosses(army, {{u"HC"_s, 1}}, QString());
    QCOMPARE(shown(lost), u"Armee I von England verliert 1 HC"_s);
    QCOMPARE(stored(lost), u"Army I of England loses 1 HC"_s);
    speakGerman(false);
    QCOMPARE(Sas::SasBoard::shownName(unit(army)), u"Army I"_s);
    QCOMPARE(shown(placed), u"England: Army I placed at Wessex"_s);
}

void TestSasNames::raisedForceNamedInEnglish()
{
    // Phase 7: England already has Army I, so the army it raises in German is Army II.
    Sas::SasBoard(*m_c).placeForce(id(u"England"_s), u"army"_s, 1, u"Wessex"_s, {{u"HC"_s, 2}});
    speakGerman(true);
    const qint64 seq = Sas::SasBank(*m_c).raiseForce(id(u"England"_s), u"army"_s, u"Wessex"_s, {{u"HC"_s, 1}});
    const qint64 unitId
            = m_c->log().storedAction(seq).payload().value(u"data"_s).toObject().value(u"unit"_s).toInteger();
    QCOMPARE(unit(unitId).name, u"Army II"_s);
    QCOMPARE(Sas::SasBoard::shownName(unit(unitId)), u"Armee II"_s);
    QVERIFY2(shown(seq).startsWith(u"England raises Armee II at Wessex for "_s), qPrintable(shown(seq)));
    speakGerman(false);
    QVERIFY2(stored(seq).startsWith(u"England raises Army II at Wessex for "_s), qPrintable(stored(seq)));
    QCOMPARE(shown(seq), stored(seq));
}

void TestSasNames::oldGermanNameStaysAsStored()
{
    // A campaign set up in German before names were stored in English keeps "Armee III": shown as it is.
    const Unit old{7,          id(u"England"_s), u"Wessex"_s, u"army"_s, u"Armee III"_s, {{u"number"_s, 3}},
                   u"active"_s};
    QCOMPARE(Sas::SasBoard::shownName(old), u"Armee III"_s);
    speakGerman(true);
    QCOMPARE(Sas::SasBoard::shownName(old), u"Armee III"_s);
    QCOMPARE(Sas::SasBoard::storedName(u"fleet"_s, 4), u"Fleet IV"_s);
}

void TestSasNames::movesAndCargoReadInGerman()
{
    // Phase 5 in German: the fleet's cargo, its move carrying the army, a refused second move, a refused
    // order and the faction's report all name the forces as the reader does; the log stores English.
    Sas::SasBoard board(*m_c);
    qint64 army = 0;
    board.placeForce(id(u"England"_s), u"army"_s, 1, u"Wessex"_s, {{u"HC"_s, 2}}, &army);
    board.placeForce(id(u"England"_s), u"fleet"_s, 1, u"Channel"_s, {{u"TR"_s, 1}});
    board.addSeaZone(u"North Sea"_s);
    SasTest::toPhase(*m_c, 5);
    speakGerman(true);
    const qint64 loaded = board.setCargo(id(u"England"_s), 1, {u"Army I"_s}, u"table"_s);
    QCOMPARE(shown(loaded), u"England hält fest, was Flotte I trägt"_s);
    QCOMPARE(TextRecipe::shownPrivate(m_c->log().storedAction(loaded)), u"Flotte I trägt Armee I"_s);
    QCOMPARE(stored(loaded), u"England records what Fleet I carries"_s);
    QCOMPARE(m_c->log().storedAction(loaded).privateText, u"Fleet I carries Army I"_s);
    // The army goes aboard in the Channel, then the fleet sails with it.
    board.moveForce(army, u"Channel"_s);
    const auto step = [&](const QJsonObject &fields) {
        return StepRunner(*m_c).runObject(fields, u"step"_s, StepRunner::Mode::Apply);
    };
    const QJsonObject sail{{u"step"_s, u"move"_s},
                           {u"side"_s, u"England"_s},
                           {u"type"_s, u"fleet"_s},
                           {u"number"_s, 1},
                           {u"to"_s, u"North Sea"_s}};
    const StepResult sailed = step(sail);
    QVERIFY2(!sailed.refused(), qPrintable(sailed.refusals.value(0).message));
    const qint64 moved = sailed.entries.first();
    QCOMPARE(shown(moved),
             u"Flotte I von England zieht nach North Sea (Swords & Sails, phase 5), mit Armee I an Bord"_s);
    QCOMPARE(stored(moved),
             u"England's Fleet I moves to North Sea (Swords & Sails, phase 5), carrying Army I"_s);
    // Refusals, written for the reader at once, name the forces the same way.
    const StepResult again = step(sail);
    QVERIFY(again.refused());
    QVERIFY2(again.refusals.first().message.startsWith(u"Flotte I "_s),
             qPrintable(again.refusals.first().message));
    try {
        Sas::SasOrders(*m_c).check(id(u"England"_s), {u"Army I: defend"_s, u"army 1: defend"_s}, u"table"_s);
        QFAIL("two order lines for one army were taken");
    } catch (const Failure &f) {
        QVERIFY2(f.message().startsWith(u"Armee I "_s), qPrintable(f.message()));
    }
    // England's season report: its forces and what they carry.
    const QString report = Sas::SasReport::sections(*m_c, {Audience::Side, id(u"England"_s), 1, 1});
    QVERIFY2(report.contains(u"Flotte I"_s) && report.contains(u"Armee I"_s) && !report.contains(u"Army I"_s),
             qPrintable(report));
    speakGerman(false);
    QCOMPARE(shown(moved), stored(moved));
}

QTEST_GUILESS_MAIN(TestSasNames)
#include "tst_sas_names.moc"
