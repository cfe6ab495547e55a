#include "referencepanel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "campaign/gamecatalog.h"
#include "procedures/procedureregistry.h"
#include "reference/rulesreference.h"
#include "rulings/rulingsreader.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "tables/tablewords.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString paragraphs(const QString &text)
{
    QString html;
    for (const QString &p : text.split(u"\n\n"_s, Qt::SkipEmptyParts))
        html += u"<p>%1</p>"_s.arg(esc(p.simplified()));
    return html;
}

constexpr int EntryRole = Qt::UserRole + 1;

/// Where \a entry stands in \a reference (its ref and title tell it from its neighbours).
int entryIndex(const RulesReference &reference, const ReferenceEntry &entry)
{
    for (qsizetype i = 0; i < reference.entries().size(); ++i) {
        const ReferenceEntry &e = reference.entries().at(i);
        if (e.ref == entry.ref && e.title == entry.title && e.summary == entry.summary)
            return int(i);
    }
    return -1;
}

/// What a link shows: the procedure's or table's title, not its id ("1066.vassalage").
QString linkTitle(const QString &id, const QString &scheme)
{
    if (scheme == u"procedure"_s) {
        const ProcedureRegistry &procedures = ProcedureRegistry::standard();
        return procedures.contains(id) ? procedures.get(id).title : id;
    }
    const RuleTable *table = CampaignTables::builtIn().find(id);
    return table && !table->title().isEmpty() ? TableWords::text(table->title()) : id;
}

QString links(const QStringList &ids, const QString &scheme)
{
    QStringList parts;
    for (const QString &id : ids)
        parts << u"<a href=\"%1:%2\">%3</a>"_s.arg(scheme, QString::fromUtf8(QUrl::toPercentEncoding(id)),
                                                   esc(linkTitle(id, scheme)));
    return parts.join(u", "_s);
}

} // namespace

ReferencePanel::ReferencePanel(QWidget *parent)
    : QWidget(parent)
    , m_game(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_list(new QListWidget(this))
    , m_details(new QTextBrowser(this))
    , m_rule(new QPushButton(tr("Record a &ruling on this section..."), this))
{
    for (const GameInfo &info : GameCatalog::games())
        m_game->addItem(info.shownTitle(), info.id);
    m_search->setPlaceholderText(tr("Search the reference: a word, a section (§15), a procedure id"));
    m_search->setClearButtonEnabled(true);
    m_details->setOpenLinks(false);
    auto *top = new QHBoxLayout;
    top->addWidget(m_game);
    top->addWidget(m_search, 1);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_details, 1);
    rightLayout->addWidget(m_rule, 0, Qt::AlignLeft);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    connect(m_game, &QComboBox::currentIndexChanged, this, &ReferencePanel::fill);
    connect(m_search, &QLineEdit::textChanged, this, &ReferencePanel::fill);
    connect(m_list, &QListWidget::currentRowChanged, this, &ReferencePanel::showCurrent);
    connect(m_details, &QTextBrowser::anchorClicked, this, &ReferencePanel::followLink);
    connect(m_rule, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem *item = m_list->currentItem())
            emit rulingRequested(u"%1 %2"_s.arg(game(), item->data(Qt::UserRole).toString()));
    });
    fill();
}

void ReferencePanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (campaign) {
        connect(campaign, &Campaign::changed, this, &ReferencePanel::showCurrent);
        setGame(campaign->game().id);
    }
    showCurrent();
}

void ReferencePanel::setGame(const QString &game)
{
    const int index = m_game->findData(game);
    if (index >= 0)
        m_game->setCurrentIndex(index);
}

QString ReferencePanel::game() const
{
    return m_game->currentData().toString();
}

void ReferencePanel::fill()
{
    const QString current = m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString()
                                                  : QString();
    const QSignalBlocker block(m_list);
    m_list->clear();
    const RulesReference &reference = RulesReference::builtIn(game());
    for (const ReferenceEntry &e : reference.search(m_search->text())) {
        // A table whose title begins with its reference ("Combat Results Table (chart)") is named once.
        const QString text = e.title.startsWith(e.ref) ? e.title : u"%1  %2"_s.arg(e.ref, e.title);
        auto *item = new QListWidgetItem(text, m_list);
        item->setData(Qt::UserRole, e.ref);
        // Several entries may share a ref (the DBA rules' SUMMARY, a phase in two parts): the item
        // also keeps which entry it is.
        item->setData(EntryRole, entryIndex(reference, e));
        // Whole in the tooltip: a narrow list cuts a long title.
        item->setToolTip(
                e.open ? text + u"\n"_s
                                 + tr("The rules leave something open here; see the reading Reeve applies.")
                       : text);
    }
    int row = 0;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toString() == current)
            row = i;
    }
    m_list->setCurrentRow(m_list->count() ? row : -1);
    showCurrent();
}

bool ReferencePanel::showEntry(const QString &ref)
{
    m_search->clear();
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toString() == ref) {
            m_list->setCurrentRow(i);
            return true;
        }
    }
    return false;
}

bool ReferencePanel::showProcedure(const QString &procedureId)
{
    setGame(procedureId.section(u'.', 0, 0));
    const QList<ReferenceEntry> entries = RulesReference::builtIn(game()).forProcedure(procedureId);
    return !entries.isEmpty() && showEntry(entries.first().ref);
}

void ReferencePanel::showCurrent()
{
    const QString ref = m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString()
                                              : QString();
    const RulesReference &reference = RulesReference::builtIn(game());
    m_rule->setEnabled(false);
    if (reference.isEmpty()) {
        m_details->setHtml(u"<p>%1</p>"_s.arg(esc(tr("No rules reference ships for this game yet."))));
        return;
    }
    const int index = m_list->currentItem() ? m_list->currentItem()->data(EntryRole).toInt() : -1;
    for (qsizetype i = 0; i < reference.entries().size(); ++i) {
        const ReferenceEntry &e = reference.entries().at(i);
        if (e.ref == ref && (index < 0 || index == i)) {
            m_details->setHtml(entryHtml(e));
            m_rule->setEnabled(m_campaign && !m_campaign->isReadOnly() && m_campaign->game().id == game());
            return;
        }
    }
    m_details->setHtml(u"<p>%1</p>"_s.arg(esc(tr("Nothing matches the search."))));
}

QString ReferencePanel::entryHtml(const ReferenceEntry &e) const
{
    QString html = e.title.startsWith(e.ref) ? u"<h3>%1</h3>"_s.arg(esc(e.title))
                                             : u"<h3>%1 — %2</h3>"_s.arg(esc(e.ref), esc(e.title));
    if (e.open)
        html += u"<p><i>%1</i></p>"_s.arg(
                esc(tr("The rules leave something open here: the summary says which "
                       "reading Reeve applies and how the referee changes it.")));
    html += paragraphs(e.summary);
    if (!e.procedures.isEmpty())
        html += u"<p><b>%1</b> %2</p>"_s.arg(esc(tr("Procedures:")), links(e.procedures, u"procedure"_s));
    if (!e.tables.isEmpty())
        html += u"<p><b>%1</b> %2</p>"_s.arg(esc(tr("Tables:")), links(e.tables, u"table"_s));
    return html + rulingsHtml(e);
}

QString ReferencePanel::rulingsHtml(const ReferenceEntry &e) const
{
    if (!m_campaign || m_campaign->game().id != e.game)
        return {};
    const QList<Ruling> rulings = RulingsReader(m_campaign->database()).touching(e.game, e.ref);
    if (rulings.isEmpty())
        return {};
    QString html = u"<h4>%1</h4><ul>"_s.arg(esc(tr("Rulings in this campaign")));
    for (const Ruling &r : rulings)
        html += u"<li><b>#%1</b> (%2) %3 — <i>%4</i></li>"_s.arg(r.id).arg(esc(r.when(m_campaign->game())),
                                                                           esc(r.question), esc(r.decision));
    return html + u"</ul>"_s;
}

void ReferencePanel::followLink(const QUrl &url)
{
    const QString id = QUrl::fromPercentEncoding(url.path().toUtf8());
    if (url.scheme() == u"procedure"_s)
        emit procedureRequested(id);
    else if (url.scheme() == u"table"_s)
        emit tableRequested(id);
}

} // namespace Reeve
