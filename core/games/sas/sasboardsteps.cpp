#include "sasboardsteps.h"

#include <QJsonArray>

#include "campaign/campaign.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasborders.h"
#include "games/sas/sascommon.h"
#include "games/sas/sasmovement.h"
#include "games/sas/sasstepchecks.h"
#include "games/sas/sassteps.h"
#include "games/sas/sasstraits.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;

namespace {

using T = StepField::Type;
using S = SasSteps;

const QString kWessex = u"reeve-cli sas FILE territory Wessex control=England major=1 capital=England"_s;
const QString kArmyI = u"reeve-cli sas FILE place England army 1 Wessex hc=2"_s;
const QString kChannel = u"reeve-cli sas FILE sea Channel"_s;

StepField sideField(const QString &name = u"side"_s,
                    const char *help = QT_TRANSLATE_NOOP("Reeve::SasSteps", "The faction whose force it is."))
{
    return S::sideField(name, help);
}

StepField cityCount(const QString &name, const char *label, const char *help)
{
    StepField f = S::number(name, false, label, help, 0);
    f.defaultValue = 0;
    return f;
}

Unit forceOf(Campaign &c, const QJsonObject &f, const QString &side = u"side"_s,
             const QString &type = u"type"_s, const QString &number = u"number"_s)
{
    SasBoard board(c);
    const QString kind = type.startsWith(u"fleet"_s) ? QString::fromLatin1(kFleet) : f.value(type).toString();
    return board.force(board.side(f.value(side).toString()).id, kind, f.value(number).toInt());
}

StepSpec territory()
{
    StepSpec s = S::spec(
            u"territory"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Register a territory"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Adds a land territory from the map with its printed cities (trade, "
                              "port and major; a capital is a major city), who holds it, and whether "
                              "it is closed because its faction is not played."),
            {S::ruleText("setup"), S::ruleText("components")});
    StepField closed = S::field(u"closed"_s, T::Boolean, false,
                                QT_TRANSLATE_NOOP("Reeve::SasSteps", "Closed"),
                                QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                                  "Land of a faction nobody plays: nothing enters it."));
    closed.defaultValue = false;
    StepField majorPort
            = S::field(u"port"_s, T::Boolean, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Major port"),
                       QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                         "Its major city (or capital) is also a port: ships are built "
                                         "there, with no income or points beyond the major city's."));
    majorPort.defaultValue = false;
    s.fields = {S::field(u"name"_s, T::Text, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Name"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The territory's name as the map prints it.")),
                S::field(u"control"_s, T::Side, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Held by"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                           "The faction holding it; left out, it is neutral.")),
                cityCount(u"trade"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Trade cities"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "Trade cities printed in it.")),
                cityCount(u"ports"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Port cities"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "Port cities printed in it.")),
                cityCount(u"major"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Major cities"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                            "Major cities printed in it, a capital included.")),
                S::field(u"capital"_s, T::Side, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Capital of"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The faction whose capital it holds, if any.")),
                majorPort,
                closed};
    s.examples = {
            u"reeve-cli step FILE territory name=Wessex control=England major=1 capital=England port=true"_s};
    s.check = [](Campaign &, const QJsonObject &f) -> QList<StepRefusal> {
        if (f.value(u"closed"_s).toBool() && !f.value(u"control"_s).toString().isEmpty())
            return {{tr("%1 is closed, the land of a faction nobody plays: no faction in play holds it, so "
                        "leave out its holder.")
                             .arg(f.value(u"name"_s).toString()),
                     S::ruleText("setup")}};
        return {};
    };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(
                SasBoard(c).addTerritory(f.value(u"name"_s).toString(), f.value(u"control"_s).toString(),
                                         f.value(u"trade"_s).toInt(), f.value(u"ports"_s).toInt(),
                                         f.value(u"major"_s).toInt(), f.value(u"capital"_s).toString(),
                                         f.value(u"closed"_s).toBool(), f.value(u"port"_s).toBool()));
    };
    return s;
}

StepSpec cities()
{
    StepSpec s = S::spec(
            u"cities"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Correct a territory's printed cities"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Sets the trade, port and major cities the map prints in a territory already "
                              "registered, when they were entered wrong; a count left out stays, cities a "
                              "player built stay, a capital keeps a major city. One action: undo takes it "
                              "back."),
            {S::ruleText("components"), S::phase(1)});
    StepField majorPort
            = S::field(u"port"_s, T::Boolean, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Major port"),
                       QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                         "Its major city (or capital) is also a port; left out, as "
                                         "it was."));
    s.fields = {S::field(u"territory"_s, T::Location, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Territory"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The registered territory to correct.")),
                S::number(u"trade"_s, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Trade cities"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "Trade cities printed in it."), 0),
                S::number(u"ports"_s, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Port cities"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "Port cities printed in it."), 0),
                S::number(u"major"_s, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Major cities"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                            "Major cities printed in it, a capital included."),
                          0),
                majorPort};
    s.examples = {u"reeve-cli sas FILE territory Flanders trade=1"_s,
                  u"reeve-cli step FILE cities territory=Flanders trade=2 ports=1"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const auto count = [&](const QString &key) {
            return f.contains(key) ? std::optional<int>(f.value(key).toInt()) : std::nullopt;
        };
        return S::logged(SasBoard(c).correctCities(f.value(u"territory"_s).toString(), count(u"trade"_s),
                                                   count(u"ports"_s), count(u"major"_s),
                                                   f.contains(u"port"_s)
                                                           ? std::optional<bool>(f.value(u"port"_s).toBool())
                                                           : std::nullopt));
    };
    return s;
}

StepSpec sea()
{
    StepSpec s = S::spec(u"sea"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Register a sea zone"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                           "Adds a sea zone of the map, where fleets move."),
                         {S::ruleText("setup")});
    s.fields = {S::field(u"name"_s, T::Text, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Name"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The sea zone's name as the map prints it."))};
    s.examples = {u"reeve-cli step FILE sea name=Channel"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(SasBoard(c).addSeaZone(f.value(u"name"_s).toString()));
    };
    return s;
}

StepSpec control()
{
    StepSpec s = S::spec(
            u"control"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Change who holds a territory"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Gives a territory to a faction, or makes it neutral, as a battle or a "
                              "ruling leaves it. Closed land stays closed."),
            {S::ruleText("phase 6")});
    s.fields = {S::field(u"territory"_s, T::Location, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Territory"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The territory changing hands.")),
                S::field(u"side"_s, T::Text, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Held by"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The faction that now holds it, or neutral."))};
    s.examples = {u"reeve-cli sas FILE territory Flanders trade=1"_s,
                  u"reeve-cli step FILE control territory=Flanders side=France"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const QString who = f.value(u"side"_s).toString();
        return S::logged(
                SasBoard(c).setControl(f.value(u"territory"_s).toString(),
                                       who.compare(u"neutral"_s, Qt::CaseInsensitive) == 0 ? QString() : who));
    };
    return s;
}

StepSpec place()
{
    StepSpec s
            = S::spec(u"place"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Place a force"),
                      QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                        "Puts an army or fleet from a faction's cards on the board with its "
                                        "units, unpaid (setup). Its contents are logged for its owner only."),
                      {S::ruleText("placing starting armies and fleets")});
    s.fields = {sideField(), S::typeField(), S::forceNumber(),
                S::field(u"location"_s, T::Location, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Where"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The territory or sea zone it stands in."))};
    s.fields += S::unitFields(allUnits());
    s.examples = {kWessex,
                  u"reeve-cli step FILE place side=England type=army number=1 location=Wessex hc=2"_s};
    s.check = [](Campaign &c, const QJsonObject &f) { return SasStepChecks::enter(c, f, u"location"_s); };
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(SasBoard(c).placeForce(SasBoard(c).side(f.value(u"side"_s).toString()).id,
                                                f.value(u"type"_s).toString(), f.value(u"number"_s).toInt(),
                                                f.value(u"location"_s).toString(), S::counts(f, allUnits())));
    };
    return s;
}

StepSpec move()
{
    StepSpec s = S::spec(
            u"move"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Move a force"),
            QT_TRANSLATE_NOOP(
                    "Reeve::SasSteps",
                    "Moves an army or fleet where its orders took it; the public line names its "
                    "faction. Each makes one move a season: an army to another territory, aboard a "
                    "fleet of its own that carries it, or ashore from one; a fleet between sea "
                    "zones or into a friendly port, never inland. A fleet's cargo moves with it; a "
                    "retreat after battle is not the season's move. Closed land cannot be entered. An "
                    "army crosses a strait without a fleet only where its faction controls it (as "
                    "recorded, or, on the fleets reading, where its fleets stand with no rival's), "
                    "within what its fleets there carry; a fleet entering a strait another faction controls "
                    "meets a battle there. A retreating army with no friendly land beside it is "
                    "removed: leave To empty."),
            {S::phase(4), S::phase(5), S::ruleText("phase 5 (straits)"),
             S::ruleText("phase 6 (land combat)")});
    StepField retreat
            = S::field(u"retreat"_s, T::Boolean, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Retreat"),
                       QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                         "A retreat after a battle (phase 6): an army falls back to land "
                                         "its faction or an ally holds, besides its move."));
    retreat.defaultValue = false;
    StepField raider = S::choice(
            u"raider"_s, {u"table"_s, u"prose"_s}, false,
            QT_TRANSLATE_NOOP("Reeve::SasSteps", "Raider capacity"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "For an army crossing a strait without a fleet: how many army units a raider "
                              "of its fleets there carries, table (3) or prose (2)."));
    raider.defaultValue = u"table"_s;
    StepField control = S::field(
            u"fleets_control"_s, T::Boolean, false,
            QT_TRANSLATE_NOOP("Reeve::SasSteps", "Straits held by fleets"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Reading of strait control: off, as the referee recorded it with the strait "
                              "step; on, a faction controls a strait while its fleets stand in it and no "
                              "rival fleet does (the rules do not say how control is won)."));
    control.defaultValue = false;
    s.fields = {
            sideField(),
            S::typeField(),
            S::forceNumber(),
            S::field(u"to"_s, T::Location, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "To"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                       "The territory or sea zone it moves to; left empty for a retreating "
                                       "army that has no friendly territory beside it, which is removed.")),
            retreat,
            raider,
            control};
    s.examples = {kWessex, kArmyI, u"reeve-cli sas FILE territory Mercia control=England"_s,
                  S::clockAt("5 Movement"),
                  u"reeve-cli step FILE move side=England type=army number=1 to=Mercia"_s};
    s.check = &SasMovement::check;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const QString note = SasMovement::bordersNote(c, f); // where it stood, before it moves
        StepOutcome o = S::logged(SasMovement::apply(c, f));
        if (!note.isEmpty())
            o.outcome.insert(u"borders"_s, note);
        return o;
    };
    return s;
}

StepSpec borders()
{
    StepSpec s = S::spec(
            u"borders"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Record what a place borders"),
            QT_TRANSLATE_NOOP(
                    "Reeve::SasSteps",
                    "Enters from the map the territories and sea zones a territory or sea zone "
                    "touches, both ways at once (an empty list clears them), or adds and removes a few "
                    "of them and keeps the rest. Moves from or to a "
                    "place with borders recorded must go to a neighbour, and ships are built at "
                    "sea only beside a port the faction holds; without them the referee checks "
                    "on the map. A strait is not a border: record it as a strait."),
            {S::phase(5), S::phase(7)});
    StepField neighbours = S::field(
            u"neighbours"_s, T::List, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Borders"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Every registered territory and sea zone it touches, such as Mercia, Channel; "
                              "left empty, its recorded borders are cleared."));
    neighbours.itemType = T::Text;
    neighbours.defaultValue = QJsonArray();
    // One border more or less without retyping the rest: the recorded list edited, written both ways.
    StepField add = S::field(u"add"_s, T::List, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Borders to add"),
                             QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                               "Places added to the borders already recorded, the others "
                                               "kept; not given with a whole list."));
    add.itemType = T::Text;
    add.defaultValue = QJsonArray();
    StepField remove = S::field(u"remove"_s, T::List, false,
                                QT_TRANSLATE_NOOP("Reeve::SasSteps", "Borders to remove"),
                                QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                                  "Recorded borders taken away, the others kept; not "
                                                  "given with a whole list."));
    remove.itemType = T::Text;
    remove.defaultValue = QJsonArray();
    s.fields = {S::field(u"name"_s, T::Location, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Place"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                           "The territory or sea zone whose borders these are.")),
                neighbours, add, remove};
    s.examples = {kWessex,
                  u"reeve-cli sas FILE territory Mercia control=England"_s,
                  kChannel,
                  u"reeve-cli step FILE borders name=Wessex neighbours='[\"Mercia\", \"Channel\"]'"_s,
                  u"reeve-cli sas FILE territory Kent control=England"_s,
                  u"reeve-cli step FILE borders name=Wessex add='[\"Kent\"]' remove='[\"Channel\"]'"_s};
    const auto names = [](const QJsonObject &f, const QString &key) {
        QStringList list;
        for (const QJsonValue &v : f.value(key).toArray())
            list << v.toString();
        return list;
    };
    const auto editing = [names](const QJsonObject &f) {
        return !names(f, u"add"_s).isEmpty() || !names(f, u"remove"_s).isEmpty();
    };
    s.check = [names, editing](Campaign &c, const QJsonObject &f) {
        const QString place = f.value(u"name"_s).toString();
        if (editing(f))
            return SasBorders::checkEdit(c, place, names(f, u"neighbours"_s), names(f, u"add"_s),
                                         names(f, u"remove"_s));
        return SasBorders::check(c, place, names(f, u"neighbours"_s));
    };
    s.apply = [names, editing](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const QString place = f.value(u"name"_s).toString();
        const QStringList list = editing(f) ? SasBorders::edited(c, place, names(f, u"add"_s),
                                                                 names(f, u"remove"_s))
                                            : names(f, u"neighbours"_s);
        return S::logged(SasBorders::set(c, place, list));
    };
    return s;
}

StepSpec strait()
{
    StepSpec s = S::spec(
            u"strait"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Record a strait"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Marks a registered sea zone as a strait between two land territories and "
                              "records which faction controls it, if any, as the map and the battles leave "
                              "it. An army crosses it without a fleet only when its faction controls it, up "
                              "to what that faction's fleets in it carry in a season; another faction's "
                              "fleet entering it meets a battle. One action: undo takes it back."),
            {S::ruleText("phase 5 (straits)")});
    StepField shores = S::field(
            u"shores"_s, T::List, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Shores"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "The two registered territories it joins, one on each side, such as Kent, "
                              "Flanders."));
    shores.itemType = T::Text;
    s.fields = {S::field(u"name"_s, T::Location, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Strait"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The sea zone that is a strait.")),
                shores,
                S::field(u"control"_s, T::Side, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Controlled by"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                           "The faction controlling the strait; left out, none does."))};
    s.examples = {u"reeve-cli sas FILE territory Kent control=England"_s,
                  u"reeve-cli sas FILE territory Flanders"_s, u"reeve-cli sas FILE sea Dover"_s,
                  u"reeve-cli step FILE strait name=Dover shores='[\"Kent\", \"Flanders\"]' control=England"_s};
    const auto names = [](const QJsonObject &f) {
        QStringList list;
        for (const QJsonValue &v : f.value(u"shores"_s).toArray())
            list << v.toString();
        return list;
    };
    s.check = [names](Campaign &c, const QJsonObject &f) {
        return SasStraits::check(c, f.value(u"name"_s).toString(), names(f));
    };
    s.apply = [names](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(SasStraits::set(c, f.value(u"name"_s).toString(), names(f),
                                         f.value(u"control"_s).toString()));
    };
    return s;
}

StepSpec cargo()
{
    StepSpec s = S::spec(
            u"cargo"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Record a fleet's cargo"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Records which armies a fleet carries, alone or together with other fleets, "
                              "checked against the carrying capacity of all the ships carrying them; the "
                              "owner alone reads it."),
            {S::phase(4), S::phase(5)});
    StepField raider
            = S::choice(u"raider"_s, {u"table"_s, u"prose"_s}, false,
                        QT_TRANSLATE_NOOP("Reeve::SasSteps", "Raider capacity"),
                        QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                          "How many army units a raider carries: table (3) or prose (2)."));
    raider.defaultValue = u"table"_s;
    StepField armies = S::field(
            u"armies"_s, T::List, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Armies carried"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "The armies aboard, such as Army II, Army III; left empty, it carries none."));
    armies.itemType = T::Text;
    armies.defaultValue = QJsonArray();
    StepField together = S::field(
            u"together"_s, T::List, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Carried with fleets"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Other fleets (numbers) of the faction given the same cargo: they carry "
                              "it together, the limit counted over all their ships, such as 2, 3."));
    together.itemType = T::Integer;
    together.defaultValue = QJsonArray();
    s.fields = {sideField(), S::forceNumber(u"fleet"_s), armies, raider, together};
    s.examples = {kWessex, kArmyI, kChannel, u"reeve-cli sas FILE place England fleet 1 Channel tr=1"_s,
                  u"reeve-cli step FILE cargo side=England fleet=1 armies='[\"Army I\"]'"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        QStringList names;
        for (const QJsonValue &v : f.value(u"armies"_s).toArray())
            names << v.toString();
        QList<int> with;
        for (const QJsonValue &v : f.value(u"together"_s).toArray())
            with << v.toInt();
        return S::logged(SasBoard(c).setCargo(SasBoard(c).side(f.value(u"side"_s).toString()).id,
                                              f.value(u"fleet"_s).toInt(), names,
                                              f.value(u"raider"_s).toString(), with));
    };
    return s;
}

StepSpec losses()
{
    StepSpec s = S::spec(
            u"losses"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Units lost in battle"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Takes the units a battle destroyed off a force's card (no gold moves); "
                              "a force left empty leaves play."),
            {S::phase(6)});
    s.fields = {sideField(), S::typeField(), S::forceNumber()};
    s.fields += S::unitFields(allUnits());
    s.fields << S::field(u"reason"_s, T::Text, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Why"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The battle or event, for the log."));
    s.examples = {kWessex, kArmyI, S::clockAt("6 Battles"),
                  u"reeve-cli step FILE losses side=England type=army number=1 hc=1 reason=Hastings"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(SasBank(c).applyLosses(forceOf(c, f).id, S::counts(f, allUnits()),
                                                f.value(u"reason"_s).toString()));
    };
    return s;
}

StepSpec capture()
{
    StepSpec s = S::spec(
            u"capture"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Ships captured"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Ships taken in fleet combat pass at once from the loser's fleet to the "
                              "winner's."),
            {S::ruleText("phase 6 (fleet combat)")});
    // Two factions in one form: each field says which side it is (never "Faction" twice).
    s.fields = {S::field(u"winner"_s, T::Side, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Capturing faction"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The faction capturing the ships.")),
                S::forceNumber(u"winner_fleet"_s),
                S::field(u"loser"_s, T::Side, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Losing faction"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The faction losing the ships.")),
                S::forceNumber(u"loser_fleet"_s)};
    s.fields += S::unitFields(fleetUnits());
    s.examples
            = {kChannel, u"reeve-cli sas FILE place England fleet 1 Channel ws=1"_s,
               u"reeve-cli sas FILE place France fleet 1 Channel rd=2"_s, S::clockAt("6 Battles"),
               u"reeve-cli step FILE capture winner=England winner_fleet=1 loser=France loser_fleet=1 rd=1"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const Unit to = forceOf(c, f, u"winner"_s, u"fleet"_s, u"winner_fleet"_s);
        const Unit from = forceOf(c, f, u"loser"_s, u"fleet"_s, u"loser_fleet"_s);
        return S::logged(SasBank(c).captureShips(from.id, to.id, S::counts(f, fleetUnits())));
    };
    return s;
}

} // namespace

QList<StepSpec> SasBoardSteps::specs()
{
    return {territory(), cities(), sea(),   borders(), strait(), control(),
            place(),     move(),   cargo(), losses(),  capture()};
}

} // namespace Reeve
