#include "gamechoicepage.h"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QStyle>
#include <QVBoxLayout>

#include "campaign/gamecatalog.h"

namespace Reeve {

using namespace Qt::StringLiterals;

GameChoicePage::GameChoicePage(QWidget *parent)
    : QWizardPage(parent)
    , m_games(new QButtonGroup(this))
{
    setTitle(tr("Choose the game"));
    setSubTitle(tr("Reeve keeps the books for these rule sets. The game decides the calendar, the phases of "
                   "a turn, the currency and the sides offered on the next page."));
    auto *layout = new QVBoxLayout(this);
    for (const GameInfo &game : GameCatalog::games()) {
        auto *button = new QRadioButton(QString(displayTitle(game.id)).replace(u'&', u"&&"_s), this);
        button->setObjectName(u"game-%1"_s.arg(game.id));
        QFont bold = button->font();
        bold.setBold(true);
        button->setFont(bold);
        auto *about = new QLabel(description(game.id), this);
        about->setWordWrap(true);
        about->setContentsMargins(button->style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth) + 8, 0, 0, 6);
        about->setBuddy(button);
        m_games->addButton(button, int(m_ids.size()));
        m_ids << game.id;
        layout->addWidget(button);
        layout->addWidget(about);
    }
    layout->addStretch(1);
    connect(m_games, &QButtonGroup::idToggled, this, &QWizardPage::completeChanged);
    if (QAbstractButton *first = m_games->button(0))
        first->setChecked(true);
}

QString GameChoicePage::gameId() const
{
    return m_ids.value(m_games->checkedId());
}

bool GameChoicePage::setGameId(const QString &id)
{
    const qsizetype index = m_ids.indexOf(id);
    if (index < 0)
        return false;
    m_games->button(int(index))->setChecked(true);
    return true;
}

bool GameChoicePage::isComplete() const
{
    return !gameId().isEmpty();
}

QString GameChoicePage::displayTitle(const QString &gameId)
{
    if (gameId == u"1066"_s)
        return tr("1066: End of the Dark Ages");
    if (gameId == u"dba"_s)
        return tr("The DBA campaign “1066 and all that”");
    if (gameId == u"sas"_s)
        return tr("Swords & Sails");
    if (gameId == u"charlemagne"_s)
        return tr("Charlemagne: Dark Ages in Europe");
    if (gameId == u"britain"_s)
        return tr("Dark Age Britain 440–600");
    return GameCatalog::game(gameId).title;
}

QString GameChoicePage::shortTitle(const QString &gameId)
{
    if (gameId == u"dba"_s)
        return tr("DBA");
    if (gameId == u"sas"_s)
        return tr("Swords & Sails");
    if (gameId == u"charlemagne"_s)
        return tr("Charlemagne");
    if (gameId == u"britain"_s)
        return tr("Dark Age Britain");
    return gameId;
}

QString GameChoicePage::description(const QString &gameId)
{
    if (gameId == u"1066"_s)
        return tr("England in the year of three kings, one month per turn. Anglo-Saxons, Normans, Vikings and "
                  "Britons raise levies, bind vassals, provision their armies and fight for the crown, while "
                  "the referee keeps the hidden campaign markers and the treasuries.");
    if (gameId == u"dba"_s)
        return tr("A long map campaign for DBA armies, usually played by e-mail. Each season every nation "
                  "sends written orders; the umpire works through moves, abstract battles, sieges, supply "
                  "and taxes, then publishes a season report. You add the nations yourself.");
    if (gameId == u"sas"_s)
        return tr("Seven powers of the year 1000 trade, raid and scheme by sea and land, season by season. "
                  "Reeve acts as banker: income and upkeep, purchases, cities, spy reports shown only to "
                  "the spy, alliance scores and the three-minute order timer.");
    if (gameId == u"charlemagne"_s)
        return tr("The Frankish empire against the tribes of Europe in five-year turns from 771. Hidden "
                  "stratagems, vassalage, treasury and levies, and battles settled on combat ratio "
                  "tables that Reeve works through step by step.");
    if (gameId == u"britain"_s)
        return tr("A century and a half of struggle for Britain after Rome, one year per turn: Britons "
                  "against Saxons, Angles and Jutes, with Scots-Irish and Picts pressing from the north "
                  "and west.");
    return {};
}

} // namespace Reeve
