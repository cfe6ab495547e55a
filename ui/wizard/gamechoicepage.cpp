#include "gamechoicepage.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>
#include <QWizard>

#include "campaign/gamecatalog.h"

namespace Reeve {

using namespace Qt::StringLiterals;

GameChoicePage::GameChoicePage(QWidget *parent)
    : QWizardPage(parent)
    , m_games(new QListWidget(this))
    , m_description(new QLabel(this))
{
    setTitle(tr("Choose the game"));
    setSubTitle(tr("Reeve keeps the books for these rule sets. The game decides the calendar, the phases of "
                   "a turn, the currency and the sides offered on the next page."));
    m_games->setObjectName(u"games"_s);
    m_games->setWordWrap(true);
    m_games->setSpacing(2);
    for (const GameInfo &game : GameCatalog::games()) {
        auto *item = new QListWidgetItem(displayTitle(game.id), m_games);
        item->setData(Qt::UserRole, game.id);
        item->setToolTip(description(game.id));
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
    }
    m_description->setWordWrap(true);
    m_description->setMinimumHeight(m_description->fontMetrics().lineSpacing() * 4);
    m_description->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    connect(m_games, &QListWidget::currentRowChanged, this, [this] {
        m_description->setText(description(gameId()));
        emit completeChanged();
    });
    connect(m_games, &QListWidget::itemDoubleClicked, this, [this] {
        if (wizard())
            wizard()->next();
    });

    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(tr("&Game:"), this);
    label->setBuddy(m_games);
    layout->addWidget(label);
    layout->addWidget(m_games, 1);
    layout->addWidget(m_description);
    m_games->setCurrentRow(0);
}

QString GameChoicePage::gameId() const
{
    const QListWidgetItem *item = m_games->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

bool GameChoicePage::setGameId(const QString &id)
{
    for (int row = 0; row < m_games->count(); ++row) {
        if (m_games->item(row)->data(Qt::UserRole).toString() == id) {
            m_games->setCurrentRow(row);
            return true;
        }
    }
    return false;
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
