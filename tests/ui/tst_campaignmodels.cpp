// The Campaign panel's models: checked by QAbstractItemModelTester on a campaign
// with data, following the campaign's changes (including undo), and the
// key=value attribute text.
#include <QAbstractItemModelTester>
#include <QColor>
#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/gamecatalog.h"
#include "campaign/locationmodel.h"
#include "campaign/markermodel.h"
#include "campaign/sidemodel.h"
#include "campaign/unitmodel.h"
#include "common/attributetext.h"
#include "log/actionlog.h"
#include "testcampaigns.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestCampaignModels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void sideModel();
    void locationModel();
    void unitModel();
    void secretAttributesHaveNoColumn();
    void markerModel();
    void followsEditsAndUndo();
    void dataChangedKeepsRows();
    void noCampaignIsEmpty();
    void attributeText_data();
    void attributeText();
    void attributeTextKeepsWhatWasShown();
    void attributeTextRejects();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
};

void TestCampaignModels::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_campaign = TestCampaigns::small(m_dir.filePath(u"models.reeve"_s));
}

void TestCampaignModels::sideModel()
{
    SideModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCampaign(m_campaign.get());
    QCOMPARE(model.rowCount(), 2);
    const QModelIndex normans = model.index(0, SideModel::NameColumn);
    QCOMPARE(normans.data().toString(), u"Normans"_s);
    QCOMPARE(normans.data(Qt::DecorationRole).value<QColor>(), QColor(u"#1f4e9c"_s));
    QCOMPARE(normans.data(SideModel::ColourRole).toString(), u"#1f4e9c"_s);
    QCOMPARE(model.index(0, SideModel::PlayerColumn).data().toString(), u"Odo"_s);
    QCOMPARE(model.index(1, SideModel::UnitsColumn).data().toInt(), 1);
    QCOMPARE(model.index(1, SideModel::LostColumn).data().toInt(), 1);
    QVERIFY(model.index(0, 0).data(SideModel::IdRole).toLongLong() > 0);
}

void TestCampaignModels::locationModel()
{
    LocationModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCampaign(m_campaign.get());
    QCOMPARE(model.rowCount(), 3);
    // One column per attribute key, most common first.
    QCOMPARE(model.attributeKeys(), QStringList({u"feudal"_s, u"port"_s, u"terrain"_s}));
    QCOMPARE(model.columnCount(), LocationModel::FixedColumnCount + 3);
    // Its title in words (issue 24: "original_religion" reads "Original religion"); the key is the tooltip.
    QCOMPARE(model.headerData(LocationModel::FixedColumnCount, Qt::Horizontal).toString(), u"Feudal"_s);
    QVERIFY(model.headerData(LocationModel::FixedColumnCount, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(u"feudal"_s));
    QCOMPARE(LocationModel::keyTitle(u"original_religion"_s), u"Original religion"_s);
    QCOMPARE(LocationModel::word(u"Empire"_s), u"Empire"_s); // a name stays as it is
    int london = -1;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data(LocationModel::IdRole).toString() == u"D5"_s)
            london = row;
    }
    QVERIFY(london >= 0);
    QCOMPARE(model.index(london, LocationModel::NameColumn).data().toString(), u"London"_s);
    QCOMPARE(model.index(london, LocationModel::UnitsColumn).data().toInt(), 1);
    QCOMPARE(model.index(london, LocationModel::FixedColumnCount).data().toLongLong(), 4);
    QCOMPARE(model.index(london, LocationModel::FixedColumnCount + 2).data().toString(), u"city"_s);
}

void TestCampaignModels::secretAttributesHaveNoColumn()
{
    // The shared Campaign panel never shows what the game keeps secret (DBA: who incited a rising, where a
    // treasury lies); ordinary attributes still get their columns.
    auto dba = Campaign::create(m_dir.filePath(u"secret.reeve"_s), u"dba"_s);
    CampaignEditor editor(*dba);
    editor.addSide(u"Norway"_s);
    editor.addLocation(u"Kent"_s, u"Kent"_s, u"province"_s,
                       {{u"owner"_s, u"S. England"_s},
                        {u"incited"_s, QJsonArray{QJsonObject{{u"by"_s, u"Norway"_s}}}},
                        {u"capital"_s, u"S. England"_s}});
    const qint64 side = CampaignReader(dba->database()).sideByName(u"Norway"_s).id;
    editor.addUnit(side, u"army"_s, u"Hardrada"_s, u"Kent"_s, {{u"supply"_s, 2}, {u"treasure"_s, 6}});
    LocationModel locations;
    locations.setCampaign(dba.get());
    QCOMPARE(locations.attributeKeys(), QStringList{u"owner"_s});
    UnitModel units;
    units.setCampaign(dba.get());
    QCOMPARE(units.attributeKeys(), QStringList{u"supply"_s});
    // Another game keeps every key as a column (the small 1066 campaign above shows feudal, port, terrain).
    QVERIFY(GameCatalog::secretAttributes(u"1066"_s).isEmpty());
}

void TestCampaignModels::unitModel()
{
    UnitModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCampaign(m_campaign.get());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, UnitModel::NameColumn).data().toString(), u"William"_s);
    QCOMPARE(model.index(0, UnitModel::SideColumn).data().toString(), u"Normans"_s);
    QCOMPARE(model.index(0, UnitModel::LocationColumn).data().toString(), u"Normandy box"_s);
    QCOMPARE(model.index(1, UnitModel::LocationColumn).data().toString(), u"D5 London"_s);
    QCOMPARE(model.attributeKeys().first(), u"attack"_s);
    QCOMPARE(model.index(0, UnitModel::FixedColumnCount).data().toLongLong(), 3);
    QVERIFY(model.index(2, 0).data(UnitModel::EliminatedRole).toBool());
    QVERIFY(model.index(2, 0).data(Qt::ForegroundRole).isValid());
    QCOMPARE(model.index(2, UnitModel::StatusColumn).data().toString(), u"eliminated"_s);
}

void TestCampaignModels::markerModel()
{
    MarkerModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCampaign(m_campaign.get());
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, MarkerModel::KindColumn).data().toString(), u"castle"_s);
    QCOMPARE(model.index(0, MarkerModel::SideColumn).data().toString(), u"Anglo-Saxons"_s);
    QCOMPARE(model.index(0, MarkerModel::LocationColumn).data().toString(), u"D5 London"_s);
    QCOMPARE(model.index(0, MarkerModel::FixedColumnCount).data().toLongLong(), 2);
}

void TestCampaignModels::followsEditsAndUndo()
{
    UnitModel units;
    QAbstractItemModelTester tester(&units, QAbstractItemModelTester::FailureReportingMode::QtTest);
    units.setCampaign(m_campaign.get());
    const int before = units.rowCount();
    CampaignEditor(*m_campaign).addUnit(1, u"archers"_s, u"Bowmen"_s, u"C6"_s, {{u"missile"_s, true}});
    QCOMPARE(units.rowCount(), before + 1);
    QVERIFY(units.attributeKeys().contains(u"missile"_s)); // a new attribute column
    m_campaign->log().undo();
    QCOMPARE(units.rowCount(), before);
    QVERIFY(!units.attributeKeys().contains(u"missile"_s));
}

void TestCampaignModels::dataChangedKeepsRows()
{
    SideModel sides;
    QAbstractItemModelTester tester(&sides, QAbstractItemModelTester::FailureReportingMode::QtTest);
    sides.setCampaign(m_campaign.get());
    QSignalSpy resets(&sides, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&sides, &QAbstractItemModel::dataChanged);
    const qint64 id = sides.side(0).id;
    CampaignEditor(*m_campaign).editSide(id, u"Normans"_s, u"#123456"_s, u"Odo"_s);
    QCOMPARE(resets.count(), 0);
    QCOMPARE(changes.count(), 1);
    QCOMPARE(sides.side(0).colour, u"#123456"_s);
    m_campaign->log().undo();
    QCOMPARE(sides.side(0).colour, u"#1f4e9c"_s);
}

void TestCampaignModels::noCampaignIsEmpty()
{
    UnitModel units;
    QAbstractItemModelTester tester(&units, QAbstractItemModelTester::FailureReportingMode::QtTest);
    units.setCampaign(m_campaign.get());
    QVERIFY(units.rowCount() > 0);
    units.setCampaign(nullptr);
    QCOMPARE(units.rowCount(), 0);
    QCOMPARE(units.columnCount(), int(UnitModel::FixedColumnCount));
}

void TestCampaignModels::attributeText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QJsonObject>("expected");
    QTest::newRow("empty") << QString() << QJsonObject();
    QTest::newRow("numbers") << u"attack=3\ndefence = 2\n\n"_s
                             << QJsonObject{{u"attack"_s, 3}, {u"defence"_s, 2}};
    QTest::newRow("negative") << u"morale=-1"_s << QJsonObject{{u"morale"_s, -1}};
    QTest::newRow("text and bool") << u"terrain=forest\nport=true"_s
                                   << QJsonObject{{u"terrain"_s, u"forest"_s}, {u"port"_s, true}};
    QTest::newRow("decimal stays text") << u"ratio=2.5"_s << QJsonObject{{u"ratio"_s, u"2.5"_s}};
    QTest::newRow("equals in value") << u"note=a=b"_s << QJsonObject{{u"note"_s, u"a=b"_s}};
    QTest::newRow("list as JSON") << u"elements=[\"3Bd\", \"4Sp\", 2]"_s
                                  << QJsonObject{{u"elements"_s, QJsonArray{u"3Bd"_s, u"4Sp"_s, 2}}};
    QTest::newRow("object as JSON") << u"borders={\"Kent\": \"hill\", \"Mercia\": {\"river\": true}}\nport=true"_s
                                    << QJsonObject{{u"borders"_s,
                                                    QJsonObject{{u"Kent"_s, u"hill"_s},
                                                                {u"Mercia"_s,
                                                                 QJsonObject{{u"river"_s, true}}}}},
                                                   {u"port"_s, true}};
    QTest::newRow("JSON over several lines")
            << u"works=[\n  {\"kind\": \"castle\"},\n  {\"kind\": \"road\"}\n]\nfeudal=2"_s
            << QJsonObject{{u"works"_s, QJsonArray{QJsonObject{{u"kind"_s, u"castle"_s}},
                                                   QJsonObject{{u"kind"_s, u"road"_s}}}},
                           {u"feudal"_s, 2}};
    QTest::newRow("empty list") << u"elements=[]"_s << QJsonObject{{u"elements"_s, QJsonArray{}}};
}

void TestCampaignModels::attributeText()
{
    QFETCH(QString, text);
    QFETCH(QJsonObject, expected);
    const QJsonObject parsed = AttributeText::parse(text);
    QCOMPARE(parsed, expected);
    QVERIFY(parsed.value(u"attack"_s).isUndefined() || parsed.value(u"attack"_s).isDouble());
    QCOMPARE(AttributeText::parse(AttributeText::lines(parsed)), parsed); // round trip
}

void TestCampaignModels::attributeTextKeepsWhatWasShown()
{
    // What the dialog showed and the user left alone comes back with its exact value and type;
    // lists and objects show as JSON.
    const QJsonObject original{{u"elements"_s, QJsonArray{u"3Bd"_s, u"4Sp"_s}},
                               {u"borders"_s, QJsonObject{{u"Kent"_s, u"hill"_s}}},
                               {u"treasure"_s, 2.5},
                               {u"code"_s, u"7"_s},
                               {u"note"_s, QJsonValue()}};
    const QString shown = AttributeText::lines(original);
    QVERIFY2(shown.contains(u"elements=[\"3Bd\",\"4Sp\"]"_s), qPrintable(shown));
    QVERIFY2(shown.contains(u"borders={\"Kent\":\"hill\"}"_s), qPrintable(shown));
    QCOMPARE(AttributeText::parse(shown, original), original);
    // A changed line follows what was typed; the other lines keep their values.
    QString edited = shown;
    edited.replace(u"code=7"_s, u"code=8"_s);
    QJsonObject expected = original;
    expected.insert(u"code"_s, 8);
    QCOMPARE(AttributeText::parse(edited, original), expected);
    QCOMPARE(AttributeText::summary({{u"elements"_s, QJsonArray{u"3Bd"_s}}}), u"elements=[\"3Bd\"]"_s);
}

void TestCampaignModels::attributeTextRejects()
{
    try {
        AttributeText::parse(u"attack=3\nelements=[\"3Bd\", \"4Sp\"\ndefence=2"_s);
        QFAIL("invalid JSON must be refused");
    } catch (const Failure &failure) {
        QVERIFY2(failure.message().contains(u"Line 2"_s), qPrintable(failure.message()));
        QVERIFY(failure.message().contains(u"elements"_s));
        QVERIFY(failure.message().contains(u"not valid JSON"_s));
    }
    try {
        AttributeText::parse(u"attack=3\njust words"_s);
        QFAIL("a line without '=' must be refused");
    } catch (const Failure &failure) {
        QVERIFY(failure.message().contains(u"Line 2"_s));
    }
}

QTEST_MAIN(TestCampaignModels)
#include "tst_campaignmodels.moc"
