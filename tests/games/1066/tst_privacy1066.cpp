// What each reader of a 1066 campaign gets from `reeve-cli step ... --audience` and the public log (1066 §7.1,
// §7.2): a battle in a campaign square shows its board to its two sides only, a battle marker played from the
// hand is named to its side and the board, not to the table, a call to arms' dice and king (§10.3) and the
// square Tostig entered (§8.13) are the power's own. Every public output after the set-up is scanned for the
// counters' names, boxes and markers.
#include <QtTest>

#include "common/clirun.h"

using namespace Qt::StringLiterals;

class TestPrivacy1066 : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void battleBoardForItsTwoSides();
    void callToArmsForItsPower();
    void tostigWhereOnlyHisPowerKnows();

private:
    ReeveTest::CliRun cli(const QStringList &args)
    {
        return ReeveTest::runCli(args, u"reeve-privacy-1066-test"_s);
    }
    /// `step FILE LINE... --json --audience side=READER`; fails the test on a refusal.
    QJsonObject stepAs(const QString &reader, const QStringList &line);
    qint64 unitId(const QString &name, const QString &at = QString());
    /// The public log's entries after \a after, as JSON text.
    QByteArray publicLogAfter(qint64 after);
    qint64 lastSeq();
    QTemporaryDir m_dir;
    QString m_path;
};

void TestPrivacy1066::init()
{
    static int n = 0;
    m_path = m_dir.filePath(u"privacy%1.reeve"_s.arg(++n));
    QCOMPARE(cli({u"new"_s, u"1066"_s, m_path, u"--scenario"_s, u"1066"_s, u"--sides"_s,
                  u"Normans,Anglo-Saxons,Vikings"_s})
                     .code,
             0);
    QStringList compose{u"container"_s, m_path, u"compose"_s};
    for (const QString &kind :
         {u"Assassin"_s, u"Attrition"_s, u"Comet"_s, u"Defection"_s, u"Feigned Flight"_s, u"Forced March"_s,
          u"Holy Roman Empire Intervenes"_s, u"Maneuver"_s, u"Oath of Fealty"_s, u"Papal Intervention"_s,
          u"Rally"_s, u"Rebellion"_s, u"Shield Wall"_s, u"Spy"_s, u"Storms"_s, u"Troops Demand More Pay"_s,
          u"Vassalage 1"_s, u"Vassalage 2"_s})
        compose << kind + u"=0"_s;
    compose << u"Charge=2"_s << u"Gold Point=2"_s << u"Tostig=1"_s;
    const ReeveTest::CliRun composed = cli(compose);
    QVERIFY2(composed.code == 0, composed.err.constData());
    QCOMPARE(cli({u"container"_s, m_path, u"pick"_s, u"Vikings"_s, u"Charge"_s}).code, 0);
    QCOMPARE(cli({u"container"_s, m_path, u"pick"_s, u"Vikings"_s, u"Tostig"_s}).code, 0);
}

QJsonObject TestPrivacy1066::stepAs(const QString &reader, const QStringList &line)
{
    const ReeveTest::CliRun r = cli(QStringList{u"step"_s, m_path} + line
                                    + QStringList{u"--json"_s, u"--audience"_s, u"side="_s + reader});
    const QJsonObject json = r.json();
    if (r.code != 0 || !json.value(u"refusals"_s).toArray().isEmpty())
        qWarning("%s\n%s", r.out.constData(), r.err.constData());
    return json.value(u"outcome"_s).toObject();
}

qint64 TestPrivacy1066::unitId(const QString &name, const QString &at)
{
    const QJsonArray units
            = cli({u"unit"_s, m_path, u"list"_s, u"--json"_s}).json().value(u"units"_s).toArray();
    for (const QJsonValue &v : units) {
        const QJsonObject u = v.toObject();
        if (u.value(u"name"_s).toString() == name && (at.isEmpty() || u.value(u"location"_s).toString() == at))
            return u.value(u"id"_s).toInteger();
    }
    return 0;
}

qint64 TestPrivacy1066::lastSeq()
{
    const QJsonArray actions = cli({u"log"_s, m_path, u"--json"_s}).json().value(u"actions"_s).toArray();
    return actions.isEmpty() ? 0 : actions.last().toObject().value(u"seq"_s).toInteger();
}

QByteArray TestPrivacy1066::publicLogAfter(qint64 after)
{
    const QJsonArray actions = cli({u"log"_s, m_path, u"--audience"_s, u"public"_s, u"--json"_s})
                                       .json()
                                       .value(u"actions"_s)
                                       .toArray();
    QJsonArray newer;
    for (const QJsonValue &v : actions)
        if (v.toObject().value(u"seq"_s).toInteger() > after)
            newer.append(v);
    return QJsonDocument(newer).toJson(QJsonDocument::Compact);
}

void TestPrivacy1066::battleBoardForItsTwoSides()
{
    // Set-up by the referee (its own lines are not scanned): Harald brought to York, the printed values entered.
    const qint64 harald = unitId(u"Harald"_s), morcar = unitId(u"Morcar/Edwin"_s),
                 fyrd = unitId(QString(), u"York"_s);
    QVERIFY(harald && morcar && fyrd);
    QCOMPARE(cli({u"unit"_s, m_path, u"move"_s, QString::number(harald), u"York"_s}).code, 0);
    for (const QStringList &values :
         {QStringList{u"unit=Harald"_s, u"attack=3"_s, u"defence=3"_s, u"leader=2"_s},
          {u"unit=%1"_s.arg(morcar), u"attack=2"_s, u"defence=3"_s, u"leader=1"_s},
          {u"unit=%1"_s.arg(fyrd), u"attack=1"_s, u"defence=1"_s}})
        QCOMPARE(cli(QStringList{u"step"_s, m_path, u"values"_s} + values).code, 0);
    const qint64 before = lastSeq();
    // The battle: the Anglo-Saxons set up first (§15.2), Harald must command (§18.4), Charge from the hand.
    const QList<QStringList> lines{{u"start"_s, u"square=York"_s, u"attacker=Vikings"_s,
                                    u"defender=Anglo-Saxons"_s},
                                   {u"place"_s, u"unit=%1"_s.arg(morcar), u"box=centre"_s},
                                   {u"place"_s, u"unit=%1"_s.arg(fyrd), u"box=left"_s},
                                   {u"place"_s, u"unit=%1"_s.arg(harald), u"box=centre"_s},
                                   {u"commander"_s, u"unit=A3"_s},
                                   {u"commander"_s, u"unit=D1"_s},
                                   {u"length"_s, u"--dice"_s, u"dice=4"_s},
                                   {u"end-round"_s},
                                   {u"marker"_s, u"side=attacker"_s, u"marker=charge"_s, u"box=centre"_s}};
    const QStringList secrets{u"Harald"_s, u"Morcar"_s, u"centre"_s, u"fyrd"_s, u"Charge"_s};
    for (const QStringList &line : lines) {
        // The Normans, not in the battle, read the action's number and nothing of the board.
        const QJsonObject normans = stepAs(u"Normans"_s, line);
        QVERIFY2(normans.contains(u"battle_action"_s), qPrintable(line.join(u' ')));
        const QByteArray shown = QJsonDocument(normans).toJson(QJsonDocument::Compact);
        for (const QString &secret : secrets)
            QVERIFY2(!shown.contains(secret.toUtf8()), shown.constData());
        QVERIFY(!normans.contains(u"state"_s) && !normans.contains(u"Vikings"_s)
                && !normans.contains(u"Anglo-Saxons"_s));
        QCOMPARE(cli({u"undo"_s, m_path}).code, 0);
        // Each side of the battle reads the board under its own name, not the other's share.
        const QJsonObject vikings = stepAs(u"Vikings"_s, line);
        QVERIFY2(vikings.value(u"Vikings"_s).toObject().contains(u"state"_s), qPrintable(line.join(u' ')));
        QVERIFY(!vikings.contains(u"Anglo-Saxons"_s));
    }
    // The public log after the set-up: the square and the two powers (§15.2), no counter, box or marker kind.
    const QByteArray shown = publicLogAfter(before);
    QVERIFY(shown.contains("York"));
    QVERIFY(shown.contains("battle marker"));
    for (const QString &secret : secrets)
        QVERIFY2(!shown.contains(secret.toUtf8()), qPrintable(secret + u": "_s + QString::fromUtf8(shown)));
    // The Vikings' own log names the marker they played; the Charge left their hand for the pool (§8.9).
    const QByteArray own = cli({u"log"_s, m_path, u"--audience"_s, u"side=Vikings"_s}).out;
    QVERIFY(own.contains("Vikings played Charge"));
    const QByteArray hand = cli({u"container"_s, m_path, u"show"_s, u"--audience"_s, u"side=Vikings"_s}).out;
    QVERIFY2(!hand.contains("Charge"), hand.constData());
}

void TestPrivacy1066::callToArmsForItsPower()
{
    // The Normans' recruiting phase, four phases on. §10.3: one die (4); no enemy in a Norman town, William not on
    // the map: 4 points. The Anglo-Saxons read none of it; the Normans read the points and the king's value.
    const qint64 before = lastSeq();
    for (int i = 0; i < 4; ++i)
        QCOMPARE(cli({u"step"_s, m_path, u"next-phase"_s}).code, 0);
    const QStringList call{u"call-to-arms"_s, u"side=Normans"_s, u"--dice"_s, u"dice=4"_s};
    const QJsonObject saxons = stepAs(u"Anglo-Saxons"_s, call);
    QVERIFY2(saxons.isEmpty(), QJsonDocument(saxons).toJson().constData());
    QCOMPARE(cli({u"undo"_s, m_path}).code, 0);
    const QJsonObject normans = stepAs(u"Normans"_s, call);
    QCOMPARE(normans.value(u"points"_s).toInt(), 4);
    QCOMPARE(normans.value(u"king_value"_s).toInt(), 0);
    const QByteArray shown = publicLogAfter(before);
    QVERIFY(shown.contains("Call to arms declared by Normans"));
    QVERIFY2(!shown.contains("points") && !shown.contains("king on the map"), shown.constData());
}

void TestPrivacy1066::tostigWhereOnlyHisPowerKnows()
{
    // The Vikings' recruiting phase, eighteen phases on from the Initiative: Tostig from their hand into Norway.
    const qint64 before = lastSeq();
    for (int i = 0; i < 18; ++i)
        QCOMPARE(cli({u"step"_s, m_path, u"next-phase"_s}).code, 0);
    const QStringList tostig{u"tostig"_s, u"side=Vikings"_s, u"square=Norway"_s, u"type=thegn"_s};
    const QJsonObject normans = stepAs(u"Normans"_s, tostig);
    QVERIFY(!normans.contains(u"placed"_s));
    QCOMPARE(normans.value(u"side"_s).toString(), u"Vikings"_s);
    QCOMPARE(cli({u"undo"_s, m_path}).code, 0);
    const QJsonObject vikings = stepAs(u"Vikings"_s, tostig);
    QCOMPARE(vikings.value(u"placed"_s).toObject().value(u"square"_s).toString(), u"Norway"_s);
    const QByteArray shown = publicLogAfter(before);
    QVERIFY(shown.contains("Tostig")); // the marker is played openly (§8.13)
    QVERIFY2(!shown.contains("Norway"), shown.constData());
}

QTEST_GUILESS_MAIN(TestPrivacy1066)
#include "tst_privacy1066.moc"
