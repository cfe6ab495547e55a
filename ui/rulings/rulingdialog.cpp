#include "rulingdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

#include "rulings/ruling.h"
#include "rulings/rulingseditor.h"

namespace Reeve {

using namespace Qt::StringLiterals;

RulingDialog::RulingDialog(const Ruling *ruling, const QString &refs, QWidget *parent)
    : QDialog(parent)
    , m_question(new QPlainTextEdit(this))
    , m_decision(new QPlainTextEdit(this))
    , m_refs(new QLineEdit(this))
{
    setWindowTitle(ruling ? tr("Amend ruling #%1").arg(ruling->id) : tr("Record a ruling"));
    m_question->setPlaceholderText(tr("What was disputed, e.g. does a castle's bonus count against a flank attack?"));
    m_decision->setPlaceholderText(tr("What the referee decided, and why."));
    m_refs->setPlaceholderText(tr("Rule references, separated by commas, e.g. 1066 §15.13, §15.22"));
    m_question->setTabChangesFocus(true);
    m_decision->setTabChangesFocus(true);
    if (ruling) {
        m_question->setPlainText(ruling->question);
        m_decision->setPlainText(ruling->decision);
        m_refs->setText(ruling->ruleRefs.join(u", "_s));
    } else {
        m_refs->setText(refs);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(ruling ? tr("Amend") : tr("Record"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Question:"), m_question);
    form->addRow(tr("&Decision:"), m_decision);
    form->addRow(tr("&Rules:"), m_refs);
    form->addRow(buttons);
    resize(520, 360);
}

QString RulingDialog::question() const
{
    return m_question->toPlainText().trimmed();
}

QString RulingDialog::decision() const
{
    return m_decision->toPlainText().trimmed();
}

QStringList RulingDialog::ruleRefs() const
{
    return RulingsEditor::parseRefs(m_refs->text());
}

} // namespace Reeve
