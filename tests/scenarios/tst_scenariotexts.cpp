// The shipped scenarios' titles and notes reach the translators (issue 23: the Britain scenario's note showed
// in English in the German wizard). The JSON files are data lupdate does not read, so ScenarioTexts lists
// their texts for it; this test fails when a scenario file's title or note is missing from that list, and
// checks that the wizard's and the CLI's texts (Scenario::translatedTitle / translatedNote) are looked up in
// the "Scenarios" context.
#include <QCoreApplication>
#include <QSet>
#include <QTranslator>
#include <QtTest>

#include "campaign/gamecatalog.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariotexts.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

namespace {

/// Answers every "Scenarios" text with "[de] " and the English, as a loaded German file would.
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, "Reeve::Scenarios") != 0)
            return {};
        return u"[de] "_s + QString::fromUtf8(source);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestScenarioTexts : public QObject
{
    Q_OBJECT

private slots:
    void everyTitleAndNoteIsMarked()
    {
        QSet<QString> marked;
        for (const char *text : ScenarioTexts::all())
            marked.insert(QString::fromUtf8(text));
        int scenarios = 0;
        for (const QString &game : GameCatalog::ids()) {
            for (const Scenario &s : ScenarioCatalog::forGame(game)) {
                ++scenarios;
                QVERIFY2(marked.contains(s.title),
                         qPrintable(u"%1 %2: title not in ScenarioTexts"_s.arg(game, s.id)));
                QVERIFY2(s.note.isEmpty() || marked.contains(s.note),
                         qPrintable(u"%1 %2: note not in ScenarioTexts (copy it from the JSON)"_s.arg(game,
                                                                                                      s.id)));
            }
        }
        QVERIFY(scenarios >= 6); // 1066, britain 440, charlemagne 771, dba 1066, sas 1000 and west-4
    }

    void shownInTheReadersLanguage()
    {
        const Scenario britain = ScenarioCatalog::find(u"britain"_s, u"440"_s);
        QCOMPARE(britain.translatedNote(), britain.note); // no translation loaded: the English
        MarkingTranslator german;
        QVERIFY(QCoreApplication::installTranslator(&german));
        QCOMPARE(QCoreApplication::translate("Reeve::Scenarios", "Britain from 440"),
                 u"[de] Britain from 440"_s);
        QCOMPARE(britain.translatedTitle(), u"[de] Britain from 440"_s);
        QVERIFY(britain.translatedNote().startsWith(u"[de] Twelve barbarian bands"_s));
        QCOMPARE(britain.note.left(12), u"Twelve barba"_s); // the data stays English
        QCoreApplication::removeTranslator(&german);
    }
};

QTEST_GUILESS_MAIN(TestScenarioTexts)
#include "tst_scenariotexts.moc"
