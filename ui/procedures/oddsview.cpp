#include "oddsview.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include "util/plural.h"
#include "procedures/oddsmodel.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// Draws a bar proportional to the chance behind the percentage.
class ChanceBarDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    double scale = 1.0; ///< the chance a full cell stands for: 100 %, so bars compare across procedures

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const double p = index.data(OddsModel::ProbabilityRole).toDouble();
        if (scale > 0 && p > 0) {
            // The bar keeps clear of the right-aligned percentage.
            const int textWidth = option.fontMetrics.horizontalAdvance(u"100.00%"_s) + 12;
            QRect bar = option.rect.adjusted(3, 3, -textWidth, -3);
            if (bar.width() < 8)
                bar = option.rect.adjusted(3, 3, -3, -3);
            bar.setWidth(qMax(1, int(bar.width() * p / scale)));
            painter->save();
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(0x90, 0xb4, 0xe0, 150));
            painter->drawRect(bar);
            painter->restore();
        }
        QStyledItemDelegate::paint(painter, option, index);
    }
};

} // namespace

OddsView::OddsView(QWidget *parent)
    : QWidget(parent)
    , m_model(new OddsModel(this))
    , m_view(new QTableView(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    m_view->setModel(m_model);
    m_view->setItemDelegateForColumn(OddsModel::ChanceColumn, new ChanceBarDelegate(m_view));
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(OddsModel::OutcomeColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setMinimumSectionSize(m_view->fontMetrics().horizontalAdvance(u"Outcome"_s) + 24);
    m_view->horizontalHeader()->setSectionResizeMode(OddsModel::ChanceColumn, QHeaderView::Stretch);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_progress->setRange(0, 100);
    m_cancel->setToolTip(tr("Stop computing the odds"));
    connect(m_cancel, &QPushButton::clicked, this, &OddsView::cancelRequested);
    connect(m_status, &QLabel::linkActivated, this, [this] {
        emit missingFigure(m_failureDetail.value(u"table"_s).toString(), m_failureDetail.value(u"cell"_s).toString());
    });

    auto *busy = new QHBoxLayout;
    busy->addWidget(m_progress, 1);
    busy->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    layout->addWidget(m_status);
    layout->addLayout(busy);
    setBusy(false);
    m_view->hide();
}

QString OddsView::statusText() const
{
    return m_status->text();
}

bool OddsView::isBusy() const
{
    return m_progress->isVisibleTo(this);
}

QString OddsView::chanceText(const QString &field, const QJsonValue &value) const
{
    const int row = m_model->rowOf(field, value);
    return row < 0 ? QString() : m_model->index(row, OddsModel::ChanceColumn).data().toString();
}

void OddsView::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    if (busy)
        m_progress->setValue(0);
}

void OddsView::showRunning()
{
    setBusy(true);
    m_status->setText(tr("Computing the odds…"));
}

void OddsView::setProgress(int percent)
{
    m_progress->setValue(percent);
}

void OddsView::showResult(const OddsCalculator::Result &result)
{
    setBusy(false);
    m_model->setResult(result);
    // As tall as its rows, up to a dozen (then it scrolls), so the panel does not jump about.
    const int rows = qBound(1, m_model->rowCount(), 12);
    m_view->setFixedHeight(m_view->horizontalHeader()->sizeHint().height()
                           + rows * m_view->verticalHeader()->defaultSectionSize() + 2 * m_view->frameWidth());
    m_view->setVisible(!m_model->isEmpty());
    const QLocale locale;
    if (result.exact)
        m_status->setText(Plural::text(tr("Exact odds of %n outcome(s).", nullptr, int(result.lines.size())),
                                       result.lines.size()));
    else
        m_status->setText(tr("Simulated, ±%1% (standard error over %2 runs).")
                                  .arg(locale.toString(100.0 * result.standardError, 'f', 2),
                                       locale.toString(result.cases)));
}

void OddsView::showFailure(const QString &message, const QJsonObject &detail)
{
    setBusy(false);
    m_model->clear();
    m_view->hide();
    m_failureDetail = detail;
    const bool missing = detail.value(u"kind"_s).toString() == u"missing-figure"_s;
    const QString text = missing ? tr("No odds: table %1 has no figure for %2 yet.")
                                           .arg(detail.value(u"table"_s).toString(), detail.value(u"cell"_s).toString())
                                 : message;
    QString html = u"<span style=\"color:#c62828\">%1</span>"_s.arg(text.toHtmlEscaped());
    if (missing)
        html += u" <a href=\"#missing\">%1</a>"_s.arg(tr("Enter it in Tables").toHtmlEscaped());
    m_status->setText(html);
}

void OddsView::showCancelled()
{
    setBusy(false);
    m_model->clear();
    m_view->hide();
    m_status->setText(tr("Odds cancelled; change an input to compute them again."));
}

void OddsView::showMessage(const QString &message)
{
    setBusy(false);
    m_model->clear();
    m_view->hide();
    m_status->setText(message.toHtmlEscaped());
}

} // namespace Reeve
