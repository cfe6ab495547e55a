// The step forms of the Britain year panel: one tab per part of the referee's year, each rule
// step with its Roll button and a line for the dice rolled at the table.
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include "britainpanel.h"
#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "common/paneltables.h"
#include "games/britain/britainstate.h"
#include "procedures/procedureresultview.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Britain;

namespace {

const QString HouseTable = u"britain.house-settings"_s;

QSpinBox *spin(int min, int max, int value, const QString &name)
{
    auto *s = new QSpinBox;
    s->setRange(min, max);
    s->setValue(value);
    s->setObjectName(name);
    return s;
}

QComboBox *combo(const QString &name)
{
    auto *c = new QComboBox;
    c->setObjectName(name);
    c->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    c->setMinimumContentsLength(12);
    return c;
}

QListWidget *checklist(const QString &name)
{
    auto *l = new QListWidget;
    l->setObjectName(name);
    l->setMaximumHeight(90);
    return l;
}

QStringList checked(const QListWidget *list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            out << list->item(i)->text();
    return out;
}

/// A form whose fields keep their natural width, so the page fits a narrow dock.
QFormLayout *form(QWidget *box)
{
    auto *f = new QFormLayout(box);
    f->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    return f;
}

QLabel *note(const QString &text)
{
    auto *l = new QLabel(text);
    l->setWordWrap(true);
    l->setStyleSheet(u"color: #5f6368;"_s);
    return l;
}

/// A tab page of groups, scrolling on its own so the dock can be shorter than the tallest form.
QWidget *page(const QList<QWidget *> &groups)
{
    auto *w = new QWidget;
    auto *layout = new QVBoxLayout(w);
    for (QWidget *g : groups)
        layout->addWidget(g);
    layout->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(w);
    return scroll;
}

} // namespace

QPushButton *BritainPanel::actionButton(const QString &text, const QString &name, const QString &tip)
{
    auto *b = new QPushButton(text);
    b->setObjectName(name);
    b->setToolTip(tip);
    m_actions << b;
    return b;
}

QWidget *BritainPanel::diceRow(const QString &what, const QString &name, const Step &step)
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *roll = actionButton(tr("Roll"), name + u"Roll"_s,
                              tr("Reeve rolls the dice (logged with the step)."));
    auto *line = new QLineEdit;
    line->setObjectName(name + u"Dice"_s);
    line->setPlaceholderText(tr("Enter dice…  e.g. 4, 2"));
    line->setClearButtonEnabled(true);
    line->setMaximumWidth(220);
    line->setToolTip(tr("The faces rolled at the table, in order, separated by commas."));
    auto *use = actionButton(tr("Use dice"), name + u"UseDice"_s,
                             tr("Resolves the step on the dice entered."));
    connect(roll, &QPushButton::clicked, this, [=, this] { perform(what, step, line, false); });
    connect(use, &QPushButton::clicked, this, [=, this] { perform(what, step, line, true); });
    connect(line, &QLineEdit::returnPressed, use, &QPushButton::click);
    layout->addWidget(roll);
    layout->addWidget(line, 1);
    layout->addWidget(use);
    layout->addStretch(0);
    return row;
}

QWidget *BritainPanel::buildYearPage()
{
    auto *incursion = new QGroupBox(tr("Year of the next incursion (Britain, STRATEGIC MOVEMENT)"));
    auto *il = new QVBoxLayout(incursion);
    il->addWidget(note(tr("A d6 of years from now; the campaign's year moves there.")));
    il->addWidget(diceRow(tr("Incursion"), u"incursion"_s, [] {
        return QJsonObject{{u"step"_s, u"incursion"_s}};
    }));

    auto *leader = new QGroupBox(tr("War leader (Britain, STRATEGIC MOVEMENT)"));
    auto *ll = form(leader);
    m_leaderSide = combo(u"leaderSide"_s);
    m_sideCombos << m_leaderSide;
    ll->addRow(tr("People:"), m_leaderSide);
    ll->addRow(
            note(tr("Every named band of the people puts its chieftain forward (ability, victories, defeats, "
                    "the present war leader's bonus). Dice: one per chieftain in the bands' order, then the "
                    "rolls that break a tie.")));
    ll->addRow(diceRow(tr("War leader"), u"warLeader"_s, [this] {
        return QJsonObject{{u"step"_s, u"war-leader"_s}, {u"side"_s, m_leaderSide->currentText()}};
    }));

    auto *end = new QGroupBox(tr("The year's end (Britain, STRATEGIC MOVEMENT)"));
    auto *el = new QHBoxLayout(end);
    auto *close = actionButton(tr("&Close the year"), u"closeYear"_s,
                               tr("Next waves join their bands, casualties and states are cleared, unsettled "
                                  "Germanic bands sail home, and British bands of lost districts disband."));
    connect(close, &QPushButton::clicked, this, [this] {
        perform(
                tr("Close the year"),
                [] {
                    return QJsonObject{{u"step"_s, u"close-year"_s}};
                },
                nullptr, false);
    });
    m_setYear = spin(440, 700, 440, u"setYear"_s);
    auto *setYear = actionButton(tr("Set year"), u"setYearButton"_s,
                                 tr("Puts the campaign's year right by hand."));
    connect(setYear, &QPushButton::clicked, this, [this] {
        enter(tr("Set year"), [this] {
            return QJsonObject{{u"step"_s, u"year"_s}, {u"year"_s, m_setYear->value()}};
        });
    });
    el->addWidget(close);
    el->addStretch(1);
    el->addWidget(new QLabel(tr("Year:")));
    el->addWidget(m_setYear);
    el->addWidget(setYear);
    return page({incursion, leader, end});
}

QWidget *BritainPanel::buildBattlePage()
{
    return page({buildMeleeGroup(), buildLossesGroup(), buildStruckGroup(), buildRecordGroup()});
}

QWidget *BritainPanel::buildMeleeGroup()
{
    auto *melee = new QGroupBox(tr("Melee drive-back (Britain, melee)"));
    auto *ml = form(melee);
    m_meleeA = combo(u"meleeA"_s);
    m_meleeB = combo(u"meleeB"_s);
    m_bandCombos << m_meleeA << m_meleeB;
    m_aSurvivors = spin(0, 100000, 0, u"aSurvivors"_s);
    m_aInflicted = spin(0, 100000, 0, u"aInflicted"_s);
    m_bSurvivors = spin(0, 100000, 0, u"bSurvivors"_s);
    m_bInflicted = spin(0, 100000, 0, u"bInflicted"_s);
    auto *figures = new QWidget;
    auto *grid = new QGridLayout(figures);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("Band")), 0, 1);
    grid->addWidget(new QLabel(tr("Survivors")), 0, 2);
    grid->addWidget(new QLabel(tr("Slain or driven back")), 0, 3);
    grid->addWidget(new QLabel(tr("A:")), 1, 0);
    grid->addWidget(m_meleeA, 1, 1);
    grid->addWidget(m_aSurvivors, 1, 2);
    grid->addWidget(m_aInflicted, 1, 3);
    grid->addWidget(new QLabel(tr("B:")), 2, 0);
    grid->addWidget(m_meleeB, 2, 1);
    grid->addWidget(m_bSurvivors, 2, 2);
    grid->addWidget(m_bInflicted, 2, 3);
    grid->setColumnStretch(4, 1);
    ml->addRow(figures);
    auto *resolve = actionButton(tr("Resolve melee"), u"meleeButton"_s,
                                 tr("A side 25% greater drives the other back (no dice)."));
    connect(resolve, &QPushButton::clicked, this, [this] {
        perform(
                tr("Melee"),
                [this] {
                    return QJsonObject{{u"step"_s, u"melee"_s},
                                       {u"band_a"_s, m_meleeA->currentText()},
                                       {u"band_b"_s, m_meleeB->currentText()},
                                       {u"a_survivors"_s, m_aSurvivors->value()},
                                       {u"a_inflicted"_s, m_aInflicted->value()},
                                       {u"b_survivors"_s, m_bSurvivors->value()},
                                       {u"b_inflicted"_s, m_bInflicted->value()}};
                },
                nullptr, false);
    });
    ml->addRow(resolve);
    return melee;
}

QWidget *BritainPanel::buildLossesGroup()
{
    auto *losses = new QGroupBox(tr("Losses (archery, melee)"));
    auto *lh = new QHBoxLayout(losses);
    m_lossBand = combo(u"lossBand"_s);
    m_bandCombos << m_lossBand;
    m_lossCount = spin(0, 100000, 0, u"lossCount"_s);
    auto *add
            = actionButton(tr("Add losses"), u"lossButton"_s,
                           tr("Counts warriors lost on the band without a morale check (e.g. to archery)."));
    connect(add, &QPushButton::clicked, this, [this] {
        enter(tr("Losses"), [this] {
            return QJsonObject{{u"step"_s, u"losses"_s},
                               {u"band"_s, m_lossBand->currentText()},
                               {u"lost"_s, m_lossCount->value()}};
        });
    });
    lh->addWidget(m_lossBand, 1);
    lh->addWidget(m_lossCount);
    lh->addWidget(add);
    return losses;
}

QWidget *BritainPanel::buildStruckGroup()
{
    auto *struck = new QGroupBox(tr("Leader struck down (Britain, A FINAL NOTE ON LEADERS)"));
    auto *sl = form(struck);
    m_struckBand = combo(u"struckBand"_s);
    m_bandCombos << m_struckBand;
    m_struckBattle = combo(u"struckBattle"_s);
    m_struckBattle->addItem(tr("undecided"), u"undecided"_s);
    m_struckBattle->addItem(tr("won"), u"won"_s);
    m_struckBattle->addItem(tr("lost"), u"lost"_s);
    sl->addRow(tr("Band:"), m_struckBand);
    sl->addRow(tr("His side's battle:"), m_struckBattle);
    sl->addRow(diceRow(tr("Leader struck"), u"struck"_s, [this] {
        return QJsonObject{{u"step"_s, u"struck"_s},
                           {u"band"_s, m_struckBand->currentText()},
                           {u"battle"_s, m_struckBattle->currentData().toString()}};
    }));
    return struck;
}

QWidget *BritainPanel::buildRecordGroup()
{
    auto *record = new QGroupBox(tr("Battle record (Britain, STRATEGIC MOVEMENT)"));
    auto *rh = new QHBoxLayout(record);
    m_recordBand = combo(u"recordBand"_s);
    m_bandCombos << m_recordBand;
    auto *won = actionButton(tr("Victory"), u"victoryButton"_s,
                             tr("Counts a victory on the chieftain's record."));
    auto *lost = actionButton(tr("Defeat"), u"defeatButton"_s,
                              tr("Counts a defeat on the chieftain's record."));
    connect(won, &QPushButton::clicked, this, [this] {
        enter(tr("Victory"), [this] {
            return QJsonObject{{u"step"_s, u"won"_s}, {u"band"_s, m_recordBand->currentText()}};
        });
    });
    connect(lost, &QPushButton::clicked, this, [this] {
        enter(tr("Defeat"), [this] {
            return QJsonObject{{u"step"_s, u"lost"_s}, {u"band"_s, m_recordBand->currentText()}};
        });
    });
    rh->addWidget(m_recordBand, 1);
    rh->addWidget(won);
    rh->addWidget(lost);
    return record;
}

QWidget *BritainPanel::buildMoralePage()
{
    return page({buildMoraleGroup(), buildRallyGroup(), buildFavourGroup()});
}

QWidget *BritainPanel::buildMoraleGroup()
{
    auto *morale = new QGroupBox(tr("Morale check (Britain, MORALE)"));
    auto *mf = form(morale);
    m_moraleBand = combo(u"moraleBand"_s);
    m_bandCombos << m_moraleBand;
    m_moraleLost = spin(0, 100000, 0, u"moraleLost"_s);
    m_breakthroughs = spin(0, 100, 0, u"breakthroughs"_s);
    mf->addRow(tr("Band:"), m_moraleBand);
    mf->addRow(tr("Warriors lost this turn:"), m_moraleLost);
    mf->addRow(tr("Breakthroughs suffered:"), m_breakthroughs);
    // The fragment gives the modifiers but not what the roll must reach: the referee's house setting.
    m_houseMorale = combo(u"houseMorale"_s);
    m_houseMorale->setEditable(true);
    m_houseMorale->addItems({u"2"_s, u"3"_s, u"4"_s, u"5"_s, u"below-ability"_s, u"at-most-ability"_s});
    m_houseMorale->setToolTip(
            tr("A number N: the band holds on a modified roll of N or more; below-ability or "
               "at-most-ability: the die against the chieftain's ability lowered by the modifiers."));
    m_houseMoraleNow = new QLabel;
    m_houseMoraleNow->setObjectName(u"houseMoraleNow"_s);
    m_houseMoraleNow->setTextFormat(Qt::RichText);
    auto *setHouse = actionButton(
            tr("Set house setting"), u"houseMoraleButton"_s,
            tr("Stores the morale test in table britain.house-settings (a logged house figure)."));
    connect(setHouse, &QPushButton::clicked, this, [this] {
        const QString v = m_houseMorale->currentText().trimmed();
        bool isNumber = false;
        const int n = v.toInt(&isNumber);
        // A house figure, not a step of the game: the table's own one-action write.
        const std::optional<QString> error = PanelTables::failureOf(tr("House setting"), [&] {
            const qint64 seq = CampaignTables::setCell(*m_campaign, HouseTable, u"1"_s, u"morale-test"_s,
                                                       isNumber ? QJsonValue(n) : QJsonValue(v));
            m_result->hide();
            showDone({seq});
        });
        if (error)
            showError(*error);
    });
    auto *house = new QWidget;
    auto *hh = new QHBoxLayout(house);
    hh->setContentsMargins(0, 0, 0, 0);
    hh->addWidget(m_houseMorale);
    hh->addWidget(setHouse);
    hh->addStretch(1);
    mf->addRow(tr("Morale test (house):"), m_houseMoraleNow);
    mf->addRow(QString(), house);
    mf->addRow(note(
            tr("The side's omens, a struck-down chieftain and being driven back are read from the band.")));
    mf->addRow(diceRow(tr("Morale check"), u"morale"_s, [this] {
        return QJsonObject{{u"step"_s, u"morale"_s},
                           {u"band"_s, m_moraleBand->currentText()},
                           {u"lost"_s, m_moraleLost->value()},
                           {u"breakthroughs"_s, m_breakthroughs->value()}};
    }));
    return morale;
}

QWidget *BritainPanel::buildRallyGroup()
{
    auto *rally = new QGroupBox(tr("Rally (Britain, MORALE)"));
    auto *rf = form(rally);
    m_rallyBand = combo(u"rallyBand"_s);
    m_bandCombos << m_rallyBand;
    m_byCommander = new QCheckBox(tr("The army commander rallies it, ability:"));
    m_byCommander->setObjectName(u"byCommander"_s);
    m_byCommander->setToolTip(
            tr("For a band whose chieftain is dead: the commander's ability is used instead."));
    m_commanderAbility = spin(0, 12, 4, u"commanderAbility"_s);
    auto *commander = new QWidget;
    auto *ch = new QHBoxLayout(commander);
    ch->setContentsMargins(0, 0, 0, 0);
    ch->addWidget(m_byCommander);
    ch->addWidget(m_commanderAbility);
    ch->addStretch(1);
    rf->addRow(tr("Broken band:"), m_rallyBand);
    rf->addRow(commander);
    rf->addRow(diceRow(tr("Rally"), u"rally"_s, [this] {
        QJsonObject call{{u"step"_s, u"rally"_s}, {u"band"_s, m_rallyBand->currentText()}};
        if (m_byCommander->isChecked()) {
            call.insert(u"by_commander"_s, true);
            call.insert(u"chieftain_dead"_s, true);
            call.insert(u"ability"_s, m_commanderAbility->value());
        }
        return call;
    }));
    return rally;
}

QWidget *BritainPanel::buildFavourGroup()
{
    auto *favour = new QGroupBox(tr("Divine favour before battle (Britain, RELIGION)"));
    auto *ff = form(favour);
    m_favourSide = combo(u"favourSide"_s);
    m_sideCombos << m_favourSide;
    connect(m_favourSide, &QComboBox::currentTextChanged, this, [this] {
        if (m_campaign)
            fillChoices();
    });
    m_favourPct = combo(u"favourPct"_s);
    for (int pct = 0; pct <= 50; pct += 10)
        m_favourPct->addItem(tr("%1%").arg(pct), pct);
    m_favourBands = checklist(u"favourBands"_s);
    m_baptised = spin(0, 5, 0, u"baptised"_s);
    ff->addRow(tr("People:"), m_favourSide);
    ff->addRow(tr("Each band gives up:"), m_favourPct);
    ff->addRow(tr("Bands offering:"), m_favourBands);
    ff->addRow(tr("Pagan leaders baptised:"), m_baptised);
    ff->addRow(diceRow(tr("Divine favour"), u"favour"_s, [this] {
        return QJsonObject{{u"step"_s, u"favour"_s},
                           {u"side"_s, m_favourSide->currentText()},
                           {u"reduction"_s, m_favourPct->currentData().toInt()},
                           {u"bands"_s, QJsonArray::fromStringList(checked(m_favourBands))},
                           {u"baptised"_s, m_baptised->value()}};
    }));
    return favour;
}

QWidget *BritainPanel::buildLandPage()
{
    auto *pillage = new QGroupBox(tr("Pillage (Britain, STRATEGIC MOVEMENT)"));
    auto *pf = form(pillage);
    m_pillageDistrict = combo(u"pillageDistrict"_s);
    m_districtCombos << m_pillageDistrict;
    m_pillageBands = checklist(u"pillageBands"_s);
    pf->addRow(tr("District:"), m_pillageDistrict);
    pf->addRow(tr("Pillaging bands:"), m_pillageBands);
    auto *go = actionButton(
            tr("Pillage"), u"pillageButton"_s,
            tr("The district's plunder goes to the bands' next wave; once in ten years per district."));
    connect(go, &QPushButton::clicked, this, [this] {
        perform(
                tr("Pillage"),
                [this] {
                    return QJsonObject{{u"step"_s, u"pillage"_s},
                                       {u"district"_s, m_pillageDistrict->currentText()},
                                       {u"bands"_s, QJsonArray::fromStringList(checked(m_pillageBands))}};
                },
                nullptr, false);
    });
    pf->addRow(go);

    auto *settle = new QGroupBox(tr("Settling a district (Britain, STRATEGIC MOVEMENT)"));
    auto *sh = new QHBoxLayout(settle);
    m_settleDistrict = combo(u"settleDistrict"_s);
    m_districtCombos << m_settleDistrict;
    m_settlePeople = combo(u"settlePeople"_s);
    m_sideCombos << m_settlePeople;
    auto *settleButton
            = actionButton(tr("Settle"), u"settleButton"_s,
                           tr("The people hold the district from now on (the Britons: taken back)."));
    connect(settleButton, &QPushButton::clicked, this, [this] {
        enter(tr("Settle"), [this] {
            return QJsonObject{{u"step"_s, u"settle"_s},
                               {u"district"_s, m_settleDistrict->currentText()},
                               {u"people"_s, m_settlePeople->currentText()}};
        });
    });
    sh->addWidget(m_settleDistrict, 1);
    sh->addWidget(new QLabel(tr("by")));
    sh->addWidget(m_settlePeople, 1);
    sh->addWidget(settleButton);
    return page({buildMoveGroup(), pillage, settle});
}

QWidget *BritainPanel::buildEntryPage()
{
    return page({buildDistrictEntry(), buildBandEntry()});
}

QWidget *BritainPanel::buildDistrictEntry()
{
    auto *district = new QGroupBox(
            tr("Enter a district (or change an entered one's warriors and strongholds)"));
    auto *df = form(district);
    m_districtName = new QLineEdit;
    m_districtName->setMinimumWidth(220);
    m_districtName->setObjectName(u"districtName"_s);
    m_districtWarriors = spin(-1, 100000, -1, u"districtWarriors"_s);
    m_districtStrongholds = spin(-1, 100, -1, u"districtStrongholds"_s);
    for (QSpinBox *s : {m_districtWarriors, m_districtStrongholds})
        s->setSpecialValueText(tr("keep"));
    m_districtHolder = combo(u"districtHolder"_s);
    m_sideCombos << m_districtHolder;
    m_districtBand = new QCheckBox(tr("with its British band"));
    m_districtBand->setObjectName(u"districtBand"_s);
    m_districtBand->setChecked(true);
    auto *addDistrict = actionButton(tr("Enter district"), u"districtButton"_s,
                                     tr("Enters the district (logged)."));
    connect(addDistrict, &QPushButton::clicked, this, [this] {
        enter(tr("District"), [this] {
            QJsonObject call{{u"step"_s, u"district"_s},
                             {u"name"_s, m_districtName->text()},
                             {u"warriors"_s, m_districtWarriors->value()},
                             {u"strongholds"_s, m_districtStrongholds->value()},
                             {u"band"_s, m_districtBand->isChecked()}};
            if (!m_districtHolder->currentText().isEmpty())
                call.insert(u"held_by"_s, m_districtHolder->currentText());
            return call;
        });
    });
    df->addRow(tr("Name:"), m_districtName);
    df->addRow(tr("Warriors:"), m_districtWarriors);
    df->addRow(tr("Strongholds:"), m_districtStrongholds);
    df->addRow(tr("Held by:"), m_districtHolder);
    df->addRow(m_districtBand);
    df->addRow(addDistrict);
    return district;
}

QWidget *BritainPanel::buildBandEntry()
{
    auto *band = new QGroupBox(tr("Enter a band (a scenario's unnamed band of the people is named first)"));
    auto *bf = form(band);
    m_bandSide = combo(u"bandSide"_s);
    m_sideCombos << m_bandSide;
    m_bandName = new QLineEdit;
    m_bandName->setMinimumWidth(220);
    m_bandName->setObjectName(u"bandName"_s);
    m_bandChieftain = new QLineEdit;
    m_bandChieftain->setMinimumWidth(220);
    m_bandChieftain->setObjectName(u"bandChieftain"_s);
    m_bandAbility = spin(-1, 12, -1, u"bandAbility"_s);
    m_bandAbility->setSpecialValueText(tr("keep"));
    auto *troops = new QWidget;
    auto *th = new QGridLayout(troops);
    th->setContentsMargins(0, 0, 0, 0);
    const QStringList labels{tr("foot"), tr("horsemen"), tr("bowmen"), tr("peasant spearmen")};
    for (qsizetype i = 0; i < troopKeys().size(); ++i) {
        QSpinBox *s = spin(-1, 100000, -1, u"band_"_s + troopKeys().at(i));
        s->setSpecialValueText(tr("keep"));
        m_bandTroops << s;
        th->addWidget(new QLabel(labels.at(i)), int(i / 2), int(i % 2) * 2);
        th->addWidget(s, int(i / 2), int(i % 2) * 2 + 1);
    }
    th->setColumnStretch(4, 1);
    m_bandAt = combo(u"bandAt"_s);
    auto *enterBand = actionButton(tr("Enter band"), u"bandButton"_s,
                                   tr("Enters or updates the band (logged)."));
    connect(enterBand, &QPushButton::clicked, this, [this] {
        enter(tr("Band"), [this] {
            QJsonObject call{{u"step"_s, u"band"_s},
                             {u"side"_s, m_bandSide->currentText()},
                             {u"name"_s, m_bandName->text().trimmed()}};
            if (!m_bandChieftain->text().trimmed().isEmpty())
                call.insert(u"chieftain"_s, m_bandChieftain->text().trimmed());
            if (!m_bandAt->currentData().toString().isEmpty())
                call.insert(u"at"_s, m_bandAt->currentData().toString());
            if (m_bandAbility->value() >= 0)
                call.insert(u"ability"_s, m_bandAbility->value());
            for (qsizetype i = 0; i < m_bandTroops.size(); ++i)
                if (m_bandTroops.at(i)->value() >= 0)
                    call.insert(troopKeys().at(i), m_bandTroops.at(i)->value());
            return call;
        });
    });
    bf->addRow(tr("People:"), m_bandSide);
    bf->addRow(tr("Name:"), m_bandName);
    bf->addRow(tr("Chieftain:"), m_bandChieftain);
    bf->addRow(tr("Ability:"), m_bandAbility);
    bf->addRow(tr("Warriors:"), troops);
    bf->addRow(tr("At:"), m_bandAt);
    bf->addRow(enterBand);
    return band;
}

void BritainPanel::setHouseMorale()
{
    const TableLibrary tables = CampaignTables::forCampaign(*m_campaign);
    const RuleTable *table = tables.find(HouseTable);
    const int col = table ? table->columnIndex(u"morale-test"_s) : -1;
    if (!table || col < 0) {
        m_houseMoraleNow->setText(tr("no house-settings table"));
        return;
    }
    const TableCell &cell = table->cell(0, col);
    m_houseMoraleNow->setText(
            cell.isMissing()
                    ? tr("<b>not set yet</b>: the fragment leaves it open; choose one below")
                    : tr("<b>%1</b>, applied to every check").arg(cell.value.toVariant().toString()));
}

} // namespace Reeve
