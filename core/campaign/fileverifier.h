#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include "campaign/outcomeverifier.h"
#include "campaign/rollverifier.h"
#include "log/hashchain.h"
#include "log/replayer.h"

namespace Reeve {

class RowChannel;

/**
 * Everything `reeve-cli verify` checks in a campaign file, in one report:
 * the write-ahead log left by a crash, SQLite's integrity check, the hash chain
 * and every anchor a player kept, the state tables against a replay of the log,
 * the dice counters, every roll and hidden pick whose secret is revealed, and
 * every procedure outcome against a re-run on its logged inputs and dice.
 *
 * The integrity check and the chain run on connections and threads of their own; the
 * chain's reads the log once and hands each row on to the replay, the counters and the
 * re-runs, which share it, each row parsed once.
 * Every check stops only at its own first failure.
 */
class FileVerifier
{
public:
    struct Options
    {
        QList<HashChain::Anchor> anchors;
        RollVerifier::Secrets secrets; ///< secrets given by hand (the log's own reveals are used anyway)
    };

    struct Report
    {
        QString path;
        QString lostLog;   ///< "" unless the write-ahead log of a crashed writer is gone
        QString integrity; ///< "" when SQLite finds the file sound
        HashChain::Report chain;
        HashChain::Head head;
        Replayer::Comparison state;
        RollVerifier::Report rolls;
        OutcomeVerifier::Report outcomes;
        QString failure;     ///< a check that could not run at all (the file cannot be read)
        bool opened = false; ///< SQLite could open the file (else only lostLog or failure says anything)
        QString rulesNote;   ///< set when the campaign began under other rule figures than this Reeve's

        bool ok() const;
        QJsonObject toJson() const;
        /// One line per check, "OK: ..." or "FAILED: ...", for the terminal.
        QStringList lines() const;
    };

    static Report verify(const QString &path, const Options &options = {});

private:
    static void checkContents(Database &db, const Options &options, Report &report, RowChannel &channel);
};

} // namespace Reeve
