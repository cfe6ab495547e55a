#pragma once

#include <memory>

#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QTabWidget;

namespace Reeve {

class Campaign;
class DbaDeskResult;
class DbaStepForm;
class UserPrompts;

/**
 * The umpire's desk of the DBA campaign "1066 and all that" (issue 8): the
 * season with its moves, read-only tables of the armies and fleets, provinces,
 * treasuries and the season's opened orders that follow the campaign, and a
 * step form built from one descriptor table (DbaStepForm). Each step goes
 * through DbaUmpire::apply — its procedures logged with their Table and
 * section, its change one undoable action — and its result is read back from
 * the log (DbaDeskResult); a refusal shows in red. The desk shows every
 * nation's secrets, so a referee's PIN is asked before anything is shown;
 * read-only campaigns disable the steps.
 */
class DbaDeskPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DbaDeskPanel(QWidget *parent = nullptr);
    ~DbaDeskPanel() override;

    void setCampaign(Campaign *campaign);
    void setPrompts(std::shared_ptr<UserPrompts> prompts);

    QTableWidget *armiesTable() const { return m_armies; }
    QTableWidget *provincesTable() const { return m_provinces; }
    QTableWidget *treasuriesTable() const { return m_treasuries; }
    QTableWidget *ordersTable() const { return m_orders; }
    DbaStepForm *stepForm() const { return m_form; }
    DbaDeskResult *result() const { return m_result; }
    QString headerText() const;
    /// Whether the desk shows the campaign (no referee's PIN, or the right one given).
    bool isUnlocked() const { return m_unlocked; }

public slots:
    void refresh();
    /// Asks the referee's PIN when the campaign has one; returns whether the desk is open.
    bool unlock();
    /// Carries out one step (as JSON) and shows its result or refusal; returns whether it went through.
    bool runStep(const QJsonObject &step);
    /// Carries out the form's step: \a entered uses the dice typed, else Reeve rolls.
    bool carryOut(bool entered);
    /// Checks the form's step (StepRunner's Check mode): shows the rule's refusals, or that it would
    /// be carried out, before anything is rolled; nothing is written. Returns whether it would apply.
    bool checkStep();
    /// Carries out a steps JSON file (one step or an array), as reeve-cli's --file; stops at a refusal.
    bool runStepsFile(const QString &path);
    /// Undoes every action of the last step (procedures, change and order's fate), newest first.
    bool undoLastStep();

protected:
    void showEvent(QShowEvent *event) override;

private:
    // dbadeskpanel.cpp: layout, the PIN, carrying out and undoing steps.
    QWidget *buildLockedPage();
    QWidget *buildDeskPage();
    QWidget *buildStepPane();
    void updateEnabled();
    void chooseFile();
    bool apply(const QJsonObject &step, QJsonObject &result);

    // dbadesktables.cpp: the header, the tables and the form's choices.
    QWidget *buildTables();
    void fillHeader();
    void fillArmies();
    void fillProvinces();
    void fillTreasuries();
    void fillOrders();
    void fillChoices();
    void filterProvinces();
    void useOrderRow(int row);

    QPointer<Campaign> m_campaign;
    std::shared_ptr<UserPrompts> m_prompts;
    bool m_unlocked = false;
    bool m_asked = false;
    bool m_running = false;
    QList<qint64> m_lastSeqs;

    QStackedWidget *m_stack = nullptr;
    QLabel *m_locked = nullptr;
    QPushButton *m_unlock = nullptr;
    QLabel *m_header = nullptr;
    QLabel *m_status = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_armies = nullptr;
    QTableWidget *m_provinces = nullptr;
    QLineEdit *m_provinceFilter = nullptr;
    QTableWidget *m_treasuries = nullptr;
    QTableWidget *m_orders = nullptr;
    DbaStepForm *m_form = nullptr;
    DbaDeskResult *m_result = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_roll = nullptr;
    QPushButton *m_useDice = nullptr;
    QPushButton *m_fromFile = nullptr;
    QPushButton *m_undo = nullptr;
};

} // namespace Reeve
