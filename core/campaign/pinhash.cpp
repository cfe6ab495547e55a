#include "pinhash.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QStringList>

#include "util/libcrypto.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

const QString kAlgorithm = u"pbkdf2-sha256"_s;
constexpr int kSaltBytes = 16;
constexpr int kKeyBytes = 32;

QString legacyDigest(const QString &salt, const QString &pin)
{
    return QString::fromLatin1(
            QCryptographicHash::hash((salt + u':' + pin).toUtf8(), QCryptographicHash::Sha256).toHex());
}

QByteArray derive(const QString &pin, const QByteArray &salt, int iterations)
{
    const QByteArray utf8 = pin.toUtf8();
    QByteArray key(kKeyBytes, Qt::Uninitialized);
    const LibCrypto &crypto = LibCrypto::get();
    if (crypto.pbkdf2(utf8.constData(), int(utf8.size()),
                      reinterpret_cast<const unsigned char *>(salt.constData()), int(salt.size()), iterations,
                      crypto.sha256(), kKeyBytes, reinterpret_cast<unsigned char *>(key.data()))
        != 1)
        return {};
    return key;
}

bool sameBytes(const QByteArray &a, const QByteArray &b)
{
    return a.size() == b.size() && !a.isEmpty()
           && LibCrypto::get().memcmp(a.constData(), b.constData(), size_t(a.size())) == 0;
}

} // namespace

int PinHash::iterations()
{
    bool ok = false;
    const int fromTests = qEnvironmentVariableIntValue(TestIterationsVariable, &ok);
    return ok && fromTests > 0 ? fromTests : DefaultIterations;
}

QString PinHash::make(const QString &pin)
{
    return make(pin, iterations());
}

QString PinHash::make(const QString &pin, int iterations)
{
    if (pin.isEmpty())
        return {};
    QByteArray salt(kSaltBytes, Qt::Uninitialized);
    QRandomGenerator::system()->generate(reinterpret_cast<quint32 *>(salt.data()),
                                         reinterpret_cast<quint32 *>(salt.data() + kSaltBytes));
    const QByteArray key = derive(pin, salt, iterations);
    return QStringList{kAlgorithm, QString::number(iterations), QString::fromLatin1(salt.toHex()),
                       QString::fromLatin1(key.toHex())}
            .join(u'$');
}

QString PinHash::makeLegacy(const QString &pin)
{
    if (pin.isEmpty())
        return {};
    const QString salt = QString::number(QRandomGenerator::system()->generate64(), 16);
    return salt + u'$' + legacyDigest(salt, pin);
}

int PinHash::storedIterations(const QString &stored)
{
    const QStringList parts = stored.split(u'$');
    if (parts.size() == 2)
        return 1;
    if (parts.size() != 4 || parts.at(0) != kAlgorithm)
        return 0;
    bool ok = false;
    const int count = parts.at(1).toInt(&ok);
    return ok && count > 0 && count <= MaxIterations ? count : 0;
}

bool PinHash::check(const QString &stored, const QString &pin)
{
    if (stored.isEmpty())
        return true;
    const QStringList parts = stored.split(u'$');
    if (parts.size() == 2) // the first format: one salted SHA-256
        return sameBytes(parts.at(1).toLatin1(), legacyDigest(parts.at(0), pin).toLatin1());
    const int count = storedIterations(stored);
    if (count <= 1)
        return false;
    const QByteArray salt = QByteArray::fromHex(parts.at(2).toLatin1());
    return !salt.isEmpty()
           && sameBytes(QByteArray::fromHex(parts.at(3).toLatin1()), derive(pin, salt, count));
}

bool PinHash::needsRehash(const QString &stored)
{
    return !stored.isEmpty() && storedIterations(stored) < iterations();
}

} // namespace Reeve
