#pragma once

#include <QPointer>

#include "common/stepdock.h"

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace Reeve {

class Campaign;

/**
 * The referee's year of Dark Age Britain (issue 10): the year, the districts and the bands in
 * read-only tables that follow the campaign, and the game's registered steps (BritainSteps) in
 * one step form (StepDock: a picker grouped by the parts of the year, Check, Roll and apply, Use
 * dice entered), each one action that one undo takes back, a refusal writing nothing. Beside the
 * morale check the house setting the fragment leaves open (what a morale roll must reach) can be
 * entered on the spot. Read-only campaigns check steps but apply none; other games' campaigns
 * leave the dock empty.
 */
class BritainPanel : public StepDock
{
    Q_OBJECT
public:
    explicit BritainPanel(QWidget *parent = nullptr);
    ~BritainPanel() override;

    QTableWidget *districtsTable() const { return m_districts; }
    QTableWidget *bandsTable() const { return m_bands; }
    QString yearText() const;
    /// The house morale setting's box (shown with the morale check) and its button.
    QComboBox *houseMorale() const { return m_houseMorale; }
    QPushButton *houseMoraleButton() const { return m_houseMoraleButton; }
    QString houseMoraleText() const;

protected:
    void refreshDock() override;

private:
    QWidget *buildTables();
    QWidget *buildHouseMorale();
    void fillDistricts();
    void fillBands();
    void fillHouseMorale();
    void setHouseMorale();

    QLabel *m_year = nullptr;
    QTableWidget *m_districts = nullptr;
    QTableWidget *m_bands = nullptr;
    QGroupBox *m_house = nullptr;
    QComboBox *m_houseMorale = nullptr;
    QLabel *m_houseMoraleNow = nullptr;
    QPushButton *m_houseMoraleButton = nullptr;
};

} // namespace Reeve
