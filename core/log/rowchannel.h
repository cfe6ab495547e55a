#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <vector>

#include <QByteArray>
#include <QByteArrayView>

namespace Reeve {

/**
 * Hands the rows of the log from the thread that reads them (and checks the
 * chain on them) to the thread that replays them, so verify reads the actions
 * table once rather than once per thread (issue 19). The reader copies each
 * row's payload and dice record into batches; the replaying side reads a batch
 * while the next is filled. A bounded number of batches is held, so memory
 * stays small however long the log.
 */
class RowChannel
{
public:
    struct Row
    {
        qint64 seq = 0;
        qint64 audienceSide = 0;
        QByteArrayView payload; ///< valid until the next call of next()
        QByteArrayView dice;
    };

    RowChannel();
    ~RowChannel();
    RowChannel(const RowChannel &) = delete;
    RowChannel &operator=(const RowChannel &) = delete;

    /// The reader: copies one row in (waits while the batches are all full); does nothing once the
    /// other side has stopped.
    void push(qint64 seq, qint64 audienceSide, QByteArrayView payload, QByteArrayView dice);
    /// The reader: no more rows (after the last, or when reading failed).
    void close();

    /// The replaying side: the next row; false when the reader has closed and every row was read.
    bool next(Row &row);
    /// The replaying side: it wants no more rows.
    void stop();
    /// True once stop() was called: the reader need not copy rows any more.
    bool stopped() const;

private:
    struct Batch;
    void flush();

    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::unique_ptr<Batch>> m_full; ///< filled, not yet read
    std::vector<std::unique_ptr<Batch>> m_spare;
    std::unique_ptr<Batch> m_filling; ///< the reader's
    std::unique_ptr<Batch> m_reading; ///< the replaying side's
    size_t m_readIndex = 0;
    bool m_closed = false;
    std::atomic<bool> m_stopped = false; ///< set under the mutex, read without it by push()
};

} // namespace Reeve
