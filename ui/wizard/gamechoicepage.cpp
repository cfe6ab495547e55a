#include "gamechoicepage.h"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QStyle>
#include <QVBoxLayout>

#include "campaign/gamecatalog.h"
#include "games/gamemodules.h"

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
    return GameModules::get(gameId).translatedTitle();
}

QString GameChoicePage::shortTitle(const QString &gameId)
{
    return GameModules::get(gameId).translatedShortTitle();
}

QString GameChoicePage::description(const QString &gameId)
{
    return GameModules::get(gameId).translatedDescription();
}

} // namespace Reeve
