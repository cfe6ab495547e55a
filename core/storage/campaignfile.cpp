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
        throw Failure::badInput(tr("%1 is empty: it is not a Reeve campaign.").arg(path));
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        throw Failure::badInput(tr("%1 is not a Reeve campaign (it is not an SQLite database).").arg(path));
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
        throw Failure::badInput(tr("%1 is damaged: it is shorter than its header says (truncated?). "
                                   "Restore it from a backup in %2.")
                                        .arg(path, CampaignFile::backupFolder(path)));
}

} // namespace

CampaignFile::CampaignFile(const QString &path, Access access)
    : m_path(QFileInfo(path).absoluteFilePath())
{
    if (access == Access::ReadWrite)
        acquireLock();
    m_db = std::make_unique<Database>(m_path, access == Access::ReadWrite ? Database::Mode::ReadWrite
                                                                          : Database::Mode::ReadOnly);
}

CampaignFile::~CampaignFile()
{
    m_db.reset();
    if (m_lock)
        m_lock->unlock();
}

void CampaignFile::acquireLock()
{
    m_lock = std::make_unique<QLockFile>(m_path + u".lock"_s);
    m_lock->setStaleLockTime(0);
    if (m_lock->tryLock(0))
        return;
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
            throw Failure::badInput(tr("%1 is an SQLite database but not a Reeve campaign.").arg(path));
    } catch (const Failure &failure) {
        if (failure.kind() == Failure::Kind::BadInput)
            throw;
        throw Failure::badInput(tr("%1 cannot be read as a Reeve campaign: %2").arg(path, failure.message()));
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
        Schema::migrate(file->database());
        file->makeBackup();
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

void CampaignFile::makeBackup()
{
    const QString folder = backupFolder(m_path);
    if (!QDir().mkpath(folder))
        return; // a backup is a courtesy; failing to make one must not block the referee
    m_db->exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmsszzz"_s);
    QFile::copy(m_path, folder + u'/' + stamp + u".reeve"_s);
    QDir dir(folder);
    const QStringList backups = dir.entryList({u"*.reeve"_s}, QDir::Files, QDir::Name);
    for (qsizetype i = 0; i + kBackupsKept < backups.size(); ++i)
        dir.remove(backups.at(i));
}

} // namespace Reeve
