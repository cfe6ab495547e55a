#include "stepspec.h"

#include <QCoreApplication>

namespace Reeve {

using namespace Qt::StringLiterals;

StepSpec StepSpec::make(const QString &game, const char *context, const QString &id, const char *title,
                        const char *summary, const QStringList &rules)
{
    StepSpec s;
    s.game = game;
    s.context = context;
    s.id = id;
    s.title = title;
    s.summary = summary;
    s.rules = rules;
    return s;
}

const StepField *StepSpec::field(const QString &name) const
{
    for (const StepField &f : fields) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

QString StepSpec::translatedTitle() const
{
    return QCoreApplication::translate(context, title);
}

QJsonObject StepSpec::describe() const
{
    const auto tr = [this](const char *text) { return QCoreApplication::translate(context, text); };
    QJsonArray fieldList;
    for (const StepField &f : fields) {
        QJsonObject o{{u"name"_s, f.name},
                      {u"type"_s, f.typeName()},
                      {u"required"_s, f.required},
                      {u"default"_s, f.defaultValue.isUndefined() ? QJsonValue() : f.defaultValue},
                      {u"label"_s, tr(f.label)},
                      {u"help"_s, tr(f.help)}};
        if (!f.choices.isEmpty())
            o.insert(u"choices"_s, QJsonArray::fromStringList(f.choices));
        if (!f.locationKinds.isEmpty())
            o.insert(u"location_kinds"_s, QJsonArray::fromStringList(f.locationKinds));
        if (f.minimum)
            o.insert(u"minimum"_s, *f.minimum);
        if (f.maximum)
            o.insert(u"maximum"_s, *f.maximum);
        fieldList.append(o);
    }
    QJsonArray diceList;
    for (const StepDice &d : dice) {
        QJsonObject o{{u"name"_s, d.name}, {u"dice"_s, d.dice}, {u"help"_s, tr(d.help)}};
        if (d.perUnit)
            o.insert(u"per_unit"_s, true);
        diceList.append(o);
    }
    return {{u"id"_s, id},
            {u"game"_s, game},
            {u"title"_s, translatedTitle()},
            {u"summary"_s, tr(summary)},
            {u"fields"_s, fieldList},
            {u"dice"_s, diceList},
            {u"rules"_s, QJsonArray::fromStringList(rules)},
            {u"examples"_s, QJsonArray::fromStringList(examples)},
            {u"audiences"_s, StepShare::describe(shares)}};
}

} // namespace Reeve
