#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QTranslator>

namespace Reeve {

/**
 * Remembers which messages the program looked up (issue 25): installed as the translator asked
 * first, it notes each lookup's context, source text, disambiguation and count, and answers
 * nothing, so the real translation (or the English source) still answers. The action log reads
 * the lookups back to find which messages a log line was composed of (TextParser), so that any
 * reader can be shown that line in their own language. It keeps the most recent lookups only.
 */
class RecordingTranslator : public QTranslator
{
    Q_OBJECT
public:
    /// One message the program asked for.
    struct Lookup
    {
        QByteArray context;
        QByteArray source;
        QByteArray disambiguation;
        int n = -1;
        bool operator==(const Lookup &) const = default;
    };

    explicit RecordingTranslator(QObject *parent = nullptr);
    ~RecordingTranslator() override;

    /// The recorder installed on the application (null when none is).
    static RecordingTranslator *active();
    /// Installs the recorder so it is asked before every other translator (again after a later
    /// installTranslator: the last one installed is asked first).
    static void installOnApplication();
    /// Takes the recorder off the application again (tests of what is written without one).
    static void removeFromApplication();

    QString translate(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                      int n = -1) const override;
    bool isEmpty() const override { return false; }

    /// The lookups remembered (in no order).
    QList<Lookup> lookups() const;
    void clear();

    /// While one lives on a thread, lookups made on that thread are not remembered (rendering a
    /// stored line in the reader's language asks for messages too, which wrote nothing).
    class Pause
    {
    public:
        Pause();
        ~Pause();
        Pause(const Pause &) = delete;
        Pause &operator=(const Pause &) = delete;

    private:
        bool m_was;
    };

private:
    static constexpr qsizetype kKept = 4096;
    mutable QMutex m_mutex;
    mutable QHash<QByteArray, quint64> m_stamp; ///< key of a lookup -> when last asked
    mutable QHash<QByteArray, Lookup> m_lookups;
    mutable quint64 m_clock = 0;
};

size_t qHash(const RecordingTranslator::Lookup &lookup, size_t seed = 0);

} // namespace Reeve
