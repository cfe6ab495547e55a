#include "stepform.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "log/actionlog.h"
#include "preferences/preferences.h"
#include "steps/stepdicelabels.h"
#include "steps/stepinput.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// "3, 5", "3 5" or "3,5" as the runner's "3,5".
QString facesWord(const QString &text)
{
    return text.split(QRegularExpression(u"[,\\s]+"_s), Qt::SkipEmptyParts).join(u',');
}

/// The lines of text the result area keeps at least in a full (not compact) form.
constexpr int kResultLines = 6;
/// The most lines a refusal takes from the fields in a full form (the rest of a longer one scrolls with
/// the result's heading below it).
constexpr int kRefusalLines = 12;

/// Scrolls \a area (vertically) until the whole of \a shown is in view, as little as it takes; a line
/// edit's whole box, where QScrollArea::ensureWidgetVisible shows only its text cursor.
void scrollToShow(QScrollArea *area, const QWidget *shown)
{
    if (!area->widget() || !area->widget()->isAncestorOf(shown))
        return;
    const int margin = 2;
    const int top = shown->mapTo(area->widget(), QPoint(0, 0)).y() - margin;
    const int bottom = top + shown->height() + 2 * margin;
    QScrollBar *bar = area->verticalScrollBar();
    const int height = area->viewport()->height();
    if (bottom > bar->value() + height)
        bar->setValue(bottom - height);
    if (top < bar->value())
        bar->setValue(top);
}

/// The fields' scroll area asks for the fields' whole height (up to twenty lines), read afresh each
/// time: QScrollArea keeps the first size it saw, which a longer step's form would not get. It asks for
/// little width: a narrow pane scrolls the fields sideways here, never the buttons out of sight.
class FieldsScroll : public QScrollArea
{
public:
    FieldsScroll()
    {
        // The user's own scrolling lets go of the line kept in view.
        connect(verticalScrollBar(), &QScrollBar::actionTriggered, this, [this] { m_keep.clear(); });
    }
    /// Keeps \a widget in view as the fields are laid out anew (nullptr: none), until the user scrolls.
    void keepShown(QWidget *widget)
    {
        m_keep = widget;
        showKept();
    }
    QSize sizeHint() const override
    {
        QSize hint = QScrollArea::sizeHint();
        if (const QWidget *w = widget()) {
            const int width = viewport()->width();
            const int height = w->hasHeightForWidth() && width > 0 ? w->heightForWidth(width)
                                                                   : w->sizeHint().height();
            hint.setHeight(qMin(height, fontMetrics().height() * 20));
        }
        return hint;
    }
    QSize minimumSizeHint() const override
    {
        return {QScrollArea::minimumSizeHint().width(), fontMetrics().height() * 3};
    }

protected:
    // The form's layout keeps the hint it read: a step's fields built anew, or wrapped to another width,
    // ask it again.
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        const bool filtered = QScrollArea::eventFilter(watched, event);
        if (watched == widget() && event->type() == QEvent::Resize)
            showKept();
        return filtered;
    }
    void resizeEvent(QResizeEvent *event) override
    {
        QScrollArea::resizeEvent(event);
        if (event->oldSize().width() != event->size().width())
            updateGeometry();
        showKept();
    }
    void showEvent(QShowEvent *event) override
    {
        QScrollArea::showEvent(event);
        updateGeometry();
    }

private:
    void showKept()
    {
        if (m_keep && m_keep->isVisible())
            scrollToShow(this, m_keep);
    }

    QPointer<QWidget> m_keep;
};

} // namespace

StepForm::StepForm(QWidget *parent)
    : QWidget(parent)
    , m_fields(new QWidget)
    , m_fieldsScroll(new FieldsScroll)
    , m_summary(new QLabel)
    , m_inputs(new StepInputs)
    , m_diceHint(new QLabel)
    , m_diceBox(new QWidget)
    , m_diceLayout(new QFormLayout(m_diceBox))
    , m_buttonBar(new QWidget)
    , m_buttonGrid(new QGridLayout(m_buttonBar))
    , m_check(new QPushButton(tr("C&heck")))
    , m_roll(new QPushButton(tr("&Roll and apply")))
    , m_useDice(new QPushButton(tr("Use &dice entered")))
    , m_status(new QLabel)
    , m_result(new StepResultView)
{
    m_summary->setObjectName(u"stepSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setStyleSheet(u"color: #5f6368;"_s);
    m_inputs->setObjectName(u"stepInputs"_s);
    m_diceHint->setWordWrap(true);
    m_diceHint->setStyleSheet(u"color: #5f6368;"_s);
    m_diceLayout->setContentsMargins(0, 0, 0, 0);
    m_check->setObjectName(u"stepCheck"_s);
    m_check->setToolTip(
            tr("Asks the rules whether the step may be taken as filled in. Nothing is rolled or written."));
    m_roll->setObjectName(u"stepRoll"_s);
    m_roll->setToolTip(tr("Reeve rolls every die the step needs and applies it as one action."));
    m_useDice->setObjectName(u"stepUseDice"_s);
    m_useDice->setToolTip(tr("Applies the step on the dice typed above only; a roll left empty is refused."));
    m_status->setObjectName(u"stepStatus"_s);
    m_status->setWordWrap(true);
    m_status->setStyleSheet(u"color: #5f6368;"_s);
    m_result->setObjectName(u"stepResult"_s);
    m_result->setMinimumHeight(kResultLines * m_result->fontMetrics().height());
    // The fields take the height they need first (up to twenty lines); the result has the rest, never less
    // than its minimum.
    m_result->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);

    // The summary, fields and dice scroll on their own; the buttons, the status and the result stay
    // below them, so a long form (many fields, a dice line per army) never pushes Check and the apply
    // buttons out of a dock's height (issue 18, item 6).
    m_fields->setObjectName(u"stepFields"_s);
    auto *fields = new QVBoxLayout(m_fields);
    fields->setContentsMargins(0, 0, 0, 0);
    fields->addWidget(m_summary);
    fields->addWidget(m_inputs);
    fields->addWidget(m_diceHint);
    fields->addWidget(m_diceBox);
    fields->addStretch(1);
    m_fieldsScroll->setObjectName(u"stepFieldsScroll"_s);
    m_fieldsScroll->setWidgetResizable(true);
    m_fieldsScroll->setFrameShape(QFrame::NoFrame);
    m_fieldsScroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the fields, not to an unseen frame
    m_fieldsScroll->setWidget(m_fields);
    // The buttons wrap onto a second row where the pane is narrower than the three (German words are
    // long): the bar asks for no width of its own, so a narrow dock never cuts the last one off.
    m_buttonBar->setObjectName(u"stepButtons"_s);
    m_buttonBar->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_buttonGrid->setContentsMargins(0, 0, 0, 0);
    placeButtons();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_fieldsScroll);
    layout->addWidget(m_buttonBar);
    layout->addWidget(m_status);
    layout->addWidget(m_result, 1);
    connect(m_check, &QPushButton::clicked, this, &StepForm::check);
    connect(m_roll, &QPushButton::clicked, this, &StepForm::rollAndApply);
    connect(m_useDice, &QPushButton::clicked, this, &StepForm::useDiceEntered);
    connect(m_inputs, &StepInputs::edited, this, [this] {
        static_cast<FieldsScroll *>(m_fieldsScroll)->keepShown(nullptr); // the referee is at the fields now
        if (hasUnitRolls()) {
            rebuildDice(); // a line per unit the step names
            orderTabs();
        }
    });
    setStep(nullptr);
}

void StepForm::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, [this] {
            if (m_running)
                return;
            m_inputs->refill();
            if (hasUnitRolls()) { // an army raised or destroyed: its dice line comes or goes
                rebuildDice();
                orderTabs();
            }
            // An undone step's result no longer describes the board: say so instead of "applied".
            if (m_last.seq > 0 && m_campaign->log().redoStack().contains(m_last.seq)) {
                m_result->clear();
                fitResult();
                m_status->setText(
                        tr("Action %1 was undone; its result is no longer on the board.").arg(m_last.seq));
                m_last = StepResult{};
            }
        });
    setStep(m_spec && campaign && campaign->game().id == m_spec->game ? m_spec : nullptr);
}

QString StepForm::title() const
{
    return m_spec ? m_spec->translatedTitle() : QString();
}

void StepForm::setStep(const StepSpec *spec)
{
    if (spec != m_spec) // dice typed for one step are never another's
        for (QLineEdit *line : std::as_const(m_dice))
            line->clear();
    m_spec = spec;
    static_cast<FieldsScroll *>(m_fieldsScroll)->keepShown(nullptr);
    m_inputs->setStep(spec, m_campaign, m_leftOut);
    m_result->clear();
    m_result->setVisible(!m_compact);
    fitResult();
    m_status->clear();
    if (spec) {
        const QString summary = QCoreApplication::translate(spec->context, spec->summary);
        m_summary->setText(spec->rules.isEmpty() ? summary
                                                 : tr("%1 (%2)").arg(summary, spec->rules.join(u"; "_s)));
    } else {
        m_summary->setText(tr("Choose a step."));
    }
    rebuildDice();
    orderTabs();
    updateButtons();
    m_fieldsScroll->updateGeometry();
}

void StepForm::orderTabs()
{
    QList<QWidget *> chain = m_inputs->findChildren<QWidget *>(QRegularExpression(u"^stepField_"_s));
    for (QLineEdit *line : diceLines())
        chain << line;
    chain << m_check << m_roll << m_useDice;
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain.at(i - 1), chain.at(i));
}

void StepForm::rebuildDice()
{
    QHash<QString, QString> typed;
    for (auto it = m_dice.begin(); it != m_dice.end(); ++it)
        typed.insert(it.key(), it.value()->text());
    while (m_diceLayout->rowCount() > 0)
        m_diceLayout->removeRow(0);
    m_dice.clear();
    const bool any = m_spec && !m_spec->dice.isEmpty();
    m_diceHint->setVisible(any);
    m_diceBox->setVisible(any);
    if (!any)
        return;
    QStringList kinds;
    const auto addLine = [&](const QString &key, const QString &label, const StepDice &d) {
        auto *line = new QLineEdit(typed.value(key));
        line->setObjectName(u"stepDice_"_s + (key.isEmpty() ? u"units"_s : key));
        line->setClearButtonEnabled(true);
        line->setPlaceholderText(key.isEmpty() ? tr("e.g. Harold's army: 3, 4; Tostig: 1, 1")
                                               : tr("e.g. 3, 5"));
        const QString help = QCoreApplication::translate(m_spec->context, d.help);
        line->setToolTip(help.isEmpty() ? StepDiceLabels::dice(d.dice)
                                        : tr("%1 (%2)").arg(help, StepDiceLabels::dice(d.dice)));
        line->setWhatsThis(line->toolTip());
        connect(line, &QLineEdit::returnPressed, this, [this] {
            if (m_useDice->isEnabled())
                useDiceEntered();
        });
        m_dice.insert(key, line);
        m_diceLayout->addRow(label, line);
    };
    for (const StepDice &d : m_spec->dice) {
        kinds << tr("%1 (%2)").arg(StepDiceLabels::name(d.name), StepDiceLabels::dice(d.dice));
        if (!d.perUnit) {
            // A roll simply called "dice" is labelled "Dice:", not "Dice dice:".
            addLine(d.name,
                    d.name == u"dice"_s ? tr("Dice:") : tr("%1 dice:").arg(StepDiceLabels::name(d.name)), d);
            continue;
        }
        // A line per army the step names; a step that names none (the season's end) reaches the
        // campaign's armies: a line for each, sent as "army=faces" all the same.
        QStringList units = m_inputs->unitsNamed();
        if (units.isEmpty())
            units = campaignArmies();
        if (units.isEmpty())
            addLine(QString(), tr("Dice per army:"), d);
        for (const QString &unit : std::as_const(units))
            addLine(unit, tr("%1 dice:").arg(unit), d);
    }
    // The preferred dice mode (Edit > Preferences) decides which way the hint points.
    m_diceHint->setText(Preferences::diceMode() == Preferences::DiceMode::EnteredDice
                                ? tr("Dice at the table: %1. Type them as rolled and press Use dice entered; "
                                     "Roll and apply lets Reeve roll instead.")
                                          .arg(kinds.join(u"; "_s))
                                : tr("Dice at the table: %1. Leave them empty and press Roll and apply for "
                                     "Reeve to roll.")
                                          .arg(kinds.join(u"; "_s)));
    placeDiceLabels();
    m_fieldsScroll->updateGeometry();
}

QStringList StepForm::campaignArmies() const
{
    QStringList names;
    if (!m_campaign)
        return names;
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (!u.isEliminated() && !u.name.isEmpty())
            names << u.name;
    names.removeDuplicates();
    return names;
}

bool StepForm::hasUnitRolls() const
{
    if (m_spec)
        for (const StepDice &d : m_spec->dice)
            if (d.perUnit)
                return true;
    return false;
}

void StepForm::updateButtons()
{
    const bool ready = m_spec && m_campaign;
    const bool dice = ready && !m_spec->dice.isEmpty();
    m_check->setEnabled(ready);
    m_roll->setEnabled(ready && m_applyEnabled);
    m_roll->setText(dice || !ready ? tr("&Roll and apply") : tr("&Apply"));
    m_useDice->setVisible(dice);
    m_useDice->setEnabled(dice && m_applyEnabled);
    // The preferred button is the default one (drawn as such, and taken by Enter in a dialog).
    const bool entered = Preferences::diceMode() == Preferences::DiceMode::EnteredDice;
    m_useDice->setDefault(dice && entered);
    m_roll->setDefault(!(dice && entered));
    placeButtons(); // "Apply" and "Roll and apply" differ in width
    m_inputs->setEnabled(ready);
    m_diceBox->setEnabled(ready);
}

void StepForm::placeButtons()
{
    const int width = this->width(); // the bar spans the form (no margins)
    int gap = m_buttonGrid->horizontalSpacing();
    if (gap < 0)
        gap = style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing);
    QList<QPoint> cells;
    int x = 0;
    int row = 0;
    int column = 0;
    for (const QPushButton *b : {m_check, m_roll, m_useDice}) {
        const int w = b->sizeHint().width();
        if (column > 0 && x + gap + w > width) {
            ++row;
            column = 0;
            x = 0;
        }
        cells << QPoint(column, row);
        x += (column > 0 ? gap : 0) + w;
        ++column;
    }
    if (cells == m_buttonCells)
        return;
    m_buttonCells = cells;
    const QList<QPushButton *> buttons{m_check, m_roll, m_useDice};
    for (QPushButton *b : buttons)
        m_buttonGrid->removeWidget(b);
    for (qsizetype i = 0; i < buttons.size(); ++i)
        m_buttonGrid->addWidget(buttons.at(i), cells.at(i).y(), cells.at(i).x());
    for (int c = 0; c < 4; ++c)
        m_buttonGrid->setColumnStretch(c, c == 3 ? 1 : 0);
}

QSize StepForm::sizeHint() const
{
    QSize hint = QWidget::sizeHint();
    if (!m_compact)
        hint.setHeight(minimumSizeHint().height());
    return hint;
}

void StepForm::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    placeButtons();
    placeDiceLabels();
    if (event->oldSize().width() != event->size().width())
        fitResult(); // the refusal wraps to another number of lines
}

void StepForm::fitResult()
{
    if (m_compact) {
        m_result->setMinimumHeight(0);
        return;
    }
    const int line = m_result->fontMetrics().height();
    // The refusal's lines and the heading under them, never less than the usual result's lines.
    m_result->setMinimumHeight(
            qBound(kResultLines * line, m_result->refusalHeight(width()), kRefusalLines * line));
}

QList<QLineEdit *> StepForm::diceLines() const
{
    QList<QLineEdit *> lines;
    for (int row = 0; row < m_diceLayout->rowCount(); ++row)
        if (QLayoutItem *item = m_diceLayout->itemAt(row, QFormLayout::FieldRole))
            if (auto *edit = qobject_cast<QLineEdit *>(item->widget()))
                lines << edit;
    return lines;
}

QLineEdit *StepForm::diceLineInView() const
{
    const QList<QLineEdit *> lines = diceLines();
    for (QLineEdit *edit : std::as_const(lines))
        if (edit->hasFocus())
            return edit;
    if (m_compact)
        return nullptr;
    const QRect view(QPoint(0, 0), m_fieldsScroll->viewport()->size());
    for (QLineEdit *edit : std::as_const(lines))
        if (edit->isVisible()
            && view.contains(QRect(edit->mapTo(m_fieldsScroll->viewport(), QPoint(0, 0)), edit->size())))
            return edit;
    return nullptr;
}

void StepForm::keepInView(QLineEdit *line)
{
    // The fields' view keeps the dice line in view while the form makes room for the refusal (the room
    // the result takes would otherwise push it below the fold). A page or dock that scrolls the whole
    // form scrolls to the dice line and then to the refusal, once it has laid the form out again.
    static_cast<FieldsScroll *>(m_fieldsScroll)->keepShown(m_compact ? nullptr : line);
    const QPointer<QLineEdit> dice(line);
    const auto reveal = [this, dice] {
        auto *refusal = m_result->findChild<QWidget *>(u"stepResultError"_s);
        if (!refusal || refusal->isHidden())
            return;
        for (QWidget *w = parentWidget(); w; w = w->parentWidget())
            if (auto *page = qobject_cast<QScrollArea *>(w)) {
                if (dice)
                    scrollToShow(page, dice);
                scrollToShow(page, refusal);
            }
    };
    reveal();
    QTimer::singleShot(0, this, reveal);
}

void StepForm::refusedRun(QLineEdit *line)
{
    fitResult();
    keepInView(line);
    emit refused();
}

void StepForm::placeDiceLabels()
{
    // As the fields do (StepInputs): a dice line keeps room beside its label, or the label goes above it.
    const int width = m_compact ? this->width() : m_fieldsScroll->viewport()->width();
    StepInputs::placeLabels(m_diceLayout, width, m_inputs->fieldWidth());
}

void StepForm::setApplyEnabled(bool enabled)
{
    m_applyEnabled = enabled;
    updateButtons();
}

void StepForm::setShowPrivate(bool show)
{
    m_result->setShowPrivate(show);
}

void StepForm::setCompact(bool compact)
{
    // A compact form is one of several on a page that scrolls as a whole: its fields take their full
    // height there instead of a scroll area of their own.
    if (compact != m_compact) {
        auto *column = static_cast<QVBoxLayout *>(layout());
        if (compact) {
            m_fieldsScroll->takeWidget();
            column->insertWidget(0, m_fields);
            m_fieldsScroll->hide();
        } else {
            column->removeWidget(m_fields);
            m_fieldsScroll->setWidget(m_fields);
            m_fieldsScroll->show();
        }
        m_fields->show();
    }
    m_compact = compact;
    fitResult();
    m_result->setVisible(!compact);
}

void StepForm::setExtra(QWidget *extra)
{
    if (m_extra == extra)
        return;
    delete m_extra;
    m_extra = extra;
    if (extra) {
        auto *column = static_cast<QVBoxLayout *>(m_fields->layout());
        column->insertWidget(column->indexOf(m_diceBox) + 1, extra);
    }
}

void StepForm::setLeftOut(const QStringList &fields)
{
    if (fields == m_leftOut)
        return;
    m_leftOut = fields;
    m_inputs->setStep(m_spec, m_campaign, m_leftOut);
    orderTabs();
    m_fieldsScroll->updateGeometry();
}

void StepForm::setViewer(Audience audience, qint64 side)
{
    m_result->setViewer(audience, side);
}

bool StepForm::setValue(const QString &field, const QString &value)
{
    return m_inputs->setValue(field, value);
}

bool StepForm::setDice(const QString &roll, const QString &faces)
{
    QLineEdit *line = m_dice.value(roll);
    if (!line)
        return false;
    line->setText(faces);
    return true;
}

QStringList StepForm::diceWords() const
{
    QStringList words;
    for (auto it = m_dice.begin(); it != m_dice.end(); ++it) {
        const QString text = it.value()->text().trimmed();
        if (text.isEmpty())
            continue;
        if (!it.key().isEmpty()) {
            words << it.key() + u'=' + facesWord(text);
            continue;
        }
        for (const QString &part : text.split(u';', Qt::SkipEmptyParts)) { // "army: 3, 4; army: 1, 1"
            const qsizetype colon = part.lastIndexOf(u':');
            if (colon <= 0)
                throw Failure::badInput(tr("Name the army each roll is for, as \"Harold's army: 3, 4\"; "
                                           "separate armies with \";\"."));
            words << part.left(colon).trimmed() + u'=' + facesWord(part.mid(colon + 1));
        }
    }
    return words;
}

QList<StepRefusal> StepForm::inFormWords(QList<StepRefusal> refusals) const
{
    for (StepRefusal &r : refusals)
        r.message = m_inputs->inFormWords(r.message);
    return refusals;
}

void StepForm::refuse(const QString &message)
{
    m_last = StepResult{};
    m_last.refusals << StepRefusal{message, QString()};
    m_result->showRefusals(title(), inFormWords(m_last.refusals), tr("Nothing was rolled or written."));
    m_result->show();
    fitResult();
}

StepResult StepForm::checkReadOnly()
{
    // StepRunner's Check mode works the step out in the file and rolls it back, which a read-only
    // file does not allow: here the fields are validated and the rule's check run, writing nothing.
    StepResult result;
    result.step = m_spec->id;
    result.checkedOnly = true;
    try {
        const QJsonObject fields = StepInput::validate(*m_spec, *m_campaign, m_inputs->values());
        if (m_spec->check)
            result.refusals = m_spec->check(*m_campaign, fields);
    } catch (const Failure &failure) {
        if (failure.kind() != Failure::Kind::BadInput)
            throw;
        for (const QJsonValue &r : failure.detail().value(u"refusals"_s).toArray())
            result.refusals << StepRefusal{r.toObject().value(u"message"_s).toString(),
                                           r.toObject().value(u"rule"_s).toString()};
        if (result.refusals.isEmpty())
            result.refusals << StepRefusal{failure.message(), QString()};
    }
    return result;
}

bool StepForm::check()
{
    return run(StepRunner::Mode::Check, false);
}

bool StepForm::rollAndApply()
{
    return run(StepRunner::Mode::Apply, false);
}

bool StepForm::useDiceEntered()
{
    return run(StepRunner::Mode::Apply, true);
}

bool StepForm::run(StepRunner::Mode mode, bool entered)
{
    if (!m_spec || !m_campaign)
        return false;
    if (mode == StepRunner::Mode::Apply && (!m_applyEnabled || m_campaign->isReadOnly())) {
        refuse(tr("This campaign is open read-only: no step can be applied."));
        emit refused();
        return false;
    }
    // The dice line in view stays in view whatever the run shows; after Use dice entered, the dice are
    // what the referee is looking at.
    QLineEdit *diceShown = diceLineInView();
    static_cast<FieldsScroll *>(m_fieldsScroll)->keepShown(nullptr);
    if (!diceShown && entered)
        diceShown = diceLines().value(0);
    m_running = true;
    m_result->show(); // whatever the run gives is shown, in a compact form too
    try {
        QJsonObject dice;
        if (entered) {
            const QStringList words = diceWords();
            if (words.isEmpty())
                throw Failure::badInput(
                        tr("Type the dice rolled at the table first (e.g. 3, 5), or press Roll and apply."));
            dice = StepInput::dice(*m_spec, words, {});
        }
        if (mode == StepRunner::Mode::Check && m_campaign->isReadOnly())
            m_last = checkReadOnly();
        else
            m_last = StepRunner(*m_campaign).run(*m_spec, m_inputs->values(), dice, mode);
    } catch (const Failure &failure) {
        m_running = false;
        QString note = tr("Nothing was rolled or written.");
        if (failure.kind() == Failure::Kind::MissingFigure)
            note = tr("The figure is missing from the rules: enter it once as a house setting in the Tables "
                      "panel, then run the step again. %1")
                           .arg(note);
        m_last = StepResult{};
        m_last.refusals << StepRefusal{failure.message(), QString()};
        m_result->showRefusals(title(), inFormWords(m_last.refusals), note);
        refusedRun(diceShown);
        if (failure.kind() == Failure::Kind::MissingFigure)
            emit missingFigure(failure.detail().value(u"table"_s).toString(),
                               failure.detail().value(u"cell"_s).toString(), failure.message());
        return false;
    } catch (const std::exception &e) {
        m_running = false;
        m_last = StepResult{};
        m_last.refusals << StepRefusal{tr("The step failed: %1").arg(QString::fromLocal8Bit(e.what())),
                                       QString()};
        m_result->showRefusals(title(), inFormWords(m_last.refusals), QString());
        refusedRun(diceShown);
        return false;
    }
    m_running = false;
    if (m_last.refused()) {
        m_result->showRefusals(title(), inFormWords(m_last.refusals), tr("Nothing was rolled or written."));
        m_status->clear();
        refusedRun(diceShown);
        return false;
    }
    m_result->showResult(*m_campaign, title(), m_last);
    fitResult();
    if (mode == StepRunner::Mode::Check)
        return true;
    for (QLineEdit *line : std::as_const(m_dice))
        line->clear();
    m_inputs->refill();
    if (hasUnitRolls()) { // the campaign's armies as the step left them
        rebuildDice();
        orderTabs();
    }
    m_status->setText(tr("Applied as action %1; Edit > Undo takes the whole step back.").arg(m_last.seq));
    emit applied(m_last.seq);
    return true;
}

} // namespace Reeve
