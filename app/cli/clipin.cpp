#include "clipin.h"

#include <cstdio>
#include <string>

#include <termios.h>
#include <unistd.h>

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "cliargs.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

QString viewName(Campaign &campaign, Audience audience, qint64 side)
{
    return audience == Audience::Referee
                   ? tr("The referee's view")
                   : tr("%1's view").arg(CampaignReader(campaign.database()).side(side).name);
}

} // namespace

CliPin::Viewer CliPin::parse(Campaign &campaign, const QString &spec, bool bareName)
{
    if (spec == u"public"_s)
        return {Audience::Public, 0};
    if (spec == u"referee"_s)
        return {Audience::Referee, 0};
    if (spec.startsWith(u"side="_s) || bareName) {
        const QString name = spec.startsWith(u"side="_s) ? spec.mid(5) : spec;
        return {Audience::Side, CampaignReader(campaign.database()).sideByName(name).id};
    }
    throw Failure::badInput(tr("Unknown audience \"%1\"; use public, referee or side=NAME.").arg(spec));
}

namespace {

/// The three sentences a PIN check may say: the prompt, no PIN given, a wrong PIN.
struct PinTexts
{
    QString question;
    QString missing;
    QString wrong;
};

PinTexts viewTexts(const QString &view)
{
    return {tr("%1 is protected by a PIN. PIN: ").arg(view),
            tr("%1 is protected by a PIN: pass it with --pin PIN (on a terminal you are asked "
               "for it).")
                    .arg(view),
            tr("Wrong PIN for %1: pass the right one with --pin PIN; nothing was shown or changed.")
                    .arg(view.toLower())};
}

PinTexts pinChangeTexts(const QString &view)
{
    return {tr("Taking back a change of the PIN of %1 needs the PIN in force. PIN: ").arg(view.toLower()),
            tr("Taking back a change of the PIN of %1 needs the PIN in force: pass it with --pin PIN "
               "(on a terminal you are asked for it); nothing was changed.")
                    .arg(view.toLower()),
            tr("Wrong PIN for %1: taking back its PIN change needs the PIN in force, passed with "
               "--pin PIN; nothing was changed.")
                    .arg(view.toLower())};
}

void checkPin(Campaign &campaign, const CliArgs &args, Audience audience, qint64 side, const PinTexts &texts)
{
    ViewerGate gate(campaign);
    std::optional<QString> pin;
    if (args.has(u"pin"_s))
        pin = args.value(u"pin"_s);
    else
        pin = CliPin::prompt(texts.question);
    if (!pin)
        throw Failure::badInput(texts.missing);
    const bool own = gate.check(audience, side, *pin);
    const bool referee = !own && audience == Audience::Side && gate.needsPin(Audience::Referee)
                         && gate.check(Audience::Referee, 0, *pin); // the referee may read every view
    if (!own && !referee)
        throw Failure::badInput(texts.wrong);
    if (!campaign.isReadOnly()) // a PIN kept in the older, fast form is stored again, now that it is known
        gate.upgrade(own ? audience : Audience::Referee, own ? side : 0, *pin);
}

} // namespace

void CliPin::require(Campaign &campaign, const CliArgs &args, Audience audience, qint64 side)
{
    if (audience == Audience::Public || !ViewerGate(campaign).needsPin(audience, side))
        return;
    checkPin(campaign, args, audience, side, viewTexts(viewName(campaign, audience, side)));
}

void CliPin::requireForPinChange(Campaign &campaign, const CliArgs &args, Audience audience, qint64 side)
{
    if (audience == Audience::Public || !ViewerGate(campaign).needsPin(audience, side))
        return;
    checkPin(campaign, args, audience, side, pinChangeTexts(viewName(campaign, audience, side)));
}

CliPin::Viewer CliPin::require(Campaign &campaign, const CliArgs &args, const QString &spec, bool bareName)
{
    const Viewer viewer = parse(campaign, spec, bareName);
    require(campaign, args, viewer.audience, viewer.side);
    return viewer;
}

std::optional<QString> CliPin::prompt(const QString &question)
{
    if (!isatty(STDIN_FILENO))
        return std::nullopt;
    std::fputs(question.toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
    termios saved{};
    const bool hide = tcgetattr(STDIN_FILENO, &saved) == 0;
    if (hide) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
    }
    std::string line;
    int c = 0;
    while ((c = std::fgetc(stdin)) != EOF && c != '\n')
        line.push_back(char(c));
    if (hide)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
    std::fputs("\n", stderr);
    if (c == EOF && line.empty())
        return std::nullopt;
    return QString::fromLocal8Bit(line.data(), qsizetype(line.size())).trimmed();
}

} // namespace Reeve
