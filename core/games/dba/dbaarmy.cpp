#include "dbaarmy.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaArmy", text);
}

const QStringList kTypes = {u"kn"_s, u"cv"_s, u"lh"_s, u"sp"_s, u"bd"_s, u"wb"_s,
                            u"ax"_s, u"bw"_s, u"ps"_s, u"hd"_s, u"naval"_s};

} // namespace

QPair<QString, QString> DbaArmy::parseElement(const QString &code)
{
    const QString c = code.trimmed().toLower();
    if (c == u"naval"_s)
        return {u"naval"_s, u"o"_s};
    const QStringList parts = c.split(u'/');
    if (parts.size() != 2 || !kTypes.contains(parts.at(0)) || parts.at(0) == u"naval"_s
        || !QStringList{u"i"_s, u"o"_s, u"s"_s, u"f"_s}.contains(parts.at(1)))
        throw Failure::badInput(tr("\"%1\" is not an element code; write TYPE/GRADE such as kn/f, sp/i, ps/o, "
                                   "or naval.")
                                    .arg(code));
    return {parts.at(0), parts.at(1)};
}

bool DbaArmy::isMounted(const QString &code)
{
    const QString type = parseElement(code).first;
    return type == u"kn"_s || type == u"cv"_s || type == u"lh"_s;
}

int DbaArmy::count(const QString &kind) const
{
    int n = 0;
    for (const QString &code : elements) {
        const auto [t, grade] = parseElement(code);
        const bool mounted = t == u"kn"_s || t == u"cv"_s || t == u"lh"_s;
        if ((kind == u"naval"_s && t == u"naval"_s) || (kind == u"psiloi"_s && t == u"ps"_s)
            || (kind == u"mounted"_s && mounted)
            || (kind == u"foot"_s && !mounted && t != u"naval"_s && t != u"ps"_s)
            || (kind == u"kn_f"_s && t == u"kn"_s && grade == u"f"_s)
            || (kind == u"wb_f"_s && t == u"wb"_s && grade == u"f"_s)
            || (kind == u"bd_f"_s && t == u"bd"_s && grade == u"f"_s)
            || (kind == t && kind != u"kn"_s && kind != u"wb"_s && kind != u"bd"_s))
            ++n;
    }
    return n;
}

QString DbaArmy::mountedState() const
{
    const int land = int(elements.size()) - count(u"naval"_s);
    const int mounted = count(u"mounted"_s);
    if (mounted == 0)
        return u"none"_s;
    return mounted == land ? u"all"_s : u"some"_s;
}

QJsonObject DbaArmy::toAttributes() const
{
    QJsonObject a = attributes;
    a.insert(u"elements"_s, QJsonArray::fromStringList(elements));
    a.insert(u"general"_s, general);
    a.insert(u"ruler"_s, ruler);
    a.insert(u"supply"_s, supply);
    a.insert(u"in_town"_s, inTown);
    return a;
}

double DbaArmy::movesUsed(int turn) const
{
    return attributes.value(u"moves_turn"_s).toInt() == turn ? attributes.value(u"moves_used"_s).toDouble() : 0.0;
}

void DbaArmy::spendMoves(int turn, double moves)
{
    const double used = movesUsed(turn) + moves;
    attributes.insert(u"moves_turn"_s, turn);
    attributes.insert(u"moves_used"_s, used);
}

DbaArmies::DbaArmies(Campaign &campaign)
    : m_campaign(campaign)
{
}

DbaArmy DbaArmies::fromUnit(qint64 unitId)
{
    CampaignReader reader(m_campaign.database());
    const Unit unit = reader.unit(unitId);
    DbaArmy army;
    army.unitId = unit.id;
    army.sideId = unit.sideId;
    army.sideName = unit.sideId ? reader.side(unit.sideId).name : QString();
    army.name = unit.name;
    army.location = unit.locationId;
    army.type = unit.type;
    army.attributes = unit.attributes;
    for (const QJsonValue &v : unit.attributes.value(u"elements"_s).toArray())
        army.elements << v.toString();
    for (const QString &code : std::as_const(army.elements))
        DbaArmy::parseElement(code);
    army.general = unit.attributes.value(u"general"_s).toString();
    army.ruler = unit.attributes.value(u"ruler"_s).toBool();
    army.supply = unit.attributes.value(u"supply"_s).toInt();
    army.inTown = unit.attributes.value(u"in_town"_s).toBool();
    return army;
}

QList<DbaArmy> DbaArmies::all()
{
    QList<DbaArmy> list;
    for (const Unit &u : CampaignReader(m_campaign.database()).units()) {
        if (!u.isEliminated() && (u.type == u"army"_s || u.type == u"fleet"_s))
            list << fromUnit(u.id);
    }
    return list;
}

DbaArmy DbaArmies::byName(const QString &name)
{
    QStringList names;
    for (const Unit &u : CampaignReader(m_campaign.database()).units()) {
        if (u.isEliminated())
            continue;
        if (u.name.compare(name, Qt::CaseInsensitive) == 0)
            return fromUnit(u.id);
        names << u.name;
    }
    throw Failure::badInput(tr("There is no army or fleet called \"%1\"; did you mean %2?")
                                .arg(name, CampaignReader::closest(name, names).join(u", "_s)));
}

int DbaArmies::elementPoints(const QString &code)
{
    const auto [kind, grade] = DbaArmy::parseElement(code);
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    const RuleTable &table = tables.table(u"dba.troop-values"_s);
    const int row = int(kTypes.indexOf(kind)); // Table 1 rows are in this order, naval last
    const int column = int(table.columns().indexOf(grade.toUpper()));
    const TableCell &cell = table.cell(row, column);
    if (cell.isMissing())
        throw Failure::missingFigure(table.id(), u"%1/%2"_s.arg(kind, grade),
                                     tr("Table 1 has no value for %1 yet; enter it in the Tables panel.").arg(code));
    if (cell.value.isDouble())
        return cell.value.toInt();
    QString text = cell.value.toString();
    text.remove(u'(').remove(u')');
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok)
        throw Failure::badInput(tr("Table 1 marks %1 as not available.").arg(code));
    return value;
}

QList<int> DbaArmies::points(const DbaArmy &army)
{
    QList<int> list;
    for (const QString &code : army.elements)
        list << elementPoints(code);
    return list;
}

int DbaArmies::total(const DbaArmy &army)
{
    int sum = 0;
    for (int p : points(army))
        sum += p;
    return sum;
}

qint64 DbaArmies::save(const DbaArmy &army)
{
    return CampaignEditor(m_campaign).editUnit(army.unitId, army.type, army.name, army.toAttributes());
}

QJsonObject DbaArmies::Change::provinceOr(const QString &id, const QJsonObject &current) const
{
    for (const auto &[pid, attributes] : provinces)
        if (pid == id)
            return attributes;
    return current;
}

void DbaArmies::Change::setProvince(const QString &id, const QJsonObject &attributes)
{
    provinces.removeIf([&](const auto &p) { return p.first == id; });
    provinces.append({id, attributes});
}

qint64 DbaArmies::commit(const Change &change)
{
    const auto text = [](const QJsonObject &o) {
        return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    };
    ActionWriter writer(m_campaign.log());
    for (const DbaArmy &army : change.armies) {
        writer.update(u"units"_s, {{u"id"_s, army.unitId}},
                      {{u"location_id"_s, army.location}, {u"attributes"_s, text(army.toAttributes())}});
    }
    for (qint64 id : change.destroyed)
        writer.update(u"units"_s, {{u"id"_s, id}}, {{u"status"_s, u"eliminated"_s}});
    const qint64 firstId = change.created.isEmpty() ? 0 : writer.nextId(u"units"_s);
    for (qsizetype i = 0; i < change.created.size(); ++i) {
        const DbaArmy &army = change.created.at(i);
        writer.insert(u"units"_s, {{u"id"_s, firstId + i},
                                   {u"side_id"_s, army.sideId},
                                   {u"location_id"_s, army.location},
                                   {u"type"_s, army.type},
                                   {u"name"_s, army.name},
                                   {u"attributes"_s, text(army.toAttributes())},
                                   {u"status"_s, u"active"_s}});
    }
    for (const auto &[id, attributes] : change.provinces)
        writer.update(u"locations"_s, {{u"id"_s, id}}, {{u"attributes"_s, text(attributes)}});
    for (const auto &[key, value] : change.meta) {
        if (writer.row(u"meta"_s, {{u"key"_s, key}}).isEmpty())
            writer.insert(u"meta"_s, {{u"key"_s, key}, {u"value"_s, value}});
        else
            writer.update(u"meta"_s, {{u"key"_s, key}}, {{u"value"_s, value}});
    }
    ActionDraft draft;
    draft.kind = u"dba.adjudicate"_s;
    draft.publicText = change.publicText;
    draft.actor = u"umpire"_s;
    if (!change.privateText.isEmpty()) {
        draft.privateText = change.privateText;
        draft.audience = Audience::Side;
        draft.audienceSide = change.privateSide;
    }
    if (!change.working.isEmpty())
        draft.data.insert(u"working"_s, change.working);
    return writer.commit(draft);
}

} // namespace Reeve
