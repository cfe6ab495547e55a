#include "chartviews.h"

#include <QCoreApplication>
#include <QDir>
#include <QLabel>
#include <QLibrary>

#ifndef REEVE_CHARTS_PLUGIN
#define REEVE_CHARTS_PLUGIN "../lib/x86_64-linux-gnu/reeve/reeve_charts.so"
#endif

// Defined where the chart views are linked in (chartfactory.cpp); in `reeve` it is not, and the
// reference stays null: the plugin is loaded instead.
#pragma weak reeve_chart_factory

namespace Reeve::ChartViews {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::ChartViews", text);
}

const Factory *load(QString *why)
{
    if (reeve_chart_factory)
        return reeve_chart_factory();
    // Installed beside the program as the build tree has it: bin/reeve, lib/<architecture>/reeve/reeve_charts.so.
    auto *library = new QLibrary(
            QDir(QCoreApplication::applicationDirPath())
                    .filePath(QString::fromUtf8(REEVE_CHARTS_PLUGIN))); // never unloaded: its widgets live on
    library->setLoadHints(QLibrary::ResolveAllSymbolsHint);
    using Entry = const Factory *(*) ();
    const auto entry = reinterpret_cast<Entry>(library->resolve("reeve_chart_factory"));
    const Factory *factory = entry ? entry() : nullptr;
    if (!factory) {
        *why = library->errorString();
        qWarning("reeve: the charts cannot be loaded: %s", qPrintable(*why));
    }
    return factory;
}

Panel unavailable(const QString &why)
{
    auto *note = new QLabel(tr("The charts cannot be shown: the chart library of this installation "
                               "could not be loaded (%1).")
                                    .arg(why));
    note->setWordWrap(true);
    note->setAlignment(Qt::AlignCenter);
    return Panel{note, [](Campaign *) {}};
}

} // namespace

const Factory *factory(QString *error)
{
    static QString why;
    static const Factory *const loaded = load(&why); // once, whether it worked or not
    if (!loaded && error)
        *error = why;
    return loaded;
}

Panel ledgerChart()
{
    QString why;
    const Factory *charts = factory(&why);
    return charts ? charts->ledgerChart() : unavailable(why);
}

Panel luck()
{
    QString why;
    const Factory *charts = factory(&why);
    return charts ? charts->luck() : unavailable(why);
}

QList<ReportChart> reportCharts(Campaign &campaign, const QString &audience)
{
    const Factory *charts = factory();
    return charts ? charts->reportCharts(campaign, audience) : QList<ReportChart>();
}

} // namespace Reeve::ChartViews
