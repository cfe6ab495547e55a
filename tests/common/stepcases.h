#pragma once

// Shared by the games' step-case tests (tst_charlemagne_steps, tst_britain_steps): a scenario campaign
// copied fresh for each case, set-up steps (and test figures) run before it, and the two checks every
// step gets — refused with the log and the state exactly as before, or applied and taken back by one
// undo. The descriptions and examples of every game's steps are tests/steps/tst_steps'.

#include <memory>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "log/actionlog.h"
#include "log/replayer.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/steprunner.h"
#include "storage/database.h"

namespace ReeveTest {

inline QJsonObject obj(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

inline QJsonArray arr(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).array();
}

/// The state without the dice counter: undo appends the inverse ops and never rewinds the counter, so a
/// step rolled by Reeve and undone leaves it one on (the same dice are not dealt twice).
inline QString stateWithoutCounter(Reeve::Database &db)
{
    static const QRegularExpression counter(QStringLiteral(R"(\n\{"key":"rng_counter","value":"?\d+"?\})"));
    return Reeve::Replayer::dumpState(db).remove(counter);
}

/// A scenario campaign per case, and the checks on a step given as a steps-file object.
class StepCases
{
public:
    /// Builds the template campaign of \a game's \a scenario once.
    void prepare(const QString &game, const QString &scenario)
    {
        auto c = Reeve::Campaign::create(m_dir.filePath(QStringLiteral("template.reeve")), game, scenario);
        Reeve::ScenarioSetup(*c).apply(Reeve::ScenarioCatalog::find(game, scenario));
    }
    /// A fresh copy of the template, named after \a name.
    QString fresh(const QString &name)
    {
        const QString path = m_dir.filePath(QStringLiteral("%1-%2.reeve").arg(name).arg(++m_copies));
        QFile::copy(m_dir.filePath(QStringLiteral("template.reeve")), path);
        return path;
    }
    QString folder(const QString &name) const { return m_dir.filePath(name); }

    /// Runs set-up steps (and {"table", "row", "column", "value"} test figures); the first refusal's words.
    static QString setUp(Reeve::Campaign &c, const QJsonArray &steps)
    {
        Reeve::StepRunner runner(c);
        for (const QJsonValue &v : steps) {
            const QJsonObject o = v.toObject();
            if (o.contains(QStringLiteral("table"))) {
                Reeve::CampaignTables::setCell(c, o.value(QStringLiteral("table")).toString(),
                                               o.value(QStringLiteral("row")).toString(),
                                               o.value(QStringLiteral("column")).toString(),
                                               o.value(QStringLiteral("value")));
                continue;
            }
            const Reeve::StepResult r = runner.runObject(o, QStringLiteral("step"),
                                                         Reeve::StepRunner::Mode::Apply);
            if (r.refused())
                return QStringLiteral("set-up refused: ") + r.refusals.first().message;
        }
        return {};
    }
    /// Empty when \a step is refused saying \a says (in its message or rule) and writes nothing.
    static QString refusalProblem(Reeve::Campaign &c, const QJsonObject &step, const QString &says)
    {
        const QString before = Reeve::Replayer::dumpState(c.database());
        const qint64 last = c.log().lastSeq();
        const Reeve::StepResult r = Reeve::StepRunner(c).runObject(step, QStringLiteral("step"),
                                                                   Reeve::StepRunner::Mode::Apply);
        if (!r.refused())
            return QStringLiteral("not refused");
        const Reeve::StepRefusal &first = r.refusals.first();
        if (!first.message.contains(says) && !first.rule.contains(says))
            return first.message + QStringLiteral(" / ") + first.rule;
        if (r.seq != 0 || c.log().lastSeq() != last)
            return QStringLiteral("the refused step wrote to the log");
        if (Reeve::Replayer::dumpState(c.database()) != before)
            return QStringLiteral("the refused step changed the state");
        return {};
    }
    /// Empty when \a step applies as one action that one undo takes back whole.
    static QString undoProblem(Reeve::Campaign &c, const QJsonObject &step)
    {
        const QString before = stateWithoutCounter(c.database());
        const qint64 last = c.log().lastSeq();
        const Reeve::StepResult r = Reeve::StepRunner(c).runObject(step, QStringLiteral("step"),
                                                                   Reeve::StepRunner::Mode::Apply);
        if (r.refused())
            return r.refusals.first().message;
        if (r.seq <= last)
            return QStringLiteral("nothing undoable was written");
        c.log().undo(); // one undo takes the whole step back
        if (stateWithoutCounter(c.database()) != before)
            return QStringLiteral("one undo did not restore the state");
        return {};
    }

private:
    QTemporaryDir m_dir;
    int m_copies = 0;
};

} // namespace ReeveTest
