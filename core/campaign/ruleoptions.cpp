#include "ruleoptions.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/gamecatalog.h"
#include "containers/containereditor.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedure.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::RuleOptions", text);
}

QString metaKey(const QString &id)
{
    return u"rule_option:"_s + id;
}

QList<RuleOption> load(const QString &gameId)
{
    QFile file(u":/rules/%1/options.json"_s.arg(gameId));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<RuleOption> options;
    for (const QJsonValue &v :
         QJsonDocument::fromJson(file.readAll()).object().value(u"options"_s).toArray()) {
        const QJsonObject o = v.toObject();
        RuleOption option{o.value(u"id"_s).toString(),
                          o.value(u"title"_s).toString(),
                          o.value(u"rule"_s).toString(),
                          {}};
        for (const QJsonValue &p : o.value(u"procedures"_s).toArray())
            option.procedures << p.toString();
        options << option;
    }
    return options;
}

} // namespace

RuleOptions::RuleOptions(Campaign &campaign)
    : m_campaign(campaign)
{ }

QList<RuleOption> RuleOptions::forGame(const QString &gameId)
{
    // Read once for every game (a function-local static is initialised once, even across threads).
    static const QHash<QString, QList<RuleOption>> all = [] {
        QHash<QString, QList<RuleOption>> byGame;
        for (const QString &id : GameCatalog::ids())
            byGame.insert(id, load(id));
        return byGame;
    }();
    return all.value(gameId);
}

std::optional<RuleOption> RuleOptions::owning(const QString &gameId, const QString &procedureId)
{
    for (const RuleOption &option : forGame(gameId)) {
        if (option.procedures.contains(procedureId))
            return option;
    }
    return std::nullopt;
}

QStringList RuleOptions::chosen()
{
    QStringList ids;
    for (const RuleOption &option : forGame(m_campaign.game().id)) {
        if (isChosen(option.id))
            ids << option.id;
    }
    return ids;
}

bool RuleOptions::isChosen(const QString &id)
{
    return isChosen(m_campaign.database(), id);
}

bool RuleOptions::isChosen(Database &db, const QString &id)
{
    return db.scalar(u"SELECT value FROM meta WHERE key = ?"_s, {metaKey(id)}).toString() == u"on"_s;
}

qint64 RuleOptions::set(const QString &id, bool inPlay)
{
    const QList<RuleOption> options = forGame(m_campaign.game().id);
    const auto option = std::find_if(options.cbegin(), options.cend(),
                                     [&](const RuleOption &o) { return o.id == id; });
    if (option == options.cend()) {
        QStringList ids;
        for (const RuleOption &o : options)
            ids << o.id;
        throw Failure::badInput(
                ids.isEmpty() ? tr("%1 has no optional rules.").arg(m_campaign.game().shownTitle())
                              : tr("No optional rule \"%1\"; this game has: %2.").arg(id, ids.join(u", "_s)));
    }
    if (isChosen(id) == inPlay)
        return 0;
    ActionWriter writer(m_campaign.log());
    const QJsonObject key{{u"key"_s, metaKey(id)}};
    const QJsonObject value{{u"value"_s, inPlay ? u"on"_s : u"off"_s}};
    if (writer.row(u"meta"_s, key).isEmpty()) {
        QJsonObject row = key;
        row.insert(u"value"_s, value.value(u"value"_s));
        writer.insert(u"meta"_s, row);
    } else
        writer.update(u"meta"_s, key, value);
    ContainerEditor(m_campaign).followOption(writer, id, inPlay); // its markers (Charlemagne §30)
    const QString text = inPlay ? tr("Optional rule in play: %1 (%2)")
                                : tr("Optional rule out of play: %1 (%2)");
    return writer.commit(u"rules.option"_s, text.arg(option->title, option->rule),
                         {{u"option"_s, id}, {u"in_play"_s, inPlay}});
}

void RuleOptions::checkInPlay(Database &db, const QString &gameId, const Procedure &procedure)
{
    const std::optional<RuleOption> option = owning(gameId, procedure.id);
    if (option && !isChosen(db, option->id))
        throw Failure::badInput(
                tr("%1 belongs to the optional rule %2 (%3), which this campaign does not play. "
                   "Put it in play first: reeve-cli options FILE set %4 on, or Game > Optional "
                   "Rules.")
                        .arg(procedure.id, option->title, option->rule, option->id));
}

void RuleOptions::checkInputs(Database &db, const Procedure &procedure, const QJsonObject &inputs)
{
    for (const RuleOption &option : forGame(procedure.game)) {
        if (inputs.value(option.id).toBool() && !isChosen(db, option.id))
            throw Failure::badInput(
                    tr("%1=true is the optional rule %2 (%3), which this campaign does not play. "
                       "Put it in play first: reeve-cli options FILE set %1 on, or Game > Optional "
                       "Rules.")
                            .arg(option.id, option.title, option.rule));
    }
}

QList<ParameterSpec> RuleOptions::parametersFor(Database &db, const Procedure &procedure)
{
    QList<ParameterSpec> parameters = procedure.parameters;
    for (const RuleOption &option : forGame(procedure.game)) {
        for (ParameterSpec &spec : parameters) {
            if (spec.name == option.id && spec.type == ParameterSpec::Type::Boolean)
                spec.defaultValue = isChosen(db, option.id);
        }
    }
    return parameters;
}

} // namespace Reeve
