#pragma once

#include <QCoreApplication>
#include <QString>

namespace Reeve {

/**
 * The Turn log's Kind filter in plain words (issue 24): an action's kind is what the file and
 * `reeve-cli log --kind` spell ("charlemagne.treasury", "ledger.post"); the filter shows the step's
 * or procedure's title, or a word for Reeve's own kinds, and filters by the kind as stored.
 */
class LogKindLabel
{
    Q_DECLARE_TR_FUNCTIONS(Reeve::LogKindLabel)

public:
    /// \a kind of a campaign of \a gameId in the current language.
    static QString label(const QString &gameId, const QString &kind);
    /// The kinds before the dot (\a group: "ledger", "charlemagne") as a group name.
    static QString group(const QString &gameId, const QString &group);
};

} // namespace Reeve
