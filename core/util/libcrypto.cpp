#include "libcrypto.h"

#include <dlfcn.h>

#include <QtGlobal>

#include <openssl/opensslv.h>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

// The name the linker would have recorded (DT_NEEDED) for the OpenSSL the headers belong to.
constexpr const char *kSoname = "libcrypto.so." QT_STRINGIFY(OPENSSL_SHLIB_VERSION);

QString lastError()
{
    const char *error = dlerror();
    return error ? QString::fromLocal8Bit(error) : QString();
}

template<typename Function>
void resolve(void *library, const char *name, Function &function)
{
    function = reinterpret_cast<Function>(dlsym(library, name));
    if (function == nullptr)
        throw Failure::internal(u"%1 has no %2: %3"_s.arg(QString::fromLatin1(kSoname),
                                                          QString::fromLatin1(name), lastError()));
}

LibCrypto load()
{
    // Never closed, as a linked library is not: hashers may live until the process ends.
    void *library = dlopen(kSoname, RTLD_NOW | RTLD_LOCAL);
    if (library == nullptr)
        throw Failure::internal(
                u"OpenSSL's libcrypto (%1) cannot be loaded: %2"_s.arg(QString::fromLatin1(kSoname),
                                                                       lastError()));
    LibCrypto crypto{};
    resolve(library, "EVP_MD_fetch", crypto.mdFetch);
    resolve(library, "EVP_MD_CTX_new", crypto.ctxNew);
    resolve(library, "EVP_MD_CTX_free", crypto.ctxFree);
    resolve(library, "EVP_DigestInit_ex", crypto.digestInit);
    resolve(library, "EVP_DigestUpdate", crypto.digestUpdate);
    resolve(library, "EVP_DigestFinal_ex", crypto.digestFinal);
    resolve(library, "EVP_sha256", crypto.sha256);
    resolve(library, "PKCS5_PBKDF2_HMAC", crypto.pbkdf2);
    resolve(library, "CRYPTO_memcmp", crypto.memcmp);
    return crypto;
}

} // namespace

const LibCrypto &LibCrypto::get()
{
    static const LibCrypto crypto = load(); // a throw leaves it unset: the next call tries again
    return crypto;
}

} // namespace Reeve
