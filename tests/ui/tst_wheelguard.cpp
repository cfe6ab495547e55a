// WheelGuard: turning the wheel over a long form scrolls it. A combo box, spin box or
// slider under the pointer keeps its value unless it has the keyboard focus; with the
// focus it takes the wheel as before. The inputs get Qt::StrongFocus, so the wheel does
// not hand them the focus either.
#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QWheelEvent>
#include <QtTest>

#include "common/wheelguard.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

/// A long form in a scroll area: forty rows, each a combo box, a spin box and a slider.
struct Form
{
    Form()
    {
        auto *body = new QWidget;
        auto *layout = new QFormLayout(body);
        for (int row = 0; row < 40; ++row) {
            auto *combo = new QComboBox;
            combo->addItems({u"one"_s, u"two"_s, u"three"_s, u"four"_s, u"five"_s});
            combo->setCurrentIndex(2);
            auto *spin = new QSpinBox;
            spin->setRange(0, 100);
            spin->setValue(50);
            auto *slider = new QSlider(Qt::Horizontal);
            slider->setRange(0, 100);
            slider->setValue(50);
            layout->addRow(u"Row %1"_s.arg(row), combo);
            layout->addRow(QString(), spin);
            layout->addRow(QString(), slider);
            combos << combo;
            spins << spin;
            sliders << slider;
        }
        scroll.setWidget(body);
        scroll.setWidgetResizable(true);
        scroll.resize(320, 240);
        scroll.show();
    }
    int scrolled() const { return scroll.verticalScrollBar()->value(); }

    QScrollArea scroll;
    QList<QComboBox *> combos;
    QList<QSpinBox *> spins;
    QList<QSlider *> sliders;
};

/// One notch of a real mouse wheel (downwards) over the middle of \a input: delivered, as the
/// window system does, to the widget under the pointer and spontaneous, so it may propagate.
void wheelOver(QWidget *input)
{
    const QPoint centre = input->rect().center();
    QWidget *under = input->childAt(centre);
    if (!under)
        under = input;
    const QPoint local = under->mapFrom(input, centre);
    QWheelEvent event(local, under->mapToGlobal(local), QPoint(), QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&event);
    qApp->notify(under, &event);
}

/// The value an input shows, whichever kind it is.
int valueOf(QWidget *input)
{
    if (auto *combo = qobject_cast<QComboBox *>(input))
        return combo->currentIndex();
    if (auto *spin = qobject_cast<QSpinBox *>(input))
        return spin->value();
    return qobject_cast<QSlider *>(input)->value();
}

QWidget *inputOf(const Form &form, const QString &kind)
{
    if (kind == u"combo"_s)
        return form.combos.at(1);
    if (kind == u"spin"_s)
        return form.spins.at(1);
    return form.sliders.at(1);
}

} // namespace

class TestWheelGuard : public QObject
{
    Q_OBJECT
private slots:
    void withoutGuardTheWheelChangesValues_data() { kinds(); }
    void withoutGuardTheWheelChangesValues();
    void install();
    void unfocusedInputLetsTheFormScroll_data() { kinds(); }
    void unfocusedInputLetsTheFormScroll();
    void focusedInputTakesTheWheel_data() { kinds(); }
    void focusedInputTakesTheWheel();
    void inputsBuiltLaterAreGuarded();

private:
    void kinds()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("combo box") << u"combo"_s;
        QTest::newRow("spin box") << u"spin"_s;
        QTest::newRow("slider") << u"slider"_s;
    }
};

void TestWheelGuard::withoutGuardTheWheelChangesValues()
{
    // The defect, and proof that the simulated wheel reaches the input: nothing guards yet.
    QFETCH(QString, kind);
    Form form;
    QVERIFY(QTest::qWaitForWindowExposed(&form.scroll));
    QWidget *input = inputOf(form, kind);
    const int before = valueOf(input);
    wheelOver(input);
    QVERIFY(valueOf(input) != before);
    QCOMPARE(form.scrolled(), 0);
}

void TestWheelGuard::install()
{
    QComboBox early; // built before the guard: install() covers it too
    WheelGuard::install();
    WheelGuard::install(); // once only
    QCOMPARE(early.focusPolicy(), Qt::StrongFocus);
}

void TestWheelGuard::unfocusedInputLetsTheFormScroll()
{
    QFETCH(QString, kind);
    Form form;
    QVERIFY(QTest::qWaitForWindowExposed(&form.scroll));
    QWidget *input = inputOf(form, kind);
    QVERIFY(!input->hasFocus());
    QCOMPARE(input->focusPolicy(), Qt::StrongFocus);
    const int before = valueOf(input);
    wheelOver(input);
    QCOMPARE(valueOf(input), before);
    QVERIFY2(form.scrolled() > 0, "the wheel scrolls the form");
    QVERIFY(!input->hasFocus());
}

void TestWheelGuard::focusedInputTakesTheWheel()
{
    QFETCH(QString, kind);
    Form form;
    QVERIFY(QTest::qWaitForWindowExposed(&form.scroll));
    form.scroll.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&form.scroll));
    QWidget *input = inputOf(form, kind);
    input->setFocus(Qt::MouseFocusReason);
    QTRY_VERIFY(input->hasFocus());
    const int before = valueOf(input);
    wheelOver(input);
    QVERIFY(valueOf(input) != before);
    QCOMPARE(form.scrolled(), 0);
}

void TestWheelGuard::inputsBuiltLaterAreGuarded()
{
    QSpinBox spin;
    QComboBox combo;
    spin.ensurePolished();
    combo.ensurePolished();
    QCOMPARE(spin.focusPolicy(), Qt::StrongFocus);
    QCOMPARE(combo.focusPolicy(), Qt::StrongFocus);
}

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
