#include "workingprinter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "clioutput.h"
#include "log/action.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedureresult.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// A procedure's result as an action keeps it (ProcedureResult::toJson, in data or data.working).
ProcedureResult resultOf(const QJsonObject &data)
{
    return ProcedureResult::fromJson(data);
}

/// The working under an adjudicated action, indented, in the lines reeve-cli resolve prints: the
/// procedure's title, its dice, each explanation step with its rule and the outcome.
void printWorking(const Action &action)
{
    const QJsonObject data = action.payload().value(u"data"_s).toObject();
    QList<ProcedureResult> results;
    if (data.contains(u"explanation"_s))
        results << resultOf(data);
    QStringList purposes{QString()};
    for (const QJsonValue &w : data.value(u"working"_s).toArray()) {
        results << resultOf(w.toObject());
        purposes << w.toObject().value(u"for"_s).toString();
    }
    if (!data.contains(u"explanation"_s))
        purposes.removeFirst();
    for (qsizetype i = 0; i < results.size(); ++i) {
        const ProcedureResult &r = results.at(i);
        // The one procedure of an action whose line already starts with its title: no heading again.
        const bool titled = results.size() == 1 && purposes.at(i).isEmpty() && !r.title.isEmpty()
                            && action.publicText.startsWith(r.title);
        if (!titled)
            CliOutput::line(
                    u"    "_s
                    + (purposes.at(i).isEmpty() ? r.title : tr("%1 — for %2").arg(r.title, purposes.at(i))));
        if (r.diceSource == u"none"_s) {
            CliOutput::line(u"    "_s + tr("Dice: none (worked out)"));
        } else {
            QStringList faces;
            for (const DieDraw &d : r.dice)
                faces << u"%1 (d%2, %3)"_s.arg(d.face).arg(d.sides).arg(d.label);
            CliOutput::line(
                    u"    "_s
                    + tr("Dice (%1): %2")
                              .arg(r.diceSourceText(), faces.isEmpty() ? tr("none") : faces.join(u"; "_s)));
        }
        for (const ExplanationStep &step : r.explanation)
            CliOutput::line(u"      - "_s + step.toLine());
        // A resolved procedure's own action already reads as its summary (and then what it changed):
        // not twice.
        if (!action.publicText.startsWith(r.summary()) && !action.privateText.startsWith(r.summary()))
            CliOutput::line(u"    "_s + r.summary());
    }
}

} // namespace

void WorkingPrinter::print(const Action &action)
{
    printWorking(action);
}

} // namespace Reeve
