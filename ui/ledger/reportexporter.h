#pragma once

#include <QString>
#include <QStringList>

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
    /// The file a reader's report goes to: "public", "referee" or the side's name ("side=Holy Roman Empire":
    /// "holy-roman-empire"), with the format's suffix.
    static QString fileName(const QString &audience, Format format);
    /// One report per reader into folder \a dir (made if missing), named by fileName; returns the paths
    /// written, or an empty list with \a error set when one could not be written or was cancelled.
    static QStringList exportEach(Campaign &campaign, const QStringList &audiences, int fromTurn, int toTurn,
                                  Format format, const QString &dir, QWidget *parent = nullptr,
                                  QString *error = nullptr);
};

} // namespace Reeve
