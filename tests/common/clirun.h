#pragma once

// The real reeve-cli binary, run as scripts outside the project run it. Tests that
// use it get REEVE_CLI (its path) from their CMakeLists.txt.

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace ReeveTest {

/// What one run of reeve-cli gave: its exit code, standard output and standard error.
struct CliRun
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    /// The "outcome" object of a `resolve ... --json` answer.
    QJsonObject outcome() const { return json().value(QStringLiteral("outcome")).toObject(); }
};

/// Runs reeve-cli with @p args. Its data folder (recent files, demo) is @p dataDir
/// under the temporary directory, so a test never touches the user's own files.
inline CliRun runCli(const QStringList &args, const QString &dataDir)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), QDir::tempPath() + QLatin1Char('/') + dataDir);
    process.setProcessEnvironment(env);
    process.start(QString::fromUtf8(REEVE_CLI), args);
    process.waitForFinished(60000);
    return CliRun{process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

/// The words of a shell line as /bin/sh splits them (quotes and backslashes; no expansions).
inline QStringList shellWords(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else if (c == u'\\' && quote == u'"' && i + 1 < line.size())
                word += line.at(++i);
            else
                word += c;
        } else if (c == u'\'' || c == u'"') {
            quote = c;
            inWord = true;
        } else if (c == u'\\' && i + 1 < line.size()) {
            word += line.at(++i);
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

} // namespace ReeveTest
