#pragma once

#include <functional>

#include <QDialog>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include "campaign/side.h"

class QFormLayout;

namespace Reeve {

/**
 * A small form asking the arguments of one container operation: sides, counts,
 * kinds, choices and flags, each under a key the caller reads back. It never
 * shows what a hand holds: kinds are offered from the rules' list.
 */
class OperationDialog : public QDialog
{
    Q_OBJECT
public:
    explicit OperationDialog(const QString &title, QWidget *parent = nullptr);

    /// A side chooser; \a noneLabel, when given, adds a first entry whose id is 0 ("the pool", "everyone").
    void addSide(const QString &key, const QString &label, const QList<Side> &sides,
                 const QString &noneLabel = QString(), qint64 current = 0);
    /// A number; \a specialText names the minimum (e.g. "as the rules say").
    void addNumber(const QString &key, const QString &label, int minimum, int maximum, int value,
                   const QString &specialText = QString());
    /// A marker kind, typed or chosen from \a kinds.
    void addKind(const QString &key, const QString &label, const QStringList &kinds);
    void addText(const QString &key, const QString &label, const QString &placeholder = QString());
    void addCheck(const QString &key, const QString &label);
    /// A choice among \a items, read back as the matching entry of \a values.
    void addChoice(const QString &key, const QString &label, const QStringList &items,
                   const QStringList &values);
    void addNote(const QString &text);
    /// Replaces the entries of the choice \a key (added with addChoice).
    void setChoices(const QString &key, const QStringList &items, const QStringList &values);
    /// Calls \a changed with the side chosen under \a key now and whenever the choice changes.
    void followSide(const QString &key, const std::function<void(qint64)> &changed);

    qint64 side(const QString &key) const;
    int number(const QString &key) const;
    QString text(const QString &key) const;
    bool isChecked(const QString &key) const;

private:
    /// \a label with a key of its own (an ampersand before the first letter no other field took).
    QString withMnemonic(const QString &label);
    /// Adds a form row: \a label with a colon and a mnemonic, its buddy \a field.
    void addLabelled(const QString &label, QWidget *field);

    QFormLayout *m_form;
    QHash<QString, QWidget *> m_fields;
    QSet<QChar> m_usedKeys;
};

} // namespace Reeve
