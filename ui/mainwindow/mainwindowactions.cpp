// MainWindow's dialogs and the actions around them (Game menu, Preferences, Apply Step), kept
// out of mainwindow.cpp so each file stays short.
#include "mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QLineEdit>
#include <QStatusBar>

#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "common/refereewords.h"
#include "common/stepdock.h"
#include "common/stepform.h"
#include "common/userprompts.h"
#include "ledger/reportsexportdialog.h"
#include "mainwindow/featuredocks.h"
#include "mainwindow/setturndialog.h"
#include "preferences/preferences.h"
#include "preferences/preferencesdialog.h"
#include "steps/stepspanel.h"

namespace Reeve {

using namespace Qt::StringLiterals;

void MainWindow::setTurn()
{
    if (!m_campaign)
        return;
    const ClockState clock = CampaignReader(m_campaign->database()).clock();
    SetTurnDialog dialog(m_campaign->game(), clock.turn, clock.phase, this);
    while (dialog.exec() == QDialog::Accepted) {
        if (m_prompts->attempt(this, tr("Set Turn"),
                               [&] { CampaignEditor(*m_campaign).setTurn(dialog.turn(), dialog.phase()); }))
            return;
    }
}

void MainWindow::setActiveSide()
{
    if (!m_campaign)
        return;
    CampaignReader reader(m_campaign->database());
    const QList<Side> sides = reader.sides();
    const qint64 active = reader.clock().activeSide;
    QStringList names{tr("(no side)")};
    int current = 0;
    for (const Side &side : sides) {
        names << side.name;
        if (side.id == active)
            current = int(names.size()) - 1;
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Active Side"), tr("Whose player turn is it?"),
                                                 names, current, false, &ok);
    if (!ok)
        return;
    const qsizetype index = names.indexOf(chosen);
    const qint64 sideId = index > 0 ? sides.at(index - 1).id : 0;
    m_prompts->attempt(this, tr("Active Side"), [&] { CampaignEditor(*m_campaign).setActiveSide(sideId); });
}

void MainWindow::exportReports()
{
    if (!m_campaign)
        return;
    ReportsExportDialog dialog(*m_campaign, m_prompts, this);
    // The format the preferences name comes first; the dialog still offers both.
    if (auto *format = dialog.findChild<QComboBox *>(u"reportsFormat"_s))
        format->setCurrentIndex(std::max(0, format->findData(Preferences::reportFormat())));
    dialog.exec();
}

void MainWindow::setRefereePin()
{
    if (!m_campaign)
        return;
    ViewerGate gate(*m_campaign);
    const Campaign *c = m_campaign.get(); // the DBA campaign says "umpire" (GameModule::refereeTitle)
    const QString title = RefereeWords::pick(c, tr("Referee PIN"), tr("Umpire PIN"));
    QString current;
    if (gate.needsPin(Audience::Referee)) {
        const std::optional<QString> asked
                = m_prompts->askPin(this, RefereeWords::pick(c, tr("the referee (current)"),
                                                             tr("the umpire (current)")));
        if (!asked)
            return;
        if (!gate.check(Audience::Referee, 0, *asked)) {
            m_prompts->error(this, title,
                             RefereeWords::pick(c, tr("Wrong PIN: the referee's PIN is unchanged."),
                                                tr("Wrong PIN: the umpire's PIN is unchanged.")));
            return;
        }
        current = *asked;
    }
    bool ok = false;
    const QString pin = QInputDialog::getText(
            this, title,
            RefereeWords::pick(
                    c, tr("New PIN for the referee's views of hidden markers and the log (empty: no PIN):"),
                    tr("New PIN for the umpire's views of hidden markers and the log (empty: no PIN):")),
            QLineEdit::Password, QString(), &ok);
    if (ok)
        m_prompts->attempt(this, title, [&] { gate.changePin(Audience::Referee, 0, current, pin); });
}

void MainWindow::preferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        applyPreferences();
}

void MainWindow::applyPreferences()
{
    m_features->setHandHideSeconds(Preferences::handHideSeconds());
    const bool entered = Preferences::diceMode() == Preferences::DiceMode::EnteredDice;
    m_applyStep->setText(entered ? tr("A&pply Step on the Dice Entered") : tr("Roll and A&pply Step"));
    m_applyStep->setStatusTip(
            entered ? tr("Applies the step shown in the Steps panel on the dice typed in its form")
                    : tr("Reeve rolls the dice of the step shown in the Steps panel and applies it"));
}

namespace {

/// Applies \a form's step (Game ▸ Apply Step, F9).
void applyOn(StepForm *form)
{
    // Dice typed into the form are the table's: applied as entered whatever the preference, never
    // replaced by Reeve's roll (Use dice entered); an empty form rolls in the Rolled mode.
    bool typed = false;
    for (const StepDice &d : form->step()->dice)
        if (const QLineEdit *line = form->diceLine(d.name); line && !line->text().trimmed().isEmpty())
            typed = true;
    if (form->diceLineCount() > 0 && (typed || Preferences::diceMode() == Preferences::DiceMode::EnteredDice))
        form->useDiceEntered();
    else
        form->rollAndApply();
}

} // namespace

void MainWindow::applyStep()
{
    if (!m_campaign || m_campaign->isReadOnly())
        return;
    // Working in a game's dock (the Charlemagne board, the Britain year...): its step form is the one
    // applied, as the keyboard user filled it in there (issue 23).
    for (QWidget *w = QApplication::focusWidget(); w; w = w->parentWidget()) {
        auto *inDock = qobject_cast<StepDock *>(w);
        StepForm *here = qobject_cast<StepForm *>(w);
        if (!here && inDock)
            here = inDock->stepForm();
        if (!here)
            continue;
        if (!here->step()) {
            statusBar()->showMessage(tr("Choose a step in this panel first."), 10000);
            return;
        }
        applyOn(here);
        return;
    }
    QDockWidget *dock = findChild<QDockWidget *>(u"stepsDock"_s);
    const bool inFront = dock && dock->isVisible() && !dock->visibleRegion().isEmpty();
    StepsPanel *panel = m_features->steps(); // shows its dock and brings it to the front
    if (!inFront) {
        statusBar()->showMessage(tr("Choose and fill in a step in the Steps panel, then press %1 again.")
                                         .arg(m_applyStep->shortcut().toString(QKeySequence::NativeText)),
                                 10000);
        return;
    }
    StepForm *form = panel->form();
    if (!form->step()) {
        statusBar()->showMessage(tr("Choose a step in the Steps panel first."), 10000);
        panel->picker()->setFocus(Qt::ShortcutFocusReason);
        return;
    }
    applyOn(form);
}

QString MainWindow::describeCampaign() const
{
    if (!m_campaign)
        return QString();
    try {
        const ClockState clock = CampaignReader(m_campaign->database()).clock();
        return tr("%1, %2").arg(m_campaign->game().shownTitle(), m_campaign->game().describeTurn(clock.turn));
    } catch (const std::exception &) {
        return m_campaign->game().shownTitle(); // a damaged clock: the game alone
    }
}

} // namespace Reeve
