#pragma once

#include <optional>

#include <QStringList>
#include <QWidget>

#include "procedures/procedureresult.h"

class QLabel;

namespace Reeve {

/**
 * A resolved procedure as the referee reads it out: the dice (rolled or
 * entered), each outcome field by its label with its value in words (the
 * command-line names only when asked for), the working step by step with the
 * rule each step applies, and the log action it was recorded as.
 */
class ProcedureResultView : public QWidget
{
    Q_OBJECT
public:
    explicit ProcedureResultView(QWidget *parent = nullptr);

    void showResult(const ProcedureResult &result);
    void clear();
    /// The shown result was taken back by Undo (\a undone) or put back by Redo: the pane says so.
    void showUndone(bool undone);
    /// Shows each outcome field's command-line name beside its label (the details toggle).
    void setShowNames(bool show);
    bool showsNames() const { return m_showNames; }
    /// The action the shown result was logged as (0 when none is shown).
    qint64 shownAction() const { return m_result ? m_result->loggedAs : 0; }
    /// The explanation as shown, one "text (rule)" line per step.
    QStringList explanationLines() const { return m_lines; }
    QString outcomeText() const;
    QString loggedText() const;

private:
    QLabel *m_heading;
    QLabel *m_dice;
    QLabel *m_outcome;
    QLabel *m_explanation;
    QLabel *m_logged;
    QLabel *m_undone;
    QStringList m_lines;
    std::optional<ProcedureResult> m_result;
    bool m_showNames = false;
};

} // namespace Reeve
