// The read-only tables of the Charlemagne panel: regions, hexes, units by region, treasure and the
// §27 victory count, as the chosen viewer may see them (face-down units hidden from all but their owner
// and the referee).
#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "charlemagnepanel.h"
#include "common/paneltables.h"
#include "common/stepform.h"
#include "common/viewerchoice.h"
#include "games/charlemagne/charlemagneboard.h"
#include "games/charlemagne/charlemagneturn.h"
#include "games/charlemagne/charlemagnevictory.h"
#include "ledger/ledgerreader.h"
#include "steps/stepchoicelabels.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Charlemagne;

namespace {

const QColor Missing(0xb0, 0x00, 0x20);

QTableWidgetItem *item(const QString &text, bool missing = false)
{
    auto *i = new QTableWidgetItem(text);
    if (missing) {
        i->setForeground(Missing);
        i->setToolTip(QCoreApplication::translate(
                "Reeve::CharlemagnePanel",
                "Not in the rules text Reeve has: enter it from your printed Region Control Table with the "
                "step \"Region levy figure\" or \"Region's original religion\" in this panel (Region "
                "Control Table figures), or in the Tables panel"));
    }
    return i;
}

void setRow(QTableWidget *t, int row, const QList<QTableWidgetItem *> &items)
{
    for (qsizetype c = 0; c < items.size(); ++c)
        t->setItem(row, int(c), items.at(c));
}

/// A cell of a label table as text, or empty when missing.
QString figureText(const RuleTable &table, int rowKey, const QString &column)
{
    const int col = table.columnIndex(column);
    if (col < 0)
        return {};
    const TableCell &cell = table.cell(table.rowIndexFor(rowKey), col);
    return cell.isMissing() ? QString() : cell.value.toVariant().toString();
}

/// A value the data spells ("pagan", "warrior host", "forest") in the reader's language.
QString word(const QString &value)
{
    return value.isEmpty() ? value : StepChoiceLabels::label(value);
}

QString statusText(const Unit &u)
{
    if (u.isEliminated())
        return QCoreApplication::translate("Reeve::CharlemagnePanel", "eliminated");
    if (u.status == u"active"_s)
        return QCoreApplication::translate("Reeve::CharlemagnePanel", "active");
    return word(u.status);
}

QString regionOf(CampaignReader &reader, const QString &location)
{
    if (location.isEmpty() || !reader.hasLocation(location))
        return {};
    const Location l = reader.location(location);
    return l.kind == u"hex"_s ? l.attributes.value(u"region"_s).toString() : l.id;
}

} // namespace

QWidget *CharlemagnePanel::buildTables()
{
    m_regions = PanelTables::readOnly({tr("Region"), tr("Control"), tr("Religion"), tr("Original religion"),
                                       tr("Levy")},
                                      u"charlemagneRegions"_s);
    m_regions->setToolTip(
            tr("The Region Control Table (Charlemagne §3, §4, §11, §18): figures in red are not in "
               "the rules text and wait for the referee's entry from the printed chart"));
    m_hexes = PanelTables::readOnly({tr("Hex"), tr("Region"), tr("Terrain"), tr("Port"), tr("Burg"),
                                     tr("Civilization"), tr("Pillaged"), tr("Units")},
                                    u"charlemagneHexes"_s);
    m_hexes->setToolTip(
            tr("Hexes registered as the players use them, with their markers (Charlemagne §10, §17, §24)"));
    m_units = PanelTables::readOnly({tr("Region"), tr("At"), tr("#"), tr("Side"), tr("Type"), tr("Name"),
                                     tr("Strength"), tr("OP"), tr("Face"), tr("Status")},
                                    u"charlemagneUnits"_s);
    m_units->setToolTip(
            tr("Units by region; a face-down unit's type and strength show only to its owner and the "
               "referee (Charlemagne §2)"));
    m_treasure = PanelTables::readOnly({tr("Side"), tr("Treasure points"), tr("Burgs held")},
                                       u"charlemagneTreasure"_s);
    m_victory = PanelTables::readOnly({tr("Points"), tr("Source"), tr("Where"), tr("Rule"), tr("Explanation")},
                                      u"charlemagneVictory"_s);
    m_vpTotal = new QLabel;
    m_vpTotal->setObjectName(u"charlemagneVpTotal"_s);
    m_vpTotal->setWordWrap(true);
    // Recording the count is the vp step, taken through the step form like every other.
    m_recordVp = new QPushButton(tr("&Record VP"));
    m_recordVp->setObjectName(u"charlemagneRecordVp"_s);
    m_recordVp->setToolTip(tr("Records the Empire's total for this turn (the charts of the Ledger panel)"));
    guard(m_recordVp);
    connect(m_recordVp, &QPushButton::clicked, this, [this] {
        if (chooseStep(u"vp"_s))
            stepForm()->rollAndApply();
    });
    auto *vpPage = new QWidget;
    auto *vp = new QVBoxLayout(vpPage);
    m_treasure->setMaximumHeight(m_treasure->verticalHeader()->defaultSectionSize() * 4 + 8);
    vp->addWidget(m_treasure);
    vp->addWidget(m_vpTotal);
    vp->addWidget(m_victory, 3);
    vp->addWidget(m_recordVp, 0, Qt::AlignLeft);

    // What the Region Control Table still lacks, and how to enter it (the transcription has only
    // two levies: Saxony, Charlemagne §4.2b; Neustria, the §27.1a example).
    m_regionsNote = new QLabel;
    m_regionsNote->setObjectName(u"charlemagneRegionsNote"_s);
    m_regionsNote->setWordWrap(true);
    m_regionsNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *regionsPage = new QWidget;
    auto *regionsLayout = new QVBoxLayout(regionsPage);
    regionsLayout->setContentsMargins(0, 0, 0, 0);
    regionsLayout->addWidget(m_regionsNote);
    regionsLayout->addWidget(m_regions, 1);
    regionsPage->setFocusProxy(m_regions);

    auto *tabs = new QTabWidget;
    tabs->setObjectName(u"charlemagneTables"_s);
    tabs->addTab(regionsPage, tr("Re&gions"));
    tabs->addTab(m_hexes, tr("&Hexes"));
    tabs->addTab(m_units, tr("U&nits"));
    tabs->addTab(vpPage, tr("&Treasure && VP"));
    return tabs;
}

bool CharlemagnePanel::maysee(qint64 sideId) const
{
    return m_viewer->audience() == Audience::Referee || (m_viewer->side() != 0 && m_viewer->side() == sideId);
}

void CharlemagnePanel::fillRegions()
{
    CampaignReader reader(campaign()->database());
    const TableLibrary tables = CampaignTables::forCampaign(*campaign());
    const RuleTable &rct = tables.table(u"charlemagne.region-control"_s);
    QList<Location> regions;
    for (const Location &l : reader.locations())
        if (l.kind == u"region"_s)
            regions << l;
    m_regions->setRowCount(int(regions.size()));
    int noLevy = 0;
    int noReligion = 0;
    for (qsizetype i = 0; i < regions.size(); ++i) {
        const Location &l = regions.at(i);
        const QString levy = figureText(rct, 1, l.id);
        QString original = l.attributes.value(u"original_religion"_s).toString();
        if (original.isEmpty())
            original = figureText(rct, 2, l.id);
        const QString religion = l.attributes.value(u"religion"_s).toString();
        noLevy += levy.isEmpty() ? 1 : 0;
        noReligion += original.isEmpty() && religion.isEmpty() ? 1 : 0;
        setRow(m_regions, int(i),
               {item(l.id), item(word(l.attributes.value(u"control"_s).toString())),
                item(religion.isEmpty() ? (original.isEmpty() ? tr("not entered") : word(original))
                                        : word(religion),
                     religion.isEmpty() && original.isEmpty()),
                item(original.isEmpty() ? tr("not entered") : word(original), original.isEmpty()),
                item(levy.isEmpty() ? tr("not entered") : levy, levy.isEmpty())});
    }
    m_regionsNote->setVisible(noLevy + noReligion > 0);
    m_regionsNote->setText(
            tr("The rules text Reeve has lacks the Region Control Table (Charlemagne §2a(2)): %1 of %2 "
               "regions have no levy and %3 no religion. Enter them from your printed chart: choose "
               "\"Region levy figure\" or \"Region's original religion\" in the step picker (Region "
               "Control Table figures), or in the Tables panel. Steps that need a figure stop and name it "
               "until then.")
                    .arg(noLevy)
                    .arg(regions.size())
                    .arg(noReligion));
}

void CharlemagnePanel::fillHexes()
{
    CampaignReader reader(campaign()->database());
    QMap<QString, QSet<QString>> markers;
    for (const PlacedMarker &m : reader.markers())
        markers[m.locationId].insert(m.kind);
    QMap<QString, int> units;
    for (const Unit &u : reader.units())
        if (!u.isEliminated())
            ++units[u.locationId];
    QList<Location> hexes;
    for (const Location &l : reader.locations())
        if (l.kind == u"hex"_s)
            hexes << l;
    m_hexes->setRowCount(int(hexes.size()));
    const auto mark = [](bool on) { return on ? u"●"_s : QString(); };
    for (qsizetype i = 0; i < hexes.size(); ++i) {
        const Location &l = hexes.at(i);
        const QSet<QString> &m = markers[l.id];
        const QJsonValue port = l.attributes.value(u"port"_s);
        setRow(m_hexes, int(i),
               {item(l.id),
                item(l.attributes.value(u"region"_s).toString().isEmpty()
                             ? tr("?")
                             : l.attributes.value(u"region"_s).toString()),
                item(word(l.attributes.value(u"terrain"_s).toString())),
                item(port.isBool() ? (port.toBool() ? tr("port") : tr("no")) : QString()),
                item(mark(m.contains(u"burg"_s))), item(mark(m.contains(u"civilization"_s))),
                item(mark(m.contains(u"pillage"_s))), item(QString::number(units.value(l.id)))});
    }
}

void CharlemagnePanel::fillUnits()
{
    CampaignReader reader(campaign()->database());
    const TableLibrary tables = CampaignTables::forCampaign(*campaign());
    const RuleTable &printed = tables.table(u"charlemagne.units"_s);
    struct Row
    {
        QString region;
        Unit unit;
    };
    QList<Row> rows;
    for (const Unit &u : reader.units())
        rows.append({regionOf(reader, u.locationId), u});
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row &a, const Row &b) { return a.region.localeAwareCompare(b.region) < 0; });
    m_units->setRowCount(int(rows.size()));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Unit &u = rows.at(i).unit;
        const bool down = isFaceDown(*campaign(), u);
        const bool shown = !down || maysee(u.sideId);
        const QString column = QString(u.type).replace(u' ', u'-');
        QString strength = u.attributes.contains(u"strength"_s)
                                   ? QString::number(u.attributes.value(u"strength"_s).toInt())
                                   : figureText(printed, 1, column);
        const QString op = figureText(printed, 2, column);
        setRow(m_units, int(i),
               {item(rows.at(i).region.isEmpty() ? tr("?") : rows.at(i).region), item(u.locationId),
                item(QString::number(u.id)), item(reader.side(u.sideId).name),
                item(shown ? word(u.type) : tr("face down")), item(shown ? u.name : QString()),
                item(shown ? strength : tr("?")), item(shown ? op : tr("?")),
                item(down ? tr("down") : tr("up")), item(statusText(u))});
        if (u.isEliminated())
            for (int c = 0; c < m_units->columnCount(); ++c)
                m_units->item(int(i), c)->setForeground(Qt::gray);
    }
}

void CharlemagnePanel::fillTreasure()
{
    CampaignReader reader(campaign()->database());
    LedgerReader ledger(campaign()->database());
    CharlemagneTurn turn(*campaign());
    QList<Side> sides;
    for (const Side &s : reader.sides())
        if (s.name != u"Neutral"_s)
            sides << s;
    m_treasure->setRowCount(int(sides.size()));
    // Treasure is secret: its side and the referee read it, nobody else (Charlemagne §25).
    for (qsizetype i = 0; i < sides.size(); ++i)
        setRow(m_treasure, int(i),
               {item(sides.at(i).name),
                maysee(sides.at(i).id) ? item(QString::number(ledger.sumOfEntries(sides.at(i).id)))
                                       : item(tr("secret (§25)"), true),
                item(QString::number(turn.burgsHeld(sides.at(i).name)))});
}

void CharlemagnePanel::fillVictory()
{
    const VictoryCount count = VictoryCounter(*campaign()).count();
    m_victory->setRowCount(int(count.lines.size() + count.missing.size()));
    int row = 0;
    for (const VictoryLine &l : count.lines)
        setRow(m_victory, row++,
               {item(QString::number(l.points)), item(l.source), item(l.where), item(l.ruleRef),
                item(l.text)});
    for (int r = 0; r < m_victory->rowCount(); ++r)
        if (QTableWidgetItem *text = m_victory->item(r, 4))
            text->setToolTip(text->text());
    for (const MissingVictoryFigure &m : count.missing)
        setRow(m_victory, row++,
               {item(tr("?"), true), item(m.what, true), item(m.region, true), item(u"Charlemagne §27.1a"_s),
                item(tr("%1 of %2 is missing: enter it from the printed Region Control Table")
                             .arg(m.what, m.region),
                     true)});
    if (count.complete())
        m_vpTotal->setText(tr("Empire: %1 victory points — %2 (Charlemagne §27.2; only the Empire scores)")
                                   .arg(count.total)
                                   .arg(count.level));
    else
        m_vpTotal->setText(tr("Empire: %1 points counted so far; %2 Region Control Table figure(s) "
                              "missing, so no level yet (Charlemagne §27)")
                                   .arg(count.total)
                                   .arg(count.missing.size()));
}

QString CharlemagnePanel::victoryText() const
{
    return m_vpTotal->text();
}

} // namespace Reeve
