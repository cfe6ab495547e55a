#include "fileverifier.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QThread>

#include "campaign/gamecatalog.h"
#include "log/filecheck.h"
#include "log/loggedrow.h"
#include "log/rowchannel.h"
#include "storage/campaignfile.h"
#include "storage/database.h"
#include "storage/rawrows.h"
#include "storage/schema.h"
#include "util/failure.h"
#include "util/plural.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

// The time of each check: QT_LOGGING_RULES="reeve.verify.debug=true" reeve-cli verify FILE
Q_LOGGING_CATEGORY(lcVerify, "reeve.verify", QtWarningMsg)

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Reeve::FileVerifier", text, disambiguation, n);
}

QString entered(const RollVerifier::Report &rolls)
{
    QStringList parts;
    for (auto it = rolls.enteredBySide.cbegin(); it != rolls.enteredBySide.cend(); ++it)
        parts << u"%1: %2"_s.arg(it.key().isEmpty() ? tr("no side") : it.key()).arg(it.value());
    return parts.join(u", "_s);
}

QString rollLine(const RollVerifier::Report &rolls)
{
    QString line = tr("%1 rolled actions re-derived from revealed dice seeds").arg(rolls.checked);
    if (rolls.rollsUnrevealed > 0)
        line += tr("; %1 still behind the current seed (reeve-cli seed FILE --reveal proves them)")
                        .arg(rolls.rollsUnrevealed);
    return line;
}

QString drawLine(const RollVerifier::Report &rolls)
{
    QString line = tr("%1 actions with hidden picks re-derived from revealed draw secrets")
                           .arg(rolls.drawsChecked);
    if (rolls.drawsUnrevealed > 0)
        line += tr("; %1 still behind the draw secret, revealed when the campaign ends")
                        .arg(rolls.drawsUnrevealed);
    return line;
}

bool isSqliteFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(16) == QByteArrayLiteral("SQLite format 3\0");
}

/// A sound file of an older schema is not a failed check: it is upgraded by the next write, then verified.
void refuseOlderSchema(const QString &path)
{
    int version = 0;
    try {
        Database probe(path, Database::Mode::ReadOnly);
        version = Schema::version(probe);
    } catch (const Failure &) {
        return; // unreadable: the checks below say why
    }
    if (version > 0 && version < Schema::currentVersion())
        throw Failure::badInput(
                tr("%1 was written by an older Reeve: open it once in Reeve, not read-only (that "
                   "upgrades it), and verify it then.")
                        .arg(path));
}

/// What the thread of the chain found.
struct ChainCheck
{
    HashChain::Report report;
    QString failure; ///< why the chain could not be read at all
};

/// Closes \a channel however the reading ends, so the replaying side never waits for rows that do not come.
struct ClosesChannel
{
    RowChannel &channel;
    ~ClosesChannel() { channel.close(); }
};

/// Checks the chain and every anchor on a connection of its own, and hands each row's payload and dice
/// to \a channel as it goes (the replay, counters and re-runs read them there): one read of the log for
/// every check. A broken chain stops the chain's check, not the rows the others need.
ChainCheck checkChain(const QString &path, const QList<HashChain::Anchor> &anchors, RowChannel &channel)
{
    ChainCheck out;
    QElapsedTimer timer;
    timer.start();
    const ClosesChannel closes{channel};
    try {
        Database db(path, Database::Mode::ReadOnly);
        HashChain::Walk walk(anchors);
        RawRows rows(db, u"SELECT %1 FROM actions ORDER BY seq"_s.arg(HashChain::Walk::columns()));
        bool chainOn = true;
        while ((chainOn || !channel.stopped()) && rows.next()) {
            chainOn = chainOn && walk.row(rows);
            channel.push(rows.integer(0), rows.integer(9), rows.bytes(10),
                         rows.bytes(11)); // as columns() lists
        }
        out.report = walk.finish();
        qCDebug(lcVerify, "hash chain and the rows handed on: %lld ms", timer.restart());
    } catch (const Failure &failure) {
        out.failure = failure.message();
    } catch (const std::exception &error) {
        out.failure = QString::fromLocal8Bit(error.what());
    }
    return out;
}

/// SQLite's integrity check on a connection of its own; "" when the file is sound, else what it says,
/// and \a failure when the check could not run.
QString checkIntegrity(const QString &path, QString &failure)
{
    QElapsedTimer timer;
    timer.start();
    try {
        Database db(path, Database::Mode::ReadOnly);
        const QString problems = FileCheck::integrity(db);
        qCDebug(lcVerify, "integrity check: %lld ms", timer.restart());
        return problems;
    } catch (const Failure &error) {
        failure = error.message();
    } catch (const std::exception &error) {
        failure = QString::fromLocal8Bit(error.what());
    }
    return {};
}

/// Tells \a channel that no more rows are wanted, however the replaying side ends, so the reader never
/// waits on a full channel.
struct StopsChannel
{
    RowChannel &channel;
    ~StopsChannel() { channel.stop(); }
};

} // namespace

bool FileVerifier::Report::ok() const
{
    return failure.isEmpty() && lostLog.isEmpty() && integrity.isEmpty() && chain.ok && state.same && rolls.ok
           && outcomes.ok;
}

FileVerifier::Report FileVerifier::verify(const QString &path, const Options &options)
{
    Report report;
    report.path = path;
    // Before SQLite opens the file: opening rebuilds the index that tells of a lost write-ahead log.
    report.lostLog = FileCheck::lostWriteAheadLog(path);
    if (!report.lostLog.isEmpty())
        return report;
    refuseOlderSchema(path);
    std::unique_ptr<CampaignFile> file;
    try {
        file = CampaignFile::open(path, CampaignFile::Access::ReadOnly);
    } catch (const Failure &failure) {
        if (!isSqliteFile(path) || failure.detail().value(u"kind"_s).toString() == u"newer-schema"_s)
            throw; // not a campaign at all, no such file, or one this Reeve cannot read: not a failed check
        report.failure = failure.message();
        return report;
    }
    report.path = file->path();
    report.opened = true;
    // SQLite's integrity check needs nothing the other checks read: it runs on a connection and thread of
    // its own. The chain is checked on a third, which reads the log once and hands its rows to the replay,
    // the counters and the re-runs here.
    RowChannel channel;
    ChainCheck chain;
    QString integrity, integrityFailure;
    const QString opened = report.path;
    std::unique_ptr<QThread> chainThread(QThread::create(
            [&chain, &opened, &options, &channel] { chain = checkChain(opened, options.anchors, channel); }));
    std::unique_ptr<QThread> integrityThread(QThread::create([&integrity, &integrityFailure, &opened] {
        integrity = checkIntegrity(opened, integrityFailure);
    }));
    chainThread->start();
    integrityThread->start();
    try {
        const StopsChannel stops{channel};
        checkContents(file->database(), options, report, channel);
    } catch (const Failure &failure) {
        report.failure = failure.message();
    }
    chainThread->wait();
    integrityThread->wait();
    report.integrity = integrity;
    report.chain = chain.report;
    for (const QString &failure : {integrityFailure, chain.failure}) {
        if (report.failure.isEmpty())
            report.failure = failure;
    }
    return report;
}

void FileVerifier::checkContents(Database &db, const Options &options, Report &report, RowChannel &channel)
{
    QElapsedTimer timer;
    timer.start();
    // One pass over the log for the replay, the counters and the re-runs: each row is read once, its
    // payload and dice parsed at most once (LoggedRow) and shared; each check stops on its own first failure.
    Replayer::LogCheck replay;
    RollVerifier::Pass rolls(db, options.secrets);
    OutcomeVerifier::Pass outcomes;
    qCDebug(lcVerify, "the checks set up: %lld ms", timer.restart());
    bool replayOn = true, rollsOn = true, outcomesOn = true;
    LoggedRow::Scratch scratch; // the parsed texts of one row at a time, their memory kept
    RowChannel::Row next;
    const auto bytes = [](QByteArrayView view) { return QByteArray::fromRawData(view.data(), view.size()); };
    while ((replayOn || rollsOn || outcomesOn) && channel.next(next)) {
        const LoggedRow row(next.seq, next.audienceSide, bytes(next.payload), bytes(next.dice), &scratch);
        replayOn = replayOn && replay.action(row);
        rollsOn = rollsOn && rolls.action(row);
        outcomesOn = outcomesOn && outcomes.action(row);
    }
    channel.stop();
    report.head = HashChain::head(db);
    qCDebug(lcVerify, "one pass over the log: %lld ms", timer.restart());
    report.state = replay.finish(db);
    report.rolls = rolls.finish();
    report.outcomes = outcomes.report();
    qCDebug(lcVerify, "state tables and counter: %lld ms", timer.restart());
    if (!report.outcomes.ok) {
        // Outcomes are re-run on this Reeve's figures; say so when the campaign began under others.
        const QString game = db.scalar(u"SELECT value FROM meta WHERE key = 'game'"_s).toString();
        const QString began = db.scalar(u"SELECT value FROM meta WHERE key = 'rules_version'"_s).toString();
        const QString now = GameCatalog::game(game).rulesVersion;
        if (began != now)
            report.rulesNote
                    = tr("the campaign began under the rule figures of %1 and this Reeve has %2; an outcome "
                         "those figures gave may differ")
                              .arg(began, now);
    }
}

QJsonObject FileVerifier::Report::toJson() const
{
    QJsonObject json{{u"file"_s, path},
                     {u"ok"_s, ok()},
                     {u"integrity_ok"_s, integrity.isEmpty() && lostLog.isEmpty()},
                     {u"chain_ok"_s, chain.ok},
                     {u"actions_checked"_s, chain.checked},
                     {u"anchors_checked"_s, chain.anchorsChecked},
                     {u"chain_head"_s,
                      QJsonObject{{u"seq"_s, head.seq}, {u"hash"_s, head.hash}, {u"time"_s, head.wallTime}}},
                     {u"state_ok"_s, state.same},
                     {u"rolls_ok"_s, rolls.ok},
                     {u"rolls_checked"_s, rolls.checked},
                     {u"rolls_unrevealed"_s, rolls.rollsUnrevealed},
                     {u"draws_checked"_s, rolls.drawsChecked},
                     {u"draws_unrevealed"_s, rolls.drawsUnrevealed},
                     {u"counters"_s, rolls.counters},
                     {u"outcomes_ok"_s, outcomes.ok},
                     {u"outcomes_checked"_s, outcomes.checked}};
    QJsonObject bySide;
    for (auto it = rolls.enteredBySide.cbegin(); it != rolls.enteredBySide.cend(); ++it)
        bySide.insert(it.key(), it.value());
    json.insert(u"entered"_s, QJsonObject{{u"actions"_s, rolls.entered}, {u"by_side"_s, bySide}});
    QJsonArray problems;
    for (const QString &line : lines()) {
        if (!line.startsWith(tr("OK: ")) && !line.startsWith(tr("Entered dice: ")))
            problems.append(line);
    }
    json.insert(u"problems"_s, problems);
    if (!chain.ok)
        json.insert(u"first_broken"_s, chain.firstBroken);
    if (!rolls.ok && rolls.firstMismatch > 0)
        json.insert(u"first_mismatch"_s, rolls.firstMismatch);
    else if (!outcomes.ok)
        json.insert(u"first_mismatch"_s, outcomes.firstMismatch);
    if (!problems.isEmpty())
        json.insert(u"reason"_s, problems.first());
    return json;
}

QStringList FileVerifier::Report::lines() const
{
    const QString ok = tr("OK: %1");
    const QString bad = tr("FAILED: %1");
    if (!lostLog.isEmpty())
        return {bad.arg(lostLog)};
    if (!opened)
        return {bad.arg(failure)};
    QStringList out;
    out << (integrity.isEmpty() ? ok.arg(tr("SQLite's integrity check finds the file sound"))
                                : bad.arg(integrity));
    if (!failure.isEmpty())
        return out << bad.arg(failure);
    out << (chain.ok ? ok.arg(
                    tr("%1 actions, hash chain intact; %2").arg(chain.checked).arg(HashChain::headText(head)))
                     : bad.arg(tr("action %1: %2").arg(chain.firstBroken).arg(chain.reason)));
    if (chain.ok && chain.anchorsChecked > 0)
        out << ok.arg(tr("the log still extends the %1 anchor(s) given").arg(chain.anchorsChecked));
    out << (state.same ? ok.arg(tr("replaying the log gives exactly the stored state"))
                       : bad.arg(tr("the state differs from the log: %1").arg(state.reason)));
    if (rolls.ok) {
        out << ok.arg(
                tr("dice counters 1 to %1 each used once, by the action that took it").arg(rolls.counters));
        out << ok.arg(rollLine(rolls)) << ok.arg(drawLine(rolls));
    } else {
        out << bad.arg(rolls.firstMismatch > 0
                               ? tr("dice at action %1: %2").arg(rolls.firstMismatch).arg(rolls.reason)
                               : rolls.reason);
    }
    out << (outcomes.ok
                    ? ok.arg(tr("%1 procedure outcomes follow from their logged inputs and dice")
                                     .arg(outcomes.checked))
                    : bad.arg(tr("outcome at action %1: %2").arg(outcomes.firstMismatch).arg(outcomes.reason)
                              + (rulesNote.isEmpty() ? QString() : u" ("_s + rulesNote + u")"_s)));
    out << Plural::text(tr("Entered dice: %n action(s) on dice typed in rather than rolled", nullptr,
                           static_cast<int>(rolls.entered)),
                        rolls.entered)
                    + (rolls.entered > 0 ? u" ("_s + entered(rolls) + u")"_s : QString());
    return out;
}

} // namespace Reeve
