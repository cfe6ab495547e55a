// Shared helpers of the 1066 tests: run a procedure on entered dice through
// ProcedureRunner and compare the outcome with expected fields written as JSON.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <gmpxx.h>

#include "campaign/campaigntables.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Test1066 {

using namespace Qt::StringLiterals;

/// Runs \a id with name=value words on entered dice; throws Reeve::Failure.
inline Reeve::ProcedureResult run(const QString &id, const QStringList &words, const QList<int> &dice,
                                  const Reeve::TableLibrary &tables = Reeve::CampaignTables::builtIn())
{
    const Reeve::Procedure &p = Reeve::ProcedureRegistry::standard().get(id);
    const Reeve::ProcedureRunner runner(tables);
    return runner.runEntered(p, Reeve::ProcedureRunner::parseInputs(p, words), dice);
}

inline QJsonObject json(const char *text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(text), &error);
    if (!doc.isObject())
        qFatal("bad expected JSON in test data: %s", text);
    return doc.object();
}

/// The check every data row makes: expected exit code (0, 2, 3), expected fields, every step citing 1066.
inline void check(const QString &id, const QStringList &words, const QList<int> &dice, const QString &expected,
                  int exitCode, const Reeve::TableLibrary &tables = Reeve::CampaignTables::builtIn())
{
    try {
        const Reeve::ProcedureResult result = run(id, words, dice, tables);
        QVERIFY2(exitCode == 0, qPrintable(u"expected exit %1, got an outcome: %2"_s.arg(exitCode).arg(
                                    QString::fromUtf8(QJsonDocument(result.outcome).toJson(QJsonDocument::Compact)))));
        const QJsonObject want = json(expected.toUtf8().constData());
        for (auto it = want.begin(); it != want.end(); ++it) {
            const QJsonValue got = result.outcome.value(it.key());
            QVERIFY2(got == it.value(), qPrintable(u"%1: expected %2, got %3 (outcome %4)"_s.arg(it.key(),
                QString::fromUtf8(QJsonDocument(QJsonObject{{u"v"_s, it.value()}}).toJson(QJsonDocument::Compact)),
                QString::fromUtf8(QJsonDocument(QJsonObject{{u"v"_s, got}}).toJson(QJsonDocument::Compact)),
                QString::fromUtf8(QJsonDocument(result.outcome).toJson(QJsonDocument::Compact)))));
        }
        QVERIFY(!result.explanation.isEmpty());
        for (const Reeve::ExplanationStep &step : result.explanation)
            QVERIFY2(step.ruleRef.startsWith(u"1066 §"_s), qPrintable(step.text));
    } catch (const Reeve::Failure &failure) {
        QVERIFY2(failure.exitCode() == exitCode, qPrintable(u"exit %1 (expected %2): %3"_s.arg(failure.exitCode())
                                                                .arg(exitCode).arg(failure.message())));
    }
}

/// An exact fraction in canonical form, comparable with the odds calculator's.
inline mpq_class q(long num, long den)
{
    mpq_class value(num, den);
    value.canonicalize();
    return value;
}

/// The built-in tables with house figures laid over them.
inline Reeve::TableLibrary withHouse(const QList<Reeve::TableLibrary::Override> &figures)
{
    Reeve::TableLibrary tables = Reeve::CampaignTables::builtIn();
    tables.applyOverrides(figures);
    return tables;
}

} // namespace Test1066
