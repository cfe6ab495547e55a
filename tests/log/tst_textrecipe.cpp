// Log lines in the reader's language (issue 25): a line is stored in English with the recipe it was
// composed of (the messages and their arguments), and each reader is shown it in their own language.
// The unit part uses a small stand-in German translator; the command-line part runs reeve-cli with
// the real German and French translations.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>
#include <functional>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "log/actiongroup.h"
#include "log/actionlog.h"
#include "log/datawords.h"
#include "log/hashchain.h"
#include "log/logquery.h"
#include "log/textparser.h"
#include "log/textrecipe.h"
#include "storage/database.h"
#include "storage/textfunction.h"
#include "util/plural.h"
#include "util/recordingtranslator.h"
#include "util/translations.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

/// A few messages in German, enough to write and read lines with.
class StandInGerman : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int n) const override
    {
        const QByteArray key = QByteArray(context) + '|' + source;
        if (key == "Test|%n entries")
            return n == 1 ? u"%n Eintrag"_s : u"%n Einträge"_s;
        static const QHash<QByteArray, QString> words{
                {"Test|%1: %2 added %3", u"%1: %2 hinzugefügt %3"_s},
                {"Test|at %1", u"bei %1"_s},
                {"Test|%1 drawn", u"%1 gezogen"_s},
                {"Test|; back in the pool: %1", u"; zurück im Vorrat: %1"_s},
                {"Test|Spring", u"Frühling"_s},
                {"Test|Summer", u"Sommer"_s},
                {"Test|%2 before %1", u"%1 nach %2"_s},
                {"Test|%1 joins", u"%1 tritt bei"_s},
                {"Test|%1 enters", u"%1 tritt bei"_s},
                {"Reeve::CampaignEditor|%1: %2 added %3", u"%1: %2 hinzugefügt %3"_s},
                {"Reeve::CampaignEditor|at %1", u"bei %1"_s},
                {"Reeve::CampaignEditor|Side %1 added", u"Partei %1 hinzugefügt"_s},
                {"Reeve::CampaignEditor|Location %1 (%2) added", u"Ort %1 (%2) hinzugefügt"_s},
                {"Reeve::ActionLog|Undone: %1", u"Rückgängig: %1"_s},
                {"Reeve::ActionLog|%1 (one step of %n entries)", u"%1 (ein Schritt aus %n Einträgen)"_s},
                {"Reeve::GameTexts|band", u"Schar"_s},
                {"Reeve::SwordsAndSails|Army %1", u"Armee %1"_s},
                {"Reeve::GameTexts|warrior host", u"Kriegerschar"_s},
        };
        return words.value(key);
    }
    bool isEmpty() const override { return false; }
};

QString t(const char *source, int n = -1)
{
    return QCoreApplication::translate("Test", source, nullptr, n);
}

} // namespace

class TestTextRecipe : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void linesWithoutRecorderStayAsWritten();
    void fillReplacesInOnePass();
    void germanLineStoredInEnglish();
    void appendedPartsAndListsAreRead();
    void countsAndEnglishPluralMarkers();
    void unreadLineStaysAsWritten();
    void alikeMessagesTakeTheLastLookedUp();
    void englishWriterKeepsItsText();
    void logShowsEachReaderTheirLanguage();
    void tamperedRecipeBreaksTheChain();
    void renderingAPageIsCheap();
    void dataWordsShownInTheReadersLanguage();
    void everyUnitTypeOfTheScenariosIsListed();
    void summaryOfLinesReadBackKeepsTheirRecipes();
    void searchFunctionDefinedOncePerConnection();
    void commandLineReadersSeeTheirLanguage();

private:
    void speakGerman(bool on);
    QTemporaryDir m_dir;
    StandInGerman m_german;
};

void TestTextRecipe::speakGerman(bool on)
{
    QCoreApplication::removeTranslator(&m_german);
    if (on)
        QCoreApplication::installTranslator(&m_german);
    Translations::setCurrent(on ? u"de"_s : u"en"_s);
    RecordingTranslator::installOnApplication(); // asked first, as Translations::install() does
}

void TestTextRecipe::linesWithoutRecorderStayAsWritten()
{
    // What every file written before recipes holds: the text as written, no "texts" in any payload.
    QCoreApplication::installTranslator(&m_german);
    Translations::setCurrent(u"de"_s);
    QVERIFY(!RecordingTranslator::active());
    auto campaign = Campaign::create(m_dir.filePath(u"old.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Britons"_s);
    const qint64 side = CampaignReader(campaign->database()).sideByName(u"Britons"_s).id;
    editor.addLocation(u"L1"_s, u"Llandaff"_s, u"square"_s);
    const qint64 seq = editor.addUnit(side, u"fyrd"_s, QString(), u"L1"_s);
    QCOMPARE(campaign->log().storedAction(seq).publicText, u"Britons: fyrd hinzugefügt bei L1"_s);
    QVERIFY(!campaign->log().storedAction(seq).payloadText.contains(u"texts"_s));
    QVERIFY(HashChain::verify(campaign->database()).ok);
    QCoreApplication::removeTranslator(&m_german);
    Translations::setCurrent(u"fr"_s); // a French reader of such a line sees it as stored
    QCOMPARE(campaign->log().action(seq).publicText, u"Britons: fyrd hinzugefügt bei L1"_s);
}

void TestTextRecipe::fillReplacesInOnePass()
{
    QCOMPARE(TextRecipe::fill(u"%2 before %1"_s, {u"a"_s, u"b"_s}), u"b before a"_s);
    QCOMPARE(TextRecipe::fill(u"%1 is 50%"_s, {u"x"_s}), u"x is 50%"_s);
    QCOMPARE(TextRecipe::fill(u"%1 and %1"_s, {u"%2"_s, u"y"_s}), u"%2 and %2"_s); // not read again
    QCOMPARE(TextRecipe::fill(u"%L1 men"_s, {u"1,200"_s}), u"1,200 men"_s);
    QCOMPARE(TextRecipe::fill(u"%3"_s, {u"a"_s}), u"%3"_s);
}

void TestTextRecipe::germanLineStoredInEnglish()
{
    speakGerman(true);
    ActionDraft draft;
    draft.publicText = t("%1: %2 added %3").arg(u"Britons"_s, u"fyrd"_s, t("at %1").arg(u"Llandaff"_s));
    QCOMPARE(draft.publicText, u"Britons: fyrd hinzugefügt bei Llandaff"_s);
    const TextRecipe::Settled settled = TextRecipe::settle(draft);
    QCOMPARE(settled.publicText, u"Britons: fyrd added at Llandaff"_s);
    const QJsonValue recipe = settled.recipes.value(u"public"_s);
    QCOMPARE(TextRecipe::shown(recipe), draft.publicText);
    const QJsonObject outer = recipe.toObject();
    QCOMPARE(outer.value(u"s"_s).toString(), u"%1: %2 added %3"_s);
    QCOMPARE(outer.value(u"a"_s).toArray().at(0).toString(), u"Britons"_s);
    QCOMPARE(outer.value(u"a"_s).toArray().at(2).toObject().value(u"s"_s).toString(), u"at %1"_s);
    // A message whose translation puts its arguments the other way round.
    draft.publicText = t("%2 before %1").arg(u"A"_s, u"B"_s);
    QCOMPARE(draft.publicText, u"A nach B"_s);
    QCOMPARE(TextRecipe::settle(draft).publicText, u"B before A"_s);
}

void TestTextRecipe::appendedPartsAndListsAreRead()
{
    speakGerman(true);
    ActionDraft draft;
    draft.publicText = t("%1 drawn").arg(u"Ealdred"_s)
                       + t("; back in the pool: %1").arg(t("Spring") + u", "_s + t("Summer"));
    QCOMPARE(draft.publicText, u"Ealdred gezogen; zurück im Vorrat: Frühling, Sommer"_s);
    const TextRecipe::Settled settled = TextRecipe::settle(draft);
    QCOMPARE(settled.publicText, u"Ealdred drawn; back in the pool: Spring, Summer"_s);
    QVERIFY(settled.recipes.value(u"public"_s).toObject().contains(u"cat"_s));
}

void TestTextRecipe::countsAndEnglishPluralMarkers()
{
    speakGerman(true);
    ActionDraft draft;
    draft.publicText = t("%n entries", 3);
    QCOMPARE(draft.publicText, u"3 Einträge"_s);
    QCOMPARE(TextRecipe::settle(draft).publicText, u"3 entries"_s);
    // A message with no German yet, its English "(s)" settled by the count as Plural::text does.
    draft.publicText = Plural::text(t("%n horse(s) lost", 1), 1);
    QCOMPARE(draft.publicText, u"1 horse lost"_s);
    const TextRecipe::Settled settled = TextRecipe::settle(draft);
    QCOMPARE(settled.publicText, u"1 horse lost"_s);
    QCOMPARE(settled.recipes.value(u"public"_s).toObject().value(u"n"_s).toInt(), 1);
}

void TestTextRecipe::unreadLineStaysAsWritten()
{
    speakGerman(true);
    ActionDraft draft;
    draft.publicText = u"Ein frei geschriebener Satz"_s;
    const TextRecipe::Settled settled = TextRecipe::settle(draft);
    QCOMPARE(settled.publicText, draft.publicText);
    QVERIFY(settled.recipes.isEmpty());
    QVERIFY(TextParser::parse(draft.publicText, *RecordingTranslator::active()).isNull());
}

void TestTextRecipe::alikeMessagesTakeTheLastLookedUp()
{
    // Two English messages with one German text: the line was made of the one looked up last.
    speakGerman(true);
    t("%1 joins");
    ActionDraft draft;
    draft.publicText = t("%1 enters").arg(u"Wessex"_s);
    QCOMPARE(TextRecipe::settle(draft).publicText, u"Wessex enters"_s);
    draft.publicText = t("%1 joins").arg(u"Wessex"_s);
    QCOMPARE(TextRecipe::settle(draft).publicText, u"Wessex joins"_s);
}

void TestTextRecipe::englishWriterKeepsItsText()
{
    speakGerman(false);
    ActionDraft draft;
    draft.publicText = t("%1: %2 added %3").arg(u"Britons"_s, u"fyrd"_s, t("at %1").arg(u"Llandaff"_s));
    const TextRecipe::Settled settled = TextRecipe::settle(draft);
    QCOMPARE(settled.publicText, draft.publicText);
    speakGerman(true); // read later by a German reader
    QCOMPARE(TextRecipe::shown(settled.recipes.value(u"public"_s)),
             u"Britons: fyrd hinzugefügt bei Llandaff"_s);
}

void TestTextRecipe::logShowsEachReaderTheirLanguage()
{
    speakGerman(true);
    auto campaign = Campaign::create(m_dir.filePath(u"new.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    ActionLog &log = campaign->log();
    editor.addSide(u"Britons"_s);
    const qint64 side = CampaignReader(campaign->database()).sideByName(u"Britons"_s).id;
    editor.addLocation(u"L1"_s, u"Llandaff"_s, u"square"_s);
    const qint64 seq = editor.addUnit(side, u"fyrd"_s, QString(), u"L1"_s);
    QCOMPARE(log.storedAction(seq).publicText, u"Britons: fyrd added at L1"_s);
    QCOMPARE(log.action(seq).publicText, u"Britons: fyrd hinzugefügt bei L1"_s);
    LogQuery query(campaign->database(), Audience::Public);
    QCOMPARE(query.after(seq - 1, 1).first().publicText, u"Britons: fyrd hinzugefügt bei L1"_s);
    QCOMPARE(query.after(seq - 1, 1).first().toJson().value(u"text"_s).toString(),
             u"Britons: fyrd added at L1"_s);
    // A step of two entries: its headline keeps the first entry's recipe.
    qint64 closing = 0;
    {
        ActionGroup group(log);
        editor.addSide(u"Picts"_s);
        editor.addSide(u"Scots"_s);
        closing = group.commit(u"test.two"_s);
    }
    QCOMPARE(log.storedAction(closing).publicText, u"Side Picts added (one step of 2 entries)"_s);
    QCOMPARE(log.action(closing).publicText, u"Partei Picts hinzugefügt (ein Schritt aus 2 Einträgen)"_s);
    // Undone by an English referee, read by a German one.
    speakGerman(false);
    QCOMPARE(query.after(seq - 1, 1).first().publicText, u"Britons: fyrd added at L1"_s);
    const qint64 undone = log.undo();
    QCOMPARE(log.action(undone).publicText, u"Undone: Side Picts added (one step of 2 entries)"_s);
    speakGerman(true);
    QCOMPARE(log.action(undone).publicText,
             u"Rückgängig: Partei Picts hinzugefügt (ein Schritt aus 2 Einträgen)"_s);
    QCOMPARE(log.undoText(), u"Britons: fyrd hinzugefügt bei L1"_s);
    // The German reader's search finds the German words of a line stored in English; the English
    // reader's does not.
    LogQuery search(campaign->database(), Audience::Public);
    search.setSearch(u"hinzugefügt bei"_s);
    QCOMPARE(search.count(), 1);
    QCOMPARE(search.entries(0, 10).first().seq, seq);
    speakGerman(false);
    QCOMPARE(search.count(), 0);
    search.setSearch(u"added at"_s);
    QCOMPARE(search.count(), 1);
    speakGerman(true);
    QVERIFY(HashChain::verify(campaign->database()).ok);
}

void TestTextRecipe::tamperedRecipeBreaksTheChain()
{
    // The recipe is in the hashed payload: changing what a reader would be shown breaks the chain there.
    speakGerman(true);
    const QString file = m_dir.filePath(u"tamper.reeve"_s);
    qint64 seq = 0;
    {
        auto campaign = Campaign::create(file, u"1066"_s);
        CampaignEditor editor(*campaign);
        editor.addSide(u"Britons"_s);
        const qint64 side = CampaignReader(campaign->database()).sideByName(u"Britons"_s).id;
        editor.addLocation(u"L1"_s, u"Llandaff"_s, u"square"_s);
        seq = editor.addUnit(side, u"fyrd"_s, QString(), u"L1"_s);
        editor.addSide(u"Picts"_s);
        QVERIFY(HashChain::verify(campaign->database()).ok);
    }
    Database db(file, Database::Mode::ReadWrite);
    db.exec(u"UPDATE actions SET payload = replace(payload, '\"at %1\"', '\"far from %1\"') WHERE seq = ?"_s,
            {seq});
    const HashChain::Report report = HashChain::verify(db);
    QVERIFY(!report.ok);
    QCOMPARE(report.firstBroken, seq);
}

void TestTextRecipe::renderingAPageIsCheap()
{
    // A page of the Turn log (200 rows) shown in German from recipes; printed, not asserted tightly.
    speakGerman(true);
    ActionDraft draft;
    draft.publicText = t("%1 drawn").arg(u"Ealdred"_s)
                       + t("; back in the pool: %1").arg(t("Spring") + u", "_s + t("Summer"));
    const QJsonValue recipe = TextRecipe::settle(draft).recipes.value(u"public"_s);
    QElapsedTimer timer;
    timer.start();
    qsizetype size = 0;
    for (int i = 0; i < 200; ++i)
        size += TextRecipe::shown(recipe).size();
    const double showMs = double(timer.nsecsElapsed()) / 1e6;
    timer.restart();
    for (int i = 0; i < 200; ++i)
        size += TextRecipe::settle(draft).publicText.size();
    const double settleMs = double(timer.nsecsElapsed()) / 1e6;
    qInfo("200 lines shown from recipes: %.2f ms; 200 lines read back: %.2f ms (%lld messages remembered)",
          showMs, settleMs, qlonglong(RecordingTranslator::active()->count()));
    // The window looks up thousands of messages: reading a line back with them all remembered.
    for (int i = 0; i < 5000; ++i)
        QCoreApplication::translate("Noise",
                                    QByteArray("message %1 number " + QByteArray::number(i)).constData());
    ActionDraft plain;
    plain.publicText = t("%1: %2 added %3").arg(u"Britons"_s, u"fyrd"_s, t("at %1").arg(u"Llandaff"_s));
    timer.restart();
    TextRecipe::settle(plain); // the new messages indexed once
    qInfo("5,000 new messages indexed: %.2f ms", double(timer.nsecsElapsed()) / 1e6);
    timer.restart();
    for (int i = 0; i < 200; ++i)
        size += TextRecipe::settle(plain).publicText.size();
    const double fullMs = double(timer.nsecsElapsed()) / 1e6;
    qInfo("200 one-message lines read back with %lld messages remembered: %.2f ms",
          qlonglong(RecordingTranslator::active()->count()), fullMs);
    timer.restart();
    for (int i = 0; i < 200; ++i)
        size += TextParser::parse(plain.publicText, *RecordingTranslator::active()).isObject() ? 1 : 0;
    qInfo("of which reading alone: %.2f ms", double(timer.nsecsElapsed()) / 1e6);
    QCOMPARE(TextRecipe::settle(plain).publicText, u"Britons: fyrd added at Llandaff"_s);
    QVERIFY(size > 0);
    QVERIFY(showMs < 200);
}

void TestTextRecipe::dataWordsShownInTheReadersLanguage()
{
    // A unit type is data: the line carries it as the campaign stores it ("band"), and a reader is
    // shown it in their language; a unit type the rules print (fyrd) and names stay as written.
    speakGerman(true);
    ActionDraft draft;
    draft.publicText = t("%1: %2 added %3").arg(u"Picts"_s, u"band"_s, t("at %1").arg(u"Deira"_s));
    QCOMPARE(draft.publicText, u"Picts: band hinzugefügt bei Deira"_s);
    TextRecipe::Settled settled = TextRecipe::settle(draft);
    QCOMPARE(settled.publicText, u"Picts: band added at Deira"_s);
    const QJsonValue recipe = settled.recipes.value(u"public"_s);
    QCOMPARE(recipe.toObject().value(u"a"_s).toArray().at(1).toObject(), TextRecipe::dataWord(u"band"_s));
    QCOMPARE(TextRecipe::shown(recipe), u"Picts: Schar hinzugefügt bei Deira"_s);
    QCOMPARE(TextRecipe::asWritten(recipe), draft.publicText);
    draft.publicText = t("%1: %2 added %3").arg(u"Britons"_s, u"fyrd"_s, t("at %1").arg(u"Llandaff"_s));
    QCOMPARE(TextRecipe::shown(TextRecipe::settle(draft).recipes.value(u"public"_s)),
             u"Britons: fyrd hinzugefügt bei Llandaff"_s);
    // An English writer's line: stored as written, shown to a German reader with the word translated.
    speakGerman(false);
    draft.publicText = t("%1: %2 added %3").arg(u"Franks"_s, u"warrior host"_s, t("at %1").arg(u"Aachen"_s));
    settled = TextRecipe::settle(draft);
    QCOMPARE(settled.publicText, u"Franks: warrior host added at Aachen"_s);
    QCOMPARE(TextRecipe::shown(settled.recipes.value(u"public"_s)), settled.publicText);
    speakGerman(true);
    QCOMPARE(TextRecipe::shown(settled.recipes.value(u"public"_s)),
             u"Franks: Kriegerschar hinzugefügt bei Aachen"_s);
    // A force's name a campaign set up in German keeps ("Armee II"), named by a later line that never
    // looked its message up: read as that message all the same.
    draft.publicText = t("%1 drawn").arg(u"Armee II"_s);
    settled = TextRecipe::settle(draft);
    QCOMPARE(settled.publicText, u"Army II drawn"_s);
    QCOMPARE(TextRecipe::shown(settled.recipes.value(u"public"_s)), draft.publicText);
    // A data word is a whole argument: inside a name it stays ("Band of Brothers").
    draft.publicText = t("%1: %2 added %3").arg(u"Picts"_s, u"Band of band"_s, t("at %1").arg(u"Deira"_s));
    QCOMPARE(TextRecipe::shown(TextRecipe::settle(draft).recipes.value(u"public"_s)), draft.publicText);
}

void TestTextRecipe::everyUnitTypeOfTheScenariosIsListed()
{
    // Each unit type a scenario places is a data word or one the rules print as a name.
    QSet<QString> types;
    const QDir dir(QStringLiteral(REEVE_SOURCE_DIR) + u"/resources/scenarios"_s);
    const QStringList files = dir.entryList({u"*.json"_s}, QDir::Files);
    QVERIFY(files.size() >= 5);
    const std::function<void(const QJsonValue &)> walk = [&](const QJsonValue &v) {
        if (v.isArray()) {
            for (const QJsonValue &x : v.toArray())
                walk(x);
        } else if (v.isObject()) {
            const QJsonObject o = v.toObject();
            if (o.value(u"type"_s).isString() && (o.contains(u"side"_s) || o.contains(u"location"_s)))
                types.insert(o.value(u"type"_s).toString());
            for (const QJsonValue &x : o)
                walk(x);
        }
    };
    for (const QString &name : files) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        walk(QJsonDocument::fromJson(file.readAll()).object());
    }
    QVERIFY2(types.contains(u"band"_s) && types.contains(u"fyrd"_s), qPrintable(types.values().join(u", "_s)));
    for (const QString &type : std::as_const(types))
        QVERIFY2(DataWords::contains(type) || DataWords::keptAsPrinted().contains(type), qPrintable(type));
    for (const QString &word : DataWords::known())
        QVERIFY2(DataWords::contains(word) && !DataWords::keptAsPrinted().contains(word), qPrintable(word));
}

void TestTextRecipe::summaryOfLinesReadBackKeepsTheirRecipes()
{
    // A step whose public line joins its entries' lines as it reads them back from the log (the
    // Swords & Sails alliance: "England joins team A; France joins team A") stores that line in
    // English with their recipes, not in the writer's language.
    speakGerman(true);
    auto campaign = Campaign::create(m_dir.filePath(u"summary.reeve"_s), u"sas"_s);
    CampaignEditor editor(*campaign);
    ActionLog &log = campaign->log();
    qint64 closing = 0;
    {
        ActionGroup group(log);
        const qint64 a = editor.addSide(u"Picts"_s);
        const qint64 b = editor.addSide(u"Scots"_s);
        const QString summary = log.action(a).publicText + u"; "_s + log.action(b).publicText;
        QCOMPARE(summary, u"Partei Picts hinzugefügt; Partei Scots hinzugefügt"_s);
        closing = group.commit(u"test.summary"_s, summary);
    }
    QCOMPARE(log.storedAction(closing).publicText, u"Side Picts added; Side Scots added"_s);
    QCOMPARE(log.action(closing).publicText, u"Partei Picts hinzugefügt; Partei Scots hinzugefügt"_s);
    // One line of the group alone, as the Swords & Sails spy step repeats its attempt's line.
    {
        ActionGroup group(log);
        editor.addLocation(u"D"_s, u"Deira"_s, u"territory"_s);
        const qint64 unit = editor.addUnit(CampaignReader(campaign->database()).sideByName(u"Picts"_s).id,
                                           u"band"_s, QString(), u"D"_s);
        closing = group.commit(u"test.one"_s, log.action(unit).publicText);
    }
    QCOMPARE(log.action(closing).publicText, u"Picts: Schar hinzugefügt bei D"_s);
    QCOMPARE(log.storedAction(closing).publicText, u"Picts: band added at D"_s);
    speakGerman(false);
    QCOMPARE(log.action(closing).publicText, u"Picts: band added at D"_s);
    QVERIFY(HashChain::verify(campaign->database()).ok);
}

void TestTextRecipe::searchFunctionDefinedOncePerConnection()
{
    // The search in the reader's language defines its SQL function on the campaign's connection the
    // first time; later searches find it there. Another connection starts without it.
    speakGerman(true);
    const QString file = m_dir.filePath(u"search.reeve"_s);
    auto campaign = Campaign::create(file, u"1066"_s);
    CampaignEditor(*campaign).addSide(u"Britons"_s);
    Database &db = campaign->database();
    QVERIFY(!TextFunction::defined(db, "reeve_shown"));
    LogQuery search(db, Audience::Public);
    search.setSearch(u"hinzugefügt"_s);
    QCOMPARE(search.count(), 1);
    QVERIFY(TextFunction::defined(db, "reeve_shown"));
    const auto body = [](QByteArrayView, QByteArrayView) { return QString(); };
    QVERIFY(!TextFunction::ensure(db, "reeve_shown", body)); // already there
    QCOMPARE(search.count(), 1);
    QCOMPARE(search.entries(0, 10).size(), 1);
    {
        Database other(file, Database::Mode::ReadOnly);
        QVERIFY(!TextFunction::defined(other, "reeve_shown"));
        LogQuery again(other, Audience::Public);
        again.setSearch(u"Partei Britons"_s);
        QCOMPARE(again.count(), 1);
        QVERIFY(TextFunction::defined(other, "reeve_shown"));
    }
    QVERIFY(TextFunction::defined(db, "reeve_shown"));
}

void TestTextRecipe::commandLineReadersSeeTheirLanguage()
{
    const QString cli = QStringLiteral(REEVE_CLI);
    const QString file = m_dir.filePath(u"cli.reeve"_s);
    const auto run = [&](const QStringList &args, int *code = nullptr) {
        QProcess p;
        p.start(cli, args);
        p.waitForFinished(60000);
        if (code)
            *code = p.exitCode();
        return QString::fromUtf8(p.readAllStandardOutput());
    };
    int code = -1;
    run({u"new"_s, u"1066"_s, file, u"--scenario"_s, u"1066"_s}, &code);
    QCOMPARE(code, 0);
    run({u"--lang"_s, u"de"_s, u"unit"_s, file, u"add"_s, u"Britons"_s, u"fyrd"_s, u"--at"_s, u"Llandaff"_s},
        &code);
    QCOMPARE(code, 0);
    QVERIFY(run({u"--lang"_s, u"en"_s, u"log"_s, file}).contains(u"Britons: fyrd added at Llandaff\n"_s));
    QVERIFY(run({u"--lang"_s, u"de"_s, u"log"_s, file})
                    .contains(u"Britons: fyrd hinzugefügt bei Llandaff\n"_s));
    QVERIFY(run({u"--lang"_s, u"fr"_s, u"log"_s, file}).contains(u"fyrd ajouté à Llandaff\n"_s));
    // --json stays English, with the recipe beside the text.
    const QJsonArray actions = QJsonDocument::fromJson(
                                       run({u"--lang"_s, u"fr"_s, u"log"_s, file, u"--json"_s}).toUtf8())
                                       .object()
                                       .value(u"actions"_s)
                                       .toArray();
    const QJsonObject last = actions.last().toObject();
    QCOMPARE(last.value(u"text"_s).toString(), u"Britons: fyrd added at Llandaff"_s);
    QVERIFY(last.value(u"text_recipes"_s).toObject().contains(u"public"_s));
    // A report exported in French reads the log in French.
    const QString csv = m_dir.filePath(u"season.csv"_s);
    run({u"--lang"_s, u"fr"_s, u"report"_s, file, u"--from"_s, u"1"_s, u"--to"_s, u"1"_s, u"--audience"_s,
         u"public"_s, u"--format"_s, u"csv"_s, u"--out"_s, csv},
        &code);
    QCOMPARE(code, 0);
    QFile report(csv);
    QVERIFY(report.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(report.readAll()).contains(u"fyrd ajouté à Llandaff"_s));
    run({u"verify"_s, file}, &code);
    QCOMPARE(code, 0);
    {
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"UPDATE actions SET payload = replace(payload, '\"at %1\"', '\"far from %1\"') WHERE seq = "
                "(SELECT max(seq) FROM actions)"_s);
    }
    run({u"verify"_s, file}, &code);
    QCOMPARE(code, 4);
}

QTEST_GUILESS_MAIN(TestTextRecipe)
#include "tst_textrecipe.moc"
