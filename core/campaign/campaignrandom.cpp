#include "campaignrandom.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "dice/randomstream.h"
#include "log/actiongroup.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CampaignRandom", text);
}

QString metaValue(Database &db, const QString &key)
{
    return db.scalar(u"SELECT value FROM meta WHERE key = ?"_s, {key}).toString();
}

// The secret behind \a metaKey's commitment; \a prefix names it in the secrets table ("seed:", "draw:").
QByteArray currentSecret(Database &db, const QString &metaKey, const QString &prefix)
{
    const QString commitment = metaValue(db, metaKey);
    const QString hex = commitment.isEmpty() ? QString()
                                             : db.scalar(u"SELECT value FROM secrets WHERE key = ?"_s,
                                                         {prefix + commitment})
                                                       .toString();
    if (hex.isEmpty())
        throw Failure::internal(metaKey == u"seed_commitment"_s ? u"the campaign has no dice seed"_s
                                                                : u"the campaign has no draw secret"_s);
    return QByteArray::fromHex(hex.toLatin1());
}

// Stores a fresh secret under \a prefix, points \a metaKey at its commitment inside \a writer and
// returns the commitment (hex).
QString storeNewSecret(ActionWriter &writer, const QString &metaKey, const QString &prefix)
{
    const QByteArray secret = RandomStream::newSeed();
    const QString commitment = QString::fromLatin1(RandomStream::commitment(secret).toHex());
    writer.database().exec(u"INSERT INTO secrets (key, value) VALUES (?, ?)"_s,
                           {prefix + commitment, QString::fromLatin1(secret.toHex())});
    writer.updateSticky(u"meta"_s, {{u"key"_s, metaKey}}, {{u"value"_s, commitment}});
    return commitment;
}

// A fresh draw secret inside \a writer; returns its commitment (hex).
QString newDrawSecret(ActionWriter &writer)
{
    if (writer.row(u"meta"_s, {{u"key"_s, u"draw_commitment"_s}}).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, u"draw_commitment"_s}, {u"value"_s, QString()}});
    return storeNewSecret(writer, u"draw_commitment"_s, u"draw:"_s);
}

QString drawCommitText(const QString &commitment)
{
    return tr("hidden-draw secret committed: SHA-256 %1 (markers drawn in secret come from it; it is "
              "revealed "
              "when the campaign ends)")
            .arg(commitment);
}

} // namespace

CampaignRandom::CampaignRandom(Campaign &campaign)
    : m_campaign(campaign)
{ }

qint64 CampaignRandom::commitNewSeed()
{
    ActionWriter writer(m_campaign.log());
    const QString commitment = storeNewSecret(writer, u"seed_commitment"_s, u"seed:"_s);
    ActionDraft draft;
    draft.kind = u"seed.commit"_s;
    draft.publicText = tr("Dice seed committed: SHA-256 %1").arg(commitment);
    draft.data = {{u"commitment"_s, commitment}};
    if (drawCommitment().isEmpty()) {
        // A new campaign (or one from before the draw secret): the draw secret is committed in the same action.
        const QString draws = newDrawSecret(writer);
        draft.publicText += u"; "_s + drawCommitText(draws);
        draft.data.insert(u"draw_commitment"_s, draws);
    }
    draft.undoable = false;
    return writer.commit(draft);
}

qint64 CampaignRandom::commitDrawSecret()
{
    ActionWriter writer(m_campaign.log());
    const QString commitment = newDrawSecret(writer);
    ActionDraft draft;
    draft.kind = u"draw.commit"_s;
    draft.publicText = drawCommitText(commitment);
    draft.data = {{u"draw_commitment"_s, commitment}};
    draft.undoable = false;
    return writer.commit(draft);
}

qint64 CampaignRandom::ensureDrawSecret()
{
    if (m_campaign.database().isReadOnly() || !drawCommitment().isEmpty())
        return 0;
    return commitDrawSecret();
}

QString CampaignRandom::commitment()
{
    return metaValue(m_campaign.database(), u"seed_commitment"_s);
}

QString CampaignRandom::drawCommitment()
{
    return metaValue(m_campaign.database(), u"draw_commitment"_s);
}

QString CampaignRandom::reveal()
{
    const QString committed = commitment();
    const QString hex = QString::fromLatin1(
            currentSecret(m_campaign.database(), u"seed_commitment"_s, u"seed:"_s).toHex());
    // The reveal and the next seed's commitment are one transaction: a crash between them would leave
    // the seed just published in use for the next rolls.
    ActionGroup group(m_campaign.log());
    {
        ActionWriter writer(m_campaign.log());
        ActionDraft draft;
        draft.kind = u"seed.reveal"_s;
        draft.publicText = tr("Dice seed revealed: %1 (commitment %2)").arg(hex, committed);
        draft.data = {{u"commitment"_s, committed}, {u"seed"_s, hex}};
        draft.undoable = false;
        writer.commit(draft);
    }
    commitNewSeed();
    group.commit(u"seed.reveal"_s);
    return hex;
}

QString CampaignRandom::revealDrawSecret(DrawReveal when)
{
    ensureDrawSecret();
    const QString committed = drawCommitment();
    const QString hex = QString::fromLatin1(
            currentSecret(m_campaign.database(), u"draw_commitment"_s, u"draw:"_s).toHex());
    // As with the dice seed: the reveal and the next secret's commitment stand or fall together.
    ActionGroup group(m_campaign.log());
    {
        ActionWriter writer(m_campaign.log());
        ActionDraft draft;
        draft.kind = u"draw.reveal"_s;
        draft.publicText
                = when == DrawReveal::EndOfCampaign
                          ? tr("Campaign ended: hidden-draw secret revealed: %1 (commitment %2)")
                                    .arg(hex, committed)
                          : tr("Hidden-draw secret revealed during the game: %1 (commitment %2); every "
                               "hand drawn so far can now be rebuilt")
                                    .arg(hex, committed);
        draft.data = {{u"draw_commitment"_s, committed},
                      {u"draw_secret"_s, hex},
                      {u"end_of_campaign"_s, when == DrawReveal::EndOfCampaign}};
        draft.undoable = false;
        writer.commit(draft);
    }
    commitDrawSecret();
    group.commit(u"draw.reveal"_s);
    return hex;
}

qint64 CampaignRandom::logSessionStart(const QString &who)
{
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    draft.kind = u"session.start"_s;
    draft.publicText = tr("Session started; dice seed commitment SHA-256 %1").arg(commitment());
    draft.actor = who;
    draft.undoable = false;
    return writer.commit(draft);
}

quint64 CampaignRandom::takeCounter(ActionWriter &writer)
{
    const quint64 counter = metaValue(writer.database(), u"rng_counter"_s).toULongLong() + 1;
    writer.updateSticky(u"meta"_s, {{u"key"_s, u"rng_counter"_s}}, {{u"value"_s, QString::number(counter)}});
    return counter;
}

RandomStream CampaignRandom::streamOf(const QByteArray &secret, quint64 counter)
{
    return RandomStream(secret, counter);
}

RandomStream CampaignRandom::diceStream(Database &db, quint64 counter, QJsonObject &record)
{
    record.insert(u"commitment"_s, metaValue(db, u"seed_commitment"_s));
    record.insert(u"counter"_s, QString::number(counter));
    return streamOf(currentSecret(db, u"seed_commitment"_s, u"seed:"_s), counter);
}

RandomStream CampaignRandom::drawStream(Database &db, quint64 counter, QJsonObject &record)
{
    record.insert(u"draw_commitment"_s, metaValue(db, u"draw_commitment"_s));
    record.insert(u"counter"_s, QString::number(counter));
    return streamOf(currentSecret(db, u"draw_commitment"_s, u"draw:"_s), counter);
}

RandomStream CampaignRandom::nextStream(ActionWriter &writer, QJsonObject &record)
{
    const quint64 counter = takeCounter(writer);
    record = {{u"source"_s, u"rolled"_s}};
    return diceStream(writer.database(), counter, record);
}

} // namespace Reeve
