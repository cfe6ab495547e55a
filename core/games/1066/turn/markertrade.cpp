// The 1066 trade of campaign markers between players (§8.12, §22): hand to hand, private to the two.
#include "markertrade.h"

#include "markermixexample.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <tuple>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerreader.h"
#include "containers/containerstore.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/eventkit.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

const QString NegotiationsPhase = u"Negotiations"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

QStringList kindsOf(const QJsonValue &list)
{
    QStringList out;
    for (const QJsonValue &v : list.toArray())
        out << v.toString();
    return out;
}

/// Why \a holder cannot hand over \a kinds (the first kind it holds too few of), or empty.
QString shortOf(const ContainerState &state, const Side &holder, const QStringList &kinds)
{
    QList<ContainerMarker> hand = state.hand(holder.id);
    for (const QString &kind : kinds) {
        qsizetype at = -1;
        for (qsizetype i = 0; i < hand.size() && at < 0; ++i)
            if (hand.at(i).kind.compare(kind, Qt::CaseInsensitive) == 0)
                at = i;
        if (at < 0)
            return tr("%1 does not hold %2 to trade (as many as named): a trade moves markers the hand "
                      "holds.")
                    .arg(holder.name, kind);
        hand.removeAt(at);
    }
    return {};
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side from = reader.sideByName(f.value(u"from"_s).toString());
    const Side to = reader.sideByName(f.value(u"to"_s).toString());
    const QStringList give = kindsOf(f.value(u"give"_s)), take = kindsOf(f.value(u"take"_s));
    QList<StepRefusal> refusals;
    auto refuse = [&](const QString &text, const char *rule) {
        refusals << StepRefusal{text, u"1066 §"_s + QString::fromLatin1(rule)};
    };
    ContainerReader containers(db);
    if (const std::optional<StepRefusal> why = EventKit1066::noPool(db))
        return {*why};
    if (reader.clock().phase != NegotiationsPhase)
        refuse(tr("Markers are traded in the negotiations phase of the game turn; the clock is at %1.")
                       .arg(reader.clock().phase),
               "22.1");
    for (const Side &s : {from, to})
        if (s.attributes.value(u"neutral"_s).toBool())
            refuse(tr("%1 is neutral: a neutral power holds no markers to trade.").arg(s.name), "4.3");
    if (from.id == to.id || Control1066::playerOf(db, from.id) == Control1066::playerOf(db, to.id))
        refuse(tr("%1 and %2 are played by the same player: a player's powers do not trade markers with each "
                  "other.")
                       .arg(from.name, to.name),
               "22.4");
    if (give.isEmpty() && take.isEmpty())
        refuse(tr("Name the markers that change hands: give=[...] from %1, take=[...] from %2.")
                       .arg(from.name, to.name),
               "22.2");
    const ContainerInfo info = containers.find();
    const ContainerState state = containers.state(info.id);
    if (const QString why = shortOf(state, from, give); !why.isEmpty())
        refuse(why, "8.12");
    if (const QString why = shortOf(state, to, take); !why.isEmpty())
        refuse(why, "8.12");
    // §8.7: a hand the trade would take past its limit returns the surplus first, the markers its player names
    // from those it keeps.
    for (const auto &[side, gives, gain, key] :
         {std::tuple{from, give, take.size() - give.size(), u"from_returns"_s},
          std::tuple{to, take, give.size() - take.size(), u"to_returns"_s}}) {
        const QStringList returns = kindsOf(f.value(key));
        const int limit = containers.holdingLimit(info.id, side.id);
        const int after = int(state.hand(side.id).size() + gain - returns.size());
        if (limit > 0 && gain > 0 && after > limit)
            refuse(tr("%1 would hold %2 of at most %3: it returns %4 to the pool first; name them with "
                      "%5=[...] "
                      "(markers it keeps, not those it trades away).")
                           .arg(side.name)
                           .arg(after)
                           .arg(limit)
                           .arg(after - limit)
                           .arg(key),
                   "8.7");
        if (const QString why = shortOf(state, side, gives + returns); !why.isEmpty() && !returns.isEmpty())
            refuse(why, "8.7");
    }
    return refusals;
}

QList<ContainerMarker> takeFrom(ContainerStore &store, qint64 holder, const QStringList &kinds,
                                qint64 receiver)
{
    QList<ContainerMarker> hand = store.state().hand(holder);
    QList<ContainerMarker> moved;
    for (const QString &kind : kinds)
        moved << ContainerStore::takeKind(hand, store.kind(kind).name, 1, tr("that hand"));
    for (const ContainerMarker &m : moved)
        store.toHand(m, receiver);
    return moved;
}

/// The surplus \a holder returns before the trade (§8.7): to the pool, from the hand.
QList<ContainerMarker> returnFirst(ContainerStore &store, qint64 holder, const QStringList &kinds)
{
    QList<ContainerMarker> hand = store.state().hand(holder);
    QList<ContainerMarker> back;
    for (const QString &kind : kinds)
        back << ContainerStore::takeKind(hand, store.kind(kind).name, 1, tr("that hand"));
    for (const ContainerMarker &m : back)
        store.toPool(m);
    return back;
}

/// "Spy, Gold Point", and what went back to the pool first when any did.
QString movedText(const QList<ContainerMarker> &received, const QList<ContainerMarker> &back)
{
    return back.isEmpty() ? ContainerStore::listText(received)
                          : tr("%1 (returned to the pool first: %2)")
                                    .arg(ContainerStore::listText(received), ContainerStore::listText(back));
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    CampaignReader reader(campaign.database());
    const Side from = reader.sideByName(f.value(u"from"_s).toString());
    const Side to = reader.sideByName(f.value(u"to"_s).toString());
    const QString line = tr("%1 and %2 traded campaign markers (1066 §8.12, §22.2)").arg(from.name, to.name);
    QList<ContainerMarker> given, taken, fromBack, toBack;
    {
        ActionWriter writer(campaign.log());
        ContainerStore store(writer, ContainerStore::containerId(writer, QString()));
        fromBack = returnFirst(store, from.id, kindsOf(f.value(u"from_returns"_s)));
        toBack = returnFirst(store, to.id, kindsOf(f.value(u"to_returns"_s)));
        given = takeFrom(store, from.id, kindsOf(f.value(u"give"_s)), to.id);
        taken = takeFrom(store, to.id, kindsOf(f.value(u"take"_s)), from.id);
        ContainerOutcome outcome;
        outcome.publicText = line;
        outcome.privateText = tr("%1 gave %2: %3; received: %4")
                                      .arg(from.name, to.name, ContainerStore::listText(given),
                                           movedText(taken, fromBack));
        outcome.audience = Audience::Side;
        outcome.audienceSide = from.id;
        store.commit(u"1066.trade"_s, outcome);
    }
    // The other party reads the same exchange from its side.
    ActionWriter writer(campaign.log());
    ActionDraft draft;
    draft.kind = u"1066.trade-received"_s;
    draft.publicText = tr("%1 and %2 settle their trade").arg(from.name, to.name);
    draft.privateText = tr("%1 gave %2: %3; received: %4")
                                .arg(to.name, from.name, ContainerStore::listText(taken),
                                     movedText(given, toBack));
    draft.audience = Audience::Side;
    draft.audienceSide = to.id;
    writer.commit(draft);
    const auto kinds = [](const QList<ContainerMarker> &markers) {
        QJsonArray list;
        for (const ContainerMarker &m : markers)
            list.append(m.kind);
        return list;
    };
    return StepOutcome{{{u"from"_s, from.name},
                        {u"to"_s, to.name},
                        {u"given"_s, kinds(given)},
                        {u"taken"_s, kinds(taken)},
                        {u"from_returned"_s, kinds(fromBack)},
                        {u"to_returned"_s, kinds(toBack)}},
                       {},
                       line};
}

} // namespace

void TradeMarkers1066::registerStep(StepRegistry &registry)
{
    StepSpec s
            = StepSpec::make(u"1066"_s, "Reeve::TurnSteps1066", u"trade-markers"_s,
                             N("Trade campaign markers"),
                             N("In the negotiations phase two players swap campaign markers from hand to "
                               "hand, or one gives markers "
                               "to the other; not between two powers of one player. A hand the trade takes "
                               "past its limit first returns the surplus its player names to the pool. "
                               "Only the two and the referee read what moved; the public log says they "
                               "traded."),
                             {u"1066 §8.12"_s, u"1066 §22.1"_s, u"1066 §22.2"_s, u"1066 §22.4"_s,
                              u"1066 §8.7"_s});
    StepField give = StepField::make(u"give"_s, StepField::Type::List, false, N("Given"),
                                     N("Kinds the first power hands over, one entry per marker."));
    StepField take
            = StepField::make(u"take"_s, StepField::Type::List, false, N("Received"),
                              N("Kinds the second power hands back, one entry per marker; none for a gift."));
    StepField fromReturns = StepField::make(u"from_returns"_s, StepField::Type::List, false,
                                            N("First power returns"),
                                            N("When the trade takes the first power past its hand limit: the "
                                              "markers it keeps that go back to "
                                              "the pool first (§8.7), one kind per marker."));
    StepField toReturns = StepField::make(u"to_returns"_s, StepField::Type::List, false,
                                          N("Second power returns"), N("The same for the second power."));
    s.fields = {StepField::make(u"from"_s, StepField::Type::Side, true, N("First power"),
                                N("The power that gives the markers named in give.")),
                StepField::make(u"to"_s, StepField::Type::Side, true, N("Second power"),
                                N("The power that receives them and gives those named in take.")),
                give,
                take,
                fromReturns,
                toReturns};
    // The Normans hold a Spy, the Vikings a Gold Point; in the first negotiations phase they swap them.
    s.examples = {
            markerMixExample1066({{u"Gold Point"_s, 1}, {u"Spy"_s, 1}}),
            u"reeve-cli container FILE pick Normans Spy"_s,
            u"reeve-cli container FILE pick Vikings \"Gold Point\""_s, u"reeve-cli step FILE next-phase"_s,
            u"reeve-cli step FILE trade-markers from=Normans to=Vikings give='[\"Spy\"]' take='[\"Gold Point\"]'"_s};
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
