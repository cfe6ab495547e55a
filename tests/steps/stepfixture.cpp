#include "stepfixture.h"

#include <QFile>
#include <QProcess>

#include "campaign/campaign.h"
#include "log/actionlog.h"
#include "log/replayer.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace ReeveTest {

const QList<QStringList> &StepFixture::games()
{
    static const QList<QStringList> list{
            {u"1066"_s, u"--scenario"_s, u"1066"_s, u"--sides"_s, u"Normans,Anglo-Saxons,Vikings"_s},
            {u"dba"_s, u"--scenario"_s, u"1066"_s, u"--sides"_s, u"S. England,Norway,Normandy"_s},
            {u"sas"_s, u"--scenario"_s, u"west-4"_s},
            {u"charlemagne"_s, u"--scenario"_s, u"771"_s},
            {u"britain"_s, u"--scenario"_s, u"440"_s},
    };
    return list;
}

bool StepFixture::makeTemplates(QString *error)
{
    for (const QStringList &g : games()) {
        const QString file = m_dir.filePath(u"template-%1.reeve"_s.arg(g.first()));
        const CliRun made = cli(QStringList{u"new"_s, g.first(), file} + g.mid(1));
        if (made.code != 0) {
            *error = QString::fromUtf8(made.err);
            return false;
        }
        m_template.insert(g.first(), file);
    }
    return true;
}

QString StepFixture::freshCampaign(const QString &game, const QString &name) const
{
    const QString file = m_dir.filePath(game + u"-"_s + name + u".reeve"_s);
    QFile::remove(file);
    QFile::copy(m_template.value(game), file);
    return file;
}

CliRun StepFixture::shell(QString line, const QString &file) const
{
    line.replace(u"reeve-cli "_s, u"'"_s + QString::fromUtf8(REEVE_CLI) + u"' "_s);
    line.replace(u" FILE "_s, u" '"_s + file + u"' "_s);
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
    process.setProcessEnvironment(env);
    process.start(u"/bin/sh"_s, {u"-c"_s, line});
    process.waitForFinished(60000);
    return CliRun{process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QString StepFixture::state(const QString &file)
{
    auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
    QStringList lines = Replayer::dumpState(campaign->database()).split(u'\n');
    lines.removeIf([](const QString &l) { return l.contains(u"rng_counter"_s); });
    return lines.join(u'\n');
}

qint64 StepFixture::lastSeq(const QString &file)
{
    return Campaign::open(file, CampaignFile::Access::ReadOnly)->log().lastSeq();
}

QString StepFixture::difference(const QString &before, const QString &now)
{
    const QStringList a = before.split(u'\n'), b = now.split(u'\n');
    QStringList out;
    for (const QString &l : b)
        if (!a.contains(l))
            out << u"+ "_s + l;
    for (const QString &l : a)
        if (!b.contains(l))
            out << u"- "_s + l;
    return out.join(u'\n');
}

} // namespace ReeveTest
