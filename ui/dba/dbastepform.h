#pragma once

#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QStringList>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace Reeve {

class Campaign;
class StepInputs;
struct DbaStepKind;

/** What the desk's combos offer: the campaign's forces, provinces, nations and opened orders. */
struct DbaDeskChoices
{
    QStringList armies; ///< land armies
    QStringList fleets;
    QStringList provinces;
    QStringList nations;
    /// Opened or revealed orders: the combo's text, and {"side", "number"} for each.
    QList<QPair<QString, QJsonObject>> orders;
};

/**
 * The form of one umpire's step: choose the kind and the registered step's inputs appear
 * (StepInputs, the generic step form's inputs: pickers filled from the campaign, number boxes,
 * ticks, lists and text lines), with the order the step carries out and a dice line per named
 * roll. step() turns the form into the JSON step DbaUmpire::apply reads.
 */
class DbaStepForm : public QWidget
{
    Q_OBJECT
public:
    explicit DbaStepForm(QWidget *parent = nullptr);

    QString kind() const;
    /// Shows the fields of step kind \a id ("move", "sea-move", ...); false when unknown.
    bool setKind(const QString &id);
    /// The campaign the pickers are filled from (nullptr while the desk is closed).
    void setCampaign(Campaign *campaign);
    /// Refills the combos and lists, keeping what is chosen where it is still there.
    void setChoices(const DbaDeskChoices &choices);

    /// Sets a field of the current kind as a user would: a combo's text, a number, "true"/"false",
    /// a list's ticked names separated by "|", or text. False when there is no such field or value.
    bool setValue(const QString &key, const QString &value);
    /// Chooses the order the step carries out by its nation and number (0: none).
    bool setOrder(const QString &side, int number);
    /// Types the faces of a roll (\a roll: "" for a step with one roll, else its name or the army's).
    bool setDice(const QString &roll, const QString &faces);
    /// After a step went through: empties the dice lines and names no order, so the next step
    /// cannot record a fate on the last one's order by accident.
    void clearAfterStep();

    /// The step as JSON; with \a entered the dice typed are added (throws badInput when one is
    /// required and none typed, or on a malformed line); without, Reeve rolls.
    QJsonObject step(bool entered) const;

signals:
    void kindChanged(const QString &id);
    /// Enter was pressed in a dice line: the umpire wants the step carried out on the dice typed.
    void diceEntered();

private:
    void rebuild();
    QJsonValue diceValue() const;
    void rebuildDice();

    QComboBox *m_kind;
    QLabel *m_summary;
    StepInputs *m_inputs;
    QPointer<Campaign> m_campaign;
    QComboBox *m_order;
    QLabel *m_orderLabel;
    QWidget *m_diceBox;
    QFormLayout *m_diceLayout = nullptr;
    QLabel *m_diceHint;
    DbaDeskChoices m_choices;
    QHash<QString, QLineEdit *> m_dice;  ///< roll name ("" for the only one) → its line
};

} // namespace Reeve
