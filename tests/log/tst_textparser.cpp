// Reading a log line back into its recipe (TextParser, issue 25) when two readings cover as much of
// it: the parser settles the tie itself, the same way whatever order the messages were looked up in
// where the messages differ in what they say, and by the message looked up last only where they
// read alike.
#include <QJsonDocument>
#include <QJsonObject>
#include <QTranslator>
#include <QtTest>

#include "log/textparser.h"
#include "log/textrecipe.h"
#include "util/recordingtranslator.h"
#include "util/translations.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

/// Two English messages that read alike in German.
class StandInGerman : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        const QByteArray key = QByteArray(context) + '|' + source;
        if (key == "Test|%1 joins" || key == "Test|%1 enters")
            return u"%1 tritt bei"_s;
        return {};
    }
    bool isEmpty() const override { return false; }
};

QString t(const char *source)
{
    return QCoreApplication::translate("Test", source);
}

QJsonObject message(const char *source, const QJsonArray &arguments = {})
{
    return TextRecipe::message("Test", source, arguments);
}

QByteArray json(const QJsonValue &v)
{
    return v.isObject() ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                        : QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
}

QJsonValue parse(const QString &text)
{
    return TextParser::parse(text, *RecordingTranslator::active());
}

} // namespace

class TestTextParser : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void messageThatSaysMoreItselfWinsInEitherOrder();
    void alikeMessagesTakeTheLastLookedUp();
    void fewerPiecesWinOnEqualCover();
    void sameLineSameRecipeAfterIndexingAgain();

private:
    StandInGerman m_german;
};

void TestTextParser::initTestCase()
{
    Translations::setCurrent(u"en"_s);
    RecordingTranslator::installOnApplication();
    QVERIFY(RecordingTranslator::active());
}

void TestTextParser::init()
{
    QCoreApplication::removeTranslator(&m_german);
    Translations::setCurrent(u"en"_s);
    RecordingTranslator::installOnApplication();
    RecordingTranslator::active()->clear(); // each case indexes only its own messages
}

void TestTextParser::messageThatSaysMoreItselfWinsInEitherOrder()
{
    // "Wessex: at York" is ": at " of "%1: at %2", or ": " of "%1: %2" plus "at " of "at %1" in its
    // second argument: five characters either way. The first says it all in its own words; which
    // message was looked up last does not change that.
    const QJsonObject expected = message("%1: at %2", {u"Wessex"_s, u"York"_s});
    for (bool nestedLast : {true, false}) {
        RecordingTranslator::active()->clear();
        if (nestedLast) {
            t("%1: at %2");
            t("%1: %2");
            t("at %1");
        } else {
            t("%1: %2");
            t("at %1");
            t("%1: at %2");
        }
        const QJsonValue got = parse(u"Wessex: at York"_s);
        QVERIFY2(got == expected, json(got).constData());
        QCOMPARE(TextRecipe::asWritten(got), u"Wessex: at York"_s);
    }
}

void TestTextParser::alikeMessagesTakeTheLastLookedUp()
{
    // The same German words for both and the same cover: the line was made of the one just looked up.
    QCoreApplication::installTranslator(&m_german);
    Translations::setCurrent(u"de"_s);
    RecordingTranslator::installOnApplication();
    t("%1 joins");
    t("%1 enters");
    QJsonValue got = parse(u"Wessex tritt bei"_s);
    QVERIFY2(got == message("%1 enters", {u"Wessex"_s}), json(got).constData());
    t("%1 joins");
    got = parse(u"Wessex tritt bei"_s);
    QVERIFY2(got == message("%1 joins", {u"Wessex"_s}), json(got).constData());
}

void TestTextParser::fewerPiecesWinOnEqualCover()
{
    // No message covers the whole line (the "(twice)" is nobody's), so it is cut: the two short
    // messages cover exactly what the long one does, and the long one, made for the whole, is the
    // reading.
    t("The fyrd musters. ");
    t("Harold marches north");
    t("The fyrd musters. Harold marches north");
    const QString line = u"The fyrd musters. Harold marches north (twice)"_s;
    const QJsonValue got = parse(line);
    const QJsonObject expected{
            {u"cat"_s, QJsonArray{message("The fyrd musters. Harold marches north"), u" (twice)"_s}}};
    QVERIFY2(got == expected, json(got).constData());
    QCOMPARE(TextRecipe::asWritten(got), line);
}

void TestTextParser::sameLineSameRecipeAfterIndexingAgain()
{
    // The index is built again after the recorder starts over; the messages met in another order
    // (and one more, unrelated, in between) read the line the same.
    t("%1 drawn");
    t("%1: %2");
    t("%1: %2 drawn");
    const QString line = u"Harold: Comet drawn"_s;
    const QJsonValue first = parse(line);
    QVERIFY2(first == message("%1: %2 drawn", {u"Harold"_s, u"Comet"_s}), json(first).constData());
    RecordingTranslator::active()->clear();
    t("%1: %2 drawn");
    t("Spring");
    t("%1: %2");
    t("%1 drawn");
    const QJsonValue again = parse(line);
    QVERIFY2(again == first, json(again).constData());
}

QTEST_GUILESS_MAIN(TestTextParser)
#include "tst_textparser.moc"
