#include "preferences.h"

#include <algorithm>

#include <QSettings>

#include "util/translations.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

const QString kLanguage = u"language"_s; // the key core/util/translations.cpp reads
const QString kHandHide = u"preferences/handHideSeconds"_s;
const QString kDiceMode = u"preferences/diceMode"_s;
const QString kReportFormat = u"preferences/reportFormat"_s;
const QString kReopenLast = u"preferences/reopenLast"_s;

} // namespace

QString Preferences::language()
{
    const QString saved = QSettings().value(kLanguage).toString();
    return languages().contains(saved) ? saved : QString();
}

void Preferences::setLanguage(const QString &language)
{
    QSettings settings;
    if (language.isEmpty() || !languages().contains(language))
        settings.remove(kLanguage);
    else
        settings.setValue(kLanguage, language);
}

QStringList Preferences::languages()
{
    QStringList all{u"en"_s};
    all << Translations::available();
    return all;
}

int Preferences::handHideSeconds()
{
    bool ok = false;
    const int seconds = QSettings().value(kHandHide, kDefaultHandHide).toInt(&ok);
    return ok ? std::clamp(seconds, kMinHandHide, kMaxHandHide) : kDefaultHandHide;
}

void Preferences::setHandHideSeconds(int seconds)
{
    QSettings().setValue(kHandHide, std::clamp(seconds, kMinHandHide, kMaxHandHide));
}

Preferences::DiceMode Preferences::diceMode()
{
    return QSettings().value(kDiceMode).toString() == u"entered"_s ? DiceMode::EnteredDice
                                                                   : DiceMode::ReeveRolls;
}

void Preferences::setDiceMode(DiceMode mode)
{
    QSettings().setValue(kDiceMode, mode == DiceMode::EnteredDice ? u"entered"_s : u"reeve"_s);
}

QString Preferences::reportFormat()
{
    return QSettings().value(kReportFormat).toString() == u"html"_s ? u"html"_s : u"pdf"_s;
}

void Preferences::setReportFormat(const QString &format)
{
    QSettings().setValue(kReportFormat, format == u"html"_s ? u"html"_s : u"pdf"_s);
}

bool Preferences::reopenLast()
{
    return QSettings().value(kReopenLast, true).toBool();
}

void Preferences::setReopenLast(bool on)
{
    QSettings().setValue(kReopenLast, on);
}

} // namespace Reeve
