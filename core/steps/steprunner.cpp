#include "steprunner.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "log/actiongroup.h"
#include "log/actionlog.h"
#include "steps/stepinput.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// The rule a refusal cites: the detail's "rule", else the last parenthesised citation of the message.
QString ruleOf(const Failure &failure, const StepSpec &spec)
{
    const QString rule = failure.detail().value(u"rule"_s).toString();
    if (!rule.isEmpty())
        return rule;
    static const QRegularExpression cited(
            uR"(\(((?:DBA campaign|1066 |Swords|Charlemagne|Dark Age)[^()]*)\))"_s); // not "1066.victory", a procedure
    QString last;
    auto it = cited.globalMatch(failure.message());
    while (it.hasNext())
        last = it.next().captured(1);
    return last.isEmpty() ? spec.rules.value(0) : last;
}

QList<StepRefusal> refusalsOf(const Failure &failure, const StepSpec &spec)
{
    QList<StepRefusal> list;
    for (const QJsonValue &r : failure.detail().value(u"refusals"_s).toArray())
        list << StepRefusal{r.toObject().value(u"message"_s).toString(),
                            r.toObject().value(u"rule"_s).toString()};
    if (list.isEmpty())
        list << StepRefusal{failure.message(), ruleOf(failure, spec)};
    return list;
}

} // namespace

void StepRunner::checkUnitRolls(const StepSpec &spec, const QJsonObject &dice)
{
    // A roll named for an army or band must name one the campaign holds: dice entered for nobody
    // would otherwise be dropped while Reeve rolls for the army meant.
    QStringList named;
    bool perUnit = false;
    for (const StepDice &d : spec.dice) {
        named << d.name;
        perUnit = perUnit || d.perUnit;
    }
    if (!perUnit)
        return;
    QStringList units;
    for (const Unit &u : CampaignReader(m_campaign.database()).units()) {
        if (!u.isEliminated())
            units << u.name;
    }
    for (auto it = dice.begin(); it != dice.end(); ++it) {
        if (named.contains(it.key()) || units.contains(it.key(), Qt::CaseInsensitive))
            continue;
        throw Failure::badInput(QCoreApplication::translate("Reeve::Steps",
                                                            "The dice \"%1\" are named for no army or band of the "
                                                            "campaign; did you mean %2?")
                                    .arg(it.key(), CampaignReader::closest(it.key(), units).join(u", "_s)));
    }
}

StepRunner::StepRunner(Campaign &campaign)
    : m_campaign(campaign)
{ }

StepResult StepRunner::run(const StepSpec &spec, const QJsonObject &raw, const QJsonObject &dice, Mode mode)
{
    StepResult result;
    result.step = spec.id;
    result.checkedOnly = mode == Mode::Check;
    QJsonObject fields;
    try {
        fields = StepInput::validate(spec, m_campaign, raw);
        checkUnitRolls(spec, dice);
        if (spec.check)
            result.refusals = spec.check(m_campaign, fields);
    } catch (const Failure &failure) {
        if (failure.kind() != Failure::Kind::BadInput)
            throw;
        result.refusals = refusalsOf(failure, spec);
    }
    if (result.refused())
        return result;
    // Whose each private outcome field is, read before the step changes the board it names.
    result.readers = StepShare::readers(spec.shares, m_campaign, fields);
    ActionLog &log = m_campaign.log();
    const qint64 before = log.lastSeq();
    try {
        ActionGroup group(log);
        const StepOutcome outcome = spec.apply(m_campaign, fields, dice);
        // A share whose side the step itself brought onto the board (a new army) is found now.
        // A share whose side the step itself brought onto the board (a new army), or whose side the
        // outcome's own keys name, is found now.
        const auto after = StepShare::readers(spec.shares, m_campaign, fields, outcome.outcome);
        for (auto it = after.begin(); it != after.end(); ++it) {
            if (!result.readers.contains(it.key()) || (result.readers.value(it.key()).side == 0 && it->side != 0))
                result.readers.insert(it.key(), *it);
        }
        result.outcome = outcome.outcome;
        result.working = outcome.working;
        result.publicSummary = outcome.publicSummary;
        if (mode == Mode::Check) {
            result.outcome = {};
            result.working = {};
            return result; // the group rolls back as it goes out of scope
        }
        result.seq = group.commit(spec.game + u'.' + spec.id, result.publicSummary);
        if (result.seq > 0)
            result.publicSummary = log.action(result.seq).publicText;
    } catch (const Failure &failure) {
        if (failure.kind() != Failure::Kind::BadInput)
            throw;
        result.refusals = refusalsOf(failure, spec);
        result.outcome = {};
        result.working = {};
        return result;
    }
    for (qint64 seq = before + 1; seq <= log.lastSeq(); ++seq)
        result.entries << seq;
    return result;
}

StepResult StepRunner::runObject(const QJsonObject &object, const QString &idKey, Mode mode)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("Reeve::Steps", text); };
    const QString id = object.value(idKey).toString();
    if (id.isEmpty())
        throw Failure::badInput(
                tr("The step has no \"%1\": name the step, e.g. {\"%1\": \"move\", ...}.").arg(idKey));
    const StepSpec &spec = StepRegistry::standard().get(m_campaign.game().id, id);
    QJsonObject fields = object;
    fields.remove(idKey);
    const QJsonValue given = fields.take(u"dice"_s);
    QJsonObject diceJson;
    if (given.isArray()) {
        if (spec.dice.size() != 1 || spec.dice.first().perUnit)
            throw Failure::badInput(
                    tr("The step %1 makes several rolls or none: give its dice as an object of named "
                       "rolls, e.g. {\"%2\": [3, 5]}.")
                            .arg(id, spec.dice.isEmpty() ? u"NAME"_s : spec.dice.first().name));
        diceJson.insert(spec.dice.first().name, given);
    } else if (given.isObject()) {
        diceJson = given.toObject();
    } else if (!given.isUndefined() && !given.isNull()) {
        throw Failure::badInput(
                tr("The dice of the step %1 must be a list of faces or an object of named rolls.").arg(id));
    }
    return run(spec, fields, StepInput::dice(spec, {}, diceJson), mode);
}

} // namespace Reeve
