#include "oddsmodel.h"

#include <algorithm>

#include <QLocale>

#include "procedures/outcomelabels.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString valueText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? OddsModel::tr("yes") : OddsModel::tr("no");
    if (value.isDouble()) {
        const double d = value.toDouble();
        return d == double(qint64(d)) ? QString::number(qint64(d)) : QLocale().toString(d, 'g', 6);
    }
    return OutcomeLabels::valueText(value);
}

} // namespace

OddsModel::OddsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void OddsModel::setResult(const OddsCalculator::Result &result)
{
    beginResetModel();
    m_result = result;
    m_field.clear();
    QList<OddsCalculator::Line> &lines = m_result.lines;
    const bool oneNumber = !lines.isEmpty() && std::all_of(lines.cbegin(), lines.cend(), [&](const auto &line) {
        return line.outcome.size() == 1 && line.outcome.keys() == lines.first().outcome.keys()
                && line.outcome.begin()->isDouble();
    });
    if (!lines.isEmpty() && std::all_of(lines.cbegin(), lines.cend(), [&](const auto &line) {
            return line.outcome.size() == 1 && line.outcome.keys() == lines.first().outcome.keys();
        }))
        m_field = lines.first().outcome.keys().first();
    if (oneNumber) {
        std::stable_sort(lines.begin(), lines.end(), [](const auto &a, const auto &b) {
            return a.outcome.begin()->toDouble() < b.outcome.begin()->toDouble();
        });
    }
    endResetModel();
}

void OddsModel::clear()
{
    setResult({});
}

bool OddsModel::singleField() const
{
    return !m_field.isEmpty();
}

int OddsModel::rowOf(const QString &field, const QJsonValue &value) const
{
    for (qsizetype i = 0; i < m_result.lines.size(); ++i) {
        if (m_result.lines.at(i).outcome.value(field) == value)
            return int(i);
    }
    return -1;
}

QString OddsModel::percent(double probability)
{
    if (probability > 0 && probability < 0.00005)
        return tr("<0.01%");
    return tr("%1%").arg(QLocale().toString(100.0 * probability, 'f', 2));
}

QString OddsModel::outcomeText(const QJsonObject &outcome, bool bare, const QString &procedureId)
{
    if (outcome.isEmpty())
        return tr("(no outcome fields)");
    if (bare && outcome.size() == 1)
        return valueText(*outcome.begin());
    QStringList parts;
    for (auto it = outcome.begin(); it != outcome.end(); ++it)
        parts << tr("%1 %2").arg(OutcomeLabels::label(it.key(), procedureId), valueText(it.value()));
    return parts.join(u", "_s);
}

int OddsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_result.lines.size());
}

int OddsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OddsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OddsCalculator::Line &line = m_result.lines.at(index.row());
    const QString exact = m_result.exact ? QString::fromStdString(line.exact.get_str()) : QString();
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == OutcomeColumn ? outcomeText(line.outcome, singleField(), m_procedureId) : percent(line.probability);
    case Qt::ToolTipRole:
        return m_result.exact ? tr("%1 exactly").arg(exact)
                              : tr("Estimated from %1 simulated runs").arg(QLocale().toString(m_result.cases));
    case Qt::TextAlignmentRole:
        return int(index.column() == ChanceColumn ? Qt::AlignRight | Qt::AlignVCenter
                                                  : Qt::AlignLeft | Qt::AlignVCenter);
    case ProbabilityRole:
        return line.probability;
    case ExactRole:
        return exact;
    case OutcomeRole:
        return line.outcome;
    default:
        return {};
    }
}

QVariant OddsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == OutcomeColumn)
        return singleField() ? OutcomeLabels::label(m_field, m_procedureId) : tr("Outcome");
    if (section == ChanceColumn)
        return tr("Chance");
    return {};
}

QHash<int, QByteArray> OddsModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(ProbabilityRole, "probability");
    names.insert(ExactRole, "exact");
    names.insert(OutcomeRole, "outcome");
    return names;
}

} // namespace Reeve
