#pragma once

#include <QColor>
#include <QString>
#include <QWidget>

#include "tables/provenance.h"

namespace Reeve {

/**
 * How the Tables panel shows where a figure comes from: one background colour
 * and one translated name per provenance, and a small legend strip of swatches.
 * Missing figures get a saturated red so they stand out in any table.
 */
class ProvenanceLegend : public QWidget
{
    Q_OBJECT
public:
    explicit ProvenanceLegend(QWidget *parent = nullptr);

    static QColor background(Provenance provenance);
    static QColor foreground(Provenance provenance);
    /// The translated name ("printed", "house", ...).
    static QString displayName(Provenance provenance);
    /// One sentence saying what the provenance means (for tooltips).
    static QString description(Provenance provenance);
    static const QList<Provenance> &all();
};

} // namespace Reeve
