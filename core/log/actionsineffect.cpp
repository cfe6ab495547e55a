#include "actionsineffect.h"

#include <QHash>

namespace Reeve {

using namespace Qt::StringLiterals;

QStringList ActionsInEffect::followedKinds()
{
    return {u"undo"_s, u"redo"_s, u"step"_s};
}

QSet<qint64> ActionsInEffect::follow(const std::map<qint64, LogEntry> &bySeq,
                                     const std::function<bool(const LogEntry &)> &ofInterest)
{
    QSet<qint64> active;
    QHash<qint64, qint64> firstOfStep; // a closing "step" entry -> the first entry of its step
    const auto range = [&](qint64 target) {
        const qint64 first = firstOfStep.value(target, target);
        return std::pair{bySeq.lower_bound(first), bySeq.upper_bound(target)};
    };
    for (const auto &[seq, entry] : bySeq) {
        if (entry.kind == u"step"_s && entry.refersTo > 0) {
            firstOfStep.insert(seq, entry.refersTo);
        } else if (entry.kind == u"undo"_s) {
            const auto [from, to] = range(entry.refersTo);
            for (auto it = from; it != to; ++it)
                active.remove(it->first);
        } else if (entry.kind == u"redo"_s) {
            const auto [from, to] = range(entry.refersTo);
            for (auto it = from; it != to; ++it) {
                if (ofInterest(it->second))
                    active.insert(it->first);
            }
        } else if (ofInterest(entry)) {
            active.insert(seq);
        }
    }
    return active;
}

} // namespace Reeve
