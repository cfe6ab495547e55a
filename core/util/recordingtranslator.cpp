#include "recordingtranslator.h"

#include <algorithm>

#include <QCoreApplication>
#include <QPointer>

namespace Reeve {

namespace {

thread_local bool t_paused = false;
QPointer<RecordingTranslator> g_active;

QByteArray keyOf(const char *context, const char *source, const char *disambiguation, int n)
{
    QByteArray key(context ? context : "");
    key += '\x1f';
    key += source;
    key += '\x1f';
    if (disambiguation)
        key += disambiguation;
    key += '\x1f';
    key += QByteArray::number(n);
    return key;
}

} // namespace

RecordingTranslator::RecordingTranslator(QObject *parent)
    : QTranslator(parent)
{ }

RecordingTranslator::~RecordingTranslator() = default;

RecordingTranslator *RecordingTranslator::active()
{
    return g_active.data();
}

void RecordingTranslator::installOnApplication()
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app)
        return;
    if (!g_active)
        g_active = new RecordingTranslator(app);
    QCoreApplication::removeTranslator(g_active.data());
    QCoreApplication::installTranslator(g_active.data());
}

void RecordingTranslator::removeFromApplication()
{
    if (!g_active)
        return;
    QCoreApplication::removeTranslator(g_active.data());
    delete g_active.data();
}

QString RecordingTranslator::translate(const char *context, const char *sourceText,
                                       const char *disambiguation, int n) const
{
    if (t_paused || !sourceText || !*sourceText)
        return {};
    const QByteArray key = keyOf(context, sourceText, disambiguation, n);
    QMutexLocker lock(&m_mutex);
    m_stamp.insert(key, ++m_clock);
    if (!m_lookups.contains(key)) {
        m_lookups.insert(key, Lookup{QByteArray(context ? context : ""), QByteArray(sourceText),
                                     QByteArray(disambiguation ? disambiguation : ""), n});
        if (m_lookups.size() > kKept) { // forget the older half
            QList<quint64> stamps = m_stamp.values();
            std::nth_element(stamps.begin(), stamps.begin() + stamps.size() / 2, stamps.end());
            const quint64 cut = stamps.at(stamps.size() / 2);
            for (auto it = m_stamp.begin(); it != m_stamp.end();) {
                if (it.value() < cut) {
                    m_lookups.remove(it.key());
                    it = m_stamp.erase(it);
                } else {
                    ++it;
                }
            }
        }
    }
    return {}; // the translators behind this one answer
}

QList<RecordingTranslator::Lookup> RecordingTranslator::lookups() const
{
    QMutexLocker lock(&m_mutex);
    return m_lookups.values();
}

void RecordingTranslator::clear()
{
    QMutexLocker lock(&m_mutex);
    m_stamp.clear();
    m_lookups.clear();
}

RecordingTranslator::Pause::Pause()
    : m_was(t_paused)
{
    t_paused = true;
}

RecordingTranslator::Pause::~Pause()
{
    t_paused = m_was;
}

size_t qHash(const RecordingTranslator::Lookup &lookup, size_t seed)
{
    return qHashMulti(seed, lookup.context, lookup.source, lookup.disambiguation, lookup.n);
}

} // namespace Reeve
