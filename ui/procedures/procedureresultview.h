#pragma once

#include <QStringList>
#include <QWidget>

#include "procedures/procedureresult.h"

class QLabel;

namespace Reeve {

/**
 * A resolved procedure as the referee reads it out: the dice (rolled or
 * entered), each outcome field, the working step by step with the rule each
 * step applies, and the log action it was recorded as.
 */
class ProcedureResultView : public QWidget
{
    Q_OBJECT
public:
    explicit ProcedureResultView(QWidget *parent = nullptr);

    void showResult(const ProcedureResult &result);
    void clear();
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
    QStringList m_lines;
};

} // namespace Reeve
