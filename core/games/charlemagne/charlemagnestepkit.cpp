#include "charlemagnestepkit.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/charlemagne/charlemagneforcesteps.h"
#include "games/charlemagne/charlemagnestepchecks.h"

#define CS(text) QT_TRANSLATE_NOOP("Reeve::CharlemagneSteps", text)

namespace Reeve::Charlemagne::StepKit {

using namespace Qt::StringLiterals;

StepField field(const QString &name, StepField::Type type, bool required, const char *label, const char *help)
{
    return StepField::make(name, type, required, label, help);
}

StepField choice(const QString &name, const QStringList &choices, const char *label, const char *help,
                 const QJsonValue &defaultValue)
{
    StepField f = field(name, StepField::Type::Choice, defaultValue.isUndefined(), label, help);
    f.choices = choices;
    f.defaultValue = defaultValue;
    return f;
}

StepField count(const QString &name, const char *label, const char *help, int minimum,
                const QJsonValue &defaultValue)
{
    StepField f = field(name, StepField::Type::Integer, false, label, help);
    f.minimum = minimum;
    f.defaultValue = defaultValue;
    return f;
}

StepField flag(const QString &name, const char *label, const char *help)
{
    StepField f = field(name, StepField::Type::Boolean, false, label, help);
    f.defaultValue = false;
    return f;
}

StepField units(const QString &name, const char *label, const char *help)
{
    StepField f = field(name, StepField::Type::List, false, label, help);
    f.itemType = StepField::Type::Unit;
    f.defaultValue = QJsonArray();
    return f;
}

StepField texts(const QString &name, const char *label, const char *help)
{
    StepField f = field(name, StepField::Type::List, false, label, help);
    f.itemType = StepField::Type::Text;
    f.defaultValue = QJsonArray();
    return f;
}

QStringList textsOf(const QJsonValue &list)
{
    QStringList out;
    for (const QJsonValue &v : list.toArray())
        out << v.toString();
    return out;
}

StepSpec make(const QString &id, const char *title, const char *summary, const QStringList &rules)
{
    return StepSpec::make(u"charlemagne"_s, "Reeve::CharlemagneSteps", id, title, summary, rules);
}

StepOutcome seqOutcome(qint64 seq)
{
    return StepOutcome{{{u"seq"_s, seq}}, {}, {}};
}

Dice rollOf(const QJsonObject &dice)
{
    if (!dice.contains(u"roll"_s))
        return std::nullopt;
    QList<int> faces;
    for (const QJsonValue &v : dice.value(u"roll"_s).toArray())
        faces << v.toInt();
    return faces;
}

QList<qint64> idsOf(Campaign &c, const QJsonValue &list)
{
    QList<qint64> ids;
    for (const QJsonValue &v : list.toArray())
        ids << CharlemagneStepChecks::unitId(c, v);
    return ids;
}

qint64 unitOf(Campaign &c, const QJsonObject &f)
{
    return CharlemagneStepChecks::unitId(c, f.value(u"unit"_s));
}

/// An example's set-up line: a TEST FIGURE for one cell of a table the rules text lacks, entered from stdin.
QString tableEntry(const QString &table, const QString &column, const QString &result)
{
    return u"printf 'd6,%1\\n4,%2\\n' | reeve-cli table charlemagne.%3 --campaign FILE --import /dev/stdin"_s
            .arg(column, result, table);
}

StepDice rollDie()
{
    return {u"roll"_s, u"d6"_s, CS("The die for the table (left out, Reeve rolls it).")};
}

StepField regionField()
{
    StepField f = field(u"region"_s, StepField::Type::Location, true, CS("Region"), CS("The region, by name."));
    f.locationKinds = {u"region"_s}; // a hex (Aachen) is not a region: the form offers regions only
    return f;
}

StepField sideField()
{
    return choice(u"side"_s, {u"Empire"_s, u"Tribal"_s}, CS("Side"),
                  CS("The player's side: Empire or Tribal."));
}

StepField playerField()
{
    StepField f
            = choice(u"side"_s, {u"Empire"_s, u"Tribal"_s}, CS("Side"),
                     CS("The player: left out, the player the clock names; given, it must be that player."));
    f.required = false; // the clock names the player to play (§3.1)
    return f;
}

QString playerOf(Campaign &c, const QJsonObject &f)
{
    if (f.contains(u"side"_s))
        return f.value(u"side"_s).toString();
    CampaignReader reader(c.database());
    const qint64 active = reader.clock().activeSide;
    return active != 0 ? reader.side(active).name : QString();
}

QList<StepRefusal> playerCheck(Campaign &c, const QJsonObject &f, const QString &what, const QString &rule)
{
    const QString side = playerOf(c, f);
    if (side != u"Empire"_s && side != u"Tribal"_s)
        return {StepRefusal{QCoreApplication::translate(
                                    "Reeve::CharlemagneSteps",
                                    "The clock names no Empire or Tribal player to play: give side=Empire or "
                                    "side=Tribal, or name the player with reeve-cli clock FILE side NAME."),
                            rule + u", §3.1"_s}};
    return CharlemagneForceSteps::ownTurn(c, side, what, rule);
}

StepField unitField()
{
    return field(u"unit"_s, StepField::Type::Unit, true, CS("Unit"),
                 CS("The unit, by its number (reeve-cli charlemagne FILE units) or name."));
}

} // namespace Reeve::Charlemagne::StepKit
