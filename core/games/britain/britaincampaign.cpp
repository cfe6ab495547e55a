#include "britaincampaign.h"

#include <algorithm>

#include "britaincommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Britain;

namespace {

const QString Figures = u"britain.figures"_s;
const QString Strategic = u"Britain, STRATEGIC MOVEMENT"_s;
const QString Horse = u"Britain, SPECIAL HORSEMAN RULES"_s;

qint64 ceilDiv(qint64 a, qint64 b)
{
    return (a + b - 1) / b;
}

Procedure horseLimit()
{
    Procedure p = make(u"horse-limit"_s, tr("Limit on horsemen"), {Horse});
    p.summary = tr("At most one warrior in twenty rides, rounded up for the player; all horsemen form at most one "
                   "horse unit per 200 warriors present. Only Britons and Picts have horse.");
    p.parameters = {ParameterSpec::integer(u"warriors"_s, tr("Warriors present"), 0, 1000000),
                    ParameterSpec::choice(u"units_rounding"_s, tr("Horse units for a part of 200"), {u"down"_s, u"up"_s},
                                          u"down"_s,
                                          tr("down: one unit per full 200 (at least one); up: a part of 200 counts "
                                             "as a whole."))};
    p.body = [](ProcedureContext &c) {
        const qint64 warriors = c.integer(u"warriors"_s);
        const int per = figure(c, Figures, u"men-per-horseman"_s);
        const int perUnit = figure(c, Figures, u"warriors-per-horse-unit"_s);
        const qint64 horsemen = ceilDiv(warriors, per);
        const bool up = c.text(u"units_rounding"_s) == u"up"_s;
        const qint64 units = horsemen == 0 ? 0 : (up ? ceilDiv(warriors, perUnit) : std::max<qint64>(1, warriors / perUnit));
        c.set(u"max_horsemen"_s, horsemen);
        c.set(u"max_horse_units"_s, units);
        c.step(tr("%1 ÷ %2 = %3 horsemen at most, rounded up in the player's favour.")
                       .arg(warriors)
                       .arg(per)
                       .arg(horsemen),
               Horse);
        c.step(tr("One horse unit per %1 warriors (reading \"%2\"): %3 unit(s), each under a leader picked from those "
                  "present.")
                       .arg(perUnit)
                       .arg(c.text(u"units_rounding"_s))
                       .arg(units),
               Horse);
    };
    return p;
}

Procedure bowmenLimit()
{
    Procedure p = make(u"bowmen-limit"_s, tr("Limit on bowmen"), {u"Britain, MISSILE FIRE"_s});
    p.summary = tr("Only Britons and Picts shoot: at most one Briton in ten and one Pict in five carries a bow.");
    p.parameters = {ParameterSpec::integer(u"warriors"_s, tr("Warriors in the force"), 0, 1000000),
                    ParameterSpec::choice(u"people"_s, tr("People"),
                                          {u"britons"_s, u"picts"_s, u"saxons"_s, u"angles"_s, u"jutes"_s,
                                           u"scots-irish"_s},
                                          u"britons"_s)};
    p.body = [](ProcedureContext &c) {
        const QString people = c.text(u"people"_s);
        const qint64 warriors = c.integer(u"warriors"_s);
        qint64 bowmen = 0;
        if (people == u"britons"_s || people == u"picts"_s) {
            const int per = figure(c, Figures, people == u"britons"_s ? u"britons-per-bowman"_s : u"picts-per-bowman"_s);
            bowmen = warriors / per;
            c.step(tr("%1 ÷ %2, whole bowmen only: %3.").arg(warriors).arg(per).arg(bowmen), u"Britain, MISSILE FIRE"_s);
        } else {
            c.step(tr("Only Britons and Picts use bows: none."), u"Britain, MISSILE FIRE"_s);
        }
        c.set(u"max_bowmen"_s, bowmen);
    };
    return p;
}

Procedure incursionYear()
{
    Procedure p = make(u"incursion-year"_s, tr("Year of the next incursion"), {Strategic});
    p.summary = tr("From 440, and after each campaign, a d6 gives how many years pass before the next attack.");
    p.parameters = {ParameterSpec::integer(u"year"_s, tr("Current year"), 440, 600, 440)};
    p.diceText = tr("one d6");
    p.oddsFields = {u"incursion_year"_s};
    p.body = [](ProcedureContext &c) {
        const int die = c.roll(6, tr("years"));
        const qint64 next = c.integer(u"year"_s) + die;
        const int last = figure(c, Figures, u"last-year"_s);
        c.set(u"roll"_s, die);
        c.set(u"incursion_year"_s, next);
        c.set(u"after_end"_s, next > last);
        c.step(next > last ? tr("%1 + %2 = %3, after the game ends in %4.").arg(c.integer(u"year"_s)).arg(die).arg(next).arg(last)
                           : tr("%1 + %2: the next incursion comes in %3.").arg(c.integer(u"year"_s)).arg(die).arg(next),
               Strategic);
    };
    return p;
}

/// Why a barbarian action is refused, or an empty string.
QString barbarianBar(ProcedureContext &c, const QString &action)
{
    const bool field = c.boolean(u"britons_in_field"_s);
    const QString people = c.text(u"people"_s);
    if ((action == u"pillage"_s || action == u"besiege"_s) && field)
        return tr("the Britons still hold the field");
    if (action == u"settle"_s) {
        if (people == u"scots-irish"_s || people == u"picts"_s)
            return tr("Scots-Irish and Picts never settle");
        if (field || c.boolean(u"britons_in_stronghold"_s))
            return tr("the Britons still hold the field or the stronghold");
    }
    return {};
}

Procedure strategicCost()
{
    Procedure p = make(u"strategic-cost"_s, tr("Strategic action cost"), {Strategic});
    p.summary = tr("Entering or pillaging an area costs 1, settling or besieging 2. Barbarians pillage or besiege "
                   "only once the Britons are driven from the field, and settle only once they are driven from field "
                   "and stronghold.");
    p.parameters = {
            ParameterSpec::choice(u"action"_s, tr("Action"), {u"enter"_s, u"pillage"_s, u"settle"_s, u"besiege"_s}),
            ParameterSpec::choice(u"people"_s, tr("Acting people"),
                                  {u"saxons"_s, u"angles"_s, u"jutes"_s, u"scots-irish"_s, u"picts"_s, u"britons"_s},
                                  u"saxons"_s),
            ParameterSpec::boolean(u"britons_in_field"_s, tr("Britons still in the field in the area"), false),
            ParameterSpec::boolean(u"britons_in_stronghold"_s, tr("Britons still hold its stronghold"), false),
            ParameterSpec::integer(u"movement_left"_s, tr("Movement left"), 0, 1000, 1000)};
    p.body = [](ProcedureContext &c) {
        const QString action = c.text(u"action"_s);
        const int cost = figure(c, u"britain.strategic-costs"_s, action);
        const QString bar = c.text(u"people"_s) == u"britons"_s ? QString() : barbarianBar(c, action);
        const bool affordable = c.integer(u"movement_left"_s) >= cost;
        const bool allowed = bar.isEmpty() && affordable;
        c.set(u"cost"_s, cost);
        c.set(u"allowed"_s, allowed);
        c.step(tr("%1 costs %2.").arg(action).arg(cost), Strategic);
        if (!bar.isEmpty())
            c.step(tr("Not yet: %1.").arg(bar), Strategic);
        else if (!affordable)
            c.step(tr("Only %1 movement left.").arg(c.integer(u"movement_left"_s)), Strategic);
    };
    return p;
}

Procedure pillage()
{
    Procedure p = make(u"pillage"_s, tr("Pillaged district feeds the next wave"), {Strategic});
    p.summary = tr("A pillaged British district swells the coming barbarian wave by 40 warriors: all to a lone band, or "
                   "split evenly over an army's bands. No district is pillaged twice within ten years.");
    p.parameters = {ParameterSpec::integer(u"year"_s, tr("Year"), 440, 600),
                    ParameterSpec::integer(u"last_pillaged"_s, tr("Year last pillaged (0: never)"), 0, 600, 0),
                    ParameterSpec::integer(u"bands"_s, tr("Bands in the pillaging army"), 1, 12, 1)};
    p.body = [](ProcedureContext &c) {
        const int interval = figure(c, Figures, u"pillage-interval-years"_s);
        const qint64 year = c.integer(u"year"_s);
        const qint64 last = c.integer(u"last_pillaged"_s);
        if (last > year)
            throw Failure::badInput(tr("The district cannot have been pillaged after the current year."));
        const bool allowed = last == 0 || year - last >= interval;
        c.set(u"allowed"_s, allowed);
        if (!allowed) {
            c.set(u"warriors_added"_s, 0);
            c.set(u"per_band"_s, 0);
            c.set(u"remainder"_s, 0);
            c.step(tr("Pillaged in %1, under %2 years ago: not again before %3.").arg(last).arg(interval).arg(last + interval),
                   Strategic);
            return;
        }
        const int warriors = figure(c, Figures, u"pillage-warriors"_s);
        const qint64 bands = c.integer(u"bands"_s);
        c.set(u"warriors_added"_s, warriors);
        c.set(u"per_band"_s, warriors / bands);
        c.set(u"remainder"_s, warriors % bands);
        c.step(tr("%1 warriors join the next wave: %2 for each of %3 band(s); %4 left over that the fragment does not "
                  "place (the referee assigns them). Record %5 as the year last pillaged.")
                       .arg(warriors)
                       .arg(warriors / bands)
                       .arg(bands)
                       .arg(warriors % bands)
                       .arg(year),
               Strategic);
    };
    return p;
}

Procedure yearEnd()
{
    Procedure p = make(u"year-end"_s, tr("End of the campaign year"), {Strategic});
    p.summary = tr("When every leader's movement is spent the year ends: British bands go back to their districts, "
                   "unsettled barbarians go home, and next year the Britons field one band per district they hold. "
                   "The game ends in 600 or when the Britons hold nothing.");
    p.parameters = {ParameterSpec::integer(u"year"_s, tr("Year ending"), 440, 600),
                    ParameterSpec::integer(u"districts_held"_s, tr("Districts the Britons hold"), 0, 10)};
    p.body = [](ProcedureContext &c) {
        const qint64 year = c.integer(u"year"_s);
        const qint64 held = c.integer(u"districts_held"_s);
        const int last = figure(c, Figures, u"last-year"_s);
        const bool over = year >= last || held == 0;
        c.set(u"british_bands"_s, held);
        c.set(u"next_year"_s, year + 1);
        c.set(u"game_over"_s, over);
        c.step(tr("British bands return to their districts; barbarians who have not settled, and all Scots-Irish and "
                  "Picts, go home. The barbarians keep 12 bands; the Britons will field %1.")
                       .arg(held),
               Strategic);
        c.step(over ? (held == 0 ? tr("The Britons hold no district: the game is over.")
                                 : tr("%1 is the last year: the game is over.").arg(year))
                    : tr("The game goes on into %1.").arg(year + 1),
               Strategic);
    };
    return p;
}

} // namespace

void registerBritainCampaign(ProcedureRegistry &registry)
{
    registry.add(withHelp(horseLimit()));
    registry.add(withHelp(bowmenLimit()));
    registry.add(withHelp(incursionYear()));
    registry.add(withHelp(strategicCost()));
    registry.add(withHelp(pillage()));
    registry.add(withHelp(yearEnd()));
}

} // namespace Reeve
