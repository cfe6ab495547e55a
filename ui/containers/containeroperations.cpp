#include "containeroperations.h"

#include <QMessageBox>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerdraws.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "containers/markercatalog.h"
#include "operationdialog.h"

namespace Reeve {

using namespace Qt::StringLiterals;

ContainerOperations::ContainerOperations(Campaign &campaign, QWidget *parent)
    : m_campaign(campaign)
    , m_parent(parent)
{ }

QString ContainerOperations::label(Operation operation)
{
    switch (operation) {
    case Operation::Draw:
        return tr("Draw…");
    case Operation::Opening:
        return tr("Opening draw…");
    case Operation::Pick:
        return tr("Pick…");
    case Operation::Return:
        return tr("Return…");
    case Operation::LoseRandom:
        return tr("Lose at random…");
    case Operation::TakeRandom:
        return tr("Take at random…");
    case Operation::Reveal:
        return tr("Reveal…");
    case Operation::SetAside:
        return tr("Set aside…");
    case Operation::Redraw:
        return tr("Redraw all (Comet)");
    case Operation::Play:
        return tr("Play…");
    case Operation::Release:
        return tr("Release set-aside");
    case Operation::LeaderLost:
        return tr("Leader lost…");
    }
    return QString();
}

std::optional<ContainerOutcome> ContainerOperations::run(Operation operation, qint64 currentSide)
{
    switch (operation) {
    case Operation::Draw:
        return draw(currentSide);
    case Operation::Opening:
        return opening(currentSide);
    case Operation::Pick:
        return pick(currentSide);
    case Operation::Return:
        return returnMarkers(currentSide);
    case Operation::LoseRandom:
        return loseRandom(currentSide);
    case Operation::TakeRandom:
        return takeRandom(currentSide);
    case Operation::Reveal:
        return reveal(currentSide);
    case Operation::SetAside:
        return setAside(currentSide);
    case Operation::Redraw:
        return redraw();
    case Operation::Play:
        return play(currentSide);
    case Operation::Release:
        return release();
    case Operation::LeaderLost:
        return leaderLost();
    }
    return std::nullopt;
}

QStringList ContainerOperations::kindNames() const
{
    QStringList names;
    ContainerReader reader(m_campaign.database());
    if (!reader.hasContainer())
        return names;
    for (const MarkerKind &kind : reader.kinds(reader.find().id))
        names << kind.name;
    return names;
}

void ContainerOperations::addLeaderPlace(OperationDialog &dialog) const
{
    // A drawn leader goes over units of the drawer's own side, where the drawer says (Charlemagne §21.1):
    // the places offered are those holding a unit of the side chosen, and follow that choice.
    const QString rule = MarkerCatalog::forGame(m_campaign.game().id).leaderPlacementRule();
    if (rule.isEmpty())
        return;
    dialog.addChoice(u"at"_s, tr("A drawn leader goes over the side's units at"), {}, {});
    dialog.addNote(
            tr("A leader drawn joins units of the drawing side, at the place chosen here (%1).").arg(rule));
    Campaign &campaign = m_campaign;
    dialog.followSide(u"side"_s, [&dialog, &campaign](qint64 sideId) {
        CampaignReader reader(campaign.database());
        QSet<QString> held;
        for (const Unit &unit : reader.units()) {
            if (unit.sideId == sideId && !unit.isEliminated() && !unit.locationId.isEmpty())
                held.insert(unit.locationId);
        }
        QStringList names, ids;
        for (const Location &l : reader.locations()) {
            if (held.contains(l.id)) {
                names << (l.name.isEmpty() ? l.id : l.name);
                ids << l.id;
            }
        }
        if (ids.isEmpty()) {
            names << tr("(no unit of this side on the board: a leader drawn cannot be placed)");
            ids << QString();
        }
        dialog.setChoices(u"at"_s, names, ids);
    });
}

ContainerDraws::Options ContainerOperations::leaderOptions(const OperationDialog &dialog)
{
    ContainerDraws::Options options;
    options.leaderAt = dialog.text(u"at"_s);
    options.leaderAsk = tr("a place holding one of its units in the dialog's leader choice");
    return options;
}

std::optional<ContainerOutcome> ContainerOperations::draw(qint64 side)
{
    OperationDialog dialog(tr("Draw markers"), m_parent);
    dialog.addSide(u"side"_s, tr("Side"), CampaignReader(m_campaign.database()).sides(), QString(), side);
    dialog.addNumber(u"count"_s, tr("How many"), 0, 99, 1);
    dialog.addNumber(u"die"_s, tr("Or roll a die for how many"), 0, 100, 0, tr("no die"));
    dialog.addText(u"return"_s, tr("Return first (over the limit)"), tr("kinds, separated by commas"));
    // Each game's own fields only: a 1066 draw has no leader to place, a Charlemagne one no void events.
    if (m_campaign.game().id == u"1066"_s)
        dialog.addCheck(u"void"_s, tr("Events drawn are no event (1066 §8.13)"));
    addLeaderPlace(dialog);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    ContainerDraws::Options options = leaderOptions(dialog);
    for (const QString &kind : dialog.text(u"return"_s).split(u',', Qt::SkipEmptyParts))
        options.returnFirst << kind.trimmed();
    options.countDie = dialog.number(u"die"_s);
    options.eventsVoid = dialog.isChecked(u"void"_s);
    return ContainerDraws(m_campaign).draw(dialog.side(u"side"_s), dialog.number(u"count"_s), options);
}

std::optional<ContainerOutcome> ContainerOperations::opening(qint64 side)
{
    OperationDialog dialog(tr("Opening draw"), m_parent);
    dialog.addSide(u"side"_s, tr("Side"), CampaignReader(m_campaign.database()).sides(), QString(), side);
    dialog.addNumber(u"count"_s, tr("How many"), -1, 99, -1, tr("as the rules say"));
    const bool replaces = MarkerCatalog::forGame(m_campaign.game().id).openingReplacesEvents();
    if (replaces)
        dialog.addNote(tr("Events drawn are returned unplayed and replaced (1066 §27.3)."));
    else
        addLeaderPlace(dialog);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    ContainerDraws draws(m_campaign);
    const qint64 sideId = dialog.side(u"side"_s);
    const int count = dialog.number(u"count"_s) >= 0 ? dialog.number(u"count"_s) : draws.openingCount(sideId);
    // Where events are kept, the opening is a plain draw of the rules' count, and a leader drawn needs its place.
    if (replaces || count < 0)
        return draws.opening(sideId, count);
    ContainerDraws::Options options = leaderOptions(dialog);
    return draws.draw(sideId, count, options);
}

std::optional<ContainerOutcome> ContainerOperations::pick(qint64 side)
{
    OperationDialog dialog(tr("Pick a marker from the pool"), m_parent);
    dialog.addSide(u"side"_s, tr("Side"), CampaignReader(m_campaign.database()).sides(), QString(), side);
    dialog.addKind(u"kind"_s, tr("Marker"), kindNames());
    dialog.addText(u"exchange"_s, tr("Giving back (optional)"), tr("a kind from the hand"));
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return ContainerDraws(m_campaign)
            .pick(dialog.side(u"side"_s), dialog.text(u"kind"_s), dialog.text(u"exchange"_s));
}

std::optional<ContainerOutcome> ContainerOperations::returnMarkers(qint64 side)
{
    OperationDialog dialog(tr("Return markers to the pool"), m_parent);
    dialog.addSide(u"side"_s, tr("Side"), CampaignReader(m_campaign.database()).sides(), QString(), side);
    dialog.addText(u"kinds"_s, tr("Markers"), tr("kinds, separated by commas; empty: the whole hand"));
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    QStringList kinds;
    for (const QString &kind : dialog.text(u"kinds"_s).split(u',', Qt::SkipEmptyParts))
        kinds << kind.trimmed();
    if (kinds.isEmpty()
        && QMessageBox::question(m_parent, tr("Return markers"), tr("Return the whole hand to the pool?"))
                   != QMessageBox::Yes)
        return std::nullopt;
    return HandActions(m_campaign).returnMarkers(dialog.side(u"side"_s), kinds);
}

std::optional<ContainerOutcome> ContainerOperations::loseRandom(qint64 side)
{
    OperationDialog dialog(tr("Lose markers at random"), m_parent);
    dialog.addSide(u"side"_s, tr("Side"), CampaignReader(m_campaign.database()).sides(), QString(), side);
    dialog.addNumber(u"count"_s, tr("How many"), 0, 99, 1);
    dialog.addNumber(u"die"_s, tr("Or roll a die for how many"), 0, 100, 0, tr("no die"));
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return ContainerDraws(m_campaign)
            .loseRandom(dialog.side(u"side"_s), dialog.number(u"count"_s), dialog.number(u"die"_s));
}

std::optional<ContainerOutcome> ContainerOperations::takeRandom(qint64 side)
{
    const QList<Side> sides = CampaignReader(m_campaign.database()).sides();
    OperationDialog dialog(tr("Take a marker at random"), m_parent);
    dialog.addSide(u"from"_s, tr("From the hand of"), sides);
    dialog.addSide(u"to"_s, tr("Into the hand of"), sides, QString(), side);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return ContainerDraws(m_campaign).takeRandom(dialog.side(u"from"_s), dialog.side(u"to"_s));
}

std::optional<ContainerOutcome> ContainerOperations::reveal(qint64 side)
{
    const QList<Side> sides = CampaignReader(m_campaign.database()).sides();
    OperationDialog dialog(tr("Reveal a hand"), m_parent);
    dialog.addSide(u"side"_s, tr("The hand of"), sides, QString(), side);
    dialog.addSide(u"to"_s, tr("Shown to"), sides, tr("everyone"));
    dialog.addNote(tr("Shown to one side, the markers appear only when that side opens its hand."));
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return HandActions(m_campaign).reveal(dialog.side(u"side"_s), dialog.side(u"to"_s));
}

std::optional<ContainerOutcome> ContainerOperations::setAside(qint64 side)
{
    OperationDialog dialog(tr("Set a marker aside"), m_parent);
    dialog.addKind(u"kind"_s, tr("Marker"), kindNames());
    dialog.addSide(u"from"_s, tr("From"), CampaignReader(m_campaign.database()).sides(), tr("the pool"), side);
    dialog.addChoice(u"when"_s, tr("Out of play"),
                     {tr("until the next player turn"), tr("until a given turn"),
                      tr("for the rest of the game")},
                     {u"next"_s, u"turn"_s, u"forever"_s});
    dialog.addNumber(u"turn"_s, tr("Turn (when until a given turn)"), 1, 999, 1);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const QString when = dialog.text(u"when"_s);
    const QString release = when == u"forever"_s ? u"forever"_s
                            : when == u"turn"_s  ? u"turn:%1"_s.arg(dialog.number(u"turn"_s))
                                                 : QString();
    return HandActions(m_campaign).setAside(dialog.text(u"kind"_s), dialog.side(u"from"_s), release);
}

std::optional<ContainerOutcome> ContainerOperations::redraw()
{
    if (QMessageBox::question(
                m_parent, tr("Redraw all"),
                tr("Every hand goes back to the pool and each side draws anew as at the opening "
                   "(1066 Comet). Go ahead?"))
        != QMessageBox::Yes)
        return std::nullopt;
    return ContainerDraws(m_campaign).redraw();
}

std::optional<ContainerOutcome> ContainerOperations::play(qint64 side)
{
    OperationDialog dialog(tr("Play a marker"), m_parent);
    dialog.addSide(u"side"_s, tr("Side"), CampaignReader(m_campaign.database()).sides(), QString(), side);
    dialog.addKind(u"kind"_s, tr("Marker"), kindNames());
    dialog.addNote(
            tr("The marker is shown to everyone and goes where its kind goes after play: set aside until "
               "the next player turn, or out of the game (1066 §8.9)."));
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return HandActions(m_campaign).play(dialog.side(u"side"_s), dialog.text(u"kind"_s));
}

std::optional<ContainerOutcome> ContainerOperations::release()
{
    if (QMessageBox::question(m_parent, tr("Release set-aside markers"),
                              tr("Markers whose time out of play is over go back into the pool (1066 §8.9). "
                                 "Go ahead?"))
        != QMessageBox::Yes)
        return std::nullopt;
    return HandActions(m_campaign).release();
}

std::optional<ContainerOutcome> ContainerOperations::leaderLost()
{
    QStringList names;
    QStringList ids;
    for (const Unit &unit : CampaignReader(m_campaign.database()).units()) {
        if (unit.isEliminated())
            continue;
        names << (unit.name.isEmpty() ? unit.type : u"%1 (%2)"_s.arg(unit.name, unit.type));
        ids << QString::number(unit.id);
    }
    OperationDialog dialog(tr("A leader is lost"), m_parent);
    dialog.addChoice(u"unit"_s, tr("Leader unit"), names, ids);
    dialog.addNote(tr("The leader is eliminated and its stratagem goes back into the container "
                      "(Charlemagne §21.3)."));
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return HandActions(m_campaign).leaderLost(dialog.text(u"unit"_s).toLongLong());
}

} // namespace Reeve
