// reeve: the GUI. Opens the file given on the command line, the demo campaign
// (--demo), the last campaign (a preference, on by default), or shows the welcome
// page. --screenshot PATH --quit-after MS grabs the main window (or the dialog in
// front of it) after MS milliseconds and quits, for looking at the GUI headlessly
// under Xvfb.
#include <cstdio>
#include <ctime>

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QIconEngine>
#include <QLocale>
#include <QPainter>
#include <QTimer>

#include "campaign/campaign.h"
#include "campaign/campaignpanel.h"
#include "mainwindow/mainwindow.h"
#include "util/translations.h"
#include "wizard/newcampaignwizard.h"

using namespace Qt::StringLiterals;

namespace {

/// REEVE_STARTUP_TRACE=1 prints, at each step of the start, the CPU time the process has used so far
/// (the dynamic loader's share included) and the wall time since main began, to stderr.
class StartupTrace
{
public:
    StartupTrace()
        : m_on(qEnvironmentVariableIsSet("REEVE_STARTUP_TRACE"))
        , m_wall(now(CLOCK_MONOTONIC))
    {
        mark("main");
    }
    void mark(const char *step) const
    {
        if (m_on)
            std::fprintf(stderr, "reeve start: %-28s cpu %7.2f ms  wall %7.2f ms\n", step,
                         now(CLOCK_PROCESS_CPUTIME_ID), now(CLOCK_MONOTONIC) - m_wall);
    }

private:
    static double now(clockid_t clock)
    {
        timespec t{};
        clock_gettime(clock, &t);
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
    }
    bool m_on;
    double m_wall;
};

/// The window icon, drawn as resources/icons/reeve.svg draws it (a die showing three) at whatever
/// size the window system asks for, and only when it asks: reading the SVG went through the image
/// plugins at every start, and gave no icon where Qt's SVG plugin is not installed.
class AppIconEngine : public QIconEngine
{
public:
    void paint(QPainter *painter, const QRect &rect, QIcon::Mode, QIcon::State) override
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->translate(rect.topLeft());
        painter->scale(rect.width() / 64.0, rect.height() / 64.0); // the SVG's 64 x 64 view box
        const QColor dark(0x7a, 0x2e, 0x1d);
        painter->setBrush(dark);
        painter->drawRoundedRect(QRectF(4, 4, 56, 56), 10, 10);
        painter->setBrush(QColor(0xf3, 0xe6, 0xc8));
        painter->drawRoundedRect(QRectF(14, 14, 36, 36), 6, 6);
        painter->setBrush(dark);
        for (const QPointF &pip : {QPointF(24, 24), QPointF(32, 32), QPointF(40, 40)})
            painter->drawEllipse(pip, 4, 4);
        painter->restore();
    }
    QIconEngine *clone() const override { return new AppIconEngine; }
    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        return {QSize(16, 16), QSize(32, 32), QSize(48, 48), QSize(64, 64), QSize(128, 128)};
    }
};

struct Options
{
    QString file;
    bool demo = false;
    bool readOnly = false;
    QString screenshot;
    int quitAfter = -1;
    QString tab;
    bool wizard = false;
    QString dock;
};

Options parse(const QApplication &app, const QStringList &args)
{
    Q_UNUSED(app);
    QCommandLineParser parser;
    parser.setApplicationDescription(
            QApplication::translate("main", "Reeve, the referee and bookkeeper for Dark Ages wargames"));
    parser.addHelpOption();
    parser.addVersionOption();
    // The name is only shown (in the usage line and the list of arguments): it is translated too.
    parser.addPositionalArgument(QApplication::translate("main", "file"),
                                 QApplication::translate("main", "Campaign file (.reeve) to open"));
    const QCommandLineOption demo(u"demo"_s,
                                  QApplication::translate("main", "Open (or create) the demo campaign"));
    const QCommandLineOption readOnly(u"read-only"_s,
                                      QApplication::translate("main", "Open the file read-only"));
    const QCommandLineOption screenshot(u"screenshot"_s,
                                        QApplication::translate("main",
                                                                "Save a picture of the window to PATH"),
                                        u"PATH"_s);
    const QCommandLineOption quitAfter(u"quit-after"_s,
                                       QApplication::translate("main", "Quit after MS milliseconds"),
                                       u"MS"_s);
    const QCommandLineOption tab(u"tab"_s,
                                 QApplication::translate("main",
                                                         "Show a Campaign tab: sides, locations, units, "
                                                         "markers"),
                                 u"NAME"_s);
    const QCommandLineOption wizard(u"new"_s,
                                    QApplication::translate("main", "Start the New Campaign wizard"));
    const QCommandLineOption dock(u"dock"_s,
                                  QApplication::translate("main", "Bring a panel to the front: procedures, "
                                                                  "containers, ledger, charts, luck, tables, "
                                                                  "reference, rulings, battle"),
                                  u"NAME"_s);
    parser.addOptions({demo, readOnly, screenshot, quitAfter, tab, wizard, dock});
    const QCommandLineOption language(u"lang"_s,
                                      QApplication::translate("main",
                                                              "Speak LANG: de, fr, es or en (else the "
                                                              "preference, or the system's language)"),
                                      u"LANG"_s);
    parser.addOption(language); // taken out of the arguments before; listed for --help
    parser.process(args);
    Options options;
    options.file = parser.positionalArguments().value(0);
    options.demo = parser.isSet(demo);
    options.readOnly = parser.isSet(readOnly);
    options.screenshot = parser.value(screenshot);
    options.quitAfter = parser.isSet(quitAfter) ? parser.value(quitAfter).toInt() : -1;
    options.tab = parser.value(tab);
    options.wizard = parser.isSet(wizard);
    options.dock = parser.value(dock);
    return options;
}

void showTab(Reeve::MainWindow &window, const QString &tab)
{
    using Page = Reeve::CampaignPanel::Page;
    if (tab == u"sides"_s)
        window.campaignPanel()->showPage(Page::Sides);
    else if (tab == u"locations"_s)
        window.campaignPanel()->showPage(Page::Locations);
    else if (tab == u"units"_s)
        window.campaignPanel()->showPage(Page::Units);
    else if (tab == u"markers"_s)
        window.campaignPanel()->showPage(Page::Markers);
}

void showDock(Reeve::MainWindow &window, const QString &name)
{
    if (name.isEmpty())
        return;
    if (auto *dock = window.findChild<QDockWidget *>(name + u"Dock"_s)) {
        dock->show();
        dock->raise();
    }
}

void scheduleQuit(Reeve::MainWindow &window, const Options &options, const StartupTrace &trace)
{
    if (options.quitAfter < 0)
        return;
    QTimer::singleShot(options.quitAfter, &window, [&window, options, &trace] {
        trace.mark("quit timer");
        if (!options.screenshot.isEmpty()) {
            QWidget *front = QApplication::activeModalWidget();
            (front ? front : static_cast<QWidget *>(&window))->grab().save(options.screenshot);
        }
        QApplication::exit(0);
    });
}

int run(QApplication &app, const StartupTrace &trace)
{
    QApplication::setApplicationName(u"reeve"_s);
    QApplication::setOrganizationName(u"reeve"_s);
    QApplication::setApplicationDisplayName(u"Reeve"_s);
    QApplication::setApplicationVersion(QStringLiteral(REEVE_VERSION));
    QGuiApplication::setDesktopFileName(u"org.reeve.Reeve"_s);
    QApplication::setWindowIcon(QIcon(new AppIconEngine));
    // --lang LANG, else the language chosen in the preferences, else the system's (issue 25).
    QStringList args = app.arguments();
    const QString lang = Reeve::Translations::takeOption(args);
    if (!Reeve::Translations::install(lang.isEmpty() ? Reeve::Translations::preferred() : lang)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate("main",
                                                        "There is no translation for \"%1\"; use one of: "
                                                        "en, %2.")
                                        .arg(lang, Reeve::Translations::available().join(u", "_s))));
        return 2;
    }
    trace.mark("translations");

    const Options options = parse(app, args);
    // Never deleted: leaveForExit() closes the campaign, and the process's end takes the widgets back.
    Reeve::MainWindow &window = *new Reeve::MainWindow;
    trace.mark("main window built");
    const auto access = options.readOnly ? Reeve::CampaignFile::Access::ReadOnly
                                         : Reeve::CampaignFile::Access::ReadWrite;
    // Opened before the window shows, so it appears once, with the campaign in it.
    if (!options.file.isEmpty())
        window.openCampaign(options.file, access);
    else if (options.demo)
        window.openDemo();
    else if (!options.wizard)
        window.reopenLast(); // the last campaign, when the preferences say so (the default)
    trace.mark("campaign opened");
    window.show();
    trace.mark("shown");
    showTab(window, options.tab);
    showDock(window, options.dock);
    scheduleQuit(window, options, trace);
    if (options.wizard) {
        QTimer::singleShot(0, &window, [&window] {
            Reeve::NewCampaignWizard wizard(&window);
            if (wizard.exec() == QDialog::Accepted)
                window.showCreatedCampaign(wizard.takeCampaign());
        });
    }
    const int code = app.exec();
    trace.mark("event loop left");
    window.leaveForExit();
    return code;
}

} // namespace

int main(int argc, char *argv[])
{
    const StartupTrace trace;
    int code = 0;
    {
        QApplication app(argc, argv);
        trace.mark("application");
        code = run(app, trace);
        trace.mark("campaign closed");
    }
    trace.mark("application gone");
    return code;
}
