// The rules reference format: entries with their fields, a bad heading reported
// with its line, search by every word, links from procedures back to sections,
// and every shipped reference parsing and naming only procedures and tables
// that exist.
#include <QSet>
#include <QtTest>

#include "campaign/campaigntables.h"
#include "campaign/gamecatalog.h"
#include "procedures/procedureregistry.h"
#include "reference/rulesreference.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

const QString kSample = uR"(# Test game — rules reference

Anything before the first entry is ignored.

## §11 | Vassalage
procedures: 1066.vassalage, 1066.hand-limit
tables: 1066.crt
open: yes

First paragraph about points and dice.

Second paragraph.

## Table 3 | Abstract battle
The modifier is a house setting.
)"_s;

} // namespace

class TestRulesReference : public QObject
{
    Q_OBJECT
private slots:
    void parsesEntries()
    {
        const RulesReference ref = RulesReference::parse(u"1066"_s, kSample, u"sample"_s);
        QCOMPARE(ref.entries().size(), 2);
        const ReferenceEntry &a = ref.entries().at(0);
        QCOMPARE(a.ref, u"§11"_s);
        QCOMPARE(a.title, u"Vassalage"_s);
        QCOMPARE(a.procedures, (QStringList{u"1066.vassalage"_s, u"1066.hand-limit"_s}));
        QCOMPARE(a.tables, QStringList{u"1066.crt"_s});
        QVERIFY(a.open);
        QCOMPARE(a.summary, u"First paragraph about points and dice.\n\nSecond paragraph."_s);
        QCOMPARE(a.citation(), u"1066 §11"_s);
        const ReferenceEntry &b = ref.entries().at(1);
        QCOMPARE(b.ref, u"Table 3"_s);
        QVERIFY(!b.open);
        QVERIFY(b.procedures.isEmpty());
        QCOMPARE(b.summary, u"The modifier is a house setting."_s);
    }

    void badHeadingNamesTheLine()
    {
        try {
            RulesReference::parse(u"1066"_s, u"# t\n\n## §11 Vassalage\n"_s, u"ref.md"_s);
            QFAIL("a heading without a bar was accepted");
        } catch (const Failure &f) {
            QVERIFY2(f.message().contains(u"ref.md, line 3"_s), qPrintable(f.message()));
        }
    }

    void searchesEveryWord()
    {
        const RulesReference ref = RulesReference::parse(u"1066"_s, kSample, u"sample"_s);
        QCOMPARE(ref.search(QString()).size(), 2);
        QCOMPARE(ref.search(u"dice POINTS"_s).size(), 1);
        QCOMPARE(ref.search(u"house"_s).first().ref, u"Table 3"_s);
        QCOMPARE(ref.search(u"1066.crt"_s).size(), 1);
        QVERIFY(ref.search(u"dice house"_s).isEmpty());
        QCOMPARE(ref.forProcedure(u"1066.hand-limit"_s).size(), 1);
        QVERIFY(ref.forProcedure(u"1066.attack"_s).isEmpty());
    }

    // Every game's reference: enough entries, each with a summary, naming only procedures and
    // tables that exist, and linking every procedure and every table of its game.
    void shippedReferencesAreConsistent_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("minimumEntries");
        QTest::newRow("1066") << u"1066"_s << 30; // §1-§28 and the two charts
        QTest::newRow("dba") << u"dba"_s << 30;
        QTest::newRow("sas") << u"sas"_s << 25;
        QTest::newRow("charlemagne") << u"charlemagne"_s << 10;
        QTest::newRow("britain") << u"britain"_s << 10;
    }

    void shippedReferencesAreConsistent()
    {
        QFETCH(QString, game);
        QFETCH(int, minimumEntries);
        const ProcedureRegistry &registry = ProcedureRegistry::standard();
        const TableLibrary &tables = CampaignTables::builtIn();
        const RulesReference &ref = RulesReference::builtIn(game);
        QVERIFY(ref.entries().size() >= minimumEntries);
        QSet<QString> procedures, tableIds;
        for (const ReferenceEntry &e : ref.entries()) {
            QVERIFY2(!e.summary.trimmed().isEmpty(), qPrintable(e.citation()));
            for (const QString &id : e.procedures)
                QVERIFY2(registry.contains(id), qPrintable(e.citation() + u" names unknown procedure "_s + id));
            for (const QString &id : e.tables)
                QVERIFY2(tables.contains(id), qPrintable(e.citation() + u" names unknown table "_s + id));
            procedures.unite(QSet<QString>(e.procedures.begin(), e.procedures.end()));
            tableIds.unite(QSet<QString>(e.tables.begin(), e.tables.end()));
        }
        for (const Procedure *p : registry.list(game))
            QVERIFY2(procedures.contains(p->id), qPrintable(p->id + u" is in no reference entry"_s));
        for (const QString &id : tables.tableIds(game))
            QVERIFY2(tableIds.contains(id), qPrintable(id + u" is in no reference entry"_s));
    }
};

QTEST_GUILESS_MAIN(TestRulesReference)
#include "tst_rulesreference.moc"
