// The window in the reader's language (issue 25, "every dock, dialog, menu and step form of every game
// shows its language"): the main window opens a campaign of each game in the language of
// REEVE_TEST_LANG (de when unset), every dock is shown and every step of the Steps panel is chosen,
// and every text a user reads there (labels, buttons, group titles, tabs, combo items, headers,
// placeholders, tooltips, dock titles, menus) is searched for a message left in English: a text equal
// to the English source of a message whose translation differs, and to no translation.
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QXmlStreamReader>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "games/gamemodules.h"
#include "mainwindow/mainwindow.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/stepspanel.h"
#include "ui/recordingprompts.h"
#include "util/translations.h"
#include "wizard/campaignsetuppage.h"
#include "wizard/gamechoicepage.h"
#include "wizard/newcampaignwizard.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

/// A text as compared: accelerators and a trailing colon off, spaces simplified.
QString plain(QString text)
{
    text.replace(u"&&"_s, u"\x01"_s).remove(u'&').replace(u'\x01', u'&');
    text = text.simplified();
    if (text.endsWith(u':'))
        text.chop(1);
    return text.trimmed();
}

struct Messages
{
    QSet<QString> english;      ///< sources whose translation differs from them
    QSet<QString> translations; ///< every translation, as shown
};

/// The finished messages of translations/reeve_<lang>.ts without placeholders.
Messages readMessages(const QString &lang)
{
    Messages m;
    QFile file(QStringLiteral(REEVE_SOURCE_DIR "/translations/reeve_") + lang + u".ts"_s);
    if (!file.open(QIODevice::ReadOnly))
        return m;
    QXmlStreamReader xml(&file);
    QString source;
    QStringList forms;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"message"_s) {
            numerus = xml.attributes().value(u"numerus"_s) == u"yes"_s;
            source.clear();
            forms.clear();
        } else if (xml.isStartElement() && xml.name() == u"source"_s) {
            source = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == u"translation"_s && !numerus) {
            forms << xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == u"numerusform"_s) {
            forms << xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == u"message"_s) {
            for (const QString &t : std::as_const(forms))
                m.translations << plain(t);
            if (source.contains(u'%') || forms.isEmpty() || numerus)
                continue;
            if (plain(forms.first()) != plain(source))
                m.english << plain(source);
        }
    }
    for (const QString &t : std::as_const(m.translations))
        m.english.remove(t);
    return m;
}

QString whereIs(const QWidget *widget)
{
    QString path = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        path += u" \""_s + widget->objectName() + u'"';
    for (const QWidget *p = widget->parentWidget(); p; p = p->parentWidget()) {
        if (qobject_cast<const QDockWidget *>(p)) {
            path += u" in "_s + p->objectName();
            break;
        }
    }
    return path;
}

/// Every text \a widget shows a reader: its own, its items', its headers' and its tooltip.
QStringList textsOf(const QWidget *widget)
{
    QStringList texts{widget->toolTip(), widget->whatsThis()};
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        texts << (Qt::mightBeRichText(label->text())
                          ? QTextDocumentFragment::fromHtml(label->text()).toPlainText().split(u'\n')
                          : QStringList{label->text()});
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        texts << button->text();
    if (const auto *box = qobject_cast<const QGroupBox *>(widget))
        texts << box->title();
    if (const auto *edit = qobject_cast<const QLineEdit *>(widget))
        texts << edit->placeholderText();
    if (const auto *tabs = qobject_cast<const QTabBar *>(widget)) {
        for (int i = 0; i < tabs->count(); ++i)
            texts << tabs->tabText(i) << tabs->tabToolTip(i);
    }
    if (const auto *combo = qobject_cast<const QComboBox *>(widget)) {
        for (int i = 0; i < combo->count(); ++i)
            texts << combo->itemText(i);
    }
    if (const auto *dock = qobject_cast<const QDockWidget *>(widget))
        texts << dock->windowTitle();
    if (const auto *view = qobject_cast<const QAbstractItemView *>(widget); view && view->model()) {
        const QAbstractItemModel *model = view->model();
        for (int c = 0; c < model->columnCount(); ++c)
            texts << model->headerData(c, Qt::Horizontal).toString()
                  << model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
    }
    return texts;
}

void addMenu(const QMenu *menu, QStringList &texts)
{
    for (const QAction *action : menu->actions()) {
        texts << action->text() << action->toolTip();
        if (action->menu())
            addMenu(action->menu(), texts);
    }
}

/// Records in \a english each text of \a root and its children shown in \a window that is an English
/// message of \a messages (and not one of \a names), with where it was seen.
void lookForEnglish(const QWidget *root, const QWidget *window, const Messages &messages,
                    const QSet<QString> &names, QMap<QString, QString> &english)
{
    QList<const QWidget *> widgets{root};
    for (const QWidget *child : root->findChildren<QWidget *>())
        widgets << child;
    for (const QWidget *widget : std::as_const(widgets)) {
        if (widget != window && !widget->isVisibleTo(window))
            continue;
        for (const QString &text : textsOf(widget)) {
            const QString p = plain(text);
            if (!p.isEmpty() && messages.english.contains(p) && !names.contains(p) && !english.contains(p))
                english.insert(p, whereIs(widget));
        }
    }
}

QString report(const QMap<QString, QString> &english, const QString &what)
{
    QStringList found;
    for (auto it = english.cbegin(); it != english.cend(); ++it)
        found << u"\"%1\" (%2)"_s.arg(it.key(), it.value());
    return u"%1 texts in English in %2:\n"_s.arg(found.size()).arg(what) + found.join(u'\n');
}

} // namespace

class TestWindowLanguage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void everyTextInTheLanguage_data();
    void everyTextInTheLanguage();
    void wizardInTheLanguage_data();
    void wizardInTheLanguage();

private:
    QTemporaryDir m_dir;
    QString m_lang;
    Messages m_messages;
};

void TestWindowLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-window-language"_s);
    m_lang = qEnvironmentVariable("REEVE_TEST_LANG", u"de"_s);
    QVERIFY(Translations::install(m_lang));
    m_messages = readMessages(m_lang);
    QVERIFY2(m_messages.english.size() > 1000, qPrintable(QString::number(m_messages.english.size())));
}

void TestWindowLanguage::everyTextInTheLanguage_data()
{
    QTest::addColumn<QString>("game");
    for (const GameModule &game : GameModules::all())
        QTest::newRow(qPrintable(game.id)) << game.id;
}

void TestWindowLanguage::everyTextInTheLanguage()
{
    QFETCH(QString, game);
    QSettings().clear();
    const QString path = m_dir.filePath(game + u".reeve"_s);
    {
        auto campaign = Campaign::create(path, game, u"Language"_s);
        const QList<Scenario> scenarios = ScenarioCatalog::forGame(game);
        if (scenarios.isEmpty())
            CampaignEditor(*campaign).addSide(u"First"_s);
        else
            ScenarioSetup(*campaign).apply(scenarios.first());
    }
    // Names are shown as printed in every language (the glossaries): a side called "Empire" is no
    // English text left untranslated.
    QSet<QString> names;
    {
        auto campaign = Campaign::open(path);
        CampaignReader reader(campaign->database());
        for (const Side &side : reader.sides())
            names << side.name;
        for (const Location &location : reader.locations())
            names << location.name;
        for (const Unit &unit : reader.units())
            names << unit.name;
    }
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.openCampaign(path));
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QMap<QString, QString> english; // text -> where it was seen
    const auto look = [&](const QWidget *root) { lookForEnglish(root, &w, m_messages, names, english); };
    QStringList menuTexts;
    for (const QAction *action : w.menuBar()->actions()) {
        menuTexts << action->text();
        if (action->menu())
            addMenu(action->menu(), menuTexts);
    }
    for (const QString &text : std::as_const(menuTexts)) {
        if (m_messages.english.contains(plain(text)))
            english.insert(plain(text), u"the menus"_s);
    }
    for (QDockWidget *dock : w.findChildren<QDockWidget *>()) {
        dock->show();
        dock->raise();
        QCoreApplication::processEvents();
        look(dock);
        for (StepsPanel *steps : dock->findChildren<StepsPanel *>()) {
            for (int i = 0; i < steps->picker()->count(); ++i) {
                steps->picker()->setCurrentIndex(i);
                QCoreApplication::processEvents();
                look(steps);
            }
        }
    }
    look(&w);
    QVERIFY2(english.isEmpty(), qPrintable(report(english, u"the "_s + m_lang + u" window"_s)));
}

void TestWindowLanguage::wizardInTheLanguage_data()
{
    everyTextInTheLanguage_data();
}

void TestWindowLanguage::wizardInTheLanguage()
{
    // The New Campaign wizard: the game page, then the set-up page of the game with each of its
    // scenarios chosen (their titles and notes come from the scenario files).
    QFETCH(QString, game);
    NewCampaignWizard wizard;
    wizard.setPrompts(std::make_shared<RecordingPrompts>());
    wizard.setupPage()->setDefaultFolder(m_dir.path());
    wizard.show();
    wizard.restart();
    QVERIFY(wizard.gamePage()->setGameId(game));
    QMap<QString, QString> english;
    lookForEnglish(&wizard, &wizard, m_messages, {}, english);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewCampaignWizard::SetupPage));
    for (const Scenario &scenario : ScenarioCatalog::forGame(game)) {
        QVERIFY(wizard.setupPage()->setScenario(scenario.id));
        QCoreApplication::processEvents();
        lookForEnglish(&wizard, &wizard, m_messages, {}, english);
    }
    QVERIFY2(english.isEmpty(), qPrintable(report(english, u"the "_s + m_lang + u" wizard"_s)));
}

QTEST_MAIN(TestWindowLanguage)
#include "tst_window_language.moc"
