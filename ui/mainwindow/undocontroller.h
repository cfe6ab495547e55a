#pragma once

#include <memory>

#include <QObject>
#include <QPointer>

#include "campaign/campaign.h"

class QAction;

namespace Reeve {

class UserPrompts;

/**
 * Edit ▸ Undo / Redo, driven by the campaign's ActionLog.
 *
 * Why plain QActions rather than a QUndoStack: the log already *is* the undo
 * history (undo and redo are appended actions; the stacks are rebuilt from the
 * log on open) and it is changed from many places (CampaignEditor, procedures,
 * the CLI in another session). A QUndoStack would be a second copy of that
 * history that must be rebuilt on every historyChanged, and QUndoStack::undo()
 * calling ActionLog::undo() would re-enter that rebuild from inside the stack's
 * own undo(). Reading canUndo()/undoText() straight from the log has one source
 * of truth and cannot drift. Undo never re-rolls: ActionLog::redo() reuses the
 * recorded dice.
 *
 * The texts are the actions' public texts only, never a private part.
 */
class UndoController : public QObject
{
    Q_OBJECT
public:
    explicit UndoController(QObject *parent = nullptr);
    ~UndoController() override;

    void setCampaign(Campaign *campaign);
    void setPrompts(std::shared_ptr<UserPrompts> prompts) { m_prompts = std::move(prompts); }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }

    /// Menu text for \a actionText, shortened for long texts ("Undo Side Normans added").
    static QString menuText(const QString &verb, const QString &actionText);

public slots:
    void undo();
    void redo();
    void update();

private:
    QPointer<Campaign> m_campaign;
    std::shared_ptr<UserPrompts> m_prompts;
    QAction *m_undo;
    QAction *m_redo;
};

} // namespace Reeve
