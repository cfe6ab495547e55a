#pragma once

#include <memory>

#include <QObject>
#include <QPointer>

#include "help/docktitlebar.h"
#include "help/helpwindow.h"

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QWidget;

namespace Reeve {

class StepForm;
class StepInputs;
struct StepSpec;

/**
 * Help ▸ Help on This Panel (F1) and What's This (Shift+F1) for the main window. F1 opens the
 * help page of the dock holding the focus, or, when a step form holds it (the Steps dock, a
 * game's dock, the DBA umpire's desk), that step's own description: what it does, its rules, its fields with their help and the dice it needs. In
 * What's This mode a click on a step form's input says what that field is (unless the input has
 * a What's This of its own); a click elsewhere in a dock gives the first lines of the dock's page.
 */
class HelpController : public QObject
{
    Q_OBJECT
public:
    HelpController(QMainWindow *window, QMenu *helpMenu);

    /// A Help button in the title bar of each of the window's docks, opening its help page
    /// (DockTitleBar); each dock gets it when first shown, so hidden docks cost nothing at start-up.
    void addHelpButtons();

    QAction *helpAction() const { return m_help; }
    QAction *whatsThisAction() const { return m_whatsThis; }
    /// The help window, once F1 has been pressed (nullptr before).
    HelpWindow *helpWindow() const { return m_window; }

    /// Opens the help for \a focus (the focused widget; nullptr: the contents). Returns the page
    /// shown ("ledger"), or "step:ID" for a step's description.
    QString showHelpFor(QWidget *focus);
    /// The help page of the dock \a widget is in ("campaign" for campaignDock); "index" when none.
    static QString pageFor(const QWidget *widget);
    /// The step form \a widget is in, with a step chosen; nullptr otherwise.
    static StepForm *stepFormOf(const QWidget *widget);
    /// What's This of a dock: the first lines of its help page and a pointer to F1.
    static QString dockWhatsThis(const QDockWidget *dock);
    /// A step's description in HTML: summary, rules, fields, dice.
    static QString stepHtml(const StepForm &form);
    /// The same for \a spec, its fields named as \a inputs label them (nullptr: their own labels).
    static QString stepHtml(const StepSpec &spec, const StepInputs *inputs);
    /// What \a widget, an input or dice line of \a form, asks for ("" when it is neither).
    static QString fieldHelp(const StepForm &form, const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    HelpWindow *ensureWindow();

    QMainWindow *m_main;
    QAction *m_help;
    QAction *m_whatsThis;
    QPointer<HelpWindow> m_window;
    std::unique_ptr<DockTitleBar::Icons> m_titleIcons; ///< made with the first title bar
};

} // namespace Reeve
