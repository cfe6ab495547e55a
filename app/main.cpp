// reeve: the GUI. Opens the file given on the command line, the demo campaign
// (--demo), the last campaign (a preference, on by default), or shows the welcome
// page. --screenshot PATH --quit-after MS grabs the main window (or the dialog in
// front of it) after MS milliseconds and quits, for looking at the GUI headlessly
// under Xvfb.
#include <cstdio>

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QLocale>
#include <QTimer>

#include "campaign/campaign.h"
#include "campaign/campaignpanel.h"
#include "mainwindow/mainwindow.h"
#include "util/translations.h"
#include "wizard/newcampaignwizard.h"

using namespace Qt::StringLiterals;

namespace {

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
    parser.addPositionalArgument(u"file"_s, QApplication::translate("main", "Campaign file (.reeve) to open"));
    const QCommandLineOption demo(u"demo"_s, QApplication::translate("main", "Open (or create) the demo campaign"));
    const QCommandLineOption readOnly(u"read-only"_s, QApplication::translate("main", "Open the file read-only"));
    const QCommandLineOption screenshot(u"screenshot"_s,
                                        QApplication::translate("main", "Save a picture of the window to PATH"),
                                        u"PATH"_s);
    const QCommandLineOption quitAfter(u"quit-after"_s,
                                       QApplication::translate("main", "Quit after MS milliseconds"), u"MS"_s);
    const QCommandLineOption tab(u"tab"_s,
                                 QApplication::translate("main", "Show a Campaign tab: sides, locations, units, "
                                                                 "markers"),
                                 u"NAME"_s);
    const QCommandLineOption wizard(u"new"_s, QApplication::translate("main", "Start the New Campaign wizard"));
    const QCommandLineOption dock(u"dock"_s,
                                  QApplication::translate("main", "Bring a panel to the front: procedures, "
                                                                  "containers, ledger, charts, luck, tables, "
                                                                  "reference, rulings, battle"),
                                  u"NAME"_s);
    parser.addOptions({demo, readOnly, screenshot, quitAfter, tab, wizard, dock});
    const QCommandLineOption language(u"lang"_s,
                                      QApplication::translate("main", "Speak LANG: de, fr, es or en (else the "
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

void scheduleQuit(Reeve::MainWindow &window, const Options &options)
{
    if (options.quitAfter < 0)
        return;
    QTimer::singleShot(options.quitAfter, &window, [&window, options] {
        if (!options.screenshot.isEmpty()) {
            QWidget *front = QApplication::activeModalWidget();
            (front ? front : static_cast<QWidget *>(&window))->grab().save(options.screenshot);
        }
        QApplication::exit(0);
    });
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"reeve"_s);
    QApplication::setOrganizationName(u"reeve"_s);
    QApplication::setApplicationDisplayName(u"Reeve"_s);
    QGuiApplication::setDesktopFileName(u"org.reeve.Reeve"_s);
    QApplication::setWindowIcon(QIcon(u":/icons/reeve.svg"_s));
    // --lang LANG, else the language chosen in the preferences, else the system's (issue 25).
    QStringList args = app.arguments();
    const QString lang = Reeve::Translations::takeOption(args);
    if (!Reeve::Translations::install(lang.isEmpty() ? Reeve::Translations::preferred() : lang)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate("main", "There is no translation for \"%1\"; use one of: "
                                                                "en, %2.")
                                        .arg(lang, Reeve::Translations::available().join(u", "_s))));
        return 2;
    }

    const Options options = parse(app, args);
    Reeve::MainWindow window;
    const auto access = options.readOnly ? Reeve::CampaignFile::Access::ReadOnly
                                         : Reeve::CampaignFile::Access::ReadWrite;
    // Opened before the window shows, so it appears once, with the campaign in it.
    if (!options.file.isEmpty())
        window.openCampaign(options.file, access);
    else if (options.demo)
        window.openDemo();
    else if (!options.wizard)
        window.reopenLast(); // the last campaign, when the preferences say so (the default)
    window.show();
    showTab(window, options.tab);
    showDock(window, options.dock);
    scheduleQuit(window, options);
    if (options.wizard) {
        QTimer::singleShot(0, &window, [&window] {
            Reeve::NewCampaignWizard wizard(&window);
            if (wizard.exec() == QDialog::Accepted)
                window.showCreatedCampaign(wizard.takeCampaign());
        });
    }
    return app.exec();
}
