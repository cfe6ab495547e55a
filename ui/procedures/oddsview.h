#pragma once

#include <QJsonObject>
#include <QWidget>

#include "procedures/oddscalculator.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace Reeve {

class OddsModel;

/**
 * The "Odds" area of the Procedures panel: the chance of each outcome with a
 * bar, a line saying whether the odds are exact or simulated (with the stated
 * error), a progress bar with Cancel while they are being computed, and the
 * reason when they cannot be (with a link to enter a missing figure).
 */
class OddsView : public QWidget
{
    Q_OBJECT
public:
    explicit OddsView(QWidget *parent = nullptr);

    OddsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QString statusText() const;
    bool isBusy() const;
    /// The chance shown for the outcome whose \a field is \a value ("16.67%"), or empty.
    QString chanceText(const QString &field, const QJsonValue &value) const;

    void showRunning();
    void setProgress(int percent);
    void showResult(const OddsCalculator::Result &result);
    void showFailure(const QString &message, const QJsonObject &detail);
    void showCancelled();
    void showMessage(const QString &message);

signals:
    void cancelRequested();
    void missingFigure(const QString &tableId, const QString &cellName);

private:
    void setBusy(bool busy);

    OddsModel *m_model;
    QTableView *m_view;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QJsonObject m_failureDetail;
};

} // namespace Reeve
