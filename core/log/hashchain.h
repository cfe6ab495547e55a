#pragma once

#include <memory>

#include <QList>
#include <QString>

namespace Reeve {

class Database;
class RawRows;
struct Action;

/**
 * The hash chain over the action log: each action's hash is SHA-256 over its
 * previous hash and every stored field, so changing any byte of any row, or
 * removing or reordering rows, is detected from that row on.
 */
class HashChain
{
public:
    /// Hex SHA-256 of \a action given its prevHash field.
    static QString digest(const Action &action);

    /// The last action of the log: what a player keeps to prove later that history was not
    /// rewritten ("chain head N:HEX").
    struct Head
    {
        qint64 seq = 0;
        QString hash;     ///< 64 hex digits ("" for an empty log)
        QString wallTime; ///< when that action was written
    };
    /// A head a player kept: action \a seq had hash \a hash.
    struct Anchor
    {
        qint64 seq = 0;
        QString hash;
    };

    static Head head(Database &db);
    /// "chain head N:HEX" (the form verify --anchor reads back).
    static QString headText(const Head &head);
    /// "chain head N:HEX at TIME", for the foot of reports and exports.
    static QString headLine(Database &db);
    /// Reads "N:HEX" (or "chain head N:HEX", with or without " at TIME"); throws Failure::badInput saying
    /// what is wrong.
    static Anchor parseAnchor(const QString &text);

    struct Report
    {
        bool ok = true;
        qint64 checked = 0;     ///< actions checked
        qint64 firstBroken = 0; ///< sequence number of the first bad action
        QString reason;
        qint64 anchorsChecked = 0; ///< anchors the log still extends
    };
    /// Walks the whole log of \a db and reports the first broken sequence number. Each of
    /// \a anchors must still be in the chain: its action there with its hash.
    static Report verify(Database &db, const QList<Anchor> &anchors = {});

    /// The check verify() makes, fed one row at a time, for a reader that passes over the log once
    /// for several checks (FileVerifier).
    class Walk
    {
    public:
        explicit Walk(const QList<Anchor> &anchors = {});
        ~Walk();
        Walk(const Walk &) = delete;
        Walk &operator=(const Walk &) = delete;
        /// What to select FROM actions ORDER BY seq: the stored fields as blobs, in the order row() reads.
        static QString columns();
        /// Checks the current row of \a rows (selected with columns()); false once the chain is broken
        /// (later rows are not looked at).
        bool row(const RawRows &rows);
        /// The report, with the anchors beyond the log's end checked.
        Report finish();

    private:
        struct Private;
        std::unique_ptr<Private> d;
    };
};

} // namespace Reeve
