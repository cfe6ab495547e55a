#include "recordingtranslator.h"

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
    const auto seen = m_seen.find(key);
    if (seen != m_seen.end()) {
        seen.value() = ++m_clock;
        return {};
    }
    if (m_lookups.size() >= kKept) {
        m_seen.clear();
        m_lookups.clear();
        ++m_generation;
    }
    m_seen.insert(key, ++m_clock);
    m_lookups.append(Lookup{QByteArray(context ? context : ""), QByteArray(sourceText),
                            QByteArray(disambiguation ? disambiguation : ""), n});
    return {}; // the translators behind this one answer
}

QList<RecordingTranslator::Lookup> RecordingTranslator::since(qsizetype count) const
{
    QMutexLocker lock(&m_mutex);
    return count <= 0 ? m_lookups : (count >= m_lookups.size() ? QList<Lookup>() : m_lookups.mid(count));
}

qsizetype RecordingTranslator::count() const
{
    QMutexLocker lock(&m_mutex);
    return m_lookups.size();
}

quint64 RecordingTranslator::generation() const
{
    QMutexLocker lock(&m_mutex);
    return m_generation;
}

quint64 RecordingTranslator::lastUse(const Lookup &lookup) const
{
    const QByteArray key = keyOf(lookup.context.constData(), lookup.source.constData(),
                                 lookup.disambiguation.isEmpty() ? nullptr : lookup.disambiguation.constData(),
                                 lookup.n);
    QMutexLocker lock(&m_mutex);
    return m_seen.value(key);
}

void RecordingTranslator::clear()
{
    QMutexLocker lock(&m_mutex);
    m_seen.clear();
    m_lookups.clear();
    ++m_generation;
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
