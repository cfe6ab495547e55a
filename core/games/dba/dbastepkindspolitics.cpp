// The umpire's step kinds for vassals, the map, armies, provinces and the clock (see dbastepkinds.cpp).
#include "games/dba/dbastepkindfields.h"

namespace Reeve::DbaKinds {

void addPoliticsAndSetUp(QList<DbaStepKind> &kinds)
{
    kinds << DbaStepKind{
            u"break-vassalage"_s,
            N("Break vassalage"),
            N("DBA campaign, VASSALS & OVERLORDS"),
            N("A vassal renounces its overlord or is overthrown: each of its provinces may revolt."),
            {field(u"vassal"_s, K::Nation, N("Vassal"), "", true),
             field(u"provinces"_s, K::Provinces, N("Its provinces"), "", true),
             choice(u"cause"_s, N("Cause"), {u"renounced"_s, u"overthrow"_s}),
             field(u"grounds"_s, K::Text, N("Due cause (overthrow)"),
                   N("One of the causes entered once in table dba.renounce-causes, by number or words.")),
             field(u"rebels"_s, K::Text, N("Revolting provinces go to"), N("Empty: Independent."))},
            faces(N("a d6 per province, in the list's order"))};
    kinds << DbaStepKind{
            u"tribute"_s,
            N("Vassal's tribute"),
            N("DBA campaign, REVENUE (Taxation)"),
            N("A vassal pays its overlord in Spring, once a year: the house share of its revenue "
              "entered once (dba.figures, vassal_tribute_pct)."),
            {field(u"vassal"_s, K::Nation, N("Vassal"), "", true)},
            {}};
    kinds << DbaStepKind{
            u"border"_s,
            N("Record a border"),
            N("DBA campaign, STRATEGIC MOVEMENT"),
            N("The map is not in Reeve's sources: record each border once; moves then take their cost "
              "and adjacency from it."),
            {field(u"from"_s, K::Province, N("From"), "", true),
             field(u"to"_s, K::Province, N("To"), "", true),
             choice(u"type"_s, N("Type"), {u"open"_s, u"marsh"_s, u"hill"_s, u"mountain"_s})},
            {},
            false};
    kinds << DbaStepKind{
            u"army"_s,
            N("Set up an army or fleet"),
            N("DBA campaign, ARMY COMPOSITION"),
            N("Creates an army or fleet, or states an existing one anew (same name)."),
            {field(u"side"_s, K::Nation, N("Nation"), "", true),
             field(u"name"_s, K::Text, N("Name"), "", true),
             choice(u"type"_s, N("Type"), {u"army"_s, u"fleet"_s}),
             field(u"at"_s, K::Province, N("At"), "", true),
             field(u"elements"_s, K::Elements, N("Elements"),
                   N("In the order they are given up to losses, e.g. kn/f, sp/i, ps/o, naval."), true),
             field(u"general"_s, K::Text, N("General"),
                   N("Empty text: uncommanded. Left out when restating an army: its general stays.")),
             field(u"ruler"_s, K::TriState, N("The general is the C-in-C"),
                   N("Left out when restating an army: as recorded.")),
             [] {
                 DbaField f = number(u"supply"_s, N("Supply units"), -1, 99, -1,
                                     N("Left out when restating an army: as recorded (a new one has "
                                       "none)."));
                 f.kind = K::Optional;
                 return f;
             }(),
             field(u"in_town"_s, K::TriState, N("In a town"),
                   N("Left out when restating an army: as recorded."))},
            {},
            false};
    DbaField hostile = number(u"hostile_moves"_s, N("Hostile moves"), -1, 30, -1);
    hostile.kind = K::Optional;
    DbaField towns = number(u"towns"_s, N("Towns"), -1, 20, -1,
                            N("How many towns the province holds, which the cost of a new one counts."));
    towns.kind = K::Optional;
    kinds << DbaStepKind{
            u"province"_s,
            N("Set a province"),
            N("DBA campaign, PROVINCES"),
            N("Records a province's owner (a conquest), its town, whether it is coastal, or its hostile "
              "moves; fields left unchanged are kept."),
            {field(u"province"_s, K::Province, N("Province"), "", true),
             field(u"owner"_s, K::Nation, N("Owner"), N("Empty: unchanged.")),
             choice(u"town"_s, N("Town"), {QString(), u"none"_s, u"open"_s, u"fortified"_s}, "",
                    N("(unchanged)")),
             field(u"coastal"_s, K::TriState, N("Coastal")), hostile, towns},
            {},
            false};
    kinds << DbaStepKind{u"next-season"_s,
                         N("Next season"),
                         N("DBA campaign, SUMMARY"),
                         N("Moves the clock on to the next season."),
                         {},
                         {},
                         false};
}

} // namespace Reeve::DbaKinds
