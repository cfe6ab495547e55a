#include "procedurecommands.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "cliargs.h"
#include "clioutput.h"
#include "dice/randomstream.h"
#include "dicecommands.h"
#include "games/clockinputs.h"
#include "procedures/oddscalculator.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

QJsonObject describeJson(const Procedure &p)
{
    QJsonArray parameters;
    for (const ParameterSpec &spec : p.parameters)
        parameters.append(spec.toJson());
    return {{u"id"_s, p.id},
            {u"title"_s, p.title},
            {u"game"_s, p.game},
            {u"summary"_s, p.summary},
            {u"rule_refs"_s, QJsonArray::fromStringList(p.ruleRefs)},
            {u"parameters"_s, parameters},
            {u"dice"_s, p.diceText}};
}

/// Says which inputs the campaign's clock gave, those the user did not type as name=value in \a given.
void printClockInputs(const Procedure &p, const QJsonObject &settled, const QStringList &given)
{
    QStringList taken;
    for (const ParameterSpec &spec : p.parameters) {
        const auto typed = [&](const QString &word) { return word.startsWith(spec.name + u'='); };
        if (settled.contains(spec.name) && std::none_of(given.begin(), given.end(), typed))
            taken << tr("%1 = %2").arg(spec.label, settled.value(spec.name).toVariant().toString());
    }
    if (!taken.isEmpty())
        CliOutput::line(
                tr("From the campaign's clock: %1 (give name=value to change it).").arg(taken.join(u", "_s)));
}

/// \a game: the campaign's game when the result was logged in one.
void printResult(const ProcedureResult &result, const QString &game = {})
{
    CliOutput::line(result.title);
    QStringList faces;
    for (const DieDraw &d : result.dice)
        faces << u"%1 (d%2, %3)"_s.arg(d.face).arg(d.sides).arg(d.label);
    CliOutput::line(tr("Dice (%1): %2")
                            .arg(result.diceSourceText(), faces.isEmpty() ? tr("none") : faces.join(u"; "_s)));
    for (const ExplanationStep &step : result.explanation)
        CliOutput::line(u"  - "_s + step.toLine());
    CliOutput::line(result.summary());
    if (result.loggedAs) {
        CliOutput::line(tr("Logged as action %1.").arg(result.loggedAs));
        // A procedure proves a result; the turn's steps change units, treasuries and hands.
        CliOutput::line(tr("Only the result is recorded: the campaign's units, treasuries and hands are as "
                           "before. The turn's steps apply what a result makes follow (reeve-cli steps %1 "
                           "lists them).")
                                .arg(game));
    }
}

} // namespace

int ProcedureCommands::list(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s});
    const QString game = args.positional().value(0);
    QJsonArray array;
    for (const Procedure *p : ProcedureRegistry::standard().list(game)) {
        if (args.json())
            array.append(QJsonObject{{u"id"_s, p->id},
                                     {u"title"_s, p->title},
                                     {u"game"_s, p->game},
                                     {u"rule_refs"_s, QJsonArray::fromStringList(p->ruleRefs)}});
        else
            CliOutput::line(u"%1\t%2\t%3"_s.arg(p->id, p->title, p->ruleRefs.join(u", "_s)));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"procedures"_s, array}});
    return 0;
}

int ProcedureCommands::describe(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s});
    const Procedure &p = ProcedureRegistry::standard().get(args.positional(0, tr("the procedure id")));
    if (args.json()) {
        CliOutput::json(describeJson(p));
        return 0;
    }
    CliOutput::line(u"%1 — %2"_s.arg(p.id, p.title));
    CliOutput::line(p.summary);
    CliOutput::line(tr("Rules: %1").arg(p.ruleRefs.join(u", "_s)));
    CliOutput::line(tr("Dice: %1").arg(p.diceText.isEmpty() ? tr("none") : p.diceText));
    for (const ParameterSpec &spec : p.parameters) {
        QString line = u"  %1 (%2)"_s.arg(spec.name, ParameterSpec::typeName(spec.type));
        if (spec.type == ParameterSpec::Type::Choice)
            line += u" "_s + spec.choices.join(u"|"_s);
        if (spec.type == ParameterSpec::Type::Integer)
            line += u" %1..%2"_s.arg(spec.minimum).arg(spec.maximum);
        if (!spec.isRequired())
            line += tr(", default %1").arg(spec.defaultValue.toVariant().toString());
        CliOutput::line(line + u": "_s + spec.help);
    }
    return 0;
}

int ProcedureCommands::resolve(const QStringList &words)
{
    const CliArgs args(words, {u"dice"_s, u"seed"_s, u"campaign"_s, u"actor"_s}, {u"json"_s});
    const Procedure &p = ProcedureRegistry::standard().get(args.positional(0, tr("the procedure id")));
    std::optional<QList<int>> faces;
    if (args.has(u"dice"_s))
        faces = ProcedureRunner::parseDice(args.value(u"dice"_s));
    ProcedureResult result;
    QString campaignGame;
    if (args.has(u"campaign"_s)) {
        if (args.has(u"seed"_s))
            throw Failure::badInput(tr("A campaign rolls from its own committed seed; drop --seed."));
        auto campaign = Campaign::open(args.value(u"campaign"_s));
        campaignGame = campaign->game().id;
        // An input named like one of the campaign's optional rules (briton_victory) takes its choice;
        // one the clock settles (the season, the month, the year) takes the clock's value.
        Procedure withChoices = p;
        withChoices.parameters = ClockInputs::parametersFor(*campaign, p);
        const QJsonObject inputs = ProcedureRunner::parseInputs(withChoices, args.positional().mid(1));
        if (!args.json())
            printClockInputs(p, ClockInputs::known(*campaign, p), args.positional().mid(1));
        const TableLibrary tables = CampaignTables::forCampaign(*campaign);
        result = ProcedureRunner(tables).resolveInCampaign(*campaign, p, inputs, faces,
                                                           args.value(u"actor"_s));
    } else {
        const QJsonObject inputs = ProcedureRunner::parseInputs(p, args.positional().mid(1));
        const ProcedureRunner runner(CampaignTables::builtIn());
        result = faces ? runner.runEntered(p, inputs, *faces)
                       : runner.runRolled(p, inputs,
                                          RandomStream(DiceCommands::seedBytes(args.value(u"seed"_s)), 0));
    }
    if (args.json())
        CliOutput::json(result.toJson());
    else
        printResult(result, campaignGame);
    return 0;
}

int ProcedureCommands::odds(const QStringList &words)
{
    const CliArgs args(words, {u"campaign"_s}, {u"json"_s});
    const Procedure &p = ProcedureRegistry::standard().get(args.positional(0, tr("the procedure id")));
    std::unique_ptr<Campaign> campaign;
    TableLibrary tables = CampaignTables::builtIn();
    Procedure withClock = p;
    if (args.has(u"campaign"_s)) { // with the campaign's house figures and what its clock settles
        campaign = Campaign::open(args.value(u"campaign"_s), CampaignFile::Access::ReadOnly);
        tables = CampaignTables::forCampaign(*campaign);
        withClock.parameters = ClockInputs::parametersFor(*campaign, p);
    }
    const QJsonObject inputs
            = ProcedureRunner::completeInputs(withClock,
                                              ProcedureRunner::parseInputs(withClock,
                                                                           args.positional().mid(1)));
    const ProcedureRunner runner(tables);
    const OddsCalculator::Result odds = OddsCalculator(runner).compute(p, inputs);
    QJsonArray lines;
    for (const OddsCalculator::Line &line : odds.lines) {
        QJsonObject o{{u"outcome"_s, line.outcome}, {u"probability"_s, line.probability}};
        if (odds.exact)
            o.insert(u"exact"_s, QString::fromStdString(line.exact.get_str()));
        lines.append(o);
    }
    if (args.json()) {
        CliOutput::json(QJsonObject{{u"procedure"_s, p.id},
                                    {u"inputs"_s, inputs},
                                    {u"exact"_s, odds.exact},
                                    {u"cases"_s, odds.cases},
                                    {u"standard_error"_s, odds.standardError},
                                    {u"lines"_s, lines}});
        return 0;
    }
    CliOutput::line(odds.exact ? tr("%1: exact odds").arg(p.title)
                               : tr("%1: estimated from %2 simulations (standard error at most %3%)")
                                         .arg(p.title)
                                         .arg(odds.cases)
                                         .arg(odds.standardError * 100, 0, 'f', 2));
    for (const OddsCalculator::Line &line : odds.lines) {
        QStringList fields;
        for (auto it = line.outcome.begin(); it != line.outcome.end(); ++it)
            fields << u"%1=%2"_s.arg(it.key(), it.value().toVariant().toString());
        const QString exact = odds.exact ? u"  (%1)"_s.arg(QString::fromStdString(line.exact.get_str()))
                                         : QString();
        CliOutput::line(
                u"%1%\t%2%3"_s.arg(line.probability * 100, 0, 'f', 2).arg(fields.join(u", "_s), exact));
    }
    return 0;
}

} // namespace Reeve
