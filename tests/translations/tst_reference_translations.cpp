// The Rules Reference and the help pages in every language of translations/ (issue 25): each
// language has the same entries and pages as English, with the same ids, rule citations, command
// lines and links, and the window and reeve-cli show the reader's language.
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTextBrowser>

#include "help/helpwindow.h"
#include "reference/rulesreference.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

const QStringList games = {u"1066"_s, u"dba"_s, u"sas"_s, u"charlemagne"_s, u"britain"_s};

/// The languages Reeve is translated into: translations/reeve_<lang>.ts.
QStringList languages()
{
    QStringList found;
    const QDir dir(QStringLiteral(REEVE_SOURCE_DIR "/translations"));
    for (const QString &name : dir.entryList({u"reeve_*.ts"_s}, QDir::Files))
        found << name.mid(6).chopped(3);
    return found;
}

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// Every match of \a pattern's first group (or whole match) in \a text, as a set.
QSet<QString> matches(const QString &pattern, const QString &text)
{
    QSet<QString> found;
    const QRegularExpression re(pattern);
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        found << m.captured(m.lastCapturedIndex());
    }
    return found;
}

QSet<QString> citations(const QString &text)
{
    return matches(u"§\\d+(?:\\.\\d+)*"_s, text);
}

QSet<QString> commandLines(const QString &text)
{
    return matches(u"`([^`]+)`"_s, text);
}

class LocaleGuard
{
public:
    explicit LocaleGuard(const QString &name) { QLocale::setDefault(QLocale(name)); }
    ~LocaleGuard() { QLocale::setDefault(m_was); }

private:
    QLocale m_was;
};

} // namespace

class TestReferenceTranslations : public QObject
{
    Q_OBJECT
private slots:
    void referenceMatchesEnglish_data();
    void referenceMatchesEnglish();
    void helpPageMatchesEnglish_data();
    void helpPageMatchesEnglish();
    void builtInReferenceFollowsTheLocale();
    void helpLinksOpenTheReadersLanguage();
};

void TestReferenceTranslations::referenceMatchesEnglish_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("language");
    for (const QString &language : languages()) {
        for (const QString &game : games)
            QTest::newRow(qPrintable(game + u' ' + language)) << game << language;
    }
}

void TestReferenceTranslations::referenceMatchesEnglish()
{
    QFETCH(QString, game);
    QFETCH(QString, language);
    const QString englishPath = u":/rules/%1/reference.md"_s.arg(game);
    const QString path = u":/rules/%1/reference_%2.md"_s.arg(game, language);
    QVERIFY2(QFile::exists(path),
             qPrintable(u"no %1 (resources/rules/%2/reference_%3.md)"_s.arg(path, game, language)));
    QCOMPARE(RulesReference::builtInPath(game, language), path);
    const RulesReference english = RulesReference::parse(game, readAll(englishPath), englishPath);
    const RulesReference translated = RulesReference::parse(game, readAll(path), path);
    QCOMPARE(translated.entries().size(), english.entries().size());
    int unchanged = 0;
    for (qsizetype i = 0; i < english.entries().size(); ++i) {
        const ReferenceEntry &en = english.entries().at(i);
        const ReferenceEntry &tr = translated.entries().at(i);
        const QByteArray where = (path + u" entry "_s + en.ref).toUtf8();
        QVERIFY2(tr.ref == en.ref, (where + " has ref " + tr.ref.toUtf8()).constData());
        QVERIFY2(tr.procedures == en.procedures, (where + ": procedures differ").constData());
        QVERIFY2(tr.tables == en.tables, (where + ": tables differ").constData());
        QVERIFY2(tr.open == en.open, (where + ": open differs").constData());
        QVERIFY2(!tr.title.isEmpty() && !tr.summary.isEmpty(),
                 (where + ": empty title or summary").constData());
        const QByteArray cited = QStringList(citations(tr.summary).values()).join(u' ').toUtf8();
        const QByteArray citedEn = QStringList(citations(en.summary).values()).join(u' ').toUtf8();
        QVERIFY2(citations(tr.summary) == citations(en.summary),
                 (where + ": rule citations differ from English: " + cited + " vs " + citedEn).constData());
        QVERIFY2(commandLines(tr.summary) == commandLines(en.summary),
                 (where + ": the `...` spans differ from English").constData());
        if (tr.summary == en.summary)
            ++unchanged;
    }
    QVERIFY2(unchanged == 0, qPrintable(u"%1 summaries of %2 are still English"_s.arg(unchanged).arg(path)));
}

void TestReferenceTranslations::helpPageMatchesEnglish_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("language");
    const QStringList pages = QDir(u":/help"_s).entryList({u"*.html"_s}, QDir::Files);
    QVERIFY(pages.size() > 10);
    for (const QString &language : languages()) {
        for (const QString &page : pages)
            QTest::newRow(qPrintable(page + u' ' + language)) << page << language;
    }
}

void TestReferenceTranslations::helpPageMatchesEnglish()
{
    QFETCH(QString, page);
    QFETCH(QString, language);
    const QString path = u":/help/%1/%2"_s.arg(language, page);
    QVERIFY2(QFile::exists(path), qPrintable(u"no resources/help/%1/%2"_s.arg(language, page)));
    const QString english = readAll(u":/help/"_s + page);
    const QString translated = readAll(path);
    const QString links = u"href=\"([^\"]*)\""_s;
    QCOMPARE(matches(links, translated), matches(links, english));
    const QString title = u"<title>([^<]*)</title>"_s;
    QCOMPARE(matches(title, translated).size(), 1);
    QVERIFY2(!matches(title, translated).values().first().trimmed().isEmpty(), "empty title");
    QVERIFY2(translated != english, "the page is still English");
}

void TestReferenceTranslations::builtInReferenceFollowsTheLocale()
{
    for (const QString &language : languages()) {
        const LocaleGuard guard(language);
        const QString path = RulesReference::builtInPath(u"1066"_s, language);
        const RulesReference direct = RulesReference::parse(u"1066"_s, readAll(path), path);
        const RulesReference &shown = RulesReference::builtIn(u"1066"_s);
        QVERIFY(!shown.isEmpty());
        QCOMPARE(shown.entries().first().summary, direct.entries().first().summary);
    }
    const LocaleGuard guard(u"en_GB"_s);
    QCOMPARE(RulesReference::builtInPath(u"1066"_s, u"en"_s), u":/rules/1066/reference.md"_s);
    const RulesReference english = RulesReference::parse(u"1066"_s, readAll(u":/rules/1066/reference.md"_s),
                                                         u"en"_s);
    QCOMPARE(RulesReference::builtIn(u"1066"_s).entries().first().summary, english.entries().first().summary);
}

void TestReferenceTranslations::helpLinksOpenTheReadersLanguage()
{
    for (const QString &language : languages()) {
        const LocaleGuard guard(language);
        HelpWindow window;
        QCOMPARE(window.showPage(u"steps"_s), u"steps"_s);
        QCOMPARE(window.browser()->source().path(), u"/help/%1/steps.html"_s.arg(language));
        // A link as a translated message writes it, to the English page's address.
        emit window.browser()->anchorClicked(QUrl(u"qrc:/help/tables.html"_s));
        QCOMPARE(window.browser()->source().path(), u"/help/%1/tables.html"_s.arg(language));
        QCOMPARE(window.currentPage(), u"tables"_s);
        // A relative link between pages stays in the language.
        emit window.browser()->anchorClicked(QUrl(u"index.html"_s));
        QCOMPARE(window.browser()->source().path(), u"/help/%1/index.html"_s.arg(language));
    }
    const LocaleGuard guard(u"en_GB"_s);
    HelpWindow window;
    window.showPage(u"steps"_s);
    emit window.browser()->anchorClicked(QUrl(u"index.html"_s));
    QCOMPARE(window.browser()->source().path(), u"/help/index.html"_s);
}

QTEST_MAIN(TestReferenceTranslations)
#include "tst_reference_translations.moc"
