// The Containers panel: public counts, face-down hands, PIN-guarded private
// view that hides by itself, and no hidden marker name anywhere visible.
#include <memory>

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/viewergate.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/markercatalog.h"
#include "containers/containerspanel.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestContainersPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void publicCounts();
    void drawShowsFaceDownCounts();
    void pinGuardsTheHand();
    void handHidesAfterTimeout();
    void noNameLeaksWhileClosed();
    void handHidesWhenFocusLeaves();
    void refereeViewShowsComposition();
    void refereeViewNeedsRefereePin();

private:
    QStringList drawnNames() const;
    /// Every title, tooltip and status tip of the panel and its children, and its status line.
    QStringList visibleTexts() const;

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
    std::unique_ptr<ContainersPanel> m_panel;
    qint64 m_normans = 0;
    int m_total = 0;
};

void TestContainersPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestContainersPanel::init()
{
    static int n = 0;
    m_campaign = Campaign::create(m_dir.filePath(u"c%1.reeve"_s.arg(++n)), u"1066"_s, u"Panel"_s);
    CampaignEditor editor(*m_campaign);
    editor.addSide(u"Normans"_s, QString(), QString(), u"1234"_s);
    editor.addSide(u"Anglo-Saxons"_s);
    editor.addSide(u"Vikings"_s);
    editor.addSide(u"Britons"_s);
    m_normans = CampaignReader(m_campaign->database()).sideByName(u"Normans"_s).id;
    QList<QPair<QString, int>> counts;
    m_total = 0;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    QCOMPARE(catalog.kinds().size(), 21);
    for (const MarkerKind &kind : catalog.kinds()) {
        const int count = kind.name == u"Comet"_s ? 1 : kind.isEvent() ? 2 : 3;
        counts.append({kind.name, count});
        m_total += count;
    }
    ContainerEditor(*m_campaign).compose(counts);
    m_panel = std::make_unique<ContainersPanel>();
    m_panel->setPromptBoxes(false);
    m_panel->setCampaign(m_campaign.get());
    m_panel->show();
}

void TestContainersPanel::cleanup()
{
    m_panel.reset();
    m_campaign.reset();
}

QStringList TestContainersPanel::drawnNames() const
{
    ContainerReader reader(m_campaign->database());
    const ContainerState state = reader.state(reader.find().id);
    QStringList names;
    for (const Side &side : CampaignReader(m_campaign->database()).sides())
        names += ContainerState::kindNames(state.hand(side.id));
    names.removeDuplicates();
    return names;
}

QStringList TestContainersPanel::visibleTexts() const
{
    QStringList texts{m_panel->windowTitle(), m_panel->toolTip(), m_panel->statusTip(), m_panel->statusText()};
    for (QWidget *w : m_panel->findChildren<QWidget *>())
        texts << w->windowTitle() << w->toolTip() << w->statusTip();
    return texts;
}

void TestContainersPanel::publicCounts()
{
    QVERIFY2(m_panel->poolText().contains(QString::number(m_total)), qPrintable(m_panel->poolText()));
    QCOMPARE(m_panel->handLines().size(), 4);
    QVERIFY2(m_panel->handLines().first().startsWith(u"Normans: 0 markers"_s), qPrintable(m_panel->handLines().first()));
    QVERIFY(!m_panel->isHandOpen());
    QVERIFY(m_panel->privateTexts().isEmpty());
}

void TestContainersPanel::drawShowsFaceDownCounts()
{
    const ContainerOutcome outcome = ContainerDraws(*m_campaign).draw(m_normans, 3);
    m_panel->showOutcome(outcome);
    m_panel->refresh();
    const int held = int(ContainerReader(m_campaign->database()).state(
                             ContainerReader(m_campaign->database()).find().id).hand(m_normans).size());
    QVERIFY(held >= 1);
    bool found = false;
    for (const QString &line : m_panel->handLines())
        found = found || line.startsWith(u"Normans: %1 marker"_s.arg(held));
    QVERIFY2(found, qPrintable(m_panel->handLines().join(u" | "_s)));
    QVERIFY2(m_panel->statusText().startsWith(outcome.publicText), qPrintable(m_panel->statusText()));
    // The private text of the draw shows only inside the opened hand.
    QVERIFY(!m_panel->statusText().contains(outcome.privateText));
    QVERIFY(m_panel->openHand(m_normans, u"1234"_s));
    QVERIFY(m_panel->privateTexts().join(u'\n').contains(outcome.privateText));
    m_panel->closeHand();
    QVERIFY(m_panel->privateTexts().isEmpty());
}

void TestContainersPanel::pinGuardsTheHand()
{
    ContainerDraws(*m_campaign).draw(m_normans, 4);
    m_panel->refresh();
    const QStringList hand = ContainerState::kindNames(
        ContainerReader(m_campaign->database()).state(ContainerReader(m_campaign->database()).find().id).hand(m_normans));
    QVERIFY(!hand.isEmpty());
    QVERIFY(!m_panel->openHand(m_normans, u"0000"_s));
    QVERIFY(!m_panel->isHandOpen());
    QVERIFY(m_panel->openHand(m_normans, u"1234"_s));
    QVERIFY(m_panel->isHandOpen());
    const QString shown = m_panel->privateTexts().join(u'\n');
    for (const QString &name : hand)
        QVERIFY2(shown.contains(name), qPrintable(name));
}

void TestContainersPanel::handHidesAfterTimeout()
{
    ContainerDraws(*m_campaign).draw(m_normans, 4);
    m_panel->setAutoHideMs(50);
    QVERIFY(m_panel->openHand(m_normans, u"1234"_s));
    QVERIFY(!m_panel->privateTexts().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!m_panel->isHandOpen(), 2000);
    QVERIFY(m_panel->privateTexts().isEmpty());
    for (QLabel *label : m_panel->findChildren<QLabel *>())
        for (const QString &name : drawnNames())
            QVERIFY2(!label->isVisibleTo(m_panel.get()) || !label->text().contains(name),
                     qPrintable(label->text()));
}

void TestContainersPanel::noNameLeaksWhileClosed()
{
    const qint64 saxons = CampaignReader(m_campaign->database()).sideByName(u"Anglo-Saxons"_s).id;
    const qint64 vikings = CampaignReader(m_campaign->database()).sideByName(u"Vikings"_s).id;
    m_panel->showOutcome(ContainerDraws(*m_campaign).draw(m_normans, 3));
    m_panel->showOutcome(ContainerDraws(*m_campaign).draw(saxons, 3));
    m_panel->showOutcome(ContainerDraws(*m_campaign).takeRandom(m_normans, vikings));
    m_panel->showOutcome(ContainerDraws(*m_campaign).loseRandom(saxons, 1));
    QVERIFY(m_panel->openHand(m_normans, u"1234"_s));
    m_panel->closeHand();
    // Events are announced by rule; every other name held must stay hidden.
    QStringList names;
    ContainerReader reader(m_campaign->database());
    for (const MarkerKind &kind : reader.kinds(reader.find().id))
        if (!kind.isEvent() && drawnNames().contains(kind.name))
            names << kind.name;
    QVERIFY(!names.isEmpty());
    const QString all = visibleTexts().join(u'\n') + m_panel->handLines().join(u'\n') + m_panel->poolText();
    for (const QString &name : names)
        QVERIFY2(!all.contains(name), qPrintable(u"%1 leaked in: %2"_s.arg(name, all)));
}

void TestContainersPanel::handHidesWhenFocusLeaves()
{
    ContainerDraws(*m_campaign).draw(m_normans, 2);
    QApplication::setActiveWindow(m_panel.get());
    m_panel->setFocus();
    QVERIFY(m_panel->openHand(m_normans, u"1234"_s));
    QWidget other;
    auto *edit = new QLineEdit(&other);
    other.show();
    QApplication::setActiveWindow(&other);
    edit->setFocus();
    QTRY_VERIFY_WITH_TIMEOUT(!m_panel->isHandOpen(), 2000);
    QVERIFY(m_panel->privateTexts().isEmpty());
}

void TestContainersPanel::refereeViewShowsComposition()
{
    ContainerDraws(*m_campaign).draw(m_normans, 2);
    m_panel->setRefereeView(true);
    QVERIFY(m_panel->isHandOpen());
    const QString shown = m_panel->privateTexts().join(u'\n');
    for (const QString &name : drawnNames())
        QVERIFY2(shown.contains(name), qPrintable(name));
    auto *table = m_panel->findChild<QTableWidget *>();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 21);
    m_panel->setRefereeView(false);
    QVERIFY(!m_panel->isHandOpen());
    QCOMPARE(table->rowCount(), 0);
}

void TestContainersPanel::refereeViewNeedsRefereePin()
{
    ContainerDraws(*m_campaign).draw(m_normans, 2);
    ViewerGate(*m_campaign).setRefereePin(u"4321"_s);
    QVERIFY(!m_panel->setRefereeView(true, u"1111"_s));
    QVERIFY(!m_panel->isHandOpen());
    QVERIFY(m_panel->privateTexts().isEmpty());
    QVERIFY(m_panel->setRefereeView(true, u"4321"_s));
    QVERIFY(m_panel->isHandOpen());
    m_panel->setRefereeView(false);
    ViewerGate(*m_campaign).setRefereePin(QString()); // removed: the view opens without one
    QVERIFY(m_panel->setRefereeView(true));
    m_panel->setRefereeView(false);
}

QTEST_MAIN(TestContainersPanel)
#include "tst_containerspanel.moc"
