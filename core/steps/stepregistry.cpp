#include "stepregistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "campaign/campaignreader.h"
#include "games/gamemodules.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

StepRegistry &StepRegistry::standard()
{
    static StepRegistry *registry = [] {
        auto *r = new StepRegistry;
        GameModules::registerSteps(*r);
        r->loadAudiences();
        return r;
    }();
    return *registry;
}

void StepRegistry::add(StepSpec spec)
{
    if (contains(spec.game, spec.id))
        throw Failure::internal(u"step %1 %2 registered twice"_s.arg(spec.game, spec.id));
    m_steps[spec.game].append(std::move(spec));
}

void StepRegistry::loadAudiences()
{
    // Each game says who reads which outcome field of its steps in one data file (docs/ARCHITECTURE.md,
    // "Audiences"); a file naming a step or a field the game does not have is a build error, caught by
    // the tests that open the registry.
    for (auto it = m_steps.begin(); it != m_steps.end(); ++it) {
        QFile file(u":/rules/%1/step-audiences.json"_s.arg(it.key()));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject steps = QJsonDocument::fromJson(file.readAll()).object().value(u"steps"_s).toObject();
        for (auto s = steps.begin(); s != steps.end(); ++s) {
            auto spec = std::find_if(it->begin(), it->end(), [&](const StepSpec &x) { return x.id == s.key(); });
            if (spec == it->end())
                throw Failure::internal(u"step-audiences.json of %1 names no step %2"_s.arg(it.key(), s.key()));
            spec->shares = StepShare::fromJson(s.value().toArray());
            for (const StepShare &share : std::as_const(spec->shares)) {
                if (share.audience == Audience::Side && share.sideOf != u"@key"_s && !spec->field(share.sideOf))
                    throw Failure::internal(u"step-audiences.json: %1 %2 has no field %3"_s.arg(
                            it.key(), s.key(), share.sideOf));
            }
        }
    }
}

bool StepRegistry::contains(const QString &game, const QString &id) const
{
    for (const StepSpec &s : m_steps.value(game)) {
        if (s.id == id)
            return true;
    }
    return false;
}

const StepSpec &StepRegistry::get(const QString &game, const QString &id) const
{
    const auto it = m_steps.constFind(game);
    if (it == m_steps.constEnd())
        throw Failure::badInput(QCoreApplication::translate("Reeve::Steps",
                                                            "The game \"%1\" has no steps; games "
                                                            "with steps: %2.")
                                        .arg(game, games().join(u", "_s)));
    QStringList ids;
    for (const StepSpec &s : *it) {
        if (s.id == id)
            return s;
        ids << s.id;
    }
    throw Failure::badInput(QCoreApplication::translate("Reeve::Steps",
                                                        "There is no step \"%1\" in %2; did you mean %3? "
                                                        "reeve-cli steps %2 lists them.")
                                    .arg(id, game, CampaignReader::closest(id, ids).join(u", "_s)));
}

QList<const StepSpec *> StepRegistry::steps(const QString &game) const
{
    QList<const StepSpec *> list;
    const auto it = m_steps.constFind(game);
    if (it != m_steps.constEnd()) {
        for (const StepSpec &s : *it)
            list << &s;
    }
    return list;
}

QStringList StepRegistry::games() const
{
    return m_steps.keys();
}

} // namespace Reeve
