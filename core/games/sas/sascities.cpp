#include "sascities.h"

#include "games/sas/sascommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/ruletable.h"
#include "util/failure.h"
#include "util/plural.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Sas;

namespace {

/// The cost at \a existing cities in \a column, following the "x1.5" rows from the last printed level.
int levelCost(ProcedureContext &c, const QString &column, int existing)
{
    const RuleTable &table = c.table(u"sas.city-cost"_s);
    const int row = table.rowIndexFor(existing);
    const TableCell &cell = table.require(row, table.columnIndex(column));
    if (cell.value.isDouble()) {
        const Figure f = figure(c, u"sas.city-cost"_s, existing, column);
        c.step(Plural::text(tr("%n city(ies) already there: %1 gold (%2 column).", nullptr, existing),
                            existing)
                       .arg(f.shown(), column),
               ref("phase 8"));
        return f.value;
    }
    const QString text = cell.value.toString();
    bool ok = false;
    const double factor = text.startsWith(u'x') ? text.mid(1).toDouble(&ok) : 0.0;
    if (!ok || factor <= 0 || existing <= 0)
        throw Failure::badInput(
                tr("sas.city-cost row %1, column %2 must be a cost or a factor such as x1.5; it "
                   "holds \"%3\".")
                        .arg(table.rowKey(row).toString(), column, text));
    const int previous = levelCost(c, column, existing - 1);
    const int cost = int(previous * factor); // rounded down
    c.step(Plural::text(tr("%n city(ies) already there: %1 × %2 = %3 gold, rounded down (%4).", nullptr,
                           existing),
                        existing)
                   .arg(previous)
                   .arg(factor)
                   .arg(cost)
                   .arg(provenanceLabel(cell.provenance)),
           ref("phase 8"));
    return cost;
}

Procedure cityCostProcedure()
{
    Procedure p;
    p.id = u"sas.city-cost"_s;
    p.game = u"sas"_s;
    p.title = tr("City cost");
    p.ruleRefs = {ref("phase 8")};
    p.summary = tr(
            "Gold to build a minor city, or to upgrade a player-built minor city to a major one, by how "
            "many cities the territory already has; the HRE and England build minor cities cheaper.");
    p.parameters
            = {ParameterSpec::integer(
                       u"existing"_s, tr("Cities already there"), 0, 20, QJsonValue::Null,
                       tr("Cities already in the territory, not counting the one being built or upgraded.")),
               ParameterSpec::choice(
                       u"kind"_s, tr("City"), {u"minor"_s, u"major"_s}, QJsonValue::Null,
                       tr("minor: a new trade or port city; major: upgrading a player-built minor city.")),
               factionParameter(tr("The building faction (HRE and England pay less for minor cities).")),
               ParameterSpec::boolean(
                       u"player_built"_s, tr("Upgrading a player-built city"), true,
                       tr("For an upgrade: whether the minor city was built by a player (printed map cities "
                          "cannot be upgraded).")),
               ParameterSpec::choice(
                       u"major_reading"_s, tr("First upgrade price"), {u"table"_s, u"first-game"_s},
                       u"table"_s,
                       tr("table: the phase 8 table (150 for a first major city); first-game: the 100 gold "
                          "quoted in the first-game walkthrough, for a first major city only."))};
    p.body = [](ProcedureContext &c) {
        const int existing = int(c.integer(u"existing"_s));
        const QString kind = c.text(u"kind"_s);
        const QString faction = c.text(u"faction"_s);
        if (kind == u"major"_s && !c.boolean(u"player_built"_s))
            throw Failure::badInput(
                    tr("Only a minor city built by a player can become a major city; printed map "
                       "cities cannot be upgraded (Swords & Sails, phase 8)."));
        QString column = kind;
        if (kind == u"minor"_s && (faction == u"hre"_s || faction == u"england"_s)) {
            column = u"minor-hre-england"_s;
            c.step(tr("%1 pays the reduced minor-city column.").arg(factionName(faction)), ref("phase 8"));
        }
        if (kind == u"major"_s && existing == 0 && c.text(u"major_reading"_s) == u"first-game"_s) {
            const Figure f = figure(c, u"sas.city-upgrade-first-game"_s, 1);
            c.step(tr("Reading applied: the first-game walkthrough price for a first major city, %1 gold "
                      "(the "
                      "phase 8 table says 150).")
                           .arg(f.shown()),
                   ref("placing starting armies (first game)"));
            c.set(u"cost"_s, f.value);
            return;
        }
        if (kind == u"major"_s)
            c.step(tr("Reading applied: the phase 8 table for major cities (the first-game walkthrough's 100 "
                      "gold "
                      "is not used)."),
                   ref("phase 8"));
        const int cost = levelCost(c, column, existing);
        c.step(tr("Cost: %1 gold.").arg(cost));
        c.set(u"cost"_s, cost);
    };
    return p;
}

Procedure cityLimitProcedure()
{
    Procedure p;
    p.id = u"sas.city-limit"_s;
    p.game = u"sas"_s;
    p.title = tr("City limit");
    p.ruleRefs = {ref("phase 8")};
    p.summary = tr("How many cities a faction may build: one plus a third of its controlled territories, "
                   "rounded down.");
    p.parameters = {ParameterSpec::integer(u"territories"_s, tr("Territories"), 0, 1000, QJsonValue::Null,
                                           tr("Territories the faction controls."))};
    p.body = [](ProcedureContext &c) {
        const int territories = int(c.integer(u"territories"_s));
        const int limit = 1 + territories / 3;
        c.step(tr("1 + %1 ÷ 3 rounded down = 1 + %2 = %3 cities.")
                       .arg(territories)
                       .arg(territories / 3)
                       .arg(limit),
               ref("phase 8"));
        c.set(u"limit"_s, limit);
    };
    return p;
}

} // namespace

void SasCities::registerAll(ProcedureRegistry &registry)
{
    registry.add(cityCostProcedure());
    registry.add(cityLimitProcedure());
}

} // namespace Reeve
