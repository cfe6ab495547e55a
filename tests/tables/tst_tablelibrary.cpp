// Tests of TableLibrary: resource and directory loading, errors naming file and JSON path, overrides.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "tables/tablelibrary.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

const QString dataDir = QStringLiteral(REEVE_SOURCE_DIR "/tests/tables/data");

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

QString describe(const QList<TableLibrary::LoadError> &errors)
{
    QStringList lines;
    for (const TableLibrary::LoadError &error : errors)
        lines.append(error.message);
    return lines.join(u'\n');
}

} // namespace

class TestTableLibrary : public QObject
{
    Q_OBJECT

private slots:
    void shippedAndResourceTablesLoad();
    void emptyOrMissingDirectory();
    void directoryIndexesByIdAndGame();
    void loadErrors_data();
    void loadErrors();
    void nonTableDocumentsAreSkipped();
    void badFileIsSkippedOthersLoad();
    void duplicateIdAcrossFiles();
    void applyOverride();
    void overrideErrors_data();
    void overrideErrors();
};

void TestTableLibrary::shippedAndResourceTablesLoad()
{
    // Everything compiled in under :/rules/ must load: the games' own files and the test
    // table this executable adds under :/rules/tests/.
    TableLibrary library;
    const QList<TableLibrary::LoadError> errors = library.loadDefault();
    QVERIFY2(errors.isEmpty(), qPrintable(describe(errors)));
    QVERIFY(library.contains(u"generic.resource-sample"_s));
    QCOMPARE(library.sourceOf(u"generic.resource-sample"_s), u":/rules/tests/resource-sample.json"_s);
    const RuleTable &table = library.table(u"generic.resource-sample"_s);
    QCOMPARE(table.require(table.rowIndexFor(6), 0).value.toString(), u"win"_s);
}

void TestTableLibrary::emptyOrMissingDirectory()
{
    QTemporaryDir empty;
    TableLibrary library;
    QVERIFY(library.loadDirectory(empty.path()).isEmpty());
    QVERIFY(library.loadDirectory(empty.path() + u"/does-not-exist"_s).isEmpty());
    QCOMPARE(library.size(), 0);
    QVERIFY(library.games().isEmpty());
    QVERIFY(!library.find(u"generic.morale"_s));
    QVERIFY_THROWS_EXCEPTION(Failure, library.table(u"generic.morale"_s));
}

void TestTableLibrary::directoryIndexesByIdAndGame()
{
    TableLibrary library;
    const QList<TableLibrary::LoadError> errors = library.loadDirectory(dataDir);
    QVERIFY2(errors.isEmpty(), qPrintable(describe(errors)));
    // data/sample.json and, recursively, data/resource/resource-sample.json.
    QCOMPARE(library.tableIds(), (QStringList{u"generic.events"_s, u"generic.morale"_s,
                                              u"generic.resource-sample"_s, u"generic.skirmish"_s}));
    QCOMPARE(library.tableIds(u"generic"_s).size(), 4);
    QVERIFY(library.tableIds(u"dba"_s).isEmpty());
    QCOMPARE(library.games(), QStringList{u"generic"_s});
    const RuleTable &morale = library.table(u"generic.morale"_s);
    QCOMPARE(morale.dice(), u"2d6"_s);
    QCOMPARE(morale.cell(1, 0).provenance, Provenance::Text);
    QCOMPARE(morale.cell(1, 0).note, u"Sample §4.2"_s);
    QVERIFY(morale.cell(2, 0).isMissing());
    const RuleTable &events = library.table(u"generic.events"_s);
    QCOMPARE(events.kind(), RuleTable::Kind::D66List);
    QCOMPARE(events.dice(), u"d66"_s);
    QCOMPARE(events.missingCells().size(), 5);
    QCOMPARE(library.table(u"generic.skirmish"_s).columnKind(), RuleTable::ColumnKind::Differential);
}

void TestTableLibrary::loadErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("jsonPath");
    QTest::addColumn<QString>("needle");
    const QByteArray good = R"({"id": "generic.a", "title": "A", "kind": "die", "dice": "d6", "columns": ["r"],
                                "rows": [{"key": "1-6"}]})";
    QTest::newRow("syntax") << QByteArray("{\"game\": \"generic\",\n \"tables\": [,]}") << u"$"_s
                            << u"not valid JSON at line 2, column"_s;
    QTest::newRow("unknown game") << QByteArray(R"({"game": "chess", "tables": []})") << u"$.game"_s
                                  << u"$.game: expected one of"_s;
    QTest::newRow("tables not a list") << QByteArray(R"({"game": "generic", "tables": {}})") << u"$.tables"_s
                                       << u"$.tables: expected a list"_s;
    QTest::newRow("bad cell") << QByteArray(R"({"game": "generic", "tables": [)" + good + R"(,
        {"id": "generic.b", "title": "B", "kind": "die", "dice": "d6", "columns": ["r"],
         "rows": [{"key": "1"}, {"key": "2", "cells": [4]}]}]})")
                              << u"$.tables[1].rows[1].cells[0]"_s << u"has no provenance"_s;
    QTest::newRow("duplicate in file")
            << QByteArray(R"({"game": "generic", "tables": [)" + good + "," + good + "]}")
            << u"$.tables[1].id"_s << u"already defined at $.tables[0]"_s;
}

void TestTableLibrary::loadErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, jsonPath);
    QFETCH(QString, needle);
    QTemporaryDir dir;
    const QString file = dir.filePath(u"broken.json"_s);
    writeFile(file, json);
    TableLibrary library;
    const QList<TableLibrary::LoadError> errors = library.loadDirectory(dir.path());
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first().file, file);
    QCOMPARE(errors.first().jsonPath, jsonPath);
    QVERIFY2(errors.first().message.startsWith(file + u": "_s), qPrintable(errors.first().message));
    QVERIFY2(errors.first().message.contains(needle), qPrintable(errors.first().message));
    QCOMPARE(library.size(), 0); // a document loads all or nothing
    try {
        library.loadFile(file);
        QFAIL("no exception");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QCOMPARE(failure.detail().value(u"file"_s).toString(), file);
        QCOMPARE(failure.detail().value(u"path"_s).toString(), jsonPath);
    }
}

void TestTableLibrary::nonTableDocumentsAreSkipped()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"list.json"_s), "[1, 2]");
    writeFile(dir.filePath(u"game.json"_s), R"({"id": "dba", "clock": {"unit": "season"}})");
    TableLibrary library;
    const QList<TableLibrary::LoadError> errors = library.loadDirectory(dir.path());
    QVERIFY2(errors.isEmpty(), qPrintable(describe(errors)));
    QCOMPARE(library.size(), 0);
}

void TestTableLibrary::badFileIsSkippedOthersLoad()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(u"sub"_s));
    writeFile(dir.filePath(u"a.json"_s), "not json");
    QVERIFY(QFile::copy(dataDir + u"/sample.json"_s, dir.filePath(u"sub/sample.json"_s)));
    TableLibrary library;
    const QList<TableLibrary::LoadError> errors = library.loadDirectory(dir.path());
    QCOMPARE(errors.size(), 1);
    QCOMPARE(library.size(), 3);
}

void TestTableLibrary::duplicateIdAcrossFiles()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(dataDir + u"/sample.json"_s, dir.filePath(u"one.json"_s)));
    QVERIFY(QFile::copy(dataDir + u"/sample.json"_s, dir.filePath(u"two.json"_s)));
    TableLibrary library;
    const QList<TableLibrary::LoadError> errors = library.loadDirectory(dir.path());
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first().file, dir.filePath(u"two.json"_s));
    QVERIFY2(errors.first().message.contains(u"already defined in %1"_s.arg(dir.filePath(u"one.json"_s))),
             qPrintable(errors.first().message));
    QCOMPARE(library.size(), 3);
}

void TestTableLibrary::applyOverride()
{
    TableLibrary library;
    library.loadFile(dataDir + u"/sample.json"_s);
    library.applyOverrides({
            {u"generic.morale"_s, u"8-9"_s, u"result"_s, QJsonValue(u"waver"_s), u"club ruling 3"_s},
            {u"generic.morale"_s, u"\u22644"_s, u"result"_s, QJsonValue(u"flee"_s), {}},
            {u"generic.skirmish"_s, u"1-3"_s, u"+1"_s, QJsonValue(2), {}},
    });
    const RuleTable &morale = library.table(u"generic.morale"_s);
    QCOMPARE(morale.require(2, 0).value.toString(), u"waver"_s);
    QCOMPARE(morale.cell(2, 0).provenance, Provenance::House);
    QCOMPARE(morale.cell(2, 0).note, u"club ruling 3"_s);
    QCOMPARE(morale.cell(0, 0).value.toString(), u"flee"_s);
    QCOMPARE(morale.cell(3, 0).provenance, Provenance::Example);
    QCOMPARE(library.table(u"generic.skirmish"_s).cell(0, 3).value.toInt(), 2);
}

void TestTableLibrary::overrideErrors_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("row");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("needle");
    QTest::newRow("table") << u"generic.nothing"_s << u"1"_s << u"result"_s << QJsonValue(1)
                           << u"generic.nothing"_s;
    QTest::newRow("row") << u"generic.morale"_s << u"8"_s << u"result"_s << QJsonValue(1) << u"row 8"_s;
    QTest::newRow("column") << u"generic.morale"_s << u"8-9"_s << u"outcome"_s << QJsonValue(1)
                            << u"column outcome"_s;
    QTest::newRow("null") << u"generic.morale"_s << u"8-9"_s << u"result"_s << QJsonValue() << u"no value"_s;
    QTest::newRow("bool") << u"generic.morale"_s << u"8-9"_s << u"result"_s << QJsonValue(true)
                          << u"number or a text"_s;
}

void TestTableLibrary::overrideErrors()
{
    QFETCH(QString, table);
    QFETCH(QString, row);
    QFETCH(QString, column);
    QFETCH(QJsonValue, value);
    QFETCH(QString, needle);
    TableLibrary library;
    library.loadFile(dataDir + u"/sample.json"_s);
    try {
        library.applyOverride({table, row, column, value, {}});
        QFAIL("no exception");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY2(failure.message().contains(needle), qPrintable(failure.message()));
    }
}

QTEST_GUILESS_MAIN(TestTableLibrary)
#include "tst_tablelibrary.moc"
