// Plain words for outcomes (issue 24, defect 3): every field a registered procedure sets has a
// translated label, values read as words, and the public log line of a resolution names no field id.
#include <QDirIterator>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include "campaign/campaigntables.h"
#include "dice/randomstream.h"
#include "procedures/outcomelabels.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

/// Inputs for variant \a v of \a p: defaults on even variants, small, middling or large values else.
QJsonObject inputsFor(const Procedure &p, int v)
{
    QJsonObject in;
    for (const ParameterSpec &s : p.parameters) {
        if (!s.isRequired() && v % 2 == 0) {
            in.insert(s.name, s.defaultValue);
            continue;
        }
        const int wanted = v < 2 ? 3 : v < 4 ? 1 : 8;
        switch (s.type) {
        case ParameterSpec::Type::Integer:
            in.insert(s.name, qBound(s.minimum, wanted, s.maximum));
            break;
        case ParameterSpec::Type::Boolean:
            in.insert(s.name, v % 2 == 1);
            break;
        case ParameterSpec::Type::Choice:
            in.insert(s.name, s.choices.value(v % qMax(1, int(s.choices.size()))));
            break;
        case ParameterSpec::Type::Text:
            in.insert(s.name, v ? u"2d6"_s : u"1"_s);
            break;
        case ParameterSpec::Type::IntegerList:
            in.insert(s.name, QJsonArray{qMax(s.minimum, 2), qMax(s.minimum, 3)});
            break;
        }
    }
    return in;
}

/// The outcome fields every procedure sets when run on a few made-up inputs with rolled dice.
QMap<QString, QSet<QString>> fieldsByProcedure(int *ran)
{
    QMap<QString, QSet<QString>> fields;
    const ProcedureRunner runner(CampaignTables::builtIn());
    for (const Procedure *p : ProcedureRegistry::standard().list()) {
        for (int v = 0; v < 6; ++v) {
            try {
                const ProcedureResult r = runner.runRolled(
                        *p, ProcedureRunner::completeInputs(*p, inputsFor(*p, v)), RandomStream("labels", v));
                for (auto it = r.outcome.begin(); it != r.outcome.end(); ++it)
                    fields[p->id].insert(it.key());
            } catch (const Failure &) {
                // a rule's refusal of these made-up inputs: the source scan below covers its fields
            }
        }
        if (fields.contains(p->id))
            ++*ran;
    }
    return fields;
}

} // namespace

class TestOutcomeLabels : public QObject
{
    Q_OBJECT
private slots:
    void everyFieldRunHasALabel()
    {
        int ran = 0;
        const auto fields = fieldsByProcedure(&ran);
        // Most procedures accept these made-up inputs; the rest refuse them by rule.
        QVERIFY2(ran >= ProcedureRegistry::standard().list().size() * 3 / 4, qPrintable(QString::number(ran)));
        QStringList missing;
        for (auto it = fields.begin(); it != fields.end(); ++it) {
            for (const QString &field : it.value()) {
                if (!OutcomeLabels::hasLabel(field, it.key()))
                    missing << it.key() + u'/' + field;
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u", "_s)));
    }

    void everyFieldInTheSourcesHasALabel()
    {
        // Fields set by procedures the made-up inputs could not run: read from the games' sources.
        static const QRegularExpression set(uR"re(\bc\.set\(u"([a-z0-9_]+)"_s)re"_s);
        QStringList missing;
        int seen = 0;
        QDirIterator files(QStringLiteral(REEVE_SOURCE_DIR "/core/games"), {u"*.cpp"_s}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            for (auto m = set.globalMatch(text); m.hasNext();) {
                const QString field = m.next().captured(1);
                ++seen;
                if (!field.endsWith(u'_') && !OutcomeLabels::hasLabel(field) && !missing.contains(field))
                    missing << field;
            }
        }
        QVERIFY(seen > 300);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u", "_s)));
    }

    void labelsAreWords()
    {
        QCOMPARE(OutcomeLabels::label(u"castle_may_be_destroyed"_s), u"Castle may be destroyed"_s);
        QCOMPARE(OutcomeLabels::label(u"eliminated"_s, u"1066.storms"_s), u"Fleets eliminated"_s);
        QCOMPARE(OutcomeLabels::label(u"eliminated"_s), u"Eliminated"_s);
        // A field without a declared label (a step's outcome naming an army) is never shown with "_".
        QCOMPARE(OutcomeLabels::label(u"new_field"_s), u"New field"_s);
        QCOMPARE(OutcomeLabels::label(u"Harold's army"_s), u"Harold's army"_s);
        QVERIFY(!OutcomeLabels::hasLabel(u"new_field"_s));
    }

    void valuesAreWords()
    {
        QCOMPARE(OutcomeLabels::valueText(true), u"yes"_s);
        QCOMPARE(OutcomeLabels::valueText(false), u"no"_s);
        QCOMPARE(OutcomeLabels::valueText(QJsonValue(QJsonValue::Null)), u"none"_s);
        QCOMPARE(OutcomeLabels::valueText(3.2), u"3.2"_s);
        QCOMPARE(OutcomeLabels::valueText(7), u"7"_s);
        QCOMPARE(OutcomeLabels::valueText(u"attackers-win"_s), u"attackers win"_s);
        QCOMPARE(OutcomeLabels::valueText(u"1:1"_s), u"1:1"_s);
        QCOMPARE(OutcomeLabels::valueText(u"C6"_s), u"C6"_s);
        QCOMPARE(OutcomeLabels::valueText(QJsonArray{3, 4, 6}), u"3, 4, 6"_s);
        QCOMPARE(OutcomeLabels::valueText(QJsonObject{{u"anglo-saxons"_s, 4}, {u"normans"_s, 6}}),
                 u"Anglo-Saxons 4; Normans 6"_s);
    }

    void pillageSummaryInWords()
    {
        // 1066 §19.2: 3 attack factors pillage on a d6 of 3 or less; a 2 pillages. The town's feudal
        // value 2 is the loot (2 draws); one other player, so one reaction draw after the success;
        // a castle in the square may be destroyed (§20.6).
        const Procedure &p = ProcedureRegistry::standard().get(u"1066.pillage"_s);
        const ProcedureRunner runner(CampaignTables::builtIn());
        const ProcedureResult r = runner.runEntered(
                p,
                ProcedureRunner::parseInputs(p, {u"attack_factors=3"_s, u"feudal=2"_s, u"other_players=1"_s,
                                                 u"castle=true"_s}),
                {2});
        QCOMPARE(r.summary(), u"Pillage a square — Castle may be destroyed: yes; Loot draws: 2; Pillaged: yes; "
                              "Reaction draws: 1"_s);
        // The JSON the CLI prints keeps the field names.
        QCOMPARE(r.toJson().value(u"outcome"_s).toObject().value(u"loot_draws"_s).toInt(), 2);
    }
};

QTEST_GUILESS_MAIN(TestOutcomeLabels)
#include "tst_outcomelabels.moc"
