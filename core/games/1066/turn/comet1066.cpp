// The 1066 Comet (§8.13): every hand back and redrawn to the §27.3 counts, the first player last, once a game.
#include "comet1066.h"

#include "markermixexample.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerdraws.h"
#include "containers/containerreader.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

const QString MetaKey = u"1066.comet"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

bool cometAside(Database &db)
{
    ContainerReader reader(db);
    for (const ContainerMarker &m : reader.state(reader.find().id).aside())
        if (m.kind.compare(u"Comet"_s, Qt::CaseInsensitive) == 0 && m.releaseAt == u"forever"_s)
            return true;
    return false;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &)
{
    const QString why = Comet1066::refusal(campaign.database());
    if (why.isEmpty())
        return {};
    return {StepRefusal{why, u"1066 §8.13"_s}};
}

StepOutcome apply(Campaign &campaign, const QJsonObject &, const QJsonObject &)
{
    QString line;
    const QJsonObject outcome = Comet1066::implement(campaign, &line);
    return StepOutcome{outcome, {}, line};
}

} // namespace

QString Comet1066::refusal(Database &db)
{
    if (!ContainerReader(db).hasContainer())
        return tr("The campaign keeps no marker pool yet: enter its composition from the counter sheet first "
                  "(Compose, under Containers and hands).");
    const QString done = CampaignReader(db).meta(MetaKey);
    if (!done.isEmpty())
        return tr("The Comet happens once a game, and it came in game turn %1.").arg(done);
    if (!cometAside(db))
        return tr(
                "No Comet has been drawn: it takes effect the moment it comes out of the pool (a drawn Comet "
                "is set aside for the rest of the game).");
    return {};
}

QJsonObject Comet1066::implement(Campaign &campaign, QString *publicText)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const TurnOrder1066 order = TurnOrder1066::forTurn(db, reader.clock().turn);
    QList<qint64> drawing = order.order.mid(1);
    if (!order.order.isEmpty())
        drawing << order.order.first(); // the current first player draws last
    ContainerDraws draws(campaign);
    QList<QPair<qint64, int>> counts;
    QStringList names;
    for (qint64 id : drawing) {
        counts.append({id, draws.openingCount(id)});
        names << reader.side(id).name;
    }
    const ContainerOutcome redrawn = draws.redraw(counts);
    // Each side reads its new hand in its own log (§7.1, §8.2).
    QJsonObject received;
    ContainerReader containers(db);
    const ContainerState state = containers.state(containers.find().id);
    for (qint64 id : drawing) {
        const QList<ContainerMarker> hand = state.hand(id);
        received.insert(reader.side(id).name, int(hand.size()));
        ActionWriter writer(campaign.log());
        ActionDraft draft;
        draft.kind = u"1066.comet-hand"_s;
        draft.publicText = tr("%1 looks at its new hand (1066 §8.13)").arg(reader.side(id).name);
        draft.privateText = tr("New hand of %1: %2")
                                    .arg(reader.side(id).name,
                                         hand.isEmpty() ? tr("none")
                                                        : ContainerState::kindNames(hand).join(u", "_s));
        draft.audience = Audience::Side;
        draft.audienceSide = id;
        if (id == drawing.last()) { // once a game (§8.13): the turn it came
            const QJsonObject row{{u"key"_s, MetaKey}};
            const QString turn = QString::number(reader.clock().turn);
            if (writer.row(u"meta"_s, row).isEmpty())
                writer.insert(u"meta"_s, {{u"key"_s, MetaKey}, {u"value"_s, turn}});
            else
                writer.update(u"meta"_s, row, {{u"value"_s, turn}});
        }
        writer.commit(draft);
    }
    if (publicText)
        *publicText = redrawn.publicText;
    return {{u"drawing_order"_s, names.join(u", "_s)}, {u"received"_s, received}};
}

void Comet1066::registerStep(StepRegistry &registry)
{
    StepSpec comet = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"comet"_s, N("Comet"),
            N("Implements a Comet just drawn: every hand goes back to the pool; each playing power draws its "
              "starting number of markers anew, the current first player last; events drawn count as no "
              "event "
              "and go back once all have drawn. Each side's log shows its new hand. Once a game."),
            {u"1066 §8.13"_s, u"1066 §27.3"_s, u"1066 §8.9"_s});
    // A pool of fourteen kinds of two each and one Comet (the counter mix is not in the transcription); the
    // Vikings draw the Comet in a reaction draw, and the redraw follows.
    comet.examples = {markerMixExample1066({{u"Assassin"_s, 2},
                                            {u"Charge"_s, 2},
                                            {u"Comet"_s, 1},
                                            {u"Defection"_s, 2},
                                            {u"Feigned Flight"_s, 2},
                                            {u"Forced March"_s, 2},
                                            {u"Gold Point"_s, 2},
                                            {u"Maneuver"_s, 2},
                                            {u"Oath of Fealty"_s, 2},
                                            {u"Papal Intervention"_s, 2},
                                            {u"Rally"_s, 2},
                                            {u"Shield Wall"_s, 2},
                                            {u"Spy"_s, 2},
                                            {u"Vassalage 1"_s, 2},
                                            {u"Vassalage 2"_s, 2}}),
                      u"reeve-cli container FILE set-aside Comet --forever"_s,
                      u"reeve-cli step FILE comet"_s};
    comet.check = check;
    comet.apply = apply;
    registry.add(comet);
}

} // namespace Reeve
