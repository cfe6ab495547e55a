#include "ledgerentrydialog.h"

#include <QColor>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPixmap>
#include <QSpinBox>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/gamecatalog.h"
#include "common/refereewords.h"

namespace Reeve {

LedgerEntryDialog::LedgerEntryDialog(Campaign &campaign, Kind kind, QWidget *parent)
    : QDialog(parent)
    , m_kind(kind)
{
    static const char *titles[] = {QT_TR_NOOP("Credit"), QT_TR_NOOP("Debit"), QT_TR_NOOP("Transfer")};
    setWindowTitle(tr(titles[int(kind)]));
    auto *form = new QFormLayout(this);
    m_side = sideCombo(campaign);
    form->addRow(kind == Kind::Transfer ? tr("&From:") : tr("&Side:"), m_side);
    if (kind == Kind::Transfer) {
        m_other = sideCombo(campaign);
        m_other->setCurrentIndex(m_other->count() > 1 ? 1 : 0);
        form->addRow(tr("&To:"), m_other);
    }
    m_amount = new QSpinBox(this);
    m_amount->setRange(1, 1000000000);
    m_amount->setSuffix(campaign.game().currency.isEmpty() ? QString() : u' ' + campaign.game().currency);
    form->addRow(tr("&Amount:"), m_amount);
    m_category = new QComboBox(this);
    for (LedgerCategory c : LedgerCategories::all()) {
        if (c != LedgerCategory::Correction)
            m_category->addItem(LedgerCategories::label(c), int(c));
    }
    const LedgerCategory preset = kind == Kind::Credit  ? LedgerCategory::Income
                                  : kind == Kind::Debit ? LedgerCategory::Maintenance
                                                        : LedgerCategory::Tribute;
    m_category->setCurrentIndex(m_category->findData(int(preset)));
    form->addRow(tr("&Category:"), m_category);
    m_reason = new QLineEdit(this);
    m_reason->setPlaceholderText(tr("e.g. Spring taxes, upkeep of 4 units, ransom of Earl Harold"));
    form->addRow(tr("&Reason:"), m_reason);
    m_turn = new QSpinBox(this);
    m_turn->setRange(1, 100000);
    m_turn->setValue(CampaignReader(campaign.database()).clock().turn);
    form->addRow(tr("T&urn:"), m_turn);
    m_privacy = new QComboBox(this);
    m_privacy->addItem(tr("Everyone (public)"), 0);
    m_privacy->addItem(RefereeWords::pick(&campaign, tr("The side only (and the referee)"),
                                          tr("The side only (and the umpire)")),
                       1);
    m_privacy->addItem(RefereeWords::pick(&campaign, tr("The referee only"), tr("The umpire only")), 2);
    // A nation's money is its own secret where the game says so (DBA): an entry for one side starts private.
    if (kind != Kind::Transfer && GameCatalog::privateTreasuries(campaign.game().id))
        m_privacy->setCurrentIndex(1);
    form->addRow(tr("&Visible to:"), m_privacy);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QComboBox *LedgerEntryDialog::sideCombo(Campaign &campaign)
{
    auto *combo = new QComboBox(this);
    for (const Side &side : CampaignReader(campaign.database()).sides()) {
        QPixmap swatch(12, 12);
        swatch.fill(side.colour.isEmpty() ? QColor(Qt::gray) : QColor(side.colour));
        combo->addItem(QIcon(swatch), side.name, side.id);
    }
    return combo;
}

qint64 LedgerEntryDialog::side() const
{
    return m_side->currentData().toLongLong();
}

qint64 LedgerEntryDialog::otherSide() const
{
    return m_other ? m_other->currentData().toLongLong() : 0;
}

qint64 LedgerEntryDialog::amount() const
{
    return m_amount->value();
}

LedgerCategory LedgerEntryDialog::category() const
{
    return LedgerCategory(m_category->currentData().toInt());
}

QString LedgerEntryDialog::reason() const
{
    return m_reason->text().trimmed();
}

LedgerOptions LedgerEntryDialog::options() const
{
    LedgerOptions options;
    options.turn = m_turn->value();
    const int privacy = m_privacy->currentData().toInt();
    options.audience = privacy == 1 ? Audience::Side : privacy == 2 ? Audience::Referee : Audience::Public;
    if (options.audience == Audience::Side)
        options.audienceSide = side();
    return options;
}

qint64 LedgerEntryDialog::apply(Campaign &campaign) const
{
    Ledger ledger(campaign);
    switch (m_kind) {
    case Kind::Credit:
        return ledger.credit(side(), amount(), category(), reason(), options());
    case Kind::Debit:
        return ledger.debit(side(), amount(), category(), reason(), options());
    case Kind::Transfer:
        return ledger.transfer(side(), otherSide(), amount(), category(), reason(), options());
    }
    return 0;
}

} // namespace Reeve
