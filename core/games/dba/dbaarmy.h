#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

class Campaign;

/**
 * A DBA campaign army or fleet as the umpire keeps it on a campaign unit:
 * attributes "elements" (codes such as "kn/f", "sp/i", "ps/o", "naval", listed
 * in the order the owner gives them up to losses), "general" (a name, empty when
 * uncommanded), "ruler" (the C-in-C), "supply" (supply units carried) and
 * "in_town" (withdrawn into a town of its province).
 */
struct DbaArmy
{
    qint64 unitId = 0;
    qint64 sideId = 0;
    QString sideName;
    QString name;
    QString location;
    QString type;        ///< "army" or "fleet"
    QStringList elements;
    QString general;
    bool ruler = false;
    int supply = 0;
    bool inTown = false;
    QJsonObject attributes; ///< every stored attribute, for writing back

    bool hasGeneral() const { return !general.isEmpty(); }
    /// Counts by kind: "foot", "psiloi", "mounted", "naval" and scouting kinds ("lh", "cv", "kn_f", ...).
    int count(const QString &kind) const;
    /// Whether the army is all mounted, partly or not at all ("all", "some", "none").
    QString mountedState() const;
    /// The attributes with the fields above written back.
    QJsonObject toAttributes() const;
    /// Moves spent in the season of clock turn \a turn (attributes "moves_used" and "moves_turn";
    /// 0 when the count kept belongs to another season, so a new season starts afresh).
    double movesUsed(int turn) const;
    /// Counts \a moves more spent in turn \a turn (written back with the army's other attributes).
    void spendMoves(int turn, double moves);

    /// "kn/f" → {"kn", "f"}; "naval" → {"naval", "o"}; throws badInput for another form.
    static QPair<QString, QString> parseElement(const QString &code);
    static bool isMounted(const QString &code);
};

/** Reads and writes DBA armies of a campaign by name. */
class DbaArmies
{
public:
    explicit DbaArmies(Campaign &campaign);
    /// The active army or fleet called \a name; throws badInput with the closest names.
    DbaArmy byName(const QString &name);
    QList<DbaArmy> all();
    /// Table 1 points of one element (dba.troop-values), e.g. 9 for "kn/f", 3 for "naval".
    int elementPoints(const QString &code);
    /// The Table 1 points of each element, in order.
    QList<int> points(const DbaArmy &army);
    int total(const DbaArmy &army);
    /// Writes the army's attributes back as one logged action (CampaignEditor::editUnit).
    qint64 save(const DbaArmy &army);

    /// What one adjudicated result changes: armies (attributes and place), armies destroyed,
    /// provinces' attributes (owner, hostile moves, ...). Written as one undoable action, which
    /// also keeps the working of the dice-less procedures behind it (same audience as the action).
    struct Change
    {
        QList<DbaArmy> armies;
        QList<qint64> destroyed;
        QList<DbaArmy> created; ///< new armies (their unit ids given on writing), e.g. shipwrecked ashore
        QList<QPair<QString, QJsonObject>> provinces; ///< province id → its new attributes
        QString publicText;
        QString privateText;   ///< when set, readable by \a privateSide (and the referee) only
        qint64 privateSide = 0;
        /// Each procedure worked out without dice for this result (ProcedureResult::toJson without
        /// dice), stored as the action's data "working" so the explanation steps travel with it.
        QJsonArray working;
        /// Campaign meta rows this change sets (key → value), such as the season whose end is worked out.
        QList<QPair<QString, QString>> meta;

        /// The attributes this change already gives province \a id, else \a current.
        QJsonObject provinceOr(const QString &id, const QJsonObject &current) const;
        /// Gives province \a id these attributes, in place of any this change held for it.
        void setProvince(const QString &id, const QJsonObject &attributes);
    };
    qint64 commit(const Change &change);

private:
    DbaArmy fromUnit(qint64 unitId);

    Campaign &m_campaign;
};

} // namespace Reeve
