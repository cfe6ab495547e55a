#include "rulingspanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "common/rowselection.h"
#include "rulings/rulingdialog.h"
#include "rulings/rulingseditor.h"
#include "rulings/rulingsmodel.h"
#include "rulings/rulingsreader.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

RulingsPanel::RulingsPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new RulingsModel(this))
    , m_search(new QLineEdit(this))
    , m_view(new QTableView(this))
    , m_add(new QPushButton(tr("&Record a ruling..."), this))
    , m_amend(new QPushButton(tr("A&mend..."), this))
    , m_withdraw(new QPushButton(tr("&Withdraw"), this))
    , m_message(new QLabel(this))
{
    m_search->setPlaceholderText(
            tr("Search rulings: words of the question, decision or rules (e.g. §15 castle)"));
    m_search->setClearButtonEnabled(true);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setSectionResizeMode(RulingsModel::Question, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(RulingsModel::Decision, QHeaderView::Stretch);
    m_message->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_amend);
    buttons->addWidget(m_withdraw);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    connect(m_search, &QLineEdit::textChanged, this, &RulingsPanel::reload);
    connect(m_add, &QPushButton::clicked, this, [this] { recordOn(); });
    connect(m_amend, &QPushButton::clicked, this, &RulingsPanel::amendSelected);
    connect(m_withdraw, &QPushButton::clicked, this, &RulingsPanel::withdrawSelected);
    connect(m_view, &QTableView::doubleClicked, this, &RulingsPanel::amendSelected);
    RowSelection::follow(m_view, this, [this] { updateButtons(); });
    updateButtons();
}

void RulingsPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (campaign)
        connect(campaign, &Campaign::changed, this, &RulingsPanel::reload);
    m_message->clear();
    reload();
}

QString RulingsPanel::message() const
{
    return m_message->text();
}

void RulingsPanel::reload()
{
    m_model->setRulings(m_campaign ? RulingsReader(m_campaign->database()).search(m_search->text())
                                   : QList<Ruling>(),
                        m_campaign ? &m_campaign->game() : nullptr);
    m_view->resizeRowsToContents();
}

void RulingsPanel::updateButtons()
{
    const bool writable = m_campaign && !m_campaign->isReadOnly();
    const bool selected = RowSelection::selectedRow(m_view) >= 0;
    m_add->setEnabled(writable);
    m_amend->setEnabled(writable && selected);
    m_withdraw->setEnabled(writable && selected);
    m_add->setToolTip(writable ? QString() : tr("Open a campaign for writing to record rulings."));
}

void RulingsPanel::showMessage(const QString &text, bool error)
{
    m_message->setStyleSheet(error ? u"color: #b00020;"_s : QString());
    m_message->setText(text);
}

bool RulingsPanel::attempt(const std::function<QString()> &edit)
{
    if (!m_campaign)
        return false;
    try {
        showMessage(edit());
        return true;
    } catch (const Failure &failure) {
        showMessage(failure.message(), true);
        return false;
    }
}

bool RulingsPanel::record(const QString &question, const QString &decision, const QStringList &refs)
{
    return attempt([&] {
        const qint64 id = RulingsEditor(*m_campaign).add(question, decision, refs);
        return tr("Ruling #%1 recorded.").arg(id);
    });
}

bool RulingsPanel::amend(qint64 id, const QString &question, const QString &decision, const QStringList &refs)
{
    return attempt([&] {
        RulingsEditor(*m_campaign).amend(id, question, decision, refs);
        return tr("Ruling #%1 amended.").arg(id);
    });
}

bool RulingsPanel::withdraw(qint64 id)
{
    return attempt([&] {
        RulingsEditor(*m_campaign).remove(id);
        return tr("Ruling #%1 withdrawn; Undo brings it back.").arg(id);
    });
}

void RulingsPanel::recordOn(const QString &refs)
{
    if (!m_campaign || m_campaign->isReadOnly())
        return;
    RulingDialog dialog(nullptr, refs, this);
    if (dialog.exec() == QDialog::Accepted)
        record(dialog.question(), dialog.decision(), dialog.ruleRefs());
}

void RulingsPanel::amendSelected()
{
    const Ruling *ruling = m_model->ruling(RowSelection::selectedRow(m_view));
    if (!ruling || !m_campaign || m_campaign->isReadOnly())
        return;
    const Ruling copy = *ruling;
    RulingDialog dialog(&copy, QString(), this);
    if (dialog.exec() == QDialog::Accepted)
        amend(copy.id, dialog.question(), dialog.decision(), dialog.ruleRefs());
}

void RulingsPanel::withdrawSelected()
{
    if (const Ruling *ruling = m_model->ruling(RowSelection::selectedRow(m_view)))
        withdraw(ruling->id);
}

} // namespace Reeve
