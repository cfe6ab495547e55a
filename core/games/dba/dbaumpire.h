#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>

#include "campaign/side.h"
#include "games/dba/dbaarmy.h"
#include "games/dba/dbatreasury.h"
#include "procedures/procedureresult.h"

namespace Reeve {

class Campaign;

/**
 * The DBA umpire's desk: steps through a season's revealed orders one result at
 * a time. Each step runs the campaign's own procedures (logged with their Table
 * and section, on entered or rolled dice) and then changes the campaign state
 * (armies, provinces, treasury) as one undoable logged action; when the step
 * names the order it carries out, that order's fate is recorded for its nation.
 *
 * A step is a JSON object with "do" and its fields (see reference.md, "Umpire's
 * desk"): move-order, move, hold, sea-move, naval-contact, contact, battle,
 * table-battle, harry, retreat, assault, siege, skip, break-vassalage, incite, season-end, taxes, raise, buy-supply,
 * next-move (the season's move counter), and the set-up steps army, province and next-season; dice
 * as an array of faces (or an object of arrays per roll) — absent: rolled from
 * the campaign's seed.
 *
 * The procedures worked out without dice (a move's cost, a loss total, supply, taxes, prices,
 * limits) are not logged on their own: their explanation steps and outcome go into the data
 * ("working") of the step's own state-change action, readable by the same audience; when the
 * step changes nothing (a refused move, a contact's scouting points), into one "dba.working"
 * action with the step's privacy.
 */
class DbaUmpire
{
public:
    explicit DbaUmpire(Campaign &campaign);

    /// Carries out one step; returns {"do", "outcome", "log", "working"} (log: the action seqs
    /// written; working: the dice-less procedures' results, as logged with the step's action).
    QJsonObject apply(const QJsonObject &step);
    /// Carries out steps in order (stops at the first failure, which is thrown).
    QJsonArray applyAll(const QJsonArray &steps);

    /// The season of the clock in lower case ("spring"...), for the procedures.
    QString season();
    /// The move of the season being adjudicated (1 until a next-move step of this season).
    int currentMove();
    /// The season's moves (dba.moves-per-season), 0 when the clock is not in a season.
    int movesThisSeason();

private:
    /// Runs a dba. procedure; one with dice is logged, private to \a privateSide when given.
    ProcedureResult resolve(const QString &id, const QJsonObject &inputs, const QJsonValue &dice,
                            qint64 privateSide = 0);
    /// Writes \a change as one action carrying the working collected so far (then cleared).
    void commit(DbaArmies::Change change);
    /// Logs working no action of the step took (one "dba.working" action, private to m_workingSide).
    void flushWorking(const QString &what);
    void fate(const QJsonObject &step, const QString &text, bool isPublic = false);
    /// A rule's refusal of the step: thrown as bad input, so the runner writes nothing of it.
    [[noreturn]] void refuse(const QString &why);
    QJsonObject province(const QString &id);
    bool isHome(const DbaArmy &army);
    /// Whether one of \a sideId's generals is already in \a provinceId (uncommanded forces may join him).
    bool generalAt(qint64 sideId, const QString &provinceId);
    /// Applies summed loss percentages to an army through dba.losses; returns elements lost. \a shareHundredths:
    /// a share of a side's loss taken at the same time, in hundredths of a point, summed with them.
    /// \a partHundredths: points lost by part of the army only (its unsupplied elements' supply attrition).
    int applyLosses(DbaArmy &army, const QList<int> &percentages, QStringList &notes, int shareHundredths = 0,
                    int partHundredths = 0);
    /// How many of \a army's elements, from the front of its listed order, \a units supply units leave unfed.
    int unsuppliedElements(const DbaArmy &army, int units);
    /// A season end's attrition: \a supplyPct on the \a unsupplied first-listed elements, \a winterPct on all
    /// (summed where both fall), through applyAttrition (dbaumpireseason.cpp).
    /// \a carriedPct (a siege's, taken at the same season's end) falls on every element with the rest; so does
    /// \a shareHundredths, an army's share in points of its besieging side's loss (the combined reading).
    /// Where only part of the army is unsupplied, m_splitReading says how: "one-total" (as written: every loss
    /// in points added up and rounded up once) or "by-part" (each part on its own, the share split by points).
    int applySeasonLosses(DbaArmy &army, int unsupplied, int supplyPct, int winterPct, int carriedPct,
                          int shareHundredths, QStringList &notes);
    /// Reads a season-end's cinc_reading and split_reading into m_cincReading and m_splitReading.
    void readSeasonReadings(const QJsonObject &step);
    /// applySeasonLosses's "by-part" reading: the unsupplied and the fed elements each rounded on their own.
    int applyLossesByPart(DbaArmy &army, int unsupplied, const QList<int> &all, int carriedPct, int winterPct,
                          int share, QStringList &notes);
    /// Takes the siege losses recorded on \a army this season ("siege_loss") into its season end when it also
    /// suffers attrition: puts back the elements the siege took (\a gone) and returns the siege's percentage,
    /// to be summed with the attrition's (DBA campaign, Calculating Troop Losses); 0 otherwise. An army that
    /// besieged with others under the combined reading carries its share of their loss instead: the percentage
    /// is then 0 and \a shareHundredths that share in hundredths of a point (else -1); \a reading says which
    /// reading the siege used ("combined", "each", or empty for an army besieging alone).
    int carrySiegeLoss(DbaArmy &army, bool attrition, int &gone, int &shareHundredths, QString &reading,
                       QStringList &notes);
    /// Records on \a army the siege's \a pct and the elements it took from \a before, for the season's end;
    /// with several besiegers, the \a reading of their losses and, combined, the army's \a shareHundredths.
    void recordSiegeLoss(DbaArmy &army, int pct, const QStringList &before, const QString &reading = {},
                         int shareHundredths = -1);
    /// applyLosses for attrition: a C-in-C keeps his own element against attrition (dbaumpireseason.cpp).
    /// \a siegeHundredths: the part of the summed loss that is no attrition (a siege's), in hundredths of a
    /// point; by m_cincReading "attrition-only" (as written) his element is lost when that part alone, in the
    /// listed order, reaches it; by "whole-loss" he keeps it against the whole summed loss.
    int applyAttrition(DbaArmy &army, const QList<int> &percentages, QStringList &notes,
                       int shareHundredths = 0, int partHundredths = 0, qint64 siegeHundredths = 0);
    /// Whether \a siegeHundredths, given up alone in \a army's listed order, reaches its element \a at.
    bool siegeTakesGeneral(const DbaArmy &army, qsizetype at, qint64 siegeHundredths);

    QJsonObject move(const QJsonObject &step);
    QJsonObject seaMove(const QJsonObject &step);
    /// What a sea-move has worked out before it puts to sea (dbaumpirevoyages.cpp).
    struct Voyage
    {
        QString from, to, owner, legs, routeNote, fleetName;
        int moves = 0;
        bool caught = false, landsHostile = false;
    };
    /// A sea-move's fleets ("fleet" and "with") and the armies they carry, checked: ashore together, one
    /// nation's, on a voyage that may be sailed (voyageOf, into \a v), and commanded unless in friendly waters.
    void embark(const QJsonObject &step, QList<DbaArmy> &fleets, QList<DbaArmy> &carried, Voyage &v);
    /// Puts \a forces (the fleet first) to sea on \a v, as one action; returns the step's outcome.
    QJsonObject sail(const QJsonObject &step, const Voyage &v, const QList<DbaArmy *> &forces,
                     QStringList &notes);
    /// Writes a sea-move's fate: under way until move \a lands, else carried out (with its storm, if any).
    void voyageFate(const QJsonObject &step, const QString &to, int moves, int lands, bool caught,
                    const QStringList &notes, bool pastLast);
    /// A sea-move's legs: as the step gives them, or the listed special sea route when left out; a
    /// route leg must join the start and the destination (dba.sea-routes) unless "house_route" is set.
    /// \a routeNote says which route was sailed, if any (dbaumpiremoves.cpp).
    QString voyageOf(const QJsonObject &step, const QString &from, const QString &to, bool carrying,
                     QString &routeNote);
    /// \a legs with the half moves to embark and to land added when \a carrying and left out (listed,
    /// they are kept once); refuses them in the middle of the voyage or on a voyage carrying nobody.
    /// \a note says when the desk added them.
    /// Whether a voyage carrying \a carried takes the half moves to embark and land: an army aboard does, a
    /// general alone only under the step's "embark_reading" any (default army, as written).
    static bool embarksAnArmy(const QJsonObject &step, const QList<DbaArmy> &carried);
    static QString landingLegs(QStringList legs, bool carrying, QString &note);
    /// Refuses a voyage unless every force of it has a move left this season (dba.move-allowance, its
    /// working kept).
    void requireMovesLeft(const QList<DbaArmy> &forces);
    /// Counts the moves the desk's move clock has passed as used by \a army (at move m, at least m − 1).
    void followClock(DbaArmy &army);
    /// Refuses a voyage whose fleet has too little room for the armies it carries (dba.transport-space).
    void requireSpace(const QList<DbaArmy> &fleets, const QList<DbaArmy> &carried);
    // Voyages (dbaumpirevoyages.cpp).
    /// One storm d6 of a voyage: an element of a force aboard (its index), one of its supply units or baggage.
    struct StormSlot
    {
        enum { Supply = -1, Baggage = -2 };
        int force = 0;
        int element = 0;
    };
    /// The storm's d6s in dba.storm's rolling order, per group, with the generals' elements counted.
    struct StormSlots
    {
        QList<StormSlot> naval, foot, mounted;
        int generalsNaval = 0, generalsFoot = 0, generalsMounted = 0;
        int psiloi = 0, supply = 0, baggage = 0,
            lh = 0; ///< rolled last of their group, as dba.storm counts them
    };
    StormSlots stormSlots(const QList<DbaArmy *> &forces);
    /// Takes off each force the very elements (supply units, baggage) that rolled the storm's 1s.
    /// Returns the space the survivors lack (stormOverflow).
    double applyStorm(const QJsonObject &step, const ProcedureResult &storm, const QList<DbaArmy *> &forces,
                      const StormSlots &shares, QStringList &notes);
    /// The space the land elements left in \a forces need beyond what their naval elements carry, counted as
    /// requireSpace counts it (dba.transport-space); \a unhorsedLh light horse and \a unhorsedMounted other
    /// mounted elements lost their horses and take a psiloi's and a foot element's space.
    double stormOverflow(const QList<DbaArmy *> &forces, int unhorsedLh, int unhorsedMounted);
    /// Rolls dba.storm for \a forces at sea for \a moves (on \a dice when given, as \a side's roll) and,
    /// when they are caught, takes off the elements that rolled the 1s.
    ProcedureResult stormAtSea(const QJsonObject &step, const QList<DbaArmy *> &forces, int moves,
                               const QJsonValue &dice, qint64 side, QStringList &notes);
    // Shipwreck (dbaumpirewrecks.cpp).
    /// What a storm's shipwreck did: the armies wholly wrecked (unit ids), forced ashore in \a ashore or, when
    /// it is empty, lost at sea; the armies formed ashore of the part of one; the outcome's entries.
    struct Wreck
    {
        QString ashore;
        QString reading;
        int struck = 0; ///< the voyage's sea move the storm struck in: the shipwrecked are charged that many
        QList<qint64> whole;
        QList<DbaArmy> formed;
        QJsonArray entries;
    };
    /// Refuses, before any die, a sea-move's "ashore" that is not a coastal province friendly to \a side and a
    /// "wrecked" entry that names no element (or baggage) of an army in \a carried.
    void requireWreckFields(const QJsonObject &step, const QString &side, const QList<DbaArmy> &carried);
    /// The land elements the surviving ships lack \a lackHalves half spaces for are shipwrecked (DBA campaign,
    /// Storms): those the step names ("wrecked"), else the baggage, then the elements in turn from each army in
    /// its listed order, a general's own element last. They are taken off \a forces (\a unhorsed: which of
    /// each force's elements lost their horses) and recorded in m_wreck.
    void shipwreck(const QJsonObject &step, const QList<DbaArmy *> &forces,
                   const QList<QList<bool>> &unhorsed, int lackHalves, QStringList &notes);
    /// Writes m_wreck into \a change: armies wholly wrecked ashore (off the voyage) or destroyed, a fleet whose
    /// every ship sank destroyed, and the armies formed ashore.
    void writeWreck(DbaArmies::Change &change);
    Wreck m_wreck;
    /// Refuses a step for an army or fleet still at sea on a voyage that has not yet landed.
    void requireAshore(const DbaArmy &army);
    /// Sets the forces of \a change at sea until the move their voyage ends, or lands them now when it ends
    /// in this move (or after the season's last); returns the move it lands.
    int setSail(DbaArmies::Change &change, const QString &from, const QString &to,
                const QString &hostileOwner, bool beach, QStringList &notes);
    /// Lands every voyage that ends by move \a move (called as the move begins); returns what landed.
    QJsonArray landVoyages(int move);
    /// The public text of a step the world does not see: it names no nation, army, province or sum.
    static QString secretText();
    /// \a province's holder's armies under a "wait & defend" order that may advance into it now it is invaded
    /// by \a invader: in an adjacent province, not across a mountain or marsh border (dbaumpirestances.cpp).
    QStringList defendersOf(const QString &province, const QString &invader);
    /// Charges a voyage's moves to every force in \a change; returns moves_used, season_moves and
    /// past_last_move (the forces whose voyage ends after the season's last move).
    QJsonObject chargeVoyage(DbaArmies::Change &change, int moves, QStringList &notes);
    /// Counts moves an army spends where it stands (recovery, a retreat's move, sitting still).
    QJsonObject hold(const QJsonObject &step);
    QJsonObject contact(const QJsonObject &step);
    // Contact's special cases (dbaumpirecontact.cpp).
    /// \a army's scouting points (dba.scouting-points, its working kept), at least 1.
    int scoutingPoints(const DbaArmy &army);
    /// Whether \a army came ashore by a voyage into the province it stands in, this season.
    bool landedHere(const DbaArmy &army);
    /// Refuses a second invader unless it is a third force, ashore with the others in the defender's own
    /// province and hostile to the first invader.
    void requireSecondInvader(const DbaArmy &second, const DbaArmy &attacker, const DbaArmy &defender);
    /// Two hostile invaders of the defender's province: who chooses and who fights first (the step's
    /// "first"); swaps \a attacker (and \a attackerSp) to the first. Returns the order for the outcome.
    QJsonObject orderOfInvaders(const QJsonObject &step, DbaArmy &attacker, const DbaArmy &defender,
                                int &attackerSp, int defenderSp);
    /// Refuses a contact unless both forces are ashore in one province and hostile to each other.
    void requireMeeting(const DbaArmy &attacker, const DbaArmy &defender);
    /// The contact's public sentences: the beaches when offered, the order of two invaders.
    QStringList contactNotes(const DbaArmy &attacker, const DbaArmy &defender, bool offered, bool onBeaches,
                             const QJsonObject &invaders);
    // Contact's further special cases (dbaumpirecontactcases.cpp).
    /// The forces a contact brings in beside the two that meet, checked before any die.
    struct ContactParties
    {
        QList<DbaArmy> forces;         ///< the attacker's further forces, entering separately
        QList<DbaArmy> reinforcements; ///< the defender's allies or reinforcements arriving in the move
        QList<DbaArmy> blockade;       ///< a besieger's forces left to bottle up the town
        DbaArmy garrison;              ///< the besieged town's garrison (unitId 0: none)
        bool relief = false;           ///< the attacker relieves a siege in a province of his own
        QStringList landedTogether;    ///< the forces that came ashore with the attacker from one fleet
    };
    /// The fleet and move of the landing \a army came ashore in this season in its province; empty if none.
    QString landingOf(const DbaArmy &army);
    /// Adds to \a p.forces the armies that landed with \a attacker from one fleet (named or not).
    void landingCompanions(const DbaArmy &attacker, QStringList &named, ContactParties &p);
    /// \a first with \a others' elements (and a general if it has none), named "first with others".
    static DbaArmy merged(const DbaArmy &first, const QList<DbaArmy> &others);
    /// The forces that entered separately, as indexes into \a all: one landing from one fleet is one force.
    QList<QList<int>> enteringForces(const QList<DbaArmy> &all);
    /// Which of \a forces (the groups of \a all) is on the table by Table 2's letter \a type (not D or E).
    int forceOnTable(const QString &type, const QList<DbaArmy> &all, const QList<QList<int>> &groups,
                     const QList<DbaArmy> &forces, const QJsonObject &step, const QJsonValue &pickDice,
                     QStringList &notes);
    /// Whether \a a is \a side's or friendly to it.
    bool sameCause(const DbaArmy &a, const QString &side);
    /// The armies the step names under \a key, each in \a with's province, on its side against \a against.
    QList<DbaArmy> partyOf(const QJsonObject &step, const QString &key, const DbaArmy &with,
                           const DbaArmy &against, QStringList &named);
    /// The attacker's further forces, the defender's reinforcements and a relief, refused where the rule refuses.
    ContactParties contactParties(const QJsonObject &step, const DbaArmy &attacker, const DbaArmy &defender);
    /// Whether the contact relieves a siege (the step's "relief", else as recorded) and who holds the town.
    void reliefParties(const QJsonObject &step, const DbaArmy &attacker, const DbaArmy &defender,
                       QStringList &named, ContactParties &p);
    /// The attacker's scouting points: the named force's, or all its forces' as one army ("combined").
    int partyScoutingPoints(const DbaArmy &attacker, const ContactParties &p, const QString &reading);
    /// How many entered dice Table 2 reads for these scouting points when the first die is \a firstDie.
    int table2Dice(int attackerSp, int defenderSp, int firstDie);
    /// Picks one of \a among at random (a die with a face each, logged); returns its index.
    int pickAtRandom(const QStringList &among, const QJsonValue &dice, const QString &why);
    /// The largest of \a all by EE or Table 1 points (\a by); forces of one size picked among at random.
    int largestForce(const QList<DbaArmy> &all, const QString &by, const QJsonValue &pickDice,
                     QStringList &notes);
    /// Each of the attacker's forces' part in the battle by the Table 2 letter (linked, on_table, arrives, absent).
    QJsonArray attackerLineUp(const QString &type, const DbaArmy &attacker, const ContactParties &p,
                              const QJsonObject &step, const QJsonValue &pickDice, QStringList &notes);
    /// The defender's and its reinforcements' parts by the Table 2 letter.
    QJsonArray defenderLineUp(const QString &type, const DbaArmy &defender, const ContactParties &p,
                              QStringList &notes);
    /// A relief's set-up by the Table 2 letter: who chooses the ground, the garrison's sally, the blockade.
    QJsonObject reliefLineUp(const QString &type, const DbaArmy &attacker, const DbaArmy &defender,
                             const ContactParties &p, const QJsonObject &step, QStringList &notes);
    /// The entered dice split into Table 2's and the one picking a force at random (with \a several forces).
    std::pair<QJsonValue, QJsonValue> contactDice(const QJsonValue &dice, bool several, int attackerSp,
                                                  int defenderSp);
    /// Records the contact on every force in it and writes its public sentence (\a typeAndBeaches: the
    /// Table 2 letter, then non-empty when fought on the beaches); returns the attacker's force on the table.
    QJsonValue commitContact(DbaArmy &attacker, DbaArmy &defender, ContactParties &parties,
                             const QJsonArray &attackers, const QJsonArray &defenders,
                             const QStringList &typeAndBeaches, QStringList notes);
    /// Records the contact on each of \a forces (with \a with), their roles when there are several.
    void recordContact(const QList<DbaArmy *> &forces, const QString &with, const QJsonArray &roles,
                       const QString &battleType, bool onBeaches, DbaArmies::Change &change);
    /// The Table 2 type of the contact \a a and \a b recorded with each other this season; empty if none.
    QString contactType(const DbaArmy &a, const DbaArmy &b);
    /// The Table 2 type a battle uses for Table 3's house modifier: the step's, else the recorded contact's;
    /// puts it into the procedure's \a inputs when it applies, cites the house figure in \a notes.
    QJsonObject battleTypeFor(const QJsonObject &step, const DbaArmy &attacker, const DbaArmy &defender,
                              QJsonObject &inputs, QStringList &notes);
    QJsonObject battle(const QJsonObject &step);
    QJsonObject siege(const QJsonObject &step);
    /// One side of a battle or siege: the force the step names first, then the forces that fight beside it.
    struct BattleSide
    {
        QList<DbaArmy> forces;
        QList<QStringList> before; ///< each force's elements before the battle
        QStringList names() const;
        QStringList elementsBefore() const;
        QStringList elementsNow() const;
        bool hasGeneral() const;
        /// "X" or "X with Y, Z".
        QString title() const;
    };
    // Sieges (dbaumpiresieges.cpp).
    /// How long a siege has lasted by this season's end.
    struct SiegeTime
    {
        QJsonObject record; ///< the province's "siege": {"besieger", "besiegers", "laid_turn", "laid_move"}
        int seasons = 0;    ///< entire seasons continuously besieged, this one included when whole
        bool wholeSeason = false; ///< whether this season was besieged from its first move
    };
    /// The siege of a town laid or kept up by \a besiegers (the named one first): it goes on while one of
    /// the recorded besiegers is among them.
    SiegeTime siegeTime(const QJsonObject &step, const QStringList &besiegers, const QJsonObject &town);
    /// The siege's attackers: \a named first, the step's "with" and \a town's recorded besiegers still
    /// there; each a field army of its nation in the province, ashore and outside the town (else refused).
    QList<DbaArmy> besiegingForces(const QJsonObject &step, const DbaArmy &named, const QJsonObject &town);
    /// Whether \a army is one of the besiegers recorded in \a town's siege.
    static bool besieges(const QJsonObject &town, const QString &army);
    /// \a record without \a army among its besiegers; empty when none is left (the siege ends).
    static QJsonObject siegeWithout(const QJsonObject &record, const QString &army);
    /// Records a siege laid during the season; its battle is rolled at the season's end.
    QJsonObject laySiege(const BattleSide &besiegers, const DbaArmy &garrison, QJsonObject town,
                         const QJsonObject &record);
    /// The season's Table 3 roll of a siege, its losses on every besieger, the surrender roll when due.
    QJsonObject siegeRoll(const QJsonObject &step, BattleSide &besiegers, DbaArmy &garrison,
                          QJsonObject &town, const SiegeTime &time, const QString &losses);
    ProcedureResult surrenderCheck(const QJsonObject &step, const DbaArmy &garrison, bool fortified,
                                   int seasons, const QJsonValue &die);
    /// The besiegers' share of the siege's roll, \a pct of their points (each one's kept for the season's end).
    void besiegersLose(BattleSide &besiegers, int pct, const QString &losses, const QList<int> &shares,
                       const QJsonObject &town, QJsonObject &lost, QStringList &notes);
    /// Writes for the besiegers' nation alone which of its elements the siege's roll took, with \a working.
    void tellBesiegers(const BattleSide &besiegers, const QString &where, const QStringList &notes,
                       const QJsonArray &working);
    /// Refuses entered siege dice of the wrong count once the Table 3 die is read: a second die only when
    /// the garrison outlived it (\a wipedOut false), to roll the surrender.
    void requireSurrenderDie(const QJsonArray &faces, bool wipedOut, const QString &garrison);
    /// Writes a season's siege result: the town taken, each besieger wiped out gone, or the siege kept up.
    void endOfSiegeSeason(BattleSide &besiegers, DbaArmy &garrison, QJsonObject &town, bool surrenders,
                          const QJsonObject &record, QStringList &notes);
    QJsonObject skip(const QJsonObject &step);
    // Conquering a province (dbaumpireconquest.cpp).
    /// Whether a force hostile to \a army stands in its province (in the field or its town), not at sea.
    bool opposed(const DbaArmy &army);
    /// The province's record of the forces that left it ("left_by"), as a list.
    static QJsonArray departures(const QJsonObject &here);
    /// Adds \a army's leaving \a from in \a move (a beaten army's retreat when \a retreat) to the province's
    /// record in \a change, every force that leaves in the move kept.
    void recordDeparture(DbaArmies::Change &change, const QString &from, const DbaArmy &army, int move,
                         bool retreat = false);
    /// Whether a force hostile to \a army left \a here in the current move (other than in a beaten retreat).
    bool enemyLeftThisMove(const DbaArmy &army, const QJsonObject &here);
    /// Refuses a siege or assault (\a what) without a garrison unless \a town is an enemy's fortified town
    /// with nobody in it.
    void requireEmptyFortifiedTown(const DbaArmy &army, const QJsonObject &town, const QString &what);
    /// \a captor's nation takes \a town's province: its owner, the town's loot, dispersed forces lost.
    void takeProvince(DbaArmy &captor, QJsonObject &town, DbaArmies::Change &change, QStringList &notes);
    /// A siege of a fortified town without a garrison: no battle roll, the surrender roll after a whole season.
    QJsonObject emptyTownSiege(const QJsonObject &step, DbaArmy besieger);
    /// An assault on a fortified town without a garrison: taken in the move.
    QJsonObject emptyTownAssault(const QJsonObject &step, DbaArmy attacker);
    /// After a move held unopposed in an enemy province with no fortified town left: the province is conquered
    /// (written into \a change); returns the public sentence, empty when nothing is conquered.
    /// \a atEnd: the "at-end" reading (nobody left in the province as the move ends), else the whole move.
    QString conquestByHolding(DbaArmy &army, DbaArmies::Change &change, bool atEnd = false);
    /// As move \a move ends (next-move): every army that stood through it unopposed conquers as a hold would;
    /// returns the provinces conquered.
    QJsonArray conquestsByStanding(int move, bool atEnd = false);
    /// At season-end, when the clock stands at the season's last move: that move's conquests by standing.
    QJsonArray lastMoveConquests(const QJsonObject &step);
    /// A fleet declared beached or standing out to sea (dbaumpirestances.cpp).
    QJsonObject fleetStance(const QJsonObject &step);
    /// A storm rolled for a fleet standing out to sea (refused for a beached one).
    QJsonObject standingStorm(const QJsonObject &step);
    /// Records (or cancels) an army's written "wait & defend" order.
    QJsonObject waitDefend(const QJsonObject &step);
    /// Carries out a wait & defend order: the advance into the adjacent invaded province, as a land move.
    QJsonObject defend(const QJsonObject &step);
    QJsonObject seasonEnd(const QJsonObject &step);
    void requireAllDiceUsed(const QJsonObject &dice, const QMap<QString, int> &used);
    /// At winter's end, \a army withdraws into a town of its province its nation controls (unless in \a stayOut).
    void winterIntoTown(DbaArmy &army, const QStringList &stayOut, QStringList &notes);
    QJsonObject taxes(const QJsonObject &step);
    QJsonObject moveOrder(const QJsonObject &step);
    QJsonObject navalContact(const QJsonObject &step);
    QJsonObject assault(const QJsonObject &step);
    QJsonObject tableBattle(const QJsonObject &step);
    QJsonObject raise(const QJsonObject &step);
    /// Refuses a raising beyond the limits (dba.raise-troops): four EE per controlled province, one EE a year
    /// from the province (\a raised: what it gave this year), the C-in-C and treasury outside Spring.
    void checkRaiseLimits(const DbaArmy &army, int full, int half, int cost, const QJsonObject &raised,
                          const QJsonObject &step);
    QJsonObject harry(const QJsonObject &step);
    // The sides of a battle (dbaumpirebattlesides.cpp).
    /// The other forces of \a named's contact this season (same enemy, move and letter), each with its role.
    QList<DbaArmy> contactGroup(const DbaArmy &named);
    /// \a named's side by its recorded contact: the forces linked up with it (or on the table beside it), and
    /// those Table 2 lets arrive during the battle when \a arrivals is "all" or, for a battle fought with
    /// figures (\a arrivals "table"), when listed in \a arrived. Refused for a force that was not on the table.
    /// A besieged garrison that may sally out of the town joins when \a sally (the battle step's "sally").
    BattleSide battleSide(const DbaArmy &named, const QString &arrivals, const QStringList &arrived,
                          QStringList &notes, bool sally = false);
    /// Refuses a battle step's "sally" unless a garrison in \a attacker's or \a defender's contact may sally.
    void requireSally(const QJsonObject &step, const DbaArmy &attacker, const DbaArmy &defender);
    /// Applies a side's Table 3 percentage: the side as one army ("combined") or each force on its own
    /// ("each"); \a lost gets each force's elements lost. Returns the elements lost in all.
    int sideLosses(BattleSide &side, int pct, const QString &reading, QJsonObject &lost, QStringList &notes);
    /// Each force's share, in hundredths of a point, of \a pct of the side's points taken as one army: the loss
    /// walked through the elements in the order "combined" gives them up (in turn from each force, each in its
    /// listed order), every element bearing up to its own points, before any rounding.
    QList<int> sideShares(const BattleSide &side, int pct);
    /// Who a battle defeats (DbaDefeat, on each side's elements before and after its losses, all its forces
    /// together): records it on every force, hands each beaten force's treasure to the winner's named force
    /// when \a seize, and returns the winning nation (empty: nobody is defeated); \a defeat gets the
    /// judgement, \a notes its sentence.
    QString decideBattle(BattleSide &attackers, BattleSide &defenders, bool seize, QJsonObject &defeat,
                         QStringList &notes);
    /// Table 3's general killed on a side: its commander's (the named force's, else the first general's).
    void sideGeneralFalls(BattleSide &side, bool killed, QStringList &notes);
    /// A general killed in a battle or siege (a C-in-C's death said so); nothing when \a killed is false.
    void loseGeneral(DbaArmy &army, bool killed, QStringList &notes);
    /// Takes a table battle's entered losses off a side: "kn/f" from its first force that has one, "Odo's
    /// army: bw/o" from the force named; \a lost gets each force's elements lost.
    void removeSideElements(BattleSide &side, const QJsonArray &codes, QJsonObject &lost);
    /// The Table 1 points of all a side's forces.
    int sidePoints(const BattleSide &side);
    /// Writes a battle's forces (the destroyed ones gone) with \a publicText as one action, and its seizures.
    /// A besieger defeated or wiped out leaves the siege of its province's town, which is lifted when none is
    /// left; returns {"left_siege", "siege_lifted"} then, else nothing.
    QJsonObject commitBattle(BattleSide &attackers, BattleSide &defenders, const QString &publicText);
    /// The outcome's "sides": each side's forces with the elements each lost, and the readings used.
    static QJsonObject sidesOutcome(const BattleSide &attackers, const BattleSide &defenders,
                                    const QJsonObject &lost, const QJsonObject &readings);
    /// Records on every force of both sides that it fought this season, and on the defeated side's its defeat.
    void recordDefeat(BattleSide &attackers, BattleSide &defenders, const QString &defeated);
    /// Refuses what only a defeated army does (a retreat, being harried) for one that fought a battle this
    /// season and was not defeated in it; \a what says what it cannot do (dbaumpireafter.cpp).
    void requireDefeated(const DbaArmy &army, const QString &what);
    QJsonObject retreat(const QJsonObject &step);
    /// The fleets of \a army's nation in its province that a retreat onto a fleet boards, named; refused
    /// when there is none, when they lack room, or when \a to names another province.
    QString reembarkFleet(const DbaArmy &army, const QString &to);
    QJsonObject breakVassalage(const QJsonObject &step);
    /// A vassal's Spring tribute to its overlord, the house share of its revenue (dbaumpiretribute.cpp).
    QJsonObject tribute(const QJsonObject &step);
    /// Posts a tribute: debited from the vassal's books, credited to the overlord's, each private to its nation.
    void postTribute(const Side &vassal, const Side &overlord, qint64 amount);
    QJsonObject incite(const QJsonObject &step);
    QJsonObject buySupply(const QJsonObject &step);
    QJsonObject army(const QJsonObject &step);
    QJsonObject setProvince(const QJsonObject &step);
    /// Records the border between two provinces (open, marsh, hill, mountain) on both, as one action.
    QJsonObject setBorder(const QJsonObject &step);
    /// The border type a move from \a from to \a to crosses: the step's own "border", else the one
    /// the umpire recorded; empty when borders are recorded for \a from and \a to is not among them.
    QString borderFor(const QJsonObject &step, const QString &from, const QString &to);
    QJsonObject nextSeason(const QJsonObject &step);

    // Moves of hostile presence, for the taxes (dbaumpirepresence.cpp).
    /// Whether \a army is a hostile force in a province \a owner holds.
    bool hostileTo(const DbaArmy &army, const QString &owner);
    /// Counts moves \a first .. \a first + \a count − 1 of this season as moves of hostile presence in
    /// \a provinceId (each once), written into \a change; returns how many were new.
    int markPresence(DbaArmies::Change &change, const QString &provinceId, int first, int count);
    /// The move of this season an army that has used \a movesUsed moves is in: the desk's move, or later.
    int arrivalMove(double movesUsed);
    /// Counts move \a move for every province with hostile forces in it (as one action when any is counted).
    void markStanding(int move);
    /// Advances the season's move counter by one (refused past the season's last move).
    QJsonObject nextMove(const QJsonObject &step);

    // Where the treasury lies (DBA campaign, The Treasury; dbaumpiretreasury.cpp).
    /// Records a nation's capital, or money moved between two places in one province.
    QJsonObject treasury(const QJsonObject &step);
    QJsonObject setCapital(const Side &side, const QString &provinceId, const QJsonObject &step);
    /// Where money handed to \a name goes: one of \a side's armies, else a province it holds (its capital or a town).
    DbaTreasuryPlace destinationFor(const Side &side, const QString &name);
    /// Adds \a delta (negative: takes it) to the money of \a side at \a place, written into \a change.
    void shiftMoney(const DbaTreasuryPlace &place, const QString &side, qint64 delta,
                    DbaArmies::Change &change);
    /// The treasure \a loser carries goes with \a winner (its baggage is taken in a battle).
    void seizeCarried(DbaArmy &loser, DbaArmy &winner, const QString &where);
    /// Every other nation's money in \a town (left there, its capital's, the garrison's) goes to \a captor.
    void seizeTown(const QString &provinceId, QJsonObject &town, DbaArmy &captor, DbaArmy *garrison);
    /// Posts the step's seizures in the books, each leg private to its own nation (after the step's action).
    void postSeizures();
    /// Takes \a cost off the place the step names ("from"), else one in \a inProvince when given, else the
    /// capital, writing the place's change into \a change (or \a self when it is the place); returns a
    /// sentence for the private text, empty when the nation's treasury is not kept in places.
    QString payFrom(qint64 sideId, qint64 cost, const QJsonObject &step, const QString &inProvince,
                    DbaArmy *self, DbaArmies::Change &change);
    /// What the works of \a inputs (dba.town-project's) cost, worked out without rolling or logging anything.
    qint64 priceOfWorks(const QJsonObject &inputs);
    /// Spring works in a province (build a town, fortify, invest), paid now, finished at the end of Autumn.
    QJsonObject townProject(const QJsonObject &step);
    /// Naval elements built for a fleet in a coastal province its nation holds (dbaumpireforces.cpp).
    QJsonObject buildShips(const QJsonObject &step);
    /// Captured ships: taken in tow (uncrewed "hulls" of a fleet), re-crewed, their crews paid, or sold.
    QJsonObject capturedShips(const QJsonObject &step);
    /// What refitting (or selling) \a number captured ships costs (or brings) where \a fleet lies, with the
    /// province's crews this year in \a crewsUsed (grown by each re-crewing); throws where it is not allowed.
    qint64 refitPrice(const DbaArmy &fleet, const QJsonObject &here, const QString &action, int number,
                      int &crewsUsed);
    /// One element of an army promoted to a better grade or type, at the difference of Table 1 values.
    QJsonObject promote(const QJsonObject &step);
    /// Debits \a cost from \a sideId's books as a purchase only that nation (and the umpire) reads.
    void paySecretly(qint64 sideId, qint64 cost, const QString &reason);
    /// Whether \a army must eat supply at the season's end (outside friendly land, or in the field of an invaded
    /// province); in a friendly nation's land it may pay instead. \a friendly says whether the province is.
    bool needsSupplyAt(DbaArmy &army, const QList<DbaArmy> &everyone, bool overlordLeave, bool &friendly,
                       QStringList &notes);
    /// The army eats its supply units, or suffers attrition on the next two of \a faces (rolled when none).
    void eatSupply(DbaArmy &army, const QJsonArray &faces, int &used, QList<int> &percentages,
                   QJsonObject &result, QStringList &notes);
    /// The armies named to disperse at the end of Winter, checked: a province their nation controls, 4 EE at most.
    QStringList checkDispersal(const QJsonArray &names, const QString &now);
    /// Forces of \a sideId still dispersed in a province that is taken or rises are lost with it.
    void destroyDispersed(const QString &provinceId, qint64 sideId, DbaArmies::Change &change,
                          QStringList &notes);
    /// A dispersed army gathers in Spring: d3 − 1 moves per element, the slowest counting as moves spent.
    QJsonObject reassemble(const QJsonObject &step);
    /// Pays \a cost for an army in a vassal's or ally's land at the capital; false when the money is not there.
    bool payAlliedSupply(const DbaArmy &army, qint64 cost, QStringList &notes);
    /// After a C-in-C's death: a general of his nation succeeds (or a new one is due), and his vassals go free.
    QJsonObject succession(const QJsonObject &step);
    /// A sub-general won in a table battle: riding with the army, or leading elements split off as a new army.
    QJsonObject subGeneral(const QJsonObject &step);
    /// A vassal's army sent to serve its overlord for the season, checked against what is owed.
    QJsonObject contingent(const QJsonObject &step);
    /// Frees the vassals of \a king's nation after his death (one public action); returns their names.
    QStringList freeVassalsOf(const QString &king);
    /// Records two nations as allies, one as the other's vassal, or neither (side attributes).
    QJsonObject relation(const QJsonObject &step);
    /// A rebellion incited in an earlier season breaks out (dbaumpirerising.cpp).
    QJsonObject rising(const QJsonObject &step);
    /// The rebels fight the holder's army in the field at once (Table 3); a win makes the province independent.
    QJsonObject risingInTheField(const QJsonObject &step, const QString &provinceId, const DbaArmy &defender,
                                 qint64 money, QJsonObject outcome);
    /// The neutral side "Independent" that rebel armies belong to, added on first need.
    qint64 rebelSide();
    /// The side called \a name, added as a neutral nobody plays when the campaign lacks it.
    qint64 neutralSide(const QString &name);
    /// The army an attacked neutral province fields: elements worth up to four times its revenue.
    QJsonObject neutralArmy(const QJsonObject &step);
    /// Sets up the rebel army of \a provinceId from the step's "rebels" elements; returns its name.
    QString raiseRebels(const QJsonObject &step, const QString &provinceId, qint64 money);
    /// An army destroyed with treasure leaves it in the province where it was destroyed.
    void leaveTreasureBehind(DbaArmies::Change &change);
    struct Seizure
    {
        qint64 from = 0;
        qint64 to = 0;
        qint64 amount = 0;
        QString what;
    };
    QList<Seizure> m_seizures;
    /// At the Autumn taxes: each province's works finish (towns, fortifications, revenue) or, attacked, fail;
    /// province changes go into \a changes (by nation), sentences into \a detail; returns the refunds to post.
    QList<Seizure> finishWorks(QMap<QString, DbaArmies::Change> &changes, QMap<QString, QStringList> &detail);

    void recordSizes();

    Campaign &m_campaign;
    DbaArmies m_armies;
    QJsonArray m_seqs;
    QJsonArray m_working;     ///< dice-less results not yet written with an action
    QJsonArray m_stepWorking; ///< every dice-less result of the current step
    qint64 m_workingSide = 0; ///< the side a step's leftover working is private to (0: public)
    QString m_workingFor;     ///< what the next dice-less result is worked out for (an army, a province)
    bool m_diceGiven = false; ///< the step came with dice: none of its rolls may then be rolled by Reeve
    QString m_rollFor;        ///< the army a per-army roll is made for (named when its dice are missing)
    bool m_pickUsed = false;  ///< a contact's line-up picked a force at random (its die was used)

    /// The step recorded the fate of the order it names.
    bool m_fateWritten = false;
    /// season-end: what the C-in-C's element is kept from ("attrition-only" or "whole-loss")
    QString m_cincReading = QStringLiteral("attrition-only");
    /// season-end: an army only partly unsupplied ("one-total" or "by-part")
    QString m_splitReading = QStringLiteral("one-total");
    /// sea-move: the space of a supply unit aboard ("element" or "none")
    QString m_supplySpace = QStringLiteral("element");
};

} // namespace Reeve
