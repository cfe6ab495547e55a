#include "britainpanel.h"

#include <QComboBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/campaigncombos.h"
#include "common/paneltables.h"
#include "games/britain/britainstate.h"
#include "log/actionlog.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedureresultview.h"
#include "procedures/procedurerunner.h"
#include "steps/steprunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Britain;

namespace {

/// Refills a checkable band list, keeping the ticks on the names still there.
void refillChecks(QListWidget *list, const QStringList &names)
{
    QStringList checked;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            checked << list->item(i)->text();
    list->clear();
    for (const QString &name : names) {
        auto *item = new QListWidgetItem(name, list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(name) ? Qt::Checked : Qt::Unchecked);
    }
}

} // namespace

BritainPanel::BritainPanel(QWidget *parent)
    : QWidget(parent)
    , m_year(new QLabel)
    , m_message(new QLabel)
    , m_result(new ProcedureResultView)
{
    m_year->setObjectName(u"britainYear"_s);
    m_year->setWordWrap(true);
    QFont big = m_year->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_year->setFont(big);
    m_message->setObjectName(u"britainMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setObjectName(u"britainResult"_s);

    m_steps = new QTabWidget;
    m_steps->setObjectName(u"britainSteps"_s);
    m_steps->addTab(buildYearPage(), tr("Yea&r"));
    m_steps->addTab(buildBattlePage(), tr("Ba&ttle"));
    m_steps->addTab(buildMoralePage(), tr("&Morale && omens"));
    m_steps->addTab(buildLandPage(), tr("&Land"));
    m_steps->addTab(buildEntryPage(), tr("E&nter"));

    // What the last step logged (or why it was refused) and its working, under the forms.
    QSplitter *split = PanelTables::tablesFormsResults(buildTables(), m_steps, {m_result, m_message});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_year);
    layout->addWidget(split, 1);
    refresh();
}

BritainPanel::~BritainPanel() = default;

QWidget *BritainPanel::buildTables()
{
    m_districts = PanelTables::readOnly({tr("District"), tr("Held by"), tr("Warriors"), tr("Strongholds"),
                                         tr("Settled"), tr("Last pillaged")},
                                        u"britainDistricts"_s);
    m_bands = PanelTables::readOnly({tr("People"), tr("Band"), tr("At"), tr("Chieftain"), tr("Ability"),
                                     tr("Foot"), tr("Horse"), tr("Bow"), tr("Peasants"), tr("Warriors"),
                                     tr("State"), tr("Casualties"), tr("Next wave"), tr("Leader")},
                                    u"britainBands"_s);
    const QStringList headerTips{tr("The people (side) the band belongs to"),
                                 QString(),
                                 tr("Where the band stands"),
                                 QString(),
                                 tr("The chieftain's ability"),
                                 tr("Foot warriors"),
                                 tr("Horsemen"),
                                 tr("Bowmen"),
                                 tr("Peasant spearmen"),
                                 tr("All warriors"),
                                 tr("ready, broken or driven back"),
                                 tr("Warriors lost in this year's battles"),
                                 tr("Warriors that join the band at the year's end (from pillage)"),
                                 tr("The chieftain: unhurt, wounded, killed or captured; war leader; "
                                    "victories–defeats")};
    for (qsizetype i = 0; i < headerTips.size(); ++i)
        if (!headerTips.at(i).isEmpty())
            m_bands->horizontalHeaderItem(int(i))->setToolTip(headerTips.at(i));
    m_districts->setToolTip(
            tr("The British districts (Britain, STRATEGIC MOVEMENT): who holds each, its warriors "
               "and strongholds, and the year it was last pillaged."));
    m_bands->setToolTip(
            tr("Every band with its warriors by troop type, its state in the battle, the warriors "
               "pillage has added to its next wave, and its chieftain's record (victories–defeats)."));
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_districts);
    split->addWidget(m_bands);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    return split;
}

void BritainPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign && campaign->game().id == u"britain"_s ? campaign : nullptr;
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, &BritainPanel::refresh);
    m_result->clear();
    m_message->clear();
    refresh();
}

QString BritainPanel::message() const
{
    return m_message->text();
}

QString BritainPanel::yearText() const
{
    return m_year->text();
}

void BritainPanel::refresh()
{
    if (!m_campaign) {
        m_year->setText(tr("Open a Dark Age Britain campaign to run its year."));
        m_districts->setRowCount(0);
        m_bands->setRowCount(0);
        for (const auto &list : {m_bandCombos, m_sideCombos, m_districtCombos})
            for (QComboBox *c : list)
                c->clear();
        updateEnabled();
        return;
    }
    try {
        BritainState state(*m_campaign);
        CampaignReader reader(m_campaign->database());
        QStringList leaders, omens;
        for (const Side &s : reader.sides()) {
            if (s.attributes.contains(u"war_leader"_s))
                leaders << tr("%1: %2").arg(s.name, s.attributes.value(u"war_leader"_s).toString());
            if (s.attributes.contains(u"omens"_s))
                omens << tr("%1 %2").arg(s.name, s.attributes.value(u"omens"_s).toString());
        }
        QString text = tr("Year %1").arg(state.year());
        text += leaders.isEmpty() ? tr(" — no war leader chosen")
                                  : tr(" — war leaders: %1").arg(leaders.join(u"; "_s));
        if (!omens.isEmpty())
            text += tr(" — omens for this battle: %1").arg(omens.join(u", "_s));
        m_year->setText(text);
        fillDistricts();
        fillBands();
        fillChoices();
    } catch (const Failure &failure) {
        showError(failure.message());
    }
    updateEnabled();
}

void BritainPanel::fillDistricts()
{
    const QList<Location> districts = BritainState(*m_campaign).districts();
    m_districts->setRowCount(int(districts.size()));
    for (qsizetype i = 0; i < districts.size(); ++i) {
        const QJsonObject &a = districts[i].attributes;
        const int pillaged = a.value(u"last_pillaged"_s).toInt();
        PanelTables::setRow(m_districts, int(i),
                            {districts[i].id, a.value(u"held_by"_s).toString(),
                             a.value(u"warriors"_s).toInt(), a.value(u"strongholds"_s).toInt(),
                             a.value(u"settled"_s).toBool() ? tr("settled") : QString(),
                             pillaged > 0 ? QString::number(pillaged) : tr("never")});
    }
}

void BritainPanel::fillBands()
{
    BritainState state(*m_campaign);
    CampaignReader reader(m_campaign->database());
    const QList<Unit> bands = state.bands();
    m_bands->setRowCount(int(bands.size()));
    for (qsizetype i = 0; i < bands.size(); ++i) {
        const Unit &b = bands[i];
        const QJsonObject &a = b.attributes;
        const Side side = reader.side(b.sideId);
        QStringList leader;
        leader << a.value(u"leader_status"_s)
                          .toString(a.value(u"chieftain"_s).isString() ? tr("unhurt") : u"—"_s);
        if (!b.name.isEmpty() && side.attributes.value(u"war_leader"_s).toString() == b.name)
            leader << tr("war leader");
        leader << tr("%1–%2").arg(a.value(u"victories"_s).toInt()).arg(a.value(u"defeats"_s).toInt());
        QList<QVariant> row{side.name, b.name.isEmpty() ? tr("(unnamed)") : b.name,
                            b.locationId.isEmpty() ? u"—"_s : b.locationId,
                            a.value(u"chieftain"_s).toString(u"—"_s), a.value(u"ability"_s).toInt()};
        for (const QString &key : troopKeys())
            row << a.value(key).toInt();
        row << BritainState::warriors(b) << a.value(u"state"_s).toString(u"ready"_s)
            << a.value(u"casualties"_s).toInt() << a.value(u"next_wave"_s).toInt() << leader.join(u", "_s);
        PanelTables::setRow(m_bands, int(i), row);
        if (a.value(u"state"_s).toString() == u"broken"_s)
            m_bands->item(int(i), 10)->setForeground(QColor(0xb0, 0x00, 0x20));
    }
}

void BritainPanel::fillChoices()
{
    BritainState state(*m_campaign);
    CampaignReader reader(m_campaign->database());
    QStringList bands, raiders, sides, districts;
    for (const Unit &b : state.bands()) {
        if (b.name.isEmpty())
            continue; // a scenario's band waits for its name before a step can use it
        bands << b.name;
        if (reader.side(b.sideId).name != u"Britons"_s)
            raiders << b.name;
    }
    for (const Side &s : reader.sides())
        sides << s.name;
    for (const Location &d : state.districts())
        districts << d.id;
    for (QComboBox *c : std::as_const(m_bandCombos))
        PanelTables::refill(c, bands);
    if (m_meleeA->currentIndex() == m_meleeB->currentIndex() && m_meleeB->count() > 1)
        m_meleeB->setCurrentIndex(m_meleeA->currentIndex() == 0 ? 1 : 0); // a melee needs two bands
    const bool firstFill = m_leaderSide->count() == 0;
    for (QComboBox *c : std::as_const(m_sideCombos))
        PanelTables::refill(c, sides);
    if (firstFill && sides.size() > 1 && sides.first() == u"Britons"_s)
        m_leaderSide->setCurrentIndex(1); // the invaders' war leader is the usual choice
    for (QComboBox *c : std::as_const(m_districtCombos))
        PanelTables::refill(c, districts);
    QStringList ofSide;
    for (const Unit &b :
         state.bands(m_favourSide->currentText().isEmpty() ? QString() : m_favourSide->currentText()))
        if (!b.name.isEmpty())
            ofSide << b.name;
    refillChecks(m_favourBands, ofSide);
    refillChecks(m_pillageBands, raiders);
    refillChecks(m_moveWith, bands);
    const QString at = m_bandAt->currentData().toString();
    CampaignCombos::fillLocations(m_bandAt, *m_campaign, CampaignCombos::Empty::Allowed,
                                  tr("(keep / off the board)"));
    CampaignCombos::select(m_bandAt, at);
    setHouseMorale();
}

void BritainPanel::updateEnabled()
{
    const bool usable = m_campaign && !m_campaign->isReadOnly();
    for (QPushButton *b : std::as_const(m_actions))
        b->setEnabled(usable);
    if (m_campaign && m_campaign->isReadOnly())
        m_message->setText(tr("This campaign is open read-only: the steps are disabled."));
}

void BritainPanel::showError(const QString &text)
{
    m_result->hide(); // the refusal stands alone at the top, not under an older step's working
    m_message->setStyleSheet(u"color: #b00020;"_s);
    m_message->setText(text);
}

void BritainPanel::showDone(const QList<qint64> &seqs, const QStringList &headings)
{
    QStringList lines;
    if (!headings.isEmpty())
        lines << tr("Rule: %1").arg(headings.join(u"; "_s));
    for (qint64 seq : seqs)
        lines << tr("Logged as action %1: %2").arg(seq).arg(m_campaign->log().action(seq).publicText);
    m_message->setStyleSheet(QString());
    m_message->setText(lines.join(u'\n'));
}

QJsonObject BritainPanel::runStep(const QJsonObject &call)
{
    const StepResult r = StepRunner(*m_campaign).runObject(call, u"step"_s, StepRunner::Mode::Apply);
    if (r.refused()) {
        QStringList lines;
        for (const StepRefusal &refusal : r.refusals)
            lines << (refusal.rule.isEmpty() ? refusal.message
                                             : tr("%1 (%2)").arg(refusal.message, refusal.rule));
        throw Failure::badInput(lines.join(u'\n'));
    }
    return r.outcome;
}

QList<qint64> BritainPanel::actionsOf(const QJsonObject &outcome)
{
    QList<qint64> seqs;
    for (const QJsonValue &v : outcome.value(u"actions"_s).toArray())
        seqs << v.toInteger();
    return seqs;
}

ProcedureResult BritainPanel::resultOf(const QJsonObject &json)
{
    return ProcedureResult::fromJson(json);
}

bool BritainPanel::perform(const QString &what, const Step &step, QLineEdit *diceLine, bool entered)
{
    if (!m_campaign)
        return false;
    // A missing figure (the morale house setting) is entered on the Morale tab or in the Tables panel.
    const std::optional<QString> error = PanelTables::failureOf(what, [&] {
        Dice dice;
        if (entered) {
            const QString text = diceLine ? diceLine->text().trimmed() : QString();
            if (text.isEmpty())
                throw Failure::badInput(tr("Type the dice rolled at the table first, e.g. 4, 2."));
            dice = ProcedureRunner::parseDice(text);
        }
        QJsonObject call = step();
        if (dice) {
            QJsonArray faces;
            for (int face : *dice)
                faces.append(face);
            call.insert(u"dice"_s, faces);
        }
        const QJsonObject outcome = runStep(call);
        const ProcedureResult result = resultOf(outcome.value(u"procedure"_s).toObject());
        m_result->showResult(result);
        m_result->show();
        showDone(actionsOf(outcome), result.ruleRefs);
        if (diceLine)
            diceLine->clear();
    });
    if (error)
        showError(*error);
    return !error;
}

bool BritainPanel::enter(const QString &what, const Entry &entry)
{
    if (!m_campaign)
        return false;
    const std::optional<QString> error = PanelTables::failureOf(what, [&] {
        const QJsonObject outcome = runStep(entry());
        m_result->hide(); // an entry runs no procedure: the logged line says it all
        showDone(actionsOf(outcome));
    });
    if (error)
        showError(*error);
    return !error;
}

} // namespace Reeve
