#include "outcomeverifier.h"

#include <optional>

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

bool isProcedureResult(const JsonTape::Value &data)
{
    return data.value("procedure").isString() && data.value("inputs").isObject()
           && data.value("outcome").isObject() && data.value("dice").isArray();
}

/// \a value when it is an array (or an object), else nothing: as toArray() (or toObject()) gives.
JsonTape::Value orNothing(const JsonTape::Value &value, JsonTape::Type type)
{
    return value.type() == type ? value : JsonTape::Value();
}

/// Empty when the faces \a faces of an outcome are the ones its action's dice record \a dice logged.
QString sameDice(const JsonTape::Value &dice, const QList<int> &faces)
{
    const QByteArrayView key = dice.contains("draws") ? "draws" : "hidden_draws"; // hidden: a private roll
    if (!dice.contains(key)) // an outcome on dice its action never logged would be checked against nothing
        return faces.isEmpty() ? QString() : tr("its outcome names dice that its action did not log");
    QList<int> logged;
    for (const JsonTape::Member &draw : orNothing(dice.value(key), JsonTape::Type::Array))
        logged << draw.value.value("face").toInt();
    if (logged != faces)
        return tr("the dice of its outcome are not the dice it logged");
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
    /// Empty when the logged outcome of \a data (of \a row) follows from its inputs and dice (and those
    /// dice are the ones in the action's dice record \a dice); else what differs.
    QString check(const LoggedRow &row, const JsonTape::Value &data, const JsonTape::Value &dice);
    /// What check() finds once the dice agree: the re-run, on Qt's own reading of the payload.
    QString rerunCheck(const LoggedRow &row, const QString &id, const QList<int> &faces);

    Report report;
    HouseFigures figures;
    QHash<RerunKey, Rerun> reruns;
    /// Each verdict by the figures and the text of its procedure, dice, inputs and outcome: a verdict
    /// follows from those alone, so the same texts (a roll repeated) are judged once.
    QHash<QByteArray, QString> verdicts;
    bool stopped = false;
};

QString OutcomeVerifier::Pass::Private::check(const LoggedRow &row, const JsonTape::Value &data,
                                              const JsonTape::Value &dice)
{
    const QString id = data.value("procedure").toString();
    if (!ProcedureRegistry::standard().contains(id))
        return tr("it names a procedure Reeve does not know (%1)").arg(id);
    QList<int> faces;
    for (const JsonTape::Member &face : data.value("dice"))
        faces << face.value.toInt();
    const QString diceProblem = sameDice(dice, faces);
    if (!diceProblem.isEmpty())
        return diceProblem;
    if (!data.source().isEmpty()) { // empty when Qt's parser read the text: no verdict kept then
        // Each part is a whole JSON value as written (a string, an array, two objects): the key is unambiguous.
        QByteArray verdict = QByteArray::number(figures.generation()) + ':';
        for (const QByteArrayView part : {"procedure", "dice", "inputs", "outcome"})
            verdict.append(data.value(part).source());
        auto known = verdicts.constFind(verdict);
        if (known == verdicts.cend())
            known = verdicts.insert(verdict, rerunCheck(row, id, faces));
        return *known;
    }
    return rerunCheck(row, id, faces);
}

QString OutcomeVerifier::Pass::Private::rerunCheck(const LoggedRow &row, const QString &id,
                                                   const QList<int> &faces)
{
    const QJsonObject data = row.payload().value(u"data"_s).toObject();
    const RerunKey key{figures.generation(), id, data.value(u"inputs"_s).toObject(), faces};
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
{ }

OutcomeVerifier::Pass::~Pass() = default;

const OutcomeVerifier::Report &OutcomeVerifier::Pass::report() const
{
    return d->report;
}

bool OutcomeVerifier::Pass::action(const LoggedRow &row)
{
    if (d->stopped)
        return false;
    // Every payload is looked at, parsed (FileVerifier parses each once anyway): an outcome or a house
    // figure cannot hide from this check behind an escaped character.
    const JsonTape::Value payload = row.payloadTape();
    for (const JsonTape::Member &op : orNothing(payload.value("ops"), JsonTape::Type::Array)) {
        if (op.value.value("table").text() == "table_overrides")
            d->figures.apply(op.value.toQt().toObject());
    }
    const JsonTape::Value data = orNothing(payload.value("data"), JsonTape::Type::Object);
    if (!isProcedureResult(data))
        return true;
    const JsonTape::Value dice = row.diceTape();
    if (dice.contains("reused_from"))
        return true; // a redo: the same outcome as the action it redoes, checked there
    const QString problem = d->check(row, data, dice);
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
