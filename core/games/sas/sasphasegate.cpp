#include "sasphasegate.h"

#include <algorithm>

#include <QCoreApplication>
#include <QHash>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/gametexts.h"
#include "games/sas/sascommon.h"
#include "log/actionwriter.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

const QString kBroke = u"sas.alliance-broke"_s;

/// Where a step belongs in the season: its phases, whether setup takes it too, and how to name it.
struct Binding
{
    QList<int> phases;
    bool setup = false;
    QString what; ///< empty: the step's title
    bool bound() const { return setup || !phases.isEmpty(); }
};

int roundPhase(const QString &round)
{
    return round == u"diplomacy"_s ? 3 : round == u"orders"_s ? 4 : round == u"units"_s ? 7 : 8;
}

/// The phases of step \a id (see the table in sasphasegate.h).
Binding binding(Campaign &c, const QString &id, const QJsonObject &f)
{
    static const QHash<QString, QList<int>> fixed{{u"income"_s, {1}},    {u"counter"_s, {2}},
                                                  {u"spy"_s, {2}},       {u"close-espionage"_s, {2}},
                                                  {u"alliance"_s, {3}},  {u"orders"_s, {4}},
                                                  {u"losses"_s, {5, 6}}, {u"capture"_s, {5, 6}},
                                                  {u"build"_s, {7}},     {u"raise"_s, {7}},
                                                  {u"city"_s, {8}}};
    if (fixed.contains(id))
        return {fixed.value(id), false, {}};
    const QList<int> afterBreak = SasPhaseGate::allianceBrokeThisSeason(c) ? QList<int>{3} : QList<int>{};
    if (id == u"move"_s) {
        if (!f.value(u"retreat"_s).toBool())
            return {{5}, false, {}};
        return {afterBreak + QList<int>{5, 6}, false, tr("A retreat")};
    }
    if (id == u"siege"_s)
        return {afterBreak + QList<int>{6}, false, {}};
    if (id == u"control"_s)
        return {afterBreak + QList<int>{6}, true, {}};
    if (id == u"cargo"_s)
        return {{5}, true, {}};
    if (id == u"place"_s)
        return {{}, true, {}};
    if (id == u"round"_s) {
        const QString event = f.value(u"event"_s).toString();
        if (event == u"start"_s || event == u"extend"_s)
            return {{roundPhase(f.value(u"round"_s).toString())}, false, {}};
    }
    return {};
}

QString phaseName(Campaign &c, int phase)
{
    return GameTexts::label(c.game().phases.value(phase - 1));
}

/// "phase 5 Movement", "phases 5 Movement and 6 Battles", with setup named first when it takes the step.
QString phasesText(Campaign &c, const Binding &b)
{
    QStringList parts;
    if (b.setup)
        parts << tr("setup (the first season's first phase)");
    QStringList phases;
    for (int p : b.phases)
        phases << phaseName(c, p);
    if (!phases.isEmpty()) {
        const QString list = phases.size() == 1 ? phases.first()
                                                : QStringList(phases.mid(0, phases.size() - 1)).join(u", "_s)
                                                          + tr(" and ") + phases.last();
        parts << (phases.size() == 1 ? tr("phase %1") : tr("phases %1")).arg(list);
    }
    return parts.join(tr(" or "));
}

} // namespace

int SasPhaseGate::current(Campaign &campaign)
{
    const QString phase = CampaignReader(campaign.database()).clock().phase;
    return int(campaign.game().phases.indexOf(phase)) + 1;
}

bool SasPhaseGate::setup(Campaign &campaign)
{
    return CampaignReader(campaign.database()).clock().turn == 1 && current(campaign) == 1;
}

bool SasPhaseGate::allianceBrokeThisSeason(Campaign &campaign)
{
    CampaignReader reader(campaign.database());
    return reader.meta(kBroke) == QString::number(reader.clock().turn);
}

void SasPhaseGate::markBreak(ActionWriter &writer, int turn)
{
    const QJsonObject key{{u"key"_s, kBroke}};
    if (writer.row(u"meta"_s, key).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, kBroke}, {u"value"_s, QString::number(turn)}});
    else
        writer.update(u"meta"_s, key, {{u"value"_s, QString::number(turn)}});
}

QList<int> SasPhaseGate::phases(Campaign &campaign, const QString &id, const QJsonObject &fields)
{
    return binding(campaign, id, fields).phases;
}

bool SasPhaseGate::setupStep(const QString &id)
{
    return id == u"place"_s || id == u"control"_s || id == u"cargo"_s;
}

QList<StepRefusal> SasPhaseGate::check(Campaign &campaign, const QString &id, const QString &title,
                                       const QJsonObject &fields)
{
    const Binding b = binding(campaign, id, fields);
    const int now = current(campaign);
    if (!b.bound() || now == 0 || b.phases.contains(now) || (b.setup && setup(campaign)))
        return {};
    const ClockState clock = CampaignReader(campaign.database()).clock();
    const QString what = !b.what.isEmpty() ? b.what : tr("\"%1\"").arg(title);
    const QString where = tr("the clock stands at phase %1 in %2")
                                  .arg(phaseName(campaign, now), campaign.game().describeTurn(clock.turn));
    QString advice;
    if (b.phases.isEmpty())
        advice = id == u"place"_s ? tr("New armies and fleets are raised, and units built, in phase 7.")
                                  : QString();
    else if (std::all_of(b.phases.cbegin(), b.phases.cend(), [now](int p) { return p < now; }))
        advice = tr("That part of the season is over: it comes again next season.");
    else
        advice = tr("Finish this phase and move the clock on to it first.");
    const QString rule = b.phases.isEmpty()
                                 ? u"Swords & Sails, setup"_s
                                 : u"Swords & Sails, turn sequence, phase %1"_s.arg(b.phases.last());
    QString message = tr("%1 belongs to %2; %3.").arg(what, phasesText(campaign, b), where);
    if (!advice.isEmpty())
        message += u' ' + advice;
    return {{message, rule}};
}

void SasPhaseGate::bind(QList<StepSpec> &specs)
{
    for (StepSpec &s : specs) {
        const StepSpec::Check own = s.check;
        const QString id = s.id;
        const char *title = s.title;
        const char *context = s.context;
        s.check = [own, id, title, context](Campaign &c, const QJsonObject &f) {
            const QList<StepRefusal> refused = check(c, id, QCoreApplication::translate(context, title), f);
            if (!refused.isEmpty() || !own)
                return refused;
            return own(c, f);
        };
    }
}

} // namespace Reeve::Sas
