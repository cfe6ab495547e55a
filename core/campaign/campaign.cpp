#include "campaign.h"

#include <QDateTime>
#include <QFileInfo>

#include "campaign/campaignrandom.h"
#include "campaign/gamecatalog.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

Campaign::Campaign(std::unique_ptr<CampaignFile> file)
    : m_file(std::move(file))
    , m_log(std::make_unique<ActionLog>(m_file->database()))
{
    connect(m_log.get(), &ActionLog::actionCommitted, this, &Campaign::changed);
}

Campaign::~Campaign() = default;

std::unique_ptr<Campaign> Campaign::create(const QString &path, const QString &gameId, const QString &name)
{
    const GameInfo game = GameCatalog::game(gameId); // validates the id before touching the disk
    std::unique_ptr<Campaign> campaign(new Campaign(CampaignFile::create(path)));
    campaign->initialise(game.id, name.isEmpty() ? QFileInfo(path).completeBaseName() : name);
    return campaign;
}

std::unique_ptr<Campaign> Campaign::open(const QString &path, CampaignFile::Access access)
{
    std::unique_ptr<Campaign> campaign(new Campaign(CampaignFile::open(path, access)));
    const QString gameId = campaign->database().scalar(u"SELECT value FROM meta WHERE key = 'game'"_s).toString();
    campaign->m_game = GameCatalog::game(gameId);
    return campaign;
}

void Campaign::initialise(const QString &gameId, const QString &name)
{
    m_game = GameCatalog::game(gameId);
    ActionWriter writer(*m_log);
    const auto meta = [&writer](const QString &key, const QString &value) {
        writer.insert(u"meta"_s, {{u"key"_s, key}, {u"value"_s, value}});
    };
    meta(u"game"_s, m_game.id);
    meta(u"rules_version"_s, m_game.rulesVersion);
    meta(u"name"_s, name);
    meta(u"currency"_s, m_game.currency);
    meta(u"created"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    meta(u"rng_counter"_s, u"0"_s);
    meta(u"seed_commitment"_s, QString());
    writer.insert(u"clock"_s, {{u"id"_s, 1},
                               {u"turn"_s, 1},
                               {u"year"_s, m_game.yearOf(1)},
                               {u"period"_s, m_game.periodOf(1)},
                               {u"phase"_s, m_game.phases.value(0)},
                               {u"active_side"_s, 0}});
    ActionDraft draft;
    draft.kind = u"campaign.create"_s;
    draft.publicText = tr("Campaign \"%1\" created for %2").arg(name, m_game.title);
    draft.undoable = false;
    writer.commit(draft);
    CampaignRandom(*this).commitNewSeed();
}

QString Campaign::name() const
{
    return m_file->database().scalar(u"SELECT value FROM meta WHERE key = 'name'"_s).toString();
}

} // namespace Reeve
