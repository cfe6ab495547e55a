// The step form built from the registry (issue 18, item 6), offscreen: a form for every registered
// step of every game (one input per field, one dice line per roll, plain labels); a DBA army set up
// and moved through the form's widgets, each one action that one undo takes back; a move across an
// unrecorded border refused with its rule and nothing written; Check that never writes; dice
// entered for one roll of two refused; a read-only campaign that checks but never applies; in a low
// dock, a refusal shown whole under the buttons with the dice line still in view. With
// REEVE_SCREENSHOTS set, the Steps panel is saved there at 1280x800 after the move.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "dba/dbadeskpanel.h"
#include "games/charlemagne/charlemagneturn.h"
#include "log/actionlog.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/undocontroller.h"
#include "preferences/preferences.h"
#include "recordingprompts.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/stepregistry.h"
#include "steps/stepspanel.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

class TestStepForm : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyStepHasItsForm();
    void armyThenMoveThroughTheForm();
    void refusedMoveWritesNothing();
    void checkNeverWrites();
    void missingRollIsRefused();
    void readOnlyChecksButNeverApplies();
    void stepsDockKeyAndUndo();
    void deskChecksBeforeRolling();
    void faceDownUnitsHiddenInPickers();
    void diceModePreferenceLeadsTheForm();
    void diceRowPerArmy();
    void refusalsNameTheFormsFields();
    void unitsThatMakeSenseFirst();
    void labelsGoAboveInANarrowPane();
    void refusalAndDiceInViewInALowDock_data();
    void refusalAndDiceInViewInALowDock();

private:
    std::unique_ptr<Campaign> scenarioCampaign(const QString &game, const QString &file);
    StepForm *form() const { return m_panel->form(); }
    void choose(const QString &id, const QStringList &fields);
    void click(QPushButton *button)
    {
        QVERIFY(button->isVisible() && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
    }
    QString locationOf(const QString &unit);
    void setUpHarold();

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
    StepsPanel *m_panel = nullptr;
};

void TestStepForm::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-test-stepform"_s);
    QSettings().clear();
}

std::unique_ptr<Campaign> TestStepForm::scenarioCampaign(const QString &game, const QString &file)
{
    auto c = Campaign::create(m_dir.filePath(file), game, u"Steps"_s);
    const QList<Scenario> scenarios = ScenarioCatalog::forGame(game);
    if (!scenarios.isEmpty())
        ScenarioSetup(*c).apply(scenarios.first());
    return c;
}

void TestStepForm::init()
{
    m_c = Campaign::create(m_dir.filePath(u"dba.reeve"_s), u"dba"_s, u"DBA"_s);
    ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"dba"_s, u"1066"_s),
                              {u"S. England"_s, u"Norway"_s, u"Normandy"_s});
    m_panel = new StepsPanel;
    m_panel->resize(1280, 800);
    m_panel->setCampaign(m_c.get());
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
}

void TestStepForm::cleanup()
{
    delete m_panel;
    m_panel = nullptr;
    m_c.reset();
    QFile::remove(m_dir.filePath(u"dba.reeve"_s));
}

void TestStepForm::choose(const QString &id, const QStringList &fields)
{
    QVERIFY2(m_panel->chooseStep(id), qPrintable(id));
    QCOMPARE(form()->step()->id, id);
    for (const QString &pair : fields) {
        const qsizetype eq = pair.indexOf(u'=');
        QVERIFY2(form()->setValue(pair.left(eq), pair.mid(eq + 1)), qPrintable(id + u": "_s + pair));
    }
}

QString TestStepForm::locationOf(const QString &unit)
{
    for (const Unit &u : CampaignReader(m_c->database()).units())
        if (u.name == unit && !u.isEliminated())
            return u.locationId;
    return u"<no unit %1>"_s.arg(unit);
}

void TestStepForm::setUpHarold()
{
    choose(u"army"_s,
           {u"side=S. England"_s, u"name=Harold"_s, u"at=Wessex"_s, u"general=Harold"_s, u"ruler=true"_s});
    // A list of text is one line of comma-separated codes, typed as a user would.
    auto *elements = qobject_cast<QLineEdit *>(form()->inputs()->input(u"elements"_s));
    QVERIFY(elements);
    QTest::keyClicks(elements, u"cv/o, bd/o, sp/i"_s);
    QCOMPARE(form()->rollButton()->text(), u"&Apply"_s); // no dice: nothing to roll
    QVERIFY(!form()->useDiceButton()->isVisible());
    click(form()->rollButton());
    QVERIFY2(!form()->result()->isRefusal(), qPrintable(form()->result()->refusalText()));
    QCOMPARE(locationOf(u"Harold"_s), u"Wessex"_s);
}

void TestStepForm::everyStepHasItsForm()
{
    static const QRegularExpression snake(u"[a-z]_[a-z]"_s);
    const QStringList games = StepRegistry::standard().games();
    QVERIFY(games.contains(u"dba"_s));
    for (const QString &game : games) {
        auto c = scenarioCampaign(game, u"every-"_s + game + u".reeve"_s);
        StepsPanel panel;
        panel.setCampaign(c.get());
        const QList<const StepSpec *> steps = StepRegistry::standard().steps(game);
        QCOMPARE(panel.picker()->count(), steps.size());
        for (int i = 0; i < steps.size(); ++i) {
            const StepSpec *spec = steps.at(i);
            const QString what = game + u'/' + spec->id;
            QCOMPARE(panel.picker()->itemText(i), spec->translatedTitle()); // in registration order, by title
            QVERIFY2(!snake.match(panel.picker()->itemText(i)).hasMatch(), qPrintable(what));
            panel.picker()->setCurrentIndex(i);
            StepForm *f = panel.form();
            QCOMPARE(f->step(), spec);
            QCOMPARE(f->inputs()->count(), spec->fields.size());
            int dice = 0;
            int armies = 0; // a roll per army the step names, else per army of the campaign
            for (const Unit &u : CampaignReader(c->database()).units())
                armies += !u.isEliminated() && !u.name.isEmpty();
            for (const StepDice &d : spec->dice)
                dice += !d.perUnit                             ? 1
                        : !f->inputs()->unitsNamed().isEmpty() ? int(f->inputs()->unitsNamed().size())
                                                               : qMax(1, armies);
            QVERIFY2(f->diceLineCount() == dice, qPrintable(what));
            for (const StepField &field : spec->fields) {
                QWidget *input = f->inputs()->input(field.name);
                QVERIFY2(input, qPrintable(what + u": "_s + field.name));
                QVERIFY2(!input->toolTip().isEmpty() && !input->whatsThis().isEmpty(), qPrintable(what));
            }
            for (const QLabel *label : f->findChildren<QLabel *>()) // no snake_case id shown as a label
                QVERIFY2(label->text().contains(u' ') || !snake.match(label->text()).hasMatch(),
                         qPrintable(what + u": "_s + label->text()));
            QVERIFY(f->checkButton()->isEnabled());
        }
    }
}

void TestStepForm::armyThenMoveThroughTheForm()
{
    const qint64 start = m_c->log().lastSeq();
    setUpHarold();
    const qint64 armySeq = form()->lastResult().seq;
    QVERIFY(armySeq > start);
    QVERIFY2(form()->result()->plainLines().join(u'\n').contains(u"Harold"_s),
             qPrintable(form()->result()->plainLines().join(u'\n')));

    choose(u"move"_s, {u"army=Harold"_s, u"to=Kent"_s});
    QCOMPARE(form()->rollButton()->text(), u"&Apply"_s);
    click(form()->rollButton());
    QVERIFY2(!form()->result()->isRefusal(), qPrintable(form()->result()->refusalText()));
    QCOMPARE(locationOf(u"Harold"_s), u"Kent"_s);
    const qint64 moveSeq = form()->lastResult().seq;
    QVERIFY(moveSeq > armySeq);
    // The referee's view (no PIN set) shows the move's working with its rule.
    QVERIFY(m_panel->showsPrivate());
    QVERIFY2(form()->result()->explanationLines().join(u'\n').contains(
                     u"(DBA campaign, STRATEGIC MOVEMENT)"_s),
             qPrintable(form()->result()->explanationLines().join(u'\n')));
    if (const QByteArray dir = qgetenv("REEVE_SCREENSHOTS"); !dir.isEmpty()) {
        QTest::qWait(100);
        m_panel->grab().save(QString::fromLocal8Bit(dir) + u"/steps-panel-move.png"_s);
    }

    // One undo takes the whole move back, a second the army.
    m_c->log().undo();
    QCOMPARE(locationOf(u"Harold"_s), u"Wessex"_s);
    // The form no longer claims the undone move is applied.
    QVERIFY(form()->result()->plainLines().isEmpty());
    const auto *status = form()->findChild<QLabel *>(u"stepStatus"_s);
    QVERIFY(status);
    QVERIFY2(status->text().contains(u"was undone"_s), qPrintable(status->text()));
    m_c->log().undo();
    QVERIFY(locationOf(u"Harold"_s).startsWith(u"<no unit"_s));
}

void TestStepForm::refusedMoveWritesNothing()
{
    setUpHarold();
    choose(u"border"_s, {u"from=Wessex"_s, u"to=Kent"_s, u"type=hill"_s});
    click(form()->rollButton());
    QVERIFY2(!form()->result()->isRefusal(), qPrintable(form()->result()->refusalText()));

    const qint64 before = m_c->log().lastSeq();
    choose(u"move"_s, {u"army=Harold"_s, u"to=Bernicia"_s});
    click(form()->rollButton());
    QVERIFY(form()->result()->isRefusal());
    const QString refusal = form()->result()->refusalText();
    QVERIFY2(refusal.contains(u"does not border"_s), qPrintable(refusal));
    QVERIFY2(refusal.contains(u"STRATEGIC MOVEMENT"_s), qPrintable(refusal)); // with its rule
    QVERIFY2(refusal.contains(u"Nothing was rolled or written"_s), qPrintable(refusal));
    QVERIFY(m_panel->findChild<QLabel *>(u"stepResultError"_s)->isVisible());
    QCOMPARE(m_c->log().lastSeq(), before);
    QCOMPARE(locationOf(u"Harold"_s), u"Wessex"_s);
    if (const QByteArray dir = qgetenv("REEVE_SCREENSHOTS"); !dir.isEmpty()) {
        QTest::qWait(100);
        m_panel->grab().save(QString::fromLocal8Bit(dir) + u"/steps-panel-refused.png"_s);
    }
}

void TestStepForm::checkNeverWrites()
{
    setUpHarold();
    const qint64 before = m_c->log().lastSeq();
    choose(u"move"_s, {u"army=Harold"_s, u"to=Kent"_s});
    click(form()->checkButton());
    QVERIFY2(!form()->result()->isRefusal(), qPrintable(form()->result()->refusalText()));
    QVERIFY2(form()->result()->headingText().contains(u"would apply"_s),
             qPrintable(form()->result()->headingText()));
    QCOMPARE(m_c->log().lastSeq(), before);
    QCOMPARE(locationOf(u"Harold"_s), u"Wessex"_s);
    // A check the rules refuse shows the refusal, still writing nothing.
    choose(u"army"_s, {u"side=Norway"_s, u"name=Tostig"_s, u"at=York"_s});
    form()->setValue(u"elements"_s, u"kn/f, zz/q"_s);
    click(form()->checkButton());
    QVERIFY(form()->result()->isRefusal());
    QVERIFY2(form()->result()->refusalText().contains(u"zz/q"_s), qPrintable(form()->result()->refusalText()));
    QCOMPARE(m_c->log().lastSeq(), before);
}

void TestStepForm::missingRollIsRefused()
{
    choose(u"army"_s, {u"side=Norway"_s, u"type=fleet"_s, u"name=Norse fleet"_s, u"at=Agdar"_s,
                       u"general=Tostig"_s, u"elements=naval, naval, naval"_s});
    click(form()->rollButton());
    QVERIFY2(!form()->result()->isRefusal(), qPrintable(form()->result()->refusalText()));
    const qint64 before = m_c->log().lastSeq();
    choose(u"sea-move"_s, {u"fleet=Norse fleet"_s, u"to=York"_s, u"voyage=coastal,deep,coastal"_s});
    QCOMPARE(form()->diceLineCount(), 2);
    QVERIFY(form()->useDiceButton()->isVisible());
    // No dice typed at all: the form refuses rather than letting Reeve roll.
    click(form()->useDiceButton());
    QVERIFY(form()->result()->isRefusal());
    QVERIFY2(form()->result()->refusalText().contains(u"Type the dice"_s),
             qPrintable(form()->result()->refusalText()));
    // The voyage's dice only: the storm's are missing, and the runner refuses.
    QVERIFY(form()->setDice(u"voyage"_s, u"2, 2, 1"_s));
    click(form()->useDiceButton());
    QVERIFY(form()->result()->isRefusal());
    QVERIFY2(form()->result()->refusalText().contains(u"none for its roll"_s),
             qPrintable(form()->result()->refusalText()));
    QCOMPARE(m_c->log().lastSeq(), before);
    QCOMPARE(locationOf(u"Norse fleet"_s), u"Agdar"_s);
    // Both rolls typed: applied on them, Enter in a dice line uses them.
    QVERIFY(form()->setDice(u"storm"_s, u"50, 80, 30"_s));
    QTest::keyClick(form()->diceLine(u"storm"_s), Qt::Key_Return);
    QVERIFY2(!form()->result()->isRefusal(), qPrintable(form()->result()->refusalText()));
    // Applied: the 3-move voyage is under way and lands in York when the move clock reaches move 3 (DBA issue 20, rule 7).
    QVERIFY2(m_c->log().lastSeq() > before
                     && form()->result()->plainLines().join(u'\n').contains(
                             u"at sea until move 3, when it lands in York"_s),
             qPrintable(form()->result()->plainLines().join(u'\n')));
    QVERIFY2(form()->result()->explanationLines().size() >= 2,
             qPrintable(form()->result()->plainLines().join(u'\n')));
    QVERIFY(form()->diceLine(u"voyage"_s)->text().isEmpty()); // emptied for the next step
}

void TestStepForm::readOnlyChecksButNeverApplies()
{
    setUpHarold();
    const QString path = m_c->path();
    m_panel->setCampaign(nullptr);
    m_c.reset();
    m_c = Campaign::open(path, CampaignFile::Access::ReadOnly);
    m_panel->setCampaign(m_c.get());
    const qint64 before = m_c->log().lastSeq();
    choose(u"move"_s, {u"army=Harold"_s, u"to=Kent"_s});
    QVERIFY(!form()->rollButton()->isEnabled());
    QVERIFY(form()->checkButton()->isEnabled());
    QVERIFY(m_panel->findChild<QLabel *>(u"stepsNote"_s)->text().contains(u"read-only"_s));
    QVERIFY2(form()->check(), qPrintable(form()->result()->refusalText()));
    QVERIFY(!form()->rollAndApply());
    QVERIFY(form()->result()->refusalText().contains(u"read-only"_s));
    QCOMPARE(m_c->log().lastSeq(), before);
    m_panel->setCampaign(nullptr);
}

// The Steps dock in the main window: Alt+P shows it, brings its tab to the front and focuses it (as
// every dock key does, ui/mainwindow/dockshortcut.h); a step applied there is one Edit > Undo.
void TestStepForm::stepsDockKeyAndUndo()
{
    const QString path = m_c->path();
    m_panel->setCampaign(nullptr);
    m_c.reset();
    MainWindow w;
    w.setPrompts(std::make_shared<RecordingPrompts>());
    w.show();
    QVERIFY(w.openCampaign(path));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto *dock = w.findChild<QDockWidget *>(u"stepsDock"_s);
    QVERIFY(dock);
    QVERIFY2(dock->toggleViewAction()->text().endsWith(u"\tAlt+P"_s),
             qPrintable(dock->toggleViewAction()->text()));
    QTest::keyClick(&w, Qt::Key_P, Qt::AltModifier);
    QTRY_VERIFY(dock->isVisible() && !dock->visibleRegion().isEmpty());
    QTRY_VERIFY(QApplication::focusWidget() && dock->isAncestorOf(QApplication::focusWidget()));
    auto *panel = dock->findChild<StepsPanel *>();
    QVERIFY(panel);
    QCOMPARE(panel->picker()->count(), StepRegistry::standard().steps(u"dba"_s).size());
    QVERIFY(panel->chooseStep(u"army"_s));
    StepForm *f = panel->form();
    for (const QString &pair : {u"side=Norway"_s, u"name=Tostig"_s, u"at=York"_s, u"elements=bd/o, ps/o"_s}) {
        const qsizetype eq = pair.indexOf(u'=');
        QVERIFY(f->setValue(pair.left(eq), pair.mid(eq + 1)));
    }
    const qint64 before = w.campaign()->log().lastSeq();
    QTest::mouseClick(f->rollButton(), Qt::LeftButton);
    QVERIFY2(!f->result()->isRefusal(), qPrintable(f->result()->refusalText()));
    QVERIFY(w.campaign()->log().lastSeq() > before);
    const auto tostig = [&w] {
        int n = 0;
        for (const Unit &u : CampaignReader(w.campaign()->database()).units())
            n += u.name == u"Tostig"_s && !u.isEliminated();
        return n;
    };
    QCOMPARE(tostig(), 1);
    if (const QByteArray dir = qgetenv("REEVE_SCREENSHOTS"); !dir.isEmpty()) {
        w.resize(1280, 800);
        QTest::qWait(200);
        w.grab().save(QString::fromLocal8Bit(dir) + u"/steps-dock-window.png"_s);
    }
    w.undoController()->undoAction()->trigger();
    QCOMPARE(tostig(), 0);
    w.closeCampaign();
}

// The DBA umpire's desk is a step dock: its one StepForm checks a step through StepRunner as the
// Steps dock does: a refusal with its rule, or "would apply", and nothing written.
void TestStepForm::deskChecksBeforeRolling()
{
    setUpHarold();
    choose(u"border"_s, {u"from=Wessex"_s, u"to=Kent"_s, u"type=hill"_s});
    click(form()->rollButton());
    const qint64 before = m_c->log().lastSeq();
    DbaDeskPanel desk;
    desk.resize(1200, 800);
    desk.setCampaign(m_c.get());
    desk.show();
    QVERIFY(desk.isUnlocked());
    QPushButton *check = desk.stepForm()->checkButton();
    QVERIFY(desk.chooseStep(u"move"_s));
    QVERIFY(check->isEnabled());
    QVERIFY(desk.stepForm()->setValue(u"army"_s, u"Harold"_s));
    QVERIFY(desk.stepForm()->setValue(u"to"_s, u"Bernicia"_s));
    QTest::mouseClick(check, Qt::LeftButton);
    QVERIFY(desk.stepResult()->isRefusal());
    QVERIFY2(desk.stepResult()->refusalText().contains(u"does not border"_s),
             qPrintable(desk.stepResult()->refusalText()));
    QVERIFY(desk.stepForm()->setValue(u"to"_s, u"Kent"_s));
    QTest::mouseClick(check, Qt::LeftButton);
    QVERIFY2(!desk.stepResult()->isRefusal(), qPrintable(desk.stepResult()->refusalText()));
    QVERIFY2(desk.stepResult()->headingText().contains(u"would apply"_s),
             qPrintable(desk.stepResult()->headingText()));
    QCOMPARE(m_c->log().lastSeq(), before);
    QCOMPARE(locationOf(u"Harold"_s), u"Wessex"_s);
    desk.setCampaign(nullptr);
}

void TestStepForm::faceDownUnitsHiddenInPickers()
{
    // Charlemagne's tribes stand face down (§25): with a referee PIN set the Steps dock is in the
    // public view, and its unit picker names a face-down unit by number and side only.
    std::unique_ptr<Campaign> c = scenarioCampaign(u"charlemagne"_s, u"facedown.reeve"_s);
    QStringList hiddenTypes;
    for (const Unit &u : CampaignReader(c->database()).units())
        if (Charlemagne::isFaceDown(*c, u))
            hiddenTypes << u.type;
    QVERIFY(!hiddenTypes.isEmpty());
    const auto pickerTexts = [](StepsPanel &panel) {
        QStringList texts;
        auto *box = qobject_cast<QComboBox *>(panel.form()->inputs()->input(u"unit"_s));
        for (int i = 0; box && i < box->count(); ++i)
            texts << box->itemText(i);
        return texts;
    };
    {
        StepsPanel open; // no PIN: the referee's own screen shows every type
        open.setCampaign(c.get());
        QVERIFY(open.chooseStep(u"move"_s));
        QVERIFY(pickerTexts(open).join(u'\n').contains(hiddenTypes.first()));
    }
    ViewerGate(*c).setRefereePin(u"4321"_s);
    StepsPanel panel;
    panel.setCampaign(c.get());
    QVERIFY(panel.chooseStep(u"move"_s));
    const QStringList texts = pickerTexts(panel);
    QVERIFY(!texts.isEmpty());
    QVERIFY(texts.join(u'\n').contains(u"face-down unit no."_s));
    // Charlemagne has a referee; the DBA campaign's one who runs it is the umpire (issue 25).
    auto *view = panel.findChild<QPushButton *>(u"stepsRefereeView"_s);
    QVERIFY(view);
    QCOMPARE(view->text(), u"Referee's &view…"_s);
    ViewerGate(*m_c).setRefereePin(u"4321"_s);
    m_panel->setCampaign(nullptr);
    m_panel->setCampaign(m_c.get());
    view = m_panel->findChild<QPushButton *>(u"stepsRefereeView"_s);
    QCOMPARE(view->text(), u"Umpire's &view…"_s);
    QVERIFY(view->toolTip().contains(u"umpire's PIN"_s));
    for (const QString &text : texts)
        for (const QString &type : std::as_const(hiddenTypes))
            if (text.startsWith(u"face-down"_s))
                QVERIFY2(!text.contains(type), qPrintable(text));
}

void TestStepForm::diceModePreferenceLeadsTheForm()
{
    // Edit > Preferences, dice mode: with "I enter the dice" the form points to Use dice entered and
    // makes it the default button; with Reeve rolling, Roll and apply is.
    auto *roll = form()->findChild<QPushButton *>(u"stepRoll"_s);
    auto *use = form()->findChild<QPushButton *>(u"stepUseDice"_s);
    Preferences::setDiceMode(Preferences::DiceMode::EnteredDice); // read when a step's form is built
    choose(u"contact"_s, {});
    QVERIFY(use->isVisible());
    QVERIFY(use->isDefault());
    QVERIFY(!roll->isDefault());
    bool hinted = false;
    for (const QLabel *label : form()->findChildren<QLabel *>())
        hinted = hinted || label->text().contains(u"press Use dice entered"_s);
    QVERIFY(hinted);
    Preferences::setDiceMode(Preferences::DiceMode::ReeveRolls);
    choose(u"move-order"_s, {});
    QVERIFY(roll->isDefault() && !use->isDefault());
}

// A roll made per army of a step that names none (the season's end) has a row per army of the campaign,
// labelled with its name, instead of one "army: faces; army: faces" line; the rows follow the campaign.
void TestStepForm::diceRowPerArmy()
{
    setUpHarold();
    choose(u"season-end"_s, {});
    QStringList armies;
    for (const Unit &u : CampaignReader(m_c->database()).units())
        if (!u.isEliminated() && !u.name.isEmpty())
            armies << u.name;
    QVERIFY(armies.contains(u"Harold"_s));
    QCOMPARE(form()->diceLineCount(), armies.size());
    QVERIFY(!form()->diceLine(QString()));
    QLineEdit *harold = form()->diceLine(u"Harold"_s);
    QVERIFY(harold);
    QTRY_VERIFY(harold->isVisible());
    auto *rows = qobject_cast<QFormLayout *>(harold->parentWidget()->layout());
    QVERIFY(rows);
    auto *label = qobject_cast<QLabel *>(rows->labelForField(harold));
    QVERIFY(label);
    QCOMPARE(label->text(), u"Harold dice:"_s);
    // An army raised while the form is open gets its row; dice typed in another row stay.
    QVERIFY(form()->setDice(u"Harold"_s, u"3, 4"_s));
    choose(u"army"_s, {u"side=Norway"_s, u"name=Tostig"_s, u"at=York"_s, u"elements=bd/o, ps/o"_s});
    QVERIFY(form()->rollAndApply());
    choose(u"season-end"_s, {});
    QVERIFY(form()->diceLine(u"Tostig"_s));
    QCOMPARE(form()->diceLineCount(), armies.size() + 1);
    // The rows are sent as the runner's "army=faces": a face out of shape names the army's roll.
    QVERIFY(form()->setDice(u"Tostig"_s, u"1, x"_s));
    const qint64 before = m_c->log().lastSeq();
    click(form()->useDiceButton());
    QVERIFY(form()->result()->isRefusal());
    QVERIFY2(form()->result()->refusalText().contains(u"Tostig"_s),
             qPrintable(form()->result()->refusalText()));
    QCOMPARE(m_c->log().lastSeq(), before);
}

// A refusal worded for the command line names field ids; the form shows the field's own label instead
// (the command line and lastResult() keep the ids).
void TestStepForm::refusalsNameTheFormsFields()
{
    const StepRegistry &registry = StepRegistry::standard();
    StepInputs inputs;
    inputs.setStep(&registry.get(u"dba"_s, u"contact"_s), m_c.get());
    QCOMPARE(inputs.inFormWords(u"\"defender_fights\" names one of the attacker's forces, William"_s),
             u"“Force the defender fights” names one of the attacker's forces, William"_s);
    inputs.setStep(&registry.get(u"dba"_s, u"sea-move"_s), m_c.get());
    QCOMPARE(inputs.inFormWords(u"Give the voyage's legs (\"voyage\"), or set \"house_route\": true to go"_s),
             u"Give the voyage's legs (“Voyage legs”), or set “House sea route” ticked to go"_s);
    // Plain words that are also field ids ("to", "with") are left alone unless quoted.
    QCOMPARE(inputs.inFormWords(u"sail to York with friendly=false"_s),
             u"sail to York with “Let in by the owner” not ticked"_s);
    QCOMPARE(inputs.inFormWords(u"The step sea-move needs the field \"fleet\"."_s),
             u"The step “Sea move” needs the field “Fleet”."_s);
    std::unique_ptr<Campaign> charlemagne = scenarioCampaign(u"charlemagne"_s, u"words.reeve"_s);
    inputs.setStep(&registry.get(u"charlemagne"_s, u"stratagems"_s), charlemagne.get());
    QCOMPARE(inputs.inFormWords(u"say where (leader_at=HEX, over one of its units) and draw again"_s),
             u"say where (“A drawn leader goes to”, over one of its units) and draw again"_s);

    // Through the form: a sea move with no voyage along no special route.
    choose(u"army"_s, {u"side=Norway"_s, u"type=fleet"_s, u"name=Norse fleet"_s, u"at=Agdar"_s,
                       u"general=Tostig"_s, u"elements=naval, naval, naval"_s});
    QVERIFY(form()->rollAndApply());
    choose(u"sea-move"_s, {u"fleet=Norse fleet"_s, u"to=York"_s});
    click(form()->checkButton());
    QVERIFY(form()->result()->isRefusal());
    const QString shown = form()->result()->refusalText();
    QVERIFY2(shown.contains(u"“Voyage legs”"_s) && !shown.contains(u"\"voyage\""_s), qPrintable(shown));
    QVERIFY2(form()->lastResult().refusals.value(0).message.contains(u"\"voyage\""_s),
             qPrintable(form()->lastResult().refusals.value(0).message));
}

// A unit picker offers first the units of the side chosen in the step's side field and those at the place
// it moves from (issue 18: the pickers listed every unit of the campaign), then the others after a
// separator; choosing another side reorders the picker but keeps the unit chosen.
void TestStepForm::unitsThatMakeSenseFirst()
{
    CampaignEditor editor(*m_c);
    CampaignReader reader(m_c->database());
    qint64 england = 0;
    qint64 norway = 0;
    for (const Side &s : reader.sides()) {
        if (s.name == u"S. England"_s)
            england = s.id;
        if (s.name == u"Norway"_s)
            norway = s.id;
    }
    QVERIFY(england && norway);
    editor.addUnit(norway, u"army"_s, u"Tostig"_s, u"York"_s);
    editor.addUnit(england, u"army"_s, u"Harold"_s, u"Wessex"_s);
    editor.addUnit(england, u"army"_s, u"Edwin"_s, u"York"_s);
    StepSpec spec = StepSpec::make(u"dba"_s, "Reeve::Steps", u"test-units"_s, "Test", "Test", {});
    spec.fields = {StepField::make(u"army"_s, StepField::Type::Unit, true, "Army"),
                   StepField::make(u"side"_s, StepField::Type::Side, true, "Side"),
                   StepField::make(u"from"_s, StepField::Type::Location, false, "From"),
                   StepField::make(u"to"_s, StepField::Type::Location, false, "To")};
    StepInputs inputs;
    inputs.setStep(&spec, m_c.get());
    auto *army = qobject_cast<QComboBox *>(inputs.input(u"army"_s));
    QVERIFY(army);
    const auto shown = [army] {
        QStringList names;
        for (int i = 0; i < army->count(); ++i)
            names << (army->itemData(i, Qt::AccessibleDescriptionRole).toString() == u"separator"_s
                              ? u"--"_s
                              : army->itemData(i).toString());
        return names.join(u' ');
    };
    QVERIFY(inputs.setValue(u"side"_s, u"S. England"_s));
    QCOMPARE(shown(), u"Harold Edwin -- Tostig"_s);
    QVERIFY(inputs.setValue(u"army"_s, u"Harold"_s));
    QVERIFY(inputs.setValue(u"side"_s, u"Norway"_s));
    QCOMPARE(shown(), u"Tostig -- Harold Edwin"_s);
    QCOMPARE(army->currentData().toString(), u"Harold"_s); // what the user chose stays chosen
    // The place the step moves from brings its units up too; where it goes to does not.
    QVERIFY(inputs.setValue(u"to"_s, u"Wessex"_s));
    QCOMPARE(shown(), u"Tostig -- Harold Edwin"_s);
    QVERIFY(inputs.setValue(u"from"_s, u"York"_s));
    QCOMPARE(shown(), u"Tostig Edwin -- Harold"_s);
    // A dock's own sense of it (the battle square's units) comes first as well.
    inputs.setUnitPreferred([](const Unit &u) { return u.name == u"Harold"_s; });
    inputs.refill();
    QCOMPARE(shown(), u"Tostig Harold Edwin"_s); // all of them first is no order: no separator
}

// Long labels in a narrow pane go above their fields, so each field has the pane's width (the Charlemagne
// board at 1280×800 left its fields some 70 px beside the labels); a wide pane keeps them side by side.
void TestStepForm::labelsGoAboveInANarrowPane()
{
    std::unique_ptr<Campaign> c = scenarioCampaign(u"charlemagne"_s, u"narrow.reeve"_s);
    StepForm narrow;
    narrow.setCampaign(c.get());
    const StepRegistry &registry = StepRegistry::standard();
    const StepSpec *widest = nullptr;
    for (const StepSpec *spec : registry.steps(u"charlemagne"_s))
        if (!widest || spec->fields.size() > widest->fields.size())
            widest = spec;
    QVERIFY(widest);
    narrow.setStep(widest);
    narrow.resize(260, 700); // beside the longest label a field would have less than twenty letters
    narrow.show();
    QVERIFY(QTest::qWaitForWindowExposed(&narrow));
    auto *rows = qobject_cast<QFormLayout *>(narrow.inputs()->layout());
    QVERIFY(rows);
    QTRY_COMPARE(rows->rowWrapPolicy(), QFormLayout::WrapAllRows);
    const int room = narrow.inputs()->fieldWidth();
    for (const StepField &f : widest->fields) {
        QWidget *input = narrow.inputs()->input(f.name);
        if (input && !qobject_cast<QCheckBox *>(input))
            QVERIFY2(input->width() >= room, qPrintable(u"%1: %2 px"_s.arg(f.name).arg(input->width())));
    }
    narrow.resize(1000, 700);
    QTRY_COMPARE(rows->rowWrapPolicy(), QFormLayout::WrapLongRows);
}

// In a low dock (the window's Steps dock at 1280x800), a refusal shows its message under the buttons
// and leaves the dice line typed in view: the referee sees why, and the dice to correct, at once.
void TestStepForm::refusalAndDiceInViewInALowDock_data()
{
    QTest::addColumn<int>("height");
    QTest::newRow("1280x800") << 800;
    QTest::newRow("1280x600") << 600;
}

void TestStepForm::refusalAndDiceInViewInALowDock()
{
    QFETCH(int, height);
    const QString path = m_dir.filePath(u"low%1.reeve"_s.arg(height));
    {
        auto c = Campaign::create(path, u"dba"_s, u"Low"_s);
        ScenarioSetup(*c).apply(ScenarioCatalog::find(u"dba"_s, u"1066"_s),
                                {u"S. England"_s, u"Norway"_s, u"Normandy"_s});
    }
    MainWindow w;
    w.setPrompts(std::make_shared<RecordingPrompts>());
    w.resize(1280, height);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openCampaign(path));
    auto *dock = w.findChild<QDockWidget *>(u"stepsDock"_s);
    QVERIFY(dock);
    dock->show();
    dock->raise();
    QTRY_VERIFY(dock->findChild<StepsPanel *>());
    QTest::qWait(50);
    auto *panel = dock->findChild<StepsPanel *>();
    StepForm *f = panel->form();
    QVERIFY(panel->chooseStep(u"army"_s));
    for (const QString &pair : {u"side=Norway"_s, u"type=fleet"_s, u"name=Norse fleet"_s, u"at=Agdar"_s,
                                u"general=Tostig"_s, u"elements=naval, naval, naval"_s})
        QVERIFY(f->setValue(pair.section(u'=', 0, 0), pair.section(u'=', 1)));
    click(f->rollButton());
    QVERIFY2(!f->result()->isRefusal(), qPrintable(f->result()->refusalText()));
    QVERIFY(panel->chooseStep(u"sea-move"_s));
    for (const QString &pair : {u"fleet=Norse fleet"_s, u"to=York"_s, u"voyage=coastal,deep,coastal"_s})
        QVERIFY(f->setValue(pair.section(u'=', 0, 0), pair.section(u'=', 1)));
    QLineEdit *voyage = f->diceLine(u"voyage"_s);
    QVERIFY(voyage);
    // The fields do not fit this dock: they scroll on their own above the buttons.
    QVERIFY(f->fieldsScroll()->verticalScrollBar()->maximum() > 0);
    const qint64 before = w.campaign()->log().lastSeq();
    auto *error = f->findChild<QLabel *>(u"stepResultError"_s);
    QVERIFY(error);
    const auto seen = [&](QWidget *widget) {
        const QRect inDock(widget->mapTo(dock, QPoint(0, 0)), widget->size());
        return widget->isVisible() && dock->rect().contains(inDock)
               && widget->visibleRegion().boundingRect() == widget->rect();
    };
    const auto settle = [] {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    };
    // The voyage's dice typed and Enter pressed there: the storm's are missing, and the refusal shows
    // under the buttons with the dice line still in view.
    voyage->setFocus();
    QTest::keyClicks(voyage, u"2, 2, 1"_s);
    QTest::keyClick(voyage, Qt::Key_Return);
    settle();
    QVERIFY(f->result()->isRefusal());
    QVERIFY2(seen(error), qPrintable(f->result()->refusalText()));
    QVERIFY2(error->height() >= error->heightForWidth(error->width()), qPrintable(f->result()->refusalText()));
    QVERIFY(seen(voyage));
    // The fields scrolled back to the top and Use dice entered clicked: the dice line comes into view.
    f->fieldsScroll()->verticalScrollBar()->setValue(0);
    settle();
    QVERIFY(!seen(voyage));
    click(f->useDiceButton());
    settle();
    QVERIFY(f->result()->isRefusal());
    QVERIFY(seen(error));
    QVERIFY(seen(voyage));
    QCOMPARE(w.campaign()->log().lastSeq(), before);
    w.closeCampaign();
}

QTEST_MAIN(TestStepForm)
#include "tst_stepform.moc"
