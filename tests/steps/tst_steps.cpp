// The step contract of every game: every registered step documents itself; its examples run as
// typed in a shell on the game's scenario campaign; each applied example is one undo; bad input
// writes nothing; no private text of a step reaches the public log, before or after its undo; and
// no value of an outcome field a step declares private shows up anew in any public output.
#include <cmath>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "common/clirun.h"
#include "log/actionlog.h"
#include "log/replayer.h"
#include "stepfixture.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"

using namespace Reeve;
using namespace ReeveTest;
using namespace Qt::StringLiterals;

class TestSteps : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void everyStepIsDescribed();
    void examples_data();
    void examples();
    void badInputWritesNothing_data();
    void badInputWritesNothing();
    void privateOutcomeFieldsStayPrivate_data();
    void privateOutcomeFieldsStayPrivate();
    void locationOfTheWrongKindRefused();

private:
    CliRun cli(const QStringList &args) { return m_fixture.cli(args); }
    CliRun shell(const QString &line, const QString &file) { return m_fixture.shell(line, file); }
    QString freshCampaign(const QString &game, const QString &name)
    {
        return m_fixture.freshCampaign(game, name);
    }
    static QString state(const QString &file) { return StepFixture::state(file); }
    static QString difference(const QString &a, const QString &b) { return StepFixture::difference(a, b); }
    static const QList<QStringList> &games() { return StepFixture::games(); }
    /// What the public may read of \a file: the public log's texts and data, and public balances.
    QString publicOutputs(const QString &file);

    StepFixture m_fixture;
};

namespace {

/// Steps no example can show on a bare scenario, and why (a chart the transcription lacks).
const QMap<QString, QString> &withoutExamples()
{
    static const QMap<QString, QString> why{
            {u"1066/roll"_s, u"the Combat Results Table is not in the sources (exit 3 until entered)"_s},
            {u"1066/save"_s, u"follows a roll on the missing Combat Results Table"_s},
            {u"1066/end-pursuit"_s, u"follows a battle fought on the missing Combat Results Table"_s},
            {u"1066/spoils"_s, u"follows a battle fought on the missing Combat Results Table"_s},
            {u"1066/apply"_s, u"follows a battle fought on the missing Combat Results Table"_s},
    };
    return why;
}

} // namespace

void TestSteps::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QString error;
    QVERIFY2(m_fixture.makeTemplates(&error), qPrintable(error));
}

QString TestSteps::publicOutputs(const QString &file)
{
    QStringList out;
    const QJsonArray actions = cli({u"log"_s, file, u"--audience"_s, u"public"_s, u"--json"_s})
                                       .json()
                                       .value(u"actions"_s)
                                       .toArray();
    for (const QJsonValue &v : actions) {
        const QJsonObject a = v.toObject();
        out << a.value(u"text"_s).toString();
        QJsonObject data = a.value(u"data"_s).toObject();
        for (const QString &meta : {u"commitment"_s, u"draw_commitment"_s, u"chain_head"_s})
            data.remove(meta);
        out << QString::fromUtf8(QJsonDocument(data).toJson(QJsonDocument::Compact));
    }
    out << QString::fromUtf8(cli({u"side"_s, file, u"list"_s, u"--audience"_s, u"public"_s, u"--json"_s}).out);
    out << QString::fromUtf8(cli({u"ledger"_s, file, u"balance"_s, u"--audience"_s, u"public"_s}).out);
    return out.join(u'\n');
}

namespace {

/// The values of an outcome field worth looking for: names and words of three letters or more,
/// numbers of two digits or more (a single digit is everywhere in a log), and a single digit as a
/// sum of money ("£5").
void leavesOf(const QJsonValue &value, QStringList &out)
{
    if (value.isObject()) {
        // A logged procedure's bookkeeping (its id, rule citations, where its dice came from) is public.
        static const QStringList bookkeeping{u"procedure"_s,   u"rule"_s,      u"rule_refs"_s,
                                             u"dice_source"_s, u"logged_as"_s, u"label"_s};
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!bookkeeping.contains(it.key()) || it.value().isObject())
                leavesOf(it.value(), out);
        }
    } else if (value.isArray()) {
        for (const QJsonValue &v : value.toArray())
            leavesOf(v, out);
    } else if (value.isString() && value.toString().trimmed().size() >= 3) {
        out << value.toString().trimmed();
    } else if (value.isDouble() && std::abs(value.toDouble()) >= 10) {
        out << QString::number(value.toDouble());
    } else if (value.isDouble() && value.toDouble() > 0) { // a small sum, as money is written
        out << u"£"_s + QString::number(value.toDouble());
    }
}

qsizetype occurrences(const QString &text, const QString &word)
{
    // A whole word or number, not part of a longer one nor of a rule citation ("§10.2c").
    const QRegularExpression re(u"(?<![\\w.§])"_s + QRegularExpression::escape(word) + u"(?!\\w|\\.\\w)"_s);
    qsizetype n = 0;
    for (auto it = re.globalMatch(text); it.hasNext(); it.next())
        ++n;
    return n;
}

} // namespace

void TestSteps::everyStepIsDescribed()
{
    for (const QStringList &g : games()) {
        const QString game = g.first();
        const CliRun list = cli({u"steps"_s, game, u"--json"_s});
        QCOMPARE(list.code, 0);
        const QJsonArray steps = list.json().value(u"steps"_s).toArray();
        QVERIFY2(!steps.isEmpty(), qPrintable(game));
        QCOMPARE(steps.size(), StepRegistry::standard().steps(game).size());
        for (const QJsonValue &v : steps) {
            const QString id = v.toObject().value(u"id"_s).toString();
            const CliRun d = cli({u"describe-step"_s, game, id, u"--json"_s});
            QCOMPARE(d.code, 0);
            const QJsonObject spec = d.json();
            QVERIFY2(!spec.value(u"rules"_s).toArray().isEmpty(), qPrintable(id));
            QVERIFY2(!spec.value(u"summary"_s).toString().isEmpty(),
                     qPrintable(u"%1 %2 has no summary"_s.arg(game, id)));
            const QJsonArray examples = spec.value(u"examples"_s).toArray();
            if (!examples.isEmpty())
                QVERIFY2((examples.last().toString() + u' ').startsWith(u"reeve-cli step FILE "_s + id + u' '),
                         qPrintable(u"%1 %2: the last example is not the step itself"_s.arg(game, id)));
            if (!withoutExamples().contains(game + u'/' + id))
                QVERIFY2(!spec.value(u"examples"_s).toArray().isEmpty(),
                         qPrintable(u"%1 %2 has no example"_s.arg(game, id)));
            for (const QJsonValue &f : spec.value(u"fields"_s).toArray()) {
                const QJsonObject field = f.toObject();
                // Every field says what it is; Charlemagne's and Britain's give a help line to every field.
                const bool helpRequired = game == u"charlemagne"_s || game == u"britain"_s;
                QVERIFY2(!field.value(u"help"_s).toString().isEmpty()
                                 || (!helpRequired && !field.value(u"label"_s).toString().isEmpty()),
                         qPrintable(u"%1.%2 has no help"_s.arg(id, field.value(u"name"_s).toString())));
                for (const QString &key : {u"name"_s, u"type"_s, u"required"_s, u"default"_s, u"help"_s})
                    QVERIFY2(field.contains(key),
                             qPrintable(u"%1.%2 lacks %3"_s.arg(id, field.value(u"name"_s).toString(), key)));
            }
        }
    }
}

void TestSteps::examples_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("step");
    for (const QStringList &g : games()) {
        for (const StepSpec *s : StepRegistry::standard().steps(g.first())) {
            if (!s->examples.isEmpty())
                QTest::newRow(qPrintable(g.first() + u'/' + s->id)) << g.first() << s->id;
        }
    }
}

void TestSteps::examples()
{
    QFETCH(QString, game);
    QFETCH(QString, step);
    const StepSpec &spec = StepRegistry::standard().get(game, step);
    QVERIFY(!spec.examples.isEmpty());
    const QString file = freshCampaign(game, step);
    for (qsizetype i = 0; i + 1 < spec.examples.size(); ++i) {
        const CliRun r = shell(spec.examples.at(i), file);
        QVERIFY2(r.code == 0, qPrintable(spec.examples.at(i) + u"\n"_s + QString::fromUtf8(r.err)));
    }
    const QString before = state(file);
    const QByteArray publicBefore = cli({u"log"_s, file, u"--audience"_s, u"public"_s, u"--json"_s}).out;
    const CliRun r = shell(spec.examples.last() + u" --json"_s, file);
    QVERIFY2(r.code == 0, qPrintable(spec.examples.last() + u"\n"_s + QString::fromUtf8(r.err)));
    const QJsonObject result = r.json();
    QCOMPARE(result.value(u"step"_s).toString(), step);
    QVERIFY2(result.value(u"refusals"_s).toArray().isEmpty(), r.out.constData());
    // No private text of the step in the public log (the closing entry and the undo text included).
    const auto publicLog = [&] {
        return cli({u"log"_s, file, u"--audience"_s, u"public"_s, u"--json"_s}).out;
    };
    QStringList secrets;
    {
        auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
        for (const QJsonValue &seq : result.value(u"entries"_s).toArray()) {
            const Action a = campaign->log().action(seq.toInteger());
            if (a.audience != Audience::Public && !a.privateText.isEmpty() && a.privateText != a.publicText)
                secrets << a.privateText;
        }
    }
    QByteArray shown = publicLog();
    for (const QString &secret : std::as_const(secrets))
        QVERIFY2(!shown.contains(
                         QJsonDocument(QJsonArray{secret}).toJson(QJsonDocument::Compact).mid(2).chopped(2)),
                 qPrintable(u"public log shows: "_s + secret));
    // One step, one undo: the state is as before the step (the dice counter aside). A step whose
    // action is a record undo does not take (a timer event) must have changed no state at all.
    const bool undoable = !result.value(u"seq"_s).isNull()
                          && Campaign::open(file, CampaignFile::Access::ReadOnly)
                                     ->log()
                                     .action(result.value(u"seq"_s).toInteger())
                                     .undoable;
    if (!undoable) {
        const QString now = state(file); // wrote nothing undoable: a step that changes nothing
        QVERIFY2(now == before, qPrintable(difference(before, now)));
        return;
    }
    const CliRun undo = cli({u"undo"_s, file});
    QVERIFY2(undo.code == 0, undo.err.constData());
    const QString undone = state(file);
    QVERIFY2(undone == before, qPrintable(difference(before, undone)));
    shown = publicLog();
    for (const QString &secret : std::as_const(secrets))
        QVERIFY2(!shown.contains(
                         QJsonDocument(QJsonArray{secret}).toJson(QJsonDocument::Compact).mid(2).chopped(2)),
                 qPrintable(u"public log after undo shows: "_s + secret));
    QVERIFY(shown.size() > publicBefore.size());
}

void TestSteps::badInputWritesNothing_data()
{
    examples_data();
}

void TestSteps::badInputWritesNothing()
{
    QFETCH(QString, game);
    QFETCH(QString, step);
    const StepSpec &spec = StepRegistry::standard().get(game, step);
    const QString file = freshCampaign(game, u"bad-"_s + step);
    for (qsizetype i = 0; i + 1 < spec.examples.size(); ++i)
        QCOMPARE(shell(spec.examples.at(i), file).code, 0);
    const QString before = state(file);
    const qint64 last = Campaign::open(file, CampaignFile::Access::ReadOnly)->log().lastSeq();
    // A misspelt field: exit 2 naming it, nothing written.
    const CliRun typo = shell(spec.examples.last() + u" frendly=true"_s, file);
    QCOMPARE(typo.code, 2);
    QVERIFY2(typo.err.contains("frendly"), typo.err.constData());
    // Each required field left out: exit 2 naming it.
    for (const StepField &f : spec.fields) {
        if (!f.required)
            continue;
        const CliRun missing = cli({u"step"_s, file, step, u"--json"_s});
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.out.contains(f.name.toUtf8()), missing.out.constData());
    }
    // A roll of the wrong name: exit 2, never replaced by Reeve's own dice.
    if (!spec.dice.isEmpty()) {
        const CliRun dice = shell(spec.examples.last() + u" --dice nosuchroll=3"_s, file);
        QCOMPARE(dice.code, 2);
    }
    QCOMPARE(state(file), before);
    QCOMPARE(Campaign::open(file, CampaignFile::Access::ReadOnly)->log().lastSeq(), last);
}

void TestSteps::privateOutcomeFieldsStayPrivate_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("step");
    for (const QStringList &g : games()) {
        for (const StepSpec *s : StepRegistry::standard().steps(g.first())) {
            if (!s->examples.isEmpty() && !s->shares.isEmpty())
                QTest::newRow(qPrintable(g.first() + u'/' + s->id)) << g.first() << s->id;
        }
    }
}

void TestSteps::privateOutcomeFieldsStayPrivate()
{
    // For every step that declares outcome fields not for the public: run its example, then look
    // for each such field's values in everything the public reads. A value may already be public
    // (a province's name); it must not appear more often than before the step.
    QFETCH(QString, game);
    QFETCH(QString, step);
    const StepSpec &spec = StepRegistry::standard().get(game, step);
    const QString file = freshCampaign(game, u"share-"_s + step);
    for (qsizetype i = 0; i + 1 < spec.examples.size(); ++i)
        QCOMPARE(shell(spec.examples.at(i), file).code, 0);
    const QString before = publicOutputs(file);
    const CliRun r = shell(spec.examples.last() + u" --json"_s, file);
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject outcome = r.json().value(u"outcome"_s).toObject();
    const QString after = publicOutputs(file);
    int looked = 0;
    QStringList declared;
    for (const StepShare &share : spec.shares)
        declared << share.key;
    for (const StepShare &share : spec.shares) {
        if (share.audience == Audience::Public)
            continue;
        QStringList keys{share.key};
        if (share.key == u"*"_s) // every field no other share names
            keys = outcome.keys();
        for (const QString &key : std::as_const(keys)) {
            if (!outcome.contains(key) || (share.key == u"*"_s && declared.contains(key)))
                continue;
            QStringList values;
            leavesOf(outcome.value(key), values);
            for (const QString &v : std::as_const(values)) {
                ++looked;
                QVERIFY2(occurrences(after, v) <= occurrences(before, v),
                         qPrintable(u"%1 %2: the private field %3 (\"%4\") is in a public output"_s
                                            .arg(game, step, key, v)));
            }
        }
    }
    // The public share of the result itself leaves those fields out.
    const QString again = freshCampaign(game, u"share2-"_s + step);
    for (qsizetype i = 0; i + 1 < spec.examples.size(); ++i)
        QCOMPARE(shell(spec.examples.at(i), again).code, 0);
    const CliRun pub = shell(spec.examples.last() + u" --json --audience public"_s, again);
    QVERIFY2(pub.code == 0, pub.err.constData());
    const QJsonObject shown = pub.json().value(u"outcome"_s).toObject();
    for (const StepShare &share : spec.shares) {
        if (share.audience == Audience::Public)
            continue;
        if (share.key == u"*"_s) {
            for (const QString &key : shown.keys())
                QVERIFY2(declared.contains(key), qPrintable(u"%1 shown to the public"_s.arg(key)));
        } else {
            QVERIFY2(!shown.contains(share.key), qPrintable(share.key));
        }
    }
    if (looked == 0)
        qInfo("%s %s: the example gives no value worth looking for", qPrintable(game), qPrintable(step));
}

void TestSteps::locationOfTheWrongKindRefused()
{
    // A Charlemagne region field takes a region: the hex Aachen is refused by name, nothing written.
    const QString file = freshCampaign(u"charlemagne"_s, u"kinds"_s);
    const QString before = state(file);
    const CliRun r = cli({u"step"_s, file, u"control"_s, u"region=Aachen"_s, u"control=Empire"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("takes a region; Aachen is a hex"), r.err.constData());
    QCOMPARE(state(file), before);
    const QJsonObject spec = cli({u"describe-step"_s, u"charlemagne"_s, u"control"_s, u"--json"_s}).json();
    QCOMPARE(spec.value(u"fields"_s).toArray().first().toObject().value(u"location_kinds"_s).toArray(),
             QJsonArray{u"region"_s});
}

QTEST_GUILESS_MAIN(TestSteps)
#include "tst_steps.moc"
