#include "provenancelegend.h"

#include <QHBoxLayout>
#include <QLabel>

namespace Reeve {

using namespace Qt::StringLiterals;

ProvenanceLegend::ProvenanceLegend(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    for (Provenance provenance : all()) {
        auto *swatch = new QLabel(displayName(provenance), this);
        swatch->setObjectName(u"legend-"_s + provenanceToString(provenance));
        swatch->setAlignment(Qt::AlignCenter);
        swatch->setToolTip(description(provenance));
        swatch->setStyleSheet(u"QLabel { background: %1; color: %2; border: 1px solid #9e9e9e; "
                              "border-radius: 3px; padding: 1px 8px; %3 }"_s
                                      .arg(background(provenance).name(), foreground(provenance).name(),
                                           provenance == Provenance::Missing ? u"font-weight: bold;"_s
                                                                             : QString()));
        layout->addWidget(swatch);
    }
    layout->addStretch(1);
}

const QList<Provenance> &ProvenanceLegend::all()
{
    static const QList<Provenance> list{Provenance::Printed, Provenance::Text, Provenance::Example,
                                        Provenance::House, Provenance::Missing};
    return list;
}

QColor ProvenanceLegend::background(Provenance provenance)
{
    switch (provenance) {
    case Provenance::Printed:
        return QColor(0xff, 0xff, 0xff);
    case Provenance::Text:
        return QColor(0xd6, 0xe6, 0xfb);
    case Provenance::Example:
        return QColor(0xfb, 0xeb, 0xc0);
    case Provenance::House:
        return QColor(0xcd, 0xef, 0xc4);
    case Provenance::Missing:
        return QColor(0xc6, 0x28, 0x28);
    }
    return QColor(Qt::white);
}

QColor ProvenanceLegend::foreground(Provenance provenance)
{
    return provenance == Provenance::Missing ? QColor(Qt::white) : QColor(0x21, 0x21, 0x21);
}

QString ProvenanceLegend::displayName(Provenance provenance)
{
    switch (provenance) {
    case Provenance::Printed:
        return tr("printed");
    case Provenance::Text:
        return tr("text");
    case Provenance::Example:
        return tr("example");
    case Provenance::House:
        return tr("house");
    case Provenance::Missing:
        return tr("missing");
    }
    return QString();
}

QString ProvenanceLegend::description(Provenance provenance)
{
    switch (provenance) {
    case Provenance::Printed:
        return tr("Printed in a rules table.");
    case Provenance::Text:
        return tr("Stated in the rules prose.");
    case Provenance::Example:
        return tr("Derived from a worked example in the rules.");
    case Provenance::House:
        return tr("Entered in this campaign (by hand or by CSV import)."); // no "referee": DBA says umpire
    case Provenance::Missing:
        return tr("Not known yet: a procedure that needs it stops until you enter it.");
    }
    return QString();
}

} // namespace Reeve
