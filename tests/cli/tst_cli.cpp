// The reeve-cli contract as scripts outside the project use it: commands, JSON
// shapes and exit codes (0 ok, 2 bad input, 3 missing figure, 4 verification).
#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "common/clirun.h"
#include "storage/database.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

using Run = ReeveTest::CliRun;

Run cli(const QStringList &args)
{
    return ReeveTest::runCli(args, u"reeve-cli-test-data"_s);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void oddsOfHalfMoves();
    void oddsOfAProcedure();
    void rollIsDeterministicWithSeed();
    void languageOption();
    void gameTextsInEachLanguage();
    void badExpressionNamesPosition();
    void campaignAndSides();
    void locationsAndUnits();
    void clockFromAScript();
    void optionalRules();
    void verifyFindsOneChangedByte();
    void verifyWithRevealedSeed();
    void resolveContract();
    void exitCodes_data();
    void exitCodes();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) { return m_dir.filePath(name); }
};

void TestCli::oddsOfAProcedure()
{
    const Run run = cli({u"odds"_s, u"dice.chance"_s, u"percent=25"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    const QJsonObject odds = run.json();
    QVERIFY(odds.value(u"exact"_s).toBool());
    QCOMPARE(odds.value(u"cases"_s).toInt(), 100);
    const QJsonArray lines = odds.value(u"lines"_s).toArray();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0).toObject().value(u"exact"_s).toString(), u"3/4"_s); // most likely first
    QCOMPARE(lines.at(0).toObject().value(u"outcome"_s).toObject().value(u"happens"_s).toBool(), false);
    QCOMPARE(lines.at(1).toObject().value(u"exact"_s).toString(), u"1/4"_s);
    QCOMPARE(cli({u"odds"_s, u"dice.chance"_s, u"percent=250"_s}).code, 2);
}

void TestCli::clockFromAScript()
{
    // Game time moved on from a script, as with the Game menu: each change logged and undoable.
    const QString file = path(u"clock.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, file}).code, 0);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Normans"_s}).code, 0);
    const auto clock = [&] { return cli({u"clock"_s, file, u"--json"_s}).json(); };
    const QJsonObject start = clock();
    QCOMPARE(start.value(u"turn"_s).toInt(), 1);
    const QJsonArray phases = start.value(u"phases"_s).toArray();
    QVERIFY(phases.size() > 1);
    QCOMPARE(start.value(u"phase"_s).toString(), phases.at(0).toString());
    QCOMPARE(cli({u"clock"_s, file, u"next"_s}).code, 0);
    QCOMPARE(clock().value(u"phase"_s).toString(), phases.at(1).toString());
    const Run set = cli({u"clock"_s, file, u"set"_s, u"9"_s, u"--phase"_s, phases.at(1).toString()});
    QCOMPARE(set.code, 0);
    QVERIFY2(set.out.contains("September 1066 (turn 9)"), set.out.constData());
    QCOMPARE(cli({u"clock"_s, file, u"side"_s, u"Normans"_s}).code, 0);
    QCOMPARE(clock().value(u"active_side"_s).toString(), u"Normans"_s);
    QCOMPARE(cli({u"undo"_s, file}).code, 0);
    QCOMPARE(cli({u"undo"_s, file}).code, 0);
    QCOMPARE(clock().value(u"turn"_s).toInt(), 1);
    QCOMPARE(cli({u"clock"_s, file, u"set"_s, u"nine"_s}).code, 2);
    QCOMPARE(cli({u"clock"_s, file, u"set"_s, u"2"_s, u"--phase"_s, u"Siesta"_s}).code, 2);
    QCOMPARE(cli({u"clock"_s, file, u"side"_s, u"Martians"_s}).code, 2);
    QCOMPARE(cli({u"clock"_s, file, u"rewind"_s}).code, 2);
    QCOMPARE(clock().value(u"turn"_s).toInt(), 1); // refused commands changed nothing
}

void TestCli::optionalRules()
{
    // 1066's optional rules chosen at setup (§27), changed later, and what they do to procedures.
    const QString file = path(u"options.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, file, u"--options"_s, u"sieges,moat"_s}).code, 2);
    QVERIFY(!QFile::exists(file)); // refused before the file was made
    // Played sides are a scenario's: without one, --sides would be dropped without a word.
    const auto sidesAlone = cli({u"new"_s, u"dba"_s, file, u"--sides"_s, u"Norway"_s});
    QCOMPARE(sidesAlone.code, 2);
    QVERIFY2(sidesAlone.err.contains("--scenario"), sidesAlone.err.constData());
    QVERIFY(!QFile::exists(file));
    QCOMPARE(cli({u"new"_s, u"1066"_s, file, u"--options"_s, u"sieges,briton_victory"_s}).code, 0);
    const auto inPlay = [&] {
        QStringList ids;
        for (const QJsonValue &o :
             cli({u"options"_s, file, u"--json"_s}).json().value(u"options"_s).toArray()) {
            if (o.toObject().value(u"in_play"_s).toBool())
                ids << o.toObject().value(u"id"_s).toString();
        }
        return ids;
    };
    QCOMPARE(inPlay(), (QStringList{u"briton_victory"_s, u"sieges"_s}));
    const QStringList overrun{u"resolve"_s,   u"1066.overrun"_s, u"attack=20"_s,
                              u"defense=1"_s, u"--campaign"_s,   file};
    const Run refused = cli(overrun);
    QCOMPARE(refused.code, 2);
    QVERIFY2(refused.err.contains("options FILE set overrun on"), refused.err.constData());
    QCOMPARE(cli({u"options"_s, file, u"set"_s, u"overrun"_s, u"on"_s}).code, 0);
    QCOMPARE(cli(overrun).code, 0);
    QCOMPARE(cli({u"undo"_s, file}).code, 0); // the overrun roll
    QCOMPARE(cli({u"undo"_s, file}).code, 0); // the option
    QCOMPARE(inPlay(), (QStringList{u"briton_victory"_s, u"sieges"_s}));
    // The victory check reads the Briton option from the campaign unless told otherwise.
    const QStringList victory{u"resolve"_s,
                              u"1066.victory"_s,
                              u"controllers=1,2,3,4"_s,
                              u"kings=0,0,0,0"_s,
                              u"feudal=5,5,5,5"_s,
                              u"--campaign"_s,
                              file,
                              u"--json"_s};
    QCOMPARE(cli(victory).json().value(u"outcome"_s).toObject().value(u"winner"_s).toInt(), 4);
    QCOMPARE(cli(victory + QStringList{u"briton_victory=false"_s})
                     .json()
                     .value(u"outcome"_s)
                     .toObject()
                     .value(u"winner"_s)
                     .toInt(),
             0);
    QCOMPARE(cli({u"options"_s, file, u"set"_s, u"jousting"_s, u"on"_s}).code, 2);
    QCOMPARE(cli({u"options"_s, file, u"set"_s, u"sieges"_s, u"maybe"_s}).code, 2);
}

void TestCli::oddsOfHalfMoves()
{
    const Run run = cli({u"odds"_s, u"(d3+1)/2"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    const QJsonArray distribution = run.json().value(u"distribution"_s).toArray();
    QCOMPARE(distribution.size(), 3);
    const double values[] = {1, 1.5, 2};
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(distribution.at(i).toObject().value(u"value"_s).toDouble(), values[i]);
        QCOMPARE(distribution.at(i).toObject().value(u"probability_exact"_s).toString(), u"1/3"_s);
    }
    QCOMPARE(run.json().value(u"mean"_s).toDouble(), 1.5);
}

void TestCli::languageOption()
{
    // --lang anywhere on the line (issue 25): a language Reeve has is taken, the --json output stays
    // the same whatever the language, and one it lacks is exit 2 naming those it has.
    const QStringList roll{u"roll"_s, u"3d6"_s, u"--seed"_s, u"s"_s, u"--json"_s};
    const Run english = cli(roll);
    for (const QString &lang : {u"de"_s, u"fr"_s, u"es"_s, u"en"_s}) {
        const Run r = cli(QStringList{u"--lang"_s, lang} + roll);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, english.out);
        QCOMPARE(cli(roll + QStringList{u"--lang="_s + lang}).out, english.out);
    }
    // A campaign's clock as JSON is data: the season and phase stay as the file has them in every
    // language, while the plain line reads in the language chosen.
    const QString season = path(u"lang-clock.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"dba"_s, season}).code, 0);
    const Run clockEnglish = cli({u"clock"_s, season, u"--json"_s});
    QVERIFY2(clockEnglish.out.contains("\"Spring "), clockEnglish.out.constData());
    QCOMPARE(cli({u"--lang"_s, u"de"_s, u"clock"_s, season, u"--json"_s}).out, clockEnglish.out);
    const Run clockGerman = cli({u"--lang"_s, u"de"_s, u"clock"_s, season});
    QVERIFY2(clockGerman.out.contains("Frühling") && clockGerman.out.contains("Befehle"),
             clockGerman.out.constData());
    const Run unknown = cli({u"--lang"_s, u"xx"_s, u"roll"_s, u"2d6"_s});
    QCOMPARE(unknown.code, 2);
    QVERIFY2(unknown.err.contains("de, es, fr"), unknown.err.constData());
    // Texts behind the file-local tr() helpers are found too (translations/aliases): the missing
    // game of `new` and the dice parser's error read in German whole, not half English.
    const Run missing = cli({u"--lang"_s, u"de"_s, u"new"_s});
    QCOMPARE(missing.code, 2);
    QVERIFY2(missing.err.contains("Spiel") && !missing.err.contains("the game"), missing.err.constData());
    const Run parser = cli({u"--lang"_s, u"de"_s, u"roll"_s, u"3x6"_s});
    QCOMPARE(parser.code, 2);
    QVERIFY2(!parser.err.contains("expected an operator"), parser.err.constData());
}

namespace {

/// The names translations/glossary_LANG.tsv keeps as printed: rows whose translation is the term
/// itself (Fyrd, Initiative) or "as printed" (Tostig, Oath of Fealty), longest first.
QStringList keptAsPrinted(const QString &lang)
{
    QFile file(QStringLiteral(REEVE_SOURCE_DIR) + u"/translations/glossary_"_s + lang + u".tsv"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList kept;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        const QStringList cols = line.split(u'\t');
        if (line.startsWith(u'#') || cols.size() < 2 || cols.at(0) == u"term"_s)
            continue;
        const QString term = cols.at(0).trimmed();
        const QString rendering = cols.at(1).trimmed();
        if (!term.isEmpty() && (rendering == term || rendering == u"as printed"_s))
            kept << term;
    }
    std::sort(kept.begin(), kept.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return kept;
}

/// The title of a line of `steps GAME` ("id   Title  (citations)") or `procedures GAME` (tab separated).
QString titleOf(const QString &line)
{
    if (line.contains(u'\t'))
        return line.section(u'\t', 1, 1);
    static const QRegularExpression columns(u"^\\S+\\s+(.*?)(?:\\s{2}\\(.*\\))?$"_s);
    const QRegularExpressionMatch m = columns.match(line);
    return m.hasMatch() ? m.captured(1) : line;
}

/// Whether \a title is nothing but names kept as printed (and the words' glue: spaces, punctuation).
bool onlyKeptNames(QString title, const QStringList &kept)
{
    for (const QString &name : kept)
        title.replace(QRegularExpression(u"(?<!\\w)"_s + QRegularExpression::escape(name) + u"(?!\\w)"_s,
                                         QRegularExpression::CaseInsensitiveOption),
                      QString());
    return std::none_of(title.cbegin(), title.cend(), [](QChar c) { return c.isLetter(); });
}

} // namespace

void TestCli::gameTextsInEachLanguage()
{
    // Every game's step and procedure titles read in the chosen language (issue 25): texts written
    // with the games' marker macros or their shared tr() helpers are extracted and found at run time.
    // A title may stay as printed (a marker's name such as "Assassin"): the glossary of the language
    // keeps such names (a row whose translation is the term, or "as printed"), and titles made of them
    // only do not count. Of the others, at most one in ten may read as in English.
    for (const QString &lang : {u"de"_s, u"fr"_s, u"es"_s})
        QVERIFY2(keptAsPrinted(lang).contains(u"Fyrd"_s), qPrintable(lang));
    QCOMPARE(titleOf(u"comet             Comet  (1066 §8.13; 1066 §27.3)"_s), u"Comet"_s);
    QCOMPARE(titleOf(u"1066.attrition\tAttrition (event)\t1066 §8.13"_s), u"Attrition (event)"_s);
    QVERIFY(!onlyKeptNames(u"Attrition (event)"_s, {u"Attrition"_s}));
    for (const QString &game : {u"1066"_s, u"dba"_s, u"sas"_s, u"charlemagne"_s, u"britain"_s}) {
        for (const QString &list : {u"steps"_s, u"procedures"_s}) {
            const QStringList english = QString::fromUtf8(cli({list, game}).out)
                                                .split(u'\n', Qt::SkipEmptyParts);
            QVERIFY(english.size() > 10);
            for (const QString &lang : {u"de"_s, u"fr"_s, u"es"_s}) {
                const QStringList kept = keptAsPrinted(lang);
                const QStringList other = QString::fromUtf8(cli({u"--lang"_s, lang, list, game}).out)
                                                  .split(u'\n', Qt::SkipEmptyParts);
                QCOMPARE(other.size(), english.size());
                QStringList same;
                qsizetype names = 0;
                for (qsizetype i = 0; i < english.size(); ++i) {
                    if (english.at(i) != other.at(i))
                        continue;
                    if (onlyKeptNames(titleOf(english.at(i)), kept))
                        ++names;
                    else
                        same << titleOf(english.at(i)).simplified();
                }
                QVERIFY2(same.size() * 10 <= english.size() - names,
                         qPrintable(u"%1 %2 --lang %3: %4 of %5 lines untranslated (%6 more are names the "
                                    "glossary keeps as printed): %7"_s
                                            .arg(list, game, lang, QString::number(same.size()),
                                                 QString::number(english.size() - names),
                                                 QString::number(names), same.join(u"; "_s))));
            }
        }
    }
}

void TestCli::rollIsDeterministicWithSeed()
{
    const QStringList args{u"roll"_s,    u"3d6+2"_s, u"--seed"_s, u"table-7"_s,
                           u"--count"_s, u"5"_s,     u"--json"_s};
    const Run a = cli(args);
    const Run b = cli(args);
    QCOMPARE(a.code, 0);
    QCOMPARE(a.out, b.out);
    const QJsonArray rolls = a.json().value(u"rolls"_s).toArray();
    QCOMPARE(rolls.size(), 5);
    for (const QJsonValue &roll : rolls) {
        int sum = 2;
        for (const QJsonValue &die : roll.toObject().value(u"dice"_s).toArray())
            sum += die.toInt();
        QCOMPARE(roll.toObject().value(u"total"_s).toInt(), sum);
    }
}

void TestCli::badExpressionNamesPosition()
{
    const Run run = cli({u"odds"_s, u"2d6+"_s});
    QCOMPARE(run.code, 2);
    QVERIFY2(run.err.contains("position 5"), run.err.constData());
}

void TestCli::campaignAndSides()
{
    const QString file = path(u"sides.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, file}).code, 0);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Normans"_s, u"--colour"_s, u"#1f4e9c"_s, u"--pin"_s, u"4321"_s})
                     .code,
             0);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Vikings"_s}).code, 0);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"vikings"_s}).code, 2);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Britons"_s, u"--colour"_s, u"green-ish"_s}).code, 2);
    const Run list = cli({u"side"_s, file, u"list"_s, u"--json"_s});
    QCOMPARE(list.code, 0);
    const QJsonArray sides = list.json().value(u"sides"_s).toArray();
    QCOMPARE(sides.size(), 2);
    QCOMPARE(sides.at(0).toObject().value(u"name"_s).toString(), u"Normans"_s);
    QVERIFY(sides.at(0).toObject().value(u"has_pin"_s).toBool());
    QVERIFY(!list.out.contains("4321"));
    const Run log = cli({u"log"_s, file, u"--json"_s});
    QCOMPARE(log.json().value(u"actions"_s).toArray().size(), 4);
}

void TestCli::locationsAndUnits()
{
    // A script registers a square and a unit with its printed values, moves and
    // eliminates it, and undoes the last step: each change is an action in the log.
    const QString file = path(u"board.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, file}).code, 0);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Vikings"_s}).code, 0);
    QCOMPARE(cli({u"location"_s, file, u"add"_s, u"C6"_s, u"--name"_s, u"York"_s, u"--kind"_s, u"square"_s,
                  u"feudal=4"_s, u"port=true"_s})
                     .code,
             0);
    const Run added = cli({u"unit"_s, file, u"add"_s, u"vikings"_s, u"huscarl"_s, u"--name"_s, u"Harald"_s,
                           u"--at"_s, u"C6"_s, u"attack=3"_s, u"defence=2"_s, u"--json"_s});
    QCOMPARE(added.code, 0);
    const QString id = QString::number(added.json().value(u"id"_s).toInteger());
    QCOMPARE(added.json().value(u"attributes"_s).toObject().value(u"attack"_s).toInt(), 3);
    QCOMPARE(cli({u"unit"_s, file, u"edit"_s, id, u"defence=3"_s, u"attack="_s}).code, 0);
    QCOMPARE(cli({u"unit"_s, file, u"eliminate"_s, id}).code, 0);
    const QJsonArray units = cli({u"unit"_s, file, u"list"_s, u"--at"_s, u"C6"_s, u"--json"_s})
                                     .json()
                                     .value(u"units"_s)
                                     .toArray();
    QCOMPARE(units.size(), 1);
    const QJsonObject unit = units.first().toObject();
    QCOMPARE(unit.value(u"status"_s).toString(), u"eliminated"_s);
    QCOMPARE(unit.value(u"attributes"_s).toObject(), (QJsonObject{{u"defence"_s, 3}}));
    QCOMPARE(cli({u"undo"_s, file}).code, 0);
    QCOMPARE(cli({u"unit"_s, file, u"list"_s, u"--json"_s})
                     .json()
                     .value(u"units"_s)
                     .toArray()
                     .first()
                     .toObject()
                     .value(u"status"_s)
                     .toString(),
             u"active"_s);
    const QJsonObject york = cli({u"location"_s, file, u"list"_s, u"--json"_s})
                                     .json()
                                     .value(u"locations"_s)
                                     .toArray()
                                     .first()
                                     .toObject();
    QCOMPARE(york.value(u"attributes"_s).toObject(), (QJsonObject{{u"feudal"_s, 4}, {u"port"_s, true}}));
    // Bad input says what is wrong: an unknown side, unit, word or verb.
    QCOMPARE(cli({u"unit"_s, file, u"add"_s, u"Danes"_s, u"huscarl"_s}).code, 2);
    QCOMPARE(cli({u"unit"_s, file, u"move"_s, u"999"_s, u"C6"_s}).code, 2);
    QCOMPARE(cli({u"unit"_s, file, u"edit"_s, id, u"attack"_s}).code, 2);
    QCOMPARE(cli({u"unit"_s, file, u"fly"_s, id}).code, 2);
    QCOMPARE(cli({u"location"_s, file, u"add"_s, u"C6"_s}).code, 2); // already there
}

void TestCli::verifyFindsOneChangedByte()
{
    const QString file = path(u"tamper.reeve"_s);
    cli({u"new"_s, u"sas"_s, file});
    cli({u"side"_s, file, u"add"_s, u"England"_s});
    cli({u"side"_s, file, u"add"_s, u"France"_s});
    QCOMPARE(cli({u"verify"_s, file}).code, 0);
    {
        Database db(file, Database::Mode::ReadWrite);
        // One byte of one log row: "England" becomes "Englanc".
        db.exec(u"UPDATE actions SET public_text = replace(public_text, 'England', 'Englanc') WHERE seq = 3"_s);
    }
    const Run run = cli({u"verify"_s, file, u"--json"_s});
    QCOMPARE(run.code, 4);
    QCOMPARE(run.json().value(u"first_broken"_s).toInt(), 3);
}

void TestCli::verifyWithRevealedSeed()
{
    const QString file = path(u"seed.reeve"_s);
    cli({u"new"_s, u"dba"_s, file});
    for (int i = 0; i < 5; ++i)
        QCOMPARE(cli({u"resolve"_s, u"dice.chance"_s, u"percent=10"_s, u"--campaign"_s, file}).code, 0);
    const Run reveal = cli({u"seed"_s, file, u"--reveal"_s, u"--json"_s});
    const QString seed = reveal.json().value(u"revealed_seed"_s).toString();
    QCOMPARE(seed.size(), 64);
    const Run ok = cli({u"verify"_s, file, u"--reveal"_s, seed, u"--json"_s});
    QCOMPARE(ok.code, 0);
    QCOMPARE(ok.json().value(u"rolls_checked"_s).toInt(), 5);
    const Run wrong = cli({u"verify"_s, file, u"--reveal"_s, QString(64, u'0')});
    QCOMPARE(wrong.code, 4);
}

void TestCli::resolveContract()
{
    const Run run = cli({u"resolve"_s, u"dice.d66"_s, u"--dice"_s, u"3,5"_s, u"--json"_s});
    QCOMPARE(run.code, 0);
    const QJsonObject json = run.json();
    QCOMPARE(json.value(u"procedure"_s).toString(), u"dice.d66"_s);
    QCOMPARE(json.value(u"dice"_s).toArray(), (QJsonArray{3, 5}));
    QCOMPARE(json.value(u"outcome"_s).toObject().value(u"value"_s).toInt(), 35);
    QVERIFY(json.value(u"explanation"_s).toArray().size() >= 1);
    QVERIFY(json.contains(u"inputs"_s) && json.contains(u"rule_refs"_s));
    const Run describe = cli({u"describe"_s, u"dice.chance"_s, u"--json"_s});
    QCOMPARE(describe.json().value(u"parameters"_s).toArray().at(0).toObject().value(u"name"_s).toString(),
             u"percent"_s);
}

void TestCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::newRow("help") << QStringList{u"--help"_s} << 0;
    QTest::newRow("no command") << QStringList{} << 2;
    QTest::newRow("unknown command") << QStringList{u"juggle"_s} << 2;
    QTest::newRow("unknown game") << QStringList{u"new"_s, u"chess"_s, u"/tmp/x.reeve"_s} << 2;
    QTest::newRow("unknown procedure") << QStringList{u"resolve"_s, u"dice.rol"_s} << 2;
    QTest::newRow("unknown parameter") << QStringList{u"resolve"_s, u"dice.chance"_s, u"pct=4"_s} << 2;
    QTest::newRow("too few dice") << QStringList{u"resolve"_s, u"dice.d66"_s, u"--dice"_s, u"3"_s} << 2;
    QTest::newRow("too many dice") << QStringList{u"resolve"_s, u"dice.d66"_s, u"--dice"_s, u"3,4,5"_s} << 2;
    QTest::newRow("face out of range")
            << QStringList{u"resolve"_s, u"dice.d66"_s, u"--dice"_s, u"3,7"_s} << 2;
    QTest::newRow("unknown option") << QStringList{u"roll"_s, u"d6"_s, u"--sed"_s, u"1"_s} << 2;
    QTest::newRow("missing file") << QStringList{u"verify"_s, u"/nonexistent/x.reeve"_s} << 2;
    QTest::newRow("unknown table") << QStringList{u"table"_s, u"generic.nothing"_s} << 2;
}

void TestCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    const Run run = cli(args);
    QVERIFY2(run.code == code,
             qPrintable(u"exit %1, stderr: %2"_s.arg(run.code).arg(QString::fromUtf8(run.err))));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
