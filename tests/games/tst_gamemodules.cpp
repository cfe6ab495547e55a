// A game is one module (docs/ARCHITECTURE.md, "Games"): GameModules::all() is the one list of
// games, the CMake list of game folders agrees with it, every module brings its names, game.json,
// scenarios, procedures and steps, and no other source file keeps a list of game ids of its own.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include "campaign/gamecatalog.h"
#include "games/gamemodules.h"
#include "procedures/procedureregistry.h"
#include "scenarios/scenario.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestGameModules : public QObject
{
    Q_OBJECT
private slots:
    void oneListOfGames();
    void everyModuleBringsItsParts();
    void anUnknownGameNamesTheGames();
    void noOtherListOfGameIds();
};

void TestGameModules::oneListOfGames()
{
    const QStringList cmake = QString::fromUtf8(REEVE_GAMES_CMAKE).split(u',');
    QCOMPARE(GameModules::ids(), cmake);
    QCOMPARE(GameCatalog::ids(), cmake);
    QCOMPARE(StepRegistry::standard().games().size(), cmake.size());
    // The game's data names it as its module does, so GameInfo::shownTitle finds the translation.
    for (const GameModule &module : GameModules::all())
        QCOMPARE(GameCatalog::game(module.id).title, QString::fromUtf8(module.title));
}

void TestGameModules::everyModuleBringsItsParts()
{
    for (const GameModule &g : GameModules::all()) {
        QVERIFY2(!g.translatedTitle().isEmpty() && !g.translatedShortTitle().isEmpty(), qPrintable(g.id));
        QVERIFY2(g.translatedDescription().size() > 40, qPrintable(g.id));
        QCOMPARE(GameCatalog::game(g.id).id, g.id); // its game.json
        QVERIFY2(!g.scenarios().isEmpty(), qPrintable(g.id + u" ships no scenario"_s));
        QVERIFY2(!ProcedureRegistry::standard().list(g.id).isEmpty(),
                 qPrintable(g.id + u" has no procedure"_s));
        QVERIFY2(!StepRegistry::standard().steps(g.id).isEmpty(), qPrintable(g.id + u" has no step"_s));
    }
}

void TestGameModules::anUnknownGameNamesTheGames()
{
    try {
        GameModules::get(u"chess"_s);
        QFAIL("an unknown game was accepted");
    } catch (const Failure &f) {
        QCOMPARE(f.kind(), Failure::Kind::BadInput);
        QVERIFY2(f.message().contains(u"chess"_s) && f.message().contains(u"charlemagne"_s),
                 qPrintable(f.message()));
    }
}

void TestGameModules::noOtherListOfGameIds()
{
    // A line naming three or more game ids as string literals is a hand-kept list of games.
    const QRegularExpression id(uR"re(u?"(1066|dba|sas|charlemagne|britain)"(_s)?)re"_s);
    QStringList offenders;
    for (const QString &root : {u"core"_s, u"app"_s, u"ui"_s}) {
        QDirIterator it(QStringLiteral(REEVE_SOURCE_DIR) + u'/' + root, {u"*.cpp"_s, u"*.h"_s}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(u"core/games/gamemodules.cpp"_s))
                continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            int number = 0;
            for (const QByteArray &line : file.readAll().split('\n')) {
                ++number;
                QSet<QString> ids;
                QString code = QString::fromUtf8(line);
                code.truncate(code.indexOf(u"//"_s) < 0 ? code.size()
                                                        : code.indexOf(u"//"_s)); // comments may name games
                for (auto m = id.globalMatch(code); m.hasNext();)
                    ids << m.next().captured(1);
                if (ids.size() >= 3)
                    offenders << u"%1:%2"_s.arg(path).arg(number);
            }
        }
    }
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestGameModules)
#include "tst_gamemodules.moc"
