#pragma once

#include <memory>

#include <QLockFile>
#include <QString>

#include "storage/database.h"

namespace Reeve {

/**
 * A campaign file (*.reeve) on disk: checks that the file really is a Reeve
 * campaign before anything writes to it, holds the single-writer lock, migrates
 * the schema forward and keeps rolling backups: one each time the file is opened
 * for writing and then written to, made just before that first write commits
 * (BackupRotation says which are kept).
 *
 * A second process asking for write access to a locked file gets a Failure whose
 * detail is {"kind": "locked", "pid": N}; it may then open read-only instead.
 */
class CampaignFile
{
public:
    enum class Access { ReadWrite, ReadOnly };

    /// Creates a new, empty campaign file at the current schema. Fails if it exists.
    static std::unique_ptr<CampaignFile> create(const QString &path);
    /// Opens an existing campaign file, validating it first; never modifies a bad file.
    static std::unique_ptr<CampaignFile> open(const QString &path, Access access);

    ~CampaignFile();

    Database &database() { return *m_db; }
    const QString &path() const { return m_path; }
    bool isReadOnly() const { return m_db->isReadOnly(); }

    /// Throws a clear Failure naming the file if it is not a readable Reeve campaign.
    static void validate(const QString &path);

    /// Number of newest rolling backups kept per campaign (one a day for a week besides).
    static constexpr int kBackupsKept = 5;
    /// Folder where the rolling backups of \a path are kept.
    static QString backupFolder(const QString &path);
    /// What to say of a damaged \a path: the newest backup that passes the checks, to copy over it,
    /// or that there is none.
    static QString restoreAdvice(const QString &path);

private:
    CampaignFile(const QString &path, Access access);
    void acquireLock();
    /// Throws when a write-ahead log beside \a path does not fit the file (see the .cpp).
    static void refuseForeignLog(const QString &path);
    static void checkWritable(const QString &path);
    void makeBackup();

    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    std::unique_ptr<Database> m_db;
};

} // namespace Reeve
