#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include "util/recordingtranslator.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QStringList Translations::available()
{
    QStringList list;
    for (const QString &name : QDir(u":/i18n"_s).entryList({u"reeve_*.qm"_s}, QDir::Files, QDir::Name))
        list << name.mid(6).chopped(3);
    return list;
}

QString Translations::takeOption(QStringList &args)
{
    QString lang;
    for (qsizetype i = 0; i < args.size();) {
        if (args.at(i) == u"--lang"_s && i + 1 < args.size()) {
            lang = args.at(i + 1);
            args.remove(i, 2);
        } else if (args.at(i).startsWith(u"--lang="_s)) {
            lang = args.at(i).mid(7);
            args.remove(i);
        } else {
            ++i;
        }
    }
    return lang;
}

QString Translations::preferred()
{
    const QString saved = QSettings().value(u"language"_s).toString();
    if (!saved.isEmpty())
        return saved;
    const QString system = QLocale::system().name().section(u'_', 0, 0);
    if (system == u"en"_s || system == u"C"_s)
        return u"en"_s; // without listing the translations compiled in (a directory walk at every start)
    return available().contains(system) ? system : u"en"_s;
}

namespace {

QString g_current;

} // namespace

QString Translations::current()
{
    return g_current;
}

void Translations::setCurrent(const QString &lang)
{
    g_current = lang;
}

bool Translations::install(const QString &lang)
{
    if (lang.isEmpty() || lang == u"en"_s) {
        g_current = u"en"_s;
        // What a log line is composed of is remembered in English too, for readers of other languages.
        RecordingTranslator::installOnApplication();
        return true;
    }
    if (!available().contains(lang))
        return false;
    auto *reeve = new QTranslator(QCoreApplication::instance());
    if (!reeve->load(u"reeve_"_s + lang, u":/i18n"_s)) {
        delete reeve;
        return false;
    }
    QCoreApplication::installTranslator(reeve);
    // The same texts under the contexts the sources' file-local tr() helpers ask for
    // (translations/tools/make_aliases.py): without them those texts stay English.
    auto *aliases = new QTranslator(QCoreApplication::instance());
    if (aliases->load(u"aliases_"_s + lang, u":/i18n"_s))
        QCoreApplication::installTranslator(aliases);
    else
        delete aliases;
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(u"qtbase_"_s + lang, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt; // Qt's own texts stay English where its translations are not installed
    QLocale::setDefault(QLocale(lang));
    g_current = lang;
    RecordingTranslator::installOnApplication(); // last installed: asked before the translations
    return true;
}

} // namespace Reeve
