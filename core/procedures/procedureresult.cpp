#include "procedureresult.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

#include "procedures/outcomelabels.h"
#include "procedures/procedureregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QJsonObject ProcedureResult::toJson() const
{
    QJsonArray faces, detail, steps;
    for (const DieDraw &d : dice) {
        faces.append(d.face);
        detail.append(QJsonObject{{u"sides"_s, d.sides}, {u"face"_s, d.face}, {u"label"_s, d.label}});
    }
    for (const ExplanationStep &s : explanation)
        steps.append(s.toJson());
    QJsonObject json{{u"procedure"_s, procedureId},
                     {u"inputs"_s, inputs},
                     {u"dice"_s, faces},
                     {u"dice_detail"_s, detail},
                     {u"dice_source"_s, diceSource},
                     {u"outcome"_s, outcome},
                     {u"explanation"_s, steps},
                     {u"rule_refs"_s, QJsonArray::fromStringList(ruleRefs)}};
    if (loggedAs)
        json.insert(u"logged_as"_s, loggedAs);
    return json;
}

ProcedureResult ProcedureResult::fromJson(const QJsonObject &json)
{
    ProcedureResult r;
    r.procedureId = json.value(u"procedure"_s).toString();
    r.title = ProcedureRegistry::standard().contains(r.procedureId)
                      ? ProcedureRegistry::standard().get(r.procedureId).title
                      : r.procedureId;
    r.inputs = json.value(u"inputs"_s).toObject();
    r.diceSource = json.value(u"dice_source"_s).toString();
    for (const QJsonValue &d : json.value(u"dice_detail"_s).toArray()) {
        const QJsonObject o = d.toObject();
        r.dice.append(DieDraw{o.value(u"sides"_s).toInt(6), o.value(u"face"_s).toInt(),
                              o.value(u"label"_s).toString()});
    }
    r.outcome = json.value(u"outcome"_s).toObject();
    for (const QJsonValue &e : json.value(u"explanation"_s).toArray())
        r.explanation.append(
                {e.toObject().value(u"text"_s).toString(), e.toObject().value(u"rule"_s).toString()});
    r.ruleRefs = json.value(u"rule_refs"_s).toVariant().toStringList();
    r.loggedAs = json.value(u"logged_as"_s).toInteger();
    return r;
}

QString ProcedureResult::diceSourceText() const
{
    if (diceSource == u"rolled"_s)
        return QCoreApplication::translate("Reeve::ProcedureResult", "rolled");
    if (diceSource == u"entered"_s)
        return QCoreApplication::translate("Reeve::ProcedureResult", "entered");
    return diceSource;
}

QString ProcedureResult::summary() const
{
    const QString fields = OutcomeLabels::outcomeText(outcome, procedureId);
    return fields.isEmpty()
                   ? title
                   : QCoreApplication::translate("Reeve::ProcedureResult", "%1 — %2").arg(title, fields);
}

} // namespace Reeve
