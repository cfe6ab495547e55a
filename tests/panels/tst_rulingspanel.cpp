// The Rulings panel: recording, searching, amending and withdrawing rulings,
// the list following undo, buttons disabled on a read-only campaign, and a
// refused ruling shown as a message without touching the log.
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QtTest>

#include "log/actionlog.h"
#include "panelstestsupport.h"
#include "rulings/rulingsmodel.h"
#include "rulings/rulingspanel.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestRulingsPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void recordSearchAmendWithdraw()
    {
        QTemporaryDir dir;
        auto campaign = PanelsTest::newCampaign(dir);
        RulingsPanel panel;
        panel.setCampaign(campaign.get());
        QCOMPARE(panel.model()->rowCount(), 0);
        QVERIFY(panel.record(u"Does Shield Wall stack with a castle?"_s, u"No, take the better one."_s,
                             {u"1066 §15.13"_s}));
        QVERIFY(panel.record(u"Comet in winter?"_s, u"It still returns every hand."_s, {u"1066 §8.13"_s}));
        QCOMPARE(panel.model()->rowCount(), 2);
        QVERIFY(panel.message().contains(u"#2"_s));

        panel.searchBox()->setText(u"castle"_s);
        QCOMPARE(panel.model()->rowCount(), 1);
        QCOMPARE(panel.model()->ruling(0)->id, 1);
        panel.searchBox()->clear();

        QVERIFY(panel.amend(1, u"Does Shield Wall stack with a castle?"_s, u"Yes, both count."_s,
                            {u"1066 §15.13"_s}));
        QCOMPARE(panel.model()->data(panel.model()->index(0, RulingsModel::Decision)).toString(),
                 u"Yes, both count."_s);
        QVERIFY(panel.withdraw(2));
        QCOMPARE(panel.model()->rowCount(), 1);
        campaign->log().undo(); // the panel follows the log
        QCOMPARE(panel.model()->rowCount(), 2);
    }

    void clickOnRulingEnablesAmendAndWithdraw()
    {
        // A mouse click on a ruling picks it for Amend and Withdraw, as the arrow keys do.
        QTemporaryDir dir;
        auto campaign = PanelsTest::newCampaign(dir);
        RulingsPanel panel;
        panel.setCampaign(campaign.get());
        QVERIFY(panel.record(u"Comet in winter?"_s, u"It still returns every hand."_s, {u"1066 §8.13"_s}));
        panel.resize(800, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QList<QPushButton *> rowActions;
        for (QPushButton *b : panel.findChildren<QPushButton *>()) {
            if (b->text() == u"A&mend..."_s || b->text() == u"&Withdraw"_s)
                rowActions << b;
        }
        QCOMPARE(rowActions.size(), 2);
        for (QPushButton *b : rowActions)
            QVERIFY(!b->isEnabled());
        auto *view = panel.findChild<QTableView *>();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(view->model()->index(0, 1)).center());
        for (QPushButton *b : rowActions)
            QVERIFY2(b->isEnabled(), qPrintable(b->text()));
        rowActions.last()->click(); // Withdraw acts on the row clicked
        QCOMPARE(panel.model()->rowCount(), 0);
        for (QPushButton *b : rowActions)
            QVERIFY(!b->isEnabled());
    }

    void refusedRulingLeavesLogAlone()
    {
        QTemporaryDir dir;
        auto campaign = PanelsTest::newCampaign(dir);
        RulingsPanel panel;
        panel.setCampaign(campaign.get());
        const qint64 before = campaign->log().lastSeq();
        QVERIFY(!panel.record(u"A question"_s, u"  "_s, {}));
        QVERIFY(panel.message().contains(u"decision"_s));
        QCOMPARE(campaign->log().lastSeq(), before);
    }

    void readOnlyDisablesEditing()
    {
        QTemporaryDir dir;
        QString path;
        {
            auto campaign = PanelsTest::newCampaign(dir);
            path = campaign->path();
        }
        auto readOnly = Campaign::open(path, CampaignFile::Access::ReadOnly);
        RulingsPanel panel;
        panel.setCampaign(readOnly.get());
        const auto buttons = panel.findChildren<QPushButton *>();
        QCOMPARE(buttons.size(), 3);
        for (QPushButton *b : buttons)
            QVERIFY2(!b->isEnabled(), qPrintable(b->text()));
    }
};

QTEST_MAIN(TestRulingsPanel)
#include "tst_rulingspanel.moc"
