#pragma once

#include <QHash>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include "campaign/campaign.h"
#include "containers/containeroutcome.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QVBoxLayout;

namespace Reeve {

class Failure;

class PrivateView;

/**
 * The Containers panel: how many markers are left in the pool (the counts of
 * each kind in the referee view only), each side's hand face down with a button
 * to open it privately after its PIN, and a button for every container operation.
 * Only public texts reach the status line; hidden markers appear only inside the
 * PrivateView, which hides itself after a while or when the window loses focus.
 */
class ContainersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ContainersPanel(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    /// Opens \a sideId's hand in the private view when \a pin opens it; false (and a message) otherwise.
    bool openHand(qint64 sideId, const QString &pin);
    void closeHand();
    bool isHandOpen() const;
    /// Shows or hides the referee's view; with a referee PIN set, \a pin must match it.
    bool setRefereeView(bool on, const QString &pin = QString());
    /// How long an opened hand stays visible (30 s by default).
    void setAutoHideMs(int ms);
    /// Whether events drawn pop up a message box (off in tests).
    void setPromptBoxes(bool on) { m_promptBoxes = on; }
    /// Shows what an operation did: its public text here, its private text only in an opened hand.
    void showOutcome(const ContainerOutcome &outcome);
    QString statusText() const;
    QString poolText() const;
    /// The face-down hand lines ("Normans: 5 markers (limit 9)").
    QStringList handLines() const;
    /// What the private view shows now (empty when closed).
    QStringList privateTexts() const;
    QPushButton *composeButton() const { return m_compose; }
    /// The button of operation \a operation (ContainerOperations::Operation), in the panel's order.
    QPushButton *operationButton(int operation) const { return m_actionButtons.value(operation); }

public slots:
    void refresh();

private:
    QWidget *buildComposition();
    QWidget *buildOperations();
    void refreshComposition();
    void refreshHands();
    void clearHands();
    void askToOpenHand(qint64 sideId);
    void showHandContents(qint64 sideId);
    void showRefereeContents();
    void compose();
    /// Opens the referee's view, asking for the referee's PIN when one is set; false when not opened.
    bool askForRefereeView();
    void runOperation(int operation);
    /// Why \a operation cannot run yet, in the window's words (empty when it can).
    QString notReadyReason(int operation) const;
    /// A refusal of the core in the window's words: a missing counter mix names Compose….
    QString windowMessage(const Failure &failure) const;
    void showStatus(const QString &text, bool error = false);
    void enableActions();

    QPointer<Campaign> m_campaign;
    QLabel *m_pool;
    QTableWidget *m_composition;
    QPushButton *m_compose;
    QCheckBox *m_referee;
    QVBoxLayout *m_handsLayout;
    QWidget *m_handsBox;
    QList<QLabel *> m_handLabels;
    QList<QPushButton *> m_actionButtons;
    PrivateView *m_private;
    QLabel *m_status;
    qint64 m_openSide = 0;
    bool m_promptBoxes = true;
    QHash<qint64, QStringList> m_privateNotes; ///< private texts per side, shown only in its opened hand
};

} // namespace Reeve
