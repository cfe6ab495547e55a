#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * One entry of a game's rules reference: a section (or table, phase or
 * heading) summarised in Reeve's own words, with the procedures and tables that
 * implement it, and whether the rules leave something open there.
 */
struct ReferenceEntry
{
    QString game;
    QString ref;      ///< "§11", "Phase 2", "Table 3", "MORALE"
    QString title;
    QString summary;  ///< plain text, paragraphs separated by blank lines
    QStringList procedures;
    QStringList tables;
    bool open = false; ///< a gap or ambiguity of the text, with the reading Reeve applies

    /// "1066 §11": the game's id and the reference, as rulings cite it.
    QString citation() const;
    QJsonObject toJson() const;
};

} // namespace Reeve
