// This year's war leader, read by the fates, the main army and the on-own step (Dark Age Britain,
// STRATEGIC MOVEMENT).
#include "britainwarleader.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/britain/britainstate.h"
#include "log/actionwriter.h"

#define BS(text) QT_TRANSLATE_NOOP("Reeve::BritainSteps", text)

namespace Reeve::Britain {

using namespace Qt::StringLiterals;

namespace {

const QString kStrategic = u"Dark Age Britain, STRATEGIC MOVEMENT"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::BritainSteps", text);
}

} // namespace

bool BritainWarLeader::isAngloSaxon(const QString &people)
{
    return people == u"Saxons"_s || people == u"Angles"_s || people == u"Jutes"_s;
}

BritainWarLeader::BritainWarLeader(Campaign &campaign)
    : m_campaign(campaign)
{ }

QString BritainWarLeader::thisYear(QStringList *peoples, int leaderYear, bool angloSaxonOnly)
{
    const int year = BritainState(m_campaign).year();
    QString leader;
    for (const Side &s : CampaignReader(m_campaign.database()).sides()) {
        const QString name = s.attributes.value(u"war_leader"_s).toString();
        const int chosen = s.attributes.contains(u"war_leader_year"_s)
                                   ? s.attributes.value(u"war_leader_year"_s).toInt()
                                   : leaderYear;
        if (name.isEmpty() || chosen != year || (angloSaxonOnly && !isAngloSaxon(s.name)))
            continue;
        leader = name;
        if (peoples)
            *peoples << s.name;
    }
    return leader;
}

QString BritainWarLeader::undated(QStringList *peoples)
{
    QString leader;
    for (const Side &s : CampaignReader(m_campaign.database()).sides()) {
        const QString name = s.attributes.value(u"war_leader"_s).toString();
        if (!name.isEmpty() && !s.attributes.contains(u"war_leader_year"_s)) {
            leader = name;
            if (peoples)
                *peoples << s.name;
        }
    }
    return leader;
}

QList<StepRefusal> BritainWarLeader::yearCheck(const QJsonObject &f)
{
    QStringList peoples;
    const QString leader = undated(&peoples);
    const int year = BritainState(m_campaign).year();
    if (leader.isEmpty() || !thisYear().isEmpty())
        return {};
    if (!f.contains(u"leader_year"_s))
        return {StepRefusal{tr("%1 is the war leader of the %2 on record, but this campaign does not say in "
                               "which year he was chosen: give leader_year=%3 if he was chosen this year, "
                               "else choose this year's war leader first (war-leader).")
                                    .arg(leader, peoples.join(u", "_s))
                                    .arg(year),
                            kStrategic}};
    if (f.value(u"leader_year"_s).toInt() != year)
        return {StepRefusal{tr("%1 was chosen in %2, not this year (%3): choose this year's war leader first "
                               "(war-leader).")
                                    .arg(leader)
                                    .arg(f.value(u"leader_year"_s).toInt())
                                    .arg(year),
                            kStrategic}};
    return {};
}

void BritainWarLeader::recordYear(ActionWriter &writer, const QString &leader, int year)
{
    if (year <= 0)
        return;
    for (const Side &side : CampaignReader(m_campaign.database()).sides()) {
        if (side.attributes.value(u"war_leader"_s).toString() != leader
            || side.attributes.contains(u"war_leader_year"_s))
            continue;
        QJsonObject sa = side.attributes;
        sa.insert(u"war_leader_year"_s, year);
        writer.update(u"sides"_s, {{u"id"_s, side.id}},
                      {{u"attributes"_s,
                        QString::fromUtf8(QJsonDocument(sa).toJson(QJsonDocument::Compact))}});
    }
}

StepField BritainWarLeader::yearField()
{
    return StepField::number(u"leader_year"_s, false, BS("War leader's year"),
                             BS("Only for a campaign that does not record it: the year the war leader on "
                                "record was chosen, which must be this year (the fates and on-own steps "
                                "record it)."),
                             440, 700);
}

} // namespace Reeve::Britain
