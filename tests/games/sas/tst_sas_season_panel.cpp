// The Swords & Sails season panel offscreen (issue 7): a three-faction game driven through the panel's
// forms — income, a spy attempt on entered dice that succeeds (the spy's view shows the card it saw,
// another faction's view and the public view do not), a unit built, a city built, the season advanced —
// the tables following each step, one undo taking one step back, a bad input shown in red with
// nothing changed, PIN-gated viewers, and a read-only campaign disabling the forms. The siege and the
// season's advance run in step forms of their own (issue 18 item 6): a siege rolled on entered dice from
// the territory's cities, a mid-season advance refused with nothing written and the skip offered in the
// window (never a command line), the skipped advance one action that one undo takes back.
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/unitmodel.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "common/userprompts.h"
#include "common/viewerchoice.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasborders.h"
#include "games/sas/sasstraits.h"
#include "ledger/ledger.h"
#include "ledger/ledgerreader.h"
#include "ledger/money.h"
#include "log/actionlog.h"
#include "sas/sasseasonpanel.h"
#include "sasphase.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"

using namespace Qt::StringLiterals;
using namespace Reeve;
using namespace Reeve::Sas;

namespace {

/// The two messages a force's name is shown through and a phase's name, in German (a stand-in for the shipped
/// translation).
class ForceNamesInGerman : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QByteArray(context) == "Reeve::GameTexts" && QByteArray(source) == "5 Movement")
            return u"5 Bewegung"_s;
        if (QByteArray(context) != "Reeve::SwordsAndSails")
            return {};
        return QByteArray(source) == "Army %1"    ? u"Armee %1"_s
               : QByteArray(source) == "Fleet %1" ? u"Flotte %1"_s
                                                  : QString();
    }
    bool isEmpty() const override { return false; }
};

/// Answers PIN questions with a fixed text and records errors instead of showing boxes.
class ScriptedPrompts : public UserPrompts
{
public:
    QString pin;
    QStringList errors;
    void error(QWidget *, const QString &, const QString &text) override { errors << text; }
    std::optional<QString> askPin(QWidget *, const QString &) override { return pin; }
};

} // namespace

class TestSasSeasonPanel : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void season();
    void spyCardStaysPrivate();
    void refusalChangesNothing();
    void siegeAllianceOrdersAndRaise();
    void spyIsOneUndoInTheDock();
    void pinGatesTheViewer();
    void readOnlyDisablesForms();
    void boardTabEntersTheMap();
    void boardTabEntersBordersAndStraits();
    void advanceMidSeasonOffersSkip();
    void fitsTheDockAt1280x800();
    void keysLeaveTheWindowsAlone();
    void tabReachesApply();
    void notesNameNoIds();
    void formsNameEachUnitAndForce();
    void counterFormForgetsThePurchase();
    void forcesNamedInTheReadersLanguage();

private:
    template<typename T>
    T *child(const QString &name)
    {
        T *w = m_panel->findChild<T *>(name);
        if (!w)
            qFatal("no child %s", qPrintable(name));
        return w;
    }
    void click(const QString &name) { child<QPushButton>(name)->click(); }
    void choose(const QString &combo, const QString &text)
    {
        QComboBox *c = child<QComboBox>(combo);
        const int at = c->findText(text);
        QVERIFY2(at >= 0, qPrintable(combo + u": no "_s + text));
        c->setCurrentIndex(at);
    }
    bool view(const QString &viewer)
    {
        if (viewer == u"Public"_s || viewer == u"Referee"_s)
            return m_panel->openViewer(viewer.toLower());
        return m_panel->openViewer(QString::number(id(viewer)));
    }
    static QString cell(QTableWidget *t, const QList<std::pair<int, QString>> &keys, const QString &header)
    {
        int col = -1;
        for (int c = 0; c < t->columnCount(); ++c)
            if (t->horizontalHeaderItem(c)->text() == header)
                col = c;
        for (int r = 0; r < t->rowCount() && col >= 0; ++r) {
            bool match = true;
            for (const auto &[k, text] : keys)
                match = match && t->item(r, k)->text() == text;
            if (match)
                return t->item(r, col)->text();
        }
        return u"<no row>"_s;
    }
    QString faction(const QString &side, const QString &header)
    {
        return cell(m_panel->factionsTable(), {{0, side}}, header);
    }
    QString force(const QString &side, const QString &name, const QString &header)
    {
        return cell(m_panel->forcesTable(), {{0, side}, {1, name}}, header);
    }
    QString territory(const QString &id, const QString &header)
    {
        return cell(m_panel->territoriesTable(), {{0, id}}, header);
    }
    qint64 id(const QString &side) { return CampaignReader(m_c->database()).sideByName(side).id; }
    QString gold(const QString &side)
    {
        return Money::format(CampaignReader(m_c->database()).account(id(side)).balance, m_c->game().currency);
    }
    void sealHands();
    bool spy(const QString &spy, const QString &target, const QString &dice);
    bool spyOnEngland();
    StepForm *spyForm() { return child<StepForm>(u"sasSpyForm"_s); }
    /// Fills step form \a form's fields and applies it; false when a field cannot be set or the step is refused.
    bool apply(const QString &form, const QList<std::pair<QString, QString>> &fields)
    {
        auto *f = child<StepForm>(form);
        for (const auto &[field, value] : fields)
            if (!f->setValue(field, value)) {
                qWarning("%s: cannot set %s = %s", qPrintable(form), qPrintable(field), qPrintable(value));
                return false;
            }
        if (f->step()) { // the clock where the step belongs (turn sequence), as Next phase brings it
            QJsonObject step = f->inputs()->values();
            step.insert(u"step"_s, f->step()->id);
            SasTest::toPhaseOf(*m_c, step);
        }
        return f->rollAndApply();
    }
    /// What step form \a form shows: its result's lines and any refusal.
    QString shown(const QString &form)
    {
        auto *f = child<StepForm>(form);
        return f->result()->plainLines().join(u'\n') + f->result()->refusalText();
    }
    /// What the spy form's result shows the chosen viewer, or its refusal.
    QString spyResult()
    {
        return spyForm()->result()->plainLines().join(u'\n') + spyForm()->result()->refusalText();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
    std::unique_ptr<SasSeasonPanel> m_panel;
    std::shared_ptr<ScriptedPrompts> m_prompts;
};

void TestSasSeasonPanel::init()
{
    static int n = 0;
    m_c = Campaign::create(m_dir.filePath(u"season%1.reeve"_s.arg(++n)), u"sas"_s, u"Three"_s);
    const ScenarioReport report = ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"sas"_s, u"1000"_s),
                                                            {u"England"_s, u"France"_s,
                                                             u"Holy Roman Empire"_s});
    QCOMPARE(report.sides, 3);
    SasBoard board(*m_c);
    board.addTerritory(u"Wessex"_s, u"England"_s, 0, 0, 1, u"England"_s);
    board.addTerritory(u"Mercia"_s, u"England"_s, 1, 0, 0);
    board.addTerritory(u"Ile-de-France"_s, u"France"_s, 0, 0, 1, u"France"_s);
    board.addTerritory(u"Normandy"_s, u"France"_s, 0, 1, 0);
    board.addTerritory(u"Saxony"_s, u"Holy Roman Empire"_s, 0, 0, 1, u"Holy Roman Empire"_s);
    board.addTerritory(u"Flanders"_s, QString(), 1, 0, 0);
    board.addSeaZone(u"Channel"_s);
    board.placeForce(id(u"England"_s), u"army"_s, 1, u"Wessex"_s, {{u"KN"_s, 1}, {u"HC"_s, 2}});
    board.placeForce(id(u"France"_s), u"army"_s, 1, u"Ile-de-France"_s, {{u"HC"_s, 3}});
    board.placeForce(id(u"Holy Roman Empire"_s), u"army"_s, 1, u"Saxony"_s, {{u"KN"_s, 2}, {u"HI"_s, 2}});
    Ledger ledger(*m_c);
    for (const QString &side : {u"England"_s, u"France"_s, u"Holy Roman Empire"_s})
        ledger.credit(id(side), 200, LedgerCategory::Other, u"starting treasury (test figure)"_s);
    m_prompts = std::make_shared<ScriptedPrompts>();
    m_panel = std::make_unique<SasSeasonPanel>();
    m_panel->setPrompts(m_prompts);
    m_panel->setCampaign(m_c.get());
    m_panel->resize(1200, 700);
    m_panel->show();
}

void TestSasSeasonPanel::cleanup()
{
    m_panel.reset();
    m_c.reset();
}

void TestSasSeasonPanel::sealHands()
{
    // The season's one counter-espionage round (nobody buys) comes before the first spy roll (phase 2).
    SasTest::toPhase(*m_c, 2);
    if (SasBank(*m_c).handsSealed())
        return;
    auto *counter = child<StepForm>(u"sasCounterForm"_s);
    QVERIFY(counter->setValue(u"side"_s, u"England"_s));
    QVERIFY(counter->setValue(u"count"_s, u"0"_s));
    QVERIFY2(counter->rollAndApply(), qPrintable(counter->result()->refusalText()));
}

bool TestSasSeasonPanel::spy(const QString &spy, const QString &target, const QString &dice)
{
    sealHands(); // phase 2
    auto *form = spyForm();
    form->setValue(u"spy"_s, spy);
    form->setValue(u"target"_s, target);
    form->setValue(u"type"_s, u"army"_s);
    form->setValue(u"number"_s, u"1"_s);
    form->setDice(u"spy"_s, dice);
    return form->useDiceEntered();
}

bool TestSasSeasonPanel::spyOnEngland()
{
    return spy(u"France"_s, u"England"_s, u"3, 4"_s); // 7: 8 or less sees the card
}

void TestSasSeasonPanel::season()
{
    QVERIFY2(m_panel->seasonText().contains(u"Spring 1000"_s), qPrintable(m_panel->seasonText()));
    QCOMPARE(m_panel->factionsTable()->rowCount(), 3);
    QCOMPARE(territory(u"Mercia"_s, u"Held by"_s), u"England"_s);
    QCOMPARE(faction(u"England"_s, u"Treasury"_s), gold(u"England"_s));

    // Phase 1: every faction's income, one action each with its breakdown; the treasuries follow.
    const QString before = faction(u"England"_s, u"Treasury"_s);
    QVERIFY2(apply(u"sasIncomeForm"_s, {{u"first_turn"_s, u"true"_s}}), qPrintable(shown(u"sasIncomeForm"_s)));
    QVERIFY2(shown(u"sasIncomeForm"_s).contains(u"England collects"_s)
                     && shown(u"sasIncomeForm"_s).contains(u"harvest"_s),
             qPrintable(shown(u"sasIncomeForm"_s)));
    QVERIFY(faction(u"England"_s, u"Treasury"_s) != before);
    QCOMPARE(faction(u"England"_s, u"Treasury"_s), gold(u"England"_s));
    QCOMPARE(faction(u"France"_s, u"Treasury"_s), gold(u"France"_s));

    // Phase 2: France spies on England's Army I on entered dice and succeeds.
    QVERIFY2(spyOnEngland(), qPrintable(spyResult()));
    QVERIFY2(spyResult().contains(u"succeeds"_s), qPrintable(spyResult()));

    // Phase 7: England builds a heavy cavalry unit into Army I; its own view shows it, the treasury pays.
    const QString englandGold = gold(u"England"_s);
    QVERIFY2(apply(u"sasBuildForm"_s, {{u"side"_s, u"England"_s},
                                       {u"type"_s, u"army"_s},
                                       {u"number"_s, u"1"_s},
                                       {u"hc"_s, u"1"_s}}),
             qPrintable(shown(u"sasBuildForm"_s)));
    QVERIFY(gold(u"England"_s) != englandGold);
    QVERIFY(view(u"England"_s));
    QCOMPARE(force(u"England"_s, u"Army I"_s, u"Units"_s), u"1 KN, 3 HC"_s);
    QCOMPARE(faction(u"England"_s, u"Treasury"_s), gold(u"England"_s));
    // France still sees the card as its spy saw it, not the unit built since.
    QVERIFY(view(u"France"_s));
    QVERIFY2(force(u"England"_s, u"Army I"_s, u"Units"_s).contains(u"1 KN, 2 HC"_s),
             qPrintable(force(u"England"_s, u"Army I"_s, u"Units"_s)));

    // Phase 8: England builds a trade city in Mercia; the territory's cities follow, and one undo takes it back.
    QVERIFY(view(u"Public"_s));
    const QString cities = territory(u"Mercia"_s, u"Cities"_s);
    const int vpBefore = faction(u"England"_s, u"VP"_s).toInt();
    const QString beforeCity = gold(u"England"_s);
    const QList<std::pair<QString, QString>> mercia{{u"side"_s, u"England"_s},
                                                    {u"territory"_s, u"Mercia"_s},
                                                    {u"kind"_s, u"minor"_s}};
    QVERIFY2(apply(u"sasCityForm"_s, mercia), qPrintable(shown(u"sasCityForm"_s)));
    QCOMPARE(territory(u"Mercia"_s, u"Cities"_s), u"2 trade (1 built by a player)"_s);
    QVERIFY(cities != territory(u"Mercia"_s, u"Cities"_s));
    QVERIFY(gold(u"England"_s) != beforeCity);
    QCOMPARE(faction(u"England"_s, u"VP"_s).toInt(), vpBefore + 1); // 1 VP per minor city
    m_c->log().undo();
    QCOMPARE(territory(u"Mercia"_s, u"Cities"_s), cities);
    QCOMPARE(gold(u"England"_s), beforeCity);
    QCOMPARE(faction(u"England"_s, u"Treasury"_s), beforeCity);
    QVERIFY2(apply(u"sasCityForm"_s, mercia), qPrintable(shown(u"sasCityForm"_s)));
    QCOMPARE(territory(u"Mercia"_s, u"Cities"_s), u"2 trade (1 built by a player)"_s);

    QCOMPARE(faction(u"England"_s, u"VP"_s).toInt(), vpBefore + 1);

    // The phases follow one another; the last one is left to Advance the season.
    SasTest::toPhase(*m_c, 1);
    click(u"sasNextPhase"_s);
    QVERIFY2(m_panel->seasonText().contains(u"phase 2 Espionage"_s), qPrintable(m_panel->seasonText()));
    CampaignEditor(*m_c).setTurn(1, m_c->game().phases.last());
    const qint64 atLast = m_c->log().lastSeq();
    click(u"sasNextPhase"_s);
    QVERIFY(m_panel->messageIsError());
    QCOMPARE(m_c->log().lastSeq(), atLast);

    // Phase 9: the season advances, recording each faction's VP for the charts.
    auto *advance = child<StepForm>(u"sasAdvanceForm"_s);
    QVERIFY2(advance->rollAndApply(), qPrintable(advance->result()->refusalText()));
    QVERIFY2(m_panel->seasonText().contains(u"Summer 1000"_s), qPrintable(m_panel->seasonText()));
    qint64 recorded = -1;
    for (const LedgerReader::Point &p : LedgerReader(m_c->database()).values(u"vp"_s))
        if (p.sideId == id(u"England"_s) && p.turn == 1)
            recorded = p.value;
    QCOMPARE(recorded, qint64(vpBefore + 1));
    QCOMPARE(faction(u"England"_s, u"VP"_s).toInt(), vpBefore + 1);

    // The season's reports: refused outside the banker's view; from it, the public report names no card and
    // France's has the card its spy saw.
    const QString out = m_dir.filePath(u"reports"_s);
    child<QLineEdit>(u"sasReportDir"_s)->setText(out);
    QCOMPARE(child<QComboBox>(u"sasReportTurn"_s)->currentText(), u"Spring 1000"_s);
    click(u"sasExportReports"_s);
    QVERIFY(m_panel->messageIsError());
    QVERIFY(!QFile::exists(out + u"/public.html"_s));
    QVERIFY(view(u"Referee"_s));
    click(u"sasExportReports"_s);
    QVERIFY2(!m_panel->messageIsError(), qPrintable(m_panel->message()));
    auto read = [&](const QString &name) {
        QFile f(out + u"/"_s + name);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    };
    QVERIFY(read(u"public.html"_s).contains(u"spies on Army I of England"_s));
    QVERIFY(!read(u"public.html"_s).contains(u"Card seen"_s));
    QVERIFY(read(u"france.html"_s).contains(u"Card seen"_s));
    QVERIFY(!read(u"holy-roman-empire.html"_s).contains(u"Card seen"_s));
}

void TestSasSeasonPanel::spyCardStaysPrivate()
{
    QVERIFY(view(u"Referee"_s));
    QVERIFY2(spyOnEngland(), qPrintable(spyResult()));
    // The banker reads the result; the card is in its private part.
    QVERIFY2(spyResult().contains(u"Card seen"_s), qPrintable(spyResult()));

    QVERIFY(view(u"France"_s));
    QCOMPARE(force(u"England"_s, u"Army I"_s, u"Units"_s).contains(u"1 KN, 2 HC"_s), true);
    QVERIFY(force(u"England"_s, u"Army I"_s, u"Shown as"_s).startsWith(u"spy's view"_s));
    QCOMPARE(force(u"Holy Roman Empire"_s, u"Army I"_s, u"Units"_s), u"?"_s); // not spied on
    QVERIFY(view(u"Holy Roman Empire"_s));
    QCOMPARE(force(u"England"_s, u"Army I"_s, u"Units"_s), u"?"_s);
    QCOMPARE(force(u"England"_s, u"Army I"_s, u"At"_s), u"Wessex"_s); // where it stands is public
    QCOMPARE(force(u"Holy Roman Empire"_s, u"Army I"_s, u"Units"_s), u"2 KN, 2 HI"_s);
    QVERIFY(view(u"Public"_s));
    QCOMPARE(force(u"England"_s, u"Army I"_s, u"Units"_s), u"?"_s);
    // A new spy attempt seen from the public view names no card.
    QVERIFY2(spy(u"Holy Roman Empire"_s, u"France"_s, u"1, 1"_s), qPrintable(spyResult()));
    QVERIFY2(spyResult().contains(u"France"_s), qPrintable(spyResult())); // the public line shows
    QVERIFY2(!spyResult().contains(u"HC"_s), qPrintable(spyResult()));
    QVERIFY(!spyResult().contains(u"Card seen"_s));
    // Undoing the attempt takes the card away from the spy's view.
    m_c->log().undo();
    QVERIFY(view(u"Holy Roman Empire"_s));
    QVERIFY(force(u"France"_s, u"Army I"_s, u"Units"_s) == u"?"_s);
    QVERIFY(force(u"England"_s, u"Army I"_s, u"Units"_s) == u"?"_s);
}

void TestSasSeasonPanel::refusalChangesNothing()
{
    sealHands();
    SasTest::toPhase(*m_c, 8); // city building
    qint64 last = m_c->log().lastSeq();
    const QString goldBefore = gold(u"England"_s);
    // England does not hold Flanders: the city is refused, in red, and nothing is logged.
    QVERIFY(!apply(u"sasCityForm"_s, {{u"side"_s, u"England"_s}, {u"territory"_s, u"Flanders"_s}}));
    QVERIFY2(shown(u"sasCityForm"_s).contains(u"Flanders"_s), qPrintable(shown(u"sasCityForm"_s)));
    QCOMPARE(m_c->log().lastSeq(), last);
    QCOMPARE(territory(u"Flanders"_s, u"Cities"_s), u"1 trade"_s);
    QCOMPARE(gold(u"England"_s), goldBefore);
    // Wrong dice (one die for a two-dice attempt) are refused before anything is paid.
    SasTest::toPhase(*m_c, 2);
    last = m_c->log().lastSeq();
    const QString franceGold = gold(u"France"_s);
    QVERIFY(!spy(u"France"_s, u"England"_s, u"3"_s));
    QVERIFY2(spyForm()->result()->isRefusal(), qPrintable(spyResult()));
    QCOMPARE(m_c->log().lastSeq(), last);
    QCOMPARE(gold(u"France"_s), franceGold);
    // Building nothing is refused too.
    SasTest::toPhase(*m_c, 7);
    last = m_c->log().lastSeq();
    QVERIFY(!apply(u"sasBuildForm"_s,
                   {{u"side"_s, u"England"_s}, {u"type"_s, u"army"_s}, {u"number"_s, u"1"_s}}));
    QVERIFY(child<StepForm>(u"sasBuildForm"_s)->result()->isRefusal());
    QCOMPARE(m_c->log().lastSeq(), last);
}

void TestSasSeasonPanel::siegeAllianceOrdersAndRaise()
{
    // Phase 1 after the first season: the upkeep unit by unit shows in the banker's view only.
    QVERIFY(view(u"Referee"_s));
    QVERIFY2(apply(u"sasIncomeForm"_s, {}), qPrintable(shown(u"sasIncomeForm"_s)));
    QVERIFY2(m_panel->message().contains(u"England's maintenance, unit by unit"_s)
                     && m_panel->message().contains(u"2 HC ×"_s),
             qPrintable(m_panel->message()));
    m_c->log().undo(); // one step for every faction: one undo takes the phase back
    QVERIFY(view(u"Public"_s));
    QVERIFY2(apply(u"sasIncomeForm"_s, {}), qPrintable(shown(u"sasIncomeForm"_s)));
    QVERIFY(!m_panel->message().contains(u"unit by unit"_s));
    QVERIFY(!m_panel->message().contains(u"HC"_s));
    QVERIFY2(!shown(u"sasIncomeForm"_s).contains(u"HC"_s), qPrintable(shown(u"sasIncomeForm"_s)));
    QVERIFY(view(u"Referee"_s));
    // Phase 3: England and France form team A; both rows show the team and its points.
    QVERIFY2(apply(u"sasAllianceForm"_s, {{u"team"_s, u"A"_s}, {u"members"_s, u"England|France"_s}}),
             qPrintable(shown(u"sasAllianceForm"_s)));
    QVERIFY2(faction(u"England"_s, u"Team"_s).startsWith(u"A ("_s),
             qPrintable(faction(u"England"_s, u"Team"_s)));
    QCOMPARE(faction(u"France"_s, u"Team"_s), faction(u"England"_s, u"Team"_s));
    QCOMPARE(faction(u"Holy Roman Empire"_s, u"Team"_s), u"—"_s);

    // Phase 6: the Holy Roman Empire's army, moved into Flanders (an army besieges the territory it
    // stands in), besieges it (one trade city: two dice) and pays half in gold.
    QVERIFY2(apply(u"sasMoveForm"_s, {{u"side"_s, u"Holy Roman Empire"_s},
                                      {u"type"_s, u"army"_s},
                                      {u"number"_s, u"1"_s},
                                      {u"to"_s, u"Flanders"_s}}),
             qPrintable(shown(u"sasMoveForm"_s)));
    // The siege step rolls its casualty dice itself: one for the plain territory, one for its trade city.
    auto *siege = child<StepForm>(u"sasSiegeForm"_s);
    QVERIFY(siege->setValue(u"side"_s, u"Holy Roman Empire"_s));
    QVERIFY(siege->setValue(u"army"_s, u"1"_s));
    QVERIFY(siege->setValue(u"territory"_s, u"Flanders"_s));
    QVERIFY(siege->setValue(u"paid"_s, u"2"_s));
    QVERIFY(siege->setValue(u"lose_hi"_s, u"1"_s));
    QVERIFY(siege->diceLine(u"siege"_s));
    SasTest::toPhase(*m_c, 6); // the battles phase, where sieges are settled
    const QString hreGold = gold(u"Holy Roman Empire"_s);
    const qint64 beforeSiege = m_c->log().lastSeq();
    QVERIFY(siege->setDice(u"siege"_s, u"2, 2"_s));
    QVERIFY2(siege->useDiceEntered(), qPrintable(siege->result()->refusalText()));
    QCOMPARE(territory(u"Flanders"_s, u"Held by"_s), u"Holy Roman Empire"_s);
    QCOMPARE(force(u"Holy Roman Empire"_s, u"Army I"_s, u"Units"_s), u"2 KN, 1 HI"_s);
    QVERIFY(gold(u"Holy Roman Empire"_s) != hreGold);
    // The roll, the gold, the losses and the change of holder: one action.
    m_c->log().undo();
    QCOMPARE(m_c->log().lastSeq() > beforeSiege, true);
    QVERIFY(territory(u"Flanders"_s, u"Held by"_s) != u"Holy Roman Empire"_s);
    QCOMPARE(gold(u"Holy Roman Empire"_s), hreGold);
    m_c->log().redo();
    QCOMPARE(territory(u"Flanders"_s, u"Held by"_s), u"Holy Roman Empire"_s);

    // Phase 5: France's Army I moves to Normandy; a cargo needs a fleet.
    QVERIFY2(apply(u"sasMoveForm"_s, {{u"side"_s, u"France"_s},
                                      {u"type"_s, u"army"_s},
                                      {u"number"_s, u"1"_s},
                                      {u"to"_s, u"Normandy"_s}}),
             qPrintable(shown(u"sasMoveForm"_s)));
    QCOMPARE(force(u"France"_s, u"Army I"_s, u"At"_s), u"Normandy"_s);
    const qint64 noFleet = m_c->log().lastSeq();
    QVERIFY(!apply(u"sasCargoForm"_s,
                   {{u"side"_s, u"France"_s}, {u"fleet"_s, u"1"_s}, {u"armies"_s, u"Army I"_s}}));
    QVERIFY(child<StepForm>(u"sasCargoForm"_s)->result()->isRefusal());
    QCOMPARE(m_c->log().lastSeq(), noFleet);

    // Phase 4: France writes its orders from its own view; the sealed text leaves the screen.
    SasTest::toPhase(*m_c, 4);
    QVERIFY(view(u"France"_s));
    child<QPlainTextEdit>(u"sasOrders"_s)->setPlainText(u"Army I: defend"_s);
    click(u"sasWriteOrders"_s);
    QVERIFY2(!m_panel->messageIsError(), qPrintable(m_panel->message()));
    QVERIFY(child<QPlainTextEdit>(u"sasOrders"_s)->toPlainText().isEmpty());
    // An order for a force France does not have is refused.
    child<QPlainTextEdit>(u"sasOrders"_s)->setPlainText(u"Army IV: attack Flanders"_s);
    const qint64 last = m_c->log().lastSeq();
    click(u"sasWriteOrders"_s);
    QVERIFY(m_panel->messageIsError());
    QCOMPARE(m_c->log().lastSeq(), last);

    // Phase 7: England raises Army II at Mercia; a fleet is refused (England holds no port).
    QVERIFY2(apply(u"sasRaiseForm"_s, {{u"side"_s, u"England"_s},
                                       {u"type"_s, u"army"_s},
                                       {u"location"_s, u"Mercia"_s},
                                       {u"hc"_s, u"1"_s}}),
             qPrintable(shown(u"sasRaiseForm"_s)));
    QVERIFY(view(u"England"_s));
    QCOMPARE(force(u"England"_s, u"Army II"_s, u"Units"_s), u"1 HC"_s);
    QCOMPARE(force(u"England"_s, u"Army II"_s, u"At"_s), u"Mercia"_s);
    auto *heavyCavalry = qobject_cast<QSpinBox *>(
            child<StepForm>(u"sasRaiseForm"_s)->inputs()->input(u"hc"_s));
    QVERIFY(heavyCavalry);
    heavyCavalry->setValue(heavyCavalry->minimum()); // left out
    QVERIFY(!apply(u"sasRaiseForm"_s, {{u"type"_s, u"fleet"_s}, {u"tr"_s, u"1"_s}}));
    QVERIFY2(shown(u"sasRaiseForm"_s).contains(u"port"_s), qPrintable(shown(u"sasRaiseForm"_s)));
}

void TestSasSeasonPanel::spyIsOneUndoInTheDock()
{
    // The dock runs the spy step: France pays 30 gold and rolls as one action, which one undo takes back.
    sealHands();
    const QString franceGold = gold(u"France"_s);
    QVERIFY2(spyOnEngland(), qPrintable(spyResult()));
    QVERIFY(gold(u"France"_s) != franceGold);
    m_c->log().undo();
    QCOMPARE(gold(u"France"_s), franceGold);
    QVERIFY(SasBank(*m_c).handsSealed()); // the round before it stays
    // Once the espionage phase is closed, the dock refuses an attempt and logs nothing.
    auto *close = child<StepForm>(u"sasCloseEspionageForm"_s);
    SasTest::toPhase(*m_c, 2);
    QVERIFY2(close->rollAndApply(), qPrintable(close->result()->refusalText()));
    const qint64 last = m_c->log().lastSeq();
    QVERIFY(!spyOnEngland());
    QVERIFY2(spyForm()->result()->refusalText().contains(u"phase 2"_s), qPrintable(spyResult()));
    QCOMPARE(m_c->log().lastSeq(), last);
    QCOMPARE(gold(u"France"_s), franceGold);
}

void TestSasSeasonPanel::pinGatesTheViewer()
{
    CampaignEditor(*m_c).setSidePin(id(u"France"_s), u"4321"_s);
    m_prompts->pin = u"1111"_s;
    QVERIFY(!view(u"France"_s));
    QCOMPARE(m_prompts->errors.size(), 1);
    QCOMPARE(force(u"France"_s, u"Army I"_s, u"Units"_s), u"?"_s);
    m_prompts->pin = u"4321"_s;
    QVERIFY(view(u"France"_s));
    QCOMPARE(force(u"France"_s, u"Army I"_s, u"Units"_s), u"3 HC"_s);
    // The orders form writes for the viewer's own faction only.
    QVERIFY(child<QPushButton>(u"sasWriteOrders"_s)->isEnabled());
    QCOMPARE(child<QComboBox>(u"sasOrdersSide"_s)->currentText(), u"France"_s);
    QVERIFY(!child<QComboBox>(u"sasOrdersSide"_s)->isEnabled());
    // Another campaign (or the same one given again) opens on the public view.
    m_panel->setCampaign(m_c.get());
    QCOMPARE(m_panel->viewer()->currentText(), u"Public"_s);
    QCOMPARE(force(u"France"_s, u"Army I"_s, u"Units"_s), u"?"_s);
    QVERIFY(!child<QPushButton>(u"sasWriteOrders"_s)->isEnabled());
}

void TestSasSeasonPanel::readOnlyDisablesForms()
{
    QVERIFY(child<StepForm>(u"sasIncomeForm"_s)->rollButton()->isEnabled());
    const QString path = m_c->path();
    m_panel->setCampaign(nullptr);
    m_c.reset();
    auto readOnly = Campaign::open(path, CampaignFile::Access::ReadOnly);
    m_panel->setCampaign(readOnly.get());
    QCOMPARE(m_panel->factionsTable()->rowCount(), 3);
    for (const QString &name :
         {u"sasIncomeForm"_s, u"sasAllianceForm"_s, u"sasAdvanceForm"_s, u"sasSiegeForm"_s, u"sasSpyForm"_s,
          u"sasCounterForm"_s, u"sasBuildForm"_s, u"sasCityForm"_s, u"sasMoveForm"_s, u"sasLengthForm"_s}) {
        QVERIFY2(!child<StepForm>(name)->rollButton()->isEnabled(), qPrintable(name));
        QVERIFY2(child<StepForm>(name)->checkButton()->isEnabled(), qPrintable(name));
    }
    m_panel->setCampaign(nullptr);
}

void TestSasSeasonPanel::boardTabEntersTheMap()
{
    // Issue 24, defect 2: territories have a place in the window. Kent, English, with a major city
    // that is also a port; then picked in the table and handed to France; a force placed there.
    m_panel->openViewer(u"referee"_s);
    const qint64 before = m_c->log().lastSeq();
    const QList<std::pair<QString, QString>> kent{{u"name"_s, u"Kent"_s},
                                                  {u"control"_s, u"England"_s},
                                                  {u"major"_s, u"1"_s},
                                                  {u"port"_s, u"true"_s}};
    QVERIFY2(apply(u"sasTerritoryForm"_s, kent), qPrintable(shown(u"sasTerritoryForm"_s)));
    QCOMPARE(m_c->log().lastSeq() > before, true);
    QCOMPARE(territory(u"Kent"_s, u"Held by"_s), u"England"_s);
    QCOMPARE(territory(u"Kent"_s, u"Cities"_s), u"1 major"_s);
    QVERIFY(SasBoard(*m_c).cities(u"Kent"_s).first().attributes.value(u"port"_s).toBool());
    // One action: one undo takes the territory and its city back, one redo restores them.
    m_c->log().undo();
    QCOMPARE(territory(u"Kent"_s, u"Held by"_s), u"<no row>"_s);
    m_c->log().redo();
    QCOMPARE(territory(u"Kent"_s, u"Cities"_s), u"1 major"_s);
    // The same name again is refused in red, naming nothing but the window's own words; nothing written.
    const qint64 entered = m_c->log().lastSeq();
    QVERIFY(!apply(u"sasTerritoryForm"_s, kent));
    QVERIFY(child<StepForm>(u"sasTerritoryForm"_s)->result()->isRefusal());
    QVERIFY2(!shown(u"sasTerritoryForm"_s).contains(u"reeve-cli"_s), qPrintable(shown(u"sasTerritoryForm"_s)));
    QCOMPARE(m_c->log().lastSeq(), entered);
    // Picking Flanders in the table brings it into the forms; it goes to France.
    QTableWidget *t = m_panel->territoriesTable();
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->text() == u"Flanders"_s)
            t->selectRow(r);
    auto *form = child<StepForm>(u"sasTerritoryForm"_s);
    QCOMPARE(form->inputs()->values().value(u"name"_s).toString(), u"Flanders"_s);
    QCOMPARE(form->inputs()->values().value(u"trade"_s).toInt(), 1);
    QVERIFY(!form->inputs()->values().contains(u"control"_s)); // neutral
    auto *control = child<StepForm>(u"sasControlForm"_s);
    QCOMPARE(control->inputs()->values().value(u"territory"_s).toString(), u"Flanders"_s);
    QCOMPARE(control->inputs()->values().value(u"side"_s).toString(), u"neutral"_s);
    QVERIFY2(apply(u"sasControlForm"_s, {{u"side"_s, u"France"_s}}), qPrintable(shown(u"sasControlForm"_s)));
    QCOMPARE(territory(u"Flanders"_s, u"Held by"_s), u"France"_s);
    // A sea zone, and a starting fleet placed in it from the same tab.
    QVERIFY2(apply(u"sasSeaForm"_s, {{u"name"_s, u"North Sea"_s}}), qPrintable(shown(u"sasSeaForm"_s)));
    QCOMPARE(territory(u"North Sea"_s, u"Kind"_s), u"sea zone"_s);
    QVERIFY2(apply(u"sasPlaceForm"_s, {{u"side"_s, u"England"_s},
                                       {u"type"_s, u"fleet"_s},
                                       {u"number"_s, u"1"_s},
                                       {u"location"_s, u"North Sea"_s},
                                       {u"tr"_s, u"2"_s}}),
             qPrintable(shown(u"sasPlaceForm"_s)));
    QCOMPARE(SasBoard(*m_c).force(id(u"England"_s), u"fleet"_s, 1).locationId, u"North Sea"_s);
}

void TestSasSeasonPanel::boardTabEntersBordersAndStraits()
{
    // Phase 5 from the window, no command line: what Flanders borders (both ways), then a strait with
    // its shores and controller. Each one action; a refusal writes nothing.
    m_panel->openViewer(u"referee"_s);
    QVERIFY2(apply(u"sasSeaForm"_s, {{u"name"_s, u"Dover"_s}}), qPrintable(shown(u"sasSeaForm"_s)));
    qint64 before = m_c->log().lastSeq();
    QVERIFY2(apply(u"sasBordersForm"_s, {{u"name"_s, u"Flanders"_s}, {u"neighbours"_s, u"Normandy, Dover"_s}}),
             qPrintable(shown(u"sasBordersForm"_s)));
    QCOMPARE(m_c->log().lastSeq(), before + 1);
    CampaignReader reader(m_c->database());
    QCOMPARE(SasBorders::of(reader.location(u"Normandy"_s)), QStringList{u"Flanders"_s});
    before = m_c->log().lastSeq();
    QVERIFY(!apply(u"sasStraitForm"_s, {{u"name"_s, u"Dover"_s}, {u"shores"_s, u"Flanders"_s}}));
    QVERIFY(child<StepForm>(u"sasStraitForm"_s)->result()->isRefusal());
    QCOMPARE(m_c->log().lastSeq(), before);
    QVERIFY2(apply(u"sasStraitForm"_s, {{u"name"_s, u"Dover"_s},
                                        {u"shores"_s, u"Flanders, Normandy"_s},
                                        {u"control"_s, u"France"_s}}),
             qPrintable(shown(u"sasStraitForm"_s)));
    QCOMPARE(m_c->log().lastSeq(), before + 1);
    const Location dover = CampaignReader(m_c->database()).location(u"Dover"_s);
    QCOMPARE(SasStraits::shores(dover), (QStringList{u"Flanders"_s, u"Normandy"_s}));
    QCOMPARE(SasStraits::controller(dover), u"France"_s);
    QCOMPARE(territory(u"Dover"_s, u"Kind"_s), u"strait"_s);
    QCOMPARE(territory(u"Dover"_s, u"Held by"_s), u"France"_s);
    QCOMPARE(territory(u"Dover"_s, u"Cities"_s), u"strait between Flanders and Normandy"_s);
    // Picking Dover in the table brings its borders and its strait back into the forms.
    QTableWidget *t = m_panel->territoriesTable();
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->text() == u"Dover"_s)
            t->selectRow(r);
    auto *borders = child<StepForm>(u"sasBordersForm"_s);
    QCOMPARE(borders->inputs()->values().value(u"name"_s).toString(), u"Dover"_s);
    QCOMPARE(borders->inputs()->values().value(u"neighbours"_s).toArray(), QJsonArray{u"Flanders"_s});
    auto *strait = child<StepForm>(u"sasStraitForm"_s);
    QCOMPARE(strait->inputs()->values().value(u"control"_s).toString(), u"France"_s);
}

void TestSasSeasonPanel::advanceMidSeasonOffersSkip()
{
    // Phase 1 of the first season: advancing now would skip the whole season. Refused through the form
    // with nothing written, the skip offered; so too from phase 3, where the refusal names the window's
    // button, never a command line.
    const QString season = m_panel->seasonText();
    const qint64 before = m_c->log().lastSeq();
    auto *advance = child<StepForm>(u"sasAdvanceForm"_s);
    QVERIFY2(season.contains(u"phase 1"_s), qPrintable(season));
    QVERIFY(!advance->rollAndApply());
    QCOMPARE(m_c->log().lastSeq(), before);
    QVERIFY2(advance->result()->refusalText().contains(u"phases 2 to 8"_s),
             qPrintable(advance->result()->refusalText()));
    QVERIFY(!child<QPushButton>(u"sasAdvanceSkip"_s)->isHidden());
    CampaignEditor(*m_c).setTurn(1, m_c->game().phases.at(2));
    const qint64 atPhase3 = m_c->log().lastSeq();
    QVERIFY(atPhase3 > before);
    QVERIFY(!advance->check()); // refused before anything is written
    QVERIFY(!advance->rollAndApply());
    QCOMPARE(m_c->log().lastSeq(), atPhase3);
    const QString refusal = advance->result()->refusalText();
    QVERIFY2(!refusal.contains(u"reeve-cli"_s) && !refusal.contains(u"--skip"_s), qPrintable(refusal));
    QVERIFY2(refusal.contains(u"phases 4 to 8"_s), qPrintable(refusal));
    QVERIFY2(refusal.contains(u"Skip the rest of the season and advance"_s), qPrintable(refusal));
    auto *skip = child<QPushButton>(u"sasAdvanceSkip"_s);
    QVERIFY(!skip->isHidden());
    if (qEnvironmentVariableIsSet("REEVE_SCREENSHOT")) {
        m_panel->resize(1300, 700);
        m_panel->show();
        auto *tabs = child<QTabWidget>(u"sasSteps"_s);
        for (int tab : {7, 4, 1}) { // the season's advance refused; the siege; espionage
            tabs->setCurrentIndex(tab);
            QTest::qWait(100);
            m_panel->grab().save(
                    qEnvironmentVariable("REEVE_SCREENSHOT").replace(u".png"_s, u"%1.png"_s.arg(tab)));
        }
    }
    // The skip in the window: one action that moves to the next season; one undo takes it back.
    skip->click();
    QVERIFY2(!advance->result()->isRefusal(), qPrintable(advance->result()->refusalText()));
    QVERIFY(skip->isHidden());
    QVERIFY2(m_panel->seasonText().contains(u"Summer 1000"_s), qPrintable(m_panel->seasonText()));
    QVERIFY(m_c->log().lastSeq() > atPhase3);
    m_c->log().undo();
    QVERIFY2(m_panel->seasonText().contains(u"phase 3"_s), qPrintable(m_panel->seasonText()));
    QVERIFY(m_panel->seasonText().startsWith(season.section(u" — "_s, 0, 0)));
    // The skip is not left ticked: the next mid-season advance is checked again.
    QVERIFY(!advance->rollAndApply());
    QVERIFY(advance->result()->refusalText().contains(u"Skip the rest"_s));
}

void TestSasSeasonPanel::fitsTheDockAt1280x800()
{
    // Issue 22 tour: at 1280x800 the window gives this dock about 350 pixels under the Campaign and Turn log
    // docks, inside a scroll area (FeatureDocks). A wrapped season line gave the panel a height-for-width, so
    // the scroll area made it 622 pixels tall (its tables' preferred heights) and every Next phase or Tab
    // scrolled the season line and the tab bar out of sight; the Any step tab (unscrolled) alone needed 224.
    QScrollArea scroll;
    scroll.setWidgetResizable(true);
    auto *panel = new SasSeasonPanel;
    scroll.setWidget(panel);
    panel->setCampaign(m_c.get());
    scroll.resize(1270, 350);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    QVERIFY(!panel->hasHeightForWidth());
    QVERIFY2(panel->minimumSizeHint().height() <= 330,
             qPrintable(QString::number(panel->minimumSizeHint().height())));
    QVERIFY2(panel->height() <= scroll.viewport()->height(),
             qPrintable(u"%1 > %2"_s.arg(panel->height()).arg(scroll.viewport()->height())));
    QCOMPARE(scroll.verticalScrollBar()->maximum(), 0);
    // The whole season line stays readable where the dock is narrow.
    auto *season = panel->findChild<QLabel *>(u"sasSeason"_s);
    QVERIFY(season->toolTip().contains(u"Spring 1000"_s));
    panel->setCampaign(nullptr);
}

void TestSasSeasonPanel::keysLeaveTheWindowsAlone()
{
    // Issue 22 tour, keyboard only: the phase tabs were &1 to &9, but Alt+1 to Alt+0 bring up the window's
    // docks (Alt+3 Procedures, Alt+5 Ledger, ...), and a key claimed twice does nothing; Alt+V and Alt+E open
    // the View and Edit menus, Alt+S is this dock's own key, Alt+T the timer's, Alt+O and Alt+P the Orders
    // and Steps docks.
    QSet<QKeySequence> window;
    for (int k = Qt::Key_0; k <= Qt::Key_9; ++k)
        window << QKeySequence(Qt::ALT | Qt::Key(k));
    for (Qt::Key k :
         {Qt::Key_F, Qt::Key_E, Qt::Key_G, Qt::Key_V, Qt::Key_H, Qt::Key_S, Qt::Key_T, Qt::Key_O, Qt::Key_P})
        window << QKeySequence(Qt::ALT | k);
    QStringList texts;
    auto *tabs = child<QTabWidget>(u"sasSteps"_s);
    // The phase tabs are numbers, their titles in tooltips, so all ten tabs fit the dock at 1280x800.
    QCOMPARE(tabs->tabText(0), u"1"_s);
    QCOMPARE(tabs->tabToolTip(0), u"1 Income"_s);
    QCOMPARE(tabs->tabToolTip(4), u"5–6 Battle"_s);
    QCOMPARE(tabs->tabText(8), u"&Board"_s);
    QVERIFY(tabs->tabBar()->sizeHint().width() < 500);
    for (int i = 0; i < tabs->count(); ++i)
        texts << tabs->tabText(i);
    for (const QString &name :
         {u"sasNextPhase"_s, u"sasWriteOrders"_s, u"sasExportReports"_s, u"sasAdvanceSkip"_s})
        texts << child<QPushButton>(name)->text();
    for (QLabel *label : m_panel->findChildren<QLabel *>())
        if (label->buddy() == m_panel->viewer())
            texts << label->text();
    QCOMPARE(texts.size(), tabs->count() + 5);
    for (const QString &text : std::as_const(texts)) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        QVERIFY2(!window.contains(key), qPrintable(text + u" takes "_s + key.toString()));
    }
    // The tabs stay reachable from the keyboard: Ctrl+Tab moves to the next phase's tab.
    tabs->setCurrentIndex(0);
    tabs->currentWidget()->setFocus();
    QTest::keyClick(tabs->currentWidget(), Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(tabs->currentIndex(), 1);
}

void TestSasSeasonPanel::notesNameNoIds()
{
    // Issue 22 tour: the Battle tab's note sent the banker to "sas.land-combat, sas.fleet-combat, the sas.quick-*
    // steps, sas.morale" in the Procedures dock; it names the procedures as that dock lists them.
    const QRegularExpression ids(u"\\bsas\\.[a-z]|\\b[a-z]+_[a-z_]+\\b"_s);
    int notes = 0;
    for (QLabel *label : m_panel->findChildren<QLabel *>()) {
        if (label->text().isEmpty())
            continue;
        ++notes;
        QVERIFY2(!ids.match(label->text()).hasMatch(), qPrintable(label->text()));
    }
    QVERIFY(notes > 20);
    bool named = false;
    for (QLabel *label : m_panel->findChildren<QLabel *>())
        named = named || label->text().contains(u"Land combat attack"_s);
    QVERIFY(named);
}

void TestSasSeasonPanel::formsNameEachUnitAndForce()
{
    // Issue 22 tour: the build, raise, losses, place, siege and capture forms showed nine fields all labelled
    // "Units:" (and capture two labelled "Number:"): the banker could not tell knights from transports.
    auto labels = [&](const QString &form) {
        QStringList texts;
        auto *inputs = child<StepForm>(form)->inputs();
        auto *layout = qobject_cast<QFormLayout *>(inputs->layout());
        for (QWidget *w : inputs->findChildren<QWidget *>(QRegularExpression(u"^stepField_"_s)))
            if (auto *label = qobject_cast<QLabel *>(layout->labelForField(w)))
                texts << label->text();
        return texts;
    };
    const QStringList build = labels(u"sasBuildForm"_s);
    for (const QString &unit : {u"Knights (KN):"_s, u"Heavy cavalry (HC):"_s, u"Light cavalry (LC):"_s,
                                u"Heavy infantry (HI):"_s, u"Light infantry (LI):"_s, u"Peasants (PS):"_s,
                                u"Warships (WS):"_s, u"Raiders (RD):"_s, u"Transports (TR):"_s})
        QVERIFY2(build.contains(unit), qPrintable(build.join(u" | "_s)));
    const QStringList siege = labels(u"sasSiegeForm"_s);
    QVERIFY2(siege.contains(u"Heavy infantry lost (HI):"_s) && siege.contains(u"Army number*:"_s),
             qPrintable(siege.join(u" | "_s)));
    const QStringList capture = labels(u"sasCaptureForm"_s);
    QVERIFY2(capture.contains(u"Winner's fleet number*:"_s) && capture.contains(u"Loser's fleet number*:"_s),
             qPrintable(capture.join(u" | "_s)));
    for (const QString &form :
         {u"sasBuildForm"_s, u"sasRaiseForm"_s, u"sasLossesForm"_s, u"sasPlaceForm"_s, u"sasSiegeForm"_s,
          u"sasCaptureForm"_s, u"sasCargoForm"_s, u"sasCounterForm"_s}) {
        const QStringList all = labels(form);
        // No two fields named alike.
        QVERIFY2(QSet<QString>(all.cbegin(), all.cend()).size() == all.size(),
                 qPrintable(form + u": "_s + all.join(u" | "_s)));
        // List fields are typed as text separated by commas: no JSON brackets in what the window shows.
        for (QLineEdit *line : child<StepForm>(form)->inputs()->findChildren<QLineEdit *>())
            QVERIFY2(!line->placeholderText().contains(u'['),
                     qPrintable(form + u": "_s + line->placeholderText()));
    }
}

void TestSasSeasonPanel::counterFormForgetsThePurchase()
{
    // Counter-agents are bought in secret (Swords & Sails, phase 2). The banker enters them on the table's
    // screen: once sealed, the form no longer shows who bought how many, as the sealed orders do not.
    QVERIFY(view(u"Public"_s));
    const qint64 england = id(u"England"_s);
    const qint64 before = CampaignReader(m_c->database()).account(england).balance;
    QVERIFY2(apply(u"sasCounterForm"_s,
                   {{u"side"_s, u"England"_s}, {u"count"_s, u"2"_s}, {u"others"_s, u"France=1"_s}}),
             qPrintable(shown(u"sasCounterForm"_s)));
    // 30 gold per counter-agent: England pays 60, France 30.
    QCOMPARE(CampaignReader(m_c->database()).account(england).balance, before - 60);
    QCOMPARE(SasBank(*m_c).countersLeft(england), 2);
    QCOMPARE(SasBank(*m_c).countersLeft(id(u"France"_s)), 1);
    auto *form = child<StepForm>(u"sasCounterForm"_s);
    QCOMPARE(form->inputs()->findChild<QSpinBox *>(u"stepField_count"_s)->value(), 0);
    QCOMPARE(form->inputs()->findChild<QLineEdit *>(u"stepField_others"_s)->text(), QString());
    // The public table still shows England's treasury without the purchase, and no counter count.
    QCOMPARE(faction(u"England"_s, u"Counters"_s), u"secret"_s);
    QCOMPARE(faction(u"England"_s, u"Treasury"_s), Money::format(before, m_c->game().currency));
    QVERIFY(!shown(u"sasCounterForm"_s).contains(u"2 counter-agents"_s));
}

void TestSasSeasonPanel::tabReachesApply()
{
    // Issue 22 tour, keyboard only: Tab from a form's last field went on to the next form on the page (the
    // fields are made after the buttons), so Check and Apply were never reached without the mouse.
    SasTest::toPhase(*m_c, 6); // losses are recorded in the battles phase
    auto nextStops = [&](QWidget *from, int n) {
        QList<QWidget *> stops;
        for (QWidget *w = from->nextInFocusChain(); w && w != from && stops.size() < n;
             w = w->nextInFocusChain())
            if ((w->focusPolicy() & Qt::TabFocus) && w->isVisibleTo(m_panel.get()) && w->isEnabled()
                && !from->isAncestorOf(w)) // a spin box's own line edit
                stops << w;
        return stops;
    };
    auto *tabs = child<QTabWidget>(u"sasSteps"_s);
    tabs->setCurrentIndex(4); // 5–6 Battle
    auto *losses = child<StepForm>(u"sasLossesForm"_s);
    QWidget *why = losses->inputs()->findChild<QWidget *>(u"stepField_reason"_s);
    QCOMPARE(nextStops(why, 2), (QList<QWidget *>{losses->checkButton(), losses->rollButton()}));
    // With dice: the last field, then the dice line, then the buttons.
    tabs->setCurrentIndex(1); // 2 Spies
    auto *spy = spyForm();
    QWidget *number = spy->inputs()->findChild<QWidget *>(u"stepField_number"_s);
    QCOMPARE(nextStops(number, 4), (QList<QWidget *>{spy->diceLine(u"spy"_s), spy->checkButton(),
                                                     spy->rollButton(), spy->useDiceButton()}));
    // And the keys do it: Tab from the last field, then Space, applies the step.
    QVERIFY(view(u"Referee"_s));
    tabs->setCurrentIndex(4);
    QVERIFY(losses->setValue(u"side"_s, u"England"_s));
    QVERIFY(losses->setValue(u"hc"_s, u"1"_s));
    m_panel->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
    why->setFocus();
    QCOMPARE(QApplication::focusWidget(), why);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), losses->rollButton());
    const qint64 before = m_c->log().lastSeq();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY2(m_c->log().lastSeq() > before, qPrintable(shown(u"sasLossesForm"_s)));
    QCOMPARE(force(u"England"_s, u"Army I"_s, u"Units"_s), u"1 KN, 1 HC"_s);
}

void TestSasSeasonPanel::forcesNamedInTheReadersLanguage()
{
    // A force is stored as "Army I" (issue 25); a German reader sees "Armee I" in the Campaign panel's
    // units list and in the season panel's forces table alike, and its fleet's cargo by the same names.
    SasBoard board(*m_c);
    board.placeForce(id(u"England"_s), u"fleet"_s, 1, u"Channel"_s, {{u"TR"_s, 1}});
    SasTest::toPhase(*m_c, 5);
    board.setCargo(id(u"England"_s), 1, {u"Army I"_s}, u"table"_s);
    ForceNamesInGerman german;
    QCoreApplication::installTranslator(&german);
    UnitModel units;
    units.setCampaign(m_c.get());
    QStringList names;
    for (int r = 0; r < units.rowCount(); ++r)
        names << units.index(r, UnitModel::NameColumn).data().toString();
    QVERIFY(view(u"Referee"_s)); // the banker sees every cargo; the tables are filled again
    const QString cargo = force(u"England"_s, u"Flotte I"_s, u"Cargo"_s);
    const QString army = force(u"England"_s, u"Armee I"_s, u"At"_s);
    const QString season = m_panel->seasonText(); // the phase in the reader's words too
    QCoreApplication::removeTranslator(&german);
    QVERIFY2(season.contains(u"phase 5 Bewegung"_s), qPrintable(season));
    QVERIFY2(names.contains(u"Armee I"_s) && names.contains(u"Flotte I"_s) && !names.contains(u"Army I"_s),
             qPrintable(names.join(u", "_s)));
    QCOMPARE(army, u"Wessex"_s);
    QCOMPARE(cargo, u"Armee I"_s);
    QCOMPARE(CampaignReader(m_c->database()).unit(board.force(id(u"England"_s), u"army"_s, 1).id).name,
             u"Army I"_s); // stored in English
}

QTEST_MAIN(TestSasSeasonPanel)
#include "tst_sas_season_panel.moc"
