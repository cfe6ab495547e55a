// The 1066 pillage step (§19, §20.6): the die against the attack factors there, the marker, loot and reaction.
#include "pillage.h"

#include "markermixexample.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerdraws.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/eventkit.h"
#include "games/1066/turn/square1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "procedures/procedureresult.h"
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

/// The attack factors of \a side's units in \a square (§19.2), each printed value read from the unit.
int attackFactors(Database &db, const QString &square, qint64 side)
{
    int total = 0;
    for (const Unit &u : Control1066::controlledIn(db, square, side)) {
        const QJsonValue v = u.attributes.value(u"attack"_s);
        if (!v.isDouble())
            throw Failure::missingFigure(
                    u"units"_s, QString::number(u.id),
                    tr("Pillage totals the attack factors in the square: enter the attack "
                       "value printed on %1 (unit %2) as \"attack\" (1066 §19.2).")
                            .arg(Control1066::unitName(u))
                            .arg(u.id));
        total += v.toInt();
    }
    return total;
}

/// Every other player (§19.2): the playing powers, not a neutral taken over (its player draws), not the pillager's.
QList<qint64> otherPlayers(Database &db, qint64 side)
{
    QList<qint64> others;
    CampaignReader reader(db);
    for (qint64 s : TurnOrder1066::seating(db))
        if (s != Control1066::playerOf(db, side)
            && reader.side(s).attributes.value(u"controlled_by"_s).toString().isEmpty())
            others << s;
    return others;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const ClockState clock = reader.clock();
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const Location square = reader.location(f.value(u"square"_s).toString());
    QList<StepRefusal> refusals;
    auto refuse = [&](const QString &text, const char *rule) {
        refusals << StepRefusal{text, u"1066 §"_s + QString::fromLatin1(rule)};
    };
    if (side.attributes.value(u"neutral"_s).toBool())
        refuse(tr("%1 is neutral: a neutral power does nothing.").arg(side.name), "4.3");
    if (!TurnOrder1066::inOwnPhase(clock, side.id, u"Pillage"_s))
        refuse(tr("A power pillages in its own pillage phase; the clock is at %1.").arg(clock.phase), "19.2");
    if (Control1066::controlledIn(db, square.id, side.id).isEmpty())
        refuse(tr("%1 has no units in %2 to pillage with.").arg(side.name, square.id), "19.2");
    if (Square1066::isOffMap(square))
        refuse(tr("%1 is an off-map area, not a square (Reeve's reading: only map squares are pillaged).")
                       .arg(square.id),
               "19.1");
    if (Square1066::markerIn(db, square.id, u"Pillaged"_s))
        refuse(tr("%1 is already pillaged, and stays so for the game.").arg(square.id), "19.5");
    if (Square1066::isAllSea(square))
        refuse(tr("%1 is an all-sea square: it cannot be pillaged.").arg(square.id), "19.5");
    for (const Unit &u : reader.units())
        if (u.locationId == square.id && !u.isEliminated() && Control1066::controller(u) != side.id) {
            refuse(tr("%1 holds units of another power: a square with enemy or neutral units is not "
                      "pillaged.")
                           .arg(square.id),
                   "19.5");
            break;
        }
    for (const QJsonValue &v : Square1066::turnNote(db, u"pillage"_s, side.id).value(u"squares"_s).toArray())
        if (v.toString() == square.id)
            refuse(tr("%1 already tried to pillage %2 in this pillage phase: once per square.")
                           .arg(side.name, square.id),
                   "19.4");
    if (f.value(u"destroy_castle"_s).toBool() && !Square1066::markerIn(db, square.id, u"Castle"_s))
        refuse(tr("%1 has no castle to destroy.").arg(square.id), "20.6");
    if (Square1066::isTown(square) && !Square1066::feudal(square))
        refuse(tr("The loot of %1 is its feudal value, which is not entered: give the square its printed "
                  "\"feudal\".")
                       .arg(square.id),
               "19.2");
    if (refusals.isEmpty())
        attackFactors(db, square.id, side.id); // a printed value not entered stops before the die (exit 3)
    return refusals;
}

/// The roll, private to the pillager (it shows his attack factors); returns the procedure's result.
ProcedureResult roll(Campaign &campaign, const QJsonObject &inputs, const QJsonObject &dice, const Side &side,
                     const QString &square)
{
    EventKit1066::HiddenRoll hidden{u"1066.pillage"_s,
                                    inputs,
                                    EventKit1066::facesOf(dice, u"pillage"_s),
                                    u"1066.pillage-roll"_s,
                                    tr("%1 rolls to pillage (1066 §19.2)").arg(side.name),
                                    side.id};
    return EventKit1066::hiddenRoll(campaign, hidden,
                                    [&](ActionWriter &writer, const ProcedureResult &,
                                        const QString &working) {
                                        QJsonObject note = Square1066::turnNote(campaign.database(),
                                                                                u"pillage"_s, side.id);
                                        QJsonArray tried = note.value(u"squares"_s).toArray();
                                        tried.append(square);
                                        note.insert(u"squares"_s, tried);
                                        Square1066::writeTurnNote(writer, u"pillage"_s, side.id, note);
                                        return tr("Pillage of %1: %2").arg(square, working);
                                    });
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &dice)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const Location square = reader.location(f.value(u"square"_s).toString());
    const int factors = attackFactors(db, square.id, side.id);
    const int feudal = Square1066::isTown(square) ? Square1066::feudal(square).value_or(0) : 0;
    const qint64 castle = Square1066::markerIn(db, square.id, u"Castle"_s);
    const QList<qint64> others = otherPlayers(db, side.id);
    const QJsonObject inputs{{u"attack_factors"_s, factors},
                             {u"feudal"_s, feudal},
                             {u"other_players"_s, int(others.size())},
                             {u"castle"_s, castle != 0},
                             {u"reaction"_s, f.value(u"reaction"_s).toString(u"after-success"_s)}};
    const ProcedureResult result = roll(campaign, inputs, dice, side, square.id);
    const bool pillaged = result.outcome.value(u"pillaged"_s).toBool();
    const bool destroy = pillaged && castle && f.value(u"destroy_castle"_s).toBool();
    QString line
            = pillaged
                      ? tr("%1 pillaged %2: feudal and forage values 0 for the rest of the game (1066 §19.2, "
                           "§19.6)")
                                .arg(side.name, square.id)
                      : tr("%1 attempted a pillage without success (1066 §19.2)").arg(side.name);
    if (pillaged) {
        ActionWriter writer(campaign.log());
        writer.insert(u"placed_markers"_s, {{u"id"_s, writer.nextId(u"placed_markers"_s)},
                                            {u"location_id"_s, square.id},
                                            {u"kind"_s, u"Pillaged"_s},
                                            {u"side_id"_s, QJsonValue()},
                                            {u"attributes"_s, u"{}"_s}});
        if (destroy) {
            writer.remove(u"placed_markers"_s, {{u"id"_s, castle}});
            line += tr("; the castle there is destroyed (1066 §20.6)");
        }
        writer.commit(u"1066.pillage"_s, line);
    }
    const int loot = result.outcome.value(u"loot_draws"_s).toInt();
    if (loot > 0)
        ContainerDraws(campaign).draw(side.id, loot);
    QStringList reacting;
    if (result.outcome.value(u"reaction_draws"_s).toInt() > 0)
        for (qint64 other : others) {
            ContainerDraws(campaign).draw(other, 1);
            reacting << reader.side(other).name;
        }
    if (!pillaged) {
        ActionWriter writer(campaign.log());
        writer.commit(u"1066.pillage"_s, line);
    }
    // What the pillager alone knows: his attack factors and the die, and the square of a failed attempt (a
    // success names it publicly with its marker).
    QJsonObject attempt{{u"attack_factors"_s, factors}, {u"dice"_s, result.toJson().value(u"dice"_s)}};
    if (!pillaged)
        attempt.insert(u"square"_s, square.id);
    QJsonObject outcome{{u"side"_s, side.name},
                        {u"pillaged"_s, pillaged},
                        {u"loot_draws"_s, loot},
                        {u"reaction_draws"_s, QJsonArray::fromStringList(reacting)},
                        {u"castle_destroyed"_s, destroy},
                        {u"attempt"_s, attempt}};
    if (pillaged)
        outcome.insert(u"pillaged_square"_s, square.id);
    return StepOutcome{outcome, {}, line};
}

} // namespace

void Pillage1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"pillage"_s, N("Pillage"),
            N("In its pillage phase a power tries once to pillage a square only its units hold: a die at "
              "most "
              "their attack factors places a Pillaged marker for the rest of the game (a castle there may be "
              "destroyed); a pillaged town gives the pillager as many markers as its feudal value, and every "
              "other player draws one."),
            {u"1066 §19.2"_s, u"1066 §19.4"_s, u"1066 §19.5"_s, u"1066 §19.6"_s, u"1066 §19.7"_s,
             u"1066 §20.6"_s});
    StepField reaction
            = StepField::choice(u"reaction"_s, {u"after-success"_s, u"every-attempt"_s}, false,
                                N("Reaction draws"),
                                N("§19.2 lists the other players' draw among the steps: after a success "
                                  "(default), or after every attempt."));
    reaction.defaultValue = u"after-success"_s;
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"), N("The phasing power.")),
                StepField::make(u"square"_s, StepField::Type::Location, true, N("Square"),
                                N("The square its units hold alone.")),
                StepField::make(u"destroy_castle"_s, StepField::Type::Boolean, false, N("Destroy the castle"),
                                N("On a success, also remove the castle in the square (§19.2, §20.6).")),
                reaction};
    s.dice = {StepDice{u"pillage"_s, u"d6"_s,
                       N("one d6: at most the attack factors in the square pillages it")}};
    // The Normans pillage Rouen with the fyrd set up there (unit 8, attack 1 as entered from its counter) in
    // their pillage phase, eight phases after the first initiative: a 1 pillages it; the loot is Rouen's feudal
    // value (2 as entered), and the Anglo-Saxons and Vikings draw one each.
    s.examples = {u"reeve-cli unit FILE edit 8 attack=1"_s, u"reeve-cli location FILE edit Rouen feudal=2"_s,
                  markerMixExample1066({{u"Gold Point"_s, 9}})};
    for (int i = 0; i < 8; ++i)
        s.examples << u"reeve-cli step FILE next-phase"_s;
    s.examples << u"reeve-cli step FILE pillage side=Normans square=Rouen --dice pillage=1"_s;
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
