// One word for the one who runs the game (issue 24 tour): the DBA campaign's players call him the
// umpire, and the window said "Referee" in its viewer choices, the Luck table ("referee"), the ledger's
// privacy choices, the reports' readers and the Game menu. Every other game keeps "Referee".
#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QStandardPaths>
#include <QAbstractItemView>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "ledger/luckgroupmodel.h"
#include "ledger/reportsexportdialog.h"
#include "mainwindow/mainwindow.h"
#include "recordingprompts.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestUmpireWords : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void dbaSaysUmpire();
    void otherGamesSayReferee();
    void luckNamesTheRoller();

private:
    QString make(const QString &game);
    QTemporaryDir m_dir;
};

namespace {

/// Every text a user can read in \a root's docks and menus: labels, buttons, combo choices, table
/// cells and headers, menu entries and tooltips. Docks named in \a skip are another task's.
QStringList texts(QWidget &root, const QStringList &skip = {})
{
    QStringList out;
    const auto skipped = [&](QWidget *w) {
        for (QWidget *p = w; p; p = p->parentWidget())
            if (qobject_cast<QDockWidget *>(p) && skip.contains(p->objectName()))
                return true;
        return false;
    };
    const auto *window = qobject_cast<QMainWindow *>(&root);
    for (QWidget *w : root.findChildren<QWidget *>()) {
        if (skipped(w) || (window && window->centralWidget() && window->centralWidget()->isAncestorOf(w)))
            continue; // the welcome page, hidden while a campaign is open
        out << w->toolTip();
        if (auto *l = qobject_cast<QLabel *>(w))
            out << l->text();
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            out << b->text();
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < c->count(); ++i)
                out << c->itemText(i);
        if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model())
            for (int r = 0; r < v->model()->rowCount(); ++r)
                for (int col = 0; col < v->model()->columnCount(); ++col)
                    out << v->model()->index(r, col).data().toString();
    }
    for (QAction *a : root.findChildren<QAction *>())
        out << a->text() << a->toolTip();
    out.removeAll(QString());
    return out;
}

void showEveryDock(MainWindow &w)
{
    for (QDockWidget *dock : w.findChildren<QDockWidget *>())
        if (dock->toggleViewAction()->isVisible())
            for (QAction *show : w.actions())
                if (show->objectName() == u"show-"_s + dock->objectName())
                    show->trigger();
    QCoreApplication::processEvents();
}

} // namespace

void TestUmpireWords::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-umpire"_s);
}

QString TestUmpireWords::make(const QString &game)
{
    const QString path = m_dir.filePath(game + u".reeve"_s);
    auto campaign = Campaign::create(path, game, u"Words"_s);
    CampaignEditor(*campaign).addSide(u"Wessex"_s);
    return path;
}

void TestUmpireWords::dbaSaysUmpire()
{
    MainWindow w;
    w.setPrompts(std::make_shared<RecordingPrompts>());
    w.show();
    QVERIFY(w.openCampaign(make(u"dba"_s)));
    showEveryDock(w);
    // The Steps dock and the umpire's desk are another task's (ui/steps, ui/dba).
    const QStringList all = texts(w, {u"stepsDock"_s, u"dbaDeskDock"_s});
    QVERIFY(all.contains(u"Umpire (everything)"_s));
    QVERIFY(all.contains(u"Umpire &PIN…"_s));
    const QRegularExpression referee(u"\\breferee"_s, QRegularExpression::CaseInsensitiveOption);
    for (const QString &text : all)
        QVERIFY2(!referee.match(text).hasMatch(), qPrintable(text));
    ReportsExportDialog reports(*w.campaign(), std::make_shared<RecordingPrompts>());
    const QStringList dialog = texts(reports);
    for (const QString &text : dialog)
        QVERIFY2(!referee.match(text).hasMatch(), qPrintable(text));
    QVERIFY(dialog.contains(u"The umpire (everything)"_s));
}

void TestUmpireWords::otherGamesSayReferee()
{
    MainWindow w;
    w.setPrompts(std::make_shared<RecordingPrompts>());
    w.show();
    QVERIFY(w.openCampaign(make(u"1066"_s)));
    showEveryDock(w);
    const QStringList all = texts(w);
    QVERIFY(all.contains(u"Referee (everything)"_s));
    QVERIFY(all.contains(u"Referee &PIN…"_s));
    for (const QString &text : all)
        QVERIFY2(!text.contains(u"mpire"_s) || text.contains(u"DBA"_s) || text.contains(u".reeve"_s),
                 qPrintable(text)); // a file path names this test's folder
}

void TestUmpireWords::luckNamesTheRoller()
{
    QCOMPARE(LuckGroupModel::rollerLabel(u"dba"_s, u"umpire"_s), u"Umpire"_s);
    QCOMPARE(LuckGroupModel::rollerLabel(u"dba"_s, u"referee"_s), u"Umpire"_s);
    QCOMPARE(LuckGroupModel::rollerLabel(u"1066"_s, u"referee"_s), u"Referee"_s);
    QCOMPARE(LuckGroupModel::rollerLabel(u"1066"_s, u"Wessex"_s), u"Wessex"_s);
    LuckGroupModel model;
    model.setGame(u"dba"_s);
    model.setGroups({LuckGroup::make(u"dice.roll"_s, u"umpire"_s, 6)});
    QCOMPARE(model.index(0, LuckGroupModel::SideColumn).data().toString(), u"Umpire"_s);
    QCOMPARE(model.index(0, LuckGroupModel::SideColumn).data(LuckGroupModel::SideRole).toString(),
             u"umpire"_s);
}

QTEST_MAIN(TestUmpireWords)
#include "tst_umpirewords.moc"
