#include "containercommands.h"

#include <functional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "cliargs.h"
#include "clicall.h"
#include "clioutput.h"
#include "clipin.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "containers/containerview.h"
#include "containers/handactions.h"
#include "containers/markercatalog.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// The words after VERB, the open campaign and the parsed options.
struct Call : CliCall
{
    qint64 sideId(int i) const { return side(i).id; }
    QString container() const { return args.value(u"container"_s); }
};

Failure tooMany(const QString &what, const QString &digits)
{
    return Failure::badInput(tr("%1 is %2: a container holds at most %3 markers.")
                                     .arg(what, digits)
                                     .arg(ContainerEditor::kMaxMarkers));
}

/// "3" → {3, 0}; "d6" → {0, 6}.
QPair<int, int> countSpec(const QString &text)
{
    static const QRegularExpression die(u"^[dD](\\d+)$"_s);
    const auto match = die.match(text);
    if (match.hasMatch() && match.captured(1).toInt() > 0 && match.captured(1).toInt() <= 1000)
        return {0, match.captured(1).toInt()};
    if (match.hasMatch())
        throw Failure::badInput(tr("\"%1\" is not a die; write one from d1 to d1000, such as d6.").arg(text));
    static const QRegularExpression digits(u"^\\d+$"_s);
    if (!digits.match(text).hasMatch())
        throw Failure::badInput(
                tr("\"%1\" is not a number of markers; write a number such as 3, or a die such as d6.")
                        .arg(text));
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    // Digits past 2^63 are a number too, only too many: refused by the bound, not called "not a number".
    if (!ok)
        throw tooMany(tr("The number of markers"), text);
    ContainerEditor::requireBounded(n, tr("The number of markers"));
    return {int(n), 0};
}

QPair<QString, int> kindCount(const QString &text)
{
    const qsizetype eq = text.lastIndexOf(u'=');
    static const QRegularExpression digits(u"^\\d+$"_s);
    const QString number = eq > 0 ? text.mid(eq + 1).trimmed() : QString();
    if (eq <= 0 || !digits.match(number).hasMatch())
        throw Failure::badInput(tr("\"%1\" is not KIND=COUNT; write it like \"Gold Point=12\".").arg(text));
    bool ok = false;
    const qint64 count = number.toLongLong(&ok);
    const QString kind = text.left(eq).trimmed();
    if (!ok)
        throw tooMany(tr("The count of %1").arg(kind), number);
    ContainerEditor::requireBounded(count, tr("The count of %1").arg(kind));
    return {kind, int(count)};
}

void print(const Call &call, const ContainerOutcome &outcome, const QString &defaultAudience = u"public"_s)
{
    const ContainerView view = ContainerView::forAudience(call.campaign,
                                                          call.args.value(u"audience"_s, defaultAudience));
    const bool privateVisible = outcome.visibleTo(view.audience(), view.side())
                                && !outcome.privateText.isEmpty();
    if (call.args.json()) {
        QJsonObject json{{u"seq"_s, outcome.seq},
                         {u"text"_s, outcome.publicText},
                         {u"prompts"_s, QJsonArray::fromStringList(outcome.prompts)}};
        if (privateVisible)
            json.insert(u"private_text"_s, outcome.privateText);
        else if (!outcome.privateText.isEmpty())
            json.insert(u"hidden"_s, true);
        CliOutput::json(json);
        return;
    }
    CliOutput::line(outcome.publicText);
    if (privateVisible)
        CliOutput::line(tr("  private: %1").arg(outcome.privateText));
    for (const QString &prompt : outcome.prompts)
        CliOutput::line(tr("  ! %1").arg(prompt));
}

int show(const Call &call)
{
    ContainerView view = ContainerView::forAudience(call.campaign,
                                                    call.args.value(u"audience"_s, u"public"_s));
    if (call.args.json())
        CliOutput::json(view.toJson(call.container()));
    else
        for (const QString &line : view.toLines(call.container()))
            CliOutput::line(line);
    return 0;
}

int compose(const Call &call)
{
    QList<QPair<QString, int>> counts;
    for (const QString &word : call.words)
        counts << kindCount(word);
    QList<MarkerKind> definitions;
    for (const QString &text : call.args.values(u"define"_s))
        definitions << ContainerEditor::parseDefinition(text);
    print(call, ContainerEditor(call.campaign).compose(counts, call.container(), definitions), u"referee"_s);
    return 0;
}

int draw(const Call &call)
{
    const auto [count, die] = countSpec(call.word(1, tr("how many to draw")));
    ContainerDraws::Options options;
    options.returnFirst = call.args.values(u"return"_s);
    options.countDie = die;
    options.eventsVoid = call.args.flag(u"no-events"_s);
    options.leaderAt = call.args.value(u"at"_s);
    options.container = call.container();
    print(call, ContainerDraws(call.campaign).draw(call.sideId(0), count, options));
    return 0;
}

int returnVerb(const Call &call)
{
    const QStringList kinds = call.words.mid(1);
    if (kinds.isEmpty() && !call.args.flag(u"all"_s))
        throw Failure::badInput(
                tr("Name the markers to return (KIND ...), or give --all to return the whole hand."));
    print(call, HandActions(call.campaign).returnMarkers(call.sideId(0), kinds, call.container()));
    return 0;
}

int loseRandom(const Call &call)
{
    const auto [count, die] = countSpec(call.word(1, tr("how many to lose")));
    print(call, ContainerDraws(call.campaign).loseRandom(call.sideId(0), count, die, call.container()));
    return 0;
}

int reveal(const Call &call)
{
    const QString to = call.word(1, tr("who sees the hand (a side, or all)"));
    const qint64 toSide = to.compare(u"all"_s, Qt::CaseInsensitive) == 0
                                  ? 0
                                  : CampaignReader(call.campaign.database()).sideByName(to).id;
    print(call, HandActions(call.campaign).reveal(call.sideId(0), toSide, call.container()));
    return 0;
}

int setAside(const Call &call)
{
    if (call.args.flag(u"forever"_s) && call.args.has(u"until"_s))
        throw Failure::badInput(tr("Give either --until TURN or --forever, not both."));
    const QString release = call.args.flag(u"forever"_s) ? u"forever"_s : call.args.value(u"until"_s);
    const qint64 from
            = call.args.has(u"from"_s)
                      ? CampaignReader(call.campaign.database()).sideByName(call.args.value(u"from"_s)).id
                      : 0;
    print(call, HandActions(call.campaign)
                        .setAside(call.word(0, tr("the marker kind")), from, release, call.container()));
    return 0;
}

int opening(const Call &call)
{
    const int given = call.words.size() > 1 ? countSpec(call.words.at(1)).first : -1;
    ContainerDraws draws(call.campaign);
    const qint64 side = call.sideId(0);
    const int count = given >= 0 ? given : draws.openingCount(side);
    if (MarkerCatalog::forGame(call.campaign.game().id).openingReplacesEvents() || count < 0) {
        if (call.args.has(u"at"_s))
            throw Failure::badInput(
                    tr("--at names where a drawn leader goes, and this opening draw places none by "
                       "choice: leave --at out."));
        print(call, draws.opening(side, count, call.container()));
        return 0;
    }
    // Where events are kept (Charlemagne), the opening is a draw of the rules' count, and a leader drawn goes
    // over units of the drawer's own side at the place --at names (Charlemagne §21.1).
    ContainerDraws::Options options;
    options.leaderAt = call.args.value(u"at"_s);
    options.leaderAsk = tr("--at LOCATION with reeve-cli container FILE opening");
    options.container = call.container();
    print(call, draws.draw(side, count, options));
    return 0;
}

int redraw(const Call &call)
{
    QList<QPair<qint64, int>> order;
    for (const QString &word : call.words) {
        const auto [name, count] = kindCount(word);
        order.append({CampaignReader(call.campaign.database()).sideByName(name).id, count});
    }
    print(call, ContainerDraws(call.campaign).redraw(order, call.container()));
    return 0;
}

int limit(const Call &call)
{
    const QString text = call.word(0, tr("the limit (a number, none, or rules)"));
    bool ok = false;
    int value = text.toInt(&ok);
    if (text == u"none"_s)
        value = 0;
    else if (text == u"rules"_s)
        value = -1;
    else if (!ok || value < 0)
        throw Failure::badInput(tr("\"%1\" is not a holding limit; give a number, none, or rules.").arg(text));
    const qint64 side
            = call.args.has(u"side"_s)
                      ? CampaignReader(call.campaign.database()).sideByName(call.args.value(u"side"_s)).id
                      : 0;
    print(call, ContainerEditor(call.campaign).setHoldingLimit(side, value, call.container()));
    return 0;
}

qint64 unitNumber(const Call &call)
{
    const QString text = call.word(0, tr("the leader's unit id"));
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    if (!ok || id < 1)
        throw Failure::badInput(
                tr("\"%1\" is not a unit's number; reeve-cli unit FILE list shows them.").arg(text));
    return id;
}

using Verb = std::function<int(const Call &)>;

QMap<QString, Verb> verbs()
{
    return {
            {u"show"_s, show},
            {u"compose"_s, compose},
            {u"draw"_s, draw},
            {u"pick"_s,
             [](const Call &c) {
                 print(c, ContainerDraws(c.campaign)
                                  .pick(c.sideId(0), c.word(1, tr("the marker kind")),
                                        c.args.value(u"exchange"_s), c.container()));
                 return 0;
             }},
            {u"return"_s, returnVerb},
            {u"lose-random"_s, loseRandom},
            {u"take-random"_s,
             [](const Call &c) {
                 print(c, ContainerDraws(c.campaign).takeRandom(c.sideId(0), c.sideId(1), c.container()));
                 return 0;
             }},
            {u"reveal"_s, reveal},
            {u"set-aside"_s, setAside},
            {u"play"_s,
             [](const Call &c) {
                 print(c, HandActions(c.campaign)
                                  .play(c.sideId(0), c.word(1, tr("the marker kind")), c.container()));
                 return 0;
             }},
            {u"opening"_s, opening},
            {u"redraw"_s, redraw},
            {u"release"_s,
             [](const Call &c) {
                 print(c, HandActions(c.campaign).release(c.container()));
                 return 0;
             }},
            {u"limit"_s, limit},
            {u"leader-lost"_s,
             [](const Call &c) {
                 print(c, HandActions(c.campaign).leaderLost(unitNumber(c), c.container()));
                 return 0;
             }},
    };
}

} // namespace

QString ContainerCommands::usage()
{
    return tr(
            "reeve-cli container FILE VERB ... [--container NAME] [--audience public|referee|side=NAME]\n"
            "          [--pin PIN] [--json]\n"
            "\n"
            "  show                                 the container as the audience may see it\n"
            "  compose KIND=COUNT... [--define NAME:CATEGORY[:VALUE]]...\n"
            "                                       set the counter mix (creates the container if none)\n"
            "  draw SIDE N|dK [--return KIND]... [--no-events] [--at LOCATION]\n"
            "                                       draw at random; --return names the surplus over the "
            "holding\n"
            "                                       limit returned first (1066 §8.7); --at places a drawn "
            "leader\n"
            "  pick SIDE KIND [--exchange KIND]     look through the pool and take a named marker\n"
            "  return SIDE KIND... | return SIDE --all\n"
            "  play SIDE KIND                       play a marker (public; back to the pool or set aside)\n"
            "  lose-random SIDE N|dK                lose markers at random (1066 §8.11)\n"
            "  take-random FROM TO                  take one marker at random from another hand\n"
            "  reveal SIDE TO|all                   show a hand to one side (Spy) or to everyone\n"
            "  set-aside KIND [--from SIDE] [--until TURN|--forever]\n"
            "                                       default: until the next player turn (1066 §8.9)\n"
            "  opening SIDE [N] [--at LOCATION]     opening draw, events returned and replaced (1066 "
            "§27.3);\n"
            "                                       --at places a drawn leader (Charlemagne §21.1)\n"
            "  redraw [SIDE=N...]                   every hand back and redrawn in this order (1066 Comet)\n"
            "  release                              bring back what is due to return to the pool\n"
            "  limit N|none|rules [--side SIDE]     holding limit\n"
            "  leader-lost UNIT                     a leader is eliminated; its stratagem goes back\n"
            "\n"
            "Output is shown to the public by default, so a shared screen never shows a hidden marker:\n"
            "add --audience side=NAME for what that side may see (its own draws) or --audience referee\n"
            "for everything, with --pin PIN where that audience has a PIN. The log records the private part\n"
            "for the side and the referee either way.\n");
}

int ContainerCommands::run(const QStringList &words)
{
    if (words.isEmpty() || words.contains(u"--help"_s) || words.contains(u"-h"_s)) {
        CliOutput::line(usage());
        return words.isEmpty() ? 2 : 0;
    }
    const CliArgs args(words,
                       {u"audience"_s, u"container"_s, u"define"_s, u"return"_s, u"at"_s, u"exchange"_s,
                        u"from"_s, u"until"_s, u"side"_s, u"pin"_s},
                       {u"json"_s, u"all"_s, u"forever"_s, u"no-events"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional(1, tr("what to do (show, compose, draw, ...; see --help)"));
    const QMap<QString, Verb> table = verbs();
    if (!table.contains(verb))
        throw Failure::badInput(
                tr("Unknown container command \"%1\"; did you mean %2? Run reeve-cli container --help.")
                        .arg(verb, CampaignReader::closest(verb, table.keys()).join(u", "_s)));
    const bool readOnly = verb == u"show"_s;
    auto campaign = Campaign::open(file, readOnly ? CampaignFile::Access::ReadOnly
                                                  : CampaignFile::Access::ReadWrite);
    // The audience whose view the output shows (compose answers the referee) opens only with its PIN.
    CliPin::require(*campaign, args,
                    args.value(u"audience"_s, verb == u"compose"_s ? u"referee"_s : u"public"_s));
    const Call call{{*campaign, args, args.positional().mid(2), u"container"_s}};
    return table.value(verb)(call);
}

} // namespace Reeve
