// The main army's districts and the bands kept out of them (Dark Age Britain, STRATEGIC MOVEMENT).
#include "britainarmy.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/britain/britainmovement.h"
#include "games/britain/britainstate.h"
#include "games/britain/britainstepchecks.h"
#include "games/britain/britainwarleader.h"
#include "log/actionlog.h"
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

BritainMainArmy::BritainMainArmy(Campaign &campaign)
    : m_campaign(campaign)
{ }

QStringList BritainMainArmy::readings()
{
    return {u"on-their-own"_s, u"with-scots-irish-and-picts"_s};
}

QString BritainMainArmy::readingText(const QString &reading)
{
    return reading == u"with-scots-irish-and-picts"_s ? tr(
                   "kept out of the main army's districts: bands on their own, the Scots-Irish and the Picts "
                   "(the wider reading)")
                                                      : tr("kept out of the main army's districts: the bands "
                                                           "campaigning on their own after a tie "
                                                           "(the literal reading)");
}

QString BritainMainArmy::warLeader(int leaderYear)
{
    return BritainWarLeader(m_campaign).thisYear(nullptr, leaderYear, true);
}

QStringList BritainMainArmy::districts(int leaderYear)
{
    return districtsOf(warLeader(leaderYear));
}

QStringList BritainMainArmy::districtsOf(const QString &leader)
{
    if (leader.isEmpty())
        return {};
    CampaignReader reader(m_campaign.database());
    QStringList out;
    for (const Unit &u : BritainState(m_campaign).bands()) {
        const bool inArmy = u.name == leader || u.attributes.value(u"follows"_s).toString() == leader;
        if (inArmy && !u.locationId.isEmpty() && reader.location(u.locationId).kind == u"district"_s
            && !out.contains(u.locationId))
            out << u.locationId;
    }
    return out;
}

bool BritainMainArmy::barred(const Unit &band, const QString &reading)
{
    if (band.attributes.value(u"campaign"_s).toString() == u"own"_s)
        return true;
    const QString people = BritainMovement(m_campaign).peopleOf(band);
    return reading == u"with-scots-irish-and-picts"_s && (people == u"Scots-Irish"_s || people == u"Picts"_s);
}

QList<StepRefusal> BritainMainArmy::check(const Unit &band, const QString &to, const QString &reading,
                                          const QJsonObject &fields)
{
    if (!barred(band, reading))
        return {};
    BritainWarLeader leaders(m_campaign);
    // An older campaign's war leader has no year: ask for it only when his army stands in the way.
    const QString old = leaders.undated();
    if (fields.contains(u"leader_year"_s) || (!old.isEmpty() && districtsOf(old).contains(to))) {
        if (const QList<StepRefusal> year = leaders.yearCheck(fields); !year.isEmpty())
            return year;
    }
    const QString leader = warLeader(fields.value(u"leader_year"_s).toInt());
    if (!districtsOf(leader).contains(to))
        return {};
    return {StepRefusal{
            tr("%1 campaigns apart from the main army and may not enter %2, where part of %3's army "
               "stands (%4).")
                    .arg(band.name, to, leader, readingText(reading)),
            kStrategic}};
}

StepSpec BritainMainArmy::onOwnStep()
{
    StepSpec s
            = StepSpec::make(u"britain"_s, "Reeve::BritainSteps", u"on-own"_s, BS("Campaigns on his own"),
                             BS("Records that a chieftain whose total tied the war leader's rolled 5–6: his "
                                "band fights the enemy on its own for the year, never entering a district "
                                "where part of the main army stands."),
                             {kStrategic});
    s.fields = {StepField::make(u"band"_s, StepField::Type::Unit, true, BS("Band"), BS("The band, by name.")),
                BritainWarLeader::yearField()};
    s.examples = {u"reeve-cli step FILE band side=Saxons name=Hengist chieftain=Hengist ability=3 foot=60"_s,
                  u"reeve-cli step FILE band side=Saxons name=Aelle chieftain=Aelle ability=2 foot=40"_s,
                  u"reeve-cli step FILE war-leader bands='[\"Hengist\",\"Aelle\"]' --dice rolls=5,2"_s,
                  u"reeve-cli step FILE on-own band=Aelle"_s};
    s.check = [](Campaign &c, const QJsonObject &f) -> QList<StepRefusal> {
        const Unit b = BritainState(c).band(BritainStepChecks::bandName(c, f.value(u"band"_s)));
        const QString people = BritainMovement(c).peopleOf(b);
        if (!BritainWarLeader::isAngloSaxon(people))
            return {StepRefusal{
                    tr("%1 is of the %2: only the Anglo-Saxon chieftains roll against the war leader.")
                            .arg(b.name, people),
                    kStrategic}};
        if (BritainMovement::changedSides(b))
            return {StepRefusal{tr("%1 fights for the %2 now (its chieftain changed sides): it is no "
                                   "longer the %3's to send on its own.")
                                        .arg(b.name, BritainMovement(c).sideOf(b), people),
                                kStrategic}};
        if (const QList<StepRefusal> year = BritainWarLeader(c).yearCheck(f); !year.isEmpty())
            return year;
        const QString leader = BritainMainArmy(c).warLeader(f.value(u"leader_year"_s).toInt());
        if (leader.isEmpty())
            return {StepRefusal{tr("No war leader is chosen this year: choose him first (war-leader)."),
                                kStrategic}};
        if (b.name == leader)
            return {StepRefusal{tr("%1 is the war leader: his band is the main army.").arg(b.name),
                                kStrategic}};
        if (!b.attributes.value(u"follows"_s).toString().isEmpty())
            return {StepRefusal{tr("%1 moves with %2's army this year.")
                                        .arg(b.name, b.attributes.value(u"follows"_s).toString()),
                                kStrategic}};
        if (b.attributes.value(u"campaign"_s).toString() == u"own"_s)
            return {StepRefusal{tr("%1 already campaigns on its own this year.").arg(b.name), kStrategic}};
        if (b.attributes.contains(u"fate"_s)) // the fates step already rolled this chieftain
            return {StepRefusal{tr("%1 already rolled against the war leader this year (%2).")
                                        .arg(b.name, b.attributes.value(u"fate"_s).toString()),
                                kStrategic}};
        return {};
    };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const Unit b = BritainState(c).band(BritainStepChecks::bandName(c, f.value(u"band"_s)));
        QJsonObject a = b.attributes;
        a.insert(u"campaign"_s, u"own"_s);
        ActionWriter writer(c.log());
        // An older campaign's war leader: the year the referee gave, recorded with the mark.
        BritainWarLeader(c).recordYear(writer,
                                       BritainMainArmy(c).warLeader(f.value(u"leader_year"_s).toInt()),
                                       f.value(u"leader_year"_s).toInt());
        writer.update(u"units"_s, {{u"id"_s, b.id}},
                      {{u"attributes"_s, QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact))}});
        const qint64 seq = writer.commit(
                u"britain.on-own"_s,
                tr("%1 campaigns against the enemy on its own this year, outside the main army's districts "
                   "(Britain, STRATEGIC MOVEMENT)")
                        .arg(b.name));
        return StepOutcome{{{u"actions"_s, QJsonArray{seq}}}, {}, {}};
    };
    return s;
}

} // namespace Reeve::Britain
