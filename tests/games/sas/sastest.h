// Shared helpers of the Swords & Sails tests: run a procedure by id with
// command-line words and entered dice, and compare outcome fields given as JSON.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "campaign/campaigntables.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace SasTest {

using namespace Qt::StringLiterals;

/// The columns every data-driven procedure table uses.
inline void addColumns()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("expected"); // JSON object of outcome fields
    QTest::addColumn<int>("code");         // 0 ok, 2 bad input, 3 missing figure
    QTest::addColumn<QString>("mention");  // text some explanation step must contain
}

/// Runs the row's procedure on \a tables and checks the outcome fields, or the failure's exit code.
inline void checkRow(const Reeve::TableLibrary &tables = Reeve::CampaignTables::builtIn())
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QFETCH(QString, expected);
    QFETCH(int, code);
    QFETCH(QString, mention);
    const Reeve::Procedure &p = Reeve::ProcedureRegistry::standard().get(id);
    const Reeve::ProcedureRunner runner(tables);
    try {
        const QJsonObject inputs = Reeve::ProcedureRunner::parseInputs(p, words);
        const Reeve::ProcedureResult result = runner.runEntered(p, inputs, dice);
        QVERIFY2(code == 0, qPrintable(u"expected exit %1, got outcome %2"_s.arg(code).arg(
                                QString::fromUtf8(QJsonDocument(result.outcome).toJson(QJsonDocument::Compact)))));
        const QJsonObject want = QJsonDocument::fromJson(expected.toUtf8()).object();
        QVERIFY2(!want.isEmpty(), "the row expects no field");
        for (auto it = want.begin(); it != want.end(); ++it)
            QVERIFY2(result.outcome.value(it.key()).toVariant() == it.value().toVariant(),
                     qPrintable(u"%1: got %2, expected %3"_s.arg(it.key(),
                                                                 result.outcome.value(it.key()).toVariant().toString(),
                                                                 it.value().toVariant().toString())));
        bool cited = false;
        bool mentioned = mention.isEmpty();
        for (const Reeve::ExplanationStep &step : result.explanation) {
            cited = cited || step.ruleRef.startsWith(u"Swords & Sails, "_s);
            mentioned = mentioned || step.text.contains(mention);
        }
        QVERIFY2(cited, "no explanation step cites the rules");
        QVERIFY2(mentioned, qPrintable(u"no step mentions \"%1\""_s.arg(mention)));
    } catch (const Reeve::Failure &failure) {
        QVERIFY2(failure.exitCode() == code,
                 qPrintable(u"exit %1 (%2), expected %3"_s.arg(failure.exitCode()).arg(failure.message()).arg(code)));
    }
}

/// A copy of the shipped tables with house figures laid over them.
inline Reeve::TableLibrary withHouse(const QList<Reeve::TableLibrary::Override> &figures)
{
    Reeve::TableLibrary tables = Reeve::CampaignTables::builtIn();
    tables.applyOverrides(figures);
    return tables;
}

} // namespace SasTest
