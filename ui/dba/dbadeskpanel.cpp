#include "dbadeskpanel.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/viewergate.h"
#include "common/userprompts.h"
#include "dba/dbadeskresult.h"
#include "dba/dbastepform.h"
#include "games/dba/dbastepkinds.h"
#include "games/dba/dbaumpire.h"
#include "log/actionlog.h"
#include "steps/steprunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

DbaDeskPanel::DbaDeskPanel(QWidget *parent)
    : QWidget(parent)
    , m_prompts(std::make_shared<UserPrompts>())
    , m_stack(new QStackedWidget)
{
    m_stack->addWidget(buildLockedPage());
    m_stack->addWidget(buildDeskPage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    refresh();
}

DbaDeskPanel::~DbaDeskPanel() = default;

QWidget *DbaDeskPanel::buildLockedPage()
{
    auto *page = new QWidget;
    m_locked = new QLabel;
    m_locked->setObjectName(u"dbaDeskLocked"_s);
    m_locked->setWordWrap(true);
    m_locked->setAlignment(Qt::AlignCenter);
    m_unlock = new QPushButton(tr("Open the desk with the referee's PIN…"));
    m_unlock->setObjectName(u"dbaDeskUnlock"_s);
    connect(m_unlock, &QPushButton::clicked, this, &DbaDeskPanel::unlock);
    auto *layout = new QVBoxLayout(page);
    layout->addStretch(1);
    layout->addWidget(m_locked);
    layout->addWidget(m_unlock, 0, Qt::AlignHCenter);
    layout->addStretch(2);
    return page;
}

QWidget *DbaDeskPanel::buildDeskPage()
{
    m_header = new QLabel;
    m_header->setObjectName(u"dbaDeskHeader"_s);
    m_header->setWordWrap(true);
    QFont big = m_header->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_header->setFont(big);

    auto *split = new QSplitter(Qt::Horizontal);
    split->setChildrenCollapsible(false);
    split->addWidget(buildTables());
    split->addWidget(buildStepPane());
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({620, 440});

    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_header);
    layout->addWidget(split, 1);
    return page;
}

QWidget *DbaDeskPanel::buildStepPane()
{
    m_form = new DbaStepForm;
    m_form->setObjectName(u"dbaStepForm"_s);
    m_check = new QPushButton(tr("Chec&k"));
    m_check->setObjectName(u"dbaCheck"_s);
    m_check->setToolTip(tr("Asks the rules whether the step may be carried out as filled in, before any die "
                           "is rolled; nothing is written."));
    m_roll = new QPushButton(tr("&Roll and carry out"));
    m_roll->setObjectName(u"dbaRoll"_s);
    m_roll->setToolTip(tr("Reeve rolls every die the step needs (logged with the step)."));
    m_useDice = new QPushButton(tr("Use &dice entered"));
    m_useDice->setObjectName(u"dbaUseDice"_s);
    m_useDice->setToolTip(tr("Carries out the step on the dice typed above (rolls left empty are rolled)."));
    m_fromFile = new QPushButton(tr("Run steps from &file…"));
    m_fromFile->setObjectName(u"dbaFromFile"_s);
    m_fromFile->setToolTip(
            tr("Carries out a JSON file of steps in order, as reeve-cli orders FILE adjudicate "
               "--file does; stops at the first refusal."));
    m_undo = new QPushButton(tr("Undo last step"));
    m_undo->setObjectName(u"dbaUndoStep"_s);
    m_undo->setToolTip(tr("Takes back every action the last step logged: its rolls, its change and the "
                          "order's fate."));
    connect(m_check, &QPushButton::clicked, this, &DbaDeskPanel::checkStep);
    connect(m_roll, &QPushButton::clicked, this, [this] { carryOut(false); });
    connect(m_useDice, &QPushButton::clicked, this, [this] { carryOut(true); });
    connect(m_fromFile, &QPushButton::clicked, this, &DbaDeskPanel::chooseFile);
    connect(m_undo, &QPushButton::clicked, this, &DbaDeskPanel::undoLastStep);
    connect(m_form, &DbaStepForm::diceEntered, this, [this] {
        if (m_useDice->isEnabled())
            carryOut(true);
    });
    connect(m_form, &DbaStepForm::kindChanged, this, [this](const QString &id) {
        const DbaStepKind *k = dbaStepKind(id);
        const bool dice = k && k->dice.mode != DbaDiceSpec::Mode::None;
        m_roll->setText(dice ? tr("&Roll and carry out") : tr("&Carry out"));
        m_useDice->setVisible(dice);
        fillChoices();
    });

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_check);
    buttons->addWidget(m_roll);
    buttons->addWidget(m_useDice);
    buttons->addStretch(1);
    buttons->addWidget(m_fromFile);
    buttons->addWidget(m_undo);
    m_status = new QLabel;
    m_status->setObjectName(u"dbaDeskStatus"_s);
    m_status->setWordWrap(true);
    m_status->setStyleSheet(u"color: #5f6368;"_s);

    // The form scrolls on its own; the buttons stay in view under it whatever the dock's height.
    auto *formBox = new QWidget;
    auto *formLayout = new QVBoxLayout(formBox);
    formLayout->setContentsMargins(4, 4, 4, 4);
    formLayout->addWidget(m_form);
    formLayout->addStretch(1);
    auto *formScroll = new QScrollArea;
    formScroll->setWidgetResizable(true);
    formScroll->setWidget(formBox);
    auto *stepBox = new QWidget;
    auto *stepLayout = new QVBoxLayout(stepBox);
    stepLayout->setContentsMargins(0, 0, 0, 0);
    stepLayout->addWidget(formScroll, 1);
    stepLayout->addLayout(buttons);
    stepLayout->addWidget(m_status);

    m_result = new DbaDeskResult;
    m_result->setObjectName(u"dbaResult"_s);
    auto *right = new QSplitter(Qt::Vertical);
    right->setChildrenCollapsible(false);
    right->addWidget(stepBox);
    right->addWidget(m_result);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    right->setSizes({330, 220});
    return right;
}

void DbaDeskPanel::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

void DbaDeskPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign && campaign->game().id == u"dba"_s ? campaign : nullptr;
    m_unlocked = m_campaign && !ViewerGate(*m_campaign).needsPin(Audience::Referee);
    m_asked = false;
    m_lastSeqs.clear();
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, [this] {
            if (!m_running)
                refresh();
        });
    m_form->setCampaign(nullptr); // the pickers are filled once the desk is open (fillChoices)
    m_result->clear();
    m_status->clear();
    refresh();
    if (m_campaign && !m_unlocked && isVisible())
        QTimer::singleShot(0, this, [this] {
            if (!m_asked && !m_unlocked)
                unlock();
        });
}

void DbaDeskPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // The desk asks the referee's PIN when it is first looked at, not when the campaign opens.
    if (m_campaign && !m_unlocked && !m_asked)
        QTimer::singleShot(0, this, [this] {
            if (!m_asked && !m_unlocked && isVisible())
                unlock();
        });
}

bool DbaDeskPanel::unlock()
{
    if (!m_campaign)
        return false;
    m_asked = true;
    ViewerGate gate(*m_campaign);
    if (!gate.needsPin(Audience::Referee)) {
        m_unlocked = true;
    } else {
        const std::optional<QString> pin = m_prompts->askPin(this, tr("the referee"));
        m_unlocked = pin && gate.check(Audience::Referee, 0, *pin);
        if (pin && !m_unlocked)
            m_prompts->error(this, tr("Umpire's desk"), tr("Wrong PIN: the desk stays closed."));
    }
    refresh();
    return m_unlocked;
}

void DbaDeskPanel::updateEnabled()
{
    const bool usable = m_campaign && m_unlocked && !m_campaign->isReadOnly();
    for (QPushButton *b : {m_check, m_roll, m_useDice, m_fromFile}) // a check, too, needs a writable file
        b->setEnabled(usable);
    m_undo->setEnabled(usable && !m_lastSeqs.isEmpty());
    m_form->setEnabled(m_campaign && m_unlocked);
    if (m_campaign && m_campaign->isReadOnly())
        m_status->setText(tr("This campaign is open read-only: the steps are disabled."));
}

bool DbaDeskPanel::apply(const QJsonObject &step, QJsonObject &result)
{
    if (!m_campaign || !m_unlocked)
        return false;
    if (m_campaign->isReadOnly()) {
        m_result->showError(tr("This campaign is open read-only: no step can be carried out."));
        return false;
    }
    const qint64 before = m_campaign->log().lastSeq();
    m_running = true;
    try {
        result = DbaUmpire(*m_campaign).apply(step);
        m_running = false;
        m_lastSeqs.clear();
        for (const QJsonValue &seq : result.value(u"log"_s).toArray())
            m_lastSeqs << seq.toInteger();
        return true;
    } catch (const Failure &failure) {
        m_running = false;
        QString note = tr("Nothing was changed.");
        if (m_campaign->log().lastSeq() > before) {
            // A step that failed halfway (a missing figure after a logged roll): its actions can be taken back.
            m_lastSeqs.clear();
            for (qint64 seq = before + 1; seq <= m_campaign->log().lastSeq(); ++seq)
                m_lastSeqs << seq;
            note = tr("%n action(s) were logged before the refusal; \"Undo last step\" takes them back.",
                      nullptr, int(m_lastSeqs.size()));
        }
        if (failure.kind() == Failure::Kind::MissingFigure)
            note = tr("The figure is missing from the rules: enter it once as a house setting in the Tables "
                      "panel, "
                      "then carry the step out again. %1")
                           .arg(note);
        m_result->showError(failure.message(), note);
    } catch (const std::exception &e) {
        m_running = false;
        m_result->showError(tr("The step failed: %1").arg(QString::fromLocal8Bit(e.what())));
    }
    return false;
}

bool DbaDeskPanel::runStep(const QJsonObject &step)
{
    QJsonObject result;
    const bool ok = apply(step, result);
    if (ok) {
        m_result->showResult(*m_campaign, result);
        m_form->clearAfterStep();
        m_status->setText(
                tr("\"%1\" carried out: %n action(s) logged; \"Undo last step\" takes them all back.",
                   nullptr, int(m_lastSeqs.size()))
                        .arg(step.value(u"do"_s).toString()));
    }
    refresh();
    return ok;
}

bool DbaDeskPanel::carryOut(bool entered)
{
    if (!m_campaign)
        return false;
    QJsonObject step;
    try {
        step = m_form->step(entered);
    } catch (const Failure &failure) {
        m_result->showError(failure.message(), tr("Nothing was changed."));
        return false;
    }
    return runStep(step);
}

bool DbaDeskPanel::checkStep()
{
    if (!m_campaign || !m_unlocked || m_campaign->isReadOnly())
        return false;
    StepResult result;
    m_running = true;
    try {
        const QJsonObject step = m_form->step(false);
        result = StepRunner(*m_campaign).runObject(step, u"do"_s, StepRunner::Mode::Check);
    } catch (const Failure &failure) {
        m_running = false;
        m_result->showError(failure.message(), tr("Nothing was rolled or written."));
        return false;
    }
    m_running = false;
    if (result.refused()) {
        QStringList lines;
        for (const StepRefusal &r : std::as_const(result.refusals))
            lines << (r.rule.isEmpty() || r.message.contains(r.rule) ? r.message
                                                                     : tr("%1 (%2)").arg(r.message, r.rule));
        m_result->showError(lines.join(u'\n'), tr("Nothing was rolled or written."));
        return false;
    }
    m_result->showChecked(m_form->kind());
    m_status->setText(tr("Checked: nothing was rolled or written."));
    return true;
}

bool DbaDeskPanel::runStepsFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_result->showError(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || (!doc.isArray() && !doc.isObject())) {
        m_result->showError(tr("%1 is not a JSON step or list of steps: %2").arg(path, error.errorString()));
        return false;
    }
    const QJsonArray steps = doc.isArray() ? doc.array() : QJsonArray{doc.object()};
    int done = 0;
    QJsonObject result;
    for (const QJsonValue &step : steps) {
        if (!apply(step.toObject(), result)) {
            m_status->setText(tr("%1 of %2 step(s) from the file carried out; step %3 was refused.")
                                      .arg(done)
                                      .arg(steps.size())
                                      .arg(done + 1));
            refresh();
            return false;
        }
        ++done;
    }
    if (done > 0)
        m_result->showResult(*m_campaign, result);
    m_status->setText(tr("%1 step(s) from the file carried out; the result of the last is shown.").arg(done));
    refresh();
    return true;
}

void DbaDeskPanel::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Steps to carry out"), QString(),
                                                      tr("JSON steps (*.json);;All files (*)"));
    if (!path.isEmpty())
        runStepsFile(path);
}

bool DbaDeskPanel::undoLastStep()
{
    if (!m_campaign || m_lastSeqs.isEmpty() || m_campaign->isReadOnly())
        return false;
    ActionLog &log = m_campaign->log();
    if (!log.canUndo() || !m_lastSeqs.contains(log.undoStack().last())) {
        m_result->showError(
                tr("Something else was done after the last step: undo it from the Edit menu instead."));
        m_lastSeqs.clear();
        updateEnabled();
        return false;
    }
    int undone = 0;
    m_running = true;
    try {
        while (log.canUndo() && m_lastSeqs.contains(log.undoStack().last())) {
            log.undo(u"umpire"_s);
            ++undone;
        }
    } catch (const Failure &failure) {
        m_running = false;
        m_result->showError(failure.message());
        refresh();
        return false;
    }
    m_running = false;
    m_lastSeqs.clear();
    m_result->clear();
    m_status->setText(tr("The last step was taken back (%n action(s) undone).", nullptr, undone));
    refresh();
    return true;
}

} // namespace Reeve
