#include "ledgercsv.h"

#include <QStringList>

#include "campaign/gameinfo.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QString LedgerCsv::field(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString quoted = text;
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

QString LedgerCsv::write(const QList<LedgerEntry> &entries, const QHash<qint64, QString> &sideNames,
                         const GameInfo &game, Audience audience)
{
    QString out = header(audience);
    for (const LedgerEntry &e : entries) {
        const QStringList cells{QString::number(e.id),
                                QString::number(e.turn),
                                field(game.describeTurn(e.turn)),
                                field(sideNames.value(e.sideId, QString::number(e.sideId))),
                                e.category,
                                QString::number(e.amount),
                                QString::number(e.balanceAfter),
                                field(e.reason),
                                e.counterparty ? field(sideNames.value(e.counterparty)) : QString(),
                                e.reverses ? QString::number(e.reverses) : QString(),
                                QString::number(e.actionSeq)};
        out += cells.join(u","_s) + u"\r\n"_s;
    }
    return out;
}

} // namespace Reeve
