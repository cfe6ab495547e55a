#pragma once

#include <QList>
#include <QString>

#include "rulings/ruling.h"

namespace Reeve {

class Database;

/**
 * Reads the campaign's rulings: all of them, one, those matching a search
 * text, or those touching a rule section (a ruling citing "§15.16" touches the
 * reference entry "§15" as well as "§15.16").
 */
class RulingsReader
{
public:
    explicit RulingsReader(Database &db);

    QList<Ruling> all();
    /// Throws Failure::badInput when there is no ruling \a id.
    Ruling ruling(qint64 id);
    /// Rulings whose question, decision or references contain every word of \a text (case-insensitive).
    QList<Ruling> search(const QString &text);
    /// Rulings citing \a ref or a subsection of it; \a game lets "1066 §15.16" match "§15".
    QList<Ruling> touching(const QString &game, const QString &ref);

    /// Whether the written reference \a cited falls under the section \a ref of \a game.
    static bool refTouches(const QString &cited, const QString &game, const QString &ref);

private:
    Database &m_db;
};

} // namespace Reeve
