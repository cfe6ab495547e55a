#include "rowchannel.h"

#include <cstring>

namespace Reeve {

namespace {

constexpr size_t rowsPerBatch = 512;
constexpr qsizetype bytesPerBatch = 256 * 1024;
constexpr size_t batchesHeld = 8; ///< filled batches waiting at most: the reader waits beyond

} // namespace

struct RowChannel::Batch
{
    struct Entry
    {
        qint64 seq;
        qint64 audienceSide;
        qsizetype payloadAt, payloadSize, diceAt, diceSize;
    };
    QByteArray bytes;
    std::vector<Entry> entries;

    qsizetype append(QByteArrayView text)
    {
        const qsizetype at = bytes.size();
        bytes.append(text);
        return at;
    }
    void clear()
    {
        bytes.resize(0); // both keep their capacity for the next use
        entries.clear();
    }
};

RowChannel::RowChannel()
    : m_filling(std::make_unique<Batch>())
{ }

RowChannel::~RowChannel() = default;

void RowChannel::push(qint64 seq, qint64 audienceSide, QByteArrayView payload, QByteArrayView dice)
{
    if (stopped())
        return;
    Batch &batch = *m_filling;
    const qsizetype payloadAt = batch.append(payload);
    const qsizetype diceAt = batch.append(dice);
    batch.entries.push_back({seq, audienceSide, payloadAt, payload.size(), diceAt, dice.size()});
    if (batch.entries.size() >= rowsPerBatch || batch.bytes.size() >= bytesPerBatch)
        flush();
}

void RowChannel::flush()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_stopped || m_full.size() < batchesHeld; });
    if (m_stopped)
        return;
    m_full.push_back(std::move(m_filling));
    if (m_spare.empty()) {
        m_filling = std::make_unique<Batch>();
    } else {
        m_filling = std::move(m_spare.back());
        m_spare.pop_back();
    }
    m_changed.notify_all();
}

void RowChannel::close()
{
    if (m_filling && !m_filling->entries.empty())
        flush();
    std::lock_guard lock(m_mutex);
    m_closed = true;
    m_changed.notify_all();
}

bool RowChannel::next(Row &row)
{
    if (!m_reading || m_readIndex == m_reading->entries.size()) {
        std::unique_lock lock(m_mutex);
        if (m_reading) {
            m_reading->clear();
            m_spare.push_back(std::move(m_reading));
            m_changed.notify_all(); // room for one more filled batch
        }
        m_changed.wait(lock, [this] { return !m_full.empty() || m_closed; });
        if (m_full.empty())
            return false;
        m_reading = std::move(m_full.front());
        m_full.pop_front();
        m_readIndex = 0;
    }
    const Batch::Entry &entry = m_reading->entries[m_readIndex++];
    const char *base = m_reading->bytes.constData();
    row.seq = entry.seq;
    row.audienceSide = entry.audienceSide;
    row.payload = QByteArrayView(base + entry.payloadAt, entry.payloadSize);
    row.dice = QByteArrayView(base + entry.diceAt, entry.diceSize);
    return true;
}

void RowChannel::stop()
{
    std::lock_guard lock(m_mutex);
    m_stopped = true;
    m_changed.notify_all();
}

bool RowChannel::stopped() const
{
    return m_stopped;
}

} // namespace Reeve
