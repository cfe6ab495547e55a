// The umpire's desk, continued: the season's header, the read-only tables that follow the
// campaign (armies and fleets, provinces, treasuries, the season's orders) and the opened
// orders the order picker offers.
#include "dbadeskpanel.h"

#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/paneltables.h"
#include "dba/dbaorderpicker.h"
#include "games/dba/dbaarmy.h"
#include "games/dba/dbatreasury.h"
#include "games/dba/dbaumpire.h"
#include "orders/orderbook.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QTableWidget *makeTable(const QStringList &headers, const QString &name)
{
    QTableWidget *t = PanelTables::readOnly(headers, name);
    t->setWordWrap(false); // long element lists stay on one line; the tooltip has them whole
    return t;
}

/// "3 sp/i, 2 kn/f" in the order the kinds first appear (the order losses are taken in).
QString elementsByKind(const QStringList &elements)
{
    QStringList order;
    QMap<QString, int> counts;
    for (const QString &code : elements) {
        if (!counts.contains(code))
            order << code;
        ++counts[code];
    }
    QStringList parts;
    for (const QString &code : std::as_const(order))
        parts << (counts.value(code) == 1 ? code : u"%1 %2"_s.arg(counts.value(code)).arg(code));
    return parts.join(u", "_s);
}

} // namespace

QWidget *DbaDeskPanel::buildTables()
{
    m_armies = makeTable({tr("Nation"), tr("Army or fleet"), tr("Where"), tr("Moves used"), tr("General"),
                          tr("Elements"), tr("Points"), tr("Supply"), tr("State")},
                         u"dbaArmies"_s);
    m_armies->setToolTip(
            tr("Every nation's armies and fleets: where each is, its general (C-in-C marked), its "
               "elements by kind in the order they are given up to losses, its Table 1 points and "
               "supply units. Moves used: what each has spent of the season's moves (half moves "
               "count). A fleet not marked at sea is beached in its province."));
    m_provinces = makeTable({tr("Province"), tr("Owner"), tr("Home of"), tr("Revenue"), tr("Town"),
                             tr("Coastal"), tr("Hostile moves"), tr("Borders recorded"), tr("Umpire's notes")},
                            u"dbaProvinces"_s);
    m_provinces->setToolTip(
            tr("The provinces of Table 4 as the umpire keeps them: owner (and home owner when it "
               "was taken), revenue, town, hostile moves this year (taxes) and the borders "
               "recorded with their type."));
    m_provinceFilter = new QLineEdit;
    m_provinceFilter->setObjectName(u"dbaProvinceFilter"_s);
    m_provinceFilter->setPlaceholderText(tr("Filter provinces (name, owner, town…)"));
    m_provinceFilter->setClearButtonEnabled(true);
    connect(m_provinceFilter, &QLineEdit::textChanged, this, &DbaDeskPanel::filterProvinces);
    auto *provincePage = new QWidget;
    auto *pl = new QVBoxLayout(provincePage);
    pl->setContentsMargins(0, 0, 0, 0);
    pl->addWidget(m_provinceFilter);
    pl->addWidget(m_provinces, 1);
    m_treasuries = makeTable({tr("Nation"), tr("Treasury (£)"), tr("Where it lies"), tr("Provinces held"),
                              tr("Revenue held"), tr("Armies and fleets"), tr("Elements")},
                             u"dbaTreasuries"_s);
    m_treasuries->setToolTip(tr("Each nation's treasury as the ledger holds it (secret to the nation and the "
                                "umpire), where the money lies (its capital, towns, armies: the Treasury "
                                "step), the provinces it holds now and their revenue, and its forces."));
    m_orders = makeTable({tr("Nation"), tr("No."), tr("If"), tr("Order"), tr("State"), tr("Fate")},
                         u"dbaOrders"_s);
    m_orders->setToolTip(tr("The season's written orders once the umpire has opened them (the Orders "
                            "panel's Open for adjudication). Double-click one to name it in the step."));
    connect(m_orders, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { useOrderRow(row); });

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(u"dbaDeskTabs"_s);
    m_tabs->addTab(m_armies, tr("&Armies && fleets"));
    m_tabs->addTab(m_orders, tr("&Orders"));
    m_tabs->addTab(provincePage, tr("&Provinces"));
    m_tabs->addTab(m_treasuries, tr("&Treasuries"));
    return m_tabs;
}

QString DbaDeskPanel::headerText() const
{
    return m_header->text();
}

void DbaDeskPanel::refreshDock()
{
    if (!campaign()) { // none, or locked until the referee's PIN is given
        for (QTableWidget *t : {m_armies, m_provinces, m_treasuries, m_orders})
            t->setRowCount(0);
        m_header->clear();
        m_orderPicker->setOrders({});
        m_stack->setCurrentIndex(0);
        m_unlock->setVisible(m_given != nullptr);
        m_locked->setText(
                m_given ? tr("The umpire's desk shows every nation's armies, treasury and orders: it "
                             "opens with the referee's PIN.")
                        : tr("Open a DBA campaign (\"1066 and all that\") to adjudicate its season."));
        return;
    }
    m_stack->setCurrentIndex(1);
    try {
        fillHeader();
        fillArmies();
        fillProvinces();
        fillTreasuries();
        fillOrders();
        fillOrderChoices();
    } catch (const Failure &failure) {
        showMessage(tr("The desk cannot read the campaign: %1").arg(failure.message()), true);
    }
}

void DbaDeskPanel::fillHeader()
{
    CampaignReader reader(campaign()->database());
    const ClockState clock = reader.clock();
    // Moves are adjudicated in turn: the header says which move of the season the umpire is in.
    DbaUmpire umpire(*campaign());
    const int moves = umpire.movesThisSeason();
    QString text = tr("%1 (turn %2)").arg(campaign()->game().describeTurn(clock.turn)).arg(clock.turn);
    if (moves > 0)
        text += tr(" — move %1 of %2").arg(umpire.currentMove()).arg(moves);
    else
        text += tr(" — the clock is not in a season");
    QStringList states;
    int opened = 0, sealed = 0;
    for (const SealedOrders &o : OrderBook(*campaign()).orders())
        (o.opened || o.revealed ? opened : sealed) += 1;
    if (opened + sealed == 0)
        states << tr("no orders written yet");
    if (opened > 0)
        states << tr("%n nation(s)' orders opened", nullptr, opened);
    if (sealed > 0)
        states << tr("%n still sealed", nullptr, sealed);
    m_header->setText(text + tr(" — %1").arg(states.join(u", "_s)));
}

void DbaDeskPanel::fillArmies()
{
    DbaArmies armies(*campaign());
    const QList<DbaArmy> list = armies.all();
    const int turn = CampaignReader(campaign()->database()).clock().turn;
    const int seasonMoves = DbaUmpire(*campaign()).movesThisSeason();
    m_armies->setRowCount(int(list.size()));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const DbaArmy &a = list.at(i);
        const bool fleet = a.type == u"fleet"_s;
        QString general = a.general.isEmpty() ? tr("— (uncommanded)") : a.general;
        if (a.ruler && !a.general.isEmpty())
            general = tr("%1 (C-in-C)").arg(a.general);
        QString state = fleet ? (a.attributes.value(u"beached"_s).toBool() ? tr("beached")
                                                                           : tr("standing out to sea"))
                              : (a.inTown ? tr("in a town") : tr("in the field"));
        if (const QJsonObject voyage = a.attributes.value(u"voyage"_s).toObject(); !voyage.isEmpty())
            state = tr("at sea, bound for %1 (lands at move %2)")
                            .arg(voyage.value(u"to"_s).toString())
                            .arg(voyage.value(u"lands_move"_s).toInt());
        if (a.attributes.value(u"wait_defend"_s).toBool())
            state = tr("%1; waits to defend").arg(state);
        if (const qint64 treasure = DbaTreasury::carried(a); treasure > 0)
            state = tr("%1; carries £%2 of the treasury").arg(state).arg(treasure);
        PanelTables::setRow(m_armies, int(i),
                            {a.sideName, a.name, a.location,
                             tr("%1 of %2").arg(QString::number(a.movesUsed(turn))).arg(seasonMoves), general,
                             elementsByKind(a.elements), armies.total(a), a.supply, state});
    }
}

void DbaDeskPanel::fillProvinces()
{
    const QList<Location> locations = CampaignReader(campaign()->database()).locations();
    m_provinces->setRowCount(int(locations.size()));
    for (qsizetype i = 0; i < locations.size(); ++i) {
        const QJsonObject &a = locations.at(i).attributes;
        const QString owner = a.value(u"owner"_s).toString();
        const QString home = a.value(u"home"_s).toString();
        QStringList borders;
        const QJsonObject b = a.value(u"borders"_s).toObject();
        for (auto it = b.begin(); it != b.end(); ++it)
            borders << tr("%1 (%2)").arg(it.key(), it.value().toString());
        const QString town = a.value(u"town"_s).toString();
        // What the umpire keeps on a province besides the map: secrets included, as the desk is his alone.
        QStringList notes;
        if (a.contains(u"capital"_s))
            notes << tr("capital of %1").arg(a.value(u"capital"_s).toString());
        const QJsonObject money = a.value(u"treasure"_s).toObject();
        for (auto it = money.begin(); it != money.end(); ++it)
            notes << tr("£%1 of %2's treasury in its town").arg(it.value().toInteger()).arg(it.key());
        for (const QJsonValue &w : a.value(u"works"_s).toArray())
            notes << tr("works: %1 (%2)")
                             .arg(w.toObject().value(u"project"_s).toString(),
                                  w.toObject().value(u"side"_s).toString());
        for (const QJsonValue &r : a.value(u"incited"_s).toArray())
            notes << tr("rising incited by %1").arg(r.toObject().value(u"by"_s).toString());
        if (a.value(u"towns"_s).toInt() > 1)
            notes << tr("%1 towns").arg(a.value(u"towns"_s).toInt());
        PanelTables::setRow(m_provinces, int(i),
                            {locations.at(i).id, owner.isEmpty() ? u"—"_s : owner,
                             home == owner ? QString() : home, a.value(u"revenue"_s).toInt(),
                             town.isEmpty() || town == u"none"_s ? QString() : town,
                             a.value(u"coastal"_s).toBool() ? tr("coastal") : QString(),
                             a.value(u"hostile_moves"_s).toInt(),
                             borders.isEmpty() ? tr("none recorded") : borders.join(u", "_s),
                             notes.join(u"; "_s)});
    }
    filterProvinces();
}

void DbaDeskPanel::filterProvinces()
{
    const QString wanted = m_provinceFilter->text().trimmed();
    for (int row = 0; row < m_provinces->rowCount(); ++row) {
        bool match = wanted.isEmpty();
        for (int col = 0; !match && col < m_provinces->columnCount(); ++col)
            if (QTableWidgetItem *item = m_provinces->item(row, col))
                match = item->text().contains(wanted, Qt::CaseInsensitive);
        m_provinces->setRowHidden(row, !match);
    }
}

void DbaDeskPanel::fillTreasuries()
{
    CampaignReader reader(campaign()->database());
    const QList<Side> sides = reader.sides();
    QMap<qint64, qint64> balance;
    for (const Account &a : reader.accounts())
        balance[a.sideId] += a.balance;
    QMap<QString, int> provinces, revenue, forces, elements;
    for (const Location &l : reader.locations()) {
        const QString owner = l.attributes.value(u"owner"_s).toString();
        provinces[owner] += 1;
        revenue[owner] += l.attributes.value(u"revenue"_s).toInt();
    }
    for (const DbaArmy &a : DbaArmies(*campaign()).all()) {
        forces[a.sideName] += 1;
        elements[a.sideName] += int(a.elements.size());
    }
    m_treasuries->setRowCount(int(sides.size()));
    DbaTreasury treasury(*campaign());
    for (qsizetype i = 0; i < sides.size(); ++i) {
        const QString &name = sides.at(i).name;
        const QString where = treasury.tracked(sides.at(i).id) ? treasury.describe(sides.at(i).id)
                                                               : tr("capital not recorded");
        PanelTables::setRow(m_treasuries, int(i),
                            {name, balance.value(sides.at(i).id), where, provinces.value(name),
                             revenue.value(name), forces.value(name), elements.value(name)});
    }
}

void DbaDeskPanel::fillOrders()
{
    const QList<SealedOrders> all = OrderBook(*campaign()).orders();
    int rows = 0;
    for (const SealedOrders &o : all)
        rows += int(o.items.size());
    m_orders->setRowCount(rows);
    int row = 0;
    for (const SealedOrders &o : all) {
        const bool readable = o.opened || o.revealed;
        const QString state = o.revealed ? tr("revealed") : o.opened ? tr("opened") : tr("sealed");
        for (const OrderItem &item : o.items) {
            PanelTables::setRow(m_orders, row,
                                {o.sideName, item.number, readable ? item.condition : QString(),
                                 readable ? item.text : tr("(sealed until the umpire opens the orders)"),
                                 state, item.fate.isEmpty() ? QString() : item.fate});
            m_orders->item(row, 0)->setData(Qt::UserRole,
                                            QJsonObject{{u"side"_s, o.sideName}, {u"number"_s, item.number}});
            ++row;
        }
    }
}

void DbaDeskPanel::useOrderRow(int row)
{
    const QJsonObject order = m_orders->item(row, 0)->data(Qt::UserRole).toJsonObject();
    if (!m_orderPicker->isVisibleTo(this)
        || !m_orderPicker->choose(order.value(u"side"_s).toString(), order.value(u"number"_s).toInt()))
        showMessage(tr("That order is not open for adjudication, or this step names no order."));
}

void DbaDeskPanel::fillOrderChoices()
{
    QList<QPair<QString, QJsonObject>> orders;
    for (const SealedOrders &o : OrderBook(*campaign()).orders()) {
        if (!o.opened && !o.revealed)
            continue; // a sealed order is not the umpire's to carry out yet
        for (const OrderItem &item : o.items) {
            QString text = item.condition.isEmpty() ? item.text
                                                    : tr("if %1: %2").arg(item.condition, item.text);
            if (text.size() > 60)
                text = text.left(57) + u"…"_s;
            orders.append({tr("%1 %2. %3").arg(o.sideName).arg(item.number).arg(text),
                           QJsonObject{{u"side"_s, o.sideName}, {u"number"_s, item.number}}});
        }
    }
    m_orderPicker->setOrders(orders);
}

} // namespace Reeve
