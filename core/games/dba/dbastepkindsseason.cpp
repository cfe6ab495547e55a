// The umpire's step kinds for orders not carried out, the season's end and the economy (see
// dbastepkinds.cpp).
#include "games/dba/dbastepkindfields.h"

namespace Reeve::DbaKinds {

void addSeason(QList<DbaStepKind> &kinds)
{
    kinds << DbaStepKind{u"skip"_s,
                         N("Order not carried out"),
                         N("DBA campaign, SUMMARY"),
                         N("Records why an order was not carried out, e.g. its condition did not arise."),
                         {field(u"reason"_s, K::Text, N("Reason"),
                                N("e.g. condition not met: no invader entered Kent"), true)},
                         {},
                         true,
                         true};
    kinds << DbaStepKind{
            u"season-end"_s,
            N("Season's end"),
            N("DBA campaign, SUPPLY"),
            N("Supply is eaten, the unsupplied suffer attrition, and in Winter armies outside friendly "
              "towns lose more; dispersed armies are marked."),
            {field(u"dispersed"_s, K::Armies, N("Dispersed for the winter")),
             field(u"stay_out"_s, K::Armies, N("Ordered to winter outside the town"),
                   N("At winter's end an army in a province with a town its nation holds withdraws into it "
                     "unless its orders say not to: list those whose orders do.")),
             field(u"record"_s, K::Flag, N("Record the nations' sizes for the charts")),
             field(u"overlord_leave"_s, K::Flag, N("Overlord's leave"),
                   N("Armies in a vassal's land are there with the overlord's leave (supply by the rules of "
                     "friendly land).")),
             choice(u"conquest_reading"_s, N("Unopposed means"), {QString(), u"whole-move"_s, u"at-end"_s},
                    N("For armies that stood through the season's last move: whole-move (default, as "
                      "written): "
                      "no enemy in the province at any time of the move; at-end: none left when it ends."),
                    N("(as written: the whole move)")),
             choice(u"cinc_reading"_s, N("C-in-C's element kept from"),
                    {QString(), u"attrition-only"_s, u"whole-loss"_s},
                    N("attrition-only (default, as written): a siege's loss summed with the attrition may "
                      "still take it, when that loss alone reaches it; whole-loss: kept from all of it."),
                    N("(as written: attrition only)")),
             choice(u"split_reading"_s, N("Army partly unsupplied"), {QString(), u"one-total"_s, u"by-part"_s},
                    N("one-total (default, as written): the supply attrition on the unsupplied elements and "
                      "the rest on all, added up in points and rounded up once; by-part: each part rounded "
                      "on its own, a besieging side's share split by points (Reeve's choice)."),
                    N("(as written: one total)"))},
            {Mode::PerArmy,
             {},
             N("per army that suffers attrition: two d10 (more when two attritions "
               "are summed); leave empty to roll")},
            false};
    kinds << DbaStepKind{
            u"taxes"_s,
            N("Autumn taxes"),
            N("DBA campaign, REVENUE"),
            N("Every nation is paid the revenue of the provinces it holds, less a fifth per move of "
              "hostile presence."),
            {choice(u"reading"_s, N("Province won this year"), {u"held-all-year"_s, u"held-at-autumn"_s},
                    N("held-all-year: pays nothing this year; held-at-autumn: pays its holder now.")),
             choice(u"rounding"_s, N("Rounding of a province's share"),
                    {u"down"_s, u"none"_s, u"nearest"_s, u"up"_s}),
             field(u"force"_s, K::Flag, N("Outside Autumn too"), N("Collect even though it is not Autumn."))},
            {},
            false};
    kinds << DbaStepKind{
            u"raise"_s,
            N("Raise troops"),
            N("DBA campaign, RAISING AN ARMY"),
            N("New elements join an army, paid by Table 1 from its nation's treasury."),
            {field(u"army"_s, K::Army, N("Army"), "", true),
             field(u"elements"_s, K::Elements, N("Elements"), N("e.g. sp/o, sp/o, ps/o"), true),
             number(u"raising_provinces"_s, N("Provinces raising"), 1, 78, 1),
             field(u"cinc_and_treasury"_s, K::Flag, N("C-in-C and treasury present"),
                   N("Needed outside Spring; read from the board once the treasury's places are kept.")),
             paidFrom()},
            {}};
    kinds << DbaStepKind{u"buy-supply"_s,
                         N("Buy supply"),
                         N("DBA campaign, SUPPLY"),
                         N("Supply units for an army, paid from its nation's treasury."),
                         {field(u"army"_s, K::Army, N("Army"), "", true),
                          number(u"units"_s, N("Units"), 1, 99, 1), paidFrom()},
                         {}};
    kinds << DbaStepKind{u"incite"_s,
                         N("Incite a rebellion"),
                         N("DBA campaign, OF KINGS AND THINGS"),
                         N("A nation pays in secret for a rising in another's province."),
                         {field(u"backer"_s, K::Nation, N("Backer"), "", true),
                          field(u"province"_s, K::Province, N("Province"), "", true),
                          number(u"paid"_s, N("Paid (£)"), 0, 999, 0), paidFrom()},
                         {}};
    kinds << DbaStepKind{
            u"relation"_s,
            N("Allies and vassals"),
            N("DBA campaign, VASSALS & OVERLORDS"),
            N("Records two nations as allies, one as the other's vassal, or neither: their provinces "
              "are then friendly to each other for moves, supply and wintering."),
            {field(u"side"_s, K::Nation, N("Nation"), "", true),
             field(u"with"_s, K::Nation, N("With"), "", true),
             choice(u"kind"_s, N("Relation"), {u"ally"_s, u"vassal"_s, u"none"_s},
                    N("vassal: the nation becomes the vassal of the other"), nullptr),
             field(u"secret"_s, K::Flag, N("Secret"), N("Known to the umpire only."))},
            {},
            false};
    kinds << DbaStepKind{
            u"contingent"_s,
            N("Vassal's contingent"),
            N("DBA campaign, VASSALS & OVERLORDS"),
            N("A vassal's army goes to serve its overlord for the season: at least 4 EE, or what "
              "was asked if less."),
            {field(u"army"_s, K::Army, N("Army sent"), "", true),
             number(u"requested_ee"_s, N("EE asked for"), 0, 99, 4)},
            {}};
    kinds << DbaStepKind{
            u"succession"_s,
            N("Succession"),
            N("DBA campaign, OF KINGS AND THINGS"),
            N("After a C-in-C's death one of his nation's generals succeeds, or a new one is due in "
              "the capital next season; vassalage owed to the dead man lapses."),
            {field(u"side"_s, K::Nation, N("Nation"), "", true),
             field(u"successor"_s, K::Text, N("Successor"), N("a general or his army; empty: the first")),
             field(u"on_battlefield"_s, K::Flag, N("Killed on the battlefield"))},
            {},
            false};
    kinds << DbaStepKind{
            u"reassemble"_s,
            N("Reassemble"),
            N("DBA campaign, SUPPLY (Winter Attrition)"),
            N("A dispersed army gathers in Spring: each element d3 − 1 moves late; the army acts "
              "once the slowest is back."),
            {field(u"army"_s, K::Army, N("Army"), "", true)},
            faces(N("a d3 per element, full elements first"))};
    kinds << DbaStepKind{
            u"neutral-army"_s,
            N("Neutral province's army"),
            N("DBA campaign, PROVINCES"),
            N("An attacked neutral province fields an army worth up to four times its revenue in "
              "points; it belongs to its neutral owner, played by nobody."),
            {field(u"province"_s, K::Province, N("Province"), "", true),
             field(u"elements"_s, K::Elements, N("Elements"), N("e.g. sp/o, sp/o, ps/o"), true),
             field(u"general"_s, K::Text, N("General")), field(u"name"_s, K::Text, N("Name"))},
            {},
            false};
    kinds << DbaStepKind{
            u"sub-general"_s,
            N("Sub-general"),
            N("DBA campaign, Sub-generals"),
            N("A win in a table battle as main participant makes one element a sub-general: he rides "
              "with the army, or leads the elements named out of it as an army of his own."),
            {field(u"army"_s, K::Army, N("Army"), "", true),
             field(u"general"_s, K::Text, N("Sub-general"), "", true),
             field(u"split"_s, K::Elements, N("Elements he leads off"), N("empty: he stays with the army")),
             field(u"new_army"_s, K::Text, N("New army's name")),
             field(u"won_on_table"_s, K::TriState, N("Won a battle on the table"), N("Default: yes.")),
             field(u"major_participant"_s, K::TriState, N("A main participant of the battle"),
                   N("Default: yes.")),
             field(u"eligible_element"_s, K::TriState, N("An element that may become a sub-general"),
                   N("Default: yes."))},
            {}};
    kinds << DbaStepKind{
            u"build-ships"_s,
            N("Build ships"),
            N("DBA campaign, RAISING AN ARMY (Naval Elements)"),
            N("Naval elements join a fleet in a coastal province its nation holds: one a year per "
              "province, at most two per coastal province held in all."),
            {field(u"fleet"_s, K::Fleet, N("Fleet"), "", true),
             number(u"number"_s, N("Naval elements"), 1, 9, 1), paidFrom()},
            {}};
    kinds << DbaStepKind{
            u"captured-ships"_s,
            N("Captured ships"),
            N("DBA campaign, RAISING AN ARMY (Naval Elements)"),
            N("Ships taken in a naval action come uncrewed, in tow of a fleet; they are re-crewed "
              "(two crews a province a year), their captured crews paid, or sold in a town."),
            {field(u"fleet"_s, K::Fleet, N("Fleet"), "", true),
             choice(u"action"_s, N("What"), {u"capture"_s, u"recrew"_s, u"pay-crew"_s, u"sell"_s}, "",
                    nullptr),
             number(u"number"_s, N("Ships"), 1, 20, 1), paidFrom()},
            {}};
    kinds << DbaStepKind{u"promote"_s,
                         N("Promote an element"),
                         N("DBA campaign, RAISING AN ARMY (Promoting Troops)"),
                         N("One element of an army becomes a better grade or type for the difference of the "
                           "Table 1 values."),
                         {field(u"army"_s, K::Army, N("Army"), "", true),
                          field(u"element"_s, K::Text, N("Element"), N("e.g. sp/i"), true),
                          field(u"to"_s, K::Text, N("Becomes"), N("e.g. sp/o"), true),
                          field(u"fought_battle"_s, K::TriState, N("Fought a battle last year"),
                                N("As recorded: yes.")),
                          field(u"promoted_this_year"_s, K::Flag, N("Already promoted this year")),
                          paidFrom()},
                         {}};
    kinds << DbaStepKind{
            u"rising"_s,
            N("A rising breaks out"),
            N("DBA campaign, OF KINGS AND THINGS (Inciting Rebellion)"),
            N("A province incited in an earlier season rises: it goes independent, its garrison is "
              "besieged, or the holder's field forces fight the rebels at once."),
            {field(u"province"_s, K::Province, N("Province"), "", true),
             field(u"rebels"_s, K::Elements, N("Rebel elements"),
                   N("the umpire's force for the rebels, e.g. sp/i, sp/i, ps/o")),
             field(u"general"_s, K::Text, N("Rebel leader")),
             field(u"nipped"_s, K::Flag, N("Nipped in the bud"),
                   N("The umpire rules that the holder's army or general stops it.")),
             field(u"force"_s, K::Flag, N("Not incited here"),
                   N("A rising the umpire rules on without an incite step."))},
            faces(N("a d6 for the battle when the holder's forces are in the field"))};
    kinds << DbaStepKind{
            u"town-project"_s,
            N("Town works"),
            N("DBA campaign, REVENUE (Building Towns)"),
            N("Spring works paid by the province's holder: a new town, a fortified town or an "
              "investment; they finish at the Autumn taxes unless the province is attacked first."),
            {field(u"province"_s, K::Province, N("Province"), "", true),
             choice(u"project"_s, N("Project"), {u"build-town"_s, u"fortify"_s, u"invest"_s}, "", nullptr),
             field(u"also_invest"_s, K::Flag, N("Also invest £5")),
             choice(u"combine"_s, N("Investing with it"), {QString(), u"separate-rolls"_s, u"added-chances"_s},
                    N("The text does not say how the chances combine.")),
             paidFrom(), field(u"force"_s, K::Flag, N("Outside Spring too"))},
            faces(N("a d100 for the project, then one for the investment if rolled separately"))};
    kinds << DbaStepKind{u"treasury"_s,
                         N("Treasury"),
                         N("DBA campaign, The Treasury"),
                         N("Record a nation's capital, where its money lies, or hand money between places in "
                           "one province: an army carries it like supply, a town keeps it."),
                         {field(u"side"_s, K::Nation, N("Nation"), "", true),
                          field(u"capital"_s, K::Province, N("Capital"), N("Set only to record the capital.")),
                          [] {
                              DbaField f = number(u"amount"_s, N("Amount moved (£)"), 0, 9999, 0);
                              f.kind = K::Optional;
                              return f;
                          }(),
                          field(u"from"_s, K::Text, N("From"), N("a province or one of the nation's armies")),
                          field(u"to"_s, K::Text, N("To"), N("a province or one of the nation's armies"))},
                         {}};
}

} // namespace Reeve::DbaKinds
