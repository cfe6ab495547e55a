#include "viewerchoice.h"

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "refereewords.h"
#include "userprompts.h"

namespace Reeve {

using namespace Qt::StringLiterals;

ViewerChoice::ViewerChoice(QWidget *parent)
    : QComboBox(parent)
    , m_prompts(std::make_shared<UserPrompts>())
{
    setToolTip(tr("Whose view: the public, one side (its PIN if it has one) or the referee (the referee's "
                  "PIN if set)"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(this, &QComboBox::activated, this, [this](int index) {
        const QString wanted = itemData(index).toString();
        if (wanted == m_granted)
            return;
        if (grant(wanted, QString()))
            emit viewerChanged();
        else
            select(m_granted);
    });
}

void ViewerChoice::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

void ViewerChoice::setCampaign(Campaign *campaign)
{
    m_campaign = campaign;
    m_granted = u"public"_s; // a private view never carries over to another campaign
    refill();
    setEnabled(campaign != nullptr);
    emit viewerChanged();
}

void ViewerChoice::refill()
{
    bool lost = false;
    {
        const QSignalBlocker blocker(this);
        clear();
        const QString refereeTip = tr("Whose view: the public, one side (its PIN if it has one) or the "
                                      "referee (the referee's PIN if set)");
        const QString umpireTip = tr("Whose view: the public, one side (its PIN if it has one) or the "
                                     "umpire (the umpire's PIN if set)");
        if (toolTip() == refereeTip || toolTip() == umpireTip) // a panel's own tip stays
            setToolTip(RefereeWords::pick(m_campaign, refereeTip, umpireTip));
        addItem(tr("Public"), u"public"_s);
        if (m_campaign) {
            for (const Side &side : CampaignReader(m_campaign->database()).sides())
                addItem(side.name, QString::number(side.id));
        }
        // The DBA campaign's players call him the umpire (GameModule::refereeTitle).
        addItem(RefereeWords::pick(m_campaign, tr("Referee (everything)"), tr("Umpire (everything)")),
                u"referee"_s);
        lost = findData(m_granted) < 0; // the side whose view was open is gone
        if (lost)
            m_granted = u"public"_s;
    }
    select(m_granted);
    if (lost)
        emit viewerChanged();
}

bool ViewerChoice::choose(const QString &key, const QString &pin)
{
    if (findData(key) < 0)
        return false;
    if (key != m_granted && grant(key, pin)) {
        select(key);
        emit viewerChanged();
    }
    return m_granted == key;
}

Audience ViewerChoice::audience() const
{
    if (m_granted == u"referee"_s)
        return Audience::Referee;
    return m_granted == u"public"_s ? Audience::Public : Audience::Side;
}

qint64 ViewerChoice::side() const
{
    return audience() == Audience::Side ? m_granted.toLongLong() : 0;
}

bool ViewerChoice::grant(const QString &key, const QString &pin)
{
    if (key == u"public"_s || !m_campaign) {
        m_granted = u"public"_s;
        return key == m_granted;
    }
    const bool referee = key == u"referee"_s;
    const Audience wanted = referee ? Audience::Referee : Audience::Side;
    const qint64 sideId = referee ? 0 : key.toLongLong();
    ViewerGate gate(*m_campaign);
    bool open = !gate.needsPin(wanted, sideId) || (!pin.isEmpty() && gate.check(wanted, sideId, pin));
    if (!open && pin.isEmpty()) {
        const QString whose = referee ? RefereeWords::pick(m_campaign, tr("the referee"), tr("the umpire"))
                                      : itemText(findData(key));
        const std::optional<QString> asked = m_prompts->askPin(this, whose);
        open = asked && gate.check(wanted, sideId, *asked);
        if (asked && !open)
            m_prompts->error(this, tr("Private view"), tr("Wrong PIN: the view stays as it was."));
    }
    if (open)
        m_granted = key;
    return open;
}

void ViewerChoice::select(const QString &key)
{
    const QSignalBlocker blocker(this);
    setCurrentIndex(std::max(0, findData(key)));
}

} // namespace Reeve
