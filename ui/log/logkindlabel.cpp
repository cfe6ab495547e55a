#include "logkindlabel.h"

#include <QRegularExpression>

#include "games/gamemodules.h"
#include "procedures/procedureregistry.h"
#include "steps/stepregistry.h"
#include "util/labeltable.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

const char *const Context = "Reeve::LogKindLabel";

// Reeve's own kinds, written by every game.
const LabelEntry Kinds[] = {
        {"campaign.create", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Campaign created")},
        {"session.start", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Session started")},
        {"seed.commit", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Dice seed committed")},
        {"seed.reveal", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Dice seed revealed")},
        {"draw.commit", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Hidden-draw secret committed")},
        {"draw.reveal", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Hidden-draw secret revealed")},
        {"procedure.resolve", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Procedure resolved")},
        {"step", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Turn step")},
        {"undo", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Undo")},
        {"redo", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Redo")},
        {"side.add", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Side added")},
        {"side.edit", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Side edited")},
        {"side.remove", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Side removed")},
        {"side.pin", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Side PIN changed")},
        {"side.alliance", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Alliance changed")},
        {"side.neutral", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Side made neutral")},
        {"referee.pin", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Referee PIN changed")},
        {"location.add", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Location added")},
        {"location.edit", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Location edited")},
        {"location.remove", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Location removed")},
        {"unit.add", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Unit added")},
        {"unit.edit", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Unit edited")},
        {"unit.move", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Unit moved")},
        {"unit.eliminate", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Unit eliminated")},
        {"unit.restore", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Unit returned to play")},
        {"unit.remove", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Unit removed")},
        {"unit.values", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Unit values changed")},
        {"marker.place", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Marker placed")},
        {"marker.remove", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Marker removed")},
        {"clock.set", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Turn or phase set")},
        {"clock.next", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Next phase")},
        {"clock.side", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Side to play set")},
        {"ledger.post", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Ledger entry")},
        {"ledger.transfer", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Ledger transfer")},
        {"ledger.correct", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Ledger correction")},
        {"ledger.quantity", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Quantity changed")},
        {"ledger.track", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Tracked value changed")},
        {"ledger.setting", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Ledger setting")},
        {"rules.option", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Optional rule changed")},
        {"ruling.add", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Ruling added")},
        {"ruling.amend", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Ruling amended")},
        {"ruling.remove", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Ruling removed")},
        {"table.edit", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Table figure entered")},
        {"table.import", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Table imported")},
};

const LabelEntry Groups[] = {
        {"campaign", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Campaign")},
        {"session", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Sessions")},
        {"seed", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Dice seed")},
        {"draw", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Hidden draws")},
        {"procedure", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Procedures")},
        {"side", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Sides")},
        {"referee", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Referee")},
        {"location", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Locations")},
        {"unit", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Units")},
        {"marker", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Markers")},
        {"clock", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Game time")},
        {"ledger", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Ledger")},
        {"container", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Containers and hands")},
        {"order", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Orders")},
        {"orders", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Orders")},
        {"rules", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Optional rules")},
        {"ruling", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Rulings")},
        {"table", QT_TRANSLATE_NOOP("Reeve::LogKindLabel", "Tables")},
};

/// A kind no table names, as words: "1066.troops-demand-pay-losses" → "troops demand pay losses".
QString words(const QString &gameId, const QString &kind)
{
    QString rest = kind;
    if (rest.startsWith(gameId + u'.'))
        rest = rest.mid(gameId.size() + 1);
    rest.replace(QRegularExpression(u"[._-]+"_s), u" "_s);
    rest = rest.trimmed();
    if (!rest.isEmpty())
        rest[0] = rest[0].toUpper();
    return rest;
}

} // namespace

QString LogKindLabel::label(const QString &gameId, const QString &kind)
{
    if (const std::optional<QString> known = findLabel(Context, Kinds, kind))
        return *known;
    // A game's kinds: its step's or its procedure's title ("charlemagne.treasury": Treasury).
    const StepRegistry &steps = StepRegistry::standard();
    const QString game = kind.section(u'.', 0, 0);
    const QString id = kind.section(u'.', 1);
    if (!id.isEmpty() && steps.contains(game, id))
        return steps.get(game, id).translatedTitle();
    const ProcedureRegistry &procedures = ProcedureRegistry::standard();
    if (procedures.contains(kind))
        return procedures.get(kind).title;
    return words(gameId, kind);
}

QString LogKindLabel::group(const QString &gameId, const QString &group)
{
    if (const std::optional<QString> known = findLabel(Context, Groups, group))
        return *known;
    for (const GameModule &module : GameModules::all()) {
        if (module.id == group)
            return module.translatedTitle();
    }
    return words(gameId, group);
}

} // namespace Reeve
