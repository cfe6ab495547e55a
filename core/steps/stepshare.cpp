#include "stepshare.h"

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "util/failure.h"

#include <QJsonDocument>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// The side a field's value names: a side by name, else a unit (army, band) by name or id.
qint64 sideNamedBy(Campaign &campaign, const QJsonValue &value)
{
    CampaignReader reader(campaign.database());
    const QString text = value.isDouble() ? QString::number(value.toInteger()) : value.toString();
    if (text.isEmpty())
        return 0;
    for (const Side &s : reader.sides()) {
        if (s.name.compare(text, Qt::CaseInsensitive) == 0)
            return s.id;
    }
    for (const Unit &u : reader.units()) {
        if (u.name.compare(text, Qt::CaseInsensitive) == 0 || QString::number(u.id) == text)
            return u.sideId;
    }
    return 0;
}

} // namespace

bool StepShare::Reader::mayRead(Audience viewer, qint64 viewerSide) const
{
    switch (audience) {
    case Audience::Public:
        return true;
    case Audience::Side:
        return viewer == Audience::Referee || (viewer == Audience::Side && viewerSide == side);
    case Audience::Referee:
        return viewer == Audience::Referee;
    }
    return false;
}

QHash<QString, StepShare::Reader> StepShare::readers(const QList<StepShare> &shares, Campaign &campaign,
                                                     const QJsonObject &fields, const QJsonObject &outcome)
{
    QHash<QString, Reader> out;
    const auto readerOf = [&](const StepShare &share, const QString &key) {
        Reader r{share.audience, 0};
        if (share.audience == Audience::Side) {
            r.side = sideNamedBy(campaign,
                                 share.sideOf == u"@key"_s ? QJsonValue(key) : fields.value(share.sideOf));
            if (r.side == 0) // whose it is cannot be told: only the referee reads it
                r.audience = Audience::Referee;
        }
        return r;
    };
    const StepShare *rest = nullptr;
    for (const StepShare &share : shares) {
        if (share.key == u"*"_s)
            rest = &share;
        else
            out.insert(share.key, readerOf(share, share.key));
    }
    if (rest) {
        for (auto it = outcome.begin(); it != outcome.end(); ++it) {
            if (!out.contains(it.key()))
                out.insert(it.key(), readerOf(*rest, it.key()));
        }
        out.insert(u"*"_s, readerOf(*rest, QString()));
    }
    return out;
}

QList<StepShare> StepShare::fromJson(const QJsonArray &json)
{
    QList<StepShare> list;
    for (const QJsonValue &v : json) {
        const QJsonObject o = v.toObject();
        StepShare share{o.value(u"field"_s).toString(), audienceFromName(o.value(u"audience"_s).toString()),
                        o.value(u"side_of"_s).toString()};
        if (share.key.isEmpty() || (share.audience == Audience::Side && share.sideOf.isEmpty()))
            throw Failure::internal(u"step audience entry without a field or a side_of: %1"_s.arg(
                    QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact))));
        list << share;
    }
    return list;
}

QJsonObject StepShare::visible(const QJsonObject &outcome, const QHash<QString, Reader> &readers,
                               Audience viewer, qint64 viewerSide)
{
    QJsonObject out;
    for (auto it = outcome.begin(); it != outcome.end(); ++it) {
        auto reader = readers.constFind(it.key());
        if (reader == readers.cend())
            reader = readers.constFind(u"*"_s);
        if (reader == readers.cend() || reader->mayRead(viewer, viewerSide))
            out.insert(it.key(), it.value());
    }
    return out;
}

QJsonArray StepShare::describe(const QList<StepShare> &shares)
{
    QJsonArray list;
    for (const StepShare &s : shares) {
        QJsonObject o{{u"field"_s, s.key}, {u"audience"_s, audienceName(s.audience)}};
        if (s.audience == Audience::Side)
            o.insert(u"side_of"_s, s.sideOf);
        list.append(o);
    }
    return list;
}

} // namespace Reeve
