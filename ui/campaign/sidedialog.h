#pragma once

#include <QDialog>

#include "campaign/side.h"

class QCheckBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace Reeve {

class Campaign;

/**
 * Adds or edits a side: name, colour (#rrggbb, with a picker), player and
 * alliance, and its PIN for hot-seat private views: set one, or, where one is
 * set, change or remove it after giving the current PIN (or the referee's).
 */
class SideDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SideDialog(QWidget *parent = nullptr);

    void setSide(const Side &side);
    QString name() const;
    QString colour() const;
    QString player() const;
    QString alliance() const;
    /// The PIN to set (empty: none, or remove it when removing is ticked).
    QString newPin() const;
    /// Whether the PIN is to be set, changed or removed.
    bool changesPin() const;
    /**
     * Sets, changes or removes the side's PIN as the dialog says, as one logged action (ViewerGate);
     * throws Failure::badInput, writing nothing, for a wrong current PIN. Returns the action's seq (0: no change).
     */
    qint64 applyPin(Campaign &campaign, qint64 sideId);

    void accept() override;

private:
    void chooseColour();
    void updateSwatch();
    void addPinRows(QFormLayout *form);
    void updatePinRows();

    QLineEdit *m_name;
    QLineEdit *m_colour;
    QLabel *m_swatch;
    QLineEdit *m_player;
    QLineEdit *m_alliance;
    QFormLayout *m_form = nullptr;
    QLabel *m_pinState = nullptr;
    QLineEdit *m_currentPin = nullptr;
    QLineEdit *m_newPin = nullptr;
    QLineEdit *m_repeatPin = nullptr;
    QCheckBox *m_clearPin = nullptr;
    QLabel *m_pinError = nullptr;
    bool m_hasPin = false;
};

} // namespace Reeve
