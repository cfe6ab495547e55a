#pragma once

#include <QList>

namespace Reeve {

/** The English titles and notes of the shipped scenarios, marked for translation (context "Reeve::Scenarios"). */
class ScenarioTexts
{
public:
    static QList<const char *> all();
};

} // namespace Reeve
