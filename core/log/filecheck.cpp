#include "filecheck.h"

#include <cstring>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include "log/hashchain.h"
#include "storage/campaignfile.h"
#include "storage/database.h"
#include "util/failure.h"
#include "util/sha256.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::FileCheck", text);
}

quint32 nativeWord(const QByteArray &bytes, int offset)
{
    quint32 value = 0;
    std::memcpy(&value, bytes.constData() + offset, sizeof value);
    return value;
}

} // namespace

QString FileCheck::integrity(Database &db, Depth depth)
{
    QStringList problems;
    try {
        QSqlQuery &query = db.exec(depth == Depth::Quick ? u"PRAGMA quick_check(5)"_s
                                                         : u"PRAGMA integrity_check(5)"_s);
        while (query.next())
            problems << query.value(0).toString();
        query.finish();
    } catch (const Failure &failure) {
        return tr("SQLite cannot read it: %1").arg(failure.message());
    }
    if (problems == QStringList{u"ok"_s})
        return {};
    return tr("SQLite's integrity check reports: %1").arg(problems.join(u"; "_s));
}

QString FileCheck::lostWriteAheadLog(const QString &path)
{
    // The wal-index header (SQLite's file format, "WAL-index format"): two copies of a 48-byte
    // header, then the checkpoint information; native byte order. mxFrame is at byte 16 of the
    // header, szPage at 14, isInit at 12; nBackfill, the frames already copied back, at byte 96.
    QFile shm(path + u"-shm"_s);
    if (!shm.open(QIODevice::ReadOnly))
        return {};
    const QByteArray header = shm.read(136);
    if (header.size() < 100 || header.left(48) != header.mid(48, 48) || header.at(12) == 0)
        return {};
    const quint32 frames = nativeWord(header, 16);
    const quint32 backfilled = nativeWord(header, 96);
    quint16 storedSize = 0;
    std::memcpy(&storedSize, header.constData() + 14, sizeof storedSize);
    quint32 pageSize = storedSize;
    if (pageSize == 1)
        pageSize = 65536;
    if (frames == 0 || backfilled >= frames || pageSize < 512)
        return {};
    const QFileInfo wal(path + u"-wal"_s);
    const qint64 needed = 32 + qint64(frames) * (24 + pageSize);
    if (wal.exists() && wal.size() >= needed)
        return {};
    return wal.exists() ? tr("its write-ahead log %1 was cut short (%2 bytes where its index names %3 "
                             "frames, %4 bytes): "
                             "actions committed before a crash are lost")
                                  .arg(wal.fileName())
                                  .arg(wal.size())
                                  .arg(frames - backfilled)
                                  .arg(needed)
                        : tr("its write-ahead log %1 is missing while its index %2 names %3 committed frames "
                             "not yet in the "
                             "file: actions committed before a crash are lost (was the -wal file deleted?)")
                                  .arg(wal.fileName(), QFileInfo(shm).fileName())
                                  .arg(frames - backfilled);
}

QString FileCheck::beforeWriting(Database &db)
{
    const QString damage = integrity(db, Depth::Quick);
    if (!damage.isEmpty())
        return damage;
    try {
        const HashChain::Report chain = HashChain::verify(db);
        if (!chain.ok)
            return tr("its hash chain is broken at action %1: %2").arg(chain.firstBroken).arg(chain.reason);
    } catch (const Failure &failure) {
        return tr("its log cannot be read: %1").arg(failure.message());
    }
    return secretsInForce(db);
}

QString FileCheck::secretsInForce(Database &db)
{
    // The next rolls and picks come from these: one that is not what was committed (changed or damaged in
    // the file) would give dice no reveal can prove.
    for (const auto &[metaKey, prefix] :
         {std::pair{u"seed_commitment"_s, u"seed:"_s}, std::pair{u"draw_commitment"_s, u"draw:"_s}}) {
        const QString commitment = db.scalar(u"SELECT value FROM meta WHERE key = ?"_s, {metaKey}).toString();
        if (commitment.isEmpty())
            continue;
        const QString secret = db.scalar(u"SELECT value FROM secrets WHERE key = ?"_s, {prefix + commitment})
                                       .toString();
        if (QString::fromLatin1(Sha256::hash(QByteArray::fromHex(secret.toLatin1())).toHex()) != commitment)
            return tr("the secret it keeps for the commitment in force %1 is missing or not the one "
                      "committed")
                    .arg(commitment);
    }
    return {};
}

QString FileCheck::goodBackup(const QString &path)
{
    QDir dir(CampaignFile::backupFolder(path));
    QStringList backups = dir.entryList({u"*.reeve"_s}, QDir::Files, QDir::Name | QDir::Reversed);
    for (const QString &name : std::as_const(backups)) {
        const QString candidate = dir.filePath(name);
        try {
            Database db(candidate, Database::Mode::ReadOnly);
            if (beforeWriting(db).isEmpty())
                return candidate;
        } catch (const Failure &) {
            continue; // not readable: try the one before
        }
    }
    return {};
}

QString FileCheck::refusal(const QString &path, const QString &problem, Refused what)
{
    const QString head
            = what == Refused::Writing
                      ? tr("%1 fails its check: %2. Reeve will not write to it, so nothing is made worse "
                           "(read-only commands still work; reeve-cli verify %1 tells more).")
                                .arg(path, problem)
                      : tr("%1 cannot be opened as it is: %2. Put the missing %1-wal back if you still have "
                           "it; removing "
                           "%1-shm instead lets Reeve open the file without those actions.")
                                .arg(path, problem);
    return head + u' ' + CampaignFile::restoreAdvice(path);
}

} // namespace Reeve
