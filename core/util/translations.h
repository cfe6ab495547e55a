#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * The language Reeve speaks (issue 25): `--lang LANG` on either program's command line, else the
 * language saved in the preferences (QSettings key "language"), else the system's. Reeve's own
 * translations are embedded (":/i18n/reeve_LANG.qm"); Qt's own (qtbase_LANG.qm, from Qt's
 * translations folder) are loaded beside them so standard buttons and dialogs match.
 */
class Translations
{
public:
    /// The languages Reeve has a translation for ("de", "es", "fr"), English aside.
    static QStringList available();
    /// Takes "--lang LANG" or "--lang=LANG" out of \a args and returns LANG ("" when not given).
    static QString takeOption(QStringList &args);
    /// The language to use when none is given: the saved preference, else the system's.
    static QString preferred();
    /// Installs the translators for \a lang on the running application and makes it the default
    /// locale (numbers and dates). "en" or "" keeps English. Returns false, installing nothing,
    /// when Reeve has no translation for \a lang.
    /// Also installs the RecordingTranslator (whatever the language, English too), asked first.
    static bool install(const QString &lang);
    /// The language installed ("" before install(), "en" for English).
    static QString current();
    /// Says which language is installed, for a program that installs its own translators (tests).
    static void setCurrent(const QString &lang);
};

} // namespace Reeve
