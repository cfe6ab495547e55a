#include "outcomeverifier.h"

#include <optional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSqlQuery>

#include "campaign/campaigntables.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::OutcomeVerifier", text);
}

/// The house figures as the log has set them so far.
class HouseFigures
{
public:
    void apply(const QJsonObject &op)
    {
        const QJsonObject key = op.value(u"key"_s).toObject();
        const QString id = key.value(u"table_id"_s).toString() + u'\x1f' + key.value(u"row_key"_s).toString()
                           + u'\x1f' + key.value(u"column_label"_s).toString();
        const QString kind = op.value(u"op"_s).toString();
        if (kind == u"delete"_s) {
            m_cells.remove(id);
        } else {
            TableLibrary::Override o = m_cells.value(id);
            o.tableId = key.value(u"table_id"_s).toString();
            o.rowKey = key.value(u"row_key"_s).toString();
            o.columnLabel = key.value(u"column_label"_s).toString();
            const QJsonValue text = op.value(u"new"_s).toObject().value(u"value"_s);
            if (!text.isUndefined())
                o.value = QJsonDocument::fromJson(text.toString().toUtf8()).array().at(0);
            m_cells.insert(id, o);
        }
        m_library.reset();
    }
    const TableLibrary &library()
    {
        if (!m_library) {
            m_library = CampaignTables::builtIn();
            QList<TableLibrary::Override> overrides;
            for (const TableLibrary::Override &o : std::as_const(m_cells)) {
                if (m_library->contains(o.tableId))
                    overrides << o;
            }
            m_library->applyOverrides(overrides);
        }
        return *m_library;
    }

private:
    QMap<QString, TableLibrary::Override> m_cells;
    std::optional<TableLibrary> m_library;
};

bool isProcedureResult(const QJsonObject &data)
{
    return data.value(u"procedure"_s).isString() && data.value(u"inputs"_s).isObject()
           && data.value(u"outcome"_s).isObject() && data.value(u"dice"_s).isArray();
}

/// Empty when the logged outcome of \a data follows from its inputs and dice (and those dice are the
/// ones in the action's dice record \a dice); else what differs.
QString rerun(const TableLibrary &tables, const QJsonObject &data, const QJsonObject &dice)
{
    const QString id = data.value(u"procedure"_s).toString();
    if (!ProcedureRegistry::standard().contains(id))
        return tr("it names a procedure Reeve does not know (%1)").arg(id);
    QList<int> faces;
    for (const QJsonValue &face : data.value(u"dice"_s).toArray())
        faces << face.toInt();
    const QString key = dice.contains(u"draws"_s) ? u"draws"_s : u"hidden_draws"_s; // hidden: a private roll
    if (dice.contains(key)) {
        QList<int> logged;
        for (const QJsonValue &draw : dice.value(key).toArray())
            logged << draw.toObject().value(u"face"_s).toInt();
        if (logged != faces)
            return tr("the dice of its outcome are not the dice it logged");
    }
    try {
        const ProcedureResult result = ProcedureRunner(tables).runEntered(ProcedureRegistry::standard().get(
                                                                                  id),
                                                                          data.value(u"inputs"_s).toObject(),
                                                                          faces);
        if (result.outcome != data.value(u"outcome"_s).toObject())
            return tr("re-running %1 on its logged inputs and dice gives another outcome (%2)")
                    .arg(id, QString::fromUtf8(QJsonDocument(result.outcome).toJson(QJsonDocument::Compact)));
    } catch (const Failure &failure) {
        return tr("re-running %1 on its logged inputs and dice fails: %2").arg(id, failure.message());
    }
    return {};
}

} // namespace

OutcomeVerifier::Report OutcomeVerifier::verify(Database &db)
{
    Report report;
    HouseFigures figures;
    QSqlQuery query(db.connection());
    query.setForwardOnly(true);
    query.exec(u"SELECT seq, payload, dice FROM actions WHERE payload LIKE '%\"outcome\"%' "
               "OR payload LIKE '%table_overrides%' ORDER BY seq"_s);
    while (query.next()) {
        const QJsonObject payload = QJsonDocument::fromJson(query.value(1).toString().toUtf8()).object();
        for (const QJsonValue &op : payload.value(u"ops"_s).toArray()) {
            if (op.toObject().value(u"table"_s).toString() == u"table_overrides"_s)
                figures.apply(op.toObject());
        }
        const QJsonObject data = payload.value(u"data"_s).toObject();
        if (!isProcedureResult(data))
            continue;
        const QJsonObject dice = QJsonDocument::fromJson(query.value(2).toString().toUtf8()).object();
        if (dice.contains(u"reused_from"_s))
            continue; // a redo: the same outcome as the action it redoes, checked there
        const QString problem = rerun(figures.library(), data, dice);
        if (!problem.isEmpty()) {
            report.ok = false;
            report.firstMismatch = query.value(0).toLongLong();
            report.reason = problem;
            return report;
        }
        ++report.checked;
    }
    return report;
}

} // namespace Reeve
