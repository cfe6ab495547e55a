#include "reportsexportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "common/refereewords.h"
#include "common/userprompts.h"
#include "ledger/reportexporter.h"

namespace Reeve {

using namespace Qt::StringLiterals;

ReportsExportDialog::ReportsExportDialog(Campaign &campaign, std::shared_ptr<UserPrompts> prompts,
                                         QWidget *parent)
    : QDialog(parent)
    , m_campaign(campaign)
    , m_prompts(std::move(prompts))
{
    setWindowTitle(tr("Export Season Reports"));
    auto *form = new QFormLayout(this);
    auto *intro = new QLabel(tr("One report per reader: what the public saw, and for each side what it alone "
                                "knows (its orders' fate, its private rolls and, where the game keeps them "
                                "secret, its own treasury). The reports hold every side's secrets, so the "
                                "referee's PIN is asked for where one is set."));
    if (RefereeWords::umpire(&m_campaign))
        intro->setText(
                tr("One report per reader: what the public saw, and for each side what it alone knows (its "
                   "orders' fate, its private rolls and, where the game keeps them secret, its own "
                   "treasury). The reports hold every side's secrets, so the umpire's PIN is asked for "
                   "where one is set."));
    intro->setWordWrap(true);
    form->addRow(intro);
    CampaignReader reader(m_campaign.database());
    const int turn = reader.clock().turn;
    m_from = new QComboBox;
    m_to = new QComboBox;
    for (QComboBox *box : {m_from, m_to})
        for (int t = 1; t <= turn; ++t)
            box->addItem(m_campaign.game().describeTurn(t), t);
    m_from->setObjectName(u"reportsFrom"_s);
    m_to->setObjectName(u"reportsTo"_s);
    // The season just closed is the usual one to send.
    const int last = qMax(1, turn - 1);
    m_from->setCurrentIndex(last - 1);
    m_to->setCurrentIndex(last - 1);
    auto *turns = new QHBoxLayout;
    turns->addWidget(m_from);
    turns->addWidget(new QLabel(tr("to")));
    turns->addWidget(m_to);
    // A row holding a layout gets no buddy by itself, so its mnemonic would show as a literal "&".
    const auto label = [](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text);
        l->setBuddy(buddy);
        return l;
    };
    form->addRow(label(tr("&Turns:"), m_from), turns);
    m_format = new QComboBox;
    m_format->setObjectName(u"reportsFormat"_s);
    m_format->addItem(tr("PDF"), u"pdf"_s);
    m_format->addItem(tr("HTML (with the charts inside)"), u"html"_s);
    form->addRow(tr("&Format:"), m_format);
    m_folder = new QLineEdit;
    m_folder->setObjectName(u"reportsFolder"_s);
    m_folder->setPlaceholderText(tr("folder for the reports"));
    auto *browse = new QPushButton(tr("&Browse…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        // The campaign's own folder to start from, not wherever the program was started.
        const QString start = m_folder->text().trimmed().isEmpty()
                                      ? QFileInfo(m_campaign.path()).absolutePath()
                                      : m_folder->text().trimmed();
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the reports"), start);
        if (!dir.isEmpty())
            m_folder->setText(dir);
    });
    auto *folder = new QHBoxLayout;
    folder->addWidget(m_folder, 1);
    folder->addWidget(browse);
    form->addRow(label(tr("F&older:"), m_folder), folder);
    m_readers = new QListWidget;
    m_readers->setObjectName(u"reportsReaders"_s);
    const auto addReader = [this](const QString &label, const QString &key, bool ticked) {
        auto *item = new QListWidgetItem(label, m_readers);
        item->setData(Qt::UserRole, key);
        item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
    };
    addReader(tr("The public"), u"public"_s, true);
    for (const Side &side : reader.sides())
        addReader(side.name, u"side="_s + side.name, true);
    addReader(RefereeWords::pick(&m_campaign, tr("The referee (everything)"), tr("The umpire (everything)")),
              u"referee"_s, false);
    form->addRow(tr("&Readers:"), m_readers);
    m_result = new QLabel;
    m_result->setObjectName(u"reportsResult"_s);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(m_result);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *write = buttons->addButton(tr("&Export"), QDialogButtonBox::ActionRole);
    write->setObjectName(u"reportsExport"_s);
    connect(write, &QPushButton::clicked, this, [this] { exportReports(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void ReportsExportDialog::choose(const QString &folder, int fromTurn, int toTurn, bool pdf)
{
    m_folder->setText(folder);
    m_from->setCurrentIndex(m_from->findData(fromTurn));
    m_to->setCurrentIndex(m_to->findData(toTurn));
    m_format->setCurrentIndex(pdf ? 0 : 1);
}

void ReportsExportDialog::tickOnly(const QStringList &readers)
{
    for (int i = 0; i < m_readers->count(); ++i) {
        QListWidgetItem *item = m_readers->item(i);
        const QString key = item->data(Qt::UserRole).toString();
        const bool wanted = readers.contains(key) || readers.contains(key.mid(5));
        item->setCheckState(wanted ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList ReportsExportDialog::exportReports(QString *error)
{
    const int from = m_from->currentData().toInt();
    const int to = m_to->currentData().toInt();
    QStringList readers;
    for (int i = 0; i < m_readers->count(); ++i)
        if (m_readers->item(i)->checkState() == Qt::Checked)
            readers << m_readers->item(i)->data(Qt::UserRole).toString();
    QString why;
    ViewerGate gate(m_campaign);
    if (m_folder->text().trimmed().isEmpty())
        why = tr("Choose the folder for the reports first.");
    else if (from > to)
        why = tr("The first turn comes after the last.");
    else if (readers.isEmpty())
        why = tr("Tick at least one reader.");
    else if (gate.needsPin(Audience::Referee)) {
        const std::optional<QString> pin = m_prompts->askPin(this, RefereeWords::pick(&m_campaign,
                                                                                      tr("the referee"),
                                                                                      tr("the umpire")));
        if (!pin || !gate.check(Audience::Referee, 0, *pin))
            why = RefereeWords::pick(&m_campaign,
                                     tr("The reports hold every side's secrets: they are written only with "
                                        "the referee's PIN."),
                                     tr("The reports hold every side's secrets: they are written only with "
                                        "the umpire's PIN."));
    }
    const auto format = m_format->currentData().toString() == u"pdf"_s ? ReportExporter::Format::Pdf
                                                                       : ReportExporter::Format::Html;
    QStringList written;
    if (why.isEmpty())
        written = ReportExporter::exportEach(m_campaign, readers, from, to, format,
                                             m_folder->text().trimmed(), this, &why);
    if (written.isEmpty()) {
        m_result->setText(tr("Not exported: %1").arg(why));
        if (error)
            *error = why;
        return {};
    }
    m_result->setText(tr("Written:\n%1").arg(written.join(u'\n')));
    return written;
}

} // namespace Reeve
