// The 1066 demo as a referee opens it (issue 24, defect 7; issue 21, fog of war): its leaders carry
// their leader values under the name the battle board reads, its kings wear the crown (§2.10), and its
// public log says that forces moved, never which counters went where (§7.1).
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/democampaign.h"
#include "games/1066/battle/battleboard.h"
#include "log/actionlog.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestDemo1066 : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void earlEdwinCommands();
    void kingsWearTheCrown();
    void publicLogKeepsMovesFaceDown();

private:
    qint64 unitNamed(const QString &name);
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_demo;
};

void TestDemo1066::initTestCase()
{
    m_demo = DemoCampaign::create(m_dir.filePath(u"demo.reeve"_s));
}

qint64 TestDemo1066::unitNamed(const QString &name)
{
    for (const Unit &u : CampaignReader(m_demo->database()).units())
        if (u.name == name)
            return u.id;
    return 0;
}

void TestDemo1066::earlEdwinCommands()
{
    // York (D2): the Norse fleet and bondi landed against Earl Edwin (leader 2); §18.3 lets a leader command,
    // and his value 2 allows two battle markers. He used to be "not a leader (leader 2-2)".
    const StepResult started = StepRunner(*m_demo).run(StepRegistry::standard().get(u"1066"_s, u"start"_s),
                                                       {{u"square"_s, u"D2"_s},
                                                        {u"attacker"_s, u"Vikings"_s},
                                                        {u"defender"_s, u"Anglo-Saxons"_s}},
                                                       {}, StepRunner::Mode::Apply);
    QVERIFY(!started.refused());
    BattleBoard board(*m_demo);
    QCOMPARE(board.state().season, u"summer"_s); // September is a summer turn (§9.9)
    QString edwin;
    board.placeCampaignUnit(unitNamed(u"Earl Edwin"_s), BattleBox::Centre, {}, &edwin);
    board.chooseCommander(1, edwin);
    QCOMPARE(board.state().commander(1)->commandValue(), 2);
    m_demo->log().undo();
    m_demo->log().undo();
    m_demo->log().undo();
}

void TestDemo1066::kingsWearTheCrown()
{
    CampaignReader reader(m_demo->database());
    for (const char *king : {"Harold Godwinson", "William the Bastard", "Harald Hardrada"})
        QVERIFY2(reader.unit(unitNamed(QString::fromUtf8(king))).attributes.value(u"king"_s).toBool(), king);
    // §18.10: Tostig counts as a king only for victory; §2.10: the Britons have no king.
    for (const char *leader : {"Tostig Godwinson", "Bleddyn ap Cynfyn", "Earl Edwin"}) {
        const Unit u = reader.unit(unitNamed(QString::fromUtf8(leader)));
        QVERIFY2(!u.attributes.value(u"king"_s).toBool(), leader);
        QVERIFY2(u.attributes.value(u"leader"_s).toInt() > 0, leader);
    }
}

void TestDemo1066::publicLogKeepsMovesFaceDown()
{
    const QStringList moved{u"Harald Hardrada"_s,  u"Tostig Godwinson"_s, u"Hardrada's huscarls"_s,
                            u"Orkney levy"_s,      u"Norse fleet"_s,      u"Norse bondi"_s,
                            u"Harold Godwinson"_s, u"Harold's huscarls"_s};
    ActionLog &log = m_demo->log();
    int moves = 0;
    for (qint64 seq = 1; seq <= log.lastSeq(); ++seq) {
        const Action a = log.action(seq);
        if (a.kind == u"unit.add"_s)
            continue; // the set-up, before the game
        for (const QString &name : moved)
            QVERIFY2(!a.publicText.contains(name),
                     qPrintable(u"#%1 %2: %3"_s.arg(seq).arg(a.kind, a.publicText)));
        if (a.kind == u"1066.move"_s) {
            ++moves;
            QVERIFY2(a.audience == Audience::Side,
                     qPrintable(a.publicText)); // the squares are in its private part
            QVERIFY(!a.publicText.contains(u"D3"_s) && !a.publicText.contains(u"C3"_s));
        }
    }
    QCOMPARE(moves, 5); // four moves kept, the slip undone and made again
}

QTEST_GUILESS_MAIN(TestDemo1066)
#include "tst_demo1066.moc"
