#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

/** What widget a field of an umpire's step takes, and what it fills in. */
enum class DbaFieldKind {
    Army,      ///< an army (or fleet) by name
    Fleet,     ///< a fleet by name
    Province,  ///< a province id
    Nation,    ///< a side by name
    Armies,    ///< several armies, ticked (a JSON array of names)
    Fleets,    ///< several fleets, ticked
    Provinces, ///< several provinces, ticked
    Nations,   ///< several nations, ticked in order
    Elements,  ///< element codes typed as "kn/f, sp/i" (a JSON array)
    Integer,   ///< a number (always sent)
    Optional,  ///< a number sent only when set (the spin box's lowest value reads "unchanged")
    Flag,      ///< a tick sent as true only when ticked
    TriState,  ///< "as recorded" (absent), yes or no
    Text,      ///< free text, sent when not empty
    Choice,    ///< one of fixed spellings; a first empty spelling means "absent"
};

/** One field of a step: its JSON key, its widget and the words around it. */
struct DbaField
{
    QString key;
    DbaFieldKind kind = DbaFieldKind::Text;
    const char *label = "";
    const char *tip = "";
    QStringList choices;         ///< Choice: the spellings sent (an empty first one: not sent)
    const char *empty = nullptr; ///< Choice: the words for the empty first spelling
    int minimum = 0;
    int maximum = 99;
    int value = 0; ///< the starting number (Integer, Optional)
    bool required = false;
};

/** How the dice of a step are entered when the umpire rolls at the table. */
struct DbaDiceSpec
{
    enum class Mode {
        None,    ///< the step rolls nothing
        Faces,   ///< "dice": [faces...]
        Named,   ///< "dice": {"voyage": [...], "storm": [...]}
        PerArmy, ///< "dice": {"<army>": [...]} for each army the step reaches
    };
    Mode mode = Mode::None;
    QStringList names;     ///< Named: the rolls, in the order they are made
    const char *hint = ""; ///< what the dice are, in the procedures' order
};

/** One kind of step of the umpire's desk (DbaUmpire::apply), as the form shows it. */
struct DbaStepKind
{
    QString id; ///< the step's "do"
    const char *title = "";
    const char *rule = ""; ///< the section it applies
    const char *summary = "";
    QList<DbaField> fields;
    DbaDiceSpec dice;
    bool namesOrder = true; ///< whether the step may name the order it carries out
    bool orderRequired = false;
};

/** The descriptor table every form of the desk is built from (tr context "Reeve::DbaStepForm"). */
const QList<DbaStepKind> &dbaStepKinds();
/// The descriptor of \a id, or nullptr.
const DbaStepKind *dbaStepKind(const QString &id);

} // namespace Reeve
