// The Orders dock as a user at a shared screen meets it: the public view shows only
// who has written and the commitments; a side's view opens with its PIN and writes
// its sealed orders; the referee reveals; no hidden text in tooltips or the title.
#include <QComboBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "common/userprompts.h"
#include "common/viewerchoice.h"
#include "log/logquery.h"
#include "orders/orderbook.h"
#include "orders/orderspanel.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

class ScriptedPrompts : public UserPrompts
{
public:
    QString pin;
    QStringList errors;
    std::optional<QString> askPin(QWidget *, const QString &) override { return pin; }
    void error(QWidget *, const QString &, const QString &text) override { errors << text; }
    bool confirm(QWidget *, const QString &, const QString &) override { return true; }
};

QStringList allToolTips(QWidget *root)
{
    QStringList tips{root->windowTitle()};
    for (QWidget *w : root->findChildren<QWidget *>())
        tips << w->toolTip() << w->windowTitle();
    return tips;
}

} // namespace

class TestOrdersPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void writeBehindPinThenReveal();
    void buttonsFitALowDock();
};

void TestOrdersPanel::writeBehindPinThenReveal()
{
    QTemporaryDir dir;
    auto campaign = Campaign::create(dir.filePath(u"dock.reeve"_s), u"dba"_s);
    CampaignEditor(*campaign).addSide(u"Wessex"_s, QString(), QString(), u"4321"_s);
    CampaignEditor(*campaign).addSide(u"Norway"_s);
    auto prompts = std::make_shared<ScriptedPrompts>();
    OrdersPanel panel;
    panel.setPrompts(prompts);
    panel.setCampaign(campaign.get());
    QCOMPARE(panel.viewer()->count(), 4); // public, two sides, referee
    QVERIFY(!panel.writeButton()->isEnabled());
    QVERIFY(!panel.revealButton()->isEnabled());

    const int wessex = panel.viewer()->findText(u"Wessex"_s);
    prompts->pin = u"1111"_s;
    QVERIFY(!panel.openViewer(wessex));
    QCOMPARE(prompts->errors.size(), 1);
    QVERIFY(!panel.writeButton()->isEnabled());
    prompts->pin = u"4321"_s;
    QVERIFY(panel.openViewer(wessex));
    QVERIFY(panel.writeButton()->isEnabled());
    panel.draft()->setPlainText(u"1. Hold London\n2. if the Norse land then march north"_s);
    QVERIFY(panel.writeOrders());
    QVERIFY(panel.shown()->toPlainText().contains(u"2. If the Norse land: march north"_s));
    QVERIFY(!panel.message().contains(u"London"_s));

    const int norway = panel.viewer()->findText(u"Norway"_s);
    QVERIFY(panel.openViewer(norway)); // no PIN set
    QVERIFY(!panel.shown()->toPlainText().contains(u"London"_s));
    QVERIFY(panel.shown()->toPlainText().contains(u"Wessex: sealed"_s));
    panel.draft()->setPlainText(u"Sail to York"_s);
    QVERIFY(panel.writeOrders());
    QVERIFY(!panel.revealButton()->isEnabled());
    for (const QString &tip : allToolTips(&panel))
        QVERIFY(!tip.contains(u"London"_s) && !tip.contains(u"York"_s));

    QVERIFY(panel.openViewer(0));
    QVERIFY(!panel.shown()->toPlainText().contains(u"London"_s));
    QVERIFY(panel.openViewer(panel.viewer()->findData(u"referee"_s))); // no referee PIN set
    QVERIFY(panel.shown()->toPlainText().contains(u"Hold London"_s));
    QVERIFY(panel.revealButton()->isEnabled());
    // Opened for adjudication first: amendments end, the texts stay with their sides.
    QVERIFY(panel.openButton()->isEnabled());
    QVERIFY(panel.openOrders());
    QVERIFY(panel.openViewer(norway));
    QVERIFY(panel.shown()->toPlainText().contains(u"Wessex: opened by the referee"_s));
    QVERIFY(!panel.shown()->toPlainText().contains(u"London"_s));
    panel.draft()->setPlainText(u"Sail to Orkney instead"_s);
    QVERIFY(!panel.writeOrders()); // too late to amend
    QVERIFY(panel.message().contains(u"opened by the referee"_s));
    QVERIFY(panel.openViewer(panel.viewer()->findData(u"referee"_s)));
    QVERIFY(panel.revealOrders());
    QVERIFY(panel.openViewer(0));
    QCOMPARE(panel.viewer()->currentText(), u"Public"_s);
    QVERIFY(panel.shown()->toPlainText().contains(u"Sail to York"_s));
    const QList<SealedOrders> revealed = OrderBook(*campaign).orders();
    QCOMPARE(revealed.size(), 2);
    QVERIFY(revealed.at(0).revealed && revealed.at(1).revealed);
    if (qEnvironmentVariableIsSet("REEVE_SCREENSHOT"))
        panel.grab().save(qEnvironmentVariable("REEVE_SCREENSHOT"));
}

void TestOrdersPanel::buttonsFitALowDock()
{
    // A tabbed dock at 1280x800 or 1600x1000 gives the panel about 280 pixels: its scroll area then
    // scrolled and the buttons were cut at its foot. The panel fits down to three lines per text.
    OrdersPanel panel;
    QVERIFY2(panel.minimumSizeHint().height() <= 280,
             qPrintable(QString::number(panel.minimumSizeHint().height())));
    panel.resize(900, 280);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    for (QPushButton *button : panel.findChildren<QPushButton *>())
        QVERIFY2(button->geometry().bottom() < panel.height(), qPrintable(button->text()));
}

QTEST_MAIN(TestOrdersPanel)
#include "tst_orderspanel.moc"
