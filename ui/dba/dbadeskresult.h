#pragma once

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QWidget>

#include "procedures/procedureresult.h"

class QLabel;
class QTextBrowser;

namespace Reeve {

class Campaign;

/**
 * What the umpire's last step did, read back from the campaign's log: the
 * outcome in plain words (each logged action's text as the umpire may read it,
 * private parts included, and a sentence for a refusal that logged nothing),
 * the outcome's fields, then the dice and explanation steps of every procedure
 * the step ran and logged (as the Procedures panel shows one), including the
 * dice-less ones kept in an action's "working" data, all in one
 * scrolling text; or a refusal in red.
 */
class DbaDeskResult : public QWidget
{
    Q_OBJECT
public:
    explicit DbaDeskResult(QWidget *parent = nullptr);

    /// Shows one result of DbaUmpire::apply ({"do", "outcome", "log"}) on \a campaign's log.
    void showResult(Campaign &campaign, const QJsonObject &result);
    /// Shows that a step checked (StepRunner's Check mode) would be carried out; nothing was written.
    void showChecked(const QString &what);
    /// Shows a refusal; \a note says what, if anything, was logged before it.
    void showError(const QString &message, const QString &note = QString());
    void clear();

    QString headingText() const;
    /// The outcome in plain words, one line per sentence.
    QStringList plainLines() const { return m_plain; }
    /// The explanation lines of every procedure shown ("text (rule)").
    QStringList explanationLines() const { return m_explanation; }
    QString errorText() const;
    bool isError() const { return m_isError; }

    /// The ProcedureResult a "procedure.resolve" action recorded (title from the registry).
    static ProcedureResult procedureFromLog(const QJsonObject &data, qint64 seq);
    /// One sentence for an outcome that logged nothing (a refused move, a naval contact missed...).
    static QString refusalSentence(const QString &what, const QJsonObject &outcome);

private:
    /// One procedure's dice, outcome and working as HTML; appends its lines to m_explanation.
    QString procedureHtml(const ProcedureResult &result);

    QLabel *m_error;
    QTextBrowser *m_text;
    QString m_heading;
    QStringList m_plain;
    QStringList m_explanation;
    bool m_isError = false;
};

} // namespace Reeve
