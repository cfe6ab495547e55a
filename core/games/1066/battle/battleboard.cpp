#include "battleboard.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include "battleaudience.h"
#include "battlecampaign.h"
#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerreader.h"
#include "containers/containerstore.h"
#include "containers/handactions.h"
#include "dice/randomstream.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/reveal1066.h"
#include "log/actiongroup.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/entereddice.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

const QString BattleBoard::MetaKey = u"1066.battle"_s;

namespace {

QString tr(const char *text)
{
    return battleTr(text);
}

/** Rolls from the campaign's stream, taking the stream only when a die is first needed. */
class CampaignDice : public DiceSource
{
public:
    explicit CampaignDice(ActionWriter &writer)
        : m_writer(writer)
    { }
    QJsonObject record;

protected:
    int nextFace(int sides, const QString &) override
    {
        if (!m_stream)
            m_stream.emplace(CampaignRandom::nextStream(m_writer, record));
        return int(m_stream->die(sides));
    }

private:
    ActionWriter &m_writer;
    std::optional<RandomStream> m_stream;
};

QJsonObject parseState(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

QString facesText(const QJsonValue &dice)
{
    const QJsonObject record = dice.toObject();
    QStringList faces;
    for (const QJsonValue &d : record.value(u"draws"_s).toArray())
        faces << QString::number(d.toObject().value(u"face"_s).toInt());
    if (faces.isEmpty())
        return {};
    return tr("%1 (%2)").arg(faces.join(u", "_s), record.value(u"source"_s).toString());
}

/// A battle marker played in a campaign square's battle leaves the hand for the pool (§8.9, §15.21). The table
/// sees that a marker was played; which one is for the two sides, who read it on the board (§7.2): the
/// public text names no kind, the private one the playing side's.
void playUnseen(Campaign &campaign, qint64 sideId, const QString &kindName)
{
    ActionWriter writer(campaign.log());
    ContainerStore store(writer, ContainerStore::containerId(writer, QString()));
    const QString side = store.sideName(sideId);
    const MarkerKind kind = store.kind(kindName);
    QList<ContainerMarker> hand = store.state().hand(sideId);
    const ContainerMarker marker
            = ContainerStore::takeKind(hand, kind.name, 1, tr("the hand of %1").arg(side)).first();
    const QString release = store.afterPlay(kind);
    if (release.isEmpty())
        store.toPool(marker);
    else
        store.toAside(marker, release);
    ContainerOutcome outcome;
    outcome.publicText = tr("%1 played a battle marker from its hand (1066 §15.21)").arg(side);
    outcome.privateText = tr("%1 played %2 from its hand (1066 §8.9, §15.21)").arg(side, kind.name);
    outcome.audience = Audience::Side;
    outcome.audienceSide = sideId;
    outcome.data = {{u"side"_s, sideId}};
    store.commit(u"container.play"_s, outcome);
}

/// Every unit of each side in the battle square is revealed to the other side (1066 §7.2, §15.2).
void revealSquare(ActionWriter &writer, const BattleSetup &setup)
{
    if (setup.square.isEmpty())
        return;
    QList<Unit> ofSide[2];
    for (const Unit &u : CampaignReader(writer.database()).units()) {
        if (u.locationId != setup.square || u.isEliminated())
            continue;
        const qint64 controller = Control1066::controller(u);
        if (controller == setup.attackerSide)
            ofSide[0] << u;
        else if (controller == setup.defenderSide)
            ofSide[1] << u;
    }
    Reveal1066::reveal(writer, ofSide[0], setup.defenderSide);
    Reveal1066::reveal(writer, ofSide[1], setup.attackerSide);
}

} // namespace

BattleBoard::BattleBoard(Campaign &campaign)
    : m_campaign(campaign)
{ }

bool BattleBoard::hasBattle() const
{
    return !CampaignReader(m_campaign.database()).meta(MetaKey).isEmpty();
}

BattleState BattleBoard::state() const
{
    const QString text = CampaignReader(m_campaign.database()).meta(MetaKey);
    return text.isEmpty() ? BattleState() : BattleState::fromJson(parseState(text));
}

QList<int> BattleBoard::parseFaces(const QString &text)
{
    QList<int> faces;
    static const QRegularExpression separators(u"[,;\\s]+"_s);
    for (const QString &word : text.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        const int face = word.toInt(&ok);
        if (!ok)
            throw Failure::badInput(
                    tr("\"%1\" is not a die face: enter the faces rolled, e.g. 4, 2, 6.").arg(word));
        faces << face;
    }
    return faces;
}

qint64 BattleBoard::run(const QString &stepName, const std::optional<QList<int>> &faces,
                        const std::function<void(BattleEngine &)> &body,
                        const std::function<void(ActionWriter &)> &alsoWrite)
{
    // A campaign battle's entry goes to its two sides (the attacker's entry, then the defender's copy):
    // one action, whose public line and undo text name only the square and the powers (1066 §7.1, §7.2).
    ActionGroup group(m_campaign.log());
    ActionDraft draft;
    BattleState after;
    const qint64 seq = record(stepName, faces, body, draft, after, alsoWrite);
    BattleAudience::copyForDefender(m_campaign, draft, after);
    group.commit(draft.kind, draft.publicText);
    return seq;
}

qint64 BattleBoard::record(const QString &stepName, const std::optional<QList<int>> &faces,
                           const std::function<void(BattleEngine &)> &body, ActionDraft &draft,
                           BattleState &after, const std::function<void(ActionWriter &)> &alsoWrite)
{
    ActionWriter writer(m_campaign.log());
    const QJsonObject key{{u"key"_s, MetaKey}};
    const QJsonObject row = writer.row(u"meta"_s, key);
    BattleState state = row.isEmpty() ? BattleState()
                                      : BattleState::fromJson(parseState(row.value(u"value"_s).toString()));
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    CampaignDice rolled(writer);
    std::optional<EnteredDice> entered;
    if (faces) {
        QString needed;
        const int count = BattleEngine::diceNeeded(state, &needed);
        entered.emplace(*faces, needed.isEmpty() ? tr("no dice for this step") : needed);
        if (count > 0 && faces->size() != count)
            throw Failure::badInput(tr("This step needs %1 dice (%2); %3 were entered.")
                                            .arg(count)
                                            .arg(needed)
                                            .arg(faces->size()));
    }
    DiceSource &dice = entered ? static_cast<DiceSource &>(*entered) : rolled;
    BattleEngine engine(state, tables, dice);
    body(engine);
    if (entered)
        entered->requireAllUsed();
    const QString value = QString::fromUtf8(QJsonDocument(state.toJson()).toJson(QJsonDocument::Compact));
    if (row.isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, MetaKey}, {u"value"_s, value}});
    else
        writer.update(u"meta"_s, key, {{u"value"_s, value}});
    draft.kind = u"1066.battle."_s + stepName;
    draft.publicText = engine.summary();
    QJsonArray steps;
    for (const ExplanationStep &s : engine.steps())
        steps.append(s.toJson());
    draft.data = {{u"step"_s, stepName}, {u"steps"_s, steps}, {u"outcome"_s, engine.outcome()}};
    BattleAudience::address(draft, state, stepName);
    if (alsoWrite)
        alsoWrite(writer);
    after = state;
    ActionDraft entry = draft;
    if (!dice.draws().isEmpty()) {
        QJsonObject record = entered ? QJsonObject{{u"source"_s, u"entered"_s}} : rolled.record;
        record.insert(u"draws"_s, dice.drawsJson());
        entry.dice = record;
    }
    return writer.commit(entry);
}

QList<BattleJournalEntry> BattleBoard::journal(int scanLimit) const
{
    QList<BattleJournalEntry> entries;
    ActionLog &log = m_campaign.log();
    const QList<qint64> &stack = log.undoStack();
    int scanned = 0;
    for (qsizetype i = stack.size() - 1; i >= 0 && scanned < scanLimit; --i, ++scanned) {
        const Action top = log.action(stack.at(i));
        // A step of several entries (the two sides' copies, a marker from the hand) closes with "step".
        QList<Action> inner;
        if (top.kind == u"step"_s && top.refersTo > 0) {
            for (qint64 seq = top.refersTo; seq < top.seq; ++seq)
                inner << log.action(seq);
        } else {
            inner << top;
        }
        bool opened = false;
        for (auto it = inner.crbegin(); it != inner.crend(); ++it) {
            const Action &action = *it;
            if (!action.kind.startsWith(u"1066.battle."_s))
                continue;
            BattleJournalEntry e;
            e.seq = action.seq;
            e.kind = action.kind;
            // The board's own view is the referee's: the full text, private or not.
            e.text = action.privateText.isEmpty() ? action.publicText : action.privateText;
            for (const QJsonValue &s :
                 action.payload().value(u"data"_s).toObject().value(u"steps"_s).toArray())
                e.steps.append(
                        {s.toObject().value(u"text"_s).toString(), s.toObject().value(u"rule"_s).toString()});
            e.dice = facesText(action.dice());
            entries.prepend(e);
            opened = opened || action.kind == u"1066.battle.new"_s;
        }
        if (opened)
            break;
    }
    return entries;
}

qint64 BattleBoard::newBattle(const BattleSetup &given)
{
    BattleSetup setup = given;
    if (!setup.square.isEmpty() || setup.attackerSide != 0 || setup.defenderSide != 0) {
        CampaignReader reader(m_campaign.database());
        if (!reader.hasLocation(setup.square))
            throw Failure::badInput(tr("\"%1\" is not a square of this campaign.").arg(setup.square));
        const Side attacker = reader.side(setup.attackerSide);
        const Side defender = reader.side(setup.defenderSide);
        if (attacker.id == 0 || defender.id == 0 || attacker.id == defender.id)
            throw Failure::badInput(tr("Name two different sides of the campaign as attacker and defender."));
        if (setup.attackerName.isEmpty())
            setup.attackerName = attacker.name;
        if (setup.defenderName.isEmpty())
            setup.defenderName = defender.name;
    } else if (!setup.attackerName.trimmed().isEmpty()
               && setup.attackerName.trimmed().compare(setup.defenderName.trimmed(), Qt::CaseInsensitive)
                          == 0) {
        throw Failure::badInput(tr("Name two different forces as attacker and defender (1066 §15)."));
    }
    // Both forces go to the board face up (1066 §15.2, §7.2): each side has now seen every counter of the
    // other in the square, as the campaign records it (Reveal1066), until a counter moves on the map again.
    return run(
            u"new"_s, std::nullopt, [&](BattleEngine &e) { e.newBattle(setup); },
            [&](ActionWriter &writer) { revealSquare(writer, setup); });
}

qint64 BattleBoard::placeUnit(const BattleUnit &spec, QString *id, const QString &note)
{
    // §15.2 as written: the defender's whole force is on the board before the attacker places a unit.
    const BattleState current = state();
    if (spec.side == 0 && current.setupOrder != u"any"_s && current.phase == BattleState::Phase::Setup) {
        QStringList missing;
        for (const BattleCandidate &c : BattleCampaign::candidates(m_campaign, current))
            if (c.side == 1 && !c.placed)
                missing << u"#%1 %2"_s.arg(c.unit.id).arg(c.values.name);
        if (!missing.isEmpty())
            throw Failure::badInput(
                    tr("%1 sets up all his units first (1066 §15.2); still to place: %2. Or open the "
                       "battle with setup_order=any.")
                            .arg(current.sides[1].name, missing.join(u", "_s)));
    }
    return run(u"place"_s, std::nullopt, [&](BattleEngine &e) {
        const QString placed = e.placeUnit(spec);
        if (!note.isEmpty())
            e.note(note, "17.14");
        if (id)
            *id = placed;
    });
}

qint64 BattleBoard::placeCampaignUnit(qint64 unitId, BattleBox box, const QList<qint64> &carried, QString *id)
{
    return placeWithCargo(unitId, box, carried.isEmpty() ? std::nullopt : std::optional(carried), id);
}

qint64 BattleBoard::placeWithCargo(qint64 unitId, BattleBox box, const std::optional<QList<qint64>> &carried,
                                   QString *id)
{
    QString note;
    const BattleUnit spec = BattleCampaign::battleUnitFor(m_campaign, state(), unitId, box, carried, &note);
    return placeUnit(spec, id, note);
}

qint64 BattleBoard::removeUnit(const QString &id)
{
    return run(u"remove"_s, std::nullopt, [&](BattleEngine &e) { e.removeUnit(id); });
}

qint64 BattleBoard::chooseCommander(int side, const QString &unitId)
{
    return run(u"commander"_s, std::nullopt, [&](BattleEngine &e) { e.chooseCommander(side, unitId); });
}

qint64 BattleBoard::contactRoll(const std::optional<QList<int>> &faces)
{
    return run(u"contact"_s, faces, [&](BattleEngine &e) { e.contactRoll(); });
}

qint64 BattleBoard::rollLength(const std::optional<QList<int>> &faces)
{
    const BattleState current = state();
    QStringList missing;
    for (const BattleCandidate &c : BattleCampaign::candidates(m_campaign, current))
        if (!c.placed && current.phase == BattleState::Phase::Setup)
            missing << u"#%1 %2"_s.arg(c.unit.id).arg(c.values.name);
    if (!missing.isEmpty())
        throw Failure::badInput(
                tr("Every unit of both sides in %1 goes to the Battle Board (1066 §15.2); still to "
                   "place: %2.")
                        .arg(current.square, missing.join(u", "_s)));
    return run(u"length"_s, faces, [&](BattleEngine &e) { e.rollLength(); });
}

qint64 BattleBoard::moveUnit(const QString &unitId, BattleBox to)
{
    return run(u"move"_s, std::nullopt, [&](BattleEngine &e) { e.moveUnit(unitId, to); });
}

QString BattleBoard::markerKind(const QString &marker)
{
    static const QHash<QString, QString> kinds{{u"charge"_s, u"Charge"_s},
                                               {u"maneuver"_s, u"Maneuver"_s},
                                               {u"shield-wall"_s, u"Shield Wall"_s},
                                               {u"feigned-flight"_s, u"Feigned Flight"_s}};
    return kinds.value(marker.trimmed().toLower());
}

qint64 BattleBoard::playMarker(int side, const QString &marker, const QString &box)
{
    // A battle marker is played from the hand that holds it and goes back to the pool (1066 §8.9,
    // §15.21): the board's step and the hand's play are one action, refused whole when the hand lacks it.
    const BattleState current = state();
    const qint64 sideId = side == 0 || side == 1 ? current.sides[side].campaignSide : 0;
    const QString kind = markerKind(marker);
    ContainerReader containers(m_campaign.database());
    const bool fromHand = sideId != 0 && !kind.isEmpty() && containers.hasContainer();
    if (fromHand) {
        const ContainerInfo pool = containers.find();
        int held = 0;
        for (const ContainerMarker &m : containers.state(pool.id).hand(sideId))
            held += m.kind.compare(kind, Qt::CaseInsensitive) == 0 ? 1 : 0;
        if (held == 0)
            throw Failure::badInput(
                    tr("%1 holds no %2 marker in hand: a battle marker is played from the hand of "
                       "the side that plays it (1066 §8.9, §15.21).")
                            .arg(current.sides[side].name, kind));
    }
    ActionGroup group(m_campaign.log());
    const qint64 seq = run(u"marker"_s, std::nullopt,
                           [&](BattleEngine &e) { e.playMarker(side, marker, box); });
    if (fromHand && BattleAudience::isPrivate(current))
        playUnseen(m_campaign, sideId, kind);
    else if (fromHand)
        HandActions(m_campaign).play(sideId, kind);
    const qint64 step = group.commit(u"1066.battle.marker"_s);
    return step != 0 ? step : seq;
}

qint64 BattleBoard::declareAttack(const QString &attackerId, const QString &targetId)
{
    return run(u"declare"_s, std::nullopt, [&](BattleEngine &e) { e.declareAttack(attackerId, targetId); });
}

qint64 BattleBoard::rollAttack(const std::optional<QList<int>> &faces)
{
    return run(u"attack"_s, faces, [&](BattleEngine &e) { e.rollAttack(); });
}

qint64 BattleBoard::savingRoll(const std::optional<QList<int>> &faces)
{
    return run(u"save"_s, faces, [&](BattleEngine &e) { e.savingRoll(); });
}

qint64 BattleBoard::endRound()
{
    return run(u"round"_s, std::nullopt, [&](BattleEngine &e) { e.endRound(); });
}

qint64 BattleBoard::endPursuit()
{
    return run(u"pursuit-end"_s, std::nullopt, [&](BattleEngine &e) { e.endPursuit(); });
}

qint64 BattleBoard::spoils()
{
    return run(u"spoils"_s, std::nullopt, [&](BattleEngine &e) { e.spoils(); });
}

} // namespace Reeve
