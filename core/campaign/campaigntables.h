#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>

#include "tables/tablelibrary.h"

namespace Reeve {

class Campaign;

/**
 * The rule tables as a campaign sees them: the built-in figures with the
 * referee's house edits laid over them. Each edit (one cell, or one CSV import)
 * is a logged, undoable action stored in the campaign, marked `house`.
 */
class CampaignTables
{
public:
    /// Every built-in table (loaded once).
    static const TableLibrary &builtIn();
    /// The built-in tables with \a campaign's house figures applied.
    static TableLibrary forCampaign(Campaign &campaign);
    /// Sets one cell as a house figure; returns the action's seq.
    static qint64 setCell(Campaign &campaign, const QString &tableId, const QString &rowKey,
                          const QString &columnLabel, const QJsonValue &value);
    /// Imports a CSV of one table; every changed cell becomes a house figure, all in one action.
    /// Throws Failure::badInput listing each line-numbered error (nothing is changed then).
    static qint64 importCsv(Campaign &campaign, const QString &tableId, const QByteArray &csv, int *changed = nullptr);
};

} // namespace Reeve
