#pragma once

#include <optional>

#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * Words for what the campaign tables show that the games' data spells as values: location kinds
 * ("hex", "off-map box"), attribute keys ("control", "held_by") and lower-case attribute values
 * ("first alliance"). Translated in the context "Reeve::CampaignWords"; the data keeps the English
 * value (it is what the file stores and the command line takes). CampaignTableModel::word and
 * keyTitle read this list first, then the step forms' choice words (StepChoiceLabels).
 * tst_campaignwords fails when a game's scenario spells a word neither list has.
 */
class CampaignWords
{
public:
    /// The label of \a value (a kind, an attribute key or value) in the current language, if listed.
    static std::optional<QString> label(const QString &value);
    /// The values the list carries.
    static QStringList known();
};

} // namespace Reeve
