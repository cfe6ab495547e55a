// Sealed written orders: parsing numbered and conditional items, privacy of the
// sealed text in the log and the views, salted commitments, amend before the
// reveal, the reveal's commitment check (a tampered text is refused), undo of
// each step, fates, and the schema step that adds the orders table.
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "orders/orderbook.h"
#include "orders/orderview.h"
#include "storage/database.h"
#include "storage/schema.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestOrders : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void parse_data();
    void parse();
    void parseRefuses_data();
    void parseRefuses();
    void writeIsPrivateWithCommitment();
    void saltMakesEqualTextsDiffer();
    void amendBeforeRevealOnly();
    void revealShowsAllAndVerifies();
    void tamperedTextFailsTheCheck_data();
    void tamperedTextFailsTheCheck();
    void undoWriteAmendReveal();
    void viewsPerAudience();
    void fatesFollowTheirAudience();
    void openedOrdersStayPrivate();
    void oldFileGainsOrdersTable();

private:
    struct Setup
    {
        std::unique_ptr<Campaign> campaign;
        qint64 wessex = 0;
        qint64 norway = 0;
        qint64 normandy = 0;
    };
    Setup make(const QString &name)
    {
        Setup s;
        s.campaign = Campaign::create(m_dir.filePath(name), u"dba"_s);
        CampaignEditor editor(*s.campaign);
        editor.addSide(u"Wessex"_s);
        editor.addSide(u"Norway"_s);
        editor.addSide(u"Normandy"_s);
        CampaignReader reader(s.campaign->database());
        s.wessex = reader.sideByName(u"Wessex"_s).id;
        s.norway = reader.sideByName(u"Norway"_s).id;
        s.normandy = reader.sideByName(u"Normandy"_s).id;
        return s;
    }
    static QString allText(Campaign &c, Audience audience, qint64 side = 0)
    {
        QString text;
        for (const LogEntry &e : LogQuery(c.database(), audience, side).entries(0, -1))
            text += e.publicText + u'\n' + e.privateText + u'\n';
        return text;
    }
    QTemporaryDir m_dir;
};

void TestOrders::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("numbers");
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<QStringList>("actions");
    QTest::newRow("plain lines numbered in order")
        << u"March to Kent\n\nWait and defend"_s << QList<int>{1, 2} << QStringList{u""_s, u""_s}
        << QStringList{u"March to Kent"_s, u"Wait and defend"_s};
    QTest::newRow("explicit numbers and then")
        << u"3. Embark at Dover\n5) if invaded then advance into Sussex"_s << QList<int>{3, 5}
        << QStringList{u""_s, u"invaded"_s} << QStringList{u"Embark at Dover"_s, u"advance into Sussex"_s};
    QTest::newRow("colon and comma, case kept")
        << u"If the Danes land: hold York\nIF storm, stay beached"_s << QList<int>{1, 2}
        << QStringList{u"the Danes land"_s, u"storm"_s} << QStringList{u"hold York"_s, u"stay beached"_s};
    QTest::newRow("unnumbered follows the last number")
        << u"4. Raise levies\nBuild a town"_s << QList<int>{4, 5} << QStringList{u""_s, u""_s}
        << QStringList{u"Raise levies"_s, u"Build a town"_s};
    QTest::newRow("if without a consequence stays plain")
        << u"if possible"_s << QList<int>{1} << QStringList{u""_s} << QStringList{u"if possible"_s};
}

void TestOrders::parse()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, numbers);
    QFETCH(QStringList, conditions);
    QFETCH(QStringList, actions);
    const QList<OrderItem> items = OrderItem::parse(text);
    QCOMPARE(items.size(), numbers.size());
    for (qsizetype i = 0; i < items.size(); ++i) {
        QCOMPARE(items.at(i).number, numbers.at(i));
        QCOMPARE(items.at(i).condition, conditions.at(i));
        QCOMPARE(items.at(i).text, actions.at(i));
        QCOMPARE(items.at(i).isConditional(), !conditions.at(i).isEmpty());
    }
}

void TestOrders::parseRefuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << u"  \n\n"_s;
    QTest::newRow("repeated number") << u"1. a\n1. b"_s;
    QTest::newRow("number without text") << u"2."_s;
}

void TestOrders::parseRefuses()
{
    QFETCH(QString, text);
    try {
        OrderItem::parse(text);
        QFAIL("parse accepted bad orders");
    } catch (const Failure &f) {
        QCOMPARE(f.kind(), Failure::Kind::BadInput);
    }
}

void TestOrders::writeIsPrivateWithCommitment()
{
    Setup s = make(u"private.reeve"_s);
    OrderBook book(*s.campaign);
    const QList<OrderItem> items = OrderItem::parse(u"Sail to Orkney\nif invaded then hold Trondheim"_s);
    const OrderOutcome out = book.write(s.norway, items);
    const auto stored = book.ordersOf(s.norway);
    QVERIFY(stored.has_value());
    QCOMPARE(stored->version, 1);
    QVERIFY(!stored->revealed);
    QCOMPARE(stored->salt.size(), 32);
    QCOMPARE(stored->commitment, OrderBook::commitment(stored->salt, items));
    QVERIFY(out.publicText.contains(stored->commitment));
    // The public, and another side, never see the text; Norway and the referee do.
    QVERIFY(!allText(*s.campaign, Audience::Public).contains(u"Orkney"_s));
    QVERIFY(!allText(*s.campaign, Audience::Side, s.wessex).contains(u"Orkney"_s));
    QVERIFY(allText(*s.campaign, Audience::Side, s.norway).contains(u"Sail to Orkney"_s));
    QVERIFY(allText(*s.campaign, Audience::Referee).contains(u"If invaded: hold Trondheim"_s));
    QVERIFY(allText(*s.campaign, Audience::Public).contains(stored->commitment));
}

void TestOrders::saltMakesEqualTextsDiffer()
{
    Setup s = make(u"salt.reeve"_s);
    OrderBook book(*s.campaign);
    const QList<OrderItem> items = OrderItem::parse(u"Stay"_s);
    book.write(s.wessex, items);
    book.write(s.norway, items);
    const QString a = book.ordersOf(s.wessex)->commitment;
    const QString b = book.ordersOf(s.norway)->commitment;
    QVERIFY(a != b);
    // Without the salt, the short text's plain hash would give it away.
    QVERIFY(a != OrderBook::commitment(QString(), items));
}

void TestOrders::amendBeforeRevealOnly()
{
    Setup s = make(u"amend.reeve"_s);
    OrderBook book(*s.campaign);
    book.write(s.wessex, OrderItem::parse(u"March to Kent"_s));
    const QString first = book.ordersOf(s.wessex)->commitment;
    const OrderOutcome amended = book.write(s.wessex, OrderItem::parse(u"March to Sussex"_s));
    const auto now = book.ordersOf(s.wessex);
    QCOMPARE(now->version, 2);
    QCOMPARE(now->items.first().text, u"March to Sussex"_s);
    QVERIFY(now->commitment != first);
    QCOMPARE(s.campaign->log().action(amended.seq).kind, u"orders.amend"_s);
    book.reveal();
    try {
        book.write(s.wessex, OrderItem::parse(u"Flee"_s));
        QFAIL("amended after the reveal");
    } catch (const Failure &f) {
        QCOMPARE(f.kind(), Failure::Kind::BadInput);
    }
}

void TestOrders::revealShowsAllAndVerifies()
{
    Setup s = make(u"reveal.reeve"_s);
    OrderBook book(*s.campaign);
    try {
        book.reveal();
        QFAIL("revealed nothing");
    } catch (const Failure &f) {
        QCOMPARE(f.kind(), Failure::Kind::BadInput);
    }
    book.write(s.wessex, OrderItem::parse(u"Hold London"_s));
    book.write(s.normandy, OrderItem::parse(u"Embark at St Valery"_s));
    QVERIFY(book.verify().isEmpty());
    const OrderOutcome out = book.reveal();
    QVERIFY(out.publicText.contains(u"Hold London"_s));
    QVERIFY(out.publicText.contains(u"Embark at St Valery"_s));
    for (const SealedOrders &o : book.orders())
        QVERIFY(o.revealed);
    QVERIFY(allText(*s.campaign, Audience::Side, s.norway).contains(u"Embark at St Valery"_s));
    // Anyone can check the commitment from the reveal's public data.
    const QJsonObject first = out.data.value(u"orders"_s).toArray().first().toObject();
    QCOMPARE(OrderBook::commitment(first.value(u"salt"_s).toString(),
                                   OrderItem::listFromJson(first.value(u"items"_s).toArray())),
             first.value(u"commitment"_s).toString());
}

void TestOrders::tamperedTextFailsTheCheck_data()
{
    QTest::addColumn<bool>("alsoCommitment");
    QTest::newRow("text changed") << false;
    QTest::newRow("text and its commitment changed") << true;
}

void TestOrders::tamperedTextFailsTheCheck()
{
    QFETCH(bool, alsoCommitment);
    Setup s = make(alsoCommitment ? u"tamper2.reeve"_s : u"tamper1.reeve"_s);
    OrderBook book(*s.campaign);
    book.write(s.wessex, OrderItem::parse(u"Hold London"_s));
    const SealedOrders o = *book.ordersOf(s.wessex);
    QList<OrderItem> forged = OrderItem::parse(u"Attack Normandy"_s);
    const QString items = QString::fromUtf8(QJsonDocument(OrderItem::toJson(forged)).toJson(QJsonDocument::Compact));
    const QString commitment = alsoCommitment ? OrderBook::commitment(o.salt, forged) : o.commitment;
    s.campaign->database().exec(u"UPDATE orders SET items = ?, commitment = ? WHERE side_id = ?"_s,
                                {items, commitment, s.wessex});
    QCOMPARE(book.verify().size(), 1);
    const qint64 before = s.campaign->log().lastSeq();
    try {
        book.reveal();
        QFAIL("a tampered text was revealed");
    } catch (const Failure &f) {
        QCOMPARE(f.kind(), Failure::Kind::Verification);
        QVERIFY(f.message().contains(u"Wessex"_s));
    }
    QCOMPARE(s.campaign->log().lastSeq(), before);
    QVERIFY(!book.ordersOf(s.wessex)->revealed);
}

void TestOrders::undoWriteAmendReveal()
{
    Setup s = make(u"undo.reeve"_s);
    OrderBook book(*s.campaign);
    book.write(s.wessex, OrderItem::parse(u"Hold London"_s));
    book.write(s.wessex, OrderItem::parse(u"Hold York"_s));
    book.reveal();
    QVERIFY(book.ordersOf(s.wessex)->revealed);
    s.campaign->log().undo();
    QVERIFY(!book.ordersOf(s.wessex)->revealed);
    s.campaign->log().undo();
    QCOMPARE(book.ordersOf(s.wessex)->items.first().text, u"Hold London"_s);
    QCOMPARE(book.ordersOf(s.wessex)->version, 1);
    QVERIFY(book.verify().isEmpty());
    s.campaign->log().undo();
    QVERIFY(!book.ordersOf(s.wessex).has_value());
    s.campaign->log().redo();
    QCOMPARE(book.ordersOf(s.wessex)->items.first().text, u"Hold London"_s);
    QVERIFY(book.verify().isEmpty());
}

void TestOrders::viewsPerAudience()
{
    Setup s = make(u"views.reeve"_s);
    OrderBook book(*s.campaign);
    book.write(s.wessex, OrderItem::parse(u"Hold London"_s));
    book.write(s.norway, OrderItem::parse(u"Sail to York"_s));
    const auto joined = [&](Audience a, qint64 side) { return OrderView(*s.campaign, a, side).toLines().join(u'\n'); };
    const QString pub = joined(Audience::Public, 0);
    QVERIFY(!pub.contains(u"London"_s) && !pub.contains(u"York"_s));
    QVERIFY(pub.contains(u"Normandy: no orders yet"_s));
    QVERIFY(pub.contains(book.ordersOf(s.wessex)->commitment));
    const QString wessex = joined(Audience::Side, s.wessex);
    QVERIFY(wessex.contains(u"Hold London"_s) && !wessex.contains(u"York"_s));
    const QString referee = joined(Audience::Referee, 0);
    QVERIFY(referee.contains(u"Hold London"_s) && referee.contains(u"Sail to York"_s));
    QVERIFY(!OrderView(*s.campaign, Audience::Public).toJson().value(u"sides"_s).toArray().first().toObject()
                 .contains(u"salt"_s));
    book.reveal();
    QVERIFY(joined(Audience::Public, 0).contains(u"Sail to York"_s));
}

void TestOrders::fatesFollowTheirAudience()
{
    Setup s = make(u"fates.reeve"_s);
    OrderBook book(*s.campaign);
    book.write(s.wessex, OrderItem::parse(u"1. Hold London\n2. if invaded then march south"_s));
    try {
        book.setFate(s.wessex, 1, u"done"_s, true);
        QFAIL("fate before the reveal");
    } catch (const Failure &f) {
        QCOMPARE(f.kind(), Failure::Kind::BadInput);
    }
    book.reveal();
    book.setFate(s.wessex, 1, u"Held"_s, true);
    book.setFate(s.wessex, 2, u"Spy saw no landing"_s, false);
    const QString pub = OrderView(*s.campaign, Audience::Public).toLines().join(u'\n');
    QVERIFY(pub.contains(u"Held"_s));
    QVERIFY(!pub.contains(u"Spy saw"_s));
    QVERIFY(!allText(*s.campaign, Audience::Public).contains(u"Spy saw"_s));
    QVERIFY(OrderView(*s.campaign, Audience::Side, s.wessex).toLines().join(u'\n').contains(u"Spy saw"_s));
    QVERIFY(!OrderView(*s.campaign, Audience::Side, s.norway).toLines().join(u'\n').contains(u"Spy saw"_s));
    // The fates are not part of the sealed text: the commitment still holds.
    QVERIFY(book.verify().isEmpty());
    try {
        book.setFate(s.wessex, 9, u"x"_s, true);
        QFAIL("fate of a missing item");
    } catch (const Failure &f) {
        QCOMPARE(f.kind(), Failure::Kind::BadInput);
    }
}

void TestOrders::openedOrdersStayPrivate()
{
    // An umpire opens the orders to adjudicate them: amendments end and fates can be recorded,
    // but no other side (nor the public) reads a text until a reveal, if one ever comes.
    Setup s = make(u"open.reeve"_s);
    OrderBook book(*s.campaign);
    book.write(s.wessex, OrderItem::parse(u"1. Hold London\n2. if invaded then march south"_s));
    book.write(s.normandy, OrderItem::parse(u"Embark at St Valery"_s));
    const OrderOutcome opened = book.open();
    QVERIFY(opened.publicText.contains(u"Wessex"_s));
    QVERIFY(!opened.publicText.contains(u"Hold London"_s) && !opened.publicText.contains(u"St Valery"_s));
    for (const SealedOrders &o : book.orders())
        QVERIFY(o.opened && !o.revealed);
    for (const QString &text : {allText(*s.campaign, Audience::Public),
                                allText(*s.campaign, Audience::Side, s.norway),
                                OrderView(*s.campaign, Audience::Public).toLines().join(u'\n'),
                                OrderView(*s.campaign, Audience::Side, s.normandy).toLines().join(u'\n')}) {
        QVERIFY(!text.contains(u"Hold London"_s));
    }
    QVERIFY(OrderView(*s.campaign, Audience::Side, s.wessex).toLines().join(u'\n').contains(u"Hold London"_s));
    QVERIFY(OrderView(*s.campaign, Audience::Public).toLines().join(u'\n').contains(u"opened by the referee"_s));
    QVERIFY_THROWS_EXCEPTION(Failure, book.write(s.wessex, OrderItem::parse(u"Flee"_s)));
    QVERIFY_THROWS_EXCEPTION(Failure, book.open()); // nothing left to open
    book.setFate(s.wessex, 1, u"Held"_s, false);
    QVERIFY(!allText(*s.campaign, Audience::Side, s.normandy).contains(u"Held"_s));
    // A later reveal still publishes and checks everything; undoing the opening seals them again.
    const OrderOutcome revealed = book.reveal();
    QVERIFY(revealed.publicText.contains(u"Hold London"_s));
    s.campaign->log().undo();
    s.campaign->log().undo();
    s.campaign->log().undo();
    for (const SealedOrders &o : book.orders())
        QVERIFY(!o.opened);
    book.write(s.wessex, OrderItem::parse(u"Flee"_s)); // sealed again: amendable
}

void TestOrders::oldFileGainsOrdersTable()
{
    const QString file = m_dir.filePath(u"v5.reeve"_s);
    {
        Database db(file, Database::Mode::ReadWrite);
        Schema::migrate(db, 5);
        db.exec(u"INSERT INTO meta (key, value) VALUES ('game', 'dba'), ('name', 'Old')"_s);
        db.exec(u"INSERT INTO clock (id, turn, year, period, phase, active_side) VALUES (1, 1, 1066, 'Spring', '', 0)"_s);
        db.exec(u"INSERT INTO sides (id, name, colour) VALUES (1, 'Wessex', '#aa0000')"_s);
        QCOMPARE(db.scalar(u"SELECT count(*) FROM sqlite_master WHERE name = 'orders'"_s).toInt(), 0);
    }
    auto campaign = Campaign::open(file);
    QCOMPARE(Schema::version(campaign->database()), 6);
    OrderBook book(*campaign);
    book.write(1, OrderItem::parse(u"Hold"_s));
    QCOMPARE(book.orders().size(), 1);
}

QTEST_GUILESS_MAIN(TestOrders)
#include "tst_orders.moc"
