#include "reportexporter.h"

#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

#include "util/plural.h"
#include "charts/chartviews.h"
#include "ledger/reportbuilder.h"
#include "util/failure.h"

namespace Reeve {

namespace {

// Drawn by the chart views, which `reeve` loads when first needed (charts/chartviews.h).
using Chart = ChartViews::ReportChart;

QString dataUri(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(bytes.toBase64());
}

bool writePdf(const QString &path, const QString &html, const QList<Chart> &charts, const QString &title)
{
    QPdfWriter writer(path);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Reeve"));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    QTextDocument document;
    for (const Chart &chart : charts)
        document.addResource(QTextDocument::ImageResource, QUrl(chart.name), chart.image);
    document.setHtml(html);
    document.print(&writer);
    return true;
}

} // namespace

bool ReportExporter::exportReport(Campaign &campaign, const QString &audience, int fromTurn, int toTurn,
                                  Format format, const QString &path, QWidget *parent, QString *error)
{
    try {
        ReportBuilder report(campaign, audience, fromTurn, toTurn);
        QProgressDialog dialog(QApplication::translate("Reeve::ReportExporter", "Preparing the report…"),
                               QApplication::translate("Reeve::ReportExporter", "Cancel"), 0, 100, parent);
        dialog.setWindowModality(Qt::WindowModal);
        dialog.setMinimumDuration(500);
        Progress progress([&dialog](qint64 done, qint64 total) {
            dialog.setValue(total > 0 ? int(done * 100 / std::max(total, done)) : 0);
            QApplication::processEvents();
            return !dialog.wasCanceled();
        });
        if (!report.build(progress))
            return false;
        const QList<Chart> charts = ChartViews::reportCharts(campaign, audience);
        QStringList names;
        for (const Chart &chart : charts)
            names << (format == Format::Html ? dataUri(chart.image) : chart.name);
        const QString html = report.html(names);
        if (format == Format::Pdf)
            return writePdf(path, html, charts, report.title());
        QSaveFile file(path);
        const QByteArray bytes = html.toUtf8();
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
            if (error)
                *error = file.errorString();
            return false;
        }
        return true;
    } catch (const Failure &failure) {
        if (error)
            *error = failure.message();
        return false;
    }
}

QString ReportExporter::fileName(const QString &audience, Format format)
{
    QString name = audience.startsWith(QStringLiteral("side=")) ? audience.mid(5) : audience;
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), QStringLiteral("-"));
    return name.toLower() + (format == Format::Pdf ? QStringLiteral(".pdf") : QStringLiteral(".html"));
}

QStringList ReportExporter::exportEach(Campaign &campaign, const QStringList &audiences, int fromTurn, int toTurn,
                                       Format format, const QString &dir, QWidget *parent, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QStringList();
    };
    const QDir folder(dir);
    if (dir.trimmed().isEmpty() || !folder.mkpath(QStringLiteral(".")))
        return fail(QApplication::translate("Reeve::ReportExporter", "Cannot create the folder \"%1\".").arg(dir));
    QStringList written;
    for (const QString &audience : audiences) {
        const QString path = folder.filePath(fileName(audience, format));
        QString why;
        if (!exportReport(campaign, audience, fromTurn, toTurn, format, path, parent, &why))
            return fail(why.isEmpty() ? Plural::text(QApplication::translate("Reeve::ReportExporter",
                                                                             "cancelled after %n report(s).",
                                                                             nullptr, int(written.size())),
                                                     written.size())
                                      : why);
        written << path;
    }
    return written;
}

} // namespace Reeve
