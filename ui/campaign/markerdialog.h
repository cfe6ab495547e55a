#pragma once

#include <QDialog>

class QComboBox;

namespace Reeve {

class AttributesEdit;
class Campaign;

/** Places a public marker (castle, pillaged, siege...) on a location, optionally owned by a side. */
class MarkerDialog : public QDialog
{
    Q_OBJECT
public:
    MarkerDialog(Campaign &campaign, QWidget *parent = nullptr);

    QString locationId() const;
    QString kind() const;
    qint64 sideId() const;
    /// Throws Failure::badInput on a malformed attribute line.
    QJsonObject attributes() const;

private:
    QComboBox *m_location;
    QComboBox *m_kind;
    QComboBox *m_side;
    AttributesEdit *m_attributes;
};

} // namespace Reeve
