#include "containerspanel.h"

#include <algorithm>

#include <QCheckBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "campaign/campaignreader.h"
#include "campaign/gametexts.h"
#include "campaign/viewergate.h"
#include "common/refereewords.h"
#include "composedialog.h"
#include "containeroperations.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/containerview.h"
#include "containers/markercatalog.h"
#include "privateview.h"
#include "util/failure.h"
#include "util/plural.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

constexpr int MaxNotesPerSide = 5;

QString markersText(int n)
{
    return n == 1 ? ContainersPanel::tr("1 marker") : ContainersPanel::tr("%1 markers").arg(n);
}

} // namespace

ContainersPanel::ContainersPanel(QWidget *parent)
    : QWidget(parent)
    , m_pool(new QLabel)
    , m_composition(new QTableWidget(0, 4))
    , m_compose(new QPushButton(tr("Compose…")))
    , m_referee(new QCheckBox(tr("Referee view (shows every hidden marker)")))
    , m_handsLayout(new QVBoxLayout)
    , m_handsBox(new QGroupBox(tr("Hands (face down)")))
    , m_private(new PrivateView)
    , m_status(new QLabel)
{
    m_handsBox->setLayout(m_handsLayout);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildComposition());
    layout->addWidget(m_handsBox);
    layout->addWidget(buildOperations());
    layout->addWidget(m_private, 1);
    layout->addWidget(m_status);
    connect(m_referee, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            askForRefereeView();
        else
            setRefereeView(false);
    });
    m_compose->setToolTip(tr("Enter the counter mix: how many of each marker the counter sheet has. The "
                             "counts are the referee's, so the referee's view opens first (with the "
                             "referee's PIN when one is set)."));
    connect(m_private, &PrivateView::concealed, this, [this] {
        m_openSide = 0;
        const QSignalBlocker block(m_referee);
        m_referee->setChecked(false);
        refreshComposition();
    });
    connect(m_compose, &QPushButton::clicked, this, &ContainersPanel::compose);
    refresh();
}

QWidget *ContainersPanel::buildComposition()
{
    auto *box = new QGroupBox(tr("Container"));
    auto *layout = new QVBoxLayout(box);
    auto *top = new QHBoxLayout;
    top->addWidget(m_pool, 1);
    top->addWidget(m_referee);
    top->addWidget(m_compose);
    layout->addLayout(top);
    m_composition->setHorizontalHeaderLabels({tr("Kind"), tr("Category"), tr("Count"), tr("In the pool")});
    m_composition->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_composition->verticalHeader()->hide();
    m_composition->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_composition->setVisible(false);
    layout->addWidget(m_composition);
    return box;
}

QWidget *ContainersPanel::buildOperations()
{
    using Op = ContainerOperations::Operation;
    auto *box = new QGroupBox(tr("Operations"));
    auto *grid = new QGridLayout(box);
    const QList<Op> ops{Op::Draw,   Op::Opening,  Op::Pick,   Op::Return, Op::LoseRandom, Op::TakeRandom,
                        Op::Reveal, Op::SetAside, Op::Redraw, Op::Play,   Op::Release,    Op::LeaderLost};
    for (int i = 0; i < ops.size(); ++i) {
        auto *button = new QPushButton(ContainerOperations::label(ops.at(i)));
        const int op = int(ops.at(i));
        connect(button, &QPushButton::clicked, this, [this, op] { runOperation(op); });
        grid->addWidget(button, i / 3, i % 3);
        m_actionButtons.append(button);
    }
    return box;
}

void ContainersPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_private->conceal();
    m_privateNotes.clear();
    m_campaign = campaign;
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, &ContainersPanel::refresh);
    showStatus(QString());
    // The DBA campaign's players call the referee the umpire (GameModule::refereeTitle).
    m_compose->setToolTip(
            RefereeWords::pick(m_campaign,
                               tr("Enter the counter mix: how many of each marker the counter sheet has. The "
                                  "counts are the referee's, so "
                                  "the referee's view opens first (with the referee's PIN when one is set)."),
                               tr("Enter the counter mix: how many of each marker the counter sheet has. The "
                                  "counts are the umpire's, so "
                                  "the umpire's view opens first (with the umpire's PIN when one is set).")));
    m_referee->setText(RefereeWords::pick(m_campaign, tr("Referee view (shows every hidden marker)"),
                                          tr("Umpire view (shows every hidden marker)")));
    refresh();
}

void ContainersPanel::refresh()
{
    refreshComposition();
    refreshHands();
    enableActions();
    if (!m_campaign || !m_private->isOpen())
        return;
    if (m_private->isReferee())
        showRefereeContents();
    else if (m_openSide)
        showHandContents(m_openSide);
}

void ContainersPanel::enableActions()
{
    bool ready = false;
    if (m_campaign) {
        ContainerReader reader(m_campaign->database());
        ready = reader.hasContainer() && !m_campaign->isReadOnly();
    }
    for (QPushButton *button : std::as_const(m_actionButtons))
        button->setEnabled(ready);
    m_compose->setEnabled(m_campaign && !m_campaign->isReadOnly());
    m_referee->setEnabled(m_campaign);
}

void ContainersPanel::refreshComposition()
{
    m_composition->setRowCount(0);
    const bool referee = m_referee->isChecked() && m_private->isReferee();
    m_composition->setVisible(referee);
    m_compose->setEnabled(m_campaign && !m_campaign->isReadOnly());
    if (!m_campaign) {
        m_pool->setText(tr("No campaign open."));
        return;
    }
    ContainerReader reader(m_campaign->database());
    if (!reader.hasContainer()) {
        m_pool->setText(
                RefereeWords::pick(m_campaign,
                                   tr("No container yet: the referee enters the counter mix with Compose…"),
                                   tr("No container yet: the umpire enters the counter mix with Compose…")));
        return;
    }
    const ContainerInfo info = reader.find();
    const ContainerState state = reader.state(info.id);
    QString text = tr("%1: %2 left in the pool")
                           .arg(GameTexts::label(info.name), markersText(int(state.pool().size())));
    if (!reader.missingKinds(info.id).isEmpty())
        text += tr(" (counter mix incomplete: the referee enters the missing counts with Compose…)");
    m_pool->setText(text);
    if (!referee)
        return;
    const QList<ContainerMarker> pool = state.pool();
    for (const MarkerKind &kind : reader.kinds(info.id)) {
        const int row = m_composition->rowCount();
        m_composition->insertRow(row);
        const auto inPool = std::count_if(pool.begin(), pool.end(),
                                          [&](const ContainerMarker &m) { return m.kind == kind.name; });
        auto *count = new QTableWidgetItem(kind.isMissing() ? tr("missing") : QString::number(kind.count));
        if (kind.isMissing())
            count->setForeground(Qt::red);
        m_composition->setItem(row, 0, new QTableWidgetItem(kind.name));
        m_composition->setItem(row, 1, new QTableWidgetItem(kind.category));
        m_composition->setItem(row, 2, count);
        m_composition->setItem(row, 3, new QTableWidgetItem(QString::number(inPool)));
    }
}

void ContainersPanel::clearHands()
{
    while (QLayoutItem *item = m_handsLayout->takeAt(0)) {
        if (item->widget())
            item->widget()->deleteLater();
        delete item;
    }
    m_handLabels.clear();
}

void ContainersPanel::refreshHands()
{
    clearHands();
    if (!m_campaign)
        return;
    ContainerReader reader(m_campaign->database());
    if (!reader.hasContainer())
        return;
    const ContainerInfo info = reader.find();
    const ContainerState state = reader.state(info.id);
    for (const Side &side : CampaignReader(m_campaign->database()).sides()) {
        const int limit = reader.holdingLimit(info.id, side.id);
        QString line = tr("%1: %2").arg(side.name, markersText(int(state.hand(side.id).size())));
        if (limit > 0)
            line += tr(" (limit %1)").arg(limit);
        auto *row = new QWidget;
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto *label = new QLabel(line);
        auto *open = new QPushButton(tr("Open hand…"));
        const qint64 id = side.id;
        connect(open, &QPushButton::clicked, this, [this, id] { askToOpenHand(id); });
        rowLayout->addWidget(label, 1);
        rowLayout->addWidget(open);
        m_handsLayout->addWidget(row);
        m_handLabels.append(label);
    }
}

void ContainersPanel::askToOpenHand(qint64 sideId)
{
    if (!m_campaign)
        return;
    const Side side = CampaignReader(m_campaign->database()).side(sideId);
    QString pin;
    if (side.hasPin) {
        bool ok = false;
        pin = QInputDialog::getText(this, tr("Open hand"), tr("PIN of %1:").arg(side.name),
                                    QLineEdit::Password, QString(), &ok);
        if (!ok)
            return;
    }
    openHand(sideId, pin);
}

bool ContainersPanel::openHand(qint64 sideId, const QString &pin)
{
    if (!m_campaign)
        return false;
    try {
        if (!ContainerReader(m_campaign->database()).checkPin(sideId, pin)) {
            showStatus(tr("Wrong PIN: the hand stays closed."), true);
            return false;
        }
        const QSignalBlocker block(m_referee);
        m_referee->setChecked(false);
        m_openSide = sideId;
        showHandContents(sideId);
        refreshComposition();
        return true;
    } catch (const Failure &failure) {
        showStatus(failure.message(), true);
        return false;
    }
}

void ContainersPanel::showHandContents(qint64 sideId)
{
    ContainerReader reader(m_campaign->database());
    const Side side = CampaignReader(m_campaign->database()).side(sideId);
    QStringList names;
    if (reader.hasContainer())
        names = ContainerState::kindNames(reader.state(reader.find().id).hand(sideId));
    names.sort(Qt::CaseInsensitive);
    // Refreshing a hand already open keeps its remaining time.
    const bool restart = !(m_private->isOpen() && !m_private->isReferee() && m_openSide == sideId);
    m_private->showHand(side.name, names, m_privateNotes.value(sideId), restart);
}

void ContainersPanel::showRefereeContents()
{
    try {
        ContainerView view(m_campaign->database(), Audience::Referee);
        QStringList lines = view.toLines();
        lines += m_privateNotes.value(0);
        m_private->showReferee(lines);
    } catch (const Failure &failure) {
        m_private->showReferee({failure.message()});
    }
}

void ContainersPanel::closeHand()
{
    m_private->conceal();
}

bool ContainersPanel::isHandOpen() const
{
    return m_private->isOpen();
}

bool ContainersPanel::setRefereeView(bool on, const QString &pin)
{
    if (on && m_campaign && !ViewerGate(*m_campaign).check(Audience::Referee, 0, pin)) {
        const QSignalBlocker block(m_referee);
        m_referee->setChecked(false);
        showStatus(tr("Wrong PIN: the referee's view stays closed."), true);
        return false;
    }
    {
        const QSignalBlocker block(m_referee);
        m_referee->setChecked(on);
    }
    if (!on || !m_campaign) {
        if (m_private->isReferee() || !m_campaign)
            m_private->conceal();
    } else {
        m_openSide = 0;
        showRefereeContents();
    }
    refreshComposition();
    return true;
}

void ContainersPanel::setAutoHideMs(int ms)
{
    m_private->setAutoHideMs(ms);
}

bool ContainersPanel::askForRefereeView()
{
    QString pin;
    if (m_campaign && ViewerGate(*m_campaign).needsPin(Audience::Referee)) {
        bool ok = false;
        pin = QInputDialog::getText(this,
                                    RefereeWords::pick(m_campaign, tr("Referee view"), tr("Umpire view")),
                                    RefereeWords::pick(m_campaign, tr("Referee's PIN:"), tr("Umpire's PIN:")),
                                    QLineEdit::Password, QString(), &ok);
        if (!ok) {
            const QSignalBlocker block(m_referee);
            m_referee->setChecked(false);
            return false;
        }
    }
    return setRefereeView(true, pin);
}

void ContainersPanel::compose()
{
    if (!m_campaign)
        return;
    // The counts are the referee's secret: the referee's view opens first.
    if (!(m_referee->isChecked() && m_private->isReferee()) && !askForRefereeView())
        return;
    try {
        ContainerReader reader(m_campaign->database());
        const QList<MarkerKind> kinds = reader.hasContainer()
                                                ? reader.kinds(reader.find().id)
                                                : MarkerCatalog::forGame(m_campaign->game().id).kinds();
        ComposeDialog dialog(kinds, this);
        if (dialog.exec() != QDialog::Accepted || dialog.changedCounts().isEmpty())
            return;
        showOutcome(
                ContainerEditor(*m_campaign).compose(dialog.changedCounts(), QString(), dialog.definitions()));
    } catch (const Failure &failure) {
        showStatus(windowMessage(failure), true);
    }
}

QString ContainersPanel::notReadyReason(int operation) const
{
    using Op = ContainerOperations::Operation;
    const auto op = Op(operation);
    if (!m_campaign || (op != Op::Draw && op != Op::Opening && op != Op::Pick && op != Op::Redraw))
        return QString();
    ContainerReader reader(m_campaign->database());
    if (!reader.hasContainer())
        return RefereeWords::pick(m_campaign,
                                  tr("There is no container to draw from yet: the referee enters the counter "
                                     "mix with Compose…."),
                                  tr("There is no container to draw from yet: the umpire enters the counter "
                                     "mix with Compose…."));
    const ContainerInfo info = reader.find();
    const QStringList missing = reader.missingKinds(info.id);
    if (missing.isEmpty())
        return QString();
    const int n = int(missing.size());
    return Plural::text(tr("Nothing can be drawn from the %1 yet: %n kind(s) of marker without a count (%2). "
                           "The rules do not print the counter mix, so the referee counts the counter sheet "
                           "and enters it with Compose… (0 for a kind you do not use).",
                           nullptr, n),
                        n)
            .arg(GameTexts::label(info.name), missing.join(tr(", ")));
}

QString ContainersPanel::windowMessage(const Failure &failure) const
{
    const QString table = failure.detail().value(u"table"_s).toString();
    if (failure.kind() == Failure::Kind::MissingFigure && table.startsWith(u"container:"_s))
        return tr("The composition of the %1 is incomplete: %2 has no count yet. The referee enters the "
                  "counter mix with Compose… (0 for a kind you do not use).")
                .arg(table.mid(10), failure.detail().value(u"cell"_s).toString());
    return failure.message();
}

void ContainersPanel::runOperation(int operation)
{
    if (!m_campaign)
        return;
    if (const QString reason = notReadyReason(operation); !reason.isEmpty()) {
        showStatus(reason, true); // said before any dialog is filled in
        return;
    }
    try {
        ContainerOperations operations(*m_campaign, this);
        const auto outcome = operations.run(ContainerOperations::Operation(operation), m_openSide);
        if (outcome)
            showOutcome(*outcome);
    } catch (const Failure &failure) {
        showStatus(windowMessage(failure), true);
    }
}

void ContainersPanel::showOutcome(const ContainerOutcome &outcome)
{
    QString text = outcome.publicText;
    if (!outcome.privateText.isEmpty()) {
        if (outcome.audience == Audience::Public) {
            text += u'\n';
            text += outcome.privateText;
        } else {
            const qint64 key = outcome.audience == Audience::Side ? outcome.audienceSide : 0;
            QStringList &notes = m_privateNotes[key];
            notes.append(outcome.privateText);
            while (notes.size() > MaxNotesPerSide)
                notes.removeFirst();
            text += tr(" (the details are in the hand)");
        }
    }
    QStringList prompts;
    for (QString prompt : outcome.prompts) {
        // The core names the command line's verb; the window has a button for it.
        prompt.replace(u"(reeve-cli container FILE redraw)"_s, tr("(the Redraw all (Comet) button)"));
        prompts << prompt;
    }
    for (const QString &prompt : std::as_const(prompts)) {
        text += u'\n';
        text += prompt;
    }
    showStatus(text);
    refresh();
    if (m_promptBoxes)
        for (const QString &prompt : std::as_const(prompts))
            QMessageBox::information(this, tr("Announced"), prompt);
}

void ContainersPanel::showStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? u"color: #b00020;"_s : QString());
}

QString ContainersPanel::statusText() const
{
    return m_status->text();
}

QString ContainersPanel::poolText() const
{
    return m_pool->text();
}

QStringList ContainersPanel::handLines() const
{
    QStringList lines;
    for (const QLabel *label : m_handLabels)
        lines << label->text();
    return lines;
}

QStringList ContainersPanel::privateTexts() const
{
    return m_private->isOpen() ? m_private->shownTexts() : QStringList();
}

} // namespace Reeve
