#include "referencecommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/gamecatalog.h"
#include "cliargs.h"
#include "clioutput.h"
#include "games/gamemodules.h"
#include "reference/rulesreference.h"
#include "rulings/rulingseditor.h"
#include "rulings/rulingsreader.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

void printRuling(const Ruling &r, const GameInfo &game)
{
    CliOutput::line(tr("#%1  %2 (turn %3)").arg(r.id).arg(r.when(game)).arg(r.turn));
    CliOutput::line(tr("    Question: %1").arg(r.question));
    CliOutput::line(tr("    Decision: %1").arg(r.decision));
    if (!r.ruleRefs.isEmpty())
        CliOutput::line(tr("    Rules: %1").arg(r.ruleRefs.join(u", "_s)));
}

QJsonArray rulingsJson(const QList<Ruling> &list)
{
    QJsonArray array;
    for (const Ruling &r : list)
        array.append(r.toJson());
    return array;
}

} // namespace

int ReferenceCommands::reference(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s});
    const QString game = args.positional(0, tr("the game (%1)").arg(GameModules::ids().join(u", "_s)));
    GameCatalog::game(game); // refuses an unknown game, naming the known ones
    const QString text = args.positional().mid(1).join(u' ');
    const QList<ReferenceEntry> found = RulesReference::builtIn(game).search(text);
    if (args.json()) {
        QJsonArray array;
        for (const ReferenceEntry &e : found)
            array.append(e.toJson());
        CliOutput::json(QJsonObject{{u"game"_s, game}, {u"entries"_s, array}});
        return 0;
    }
    if (found.isEmpty())
        CliOutput::line(text.isEmpty() ? tr("No reference ships for %1 yet.").arg(game)
                                       : tr("Nothing in the %1 reference mentions \"%2\".").arg(game, text));
    for (const ReferenceEntry &e : found) {
        CliOutput::line(u"%1  %2%3"_s.arg(e.ref, e.title, e.open ? tr("  [open question]") : QString()));
        CliOutput::line(u"    "_s + e.summary.simplified());
        if (!e.procedures.isEmpty())
            CliOutput::line(tr("    Procedures: %1").arg(e.procedures.join(u", "_s)));
        if (!e.tables.isEmpty())
            CliOutput::line(tr("    Tables: %1").arg(e.tables.join(u", "_s)));
    }
    return 0;
}

int ReferenceCommands::ruling(const QStringList &words)
{
    const CliArgs args(words, {u"question"_s, u"decision"_s, u"refs"_s}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional(1, tr("add, amend or remove"));
    auto campaign = Campaign::open(file);
    RulingsEditor editor(*campaign);
    const QStringList refs = RulingsEditor::parseRefs(args.value(u"refs"_s));
    const auto say = [&args](const QString &text) {
        if (!args.json())
            CliOutput::line(text);
    };
    qint64 id = 0;
    if (verb == u"add"_s) {
        id = editor.add(args.value(u"question"_s), args.value(u"decision"_s), refs);
        say(tr("Ruling #%1 recorded.").arg(id));
    } else if (verb == u"amend"_s || verb == u"remove"_s) {
        bool ok = false;
        id = args.positional(2, tr("the ruling's number")).toLongLong(&ok);
        if (!ok)
            throw Failure::badInput(tr("A ruling is named by its number, such as 3."));
        if (verb == u"remove"_s) {
            editor.remove(id);
            say(tr("Ruling #%1 withdrawn (undo brings it back).").arg(id));
        } else {
            const Ruling old = RulingsReader(campaign->database()).ruling(id);
            editor.amend(id, args.value(u"question"_s, old.question), args.value(u"decision"_s, old.decision),
                         args.has(u"refs"_s) ? refs : old.ruleRefs);
            say(tr("Ruling #%1 amended.").arg(id));
        }
    } else {
        throw Failure::badInput(tr("ruling FILE add|amend|remove: \"%1\" is none of these.").arg(verb));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"id"_s, id}});
    return 0;
}

int ReferenceCommands::rulings(const QStringList &words)
{
    const CliArgs args(words, {u"ref"_s}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
    RulingsReader reader(campaign->database());
    const QString text = args.positional().mid(1).join(u' ');
    QList<Ruling> found = args.has(u"ref"_s) ? reader.touching(campaign->game().id, args.value(u"ref"_s))
                                             : reader.search(text);
    if (args.json()) {
        CliOutput::json(QJsonObject{{u"rulings"_s, rulingsJson(found)}});
        return 0;
    }
    if (found.isEmpty())
        CliOutput::line(tr("No ruling matches."));
    for (const Ruling &r : found)
        printRuling(r, campaign->game());
    return 0;
}

} // namespace Reeve
