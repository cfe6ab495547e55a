#pragma once

#include <QDialog>

#include "campaign/side.h"

class QLabel;
class QLineEdit;

namespace Reeve {

/** Adds or edits a side: name, colour (#rrggbb, with a picker) and player. */
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

private:
    void chooseColour();
    void updateSwatch();

    QLineEdit *m_name;
    QLineEdit *m_colour;
    QLabel *m_swatch;
    QLineEdit *m_player;
    QLineEdit *m_alliance;
};

} // namespace Reeve
