#include "procedurespanel.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "campaign/ruleoptions.h"
#include "games/clockinputs.h"
#include "log/actionlog.h"
#include "procedures/dicesource.h"
#include "procedures/phaseguide.h"
#include "procedures/procedure.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

#include "procedures/oddsmodel.h"
#include "procedures/oddsrunner.h"
#include "procedures/oddsview.h"
#include "procedures/parameterform.h"
#include "procedures/procedurefinder.h"
#include "procedures/procedureresultview.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// Answers every die with a 1 and remembers what was asked: the dice a procedure wants for given inputs.
class ProbeDice : public DiceSource
{
protected:
    int nextFace(int, const QString &) override { return 1; }
};

} // namespace

ProceduresPanel::ProceduresPanel(QWidget *parent)
    : QWidget(parent)
    , m_finder(new ProcedureFinder(this))
    , m_title(new QLabel(this))
    , m_refs(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_form(new ParameterForm(this))
    , m_odds(new OddsView(this))
    , m_oddsRunner(new OddsRunner(this))
    , m_oddsDelay(new QTimer(this))
    , m_roll(new QPushButton(tr("&Roll"), this))
    , m_enterDice(new QPushButton(tr("&Enter dice…"), this))
    , m_resolveHint(new QLabel(this))
    , m_diceRow(new QWidget(this))
    , m_diceNeeded(new QLabel(this))
    , m_diceLine(new QLineEdit(this))
    , m_useDice(new QPushButton(tr("Resolve"), this))
    , m_error(new QLabel(this))
    , m_jump(new QPushButton(tr("Enter it in &Tables"), this))
    , m_result(new ProcedureResultView(this))
    , m_showNames(new QCheckBox(tr("Show command-line names"), this))
    , m_details(nullptr)
{
    buildLayout();
    m_oddsDelay->setSingleShot(true);
    m_oddsDelay->setInterval(250);
    connect(m_oddsDelay, &QTimer::timeout, this, &ProceduresPanel::recomputeOdds);
    connect(m_finder, &ProcedureFinder::currentChanged, this, &ProceduresPanel::showProcedure);
    connect(m_form, &ParameterForm::edited, this, [this] {
        scheduleOdds();
        updateDiceHint();
    });
    connect(m_oddsRunner, &OddsRunner::progressed, m_odds, &OddsView::setProgress);
    connect(m_oddsRunner, &OddsRunner::finished, m_odds, &OddsView::showResult);
    connect(m_oddsRunner, &OddsRunner::failed, m_odds, &OddsView::showFailure);
    connect(m_oddsRunner, &OddsRunner::cancelled, m_odds, &OddsView::showCancelled);
    connect(m_odds, &OddsView::cancelRequested, m_oddsRunner, &OddsRunner::cancel);
    connect(m_odds, &OddsView::missingFigure, this, &ProceduresPanel::missingFigure);
    connect(m_roll, &QPushButton::clicked, this, &ProceduresPanel::roll);
    connect(m_enterDice, &QPushButton::clicked, this, &ProceduresPanel::enterDice);
    connect(m_diceLine, &QLineEdit::returnPressed, m_useDice, &QPushButton::click);
    connect(m_useDice, &QPushButton::clicked, this, [this] { resolveEntered(m_diceLine->text()); });
    connect(m_jump, &QPushButton::clicked, this, [this] {
        emit missingFigure(m_errorDetail.value(u"table"_s).toString(),
                           m_errorDetail.value(u"cell"_s).toString());
    });
    auto *rollShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_R), this);
    rollShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(rollShortcut, &QShortcut::activated, m_roll, &QPushButton::animateClick);
    auto *diceShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D), this);
    diceShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(diceShortcut, &QShortcut::activated, this, &ProceduresPanel::enterDice);
    auto *findShortcut = new QShortcut(QKeySequence::Find, this);
    findShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(findShortcut, &QShortcut::activated, this, [this] {
        m_finder->searchBox()->setFocus(Qt::ShortcutFocusReason);
        m_finder->searchBox()->selectAll();
    });
    m_roll->setToolTip(tr("Reeve rolls from the campaign's committed seed and logs the result (Ctrl+R)"));
    m_enterDice->setToolTip(
            tr("Type the dice rolled at the table; they are checked and logged (Ctrl+Shift+D)"));
    m_showNames->setObjectName(u"showCommandLineNames"_s);
    m_showNames->setToolTip(tr("Show the names reeve-cli and its --json output use for the procedure and "
                               "each result field"));
    connect(m_showNames, &QCheckBox::toggled, this, [this](bool show) {
        m_finder->setShowIds(show);
        m_result->setShowNames(show);
        updateRefs();
    });

    updateResolveState();
    // The finder's list is filled when first shown, with the campaign's phase; the plain roll waits
    // selected in it.
    if (!selectProcedure(u"dice.roll"_s)) {
        const QStringList ids = m_finder->shownIds();
        if (!ids.isEmpty())
            selectProcedure(ids.first());
    }
}

ProceduresPanel::~ProceduresPanel() = default;

void ProceduresPanel::buildLayout()
{
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // no frame, nothing to act on: Tab went there and showed nothing
    m_details = buildDetails();
    scroll->setWidget(m_details);
    // Horizontal, as the panel first opens docked along the bottom: turning it on the first resize
    // laid the list and the details out twice.
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_finder);
    m_splitter->addWidget(scroll);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_splitter);
}

void ProceduresPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Docked along the bottom the panel is wide and short: a list above the details would
    // show three rows. Beside them it keeps the dock's whole height.
    const Qt::Orientation wanted = width() > height() * 3 / 2 ? Qt::Horizontal : Qt::Vertical;
    if (m_splitter->orientation() == wanted && m_splitSized)
        return;
    m_splitSized = true;
    m_splitter->setOrientation(wanted);
    const int along = wanted == Qt::Horizontal ? width() : height();
    m_splitter->setSizes(wanted == Qt::Horizontal ? QList<int>{along * 2 / 5, along * 3 / 5}
                                                  : QList<int>{along / 4, along * 3 / 4});
}

QWidget *ProceduresPanel::buildDetails()
{
    auto *details = new QWidget(this);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    for (QLabel *label : {m_title, m_refs, m_summary}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_refs->setStyleSheet(u"color: #1a5fb4;"_s);

    auto *inputs = new QGroupBox(tr("Inputs"), details);
    (new QVBoxLayout(inputs))->addWidget(m_form);
    auto *odds = new QGroupBox(tr("Odds before rolling"), details);
    (new QVBoxLayout(odds))->addWidget(m_odds);
    auto *result = new QGroupBox(tr("Result"), details);
    auto *resultLayout = new QVBoxLayout(result);
    resultLayout->addWidget(m_result);
    resultLayout->addWidget(m_showNames);

    auto *layout = new QVBoxLayout(details);
    layout->setContentsMargins(0, 0, 4, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_refs);
    layout->addWidget(m_summary);
    layout->addWidget(inputs);
    layout->addWidget(odds);
    layout->addWidget(buildResolveBox());
    layout->addWidget(result);
    layout->addStretch(1);
    return details;
}

QGroupBox *ProceduresPanel::buildResolveBox()
{
    auto *box = new QGroupBox(tr("Resolve"), this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_roll);
    buttons->addWidget(m_enterDice);
    buttons->addStretch(1);
    m_resolveHint->setWordWrap(true);
    m_resolveHint->setStyleSheet(u"color: #5f6368;"_s);

    m_diceNeeded->setWordWrap(true);
    m_diceLine->setPlaceholderText(tr("faces in order, e.g. 4, 2, 6"));
    m_diceLine->setClearButtonEnabled(true);
    m_useDice->setToolTip(tr("Check the dice, log them, and show the result"));
    auto *diceLayout = new QVBoxLayout(m_diceRow);
    diceLayout->setContentsMargins(0, 0, 0, 0);
    diceLayout->addWidget(m_diceNeeded);
    auto *lineRow = new QHBoxLayout;
    lineRow->addWidget(m_diceLine, 1);
    lineRow->addWidget(m_useDice);
    diceLayout->addLayout(lineRow);
    m_diceRow->hide();

    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(u"color: #c62828;"_s);
    m_error->hide();
    m_jump->setToolTip(tr("Show the missing cell in the Tables panel so you can enter the figure"));
    m_jump->hide();
    auto *errorRow = new QHBoxLayout;
    errorRow->addWidget(m_error, 1);
    errorRow->addWidget(m_jump, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(box);
    layout->addLayout(buttons);
    layout->addWidget(m_resolveHint);
    layout->addWidget(m_diceRow);
    layout->addLayout(errorRow);
    return box;
}

void ProceduresPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (campaign)
        connect(campaign, &Campaign::changed, this, &ProceduresPanel::campaignChanged);
    m_lastResult.reset();
    m_result->clear();
    clearError();
    updateResolveState();
    scheduleOdds();
    updatePhase();
}

void ProceduresPanel::updatePhase()
{
    if (!m_campaign) {
        m_finder->setContext(QString(), QString(), {});
        return;
    }
    // The phase's procedures, less those of optional rules the campaign does not play.
    const QString game = m_campaign->game().id;
    RuleOptions options(*m_campaign);
    const QString phase = CampaignReader(m_campaign->database()).clock().phase;
    QStringList ids;
    for (const QString &id : PhaseGuide::procedures(game, phase)) {
        const std::optional<RuleOption> option = RuleOptions::owning(game, id);
        if (!option || options.isChosen(option->id))
            ids << id;
    }
    m_finder->setContext(game, phase, ids);
}

bool ProceduresPanel::selectProcedure(const QString &procedureId)
{
    if (!ProcedureRegistry::standard().contains(procedureId))
        return false;
    if (!m_finder->select(procedureId)) {
        m_finder->searchBox()->clear();
        if (!m_finder->select(procedureId))
            return false;
    }
    if (currentProcedureId() != procedureId)
        showProcedure(procedureId);
    return true;
}

QString ProceduresPanel::currentProcedureId() const
{
    return m_procedure ? m_procedure->id : QString();
}

void ProceduresPanel::showProcedure(const QString &procedureId)
{
    const ProcedureRegistry &registry = ProcedureRegistry::standard();
    if (!registry.contains(procedureId))
        return;
    m_procedure = &registry.get(procedureId);
    m_title->setText(m_procedure->title);
    m_odds->model()->setProcedureId(m_procedure->id);
    updateRefs();
    m_summary->setText(m_procedure->summary);
    m_summary->setVisible(!m_procedure->summary.isEmpty());
    // An input named like one of the campaign's optional rules (briton_victory) shows its choice; one
    // the clock settles (the season, the month, the year) starts at the clock's value.
    m_form->setParameters(m_campaign ? ClockInputs::parametersFor(*m_campaign, *m_procedure)
                                     : m_procedure->parameters);
    m_clockInputs = m_campaign ? ClockInputs::known(*m_campaign, *m_procedure) : QJsonObject();
    m_lastResult.reset();
    m_result->clear();
    m_diceLine->clear();
    m_diceRow->hide();
    clearError();
    updateResolveState();
    updateDiceHint();
    m_oddsRunner->cancel();
    m_odds->showMessage(QString());
    scheduleOdds();
}

void ProceduresPanel::updateRefs()
{
    if (!m_procedure)
        return;
    QStringList refs;
    if (m_showNames->isChecked())
        refs << m_procedure->id;
    if (!m_procedure->ruleRefs.isEmpty())
        refs << m_procedure->ruleRefs.join(u"; "_s);
    m_refs->setText(refs.join(u"  ·  "_s));
    m_refs->setVisible(!refs.isEmpty());
}

void ProceduresPanel::updateResolveState()
{
    const bool canResolve = m_procedure && m_campaign && !m_campaign->isReadOnly();
    m_roll->setEnabled(canResolve);
    m_enterDice->setEnabled(canResolve);
    m_useDice->setEnabled(canResolve);
    if (!m_campaign)
        m_resolveHint->setText(tr("Open a campaign to roll or enter dice: every resolution is logged. "
                                  "The odds work without one."));
    else if (m_campaign->isReadOnly())
        m_resolveHint->setText(tr("The campaign is open read-only, so nothing can be logged."));
    else
        m_resolveHint->setText(
                tr("Roll (Ctrl+R) uses the campaign's committed seed; Enter dice (Ctrl+Shift+D) "
                   "takes the physical dice."));
    if (!canResolve)
        m_diceRow->hide();
}

void ProceduresPanel::updateDiceHint()
{
    if (!m_procedure)
        return;
    QString text = tr("Dice needed: %1.")
                           .arg(m_procedure->diceText.isEmpty() ? tr("none") : m_procedure->diceText);
    ProbeDice probe;
    try {
        // The generic dice procedures read no rule table: probing them must not parse every
        // game's tables (the panel opens on dice.roll, so this was paid at every start-up).
        static const TableLibrary noTables;
        const ProcedureRunner runner(m_procedure->game == u"generic"_s ? noTables : CampaignTables::builtIn());
        runner.run(*m_procedure, currentInputs(), probe);
    } catch (const Failure &) {
        // Incomplete inputs or a missing figure: say what the dice text says, and the dice asked for so far.
    } catch (const std::exception &) {
    }
    QStringList dice;
    for (const DieDraw &die : probe.draws())
        dice << (die.label == u"d%1"_s.arg(die.sides) ? die.label
                                                      : u"d%1 (%2)"_s.arg(die.sides).arg(die.label));
    if (!dice.isEmpty())
        text += u' ' + tr("With these inputs, in this order: %1.").arg(dice.join(u", "_s));
    m_diceNeeded->setText(text);
}

void ProceduresPanel::scheduleOdds()
{
    m_oddsDelay->start();
}

void ProceduresPanel::campaignChanged(qint64 seq)
{
    // A roll does not change the odds or the phase; house figures, the clock, undo and redo may.
    const Action action = m_campaign ? m_campaign->log().action(seq) : Action();
    const QString kind = action.kind;
    if (kind == u"procedure.resolve"_s)
        return;
    if ((kind == u"undo"_s || kind == u"redo"_s) && action.refersTo > 0
        && action.refersTo == m_result->shownAction())
        m_result->showUndone(kind == u"undo"_s);
    scheduleOdds();
    updatePhase();
    if (kind == u"rules.option"_s && m_procedure)
        showProcedure(m_procedure->id); // an input's default may follow the option
    else if (m_procedure && ClockInputs::known(*m_campaign, *m_procedure) != m_clockInputs)
        showProcedure(m_procedure->id); // the clock moved on: the season or year it settles follows
}

QStringList ProceduresPanel::missingInputs() const
{
    QStringList missing;
    QJsonObject given;
    try {
        given = m_form->values();
    } catch (const Failure &) {
        return missing; // a field that cannot be read says so itself
    }
    for (const ParameterSpec &spec : m_form->parameters()) {
        if (spec.isRequired() && !given.contains(spec.name))
            missing << spec.label;
    }
    return missing;
}

QJsonObject ProceduresPanel::currentInputs() const
{
    return ProcedureRunner::completeInputs(*m_procedure, m_form->values());
}

TableLibrary ProceduresPanel::tables() const
{
    return m_campaign ? CampaignTables::forCampaign(*m_campaign) : CampaignTables::builtIn();
}

void ProceduresPanel::recomputeOdds()
{
    m_oddsDelay->stop();
    if (!m_procedure)
        return;
    QJsonObject inputs;
    if (const QStringList missing = missingInputs(); !missing.isEmpty()) {
        m_oddsRunner->cancel();
        m_odds->showMessage(tr("Fill in %1 to see the odds.").arg(missing.join(tr(", "))));
        return;
    }
    try {
        inputs = currentInputs();
    } catch (const Failure &failure) {
        m_oddsRunner->cancel();
        m_odds->showMessage(tr("Odds need complete inputs: %1").arg(failure.message()));
        return;
    }
    m_odds->showRunning();
    m_oddsRunner->start(*m_procedure, inputs, tables());
}

void ProceduresPanel::enterDice()
{
    if (!m_enterDice->isEnabled())
        return;
    updateDiceHint();
    m_diceRow->show();
    m_diceLine->setFocus(Qt::ShortcutFocusReason);
    m_diceLine->selectAll();
}

bool ProceduresPanel::roll()
{
    return resolve(std::nullopt);
}

bool ProceduresPanel::resolveEntered(const QString &diceText)
{
    QString text = diceText.trimmed();
    text.replace(QRegularExpression(u"[\\s;]+"_s), u","_s);
    QList<int> faces;
    try {
        faces = ProcedureRunner::parseDice(text);
    } catch (const Failure &failure) {
        showError(failure.message());
        return false;
    }
    return resolve(faces);
}

bool ProceduresPanel::resolve(const std::optional<QList<int>> &faces)
{
    if (!m_procedure)
        return false;
    if (!m_campaign || m_campaign->isReadOnly()) {
        showError(tr("Open a campaign (not read-only) to resolve: every resolution is logged."));
        return false;
    }
    if (const QStringList missing = missingInputs(); !missing.isEmpty()) {
        showError(tr("Fill in %1 first.").arg(missing.join(tr(", "))));
        return false;
    }
    try {
        const QJsonObject inputs = currentInputs();
        const TableLibrary library = tables();
        const ProcedureRunner runner(library);
        const ProcedureResult result = runner.resolveInCampaign(*m_campaign, *m_procedure, inputs, faces);
        m_lastResult = result;
        m_result->showResult(result);
        clearError();
        if (faces)
            m_diceLine->clear();
        emit resolved(result.loggedAs);
        return true;
    } catch (const Failure &failure) {
        showError(failure.message(), failure.detail());
    } catch (const std::exception &e) {
        showError(QString::fromLocal8Bit(e.what()));
    }
    return false;
}

void ProceduresPanel::showError(const QString &message, const QJsonObject &detail)
{
    m_lastResult.reset();
    m_result->clear();
    m_errorDetail = detail;
    m_error->setText(message);
    m_error->show();
    m_jump->setVisible(detail.value(u"kind"_s).toString() == u"missing-figure"_s);
}

void ProceduresPanel::clearError()
{
    m_errorDetail = {};
    m_error->clear();
    m_error->hide();
    m_jump->hide();
}

QString ProceduresPanel::errorText() const
{
    return m_error->isVisibleTo(this) ? m_error->text() : QString();
}

} // namespace Reeve
