#include "sha256.h"

#include "util/failure.h"
#include "util/libcrypto.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

const EVP_MD *algorithm()
{
    static const EVP_MD *md = LibCrypto::get().mdFetch(nullptr, "SHA256", nullptr);
    if (md == nullptr)
        throw Failure::internal(u"OpenSSL offers no SHA-256"_s);
    return md;
}

void check(int ok)
{
    if (ok != 1)
        throw Failure::internal(u"OpenSSL SHA-256 failed"_s);
}

} // namespace

Sha256::Sha256()
    : m_ctx(LibCrypto::get().ctxNew())
{
    if (m_ctx == nullptr)
        throw Failure::internal(u"out of memory for a SHA-256 context"_s);
    check(LibCrypto::get().digestInit(m_ctx, algorithm(), nullptr));
}

Sha256::~Sha256()
{
    LibCrypto::get().ctxFree(m_ctx);
}

void Sha256::addData(QByteArrayView bytes)
{
    check(LibCrypto::get().digestUpdate(m_ctx, bytes.data(), size_t(bytes.size())));
}

QByteArray Sha256::result()
{
    QByteArray digest(32, Qt::Uninitialized);
    unsigned int length = 0;
    check(LibCrypto::get().digestFinal(m_ctx, reinterpret_cast<unsigned char *>(digest.data()), &length));
    check(LibCrypto::get().digestInit(m_ctx, algorithm(), nullptr));
    return digest;
}

QByteArray Sha256::hash(QByteArrayView bytes)
{
    thread_local Sha256 hasher;
    hasher.addData(bytes);
    return hasher.result();
}

QByteArray Sha256::hex(QByteArrayView bytes)
{
    return hash(bytes).toHex();
}

} // namespace Reeve
