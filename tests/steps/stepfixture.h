#pragma once

// The campaigns the step tests run on: one scenario campaign per game, copied fresh for each case,
// and the example lines of describe-step run as a shell runs them (FILE and reeve-cli filled in).

#include <QList>
#include <QMap>
#include <QStringList>
#include <QTemporaryDir>

#include "common/clirun.h"

namespace ReeveTest {

class StepFixture
{
public:
    /// The games covered, each with the `new` arguments of the scenario its examples run on.
    static const QList<QStringList> &games();

    /// Makes one template campaign per game; false (with \a error) when `new` fails.
    bool makeTemplates(QString *error);
    CliRun cli(const QStringList &args) const { return runCli(args, QStringLiteral("reeve-steps")); }
    /// Runs one example line through /bin/sh with FILE and reeve-cli filled in.
    CliRun shell(QString line, const QString &file) const;
    /// A copy of \a game's template campaign named after \a name.
    QString freshCampaign(const QString &game, const QString &name) const;
    /// The state tables without the dice counter, which undo never takes back.
    static QString state(const QString &file);
    /// The newest action's number.
    static qint64 lastSeq(const QString &file);
    /// The lines of \a now not in \a before and the other way round, for a failure message.
    static QString difference(const QString &before, const QString &now);
    QString path(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
    QMap<QString, QString> m_template;
};

} // namespace ReeveTest
