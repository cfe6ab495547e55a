#pragma once

#include <QJsonObject>
#include <QString>

namespace Reeve {

/** One step of a procedure's working, in plain words, with the rule it applies. */
struct ExplanationStep
{
    QString text;
    QString ruleRef; ///< e.g. "1066 §15.8", "Charlemagne §16.6", "DBA campaign, Table 3"

    QJsonObject toJson() const
    {
        QJsonObject json{{QStringLiteral("text"), text}};
        if (!ruleRef.isEmpty())
            json.insert(QStringLiteral("rule"), ruleRef);
        return json;
    }
    /// "text (rule)" for plain output.
    QString toLine() const { return ruleRef.isEmpty() ? text : text + QStringLiteral(" (") + ruleRef + u')'; }
};

} // namespace Reeve
