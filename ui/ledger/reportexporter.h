#pragma once

#include <QString>

class QWidget;

namespace Reeve {

class Campaign;

/**
 * Exports a period report for one audience from the GUI: ReportBuilder's HTML
 * with the balance and victory-point charts (rendered by LedgerChartView) as
 * HTML with embedded images, or as PDF through QTextDocument and QPdfWriter.
 * Long reports show a cancellable progress dialog.
 */
class ReportExporter
{
public:
    enum class Format { Html, Pdf };

    /// Returns false when cancelled or when the file cannot be written (\a error says why).
    static bool exportReport(Campaign &campaign, const QString &audience, int fromTurn, int toTurn, Format format,
                             const QString &path, QWidget *parent = nullptr, QString *error = nullptr);
};

} // namespace Reeve
