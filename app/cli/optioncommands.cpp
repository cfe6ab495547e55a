#include "optioncommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/ruleoptions.h"
#include "cliargs.h"
#include "clioutput.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::OptionCommands", text);
}

QStringList split(const QString &ids)
{
    QStringList result;
    for (const QString &id : ids.split(u',', Qt::SkipEmptyParts))
        result << id.trimmed();
    return result;
}

int list(Campaign &campaign, bool json)
{
    RuleOptions options(campaign);
    const QList<RuleOption> offered = RuleOptions::forGame(campaign.game().id);
    if (json) {
        QJsonArray array;
        for (const RuleOption &o : offered)
            array.append(QJsonObject{{u"id"_s, o.id},
                                     {u"title"_s, o.title},
                                     {u"rule"_s, o.rule},
                                     {u"in_play"_s, options.isChosen(o.id)},
                                     {u"procedures"_s, QJsonArray::fromStringList(o.procedures)}});
        CliOutput::json(QJsonObject{{u"options"_s, array}});
        return 0;
    }
    if (offered.isEmpty())
        CliOutput::line(tr("%1 has no optional rules.").arg(campaign.game().shownTitle()));
    for (const RuleOption &o : offered)
        CliOutput::line(u"%1\t%2\t%3 (%4)"_s.arg(o.id,
                                                 options.isChosen(o.id) ? tr("in play") : tr("not in play"),
                                                 o.title, o.rule));
    return 0;
}

} // namespace

void OptionCommands::check(const QString &gameId, const QString &ids)
{
    QStringList offered;
    for (const RuleOption &o : RuleOptions::forGame(gameId))
        offered << o.id;
    for (const QString &id : split(ids)) {
        if (!offered.contains(id))
            throw Failure::badInput(
                    offered.isEmpty()
                            ? tr("This game has no optional rules; drop --options.")
                            : tr("No optional rule \"%1\"; choose among: %2.").arg(id, offered.join(u", "_s)));
    }
}

void OptionCommands::choose(Campaign &campaign, const QString &ids)
{
    RuleOptions options(campaign);
    for (const QString &id : split(ids))
        options.set(id, true);
}

int OptionCommands::run(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional().value(1, u"list"_s);
    if (verb == u"list"_s) {
        auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
        return list(*campaign, args.json());
    }
    if (verb != u"set"_s)
        throw Failure::badInput(tr("Unknown options command \"%1\"; use list, or set ID on|off.").arg(verb));
    const QString id = args.positional(2, tr("the optional rule's id (reeve-cli options FILE lists them)"));
    const QString state = args.positional(3, tr("on or off"));
    if (state != u"on"_s && state != u"off"_s)
        throw Failure::badInput(tr("Say on or off, not \"%1\".").arg(state));
    auto campaign = Campaign::open(file);
    const qint64 seq = RuleOptions(*campaign).set(id, state == u"on"_s);
    if (args.json())
        CliOutput::json(QJsonObject{{u"option"_s, id}, {u"in_play"_s, state == u"on"_s}, {u"seq"_s, seq}});
    else
        CliOutput::line(seq ? tr("#%1 %2 is now %3.")
                                        .arg(seq)
                                        .arg(id, state == u"on"_s ? tr("in play") : tr("out of play"))
                            : tr("%1 was already %2; nothing logged.")
                                        .arg(id, state == u"on"_s ? tr("in play") : tr("out of play")));
    return 0;
}

} // namespace Reeve
