#pragma once

#include <QAbstractTableModel>

#include "procedures/oddscalculator.h"

namespace Reeve {

/**
 * The odds of each outcome of a procedure, one row per outcome: the outcome's
 * fields and its chance in percent. When every outcome is a single number the
 * rows run in ascending order of it (a distribution reads best that way);
 * otherwise the most likely outcome comes first.
 */
class OddsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { OutcomeColumn, ChanceColumn, ColumnCount };
    enum Roles {
        ProbabilityRole = Qt::UserRole + 1, ///< double, 0..1
        ExactRole,                          ///< the exact fraction as text ("1/6"), empty when simulated
        OutcomeRole,                        ///< the grouped outcome as a QJsonObject
    };

    explicit OddsModel(QObject *parent = nullptr);

    void setResult(const OddsCalculator::Result &result);
    /// The procedure whose odds are shown: its fields are headed by their labels (OutcomeLabels).
    void setProcedureId(const QString &procedureId) { m_procedureId = procedureId; }
    void clear();
    const OddsCalculator::Result &result() const { return m_result; }
    bool isEmpty() const { return m_result.lines.isEmpty(); }
    /// The row whose outcome has \a field equal to \a value, or -1.
    int rowOf(const QString &field, const QJsonValue &value) const;
    /// "16.67%" (or "<0.01%" for a tiny non-zero chance).
    static QString percent(double probability);
    /// "Total 7", "Happens yes", or "7" when the outcome has one field and \a bare is true; the
    /// fields by their labels in \a procedureId's outcome.
    static QString outcomeText(const QJsonObject &outcome, bool bare, const QString &procedureId = QString());

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    bool singleField() const;

    OddsCalculator::Result m_result;
    QString m_field; ///< the one outcome field, when there is exactly one
    QString m_procedureId;
};

} // namespace Reeve
