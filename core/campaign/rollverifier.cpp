#include "rollverifier.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>

#include "dice/randomstream.h"
#include "log/loggedrow.h"
#include "storage/database.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::RollVerifier", text);
}

QString commitmentOf(const QByteArray &secret)
{
    return QString::fromLatin1(RandomStream::commitment(secret).toHex());
}

/// \a value when it is an array, else nothing (as QJsonValue::toArray() gives an empty array).
JsonTape::Value arrayOrNothing(const JsonTape::Value &value)
{
    return value.isArray() ? value : JsonTape::Value();
}

/// A counter as the log writes it, a decimal text (QString::toULongLong: 0 when it is not one).
quint64 counterOf(const JsonTape::Value &value)
{
    const QByteArrayView digits = value.text();
    if (digits.isEmpty() || digits.size() > 19)
        return value.toString().toULongLong(); // "" or a long one: as QString reads it
    quint64 counter = 0;
    for (const char c : digits) {
        if (c < '0' || c > '9')
            return value.toString().toULongLong(); // a sign, a space...: as QString reads it
        counter = counter * 10 + quint64(c - '0');
    }
    return counter; // nineteen digits at most: no overflow
}

// Returns an empty string when every draw of \a draws re-derives from \a secret and \a counter.
QString check(const JsonTape::Value &draws, const QByteArray &secret, quint64 counter)
{
    RandomStream stream(secret, counter);
    qsizetype i = -1;
    for (const JsonTape::Member &member : arrayOrNothing(draws)) {
        ++i;
        const JsonTape::Value draw = member.value; // not an object: no sides, refused below
        const int sides = draw.value("sides").toInt();
        const int face = draw.value("face").toInt();
        if (sides < 1)
            return tr("draw %1 has no number of sides").arg(i + 1);
        const int expected = stream.die(sides);
        if (expected != face)
            return tr("draw %1 (1 to %2) was logged as %3 but the secret gives %4")
                    .arg(i + 1)
                    .arg(sides)
                    .arg(face)
                    .arg(expected);
    }
    return {};
}

/// Each commitment with the action that made it, in log order: the one in force at an action is the
/// last made before it.
struct CommitmentTimeline
{
    QList<std::pair<qint64, QString>> seeds;
    QList<std::pair<qint64, QString>> draws;

    static QString inForce(const QList<std::pair<qint64, QString>> &list, qint64 seq)
    {
        // The list is in log order: the last commitment made before \a seq, found by halving.
        const auto after = std::lower_bound(list.cbegin(), list.cend(), seq,
                                            [](const auto &entry, qint64 at) { return entry.first < at; });
        return after == list.cbegin() ? QString() : std::prev(after)->second;
    }
};

/// One pass over the log, action by action.
class Scan
{
public:
    Scan(Database &db, const RollVerifier::Secrets &secrets, RollVerifier::Report &report)
        : m_db(db)
        , m_secrets(secrets)
        , m_report(report)
    {
        for (const QVariantMap &row : db.select(u"SELECT id, name FROM sides"_s))
            m_sides.insert(row.value(u"id"_s).toLongLong(), row.value(u"name"_s).toString());
    }
    bool action(const LoggedRow &row);
    bool finish();
    CommitmentTimeline timeline;

private:
    bool fail(qint64 seq, const QString &reason)
    {
        m_report.ok = false;
        m_report.firstMismatch = seq;
        m_report.reason = reason;
        return false;
    }
    bool takenCounters(qint64 seq, const JsonTape::Value &payload, QList<quint64> &taken);
    bool record(qint64 seq, const JsonTape::Value &dice, const QList<quint64> &taken);
    bool wellFormed(qint64 seq, const JsonTape::Value &dice);
    bool underCommitmentInForce(qint64 seq, const JsonTape::Value &dice);
    bool rederive(qint64 seq, const JsonTape::Value &dice, quint64 counter);
    QString sideConcerned(const JsonTape::Value &payload, qint64 audienceSide) const;

    Database &m_db;
    const RollVerifier::Secrets &m_secrets;
    RollVerifier::Report &m_report;
    QHash<qint64, QString> m_sides;
    QSet<quint64> m_seen;
    quint64 m_last = 0;
};

bool Scan::takenCounters(qint64 seq, const JsonTape::Value &payload, QList<quint64> &taken)
{
    for (const JsonTape::Member &member : arrayOrNothing(payload.value("ops"))) {
        const JsonTape::Value op = member.value; // value() of anything but an object: undefined
        if (op.value("table").text() != "meta" || op.value("key").value("key").text() != "rng_counter"
            || op.value("op").text() != "update")
            continue;
        const quint64 from = counterOf(op.value("old").value("value"));
        const quint64 to = counterOf(op.value("new").value("value"));
        if (from != m_last || to != from + 1)
            return fail(seq,
                        tr("the dice counter moves from %1 to %2 here, but the log had reached %3: a roll "
                           "is missing or was made twice")
                                .arg(from)
                                .arg(to)
                                .arg(m_last));
        m_last = to;
        taken << to;
    }
    return true;
}

bool Scan::rederive(qint64 seq, const JsonTape::Value &dice, quint64 counter)
{
    if (dice.contains("draws") && dice.value("source").text() == "rolled") {
        const QString commitment = m_secrets.seeds.isEmpty() ? QString()
                                                             : dice.value("commitment").toString();
        if (!m_secrets.seeds.contains(commitment)) {
            ++m_report.rollsUnrevealed;
        } else {
            const QString problem = check(dice.value("draws"), m_secrets.seeds.value(commitment), counter);
            if (!problem.isEmpty())
                return fail(seq, problem);
            ++m_report.checked;
        }
    }
    if (dice.contains("hidden_draws")) {
        const QString drawCommitment = dice.value("draw_commitment").toString();
        if (!m_secrets.drawSecrets.contains(drawCommitment)) {
            ++m_report.drawsUnrevealed;
        } else {
            const QString problem = check(dice.value("hidden_draws"),
                                          m_secrets.drawSecrets.value(drawCommitment), counter);
            if (!problem.isEmpty())
                return fail(seq, tr("hidden pick: %1").arg(problem));
            ++m_report.drawsChecked;
        }
    }
    return true;
}

bool Scan::wellFormed(qint64 seq, const JsonTape::Value &dice)
{
    // What Reeve writes (ProcedureRunner, ContainerStore, the game steps): rolled dice with a counter,
    // hidden picks with a counter, entered dice without one, or a redo's pointer to the dice it reuses.
    if (dice.contains("reused_from"))
        return true; // a redo
    if (!dice.contains("source") && !dice.contains("counter") && !dice.contains("draws")
        && !dice.contains("hidden_draws"))
        return true; // no dice at all (an outcome that names dice is refused by OutcomeVerifier)
    const QByteArrayView source = dice.value("source").text();
    const bool counted = dice.contains("counter");
    if (source == "entered") {
        if (counted)
            return fail(seq, tr("its dice are logged as entered but carry counter %1: entered dice take no "
                                "counter (a roll relabelled as entered)")
                                     .arg(dice.value("counter").toString()));
        if (!dice.value("draws").isArray() || dice.contains("hidden_draws"))
            return fail(seq, tr("its entered dice list no dice"));
        return true;
    }
    if (source != "rolled" && source != "drawn")
        return fail(seq, tr("its dice are logged as \"%1\", neither rolled, drawn nor entered")
                                 .arg(dice.value("source").toString()));
    if (!counted)
        return fail(seq,
                    tr("its dice are logged as %1 but carry no counter").arg(dice.value("source").toString()));
    if (source == "rolled" && !dice.value("draws").isArray())
        return fail(seq, tr("its dice are logged as rolled but list no dice (the dice a roll gave removed)"));
    if (source == "drawn" && (!dice.value("hidden_draws").isArray() || dice.contains("draws")))
        return fail(seq, tr("its hidden picks are not logged as hidden picks"));
    return true;
}

bool Scan::underCommitmentInForce(qint64 seq, const JsonTape::Value &dice)
{
    // Dice logged under another commitment than the one in force would never be checked (a commitment
    // no seed matches stays "unrevealed" for ever): each names the commitment the log had made by then.
    if (dice.contains("draws")) {
        const QString named = dice.value("commitment").toString();
        const QString expected = CommitmentTimeline::inForce(timeline.seeds, seq);
        if (named != expected)
            return fail(seq,
                        tr("its dice name the dice seed commitment \"%1\", but the one in force here is %2")
                                .arg(named, expected));
    }
    if (dice.contains("hidden_draws")) {
        // Hidden picks made before the draw secret came from the dice seed and name its commitment.
        const bool ownSecret = dice.contains("draw_commitment");
        const QString named = dice.value(ownSecret ? "draw_commitment" : "commitment").toString();
        const QString expected = CommitmentTimeline::inForce(ownSecret ? timeline.draws : timeline.seeds, seq);
        if (named != expected)
            return fail(seq,
                        tr("its hidden picks name the commitment \"%1\", but the one in force here is %2")
                                .arg(named, expected));
    }
    return true;
}

bool Scan::record(qint64 seq, const JsonTape::Value &dice, const QList<quint64> &taken)
{
    if (!wellFormed(seq, dice))
        return false;
    if (!dice.contains("counter"))
        return true;
    const quint64 counter = counterOf(dice.value("counter"));
    if (m_seen.contains(counter))
        return fail(seq, tr("its dice carry counter %1, which an earlier action already used (copied dice)")
                                 .arg(counter));
    if (!taken.contains(counter))
        return fail(seq, tr("its dice carry counter %1, but this action took no such counter").arg(counter));
    m_seen.insert(counter);
    if (!underCommitmentInForce(seq, dice))
        return false;
    return rederive(seq, dice, counter);
}

QString Scan::sideConcerned(const JsonTape::Value &payload, qint64 audienceSide) const
{
    if (audienceSide > 0)
        return m_sides.value(audienceSide);
    const JsonTape::Value data = payload.value("data");
    const JsonTape::Value side = data.value("side");
    if (side.isNumber())
        return m_sides.value(side.toInteger());
    const QString named = side.isString() ? side.toString() : data.value("inputs").value("side").toString();
    for (const QString &name : m_sides) {
        if (name.compare(named, Qt::CaseInsensitive) == 0)
            return name;
    }
    return {};
}

bool Scan::action(const LoggedRow &row)
{
    // Every payload is looked at, parsed (FileVerifier parses each once anyway): a counter op cannot hide
    // from this check behind an escaped character.
    const qint64 seq = row.seq();
    const JsonTape::Value payload = row.payloadTape();
    QList<quint64> taken;
    if (!takenCounters(seq, payload, taken))
        return false;
    const JsonTape::Value dice = row.diceTape();
    if (dice.value("source").text() == "entered") {
        ++m_report.entered;
        ++m_report.enteredBySide[sideConcerned(payload, row.audienceSide())];
    }
    if (!record(seq, dice, taken))
        return false;
    for (const quint64 counter : std::as_const(taken)) {
        if (!m_seen.contains(counter))
            return fail(seq,
                        tr("this action took dice counter %1 but its dice are not logged under it (a roll "
                           "relabelled or removed)")
                                .arg(counter));
    }
    return true;
}

bool Scan::finish()
{
    m_report.counters = qint64(m_last);
    const quint64 stored
            = m_db.scalar(u"SELECT value FROM meta WHERE key = 'rng_counter'"_s).toString().toULongLong();
    if (stored != m_last)
        return fail(0,
                    tr("the dice counter stands at %1 but the log took %2 counters").arg(stored).arg(m_last));
    return true;
}

// The commitments the log announced, and the secrets it revealed, added to \a secrets.
bool announced(Database &db, RollVerifier::Secrets &secrets, QSet<QString> &seedCommits,
               QSet<QString> &drawCommits, CommitmentTimeline &timeline, RollVerifier::Report &report)
{
    QSqlQuery query(db.connection());
    query.setForwardOnly(true);
    query.exec(u"SELECT seq, kind, payload FROM actions WHERE kind IN ('seed.commit', 'draw.commit', "
               u"'seed.reveal', "
               "'draw.reveal') ORDER BY seq"_s);
    while (query.next()) {
        const QString kind = query.value(1).toString();
        const QJsonObject data = QJsonDocument::fromJson(query.value(2).toString().toUtf8())
                                         .object()
                                         .value(u"data"_s)
                                         .toObject();
        const bool draw = kind.startsWith(u"draw."_s);
        const QString commitment = data.value(draw ? u"draw_commitment"_s : u"commitment"_s).toString();
        const qint64 seq = query.value(0).toLongLong();
        (draw ? drawCommits : seedCommits).insert(commitment);
        if (kind.endsWith(u".commit"_s))
            (draw ? timeline.draws : timeline.seeds).append({seq, commitment});
        if (kind == u"seed.commit"_s && data.contains(u"draw_commitment"_s)) { // both committed at creation
            drawCommits.insert(data.value(u"draw_commitment"_s).toString());
            timeline.draws.append({seq, data.value(u"draw_commitment"_s).toString()});
        }
        if (!kind.endsWith(u".reveal"_s))
            continue;
        const QByteArray secret = QByteArray::fromHex(
                data.value(draw ? u"draw_secret"_s : u"seed"_s).toString().toLatin1());
        if (commitmentOf(secret) != commitment) {
            report.ok = false;
            report.firstMismatch = query.value(0).toLongLong();
            report.reason = tr("the secret revealed here does not match its commitment %1").arg(commitment);
            return false;
        }
        (draw ? secrets.drawSecrets : secrets.seeds).insert(commitment, secret);
    }
    return true;
}

/// The secrets the file keeps for later rolls and picks: each must be the one its commitment was made for
/// (a secret changed or damaged in the file would give rolls that no reveal can prove), and the
/// commitments in force must have theirs.
bool storedSecretsMatch(Database &db, RollVerifier::Report &report)
{
    QSet<QString> stored;
    for (const QVariantMap &row : db.select(u"SELECT key, value FROM secrets"_s)) {
        const QString key = row.value(u"key"_s).toString();
        const QString commitment = key.section(u':', 1);
        stored.insert(key);
        if (commitmentOf(QByteArray::fromHex(row.value(u"value"_s).toString().toLatin1())) != commitment) {
            report.ok = false;
            report.reason = tr("the secret the file keeps for commitment %1 is not the one committed: the "
                               "rolls or picks made from it cannot be proved")
                                    .arg(commitment);
            return false;
        }
    }
    for (const auto &[metaKey, prefix] :
         {std::pair{u"seed_commitment"_s, u"seed:"_s}, std::pair{u"draw_commitment"_s, u"draw:"_s}}) {
        const QString commitment = db.scalar(u"SELECT value FROM meta WHERE key = ?"_s, {metaKey}).toString();
        if (!commitment.isEmpty() && !stored.contains(prefix + commitment)) {
            report.ok = false;
            report.reason = tr("the file keeps no secret for the commitment in force %1").arg(commitment);
            return false;
        }
    }
    return true;
}

} // namespace

void RollVerifier::add(Secrets &into, const QByteArray &secret, bool draw)
{
    (draw ? into.drawSecrets : into.seeds).insert(commitmentOf(secret), secret);
}

RollVerifier::Report RollVerifier::verify(Database &db, const QByteArray &seed)
{
    Secrets secrets;
    add(secrets, seed, false);
    return verify(db, secrets);
}

struct RollVerifier::Pass::Private
{
    Private(Database &db, const Secrets &given)
        : scan(db, secrets, report)
    {
        QSet<QString> seedCommits, drawCommits;
        if (!storedSecretsMatch(db, report)
            || !announced(db, secrets, seedCommits, drawCommits, scan.timeline, report)) {
            stopped = true;
            return;
        }
        for (const bool draw : {false, true}) {
            const QHash<QString, QByteArray> &list = draw ? given.drawSecrets : given.seeds;
            for (auto it = list.begin(); it != list.end(); ++it) {
                if (!(draw ? drawCommits : seedCommits).contains(it.key())) {
                    report.ok = false;
                    report.reason
                            = draw ? tr("this draw secret's SHA-256 (%1) matches no commitment in the log")
                                              .arg(it.key())
                                   : tr("this seed's SHA-256 (%1) matches no commitment in the log")
                                              .arg(it.key());
                    stopped = true;
                    return;
                }
                (draw ? secrets.drawSecrets : secrets.seeds).insert(it.key(), it.value());
            }
        }
    }

    Report report;
    Secrets secrets;
    Scan scan;
    bool stopped = false;
};

RollVerifier::Pass::Pass(Database &db, const Secrets &given)
    : d(std::make_unique<Private>(db, given))
{ }

RollVerifier::Pass::~Pass() = default;

bool RollVerifier::Pass::action(const LoggedRow &row)
{
    if (d->stopped)
        return false;
    d->stopped = !d->scan.action(row);
    return !d->stopped;
}

RollVerifier::Report RollVerifier::Pass::finish()
{
    if (!d->stopped)
        d->scan.finish();
    return d->report;
}

RollVerifier::Report RollVerifier::verify(Database &db, const Secrets &given)
{
    Pass pass(db, given);
    QSqlQuery query(db.connection());
    query.setForwardOnly(true);
    query.exec(
            u"SELECT seq, CAST(payload AS BLOB), CAST(dice AS BLOB), audience_side FROM actions ORDER BY seq"_s);
    while (query.next()
           && pass.action(LoggedRow(query.value(0).toLongLong(), query.value(3).toLongLong(),
                                    query.value(1).toByteArray(), query.value(2).toByteArray()))) {
    }
    query.finish();
    return pass.finish();
}

} // namespace Reeve
