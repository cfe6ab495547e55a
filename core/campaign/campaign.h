#pragma once

#include <functional>
#include <memory>

#include <QObject>

#include "campaign/gameinfo.h"
#include "storage/campaignfile.h"

namespace Reeve {

class ActionLog;
class Database;

/**
 * An open campaign: its file, its action log and the rule set it follows.
 * Reading state goes through CampaignReader, changing it through the editors
 * (CampaignEditor and the feature services), each change one logged action.
 */
class Campaign : public QObject
{
    Q_OBJECT
public:
    /// Creates a new campaign file for \a gameId, logs its creation and commits a dice seed.
    static std::unique_ptr<Campaign> create(const QString &path, const QString &gameId,
                                            const QString &name = QString());
    /// Creates a campaign whole or not at all (docs/ARCHITECTURE.md, "One step, one action"): it is
    /// built in a hidden file beside \a path (creation, dice seed, and whatever \a setUp adds: a
    /// scenario, sides, options), closed, and only then renamed onto \a path, so a crash or a failure
    /// at any write leaves no campaign at \a path. Returns the campaign opened at \a path.
    static std::unique_ptr<Campaign> createWhole(const QString &path, const QString &gameId,
                                                 const QString &name,
                                                 const std::function<void(Campaign &)> &setUp);
    static std::unique_ptr<Campaign> open(const QString &path,
                                          CampaignFile::Access access = CampaignFile::Access::ReadWrite);
    ~Campaign() override;

    const GameInfo &game() const { return m_game; }
    QString name() const;
    QString path() const { return m_file->path(); }
    bool isReadOnly() const { return m_file->isReadOnly(); }
    Database &database() { return m_file->database(); }
    ActionLog &log() { return *m_log; }

signals:
    /// Emitted after every committed action (including undo and redo).
    void changed(qint64 seq);

private:
    explicit Campaign(std::unique_ptr<CampaignFile> file);
    void initialise(const QString &gameId, const QString &name);

    std::unique_ptr<CampaignFile> m_file;
    std::unique_ptr<ActionLog> m_log;
    GameInfo m_game;
};

} // namespace Reeve
