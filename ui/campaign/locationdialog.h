#pragma once

#include <QDialog>

#include "campaign/location.h"

class QComboBox;
class QLineEdit;

namespace Reeve {

class AttributesEdit;

/** Registers or edits a location: id (C6, Wessex...), name, kind and attributes. */
class LocationDialog : public QDialog
{
    Q_OBJECT
public:
    explicit LocationDialog(QWidget *parent = nullptr);

    /// Fills the form for editing; the id can then no longer change.
    void setLocation(const Location &location);
    QString id() const;
    QString name() const;
    QString kind() const;
    /// Throws Failure::badInput on a malformed attribute line.
    QJsonObject attributes() const;

private:
    QLineEdit *m_id;
    QLineEdit *m_name;
    QComboBox *m_kind;
    AttributesEdit *m_attributes;
};

} // namespace Reeve
