#pragma once

#include <memory>

#include <QCoreApplication>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

#include "campaign/campaign.h"

namespace Reeve::PanelsTest {

/// Test tables compiled in from tests/panels/data/panels-test.json.
inline const QString BattleTable = QStringLiteral("generic.panels-battle");
inline const QString EventsTable = QStringLiteral("generic.panels-events");

/// A new campaign file in \a dir (QStandardPaths test mode must be on).
inline std::unique_ptr<Campaign> newCampaign(const QTemporaryDir &dir, const QString &name = QStringLiteral("a"))
{
    return Campaign::create(dir.filePath(name + QStringLiteral(".reeve")), QStringLiteral("1066"),
                            QStringLiteral("Panels test ") + name);
}

} // namespace Reeve::PanelsTest
