// Foundation benchmark (issue 2, item 9). Prints, from one run, three ratios:
//  (a) starting reeve on a large campaign until the main window is shown and the
//      log view populated, against starting a bare Qt Widgets window (goal <= 1.5);
//  (b) one durable action against one bare SQLite INSERT in its own transaction
//      with the same pragmas (goal <= 1.5);
//  (c) reeve-cli verify on the file against sha256sum of the same file plus SQLite's
//      PRAGMA integrity_check on it (goal <= 2).
// It reports; it never fails. Usage: bench_foundation [WORKDIR] [--startup | --action] (--startup: (a)
// alone, --action: (b) alone);
// REEVE_BENCH_GUI=PATH times that reeve instead of the one built beside it.
#include <algorithm>
#include <cstdio>
#include <ctime>

#include <sys/resource.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "log/actionlog.h"
#include "storage/database.h"
#include "util/translations.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

int s_failedRuns = 0; ///< runs that did not start or failed: a ratio made of them is no measurement

double runMs(const QString &program, const QStringList &args, QByteArray *out = nullptr)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    process.setProcessEnvironment(env);
    QElapsedTimer timer;
    timer.start();
    process.start(program, args);
    process.waitForFinished(600000);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (out)
        *out = process.readAllStandardOutput();
    if (process.error() == QProcess::FailedToStart) {
        ++s_failedRuns; // a time of nothing: the program never ran (being rebuilt, say)
        std::fprintf(stderr, "%s did not start: %s\n", qPrintable(program), qPrintable(process.errorString()));
    } else if (process.exitCode() != 0) {
        ++s_failedRuns;
        std::fprintf(stderr, "%s exited %d: %s\n", qPrintable(program), process.exitCode(),
                     process.readAllStandardError().constData());
    }
    return ms;
}

double medianMs(const QString &program, const QStringList &args, int runs, QByteArray *out = nullptr)
{
    QList<double> times;
    for (int i = 0; i < runs; ++i)
        times << runMs(program, args, out);
    std::sort(times.begin(), times.end());
    return times.at(times.size() / 2);
}

void ratio(const char *name, double ours, double base, double goal)
{
    std::printf("%-58s %9.2f ms / %9.2f ms = %5.2f (goal <= %.1f)%s\n", name, ours, base, ours / base, goal,
                s_failedRuns > 0       ? "  [NOT MEASURED: a run failed]"
                : ours / base <= goal ? ""
                                      : "  [over goal]");
    s_failedRuns = 0;
}

double childCpuMs()
{
    struct rusage usage
    { };
    getrusage(RUSAGE_CHILDREN, &usage); // every child waited for so far, user and system time
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
           + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

/// This process's CPU time so far (user and system, as the kernel counts it: exact, not sampled by ticks).
double selfCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

void startupRatio(const QString &file)
{
#ifdef REEVE_GUI
    const QString bare = QString::fromUtf8(REEVE_BAREWINDOW);
    // REEVE_BENCH_GUI=PATH times another build of reeve (a copy kept from before a change, say).
    const QString gui = qEnvironmentVariableIsSet("REEVE_BENCH_GUI") ? qEnvironmentVariable("REEVE_BENCH_GUI")
                                                                    : QString::fromUtf8(REEVE_GUI);
    const QStringList reeveArgs{file, u"--read-only"_s, u"--quit-after"_s, u"0"_s};
    runMs(bare, {file}); // warm the caches of both
    runMs(gui, reeveArgs);
    // The floor does what Reeve must to show a campaign: the file opened, its 50 newest log rows in a
    // table, a status bar (issue 24); the empty window is printed beside it for the older figure.
    // Rounds take the three in turn, so that a load that drifts (other builds) weighs on each alike;
    // the CPU time (user + system) of each run is printed beside the wall time it took.
    const int rounds = 9;
    QList<double> empty, floor, reeve, floorCpu, reeveCpu;
    for (int round = 0; round < rounds; ++round) {
        empty << runMs(bare, {});
        double cpu = childCpuMs();
        floor << runMs(bare, {file});
        floorCpu << childCpuMs() - cpu;
        cpu = childCpuMs();
        reeve << runMs(gui, reeveArgs);
        reeveCpu << childCpuMs() - cpu;
    }
    ratio("(a) reeve start on the large campaign vs the floor", median(reeve), median(floor), 1.5);
    std::printf("    medians of %d alternating rounds; reeve %.1f-%.1f ms, floor %.1f-%.1f ms\n", rounds,
                *std::min_element(reeve.begin(), reeve.end()), *std::max_element(reeve.begin(), reeve.end()),
                *std::min_element(floor.begin(), floor.end()), *std::max_element(floor.begin(), floor.end()));
    std::printf("    in CPU time: %.1f ms / %.1f ms = %.2f\n", median(reeveCpu), median(floorCpu),
                median(reeveCpu) / median(floorCpu));
    std::printf("    (an empty bare window: %.2f ms, so reeve / empty = %.2f)\n", median(empty),
                median(reeve) / median(empty));
    struct rusage usage
    { };
    getrusage(RUSAGE_CHILDREN,
              &usage); // the largest child so far: reeve (the generator ran earlier, if at all)
    std::printf("    peak memory of the largest child process: %.1f MB (goal for reeve < 150 MB)\n",
                double(usage.ru_maxrss) / 1024.0);
#else
    Q_UNUSED(file);
    std::printf("(a) skipped: built without the GUI\n");
#endif
}

void actionRatio(const QString &dir)
{
    // Rounds of ours and the bare insert taken in turn, and the median round of each: the
    // disk's fsync time drifts during a run, and must not favour whichever went first.
    const int rounds = 7;
    const int n = 50;
    auto campaign = Campaign::create(dir + u"/actions.reeve"_s, u"1066"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Normans"_s);
    editor.addLocation(u"C6"_s, u"Hastings"_s, u"square"_s);
    editor.addLocation(u"D7"_s, u"Pevensey"_s, u"square"_s);
    qint64 unit = 0;
    editor.addUnit(1, u"knight"_s, u"William"_s, u"C6"_s, {}, &unit);
    Database bare(dir + u"/bare.sqlite"_s, Database::Mode::ReadWrite); // same pragmas: WAL, FULL, foreign keys
    bare.exec(u"CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT, b INTEGER)"_s);
    QList<double> ours, base, oursCpu, baseCpu;
    QElapsedTimer timer;
    // Per action: the wall time, and the CPU time this process spent (user and system: the kernel's
    // part of writing and syncing the pages counts here too) over the round.
    const auto measure = [&](QList<double> &wall, QList<double> &cpu, auto &&round) {
        const double cpu0 = selfCpuMs();
        timer.restart();
        round();
        wall << double(timer.nsecsElapsed()) / 1e6 / n;
        cpu << (selfCpuMs() - cpu0) / n;
    };
    for (int round = 0; round < rounds; ++round) {
        measure(ours, oursCpu, [&] {
            for (int i = 0; i < n; ++i)
                editor.moveUnit(unit, i % 2 ? u"C6"_s : u"D7"_s);
        });
        measure(base, baseCpu, [&] {
            for (int i = 0; i < n; ++i) {
                bare.begin();
                bare.exec(u"INSERT INTO t (a, b) VALUES (?, ?)"_s, {u"row"_s, i});
                bare.commit();
            }
        });
    }
    std::sort(ours.begin(), ours.end());
    std::sort(base.begin(), base.end());
    ratio("(b) one durable action vs one bare INSERT transaction", ours.at(rounds / 2), base.at(rounds / 2),
          1.5);
    std::printf("    rounds of %d: ours %.2f-%.2f ms, bare %.2f-%.2f ms (medians above)\n", n, ours.first(),
                ours.last(), base.first(), base.last());
    // What is work and what is waiting for the disk (medians of the rounds): the rest of the wall time
    // is waiting for the fsync.
    std::printf("    in CPU time: ours %.3f ms, bare %.3f ms an action\n", median(oursCpu), median(baseCpu));
}

void verifyRatio(const QString &file)
{
    // What verify does beyond reading the bytes once and SQLite's own check is the chain, the
    // replay of every action against the state tables, the counters and the procedure re-runs.
    const QString sqlite = QStandardPaths::findExecutable(u"sqlite3"_s);
    if (sqlite.isEmpty()) {
        std::printf("(c) skipped: the sqlite3 command is not installed\n");
        return;
    }
    runMs(QString::fromUtf8(REEVE_CLI), {u"verify"_s, file}); // warm the page cache for all three
    const double hash = medianMs(u"sha256sum"_s, {file}, 5);
    const double integrity = medianMs(sqlite, {u"-readonly"_s, file, u"PRAGMA integrity_check"_s}, 5);
    const double ours = medianMs(QString::fromUtf8(REEVE_CLI), {u"verify"_s, file}, 5);
    ratio("(c) reeve-cli verify vs sha256sum + PRAGMA integrity_check", ours, hash + integrity, 2.0);
    std::printf("    sha256sum %.1f ms, integrity_check %.1f ms, file %.1f MB\n", hash, integrity,
                double(QFileInfo(file).size()) / 1e6);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    // As both programs do at start: with it the recorder of the messages looked up (issue 25), so (b)
    // times an action read back into its recipe. REEVE_BENCH_NO_RECORDER=1 times one without.
    if (!qEnvironmentVariableIsSet("REEVE_BENCH_NO_RECORDER"))
        Translations::install(u"en"_s);
    QStringList args = app.arguments().mid(1);
    const bool startupOnly = args.removeAll(u"--startup"_s) > 0; // (a) alone
    const bool actionOnly = args.removeAll(u"--action"_s) > 0;   // (b) alone
    const QString dir = !args.isEmpty() ? args.first() : QDir::tempPath() + u"/reeve-bench"_s;
    QDir().mkpath(dir);
    QFile::remove(dir + u"/actions.reeve"_s);
    QFile::remove(dir + u"/bare.sqlite"_s);
    if (actionOnly) { // needs no large campaign
        actionRatio(dir);
        return 0;
    }
    const QString file = dir + u"/large.reeve"_s;
    if (!QFile::exists(file)) {
        std::printf("generating %s (20 sides, 400 locations, 2,000 units, 50,000 actions)...\n",
                    qPrintable(file));
        std::fflush(stdout);
        const double ms = runMs(QString::fromUtf8(REEVE_MAKELARGE), {file});
        std::printf("generated in %.1f s\n", ms / 1000);
    }
    startupRatio(file);
    if (startupOnly)
        return 0;
    actionRatio(dir);
    verifyRatio(file);
    return 0;
}
