#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

class Campaign;

/**
 * Records, amends and withdraws rulings, each as one public, undoable action
 * (kind "ruling.add", "ruling.amend", "ruling.remove") so rulings appear in the
 * turn log and in every report of their period.
 */
class RulingsEditor
{
public:
    explicit RulingsEditor(Campaign &campaign);

    /// Returns the new ruling's id. Question and decision are required; the game time is the clock's.
    qint64 add(const QString &question, const QString &decision, const QStringList &ruleRefs);
    /// Replaces question, decision and references of ruling \a id; returns the action's seq.
    qint64 amend(qint64 id, const QString &question, const QString &decision, const QStringList &ruleRefs);
    /// Withdraws ruling \a id (undo brings it back); returns the action's seq.
    qint64 remove(qint64 id);

    /// "1066 §15.16, §8.4" → {"1066 §15.16", "§8.4"} (commas or semicolons; blanks dropped).
    static QStringList parseRefs(const QString &text);

private:
    Campaign &m_campaign;
};

} // namespace Reeve
