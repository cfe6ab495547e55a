// The game docks' step forms in the main window (issue 18, item 6), offscreen at 1280x800 in German:
// for every step the DBA desk, the Charlemagne board, the Britain year, the Swords & Sails season
// ("Any step" tab) and the 1066 battle board offer, Check, Roll and apply and (for a step with dice)
// Use dice entered are shown whole inside the dock at its first height; a long form scrolls its
// fields instead of pushing the buttons below the fold. With REEVE_SCREENSHOTS set, each dock is saved there on its longest step.
#include <QComboBox>
#include <QDockWidget>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "campaign/campaign.h"
#include "common/stepdock.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "mainwindow/mainwindow.h"
#include "recordingprompts.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/stepregistry.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

class TestStepDocks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void buttonsStayInView_data();
    void buttonsStayInView();

private:
    QTemporaryDir m_dir;
};

void TestStepDocks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-test-stepdocks"_s);
    QSettings().clear();
    // German words are the longest of the window's languages: the build's translations, as `reeve --lang de`
    // loads them (the test carries none embedded).
    const QString qm = QCoreApplication::applicationDirPath() + u"/../../translations"_s;
    for (const QString &file : {u"/reeve_de.qm"_s, u"/aliases/aliases_de.qm"_s}) {
        auto *german = new QTranslator(this);
        QVERIFY2(german->load(qm + file), qPrintable(qm + file));
        QCoreApplication::installTranslator(german);
    }
}

void TestStepDocks::buttonsStayInView_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("dock");
    QTest::newRow("dba") << u"dba"_s << u"1066"_s << u"dbaDeskDock"_s;
    QTest::newRow("charlemagne") << u"charlemagne"_s << u"771"_s << u"charlemagneDock"_s;
    QTest::newRow("britain") << u"britain"_s << u"440"_s << u"britainDock"_s;
    QTest::newRow("sas") << u"sas"_s << u"1000"_s << u"sasSeasonDock"_s;
    QTest::newRow("1066 battle") << u"1066"_s << u"1066"_s << u"battleDock"_s; // its battle steps only
}

void TestStepDocks::buttonsStayInView()
{
    QFETCH(QString, game);
    QFETCH(QString, scenario);
    QFETCH(QString, dock);
    const QString path = m_dir.filePath(game + u".reeve"_s);
    {
        auto c = Campaign::create(path, game, u"Docks"_s);
        ScenarioSetup(*c).apply(ScenarioCatalog::find(game, scenario));
    }
    MainWindow w;
    w.setPrompts(std::make_shared<RecordingPrompts>());
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openCampaign(path));
    auto *dockWidget = w.findChild<QDockWidget *>(dock);
    QVERIFY(dockWidget);
    dockWidget->show();
    dockWidget->raise();
    QTRY_VERIFY(dockWidget->findChild<StepDock *>());
    StepDock *panel = dockWidget->findChild<StepDock *>();
    if (auto *tabs = panel->findChild<QTabWidget *>(u"sasSteps"_s)) // the season's "Any step" tab
        tabs->setCurrentIndex(tabs->count() - 1);
    QTest::qWait(50); // the first-start dock split runs from the event loop
    StepForm *form = panel->stepForm();
    const auto inView = [&](QPushButton *button) {
        const QRect inDock(button->mapTo(dockWidget, QPoint(0, 0)), button->size());
        if (!(button->isVisible() && dockWidget->rect().contains(inDock)
              && button->visibleRegion().boundingRect() == button->rect()))
            qWarning() << button->text() << inDock << dockWidget->rect()
                       << button->visibleRegion().boundingRect() << form->size() << form->minimumSizeHint();
        return button->isVisible() && dockWidget->rect().contains(inDock)
               && button->visibleRegion().boundingRect() == button->rect();
    };
    int shown = 0;
    int longest = 0;
    QString longestStep;
    for (const StepSpec *spec : StepRegistry::standard().steps(game)) {
        if (!panel->chooseStep(spec->id))
            continue;
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(form->step(), spec);
        ++shown;
        const QString what = game + u'/' + spec->id;
        QVERIFY2(inView(form->checkButton()), qPrintable(what));
        QVERIFY2(inView(form->rollButton()), qPrintable(what));
        QCOMPARE(form->useDiceButton()->isVisible(), !spec->dice.isEmpty());
        if (!spec->dice.isEmpty())
            QVERIFY2(inView(form->useDiceButton()), qPrintable(what));
        // Dice typed (the line's clear button appears, the form lays out again): the buttons stay.
        if (auto *line = form->findChildren<QLineEdit *>(QRegularExpression(u"^stepDice_"_s)).value(0)) {
            QTest::keyClicks(line, u"3, 4"_s);
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
            QVERIFY2(inView(form->checkButton()) && inView(form->useDiceButton()), qPrintable(what));
            line->clear();
        }
        const int rows = form->inputs()->count() + form->diceLineCount();
        if (rows > longest) {
            longest = rows;
            longestStep = spec->id;
        }
    }
    // The panel fits the dock: the dock's own scroll area (FeatureDocks) has nothing to scroll.
    for (QScrollArea *scroll = qobject_cast<QScrollArea *>(
                 panel->parentWidget() ? panel->parentWidget()->parentWidget() : nullptr);
         scroll; scroll = nullptr)
        QVERIFY2(scroll->verticalScrollBar()->maximum() == 0,
                 qPrintable(u"%1: the panel needs %2 of %3"_s.arg(game)
                                    .arg(panel->minimumSizeHint().height())
                                    .arg(scroll->viewport()->height())));
    QVERIFY2(shown > 3, qPrintable(game + u": "_s + QString::number(panel->stepPicker()->count())));
    // The longest form does not fit the dock's height: its fields scroll, the buttons stay.
    QVERIFY(panel->chooseStep(longestStep));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QVERIFY2(form->fieldsScroll()->isVisible(), qPrintable(longestStep));
    // Typing a step's first letters in the picker finds it (its text starts with its title).
    QComboBox *picker = panel->stepPicker();
    const int last = picker->count() - 1;
    QVERIFY(!picker->itemData(last).toString().isEmpty());
    const QString prefix = picker->itemText(last).left(4);
    QVERIFY2(!prefix.startsWith(u' '), qPrintable(picker->itemText(last)));
    picker->setFocus();
    QTest::qWait(QApplication::keyboardInputInterval() + 100); // a new keyboard search
    for (const QChar c : prefix) { // German titles need more than QTest's ASCII keys
        QKeyEvent press(QEvent::KeyPress, Qt::Key_A, Qt::NoModifier, QString(c));
        QCoreApplication::sendEvent(picker, &press);
    }
    QVERIFY2(picker->currentText().startsWith(prefix, Qt::CaseInsensitive),
             qPrintable(prefix + u" -> "_s + picker->currentText()));
    if (const QByteArray dir = qgetenv("REEVE_SCREENSHOTS"); !dir.isEmpty()) {
        QTest::qWait(100);
        w.grab().save(QString::fromLocal8Bit(dir) + u"/step-dock-"_s + game + u"-"_s + longestStep
                      + u".png"_s);
    }
    w.closeCampaign();
}

QTEST_MAIN(TestStepDocks)
#include "tst_stepdocks.moc"
