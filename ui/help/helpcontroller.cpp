#include "helpcontroller.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDockWidget>
#include <QHelpEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QWhatsThis>

#include "common/stepform.h"
#include "common/stepinputs.h"
#include "help/docktitlebar.h"
#include "help/helpwindow.h"
#include "steps/stepregistry.h"
#include "steps/stepspec.h"

namespace Reeve {

using namespace Qt::StringLiterals;

HelpController::HelpController(QMainWindow *window, QMenu *helpMenu)
    : QObject(window)
    , m_main(window)
    , m_help(new QAction(tr("&Help on This Panel"), window))
    , m_whatsThis(QWhatsThis::createAction(window))
{
    m_help->setObjectName(u"helpOnPanel"_s);
    m_help->setShortcut(QKeySequence::HelpContents);
    m_help->setShortcutContext(Qt::WindowShortcut);
    m_help->setIcon(QIcon::fromTheme(u"help-contents"_s));
    m_help->setStatusTip(tr("Opens the help page of the panel you are working in"));
    connect(m_help, &QAction::triggered, this, [this] { showHelpFor(QApplication::focusWidget()); });
    window->addAction(m_help);
    m_whatsThis->setObjectName(u"whatsThis"_s);
    helpMenu->addAction(m_help);
    helpMenu->addAction(m_whatsThis);
    qApp->installEventFilter(this); // What's This on step forms, whose inputs are built per step
}

void HelpController::addHelpButtons()
{
    for (QDockWidget *dock : m_main->findChildren<QDockWidget *>()) {
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
            if (!visible || dock->titleBarWidget())
                return;
            if (!m_titleIcons)
                m_titleIcons = std::make_unique<DockTitleBar::Icons>(DockTitleBar::Icons::of(dock->style()));
            auto *bar = new DockTitleBar(dock, *m_titleIcons);
            connect(bar, &DockTitleBar::helpRequested, this, [this, dock] { showHelpFor(dock); });
            dock->setTitleBarWidget(bar);
        });
    }
}

HelpWindow *HelpController::ensureWindow()
{
    if (!m_window)
        m_window = new HelpWindow(m_main);
    return m_window;
}

QString HelpController::pageFor(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        if (const auto *dock = qobject_cast<const QDockWidget *>(w)) {
            QString name = dock->objectName();
            if (name.endsWith(u"Dock"_s))
                name.chop(4);
            return HelpWindow::pagePath(name).isEmpty() ? u"index"_s : name;
        }
    }
    return u"index"_s;
}

StepForm *HelpController::stepFormOf(const QWidget *widget)
{
    for (QWidget *w = const_cast<QWidget *>(widget); w; w = w->parentWidget()) {
        if (auto *form = qobject_cast<StepForm *>(w))
            return form->step() ? form : nullptr;
    }
    return nullptr;
}

QString HelpController::showHelpFor(QWidget *focus)
{
    HelpWindow *help = ensureWindow();
    QString shown;
    if (StepForm *form = stepFormOf(focus)) { // every dock's step form, the DBA umpire's desk's too
        help->showText(form->step()->translatedTitle(), stepHtml(*form));
        shown = u"step:"_s + form->step()->id;
    } else {
        shown = help->showPage(pageFor(focus));
    }
    help->show();
    help->raise();
    return shown;
}

QString HelpController::stepHtml(const StepForm &form)
{
    return stepHtml(*form.step(), form.inputs());
}

QString HelpController::stepHtml(const StepSpec &spec, const StepInputs *inputs)
{
    const auto say = [&spec](const char *text) { return QCoreApplication::translate(spec.context, text); };
    QString html = u"<h2>%1</h2><p>%2</p>"_s.arg(spec.translatedTitle().toHtmlEscaped(),
                                                 say(spec.summary).toHtmlEscaped());
    if (!spec.rules.isEmpty())
        html += tr("<p><b>Rules:</b> %1</p>").arg(spec.rules.join(u"; "_s).toHtmlEscaped());
    if (!spec.fields.isEmpty()) {
        html += tr("<h3>What the form asks</h3>") + u"<ul>"_s;
        for (const StepField &field : spec.fields) {
            const QString help = say(field.help);
            const QString label = inputs ? inputs->labelOf(field) : say(field.label);
            html += u"<li><b>%1</b>%2%3</li>"_s.arg((label.isEmpty() ? field.name : label).toHtmlEscaped(),
                                                    field.required ? tr(" (required)") : QString(),
                                                    help.isEmpty() ? QString()
                                                                   : u": "_s + help.toHtmlEscaped());
        }
        html += u"</ul>"_s;
    }
    if (!spec.dice.isEmpty()) {
        html += tr("<h3>Dice</h3>") + u"<ul>"_s;
        for (const StepDice &dice : spec.dice) {
            const QString help = say(dice.help);
            html += u"<li>%1%2</li>"_s.arg(dice.dice.toHtmlEscaped(),
                                           help.isEmpty() ? QString() : u": "_s + help.toHtmlEscaped());
        }
        html += u"</ul>"_s
                + tr("<p>With the dice lines left empty, Reeve rolls them; Use dice entered runs on the "
                     "dice typed in the form only, and refuses a roll left empty.</p>");
    }
    return html
           + tr("<p>Check asks the rules first and writes nothing. <a href=\"qrc:/help/steps.html\">"
                "About the Steps panel</a></p>");
}

QString HelpController::fieldHelp(const StepForm &form, const QWidget *widget)
{
    const StepSpec &spec = *form.step();
    const auto say = [&spec](const char *text) { return QCoreApplication::translate(spec.context, text); };
    for (const StepField &field : spec.fields) {
        const QWidget *input = form.inputs()->input(field.name);
        if (input && (input == widget || input->isAncestorOf(widget))) {
            const QString help = say(field.help);
            return help.isEmpty() ? form.inputs()->labelOf(field)
                                  : tr("%1: %2").arg(form.inputs()->labelOf(field), help);
        }
    }
    for (const StepDice &dice : spec.dice) {
        const QLineEdit *line = form.diceLine(dice.name);
        if (line && line == widget) {
            const QString help = say(dice.help);
            return tr("The dice rolled at the table for this roll (%1)%2. Leave it empty for Reeve to roll.")
                    .arg(dice.dice, help.isEmpty() ? QString() : u": "_s + help);
        }
    }
    return QString();
}

QString HelpController::dockWhatsThis(const QDockWidget *dock)
{
    const QString page = pageFor(dock);
    const QString summary = page == u"index"_s ? QString() : HelpWindow::summary(page);
    return summary.isEmpty() ? QString() : tr("%1 Press F1 for its help page.").arg(summary);
}

bool HelpController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::WhatsThis && event->type() != QEvent::QueryWhatsThis)
        return QObject::eventFilter(watched, event);
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || !widget->whatsThis().isEmpty() || widget->window() != m_main)
        return false;
    if (auto *dock = qobject_cast<QDockWidget *>(widget)) {
        // Reached the dock, nothing inside having answered: the first lines of its page, read
        // only now (start-up reads no help page).
        const QString text = dockWhatsThis(dock);
        if (text.isEmpty())
            return false;
        event->accept();
        if (event->type() == QEvent::WhatsThis)
            QWhatsThis::showText(static_cast<QHelpEvent *>(event)->globalPos(), text.toHtmlEscaped(), dock);
        return true;
    }
    StepForm *form = stepFormOf(widget);
    if (!form)
        return false;
    QString text = fieldHelp(*form, widget);
    if (text.isEmpty() && widget != form)
        text = widget->toolTip(); // the form's buttons say what they do in their tooltips
    if (text.isEmpty() && widget != form)
        return false; // up the parents to the form itself, which describes the step
    event->accept();
    if (event->type() == QEvent::QueryWhatsThis)
        return true; // the cursor shows there is something to say
    if (text.isEmpty())
        text = QCoreApplication::translate(form->step()->context, form->step()->summary);
    QWhatsThis::showText(static_cast<QHelpEvent *>(event)->globalPos(), text.toHtmlEscaped(), widget);
    return true;
}

} // namespace Reeve
