#include "rulesreference.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <QMutex>
#include <QRegularExpression>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::RulesReference", text);
}

QStringList idList(const QString &text)
{
    QStringList ids;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty())
            ids << part.trimmed();
    }
    return ids;
}

/// Reads "procedures:", "tables:" and "open:" lines; false when \a line is none of them.
bool readField(ReferenceEntry &entry, const QString &line)
{
    static const QRegularExpression field(u"^(procedures|tables|open):\\s*(.*)$"_s);
    const QRegularExpressionMatch m = field.match(line);
    if (!m.hasMatch())
        return false;
    const QString name = m.captured(1);
    if (name == u"procedures"_s)
        entry.procedures = idList(m.captured(2));
    else if (name == u"tables"_s)
        entry.tables = idList(m.captured(2));
    else
        entry.open = m.captured(2).trimmed().toLower() == u"yes"_s;
    return true;
}

void finish(QList<ReferenceEntry> &entries, ReferenceEntry &entry, QStringList &summary)
{
    if (entry.ref.isEmpty())
        return;
    entry.summary = summary.join(u'\n').trimmed();
    entries << entry;
    entry = ReferenceEntry();
    summary.clear();
}

} // namespace

RulesReference RulesReference::parse(const QString &game, const QString &text, const QString &source)
{
    RulesReference reference;
    reference.m_game = game;
    ReferenceEntry entry;
    QStringList summary;
    bool inHeader = false;
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.startsWith(u"## "_s)) {
            finish(reference.m_entries, entry, summary);
            const QString heading = line.mid(3);
            const int bar = heading.indexOf(u'|');
            if (bar <= 0 || heading.left(bar).trimmed().isEmpty() || heading.mid(bar + 1).trimmed().isEmpty())
                throw Failure::badInput(tr("%1, line %2: a heading must read \"## <reference> | <title>\".")
                                            .arg(source)
                                            .arg(i + 1));
            entry.game = game;
            entry.ref = heading.left(bar).trimmed();
            entry.title = heading.mid(bar + 1).trimmed();
            inHeader = true;
            continue;
        }
        if (entry.ref.isEmpty())
            continue; // the title and any preamble
        if (inHeader && readField(entry, line))
            continue;
        inHeader = inHeader && line.isEmpty();
        summary << lines.at(i).trimmed();
    }
    finish(reference.m_entries, entry, summary);
    return reference;
}

QString RulesReference::builtInPath(const QString &game, const QString &language)
{
    const QString translated = u":/rules/%1/reference_%2.md"_s.arg(game, language);
    if (!language.isEmpty() && QFile::exists(translated))
        return translated;
    return u":/rules/%1/reference.md"_s.arg(game);
}

const RulesReference &RulesReference::builtIn(const QString &game)
{
    // The reader's language is the default locale's (reeve --lang sets it, docs/ARCHITECTURE.md
    // "Translations"); a game without a translated reference shows the English one.
    const QString language = QLocale().name().section(u'_', 0, 0);
    static QMutex mutex;
    static QHash<QString, RulesReference> cache;
    const QMutexLocker lock(&mutex);
    const QString key = game + u'/' + language;
    auto it = cache.find(key);
    if (it == cache.end()) {
        RulesReference reference;
        reference.m_game = game;
        QFile file(builtInPath(game, language));
        if (file.open(QIODevice::ReadOnly))
            reference = parse(game, QString::fromUtf8(file.readAll()), file.fileName());
        it = cache.insert(key, reference);
    }
    return it.value();
}

QList<ReferenceEntry> RulesReference::search(const QString &text) const
{
    const QStringList words = text.simplified().split(u' ', Qt::SkipEmptyParts);
    QList<ReferenceEntry> found;
    for (const ReferenceEntry &e : m_entries) {
        const QString hay = e.ref + u' ' + e.title + u' ' + e.summary + u' ' + e.procedures.join(u' ') + u' '
                            + e.tables.join(u' ');
        bool every = true;
        for (const QString &w : words)
            every = every && hay.contains(w, Qt::CaseInsensitive);
        if (every)
            found << e;
    }
    return found;
}

QList<ReferenceEntry> RulesReference::forProcedure(const QString &procedureId) const
{
    QList<ReferenceEntry> found;
    for (const ReferenceEntry &e : m_entries) {
        if (e.procedures.contains(procedureId))
            found << e;
    }
    return found;
}

} // namespace Reeve
