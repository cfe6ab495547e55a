#pragma once
// Shared helpers of the DBA procedure tests: resolve a procedure from command-line
// words with entered dice, and report the kind of failure when it refuses.
#include <QJsonObject>
#include <QStringList>

#include "campaign/campaigntables.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace DbaTest {

inline Reeve::ProcedureResult run(const QString &id, const QStringList &words, const QList<int> &dice,
                                  const Reeve::TableLibrary &tables = Reeve::CampaignTables::builtIn())
{
    const Reeve::Procedure &p = Reeve::ProcedureRegistry::standard().get(id);
    Reeve::ProcedureRunner runner(tables);
    return runner.runEntered(p, Reeve::ProcedureRunner::parseInputs(p, words), dice);
}

/// The reeve-cli exit code the call would give: 0 when it succeeds, 2 bad input, 3 missing figure.
inline int failure(const QString &id, const QStringList &words, const QList<int> &dice,
                                                   const Reeve::TableLibrary &tables = Reeve::CampaignTables::builtIn())
{
    try {
        run(id, words, dice, tables);
    } catch (const Reeve::Failure &f) {
        return f.exitCode();
    }
    return 0;
}

inline QStringList words(const QString &text)
{
    return text.split(u' ', Qt::SkipEmptyParts);
}

/// Row key of a named figure in dba.figures.
inline QString figureRow(const QString &name)
{
    const Reeve::RuleTable &t = Reeve::CampaignTables::builtIn().table(QStringLiteral("dba.figures"));
    for (int row = 0; row < t.rowCount(); ++row)
        if (t.cell(row, 0).value.toString() == name)
            return t.rowKey(row).toString();
    return {};
}

} // namespace DbaTest
