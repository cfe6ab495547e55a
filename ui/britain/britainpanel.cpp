#include "britainpanel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "common/paneltables.h"
#include "common/stepform.h"
#include "games/britain/britainstate.h"
#include "log/actionlog.h"
#include "steps/stepchoicelabels.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Britain;

namespace {

const QString HouseTable = u"britain.house-settings"_s;

/// The house morale test in words: a number as it is, the two ability tests as phrases.
QString moraleWord(const QString &value)
{
    if (value == u"below-ability"_s)
        return QCoreApplication::translate("Reeve::BritainPanel", "below the chieftain's ability");
    if (value == u"at-most-ability"_s)
        return QCoreApplication::translate("Reeve::BritainPanel", "at most the chieftain's ability");
    return value;
}

} // namespace

BritainPanel::BritainPanel(QWidget *parent)
    : StepDock(u"britain"_s, parent)
    , m_year(new QLabel)
{
    m_year->setObjectName(u"britainYear"_s);
    m_year->setWordWrap(true);
    QFont big = m_year->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_year->setFont(big);
    messageLabel()->setObjectName(u"britainMessage"_s);
    stepForm()->setObjectName(u"britainStepForm"_s);
    // The Britain year is the referee's desk: the result shows every part and the working.
    stepForm()->setShowPrivate(true);

    setStepGroups({{tr("The year (Britain, STRATEGIC MOVEMENT)"),
                    {u"incursion"_s, u"war-leader"_s, u"close-year"_s, u"year"_s}},
                   {tr("The land (Britain, STRATEGIC MOVEMENT)"),
                    {u"move"_s, u"home"_s, u"detach"_s, u"pillage"_s, u"settle"_s, u"besiege"_s}},
                   {tr("Battle (Britain, melee, MORALE, RELIGION, leaders)"),
                    {u"melee"_s, u"losses"_s, u"morale"_s, u"rally"_s, u"struck"_s, u"favour"_s, u"won"_s,
                     u"lost"_s, u"state"_s}},
                   {tr("Entering the board"), {u"district"_s, u"band"_s}}},
                  tr("Other steps"));

    stepForm()->setExtra(buildHouseMorale()); // beside the morale check's dice
    QWidget *split = tablesBesideSteps(buildTables(), {600, 460});

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_year);
    layout->addWidget(split, 1);
    connect(this, &StepDock::stepChosen, this, [this](const QString &step) {
        m_house->setVisible(step == u"morale"_s); // the figure the morale check reads
    });
    m_house->setVisible(chosenStep() == u"morale"_s);
    setFocusProxy(stepArea());
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

QWidget *BritainPanel::buildHouseMorale()
{
    // The fragment gives the modifiers but not what the roll must reach: the referee's house setting.
    m_house = new QGroupBox(tr("Morale test (house setting)"));
    m_house->setObjectName(u"britainHouseMorale"_s);
    m_houseMoraleNow = new QLabel;
    m_houseMoraleNow->setObjectName(u"houseMoraleNow"_s);
    m_houseMoraleNow->setTextFormat(Qt::RichText);
    m_houseMoraleNow->setWordWrap(true);
    m_houseMorale = new QComboBox;
    m_houseMorale->setObjectName(u"houseMorale"_s);
    m_houseMorale->setEditable(true);
    for (const QString &n : {u"2"_s, u"3"_s, u"4"_s, u"5"_s})
        m_houseMorale->addItem(n, n);
    // Shown in words, stored as the table spells them (what `reeve-cli table` takes too).
    m_houseMorale->addItem(moraleWord(u"below-ability"_s), u"below-ability"_s);
    m_houseMorale->addItem(moraleWord(u"at-most-ability"_s), u"at-most-ability"_s);
    m_houseMorale->setToolTip(
            tr("A number N: the band holds on a modified roll of N or more; or the die against the "
               "chieftain's ability lowered by the modifiers: below it, or at most it."));
    m_houseMoraleButton = new QPushButton(tr("Set house setting"));
    m_houseMoraleButton->setObjectName(u"houseMoraleButton"_s);
    m_houseMoraleButton->setToolTip(
            tr("Stores the morale test among the campaign's house settings (a logged house figure)."));
    guard(m_houseMoraleButton);
    connect(m_houseMoraleButton, &QPushButton::clicked, this, &BritainPanel::setHouseMorale);
    auto *row = new QHBoxLayout;
    row->addWidget(m_houseMorale);
    row->addWidget(m_houseMoraleButton);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(m_house);
    layout->addWidget(m_houseMoraleNow);
    layout->addLayout(row);
    return m_house;
}

void BritainPanel::setHouseMorale()
{
    // A choice of the list stores its value; a number typed in stores itself.
    const int chosen = m_houseMorale->findText(m_houseMorale->currentText());
    const QString v = chosen >= 0 ? m_houseMorale->itemData(chosen).toString()
                                  : m_houseMorale->currentText().trimmed();
    bool isNumber = false;
    const int n = v.toInt(&isNumber);
    // A house figure, not a step of the game: the table's own one-action write.
    runEntry(tr("House setting"), [&] {
        const qint64 seq = CampaignTables::setCell(*campaign(), HouseTable, u"1"_s, u"morale-test"_s,
                                                   isNumber ? QJsonValue(n) : QJsonValue(v));
        showMessage(tr("Logged as action %1: %2").arg(seq).arg(campaign()->log().action(seq).publicText));
    });
}

QString BritainPanel::yearText() const
{
    return m_year->text();
}

QString BritainPanel::houseMoraleText() const
{
    return m_houseMoraleNow->text();
}

void BritainPanel::refreshDock()
{
    if (!campaign()) {
        m_year->setText(tr("Open a Dark Age Britain campaign to run its year."));
        m_districts->setRowCount(0);
        m_bands->setRowCount(0);
        m_houseMoraleNow->clear();
        return;
    }
    try {
        BritainState state(*campaign());
        CampaignReader reader(campaign()->database());
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
        fillHouseMorale();
    } catch (const Failure &failure) {
        showMessage(failure.message(), true);
    }
}

void BritainPanel::fillDistricts()
{
    const QList<Location> districts = BritainState(*campaign()).districts();
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
    BritainState state(*campaign());
    CampaignReader reader(campaign()->database());
    const QList<Unit> bands = state.bands();
    m_bands->setRowCount(int(bands.size()));
    for (qsizetype i = 0; i < bands.size(); ++i) {
        const Unit &b = bands[i];
        const QJsonObject &a = b.attributes;
        const Side side = reader.side(b.sideId);
        QStringList leader;
        const QString status = a.value(u"leader_status"_s).toString();
        leader << (!status.isEmpty()                    ? StepChoiceLabels::label(status)
                   : a.value(u"chieftain"_s).isString() ? tr("unhurt")
                                                        : u"—"_s);
        if (!b.name.isEmpty() && side.attributes.value(u"war_leader"_s).toString() == b.name)
            leader << tr("war leader");
        leader << tr("%1–%2").arg(a.value(u"victories"_s).toInt()).arg(a.value(u"defeats"_s).toInt());
        QList<QVariant> row{side.name, b.name.isEmpty() ? tr("(unnamed)") : b.name,
                            b.locationId.isEmpty() ? u"—"_s : b.locationId,
                            a.value(u"chieftain"_s).toString(u"—"_s), a.value(u"ability"_s).toInt()};
        for (const QString &key : troopKeys())
            row << a.value(key).toInt();
        row << BritainState::warriors(b) << StepChoiceLabels::label(a.value(u"state"_s).toString(u"ready"_s))
            << a.value(u"casualties"_s).toInt() << a.value(u"next_wave"_s).toInt() << leader.join(u", "_s);
        PanelTables::setRow(m_bands, int(i), row);
        if (a.value(u"state"_s).toString() == u"broken"_s)
            m_bands->item(int(i), 10)->setForeground(QColor(0xb0, 0x00, 0x20));
    }
}

void BritainPanel::fillHouseMorale()
{
    const TableLibrary tables = CampaignTables::forCampaign(*campaign());
    const RuleTable *table = tables.find(HouseTable);
    const int col = table ? table->columnIndex(u"morale-test"_s) : -1;
    if (!table || col < 0) {
        m_houseMoraleNow->setText(tr("no house-settings table"));
        return;
    }
    const TableCell &cell = table->cell(0, col);
    m_houseMoraleNow->setText(
            cell.isMissing() ? tr("<b>not set yet</b>: the fragment leaves it open; choose one below")
                             : tr("<b>%1</b>, applied to every check")
                                       .arg(moraleWord(cell.value.toVariant().toString())));
}

} // namespace Reeve
