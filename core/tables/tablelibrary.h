#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include "tables/ruletable.h"

namespace Reeve {

/**
 * Every rule table Reeve knows, indexed by id and by game: the JSON table
 * documents compiled in under the resource path `:/rules/` (searched
 * recursively; there may be none; JSON files of other kinds there are left
 * alone), plus any directory the user adds. The campaign's house figures
 * are laid over the loaded tables with applyOverride(). Plain value type.
 */
class TableLibrary
{
public:
    /// One house figure, as the campaign stores it.
    struct Override
    {
        QString tableId;
        QString rowKey; ///< as written in the table ("2-3", "<=1" and "≤1" both match)
        QString columnLabel;
        QJsonValue value; ///< an integer, another number or a text
        QString note;
    };

    /// A file that could not be loaded; the message names the file and the JSON path.
    struct LoadError
    {
        QString file;
        QString jsonPath; ///< "$", "$.tables[2].rows[0].key", ...
        QString message;
    };

    static constexpr QStringView ResourceRoot = u":/rules";

    /// Loads everything under ResourceRoot and then each extra directory; bad files are
    /// skipped and reported.
    QList<LoadError> loadDefault(const QStringList &extraDirectories = {});
    /// Loads every *.json under `directory` (recursively, in path order); bad files are
    /// skipped and reported. A directory that does not exist holds no tables.
    QList<LoadError> loadDirectory(const QString &directory);
    /// Loads one file; throws Failure::badInput naming the file and the JSON path.
    void loadFile(const QString &path);
    /// Loads one document ({"game": ..., "tables": [...]}); `source` names it in errors.
    /// All or nothing: on error no table of the document is added. Valid JSON that is not
    /// a table document (no root object with a "tables" key, e.g. a game.json) is skipped.
    void loadDocument(const QByteArray &json, const QString &source);
    /// Adds a table; throws Failure::badInput when its id is taken.
    void addTable(const RuleTable &table, const QString &source = {});

    int size() const { return int(m_tables.size()); }
    bool contains(const QString &id) const { return m_tables.contains(id); }
    /// The table, or nullptr.
    const RuleTable *find(const QString &id) const;
    /// The table; throws Failure::badInput naming the id when there is none.
    const RuleTable &table(const QString &id) const;
    /// Where the table was loaded from (a file path or resource path; empty if added in code).
    QString sourceOf(const QString &id) const { return m_sources.value(id); }
    /// All table ids, sorted.
    QStringList tableIds() const;
    /// The ids of one game's tables, sorted.
    QStringList tableIds(const QString &game) const;
    /// The games that have at least one table, sorted.
    QStringList games() const;

    /// Sets one cell to a house figure. Throws Failure::badInput naming what does not
    /// exist (table, row or column) or why the value is not a figure. An override whose row
    /// key is TableLayout::overrideKey() gives the table new columns and rows instead (its
    /// value is TableLayout::toJson()'s object), every cell missing.
    void applyOverride(const Override &figure);
    /// Applies the layouts among \a overrides, then each figure in turn (stops at the first that fails).
    void applyOverrides(const QList<Override> &overrides);

private:
    QHash<QString, RuleTable> m_tables;
    QHash<QString, QString> m_sources;
};

} // namespace Reeve
