#include "dicecommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include "cliargs.h"
#include "clioutput.h"
#include "procedurecommands.h"
#include "procedures/procedureregistry.h"
#include "dice/diceexpression.h"
#include "dice/randomstream.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

QJsonValue number(const mpq_class &q)
{
    if (q.get_den() == 1)
        return QJsonValue(qint64(q.get_num().get_si()));
    return QJsonValue(q.get_d());
}

} // namespace

QByteArray DiceCommands::seedBytes(const QString &seedOption)
{
    return seedOption.isEmpty() ? RandomStream::newSeed() : seedOption.toUtf8();
}

int DiceCommands::roll(const QStringList &words)
{
    const CliArgs args(words, {u"seed"_s, u"count"_s}, {u"json"_s});
    const DiceExpression expr = DiceExpression::parse(args.positional(0, tr("a dice expression such as 2d6+1")));
    bool ok = true;
    const int count = args.value(u"count"_s, u"1"_s).toInt(&ok);
    if (!ok || count < 1 || count > 1000000)
        throw Failure::badInput(tr("--count takes a number of rolls from 1 to 1000000."));
    RandomStream stream(seedBytes(args.value(u"seed"_s)), 0);
    QJsonArray rolls;
    for (int i = 0; i < count; ++i) {
        const Roll roll = expr.roll(stream);
        QJsonArray dice;
        QStringList shown;
        for (int face : roll.faces) {
            dice.append(face);
            shown << QString::number(face);
        }
        if (args.json())
            rolls.append(QJsonObject{{u"dice"_s, dice}, {u"total"_s, number(roll.total())}});
        else
            CliOutput::line(u"%1\t[%2]"_s.arg(Distribution::decimal(roll.total()), shown.join(u", "_s)));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"expression"_s, expr.text()}, {u"rolls"_s, rolls}});
    return 0;
}

int DiceCommands::odds(const QStringList &words)
{
    // A procedure id (1066.attack, dice.chance...) asks for the odds of that procedure's outcomes.
    if (!words.isEmpty() && ProcedureRegistry::standard().contains(words.first()))
        return ProcedureCommands::odds(words);
    const CliArgs args(words, {}, {u"json"_s});
    const QString text = args.positional(0, tr("a dice expression such as 2d6+1, or a procedure id"));
    const DiceExpression expr = DiceExpression::parse(text);
    const Distribution distribution = expr.distribution();
    if (args.json()) {
        CliOutput::json(distribution.toJson(expr.text()));
        return 0;
    }
    CliOutput::line(tr("%1: mean %2").arg(expr.text(), Distribution::decimal(distribution.mean(), 4)));
    CliOutput::line(tr("value\tchance\tat least\tat most"));
    for (const Distribution::Entry &e : distribution.entries()) {
        CliOutput::line(u"%1\t%2%\t%3%\t%4%"_s.arg(Distribution::decimal(e.value),
                                                   Distribution::decimal(distribution.probability(e) * 100, 2),
                                                   Distribution::decimal(distribution.atLeast(e.value) * 100, 2),
                                                   Distribution::decimal(distribution.atMost(e.value) * 100, 2)));
    }
    return 0;
}

} // namespace Reeve
