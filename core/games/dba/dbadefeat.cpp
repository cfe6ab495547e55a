#include "dbadefeat.h"

#include <QCoreApplication>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaDefeat", text);
}

DbaDefeat::Side sideOf(const QStringList &before, const QStringList &after)
{
    DbaDefeat::Side s;
    s.ee = DbaDefeat::elementEquivalents(before);
    s.lostEe = qMax(0.0, s.ee - DbaDefeat::elementEquivalents(after));
    // In half EE, so a third is compared exactly: lost × 3 ≥ total.
    s.third = s.ee > 0 && qRound(s.lostEe * 2) * 3 >= qRound(s.ee * 2);
    return s;
}

QString describe(const QString &who, const DbaDefeat::Side &s)
{
    return tr("%1 lost %2 of %3 EE (%4%)%5")
            .arg(who, QString::number(s.lostEe), QString::number(s.ee),
                 QString::number(qRound(s.share() * 1000) / 10.0),
                 s.third ? tr(", a third or more") : tr(", less than a third"));
}

} // namespace

double DbaDefeat::elementEquivalents(const QStringList &elements)
{
    double ee = 0;
    for (const QString &code : elements) {
        const QString type = code.trimmed().toLower().section(u'/', 0, 0);
        ee += (type == u"ps"_s || type == u"hd"_s) ? 0.5 : 1.0;
    }
    return ee;
}

DbaDefeat::Judgement DbaDefeat::judge(const QStringList &attackerBefore, const QStringList &attackerAfter,
                                      const QStringList &defenderBefore, const QStringList &defenderAfter)
{
    Judgement j;
    j.attacker = sideOf(attackerBefore, attackerAfter);
    j.defender = sideOf(defenderBefore, defenderAfter);
    QString verdict;
    if (j.attacker.third && j.defender.third) {
        j.gapReading = true;
        // Compared exactly: lostA / eeA against lostD / eeD.
        const double a = j.attacker.lostEe * j.defender.ee;
        const double d = j.defender.lostEe * j.attacker.ee;
        j.defeated = a > d ? u"attacker"_s : d > a ? u"defender"_s : QString();
        verdict = j.defeated.isEmpty()
                          ? tr("both lost a third and the same share: nobody is defeated (Reeve's reading; "
                               "the text "
                               "does not say)")
                          : tr("both lost a third: the %1, with the larger share lost, is defeated (Reeve's "
                               "reading; "
                               "the text does not say)")
                                    .arg(j.defeated == u"attacker"_s ? tr("attacker") : tr("defender"));
    } else if (j.attacker.third || j.defender.third) {
        j.defeated = j.attacker.third ? u"attacker"_s : u"defender"_s;
        verdict = tr("the %1 is defeated").arg(j.attacker.third ? tr("attacker") : tr("defender"));
    } else {
        j.gapReading = true;
        verdict = tr("neither lost a third: nobody is defeated (Reeve's reading; the text does not say)");
    }
    j.text = tr("%1; %2; %3 (DBA campaign, ARMY COMPOSITION: defeat is the loss of a third of the EE, psiloi "
                "and "
                "hordes half an EE, after losses are rounded up to whole elements)")
                     .arg(describe(tr("the attacker"), j.attacker), describe(tr("the defender"), j.defender),
                          verdict);
    return j;
}

QJsonObject DbaDefeat::Judgement::toJson() const
{
    return {{u"defeated"_s, defeated},
            {u"attacker_ee"_s, attacker.ee},
            {u"attacker_ee_lost"_s, attacker.lostEe},
            {u"defender_ee"_s, defender.ee},
            {u"defender_ee_lost"_s, defender.lostEe},
            {u"reading"_s, gapReading ? u"gap"_s : u"text"_s},
            {u"defeat_working"_s, text}};
}

} // namespace Reeve
