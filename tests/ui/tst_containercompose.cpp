// Composing a container in the window (issue 24, defect 2): Compose opens the referee's view itself
// (asking for the referee's PIN there), a game without a marker list gets kinds of its own, and a Draw
// from an incomplete counter mix says why before any dialog — naming Compose…, never reeve-cli.
#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/viewergate.h"
#include "containers/composedialog.h"
#include "containers/containerreader.h"
#include "containers/containeroperations.h"
#include "containers/containerspanel.h"
#include "containers/markercatalog.h"
#include "log/actionlog.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

/// Runs \a work on the next modal dialog of type T once it shows (a dialog of another type is
/// rejected, so a failing test never hangs on it).
template<typename T>
void whenShown(std::function<void(T *)> work, int tries = 50)
{
    QTimer::singleShot(100, [work, tries] {
        QWidget *modal = QApplication::activeModalWidget();
        if (T *dialog = qobject_cast<T *>(modal)) {
            work(dialog);
        } else if (modal) {
            qWarning("unexpected dialog: %s", modal->metaObject()->className());
            if (auto *other = qobject_cast<QDialog *>(modal))
                other->reject();
        } else if (tries > 0) {
            whenShown<T>(work, tries - 1);
        }
    });
}

} // namespace

class TestContainerCompose : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void composeFromTheWindow()
    {
        auto c = Campaign::create(m_dir.filePath(u"compose.reeve"_s), u"1066"_s, u"Compose"_s);
        CampaignEditor(*c).addSide(u"Normans"_s);
        ContainersPanel panel;
        panel.setPromptBoxes(false);
        panel.setCampaign(c.get());
        panel.show();
        // Compose is offered with the referee's view closed, and says why it opens that view.
        QVERIFY(panel.composeButton()->isEnabled());
        QVERIFY(panel.composeButton()->toolTip().contains(u"referee's view opens first"_s));
        const qint64 before = c->log().lastSeq();
        whenShown<ComposeDialog>([](ComposeDialog *d) {
            QVERIFY(d->setCount(u"Comet"_s, 1));
            d->accept();
        });
        QTest::mouseClick(panel.composeButton(), Qt::LeftButton);
        QVERIFY(c->log().lastSeq() > before); // one composition logged
        // (the referee's view it opened hides again when the dialog takes the focus, as a hand does)
        panel.setRefereeView(false);

        // Twenty kinds still have no count: Draw says so at once and names the window's button.
        const qint64 composed = c->log().lastSeq();
        QTest::mouseClick(panel.operationButton(int(ContainerOperations::Operation::Draw)), Qt::LeftButton);
        QVERIFY2(panel.statusText().contains(u"Compose…"_s), qPrintable(panel.statusText()));
        QVERIFY2(panel.statusText().contains(u"20 kinds of marker without a count"_s), qPrintable(panel.statusText()));
        QVERIFY(!panel.statusText().contains(u"reeve-cli"_s));
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        QCOMPARE(c->log().lastSeq(), composed);
    }

    void composeAsksForTheRefereePin()
    {
        auto c = Campaign::create(m_dir.filePath(u"pin.reeve"_s), u"1066"_s, u"Pin"_s);
        ViewerGate(*c).setRefereePin(u"4321"_s);
        ContainersPanel panel;
        panel.setPromptBoxes(false);
        panel.setCampaign(c.get());
        panel.show();
        const qint64 before = c->log().lastSeq();
        whenShown<QInputDialog>([](QInputDialog *d) {
            d->setTextValue(u"4321"_s);
            whenShown<ComposeDialog>([](ComposeDialog *compose) {
                QVERIFY(compose->setCount(u"Comet"_s, 1));
                compose->accept();
            });
            d->accept();
        });
        QTest::mouseClick(panel.composeButton(), Qt::LeftButton);
        QVERIFY(c->log().lastSeq() > before);
        // A wrong PIN: no view, no dialog, nothing written.
        panel.setRefereeView(false);
        const qint64 after = c->log().lastSeq();
        whenShown<QInputDialog>([](QInputDialog *d) {
            d->setTextValue(u"1111"_s);
            d->accept();
        });
        QTest::mouseClick(panel.composeButton(), Qt::LeftButton);
        QVERIFY2(panel.statusText().contains(u"Wrong PIN"_s), qPrintable(panel.statusText()));
        QCOMPARE(c->log().lastSeq(), after);
    }

    void kindsOfTheCampaignsOwn()
    {
        // DBA prints no marker list: the dialog adds kinds (once each).
        QVERIFY(MarkerCatalog::forGame(u"dba"_s).kinds().isEmpty());
        auto c = Campaign::create(m_dir.filePath(u"own.reeve"_s), u"dba"_s, u"Own"_s);
        ContainersPanel panel;
        panel.setPromptBoxes(false);
        panel.setCampaign(c.get());
        panel.show();
        whenShown<ComposeDialog>([](ComposeDialog *d) {
            QVERIFY(d->addKind(u"Relic"_s, u"other"_s, 0, 3));
            QVERIFY(!d->addKind(u"relic"_s, u"other"_s, 0, 1)); // already listed
            d->accept();
        });
        QTest::mouseClick(panel.composeButton(), Qt::LeftButton);
        ContainerReader reader(c->database());
        QVERIFY(reader.hasContainer());
        const QList<MarkerKind> kinds = reader.kinds(reader.find().id);
        QCOMPARE(kinds.size(), 1);
        QCOMPARE(kinds.first().name, u"Relic"_s);
        QCOMPARE(kinds.first().count, 3);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestContainerCompose)
#include "tst_containercompose.moc"
