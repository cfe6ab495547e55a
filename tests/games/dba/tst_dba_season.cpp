// The issue's "Done when", scripted as an umpire would work: three nations from
// Table 4 (the 1066 scenario), a Spring of written orders with a conditional order
// and a sea crossing caught by a storm, a Table 2 contact, an abstract battle and a
// siege, Summer's orders and the siege's end, supply at each season's end, autumn
// taxes, winter attrition, and one season report per nation that shows its own
// secrets and nobody else's. The last step is undone at the end.
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "dbatesthelpers.h"
#include "games/dba/dbareport.h"
#include "games/dba/dbaumpire.h"
#include "ledger/ledger.h"
#include "ledger/ledgerreader.h"
#include "ledger/reportbuilder.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "orders/orderbook.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

} // namespace

class TestDbaSeason : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void spring();
    void summerSiegeEnds();
    void autumnTaxes();
    void winterAndUndo();
    void reportsPerNation();
    void campaignSectionsPerNation();
    void publicLogNamesNoSecret();

private:
    qint64 side(const QString &name) { return CampaignReader(m_campaign->database()).sideByName(name).id; }
    QJsonObject step(const char *text) { return DbaUmpire(*m_campaign).apply(json(text)); }
    QJsonObject outcome(const char *text) { return step(text).value(u"outcome"_s).toObject(); }
    Unit unit(const QString &name)
    {
        for (const Unit &u : CampaignReader(m_campaign->database()).units())
            if (u.name == name)
                return u;
        return {};
    }
    QStringList elements(const QString &name)
    {
        QStringList list;
        for (const QJsonValue &v : unit(name).attributes.value(u"elements"_s).toArray())
            list << v.toString();
        return list;
    }
    QString report(const QString &audience)
    {
        ReportBuilder builder(*m_campaign, audience, 1, 5);
        builder.build();
        return builder.html();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
    qint64 m_scenarioSeq = 0; ///< the last entry of the scenario's set-up (its provinces, public by nature)
};

void TestDbaSeason::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_campaign = Campaign::create(m_dir.filePath(u"1066.reeve"_s), u"dba"_s);
    ScenarioSetup(*m_campaign).apply(ScenarioCatalog::find(u"dba"_s, u"1066"_s),
                                     {u"S. England"_s, u"Norway"_s, u"Normandy"_s});
    QCOMPARE(CampaignReader(m_campaign->database()).location(u"Wessex"_s).attributes.value(u"owner"_s).toString(),
             u"S. England"_s);
    // Treasure moves as supply elements (The Treasury), of a sum per element the text lacks: the umpire's £10.
    CampaignTables::setCell(*m_campaign, u"dba.figures"_s, DbaTest::figureRow(u"treasure_per_supply_element"_s),
                            u"value"_s, 10);
    m_scenarioSeq = m_campaign->log().lastSeq();
    DbaUmpire(*m_campaign).applyAll(QJsonDocument::fromJson(R"([
      {"do": "army", "side": "Norway", "type": "fleet", "name": "Norse fleet", "at": "Trondelag",
       "elements": ["naval", "naval", "naval", "naval", "naval"]},
      {"do": "army", "side": "Norway", "name": "Hardrada", "at": "Trondelag", "general": "Harald Hardrada",
       "ruler": true, "supply": 4, "elements": ["bd/i", "bd/i", "bd/o", "bw/o"]},
      {"do": "army", "side": "S. England", "name": "Harold", "at": "Wessex", "general": "Harold Godwinson",
       "ruler": true, "elements": ["sp/i", "sp/i", "sp/o", "sp/o", "bd/o", "bd/o"]},
      {"do": "army", "side": "S. England", "name": "Gyrth", "at": "Kent", "general": "Earl Gyrth", "in_town": true,
       "elements": ["sp/i", "ps/o"]},
      {"do": "army", "side": "Normandy", "type": "fleet", "name": "Norman fleet", "at": "E. Normandy",
       "general": "", "elements": ["naval", "naval", "naval"]},
      {"do": "army", "side": "Normandy", "name": "William", "at": "E. Normandy", "general": "William",
       "ruler": true, "supply": 2, "elements": ["ps/o", "sp/o", "kn/f"]},
      {"do": "province", "province": "Kent", "town": "fortified"}
    ])")
                                            .array());
    // Norway's treasury (DBA campaign, The Treasury): £6 of it in its capital, all carried off by Hardrada.
    LedgerOptions secret;
    secret.audience = Audience::Side;
    secret.audienceSide = side(u"Norway"_s);
    Ledger(*m_campaign).credit(side(u"Norway"_s), 6, LedgerCategory::Other, u"Norway's hoard"_s, secret);
    step(R"({"do": "treasury", "side": "Norway", "capital": "Trondelag"})");
    step(R"({"do": "treasury", "side": "Norway", "amount": 6, "from": "Trondelag", "to": "Hardrada"})");
}

void TestDbaSeason::spring()
{
    OrderBook book(*m_campaign);
    book.write(side(u"Norway"_s), OrderItem::parse(u"1. The fleet carries Hardrada from Trondelag to York\n"
                                                   "2. if the storm sinks half the fleet then return to Trondelag\n"
                                                   "3. Hardrada attacks any army in York"_s));
    book.write(side(u"S. England"_s), OrderItem::parse(u"1. if the Norse land in the north then Harold marches to York\n"
                                                       "2. Gyrth holds the town of Kent"_s));
    book.write(side(u"Normandy"_s), OrderItem::parse(u"1. The fleet carries William from E. Normandy to Kent\n"
                                                     "2. William besieges the town of Kent"_s));
    QVERIFY(book.orders().at(0).items.at(1).isConditional());
    // The umpire opens the orders to adjudicate them; they stay with their nations until revealed.
    book.open();

    // The Norse crossing: half a move to embark Hardrada, 1 + 1.5 + 0.5 sailing, half a move to land him = 4
    // moves from move 1 (Sea Movement), so it lands at move 4; caught by the Spring
    // storm (d100 = 3 ≤ 5%) on its first move. A d6 for every element aboard, the 1s lost (DBA campaign,
    // Storms): ships 1, 5, 6, 6, 6 (the first sinks); foot with Hardrada's own element first (bw/o, the last
    // listed) 6, then bd/i 2, bd/i 1 (lost), bd/o 4; the four supply units 6, 6, 6, 2 all survive. Each supply
    // unit takes an element's space (Transporting Troops; the storm counts them among the land elements), and
    // so does Norway's £6, one supply element of the house £10 (The Treasury): 4 + 4 + 1 = 9 spaces on 5 ships
    // before sailing, 3 + 4 + 1 = 8 on the 4 left after the storm, so none is wrecked.
    QJsonObject o = outcome(R"({"do": "sea-move", "fleet": "Norse fleet", "to": "York", "voyage": "coastal,deep,coastal",
        "carrying": ["Hardrada"], "dice": {"voyage": [2, 2, 1], "storm": [3, 1, 5, 6, 6, 6, 6, 2, 1, 4, 6, 6, 6, 2]},
        "order": {"side": "Norway", "number": 1}})");
    QCOMPARE(o.value(u"moves"_s).toInt(), 4);
    QCOMPARE(o.value(u"lands_move"_s).toInt(), 4);
    QVERIFY(o.value(u"caught"_s).toBool());
    QCOMPARE(elements(u"Norse fleet"_s).size(), 4);
    QCOMPARE(elements(u"Hardrada"_s), (QStringList{u"bd/i"_s, u"bd/o"_s, u"bw/o"_s}));
    QCOMPARE(unit(u"Hardrada"_s).attributes.value(u"supply"_s).toInt(), 4);
    QCOMPARE(unit(u"Hardrada"_s).locationId, u"Trondelag"_s); // at sea until move 4
    step(R"({"do": "skip", "order": {"side": "Norway", "number": 2}, "reason": "condition not met, the storm sank one ship in four"})");
    // The Normans cross the Channel without a storm: 0.5 to embark, 0.5 + 1 sailing, 0.5 to land = 2.5, rounded
    // up to 3 moves, landing at move 3.
    o = outcome(R"({"do": "sea-move", "fleet": "Norman fleet", "to": "Kent", "voyage": "coastal,coastal",
        "carrying": ["William"], "dice": {"voyage": [1, 2], "storm": [40, 90, 70]}, "order": {"side": "Normandy", "number": 1}})");
    QCOMPARE(o.value(u"moves"_s).toInt(), 3);
    QCOMPARE(o.value(u"voyage"_s).toString(), u"embark,coastal,coastal,disembark"_s);
    QCOMPARE(CampaignReader(m_campaign->database()).location(u"Kent"_s).attributes.value(u"hostile_moves"_s).toInt(), 0);
    step(R"({"do": "next-move"})"); // move 2: both fleets still at sea
    QCOMPARE(unit(u"William"_s).locationId, u"E. Normandy"_s);
    QCOMPARE(CampaignReader(m_campaign->database()).location(u"Kent"_s).attributes.value(u"hostile_moves"_s).toInt(), 0);
    step(R"({"do": "next-move"})"); // move 3: the Normans land in Kent and lay siege to its town
    QCOMPARE(unit(u"William"_s).locationId, u"Kent"_s);
    QCOMPARE(CampaignReader(m_campaign->database()).location(u"Kent"_s).attributes.value(u"hostile_moves"_s).toInt(), 1);
    QVERIFY(outcome(R"({"do": "siege", "besieger": "William", "garrison": "Gyrth", "lay": true,
        "order": {"side": "Normandy", "number": 2}})").value(u"laid"_s).toBool());
    step(R"({"do": "next-move"})"); // move 4: the Norse land in York
    QCOMPARE(unit(u"Hardrada"_s).locationId, u"York"_s);
    QCOMPARE(CampaignReader(m_campaign->database()).location(u"Kent"_s).attributes.value(u"hostile_moves"_s).toInt(), 2);
    // Harold's conditional order: the Norse have landed, so he marches (his 4th move of 5).
    step(R"({"do": "move", "army": "Harold", "to": "York", "order": {"side": "S. England", "number": 1}})");
    QCOMPARE(unit(u"Harold"_s).locationId, u"York"_s);
    // Contact: 4 scouting points each away from home, 1:1; a 4 reads C (Table 2).
    o = outcome(R"({"do": "contact", "attacker": "Hardrada", "defender": "Harold", "dice": [4], "order": {"side": "Norway", "number": 3}})");
    QCOMPARE(o.value(u"battle_type"_s).toString(), u"C"_s);
    // Abstract battle 13 against 24: 2:3, a 2 reads 40/10; 5.2 points cost Hardrada two elements, 2.4 cost Harold one.
    o = outcome(R"({"do": "battle", "attacker": "Hardrada", "defender": "Harold", "dice": [2]})");
    QCOMPARE(o.value(u"column"_s).toString(), u"2:3"_s);
    QCOMPARE(o.value(u"winner"_s).toString(), u"S. England"_s);
    QCOMPARE(elements(u"Hardrada"_s), QStringList{u"bw/o"_s});
    QCOMPARE(elements(u"Harold"_s).size(), 5);
    // Hardrada's baggage with Norway's £6 falls to Harold.
    QCOMPARE(unit(u"Harold"_s).attributes.value(u"treasure"_s).toInt(), 6);
    QVERIFY(!unit(u"Hardrada"_s).attributes.contains(u"treasure"_s));
    QCOMPARE(CampaignReader(m_campaign->database()).account(side(u"Norway"_s)).balance, 0);
    QCOMPARE(CampaignReader(m_campaign->database()).account(side(u"S. England"_s)).balance, 6);
    // The siege of Kent at the season's end, the rules' own example: William 15 against Gyrth 5 + 1, d6 = 4:
    // 10% and 30%. It was laid at move 3, so Spring was no whole season: no surrender roll (Seiges).
    o = outcome(R"({"do": "siege", "besieger": "William", "garrison": "Gyrth", "dice": [4]})");
    QCOMPARE(o.value(u"attacker_casualties_pct"_s).toInt(), 10);
    QCOMPARE(o.value(u"defender_casualties_pct"_s).toInt(), 30);
    QVERIFY(!o.value(u"surrender_check"_s).toBool());
    QVERIFY(!o.value(u"surrenders"_s).toBool());
    step(R"({"do": "skip", "order": {"side": "S. England", "number": 2}, "reason": "Gyrth held, secretly short of food"})");
    // End of Spring: Hardrada and William eat a supply unit each; Harold has none: 2d10 = 2%.
    o = outcome(R"({"do": "season-end", "dice": {"Harold": [1, 1]}})");
    QCOMPARE(unit(u"Hardrada"_s).attributes.value(u"supply"_s).toInt(), 3);
    QCOMPARE(unit(u"William"_s).attributes.value(u"supply"_s).toInt(), 1);
    QCOMPARE(o.value(u"Harold"_s).toObject().value(u"supply_pct"_s).toInt(), 2);
    QCOMPARE(elements(u"Harold"_s).size(), 4);
    QVERIFY(!report(u"public"_s).contains(u"Hardrada attacks any army in York"_s));
    QVERIFY(!report(u"side=S. England"_s).contains(u"Hardrada attacks any army in York"_s));
    QVERIFY(report(u"side=Norway"_s).contains(u"Hardrada attacks any army in York"_s));
    book.reveal(); // the season adjudicated, the umpire publishes the orders
}

void TestDbaSeason::summerSiegeEnds()
{
    QCOMPARE(outcome(R"({"do": "next-season"})").value(u"season"_s).toString(), u"Summer 1066"_s);
    OrderBook book(*m_campaign);
    book.write(side(u"S. England"_s), OrderItem::parse(u"Harold returns to Wessex"_s));
    book.write(side(u"Normandy"_s), OrderItem::parse(u"William presses the siege of Kent"_s));
    book.reveal();
    step(R"({"do": "move", "army": "Harold", "to": "Wessex", "order": {"side": "S. England", "number": 1}})");
    // A whole Summer besieged (Spring was not one, the siege being laid at move 2): one entire season, and the
    // surrender check is due. The battle roll already takes Gyrth's last element (20% of his 2 points, rounded
    // up to a whole element), so the town falls to William with no surrender roll: the siege takes only its
    // Table 3 die, and a second die entered would be refused, not dropped (Seiges; strict input).
    const QJsonObject o = outcome(R"({"do": "siege", "besieger": "William", "garrison": "Gyrth",
        "out_of_supply": true, "dice": [5], "order": {"side": "Normandy", "number": 1}})");
    QCOMPARE(o.value(u"seasons"_s).toInt(), 1);
    QVERIFY(o.value(u"surrender_check"_s).toBool());
    QVERIFY(o.value(u"surrenders"_s).toBool());
    QVERIFY(unit(u"Gyrth"_s).isEliminated());
    const QJsonObject kent = CampaignReader(m_campaign->database()).location(u"Kent"_s).attributes;
    QCOMPARE(kent.value(u"owner"_s).toString(), u"Normandy"_s);
    QCOMPARE(kent.value(u"home"_s).toString(), u"S. England"_s);
    outcome(R"({"do": "season-end", "dice": {}})");
    // Kent is now his own, but he spent the Summer besieging in S. England's land: the season's losses and
    // supply come before the town falls (Seiges), so he eats his last unit.
    QCOMPARE(unit(u"William"_s).attributes.value(u"supply"_s).toInt(), 0);
    QCOMPARE(unit(u"Hardrada"_s).attributes.value(u"supply"_s).toInt(), 2);
}

void TestDbaSeason::autumnTaxes()
{
    step(R"({"do": "next-season"})");
    outcome(R"({"do": "season-end", "dice": {}})");
    // Table 4 revenues: S. England 29 less Kent (lost) = 25; Normandy 16 (Kent taken this year pays
    // nothing under the default reading); Norway 18.
    const QJsonObject taxes = outcome(R"({"do": "taxes"})");
    QCOMPARE(taxes.value(u"S. England"_s).toInt(), 25);
    QCOMPARE(taxes.value(u"Normandy"_s).toInt(), 16);
    QCOMPARE(taxes.value(u"Norway"_s).toInt(), 18);
    // The step's public headline (its closing entry, its undo text) is the taxes, not a ledger entry.
    const LogEntry closing
            = LogQuery(m_campaign->database(), Audience::Public).after(m_campaign->log().lastSeq() - 1).first();
    QVERIFY2(closing.publicText.startsWith(u"The autumn taxes are worked out"_s), qPrintable(closing.publicText));
    CampaignReader reader(m_campaign->database());
    QCOMPARE(reader.account(side(u"Normandy"_s)).balance, 16);
    QCOMPARE(reader.account(side(u"S. England"_s)).balance, 25 + 6); // with Norway's captured £6
}

void TestDbaSeason::winterAndUndo()
{
    step(R"({"do": "next-season"})");
    const QStringList haroldBefore = elements(u"Harold"_s);
    // William holds Kent's town since the summer siege: left to the rule's default he would withdraw into it
    // for the winter (STRATEGIC MOVEMENT, Army Movement); his orders here keep him in the field.
    const QJsonObject o = outcome(R"({"do": "season-end", "record": true, "stay_out": ["William"],
        "dice": {"Hardrada": [3, 3], "Harold": [2, 2], "William": [1, 1]}})");
    QCOMPARE(o.value(u"Harold"_s).toObject().value(u"winter_pct"_s).toInt(), 9);
    QCOMPARE(o.value(u"William"_s).toObject().value(u"winter_pct"_s).toInt(), 7);
    // 11% of a single element, but it is the C-in-C's own, which attrition cannot take (DBA campaign, SUPPLY).
    QVERIFY(!unit(u"Hardrada"_s).isEliminated());
    QCOMPARE(elements(u"Hardrada"_s).size(), 1);
    QCOMPARE(elements(u"Harold"_s).size(), haroldBefore.size() - 1);
    QCOMPARE(elements(u"William"_s), QStringList{u"kn/f"_s});
    // The sizes recorded for the charts: Normandy holds its 4 provinces and Kent, with one element left.
    const auto tracked = [&](const QString &nation, const QString &quantity) {
        for (const LedgerReader::Point &p : LedgerReader(m_campaign->database()).values(quantity))
            if (p.sideId == side(nation) && p.turn == 4)
                return p.value;
        return qint64(-1);
    };
    QCOMPARE(tracked(u"Normandy"_s, u"provinces"_s), 5);
    QCOMPARE(tracked(u"Normandy"_s, u"army_size"_s), 1);
    QCOMPARE(tracked(u"Norway"_s, u"army_size"_s), 1);
    QCOMPARE(tracked(u"S. England"_s, u"provinces"_s), 6);
    m_campaign->log().undo(); // the season's end is one action, the recorded sizes with it
    QCOMPARE(elements(u"Harold"_s), haroldBefore);
    QVERIFY(!unit(u"Hardrada"_s).isEliminated());
    QCOMPARE(tracked(u"Normandy"_s, u"army_size"_s), -1);
    m_campaign->log().redo();
    QCOMPARE(elements(u"Harold"_s).size(), haroldBefore.size() - 1);
    QCOMPARE(tracked(u"Normandy"_s, u"army_size"_s), 1);
}

void TestDbaSeason::reportsPerNation()
{
    // Next Spring's orders, written but still sealed.
    step(R"({"do": "next-season"})");
    OrderBook(*m_campaign).write(side(u"Normandy"_s), OrderItem::parse(u"William marches on Wessex by night"_s));
    step(R"({"do": "incite", "backer": "Norway", "province": "Kent", "paid": 8})"); // confidential
    const QString norway = report(u"side=Norway"_s);
    const QString england = report(u"side=S. England"_s);
    const QString normandy = report(u"side=Normandy"_s);
    const QString pub = report(u"public"_s);
    QVERIFY(norway.contains(u"one ship in four"_s));     // its own order's fate
    QVERIFY(!england.contains(u"one ship in four"_s));
    QVERIFY(england.contains(u"secretly short of food"_s));
    QVERIFY(!norway.contains(u"secretly short of food"_s));
    QVERIFY(!pub.contains(u"secretly short of food"_s) && !pub.contains(u"one ship in four"_s));
    QVERIFY(normandy.contains(u"marches on Wessex by night"_s)); // its sealed orders
    QVERIFY(norway.contains(u"Rebellion incited in Kent"_s));
    QVERIFY(!normandy.contains(u"incited"_s) && !pub.contains(u"incited"_s) && !england.contains(u"incited"_s));
    // The treasure taken at York: each side reads its own loss or gain, nobody else either.
    QVERIFY(norway.contains(u"Lost £6"_s) && !norway.contains(u"Captured £6"_s));
    QVERIFY(england.contains(u"Captured £6"_s) && !england.contains(u"Lost £6"_s));
    for (const QString &other : {normandy, pub})
        QVERIFY(!other.contains(u"£6"_s) && !other.contains(u"treasure"_s, Qt::CaseInsensitive));
    for (const QString &other : {norway, england, pub})
        QVERIFY(!other.contains(u"marches on Wessex by night"_s));
    // Where an army went is its nation's: Harold's marches (to York, then home to Wessex) and the
    // Norse voyage with its storm are in their own nation's report only; the world learns of an
    // army only where it enters somebody else's province, like the Norse landing in York.
    QVERIFY(england.contains(u"Harold moves from"_s));
    for (const QString &other : {norway, normandy, pub})
        QVERIFY(!other.contains(u"Harold moves from"_s));
    QVERIFY(norway.contains(u"Norse fleet sails from Trondelag to York"_s) && norway.contains(u"caught by a storm"_s));
    for (const QString &other : {england, normandy, pub}) {
        QVERIFY(!other.contains(u"Norse fleet sails from Trondelag to York"_s));
        QVERIFY(!other.contains(u"caught by a storm"_s));
        QVERIFY(other.contains(u"Norway lands in N. England's province York"_s)); // York is N. England's (Table 4)
    }
    // Each nation's treasury is its own (game.json "treasuries": "private"): its report shows its
    // own money only, the public report none, and the referee's all.
    const auto builder = [&](const QString &audience) {
        auto r = std::make_unique<ReportBuilder>(*m_campaign, audience, 1, 5);
        r->build();
        return r;
    };
    const auto referee = builder(u"referee"_s);
    QVERIFY(referee->summaries().size() >= 3);
    QVERIFY(!referee->periodEntries().isEmpty());
    QVERIFY(builder(u"public"_s)->summaries().isEmpty());
    QVERIFY(builder(u"public"_s)->periodEntries().isEmpty());
    QVERIFY(pub.contains(u"known only to that side"_s));
    for (const QString &name : {u"S. England"_s, u"Norway"_s}) {
        const auto own = builder(u"side="_s + name);
        QCOMPARE(own->summaries().size(), 1);
        QCOMPARE(own->summaries().first().sideId, side(name));
        QVERIFY(!own->periodEntries().isEmpty());
        for (const LedgerEntry &e : own->periodEntries())
            QCOMPARE(e.sideId, side(name));
    }
    for (const QString &r : {norway, england, normandy, pub}) {
        QVERIFY(r.contains(u"Siege of Kent"_s));          // public events reach everyone
        QVERIFY(r.contains(u"Hardrada attacks any army in York"_s)); // revealed orders are public
    }
}

void TestDbaSeason::campaignSectionsPerNation()
{
    // The DBA sections of the season report (DbaReport): a nation's own forces, provinces, bonds and
    // orders with their fates; the public holders of the provinces only; everything for the umpire.
    const auto sections = [&](Audience audience, const QString &name) {
        return DbaReport::sections(*m_campaign, audience, name.isEmpty() ? 0 : side(name), 1, 5);
    };
    const QString norway = sections(Audience::Side, u"Norway"_s);
    const QString england = sections(Audience::Side, u"S. England"_s);
    const QString normandy = sections(Audience::Side, u"Normandy"_s);
    const QString pub = sections(Audience::Public, {});
    const QString umpire = sections(Audience::Referee, {});
    // Its own forces with their generals and elements, and nobody else's.
    QVERIFY(norway.contains(u"Forces of Norway"_s) && norway.contains(u"Norse fleet"_s));
    QVERIFY(england.contains(u"Harold Godwinson (C-in-C)"_s) && england.contains(u"Provinces of S. England"_s));
    QVERIFY(england.contains(u"Wessex"_s));
    for (const QString &other : {england, normandy, pub})
        QVERIFY(!other.contains(u"Norse fleet"_s) && !other.contains(u"Forces of Norway"_s));
    for (const QString &other : {norway, normandy, pub})
        QVERIFY(!other.contains(u"Harold Godwinson"_s) && !other.contains(u"Provinces of S. England"_s));
    // Its orders in order with their fates: Norway's storm-tossed voyage, Normandy's sealed order.
    QVERIFY(norway.contains(u"Orders of Norway and their fate"_s) && norway.contains(u"one ship in four"_s));
    QVERIFY(normandy.contains(u"marches on Wessex by night"_s) && normandy.contains(u"not yet adjudicated"_s));
    for (const QString &other : {norway, england, pub})
        QVERIFY(!other.contains(u"marches on Wessex by night"_s));
    // The public sections: who holds what, no army, sum, order or supply of anybody.
    QVERIFY(pub.contains(u"Who holds the provinces"_s) && pub.contains(u"S. England"_s));
    for (const QString &secret : {u"Forces of"_s, u"£"_s, u"Orders of"_s, u"Norse fleet"_s, u"Norman fleet"_s,
                                  u"Supply units"_s, u"hostile presence"_s, u"sails"_s})
        QVERIFY2(!pub.contains(secret), qPrintable(secret));
    for (const QString &nation : {u"Norway"_s, u"S. England"_s, u"Normandy"_s})
        QVERIFY(umpire.contains(u"Forces of "_s + nation) && umpire.contains(u"Orders of "_s + nation));
    // What every nation saw this year: the Table 2 contact, the York battle and the siege of Kent; the winter's
    // step undone and redone in winterAndUndo counts once.
    for (const QString &report : {norway, england, normandy, pub}) {
        QVERIFY(report.contains(u"Contacts, battles and sieges"_s));
        QVERIFY(report.contains(u"Forces meet in York"_s) && report.contains(u"Abstract battle in York"_s));
        QVERIFY(report.contains(u"Siege of Kent"_s));
        QCOMPARE(report.count(u"Forces meet in York"_s), 1);
    }
}

void TestDbaSeason::publicLogNamesNoSecret()
{
    // Spring's raising and buying, both secret (RAISING AN ARMY; SUPPLY): S. England's spending.
    step(R"({"do": "raise", "army": "Harold", "elements": ["sp/o"]})");
    step(R"({"do": "buy-supply", "army": "Harold", "units": 1})");
    // Every public entry since the scenario was set up (the armies' set-up, the year's steps, the undo and
    // redo of the winter), as the public log and its undo texts read them; the orders the umpire revealed
    // once their season was adjudicated (and each order's fate as published with them) are public by design.
    QStringList lines;
    for (const LogEntry &e : LogQuery(m_campaign->database(), Audience::Public).after(m_scenarioSeq))
        if (!e.kind.startsWith(u"orders."_s))
            lines << e.publicText + u' ' + e.privateText;
    const QString pub = lines.join(u'\n');
    QVERIFY(pub.contains(u"Norway lands in N. England's province York"_s)); // what the world saw
    QVERIFY(pub.contains(u"Siege of Kent"_s));
    // Whatever moved or was spent only in secret: the fleets that never fought, the provinces they and
    // Harold left or went home to, the Norse hoard's place, England's raising and buying and their sums.
    for (const QString &secret : {u"Norse fleet"_s, u"Norman fleet"_s, u"Trondelag"_s, u"E. Normandy"_s, u"Wessex"_s,
                                  u"Agdar"_s, u"raises"_s, u"buys"_s, u"supply unit"_s, u"sp/o"_s, u"£"_s,
                                  u"makes a voyage"_s, u"makes a move"_s, u"gathers"_s, u"at sea"_s,
                                  u"Attrition"_s})
        QVERIFY2(!pub.contains(secret), qPrintable(u"the public log names \"%1\":\n%2"_s.arg(secret, pub)));
}

QTEST_GUILESS_MAIN(TestDbaSeason)
#include "tst_dba_season.moc"
