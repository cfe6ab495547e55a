// What the 1066 event and marker step tests share: a scenario campaign with three players (Normans, Anglo-Saxons,
// Vikings; the Britons neutral), the steps run through the registry, the pool composed, hands, units, the clock,
// and the log as each reader reads it.
#pragma once

#include <memory>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "common/clirun.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/markercatalog.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"

namespace ReeveTest {

class EventsFixture
{
public:
    /// A fresh scenario campaign; false (with \a why) when reeve-cli could not make it.
    bool make(const QString &name, QByteArray *why)
    {
        static int n = 0;
        const QString path = m_dir.filePath(QStringLiteral("%1%2.reeve").arg(name).arg(++n));
        const CliRun made = runCli({QStringLiteral("new"), QStringLiteral("1066"), path,
                                    QStringLiteral("--scenario"), QStringLiteral("1066"),
                                    QStringLiteral("--sides"), QStringLiteral("Normans,Anglo-Saxons,Vikings")},
                                   QStringLiteral("reeve-events-1066-test"));
        *why = made.err;
        if (made.code != 0)
            return false;
        campaign = Reeve::Campaign::open(path);
        return true;
    }

    Reeve::StepResult step(const QString &id, const QJsonObject &fields, const QJsonObject &dice = {})
    {
        return Reeve::StepRunner(*campaign).run(Reeve::StepRegistry::standard().get(QStringLiteral("1066"),
                                                                                    id),
                                                fields, dice, Reeve::StepRunner::Mode::Apply);
    }
    void compose(std::initializer_list<std::pair<QString, int>> counts)
    {
        QMap<QString, int> given;
        for (const auto &[kind, n] : counts)
            given.insert(kind, n);
        QList<QPair<QString, int>> all;
        const Reeve::MarkerCatalog catalog = Reeve::MarkerCatalog::forGame(QStringLiteral("1066"));
        for (const Reeve::MarkerKind &kind : catalog.kinds())
            all.append({kind.name, given.value(kind.name)});
        Reeve::ContainerEditor(*campaign).compose(all);
    }
    void draw(const QString &sideName, int n) { Reeve::ContainerDraws(*campaign).draw(side(sideName), n); }
    void pick(const QString &sideName, const QString &kind)
    {
        Reeve::ContainerDraws(*campaign).pick(side(sideName), kind);
    }
    /// Steps the clock on until \a phase (of the player turn of \a player, when given).
    bool toPhase(const QString &phase, const QString &player = QString())
    {
        for (int i = 0; i < 40; ++i) {
            const Reeve::ClockState clock = reader().clock();
            if (clock.phase == phase && (player.isEmpty() || clock.activeSide == side(player)))
                return true;
            if (step(QStringLiteral("next-phase"), {}).refused())
                return false;
        }
        return false;
    }
    qint64 side(const QString &name) { return reader().sideByName(name).id; }
    Reeve::CampaignReader reader() { return Reeve::CampaignReader(campaign->database()); }
    QStringList hand(const QString &name)
    {
        Reeve::ContainerReader containers(campaign->database());
        QStringList kinds;
        for (const Reeve::ContainerMarker &m : containers.state(containers.find().id).hand(side(name)))
            kinds << m.kind;
        kinds.sort();
        return kinds;
    }
    QStringList pool()
    {
        Reeve::ContainerReader containers(campaign->database());
        QStringList kinds;
        for (const Reeve::ContainerMarker &m : containers.state(containers.find().id).pool())
            kinds << m.kind;
        kinds.sort();
        return kinds;
    }
    QList<qint64> alive(const QString &square, const QString &sideName)
    {
        QList<qint64> ids;
        for (const Reeve::Unit &u : reader().units())
            if (u.locationId == square && !u.isEliminated() && u.sideId == side(sideName))
                ids << u.id;
        return ids;
    }
    bool eliminated(qint64 unit) { return reader().unit(unit).isEliminated(); }
    void moveAll(const QList<qint64> &ids, const QString &square)
    {
        Reeve::CampaignEditor editor(*campaign);
        for (qint64 id : ids)
            editor.moveUnit(id, square);
    }
    void setLocation(const QString &id, const QJsonObject &attributes)
    {
        const Reeve::Location l = reader().location(id);
        QJsonObject a = l.attributes;
        for (auto it = attributes.begin(); it != attributes.end(); ++it)
            a.insert(it.key(), it.value());
        Reeve::CampaignEditor(*campaign).editLocation(l.id, l.name, l.kind, a);
    }
    void addSquare(const QString &id, const QJsonObject &attributes)
    {
        Reeve::CampaignEditor(*campaign).addLocation(id, id, QStringLiteral("square"), attributes);
    }
    /// Puts the clock at \a month (turn \a turn), as a referee's correction would.
    void setMonth(int turn, const QString &month)
    {
        Reeve::ActionWriter writer(campaign->log());
        writer.update(QStringLiteral("clock"), {{QStringLiteral("id"), 1}},
                      {{QStringLiteral("turn"), turn}, {QStringLiteral("period"), month}});
        writer.commit(QStringLiteral("test"), QStringLiteral("clock set"));
    }
    /// What \a who (public: 0, a side: its id, referee: -1) reads of the log after \a from.
    QString readable(qint64 from, qint64 who)
    {
        QStringList texts;
        Reeve::ActionLog &log = campaign->log();
        for (qint64 seq = from + 1; seq <= log.lastSeq(); ++seq) {
            const Reeve::Action a = log.action(seq);
            texts << a.publicText;
            if (a.audience == Reeve::Audience::Public || who < 0)
                texts << a.payloadText;
            if (who < 0 || (a.audience == Reeve::Audience::Side && a.audienceSide == who))
                texts << a.privateText;
        }
        return texts.join(u'\n');
    }
    qint64 last() { return campaign->log().lastSeq(); }

    QTemporaryDir m_dir;
    std::unique_ptr<Reeve::Campaign> campaign;
};

} // namespace ReeveTest
