#include "campaign.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
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

std::unique_ptr<Campaign> Campaign::createWhole(const QString &path, const QString &gameId,
                                                const QString &name,
                                                const std::function<void(Campaign &)> &setUp)
{
    const GameInfo game = GameCatalog::game(gameId);
    const QFileInfo target(path);
    if (target.exists())
        throw Failure::badInput(tr("%1 already exists; choose another file name.").arg(path));
    if (!QDir().mkpath(target.absolutePath()))
        throw Failure::badInput(tr("Cannot create the folder %1.").arg(target.absolutePath()));
    // Beside the target, so the rename stays on one file system; a leftover of a crashed creation is
    // nobody's campaign and is replaced.
    const QString partial = target.absoluteDir().filePath(u"."_s + target.fileName() + u".creating"_s);
    const auto removePartial = [&partial] {
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s})
            QFile::remove(partial + suffix);
    };
    removePartial();
    try {
        std::unique_ptr<Campaign> building(new Campaign(CampaignFile::create(partial)));
        building->initialise(game.id, name.isEmpty() ? target.completeBaseName() : name);
        if (setUp)
            setUp(*building);
        building.reset(); // the last connection closes: SQLite folds the write-ahead log into the file
    } catch (...) {
        removePartial();
        throw;
    }
    if (QFileInfo::exists(partial + u"-wal"_s) || !QFile::rename(partial, path)) {
        removePartial();
        throw Failure::internal(tr("Cannot move the new campaign into place at %1.").arg(path));
    }
    QFile::remove(partial + u"-shm"_s);
    return open(path);
}

std::unique_ptr<Campaign> Campaign::open(const QString &path, CampaignFile::Access access)
{
    std::unique_ptr<Campaign> campaign(new Campaign(CampaignFile::open(path, access)));
    const QString gameId
            = campaign->database().scalar(u"SELECT value FROM meta WHERE key = 'game'"_s).toString();
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
