// The umpire's set-up steps: raising or re-stating an army or fleet, a province's
// towns and owner, moving the clock to the next season and the season's move counter
// (DbaUmpire, continued).
#include "dbaumpire.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "campaign/campaigntables.h"
#include "util/failure.h"

#include <utility>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

/// The campaign meta key of the season's move counter: {"turn": T, "move": k}.
const QString kMoveKey = u"dba.move"_s;

} // namespace

QJsonObject DbaUmpire::army(const QJsonObject &step)
{
    const QString name = step.value(u"name"_s).toString().trimmed();
    if (name.isEmpty())
        throw Failure::badInput(tr("Give the army or fleet a name (\"name\")."));
    CampaignReader reader(m_campaign.database());
    const Side side = reader.sideByName(step.value(u"side"_s).toString());
    const QString at = step.value(u"at"_s).toString();
    reader.location(at);
    qint64 id = 0;
    for (const Unit &u : reader.units()) {
        if (!u.isEliminated() && u.name.compare(name, Qt::CaseInsensitive) == 0)
            id = u.id;
    }
    // Restated: what the step leaves out (its general, C-in-C, supply, town, moves used, treasure) stays.
    DbaArmy a = id > 0 ? m_armies.byName(name) : DbaArmy();
    a.type = step.value(u"type"_s).toString(id > 0 ? a.type : u"army"_s);
    if (a.type != u"army"_s && a.type != u"fleet"_s)
        throw Failure::badInput(tr("\"type\" is army or fleet, not \"%1\".").arg(a.type));
    a.elements.clear();
    for (const QJsonValue &v : step.value(u"elements"_s).toArray()) {
        DbaArmy::parseElement(v.toString());
        a.elements << v.toString().trimmed().toLower();
    }
    if (step.contains(u"general"_s))
        a.general = step.value(u"general"_s).toString();
    // No elements: a general travelling alone (DBA campaign, OF KINGS AND THINGS); otherwise elements are listed.
    if (a.elements.isEmpty() && (a.general.isEmpty() || a.type != u"army"_s))
        throw Failure::badInput(tr("List the elements (\"elements\": [\"kn/f\", \"sp/i\", ...]); only a general "
                                   "travelling alone has none."));
    if (step.contains(u"ruler"_s))
        a.ruler = step.value(u"ruler"_s).toBool();
    if (step.contains(u"supply"_s))
        a.supply = step.value(u"supply"_s).toInt();
    if (step.contains(u"in_town"_s))
        a.inTown = step.value(u"in_town"_s).toBool();
    // Where a nation's forces stand and what they are is its own (hidden movement): the set-up is written
    // for that nation and the umpire, the world reads only that the umpire recorded something.
    const QString privateText = tr("%1's %2 %3 in %4: %5%6")
                                        .arg(side.name, a.type == u"fleet"_s ? tr("fleet") : tr("army"), name, at,
                                             a.elements.isEmpty() ? tr("a general travelling alone")
                                                                  : a.elements.join(u", "_s),
                                             a.general.isEmpty() ? QString() : tr(", led by %1").arg(a.general));
    if (id == 0) {
        ActionWriter writer(m_campaign.log());
        id = writer.nextId(u"units"_s);
        writer.insert(u"units"_s, {{u"id"_s, id},
                                   {u"side_id"_s, side.id},
                                   {u"location_id"_s, at},
                                   {u"type"_s, a.type},
                                   {u"name"_s, name},
                                   {u"attributes"_s, QString::fromUtf8(QJsonDocument(a.toAttributes()).toJson(QJsonDocument::Compact))},
                                   {u"status"_s, u"active"_s}});
        ActionDraft draft;
        draft.kind = u"unit.add"_s;
        draft.actor = u"umpire"_s;
        draft.publicText = secretText();
        draft.privateText = privateText;
        draft.audience = Audience::Side;
        draft.audienceSide = side.id;
        m_seqs.append(writer.commit(draft));
    } else {
        a.location = at;
        DbaArmies::Change change;
        change.armies << a;
        change.publicText = secretText();
        change.privateText = privateText;
        change.privateSide = side.id;
        commit(change);
    }
    const DbaArmy saved = m_armies.byName(name);
    return {{u"name"_s, name}, {u"points"_s, m_armies.total(saved)}, {u"elements"_s, int(saved.elements.size())}};
}

QJsonObject DbaUmpire::setProvince(const QJsonObject &step)
{
    const QString id = step.value(u"province"_s).toString();
    const Location location = CampaignReader(m_campaign.database()).location(id);
    QJsonObject attributes = location.attributes;
    static const QStringList fields{u"owner"_s,         u"town"_s,    u"coastal"_s, u"home"_s,
                                    u"hostile_moves"_s, u"borders"_s, u"towns"_s};
    for (auto it = step.begin(); it != step.end(); ++it) {
        if (it.key() == u"do"_s || it.key() == u"province"_s)
            continue;
        if (!fields.contains(it.key()))
            throw Failure::badInput(tr("A province step sets %1, not \"%2\".").arg(fields.join(u", "_s), it.key()));
        if (it.key() == u"town"_s
            && !QStringList{u"none"_s, u"open"_s, u"fortified"_s}.contains(it.value().toString()))
            throw Failure::badInput(tr("\"town\" is none, open or fortified."));
        if (it.key() == u"owner"_s && !attributes.contains(u"home"_s))
            attributes.insert(u"home"_s, attributes.value(u"owner"_s));
        if (it.key() == u"owner"_s && it.value() != attributes.value(u"owner"_s))
            attributes.insert(u"taken_turn"_s, CampaignReader(m_campaign.database()).clock().turn);
        attributes.insert(it.key(), it.value());
    }
    m_seqs.append(CampaignEditor(m_campaign).editLocation(id, location.name, location.kind, attributes));
    return attributes;
}

QJsonObject DbaUmpire::setBorder(const QJsonObject &step)
{
    // The map is not in our sources: the umpire enters each border once, and moves then find
    // their cost and adjacency here (DBA campaign, STRATEGIC MOVEMENT).
    const QString a = step.value(u"from"_s).toString();
    const QString b = step.value(u"to"_s).toString();
    const QString type = step.value(u"type"_s).toString(u"open"_s);
    static const QStringList types{u"open"_s, u"marsh"_s, u"hill"_s, u"mountain"_s};
    if (!types.contains(type))
        throw Failure::badInput(tr("A border is %1, not \"%2\".").arg(types.join(u", "_s), type));
    if (a == b)
        throw Failure::badInput(tr("A border joins two different provinces."));
    CampaignReader reader(m_campaign.database());
    ActionWriter writer(m_campaign.log());
    for (const auto &[here, there] : {std::pair{a, b}, std::pair{b, a}}) {
        QJsonObject attributes = reader.location(here).attributes;
        QJsonObject borders = attributes.value(u"borders"_s).toObject();
        borders.insert(there, type);
        attributes.insert(u"borders"_s, borders);
        writer.update(u"locations"_s, {{u"id"_s, here}},
                      {{u"attributes"_s, QString::fromUtf8(QJsonDocument(attributes).toJson(QJsonDocument::Compact))}});
    }
    ActionDraft draft;
    draft.kind = u"dba.border"_s;
    draft.actor = u"umpire"_s;
    draft.publicText = tr("Border between %1 and %2 recorded: %3 (DBA campaign, STRATEGIC MOVEMENT)").arg(a, b, type);
    m_seqs.append(writer.commit(draft));
    return {{u"from"_s, a}, {u"to"_s, b}, {u"type"_s, type}};
}

QString DbaUmpire::borderFor(const QJsonObject &step, const QString &from, const QString &to)
{
    if (step.contains(u"border"_s))
        return step.value(u"border"_s).toString();
    const QJsonObject borders = province(from).value(u"borders"_s).toObject();
    if (borders.isEmpty())
        return u"open"_s; // nothing recorded for this province: the umpire judges each move
    return borders.value(to).toString();
}

QJsonObject DbaUmpire::nextSeason(const QJsonObject &)
{
    CampaignReader reader(m_campaign.database());
    // Supply is eaten and attrition suffered at every season's end: the next season waits until the
    // season-end step has put this one's end on the books (its mark names the turn).
    if (reader.meta(u"dba.season-end"_s) != QString::number(reader.clock().turn))
        refuse(tr("the end of %1 is not worked out yet: run season-end first, so supply is eaten and attrition "
                  "suffered before %1 closes (DBA campaign, SUPPLY)")
                       .arg(season()));
    const int turn = reader.clock().turn + 1;
    m_seqs.append(CampaignEditor(m_campaign).setTurn(turn));
    markStanding(1); // forces that stay where they are count the new season's first move
    // The move counter is kept with the turn it counts for, so a new season starts at move 1
    // (and undoing next-season finds the old season's count again).
    return {{u"turn"_s, turn}, {u"season"_s, m_campaign.game().turnName(turn)}, {u"move"_s, currentMove()}};
}

int DbaUmpire::currentMove()
{
    const QJsonObject stored =
            QJsonDocument::fromJson(CampaignReader(m_campaign.database()).meta(kMoveKey).toUtf8()).object();
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    return stored.value(u"turn"_s).toInt() == turn ? qMax(1, stored.value(u"move"_s).toInt(1)) : 1;
}

int DbaUmpire::movesThisSeason()
{
    const QString period = CampaignReader(m_campaign.database()).clock().period.toLower();
    if (!QStringList{u"spring"_s, u"summer"_s, u"autumn"_s, u"winter"_s}.contains(period))
        return 0;
    const Procedure &p = ProcedureRegistry::standard().get(u"dba.moves-per-season"_s);
    const ProcedureResult r = ProcedureRunner(CampaignTables::forCampaign(m_campaign))
                                      .runEntered(p, ProcedureRunner::completeInputs(p, {{u"season"_s, period}}), {});
    return r.outcome.value(u"moves"_s).toInt();
}

QJsonObject DbaUmpire::nextMove(const QJsonObject &step)
{
    const int moves = resolve(u"dba.moves-per-season"_s, {{u"season"_s, season()}}, {})
                              .outcome.value(u"moves"_s)
                              .toInt();
    const int now = currentMove();
    if (now >= moves)
        throw Failure::badInput(tr("Move %1 is the last of %2's %3 moves; the season ends with season-end and "
                                   "next-season (DBA campaign, STRATEGIC MOVEMENT).")
                                        .arg(now)
                                        .arg(season())
                                        .arg(moves));
    // Armies that stood through the move ending now; "unopposed" read as written (the whole move) unless the
    // step takes the other reading (nobody left at the move's end).
    const QString reading = step.value(u"conquest_reading"_s).toString(u"whole-move"_s);
    const QJsonArray conquered = conquestsByStanding(now, reading == u"at-end"_s);
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    const QString value = QString::fromUtf8(
            QJsonDocument(QJsonObject{{u"turn"_s, turn}, {u"move"_s, now + 1}}).toJson(QJsonDocument::Compact));
    ActionWriter writer(m_campaign.log());
    if (writer.row(u"meta"_s, {{u"key"_s, kMoveKey}}).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, kMoveKey}, {u"value"_s, value}});
    else
        writer.update(u"meta"_s, {{u"key"_s, kMoveKey}}, {{u"value"_s, value}});
    ActionDraft draft;
    draft.kind = u"dba.next-move"_s;
    draft.actor = u"umpire"_s;
    draft.publicText = tr("Move %1 of %2 in %3 begins (DBA campaign, STRATEGIC MOVEMENT)")
                               .arg(now + 1)
                               .arg(moves)
                               .arg(season());
    draft.data.insert(u"working"_s, std::exchange(m_working, {}));
    m_seqs.append(writer.commit(draft));
    const QJsonArray landed = landVoyages(now + 1); // voyages that end in this move land as it begins
    markStanding(now + 1); // forces that stay where they are count this move too
    return {{u"move"_s, now + 1},
            {u"moves"_s, moves},
            {u"landed"_s, landed},
            {u"conquered"_s, conquered},
            {u"conquest_reading"_s, reading}};
}

} // namespace Reeve
