// The window's Draw and Opening draw dialogs ask where a drawn leader goes when the game's rules want it
// named (Charlemagne §21.1, issue 23): the places offered are those holding a unit of the drawing side, and
// follow the side chosen; the leader is placed there, in one logged action. The 771 scenario: the Tribal
// player stands in Saxony and Lombardy, the Empire in nine regions and at Aachen (Charlemagne).
#include <functional>

#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containereditor.h"
#include "containers/containeroperations.h"
#include "containers/containerspanel.h"
#include "containers/markercatalog.h"
#include "containers/operationdialog.h"
#include "log/actionlog.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

template<typename T>
void whenShown(std::function<void(T *)> work, int tries = 50)
{
    QTimer::singleShot(100, [work, tries] {
        QWidget *modal = QApplication::activeModalWidget();
        if (T *dialog = qobject_cast<T *>(modal)) {
            work(dialog);
        } else if (modal) {
            qWarning("unexpected dialog: %s", modal->metaObject()->className());
            if (auto *other = qobject_cast<QDialog *>(modal))
                other->reject();
        } else if (tries > 0) {
            whenShown<T>(work, tries - 1);
        }
    });
}

QStringList items(QComboBox *combo)
{
    QStringList out;
    for (int i = 0; i < combo->count(); ++i)
        out << combo->itemData(i).toString();
    return out;
}

void choose(QComboBox *combo, const QString &text)
{
    combo->setCurrentIndex(combo->findText(text));
}

} // namespace

class TestDrawLeaderPlace : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void init();
    void cleanup()
    {
        m_panel.reset();
        m_c.reset();
    }
    void drawOffersTheSidesPlaces();
    void openingPlacesItsLeaders();

private:
    QList<Unit> leaders(const QString &side) const
    {
        QList<Unit> out;
        CampaignReader reader(m_c->database());
        for (const Unit &u : reader.units()) {
            if (u.type == u"leader"_s && u.sideId == reader.sideByName(side).id
                && u.name.startsWith(u"Leader"_s))
                out << u;
        }
        return out;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
    std::unique_ptr<ContainersPanel> m_panel;
};

void TestDrawLeaderPlace::init()
{
    static int n = 0;
    m_c = Campaign::create(m_dir.filePath(u"draw%1.reeve"_s.arg(++n)), u"charlemagne"_s, u"771"_s);
    ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"charlemagne"_s, u"771"_s));
    // A test mix of three leaders only (the counter mix is not in the rules text).
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"charlemagne"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.isLeader() ? 3 : 0});
    ContainerEditor(*m_c).compose(counts);
    m_panel = std::make_unique<ContainersPanel>();
    m_panel->setPromptBoxes(false);
    m_panel->setCampaign(m_c.get());
    m_panel->show();
}

void TestDrawLeaderPlace::drawOffersTheSidesPlaces()
{
    const qint64 before = m_c->log().lastSeq();
    QStringList tribal, empire;
    whenShown<OperationDialog>([&](OperationDialog *d) {
        auto *side = d->findChild<QComboBox *>(u"side"_s);
        auto *at = d->findChild<QComboBox *>(u"at"_s);
        QVERIFY(side && at);
        // Every field's label ends in a colon and has a key of its own that brings up its field.
        QSet<QChar> keys;
        for (QLabel *label : d->findChildren<QLabel *>()) {
            if (!label->buddy())
                continue;
            QVERIFY2(label->text().endsWith(u':'), qPrintable(label->text()));
            const int amp = label->text().indexOf(u'&');
            QVERIFY2(amp >= 0, qPrintable(label->text()));
            const QChar key = label->text().at(amp + 1).toLower();
            QVERIFY2(!keys.contains(key), qPrintable(label->text()));
            keys.insert(key);
        }
        auto *sideLabel = qobject_cast<QLabel *>(d->findChild<QFormLayout *>()->labelForField(side));
        QVERIFY(sideLabel);
        QCOMPARE(sideLabel->text(), u"&Side:"_s);
        QCOMPARE(sideLabel->buddy(), side);
        QVERIFY(keys.size() >= 2);
        choose(side, u"Empire"_s);
        empire = items(at);
        choose(side, u"Tribal"_s);
        tribal = items(at);
        choose(at, u"Lombardy"_s);
        d->accept();
    });
    QTest::mouseClick(m_panel->operationButton(int(ContainerOperations::Operation::Draw)), Qt::LeftButton);
    tribal.sort();
    QCOMPARE(tribal, (QStringList{u"Lombardy"_s, u"Saxony"_s}));
    // No "where the rules place him": the rules want the place named.
    QCOMPARE(empire.size(),
             10); // Austrasia, Neustria, Burgundy, Gascony, Aquitaine, Septimania, Provence, Thuringia, Germany; Aachen
    QVERIFY(empire.contains(u"Austrasia"_s) && empire.contains(u"Aachen"_s) && !empire.contains(u"Saxony"_s));
    QVERIFY(!empire.contains(QString()));
    QCOMPARE(m_c->log().lastSeq(), before + 1);
    QVERIFY2(m_panel->statusText().contains(u"a face-down unit placed at Lombardy"_s),
             qPrintable(m_panel->statusText()));
    const QList<Unit> placed = leaders(u"Tribal"_s);
    QCOMPARE(placed.size(), 1);
    QCOMPARE(placed.first().locationId, u"Lombardy"_s);
}

void TestDrawLeaderPlace::openingPlacesItsLeaders()
{
    // The Tribal opening draw is three markers (Charlemagne's opening counts); events are kept, so the
    // 1066 note on returned events is not shown, and each leader drawn goes to the place chosen.
    const qint64 before = m_c->log().lastSeq();
    bool eventNote = true;
    whenShown<OperationDialog>([&](OperationDialog *d) {
        eventNote = false;
        for (QLabel *label : d->findChildren<QLabel *>())
            eventNote = eventNote || label->text().contains(u"27.3"_s);
        choose(d->findChild<QComboBox *>(u"side"_s), u"Tribal"_s);
        choose(d->findChild<QComboBox *>(u"at"_s), u"Saxony"_s);
        d->accept();
    });
    QTest::mouseClick(m_panel->operationButton(int(ContainerOperations::Operation::Opening)), Qt::LeftButton);
    QVERIFY(!eventNote);
    QCOMPARE(m_c->log().lastSeq(), before + 1);
    const QList<Unit> placed = leaders(u"Tribal"_s);
    QCOMPARE(placed.size(), 3);
    for (const Unit &u : placed)
        QCOMPARE(u.locationId, u"Saxony"_s);
}

QTEST_MAIN(TestDrawLeaderPlace)
#include "tst_drawleaderplace.moc"
