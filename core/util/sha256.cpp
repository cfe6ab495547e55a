#include "sha256.h"

#include <openssl/evp.h>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

const EVP_MD *algorithm()
{
    static const EVP_MD *md = EVP_MD_fetch(nullptr, "SHA256", nullptr);
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
    : m_ctx(EVP_MD_CTX_new())
{
    if (m_ctx == nullptr)
        throw Failure::internal(u"out of memory for a SHA-256 context"_s);
    check(EVP_DigestInit_ex(m_ctx, algorithm(), nullptr));
}

Sha256::~Sha256()
{
    EVP_MD_CTX_free(m_ctx);
}

void Sha256::addData(QByteArrayView bytes)
{
    check(EVP_DigestUpdate(m_ctx, bytes.data(), size_t(bytes.size())));
}

QByteArray Sha256::result()
{
    QByteArray digest(32, Qt::Uninitialized);
    unsigned int length = 0;
    check(EVP_DigestFinal_ex(m_ctx, reinterpret_cast<unsigned char *>(digest.data()), &length));
    check(EVP_DigestInit_ex(m_ctx, algorithm(), nullptr));
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
