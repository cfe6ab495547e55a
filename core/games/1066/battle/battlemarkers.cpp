// The 1066 battle engine: battle markers (§8.13, §15.21, §18.3, §18.5).
#include "battleengine.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return battleTr(text);
}

BattleMarkerPlay *inForce(QList<BattleMarkerPlay> &markers, const QString &marker, int side)
{
    for (BattleMarkerPlay &m : markers)
        if (m.marker == marker && m.side == side && !m.negated)
            return &m;
    return nullptr;
}

} // namespace

void BattleEngine::checkMarkerAllowed(int side) const
{
    const BattleSide &s = m_state.sides[side];
    const BattleUnit *commander = m_state.commander(side);
    if (!commander)
        throw Failure::badInput(tr("%1 has no commander, so it may play no battle markers (1066 §18.3).")
                                    .arg(sideName(side)));
    if (commander->eliminated)
        throw Failure::badInput(tr("%1's commander has been eliminated: no more battle markers (1066 §18.5).")
                                    .arg(sideName(side)));
    if (s.markersPlayed >= commander->commandValue())
        throw Failure::badInput(tr("%1 has played %2 battle marker(s), as many as its commander's leader value %3 "
                                   "allows (1066 §15.21).").arg(sideName(side)).arg(s.markersPlayed)
                                    .arg(commander->commandValue()));
    for (const BattleMarkerPlay &m : m_state.markers)
        if (m.side == side)
            throw Failure::badInput(tr("%1 has already played a battle marker this combat round (1066 §15.21).")
                                        .arg(sideName(side)));
    if (m_state.attackDeclared)
        throw Failure::badInput(tr("Battle markers are played at the beginning of a combat round, before any attack "
                                   "(1066 §8.13)."));
}

void BattleEngine::playMarker(int side, const QString &markerName, const QString &boxName)
{
    const QString marker = markerName.trimmed().toLower();
    if (marker == u"rally"_s)
        throw Failure::badInput(tr("Rally is an action marker played in a recruiting phase, not in battle (1066 §8.13); "
                                   "a leader's own rally roll against an E or D result is made automatically (§18.6)."));
    static const QStringList known{u"charge"_s, u"maneuver"_s, u"shield-wall"_s, u"feigned-flight"_s};
    if (!known.contains(marker))
        throw Failure::badInput(tr("\"%1\" is not a battle marker: use charge, maneuver, shield-wall or "
                                   "feigned-flight (1066 §8.13).").arg(markerName));
    if (side < 0 || side > 1)
        throw Failure::badInput(tr("A battle marker is played by the attacker (0) or the defender (1)."));
    if (m_state.phase == BattleState::Phase::Pursuit)
        throw Failure::badInput(tr("No battle marker may be played in the pursuit round (1066 §15.21)."));
    if (m_state.phase != BattleState::Phase::Battle || !m_state.isCombatRound())
        throw Failure::badInput(tr("Battle markers are played at the beginning of a combat round (1066 §8.13)."));
    checkMarkerAllowed(side);
    const int active = m_state.activeSide();
    BattleMarkerPlay play{marker, side, QString(), false};
    if (marker == u"charge"_s || (marker == u"maneuver"_s && side == active)) {
        if (side != active)
            throw Failure::badInput(tr("Charge is played by the side whose combat round it is (1066 §8.13)."));
        const BattleBox box = battleBoxFromName(boxName);
        if (box == BattleBox::Reserve || (marker == u"maneuver"_s && box == BattleBox::Centre))
            throw Failure::badInput(marker == u"charge"_s
                                        ? tr("Charge names the left, centre or right box (1066 §8.13).")
                                        : tr("Maneuver names the left or right box (1066 §8.13)."));
        play.box = battleBoxName(box);
        step(marker == u"charge"_s
                 ? tr("%1 plays Charge on its %2 box: each unit attacking from there rolls one extra die this round.")
                       .arg(sideName(side), play.box)
                 : tr("%1 plays Maneuver on its %2 box: knights attacking from there roll two extra dice, other units "
                      "one, this round.").arg(sideName(side), play.box),
             "8.13");
    } else if (marker == u"maneuver"_s) {
        BattleMarkerPlay *enemy = inForce(m_state.markers, u"maneuver"_s, 1 - side);
        if (!enemy)
            throw Failure::badInput(tr("Out of its own round, Maneuver can only answer an enemy Maneuver (1066 §8.13)."));
        enemy->negated = true;
        step(tr("%1 answers with its own Maneuver: the enemy Maneuver is cancelled and goes back to the pool.")
                 .arg(sideName(side)), "8.13");
    } else if (marker == u"shield-wall"_s) {
        if (side == active)
            throw Failure::badInput(tr("Shield Wall is played at the beginning of an enemy combat round (1066 §8.13)."));
        step(tr("%1 plays Shield Wall: its housecarls, thegns and fyrd get a saving roll against E and D results this "
                "round.").arg(sideName(side)), "8.13");
    } else {
        BattleMarkerPlay *wall = inForce(m_state.markers, u"shield-wall"_s, 1 - side);
        if (!wall)
            throw Failure::badInput(tr("Feigned Flight is played only against an enemy Shield Wall (1066 §8.13)."));
        wall->negated = true;
        step(tr("%1 plays Feigned Flight: the enemy Shield Wall is cancelled and no other marker may replace it.")
                 .arg(sideName(side)), "8.13");
    }
    m_state.markers << play;
    BattleSide &s = m_state.sides[side];
    ++s.markersPlayed;
    step(tr("%1 has now played %2 of the %3 battle marker(s) its commander allows. Reeve reads §15.21's limit of "
            "one marker a combat round as one for each side in each round, whichever side the marker favours, so "
            "that Feigned Flight and Maneuver can answer the enemy's marker.")
             .arg(sideName(side)).arg(s.markersPlayed).arg(m_state.commander(side)->commandValue()), "15.21");
    m_summary = tr("Battle Board: %1 plays %2").arg(sideName(side), marker);
    m_outcome = {{u"marker"_s, marker}, {u"side"_s, side}, {u"box"_s, play.box}};
}

} // namespace Reeve
