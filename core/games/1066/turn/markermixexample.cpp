#include "markermixexample.h"

#include <QStringList>

namespace Reeve {

using namespace Qt::StringLiterals;

QString markerMixExample1066(const QMap<QString, int> &counts)
{
    // The kinds of the 1066 campaign marker pool (§8), in the order the examples name them.
    static const QStringList kinds{u"Assassin"_s,
                                   u"Attrition"_s,
                                   u"Charge"_s,
                                   u"Comet"_s,
                                   u"Defection"_s,
                                   u"Feigned Flight"_s,
                                   u"Forced March"_s,
                                   u"Gold Point"_s,
                                   u"Holy Roman Empire Intervenes"_s,
                                   u"Maneuver"_s,
                                   u"Oath of Fealty"_s,
                                   u"Papal Intervention"_s,
                                   u"Rally"_s,
                                   u"Rebellion"_s,
                                   u"Shield Wall"_s,
                                   u"Spy"_s,
                                   u"Storms"_s,
                                   u"Tostig"_s,
                                   u"Troops Demand More Pay"_s,
                                   u"Vassalage 1"_s,
                                   u"Vassalage 2"_s};
    QString line = u"reeve-cli container FILE compose"_s;
    for (const QString &kind : kinds) {
        const QString item = u"%1=%2"_s.arg(kind).arg(counts.value(kind));
        line += kind.contains(u' ') ? u" \""_s + item + u'"' : u' ' + item;
    }
    return line;
}

} // namespace Reeve
