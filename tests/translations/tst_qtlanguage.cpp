// Qt's own texts in the chosen language (issue 25, item 3): standard buttons and the help of Qt's
// command-line parser come from Qt's translations (qtbase_LANG.qm, Debian's qt6-translations-l10n),
// which Translations::install loads beside Reeve's for the window and the command line alike. The
// package is one scripts/install-deps.sh installs, so its absence fails here rather than skipping.
#include <QDialogButtonBox>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QPushButton>
#include <QTranslator>
#include <QtTest>

#include "util/translations.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

QString qtTranslations()
{
    return QLibraryInfo::path(QLibraryInfo::TranslationsPath);
}

/// Fails the test, naming the package to install, when Qt's translations for \a lang are missing.
bool qtTranslationInstalled(const QString &lang)
{
    const QString file = qtTranslations() + u"/qtbase_"_s + lang + u".qm"_s;
    if (QFile::exists(file))
        return true;
    qWarning("%s is missing: install Debian's qt6-translations-l10n (scripts/install-deps.sh does)",
             qPrintable(file));
    return false;
}

QString cancelText()
{
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    return box.button(QDialogButtonBox::Cancel)->text();
}

} // namespace

class TestQtLanguage : public QObject
{
    Q_OBJECT
private slots:
    void everyLanguageHasQtTranslations();
    void germanStartShowsGermanButtons();
    void windowHelpUsesQtTranslations();
};

void TestQtLanguage::everyLanguageHasQtTranslations()
{
    // Each of Reeve's languages has Qt's texts too, or its dialogs would mix in English.
    const QStringList languages = Translations::available();
    QVERIFY2(languages.contains(u"de"_s), qPrintable(languages.join(u", "_s)));
    for (const QString &lang : languages) {
        QVERIFY2(qtTranslationInstalled(lang), qPrintable(lang));
        QTranslator qt;
        QVERIFY2(qt.load(u"qtbase_"_s + lang, qtTranslations()), qPrintable(lang));
        QVERIFY(!qt.isEmpty());
    }
}

void TestQtLanguage::germanStartShowsGermanButtons()
{
    QCOMPARE(cancelText(), u"Cancel"_s);
    QVERIFY(qtTranslationInstalled(u"de"_s));
    QVERIFY(Translations::install(u"de"_s)); // what reeve and reeve-cli run with --lang de
    QCOMPARE(cancelText(), u"Abbrechen"_s);
    QDialogButtonBox box(QDialogButtonBox::Yes | QDialogButtonBox::No | QDialogButtonBox::Close);
    QCOMPARE(box.button(QDialogButtonBox::Yes)->text(), u"&Ja"_s);
    QCOMPARE(box.button(QDialogButtonBox::Close)->text(), u"Schließen"_s);
}

void TestQtLanguage::windowHelpUsesQtTranslations()
{
    // The window's --help is Qt's command-line parser: its own option lines are Qt's texts.
    QVERIFY(qtTranslationInstalled(u"de"_s));
    QTranslator qt;
    QVERIFY(qt.load(u"qtbase_de"_s, qtTranslations()));
    const QString english = u"Displays help on commandline options."_s;
    const QString german = qt.translate("QCommandLineParser", english.toUtf8().constData());
    QVERIFY2(!german.isEmpty() && german != english, qPrintable(german));
    const auto help = [](const QStringList &args) {
        QProcess reeve;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        reeve.setProcessEnvironment(env);
        reeve.start(QStringLiteral(REEVE_GUI), args);
        reeve.waitForFinished(30000);
        return QString::fromUtf8(reeve.readAllStandardOutput() + reeve.readAllStandardError());
    };
    const QString inEnglish = help({u"--lang"_s, u"en"_s, u"--help"_s});
    QVERIFY2(inEnglish.contains(english), qPrintable(inEnglish));
    const QString inGerman = help({u"--lang"_s, u"de"_s, u"--help"_s});
    QVERIFY2(inGerman.contains(german), qPrintable(inGerman));
    QVERIFY2(!inGerman.contains(english), qPrintable(inGerman));
}

QTEST_MAIN(TestQtLanguage)
#include "tst_qtlanguage.moc"
