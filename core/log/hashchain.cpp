#include "hashchain.h"

#include <charconv>
#include <cstring>
#include <vector>

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSqlQuery>

#include "log/action.h"
#include "storage/database.h"
#include "storage/rawrows.h"
#include "util/failure.h"
#include "util/sha256.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// Feeds one action's fields to SHA-256, each as "<length>:<bytes>" so no two field lists
/// hash alike. The framed fields are gathered in one buffer, kept from action to action, and
/// hashed in one call: a call into OpenSSL per field cost more than the hashing itself, and so
/// did growing a QByteArray by each piece.
class FieldHasher
{
public:
    void field(QByteArrayView bytes)
    {
        reserve(bytes.size() + 24);
        writeNumber(bytes.size());
        m_buffer[m_size++] = ':';
        if (!bytes.isEmpty())
            std::memcpy(m_buffer.data() + m_size, bytes.data(), size_t(bytes.size()));
        m_size += size_t(bytes.size());
    }
    /// A number field: its decimal digits, framed like any other field.
    void integer(qint64 value)
    {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        field(QByteArrayView(digits, end - digits));
    }
    QByteArray hex()
    {
        m_hash.addData(QByteArrayView(m_buffer.data(), qsizetype(m_size)));
        m_size = 0; // the buffer keeps its capacity for the next action
        return m_hash.result().toHex();
    }
    /// True when the digest of the fields given so far, as 64 lowercase hex digits, is \a hash
    /// (hex() == hash, without making the hex text).
    bool matches(QByteArrayView hash)
    {
        m_hash.addData(QByteArrayView(m_buffer.data(), qsizetype(m_size)));
        m_size = 0;
        const QByteArray digest = m_hash.result();
        if (hash.size() != 2 * digest.size())
            return false;
        static const char digits[] = "0123456789abcdef";
        for (qsizetype i = 0; i < digest.size(); ++i) {
            const auto byte = static_cast<unsigned char>(digest.at(i));
            if (hash.at(2 * i) != digits[byte >> 4] || hash.at(2 * i + 1) != digits[byte & 15])
                return false;
        }
        return true;
    }

private:
    void reserve(qsizetype more)
    {
        if (m_buffer.size() < m_size + size_t(more))
            m_buffer.resize(2 * (m_size + size_t(more)));
    }
    void writeNumber(qint64 value)
    {
        const auto end = std::to_chars(m_buffer.data() + m_size, m_buffer.data() + m_buffer.size(), value).ptr;
        m_size = size_t(end - m_buffer.data());
    }

    Sha256 m_hash;
    std::vector<char> m_buffer;
    size_t m_size = 0;
};

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::HashChain", text);
}

} // namespace

HashChain::Head HashChain::head(Database &db)
{
    Head head;
    const QList<QVariantMap> rows = db.select(
            u"SELECT seq, hash, wall_time FROM actions ORDER BY seq DESC LIMIT 1"_s);
    if (!rows.isEmpty()) {
        head.seq = rows.first().value(u"seq"_s).toLongLong();
        head.hash = rows.first().value(u"hash"_s).toString();
        head.wallTime = rows.first().value(u"wall_time"_s).toString();
    }
    return head;
}

QString HashChain::headText(const Head &head)
{
    return u"chain head %1:%2"_s.arg(head.seq).arg(head.hash);
}

QString HashChain::headLine(Database &db)
{
    const Head h = head(db);
    return tr("%1 at %2").arg(headText(h), h.wallTime);
}

HashChain::Anchor HashChain::parseAnchor(const QString &text)
{
    // The whole line a report or a CSV printed may be pasted: "chain head N:HEX at TIME".
    static const QRegularExpression form(
            u"^\\s*(?:chain head\\s+)?(\\d+):([0-9a-fA-F]{64})(?:\\s+at\\s+\\S+)?\\s*$"_s);
    const QRegularExpressionMatch match = form.match(text);
    if (!match.hasMatch())
        throw Failure::badInput(tr("An anchor is N:HEX, the number of an action and its 64-digit hash as a "
                                   "report printed them (\"chain head N:HEX\"); \"%1\" is not.")
                                        .arg(text));
    return {match.captured(1).toLongLong(), match.captured(2).toLower()};
}

QString HashChain::digest(const Action &a)
{
    FieldHasher h;
    h.field(a.prevHash.toLatin1());
    h.integer(a.seq);
    h.integer(a.turn);
    for (const QString *text : {&a.phase, &a.wallTime, &a.actor, &a.kind, &a.publicText, &a.privateText})
        h.field(text->toUtf8());
    h.field(audienceName(a.audience).toUtf8());
    h.integer(a.audienceSide);
    h.field(a.payloadText.toUtf8());
    h.field(a.diceText.toUtf8());
    h.integer(a.refersTo);
    h.integer(a.undoable ? 1 : 0);
    return QString::fromLatin1(h.hex());
}

namespace {

/// Hashes one row of the chain query as HashChain::digest() hashes an Action; true when that digest is
/// the row's stored hash (column 15).
bool rowMatches(FieldHasher &hasher, const RawRows &rows)
{
    hasher.field(rows.bytes(14));
    hasher.integer(rows.integer(0));
    hasher.integer(rows.integer(1));
    for (int column = 2; column <= 8; ++column)
        hasher.field(rows.bytes(column));
    hasher.integer(rows.integer(9));
    hasher.field(rows.bytes(10));
    hasher.field(rows.bytes(11));
    hasher.integer(rows.integer(12));
    hasher.integer(rows.integer(13));
    return hasher.matches(rows.bytes(15));
}

} // namespace

struct HashChain::Walk::Private
{
    Report report;
    QHash<qint64, QByteArray> kept;
    QByteArray previous;
    qint64 expectedSeq = 1;
    bool stopped = false;
    FieldHasher hasher;
};

HashChain::Walk::Walk(const QList<Anchor> &anchors)
    : d(std::make_unique<Private>())
{
    for (const Anchor &anchor : anchors)
        d->kept.insert(anchor.seq, anchor.hash.toLatin1().toLower());
}

HashChain::Walk::~Walk() = default;

QString HashChain::Walk::columns()
{
    // Text columns are read as blobs: the stored UTF-8 bytes, hashed without conversion.
    return u"seq, turn, CAST(phase AS BLOB), CAST(wall_time AS BLOB), CAST(actor AS BLOB), CAST(kind AS "
           u"BLOB),"
           " CAST(public_text AS BLOB), CAST(private_text AS BLOB), CAST(audience AS BLOB), audience_side,"
           " CAST(payload AS BLOB), CAST(dice AS BLOB), refers_to, undoable, CAST(prev_hash AS BLOB),"
           " CAST(hash AS BLOB)"_s;
}

bool HashChain::Walk::row(const RawRows &rows)
{
    if (d->stopped)
        return false;
    Report &report = d->report;
    const qint64 seq = rows.integer(0);
    const QByteArrayView hash = rows.bytes(15);
    QString reason;
    if (seq != d->expectedSeq)
        reason = tr("action %1 is missing").arg(d->expectedSeq);
    else if (rows.bytes(14) != d->previous)
        reason = tr("its link to the previous action is broken");
    else if (!rowMatches(d->hasher, rows))
        reason = tr("its contents do not match its hash (the row was changed)");
    else if (d->kept.contains(seq) && d->kept.value(seq) != hash)
        reason = tr("a kept anchor says action %1 had hash %2: the log was rewritten from here on or "
                    "before")
                         .arg(seq)
                         .arg(QString::fromLatin1(d->kept.value(seq)));
    if (!reason.isEmpty()) {
        report.ok = false;
        report.firstBroken = seq != d->expectedSeq ? d->expectedSeq : seq;
        report.reason = reason;
        d->stopped = true;
        return false;
    }
    report.anchorsChecked += d->kept.contains(seq) ? 1 : 0;
    d->previous.resize(hash.size()); // keeps its capacity: no allocation per action
    if (!hash.isEmpty())
        std::memcpy(d->previous.data(), hash.data(), size_t(hash.size()));
    ++d->expectedSeq;
    ++report.checked;
    return true;
}

HashChain::Report HashChain::Walk::finish()
{
    Report report = d->report;
    for (auto it = d->kept.cbegin(); report.ok && it != d->kept.cend(); ++it) {
        if (it.key() >= d->expectedSeq) {
            report.ok = false;
            report.firstBroken = d->expectedSeq;
            report.reason
                    = tr("a kept anchor names action %1, but the log ends at action %2: actions were removed "
                         "from its end")
                              .arg(it.key())
                              .arg(d->expectedSeq - 1);
        }
    }
    return report;
}

HashChain::Report HashChain::verify(Database &db, const QList<Anchor> &anchors)
{
    Walk walk(anchors);
    RawRows rows(db, u"SELECT %1 FROM actions ORDER BY seq"_s.arg(Walk::columns()));
    while (rows.next() && walk.row(rows)) {
    }
    return walk.finish();
}

} // namespace Reeve
