#pragma once

#include <QJsonObject>
#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

class Campaign;
class Database;
struct ParameterSpec;
struct Procedure;

/** One optional rule a game offers (resources/rules/<game>/options.json). */
struct RuleOption
{
    QString id;            ///< "sieges", also the name of a procedure's boolean input it switches on
    QString title;
    QString rule;          ///< "1066 §26"
    QStringList procedures; ///< procedures that exist only under this rule
};

/**
 * The optional rules a campaign plays with (1066 §23.3/A, §24–26; Charlemagne
 * §28–30), chosen at setup and changeable later, each change one logged,
 * undoable action. A procedure that belongs to an optional rule not in play is
 * refused in the campaign (it still works on its own, outside a campaign), and
 * a procedure's boolean input named like an option (1066.victory's
 * briton_victory) takes the campaign's choice unless given.
 */
class RuleOptions
{
public:
    explicit RuleOptions(Campaign &campaign);

    /// The optional rules \a gameId offers (none for most games).
    static QList<RuleOption> forGame(const QString &gameId);
    /// The option \a procedureId belongs to, if any.
    static std::optional<RuleOption> owning(const QString &gameId, const QString &procedureId);

    QStringList chosen();
    bool isChosen(const QString &id);
    /// Puts option \a id in or out of play; returns the action's seq (0 when nothing changed).
    qint64 set(const QString &id, bool inPlay);

    /// Whether the campaign in \a db plays option \a id (for readers inside a transaction).
    static bool isChosen(Database &db, const QString &id);
    /// Refuses (Failure::badInput, saying how to choose it) a procedure of an option not in play.
    static void checkInPlay(Database &db, const QString &gameId, const Procedure &procedure);
    /// Refuses, like checkInPlay, an input named like an option not in play and given as true (1066.victory's
    /// briton_victory when §23.3/A is not played).
    static void checkInputs(Database &db, const Procedure &procedure, const QJsonObject &inputs);
    /// \a procedure's parameters, a boolean input named like an option defaulting to the campaign's choice.
    static QList<ParameterSpec> parametersFor(Database &db, const Procedure &procedure);

private:
    Campaign &m_campaign;
};

} // namespace Reeve
