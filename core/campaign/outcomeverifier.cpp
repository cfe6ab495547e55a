#include "outcomeverifier.h"

#include <optional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QHash>
#include <QMap>
#include <QSqlQuery>

#include "campaign/campaigntables.h"
#include "log/loggedrow.h"
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
        ++m_generation;
    }
    /// Changes with every house figure the log sets: re-runs on different figures never share a result.
    quint64 generation() const { return m_generation; }
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
    quint64 m_generation = 0;
};

bool isProcedureResult(const QJsonObject &data)
{
    return data.value(u"procedure"_s).isString() && data.value(u"inputs"_s).isObject()
           && data.value(u"outcome"_s).isObject() && data.value(u"dice"_s).isArray();
}

/// Empty when the faces \a faces of an outcome are the ones its action's dice record \a dice logged.
QString sameDice(const QJsonObject &dice, const QList<int> &faces)
{
    const QString key = dice.contains(u"draws"_s) ? u"draws"_s : u"hidden_draws"_s; // hidden: a private roll
    if (dice.contains(key)) {
        QList<int> logged;
        const QJsonArray draws = dice.value(key).toArray();
        for (const QJsonValue &draw : draws)
            logged << draw.toObject().value(u"face"_s).toInt();
        if (logged != faces)
            return tr("the dice of its outcome are not the dice it logged");
    }
    return {};
}

/// What re-running procedure \a id on \a inputs and \a faces gives: its outcome, or why it fails.
struct Rerun
{
    QJsonObject outcome;
    QString failure;
};

Rerun rerun(const TableLibrary &tables, const QString &id, const QJsonObject &inputs, const QList<int> &faces)
{
    Rerun out;
    try {
        const Procedure &procedure = ProcedureRegistry::standard().get(id);
        out.outcome = ProcedureRunner(tables).runEntered(procedure, inputs, faces).outcome;
    } catch (const Failure &failure) {
        out.failure = tr("re-running %1 on its logged inputs and dice fails: %2").arg(id, failure.message());
    }
    return out;
}

/// One re-run's question: the same procedure on the same figures, inputs and dice gives the same answer.
struct RerunKey
{
    quint64 figures = 0;
    QString id;
    QJsonObject inputs;
    QList<int> faces;
    bool operator==(const RerunKey &other) const
    {
        return figures == other.figures && id == other.id && faces == other.faces && inputs == other.inputs;
    }
};

size_t qHash(const RerunKey &key, size_t seed = 0)
{
    return qHashMulti(seed, key.figures, key.id, key.inputs, key.faces);
}

} // namespace

struct OutcomeVerifier::Pass::Private
{
    /// Empty when the logged outcome of \a data follows from its inputs and dice (and those dice are
    /// the ones in the action's dice record \a dice); else what differs.
    QString check(const QJsonObject &data, const QJsonObject &dice);

    Report report;
    HouseFigures figures;
    QHash<RerunKey, Rerun> reruns;
    bool stopped = false;
};

QString OutcomeVerifier::Pass::Private::check(const QJsonObject &data, const QJsonObject &dice)
{
    RerunKey key{figures.generation(), data.value(u"procedure"_s).toString(), data.value(u"inputs"_s).toObject(),
                 {}};
    if (!ProcedureRegistry::standard().contains(key.id))
        return tr("it names a procedure Reeve does not know (%1)").arg(key.id);
    const QJsonArray faces = data.value(u"dice"_s).toArray();
    for (const QJsonValue &face : faces)
        key.faces << face.toInt();
    const QString diceProblem = sameDice(dice, key.faces);
    if (!diceProblem.isEmpty())
        return diceProblem;
    auto known = reruns.constFind(key);
    if (known == reruns.cend())
        known = reruns.insert(key, rerun(figures.library(), key.id, key.inputs, key.faces));
    if (!known->failure.isEmpty())
        return known->failure;
    if (known->outcome != data.value(u"outcome"_s).toObject())
        return tr("re-running %1 on its logged inputs and dice gives another outcome (%2)")
                .arg(key.id, QString::fromUtf8(QJsonDocument(known->outcome).toJson(QJsonDocument::Compact)));
    return {};
}

OutcomeVerifier::Pass::Pass()
    : d(std::make_unique<Private>())
{
}

OutcomeVerifier::Pass::~Pass() = default;

const OutcomeVerifier::Report &OutcomeVerifier::Pass::report() const
{
    return d->report;
}

bool OutcomeVerifier::Pass::action(const LoggedRow &row)
{
    if (d->stopped)
        return false;
    // A JSON text without escapes holds a key or a name exactly as written: a payload with neither an
    // outcome, nor a house figure, nor a backslash has nothing to re-run and need not be parsed.
    const QByteArray &text = row.payloadText();
    if (!text.contains("\"outcome\"") && !text.contains("\"table_overrides\"") && !text.contains('\\'))
        return true;
    const QJsonObject &payload = row.payload();
    const QJsonArray ops = payload.value(u"ops"_s).toArray(); // const: no copy of the ops
    for (const QJsonValue &op : ops) {
        if (op.toObject().value(u"table"_s).toString() == u"table_overrides"_s)
            d->figures.apply(op.toObject());
    }
    const QJsonObject data = payload.value(u"data"_s).toObject();
    if (!isProcedureResult(data))
        return true;
    const QJsonObject &dice = row.dice();
    if (dice.contains(u"reused_from"_s))
        return true; // a redo: the same outcome as the action it redoes, checked there
    const QString problem = d->check(data, dice);
    if (!problem.isEmpty()) {
        d->report.ok = false;
        d->report.firstMismatch = row.seq();
        d->report.reason = problem;
        d->stopped = true;
        return false;
    }
    ++d->report.checked;
    return true;
}

OutcomeVerifier::Report OutcomeVerifier::verify(Database &db)
{
    Pass pass;
    QSqlQuery query(db.connection());
    query.setForwardOnly(true);
    query.exec(u"SELECT seq, CAST(payload AS BLOB), CAST(dice AS BLOB) FROM actions ORDER BY seq"_s);
    while (query.next()
           && pass.action(LoggedRow(query.value(0).toLongLong(), 0, query.value(1).toByteArray(),
                                    query.value(2).toByteArray()))) {
    }
    query.finish();
    return pass.report();
}

} // namespace Reeve
