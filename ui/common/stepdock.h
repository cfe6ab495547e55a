#pragma once

#include <functional>

#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QWidget>

#include "log/action.h"

class QAbstractButton;
class QComboBox;
class QLabel;

namespace Reeve {

class Campaign;
class StepForm;
class StepResultView;

/**
 * What every game's dock shares (docs/ARCHITECTURE.md, "Steps"): the campaign binding (only a
 * campaign of the dock's game; its changes refresh the dock), one step picker over the game's
 * registered steps in the dock's own groups above one StepForm (pickers from the campaign, a dice
 * line per named roll, Check, Roll and apply, Use dice entered) whose result area shows what the
 * step wrote or why it was refused, a message line for the dock's own entries that are not steps
 * (a house figure), and the read-only guard: a read-only campaign checks steps but applies none,
 * and the dock's own buttons are disabled. A dock that lays a step out on a page of its own asks
 * for a further step form (addStepForm), bound and guarded the same way. The subclass keeps its
 * tables and views.
 */
class StepDock : public QWidget
{
    Q_OBJECT
public:
    /// A heading of the step picker and the ids of the steps under it, in the order a turn takes them.
    struct Group
    {
        QString title;
        QStringList steps;
    };

    explicit StepDock(const QString &game, QWidget *parent = nullptr);
    ~StepDock() override;

    /// Binds \a campaign when it is one of the dock's game (else none) and refreshes the dock.
    void setCampaign(Campaign *campaign);
    Campaign *campaign() const { return m_campaign; }
    /// A campaign is bound and may be written.
    bool isWritable() const;

    QComboBox *stepPicker() const { return m_picker; }
    StepForm *stepForm() const { return m_form; }
    StepResultView *stepResult() const;
    /// Chooses step \a id in the picker; false when the dock offers none of that id.
    bool chooseStep(const QString &id);
    QString chosenStep() const;
    /// Every step form of the dock: the picker's and those added.
    QList<StepForm *> stepForms() const;
    /// The dock's message line: its own entries' lines, a refusal of one, the read-only note.
    QString message() const;
    bool messageIsError() const { return m_error; }

public slots:
    /// Re-reads the campaign into the dock's tables (refreshDock) and its read-only guard.
    void refresh();

signals:
    /// Step \a step was applied as action \a seq.
    void stepApplied(const QString &step, qint64 seq);
    /// Another step was chosen in the picker.
    void stepChosen(const QString &step);

protected:
    /// Fills the picker: \a groups in order (steps the game does not register are left out), then
    /// under \a otherTitle every registered step no group names (unless \a othersToo is false: a dock
    /// for one part of a game, such as the 1066 battle board, offers its groups' steps only).
    void setStepGroups(const QList<Group> &groups, const QString &otherTitle, bool othersToo = true);
    /// The picker, its note and the form, for the subclass to place beside its tables.
    QWidget *stepArea() const { return m_area; }
    /// The dock's usual body: \a tables on the left, the step area and message line on the right (the
    /// form scrolls its own fields), split at \a sizes (left, right).
    QWidget *tablesBesideSteps(QWidget *tables, const QList<int> &sizes);
    /// The message line, for the subclass to place (under the step area by default).
    QLabel *messageLabel() const { return m_message; }
    /// A further, compact step form for the game's step \a id, bound to the dock's campaign, viewer and
    /// read-only guard, for the subclass to place on a page.
    StepForm *addStepForm(const QString &id, const QString &objectName);
    /// Whose view every step form's result is read in (the dock's viewer choice).
    void setViewer(Audience audience, qint64 side = 0);
    /// A button of the dock's own that writes: disabled without a writable campaign.
    void guard(QAbstractButton *button);
    void showMessage(const QString &text, bool error = false);
    /// Runs \a write (one of the dock's own entries); a Failure shows in red, nothing else written.
    bool runEntry(const QString &what, const std::function<void()> &write);
    /// Another campaign (or none) was bound, before the first refreshDock of it.
    virtual void campaignBound() { }
    /// The campaign was bound or changed: refill the dock's tables and pickers.
    virtual void refreshDock() = 0;

private:
    void fillPicker();
    void showChosen();
    void updateGuard();

    QString m_game;
    QPointer<Campaign> m_campaign;
    QList<Group> m_groups;
    QString m_otherTitle;
    bool m_othersToo = true;
    bool m_error = false;
    QWidget *m_area;
    QComboBox *m_picker;
    QLabel *m_note;
    StepForm *m_form;
    QList<QPair<StepForm *, QString>> m_added; ///< the forms added, with their step ids
    QLabel *m_message;
    QList<QPointer<QAbstractButton>> m_guarded;
};

} // namespace Reeve
