#pragma once

#include <QDialog>

#include "campaign/unit.h"

class QComboBox;
class QLineEdit;

namespace Reeve {

class AttributesEdit;
class Campaign;

/**
 * Adds or edits a unit: side, type, name, starting location and printed values.
 * When editing, side and location are fixed (Move… changes the location).
 */
class UnitDialog : public QDialog
{
    Q_OBJECT
public:
    UnitDialog(Campaign &campaign, QWidget *parent = nullptr);

    void setUnit(const Unit &unit);
    qint64 sideId() const;
    QString type() const;
    QString name() const;
    QString locationId() const;
    /// Throws Failure::badInput on a malformed attribute line.
    QJsonObject attributes() const;

private:
    QComboBox *m_side;
    QComboBox *m_type;
    QLineEdit *m_name;
    QComboBox *m_location;
    AttributesEdit *m_attributes;
};

} // namespace Reeve
