// A vassal's tribute (DbaUmpire, continued): paid to the overlord in Spring, once a year (DBA campaign,
// REVENUE, Taxation). The text gives no amount, so it is the umpire's house share of the vassal's revenue
// (dba.figures vassal_tribute_pct, entered once); each nation's books show only its own side of it.
#include "dbaumpire.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbarelations.h"
#include "ledger/ledger.h"
#include "log/actionwriter.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

const QString TaxRef = u"DBA campaign, REVENUE (Taxation)"_s;

} // namespace

void DbaUmpire::postTribute(const Side &vassal, const Side &overlord, qint64 amount)
{
    // Each nation's books show its own side of the payment only (private treasuries).
    LedgerOptions paid;
    paid.audience = Audience::Side;
    paid.audienceSide = vassal.id;
    paid.actor = u"umpire"_s;
    Ledger ledger(m_campaign);
    m_seqs.append(ledger.debit(vassal.id, amount, LedgerCategory::Tribute,
                               tr("Tribute to %1 (%2)").arg(overlord.name, TaxRef), paid));
    LedgerOptions received = paid;
    received.audienceSide = overlord.id;
    m_seqs.append(ledger.credit(overlord.id, amount, LedgerCategory::Tribute,
                                tr("Tribute from %1 (%2)").arg(vassal.name, TaxRef), received));
}

QJsonObject DbaUmpire::tribute(const QJsonObject &step)
{
    CampaignReader reader(m_campaign.database());
    const Side vassal = reader.sideByName(step.value(u"vassal"_s).toString());
    const QString lord = DbaRelations(m_campaign).overlordOf(vassal.name);
    if (lord.isEmpty())
        refuse(tr("%1 is nobody's vassal: record the vassalage first (relation step)").arg(vassal.name));
    if (season() != u"spring"_s)
        refuse(tr("tribute from vassals comes in Spring (%1)").arg(TaxRef));
    const int year = m_campaign.game().yearOf(reader.clock().turn);
    if (vassal.attributes.value(u"tribute_year"_s).toInt() == year)
        refuse(tr("%1 has already paid its tribute for year %2 (%3)").arg(vassal.name).arg(year).arg(TaxRef));
    const Side overlord = reader.sideByName(lord);
    double revenue = 0;
    for (const Location &l : reader.locations())
        if (l.attributes.value(u"owner"_s).toString() == vassal.name)
            revenue += l.attributes.value(u"revenue"_s).toVariant().toDouble();
    m_workingSide = vassal.id;
    m_workingFor = vassal.name;
    const ProcedureResult r = resolve(u"dba.vassal-tribute"_s, {{u"revenue"_s, qint64(revenue)}}, {});
    const qint64 amount = r.outcome.value(u"amount"_s).toInteger();
    const qint64 pct = r.outcome.value(u"house_setting"_s).toInteger();
    // The year paid is kept on the vassal, so a second tribute the same year is refused.
    QJsonObject attributes = vassal.attributes;
    attributes.insert(u"tribute_year"_s, year);
    ActionWriter writer(m_campaign.log());
    writer.update(u"sides"_s, {{u"id"_s, vassal.id}},
                  {{u"attributes"_s,
                    QString::fromUtf8(QJsonDocument(attributes).toJson(QJsonDocument::Compact))}});
    ActionDraft draft;
    draft.kind = u"dba.tribute"_s;
    draft.actor = u"umpire"_s;
    draft.publicText = secretText();
    draft.privateText
            = tr("%1 pays £%2 tribute to %3: %4% of its revenue £%5, the house figure vassal_tribute_pct "
                 "(%6)")
                      .arg(vassal.name)
                      .arg(amount)
                      .arg(lord)
                      .arg(pct)
                      .arg(qint64(revenue))
                      .arg(TaxRef);
    draft.audience = Audience::Side; // the overlord reads his own ledger entry
    draft.audienceSide = vassal.id;
    draft.data.insert(u"working"_s, std::exchange(m_working, {}));
    m_seqs.append(writer.commit(draft));
    if (amount > 0)
        postTribute(vassal, overlord, amount);
    fate(step, tr("Carried out: £%1 tribute paid to %2").arg(amount).arg(lord));
    return {{u"overlord"_s, lord},
            {u"revenue"_s, qint64(revenue)},
            {u"tribute_pct"_s, pct},
            {u"tribute"_s, amount}};
}

} // namespace Reeve
