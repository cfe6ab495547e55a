#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * The words the Tables panel shows for what the rule tables' data spells (docs/ARCHITECTURE.md,
 * "Translations"): a table's title, dice and note, and the column labels and cell values written as ids
 * ("winter-off-map", "lose-one", "siege_per_season"), translated in the context
 * "Reeve::TableWords". The data, the CSV files and the command line keep the ids; numbers, DBA
 * codes ("Kn", "Bd") and names as printed ("Wessex") are shown as written. lupdate cannot read
 * JSON, so tablewords.cpp lists every such text; tst_tablespanel fails when a table spells one the
 * list lacks.
 */
class TableWords
{
public:
    /// \a english (a table's title, dice or note as the data writes it) in the current language;
    /// itself when not listed.
    static QString text(const QString &english);
    /// A column label or cell value in words; itself when it is a figure, a code or a name.
    static QString word(const QString &text);
    /// Whether \a english is listed.
    static bool hasText(const QString &english);
    /// The ids the list carries.
    static QStringList knownWords();
};

} // namespace Reeve
