// The Swords & Sails timer panel offscreen: the countdown starts at 3:00, the buttons follow the
// timer's state, and the round's start, pause and end go to the campaign's public log.
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "log/actionlog.h"
#include "sas/sastimerpanel.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

class TestSasTimerPanel : public QObject
{
    Q_OBJECT
private slots:
    void countsDownAndLogs();
    void otherGamesAreNotLogged();
    void startsTheRoundOfThePhase();
};

namespace {

QPushButton *button(QWidget &panel, const QString &prefix)
{
    for (QPushButton *b : panel.findChildren<QPushButton *>())
        if (b->text().remove(u'&').startsWith(prefix))
            return b;
    return nullptr;
}

QStringList publicTexts(Campaign &c, qint64 after)
{
    QStringList texts;
    for (qint64 seq = after + 1; seq <= c.log().lastSeq(); ++seq)
        texts << c.log().action(seq).publicText;
    return texts;
}

} // namespace

void TestSasTimerPanel::countsDownAndLogs()
{
    QTemporaryDir dir;
    auto c = Campaign::create(dir.filePath(u"t.reeve"_s), u"sas"_s, u"Timer"_s);
    CampaignEditor(*c).setTurn(1, c->game().phases.at(2)); // phase 3, diplomacy: its round is timed
    SasTimerPanel panel;
    panel.setCampaign(c.get());
    panel.show();
    QLabel *display = nullptr;
    for (QLabel *l : panel.findChildren<QLabel *>())
        if (l->text() == u"3:00"_s)
            display = l;
    QVERIFY2(display, "no 3:00 countdown shown");
    QVERIFY(!button(panel, u"Pause"_s)->isEnabled());
    const qint64 before = c->log().lastSeq();
    button(panel, u"Start"_s)->click();
    QVERIFY(button(panel, u"Pause"_s)->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(panel.remaining() < 180'000 - 300, 3000);
    QTRY_VERIFY_WITH_TIMEOUT(display->text() == u"2:59"_s, 3000);
    button(panel, u"Pause"_s)->click();
    const qint64 paused = panel.remaining();
    QTest::qWait(300);
    QCOMPARE(panel.remaining(), paused);
    button(panel, u"+3"_s)->click();
    QVERIFY(panel.remaining() > 180'000);
    button(panel, u"Reset"_s)->click();
    QCOMPARE(display->text(), u"3:00"_s);
    const QStringList texts = publicTexts(*c, before);
    QCOMPARE(texts.size(), 4);
    QVERIFY(texts.at(0).startsWith(u"Diplomacy round started"_s));
    QVERIFY(texts.at(1).startsWith(u"Diplomacy round paused"_s));
    QVERIFY(texts.at(2).startsWith(u"Diplomacy round extended"_s));
    QVERIFY(texts.at(3).startsWith(u"Diplomacy round ended"_s));
    if (qEnvironmentVariableIsSet("REEVE_SCREENSHOT"))
        panel.grab().save(qEnvironmentVariable("REEVE_SCREENSHOT"));
}

void TestSasTimerPanel::startsTheRoundOfThePhase()
{
    // Turn sequence: each timed round starts in its own phase, so Start times the round of the phase
    // the clock is on: unit building in phase 7, whatever the list showed.
    QTemporaryDir dir;
    auto c = Campaign::create(dir.filePath(u"u.reeve"_s), u"sas"_s, u"Timer"_s);
    CampaignEditor(*c).setTurn(1, c->game().phases.at(6));
    SasTimerPanel panel;
    panel.setCampaign(c.get());
    const qint64 before = c->log().lastSeq();
    button(panel, u"Start"_s)->click();
    const QStringList texts = publicTexts(*c, before);
    QCOMPARE(texts.size(), 1);
    QVERIFY2(texts.first().startsWith(u"Unit building started"_s), qPrintable(texts.first()));
}

void TestSasTimerPanel::otherGamesAreNotLogged()
{
    QTemporaryDir dir;
    auto c = Campaign::create(dir.filePath(u"o.reeve"_s), u"1066"_s, u"Other"_s);
    SasTimerPanel panel;
    panel.setCampaign(c.get());
    const qint64 before = c->log().lastSeq();
    button(panel, u"Start"_s)->click();
    button(panel, u"Reset"_s)->click();
    QCOMPARE(c->log().lastSeq(), before);
}

QTEST_MAIN(TestSasTimerPanel)
#include "tst_sas_timerpanel.moc"
