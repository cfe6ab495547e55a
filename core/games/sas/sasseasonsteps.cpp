#include "sasseasonsteps.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/gametexts.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasorders.h"
#include "games/sas/sasseason.h"
#include "games/sas/sassteps.h"
#include "log/actionlog.h"
#include "orders/orderbook.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;

namespace {

using T = StepField::Type;
using S = SasSteps;

StepField bonusField()
{
    StepField f = S::choice(u"bonus"_s, {u"sheet"_s, u"formula"_s}, false,
                            QT_TRANSLATE_NOOP("Reeve::SasSteps", "Team bonus reading"),
                            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                              "How an alliance's bonus is read: the control sheet's figures "
                                              "(sheet) or the printed formula (formula)."));
    f.defaultValue = u"sheet"_s;
    return f;
}

StepSpec length()
{
    StepSpec s = S::spec(
            u"length"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Game length"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Chooses how long the game runs: a short, medium or long game sets the "
                              "victory points to reach and hold; a campaign game has no target."),
            {S::ruleText("goal of the game")});
    s.fields = {S::choice(u"length"_s, {u"short"_s, u"medium"_s, u"long"_s, u"campaign"_s}, true,
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "Length"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "short, medium, long or campaign."))};
    s.examples = {u"reeve-cli step FILE length length=medium"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(SasSeason(c).setGameLength(f.value(u"length"_s).toString()));
    };
    return s;
}

StepSpec round()
{
    StepSpec s = S::spec(
            u"round"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Timed round event"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Records when a three-minute round (diplomacy, order writing, unit or "
                              "city building) starts, is extended by everyone's vote, pauses, resumes "
                              "or ends. It records what happened at the table, so undo leaves it."),
            {S::phase(3), S::phase(4), S::phase(7), S::phase(8)});
    s.fields = {S::choice(u"round"_s, {u"diplomacy"_s, u"orders"_s, u"units"_s, u"cities"_s}, true,
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "Round"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                            "Which timed round: diplomacy, orders, units or cities.")),
                S::choice(u"event"_s, {u"start"_s, u"extend"_s, u"pause"_s, u"resume"_s, u"end"_s}, true,
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "Event"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "start, extend, pause, resume or end.")),
                S::number(u"left"_s, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Seconds left"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "The time left on the timer, in seconds."), 0)};
    s.examples = {S::clockAt("3 Diplomacy"), u"reeve-cli step FILE round round=diplomacy event=start"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(SasSeason(c).logRound(f.value(u"round"_s).toString(), f.value(u"event"_s).toString(),
                                               f.contains(u"left"_s) ? f.value(u"left"_s).toInt() : -1));
    };
    return s;
}

QList<StepRefusal> allianceCheck(Campaign &, const QJsonObject &f)
{
    const bool breaking = f.value(u"break"_s).toBool();
    const bool named = !f.value(u"members"_s).toArray().isEmpty();
    if (!breaking && !named)
        return {{QCoreApplication::translate(
                         "Reeve::SasSteps",
                         "Name the members of the alliance (members=England,France), or break it "
                         "with break=true."),
                 S::phase(3)}};
    if (breaking && named)
        return {{QCoreApplication::translate(
                         "Reeve::SasSteps",
                         "Breaking an alliance takes every member out of the team: name no members."),
                 S::phase(3)}};
    return {};
}

StepSpec alliance()
{
    StepSpec s = S::spec(
            u"alliance"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Form or break an alliance"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Puts two to four factions in one team (cube A, B or C), extends a team "
                              "with new members, or breaks a team; the team's points replace its "
                              "members' own. However many members join, it is one action."),
            {S::phase(3)});
    StepField members
            = S::field(u"members"_s, T::List, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Members"),
                       QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                         "The factions joining the team, such as England and France."));
    members.itemType = T::Side;
    StepField breaking = S::field(u"break"_s, T::Boolean, false,
                                  QT_TRANSLATE_NOOP("Reeve::SasSteps", "Break"),
                                  QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                                    "Break the team: every member leaves it."));
    breaking.defaultValue = false;
    s.fields = {S::choice(u"team"_s, {u"A"_s, u"B"_s, u"C"_s}, true,
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "Team"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "The team's cube: A, B or C.")),
                members, breaking};
    s.examples = {
            S::clockAt("3 Diplomacy"),
            u"reeve-cli step FILE alliance team=A members='[\"England\",\"France\",\"North Sea Empire\"]'"_s};
    s.check = &allianceCheck;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const QString team = f.value(u"team"_s).toString();
        QStringList names;
        for (const QJsonValue &v : f.value(u"members"_s).toArray())
            names << v.toString();
        const QList<qint64> seqs = f.value(u"break"_s).toBool() ? SasSeason(c).breakAlliance(team)
                                                                : SasSeason(c).formAlliance(team, names);
        StepOutcome out = S::logged(seqs);
        QStringList lines; // one public line for the whole team: "England joins alliance A; France joins ..."
        for (qint64 seq : seqs)
            lines << c.log().action(seq).publicText;
        out.publicSummary = lines.join(u"; "_s);
        return out;
    };
    return s;
}

StepSpec orders()
{
    StepSpec s = S::spec(
            u"orders"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Write sealed orders"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "A faction's orders for the season, one line per army or fleet (\"Army "
                              "I: attack Normandy\"), checked against the board and sealed until they "
                              "are revealed together."),
            {S::phase(4)});
    StepField lines = S::field(u"lines"_s, T::List, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Orders"),
                               QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                                 "One order per army or fleet, such as Army I: attack "
                                                 "Normandy; several separated by commas."));
    lines.itemType = T::Text;
    StepField raider
            = S::choice(u"raider"_s, {u"table"_s, u"prose"_s}, false,
                        QT_TRANSLATE_NOOP("Reeve::SasSteps", "Raider capacity"),
                        QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                          "How many army units a raider carries: table (3) or prose (2)."));
    raider.defaultValue = u"table"_s;
    s.fields = {S::field(u"side"_s, T::Side, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Faction"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The faction writing its orders.")),
                lines, raider};
    s.examples = {u"reeve-cli sas FILE territory Wessex control=England major=1 capital=England"_s,
                  u"reeve-cli sas FILE territory Normandy control=France ports=1"_s,
                  u"reeve-cli sas FILE place England army 1 Wessex hc=2"_s, S::clockAt("4 Write orders"),
                  u"reeve-cli step FILE orders side=England lines='[\"Army I: attack Normandy\"]'"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        QStringList text;
        for (const QJsonValue &v : f.value(u"lines"_s).toArray())
            text << v.toString();
        const qint64 side = SasBoard(c).side(f.value(u"side"_s).toString()).id;
        return S::logged(SasOrders(c).write(side, text, f.value(u"raider"_s).toString()).seq);
    };
    return s;
}

StepSpec vp()
{
    StepSpec s = S::spec(
            u"vp"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Record victory points"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Counts every faction's points now (territories, cities, enemy capitals) "
                              "and each team's, and records them for the season so the charts follow."),
            {S::ruleText("goal of the game"), S::phase(3)});
    s.fields = {bonusField()};
    s.examples = {u"reeve-cli step FILE vp"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const qint64 seq = SasSeason(c).recordVictoryPoints(f.value(u"bonus"_s).toString());
        StepOutcome out = S::logged(seq);
        out.publicSummary = c.log().action(seq).publicText; // the points, not a quantity named on the way
        return out;
    };
    return s;
}

/// Advancing from phases 1 to 8 skips the rest of the season (from phase 1, all of it): refused unless
/// skip=true (phase 9).
QList<StepRefusal> advanceCheck(Campaign &c, const QJsonObject &f)
{
    const QStringList &phases = c.game().phases;
    const QString phase = CampaignReader(c.database()).clock().phase;
    const qsizetype at = phases.indexOf(phase);
    if (f.value(u"skip"_s).toBool() || at < 0 || at >= phases.size() - 1)
        return {};
    return {{QCoreApplication::translate(
                     "Reeve::SasSteps",
                     "The season is at phase %1: advancing now skips phases %2 to %3. Finish "
                     "them first, or advance with \"Skip phases\" (skip) set to skip them.")
                     .arg(GameTexts::label(phase)) // "5 Bewegung" to a German reader
                     .arg(at + 2)
                     .arg(phases.size() - 1),
             S::phase(9)}};
}

StepSpec advance()
{
    StepSpec s = S::spec(
            u"advance"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Advance the season"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Ends the season: records the points, checks them against the game's "
                              "target (a faction or team wins after holding it for two more seasons; an "
                              "alliance formed, extended or broken restarts the count of its members; "
                              "several at once are settled by the most VP, a tie said to be one), and "
                              "moves the clock to the next season's first phase, all as one action. From "
                              "phases 1 to 8 it is refused unless told to skip the rest."),
            {S::phase(9), S::ruleText("additional notes"), S::ruleText("goal of the game")});
    StepField skip
            = S::field(u"skip"_s, T::Boolean, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Skip phases"),
                       QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                         "Advance even though the clock stands between phases 1 and 8, "
                                         "skipping what is left of the season."));
    skip.defaultValue = false;
    StepField winner = S::choice(
            u"winner"_s, {u"holders"_s, u"all"_s}, false,
            QT_TRANSLATE_NOOP("Reeve::SasSteps", "Winner reading"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "When a side completes the hold: holders (the most VP among those who held the "
                              "target for two seasons wins) or all (the most VP among every faction and "
                              "team wins)."));
    winner.defaultValue = u"holders"_s;
    s.fields = {bonusField(), skip, winner};
    s.examples = {S::clockAt("9 Advance season"), u"reeve-cli step FILE advance"_s,
                  u"reeve-cli step FILE advance skip=true"_s};
    s.check = &advanceCheck;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const QList<qint64> seqs = SasSeason(c).advanceLines(f.value(u"bonus"_s).toString(),
                                                             f.value(u"winner"_s).toString());
        StepOutcome out = S::logged(seqs);
        // One line in the order things happened: the season's points (it names the season scored), the
        // victory check, then the clock's move; undo says the same.
        QStringList lines;
        for (qint64 seq : seqs)
            lines << c.log().action(seq).publicText;
        out.publicSummary = lines.join(u"; "_s);
        return out;
    };
    return s;
}

} // namespace

QList<StepSpec> SasSeasonSteps::specs()
{
    return {length(), round(), alliance(), orders(), vp(), advance()};
}

} // namespace Reeve
