#pragma once

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QWidget>

class QComboBox;
class QLabel;

namespace Reeve {

/**
 * The order a DBA step carries out, chosen among the season's opened orders (DBA campaign, SUMMARY:
 * each order's fate is recorded for its nation). The registered steps take it as an object field
 * ({"side", "number"}); the desk shows this picker in the step form instead of a line of JSON and
 * hands the choice to the form (DbaDeskPanel). "(none named)" leaves the field out.
 */
class DbaOrderPicker : public QWidget
{
    Q_OBJECT
public:
    explicit DbaOrderPicker(QWidget *parent = nullptr);

    /// The opened orders: the text shown and {"side", "number"} for each. Keeps the one chosen
    /// while it is still offered.
    void setOrders(const QList<QPair<QString, QJsonObject>> &orders);
    /// The step must name an order (an order not carried out): the label says so.
    void setRequired(bool required);
    /// Chooses the order of \a side numbered \a number (0: none); false when it is not offered.
    bool choose(const QString &side, int number);
    /// The order chosen ({"side", "number"}), or an empty object for none.
    QJsonObject order() const;
    /// The order as the step's field takes it: compact JSON, or "" for none.
    QString fieldText() const;
    QComboBox *combo() const { return m_combo; }

signals:
    /// Another order (or none) was chosen.
    void chosen();

private:
    QLabel *m_label;
    QComboBox *m_combo;
};

} // namespace Reeve
