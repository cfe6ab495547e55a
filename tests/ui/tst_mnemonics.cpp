// Keyboard-only use of the main window (issue 24): every Alt+letter a user can see at one time leads to
// one place. The tour found Alt+V claimed by the View menu, the Turn log's "View as:" and the Ledger's,
// Orders' and Charlemagne's "View as:" at once; Qt then only cycles the focus between them.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "games/gamemodules.h"
#include "mainwindow/mainwindow.h"
#include "recordingprompts.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestMnemonics : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void oneOwnerPerKey_data();
    void oneOwnerPerKey();

private:
    QTemporaryDir m_dir;
};

namespace {

/// Who claims which Alt+letter among what is on screen now: menu titles, the window's own keys,
/// buttons, group boxes, tabs and labels with a buddy.
QMultiHash<QKeySequence, QString> claims(QMainWindow &w)
{
    QMultiHash<QKeySequence, QString> owners;
    const auto claim = [&](const QString &text, const QString &who) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty())
            owners.insert(key, who + u" \""_s + text + u'"');
    };
    for (QAction *menu : w.menuBar()->actions())
        claim(menu->text(), u"menu"_s);
    for (QAction *action : w.actions())
        if (action->isVisible() && action->isEnabled() && !action->shortcut().isEmpty()
            && action->shortcut()[0].keyboardModifiers() == Qt::AltModifier)
            owners.insert(action->shortcut(), u"key of "_s + action->text());
    const auto shown = [&w](QWidget *widget) { return widget->isVisible() && widget->window() == &w; };
    const auto where = [](QWidget *widget) {
        for (QWidget *p = widget; p; p = p->parentWidget())
            if (qobject_cast<QDockWidget *>(p))
                return p->objectName();
        return QString();
    };
    for (QAbstractButton *b : w.findChildren<QAbstractButton *>())
        if (shown(b) && b->isEnabled())
            claim(b->text(), QString::fromLatin1(b->metaObject()->className()) + u" in "_s + where(b));
    for (QGroupBox *g : w.findChildren<QGroupBox *>())
        if (shown(g))
            claim(g->title(), u"group in "_s + where(g));
    for (QLabel *l : w.findChildren<QLabel *>())
        if (shown(l) && l->buddy() && l->buddy()->isVisible())
            claim(l->text(), u"label in "_s + where(l));
    for (QTabBar *bar : w.findChildren<QTabBar *>())
        if (shown(bar) && bar->parentWidget() != &w) // the dock tabs have no mnemonics
            for (int i = 0; i < bar->count(); ++i)
                claim(bar->tabText(i), u"tab in "_s + where(bar));
    return owners;
}

} // namespace

void TestMnemonics::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-mnemonics"_s);
}

void TestMnemonics::oneOwnerPerKey_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("lang");
    // Each language picks its own letters (issue 25): the window settles them, whichever they are.
    for (const QString &lang : {u"en"_s, u"de"_s, u"fr"_s, u"es"_s})
        for (const GameModule &game : GameModules::all())
            QTest::newRow(qPrintable(game.id + u' ' + lang)) << game.id << lang;
}

void TestMnemonics::oneOwnerPerKey()
{
    QFETCH(QString, game);
    QFETCH(QString, lang);
    QSettings().clear(); // the docks as a new user finds them, not as the last row left them
    for (QTranslator *old : qApp->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    if (lang != u"en"_s) { // the .qm files the build made (the window embeds the same ones)
        const QString dir = QStringLiteral(REEVE_BINARY_DIR) + u"/translations/"_s;
        for (const QString &file : {dir + u"reeve_"_s + lang, dir + u"aliases/aliases_"_s + lang}) {
            auto *translator = new QTranslator(qApp);
            QVERIFY2(translator->load(file), qPrintable(file));
            QCoreApplication::installTranslator(translator);
        }
    }
    const QString path = m_dir.filePath(game + lang + u".reeve"_s);
    {
        auto campaign = Campaign::create(path, game, u"Keys"_s);
        CampaignEditor(*campaign).addSide(u"First"_s);
    }
    MainWindow w;
    w.setPrompts(std::make_shared<RecordingPrompts>());
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.openCampaign(path));
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList clashes;
    const auto look = [&](const QString &where) {
        const QMultiHash<QKeySequence, QString> owners = claims(w);
        for (const QKeySequence &key : owners.uniqueKeys()) {
            const QStringList who = owners.values(key);
            if (who.size() > 1)
                clashes << u"%1 with %2: %3"_s.arg(key.toString(), where, who.join(u", "_s));
        }
    };
    // Each Campaign tab in front (its page is built when first chosen).
    auto *pages = w.findChild<QDockWidget *>(u"campaignDock"_s)->findChild<QTabWidget *>();
    QVERIFY(pages);
    for (int i = pages->count() - 1; i >= 0; --i) {
        pages->setCurrentIndex(i);
        QCoreApplication::processEvents();
        look(u"Campaign tab "_s + pages->tabText(i));
    }
    for (QDockWidget *dock : w.findChildren<QDockWidget *>()) {
        if (!dock->toggleViewAction()->isVisible())
            continue; // another game's dock
        for (QAction *show : w.actions())
            if (show->objectName() == u"show-"_s + dock->objectName())
                show->trigger();
        QCoreApplication::processEvents();
        look(dock->windowTitle() + u" in front"_s);
    }
    // The keys are still there where nothing else wants them, and a dock brought to the front takes
    // back the ones it gave up while behind another.
    if (lang == u"en"_s) {
        const auto owner = [&w](const QString &key) {
            return claims(w).values(QKeySequence(key)).join(u", "_s);
        };
        QVERIFY2(owner(u"Alt+K"_s).contains(u"Mar&kers"_s), qPrintable(owner(u"Alt+K"_s)));
        QVERIFY2(owner(u"Alt+D"_s).contains(u"Si&de:"_s), qPrintable(owner(u"Alt+D"_s)));
        for (QAction *show : w.actions())
            if (show->objectName() == u"show-ledgerDock"_s)
                show->trigger();
        QCoreApplication::processEvents();
        if (game != u"charlemagne"_s) // where Alt+C brings up the Charlemagne board instead
            QVERIFY2(owner(u"Alt+C"_s).contains(u"&Credit…"_s), qPrintable(owner(u"Alt+C"_s)));
    }
    clashes.removeDuplicates();
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
