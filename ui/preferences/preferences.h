#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * The desktop's preferences, one place for every key (issue 24): the language (QSettings key
 * "language", read at start-up by core/util/translations.cpp), how long an opened hand stays on
 * screen, whether Reeve rolls or the referee types the dice rolled at the table, the format of the
 * season reports, and whether the last campaign opens at start-up. No widgets: the dialog is
 * PreferencesDialog, and every panel reads the values through this class.
 */
class Preferences
{
public:
    enum class DiceMode { ReeveRolls, EnteredDice };

    /// "" (the system's language) or one of languages().
    static QString language();
    static void setLanguage(const QString &language);
    /// The languages a user may choose: "en" and those Reeve ships translations for.
    static QStringList languages();

    /// Seconds an opened hand stays visible (5 to 600; 30 by default).
    static int handHideSeconds();
    static void setHandHideSeconds(int seconds);
    static constexpr int kMinHandHide = 5;
    static constexpr int kMaxHandHide = 600;
    static constexpr int kDefaultHandHide = 30;

    static DiceMode diceMode();
    static void setDiceMode(DiceMode mode);

    /// "pdf" (the default) or "html".
    static QString reportFormat();
    static void setReportFormat(const QString &format);

    /// Whether the window opens the last campaign when started without a file (on by default).
    static bool reopenLast();
    static void setReopenLast(bool on);
};

} // namespace Reeve
