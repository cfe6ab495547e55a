#pragma once

#include <QList>
#include <QString>

#include "reference/referenceentry.h"

/*
 * Format of resources/rules/<game>/reference.md (compiled in as :/rules/<game>/reference.md;
 * reference_<lang>.md holds the same entries in another language: the same refs and field
 * lines, the titles and summaries translated):
 *
 *   # Title line (ignored)
 *
 *   ## §11 | Vassalage                 <- "## <ref> | <title>" starts an entry
 *   procedures: 1066.vassalage         <- optional, comma-separated, right after the heading
 *   tables: 1066.crt                   <- optional
 *   open: yes                          <- optional: the text leaves something open here
 *
 *   Summary in Reeve's own words, up to the next "## ".
 */

namespace Reeve {

/**
 * A game's searchable rules reference, read from its reference.md. Plain value
 * type; parse() reports a malformed file with its line number.
 */
class RulesReference
{
public:
    /// The built-in reference of \a game in the reader's language (the English one where that
    /// language has none; empty when the game ships none).
    static const RulesReference &builtIn(const QString &game);
    /// Where the reference of \a game in \a language is embedded: reference_<language>.md when
    /// it exists, else the English reference.md.
    static QString builtInPath(const QString &game, const QString &language);
    /// Parses a reference document; throws Failure::badInput naming \a source and the line.
    static RulesReference parse(const QString &game, const QString &text, const QString &source);

    const QString &game() const { return m_game; }
    const QList<ReferenceEntry> &entries() const { return m_entries; }
    bool isEmpty() const { return m_entries.isEmpty(); }
    /// Entries containing every word of \a text in ref, title, summary, procedures or tables;
    /// an empty text gives every entry.
    QList<ReferenceEntry> search(const QString &text) const;
    /// The entries that name \a procedureId among their procedures.
    QList<ReferenceEntry> forProcedure(const QString &procedureId) const;

private:
    QString m_game;
    QList<ReferenceEntry> m_entries;
};

} // namespace Reeve
