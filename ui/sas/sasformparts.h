#pragma once

#include <QList>
#include <QString>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace Reeve::SasForm {

/// The small widgets the Swords & Sails season forms are built from.
QSpinBox *spin(int min, int max, int value, const QString &name);
QComboBox *combo(const QString &name);
/// A form whose fields keep their natural width, so a page fits a narrow dock.
QFormLayout *form(QWidget *box);
/// A grey explanatory line.
QLabel *note(const QString &text);
/// A tab page of groups that scrolls on its own.
QWidget *page(const QList<QWidget *> &groups);
/// Widgets side by side, then a stretch.
QWidget *row(const QList<QWidget *> &widgets);
/// A line for the dice rolled at the table.
QLineEdit *diceLine(const QString &name, const QString &example);

} // namespace Reeve::SasForm
