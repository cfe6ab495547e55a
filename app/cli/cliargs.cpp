#include "cliargs.h"

#include <QCoreApplication>

#include "campaign/campaignreader.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

CliArgs::CliArgs(const QStringList &words, const QSet<QString> &valueOptions, const QSet<QString> &flagOptions)
{
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &word = words.at(i);
        if (!word.startsWith(u"--"_s) || word == u"--"_s) {
            m_positional << word;
            continue;
        }
        QString name = word.mid(2);
        QString inlineValue;
        const qsizetype eq = name.indexOf(u'=');
        if (eq >= 0) {
            inlineValue = name.mid(eq + 1);
            name = name.left(eq);
        }
        if (valueOptions.contains(name)) {
            if (eq >= 0) {
                m_values.insert(name, inlineValue);
            } else if (i + 1 < words.size()) {
                m_values.insert(name, words.at(++i));
            } else {
                throw Failure::badInput(
                    QCoreApplication::translate("Reeve::Cli", "--%1 needs a value.").arg(name));
            }
        } else if (flagOptions.contains(name) && eq < 0) {
            m_flags.insert(name);
        } else {
            QStringList known;
            for (const QString &o : valueOptions + flagOptions)
                known << u"--"_s + o;
            known.sort();
            throw Failure::badInput(QCoreApplication::translate("Reeve::Cli", "Unknown option --%1 here; "
                                                                              "this command takes: %2.")
                                        .arg(name, known.isEmpty() ? u"no options"_s : known.join(u", "_s)));
        }
    }
}

QString CliArgs::positional(int index, const QString &what) const
{
    if (index >= m_positional.size())
        throw Failure::badInput(QCoreApplication::translate("Reeve::Cli", "Missing %1.").arg(what));
    return m_positional.at(index);
}

QString CliArgs::value(const QString &name, const QString &fallback) const
{
    return m_values.contains(name) ? m_values.value(name) : fallback;
}

QMap<QString, QString> CliArgs::pairs(int from) const
{
    QMap<QString, QString> map;
    for (const QString &word : m_positional.mid(from)) {
        const qsizetype eq = word.indexOf(u'=');
        if (eq > 0)
            map.insert(word.left(eq).toLower(), word.mid(eq + 1));
    }
    return map;
}

int CliArgs::wholeNumber(const QString &text, const QString &what)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < 0)
        throw Failure::badInput(QCoreApplication::translate("Reeve::Cli", "%1 must be a whole number from 0 (got \"%2\").")
                                        .arg(what, text));
    return n;
}

} // namespace Reeve
