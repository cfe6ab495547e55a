#include "viewergate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/pinhash.h"
#include "log/action.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::ViewerGate", text);
}

} // namespace

ViewerGate::ViewerGate(Campaign &campaign)
    : m_campaign(campaign)
{ }

QString ViewerGate::storedHash(Audience audience, qint64 sideId)
{
    if (audience == Audience::Public)
        return {};
    if (audience == Audience::Referee)
        return CampaignReader(m_campaign.database()).meta(QString::fromLatin1(RefereePinKey));
    CampaignReader(m_campaign.database()).side(sideId); // throws for an unknown side
    return m_campaign.database().scalar(u"SELECT pin_hash FROM sides WHERE id = ?"_s, {sideId}).toString();
}

QString ViewerGate::whose(Audience audience, qint64 sideId)
{
    return audience == Audience::Referee ? tr("the referee")
                                         : CampaignReader(m_campaign.database()).side(sideId).name;
}

bool ViewerGate::needsPin(Audience audience, qint64 sideId)
{
    return !storedHash(audience, sideId).isEmpty();
}

bool ViewerGate::check(Audience audience, qint64 sideId, const QString &pin)
{
    return PinHash::check(storedHash(audience, sideId), pin);
}

bool ViewerGate::opens(Audience audience, qint64 sideId, const QString &pin)
{
    if (check(audience, sideId, pin))
        return true;
    return audience == Audience::Side && needsPin(Audience::Referee) && check(Audience::Referee, 0, pin);
}

qint64 ViewerGate::store(Audience audience, qint64 sideId, const QString &hash, const QString &text)
{
    ActionWriter writer(m_campaign.log());
    ActionDraft draft;
    if (audience == Audience::Referee) {
        const QString key = QString::fromLatin1(RefereePinKey);
        const QJsonObject id{{u"key"_s, key}};
        if (writer.row(u"meta"_s, id).isEmpty())
            writer.insert(u"meta"_s, {{u"key"_s, key}, {u"value"_s, hash}});
        else
            writer.update(u"meta"_s, id, {{u"value"_s, hash}});
        draft.kind = u"referee.pin"_s;
    } else {
        writer.update(u"sides"_s, {{u"id"_s, sideId}}, {{u"pin_hash"_s, hash}});
        draft.kind = u"side.pin"_s;
    }
    draft.publicText = text;
    return writer.commit(draft);
}

ViewerGate::Guard ViewerGate::undoGuard(qint64 seq)
{
    Guard guard;
    const Action action = m_campaign.log().action(seq);
    if (action.kind == u"referee.pin"_s) {
        guard.audience = Audience::Referee;
    } else if (action.kind == u"side.pin"_s) {
        for (const QJsonValue &op : action.payload().value(u"ops"_s).toArray()) {
            const QJsonObject o = op.toObject();
            if (o.value(u"table"_s).toString() == u"sides"_s)
                guard.sideId = o.value(u"key"_s).toObject().value(u"id"_s).toInteger();
        }
        if (guard.sideId > 0)
            guard.audience = Audience::Side;
    }
    if (guard.audience == Audience::Public || !needsPin(guard.audience, guard.sideId))
        return {};
    guard.whose = whose(guard.audience, guard.sideId);
    return guard;
}

qint64 ViewerGate::setRefereePin(const QString &pin)
{
    return store(Audience::Referee, 0, PinHash::make(pin),
                 pin.isEmpty() ? tr("Referee PIN removed") : tr("Referee PIN set"));
}

qint64 ViewerGate::changePin(Audience audience, qint64 sideId, const QString &oldPin, const QString &newPin)
{
    if (audience == Audience::Public)
        throw Failure::badInput(tr("The public view has no PIN; choose the referee or a side."));
    const bool had = needsPin(audience, sideId);
    const QString name = whose(audience, sideId);
    if (had && !opens(audience, sideId, oldPin))
        throw Failure::badInput(
                oldPin.isEmpty() ? tr("%1 already has a PIN: give the current one to change or "
                                      "remove it (--pin OLD; the referee's PIN also "
                                      "resets a side's).")
                                           .arg(name)
                                 : tr("That is not the current PIN of %1; nothing was changed.").arg(name));
    if (!had && newPin.isEmpty())
        return 0;
    const bool referee = audience == Audience::Referee;
    QString text;
    if (newPin.isEmpty())
        text = referee ? tr("Referee PIN removed") : tr("PIN of %1 removed").arg(name);
    else if (had)
        text = referee ? tr("Referee PIN changed") : tr("PIN of %1 changed").arg(name);
    else
        text = referee ? tr("Referee PIN set") : tr("PIN of %1 set").arg(name);
    return store(audience, sideId, PinHash::make(newPin), text);
}

qint64 ViewerGate::upgrade(Audience audience, qint64 sideId, const QString &pin)
{
    const QString stored = storedHash(audience, sideId);
    if (pin.isEmpty() || !PinHash::needsRehash(stored) || !PinHash::check(stored, pin)
        || m_campaign.isReadOnly())
        return 0;
    const QString text = audience == Audience::Referee
                                 ? tr("Referee PIN stored again with a slower key derivation")
                                 : tr("PIN of %1 stored again with a slower key derivation")
                                           .arg(whose(audience, sideId));
    return store(audience, sideId, PinHash::make(pin), text);
}

} // namespace Reeve
