// The 1066 Assassin marker (§8.13, §18.7) as a step: the leader named, the die, the free draw or the hand back.
#include "assassin.h"

#include "markermixexample.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerdraws.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/eventkit.h"
#include "games/1066/turn/reveal1066.h"
#include "log/actionwriter.h"
#include "procedures/procedureresult.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

using EventKit1066::AssassinKind;
using EventKit1066::PapalKind;
using EventKit1066::SpyKind;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

bool isLeader(const Unit &u)
{
    const QJsonValue v = u.attributes.value(u"leader"_s);
    return v.toBool() || (v.isDouble() && v.toInt() > 0);
}

/// Why \a negator cannot cancel the Assassin with \a kind, or empty (§8.13 Spy: an enemy's; Papal: another's).
QString cancelRefusal(Database &db, const Side &side, const QString &negator, const QString &kind)
{
    if (negator.isEmpty())
        return {};
    const Side by = CampaignReader(db).sideByName(negator);
    if (!EventKit1066::enemies(db, by.id, side.id) || EventKit1066::held(db, by.id, kind) == 0)
        return tr("%1 cannot cancel the Assassin: it takes a %2 from the hand of another player than %3.")
                .arg(by.name, kind, side.name);
    return {};
}

/// §8.13: the leader must be revealed to the player; the campaign's record, or the referee's word (\a given).
std::optional<StepRefusal> revealedRefusal(const Side &side, const Unit &target, const QString &given)
{
    if (!given.isEmpty() || Reveal1066::isRevealedTo(target, side.id))
        return std::nullopt;
    return StepRefusal{tr("%1 is not recorded as revealed to %2: a leader is revealed by contact (a move into his "
                          "square, 1066 §7.2), a Spy on the enemy squares (step spy) or his owner showing him "
                          "(step reveal), until he moves. Record that first, or give revealed=HOW to say how the "
                          "referee knows.")
                               .arg(EventKit1066::unitLabel(target), side.name),
                       u"1066 §7.2"_s};
}

QList<StepRefusal> checkTarget(Database &db, const Side &side, const Unit &target)
{
    CampaignReader reader(db);
    const Side owner = reader.side(Control1066::controller(target));
    QList<StepRefusal> refusals;
    if (target.isEliminated() || target.locationId.isEmpty() || !isLeader(target))
        refusals << StepRefusal{
                tr("%1 is not a leader in play: the Assassin is played against a leader on the "
                   "map or in an off-map box.")
                        .arg(EventKit1066::unitLabel(target)),
                u"1066 §8.13"_s};
    else if (!EventKit1066::enemies(db, side.id, owner.id) || owner.attributes.value(u"neutral"_s).toBool())
        refusals << StepRefusal{tr("%1 is not an enemy leader: the Assassin strikes a leader another player "
                                   "controls, not a neutral's nor one's own.")
                                        .arg(EventKit1066::unitLabel(target)),
                                u"1066 §8.13"_s};
    return refusals;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    if (const std::optional<StepRefusal> why = EventKit1066::noPool(db))
        return {*why};
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals;
    if (reader.clock().activeSide != side.id)
        refusals << StepRefusal{tr("%1 plays the Assassin in its own player turn; the clock is in %2.")
                                        .arg(side.name,
                                             reader.clock().activeSide
                                                     ? tr("the player turn of %1")
                                                               .arg(reader.side(reader.clock().activeSide).name)
                                                     : tr("no player's turn (%1)").arg(reader.clock().phase)),
                                u"1066 §8.13"_s};
    if (EventKit1066::held(db, side.id, AssassinKind) == 0)
        refusals << StepRefusal{tr("%1 holds no Assassin marker.").arg(side.name), u"1066 §8.13"_s};
    const Unit target = reader.unit(EventKit1066::unitIds(db, QJsonArray{f.value(u"target"_s)}).value(0));
    refusals << checkTarget(db, side, target);
    if (refusals.isEmpty())
        if (const auto why = revealedRefusal(side, target, f.value(u"revealed"_s).toString()))
            refusals << *why;
    const QString spy = f.value(u"spy_negated_by"_s).toString();
    const QString papal = f.value(u"papal_negates"_s).toString();
    if (!spy.isEmpty() && !papal.isEmpty())
        refusals << StepRefusal{tr("One cancel is enough: give spy_negated_by or papal_negates, not both."),
                                u"1066 §8.13"_s};
    for (const auto &[negator, kind] : {std::pair{spy, SpyKind}, std::pair{papal, PapalKind}})
        if (const QString why = cancelRefusal(db, side, negator, kind); !why.isEmpty())
            refusals << StepRefusal{why, u"1066 §8.13"_s};
    return refusals;
}

/// The marker is cancelled before it takes effect: both go back to the pool, nothing else happens.
StepOutcome cancelled(Campaign &campaign, const Side &side, const Side &owner, const Side &by,
                      const QString &kind)
{
    HandActions(campaign).play(by.id, kind);
    const QString line = tr("%1 cancelled the Assassin of %2 with a %3: nothing happens (1066 §8.13)")
                                 .arg(by.name, side.name, kind);
    ActionWriter writer(campaign.log());
    writer.commit(u"1066.assassin-negated"_s, line);
    return StepOutcome{{{u"side"_s, side.name},
                        {u"target_side"_s, owner.name},
                        {u"negated_by"_s, by.name},
                        {u"eliminated"_s, false},
                        {u"free_draw"_s, false},
                        {u"hand_returned"_s, false}},
                       {},
                       line};
}

/// The die, rolled openly as at the table.
ProcedureResult roll(Campaign &campaign, const Unit &target, const QJsonObject &f, const QJsonObject &dice)
{
    const QJsonObject inputs{{u"king"_s, EventKit1066::isKing(target)},
                             {u"king_reading"_s, f.value(u"king_reading"_s).toString(u"combat"_s)}};
    return EventKit1066::publicRoll(campaign, u"1066.assassin"_s, inputs, dice, u"assassin"_s);
}

/// What the two players read of the leader named (the public reads only whose leader it was).
void tellTheTwo(Campaign &campaign, const Side &side, const Side &owner, const Unit &target, bool killed)
{
    for (qint64 reader : {side.id, owner.id}) {
        ActionWriter writer(campaign.log());
        ActionDraft draft;
        draft.kind = u"1066.assassin-target"_s;
        draft.publicText = tr("The Assassin's target is known to %1 and %2").arg(side.name, owner.name);
        draft.privateText = killed ? tr("%1 is eliminated by the Assassin").arg(EventKit1066::unitLabel(target))
                                   : tr("%1 survives the Assassin").arg(EventKit1066::unitLabel(target));
        draft.audience = Audience::Side;
        draft.audienceSide = reader;
        writer.commit(draft);
    }
}

/// The surviving leader's player draws one free marker, returning first what its hand limit asks (§8.7).
void freeDraw(Campaign &campaign, const Side &owner, const QJsonObject &f)
{
    ContainerDraws::Options options;
    for (const QJsonValue &v : f.value(u"returns"_s).toArray())
        options.returnFirst << v.toString();
    const int surplus = ContainerDraws(campaign).surplus(owner.id, 1);
    if (options.returnFirst.size() < surplus)
        throw Failure::badInput(
                tr("%1 holds its limit of markers: before its free draw it returns %2 to the pool "
                   "(1066 §8.7); name them with returns=[...] (the die stays the same).")
                        .arg(owner.name)
                        .arg(surplus));
    ContainerDraws(campaign).draw(owner.id, 1, options);
}

/// The referee's word on how the target was revealed, in plain words.
QString revealedWords(const QString &how)
{
    if (how == u"contact"_s)
        return tr("in contact");
    if (how == u"spy"_s)
        return tr("by a Spy");
    if (how == u"vassalage-spy"_s)
        return tr("by a vassalage spying");
    return tr("shown by his owner");
}

/// How the target was revealed: "recorded" (the campaign's record), else as the referee gave it (overriding).
QString revealedHow(const QJsonObject &f)
{
    return f.value(u"revealed"_s).toString(u"recorded"_s);
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &dice)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const Unit target = reader.unit(EventKit1066::unitIds(db, QJsonArray{f.value(u"target"_s)}).value(0));
    const Side owner = reader.side(Control1066::controller(target));
    {
        ActionWriter announce(campaign.log());
        const bool recorded = Reveal1066::isRevealedTo(target, side.id);
        announce.commit(u"1066.assassin"_s,
                        recorded || !f.contains(u"revealed"_s)
                                ? tr("%1 played the Assassin against a revealed leader of %2 (1066 §8.13)")
                                          .arg(side.name, owner.name)
                                : tr("%1 played the Assassin against a leader of %2 revealed on the referee's word "
                                     "(%3), not by the campaign's record (1066 §8.13)")
                                          .arg(side.name, owner.name, revealedWords(f.value(u"revealed"_s).toString())));
    }
    HandActions(campaign).play(side.id, AssassinKind);
    if (const QString spy = f.value(u"spy_negated_by"_s).toString(); !spy.isEmpty())
        return cancelled(campaign, side, owner, reader.sideByName(spy), SpyKind);
    if (const QString papal = f.value(u"papal_negates"_s).toString(); !papal.isEmpty())
        return cancelled(campaign, side, owner, reader.sideByName(papal), PapalKind);
    const ProcedureResult result = roll(campaign, target, f, dice);
    const bool killed = result.outcome.value(u"eliminated"_s).toBool();
    const bool handBack = result.outcome.value(u"hand_returned"_s).toBool();
    QString line;
    if (killed) {
        ActionWriter writer(campaign.log());
        writer.update(u"units"_s, {{u"id"_s, target.id}}, {{u"status"_s, u"eliminated"_s}});
        line = tr("The Assassin kills a leader of %1 (1066 §8.13)").arg(owner.name);
        writer.commit(u"1066.assassin-kill"_s, line);
    }
    tellTheTwo(campaign, side, owner, target, killed);
    if (handBack && !ContainerReader(db).state(ContainerReader(db).find().id).hand(owner.id).isEmpty())
        HandActions(campaign).returnMarkers(owner.id, {});
    if (!killed) {
        freeDraw(campaign, owner, f);
        line = tr("The leader of %1 survives the Assassin; %1 draws a free marker (1066 §8.13)")
                       .arg(owner.name);
    }
    return StepOutcome{{{u"side"_s, side.name},
                        {u"target_side"_s, owner.name},
                        {u"target"_s, EventKit1066::unitLabel(target)},
                        {u"revealed"_s, revealedHow(f)},
                        {u"revealed_in_record"_s, Reveal1066::isRevealedTo(target, side.id)},
                        {u"negated_by"_s, QString()},
                        {u"eliminated"_s, killed},
                        {u"free_draw"_s, !killed},
                        {u"hand_returned"_s, handBack},
                        {u"king_reading"_s, result.outcome.value(u"king_reading"_s)}},
                       {},
                       line};
}

} // namespace

void Assassin1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(u"1066"_s, "Reeve::TurnSteps1066", u"assassin"_s, N("Assassin"),
                                N("In its own player turn a power plays the Assassin against one revealed "
                                  "leader of another player: "
                                  "a 6 eliminates him; otherwise he lives and his power draws one marker "
                                  "free. An enemy's Spy or a "
                                  "Papal Intervention may cancel it first. The public reads whose leader was "
                                  "aimed at and the die; "
                                  "the two players read which leader."),
                                {u"1066 §8.13"_s, u"1066 §7.2"_s, u"1066 §18.7"_s, u"1066 §18.10"_s,
                                 u"1066 §8.7"_s});
    StepField target = StepField::make(u"target"_s, StepField::Type::Unit, true, N("Leader"),
                                       N("The revealed enemy leader, by name or number."));
    StepField revealed = StepField::choice(
            u"revealed"_s, {u"contact"_s, u"spy"_s, u"vassalage-spy"_s, u"shown"_s}, false,
            N("How he was revealed"),
            N("The Assassin needs a leader revealed (§7.2, §7.3). The campaign records it (a move into contact, the "
              "steps spy and reveal) until he moves; leave this out to use that record. Given, it overrides the "
              "record: the referee says he was revealed in contact, by a Spy, by a vassalage spying, or shown by "
              "his owner, and the result says so."));
    StepField reading = StepField::choice(
            u"king_reading"_s, {u"combat"_s, u"any"_s}, false, N("A king assassinated"),
            N("combat: §18.7 returns the hand only for a king eliminated in combat, so his power keeps it "
              "(the "
              "literal reading, the default); any: the hand goes back however the king falls."));
    reading.defaultValue = u"combat"_s;
    StepField returns = StepField::make(u"returns"_s, StepField::Type::List, false, N("Returned first"),
                                        N("Markers the surviving leader's power returns before its free draw "
                                          "when its hand is full (§8.7), one kind per marker."));
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"),
                                N("The phasing power, which plays the Assassin.")),
                target,
                revealed,
                StepField::make(u"spy_negated_by"_s, StepField::Type::Side, false, N("Cancelled by a Spy of"),
                                N("An enemy who plays a Spy to cancel the Assassin before it takes effect.")),
                StepField::make(u"papal_negates"_s, StepField::Type::Side, false,
                                N("Cancelled by a Papal Intervention of"),
                                N("Another player who plays Papal Intervention to cancel it (§8.13).")),
                reading,
                returns};
    s.dice = {StepDice{u"assassin"_s, u"d6"_s, N("one d6 unless cancelled: a 6 eliminates the leader")}};
    // The Anglo-Saxons hold the Assassin; in their first player turn (nine phases on) they aim at Harald, met in contact: a 4,
    // he lives and the Vikings draw one free marker.
    s.examples = {markerMixExample1066({{u"Assassin"_s, 1}, {u"Gold Point"_s, 1}}),
                  u"reeve-cli container FILE pick Anglo-Saxons Assassin"_s};
    for (int i = 0; i < 9; ++i)
        s.examples << u"reeve-cli step FILE next-phase"_s;
    s.examples << u"reeve-cli step FILE assassin side=Anglo-Saxons target=Harald revealed=contact --dice assassin=4"_s;
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
