#include "procedurerunner.h"

#include <QJsonArray>

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/ruleoptions.h"
#include "dice/randomstream.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/entereddice.h"
#include "procedures/procedure.h"
#include "procedures/procedurecontext.h"
#include "procedures/rolleddice.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::ProcedureRunner", text);
}
} // namespace

ProcedureRunner::ProcedureRunner(const TableLibrary &tables)
    : m_tables(tables)
{ }

QJsonObject ProcedureRunner::parseInputs(const Procedure &procedure, const QStringList &words)
{
    QJsonObject given;
    QStringList names;
    for (const ParameterSpec &spec : procedure.parameters)
        names << spec.name;
    for (const QString &word : words) {
        const qsizetype eq = word.indexOf(u'=');
        if (eq <= 0)
            throw Failure::badInput(
                    tr("\"%1\" is not a parameter; write name=value (parameters of %2: %3).")
                            .arg(word, procedure.id, names.isEmpty() ? tr("none") : names.join(u", "_s)));
        const QString name = word.left(eq);
        const ParameterSpec *spec = procedure.parameter(name);
        if (!spec)
            throw Failure::badInput(
                    tr("%1 has no parameter \"%2\"; closest: %3.")
                            .arg(procedure.id, name,
                                 names.isEmpty() ? tr("it takes none")
                                                 : CampaignReader::closest(name, names).join(u", "_s)));
        given.insert(name, spec->parse(word.mid(eq + 1)));
    }
    return completeInputs(procedure, given);
}

QJsonObject ProcedureRunner::completeInputs(const Procedure &procedure, const QJsonObject &given)
{
    QJsonObject inputs;
    for (const ParameterSpec &spec : procedure.parameters) {
        if (given.contains(spec.name))
            inputs.insert(spec.name, spec.check(given.value(spec.name)));
        else if (!spec.isRequired())
            inputs.insert(spec.name, spec.defaultValue);
        else
            throw Failure::badInput(tr("%1 needs %2 (%3).").arg(procedure.id, spec.name, spec.label));
    }
    for (auto it = given.begin(); it != given.end(); ++it) {
        if (!procedure.parameter(it.key()))
            throw Failure::badInput(tr("%1 has no parameter \"%2\".").arg(procedure.id, it.key()));
    }
    return inputs;
}

QList<int> ProcedureRunner::parseDice(const QString &text)
{
    QList<int> faces;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const int face = part.trimmed().toInt(&ok);
        if (!ok)
            throw Failure::badInput(tr("--dice takes the faces rolled, separated by commas (e.g. 4,2,6); "
                                       "\"%1\" is not a number.")
                                            .arg(part));
        faces << face;
    }
    return faces;
}

ProcedureResult ProcedureRunner::run(const Procedure &procedure, const QJsonObject &inputs,
                                     DiceSource &dice) const
{
    ProcedureContext context(procedure, inputs, dice, m_tables);
    try {
        procedure.body(context);
    } catch (const Failure &failure) {
        if (failure.kind() != Failure::Kind::MissingFigure || context.steps().isEmpty())
            throw;
        // Keep the working done before the missing figure, so the referee sees where it stopped.
        QJsonObject detail = failure.detail();
        QJsonArray steps;
        for (const ExplanationStep &step : context.steps())
            steps.append(QJsonObject{{u"text"_s, step.text}, {u"rule"_s, step.ruleRef}});
        detail.insert(u"steps_before"_s, steps);
        throw Failure(failure.kind(), failure.message(), detail);
    }
    ProcedureResult result;
    result.procedureId = procedure.id;
    result.title = procedure.title;
    result.inputs = inputs;
    result.dice = dice.draws();
    result.outcome = context.outcome();
    result.explanation = context.steps();
    result.ruleRefs = procedure.ruleRefs;
    return result;
}

ProcedureResult ProcedureRunner::runEntered(const Procedure &procedure, const QJsonObject &inputs,
                                            const QList<int> &faces) const
{
    EnteredDice dice(faces, procedure.diceText.isEmpty() ? tr("no dice") : procedure.diceText);
    ProcedureResult result = run(procedure, inputs, dice);
    dice.requireAllUsed();
    result.diceSource = u"entered"_s;
    return result;
}

ProcedureResult ProcedureRunner::runRolled(const Procedure &procedure, const QJsonObject &inputs,
                                           RandomStream stream) const
{
    RolledDice dice(std::move(stream));
    ProcedureResult result = run(procedure, inputs, dice);
    result.diceSource = u"rolled"_s;
    return result;
}

ProcedureResult ProcedureRunner::resolveInto(ActionWriter &writer, const Procedure &procedure,
                                             const QJsonObject &inputs,
                                             const std::optional<QList<int>> &faces, ActionDraft &draft,
                                             Secrecy secrecy) const
{
    // A procedure of an optional rule the campaign does not play is refused before any roll.
    RuleOptions::checkInPlay(writer.database(), procedure.game, procedure);
    RuleOptions::checkInputs(writer.database(), procedure, inputs);
    ProcedureResult result;
    QJsonObject record;
    if (faces) {
        result = runEntered(procedure, inputs, *faces);
        record = {{u"source"_s, u"entered"_s}};
    } else if (secrecy == Secrecy::Hidden) {
        record = {{u"source"_s, u"drawn"_s}};
        const quint64 counter = CampaignRandom::takeCounter(writer);
        result = runRolled(procedure, inputs, CampaignRandom::drawStream(writer.database(), counter, record));
    } else {
        RandomStream stream = CampaignRandom::nextStream(writer, record);
        result = runRolled(procedure, inputs, std::move(stream));
    }
    QJsonArray draws;
    for (const DieDraw &d : result.dice)
        draws.append(QJsonObject{{u"sides"_s, d.sides}, {u"face"_s, d.face}, {u"label"_s, d.label}});
    record.insert(faces || secrecy == Secrecy::Public ? u"draws"_s : u"hidden_draws"_s, draws);
    draft.kind = u"procedure.resolve"_s;
    draft.publicText = result.summary();
    draft.data = result.toJson();
    draft.dice = record;
    return result;
}

ProcedureResult ProcedureRunner::resolveInCampaign(Campaign &campaign, const Procedure &procedure,
                                                   const QJsonObject &inputs,
                                                   const std::optional<QList<int>> &faces,
                                                   const QString &actor, qint64 privateToSide) const
{
    if (privateToSide > 0 && !faces)
        CampaignRandom(campaign).ensureDrawSecret(); // a file from before the draw secret gets one first
    ActionWriter writer(campaign.log());
    ActionDraft draft;
    ProcedureResult result = resolveInto(writer, procedure, inputs, faces, draft,
                                         privateToSide > 0 ? Secrecy::Hidden : Secrecy::Public);
    if (privateToSide > 0) {
        draft.privateText = draft.publicText;
        draft.publicText
                = QCoreApplication::translate("Reeve::ProcedureRunner",
                                              "%1: rolled for one side in private (that side and the "
                                              "referee see the result)")
                          .arg(procedure.title);
        draft.audience = Audience::Side;
        draft.audienceSide = privateToSide;
        // As for hidden draws: no guess of the result can be checked against the printed chain head.
        draft.data.insert(u"salt"_s, QString::fromLatin1(RandomStream::newSeed().toHex().left(32)));
    }
    draft.actor = actor;
    result.loggedAs = writer.commit(draft);
    return result;
}

} // namespace Reeve
