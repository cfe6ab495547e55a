#pragma once

#include <openssl/crypto.h>
#include <openssl/evp.h>

namespace Reeve {

/**
 * OpenSSL's libcrypto, opened the first time something is hashed rather than when the program
 * starts: loading and initialising it cost every start of the window 1–2 ms (issue 24), and a
 * window that only shows a campaign hashes nothing. The library is the one a link would have
 * recorded (its soname, found on the system's library path) and these are its own functions, so
 * hashes and PIN checks are exactly as before; a system without them is an internal failure.
 */
struct LibCrypto
{
    decltype(&EVP_MD_fetch) mdFetch;
    decltype(&EVP_MD_CTX_new) ctxNew;
    decltype(&EVP_MD_CTX_free) ctxFree;
    decltype(&EVP_DigestInit_ex) digestInit;
    decltype(&EVP_DigestUpdate) digestUpdate;
    decltype(&EVP_DigestFinal_ex) digestFinal;
    decltype(&EVP_sha256) sha256;
    decltype(&PKCS5_PBKDF2_HMAC) pbkdf2;
    decltype(&CRYPTO_memcmp) memcmp;

    /// The library's functions, loaded once (thread-safe); throws Failure::internal when it is missing.
    static const LibCrypto &get();
};

} // namespace Reeve
