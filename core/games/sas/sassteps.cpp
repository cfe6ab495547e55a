#include "sassteps.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "games/sas/sasbanksteps.h"
#include "games/sas/sasboardsteps.h"
#include "games/sas/sasphasegate.h"
#include "games/sas/sasseasonsteps.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// The order a season takes them: setup, then phases 1 to 9.
const QStringList &turnOrder()
{
    static const QStringList order{u"length"_s,  u"territory"_s, u"cities"_s,  u"sea"_s,
                                   u"borders"_s, u"strait"_s,    u"control"_s, u"place"_s,
                                   u"income"_s,  u"counter"_s,   u"spy"_s,     u"close-espionage"_s,
                                   u"round"_s,   u"alliance"_s,  u"orders"_s,  u"move"_s,
                                   u"cargo"_s,   u"losses"_s,    u"capture"_s, u"siege"_s,
                                   u"build"_s,   u"raise"_s,     u"city"_s,    u"vp"_s,
                                   u"advance"_s};
    return order;
}

QString refusalText(const StepResult &result)
{
    QStringList lines;
    for (const StepRefusal &r : result.refusals)
        lines << (r.rule.isEmpty() || r.message.contains(r.rule)
                          ? r.message
                          : QCoreApplication::translate("Reeve::SasSteps", "%1 (%2)").arg(r.message, r.rule));
    return lines.join(u'\n');
}

} // namespace

void SasSteps::registerAll(StepRegistry &registry)
{
    QList<StepSpec> all = SasBoardSteps::specs() + SasBankSteps::specs() + SasSeasonSteps::specs();
    std::stable_sort(all.begin(), all.end(), [](const StepSpec &a, const StepSpec &b) {
        return turnOrder().indexOf(a.id) < turnOrder().indexOf(b.id);
    });
    Sas::SasPhaseGate::bind(all); // each step in its phase of the season (turn sequence)
    for (StepSpec &s : all)
        registry.add(std::move(s));
}

StepResult SasSteps::run(Campaign &campaign, const QString &id, const QJsonObject &fields,
                         const QJsonObject &dice)
{
    const StepSpec &spec = StepRegistry::standard().get(u"sas"_s, id);
    StepResult result = StepRunner(campaign).run(spec, fields, dice, StepRunner::Mode::Apply);
    if (result.refused())
        throw Failure::badInput(refusalText(result), result.toJson());
    return result;
}

StepSpec SasSteps::spec(const QString &id, const char *title, const char *summary, const QStringList &rules)
{
    return StepSpec::make(u"sas"_s, kContext, id, title, summary, rules);
}

StepField SasSteps::field(const QString &name, StepField::Type type, bool required, const char *label,
                          const char *help)
{
    return StepField::make(name, type, required, label, help);
}

StepField SasSteps::number(const QString &name, bool required, const char *label, const char *help,
                           double minimum, std::optional<double> maximum)
{
    return StepField::number(name, required, label, help, minimum, maximum);
}

StepField SasSteps::choice(const QString &name, const QStringList &choices, bool required, const char *label,
                           const char *help)
{
    return StepField::choice(name, choices, required, label, help);
}

StepField SasSteps::sideField(const QString &name, const char *help)
{
    return field(name, StepField::Type::Side, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Faction"), help);
}

StepField SasSteps::typeField()
{
    return choice(u"type"_s, {u"army"_s, u"fleet"_s}, true,
                  QT_TRANSLATE_NOOP("Reeve::SasSteps", "Army or fleet"),
                  QT_TRANSLATE_NOOP("Reeve::SasSteps", "Whether the force is an army or a fleet."));
}

namespace {

/// The label of a force-number field, by its name: "Army number", "Winner's fleet", ... (never a bare "Number"
/// twice in one form).
const char *forceNumberLabel(const QString &name)
{
    if (name == u"army"_s)
        return QT_TRANSLATE_NOOP("Reeve::SasSteps", "Army number");
    if (name == u"fleet"_s)
        return QT_TRANSLATE_NOOP("Reeve::SasSteps", "Fleet number");
    if (name == u"winner_fleet"_s)
        return QT_TRANSLATE_NOOP("Reeve::SasSteps", "Winner's fleet number");
    if (name == u"loser_fleet"_s)
        return QT_TRANSLATE_NOOP("Reeve::SasSteps", "Loser's fleet number");
    return QT_TRANSLATE_NOOP("Reeve::SasSteps", "Number");
}

/// The label of a unit-count field: the unit's name and its code, so a form of nine counts tells them apart
/// (Swords & Sails, components: army and fleet units).
const char *unitLabel(const QString &unit, bool lost)
{
    static const QHash<QString, std::pair<const char *, const char *>>
            labels{{u"KN"_s,
                    {QT_TRANSLATE_NOOP("Reeve::SasSteps", "Knights (KN)"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps", "Knights lost (KN)")}},
                   {u"HC"_s,
                    {QT_TRANSLATE_NOOP("Reeve::SasSteps", "Heavy cavalry (HC)"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps", "Heavy cavalry lost (HC)")}},
                   {u"LC"_s,
                    {QT_TRANSLATE_NOOP("Reeve::SasSteps", "Light cavalry (LC)"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps", "Light cavalry lost (LC)")}},
                   {u"HI"_s,
                    {QT_TRANSLATE_NOOP("Reeve::SasSteps", "Heavy infantry (HI)"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps", "Heavy infantry lost (HI)")}},
                   {u"LI"_s,
                    {QT_TRANSLATE_NOOP("Reeve::SasSteps", "Light infantry (LI)"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps", "Light infantry lost (LI)")}},
                   {u"PS"_s,
                    {QT_TRANSLATE_NOOP("Reeve::SasSteps", "Peasants (PS)"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps", "Peasants lost (PS)")}},
                   {u"WS"_s,
                    {QT_TRANSLATE_NOOP("Reeve::SasSteps", "Warships (WS)"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps", "Warships lost (WS)")}},
                   {u"RD"_s,
                    {QT_TRANSLATE_NOOP("Reeve::SasSteps", "Raiders (RD)"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps", "Raiders lost (RD)")}},
                   {u"TR"_s,
                    {QT_TRANSLATE_NOOP("Reeve::SasSteps", "Transports (TR)"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps", "Transports lost (TR)")}}};
    const auto it = labels.constFind(unit);
    if (it == labels.cend())
        return QT_TRANSLATE_NOOP("Reeve::SasSteps", "Units");
    return lost ? it->second : it->first;
}

} // namespace

StepField SasSteps::forceNumber(const QString &name)
{
    return number(name, true, forceNumberLabel(name),
                  QT_TRANSLATE_NOOP("Reeve::SasSteps", "The force's number, 1 to 5 (Army I is 1)."), 1, 5);
}

QList<StepField> SasSteps::unitFields(const QStringList &labels, const QString &prefix)
{
    QList<StepField> list;
    for (const QString &label : labels)
        list << number(prefix + label.toLower(), false, unitLabel(label, !prefix.isEmpty()),
                       prefix.isEmpty() ? QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                                            "How many units of this type (KN HC LC HI LI PS "
                                                            "for armies, WS RD TR for fleets).")
                                        : QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                                            "How many units of this type the army loses."),
                       0);
    return list;
}

QMap<QString, int> SasSteps::counts(const QJsonObject &fields, const QStringList &labels,
                                    const QString &prefix)
{
    QMap<QString, int> map;
    for (const QString &label : labels) {
        const int n = fields.value(prefix + label.toLower()).toInt();
        if (n > 0)
            map.insert(label, n);
    }
    return map;
}

StepOutcome SasSteps::logged(qint64 seq)
{
    return StepOutcome{{{u"seq"_s, seq}}, {}, {}};
}

StepOutcome SasSteps::logged(const QList<qint64> &seqs)
{
    QJsonArray list;
    for (qint64 s : seqs)
        list.append(s);
    return StepOutcome{{{u"seqs"_s, list}}, {}, {}};
}

QString SasSteps::phase(int number)
{
    return u"Swords & Sails, phase %1"_s.arg(number);
}

QString SasSteps::ruleText(const char *where)
{
    return u"Swords & Sails, "_s + QString::fromUtf8(where);
}

QString SasSteps::clockAt(const char *phase)
{
    return u"reeve-cli clock FILE set 1 --phase '%1'"_s.arg(QString::fromUtf8(phase));
}

} // namespace Reeve
