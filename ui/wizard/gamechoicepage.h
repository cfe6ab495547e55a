#pragma once

#include <QWizardPage>

class QButtonGroup;

namespace Reeve {

/** First page of the New Campaign wizard: which of the five rule sets. */
class GameChoicePage : public QWizardPage
{
    Q_OBJECT
public:
    explicit GameChoicePage(QWidget *parent = nullptr);

    QString gameId() const;
    /// Selects \a id; returns false if it is not one of the games.
    bool setGameId(const QString &id);
    bool isComplete() const override;

    /// The full title shown for \a gameId (e.g. "Swords & Sails").
    static QString displayTitle(const QString &gameId);
    /// A short name for default campaign names ("DBA", "Swords & Sails").
    static QString shortTitle(const QString &gameId);
    /// A short description of the game, in our own words.
    static QString description(const QString &gameId);

private:
    QButtonGroup *m_games;
    QStringList m_ids; ///< game id of each button, by button id
};

} // namespace Reeve
