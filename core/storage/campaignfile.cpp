#include "campaignfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QStandardPaths>
#include <QThread>

#include "log/filecheck.h"
#include "storage/backuprotation.h"
#include "storage/schema.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CampaignFile", text);
}

quint32 bigEndian(const QByteArray &bytes, int offset, int width)
{
    quint32 value = 0;
    for (int i = 0; i < width; ++i)
        value = (value << 8) | quint8(bytes.at(offset + i));
    return value;
}

QString adviceIfBackedUp(const QString &path);

// Checks the SQLite header without opening the file through SQLite at all.
void checkHeader(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        throw Failure::badInput(tr("%1 does not exist.").arg(path));
    if (!file.open(QIODevice::ReadOnly))
        throw Failure::badInput(tr("%1 cannot be read: %2").arg(path, file.errorString()));
    const QByteArray header = file.read(100);
    const qint64 size = file.size();
    if (size == 0)
        throw Failure::badInput(tr("%1 is empty: it is not a Reeve campaign.").arg(path) + adviceIfBackedUp(path));
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        throw Failure::badInput(tr("%1 is not a Reeve campaign (it is not an SQLite database).").arg(path)
                                + adviceIfBackedUp(path));
    quint32 pageSize = bigEndian(header, 16, 2);
    if (pageSize == 1)
        pageSize = 65536;
    const quint32 pages = bigEndian(header, 28, 4);
    const bool pagesValid = bigEndian(header, 24, 4) == bigEndian(header, 92, 4);
    // A writer killed during a checkpoint may leave page 1 (with the new page count) written before the pages
    // after it; the write-ahead log still holds every one of them and SQLite replays it on opening. So a short
    // file is damage only when no write-ahead log stands beside it.
    const QFileInfo wal(path + u"-wal"_s);
    const bool logHoldsPages = wal.exists() && wal.size() > 0;
    if (pagesValid && pages > 0 && qint64(pageSize) * pages > size && !logHoldsPages)
        throw Failure::badInput(tr("%1 is damaged: it is shorter than its header says (truncated?). %2")
                                        .arg(path, CampaignFile::restoreAdvice(path)));
}

// A file that is no campaign at all may still be what became of one (overwritten, or damaged where
// SQLite looks first): when a good backup of this path exists, the message names it.
QString adviceIfBackedUp(const QString &path)
{
    return FileCheck::goodBackup(path).isEmpty() ? QString() : u" "_s + CampaignFile::restoreAdvice(path);
}

} // namespace

CampaignFile::CampaignFile(const QString &path, Access access)
    : m_path(QFileInfo(path).absoluteFilePath())
{
    if (access == Access::ReadWrite) {
        checkWritable(m_path);
        acquireLock();
        refuseForeignLog(m_path); // under the lock: no other Reeve writes to it meanwhile
    }
    m_db = std::make_unique<Database>(m_path, access == Access::ReadWrite ? Database::Mode::ReadWrite
                                                                          : Database::Mode::ReadOnly);
}

CampaignFile::~CampaignFile()
{
    m_db.reset();
    if (m_lock)
        m_lock->unlock();
}

void CampaignFile::checkWritable(const QString &path)
{
    const QFileInfo file(path);
    QString reason;
    if (file.exists() && !file.isWritable())
        reason = tr("the file is read-only");
    else if (!QFileInfo(file.absolutePath()).isWritable())
        reason = tr("its folder %1 is read-only (Reeve keeps its lock and write-ahead log beside the file)")
                         .arg(file.absolutePath());
    if (reason.isEmpty())
        return;
    throw Failure::badInput(tr("%1 cannot be written: %2. Commands that only read it (log, verify, ledger "
                               "balance, report) still work; to change the campaign, make it writable "
                               "(chmod u+w) or copy it into a folder you may write to.")
                                    .arg(path, reason),
                            QJsonObject{{u"kind"_s, u"read-only"_s}});
}

void CampaignFile::refuseForeignLog(const QString &path)
{
    // A write-ahead log left beside the file (a crash, or one copied there from another copy of the
    // campaign) is applied by SQLite as it opens the file, and the first writer to close copies it into
    // the file for good. One that does not fit (the file with it fails the checks, the file without it
    // passes them) is refused before a connection that could write is made. Only when a log is there:
    // after a clean close SQLite has removed it, so this costs an ordinary start nothing.
    const QFileInfo wal(path + u"-wal"_s);
    if (!wal.exists() || wal.size() <= 32) // 32 bytes: a header and no frames
        return;
    // SQLite's full integrity check, not the quick one: pages of two copies mixed can leave every page
    // sound and the chain intact while an index lacks entries, which only the full check counts.
    const auto problems = [](Database &db) {
        const QString damage = FileCheck::integrity(db, FileCheck::Depth::Full);
        return damage.isEmpty() ? FileCheck::beforeWriting(db) : damage;
    };
    QString withLog, alone;
    try {
        Database merged(path, Database::Mode::ReadOnly); // reads the log without writing the file
        withLog = problems(merged);
        if (withLog.isEmpty())
            return;
        Database fileAlone(path, Database::Mode::FileAlone);
        alone = problems(fileAlone);
    } catch (const Failure &) {
        return; // unreadable either way: the checks that follow say so
    }
    if (!alone.isEmpty())
        return; // damaged with or without the log: the ordinary refusal names a backup
    const QString shm = QFileInfo(path + u"-shm"_s).fileName();
    throw Failure::badInput(
            tr("%1 cannot be opened for writing: the write-ahead log %2 beside it does not fit it "
               "(read with it, %3; without it the file passes every check). It may have been "
               "left by another copy of this campaign, or be damaged. To open the file as it "
               "is, move %2 and %4 out of its folder; to keep the actions that log holds, put "
               "back the copy of the file it belongs to. Nothing was changed.")
                    .arg(path, wal.fileName(), withLog, shm),
            QJsonObject{{u"kind"_s, u"foreign-wal"_s}});
}

void CampaignFile::acquireLock()
{
    m_lock = std::make_unique<QLockFile>(m_path + u".lock"_s);
    m_lock->setStaleLockTime(0);
    if (m_lock->tryLock(0))
        return;
    if (m_lock->error() == QLockFile::PermissionError) {
        m_lock.reset();
        throw Failure::badInput(tr("%1 cannot be written: its lock file %1.lock cannot be made there. Commands "
                                   "that only read it still work.")
                                        .arg(m_path),
                                QJsonObject{{u"kind"_s, u"read-only"_s}});
    }
    qint64 pid = 0;
    QString host, app;
    if (!m_lock->getLockInfo(&pid, &host, &app)) {
        // A lock file that names no process: its writer died between creating it and writing its
        // id (Qt never counts such a file stale when locks do not expire by age). A live writer
        // fills it within microseconds, so after a moment's grace it is taken over.
        QThread::msleep(100);
        if (!m_lock->getLockInfo(&pid, &host, &app) && m_lock->removeStaleLockFile() && m_lock->tryLock(0))
            return;
    }
    m_lock.reset();
    throw Failure::badInput(tr("%1 is open in another Reeve (process %2). Open it read-only, or close the "
                               "other one first.")
                                    .arg(m_path)
                                    .arg(pid),
                            QJsonObject{{u"kind"_s, u"locked"_s}, {u"pid"_s, double(pid)}});
}

std::unique_ptr<CampaignFile> CampaignFile::create(const QString &path)
{
    if (QFileInfo::exists(path))
        throw Failure::badInput(tr("%1 already exists; choose another file name.").arg(path));
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        throw Failure::badInput(tr("Cannot create the folder %1.").arg(info.absolutePath()));
    std::unique_ptr<CampaignFile> file(new CampaignFile(path, Access::ReadWrite));
    Database *db = &file->database(); // the application id commits with the first migration
    db->setBeforeFirstCommit([db] { Schema::stampApplicationId(*db); });
    Schema::migrate(file->database());
    return file;
}

void CampaignFile::validate(const QString &path)
{
    checkHeader(path);
    try {
        Database probe(path, Database::Mode::ReadOnly);
        const int version = Schema::version(probe);
        if (version == 0
            || probe.scalar(u"SELECT value FROM meta WHERE key = 'format'"_s).toString()
                       != u"reeve-campaign"_s)
            throw Failure::badInput(tr("%1 is an SQLite database but not a Reeve campaign.").arg(path)
                                    + adviceIfBackedUp(path));
        // Refused here, on a read-only look, so nothing (not even the switch to WAL mode a writable
        // connection makes) touches a file whose format this Reeve does not know.
        if (version > Schema::currentVersion())
            throw Failure::badInput(tr("%1 was written by a newer Reeve (schema %2; this one reads up to %3). "
                                       "It was left exactly as it was: open it with that newer Reeve.")
                                            .arg(path)
                                            .arg(version)
                                            .arg(Schema::currentVersion()),
                                    QJsonObject{{u"kind"_s, u"newer-schema"_s}, {u"schema"_s, version}});
    } catch (const Failure &failure) {
        if (failure.kind() == Failure::Kind::BadInput)
            throw;
        throw Failure::badInput(tr("%1 cannot be read as a Reeve campaign: %2 %3")
                                        .arg(path, failure.message(), CampaignFile::restoreAdvice(path)));
    }
}

std::unique_ptr<CampaignFile> CampaignFile::open(const QString &path, Access access)
{
    // Before SQLite touches the file: opening it rebuilds the index that shows a lost write-ahead log.
    const QString lostLog = FileCheck::lostWriteAheadLog(path);
    if (!lostLog.isEmpty())
        throw Failure::verification(FileCheck::refusal(path, lostLog, FileCheck::Refused::Opening));
    validate(path);
    std::unique_ptr<CampaignFile> file(new CampaignFile(path, access));
    if (access == Access::ReadWrite) {
        // A damaged file is never written to (nor backed up): the message names a good backup instead.
        const QString damage = FileCheck::beforeWriting(file->database());
        if (!damage.isEmpty())
            throw Failure::verification(FileCheck::refusal(path, damage));
        // The backup waits for the first write that commits (a migration, or the command's action): an
        // open that only reads, or a command refused and rolled back, leaves the backups as they were.
        CampaignFile *opened = file.get();
        file->database().setBeforeFirstCommit([opened] {
            opened->makeBackup();
            Schema::stampApplicationId(opened->database()); // older files get it with this write
        });
        Schema::migrate(file->database());
    } else if (Schema::version(file->database()) < Schema::currentVersion()) {
        throw Failure::badInput(tr("%1 was written by an older Reeve and must be opened for writing once "
                                   "to be upgraded.")
                                        .arg(path));
    }
    return file;
}

QString CampaignFile::backupFolder(const QString &path)
{
    const QFileInfo info(path);
    const QByteArray digest = QCryptographicHash::hash(info.absoluteFilePath().toUtf8(),
                                                       QCryptographicHash::Sha256);
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return base + u"/backups/"_s + info.completeBaseName() + u'-'
           + QString::fromLatin1(digest.toHex().left(8));
}

QString CampaignFile::restoreAdvice(const QString &path)
{
    const QString backup = FileCheck::goodBackup(path);
    if (backup.isEmpty())
        return tr("No backup in %1 passes the checks: restore the file from a copy you keep.")
                .arg(backupFolder(path));
    return tr("To restore the newest good backup, close Reeve and copy it over the file (removing any %1-wal "
              "and %1-shm beside it): cp \"%2\" \"%1\"")
            .arg(path, backup);
}

void CampaignFile::makeBackup()
{
    // A backup is a courtesy: failing to make one (a full disk, no home folder) must not block the
    // referee's write, so nothing here throws.
    try {
        const QString folder = backupFolder(m_path);
        if (!QDir().mkpath(folder))
            return;
        QDir dir(folder);
        const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmsszzz"_s);
        QString name = stamp + u".reeve"_s;
        for (int n = 2; dir.exists(name); ++n)
            name = u"%1-%2.reeve"_s.arg(stamp).arg(n);
        const QString part = dir.filePath(name + u".part"_s);
        QFile::remove(part);
        {
            // A second connection reads the file as last committed: the write about to commit is not in it.
            Database source(m_path, Database::Mode::ReadOnly);
            source.copyTo(part);
        }
        if (!QFile::rename(part, dir.filePath(name))) {
            QFile::remove(part);
            return;
        }
        const QStringList present = dir.entryList({u"*.reeve"_s, u"*.reeve.part"_s}, QDir::Files);
        for (const QString &old : BackupRotation::toRemove(present))
            dir.remove(old);
        for (const QString &left : present) {
            if (left.endsWith(u".part"_s)) // a copy a killed writer left unfinished
                dir.remove(left);
        }
    } catch (const Failure &) {
    }
}

} // namespace Reeve
