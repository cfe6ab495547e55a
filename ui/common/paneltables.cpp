#include "paneltables.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "util/failure.h"

namespace Reeve {

QTableWidget *PanelTables::readOnly(const QStringList &headers, const QString &objectName)
{
    auto *t = new QTableWidget(0, int(headers.size()));
    t->setObjectName(objectName);
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setAlternatingRowColors(true);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 6);
    return t;
}

void PanelTables::setRow(QTableWidget *table, int row, const QList<QVariant> &values)
{
    for (qsizetype col = 0; col < values.size(); ++col) {
        const QVariant &v = values.at(col);
        auto *item = new QTableWidgetItem(v.toString());
        if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(v.toString());
        table->setItem(row, int(col), item);
    }
}

void PanelTables::refill(QComboBox *combo, const QStringList &items)
{
    const QString current = combo->currentText();
    const QSignalBlocker block(combo);
    combo->clear();
    combo->addItems(items);
    const int at = combo->findText(current);
    if (at >= 0)
        combo->setCurrentIndex(at);
}

std::optional<QString> PanelTables::failureOf(const QString &what, const std::function<void()> &step)
{
    try {
        step();
        return std::nullopt;
    } catch (const Failure &failure) {
        return QCoreApplication::translate("Reeve::PanelTables", "%1 refused: %2").arg(what, failure.message());
    } catch (const std::exception &e) {
        return QCoreApplication::translate("Reeve::PanelTables", "%1 failed: %2")
            .arg(what, QString::fromLocal8Bit(e.what()));
    }
}

QSplitter *PanelTables::tablesFormsResults(QWidget *tables, QWidget *forms, const QList<QWidget *> &results,
                                           int tablesWidth, int formsWidth)
{
    auto *resultBox = new QWidget;
    auto *resultLayout = new QVBoxLayout(resultBox);
    resultLayout->setContentsMargins(4, 4, 4, 4);
    for (QWidget *w : results)
        resultLayout->addWidget(w);
    resultLayout->addStretch(1);
    auto *resultScroll = new QScrollArea;
    resultScroll->setWidgetResizable(true);
    resultScroll->setWidget(resultBox);
    auto *right = new QSplitter(Qt::Vertical);
    right->addWidget(forms);
    right->addWidget(resultScroll);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    right->setSizes({300, 180});
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(tables);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({tablesWidth, formsWidth});
    return split;
}

} // namespace Reeve
