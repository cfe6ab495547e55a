#pragma once

#include <QHash>
#include <QMap>
#include <QSet>
#include <QStringList>

namespace Reeve {

/**
 * The words after "reeve-cli COMMAND": positional words, --options (with or
 * without a value), and name=value parameters. A command declares which
 * options take a value; anything else unknown is refused with exit 2.
 */
class CliArgs
{
public:
    CliArgs(const QStringList &words, const QSet<QString> &valueOptions, const QSet<QString> &flagOptions);

    const QStringList &positional() const { return m_positional; }
    QString positional(int index, const QString &what) const; ///< throws badInput naming \a what when absent
    bool flag(const QString &name) const { return m_flags.contains(name); }
    bool has(const QString &name) const { return m_values.contains(name); }
    QString value(const QString &name, const QString &fallback = QString()) const;
    QStringList values(const QString &name) const { return m_values.values(name); }
    bool json() const { return flag(QStringLiteral("json")); }
    /// The name=value words among the positional ones from \a from on (names lower-cased).
    QMap<QString, QString> pairs(int from = 0) const;
    /// \a text as a whole number from 0; throws badInput naming \a what otherwise.
    static int wholeNumber(const QString &text, const QString &what);

private:
    QStringList m_positional;
    QSet<QString> m_flags;
    QMultiHash<QString, QString> m_values;
};

} // namespace Reeve
