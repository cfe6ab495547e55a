#include "stepcommands.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include "campaign/campaign.h"
#include "cliargs.h"
#include "clioutput.h"
#include "clipin.h"
#include "games/gamemodules.h"
#include "log/actionlog.h"
#include "steps/stepinput.h"
#include "steps/stepregistry.h"
#include "storage/database.h"
#include "util/failure.h"
#include "workingprinter.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

QJsonObject parseObject(const QByteArray &bytes, const QString &where)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (!doc.isObject())
        throw Failure::badInput(
                tr("%1 is not a JSON object (%2 at offset %3).")
                        .arg(where, doc.isNull() ? error.errorString() : tr("another JSON value"))
                        .arg(error.offset));
    return doc.object();
}

void printDescription(const StepSpec &spec)
{
    const QJsonObject d = spec.describe();
    CliOutput::line(u"%1 %2 — %3"_s.arg(spec.game, spec.id, d.value(u"title"_s).toString()));
    CliOutput::line(d.value(u"summary"_s).toString());
    CliOutput::line(tr("Rules: %1").arg(spec.rules.join(u"; "_s)));
    CliOutput::line(tr("Fields:"));
    for (const QJsonValue &v : d.value(u"fields"_s).toArray()) {
        const QJsonObject f = v.toObject();
        QString line = u"  %1 (%2%3)"_s.arg(f.value(u"name"_s).toString(), f.value(u"type"_s).toString(),
                                            f.value(u"required"_s).toBool() ? tr(", required") : QString());
        if (!f.value(u"default"_s).isNull())
            line += tr(" default %1").arg(f.value(u"default"_s).toVariant().toString());
        if (f.contains(u"choices"_s))
            line += tr(" one of: %1").arg(f.value(u"choices"_s).toVariant().toStringList().join(u", "_s));
        CliOutput::line(line);
        const QString help = f.value(u"help"_s).toString();
        CliOutput::line(u"      "_s + (help.isEmpty() ? f.value(u"label"_s).toString() : help));
    }
    if (spec.dice.isEmpty()) {
        CliOutput::line(tr("Dice: none"));
    } else {
        CliOutput::line(tr("Dice (--dice NAME=v,v,...; left out, Reeve rolls them):"));
        for (const QJsonValue &v : d.value(u"dice"_s).toArray())
            CliOutput::line(u"  %1: %2"_s.arg(v.toObject().value(u"name"_s).toString(),
                                              v.toObject().value(u"help"_s).toString()));
    }
    if (!spec.shares.isEmpty()) {
        CliOutput::line(tr("Outcome fields not for everyone (--audience prints one reader's share):"));
        for (const StepShare &share : spec.shares) {
            const QString field = share.key == u"*"_s ? tr("every other field") : share.key;
            CliOutput::line(share.audience == Audience::Public    ? tr("  %1: everyone").arg(field)
                            : share.audience == Audience::Referee ? tr("  %1: the referee only").arg(field)
                            : share.sideOf == u"@key"_s
                                    ? tr("  %1: the side each entry names").arg(field)
                                    : tr("  %1: the side of \"%2\" and the referee").arg(field, share.sideOf));
        }
    }
    if (!spec.examples.isEmpty()) {
        CliOutput::line(tr("Examples:"));
        for (const QString &e : spec.examples)
            CliOutput::line(u"  "_s + e);
    }
}

/// One step of a steps file: runs it, prints it; returns false (after printing) on a refusal.
bool runLine(Campaign &campaign, const QJsonObject &object, int lineNumber, bool json, StepRunner::Mode mode,
             QJsonArray &results, const CliPin::Viewer &viewer)
{
    const StepResult r = StepCommands::runObject(campaign, object, u"step"_s, mode);
    QJsonObject out = r.toJson(viewer.audience, viewer.side);
    out.insert(u"line"_s, lineNumber);
    results.append(out);
    if (r.refused()) {
        CliOutput::error(tr("Line %1: %2").arg(lineNumber).arg(StepCommands::refusalText(r)));
        return false;
    }
    if (!json) {
        if (mode == StepRunner::Mode::Check)
            CliOutput::line(tr("Line %1: %2 would apply.").arg(lineNumber).arg(r.step));
        else
            StepCommands::printApplied(campaign, r, viewer.audience, viewer.side);
    }
    return true;
}

int runFile(Campaign &campaign, const CliArgs &args, StepRunner::Mode mode, const CliPin::Viewer &viewer)
{
    QFile file(args.value(u"file"_s));
    if (!file.open(QIODevice::ReadOnly))
        throw Failure::badInput(tr("Cannot read the steps file %1.").arg(file.fileName()));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QJsonArray results;
    int status = 0;
    for (qsizetype i = 0; i < lines.size() && status == 0; ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const int number = int(i + 1);
        try {
            const QJsonObject object = parseObject(line, tr("Line %1 of the steps file").arg(number));
            if (!runLine(campaign, object, number, args.json(), mode, results, viewer))
                status = 2;
        } catch (const Failure &failure) {
            throw Failure(failure.kind(), tr("Line %1: %2").arg(number).arg(failure.message()),
                          failure.detail());
        }
    }
    if (args.json())
        CliOutput::json(results);
    return status;
}

/// The campaign a step runs on. --check works the step out inside a transaction it always rolls
/// back, so it needs a writable file: on a read-only one it runs on a copy in \a scratch (taken with
/// VACUUM INTO from a read-only open), and the file itself is never touched.
std::unique_ptr<Campaign> openForStep(const QString &path, StepRunner::Mode mode, QTemporaryDir &scratch)
{
    try {
        return Campaign::open(path, CampaignFile::Access::ReadWrite);
    } catch (const Failure &failure) {
        if (mode != StepRunner::Mode::Check || failure.detail().value(u"kind"_s).toString() != u"read-only"_s)
            throw;
    }
    const QString copy = scratch.filePath(u"check.reeve"_s);
    {
        auto original = Campaign::open(path, CampaignFile::Access::ReadOnly);
        original->database().exec(u"VACUUM INTO ?"_s, {copy});
    }
    return Campaign::open(copy, CampaignFile::Access::ReadWrite);
}

} // namespace

StepResult StepCommands::runObject(Campaign &campaign, const QJsonObject &object, const QString &idKey,
                                   StepRunner::Mode mode)
{
    return StepRunner(campaign).runObject(object, idKey, mode);
}

QString StepCommands::refusalText(const StepResult &result)
{
    QStringList lines;
    for (const StepRefusal &r : result.refusals)
        lines << (r.rule.isEmpty() || r.message.contains(r.rule) ? r.message
                                                                 : tr("%1 (%2)").arg(r.message, r.rule));
    return lines.join(u'\n');
}

void StepCommands::printApplied(Campaign &campaign, const StepResult &result, Audience viewer, qint64 side)
{
    if (result.entries.isEmpty()) {
        CliOutput::line(tr("%1: nothing to record.").arg(result.step));
        return;
    }
    CliOutput::line(tr("Action %1: %2").arg(result.seq).arg(result.publicSummary));
    for (qint64 seq : result.entries) {
        const Action action = campaign.log().action(seq);
        if (action.kind == u"step"_s)
            continue;
        // A step of one action: its line is the "Action N:" line above, not printed a second time.
        if (seq != result.seq || action.publicText != result.publicSummary)
            CliOutput::line(u"  #%1 %2"_s.arg(seq).arg(action.publicText));
        if (!action.visibleTo(viewer, side))
            continue;
        if (!action.privateText.isEmpty())
            CliOutput::line(tr("    private: %1").arg(action.privateText));
        WorkingPrinter::print(action);
    }
}

int StepCommands::list(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s});
    const QString game = args.positional(0, tr("the game (%1)").arg(GameModules::ids().join(u", "_s)));
    StepRegistry &registry = StepRegistry::standard();
    if (!registry.games().contains(game))
        throw Failure::badInput(tr("The game \"%1\" has no steps; games with steps: %2.")
                                        .arg(game, registry.games().join(u", "_s)));
    QJsonArray list;
    for (const StepSpec *s : registry.steps(game)) {
        list.append(QJsonObject{{u"id"_s, s->id},
                                {u"title"_s, s->translatedTitle()},
                                {u"rules"_s, QJsonArray::fromStringList(s->rules)}});
        if (!args.json())
            CliOutput::line(
                    u"%1  %2  (%3)"_s.arg(s->id, -16).arg(s->translatedTitle(), s->rules.join(u"; "_s)));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"game"_s, game}, {u"steps"_s, list}});
    return 0;
}

int StepCommands::describe(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s});
    const QString game = args.positional(0, tr("the game (%1)").arg(GameModules::ids().join(u", "_s)));
    const QString id = args.positional(1, tr("the step (reeve-cli steps GAME lists them)"));
    const StepSpec &spec = StepRegistry::standard().get(game, id);
    if (args.json())
        CliOutput::json(spec.describe());
    else
        printDescription(spec);
    return 0;
}

int StepCommands::step(const QStringList &words)
{
    const CliArgs args(words, {u"input"_s, u"dice"_s, u"file"_s, u"pin"_s, u"audience"_s},
                       {u"json"_s, u"check"_s});
    const QString path = args.positional(0, tr("the campaign file"));
    const StepRunner::Mode mode = args.flag(u"check"_s) ? StepRunner::Mode::Check : StepRunner::Mode::Apply;
    QTemporaryDir scratch;
    auto campaign = openForStep(path, mode, scratch);
    // The step command shows and changes everything: the referee's view, behind its PIN.
    CliPin::require(*campaign, args, Audience::Referee);
    // --audience prints the share of the result one reader may have (what to send a player).
    const CliPin::Viewer viewer = args.has(u"audience"_s)
                                          ? CliPin::parse(*campaign, args.value(u"audience"_s))
                                          : CliPin::Viewer{Audience::Referee, 0};
    if (args.has(u"file"_s)) {
        if (args.positional().size() > 1 || args.has(u"input"_s) || args.has(u"dice"_s))
            throw Failure::badInput(
                    tr("With --file every step comes from the file: give no step, fields or --dice."));
        return runFile(*campaign, args, mode, viewer);
    }
    const QString id
            = args.positional(1, tr("the step (reeve-cli steps %1 lists them)").arg(campaign->game().id));
    const StepSpec &spec = StepRegistry::standard().get(campaign->game().id, id);
    for (const QString &word : args.positional().mid(2)) {
        if (!word.contains(u'='))
            throw Failure::badInput(tr("\"%1\" is not a field: give fields as name=value.").arg(word));
    }
    const QJsonObject input = args.has(u"input"_s)
                                      ? parseObject(args.value(u"input"_s).toUtf8(), u"--input"_s)
                                      : QJsonObject();
    const QJsonObject fields = StepInput::collect(spec, input, args.pairs(2));
    const QJsonObject dice = StepInput::dice(spec, args.values(u"dice"_s), {});
    const StepResult r = StepRunner(*campaign).run(spec, fields, dice, mode);
    if (args.json())
        CliOutput::json(r.toJson(viewer.audience, viewer.side));
    if (r.refused()) {
        CliOutput::error(refusalText(r)); // in plain words too, beside the JSON
        return 2;
    }
    if (!args.json()) {
        if (mode == StepRunner::Mode::Check)
            CliOutput::line(tr("The step %1 would apply; nothing was kept (the log, the state and the dice "
                               "counter are as before).")
                                    .arg(id));
        else
            printApplied(*campaign, r, viewer.audience, viewer.side);
    }
    return 0;
}

} // namespace Reeve
