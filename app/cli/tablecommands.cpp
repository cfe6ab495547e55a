#include "tablecommands.h"

#include <QCoreApplication>
#include <cstdio>
#include <memory>

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "cliargs.h"
#include "clioutput.h"
#include "tables/tablecsv.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

int missingCount(const RuleTable &table)
{
    return int(table.missingCells().size());
}

} // namespace

int TableCommands::list(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s});
    const QString game = args.positional().value(0);
    const TableLibrary &library = CampaignTables::builtIn();
    const QStringList ids = game.isEmpty() ? library.tableIds() : library.tableIds(game);
    QJsonArray array;
    for (const QString &id : ids) {
        const RuleTable &t = library.table(id);
        if (args.json())
            array.append(QJsonObject{{u"id"_s, id},
                                     {u"title"_s, t.title()},
                                     {u"game"_s, t.game()},
                                     {u"rule_refs"_s, QJsonArray::fromStringList(t.ruleRefs())},
                                     {u"missing_cells"_s, missingCount(t)}});
        else
            CliOutput::line(tr("%1\t%2\t%3 missing cell(s)").arg(id, t.title()).arg(missingCount(t)));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"tables"_s, array}});
    return 0;
}

int TableCommands::table(const QStringList &words)
{
    const CliArgs args(words, {u"import"_s, u"campaign"_s}, {u"csv"_s, u"json"_s});
    const QString id = args.positional(0, tr("the table id (see reeve-cli tables)"));
    if (args.has(u"import"_s)) {
        if (!args.has(u"campaign"_s))
            throw Failure::badInput(tr("House figures are stored in a campaign: add --campaign FILE."));
        QFile file(args.value(u"import"_s));
        if (!file.open(QIODevice::ReadOnly))
            throw Failure::badInput(tr("Cannot read %1: %2").arg(file.fileName(), file.errorString()));
        auto campaign = Campaign::open(args.value(u"campaign"_s));
        int changed = 0;
        const qint64 seq = CampaignTables::importCsv(*campaign, id, file.readAll(), &changed);
        CliOutput::line(tr("Imported %1 house figure(s) into %2 (action %3).").arg(changed).arg(id).arg(seq));
        return 0;
    }
    std::unique_ptr<Campaign> campaign;
    TableLibrary library = CampaignTables::builtIn();
    if (args.has(u"campaign"_s)) {
        campaign = Campaign::open(args.value(u"campaign"_s), CampaignFile::Access::ReadOnly);
        library = CampaignTables::forCampaign(*campaign);
    }
    const RuleTable &t = library.table(id);
    if (args.json())
        CliOutput::json(t.toJson());
    else if (args.flag(u"csv"_s))
        std::fputs(TableCsv::exportCsv(t).toUtf8().constData(), stdout);
    else
        std::fputs(TableCsv::exportCsv(t, TableCsv::LineEnding::Lf, RowKey::Notation::Unicode).toUtf8().constData(),
                   stdout);
    return 0;
}

} // namespace Reeve
