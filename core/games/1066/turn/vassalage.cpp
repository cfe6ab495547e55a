// The 1066 vassalage step (§11, §4.4–4.6, §21.6): markers from the hands, the dice, control recorded.
#include "vassalage.h"

#include "markermixexample.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerdraws.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "containers/markercatalog.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

const QString VassalagePhase = u"Vassalage"_s;

QStringList markersOf(const QJsonObject &f, const QString &key)
{
    QStringList kinds;
    for (const QJsonValue &v : f.value(key).toArray())
        kinds << v.toString().trimmed();
    return kinds;
}

/// The vassalage points of \a kinds (§11.1: the value printed on each marker, from markers.json).
int pointsOf(const QStringList &kinds, QStringList *wrong = nullptr)
{
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    int points = 0;
    for (const QString &name : kinds) {
        const MarkerKind *kind = catalog.kind(name);
        if (!kind || !kind->name.startsWith(u"Vassalage"_s) || kind->value <= 0) {
            if (wrong)
                *wrong << name;
            continue;
        }
        points += kind->value;
    }
    return points;
}

/// How many of each kind \a kinds asks for that \a side's hand lacks: "Vassalage 2 (1 of 2)".
QStringList lacking(Database &db, qint64 side, const QStringList &kinds)
{
    ContainerReader reader(db);
    QMap<QString, int> held;
    if (reader.hasContainer())
        for (const ContainerMarker &m : reader.state(reader.find().id).hand(side))
            ++held[m.kind.toLower()];
    QMap<QString, int> asked;
    for (const QString &k : kinds)
        ++asked[k.toLower()];
    QStringList missing;
    for (auto it = asked.cbegin(); it != asked.cend(); ++it)
        if (held.value(it.key()) < it.value())
            missing << tr("%1 (holds %2 of %3)").arg(it.key()).arg(held.value(it.key())).arg(it.value());
    return missing;
}

/** The square's target: the one other power controlling units there. */
struct Target
{
    qint64 power = 0;
    QList<Unit> units;
    QStringList kings;
    QStringList powers; ///< every other power there, when more than one
};

Target targetIn(Database &db, const QString &square, qint64 attacker)
{
    Target t;
    CampaignReader reader(db);
    for (const Unit &u : reader.units()) {
        const qint64 by = Control1066::controller(u);
        if (u.locationId != square || u.isEliminated() || by == attacker)
            continue;
        if (!t.powers.contains(reader.side(by).name))
            t.powers << reader.side(by).name;
        t.power = by;
        t.units << u;
        if (u.attributes.value(u"king"_s).toBool())
            t.kings << Control1066::unitName(u);
    }
    return t;
}

/// The markers committed must be in the hands that commit them (§11.1, §11.6); a neutral holds none (§4.3).
QList<StepRefusal> handRefusals(Database &db, const Side &side, qint64 target, const QStringList &attack,
                                const QStringList &defence)
{
    CampaignReader reader(db);
    QList<StepRefusal> refusals;
    auto refuse = [&](const QString &text, const char *rule) {
        refusals << StepRefusal{text, u"1066 §"_s + QString::fromLatin1(rule)};
    };
    if (const QStringList missing = lacking(db, side.id, attack); !missing.isEmpty())
        refuse(tr("%1 does not hold the markers it commits: %2.").arg(side.name, missing.join(u", "_s)),
               "11.1");
    const bool neutral = target && reader.side(target).attributes.value(u"neutral"_s).toBool();
    if (!defence.isEmpty() && neutral)
        refuse(tr("%1 is neutral and holds no markers: it defends with its one free die.")
                       .arg(reader.side(target).name),
               "4.3");
    else if (const QStringList missing = lacking(db, target, defence); target && !missing.isEmpty())
        refuse(tr("%1 does not hold the markers it commits in defence (only the targeted power's own markers "
                  "defend): "
                  "%2.")
                       .arg(reader.side(target).name, missing.join(u", "_s)),
               "11.6");
    return refusals;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const ClockState clock = reader.clock();
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const QString square = f.value(u"square"_s).toString();
    QList<StepRefusal> refusals;
    auto refuse = [&](const QString &text, const char *rule) {
        refusals << StepRefusal{text, u"1066 §"_s + QString::fromLatin1(rule)};
    };
    if (!TurnOrder1066::inOwnPhase(clock, side.id, VassalagePhase))
        refuse(tr("Vassalage is attempted only in the phasing power's own vassalage phase; the clock is at "
                  "%1%2.")
                       .arg(clock.phase, clock.activeSide
                                                 ? tr(" of %1").arg(reader.side(clock.activeSide).name)
                                                 : QString()),
               "11.2");
    if (side.attributes.value(u"neutral"_s).toBool())
        refuse(tr("%1 is neutral: a neutral power does nothing (1066 §4.3).").arg(side.name), "4.3");
    if (reader.location(square).kind == u"off-map box"_s)
        refuse(tr("%1 is an off-map box: its units cannot be targeted for vassalage.").arg(square), "21.6");
    const QStringList attack = markersOf(f, u"markers"_s);
    const QStringList defence = markersOf(f, u"defence"_s);
    QStringList wrong;
    pointsOf(attack + defence, &wrong);
    if (attack.isEmpty())
        refuse(tr("The phasing power spends at least one vassalage marker to make an attempt."), "11.3");
    if (!wrong.isEmpty())
        refuse(tr("Only Vassalage 1 and Vassalage 2 markers count in vassalage, not: %1.")
                       .arg(wrong.join(u", "_s)),
               "11.1");
    const Target target = targetIn(db, square, side.id);
    if (target.units.isEmpty())
        refuse(tr("No other power's units are in %1: vassalage targets an enemy-occupied square.").arg(square),
               "11.2");
    else if (target.powers.size() > 1)
        refuse(tr("%1 holds units of %2: name one square held by one power.")
                       .arg(square, target.powers.join(u", "_s)),
               "11.2");
    else if (Control1066::playerOf(db, target.power) == Control1066::playerOf(db, side.id))
        refuse(tr("%1 and %2 are played by the same player: they never target each other.")
                       .arg(side.name, reader.side(target.power).name),
               "4.6");
    if (!target.kings.isEmpty())
        refuse(tr("%1 is in %2: a square with a king cannot be targeted; the attempt is cancelled and every "
                  "marker "
                  "stays in hand.")
                       .arg(target.kings.join(u", "_s), square),
               "11.7");
    refusals << handRefusals(db, side, target.power, attack, defence);
    return refusals;
}

std::optional<QList<int>> facesOf(const QJsonObject &dice)
{
    if (!dice.contains(u"attacker"_s) && !dice.contains(u"defender"_s))
        return std::nullopt;
    QList<int> faces;
    for (const QString &key : {u"attacker"_s, u"defender"_s})
        for (const QJsonValue &v : dice.value(key).toArray())
            faces << v.toInt();
    return faces;
}

/// Writes the vassalage roll: the attacker's entry, and the defender's copy of the same text.
ProcedureResult roll(Campaign &campaign, const QJsonObject &inputs, const QJsonObject &dice,
                     const QString &line, qint64 attacker, qint64 defender)
{
    const Procedure &p = ProcedureRegistry::standard().get(u"1066.vassalage"_s);
    ProcedureResult result;
    ActionDraft draft;
    {
        ActionWriter writer(campaign.log());
        const TableLibrary tables = CampaignTables::forCampaign(campaign);
        result = ProcedureRunner(tables).resolveInto(writer, p, ProcedureRunner::completeInputs(p, inputs),
                                                     facesOf(dice), draft);
        QStringList working;
        for (const ExplanationStep &e : result.explanation)
            working << e.text;
        draft.privateText = working.join(u' ');
        draft.publicText = line;
        draft.audience = Audience::Side;
        draft.audienceSide = attacker;
        writer.commit(draft);
    }
    ActionWriter writer(campaign.log());
    ActionDraft copy;
    copy.kind = u"1066.vassalage-view"_s;
    copy.publicText = line;
    copy.privateText = draft.privateText;
    copy.audience = Audience::Side;
    copy.audienceSide = defender;
    copy.data = draft.data;
    writer.commit(copy);
    return result;
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &dice)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const QString square = f.value(u"square"_s).toString();
    const QStringList attack = markersOf(f, u"markers"_s);
    const QStringList defence = markersOf(f, u"defence"_s);
    Target target = targetIn(db, square, side.id);
    // §4.4: declaring vassalage against a neutral's force makes it belligerent before the roll.
    QStringList belligerent;
    if (reader.side(target.power).attributes.value(u"neutral"_s).toBool())
        belligerent = Control1066::makeBelligerent(campaign, {target.power}, side.id, dice,
                                                   tr("declared vassalage on a force"));
    const QString defender = reader.side(target.power).name;
    const int a = pointsOf(attack);
    const int d = pointsOf(defence);
    const QJsonObject inputs{{u"attacker_points"_s, a}, {u"defender_points"_s, d}};
    // The procedure's success decides the public line, so it is worked out first inside the same action.
    const QString tried = tr("%1 attempts vassalage in %2 against %3").arg(side.name, square, defender);
    ProcedureResult result = roll(campaign, inputs, dice, tried, side.id, target.power);
    const bool success = result.outcome.value(u"success"_s).toBool();
    HandActions(campaign).returnMarkers(side.id, attack);
    if (!defence.isEmpty())
        HandActions(campaign).returnMarkers(target.power, defence);
    QJsonObject outcome{{u"success"_s, success},
                        {u"attacker_total"_s, result.outcome.value(u"attacker_total"_s)},
                        {u"defender_total"_s, result.outcome.value(u"defender_total"_s)},
                        {u"attacker_points"_s, a},
                        {u"defender_points"_s, d},
                        {u"defender"_s, defender},
                        {u"became_belligerent"_s, QJsonArray::fromStringList(belligerent)}};
    QString line;
    if (success) {
        ActionWriter writer(campaign.log());
        const QStringList names = Control1066::takeControl(writer, target.units, side.id, reader.clock().turn);
        ActionDraft draft;
        draft.kind = u"1066.control"_s;
        draft.publicText
                = tr("Vassalage in %1 succeeds: %2 places a control marker on the force there, taken from %3 "
                     "(1066 §11.8)")
                          .arg(square, side.name, defender);
        draft.privateText = tr("Now under the control of %1 in %2: %3")
                                    .arg(side.name, square, names.join(u", "_s));
        draft.audience = Audience::Side;
        draft.audienceSide = side.id;
        writer.commit(draft);
        outcome.insert(u"controlled"_s, QJsonArray::fromStringList(names));
        line = draft.publicText;
    } else {
        // §11.2: the defender who holds draws one marker at random (only a power that draws markers).
        const ContainerOutcome drawn = ContainerDraws(campaign).draw(target.power, 1);
        outcome.insert(u"defender_draws"_s, 1);
        line = tr("Vassalage in %1 fails: %2 keeps the force and draws a campaign marker (1066 §11.2)")
                       .arg(square, defender);
        ActionWriter writer(campaign.log());
        writer.commit(u"1066.vassalage-held"_s, line);
    }
    return StepOutcome{outcome, {}, line};
}

} // namespace

void Vassalage1066::registerStep(StepRegistry &registry)
{
    StepSpec s
            = StepSpec::make(u"1066"_s, "Reeve::TurnSteps1066", u"vassalage"_s, N("Vassalage"),
                             N("The phasing power spends vassalage markers from its hand against a square "
                               "held by one other power; that power may spend its own in defence. The dice "
                               "decide: a success puts every unit there under the attacker's control, a "
                               "failure gives the defender a marker. The markers go back to the pool."),
                             {u"1066 §11.2"_s, u"1066 §11.3"_s, u"1066 §11.4"_s, u"1066 §11.6"_s,
                              u"1066 §11.7"_s, u"1066 §11.8"_s, u"1066 §4.4"_s});
    StepField markers = StepField::make(u"markers"_s, StepField::Type::List, true, N("Markers committed"),
                                        N("The vassalage markers the phasing power spends, e.g. "
                                          "[\"Vassalage 2\", \"Vassalage 1\"]."));
    markers.itemType = StepField::Type::Text;
    StepField defence
            = StepField::make(u"defence"_s, StepField::Type::List, false, N("Markers in defence"),
                              N("The vassalage markers the targeted power spends (none: one free die)."));
    defence.itemType = StepField::Type::Text;
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"), N("The phasing power.")),
                StepField::make(u"square"_s, StepField::Type::Location, true, N("Square"),
                                N("The enemy-occupied square targeted.")),
                markers, defence};
    s.dice = {
            StepDice{u"attacker"_s, u"d6"_s, N("one d6 per vassalage point the phasing power commits")},
            StepDice{u"defender"_s, u"d6"_s, N("one free d6, plus one per point committed in defence")},
            StepDice{u"takeover"_s, u"d6"_s,
                     N("when a neutral is targeted in a three-player game: 1-3 the first other player takes "
                       "it, 4-6 the second (§4.5)")}};
    // A pool of vassalage markers and spies only; the Normans hold a Vassalage 2 and attempt York in their
    // vassalage phase (five phases after the initiative): 6 + 5 = 11 beats the defender's free die, 3.
    s.examples = {markerMixExample1066({{u"Spy"_s, 2}, {u"Vassalage 1"_s, 2}, {u"Vassalage 2"_s, 2}}),
                  u"reeve-cli container FILE pick Normans \"Vassalage 2\""_s};
    for (int i = 0; i < 5; ++i)
        s.examples << u"reeve-cli step FILE next-phase"_s;
    s.examples << u"reeve-cli step FILE vassalage side=Normans square=York markers='[\"Vassalage 2\"]' "
                  "--dice attacker=6,5 --dice defender=3"_s;
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
