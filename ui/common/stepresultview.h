#pragma once

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QJsonValue>
#include <QWidget>

#include "log/action.h"
#include "steps/stepresult.h"

class QLabel;
class QTextBrowser;

namespace Reeve {

class Campaign;

/**
 * What a step form's last run gave: for an applied step, the text of every log entry it wrote,
 * its outcome in plain words, and the dice and explanation of every procedure it ran (rolled
 * ones read back from the log, worked-out ones from the step's working), as the DBA desk's result
 * pane shows them; for a refused step, each refusal with its rule, in red; for a check, whether
 * the step would apply. Private texts and the working are shown only when the form may show them
 * (setShowPrivate): otherwise the public lines alone. A dock with a viewer choice (setViewer) shows
 * a side's view its own entries' private texts too; the outcome and the working stay the referee's.
 */
class StepResultView : public QWidget
{
    Q_OBJECT
public:
    /// An outcome value in plain words (OutcomeLabels::valueText): yes/no, lists joined, objects as
    /// "name value" pairs.
    static QString valueText(const QJsonValue &value);
    /// Whether the referee's outcome line shows field \a key of value \a value: a figure, a list or a
    /// small record. The 1066 battle's state (its board shows it), a procedure's working (shown below
    /// the outcome as a numbered explanation) and other large records are left to `--json`.
    static bool shownInPane(const QString &key, const QJsonValue &value);
    explicit StepResultView(QWidget *parent = nullptr);

    void setShowPrivate(bool show) { setViewer(show ? Audience::Referee : Audience::Public); }
    /// Whose view the result is read in: the public, side \a side, or the referee.
    void setViewer(Audience audience, qint64 side = 0);
    void clear();
    /// An applied step (\a result.seq > 0) read back from \a campaign's log, or a check that passed.
    void showResult(Campaign &campaign, const QString &title, const StepResult &result);
    /// A refusal: each message with its rule; \a note says what was (not) written.
    void showRefusals(const QString &title, const QList<StepRefusal> &refusals, const QString &note);

    QString headingText() const { return m_heading; }
    QStringList plainLines() const { return m_plain; }
    QStringList explanationLines() const { return m_explanation; }
    QString refusalText() const;
    bool isRefusal() const { return m_isRefusal; }
    /// The height the view needs at \a width to show a refusal's lines whole, with a line of the heading
    /// under them (0 when no refusal is shown): the form keeps that much room for it.
    int refusalHeight(int width) const;
    /// None: the form gives the result the height left under its fields and buttons. With the refusal's
    /// wrapping lines asking for their height at the form's width, the result took the fields' share in a
    /// low dock, and the dice line typed went out of view.
    bool hasHeightForWidth() const override { return false; }

private:
    QString procedureHtml(const QJsonObject &data, qint64 loggedAs);
    QString entriesHtml(Campaign &campaign, const StepResult &result, QString &procedures);

    QLabel *m_error;
    QTextBrowser *m_text;
    QString m_heading;
    QStringList m_plain;
    QStringList m_explanation;
    bool m_isRefusal = false;
    bool m_showPrivate = false; ///< the referee's view: every part, the outcome and the working
    Audience m_audience = Audience::Public;
    qint64 m_side = 0;
};

} // namespace Reeve
