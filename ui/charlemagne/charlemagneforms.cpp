// The forms of the Charlemagne panel: the turn steps whose roll changes the board (one action each,
// Charlemagne::CharlemagneTurn) and the board changes (Charlemagne::CharlemagneBoard).
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "charlemagnepanel.h"
#include "games/charlemagne/charlemagneboard.h"
#include "games/charlemagne/charlemagneturn.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Charlemagne;

namespace {

QSpinBox *spin(int min, int max, int value, const QString &name)
{
    auto *s = new QSpinBox;
    s->setRange(min, max);
    s->setValue(value);
    s->setObjectName(name);
    return s;
}

QComboBox *combo(const QString &name, const QStringList &items = {})
{
    auto *c = new QComboBox;
    c->setObjectName(name);
    c->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    c->setMinimumContentsLength(10);
    c->addItems(items);
    return c;
}

QFormLayout *form(QWidget *box)
{
    auto *f = new QFormLayout(box);
    f->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    return f;
}

QWidget *scrolled(QWidget *page)
{
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(page);
    return scroll;
}

/// Refills \a c with \a items (text, data), keeping the current choice by its data.
void refill(QComboBox *c, const QList<std::pair<QString, QVariant>> &items)
{
    const QVariant current = c->currentData();
    const QSignalBlocker block(c);
    c->clear();
    for (const auto &[text, data] : items)
        c->addItem(text, data);
    const int at = c->findData(current);
    if (at >= 0)
        c->setCurrentIndex(at);
}

const QStringList Sides{u"Empire"_s, u"Tribal"_s};

} // namespace

QWidget *CharlemagnePanel::buildStepsPage()
{
    auto *page = new QWidget;
    auto *v = new QVBoxLayout(page);
    v->addWidget(buildTreasuryGroup());
    v->addWidget(buildVassalageGroup());
    v->addWidget(buildConversionGroup());
    v->addWidget(buildFateGroup());
    v->addStretch(1);
    return scrolled(page);
}

QWidget *CharlemagnePanel::buildTreasuryGroup()
{
    auto *box = new QGroupBox(tr("Treasury Phase (§10)"));
    auto *f = form(box);
    m_treasurySide = combo(u"charlemagneTreasurySide"_s, Sides);
    m_buyCount = spin(1, 50, 1, u"charlemagneBuyCount"_s);
    auto *collect
            = button(tr("Collect treasure"), u"charlemagneTreasury"_s,
                     tr("One TP per occupied unpillaged burg, Byzantium +5, the Caliphate +3, counted on the "
                        "board and posted to the side's treasure in one action (Charlemagne §10.1)"));
    auto *buy = button(
            tr("Buy stratagems"), u"charlemagneBuy"_s,
            tr("Pays the stratagem price per draw from the treasure (Charlemagne §10.2c); draw them in "
               "the Containers panel"));
    connect(collect, &QPushButton::clicked, this, [this] {
        perform(
                tr("Treasury"),
                [this] {
                    return QJsonObject{{u"step"_s, u"treasury"_s}, {u"side"_s, m_treasurySide->currentText()}};
                },
                nullptr, false);
    });
    connect(buy, &QPushButton::clicked, this, [this] {
        perform(
                tr("Buying stratagems"),
                [this] {
                    return QJsonObject{{u"step"_s, u"buy-stratagems"_s},
                                       {u"side"_s, m_treasurySide->currentText()},
                                       {u"count"_s, m_buyCount->value()}};
                },
                nullptr, false);
    });
    auto *row = new QHBoxLayout;
    row->addWidget(collect);
    row->addWidget(m_buyCount);
    row->addWidget(buy);
    row->addStretch(1);
    f->addRow(tr("Side:"), m_treasurySide);
    f->addRow(row);
    return box;
}

/// The spin boxes of a marker bid: own, own double, other's, other's double, modifier.
static QList<QSpinBox *> bidSpins(const QString &prefix, QFormLayout *f, const QString &what)
{
    QList<QSpinBox *> spins{spin(0, 50, 1, prefix + u"Markers"_s), spin(0, 50, 0, prefix + u"Doubles"_s),
                            spin(0, 50, 0, prefix + u"Against"_s),
                            spin(0, 50, 0, prefix + u"AgainstDoubles"_s),
                            spin(-20, 20, 0, prefix + u"Modifier"_s)};
    auto *mine = new QHBoxLayout;
    mine->addWidget(spins.at(0));
    mine->addWidget(new QLabel(QCoreApplication::translate("Reeve::CharlemagnePanel", "+ counting double:")));
    mine->addWidget(spins.at(1));
    mine->addStretch(1);
    auto *theirs = new QHBoxLayout;
    theirs->addWidget(spins.at(2));
    theirs->addWidget(
            new QLabel(QCoreApplication::translate("Reeve::CharlemagnePanel", "+ counting double:")));
    theirs->addWidget(spins.at(3));
    theirs->addStretch(1);
    f->addRow(QCoreApplication::translate("Reeve::CharlemagnePanel", "Own %1 markers:").arg(what), mine);
    f->addRow(QCoreApplication::translate("Reeve::CharlemagnePanel", "Other player's:"), theirs);
    f->addRow(QCoreApplication::translate("Reeve::CharlemagnePanel", "Table modifiers:"), spins.at(4));
    return spins;
}

/// The step's fields for a marker bid and how its result is applied.
static QJsonObject bidOf(const QList<QSpinBox *> &s, QJsonObject call, const QString &reading, bool spend)
{
    const QStringList keys{u"markers"_s, u"double_markers"_s, u"defender_markers"_s,
                           u"defender_double_markers"_s, u"modifier"_s};
    for (int i = 0; i < keys.size(); ++i)
        call.insert(keys.at(i), s.at(i)->value());
    call.insert(u"reading"_s, reading);
    call.insert(u"spend"_s, spend);
    return call;
}

QWidget *CharlemagnePanel::buildVassalageGroup()
{
    auto *box = new QGroupBox(tr("Vassalage (§9)"));
    auto *f = form(box);
    m_vasSide = combo(u"charlemagneVasSide"_s, Sides);
    m_vasRegion = combo(u"charlemagneVasRegion"_s);
    m_regionCombos << m_vasRegion;
    f->addRow(tr("Phasing side:"), m_vasSide);
    f->addRow(tr("Region:"), m_vasRegion);
    m_vasBid = bidSpins(u"charlemagneVas"_s, f, tr("vassalage"));
    m_vasReading = combo(u"charlemagneVasReading"_s, CharlemagneTurn::readings());
    m_vasReading->setToolTip(
            tr("auto: the entered result is read for a side's name, \"success\" or \"fail\"; or "
               "say how it is applied"));
    m_vasSpend = new QCheckBox(tr("Markers back to the Container from both hands (§9.2)"));
    m_vasSpend->setObjectName(u"charlemagneVasSpend"_s);
    m_vasSpend->setChecked(true);
    f->addRow(tr("Result applied:"), m_vasReading);
    f->addRow(m_vasSpend);
    f->addRow(diceRow(tr("Vassalage"), u"charlemagneVassalage"_s, [this] {
        return bidOf(m_vasBid,
                     {{u"step"_s, u"vassalage"_s},
                      {u"side"_s, m_vasSide->currentText()},
                      {u"region"_s, m_vasRegion->currentText()}},
                     m_vasReading->currentText(), m_vasSpend->isChecked());
    }));
    return box;
}

QWidget *CharlemagnePanel::buildConversionGroup()
{
    auto *box = new QGroupBox(tr("Conversion (§18)"));
    auto *f = form(box);
    m_convSide = combo(u"charlemagneConvSide"_s, Sides);
    m_convRegion = combo(u"charlemagneConvRegion"_s);
    m_regionCombos << m_convRegion;
    m_convReligion = combo(u"charlemagneConvReligion"_s, CharlemagneBoard::religions());
    m_convForce = combo(u"charlemagneConvForce"_s, CharlemagneBoard::religions());
    m_convLeader = new QCheckBox(tr("A leader makes the attempt"));
    m_convLeader->setObjectName(u"charlemagneConvLeader"_s);
    f->addRow(tr("Phasing side:"), m_convSide);
    f->addRow(tr("Region:"), m_convRegion);
    f->addRow(tr("Religion sought:"), m_convReligion);
    f->addRow(tr("Force's religion:"), m_convForce);
    f->addRow(m_convLeader);
    m_convBid = bidSpins(u"charlemagneConv"_s, f, tr("missionary"));
    m_convReading = combo(u"charlemagneConvReading"_s, CharlemagneTurn::readings());
    m_convSpend = new QCheckBox(tr("Markers back to the Container from both hands (§18.2)"));
    m_convSpend->setObjectName(u"charlemagneConvSpend"_s);
    m_convSpend->setChecked(true);
    f->addRow(tr("Result applied:"), m_convReading);
    f->addRow(m_convSpend);
    f->addRow(diceRow(tr("Conversion"), u"charlemagneConversion"_s, [this] {
        return bidOf(m_convBid,
                     {{u"step"_s, u"conversion"_s},
                      {u"side"_s, m_convSide->currentText()},
                      {u"region"_s, m_convRegion->currentText()},
                      {u"religion"_s, m_convReligion->currentText()},
                      {u"force_religion"_s, m_convForce->currentText()},
                      {u"leader"_s, m_convLeader->isChecked()}},
                     m_convReading->currentText(), m_convSpend->isChecked());
    }));
    return box;
}

QWidget *CharlemagnePanel::buildBoardPage()
{
    auto *page = new QWidget;
    auto *v = new QVBoxLayout(page);

    auto *regionBox = new QGroupBox(tr("Region control and religion (§4, §18)"));
    auto *rf = form(regionBox);
    m_controlRegion = combo(u"charlemagneControlRegion"_s);
    m_controlTo = combo(u"charlemagneControlTo"_s, CharlemagneBoard::controls());
    m_religionTo = combo(u"charlemagneReligionTo"_s, CharlemagneBoard::religions());
    m_regionCombos << m_controlRegion;
    auto *setControl = button(tr("Set control"), u"charlemagneSetControl"_s,
                              tr("Moves the region's control marker"));
    auto *setReligion = button(tr("Set religion"), u"charlemagneSetReligion"_s,
                               tr("Places a conversion marker"));
    connect(setControl, &QPushButton::clicked, this, [this] {
        change(tr("Control"), [this] {
            return QJsonObject{{u"step"_s, u"control"_s},
                               {u"region"_s, m_controlRegion->currentText()},
                               {u"control"_s, m_controlTo->currentText()}};
        });
    });
    connect(setReligion, &QPushButton::clicked, this, [this] {
        change(tr("Religion"), [this] {
            return QJsonObject{{u"step"_s, u"convert"_s},
                               {u"region"_s, m_controlRegion->currentText()},
                               {u"religion"_s, m_religionTo->currentText()}};
        });
    });
    rf->addRow(tr("Region:"), m_controlRegion);
    auto *c = new QHBoxLayout;
    c->addWidget(m_controlTo);
    c->addWidget(setControl);
    c->addStretch(1);
    rf->addRow(tr("Control:"), c);
    auto *r = new QHBoxLayout;
    r->addWidget(m_religionTo);
    r->addWidget(setReligion);
    r->addStretch(1);
    rf->addRow(tr("Religion:"), r);
    v->addWidget(regionBox);

    auto *hexBox = new QGroupBox(tr("Hexes and markers (§10.3, §17, §24)"));
    auto *hf = form(hexBox);
    m_hexName = new QLineEdit;
    m_hexName->setObjectName(u"charlemagneHexName"_s);
    m_hexName->setPlaceholderText(tr("hex name or number"));
    m_hexRegion = combo(u"charlemagneHexRegion"_s);
    m_regionCombos << m_hexRegion;
    m_hexTerrain = new QLineEdit;
    m_hexTerrain->setObjectName(u"charlemagneHexTerrain"_s);
    m_hexTerrain->setPlaceholderText(tr("clear, forest, rugged, marsh, pass..."));
    m_hexPort = combo(u"charlemagneHexPort"_s, {QString(), u"true"_s, u"false"_s});
    auto *setHex = button(tr("Register / update hex"), u"charlemagneSetHex"_s,
                          tr("Enters the hex as players use it"));
    connect(setHex, &QPushButton::clicked, this, [this] {
        change(tr("Hex"), [this] {
            QJsonObject call{{u"step"_s, u"hex"_s}, {u"hex"_s, m_hexName->text()}};
            if (!m_hexRegion->currentText().isEmpty())
                call.insert(u"region"_s, m_hexRegion->currentText());
            if (!m_hexTerrain->text().trimmed().isEmpty())
                call.insert(u"terrain"_s, m_hexTerrain->text());
            if (!m_hexPort->currentText().isEmpty())
                call.insert(u"port"_s, m_hexPort->currentText() == u"true"_s);
            return call;
        });
    });
    hf->addRow(tr("Hex:"), m_hexName);
    hf->addRow(tr("Region:"), m_hexRegion);
    hf->addRow(tr("Terrain:"), m_hexTerrain);
    hf->addRow(tr("Port:"), m_hexPort);
    hf->addRow(setHex);
    m_markerHex = combo(u"charlemagneMarkerHex"_s);
    m_hexCombos << m_markerHex;
    m_markerKind = combo(u"charlemagneMarkerKind"_s, CharlemagneBoard::markerKinds());
    auto *place = button(tr("Place"), u"charlemagnePlaceMarker"_s,
                         tr("One burg and one civilization marker per hex"));
    auto *remove = button(tr("Remove"), u"charlemagneRemoveMarker"_s, tr("Takes the marker off the hex"));
    connect(place, &QPushButton::clicked, this, [this] {
        change(tr("Marker"), [this] {
            return QJsonObject{{u"step"_s, m_markerKind->currentText()},
                               {u"hex"_s, m_markerHex->currentText()}};
        });
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        change(tr("Marker"), [this] {
            return QJsonObject{{u"step"_s, m_markerKind->currentText()},
                               {u"hex"_s, m_markerHex->currentText()},
                               {u"remove"_s, true}};
        });
    });
    auto *m = new QHBoxLayout;
    m->addWidget(m_markerKind);
    m->addWidget(place);
    m->addWidget(remove);
    m->addStretch(1);
    hf->addRow(tr("Marker on:"), m_markerHex);
    hf->addRow(QString(), m);
    v->addWidget(hexBox);
    v->addWidget(buildFiguresGroup());
    v->addStretch(1);
    return scrolled(page);
}

QWidget *CharlemagnePanel::buildFiguresGroup()
{
    auto *box = new QGroupBox(tr("Region Control Table figures (from the printed chart)"));
    auto *f = form(box);
    m_figureRegion = combo(u"charlemagneFigureRegion"_s);
    m_regionCombos << m_figureRegion;
    m_figureLevy = spin(0, 20, 1, u"charlemagneFigureLevy"_s);
    m_figureReligion = combo(u"charlemagneFigureReligion"_s, CharlemagneBoard::religions());
    auto *levy = button(tr("Enter levy"), u"charlemagneEnterLevy"_s,
                        tr("The region's levy (also its victory points)"));
    auto *religion = button(tr("Enter original religion"), u"charlemagneEnterReligion"_s,
                            tr("The region's original religion"));
    connect(levy, &QPushButton::clicked, this, [this] {
        change(tr("Levy figure"), [this] {
            return QJsonObject{{u"step"_s, u"region-levy"_s},
                               {u"region"_s, m_figureRegion->currentText()},
                               {u"levy"_s, m_figureLevy->value()}};
        });
    });
    connect(religion, &QPushButton::clicked, this, [this] {
        change(tr("Religion figure"), [this] {
            return QJsonObject{{u"step"_s, u"region-religion"_s},
                               {u"region"_s, m_figureRegion->currentText()},
                               {u"religion"_s, m_figureReligion->currentText()}};
        });
    });
    f->addRow(tr("Region:"), m_figureRegion);
    auto *l = new QHBoxLayout;
    l->addWidget(m_figureLevy);
    l->addWidget(levy);
    l->addStretch(1);
    f->addRow(tr("Levy:"), l);
    auto *r = new QHBoxLayout;
    r->addWidget(m_figureReligion);
    r->addWidget(religion);
    r->addStretch(1);
    f->addRow(tr("Original religion:"), r);
    return box;
}

QWidget *CharlemagnePanel::buildUnitsPage()
{
    auto *page = new QWidget;
    auto *v = new QVBoxLayout(page);
    auto *levyBox = new QGroupBox(tr("Levy, mercenaries, the Scara (§11, §29)"));
    auto *lf = form(levyBox);
    m_levySide = combo(u"charlemagneLevySide"_s, CharlemagneBoard::controls());
    m_levyType = combo(u"charlemagneLevyType"_s, CharlemagneBoard::unitTypes());
    m_levyAt = combo(u"charlemagneLevyAt"_s);
    m_locationCombos << m_levyAt;
    m_levyName = new QLineEdit;
    m_levyName->setObjectName(u"charlemagneLevyName"_s);
    m_levyName->setPlaceholderText(tr("optional name"));
    auto *levy = button(
            tr("Place unit"), u"charlemagneLevy"_s,
            tr("A Tribal or neutral unit is placed face down: its type stays out of the public log"));
    connect(levy, &QPushButton::clicked, this, [this] {
        change(tr("Levy"), [this] {
            QJsonObject call{{u"step"_s, u"levy"_s},
                             {u"side"_s, m_levySide->currentText()},
                             {u"type"_s, m_levyType->currentText()},
                             {u"location"_s, m_levyAt->currentData().toString()}};
            if (!m_levyName->text().trimmed().isEmpty())
                call.insert(u"name"_s, m_levyName->text().trimmed());
            return call;
        });
    });
    lf->addRow(tr("Side:"), m_levySide);
    lf->addRow(tr("Type:"), m_levyType);
    lf->addRow(tr("At:"), m_levyAt);
    lf->addRow(tr("Name:"), m_levyName);
    lf->addRow(levy);
    v->addWidget(levyBox);

    auto *unitBox = new QGroupBox(tr("A unit: strength, move, elimination (§13, §16)"));
    auto *uf = form(unitBox);
    m_unit = combo(u"charlemagneUnit"_s);
    m_unitCombos << m_unit;
    m_strength = spin(0, 99, 6, u"charlemagneStrength"_s);
    m_moveTo = combo(u"charlemagneMoveTo"_s);
    m_locationCombos << m_moveTo;
    auto *strength = button(tr("Set strength"), u"charlemagneSetStrength"_s, tr("A new combat strength"));
    auto *move = button(tr("Move"), u"charlemagneMove"_s,
                        tr("Moves the unit (face down: unnamed in the public log)"));
    auto *eliminate = button(tr("Eliminate"), u"charlemagneEliminate"_s, tr("Takes the unit off the board"));
    const auto unitId = [this] { return m_unit->currentData().toLongLong(); };
    connect(strength, &QPushButton::clicked, this, [=, this] {
        change(tr("Strength"), [=, this] {
            return QJsonObject{{u"step"_s, u"strength"_s},
                               {u"unit"_s, unitId()},
                               {u"strength"_s, m_strength->value()}};
        });
    });
    connect(move, &QPushButton::clicked, this, [=, this] {
        change(tr("Move"), [=, this] {
            return QJsonObject{{u"step"_s, u"move"_s},
                               {u"unit"_s, unitId()},
                               {u"to"_s, m_moveTo->currentData().toString()}};
        });
    });
    connect(eliminate, &QPushButton::clicked, this, [=, this] {
        change(tr("Elimination"), [=, this] {
            return QJsonObject{{u"step"_s, u"eliminate"_s}, {u"unit"_s, unitId()}};
        });
    });
    uf->addRow(tr("Unit:"), m_unit);
    auto *s = new QHBoxLayout;
    s->addWidget(m_strength);
    s->addWidget(strength);
    s->addStretch(1);
    uf->addRow(tr("Strength:"), s);
    auto *mv = new QHBoxLayout;
    mv->addWidget(m_moveTo);
    mv->addWidget(move);
    mv->addStretch(1);
    uf->addRow(tr("Move to:"), mv);
    uf->addRow(eliminate);
    v->addWidget(unitBox);
    v->addStretch(1);
    return scrolled(page);
}

void CharlemagnePanel::fillChoices()
{
    CampaignReader reader(m_campaign->database());
    QList<std::pair<QString, QVariant>> regions, hexes, locations, units;
    for (const Location &l : reader.locations()) {
        if (l.kind == u"region"_s)
            regions.append({l.id, l.id});
        else if (l.kind == u"hex"_s)
            hexes.append({l.id, l.id});
        locations.append({l.kind == u"hex"_s ? tr("%1 (hex)").arg(l.id) : l.id, l.id});
    }
    QList<std::pair<qint64, QString>> battle;
    for (const Unit &u : reader.units()) {
        if (u.isEliminated())
            continue;
        const QString side = reader.side(u.sideId).name;
        const bool shown = !isFaceDown(*m_campaign, u) || maysee(u.sideId);
        const QString what = shown ? (u.name.isEmpty() ? u.type : u.name) : tr("face down");
        const QString label = tr("#%1 %2 %3 at %4").arg(u.id).arg(side, what, u.locationId);
        units.append({label, u.id});
        battle.append({u.id, label});
    }
    fillBattleUnits(battle);
    for (QComboBox *c : std::as_const(m_regionCombos))
        refill(c, regions);
    for (QComboBox *c : std::as_const(m_hexCombos))
        refill(c, hexes);
    for (QComboBox *c : std::as_const(m_locationCombos))
        refill(c, c == m_rejoin ? QList<std::pair<QString, QVariant>>{{tr("(stays where he is)"), QString()}}
                                          + locations
                                : locations);
    for (QComboBox *c : std::as_const(m_unitCombos))
        refill(c, units);
}

} // namespace Reeve
