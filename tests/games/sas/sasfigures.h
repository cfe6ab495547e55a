// Whether a report or log shows a figure, for the Swords & Sails privacy scans. A plain contains()
// also finds the digits inside a log entry's wall time ("…:05.440Z") or a chain hash ("…a4409f…"),
// so a scan for a secret "440" failed now and then, at random; here a figure counts only when it
// stands alone, not touching a letter, a digit or a decimal point.
#pragma once

#include <QRegularExpression>
#include <QString>

namespace SasTest {

inline bool showsFigure(const QString &text, const QString &figure)
{
    const QRegularExpression alone(QStringLiteral("(?<![0-9A-Za-z.])") + QRegularExpression::escape(figure)
                                   + QStringLiteral("(?![0-9A-Za-z])"));
    return alone.match(text).hasMatch();
}

} // namespace SasTest
