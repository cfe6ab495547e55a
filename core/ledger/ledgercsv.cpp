#include "ledgercsv.h"

#include <algorithm>

#include <QSaveFile>
#include <QStringList>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/gameinfo.h"
#include "log/hashchain.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QString LedgerCsv::field(const QString &text)
{
    // OWASP's advice for CSV injection: a cell a spreadsheet would take for a formula starts with an
    // apostrophe, which the spreadsheet hides and which makes the rest plain text.
    static const QString formulaStarts = u"=+-@\t\r"_s;
    QString cell = text;
    if (!cell.isEmpty() && formulaStarts.contains(cell.at(0)))
        cell.prepend(u'\'');
    if (!cell.contains(u',') && !cell.contains(u'"') && !cell.contains(u'\n') && !cell.contains(u'\r'))
        return cell;
    QString quoted = cell;
    quoted.replace(u"\""_s, u"\"\""_s);
    return u"\""_s + quoted + u"\""_s;
}

QString LedgerCsv::header(Audience audience)
{
    const QString balance = audience == Audience::Public ? u"public_balance_after"_s
                            : audience == Audience::Side ? u"side_balance_after"_s
                                                         : u"balance_after"_s;
    return u"entry,turn,game_time,side,category,amount,%1,reason,counterparty,reverses,action\r\n"_s.arg(
            balance);
}

QString LedgerCsv::chainHeadRow(const QString &chainHead, int columns)
{
    return field(chainHead) + QString(std::max(0, columns - 1), u',') + u"\r\n"_s;
}

QString LedgerCsv::write(const QList<LedgerEntry> &entries, const QHash<qint64, QString> &sideNames,
                         const GameInfo &game, Audience audience, const QString &chainHead)
{
    QString out = header(audience);
    for (const LedgerEntry &e : entries) {
        const QStringList cells{QString::number(e.id),
                                QString::number(e.turn),
                                field(game.describeTurn(e.turn)),
                                field(sideNames.value(e.sideId, QString::number(e.sideId))),
                                field(e.category),
                                QString::number(e.amount),
                                QString::number(e.balanceAfter),
                                field(e.reason),
                                e.counterparty ? field(sideNames.value(e.counterparty)) : QString(),
                                e.reverses ? QString::number(e.reverses) : QString(),
                                QString::number(e.actionSeq)};
        out += cells.join(u","_s) + u"\r\n"_s;
    }
    if (!chainHead.isEmpty())
        out += chainHeadRow(chainHead, 11);
    return out;
}

QString LedgerCsv::exportCsv(Campaign &campaign, const QList<LedgerEntry> &entries, Audience audience)
{
    QHash<qint64, QString> names;
    for (const Side &side : CampaignReader(campaign.database()).sides())
        names.insert(side.id, side.name);
    return write(entries, names, campaign.game(), audience, HashChain::headLine(campaign.database()));
}

QString LedgerCsv::save(const QString &path, const QString &text)
{
    QSaveFile file(path);
    const QByteArray bytes = text.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return file.errorString();
    return {};
}

} // namespace Reeve
