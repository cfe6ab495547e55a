#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include "campaign/unit.h"
#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Britain {

/**
 * The main army of the year and the bands kept out of its districts (Dark Age Britain, STRATEGIC
 * MOVEMENT): a chieftain whose total ties the war leader's and who rolls 5–6 campaigns against the
 * enemy on his own and may not enter a district where part of the main army stands. The main army is
 * the war leader's band (the side attribute "war_leader") and the bands that follow it.
 *
 * The fragment reads two ways, and the move step's field `barred` says which applies:
 * - "on-their-own" (the default, the literal reading): only the bands marked as campaigning on
 *   their own (the `on-own` step, after that tie roll) are kept out;
 * - "with-scots-irish-and-picts": the Scots-Irish and Pictish bands too, who never join the
 *   Anglo-Saxon war leader (the fragment leaves them out of his choice) and so also campaign apart.
 */
class BritainMainArmy
{
public:
    explicit BritainMainArmy(Campaign &campaign);

    static QStringList readings();
    /// What the move's result says of the reading used.
    static QString readingText(const QString &reading);

    /// The districts where part of the main army stands (empty without a war leader).
    QStringList districts();
    /// Whether \a band is kept out of the main army's districts under \a reading.
    bool barred(const Unit &band, const QString &reading);
    /// The refusal of \a band entering \a to under \a reading, if any.
    QList<StepRefusal> check(const Unit &band, const QString &to, const QString &reading);

    /// The `on-own` step: a chieftain who tied and rolled 5–6 campaigns on his own.
    static StepSpec onOwnStep();

private:
    QString warLeader();
    Campaign &m_campaign;
};

} // namespace Britain
} // namespace Reeve
