#include "dbadeskpanel.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/viewergate.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "common/userprompts.h"
#include "dba/dbaorderpicker.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "util/failure.h"
#include "util/plural.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// The picker's headings: the season's parts in the order it takes them (DBA game.json "phases";
/// issue 24, 8). Their words were the desk's form's, so they keep its translation context.
const char *const GroupContext = "Reeve::DbaStepForm";

QList<StepDock::Group> seasonGroups()
{
    const auto say = [](const char *text) { return QCoreApplication::translate(GroupContext, text); };
    return {{say(QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Moves")),
             {u"move-order"_s, u"move"_s, u"sea-move"_s, u"hold"_s, u"fleet-stance"_s, u"storm"_s,
              u"wait-defend"_s, u"defend"_s, u"naval-contact"_s, u"next-move"_s}},
            {say(QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Battles and sieges")),
             {u"contact"_s, u"battle"_s, u"table-battle"_s, u"assault"_s, u"siege"_s, u"harry"_s,
              u"retreat"_s}},
            {say(QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Season's end")),
             {u"skip"_s, u"season-end"_s, u"relation"_s, u"contingent"_s, u"succession"_s, u"reassemble"_s,
              u"neutral-army"_s, u"sub-general"_s, u"rising"_s, u"break-vassalage"_s}},
            {say(QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Taxes and spending")),
             {u"taxes"_s, u"raise"_s, u"buy-supply"_s, u"incite"_s, u"build-ships"_s, u"captured-ships"_s,
              u"promote"_s, u"town-project"_s, u"treasury"_s}}};
}

/// The refusals a bad-input failure carries (StepRunner's strict input), or its message.
QList<StepRefusal> refusalsOf(const Failure &failure)
{
    QList<StepRefusal> list;
    for (const QJsonValue &r : failure.detail().value(u"refusals"_s).toArray())
        list << StepRefusal{r.toObject().value(u"message"_s).toString(),
                            r.toObject().value(u"rule"_s).toString()};
    if (list.isEmpty())
        list << StepRefusal{failure.message(), QString()};
    return list;
}

} // namespace

DbaDeskPanel::DbaDeskPanel(QWidget *parent)
    : StepDock(u"dba"_s, parent)
    , m_prompts(std::make_shared<UserPrompts>())
    , m_stack(new QStackedWidget)
    , m_orderPicker(new DbaOrderPicker)
{
    messageLabel()->setObjectName(u"dbaDeskMessage"_s);
    stepForm()->setObjectName(u"dbaStepForm"_s);
    setViewer(Audience::Referee); // the umpire reads every part of a step, its outcome and its working
    stepForm()->setExtra(m_orderPicker);
    connect(this, &StepDock::stepChosen, this, &DbaDeskPanel::placeOrderPicker);
    connect(m_orderPicker, &DbaOrderPicker::chosen, this, [this] {
        if (stepForm()->step() && stepForm()->step()->field(u"order"_s))
            stepForm()->setValue(u"order"_s, m_orderPicker->fieldText());
    });
    // A step went through: the next one names no order unless told, so no fate lands on this one's.
    connect(this, &StepDock::stepApplied, this, [this] { m_orderPicker->choose(QString(), 0); });
    setStepGroups(seasonGroups(),
                  QCoreApplication::translate(GroupContext, QT_TRANSLATE_NOOP("Reeve::DbaStepForm",
                                                                              "Set-up and the clock")));

    m_stack->addWidget(buildLockedPage());
    m_stack->addWidget(buildDeskPage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    setFocusProxy(stepArea());
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
    m_fromFile = new QPushButton(tr("Run steps from &file…"));
    m_fromFile->setObjectName(u"dbaFromFile"_s);
    m_fromFile->setToolTip(
            tr("Carries out a file of steps (JSON) in order, each one action as if applied here; stops "
               "at the first refusal."));
    guard(m_fromFile);
    connect(m_fromFile, &QPushButton::clicked, this, &DbaDeskPanel::chooseFile);

    auto *top = new QHBoxLayout;
    top->addWidget(m_header, 1);
    top->addWidget(m_fromFile, 0, Qt::AlignTop);
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(tablesBesideSteps(buildTables(), {620, 440}), 1);
    return page;
}

void DbaDeskPanel::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

void DbaDeskPanel::setCampaign(Campaign *campaign)
{
    m_given = campaign && campaign->game().id == u"dba"_s ? campaign : nullptr;
    m_unlocked = m_given && !ViewerGate(*m_given).needsPin(Audience::Referee);
    m_asked = false;
    // A locked desk binds nothing: no table, picker or step can read the campaign's secrets.
    StepDock::setCampaign(m_unlocked ? m_given.data() : nullptr);
    if (m_given && !m_unlocked && isVisible())
        askPinSoon();
}

void DbaDeskPanel::showEvent(QShowEvent *event)
{
    StepDock::showEvent(event);
    // The desk asks the referee's PIN when it is first looked at, not when the campaign opens.
    if (m_given && !m_unlocked && !m_asked)
        askPinSoon();
}

void DbaDeskPanel::askPinSoon()
{
    QTimer::singleShot(0, this, [this] {
        if (!m_asked && !m_unlocked && isVisible())
            unlock();
    });
}

bool DbaDeskPanel::unlock()
{
    if (!m_given)
        return false;
    m_asked = true;
    ViewerGate gate(*m_given);
    if (!m_unlocked && !gate.needsPin(Audience::Referee)) {
        m_unlocked = true;
    } else if (!m_unlocked) {
        const std::optional<QString> pin = m_prompts->askPin(this, tr("the referee"));
        m_unlocked = pin && gate.check(Audience::Referee, 0, *pin);
        if (pin && !m_unlocked)
            m_prompts->error(this, tr("Umpire's desk"), tr("Wrong PIN: the desk stays closed."));
    }
    if (m_unlocked && campaign() != m_given)
        StepDock::setCampaign(m_given);
    return m_unlocked;
}

void DbaDeskPanel::placeOrderPicker()
{
    const StepSpec *spec = stepForm()->step();
    const StepField *field = spec ? spec->field(u"order"_s) : nullptr;
    m_orderPicker->setVisible(field != nullptr);
    if (!field)
        return;
    m_orderPicker->setRequired(field->required);
    // The step takes the order as an object: the picker asks for it instead of a line of JSON.
    QWidget *line = stepForm()->inputs()->input(u"order"_s);
    if (auto *rows = qobject_cast<QFormLayout *>(stepForm()->inputs()->layout()); rows && line)
        rows->setRowVisible(line, false);
    stepForm()->setValue(u"order"_s, m_orderPicker->fieldText());
}

void DbaDeskPanel::refuse(const QString &title, const QString &message, const QString &note)
{
    stepResult()->showRefusals(title, {StepRefusal{message, QString()}}, note);
}

QList<StepRefusal> DbaDeskPanel::inFormWords(const QString &id, QList<StepRefusal> refusals) const
{
    const StepRegistry &registry = StepRegistry::standard();
    if (!registry.contains(u"dba"_s, id))
        return refusals;
    StepInputs words; // never shown: it only knows the step's field labels and choice words
    words.setStep(&registry.get(u"dba"_s, id), campaign());
    for (StepRefusal &r : refusals)
        r.message = words.inFormWords(r.message);
    return refusals;
}

bool DbaDeskPanel::runStep(const QJsonObject &step)
{
    const QString id = step.value(u"do"_s).toString();
    const StepRegistry &registry = StepRegistry::standard();
    const QString title = registry.contains(u"dba"_s, id) ? registry.get(u"dba"_s, id).translatedTitle() : id;
    if (!campaign())
        return false; // the desk is locked: the locked page says why
    if (!isWritable()) {
        refuse(title, tr("This campaign is open read-only: no step can be carried out."), QString());
        return false;
    }
    StepResult result;
    try {
        result = StepRunner(*campaign()).runObject(step, u"do"_s, StepRunner::Mode::Apply);
    } catch (const Failure &failure) {
        const QString nothing = tr("Nothing was changed.");
        if (failure.kind() == Failure::Kind::MissingFigure)
            refuse(title, failure.message(),
                   tr("The figure is missing from the rules: enter it once as a house setting in the Tables "
                      "panel, then carry the step out again. %1")
                           .arg(nothing));
        else
            stepResult()->showRefusals(title, inFormWords(id, refusalsOf(failure)), nothing);
        return false;
    } catch (const std::exception &e) {
        refuse(title, tr("The step failed: %1").arg(QString::fromLocal8Bit(e.what())), QString());
        return false;
    }
    if (result.refused()) {
        stepResult()->showRefusals(title, inFormWords(id, result.refusals), tr("Nothing was changed."));
        return false;
    }
    stepResult()->showResult(*campaign(), title, result);
    showMessage(tr("\"%1\" applied as action %2; Edit > Undo takes the whole step back.")
                        .arg(title)
                        .arg(result.seq));
    return true;
}

bool DbaDeskPanel::runStepsFile(const QString &path)
{
    const QString title = tr("Steps to carry out");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        refuse(title, tr("Cannot read %1: %2").arg(path, file.errorString()), QString());
        return false;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || (!doc.isArray() && !doc.isObject())) {
        refuse(title, tr("%1 is not a JSON step or list of steps: %2").arg(path, error.errorString()),
               QString());
        return false;
    }
    const QJsonArray steps = doc.isArray() ? doc.array() : QJsonArray{doc.object()};
    int done = 0;
    for (const QJsonValue &step : steps) {
        if (!runStep(step.toObject())) {
            const int total = int(steps.size());
            showMessage(Plural::text(tr("%1 of %n step(s) from the file carried out; step %2 was refused.",
                                        nullptr, total),
                                     total)
                                .arg(done)
                                .arg(done + 1),
                        true);
            return false;
        }
        ++done;
    }
    showMessage(Plural::text(tr("%n step(s) from the file carried out; the result of the last is shown.",
                                nullptr, done),
                             done));
    return true;
}

void DbaDeskPanel::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Steps to carry out"), QString(),
                                                      tr("JSON steps (*.json);;All files (*)"));
    if (!path.isEmpty())
        runStepsFile(path);
}

} // namespace Reeve
