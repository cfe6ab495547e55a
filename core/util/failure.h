#pragma once

#include <QJsonObject>
#include <QString>

#include <exception>

namespace Reeve {

/**
 * The one error type core code throws. Its kind maps one to one onto the
 * reeve-cli exit codes (see app/cli), so a failure deep in a procedure reaches
 * the user with the right code and a message that says how to fix it.
 */
class Failure : public std::exception
{
public:
    enum class Kind {
        Internal = 1,      ///< a bug or an I/O fault: exit 1
        BadInput = 2,      ///< the user gave something wrong: exit 2
        MissingFigure = 3, ///< a rule figure is marked missing: exit 3
        Verification = 4,  ///< a hash chain or a roll did not verify: exit 4
    };

    Failure(Kind kind, QString message, QJsonObject detail = {});

    Kind kind() const { return m_kind; }
    int exitCode() const { return static_cast<int>(m_kind); }
    const QString &message() const { return m_message; }
    /// Machine-readable detail, e.g. {"kind":"missing-figure","table":...,"cell":...}.
    const QJsonObject &detail() const { return m_detail; }
    const char *what() const noexcept override { return m_utf8.constData(); }

    static Failure badInput(const QString &message, const QJsonObject &detail = {});
    static Failure internal(const QString &message);
    static Failure missingFigure(const QString &table, const QString &cell, const QString &message);
    static Failure verification(const QString &message, const QJsonObject &detail = {});

private:
    Kind m_kind;
    QString m_message;
    QJsonObject m_detail;
    QByteArray m_utf8;
};

} // namespace Reeve
