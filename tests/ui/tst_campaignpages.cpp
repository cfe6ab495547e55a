// The Campaign panel's pages used as a referee uses them, with the mouse: a click on a
// row enables the buttons that act on it (Edit, Move, Eliminate, Remove...), and editing
// a unit or a location through its dialog keeps list and object attributes (a DBA army's
// elements, a province's borders and works) exactly, refusing invalid JSON without a write.
#include <functional>

#include <QApplication>
#include <QDialog>
#include <QJsonArray>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "campaign/campaignpanel.h"
#include "campaign/campaigntablemodel.h"
#include "campaign/entitypage.h"
#include "campaign/locationspage.h"
#include "campaign/markerspage.h"
#include "campaign/sidespage.h"
#include "campaign/unitspage.h"
#include "common/attributesedit.h"
#include "log/actionlog.h"
#include "recordingprompts.h"
#include "testcampaigns.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Reeve::CampaignPanel::Page)

namespace {

constexpr int IdRole = Qt::UserRole + 1; // every campaign table model's IdRole

QPushButton *button(QWidget *page, const QString &text)
{
    for (QPushButton *b : page->findChildren<QPushButton *>()) {
        if (b->text() == text)
            return b;
    }
    return nullptr;
}

int rowOf(QTableView *view, const QVariant &id)
{
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        if (view->model()->index(row, 0).data(IdRole) == id)
            return row;
    }
    return -1;
}

/// A real click: press and release on the viewport, in the middle of the row's first cell.
void clickRow(QTableView *view, int row)
{
    const QRect cell = view->visualRect(view->model()->index(row, 0));
    QVERIFY(cell.isValid());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
}

/// Answers the modal dialogs that open next, one step each, while a page's button runs them.
class DialogAnswers : public QObject
{
public:
    explicit DialogAnswers(QList<std::function<void(QDialog *)>> steps)
        : m_steps(std::move(steps))
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog || m_steps.isEmpty())
                return;
            m_steps.takeFirst()(dialog);
            ++answered;
        });
        m_timer.start(10);
    }
    int answered = 0;

private:
    QList<std::function<void(QDialog *)>> m_steps;
    QTimer m_timer;
};

AttributesEdit *attributesOf(QDialog *dialog)
{
    auto *edit = dialog->findChild<AttributesEdit *>();
    if (!edit)
        qFatal("the dialog has no attributes editor");
    return edit;
}

} // namespace

class TestCampaignPages : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void clickEnablesRowActions_data();
    void clickEnablesRowActions();
    void clickOnEliminatedUnitOffersRestore();
    void unitEditKeepsListsAndObjects();
    void locationEditKeepsListsAndObjects();
    void invalidJsonRefusedWithoutWrite();
    void tabsBuiltWhenChosen();

private:
    EntityPage *page(CampaignPanel::Page which) const;

    QTemporaryDir m_dir;
    int m_count = 0;
    std::unique_ptr<Campaign> m_campaign;
    std::unique_ptr<CampaignPanel> m_panel;
    std::shared_ptr<RecordingPrompts> m_prompts;
    QJsonObject m_army;
    QJsonObject m_province;
    qint64 m_armyId = 0;
};

void TestCampaignPages::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_army = {{u"elements"_s, QJsonArray{u"3Bd"_s, u"4Sp"_s, u"2Ps"_s}},
              {u"treasure"_s, 2.5},
              {u"code"_s, u"7"_s},
              {u"general"_s, true}};
    m_province = {{u"borders"_s, QJsonObject{{u"Kent"_s, u"hill"_s}, {u"Mercia"_s, u"river"_s}}},
                  {u"works"_s, QJsonArray{QJsonObject{{u"kind"_s, u"castle"_s}, {u"turns"_s, 2}}}},
                  {u"town"_s, true}};
}

void TestCampaignPages::init()
{
    m_campaign = TestCampaigns::small(m_dir.filePath(u"pages%1.reeve"_s.arg(++m_count)));
    CampaignEditor editor(*m_campaign);
    editor.addLocation(u"WESSEX"_s, u"Wessex"_s, u"province"_s, m_province);
    editor.addUnit(2, u"army"_s, u"Harold's army"_s, u"WESSEX"_s, m_army, &m_armyId);
    m_prompts = std::make_shared<RecordingPrompts>();
    m_panel = std::make_unique<CampaignPanel>();
    m_panel->setPrompts(m_prompts);
    m_panel->setCampaign(m_campaign.get());
    m_panel->resize(900, 500);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestCampaignPages::cleanup()
{
    m_panel.reset();
    m_campaign.reset();
}

EntityPage *TestCampaignPages::page(CampaignPanel::Page which) const
{
    switch (which) {
    case CampaignPanel::Page::Sides:
        return m_panel->sidesPage();
    case CampaignPanel::Page::Locations:
        return m_panel->locationsPage();
    case CampaignPanel::Page::Units:
        return m_panel->unitsPage();
    case CampaignPanel::Page::Markers:
        return m_panel->markersPage();
    }
    return nullptr;
}

void TestCampaignPages::clickEnablesRowActions_data()
{
    QTest::addColumn<CampaignPanel::Page>("which");
    QTest::addColumn<QVariant>("id");
    QTest::addColumn<QStringList>("actions");
    QTest::newRow("sides") << CampaignPanel::Page::Sides << QVariant()
                           << QStringList{u"&Edit…"_s, u"&Remove"_s};
    QTest::newRow("locations") << CampaignPanel::Page::Locations << QVariant(u"D5"_s)
                               << QStringList{u"&Edit…"_s, u"&Remove"_s};
    QTest::newRow("units") << CampaignPanel::Page::Units << QVariant(qint64(1))
                           << QStringList{u"&Edit…"_s, u"&Move…"_s, u"E&liminate"_s, u"&Remove"_s};
    QTest::newRow("markers") << CampaignPanel::Page::Markers << QVariant() << QStringList{u"&Remove"_s};
}

void TestCampaignPages::clickEnablesRowActions()
{
    QFETCH(CampaignPanel::Page, which);
    QFETCH(QVariant, id);
    QFETCH(QStringList, actions);
    m_panel->showPage(which);
    EntityPage *p = page(which);
    for (const QString &text : actions) {
        QVERIFY2(button(p, text), qPrintable(text));
        QVERIFY2(!button(p, text)->isEnabled(), qPrintable(text + u" before any click"_s));
    }
    const int row = id.isValid() ? rowOf(p->view(), id) : 0;
    QVERIFY(row >= 0);
    clickRow(p->view(), row);
    for (const QString &text : actions)
        QVERIFY2(button(p, text)->isEnabled(), qPrintable(text + u" after a click on a row"_s));
}

void TestCampaignPages::clickOnEliminatedUnitOffersRestore()
{
    m_panel->showPage(CampaignPanel::Page::Units);
    UnitsPage *p = m_panel->unitsPage();
    clickRow(p->view(), rowOf(p->view(), qint64(1))); // William, in play
    QVERIFY(button(p, u"E&liminate"_s)->isEnabled());
    QVERIFY(!button(p, u"Re&store"_s)->isEnabled());
    clickRow(p->view(), rowOf(p->view(), qint64(3))); // the eliminated fyrd
    QVERIFY(!button(p, u"E&liminate"_s)->isEnabled());
    QVERIFY(button(p, u"Re&store"_s)->isEnabled());
}

void TestCampaignPages::unitEditKeepsListsAndObjects()
{
    m_panel->showPage(CampaignPanel::Page::Units);
    UnitsPage *p = m_panel->unitsPage();
    clickRow(p->view(), rowOf(p->view(), m_armyId));
    {
        DialogAnswers answers({[](QDialog *d) { d->accept(); }}); // OK on the dialog as shown
        button(p, u"&Edit…"_s)->click();
        QCOMPARE(answers.answered, 1);
    }
    QVERIFY2(m_prompts->errors.isEmpty(), qPrintable(m_prompts->errors.join(u'\n')));
    QCOMPARE(CampaignReader(m_campaign->database()).unit(m_armyId).attributes, m_army);

    // One line changed: that value follows the JSON typed, the others stay as they were.
    DialogAnswers answers({[](QDialog *d) {
        AttributesEdit *edit = attributesOf(d);
        QString text = edit->toPlainText();
        text.replace(u"elements=[\"3Bd\",\"4Sp\",\"2Ps\"]"_s, u"elements=[\"3Bd\", \"4Sp\"]"_s);
        edit->setPlainText(text);
        d->accept();
    }});
    button(p, u"&Edit…"_s)->click();
    QJsonObject expected = m_army;
    expected.insert(u"elements"_s, QJsonArray{u"3Bd"_s, u"4Sp"_s});
    QCOMPARE(CampaignReader(m_campaign->database()).unit(m_armyId).attributes, expected);
}

void TestCampaignPages::locationEditKeepsListsAndObjects()
{
    m_panel->showPage(CampaignPanel::Page::Locations);
    LocationsPage *p = m_panel->locationsPage();
    clickRow(p->view(), rowOf(p->view(), u"WESSEX"_s));
    {
        DialogAnswers answers({[](QDialog *d) { d->accept(); }});
        button(p, u"&Edit…"_s)->click();
        QCOMPARE(answers.answered, 1);
    }
    QCOMPARE(CampaignReader(m_campaign->database()).location(u"WESSEX"_s).attributes, m_province);

    // A border typed as indented JSON over several lines, as pasted from a file.
    DialogAnswers answers({[](QDialog *d) {
        AttributesEdit *edit = attributesOf(d);
        QStringList lines = edit->toPlainText().split(u'\n');
        for (QString &line : lines) {
            if (line.startsWith(u"borders="_s))
                line = u"borders={\n  \"Kent\": \"hill\",\n  \"Sussex\": \"open\"\n}"_s;
        }
        edit->setPlainText(lines.join(u'\n'));
        d->accept();
    }});
    button(p, u"&Edit…"_s)->click();
    QJsonObject expected = m_province;
    expected.insert(u"borders"_s, QJsonObject{{u"Kent"_s, u"hill"_s}, {u"Sussex"_s, u"open"_s}});
    QCOMPARE(CampaignReader(m_campaign->database()).location(u"WESSEX"_s).attributes, expected);
}

void TestCampaignPages::invalidJsonRefusedWithoutWrite()
{
    m_panel->showPage(CampaignPanel::Page::Units);
    UnitsPage *p = m_panel->unitsPage();
    clickRow(p->view(), rowOf(p->view(), m_armyId));
    const qint64 before = m_campaign->log().lastSeq();
    QString kept;
    DialogAnswers answers({[](QDialog *d) {
                               AttributesEdit *edit = attributesOf(d);
                               edit->setPlainText(edit->toPlainText().replace(u"\"2Ps\"]"_s, u"\"2Ps\""_s));
                               d->accept();
                           },
                           [&kept](QDialog *d) { // shown again with the input kept, for the user to fix
                               kept = attributesOf(d)->toPlainText();
                               d->reject();
                           }});
    button(p, u"&Edit…"_s)->click();
    QCOMPARE(answers.answered, 2);
    QCOMPARE(m_prompts->errors.size(), 1);
    QVERIFY2(m_prompts->errors.first().contains(u"not valid JSON"_s), qPrintable(m_prompts->errors.first()));
    QVERIFY(m_prompts->errors.first().contains(u"elements"_s));
    QVERIFY2(kept.contains(u"elements=[\"3Bd\",\"4Sp\",\"2Ps\"\n"_s), qPrintable(kept));
    QCOMPARE(m_campaign->log().lastSeq(), before); // nothing written
    QCOMPARE(CampaignReader(m_campaign->database()).unit(m_armyId).attributes, m_army);
}

void TestCampaignPages::tabsBuiltWhenChosen()
{
    // Only the tab in front is built at start-up (issue 24); a tab built later reads the campaign set
    // before it: the small campaign has 2 sides and 3 units (William, Harold's huscarls, and the
    // eliminated fyrd, still listed to be restored).
    auto campaign = TestCampaigns::small(m_dir.filePath(u"lazy.reeve"_s));
    CampaignPanel panel;
    panel.setPrompts(m_prompts);
    panel.setCampaign(campaign.get());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCOMPARE(panel.findChildren<SidesPage *>().size(), 1);
    QVERIFY(panel.findChildren<LocationsPage *>().isEmpty());
    QVERIFY(panel.findChildren<UnitsPage *>().isEmpty());
    QVERIFY(panel.findChildren<MarkersPage *>().isEmpty());
    QCOMPARE(panel.findChild<SidesPage *>()->model()->rowCount(), 2);
    panel.showPage(CampaignPanel::Page::Units);
    QCOMPARE(panel.findChildren<UnitsPage *>().size(), 1);
    QCOMPARE(panel.unitsPage(), panel.findChild<UnitsPage *>());
    QVERIFY(panel.unitsPage()->isVisible());
    QCOMPARE(panel.unitsPage()->model()->rowCount(), 3);
    QVERIFY(panel.findChildren<MarkersPage *>().isEmpty());
    panel.showPage(CampaignPanel::Page::Sides);
    QCOMPARE(panel.findChildren<UnitsPage *>().size(), 1); // built once, kept
}

QTEST_MAIN(TestCampaignPages)
#include "tst_campaignpages.moc"
