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

    /// The lookups remembered, in the order first made.
    QList<Lookup> lookups() const { return since(0); }
    /// The lookups first made after the first \a count (for a reader that keeps up with them).
    QList<Lookup> since(qsizetype count) const;
    /// How many distinct lookups were remembered, and how many times the list was started over.
    qsizetype count() const;
    quint64 generation() const;
    /// When \a lookup was last made (a count of lookups; 0: never): of two messages that read alike
    /// in a language, the one looked up last is the one a line was just made of.
    quint64 lastUse(const Lookup &lookup) const;
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
    static constexpr qsizetype kKept = 50000; ///< then started over (a program has a few thousand messages)
    mutable QMutex m_mutex;
    mutable QHash<QByteArray, quint64> m_seen; ///< keys of the lookups remembered -> when last made
    mutable quint64 m_clock = 0;
    mutable QList<Lookup> m_lookups; ///< in the order first made
    mutable quint64 m_generation = 0;
};

size_t qHash(const RecordingTranslator::Lookup &lookup, size_t seed = 0);

} // namespace Reeve
