#pragma once

#include <QString>
#include <QVariantList>

class QSqlQuery;

namespace Reeve {

struct Action;

/** Maps an Action onto the columns of the actions table and back. */
class ActionRow
{
public:
    /// The column list, in the order fromQuery() reads them.
    static QString columns();
    static Action fromQuery(const QSqlQuery &query);
    /// Bind values for "INSERT INTO actions (columns()) VALUES (...)".
    static QVariantList binds(const Action &action);
    static QString insertSql();
};

} // namespace Reeve
