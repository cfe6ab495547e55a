#include "dbasteps.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include "games/dba/dbastepkinds.h"
#include "games/dba/dbaumpire.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

using K = DbaFieldKind;
using T = StepField::Type;

StepField fieldOf(const DbaField &d)
{
    StepField f;
    f.name = d.key;
    f.label = d.label;
    f.help = d.tip;
    f.required = d.required;
    switch (d.kind) {
    case K::Army:
    case K::Fleet:
        f.type = T::Unit;
        break;
    case K::Province:
        f.type = T::Location;
        break;
    case K::Nation:
        f.type = T::Side;
        break;
    case K::Armies:
    case K::Fleets:
        f.type = T::List;
        f.itemType = T::Unit;
        break;
    case K::Provinces:
        f.type = T::List;
        f.itemType = T::Location;
        break;
    case K::Nations:
        f.type = T::List;
        f.itemType = T::Side;
        break;
    case K::Elements:
        f.type = T::List;
        f.itemType = T::Text;
        break;
    case K::Integer:
        f.type = T::Integer;
        f.minimum = d.minimum;
        f.maximum = d.maximum;
        f.defaultValue = d.value;
        break;
    case K::Optional:
        // The form's lowest value reads "unchanged"; on the command line the field is left out instead.
        f.type = T::Integer;
        f.minimum = d.minimum + 1;
        f.maximum = d.maximum;
        break;
    case K::Flag:
    case K::TriState:
        f.type = T::Boolean;
        break;
    case K::Text:
        f.type = T::Text;
        break;
    case K::Choice:
        f.type = T::Choice;
        for (const QString &c : d.choices) {
            if (!c.isEmpty())
                f.choices << c;
        }
        break;
    }
    return f;
}

QList<StepDice> diceOf(const DbaStepKind &kind)
{
    switch (kind.dice.mode) {
    case DbaDiceSpec::Mode::None:
        return {};
    case DbaDiceSpec::Mode::Faces:
        return {StepDice{u"dice"_s, u"d6"_s, kind.dice.hint}};
    case DbaDiceSpec::Mode::Named: {
        QList<StepDice> list;
        for (const QString &name : kind.dice.names)
            list << StepDice{name, name, kind.dice.hint};
        return list;
    }
    case DbaDiceSpec::Mode::PerArmy:
        return {StepDice{u"ARMY"_s, u"d10"_s, kind.dice.hint, true}};
    }
    return {};
}

/// The step as DbaUmpire reads it: its fields, "do", and the dice in the desk's JSON shape.
QJsonObject umpireStep(const DbaStepKind &kind, const QJsonObject &fields, const QJsonObject &dice)
{
    QJsonObject step = fields;
    step.insert(u"do"_s, kind.id);
    if (dice.isEmpty())
        return step;
    if (kind.dice.mode == DbaDiceSpec::Mode::Faces)
        step.insert(u"dice"_s, dice.value(u"dice"_s));
    else
        step.insert(u"dice"_s, dice);
    return step;
}

/// The example command lines of every step (resources/rules/dba/step-examples.json), "@name"
/// lines replaced by the set-up line of that name.
QJsonObject examples()
{
    QFile file(u":/rules/dba/step-examples.json"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList examplesOf(const QJsonObject &all, const QString &id)
{
    const QJsonObject setup = all.value(u"setup"_s).toObject();
    QStringList lines;
    for (const QJsonValue &v : all.value(u"steps"_s).toObject().value(id).toArray()) {
        const QString line = v.toString();
        lines << (line.startsWith(u'@') ? setup.value(line.mid(1)).toString() : line);
    }
    return lines;
}

StepSpec specOf(const DbaStepKind &kind, const QJsonObject &allExamples)
{
    StepSpec spec;
    spec.game = u"dba"_s;
    spec.id = kind.id;
    spec.context = "Reeve::DbaStepForm";
    spec.title = kind.title;
    spec.summary = kind.summary;
    spec.rules = {QString::fromUtf8(kind.rule)};
    for (const DbaField &f : kind.fields)
        spec.fields << fieldOf(f);
    if (kind.namesOrder) {
        StepField order;
        order.name = u"order"_s;
        order.type = T::Object;
        order.required = kind.orderRequired;
        order.label = QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Order carried out");
        order.help = QT_TRANSLATE_NOOP(
                "Reeve::DbaStepForm",
                "The written order the step carries out, as {\"side\": NATION, \"number\": N}: "
                "its fate is recorded for its nation.");
        spec.fields << order;
    }
    spec.dice = diceOf(kind);
    spec.examples = examplesOf(allExamples, kind.id);
    spec.apply = [id = kind.id](Campaign &campaign, const QJsonObject &fields, const QJsonObject &dice) {
        const DbaStepKind *k = dbaStepKind(id);
        const QJsonObject r = DbaUmpire(campaign).apply(umpireStep(*k, fields, dice));
        return StepOutcome{r.value(u"outcome"_s).toObject(), r.value(u"working"_s).toArray(), {}};
    };
    return spec;
}

} // namespace

void DbaSteps::registerAll(StepRegistry &registry)
{
    const QJsonObject allExamples = examples();
    for (const DbaStepKind &kind : dbaStepKinds())
        registry.add(specOf(kind, allExamples));
}

} // namespace Reeve
