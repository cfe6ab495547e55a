#include "pinhash.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {
QString digest(const QString &salt, const QString &pin)
{
    return QString::fromLatin1(
        QCryptographicHash::hash((salt + u':' + pin).toUtf8(), QCryptographicHash::Sha256).toHex());
}
} // namespace

QString PinHash::make(const QString &pin)
{
    if (pin.isEmpty())
        return {};
    const QString salt = QString::number(QRandomGenerator::system()->generate64(), 16);
    return salt + u'$' + digest(salt, pin);
}

bool PinHash::check(const QString &stored, const QString &pin)
{
    if (stored.isEmpty())
        return true;
    const qsizetype dollar = stored.indexOf(u'$');
    if (dollar < 0)
        return false;
    return stored.mid(dollar + 1) == digest(stored.left(dollar), pin);
}

} // namespace Reeve
