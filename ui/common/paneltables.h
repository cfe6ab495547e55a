#pragma once

#include <functional>
#include <optional>

#include <QList>
#include <QStringList>
#include <QVariant>

class QComboBox;
class QSplitter;
class QTableWidget;
class QWidget;

namespace Reeve {

/**
 * The read-only tables and refilled choices the games' docks are made of (the
 * Britain year, the Swords and Sails season, the Charlemagne board, the DBA
 * umpire's desk): one look and one behaviour for all of them.
 */
class PanelTables
{
public:
    /// A read-only table with \a headers, whole rows selected, named \a objectName (tests find it).
    static QTableWidget *readOnly(const QStringList &headers, const QString &objectName);
    /// Fills \a row with \a values; whole numbers are right-aligned, and each cell's full text is its tooltip.
    static void setRow(QTableWidget *table, int row, const QList<QVariant> &values);
    /// Refills \a combo with \a items, keeping the current choice when it is still there (no signal).
    static void refill(QComboBox *combo, const QStringList &items);
    /// Runs a step named \a what; nothing when it went through, else the line to show in red
    /// ("… refused: why" for a Reeve::Failure, "… failed: …" for any other exception).
    static std::optional<QString> failureOf(const QString &what, const std::function<void()> &step);
    /// A game dock's body: \a tables on the left; on the right \a forms above a scrolling column of
    /// \a results (the last step's message and working), kept in view under the forms in a low dock.
    static QSplitter *tablesFormsResults(QWidget *tables, QWidget *forms, const QList<QWidget *> &results,
                                         int tablesWidth = 600, int formsWidth = 420);
};

} // namespace Reeve
