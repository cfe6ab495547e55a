// The DBA umpire's desk offscreen (issue 8, issue 18 item 6): a campaign of three nations built by the
// golden fixture, then adjudicated through the desk's one step form (StepDock over StepForm) as an
// umpire would — a border recorded, a land move carrying out an order picked among the opened ones, a
// sea crossing on entered voyage and storm dice, a Table 2 contact and a Table 3 battle, a siege, the
// season's end with per-army dice and the taxes — each time checking that the tables show the new state
// and the result shows the procedures' explanation; a bad step shows its refusal in red and changes
// nothing; a refused raising writes nothing and an applied one is one action that one undo takes back;
// the referee's PIN closes the desk; a read-only campaign checks steps but applies none.
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "common/stepform.h"
#include "common/stepresultview.h"
#include "common/userprompts.h"
#include "dba/dbadeskpanel.h"
#include "dba/dbaorderpicker.h"
#include "dbaumpirefixture.h"
#include "games/dba/dbaarmy.h"
#include "games/dba/dbarelations.h"
#include "log/actionlog.h"
#include "mainwindow/mainwindow.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

namespace {

/// Answers the PIN question with a set PIN and records errors instead of showing boxes.
class ScriptedPrompts : public UserPrompts
{
public:
    std::optional<QString> pin;
    int asked = 0;
    QStringList errors;
    std::optional<QString> askPin(QWidget *, const QString &) override
    {
        ++asked;
        return pin;
    }
    void error(QWidget *, const QString &, const QString &text) override { errors << text; }
};

const char *kStart = R"({
  "sides": ["Normandy", "S. England", "Norway"],
  "turn": 1,
  "provinces": {"Wessex": {}, "Kent": {"town": "fortified"}, "E. Normandy": {}, "Trondelag": {}, "York": {}},
  "armies": [
    {"side": "S. England", "name": "Harold's army", "at": "Wessex", "general": "Harold Godwinson", "ruler": true,
     "elements": ["sp/i", "sp/i", "sp/o", "sp/o", "bd/o", "bd/o"]},
    {"side": "S. England", "name": "Gyrth's garrison", "at": "Kent", "general": "Earl Gyrth", "in_town": true,
     "elements": ["sp/i", "ps/o"]},
    {"side": "Normandy", "name": "William's army", "at": "Kent", "general": "William", "ruler": true,
     "elements": ["kn/f", "kn/f", "kn/f", "kn/f"]},
    {"side": "Normandy", "name": "Robert's army", "at": "Kent", "general": "Earl Robert",
     "elements": ["ps/o", "sp/o", "kn/f"]},
    {"side": "Norway", "type": "fleet", "name": "Norse fleet", "at": "Trondelag", "general": "",
     "elements": ["naval", "naval", "naval", "naval"]},
    {"side": "Norway", "name": "Hardrada's army", "at": "Trondelag", "general": "Harald Hardrada", "ruler": true,
     "elements": ["bd/i", "bd/i", "bd/o", "bw/o"]}
  ],
  "treasury": {"Normandy": 20, "S. England": 30, "Norway": 15},
  "orders": {
    "Normandy": "1. William's army offers battle to Harold in Kent\n2. Robert besieges Gyrth in Kent",
    "S. England": "1. Harold's army marches to Kent",
    "Norway": "1. The fleet carries Hardrada's army from Trondelag to York"
  }
})";

} // namespace

class TestDbaDesk : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void seasonAtTheDesk();
    void badStepChangesNothing();
    void pinClosesTheDesk();
    void readOnlyDisablesSteps();
    void movesUsedColumn();
    void refusedRaiseWritesNothingAppliedIsOneAction();
    void screenshotsInGerman(); // last: it switches the language

private:
    template<typename T>
    T *child(const QString &name)
    {
        T *w = m_panel->findChild<T *>(name);
        if (!w)
            qFatal("no child %s", qPrintable(name));
        return w;
    }
    /// The text under the column headed \a header in the row whose first columns hold \a key.
    static QString cell(QTableWidget *t, const QString &key, const QString &header)
    {
        int col = -1;
        for (int c = 0; c < t->columnCount(); ++c)
            if (t->horizontalHeaderItem(c)->text() == header)
                col = c;
        for (int r = 0; r < t->rowCount(); ++r)
            for (int k = 0; k < 2 && col >= 0; ++k)
                if (t->item(r, k) && t->item(r, k)->text() == key)
                    return t->item(r, col)->text();
        return u"<no %1 / %2>"_s.arg(key, header);
    }
    QString army(const QString &name, const QString &header)
    {
        return cell(m_panel->armiesTable(), name, header);
    }
    QStringList elements(const QString &name) { return DbaArmies(*m_c).byName(name).elements; }
    /// Chooses the step in the desk's picker, then fills each field as "key=value".
    void form(const QString &kind, const QStringList &fields)
    {
        QVERIFY2(m_panel->chooseStep(kind), qPrintable(kind));
        for (const QString &pair : fields) {
            const qsizetype eq = pair.indexOf(u'=');
            QVERIFY2(f()->setValue(pair.left(eq), pair.mid(eq + 1)), qPrintable(kind + u": "_s + pair));
        }
    }
    StepForm *f() const { return m_panel->stepForm(); }
    StepResultView *result() const { return m_panel->stepResult(); }
    QString refusal() const { return result()->refusalText(); }
    QString explanation() const { return result()->explanationLines().join(u'\n'); }
    QString plain() const { return result()->plainLines().join(u'\n'); }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
    std::shared_ptr<ScriptedPrompts> m_prompts;
    DbaDeskPanel *m_panel = nullptr;
};

void TestDbaDesk::init()
{
    m_c = DbaGolden::build(m_dir.filePath(u"desk.reeve"_s), QJsonDocument::fromJson(kStart).object());
    m_prompts = std::make_shared<ScriptedPrompts>();
    m_panel = new DbaDeskPanel;
    m_panel->setPrompts(m_prompts);
    m_panel->resize(1200, 800);
    m_panel->setCampaign(m_c.get());
    m_panel->show();
}

void TestDbaDesk::cleanup()
{
    delete m_panel;
    m_panel = nullptr;
    m_c.reset();
    QFile::remove(m_dir.filePath(u"desk.reeve"_s));
}

void TestDbaDesk::seasonAtTheDesk()
{
    QVERIFY(m_panel->isUnlocked());
    QCOMPARE(m_prompts->asked, 0); // no PIN set: nothing asked
    QVERIFY2(m_panel->headerText().contains(u"Spring 1066"_s), qPrintable(m_panel->headerText()));
    QVERIFY2(m_panel->headerText().contains(u"move 1 of 5"_s), qPrintable(m_panel->headerText()));
    QCOMPARE(m_panel->armiesTable()->rowCount(), 6);
    QCOMPARE(army(u"Harold's army"_s, u"General"_s), u"Harold Godwinson (C-in-C)"_s);
    QCOMPARE(army(u"Harold's army"_s, u"Elements"_s), u"2 sp/i, 2 sp/o, 2 bd/o"_s);
    QCOMPARE(cell(m_panel->treasuriesTable(), u"Norway"_s, u"Treasury (£)"_s), u"15"_s);
    QCOMPARE(m_panel->ordersTable()->rowCount(), 4);
    QCOMPARE(cell(m_panel->ordersTable(), u"Norway"_s, u"State"_s), u"revealed"_s);

    // The treasury's places: England's capital, then £10 handed to Harold's army there, taken back by undo.
    QCOMPARE(cell(m_panel->treasuriesTable(), u"S. England"_s, u"Where it lies"_s), u"capital not recorded"_s);
    form(u"treasury"_s, {u"side=S. England"_s, u"capital=Wessex"_s});
    QVERIFY2(f()->rollAndApply(), qPrintable(refusal()));
    QCOMPARE(cell(m_panel->treasuriesTable(), u"S. England"_s, u"Where it lies"_s),
             u"£30 in Wessex (capital)"_s);
    form(u"treasury"_s, {u"side=S. England"_s, u"amount=10"_s, u"from=Wessex"_s, u"to=Harold's army"_s});
    QVERIFY(!f()->rollAndApply()); // the capital is still filled in: one or the other
    QVERIFY2(refusal().contains(u"not both"_s), qPrintable(refusal()));
    form(u"treasury"_s, {u"capital="_s});
    QVERIFY2(f()->rollAndApply(), qPrintable(refusal()));
    QCOMPARE(cell(m_panel->treasuriesTable(), u"S. England"_s, u"Where it lies"_s),
             u"£20 in Wessex (capital); £10 with Harold's army in Wessex"_s);
    QCOMPARE(army(u"Harold's army"_s, u"State"_s), u"in the field; carries £10 of the treasury"_s);
    QCOMPARE(cell(m_panel->provincesTable(), u"Wessex"_s, u"Umpire's notes"_s), u"capital of S. England"_s);
    if (const QByteArray dir = qgetenv("REEVE_SCREENSHOTS"); !dir.isEmpty()) { // for looking at it under Xvfb
        m_panel->findChild<QTabWidget *>(u"dbaDeskTabs"_s)->setCurrentIndex(3);
        QTest::qWait(100);
        m_panel->grab().save(QString::fromLocal8Bit(dir) + u"/dba-desk-treasury.png"_s);
    }
    m_c->log().undo(); // the hand-over is one action
    QCOMPARE(cell(m_panel->treasuriesTable(), u"S. England"_s, u"Where it lies"_s),
             u"£30 in Wessex (capital)"_s);
    // Allies through the form (a choice without an empty entry, two nations), then taken back.
    form(u"relation"_s, {u"side=Normandy"_s, u"with=S. England"_s, u"kind=ally"_s});
    QVERIFY2(f()->rollAndApply(), qPrintable(refusal()));
    QCOMPARE(DbaRelations(*m_c).alliesOf(u"Normandy"_s), QStringList{u"S. England"_s});
    m_c->log().undo();
    QVERIFY(DbaRelations(*m_c).alliesOf(u"Normandy"_s).isEmpty());

    // A border, recorded once: Wessex's row shows it.
    form(u"border"_s, {u"from=Wessex"_s, u"to=Kent"_s, u"type=hill"_s});
    QCOMPARE(f()->rollButton()->text(), u"&Apply"_s); // a step without dice
    QVERIFY(!f()->useDiceButton()->isVisible());
    f()->rollButton()->click();
    QVERIFY2(!result()->isRefusal(), qPrintable(refusal()));
    QCOMPARE(cell(m_panel->provincesTable(), u"Wessex"_s, u"Borders recorded"_s), u"Kent (hill)"_s);

    // Harold marches to Kent carrying out his order: the table moves him, the order's fate is shown.
    form(u"move"_s, {u"army=Harold's army"_s, u"to=Kent"_s});
    QVERIFY(m_panel->orderPicker()->choose(u"S. England"_s, 1));
    QVERIFY2(f()->rollAndApply(), qPrintable(refusal()));
    QCOMPARE(army(u"Harold's army"_s, u"Where"_s), u"Kent"_s);
    QVERIFY2(plain().contains(u"moves from Wessex to Kent"_s), qPrintable(plain()));
    // The move's cost is worked out without dice; its working comes with the move's action.
    QVERIFY2(explanation().contains(u"A hill border adds 1: 2 moves. (DBA campaign, STRATEGIC MOVEMENT)"_s),
             qPrintable(explanation()));
    QVERIFY2(explanation().contains(u"the winter ban"_s), qPrintable(explanation()));

    // Move 1's orders are done: on to move 2, which the header shows.
    form(u"next-move"_s, {});
    QVERIFY2(f()->rollAndApply(), qPrintable(refusal()));
    QVERIFY2(m_panel->headerText().contains(u"move 2 of 5"_s), qPrintable(m_panel->headerText()));
    QVERIFY2(plain().contains(u"Move 2 of 5"_s), qPrintable(plain()));
    QVERIFY2(cell(m_panel->ordersTable(), u"S. England"_s, u"Fate"_s).startsWith(u"Carried out"_s),
             qPrintable(cell(m_panel->ordersTable(), u"S. England"_s, u"Fate"_s)));

    // The Norse crossing on the dice rolled at the table: a Spring storm (d100 = 4) sinks a ship and a foot element.
    form(u"sea-move"_s, {u"fleet=Norse fleet"_s, u"to=York"_s, u"voyage=coastal,deep,coastal"_s,
                         u"carrying=Hardrada's army"_s});
    QVERIFY(m_panel->orderPicker()->choose(u"Norway"_s, 1));
    QVERIFY(f()->setDice(u"voyage"_s, u"2, 2, 1"_s));
    QVERIFY(f()->setDice(u"storm"_s, u"4, 1, 5, 6, 3, 6, 2, 1, 4"_s));
    QVERIFY2(f()->useDiceEntered(), qPrintable(refusal()));
    QCOMPARE(army(u"Norse fleet"_s, u"Elements"_s), u"3 naval"_s);
    // At sea until its voyage ends at move 5 (issue 20, rule 7): it lands when the move clock gets there.
    QCOMPARE(army(u"Norse fleet"_s, u"Where"_s), u"Trondelag"_s);
    QCOMPARE(army(u"Norse fleet"_s, u"State"_s), u"at sea, bound for York (lands at move 5)"_s);
    QCOMPARE(army(u"Hardrada's army"_s, u"Elements"_s), u"bd/i, bd/o, bw/o"_s);
    // The voyage sets out at move 2 of the desk's clock (move 1 is gone for every army), and its four
    // moves (half a move to embark the army, 1 + 1.5 + 0.5 sailing, half a move to land it; Sea Movement)
    // are charged to the fleet and to the army aboard: 5 of 5 (issue 20, rule 7).
    QCOMPARE(army(u"Norse fleet"_s, u"Moves used"_s), u"5 of 5"_s);
    QCOMPARE(army(u"Hardrada's army"_s, u"Moves used"_s), u"5 of 5"_s);
    QCOMPARE(elements(u"Hardrada's army"_s).size(), 3);
    QVERIFY2(plain().contains(u"caught by a storm"_s), qPrintable(plain()));
    QVERIFY2(explanation().contains(u"deep"_s), qPrintable(explanation())); // the voyage's working
    QVERIFY2(explanation().contains(u"Storm"_s, Qt::CaseInsensitive), qPrintable(explanation()));
    QVERIFY(result()->explanationLines().size() >= 4);
    for (int i = 0; i < 3; ++i) { // moves 3 to 5: the Norse land in York as move 5 begins
        form(u"next-move"_s, {});
        QVERIFY2(f()->rollAndApply(), qPrintable(refusal()));
    }
    QCOMPARE(army(u"Norse fleet"_s, u"Where"_s), u"York"_s);
    QCOMPARE(army(u"Hardrada's army"_s, u"Where"_s), u"York"_s);
    QCOMPARE(army(u"Norse fleet"_s, u"State"_s), u"standing out to sea"_s);

    // Contact in Kent (Table 2: 12 scouting points against 6 at home, d6 = 3 gives C), then the abstract battle.
    form(u"contact"_s, {u"attacker=William's army"_s, u"defender=Harold's army"_s});
    QVERIFY(f()->setDice(u"dice"_s, u"3"_s));
    QTest::keyClick(child<QLineEdit>(u"stepDice_dice"_s), Qt::Key_Return); // Enter in the dice line uses them
    QVERIFY2(!result()->isRefusal(), qPrintable(refusal()));
    QVERIFY2(explanation().contains(u"Table 2"_s), qPrintable(explanation()));
    // The contact named no order: the crossing's fate stays as it was (the form names none after a step).
    QVERIFY2(cell(m_panel->ordersTable(), u"Norway"_s, u"Fate"_s).startsWith(u"Carried out with a storm"_s),
             qPrintable(cell(m_panel->ordersTable(), u"Norway"_s, u"Fate"_s)));
    QVERIFY2(result()->headingText().contains(u"done"_s), qPrintable(result()->headingText()));
    const QStringList haroldBefore = elements(u"Harold's army"_s);
    form(u"battle"_s, {u"attacker=William's army"_s, u"defender=Harold's army"_s});
    QVERIFY(m_panel->orderPicker()->choose(u"Normandy"_s, 1));
    QVERIFY(f()->setDice(u"dice"_s, u"4"_s));
    QVERIFY2(f()->useDiceEntered(), qPrintable(refusal()));
    QVERIFY2(explanation().contains(u"Table 3"_s), qPrintable(explanation()));
    QVERIFY(elements(u"Harold's army"_s).size() < haroldBefore.size()); // the defender lost elements
    QVERIFY2(explanation().contains(u"Rounded up to whole elements"_s),
             qPrintable(explanation())); // dba.losses
    QCOMPARE(army(u"Harold's army"_s, u"Points"_s),
             QString::number(DbaArmies(*m_c).total(DbaArmies(*m_c).byName(u"Harold's army"_s))));
    QVERIFY2(cell(m_panel->ordersTable(), u"Normandy"_s, u"Fate"_s).startsWith(u"Battle fought"_s),
             qPrintable(cell(m_panel->ordersTable(), u"Normandy"_s, u"Fate"_s)));

    // The rules' siege example: Robert against Gyrth in fortified Kent, d6 4 then 3 — the town holds.
    form(u"siege"_s, {u"besieger=Robert's army"_s, u"garrison=Gyrth's garrison"_s, u"seasons=1"_s});
    QVERIFY(m_panel->orderPicker()->choose(u"Normandy"_s, 2));
    QVERIFY(f()->setDice(u"dice"_s, u"4, 3"_s));
    QVERIFY2(f()->useDiceEntered(), qPrintable(refusal()));
    QCOMPARE(army(u"Robert's army"_s, u"Elements"_s), u"sp/o, kn/f"_s);
    QCOMPARE(army(u"Gyrth's garrison"_s, u"Elements"_s), u"ps/o"_s);
    QCOMPARE(cell(m_panel->provincesTable(), u"Kent"_s, u"Owner"_s), u"S. England"_s);
    QVERIFY2(explanation().contains(u"the town holds"_s), qPrintable(explanation())); // the surrender check

    // The season's end, with the attrition dice of the two Norman armies in hostile Kent typed per army.
    const QStringList williamBefore = elements(u"William's army"_s);
    form(u"season-end"_s, {});
    // The step names no army: a dice row per army of the campaign, filled from it (six, the fleet and the
    // garrison included), each sent as "army=faces".
    QCOMPARE(f()->diceLineCount(), 6);
    QVERIFY(!f()->diceLine(QString()));
    QVERIFY(f()->setDice(u"William's army"_s, u"3, 4"_s));
    QVERIFY(f()->setDice(u"Robert's army"_s, u"1 1"_s));
    // Typed dice are never topped up with Reeve's rolls: Harold's army, out of supply too, needs its own.
    QVERIFY(!f()->useDiceEntered());
    QVERIFY2(refusal().contains(u"for Harold's army"_s), qPrintable(refusal()));
    QVERIFY(f()->setDice(u"Harold's army"_s, u"5, 5"_s));
    QVERIFY(f()->setDice(u"Hardrada's army"_s, u"2, 2"_s));
    QVERIFY2(f()->useDiceEntered(), qPrintable(refusal()));
    QVERIFY2(plain().contains(u"7% attrition"_s), qPrintable(plain()));
    QVERIFY2(explanation().contains(u"2d10"_s, Qt::CaseInsensitive) || explanation().contains(u"d10"_s),
             qPrintable(explanation()));
    QCOMPARE(army(u"William's army"_s, u"Elements"_s).isEmpty(), elements(u"William's army"_s).isEmpty());
    QVERIFY(elements(u"William's army"_s).size() <= williamBefore.size());

    // Taxes (forced outside Autumn): Norway holds Trondelag all year, unharmed, and is paid its revenue.
    const int trondelag = DbaGolden::table4(u"Trondelag"_s).value(u"revenue"_s).toVariant().toInt();
    QVERIFY(trondelag > 0);
    form(u"taxes"_s, {u"force=true"_s});
    QVERIFY2(f()->rollAndApply(), qPrintable(refusal()));
    QCOMPARE(cell(m_panel->treasuriesTable(), u"Norway"_s, u"Treasury (£)"_s),
             QString::number(15 + trondelag));
    QVERIFY2(explanation().contains(
                     u"0 move(s) of hostile presence cost 20% each: 100% of £%1"_s.arg(trondelag)),
             qPrintable(explanation()));

    // One undo takes the whole taxes step back.
    QCOMPARE(m_c->log().undoStack().last(), f()->lastResult().seq);
    m_c->log().undo();
    QCOMPARE(cell(m_panel->treasuriesTable(), u"Norway"_s, u"Treasury (£)"_s), u"15"_s);
}

void TestDbaDesk::badStepChangesNothing()
{
    const qint64 before = m_c->log().lastSeq();
    // A province that does not exist (as a steps file would name it).
    QVERIFY(!m_panel->runStep(
            QJsonObject{{u"do"_s, u"move"_s}, {u"army"_s, u"Harold's army"_s}, {u"to"_s, u"Atlantis"_s}}));
    QVERIFY(result()->isRefusal());
    QVERIFY2(refusal().contains(u"Atlantis"_s), qPrintable(refusal()));
    QVERIFY(refusal().contains(u"Nothing was changed"_s));
    QVERIFY(m_panel->findChild<QLabel *>(u"stepResultError"_s)->styleSheet().contains(u"#b00020"_s));
    // An element code Table 1 does not know, typed in the army set-up form.
    form(u"army"_s, {u"side=Norway"_s, u"name=Tostig's army"_s, u"at=York"_s, u"elements=kn/f, zz/q"_s});
    QVERIFY(!f()->rollAndApply());
    QVERIFY2(refusal().contains(u"zz/q"_s), qPrintable(refusal()));
    // A required field left empty (the order not carried out) is refused before anything is written.
    form(u"skip"_s, {u"reason=waited"_s});
    QVERIFY(m_panel->orderPicker()->isVisibleTo(m_panel));
    QVERIFY(!f()->rollAndApply());
    QVERIFY2(refusal().contains(u"order"_s, Qt::CaseInsensitive), qPrintable(refusal()));
    // Dice asked for but none typed.
    form(u"contact"_s, {u"attacker=William's army"_s, u"defender=Gyrth's garrison"_s});
    QVERIFY(!f()->useDiceEntered());
    // The bonus of an unfortified town is not in the text: the desk says where to enter it.
    form(u"siege"_s, {u"besieger=Robert's army"_s, u"garrison=Gyrth's garrison"_s, u"fortified=false"_s});
    QVERIFY(f()->setDice(u"dice"_s, u"4, 3"_s));
    QVERIFY(!f()->useDiceEntered());
    QVERIFY2(refusal().contains(u"Tables panel"_s), qPrintable(refusal()));
    QCOMPARE(m_c->log().lastSeq(), before);
    QCOMPARE(army(u"Harold's army"_s, u"Where"_s), u"Wessex"_s);
    QCOMPARE(m_panel->armiesTable()->rowCount(), 6);

    // A steps file runs to its first refusal, like the CLI's --file.
    const QString path = m_dir.filePath(u"steps.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"([{"do": "border", "from": "Wessex", "to": "Kent", "type": "open"},
                   {"do": "move", "army": "Harold's army", "to": "Kent"},
                   {"do": "move", "army": "Nobody", "to": "Kent"}])");
    file.close();
    QVERIFY(!m_panel->runStepsFile(path));
    QCOMPARE(army(u"Harold's army"_s, u"Where"_s), u"Kent"_s);
    QVERIFY(refusal().contains(u"Nobody"_s));
    // A file's refusal names the field as the form labels it, not as the file spells it (issue 24).
    const QString badFile = m_dir.filePath(u"bad-steps.json"_s);
    QFile bad(badFile);
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(R"([{"do": "move", "army": "Harold's army", "to": "Wessex", "hostile_moves": 99}])");
    bad.close();
    const qint64 seq = m_c->log().lastSeq();
    QVERIFY(!m_panel->runStepsFile(badFile));
    QCOMPARE(m_c->log().lastSeq(), seq);
    QVERIFY2(refusal().contains(u"“Hostile moves”"_s) && !refusal().contains(u"hostile_moves"_s),
             qPrintable(refusal()));
}

void TestDbaDesk::pinClosesTheDesk()
{
    ViewerGate(*m_c).setRefereePin(u"4321"_s);
    m_panel->setCampaign(nullptr);
    m_prompts->pin = u"1111"_s;
    m_panel->setCampaign(m_c.get());
    QTRY_COMPARE(m_prompts->asked, 1); // asked once the desk is on screen
    QVERIFY(!m_panel->isUnlocked());
    QCOMPARE(m_prompts->errors.size(), 1);
    QCOMPARE(m_panel->armiesTable()->rowCount(), 0); // nothing shown
    QCOMPARE(m_panel->ordersTable()->rowCount(), 0);
    QVERIFY(!m_panel->stepForm()->step()); // nothing bound: no picker reads the campaign
    QVERIFY(!m_panel->fromFileButton()->isEnabled());
    QVERIFY(!m_panel->runStep(QJsonObject{{u"do"_s, u"next-season"_s}}));
    m_prompts->pin = u"4321"_s;
    child<QPushButton>(u"dbaDeskUnlock"_s)->click();
    QVERIFY(m_panel->isUnlocked());
    QCOMPARE(m_panel->armiesTable()->rowCount(), 6);
    QCOMPARE(m_panel->ordersTable()->rowCount(), 4);
}

void TestDbaDesk::readOnlyDisablesSteps()
{
    QVERIFY(f()->rollButton()->isEnabled());
    const QString path = m_c->path();
    m_panel->setCampaign(nullptr);
    m_c.reset();
    auto readOnly = Campaign::open(path, CampaignFile::Access::ReadOnly);
    m_panel->setCampaign(readOnly.get());
    QCOMPARE(m_panel->armiesTable()->rowCount(), 6);
    for (const QString &id : {u"move"_s, u"sea-move"_s, u"season-end"_s, u"taxes"_s}) {
        QVERIFY(m_panel->chooseStep(id));
        QVERIFY2(!f()->rollButton()->isEnabled(), qPrintable(id));
        QVERIFY2(!f()->useDiceButton()->isEnabled(), qPrintable(id));
        QVERIFY2(f()->checkButton()->isEnabled(), qPrintable(id)); // a step can still be checked
    }
    QVERIFY(!m_panel->fromFileButton()->isEnabled());
    // Checking on the read-only file reads the rules and writes nothing; applying is refused.
    const qint64 before = readOnly->log().lastSeq();
    form(u"move"_s, {u"army=Harold's army"_s, u"to=Kent"_s, u"border=hill"_s});
    QVERIFY2(f()->check(), qPrintable(refusal()));
    QVERIFY(!f()->rollAndApply());
    QCOMPARE(readOnly->log().lastSeq(), before);
    QVERIFY(!m_panel->runStep(QJsonObject{{u"do"_s, u"next-season"_s}}));
    m_panel->setCampaign(nullptr);
}

// The armies table counts each force's moves against the season's: a move past them is refused,
// a mounted army pays half, next-season starts again and undo brings the old count back.
void TestDbaDesk::movesUsedColumn()
{
    const auto move = [this](const QString &army, const QString &to, const QString &border) {
        return m_panel->runStep(
                QJsonObject{{u"do"_s, u"move"_s}, {u"army"_s, army}, {u"to"_s, to}, {u"border"_s, border}});
    };
    QCOMPARE(army(u"Harold's army"_s, u"Moves used"_s), u"0 of 5"_s);
    QVERIFY(move(u"Harold's army"_s, u"Kent"_s, u"hill"_s));
    QCOMPARE(army(u"Harold's army"_s, u"Moves used"_s), u"2 of 5"_s);
    QVERIFY(move(u"Harold's army"_s, u"Wessex"_s, u"hill"_s));
    QCOMPARE(army(u"Harold's army"_s, u"Moves used"_s), u"4 of 5"_s);
    // Refused by the rule (4 + 2 > 5): nothing written, and the desk says why.
    const qint64 before = m_c->log().lastSeq();
    QVERIFY(!move(u"Harold's army"_s, u"Kent"_s, u"hill"_s));
    QCOMPARE(m_c->log().lastSeq(), before);
    QVERIFY2(refusal().contains(u"used 4 of the season's 5 moves"_s),
             qPrintable(refusal())); // not "cannot cross"
    QCOMPARE(army(u"Harold's army"_s, u"Where"_s), u"Wessex"_s);
    QCOMPARE(army(u"Harold's army"_s, u"Moves used"_s), u"4 of 5"_s);
    QVERIFY(move(u"William's army"_s, u"Wessex"_s, u"open"_s)); // all knights: half a move
    QCOMPARE(army(u"William's army"_s, u"Moves used"_s), u"0.5 of 5"_s);
    // Spring's end (supply, attrition) comes first: next-season is refused until it is worked out.
    QVERIFY(!m_panel->runStep(QJsonObject{{u"do"_s, u"next-season"_s}}));
    QVERIFY2(refusal().contains(u"“Season's end”"_s), qPrintable(refusal())); // the step's title, not its id
    // Out of supply: Harold in invaded Wessex, William in Wessex and Robert in Kent (2d10 each).
    const QJsonObject dice{{u"Harold's army"_s, QJsonArray{1, 1}},
                           {u"William's army"_s, QJsonArray{1, 1}},
                           {u"Robert's army"_s, QJsonArray{1, 1}}};
    QVERIFY2(m_panel->runStep(QJsonObject{{u"do"_s, u"season-end"_s}, {u"dice"_s, dice}}),
             qPrintable(refusal()));
    QVERIFY(m_panel->runStep(QJsonObject{{u"do"_s, u"next-season"_s}}));
    QCOMPARE(army(u"Harold's army"_s, u"Moves used"_s), u"0 of 7"_s);
    m_c->log().undo();
    QCOMPARE(army(u"Harold's army"_s, u"Moves used"_s), u"4 of 5"_s);
}

// Raising troops at the desk (DBA campaign, RAISING AN ARMY; Table 1), worked by hand. S. England holds
// Wessex and Kent (Table 4): at most 4 EE per province, 8 EE. It has 7 full elements (Harold's six, Gyrth's
// sp/i) and one psiloi (half an EE): 7.5 EE. Spring 1066, so no C-in-C or treasury is needed where they
// are raised. One sp/o would make 8.5 EE: refused, nothing written. One ps/o makes 8 EE, half an EE from
// Wessex this year (one allowed), for £2 (Table 1, Psiloi O): applied as one action — the element, the
// payment and Wessex's raising count — that one undo takes back whole.
void TestDbaDesk::refusedRaiseWritesNothingAppliedIsOneAction()
{
    const qint64 before = m_c->log().lastSeq();
    const qsizetype undoable = m_c->log().undoStack().size();
    QCOMPARE(cell(m_panel->treasuriesTable(), u"S. England"_s, u"Treasury (£)"_s), u"30"_s);
    form(u"raise"_s, {u"army=Harold's army"_s, u"elements=sp/o"_s});
    QVERIFY(!f()->rollAndApply());
    QVERIFY2(refusal().contains(u"8.5 EE, above 8"_s), qPrintable(refusal()));
    QVERIFY2(refusal().contains(u"RAISING AN ARMY"_s), qPrintable(refusal()));
    QCOMPARE(m_c->log().lastSeq(), before);
    QCOMPARE(m_c->log().undoStack().size(), undoable);
    QCOMPARE(elements(u"Harold's army"_s).size(), 6);
    QCOMPARE(cell(m_panel->treasuriesTable(), u"S. England"_s, u"Treasury (£)"_s), u"30"_s);
    QVERIFY(!CampaignReader(m_c->database()).location(u"Wessex"_s).attributes.contains(u"raised"_s));

    QVERIFY(f()->setValue(u"elements"_s, u"ps/o"_s));
    QVERIFY2(f()->rollAndApply(), qPrintable(refusal()));
    const qint64 seq = f()->lastResult().seq;
    QVERIFY(seq > before);
    QCOMPARE(f()->lastResult().outcome.value(u"cost"_s).toInt(), 2);
    QCOMPARE(army(u"Harold's army"_s, u"Elements"_s), u"2 sp/i, 2 sp/o, 2 bd/o, ps/o"_s);
    QCOMPARE(cell(m_panel->treasuriesTable(), u"S. England"_s, u"Treasury (£)"_s), u"28"_s);
    QVERIFY2(plain().contains(u"ps/o joins Harold's army for £2"_s), qPrintable(plain()));
    QVERIFY2(explanation().contains(u"Limit 8 EE"_s), qPrintable(explanation()));
    // One action: the undo stack grew by one entry however many the step wrote.
    QVERIFY(f()->lastResult().entries.size() > 1);
    QCOMPARE(m_c->log().undoStack().size(), undoable + 1);
    QCOMPARE(m_c->log().undoStack().last(), seq);
    m_c->log().undo();
    QCOMPARE(elements(u"Harold's army"_s).size(), 6);
    QCOMPARE(army(u"Harold's army"_s, u"Elements"_s), u"2 sp/i, 2 sp/o, 2 bd/o"_s);
    QCOMPARE(cell(m_panel->treasuriesTable(), u"S. England"_s, u"Treasury (£)"_s), u"30"_s);
    QVERIFY(!CampaignReader(m_c->database()).location(u"Wessex"_s).attributes.contains(u"raised"_s));
    QCOMPARE(m_c->log().undoStack().size(), undoable);
    m_c->log().redo(); // the same step again, written as it was
    QCOMPARE(cell(m_panel->treasuriesTable(), u"S. England"_s, u"Treasury (£)"_s), u"28"_s);
    QCOMPARE(elements(u"Harold's army"_s).size(), 7);
}

// For looking at the desk in the window under Xvfb (REEVE_SCREENSHOTS=DIR): German, 1280x800, a move
// carrying out an opened order, then the season's end with its dice line (issues 24 and 25 found the
// desk's buttons and header cut in German).
void TestDbaDesk::screenshotsInGerman()
{
    const QString dir = qEnvironmentVariable("REEVE_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("REEVE_SCREENSHOTS not set");
    QStandardPaths::setTestModeEnabled(true);
    // The test carries no embedded translations: the build's German ones, as the window loads them.
    const QString qm = QCoreApplication::applicationDirPath() + u"/../../../translations"_s;
    for (const QString &file : {u"/reeve_de.qm"_s, u"/aliases/aliases_de.qm"_s}) {
        auto *german = new QTranslator(this);
        QVERIFY2(german->load(qm + file), qPrintable(qm + file));
        QCoreApplication::installTranslator(german);
    }
    const QString path = m_c->path();
    m_panel->setCampaign(nullptr);
    m_c.reset();
    MainWindow w;
    w.setPrompts(m_prompts);
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.openCampaign(path));
    auto *dock = w.findChild<QDockWidget *>(u"dbaDeskDock"_s);
    QVERIFY(dock);
    dock->show();
    dock->raise();
    QTRY_VERIFY(dock->findChild<DbaDeskPanel *>());
    DbaDeskPanel *desk = dock->findChild<DbaDeskPanel *>();
    QVERIFY(desk->chooseStep(u"move"_s));
    QVERIFY(desk->stepForm()->setValue(u"army"_s, u"Harold's army"_s));
    QVERIFY(desk->stepForm()->setValue(u"to"_s, u"Kent"_s));
    QVERIFY(desk->stepForm()->setValue(u"border"_s, u"hill"_s));
    QVERIFY(desk->orderPicker()->choose(u"S. England"_s, 1));
    QTest::qWait(200);
    w.grab().save(dir + u"/dba-desk-de-move.png"_s);
    dock->grab().save(dir + u"/dba-desk-de-move-dock.png"_s);
    QVERIFY2(desk->stepForm()->rollAndApply(), qPrintable(desk->stepResult()->refusalText()));
    QTest::qWait(200);
    dock->grab().save(dir + u"/dba-desk-de-moved-dock.png"_s);
    QVERIFY(desk->chooseStep(u"season-end"_s));
    QTest::qWait(200);
    dock->grab().save(dir + u"/dba-desk-de-season-end-dock.png"_s);
    w.closeCampaign();
}

QTEST_MAIN(TestDbaDesk)
#include "tst_dba_desk.moc"
