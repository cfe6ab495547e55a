// JsonTape, verify's reader of every payload (issue 19), must mean what Qt's parser means
// for any text at all: otherwise a forged payload could say one thing to verify and
// another to undo and the log. Each text here, and tens of thousands of damaged copies of
// real payloads, is read by both and compared value by value.
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QtTest>

#include "log/jsontape.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

/// "" when \a tape reads as \a qt (every accessor verify uses), else the first difference.
QString differs(const JsonTape::Value &tape, const QJsonValue &qt, const QString &at = u"root"_s)
{
    const auto bad = [&at](const QString &what) { return at + u": "_s + what; };
    switch (qt.type()) {
    case QJsonValue::Null:
        return tape.isNull() ? QString() : bad(u"not null"_s);
    case QJsonValue::Undefined:
        return tape.isUndefined() ? QString() : bad(u"not undefined"_s);
    case QJsonValue::Bool:
        return tape.isBool() && tape.toBool() == qt.toBool() ? QString() : bad(u"another boolean"_s);
    case QJsonValue::String:
        return tape.isString() && tape.toString() == qt.toString() ? QString() : bad(u"another string"_s);
    case QJsonValue::Double:
        if (!tape.isNumber() || tape.toDouble() != qt.toDouble() || tape.toInt(-7) != qt.toInt(-7)
            || tape.toInteger(-7) != qt.toInteger(-7))
            return bad(u"another number"_s);
        return {};
    case QJsonValue::Array: {
        const QJsonArray array = qt.toArray();
        qsizetype i = 0;
        for (const JsonTape::Member &element : tape.isArray() ? tape : JsonTape::Value()) {
            if (i == array.size())
                return bad(u"more elements"_s);
            const QString problem = differs(element.value, array.at(i), at + u"[%1]"_s.arg(i));
            if (!problem.isEmpty())
                return problem;
            ++i;
        }
        return tape.isArray() && i == array.size() ? QString() : bad(u"other elements"_s);
    }
    case QJsonValue::Object: {
        const QJsonObject object = qt.toObject();
        qsizetype count = 0;
        for (const JsonTape::Member &member : tape.isObject() ? tape : JsonTape::Value()) {
            ++count;
            if (!object.contains(member.key.toString()))
                return bad(u"a key Qt does not give: "_s + member.key.toString());
        }
        if (!tape.isObject() || count != object.size())
            return bad(u"other members"_s);
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString problem = differs(tape.value(it.key().toUtf8()), it.value(), at + u"."_s + it.key());
            if (!problem.isEmpty())
                return problem;
        }
        return {};
    }
    }
    return {};
}

/// Reads \a text both ways; "" when they agree.
QString compareReadings(const QByteArray &text, bool *strict = nullptr)
{
    JsonTape tape;
    tape.parse(text);
    if (strict)
        *strict = tape.hasSource();
    const QJsonObject qt = QJsonDocument::fromJson(text).object();
    if (tape.root().toQt().toObject() != qt)
        return u"the objects differ"_s;
    return differs(tape.root(), qt);
}

const QList<QByteArray> &payloads()
{
    static const QList<QByteArray> texts{
            R"({"ops":[{"key":{"id":1589},"new":{"location_id":"T221"},"old":{"location_id":"T151"},"op":"update","table":"units"}]})",
            R"({"data":{"dice":[5,6],"dice_detail":[{"face":5,"label":"d6","sides":6},{"face":6,"label":"d6","sides":6}],"dice_source":"rolled","explanation":[{"text":"Dice 5, 6 in 2d6 give 11."}],"inputs":{"expr":"2d6"},"outcome":{"total":11,"total_exact":"11"},"procedure":"dice.roll","rule_refs":[]},"ops":[{"key":{"key":"rng_counter"},"new":{"value":"1"},"old":{"value":"0"},"op":"update","sticky":true,"table":"meta"}]})",
            R"({"ops":[{"key":{"id":"T0"},"new":{"attributes":"{\"cities\":0,\"port\":false}","id":"T0","kind":"territory","name":"Territory 0"},"op":"insert","table":"locations"}]})",
            R"({"commitment":"5f5991f1cc62c2336a4c42301972c4f72ea33999525286bda52ed868dc773583","counter":"1","draws":[{"face":5,"label":"d6","sides":6},{"face":6,"label":"d6","sides":6}],"source":"rolled"})",
            "{\"ops\":[{\"key\":{\"id\":1},\"new\":{\"name\":\"Guillaume le B\xc3\xa2tard \\u00e9 "
            "\\ud83d\\ude00\",\"x\":-1.5e-3,\"y\":1.0,\"z\":null,\"w\":true},\"op\":\"insert\",\"table\":"
            "\"sides\"}]}",
    };
    return texts;
}

} // namespace

class TestJsonTape : public QObject
{
    Q_OBJECT
private slots:
    void readsWhatQtReads_data();
    void readsWhatQtReads();
    void strictTextsAreReadWithoutQt();
    void damagedPayloadsReadAsQtReadsThem();
    void sourceIsTheValueAsWritten();
};

void TestJsonTape::readsWhatQtReads_data()
{
    QTest::addColumn<QByteArray>("text");
    const QList<QByteArray> texts{
            "{}",
            " {\"a\" : 1 } \n",
            "{\"a\":1,\"a\":2}",
            "{\"a\":1,\"\\u0061\":2}",
            "{\"a\":\"x\ty\"}",
            "{\"a\":\"\\ud800\"}",
            "{\"a\":\"\\udc00\\ud800\"}",
            "{\"a\":\"\\uDBFF\\uDFFF\"}",
            "\xef\xbb\xbf{\"a\":1}",
            "{\"a\":-0}",
            "{\"a\":-0.0}",
            "{\"a\":9223372036854775807}",
            "{\"a\":9223372036854775808}",
            "{\"a\":-9223372036854775809}",
            "{\"a\":1.0}",
            "{\"a\":1e2}",
            "{\"a\":1E+2}",
            "{\"a\":01}",
            "{\"a\":.5}",
            "{\"a\":1.}",
            "{\"a\":-}",
            "{\"a\":1e400}",
            "{\"a\":1e-400}",
            "{\"a\":4.9e-324}",
            "{\"a\":2147483648}",
            "{\"a\":-2147483648}",
            "{\"a\":3.5}",
            "{\"a\":\"\\u0000\"}",
            "{\"a\":\"\xff\"}",
            "{\"a\":\"\xc0\x80\"}",
            "{\"a\":\"\xed\xa0\x80\"}",
            "{\"a\":\"\xf4\x90\x80\x80\"}",
            "{\"a\":\"\xef\xbf\xbf\"}",
            "{\"a\":\"\\/\\b\\f\\n\\r\\t\\\"\\\\\"}",
            "{\"a\":\"\\x\"}",
            "{\"a\":1} x",
            "{\"a\":[1,]}",
            "{\"a\":1,}",
            "[1]",
            "\"x\"",
            "",
            "{",
            "{\"a\"}",
            "{\"a\":tru}",
            "{\"a\":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]"
            "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}",
            "{\"a\":{\"b\":{\"b\":1,\"b\":[true,false,null]}}}",
    };
    for (const QByteArray &text : texts)
        QTest::newRow(text.left(40).toHex().constData()) << text;
    for (const QByteArray &text : payloads())
        QTest::newRow(text.left(40).constData()) << text;
}

void TestJsonTape::readsWhatQtReads()
{
    QFETCH(QByteArray, text);
    const QString problem = compareReadings(text);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestJsonTape::strictTextsAreReadWithoutQt()
{
    // The real payloads take the fast way; what strict JSON does not allow goes to Qt's parser.
    bool strict = false;
    for (const QByteArray &text : payloads()) {
        QVERIFY(compareReadings(text, &strict).isEmpty());
        QVERIFY2(strict, text.constData());
    }
    for (const QByteArray text : {"{\"a\":\"x\ty\"}", "{\"a\":1,\"a\":2}", "{\"a\":.5}", "\xef\xbb\xbf{}"}) {
        QVERIFY(compareReadings(text, &strict).isEmpty());
        QVERIFY2(!strict, text.constData());
    }
}

void TestJsonTape::damagedPayloadsReadAsQtReadsThem()
{
    // Bytes replaced, put in or taken out at random, from an alphabet of the characters that matter.
    static const QByteArray alphabet("{}[]\":,\\ntfrbu0123456789.eE+- a\t\x01\xc3\xa9\xed\xff\x80");
    QRandomGenerator random(19);
    int strictOnes = 0;
    for (int round = 0; round < 30000; ++round) {
        QByteArray text = payloads().at(random.bounded(int(payloads().size())));
        for (int change = 1 + random.bounded(3); change > 0; --change) {
            const int at = random.bounded(int(text.size()));
            const char c = alphabet.at(random.bounded(int(alphabet.size())));
            switch (random.bounded(3)) {
            case 0:
                text[at] = c;
                break;
            case 1:
                text.insert(at, c);
                break;
            default:
                text.remove(at, 1);
                break;
            }
        }
        bool strict = false;
        const QString problem = compareReadings(text, &strict);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + u" in "_s + QString::fromLatin1(text.toHex())));
        strictOnes += strict ? 1 : 0;
    }
    QVERIFY(strictOnes > 1000); // the fast reader took a good share of the damaged texts too
}

void TestJsonTape::sourceIsTheValueAsWritten()
{
    JsonTape tape;
    tape.parse(R"({"data": {"inputs" : {"expr":"2d6"} , "dice":[ 5,6 ]}, "n":-1.5e3})");
    QCOMPARE(tape.root().value("data").value("inputs").source(), QByteArrayView(R"({"expr":"2d6"})"));
    QCOMPARE(tape.root().value("data").value("dice").source(), QByteArrayView("[ 5,6 ]"));
    QCOMPARE(tape.root().value("n").source(), QByteArrayView("-1.5e3"));
    QCOMPARE(tape.root().value("n").toDouble(), -1500.0);
    QCOMPARE(tape.root().value("n").toInteger(7), -1500); // a whole number, as Qt gives it
    tape.parse("{\"a\":\"x\ty\"}");                       // Qt's reading: nothing as written to point at
    QVERIFY(tape.root().value("a").source().isEmpty());
    QCOMPARE(tape.root().value("a").toString(), u"x\ty"_s);
}

QTEST_GUILESS_MAIN(TestJsonTape)
#include "tst_jsontape.moc"
