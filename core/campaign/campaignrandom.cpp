#include "campaignrandom.h"

#include "campaign/campaign.h"
#include "dice/randomstream.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QByteArray currentSeed(Database &db)
{
    const QString commitment = db.scalar(u"SELECT value FROM meta WHERE key = 'seed_commitment'"_s).toString();
    const QString hex = db.scalar(u"SELECT value FROM secrets WHERE key = ?"_s, {u"seed:"_s + commitment}).toString();
    if (hex.isEmpty())
        throw Failure::internal(u"the campaign has no dice seed"_s);
    return QByteArray::fromHex(hex.toLatin1());
}

} // namespace

CampaignRandom::CampaignRandom(Campaign &campaign)
    : m_campaign(campaign)
{
}

qint64 CampaignRandom::commitNewSeed()
{
    const QByteArray seed = RandomStream::newSeed();
    const QString commitment = QString::fromLatin1(RandomStream::commitment(seed).toHex());
    ActionWriter writer(m_campaign.log());
    writer.database().exec(u"INSERT INTO secrets (key, value) VALUES (?, ?)"_s,
                           {u"seed:"_s + commitment, QString::fromLatin1(seed.toHex())});
    writer.updateSticky(u"meta"_s, {{u"key"_s, u"seed_commitment"_s}}, {{u"value"_s, commitment}});
    ActionDraft draft;
    draft.kind = u"seed.commit"_s;
    draft.publicText = QObject::tr("Dice seed committed: SHA-256 %1").arg(commitment);
    draft.data = {{u"commitment"_s, commitment}};
    draft.undoable = false;
    return writer.commit(draft);
}

QString CampaignRandom::commitment()
{
    return m_campaign.database().scalar(u"SELECT value FROM meta WHERE key = 'seed_commitment'"_s).toString();
}

QString CampaignRandom::reveal()
{
    const QString committed = commitment();
    const QString hex = QString::fromLatin1(currentSeed(m_campaign.database()).toHex());
    {
        ActionWriter writer(m_campaign.log());
        ActionDraft draft;
        draft.kind = u"seed.reveal"_s;
        draft.publicText = QObject::tr("Dice seed revealed: %1 (commitment %2)").arg(hex, committed);
        draft.data = {{u"commitment"_s, committed}, {u"seed"_s, hex}};
        draft.undoable = false;
        writer.commit(draft);
    }
    commitNewSeed();
    return hex;
}

qint64 CampaignRandom::logSessionStart(const QString &who)
{
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    draft.kind = u"session.start"_s;
    draft.publicText = QObject::tr("Session started; dice seed commitment SHA-256 %1").arg(commitment());
    draft.actor = who;
    draft.undoable = false;
    return writer.commit(draft);
}

RandomStream CampaignRandom::nextStream(ActionWriter &writer, QJsonObject &record)
{
    Database &db = writer.database();
    const QString commitment = db.scalar(u"SELECT value FROM meta WHERE key = 'seed_commitment'"_s).toString();
    const quint64 counter = db.scalar(u"SELECT value FROM meta WHERE key = 'rng_counter'"_s).toString().toULongLong() + 1;
    writer.updateSticky(u"meta"_s, {{u"key"_s, u"rng_counter"_s}}, {{u"value"_s, QString::number(counter)}});
    record = {{u"source"_s, u"rolled"_s}, {u"commitment"_s, commitment}, {u"counter"_s, QString::number(counter)}};
    return RandomStream(currentSeed(db), counter);
}

} // namespace Reeve
