#pragma once

#include <functional>

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include "steps/stepspec.h"

class QFormLayout;

namespace Reeve {

class Campaign;
struct Location;
struct Unit;

/**
 * The inputs of one registered step, built from its fields (docs/ARCHITECTURE.md, "Steps"): a
 * side, unit or location is a combo box filled from the campaign (a list of them a checkable
 * list), a number a spin box with the field's range, a boolean a check box (three-state when the
 * field may be left out), a choice a combo box, text a line edit, a list of text one line of
 * comma-separated codes, an object one line of JSON. Labels, tooltips and What's This come from
 * the field's label and help, translated in the step's context. values() gives the raw field
 * values StepRunner validates; an input left empty leaves its field out.
 */
class StepInputs : public QWidget
{
    Q_OBJECT
public:
    explicit StepInputs(QWidget *parent = nullptr);

    /// Builds the inputs of \a spec (none when null), their pickers filled from \a campaign; the
    /// fields named in \a leftOut get no input (a form that asks for them its own way).
    void setStep(const StepSpec *spec, Campaign *campaign, const QStringList &leftOut = {});
    /// Refills the pickers from the campaign, keeping what is chosen where it is still offered.
    void refill();
    /// How a unit picker names a unit (a face-down one as its viewer may see it); empty: the
    /// unit's name, or its type and number.
    using UnitLabel = std::function<QString(const Unit &)>;
    void setUnitLabel(UnitLabel label) { m_unitLabel = std::move(label); }
    /// Which locations a location picker offers (a game's board places, not its boxes); empty: all.
    using LocationFilter = std::function<bool(const Location &)>;
    void setLocationFilter(LocationFilter filter) { m_locationFilter = std::move(filter); }
    /// Which units a unit picker offers first, above a separator (the dock's own sense of it: the
    /// battle square's units); the rest follow. Besides it, a unit of the side chosen in the step's
    /// side field, or at the place chosen in a location field it moves from, comes first.
    using UnitPreferred = std::function<bool(const Unit &)>;
    void setUnitPreferred(UnitPreferred preferred) { m_unitPreferred = std::move(preferred); }

    int count() const { return int(m_order.size()); }
    /// The input of field \a name (nullptr when the step has none).
    QWidget *input(const QString &name) const { return m_inputs.value(name); }
    /// The form's words for a field: its translated label, or its name in plain words.
    QString labelOf(const StepField &field) const;

    /// \a text (a refusal, worded for the command line) in the form's words: each of the step's field
    /// ids it names ("defender_fights", leader_at=HEX, large_town=true, setup_order=any) becomes the
    /// field's quoted label ("yes"/"no" and choice values in plain words too), and a step id its title.
    /// Only the window reads it so; the command line keeps the ids.
    QString inFormWords(const QString &text) const;

    /// Sets field \a name as a user would: a picker's shown text or value, a number, "true"/"false"/""
    /// (a three-state box left unset), ticked names separated by "|", or text. False when impossible.
    bool setValue(const QString &name, const QString &value);
    /// The raw values of every input that holds one.
    QJsonObject values() const;
    /// The units the filled-in single-unit fields name (a per-unit roll has a dice line for each).
    QStringList unitsNamed() const;

    /// Puts each label of \a rows above its field when the fields beside the labels would have less than
    /// \a fieldWidth of \a width (a narrow pane, long labels), else beside it.
    static void placeLabels(QFormLayout *rows, int width, int fieldWidth);
    /// The least width a field keeps beside its label: about twenty characters.
    int fieldWidth() const;

signals:
    /// A value changed (a unit picked, a box ticked...).
    void edited();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QWidget *makeInput(const StepField &field);
    QWidget *makeNumber(const StepField &field);
    QWidget *makeChoice(const StepField &field);
    void fillPicker(const StepField &field, QWidget *input);
    /// The campaign's (shown text, value) pairs for a side, unit or location field.
    /// The campaign's entities of \a type a picker offers; locations of \a kinds only, when given.
    QList<QPair<QString, QString>> entities(StepField::Type type, const QStringList &kinds = {}) const;
    /// The campaign's units as a unit picker offers them: those that make sense for the step as filled in
    /// so far first (\a preferred of them), then the others.
    QList<QPair<QString, QString>> units(int &preferred) const;
    /// Whether unit \a u is one the step's other fields point at (the side or place chosen), or the dock's.
    bool isPreferred(const Unit &u, const QHash<qint64, QString> &sideNames, const QJsonObject &raw) const;
    /// Refills the unit pickers after a side or a place was chosen.
    void refillUnits();
    QJsonValue valueOf(const StepField &field, const QWidget *input) const;
    QString tr2(const char *text) const;

    const StepSpec *m_spec = nullptr;
    QPointer<Campaign> m_campaign;
    QFormLayout *m_layout;
    QHash<QString, QWidget *> m_inputs;
    QStringList m_order;
    UnitLabel m_unitLabel;
    LocationFilter m_locationFilter;
    UnitPreferred m_unitPreferred;
};

} // namespace Reeve
