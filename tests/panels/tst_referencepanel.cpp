// The Rules reference panel: every game's reference listed and searchable,
// links that ask for a procedure or a table, rulings shown beside the sections
// they touch, and a ruling requested on the shown section.
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QtTest>

#include "campaign/gamecatalog.h"
#include "panelstestsupport.h"
#include "procedures/procedureregistry.h"
#include "reference/referencepanel.h"
#include "reference/rulesreference.h"
#include "rulings/rulingseditor.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestReferencePanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyGameHasAReference()
    {
        ReferencePanel panel;
        for (const GameInfo &game : GameCatalog::games()) {
            panel.setGame(game.id);
            QCOMPARE(panel.game(), game.id);
            QCOMPARE(panel.list()->count(), RulesReference::builtIn(game.id).entries().size());
            QVERIFY2(panel.list()->count() >= 10, qPrintable(game.id));
        }
    }

    void searchLinksAndRulings()
    {
        QTemporaryDir dir;
        auto campaign = PanelsTest::newCampaign(dir); // a 1066 campaign
        RulingsEditor(*campaign).add(u"Is the castle bonus kept against a flank attack?"_s, u"Yes."_s,
                                     {u"1066 §15.13"_s});
        ReferencePanel panel;
        panel.setCampaign(campaign.get());
        QCOMPARE(panel.game(), u"1066"_s);

        panel.searchBox()->setText(u"vassalage"_s);
        QVERIFY(panel.list()->count() >= 1);
        QVERIFY(panel.list()->count() < RulesReference::builtIn(u"1066"_s).entries().size());

        QVERIFY(panel.showEntry(u"§15"_s));
        QVERIFY2(panel.details()->toPlainText().contains(u"castle bonus kept"_s),
                 qPrintable(panel.details()->toPlainText()));
        QVERIFY(panel.showEntry(u"§11"_s));
        QVERIFY(!panel.details()->toPlainText().contains(u"castle bonus kept"_s));
        QVERIFY(panel.details()->toHtml().contains(u"procedure:1066.vassalage"_s));
        // The link reads the procedure's title; its id is only the link's target (issue 24).
        QVERIFY2(!panel.details()->toPlainText().contains(u"1066.vassalage"_s),
                 qPrintable(panel.details()->toPlainText()));
        QVERIFY(panel.details()->toPlainText().contains(
                ProcedureRegistry::standard().get(u"1066.vassalage"_s).title));
        // A table whose reference is its title is named once, in the list and the heading.
        for (int i = 0; i < panel.list()->count(); ++i) {
            const QString text = panel.list()->item(i)->text();
            QVERIFY2(!text.contains(u"Combat Results Table  Combat Results Table"_s), qPrintable(text));
            QCOMPARE(panel.list()->item(i)->toolTip().section(u'\n', 0, 0), text);
        }

        QSignalSpy procedure(&panel, &ReferencePanel::procedureRequested);
        QSignalSpy ruling(&panel, &ReferencePanel::rulingRequested);
        emit panel.details()->anchorClicked(QUrl(u"procedure:1066.vassalage"_s));
        QCOMPARE(procedure.size(), 1);
        QCOMPARE(procedure.first().first().toString(), u"1066.vassalage"_s);
        QPushButton *record = panel.findChild<QPushButton *>();
        QVERIFY(record && record->isEnabled());
        record->click();
        QCOMPARE(ruling.size(), 1);
        QCOMPARE(ruling.first().first().toString(), u"1066 §11"_s);
        QVERIFY(panel.showProcedure(u"1066.vassalage"_s));
        QCOMPARE(panel.list()->currentItem()->data(Qt::UserRole).toString(), u"§11"_s);
    }

    void entriesSharingASectionShowTheirOwnText()
    {
        // The DBA reference has several SUMMARY entries: choosing each shows its own summary, not the first's.
        ReferencePanel panel;
        panel.setGame(u"dba"_s);
        const QList<ReferenceEntry> &entries = RulesReference::builtIn(u"dba"_s).entries();
        QList<int> summaries;
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (entries.at(i).ref == u"SUMMARY"_s)
                summaries << int(i);
        }
        QVERIFY(summaries.size() >= 2);
        for (int i : std::as_const(summaries)) {
            panel.list()->setCurrentRow(i);
            const QString shown = panel.details()->toPlainText();
            QVERIFY2(shown.contains(entries.at(i).title),
                     qPrintable(entries.at(i).title + u" / "_s + shown.left(200)));
            for (int other : std::as_const(summaries)) {
                if (other != i)
                    QVERIFY2(!shown.contains(entries.at(other).title), qPrintable(entries.at(other).title));
            }
        }
    }
};

QTEST_MAIN(TestReferencePanel)
#include "tst_referencepanel.moc"
