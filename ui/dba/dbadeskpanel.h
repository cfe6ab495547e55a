#pragma once

#include <memory>

#include <QJsonObject>
#include <QPointer>

#include "common/stepdock.h"
#include "steps/stepresult.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QTabWidget;

namespace Reeve {

class Campaign;
class DbaOrderPicker;
class UserPrompts;

/**
 * The umpire's desk of the DBA campaign "1066 and all that" (issue 8): the season with its moves,
 * read-only tables of the armies and fleets (as the file has them), provinces, treasuries and the
 * season's opened orders that follow the campaign, and the game's registered steps in one step form
 * (StepDock: a picker grouped by the season's order, Check, Roll and apply, Use dice entered, the
 * result read in the referee's view). Each step goes through StepRunner: one action that one undo
 * takes back, a refusal writing nothing. The order a step carries out is picked among the opened
 * orders (DbaOrderPicker). A steps file runs step by step to its first refusal. The desk shows every
 * nation's secrets, so the campaign is bound only once the referee's PIN is given; a read-only
 * campaign checks steps but applies none.
 */
class DbaDeskPanel : public StepDock
{
    Q_OBJECT
public:
    explicit DbaDeskPanel(QWidget *parent = nullptr);
    ~DbaDeskPanel() override;

    /// Takes \a campaign (a DBA one, else none); it is shown once unlocked (the referee's PIN).
    void setCampaign(Campaign *campaign);
    void setPrompts(std::shared_ptr<UserPrompts> prompts);

    QTableWidget *armiesTable() const { return m_armies; }
    QTableWidget *provincesTable() const { return m_provinces; }
    QTableWidget *treasuriesTable() const { return m_treasuries; }
    QTableWidget *ordersTable() const { return m_orders; }
    DbaOrderPicker *orderPicker() const { return m_orderPicker; }
    QPushButton *fromFileButton() const { return m_fromFile; }
    QString headerText() const;
    /// Whether the desk shows the campaign (no referee's PIN, or the right one given).
    bool isUnlocked() const { return m_unlocked; }

public slots:
    /// Asks the referee's PIN when the campaign has one; returns whether the desk is open.
    bool unlock();
    /// Applies one step given as JSON ({"do": STEP, fields..., "dice": ...}, as a steps file or
    /// reeve-cli orders FILE adjudicate spells it) and shows its result or refusal.
    bool runStep(const QJsonObject &step);
    /// Applies a JSON file of steps (one step or an array), as reeve-cli's --file: each step one
    /// action, stopping at the first refusal (the steps before it stay applied).
    bool runStepsFile(const QString &path);

protected:
    void showEvent(QShowEvent *event) override;
    void refreshDock() override;

private:
    // dbadeskpanel.cpp: layout, the PIN, the order picker, steps as JSON.
    QWidget *buildLockedPage();
    QWidget *buildDeskPage();
    void askPinSoon();
    void placeOrderPicker();
    void chooseFile();
    void refuse(const QString &title, const QString &message, const QString &note);
    /// \a refusals of the step \a id read from a file in the window's words: each field id it names
    /// becomes the field's label, as the form shows it (StepInputs::inFormWords).
    QList<StepRefusal> inFormWords(const QString &id, QList<StepRefusal> refusals) const;

    // dbadesktables.cpp: the header, the tables and the opened orders.
    QWidget *buildTables();
    void fillHeader();
    void fillArmies();
    void fillProvinces();
    void fillTreasuries();
    void fillOrders();
    void fillOrderChoices();
    void filterProvinces();
    void useOrderRow(int row);

    QPointer<Campaign> m_given; ///< the campaign given, bound to the dock once unlocked
    std::shared_ptr<UserPrompts> m_prompts;
    bool m_unlocked = false;
    bool m_asked = false;

    QStackedWidget *m_stack = nullptr;
    QLabel *m_locked = nullptr;
    QPushButton *m_unlock = nullptr;
    QLabel *m_header = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_armies = nullptr;
    QTableWidget *m_provinces = nullptr;
    QLineEdit *m_provinceFilter = nullptr;
    QTableWidget *m_treasuries = nullptr;
    QTableWidget *m_orders = nullptr;
    DbaOrderPicker *m_orderPicker = nullptr;
    QPushButton *m_fromFile = nullptr;
};

} // namespace Reeve
