#pragma once

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QWidget>

#include "procedures/procedureresult.h"

class QLabel;
class QVBoxLayout;

namespace Reeve {

class Campaign;
class ProcedureResultView;

/**
 * What the umpire's last step did, read back from the campaign's log: the
 * outcome in plain words (each logged action's text as the umpire may read it,
 * private parts included, and a sentence for a refusal that logged nothing),
 * the outcome's fields, then the dice and explanation steps of every procedure
 * the step ran and logged (one ProcedureResultView each), or a refusal in red.
 */
class DbaDeskResult : public QWidget
{
    Q_OBJECT
public:
    explicit DbaDeskResult(QWidget *parent = nullptr);

    /// Shows one result of DbaUmpire::apply ({"do", "outcome", "log"}) on \a campaign's log.
    void showResult(Campaign &campaign, const QJsonObject &result);
    /// Shows a refusal; \a note says what, if anything, was logged before it.
    void showError(const QString &message, const QString &note = QString());
    void clear();

    QString headingText() const;
    /// The outcome in plain words, one line per sentence.
    QStringList plainLines() const { return m_plain; }
    /// The explanation lines of every procedure shown ("text (rule)").
    QStringList explanationLines() const;
    QString errorText() const;
    bool isError() const { return m_isError; }

    /// The ProcedureResult a "procedure.resolve" action recorded (title from the registry).
    static ProcedureResult procedureFromLog(const QJsonObject &data, qint64 seq);
    /// One sentence for an outcome that logged nothing (a refused move, a naval contact missed...).
    static QString refusalSentence(const QString &what, const QJsonObject &outcome);

private:
    void clearProcedures();

    QLabel *m_heading;
    QLabel *m_plainLabel;
    QLabel *m_fields;
    QLabel *m_error;
    QVBoxLayout *m_procedures;
    QList<ProcedureResultView *> m_views;
    QStringList m_plain;
    bool m_isError = false;
};

} // namespace Reeve
