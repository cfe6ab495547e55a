#pragma once

#include <memory>

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace Reeve {

class Campaign;
class StepForm;
class UserPrompts;

/**
 * The Steps dock, for every game (docs/ARCHITECTURE.md, "Steps"): a picker of the open
 * campaign's game's registered steps, in the order a turn takes them and by their titles, above
 * a StepForm for the chosen one. A read-only campaign checks steps but applies none. The result
 * shows the public lines; the referee's view (behind the referee's PIN where one is set) adds the
 * private parts, the outcome and the working.
 */
class StepsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit StepsPanel(QWidget *parent = nullptr);
    ~StepsPanel() override;

    void setCampaign(Campaign *campaign);
    void setPrompts(std::shared_ptr<UserPrompts> prompts);

    QComboBox *picker() const { return m_picker; }
    StepForm *form() const { return m_form; }
    /// Chooses step \a id of the campaign's game; false when it has none of that id.
    bool chooseStep(const QString &id);
    bool showsPrivate() const { return m_private; }

public slots:
    /// Opens the referee's view (asks the referee's PIN when one is set); returns whether it is open.
    bool openRefereeView();

private:
    void fillPicker();
    void showChosen();
    void updateState();
    /// Unit pickers name a face-down unit only by number and side outside the referee's view.
    void labelUnits();

    QPointer<Campaign> m_campaign;
    std::shared_ptr<UserPrompts> m_prompts;
    bool m_private = false;
    QLabel *m_header;
    QComboBox *m_picker;
    QPushButton *m_referee;
    QLabel *m_note;
    StepForm *m_form;
};

} // namespace Reeve
