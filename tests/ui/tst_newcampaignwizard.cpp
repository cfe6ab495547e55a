// The New Campaign wizard, driven as a user would: pick each of the five games,
// name the campaign and its file, keep or drop default sides, finish.
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaignreader.h"
#include "campaign/gamecatalog.h"
#include "campaign/ruleoptions.h"
#include "log/hashchain.h"
#include "recordingprompts.h"
#include "wizard/campaignsetuppage.h"
#include "wizard/gamechoicepage.h"
#include "wizard/newcampaignwizard.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestNewCampaignWizard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void listsTheFiveGames();
    void createsEachGame_data();
    void createsEachGame();
    void droppedSideIsNotAdded();
    void scenarioSetsUpTheBoard();
    void existingFileIsRefused();
    void tabGoesDownThePage();
    void fileNames_data();
    void fileNames();
    void defaultFolderIsTheUsers();

private:
    QTemporaryDir m_dir;
};

void TestNewCampaignWizard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestNewCampaignWizard::listsTheFiveGames()
{
    NewCampaignWizard wizard;
    const QList<QRadioButton *> games = wizard.gamePage()->findChildren<QRadioButton *>();
    QCOMPARE(games.size(), 5);
    QStringList titles;
    for (const QRadioButton *game : games)
        titles << game->text().replace(u"&&"_s, u"&"_s);
    QVERIFY(games.first()->isChecked()); // Enter goes straight on with a game chosen
    QVERIFY(titles.contains(u"1066: End of the Dark Ages"_s));
    QVERIFY(titles.contains(u"Swords & Sails"_s));
    QVERIFY(titles.contains(u"Charlemagne: Dark Ages in Europe"_s));
    QVERIFY(titles.contains(u"Dark Age Britain 440–600"_s));
    for (const QString &id : GameCatalog::ids())
        QVERIFY2(!GameChoicePage::description(id).isEmpty(), qPrintable(id));
}

void TestNewCampaignWizard::createsEachGame_data()
{
    QTest::addColumn<QString>("gameId");
    for (const QString &id : GameCatalog::ids())
        QTest::newRow(qPrintable(id)) << id;
}

void TestNewCampaignWizard::createsEachGame()
{
    QFETCH(QString, gameId);
    auto prompts = std::make_shared<RecordingPrompts>();
    NewCampaignWizard wizard;
    wizard.setPrompts(prompts);
    wizard.setupPage()->setDefaultFolder(m_dir.path());
    wizard.restart();
    auto *button = wizard.findChild<QRadioButton *>(u"game-%1"_s.arg(gameId));
    QVERIFY(button);
    button->click();
    QCOMPARE(wizard.gamePage()->gameId(), gameId);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewCampaignWizard::SetupPage));
    auto *name = wizard.findChild<QLineEdit *>(u"campaignName"_s);
    auto *file = wizard.findChild<QLineEdit *>(u"filePath"_s);
    QVERIFY(name && file);
    QVERIFY(!name->text().isEmpty());
    QVERIFY(file->text().startsWith(m_dir.path())); // a default path in the chosen folder
    QVERIFY(file->text().endsWith(u".reeve"_s));
    QTest::keyClicks(name, u" (test)"_s);
    QVERIFY(file->text().contains(u"(test)"_s)); // the file follows the name until edited
    QVERIFY(wizard.currentPage()->isComplete());
    if (const QByteArray dir = qgetenv("REEVE_SCREENSHOTS"); !dir.isEmpty()) { // for looking at it under Xvfb
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        wizard.grab().save(QString::fromLocal8Bit(dir) + u"/wizard-%1.png"_s.arg(gameId));
    }
    wizard.accept();
    QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(u'\n')));
    QCOMPARE(wizard.result(), int(QDialog::Accepted));
    std::unique_ptr<Campaign> campaign = wizard.takeCampaign();
    QVERIFY(campaign);
    QCOMPARE(campaign->game().id, gameId);
    QVERIFY(campaign->name().endsWith(u"(test)"_s));
    QCOMPARE(CampaignReader(campaign->database()).sides().size(), campaign->game().defaultSides.size());
    QVERIFY(HashChain::verify(campaign->database()).ok);
}

void TestNewCampaignWizard::droppedSideIsNotAdded()
{
    auto prompts = std::make_shared<RecordingPrompts>();
    NewCampaignWizard wizard;
    wizard.setPrompts(prompts);
    wizard.restart();
    QVERIFY(wizard.gamePage()->setGameId(u"charlemagne"_s));
    wizard.next();
    wizard.setupPage()->setFilePath(m_dir.filePath(u"two-minus-one.reeve"_s));
    wizard.setupPage()->setSideChecked(1, false);
    wizard.accept();
    std::unique_ptr<Campaign> campaign = wizard.takeCampaign();
    QVERIFY(campaign);
    const QList<Side> sides = CampaignReader(campaign->database()).sides();
    QCOMPARE(sides.size(), 1);
    QCOMPARE(sides.first().name, campaign->game().defaultSides.first().name);
    QCOMPARE(sides.first().colour, campaign->game().defaultSides.first().colour);
}

void TestNewCampaignWizard::scenarioSetsUpTheBoard()
{
    auto prompts = std::make_shared<RecordingPrompts>();
    NewCampaignWizard wizard;
    wizard.setPrompts(prompts);
    wizard.restart();
    QVERIFY(wizard.gamePage()->setGameId(u"1066"_s));
    wizard.next();
    QVERIFY(!wizard.setupPage()->setScenario(u"no-such"_s));
    QVERIFY(wizard.setupPage()->setScenario(u"1066"_s));
    wizard.setupPage()->setFilePath(m_dir.filePath(u"scenario-1066.reeve"_s));
    wizard.setupPage()->setSideChecked(3, false); // three players: the Britons are neutral
    // The optional rules are chosen here too (§27): sieges (§26) ticked.
    auto *options = wizard.setupPage()->findChild<QListWidget *>(u"options"_s);
    QVERIFY(options);
    QCOMPARE(options->count(), 4);
    for (int i = 0; i < options->count(); ++i) {
        if (options->item(i)->data(Qt::UserRole).toString() == u"sieges"_s)
            options->item(i)->setCheckState(Qt::Checked);
    }
    QCOMPARE(wizard.setupPage()->chosenOptions(), QStringList{u"sieges"_s});
    wizard.accept();
    QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(u'\n')));
    std::unique_ptr<Campaign> campaign = wizard.takeCampaign();
    QVERIFY(campaign);
    CampaignReader reader(campaign->database());
    QCOMPARE(reader.sides().size(), 4);
    QCOMPARE(reader.sideByName(u"Britons"_s).player, u"neutral"_s);
    QCOMPARE(reader.units().size(), 14 + 23 + 7 + 8); // Normans, Anglo-Saxons, Vikings, Britons (§27.5-27.8)
    QCOMPARE(wizard.followUps().size(), 3);           // three opening draws wait for the marker mix
    QCOMPARE(RuleOptions(*campaign).chosen(), QStringList{u"sieges"_s});
}

void TestNewCampaignWizard::tabGoesDownThePage()
{
    // Keyboard only (issue 24): Tab from the file goes to Browse, the starting position, then the sides
    // it fills and the optional rules; the starting position was reached only after the sides.
    NewCampaignWizard wizard;
    wizard.restart();
    QVERIFY(wizard.gamePage()->setGameId(u"charlemagne"_s));
    wizard.next();
    QWidget *page = wizard.setupPage();
    auto *file = page->findChild<QLineEdit *>(u"filePath"_s);
    QVERIFY(file);
    QStringList order;
    QWidget *w = file;
    for (int i = 0; i < 4; ++i) {
        w = w->nextInFocusChain();
        while (w->focusPolicy() == Qt::NoFocus)
            w = w->nextInFocusChain();
        order << (w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                            : w->objectName());
    }
    QCOMPARE(order, (QStringList{u"QPushButton"_s, u"scenario"_s, u"sides"_s, u"options"_s}));
}

void TestNewCampaignWizard::existingFileIsRefused()
{
    const QString path = m_dir.filePath(u"taken.reeve"_s);
    Campaign::create(path, u"sas"_s);
    auto prompts = std::make_shared<RecordingPrompts>();
    NewCampaignWizard wizard;
    wizard.setPrompts(prompts);
    wizard.restart();
    wizard.next();
    wizard.setupPage()->setFilePath(path);
    wizard.accept();
    QCOMPARE(prompts->errors.size(), 1);
    QVERIFY(prompts->errors.first().contains(u"taken.reeve"_s));
    QVERIFY(!wizard.takeCampaign());
    QCOMPARE(wizard.currentId(), int(NewCampaignWizard::SetupPage)); // still open, input kept
    QCOMPARE(wizard.setupPage()->filePath(), path);
}

void TestNewCampaignWizard::fileNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("file");
    QTest::newRow("plain") << u"Autumn league"_s << u"Autumn league.reeve"_s;
    QTest::newRow("colon and slash") << u"1066: a/b"_s << u"1066- a-b.reeve"_s;
    QTest::newRow("empty") << QString() << u"campaign.reeve"_s;
    QTest::newRow("hidden") << u".x"_s << u"campaign.x.reeve"_s;
}

void TestNewCampaignWizard::fileNames()
{
    QFETCH(QString, name);
    QFETCH(QString, file);
    QCOMPARE(CampaignSetupPage::fileNameFor(name), file);
}

QTEST_MAIN(TestNewCampaignWizard)
// With no folder set, a new campaign's file goes to the user's documents, else the home folder, never
// to the application's data folder (whose path named "reeve" twice: ~/.local/share/reeve/reeve).
void TestNewCampaignWizard::defaultFolderIsTheUsers()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QByteArray oldHome = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(home.path()));
    const auto pathShown = [] {
        NewCampaignWizard wizard;
        wizard.restart();
        if (auto *game = wizard.findChild<QRadioButton *>(u"game-1066"_s))
            game->click();
        wizard.next();
        auto *file = wizard.findChild<QLineEdit *>(u"filePath"_s);
        return file ? QFileInfo(file->text()).absolutePath() : QString();
    };
    const QString withoutDocuments = pathShown();
    QVERIFY(QDir(home.path()).mkdir(u"Documents"_s));
    const QString withDocuments = pathShown();
    qputenv("HOME", oldHome);
    QCOMPARE(withoutDocuments, QFileInfo(home.path()).absoluteFilePath());
    QVERIFY2(!withoutDocuments.contains(u"reeve/reeve"_s), qPrintable(withoutDocuments));
    QCOMPARE(withDocuments, QDir(home.path()).absoluteFilePath(u"Documents"_s));
}

#include "tst_newcampaignwizard.moc"
