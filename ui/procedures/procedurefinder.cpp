#include "procedurefinder.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMap>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "campaign/gamecatalog.h"
#include "campaign/gametexts.h"
#include "procedures/phaseguide.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

constexpr int IdRole = Qt::UserRole + 1;

QString gameTitle(const QString &game)
{
    if (game == u"generic"_s)
        return ProcedureFinder::tr("Generic dice");
    try {
        return GameCatalog::game(game).shownTitle();
    } catch (const Failure &) {
        return game;
    }
}

} // namespace

ProcedureFinder::ProcedureFinder(QWidget *parent)
    : QWidget(parent)
    , m_search(new QLineEdit(this))
    , m_list(new QTreeWidget(this))
{
    m_search->setPlaceholderText(tr("Find a procedure by name or rule (e.g. §15)…"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Procedure"), tr("Id")});
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    // Sized once from the longest id in fill(): measuring every row's cell (ResizeToContents)
    // cost more than the rest of the panel at start-up.
    m_list->header()->setSectionResizeMode(1, QHeaderView::Interactive);
    m_list->setColumnHidden(1, true); // the ids are the command line's: shown on request
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_list);
    connect(m_search, &QLineEdit::textChanged, this, &ProcedureFinder::fill);
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        const QStringList ids = shownIds();
        if (!ids.isEmpty())
            select(ids.first());
        m_list->setFocus(Qt::ShortcutFocusReason);
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && !item->data(0, IdRole).toString().isEmpty())
            emit currentChanged(item->data(0, IdRole).toString());
    });
}

QTreeWidget *ProcedureFinder::list() const
{
    ensureFilled();
    return m_list;
}

void ProcedureFinder::ensureFilled() const
{
    if (!m_stale)
        return;
    auto *self = const_cast<ProcedureFinder *>(this);
    self->fill();
    m_list->scrollToTop(); // the phase's procedures in sight, whatever is selected
}

void ProcedureFinder::showEvent(QShowEvent *event)
{
    ensureFilled();
    QWidget::showEvent(event);
}

void ProcedureFinder::setShowIds(bool show)
{
    m_list->setColumnHidden(1, !show);
}

void ProcedureFinder::setContext(const QString &gameId, const QString &phase, const QStringList &phaseIds)
{
    if (gameId == m_game && phase == m_phase && phaseIds == m_phaseIds)
        return;
    m_game = gameId;
    m_phase = phase;
    m_phaseIds = phaseIds;
    if (m_stale)
        return; // read when the list is first filled
    fill();
    m_list->scrollToTop(); // the phase's procedures in sight, whatever stays selected
}

QStringList ProcedureFinder::phaseIds() const
{
    ensureFilled();
    QStringList ids;
    for (int i = 0; m_phaseGroup && i < m_phaseGroup->childCount(); ++i)
        ids << m_phaseGroup->child(i)->data(0, IdRole).toString();
    return ids;
}

QTreeWidgetItem *ProcedureFinder::addGroup(const QString &title, const QList<const Procedure *> &procedures,
                                           QString &longestId)
{
    auto *group = new QTreeWidgetItem(m_list, {title});
    group->setFlags(Qt::ItemIsEnabled);
    for (const Procedure *procedure : procedures) {
        auto *item = new QTreeWidgetItem(group, {procedure->title, procedure->id});
        item->setData(0, IdRole, procedure->id);
        if (procedure->id.size() > longestId.size())
            longestId = procedure->id;
        item->setToolTip(0, u"%1\n%2"_s.arg(procedure->ruleRefs.join(u"; "_s), procedure->summary).trimmed());
    }
    return group;
}

void ProcedureFinder::fill()
{
    const QString kept = m_stale ? m_pending : currentId();
    m_stale = false;
    m_pending.clear();
    const ProcedureRegistry &registry = ProcedureRegistry::standard();
    const QString text = m_search->text().trimmed();
    const QList<const Procedure *> found = text.isEmpty() ? registry.list() : registry.search(text);
    QMap<QString, QList<const Procedure *>> byGame;
    for (const Procedure *procedure : found)
        byGame[procedure->game].append(procedure);
    // The campaign's game first, then the generic dice, then the other games.
    QStringList games = GameCatalog::ids();
    games.prepend(u"generic"_s);
    if (!m_game.isEmpty() && games.removeOne(m_game))
        games.prepend(m_game);
    for (const QString &game : byGame.keys()) {
        if (!games.contains(game))
            games.append(game);
    }
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    m_phaseGroup = nullptr;
    QString longestId = tr("Id");
    QList<const Procedure *> now;
    for (const QString &id : std::as_const(m_phaseIds)) {
        if (text.isEmpty() && registry.contains(id))
            now << &registry.get(id);
    }
    if (!now.isEmpty()) {
        m_phaseGroup = addGroup(tr("This phase: %1 (%2)")
                                        .arg(GameTexts::label(m_phase),
                                             GameTexts::label(PhaseGuide::rule(m_game))),
                                now, longestId);
        m_phaseGroup->setExpanded(true);
    }
    for (const QString &game : std::as_const(games)) {
        if (!byGame.contains(game))
            continue;
        QTreeWidgetItem *group = addGroup(gameTitle(game), byGame.value(game), longestId);
        // With a campaign open, other games' procedures stay folded unless searched for.
        group->setExpanded(m_game.isEmpty() || !text.isEmpty() || game == m_game || game == u"generic"_s);
    }
    const int margin = 2 * m_list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_list) + 16;
    m_list->header()->resizeSection(1, m_list->fontMetrics().horizontalAdvance(longestId) + margin);
    if (m_list->topLevelItemCount() == 0) {
        auto *none = new QTreeWidgetItem(m_list, {tr("No procedure matches \"%1\".").arg(text)});
        none->setFlags(Qt::NoItemFlags);
    }
    if (!kept.isEmpty())
        select(kept);
}

QString ProcedureFinder::currentId() const
{
    if (m_stale)
        return m_pending;
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, IdRole).toString() : QString();
}

QStringList ProcedureFinder::shownIds() const
{
    ensureFilled();
    QStringList ids;
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *gameItem = m_list->topLevelItem(g);
        for (int i = 0; i < gameItem->childCount(); ++i)
            ids << gameItem->child(i)->data(0, IdRole).toString();
    }
    return ids;
}

bool ProcedureFinder::select(const QString &procedureId)
{
    if (m_stale && ProcedureRegistry::standard().contains(procedureId)) {
        m_pending = procedureId; // listed once filled: with no search, the list holds every procedure
        return true;
    }
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        QTreeWidgetItem *gameItem = m_list->topLevelItem(g);
        for (int i = 0; i < gameItem->childCount(); ++i) {
            if (gameItem->child(i)->data(0, IdRole).toString() == procedureId) {
                gameItem->setExpanded(true);
                m_list->setCurrentItem(gameItem->child(i));
                return true;
            }
        }
    }
    return false;
}

bool ProcedureFinder::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Down) {
            ensureFilled();
            if (!m_list->currentItem() || m_list->currentItem()->data(0, IdRole).toString().isEmpty()) {
                const QStringList ids = shownIds();
                if (!ids.isEmpty())
                    select(ids.first());
            }
            m_list->setFocus(Qt::ShortcutFocusReason);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Reeve
