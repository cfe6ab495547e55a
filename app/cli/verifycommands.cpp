#include "verifycommands.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/fileverifier.h"
#include "cliargs.h"
#include "clioutput.h"
#include "log/actionlog.h"
#include "storage/campaignfile.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

QByteArray secretOption(const QString &text, const QString &option)
{
    const QByteArray bytes = QByteArray::fromHex(text.toLatin1());
    if (bytes.isEmpty() || bytes.toHex() != text.toLower().toLatin1())
        throw Failure::badInput(
                tr("--%1 takes a revealed secret as hexadecimal digits; \"%2\" is not.").arg(option, text));
    return bytes;
}

FileVerifier::Options verifyOptions(const CliArgs &args)
{
    FileVerifier::Options options;
    for (const QString &anchor : args.values(u"anchor"_s))
        options.anchors << HashChain::parseAnchor(anchor);
    for (const QString &seed : args.values(u"reveal"_s))
        RollVerifier::add(options.secrets, secretOption(seed, u"reveal"_s), false);
    for (const QString &secret : args.values(u"draw-secret"_s))
        RollVerifier::add(options.secrets, secretOption(secret, u"draw-secret"_s), true);
    return options;
}

int showCommitments(const QString &file, bool json)
{
    auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
    CampaignRandom random(*campaign);
    if (json) {
        CliOutput::json(QJsonObject{{u"seed_commitment"_s, random.commitment()},
                                    {u"draw_commitment"_s, random.drawCommitment()}});
        return 0;
    }
    CliOutput::line(tr("Dice seed commitment (SHA-256): %1").arg(random.commitment()));
    CliOutput::line(random.drawCommitment().isEmpty()
                            ? tr("Hidden-draw secret: none yet (committed at the next draw or reveal)")
                            : tr("Hidden-draw secret commitment (SHA-256): %1").arg(random.drawCommitment()));
    return 0;
}

int revealSeed(const QString &file, bool json)
{
    auto campaign = Campaign::open(file);
    CampaignRandom random(*campaign);
    random.ensureDrawSecret();
    const QString revealed = random.reveal();
    if (json) {
        CliOutput::json(QJsonObject{{u"revealed_seed"_s, revealed},
                                    {u"new_commitment"_s, random.commitment()},
                                    {u"draw_commitment"_s, random.drawCommitment()}});
        return 0;
    }
    CliOutput::line(tr("Revealed seed: %1").arg(revealed));
    CliOutput::line(
            tr("This proves every roll made so far: anyone with the file can re-derive them (reeve-cli "
               "verify FILE --reveal %1).")
                    .arg(revealed));
    CliOutput::line(
            tr("What stays hidden: markers drawn, lost or taken at random come from the hidden-draw secret "
               "(commitment %1), which this does not reveal; it is revealed when the campaign ends "
               "(reeve-cli "
               "seed FILE --reveal-draws --end-campaign).")
                    .arg(random.drawCommitment()));
    CliOutput::line(tr("New commitment for later rolls: %1").arg(random.commitment()));
    return 0;
}

int revealDraws(const QString &file, const CliArgs &args)
{
    const bool atEnd = args.flag(u"end-campaign"_s);
    if (!atEnd && !args.flag(u"yes"_s))
        throw Failure::badInput(
                tr("Revealing the hidden-draw secret lets anyone with the log rebuild every hand drawn "
                   "so far. Add --end-campaign when the campaign is over, or --yes to reveal it in "
                   "mid-game and expose the hands."));
    auto campaign = Campaign::open(file);
    CampaignRandom random(*campaign);
    const QString revealed = random.revealDrawSecret(atEnd ? CampaignRandom::DrawReveal::EndOfCampaign
                                                           : CampaignRandom::DrawReveal::MidGame);
    if (args.json()) {
        CliOutput::json(QJsonObject{{u"revealed_draw_secret"_s, revealed},
                                    {u"new_draw_commitment"_s, random.drawCommitment()},
                                    {u"end_of_campaign"_s, atEnd}});
        return 0;
    }
    CliOutput::line(tr("Revealed hidden-draw secret: %1").arg(revealed));
    CliOutput::line(
            atEnd ? tr(
                    "The campaign is ended: every hidden draw can now be re-derived (reeve-cli verify FILE).")
                  : tr("Every hand drawn so far is exposed: anyone with the log can rebuild it."));
    CliOutput::line(tr("New commitment for later draws: %1").arg(random.drawCommitment()));
    return 0;
}

/// The newest backup of \a path that passes every check verify makes, or "" (newest first, so the
/// usual case costs one more verify).
QString verifiedBackup(const QString &path)
{
    const QDir dir(CampaignFile::backupFolder(path));
    for (const QString &name : dir.entryList({u"*.reeve"_s}, QDir::Files, QDir::Name | QDir::Reversed)) {
        try {
            if (FileVerifier::verify(dir.filePath(name)).ok())
                return dir.filePath(name);
        } catch (const Failure &) {
            continue; // not readable: try the one before
        }
    }
    return {};
}

/// What to do about a file that failed: the backup to copy over it, by name, or that none passes.
QString restoreLine(const QString &path)
{
    const QString backup = verifiedBackup(path);
    if (backup.isEmpty())
        return tr("No backup in %1 passes verify: restore the file from a copy you keep.")
                .arg(CampaignFile::backupFolder(path));
    return tr("The newest backup that passes verify is %1; to restore it, close Reeve and copy it over the "
              "file (removing any %2-wal and %2-shm beside it): cp \"%1\" \"%2\"")
            .arg(backup, path);
}

} // namespace

int VerifyCommands::verify(const QStringList &words)
{
    const CliArgs args(words, {u"reveal"_s, u"draw-secret"_s, u"anchor"_s}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const FileVerifier::Options options = verifyOptions(args);
    const FileVerifier::Report report = FileVerifier::verify(file, options);
    const QString restore = report.ok() ? QString() : restoreLine(report.path);
    if (args.json()) {
        QJsonObject json = report.toJson();
        if (!report.ok())
            json.insert(u"restore"_s, restore);
        CliOutput::json(json);
    } else {
        for (const QString &line : report.lines()) {
            if (line.startsWith(tr("FAILED: ")))
                CliOutput::error(line);
            else
                CliOutput::line(line);
        }
        if (!report.ok())
            CliOutput::error(restore);
    }
    return report.ok() ? 0 : 4;
}

int VerifyCommands::seed(const QStringList &words)
{
    const CliArgs args(words, {}, {u"json"_s, u"reveal"_s, u"reveal-draws"_s, u"end-campaign"_s, u"yes"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    if (args.flag(u"reveal"_s) && args.flag(u"reveal-draws"_s))
        throw Failure::badInput(
                tr("Give --reveal (the dice seed) or --reveal-draws (the hidden-draw secret), not "
                   "both at once."));
    if (args.flag(u"reveal-draws"_s))
        return revealDraws(file, args);
    if (args.flag(u"end-campaign"_s) || args.flag(u"yes"_s))
        throw Failure::badInput(tr("--end-campaign and --yes go with --reveal-draws."));
    if (args.flag(u"reveal"_s))
        return revealSeed(file, args.json());
    return showCommitments(file, args.json());
}

} // namespace Reeve
