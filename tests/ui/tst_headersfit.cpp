// Header and cell texts that fit their columns in German, French and Spanish at 1280x800 (issue 25:
// no truncated header; issue 24: text columns keep room). The Turn log's dock is about 480 pixels
// wide there: "janvier 1066", "Spielleiter" and DBA's "Schiedsrichter" were cut ("Schied…").
#include <QAbstractItemView>
#include <QApplication>
#include <QHeaderView>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "campaign/campaign.h"
#include "log/logmodel.h"
#include "log/logpanel.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestHeadersFit : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void logColumnsFit_data();
    void logColumnsFit();
    void cleanup();

private:
    void useLanguage(const QString &lang);

    QTemporaryDir m_dir;
    QList<QTranslator *> m_translators;
};

void TestHeadersFit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-test-headersfit"_s);
    QSettings().clear();
}

void TestHeadersFit::useLanguage(const QString &lang)
{
    // The build's translations, as `reeve --lang xx` loads them (the test carries none embedded).
    const QString qm = QCoreApplication::applicationDirPath() + u"/../../translations"_s;
    for (const QString &file : {u"/reeve_%1.qm"_s.arg(lang), u"/aliases/aliases_%1.qm"_s.arg(lang)}) {
        auto *translator = new QTranslator(this);
        if (!translator->load(qm + file)) {
            delete translator;
            QVERIFY2(!file.startsWith(u"/reeve_"_s), qPrintable(qm + file)); // aliases are optional
            continue;
        }
        QCoreApplication::installTranslator(translator);
        m_translators << translator;
    }
}

void TestHeadersFit::cleanup()
{
    for (QTranslator *translator : std::as_const(m_translators)) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    m_translators.clear();
}

void TestHeadersFit::logColumnsFit_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("game");
    for (const QString &lang : {u"de"_s, u"fr"_s, u"es"_s}) {
        for (const QString &game : {u"1066"_s, u"dba"_s, u"charlemagne"_s, u"britain"_s})
            QTest::newRow(qPrintable(lang + u' ' + game)) << lang << game;
    }
}

void TestHeadersFit::logColumnsFit()
{
    QFETCH(QString, lang);
    QFETCH(QString, game);
    useLanguage(lang);
    auto campaign = Campaign::create(m_dir.filePath(lang + game + u".reeve"_s), game, u"Fit"_s);
    LogPanel panel;
    panel.resize(480, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setCampaign(campaign.get());
    QApplication::processEvents();
    QTableView *view = panel.view();
    QHeaderView *header = view->horizontalHeader();
    QVERIFY(panel.model()->rowCount() > 0);
    // The number, the turn and who acted stay whole: header and cells (the Phase may give way).
    for (int column : {LogModel::SeqColumn, LogModel::TurnColumn, LogModel::ActorColumn}) {
        const QString what = panel.model()->headerData(column, Qt::Horizontal).toString();
        QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                 qPrintable(u"%1: %2 < %3"_s.arg(what)
                                    .arg(header->sectionSize(column))
                                    .arg(header->sectionSizeHint(column))));
        const int cells = static_cast<QAbstractItemView *>(view)->sizeHintForColumn(column);
        QVERIFY2(header->sectionSize(column) >= cells,
                 qPrintable(u"%1 cells: %2 < %3"_s.arg(what).arg(header->sectionSize(column)).arg(cells)));
    }
    // Room left for the Action: a third of the view.
    const int width = view->viewport()->width();
    QVERIFY2(header->sectionSize(LogModel::TextColumn) * 3 >= width - 10,
             qPrintable(u"%1 of %2"_s.arg(header->sectionSize(LogModel::TextColumn)).arg(width)));
}

QTEST_MAIN(TestHeadersFit)
#include "tst_headersfit.moc"
