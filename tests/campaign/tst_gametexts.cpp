// Tests of GameTexts (issue 25): every month, season, phase and currency a game's data names is in
// the list lupdate reads, and the window's label for it is the translation the .qm holds, while
// the campaign keeps the English data name.
#include <QTranslator>
#include <QtTest>

#include "campaign/gamecatalog.h"
#include "campaign/gameinfo.h"
#include "campaign/gametexts.h"
#include "containers/markercatalog.h"
#include "procedures/phaseguide.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestGameTexts : public QObject
{
    Q_OBJECT
private slots:
    void everyDataNameIsListed();
    void labelsAreTranslated();
};

void TestGameTexts::everyDataNameIsListed()
{
    const QStringList known = GameTexts::known();
    QStringList missing;
    for (const GameInfo &game : GameCatalog::games()) {
        QStringList names = game.periods + game.phases + PhaseGuide::phases(game.id);
        if (!PhaseGuide::rule(game.id).isEmpty()) // the Procedures dock's "This phase" group names it
            names << PhaseGuide::rule(game.id);
        if (!game.currency.isEmpty())
            names << game.currency;
        names << MarkerCatalog::forGame(game.id).containerName();
        for (const QString &name : names)
            if (!known.contains(name))
                missing << u"%1: %2"_s.arg(game.id, name);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(u"add to core/campaign/gametexts.cpp: "_s + missing.join(u"; "_s)));
    QCOMPARE(GameTexts::label(QString()), QString());
    QCOMPARE(GameTexts::label(u"Not a data name"_s), u"Not a data name"_s);
}

void TestGameTexts::labelsAreTranslated()
{
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(REEVE_BINARY_DIR "/translations/reeve_de.qm")));
    QCoreApplication::installTranslator(&german);
    const GameInfo dba = GameCatalog::game(u"dba"_s);
    QCOMPARE(GameTexts::label(u"Spring"_s), u"Frühling"_s);
    QCOMPARE(dba.describeTurn(1), u"Frühling %1"_s.arg(dba.yearOf(1)));
    QCOMPARE(dba.periodOf(1), u"Spring"_s); // the data name stays English
    QCOMPARE(GameTexts::label(u"Season's end"_s), u"Ende der Jahreszeit"_s);
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(GameTexts::label(u"Spring"_s), u"Spring"_s);
}

QTEST_GUILESS_MAIN(TestGameTexts)
#include "tst_gametexts.moc"
