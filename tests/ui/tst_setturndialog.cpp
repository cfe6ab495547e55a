// Game ▸ Set Turn in a translated window (issue 25): the phases and the date read in German, and
// the phase chosen is still the data's English name, which the clock stores and the CLI takes.
#include <QComboBox>
#include <QLabel>
#include <QTranslator>
#include <QtTest>

#include "campaign/gamecatalog.h"
#include "mainwindow/setturndialog.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestSetTurnDialog : public QObject
{
    Q_OBJECT
private slots:
    void germanLabelsEnglishValue();
};

void TestSetTurnDialog::germanLabelsEnglishValue()
{
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(REEVE_BINARY_DIR "/translations/reeve_de.qm")));
    QCoreApplication::installTranslator(&german);
    const GameInfo dba = GameCatalog::game(u"dba"_s);
    SetTurnDialog dialog(dba, 2, u"Moves"_s);
    auto *phases = dialog.findChild<QComboBox *>();
    QVERIFY(phases);
    QCOMPARE(phases->currentText(), u"Züge"_s);
    QCOMPARE(dialog.phase(), u"Moves"_s);
    phases->setCurrentIndex(phases->findText(u"Ende der Jahreszeit"_s));
    QCOMPARE(dialog.phase(), u"Season's end"_s);
    bool dated = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        dated = dated || label->text().contains(u"Sommer"_s); // turn 2 is Summer
    QVERIFY(dated);
    QCoreApplication::removeTranslator(&german);
}

QTEST_MAIN(TestSetTurnDialog)
#include "tst_setturndialog.moc"
