// The 1066 victory check (§23) with every figure read from the campaign's records.
#include "victory.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "campaign/ruleoptions.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "scenarios/scenario.h"
#include "scenarios/scenariocatalog.h"
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

/** What the records give one power at the end of the game (§23.2, §23.4). */
struct PowerStanding
{
    int feudal = 0;
    bool kingInPlace = false;
    QStringList counted;   ///< "York 2"
    QStringList zero;      ///< "Bayeux (pillaged)"
    QStringList kingNotes; ///< "William in London: a large town in Britain of value 3"
};

/** The whole reading: per power side id, and Tostig. */
struct Reading
{
    QHash<qint64, PowerStanding> powers;
    qint64 tostigPower = 0;
    bool tostigInPlace = false;
    QString tostigNote;
    QStringList missingFeudal; ///< squares whose printed feudal value is not entered
    QStringList missingLarge;  ///< king's squares not recorded as large town or town
};

bool neutral(Database &db, qint64 side)
{
    return CampaignReader(db).side(side).attributes.value(u"neutral"_s).toBool();
}

bool isTostig(const Unit &u)
{
    return u.attributes.value(u"tostig"_s).toBool() || u.name.startsWith(u"Tostig"_s, Qt::CaseInsensitive);
}

bool pillaged(const QList<PlacedMarker> &markers, const QString &square)
{
    for (const PlacedMarker &m : markers)
        if (m.locationId == square && m.kind.compare(u"pillaged"_s, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

bool isTown(const Location &l)
{
    return l.kind != u"off-map box"_s
           && (l.attributes.value(u"town"_s).toBool() || l.attributes.value(u"large_town"_s).toBool()
               || l.attributes.contains(u"feudal"_s));
}

/// The Norman homeland squares of §27.5, which lie outside Britain (Reeve's reading where a square
/// does not record "britain" itself).
QStringList normanHomeland()
{
    QStringList squares;
    for (const QJsonValue &v : ScenarioCatalog::find(u"1066"_s, u"1066"_s).units) {
        const QJsonObject u = v.toObject();
        if (u.value(u"side"_s).toString() != u"Normans"_s)
            continue;
        squares << u.value(u"location"_s).toString();
        for (const QString &s :
             u.value(u"attributes"_s).toObject().value(u"setup_in"_s).toString().split(u','))
            squares << s.trimmed();
    }
    squares.removeAll(QString());
    squares.removeDuplicates();
    return squares;
}

/// Whether \a l is a large town in Britain of printed feudal value 2 or 3 (§23.2), with the reason.
bool qualifies(const Location &l, QString &why, Reading &r)
{
    if (!isTown(l)) {
        why = tr("%1 is no town").arg(l.id);
        return false;
    }
    const QJsonValue large = l.attributes.value(u"large_town"_s);
    if (!large.isBool()) {
        r.missingLarge << l.id;
        return false;
    }
    if (!large.toBool()) {
        why = tr("%1 is a town, not a large town").arg(l.id);
        return false;
    }
    const QJsonValue feudal = l.attributes.value(u"feudal"_s);
    if (!feudal.isDouble()) {
        r.missingFeudal << l.id;
        return false;
    }
    const QJsonValue britain = l.attributes.value(u"britain"_s);
    const bool inBritain = britain.isBool() ? britain.toBool() : !normanHomeland().contains(l.id);
    if (!inBritain) {
        why = tr("%1 lies outside Britain").arg(l.id);
        return false;
    }
    const int value = feudal.toInt();
    why = tr("%1 is a large town in Britain of printed feudal value %2").arg(l.id).arg(value);
    return value == 2 || value == 3;
}

void readKing(Database &db, const Unit &u, Reading &r)
{
    const Location l = CampaignReader(db).location(u.locationId);
    QString why;
    const bool ok = qualifies(l, why, r);
    const QString note = tr("%1 in %2: %3").arg(Control1066::unitName(u), u.locationId, why);
    const qint64 power = Control1066::controller(u);
    if (isTostig(u)) {
        r.tostigPower = power;
        r.tostigInPlace = ok;
        r.tostigNote = note;
        return;
    }
    r.powers[power].kingInPlace = r.powers[power].kingInPlace || ok;
    r.powers[power].kingNotes << note;
}

void readSquare(Database &db, const QString &square, const QList<Unit> &there,
                const QList<PlacedMarker> &markers, Reading &r)
{
    const Location l = CampaignReader(db).location(square);
    const qint64 power = Control1066::controller(there.first());
    PowerStanding &s = r.powers[power];
    if (l.kind == u"off-map box"_s) {
        s.zero << tr("%1 (an off-map box)").arg(square);
        return;
    }
    if (!isTown(l))
        return;
    QList<qint64> players;
    for (const Unit &u : there)
        if (!players.contains(Control1066::playerOf(db, Control1066::controller(u))))
            players << Control1066::playerOf(db, Control1066::controller(u));
    if (players.size() > 1) {
        for (const Unit &u : there)
            if (!r.powers[Control1066::controller(u)].zero.contains(tr("%1 (shared)").arg(square)))
                r.powers[Control1066::controller(u)].zero << tr("%1 (shared)").arg(square);
        return;
    }
    if (pillaged(markers, square)) {
        s.zero << tr("%1 (pillaged)").arg(square);
        return;
    }
    if (!l.attributes.value(u"feudal"_s).isDouble()) {
        r.missingFeudal << square;
        return;
    }
    s.feudal += l.attributes.value(u"feudal"_s).toInt();
    s.counted << u"%1 %2"_s.arg(square).arg(l.attributes.value(u"feudal"_s).toInt());
}

Reading readCampaign(Database &db)
{
    Reading r;
    CampaignReader reader(db);
    QStringList squares;
    QHash<QString, QList<Unit>> units;
    for (const Unit &u : reader.units()) {
        if (u.isEliminated() || u.locationId.isEmpty())
            continue;
        if (!units.contains(u.locationId))
            squares << u.locationId;
        units[u.locationId] << u;
        if ((u.attributes.value(u"king"_s).toBool() || isTostig(u))
            && !neutral(db, Control1066::controller(u)))
            readKing(db, u, r);
    }
    const QList<PlacedMarker> markers = reader.markers();
    for (const QString &square : std::as_const(squares)) {
        QList<Unit> there = units.value(square);
        // A neutral power plays for nobody (§4.3); its units only make a square shared.
        std::stable_partition(there.begin(), there.end(),
                              [&db](const Unit &u) { return !neutral(db, Control1066::controller(u)); });
        if (!neutral(db, Control1066::controller(there.first())))
            readSquare(db, square, there, markers, r);
    }
    return r;
}

/// The map's printed figures are not in our sources: the referee enters those the check needs (§23.2).
void throwMissing(Reading r)
{
    r.missingFeudal.removeDuplicates();
    QStringList parts;
    if (!r.missingLarge.isEmpty())
        parts << tr("whether %1 is a large town (enter large_town=true or false on the square: reeve-cli "
                    "location "
                    "FILE edit SQUARE large_town=true)")
                         .arg(r.missingLarge.join(u", "_s));
    if (!r.missingFeudal.isEmpty())
        parts << tr("the printed feudal values of %1 (enter each as the square's feudal: reeve-cli location "
                    "FILE "
                    "edit SQUARE feudal=N)")
                         .arg(r.missingFeudal.join(u", "_s));
    if (!parts.isEmpty())
        throw Failure::missingFigure(u"locations"_s, (r.missingLarge + r.missingFeudal).first(),
                                     tr("The victory check (1066 §23.2) needs %1.").arg(parts.join(u"; "_s)));
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    const ClockState clock = CampaignReader(campaign.database()).clock();
    const GameInfo &game = campaign.game();
    const bool atEnd = clock.turn >= game.turns && clock.phase == game.phases.value(game.phases.size() - 1);
    if (atEnd || f.value(u"agreed"_s).toBool())
        return {};
    return {StepRefusal{
            tr("Victory is settled at the end of the game, the end of game turn %1 (1066 §23.1, "
               "§27.2); the clock is at game turn %2, %3. Give agreed=true when the players agree to "
               "end the game now (§22.2).")
                    .arg(game.turns)
                    .arg(clock.turn)
                    .arg(clock.phase),
            u"1066 §23.1"_s}};
}

/// The procedure's per-power inputs in its order (Anglo-Saxons, Normans, Vikings, Britons).
QJsonObject inputsFor(Database &db, const Reading &r, const QList<qint64> &seating)
{
    CampaignReader reader(db);
    QJsonArray controllers, kings, feudal;
    // 1066.victory's order; the scenario's side names (data, not translated).
    for (const QString &power : {u"Anglo-Saxons"_s, u"Normans"_s, u"Vikings"_s, u"Britons"_s}) {
        qint64 id = 0;
        for (const Side &s : reader.sides())
            if (s.name.compare(power, Qt::CaseInsensitive) == 0)
                id = s.id;
        const bool neutral = id == 0 || reader.side(id).attributes.value(u"neutral"_s).toBool();
        controllers.append(neutral ? 0 : int(seating.indexOf(Control1066::playerOf(db, id))) + 1);
        kings.append(r.powers.value(id).kingInPlace ? 1 : 0);
        feudal.append(r.powers.value(id).feudal);
    }
    const qint64 tostigPlayer = r.tostigPower ? Control1066::playerOf(db, r.tostigPower) : 0;
    return {{u"controllers"_s, controllers},
            {u"kings"_s, kings},
            {u"feudal"_s, feudal},
            {u"tostig_player"_s, tostigPlayer ? int(seating.indexOf(tostigPlayer)) + 1 : 0},
            {u"tostig_in_large_town"_s, r.tostigInPlace},
            {u"briton_victory"_s, RuleOptions::isChosen(db, u"briton_victory"_s)}};
}

/// Each player's standing, public: its powers, feudal total and whether a king is in place.
QJsonArray standingsOf(Database &db, const Reading &r, const QList<qint64> &seating,
                       const QJsonObject &outcome)
{
    CampaignReader reader(db);
    const QJsonArray totals = outcome.value(u"feudal_totals"_s).toArray();
    const QJsonArray winners = outcome.value(u"winners"_s).toArray();
    QJsonArray standings;
    for (qsizetype i = 0; i < seating.size(); ++i) {
        QStringList powers;
        bool king = r.tostigPower && Control1066::playerOf(db, r.tostigPower) == seating.at(i)
                    && r.tostigInPlace;
        for (const Side &s : reader.sides())
            if (!s.attributes.value(u"neutral"_s).toBool()
                && Control1066::playerOf(db, s.id) == seating.at(i)) {
                powers << s.name;
                king = king || r.powers.value(s.id).kingInPlace;
            }
        standings.append(QJsonObject{{u"player"_s, reader.side(seating.at(i)).name},
                                     {u"powers"_s, QJsonArray::fromStringList(powers)},
                                     {u"feudal"_s, totals.at(i).toInt()},
                                     {u"king_in_place"_s, king},
                                     {u"wins"_s, winners.contains(int(i) + 1)}});
    }
    return standings;
}

/// Which squares and kings were read, per power: the referee's detail (positions of face-down counters).
QJsonObject detailOf(Database &db, const Reading &r)
{
    CampaignReader reader(db);
    QJsonObject detail;
    for (auto it = r.powers.cbegin(); it != r.powers.cend(); ++it)
        detail.insert(reader.side(it.key()).name,
                      QJsonObject{{u"counted"_s, QJsonArray::fromStringList(it->counted)},
                                  {u"counting_zero"_s, QJsonArray::fromStringList(it->zero)},
                                  {u"kings"_s, QJsonArray::fromStringList(it->kingNotes)}});
    if (r.tostigPower)
        detail.insert(u"Tostig"_s, r.tostigNote);
    return detail;
}

StepOutcome apply(Campaign &campaign, const QJsonObject &, const QJsonObject &)
{
    Database &db = campaign.database();
    const Reading r = readCampaign(db);
    throwMissing(r);
    // The players: each playing power's player once (a neutral turned belligerent plays under one, §4.5).
    QList<qint64> seating;
    for (qint64 id : TurnOrder1066::seating(db))
        if (!seating.contains(Control1066::playerOf(db, id)))
            seating << Control1066::playerOf(db, id);
    const QJsonObject inputs = inputsFor(db, r, seating);
    const Procedure &p = ProcedureRegistry::standard().get(u"1066.victory"_s);
    ProcedureResult result;
    CampaignReader reader(db);
    QStringList winners;
    {
        ActionWriter writer(campaign.log());
        ActionDraft draft;
        const TableLibrary tables = CampaignTables::forCampaign(campaign);
        result = ProcedureRunner(tables).resolveInto(writer, p, ProcedureRunner::completeInputs(p, inputs),
                                                     std::nullopt, draft);
        for (const QJsonValue &w : result.outcome.value(u"winners"_s).toArray())
            winners << reader.side(seating.at(w.toInt() - 1)).name;
        draft.kind = u"1066.victory"_s;
        draft.publicText
                = winners.isEmpty()
                          ? tr("Victory check (1066 §23): nobody meets the conditions; every player loses")
                          : tr("Victory check (1066 §23): %1 wins").arg(winners.join(u", "_s));
        writer.commit(draft);
    }
    const QJsonObject outcome{{u"winners"_s, QJsonArray::fromStringList(winners)},
                              {u"standings"_s, standingsOf(db, r, seating, result.outcome)},
                              {u"briton_victory"_s, inputs.value(u"briton_victory"_s)},
                              {u"squares"_s, detailOf(db, r)}};
    return StepOutcome{outcome,
                       {},
                       winners.isEmpty() ? tr("Nobody wins: every player loses (1066 §23.3)")
                                         : tr("%1 wins (1066 §23.2)").arg(winners.join(u", "_s))};
}

} // namespace

void Victory1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"victory"_s, N("Victory check"),
            N("At the end of the game, or when the players agree to end it, settles who wins from what the "
              "campaign records: a king each player controls (Tostig counts) standing in a large town in "
              "Britain of printed feudal value 2 or 3, and the feudal values of the towns its powers and "
              "vassals occupy, at least 20 together; pillaged, shared and off-map squares count 0."),
            {u"1066 §23.1"_s, u"1066 §23.2"_s, u"1066 §23.3"_s, u"1066 §23.4"_s, u"1066 §18.10"_s,
             u"1066 §22.2"_s});
    s.fields = {StepField::make(u"agreed"_s, StepField::Type::Boolean, false, N("Ended by agreement"),
                                N("The players agreed to end the game now and settle its victor (§22.2); "
                                  "otherwise the check waits for the end of the last game turn."))};
    // The map's printed values are not in our sources: London entered as a large town of value 3 and every
    // other town the Normans and Anglo-Saxons hold at 1 (example figures). Harold stands in London and the
    // Anglo-Saxons hold 18 towns, 3 + 17 = 20 points: they win, ending the game by agreement (§22.2).
    s.examples
            = {u"reeve-cli location FILE edit London large_town=true feudal=3"_s,
               u"for s in Avranches Bath Bayeux Boulogne Canterbury Cherbourg Chester Dives-sur-Mer Dover "
               u"Durham "
               u"Exeter Hastings Hereford Lincoln Norwich Nottingham Oxford Rouen Southampton Stamford "
               u"\"St. Valery\" Treguier Winchester Worcester York; do reeve-cli location FILE edit \"$s\" "
               u"feudal=1; done"_s,
               u"reeve-cli step FILE victory agreed=true"_s};
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
