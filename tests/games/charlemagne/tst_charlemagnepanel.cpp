// The Charlemagne board panel offscreen (issue 9; issue 18 item 6): the 771 scenario driven through the
// dock's step form (the step picker, the fields, the dice line, Check, Roll and apply, Use dice entered) —
// a hex and its burg, a unit moved into it, the treasury posted in the same action as its roll, a face-down
// Tribal levy that the public view does not name (in the tables and in the form's unit lists), a
// conversion stopped by its missing table cell and then made on entered dice (the religion follows, the
// explanation shows), one undo taking the whole step back, the ratio carried into the battle, the region
// levies entered and the victory points recorded; a refused step writes nothing and an applied one is one
// action; read-only campaigns check steps but apply none.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "charlemagne/charlemagnepanel.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "log/actionlog.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "storage/campaignfile.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

class TestCharlemagnePanel : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void firstTurnThroughThePanel();
    void readOnlyDisablesForms();
    void refusedWritesNothingAppliedIsOneAction();

private:
    template<typename T>
    T *child(const QString &name)
    {
        T *w = m_panel->findChild<T *>(name);
        if (!w)
            qFatal("no child %s", qPrintable(name));
        return w;
    }
    StepForm *form() { return m_panel->stepForm(); }
    StepResultView *result() { return form()->result(); }
    void step(const QString &id) { QVERIFY2(m_panel->chooseStep(id), qPrintable(id)); }
    void set(const QString &field, const QString &value)
    {
        QVERIFY2(form()->setValue(field, value), qPrintable(field + u" = "_s + value));
    }
    /// A unit as the form's pickers take it: its name, or its number when it has none.
    QString unitValue(qint64 id)
    {
        const Unit u = CampaignReader(m_c->database()).unit(id);
        return u.name.isEmpty() ? QString::number(u.id) : u.name;
    }
    QString unitValues(const QList<qint64> &ids)
    {
        QStringList values;
        for (qint64 id : ids)
            values << unitValue(id);
        return values.join(u'|');
    }
    void useDice(const QString &dice)
    {
        QVERIFY(form()->setDice(u"roll"_s, dice));
        form()->useDiceButton()->click();
    }
    void apply() { form()->rollButton()->click(); }
    QString refusal() { return result()->refusalText(); }
    /// The texts a picker or list of the form shows.
    QStringList shownTexts(const QString &field)
    {
        QStringList texts;
        QWidget *input = form()->inputs()->input(field);
        if (auto *combo = qobject_cast<QComboBox *>(input))
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        if (auto *list = qobject_cast<QListWidget *>(input))
            for (int i = 0; i < list->count(); ++i)
                texts << list->item(i)->text();
        return texts;
    }
    static QString cell(QTableWidget *t, int keyColumn, const QString &key, const QString &header)
    {
        int col = -1;
        for (int c = 0; c < t->columnCount(); ++c)
            if (t->horizontalHeaderItem(c)->text() == header)
                col = c;
        for (int r = 0; r < t->rowCount(); ++r)
            if (t->item(r, keyColumn)->text() == key && col >= 0)
                return t->item(r, col)->text();
        return u"<missing %1/%2>"_s.arg(key, header);
    }
    qint64 unitOf(const QString &side, const QString &type, const QString &at)
    {
        CampaignReader reader(m_c->database());
        for (const Unit &u : reader.units())
            if (reader.side(u.sideId).name == side && u.type == type && u.locationId == at
                && !u.isEliminated())
                return u.id;
        return 0;
    }
    bool explains(const QString &ref)
    {
        for (const QString &line : result()->explanationLines())
            if (line.contains(ref))
                return true;
        return false;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
    std::unique_ptr<CharlemagnePanel> m_panel;
};

void TestCharlemagnePanel::init()
{
    static int n = 0;
    m_c = Campaign::create(m_dir.filePath(u"panel%1.reeve"_s.arg(++n)), u"charlemagne"_s, u"771"_s);
    ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"charlemagne"_s, u"771"_s));
    m_panel = std::make_unique<CharlemagnePanel>();
    m_panel->setCampaign(m_c.get());
}

void TestCharlemagnePanel::cleanup()
{
    m_panel.reset();
    m_c.reset();
}

void TestCharlemagnePanel::firstTurnThroughThePanel()
{
    QVERIFY(m_panel->turnText().contains(u"771"_s));
    QVERIFY(m_panel->chooseViewer(u"public"_s)); // the table's view: nothing hidden shows
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Control"_s), u"Tribal"_s);
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Levy"_s), u"2"_s); // text, §4.2b
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Austrasia"_s, u"Levy"_s),
             u"not entered"_s); // printed chart only
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Austrasia"_s, u"Religion"_s), u"not entered"_s);
    // The note says what is missing and how to enter it: 23 regions (9 Empire, 2 Tribal, 12 neutral in
    // the set-up), levies known for Saxony (§4.2b) and Neustria (§27.1a example): 21 without a levy,
    // none with a religion (the set-up and the text give none).
    QVERIFY2(m_panel->regionsNote().contains(u"21 of 23 regions have no levy and 23 no religion"_s),
             qPrintable(m_panel->regionsNote()));
    // It names the window's own ways (the step and the Tables panel), never a command line (issue 24).
    QVERIFY(m_panel->regionsNote().contains(u"\"Region levy figure\""_s));
    QVERIFY(!m_panel->regionsNote().contains(u"reeve-cli"_s));
    // Treasure is secret (§25): the public view shows none; the referee's the Empire's 10.
    QVERIFY(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s).startsWith(u"secret"_s));
    QVERIFY(m_panel->chooseViewer(u"referee"_s));
    QCOMPARE(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s), u"10"_s);
    QVERIFY(m_panel->chooseViewer(u"public"_s));

    // A hex at Paris with a burg, Neustria's militia moved in.
    step(u"hex"_s);
    set(u"hex"_s, u"Paris"_s);
    set(u"region"_s, u"Neustria"_s);
    set(u"terrain"_s, u"clear"_s);
    apply();
    QVERIFY2(!result()->isRefusal(), qPrintable(refusal()));
    QCOMPARE(cell(m_panel->hexesTable(), 0, u"Paris"_s, u"Region"_s), u"Neustria"_s);
    step(u"burg"_s);
    set(u"hex"_s, u"Paris"_s);
    apply();
    QCOMPARE(cell(m_panel->hexesTable(), 0, u"Paris"_s, u"Burg"_s), u"●"_s);
    const qint64 militia = unitOf(u"Empire"_s, u"militia"_s, u"Neustria"_s);
    QVERIFY(militia > 0);
    step(u"move"_s);
    set(u"unit"_s, unitValue(militia));
    set(u"to"_s, u"Paris"_s);
    apply();
    QCOMPARE(cell(m_panel->unitsTable(), 2, QString::number(militia), u"At"_s), u"Paris"_s);
    QCOMPARE(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Burgs held"_s), u"1"_s);

    // Treasury: the roll and the 1 TP posted are one action (§10.1).
    const qint64 before = m_c->log().lastSeq();
    step(u"treasury"_s);
    set(u"side"_s, u"Empire"_s);
    apply();
    QCOMPARE(m_c->log().lastSeq(), before + 4); // headline, private record, private ledger entry, closing
    // The public view reads that the Empire collected, not how much (§25); the Empire's view reads it all.
    QVERIFY(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s).startsWith(u"secret"_s));
    const QString publicResult = result()->plainLines().join(u'\n');
    QVERIFY2(!publicResult.contains(u"TP"_s), qPrintable(publicResult));
    const qint64 empireId = CampaignReader(m_c->database()).sideByName(u"Empire"_s).id;
    QVERIFY(m_panel->chooseViewer(QString::number(empireId)));
    QCOMPARE(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s), u"11"_s);
    QVERIFY(m_panel->chooseViewer(u"public"_s));

    // A Tribal levy in Saxony, face down: the public view and the public log do not name its type.
    step(u"levy"_s);
    set(u"side"_s, u"Tribal"_s);
    set(u"type"_s, u"nomad horde"_s);
    set(u"location"_s, u"Saxony"_s);
    apply();
    const qint64 levied = unitOf(u"Tribal"_s, u"nomad horde"_s, u"Saxony"_s);
    QVERIFY2(levied > 0, qPrintable(refusal()));
    QVERIFY(!m_c->log().action(m_c->log().lastSeq()).publicText.contains(u"nomad"_s));
    const QString id = QString::number(levied);
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Type"_s), u"face down"_s);
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Strength"_s), u"?"_s);
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Region"_s), u"Saxony"_s);
    const qint64 tribal = CampaignReader(m_c->database()).sideByName(u"Tribal"_s).id;
    const qint64 empire = CampaignReader(m_c->database()).sideByName(u"Empire"_s).id;
    QVERIFY(m_panel->chooseViewer(QString::number(empire)));
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Type"_s), u"face down"_s); // not the Empire's to see
    QVERIFY(m_panel->chooseViewer(QString::number(tribal)));
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Type"_s), u"nomad horde"_s);
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Strength"_s), u"4"_s); // printed, §2c
    // The step form's unit picker names it to its owner, and only "face down" to the public view.
    step(u"eliminate"_s);
    QVERIFY(shownTexts(u"unit"_s).join(u'\n').contains(u"#%1 Tribal nomad horde"_s.arg(levied)));
    QVERIFY(m_panel->chooseViewer(u"public"_s));
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Type"_s), u"face down"_s);
    QVERIFY(shownTexts(u"unit"_s).join(u'\n').contains(u"#%1 Tribal face down"_s.arg(levied)));
    QVERIFY(!shownTexts(u"unit"_s).join(u'\n').contains(u"nomad"_s));

    // A conversion of Saxony: the Empire has no unit there, so the step's check refuses it in red (§18.3)
    // and nothing is logged.
    step(u"conversion"_s);
    set(u"side"_s, u"Empire"_s);
    set(u"region"_s, u"Saxony"_s);
    set(u"religion"_s, u"christian"_s);
    set(u"spend"_s, u"false"_s); // the opening hands are not drawn here
    const qint64 beforeConversion = m_c->log().lastSeq();
    QVERIFY(!form()->check()); // refused before any die
    QVERIFY2(refusal().contains(u"§18.3"_s), qPrintable(refusal()));
    useDice(u"4"_s);
    QCOMPARE(m_c->log().lastSeq(), beforeConversion);
    QVERIFY2(refusal().contains(u"§18.3"_s), qPrintable(refusal()));
    // An Empire militia moves into Saxony; now the missing Conversion Table stops it, again with nothing logged.
    step(u"move"_s);
    set(u"unit"_s, unitValue(unitOf(u"Empire"_s, u"militia"_s, u"Austrasia"_s)));
    set(u"to"_s, u"Saxony"_s);
    apply();
    step(u"conversion"_s); // a step chosen again starts from its defaults
    set(u"side"_s, u"Empire"_s);
    set(u"region"_s, u"Saxony"_s);
    set(u"religion"_s, u"christian"_s);
    set(u"spend"_s, u"false"_s);
    const qint64 beforeMissing = m_c->log().lastSeq();
    useDice(u"4"_s);
    QCOMPARE(m_c->log().lastSeq(), beforeMissing);
    QVERIFY2(result()->isRefusal() && refusal().contains(u"charlemagne.conversion"_s), qPrintable(refusal()));
    // The referee enters the cell the die reaches (a test figure, not the printed result).
    CampaignTables::setCell(*m_c, u"charlemagne.conversion"_s, u"4"_s, u"1"_s,
                            u"converted (referee's entry)"_s);
    const qint64 beforeRoll = m_c->log().lastSeq();
    useDice(u"4"_s);
    QVERIFY2(!result()->isRefusal(), qPrintable(refusal()));
    QCOMPARE(m_c->log().lastSeq(), beforeRoll + 1); // roll and religion: one action
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Religion"_s), u"Christian"_s); // its label
    QVERIFY(explains(u"Charlemagne §18.1"_s) || result()->plainLines().join(u'\n').contains(u"§18"_s));

    // One undo takes the whole step back (the religion and the roll), and nothing before it.
    m_c->log().undo();
    QVERIFY(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Religion"_s) != u"Christian"_s);
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Status"_s), u"active"_s);
    m_c->log().redo();
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Religion"_s), u"Christian"_s); // its label

    // A battle: Charlemagne and a warrior host of Austrasia against the Saxons; the ratio is worked out from
    // the ticked units and carried into the battle step, whose roll eliminates the defenders in one action.
    QVERIFY(m_panel->chooseViewer(u"referee"_s)); // the working shows in the referee's view
    QList<qint64> attackers{unitOf(u"Empire"_s, u"leader"_s, u"Aachen"_s),
                            unitOf(u"Empire"_s, u"warrior host"_s, u"Austrasia"_s)};
    QList<qint64> defenders;
    {
        CampaignReader reader(m_c->database());
        for (const Unit &u : reader.units())
            if (u.locationId == u"Saxony"_s && reader.side(u.sideId).name == u"Tribal"_s && !u.isEliminated())
                defenders << u.id;
    }
    QVERIFY(defenders.size() >= 2);
    step(u"ratio"_s);
    set(u"attackers"_s, unitValues(attackers));
    set(u"defenders"_s, unitValues(defenders));
    apply();
    QVERIFY2(!result()->isRefusal(), qPrintable(refusal()));
    QVERIFY(explains(u"Charlemagne §16.6"_s));
    // The dock now shows the battle step with the ratio's column and the same forces ticked.
    QCOMPARE(m_panel->chosenStep(), u"battle"_s);
    const QString column = form()->inputs()->values().value(u"column"_s).toString();
    QVERIFY2(!column.isEmpty() && m_panel->message().contains(column), qPrintable(m_panel->message()));
    QCOMPARE(form()->inputs()->values().value(u"defenders"_s).toArray().size(), defenders.size());
    CampaignTables::setCell(*m_c, u"charlemagne.battle"_s, u"5"_s, column,
                            u"defender eliminated (referee's entry)"_s);
    const qint64 beforeBattle = m_c->log().lastSeq();
    useDice(u"5"_s);
    QVERIFY2(!result()->isRefusal(), qPrintable(refusal()));
    QCOMPARE(m_c->log().lastSeq(), beforeBattle + 1);
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Status"_s), u"eliminated"_s);
    QVERIFY(!m_c->log().action(m_c->log().lastSeq()).publicText.contains(u"nomad"_s));
    QVERIFY(explains(u"Charlemagne §16.7"_s));
    QVERIFY(m_panel->chooseViewer(u"public"_s));

    // The count waits for the Region Control Table: enter the Empire's levies and Saxony's original religion.
    QVERIFY(m_panel->victoryText().contains(u"missing"_s));
    const QList<std::pair<QString, int>> levies{{u"Austrasia"_s, 3}, {u"Burgundy"_s, 1},   {u"Gascony"_s, 1},
                                                {u"Aquitaine"_s, 2}, {u"Septimania"_s, 1}, {u"Provence"_s, 1},
                                                {u"Thuringia"_s, 1}, {u"Germany"_s, 2}};
    step(u"region-levy"_s);
    for (const auto &[region, levy] : levies) {
        set(u"region"_s, region);
        set(u"levy"_s, QString::number(levy));
        apply();
        QVERIFY2(!result()->isRefusal(), qPrintable(refusal()));
    }
    step(u"region-religion"_s);
    set(u"region"_s, u"Saxony"_s);
    set(u"religion"_s, u"pagan"_s);
    apply();
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Austrasia"_s, u"Levy"_s), u"3"_s);
    // Levies 3+2+1+1+2+1+1+1+2 = 14, the burg at Paris 1, the civilization marker at Aachen under Charlemagne 1,
    // Saxony made Christian 1: 17 (§27.1).
    QVERIFY2(m_panel->victoryText().contains(u"17 victory points"_s), qPrintable(m_panel->victoryText()));
    QCOMPARE(cell(m_panel->victoryTable(), 2, u"Saxony"_s, u"Points"_s), u"1"_s);
    const qint64 beforeVp = m_c->log().lastSeq();
    m_panel->recordVpButton()->click(); // the vp step, through the form
    QCOMPARE(m_panel->chosenStep(), u"vp"_s);
    QVERIFY(m_c->log().lastSeq() > beforeVp); // the first record also defines the chart's quantity
    // One action: the quantity's definition and the record, closed by one step entry that undo takes back.
    QString recorded;
    for (qint64 seq = beforeVp + 1; seq <= m_c->log().lastSeq(); ++seq)
        recorded += m_c->log().action(seq).publicText + u'\n';
    QVERIFY2(recorded.contains(u"Empire Victory points = 17"_s), qPrintable(recorded));
    m_c->log().undo();
    QCOMPARE(m_c->database().scalar(u"SELECT count(*) FROM ledger_quantities WHERE id = 'vp'"_s).toInt(), 0);
    m_c->log().redo();
    if (qEnvironmentVariableIsSet("REEVE_SCREENSHOT")) {
        m_panel->resize(1300, 640);
        m_panel->show();
        step(u"battle"_s);
        QTest::qWait(100);
        m_panel->grab().save(qEnvironmentVariable("REEVE_SCREENSHOT"));
    }
}

void TestCharlemagnePanel::readOnlyDisablesForms()
{
    const QString path = m_c->path();
    m_panel->setCampaign(nullptr);
    m_c.reset();
    m_c = Campaign::open(path, CampaignFile::Access::ReadOnly);
    m_panel->setCampaign(m_c.get());
    for (const QString &id : {u"treasury"_s, u"levy"_s, u"vassalage"_s}) {
        step(id);
        QVERIFY2(!form()->rollButton()->isEnabled(), qPrintable(id));
        QVERIFY2(form()->checkButton()->isEnabled(), qPrintable(id));
    }
    QVERIFY(!m_panel->recordVpButton()->isEnabled());
    QVERIFY(m_panel->findChild<QLabel *>(u"dockStepNote"_s)->text().contains(u"read-only"_s));
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Control"_s), u"Tribal"_s);
    const qint64 before = m_c->log().lastSeq();
    QVERIFY(!form()->rollAndApply());
    QCOMPARE(m_c->log().lastSeq(), before);
}

void TestCharlemagnePanel::refusedWritesNothingAppliedIsOneAction()
{
    // Refused through the dock: a conversion without an Empire unit in the region (§18.3) — nothing written.
    const qint64 before = m_c->log().lastSeq();
    const QString religion = cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Religion"_s);
    step(u"conversion"_s);
    set(u"side"_s, u"Empire"_s);
    set(u"region"_s, u"Saxony"_s);
    set(u"religion"_s, u"christian"_s);
    form()->rollButton()->click();
    QVERIFY(result()->isRefusal());
    QCOMPARE(m_c->log().lastSeq(), before);
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Religion"_s), religion);

    // Applied: the treasury writes its headline, the private record, the ledger entry and the closing entry;
    // one undo takes all four back (the Empire's treasure is 10 again), one redo restores 11.
    const qint64 empire = CampaignReader(m_c->database()).sideByName(u"Empire"_s).id;
    QVERIFY(m_panel->chooseViewer(QString::number(empire)));
    QCOMPARE(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s), u"10"_s);
    step(u"hex"_s);
    set(u"hex"_s, u"Paris"_s);
    set(u"region"_s, u"Neustria"_s);
    apply();
    step(u"burg"_s);
    set(u"hex"_s, u"Paris"_s);
    apply();
    step(u"move"_s);
    set(u"unit"_s, unitValue(unitOf(u"Empire"_s, u"militia"_s, u"Neustria"_s)));
    set(u"to"_s, u"Paris"_s);
    apply();
    step(u"treasury"_s);
    set(u"side"_s, u"Empire"_s);
    const qint64 beforeTreasury = m_c->log().lastSeq();
    apply();
    QVERIFY2(!result()->isRefusal(), qPrintable(refusal()));
    QVERIFY(m_c->log().lastSeq() > beforeTreasury + 1);       // several entries...
    QCOMPARE(form()->lastResult().seq, m_c->log().lastSeq()); // ...closed as one action
    QCOMPARE(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s), u"11"_s);
    m_c->log().undo();
    QCOMPARE(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s), u"10"_s);
    QCOMPARE(cell(m_panel->hexesTable(), 0, u"Paris"_s, u"Burg"_s), u"●"_s); // the step before stays
    m_c->log().redo();
    QCOMPARE(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s), u"11"_s);
}

QTEST_MAIN(TestCharlemagnePanel)
#include "tst_charlemagnepanel.moc"
