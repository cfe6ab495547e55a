#include "sasformparts.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Reeve::SasForm {

using namespace Qt::StringLiterals;

QSpinBox *spin(int min, int max, int value, const QString &name)
{
    auto *s = new QSpinBox;
    s->setRange(min, max);
    s->setValue(value);
    s->setObjectName(name);
    return s;
}

QComboBox *combo(const QString &name)
{
    auto *c = new QComboBox;
    c->setObjectName(name);
    c->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    c->setMinimumContentsLength(12);
    return c;
}

QFormLayout *form(QWidget *box)
{
    auto *f = new QFormLayout(box);
    f->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    return f;
}

QLabel *note(const QString &text)
{
    auto *l = new QLabel(text);
    l->setWordWrap(true);
    l->setStyleSheet(u"color: #5f6368;"_s);
    return l;
}

QWidget *page(const QList<QWidget *> &groups)
{
    auto *w = new QWidget;
    auto *layout = new QVBoxLayout(w);
    for (QWidget *g : groups)
        layout->addWidget(g);
    layout->addStretch(1);
    auto *scroll = new QScrollArea; // framed, as the other docks' scrolled parts: without, it read as loose text
    scroll->setWidgetResizable(true);
    scroll->setWidget(w);
    return scroll;
}

QWidget *row(const QList<QWidget *> &widgets)
{
    auto *w = new QWidget;
    auto *layout = new QHBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *x : widgets)
        layout->addWidget(x);
    layout->addStretch(1);
    return w;
}

QLineEdit *diceLine(const QString &name, const QString &example)
{
    auto *line = new QLineEdit;
    line->setObjectName(name);
    line->setPlaceholderText(
            QCoreApplication::translate("Reeve::SasSeasonPanel", "Enter dice…  %1").arg(example));
    line->setClearButtonEnabled(true);
    line->setMaximumWidth(200);
    line->setToolTip(
            QCoreApplication::translate("Reeve::SasSeasonPanel",
                                        "The faces rolled at the table, in order, separated by commas"));
    return line;
}

} // namespace Reeve::SasForm
