#pragma once

#include <QWizardPage>

#include "campaign/gameinfo.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace Reeve {

/** Second page of the New Campaign wizard: name, file and the game's default sides. */
class CampaignSetupPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit CampaignSetupPage(QWidget *parent = nullptr);

    /// Prepares the page for \a game (default name, file and sides, all checked).
    void setGame(const GameInfo &game);
    /// Folder for the default file path (default: documents, else the home folder).
    void setDefaultFolder(const QString &folder) { m_folder = folder; }

    QString campaignName() const;
    QString filePath() const;
    void setCampaignName(const QString &name);
    void setFilePath(const QString &path);
    /// The default sides left checked.
    QList<DefaultSide> chosenSides() const;
    /// The optional rules ticked to be in play (ids; none for games without optional rules).
    QStringList chosenOptions() const;
    void setSideChecked(int index, bool checked);
    /// The chosen starting position ("" for an empty campaign with the checked sides).
    QString scenarioId() const;
    /// Chooses scenario \a id of the game ("" for none); false when the game has no such scenario.
    bool setScenario(const QString &id);

    bool isComplete() const override;

    /// A file name made from \a name: no path separators or characters some systems refuse.
    static QString fileNameFor(const QString &name);

private:
    void browse();
    void nameEdited();
    void fillSides();
    QString windowHint(const QString &gameId) const;
    QString defaultFolder() const;
    QString freePath(const QString &name) const;

    GameInfo m_game;
    QString m_folder;
    QLineEdit *m_name;
    QLineEdit *m_path;
    QListWidget *m_sides;
    QComboBox *m_scenario;
    QLabel *m_scenarioNote;
    QLabel *m_noSides;
    QLabel *m_optionsLabel;
    QListWidget *m_options;
    bool m_pathEdited = false;
    QList<DefaultSide> m_shownSides; ///< the sides listed, in order
};

} // namespace Reeve
