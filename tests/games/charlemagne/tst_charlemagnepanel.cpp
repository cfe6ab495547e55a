// The Charlemagne board panel offscreen (issue 9): the 771 scenario driven through the panel's buttons —
// a hex and its burg, a unit moved into it, the treasury posted in the same action as its roll, a face-down
// Tribal levy that the public view does not name, a conversion stopped by its missing table cell and then
// made on entered dice (the religion follows, the explanation shows), one undo taking the whole step back,
// the region levies entered and the victory points recorded; read-only campaigns disable the forms.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "charlemagne/charlemagnepanel.h"
#include "log/actionlog.h"
#include "procedures/procedureresultview.h"
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
    void chooseData(const QString &combo, const QVariant &data)
    {
        QComboBox *c = child<QComboBox>(combo);
        const int at = c->findData(data);
        QVERIFY2(at >= 0, qPrintable(combo + u": no "_s + data.toString()));
        c->setCurrentIndex(at);
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
        for (const QString &line : m_panel->resultView()->explanationLines())
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
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Levy"_s), u"2"_s);          // text, §4.2b
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Austrasia"_s, u"Levy"_s), u"missing"_s); // printed chart only
    // Treasure is secret (§25): the public view shows none; the referee's the Empire's 10.
    QVERIFY(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s).startsWith(u"secret"_s));
    QVERIFY(m_panel->chooseViewer(u"referee"_s));
    QCOMPARE(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s), u"10"_s);
    QVERIFY(m_panel->chooseViewer(u"public"_s));

    // A hex at Paris with a burg, Neustria's militia moved in.
    child<QLineEdit>(u"charlemagneHexName"_s)->setText(u"Paris"_s);
    choose(u"charlemagneHexRegion"_s, u"Neustria"_s);
    child<QLineEdit>(u"charlemagneHexTerrain"_s)->setText(u"clear"_s);
    click(u"charlemagneSetHex"_s);
    QCOMPARE(cell(m_panel->hexesTable(), 0, u"Paris"_s, u"Region"_s), u"Neustria"_s);
    choose(u"charlemagneMarkerHex"_s, u"Paris"_s);
    choose(u"charlemagneMarkerKind"_s, u"burg"_s);
    click(u"charlemagnePlaceMarker"_s);
    QCOMPARE(cell(m_panel->hexesTable(), 0, u"Paris"_s, u"Burg"_s), u"●"_s);
    const qint64 militia = unitOf(u"Empire"_s, u"militia"_s, u"Neustria"_s);
    QVERIFY(militia > 0);
    chooseData(u"charlemagneUnit"_s, militia);
    chooseData(u"charlemagneMoveTo"_s, u"Paris"_s);
    click(u"charlemagneMove"_s);
    QCOMPARE(cell(m_panel->unitsTable(), 2, QString::number(militia), u"At"_s), u"Paris"_s);
    QCOMPARE(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Burgs held"_s), u"1"_s);

    // Treasury: the roll and the 1 TP posted are one action (§10.1).
    const qint64 before = m_c->log().lastSeq();
    choose(u"charlemagneTreasurySide"_s, u"Empire"_s);
    click(u"charlemagneTreasury"_s);
    QCOMPARE(m_c->log().lastSeq(), before + 4); // headline, private record, private ledger entry, closing
    // The public view reads that the Empire collected, not how much (§25); the Empire's view reads it all.
    QVERIFY(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s).startsWith(u"secret"_s));
    QVERIFY2(!m_panel->message().contains(u"TP"_s), qPrintable(m_panel->message()));
    const qint64 empireId = CampaignReader(m_c->database()).sideByName(u"Empire"_s).id;
    QVERIFY(m_panel->chooseViewer(QString::number(empireId)));
    QCOMPARE(cell(m_panel->treasureTable(), 0, u"Empire"_s, u"Treasure points"_s), u"11"_s);
    QVERIFY(m_panel->chooseViewer(u"public"_s));

    // A Tribal levy in Saxony, face down: the public view and the public log do not name its type.
    choose(u"charlemagneLevySide"_s, u"Tribal"_s);
    choose(u"charlemagneLevyType"_s, u"nomad horde"_s);
    chooseData(u"charlemagneLevyAt"_s, u"Saxony"_s);
    click(u"charlemagneLevy"_s);
    const qint64 levied = unitOf(u"Tribal"_s, u"nomad horde"_s, u"Saxony"_s);
    QVERIFY(levied > 0);
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
    QVERIFY(m_panel->chooseViewer(u"public"_s));
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Type"_s), u"face down"_s);

    // A conversion of Saxony: the Empire has no unit there, so the step's check refuses it in red (§18.3)
    // and nothing is logged.
    choose(u"charlemagneConvSide"_s, u"Empire"_s);
    choose(u"charlemagneConvRegion"_s, u"Saxony"_s);
    choose(u"charlemagneConvReligion"_s, u"christian"_s);
    child<QCheckBox>(u"charlemagneConvSpend"_s)->setChecked(false); // the opening hands are not drawn here
    const qint64 beforeConversion = m_c->log().lastSeq();
    child<QLineEdit>(u"charlemagneConversionDice"_s)->setText(u"4"_s);
    click(u"charlemagneConversionUseDice"_s);
    QCOMPARE(m_c->log().lastSeq(), beforeConversion);
    QVERIFY2(m_panel->message().contains(u"§18.3"_s), qPrintable(m_panel->message()));
    QVERIFY(child<QLabel>(u"charlemagneMessage"_s)->styleSheet().contains(u"#b00020"_s));
    // An Empire militia moves into Saxony; now the missing Conversion Table stops it, again with nothing logged.
    chooseData(u"charlemagneUnit"_s, unitOf(u"Empire"_s, u"militia"_s, u"Austrasia"_s));
    chooseData(u"charlemagneMoveTo"_s, u"Saxony"_s);
    click(u"charlemagneMove"_s);
    const qint64 beforeMissing = m_c->log().lastSeq();
    child<QLineEdit>(u"charlemagneConversionDice"_s)->setText(u"4"_s);
    click(u"charlemagneConversionUseDice"_s);
    QCOMPARE(m_c->log().lastSeq(), beforeMissing);
    QVERIFY2(m_panel->message().contains(u"refused"_s), qPrintable(m_panel->message()));
    // The referee enters the cell the die reaches (a test figure, not the printed result).
    CampaignTables::setCell(*m_c, u"charlemagne.conversion"_s, u"4"_s, u"1"_s,
                            u"converted (referee's entry)"_s);
    const qint64 beforeRoll = m_c->log().lastSeq();
    child<QLineEdit>(u"charlemagneConversionDice"_s)->setText(u"4"_s);
    click(u"charlemagneConversionUseDice"_s);
    QCOMPARE(m_c->log().lastSeq(), beforeRoll + 1); // roll and religion: one action
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Religion"_s), u"christian"_s);
    QVERIFY(explains(u"Charlemagne §18.1"_s));
    QVERIFY(m_panel->resultView()->outcomeText().contains(u"converted"_s));

    // One undo takes the whole step back (the religion and the roll), and nothing before it.
    m_c->log().undo();
    m_panel->refresh();
    QVERIFY(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Religion"_s) != u"christian"_s);
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Status"_s), u"active"_s);
    m_c->log().redo();
    m_panel->refresh();
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Religion"_s), u"christian"_s);

    // A battle: Charlemagne and a warrior host of Austrasia against the Saxons; the ratio is worked out from
    // the ticked units, then the Battle Table roll eliminates the defenders in the same action.
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
    QTableWidget *forces = child<QTableWidget>(u"charlemagneBattleUnits"_s);
    child<QLineEdit>(u"charlemagneBattleFilter"_s)->setText(u"Saxony"_s);
    int visible = 0;
    for (int r = 0; r < forces->rowCount(); ++r) {
        const qint64 unit = forces->item(r, 2)->data(Qt::UserRole).toLongLong();
        visible += !forces->isRowHidden(r);
        if (attackers.contains(unit))
            forces->item(r, 0)->setCheckState(Qt::Checked);
        if (defenders.contains(unit))
            forces->item(r, 1)->setCheckState(Qt::Checked);
        if (unit == levied)
            QVERIFY(forces->item(r, 2)->text().contains(u"face down"_s)); // the public view's list too
    }
    QVERIFY(visible >= defenders.size() && visible < forces->rowCount());
    click(u"charlemagneRatio"_s);
    QVERIFY(explains(u"Charlemagne §16.6"_s));
    const QString column = child<QComboBox>(u"charlemagneBattleColumn"_s)->currentText();
    QVERIFY(m_panel->resultView()->outcomeText().contains(column));
    CampaignTables::setCell(*m_c, u"charlemagne.battle"_s, u"5"_s, column,
                            u"defender eliminated (referee's entry)"_s);
    const qint64 beforeBattle = m_c->log().lastSeq();
    child<QLineEdit>(u"charlemagneBattleDice"_s)->setText(u"5"_s);
    click(u"charlemagneBattleUseDice"_s);
    QCOMPARE(m_c->log().lastSeq(), beforeBattle + 1);
    QCOMPARE(cell(m_panel->unitsTable(), 2, id, u"Status"_s), u"eliminated"_s);
    QVERIFY(!m_c->log().action(m_c->log().lastSeq()).publicText.contains(u"nomad"_s));
    QVERIFY(explains(u"Charlemagne §16.7"_s));

    // The count waits for the Region Control Table: enter the Empire's levies and Saxony's original religion.
    QVERIFY(m_panel->victoryText().contains(u"missing"_s));
    const QList<std::pair<QString, int>> levies{{u"Austrasia"_s, 3}, {u"Burgundy"_s, 1},   {u"Gascony"_s, 1},
                                                {u"Aquitaine"_s, 2}, {u"Septimania"_s, 1}, {u"Provence"_s, 1},
                                                {u"Thuringia"_s, 1}, {u"Germany"_s, 2}};
    for (const auto &[region, levy] : levies) {
        choose(u"charlemagneFigureRegion"_s, region);
        child<QSpinBox>(u"charlemagneFigureLevy"_s)->setValue(levy);
        click(u"charlemagneEnterLevy"_s);
    }
    choose(u"charlemagneFigureRegion"_s, u"Saxony"_s);
    choose(u"charlemagneFigureReligion"_s, u"pagan"_s);
    click(u"charlemagneEnterReligion"_s);
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Austrasia"_s, u"Levy"_s), u"3"_s);
    // Levies 3+2+1+1+2+1+1+1+2 = 14, the burg at Paris 1, the civilization marker at Aachen under Charlemagne 1,
    // Saxony made Christian 1: 17 (§27.1).
    QVERIFY2(m_panel->victoryText().contains(u"17 victory points"_s), qPrintable(m_panel->victoryText()));
    QCOMPARE(cell(m_panel->victoryTable(), 2, u"Saxony"_s, u"Points"_s), u"1"_s);
    const qint64 beforeVp = m_c->log().lastSeq();
    click(u"charlemagneRecordVp"_s);
    QVERIFY(m_c->log().lastSeq() > beforeVp); // the first record also defines the chart's quantity
    // One action: the quantity's definition and the record, closed by one step entry that undo takes back.
    QString recorded;
    for (qint64 seq = beforeVp + 1; seq <= m_c->log().lastSeq(); ++seq)
        recorded += m_c->log().action(seq).publicText + u'\n';
    QVERIFY2(recorded.contains(u"Empire vp = 17"_s), qPrintable(recorded));
    m_c->log().undo();
    QCOMPARE(m_c->database().scalar(u"SELECT count(*) FROM ledger_quantities WHERE id = 'vp'"_s).toInt(), 0);
    m_c->log().redo();
    QVERIFY2(m_panel->message().contains(u"Logged as action"_s), qPrintable(m_panel->message()));
}

void TestCharlemagnePanel::readOnlyDisablesForms()
{
    const QString path = m_c->path();
    m_panel->setCampaign(nullptr);
    m_c.reset();
    m_c = Campaign::open(path, CampaignFile::Access::ReadOnly);
    m_panel->setCampaign(m_c.get());
    QVERIFY(!child<QPushButton>(u"charlemagneTreasury"_s)->isEnabled());
    QVERIFY(!child<QPushButton>(u"charlemagneLevy"_s)->isEnabled());
    QVERIFY(!child<QPushButton>(u"charlemagneRecordVp"_s)->isEnabled());
    QVERIFY(m_panel->message().contains(u"read-only"_s));
    QCOMPARE(cell(m_panel->regionsTable(), 0, u"Saxony"_s, u"Control"_s), u"Tribal"_s);
}

QTEST_MAIN(TestCharlemagnePanel)
#include "tst_charlemagnepanel.moc"
