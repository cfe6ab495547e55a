#pragma once

#include <QDialog>
#include <QStringList>

class QLineEdit;
class QPlainTextEdit;

namespace Reeve {

struct Ruling;

/** Asks for a ruling's question, decision and rule references (new, or amending an existing one). */
class RulingDialog : public QDialog
{
    Q_OBJECT
public:
    /// \a ruling: the ruling to amend, or nullptr for a new one; \a refs prefills the references.
    RulingDialog(const Ruling *ruling, const QString &refs, QWidget *parent = nullptr);

    QString question() const;
    QString decision() const;
    QStringList ruleRefs() const;

private:
    QPlainTextEdit *m_question;
    QPlainTextEdit *m_decision;
    QLineEdit *m_refs;
};

} // namespace Reeve
