#include "undocontroller.h"

#include <QAction>
#include <QApplication>

#include "campaign/campaign.h"
#include "campaign/viewergate.h"
#include "common/userprompts.h"
#include "log/actionlog.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

UndoController::UndoController(QObject *parent)
    : QObject(parent)
    , m_prompts(std::make_shared<UserPrompts>())
    , m_undo(new QAction(this))
    , m_redo(new QAction(this))
{
    m_undo->setObjectName(u"undo"_s);
    m_redo->setObjectName(u"redo"_s);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_undo->setIcon(QIcon::fromTheme(u"edit-undo"_s));
    m_redo->setIcon(QIcon::fromTheme(u"edit-redo"_s));
    connect(m_undo, &QAction::triggered, this, &UndoController::undo);
    connect(m_redo, &QAction::triggered, this, &UndoController::redo);
    update();
}

UndoController::~UndoController() = default;

void UndoController::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(&m_campaign->log(), nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign)
        connect(&m_campaign->log(), &ActionLog::historyChanged, this, &UndoController::update);
    update();
}

QString UndoController::menuText(const QString &verb, const QString &actionText)
{
    constexpr qsizetype kMax = 60;
    QString text = actionText.simplified();
    if (text.size() > kMax)
        text = text.left(kMax - 1) + u'…';
    text.replace(u'&', u"&&"_s);
    return text.isEmpty() ? verb : tr("%1 %2").arg(verb, text);
}

void UndoController::update()
{
    const bool writable = m_campaign && !m_campaign->isReadOnly();
    ActionLog *log = m_campaign ? &m_campaign->log() : nullptr;
    const bool canUndo = writable && log->canUndo();
    const bool canRedo = writable && log->canRedo();
    m_undo->setEnabled(canUndo);
    m_redo->setEnabled(canRedo);
    m_undo->setText(menuText(tr("&Undo"), canUndo ? log->undoText() : QString()));
    m_redo->setText(menuText(tr("&Redo"), canRedo ? log->redoText() : QString()));
}

namespace {

/// Undoing or redoing a PIN's setting needs that PIN (or the referee's), as the CLI's undo does: no one
/// at the table takes a PIN away by pressing Undo.
bool pinAllows(Campaign &campaign, UserPrompts &prompts, qint64 seq)
{
    ViewerGate gate(campaign);
    const ViewerGate::Guard guard = gate.undoGuard(seq);
    if (guard.audience == Audience::Public)
        return true;
    const std::optional<QString> pin = prompts.askPin(QApplication::activeWindow(), guard.whose);
    if (!pin)
        return false;
    if (gate.opens(guard.audience, guard.sideId, *pin))
        return true;
    prompts.attempt(QApplication::activeWindow(), UndoController::tr("Undo"), [&guard] {
        throw Failure::badInput(
                UndoController::tr("Wrong PIN for %1: nothing was undone or redone.").arg(guard.whose));
    });
    return false;
}

} // namespace

void UndoController::undo()
{
    if (m_campaign && m_campaign->log().canUndo()
        && pinAllows(*m_campaign, *m_prompts, m_campaign->log().undoStack().last()))
        m_prompts->attempt(QApplication::activeWindow(), tr("Undo"), [this] { m_campaign->log().undo(); });
}

void UndoController::redo()
{
    if (m_campaign && m_campaign->log().canRedo()
        && pinAllows(*m_campaign, *m_prompts, m_campaign->log().redoStack().last()))
        m_prompts->attempt(QApplication::activeWindow(), tr("Redo"), [this] { m_campaign->log().redo(); });
}

} // namespace Reeve
