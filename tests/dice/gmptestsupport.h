#pragma once

#include <string>

#include <QTest>

#include <gmpxx.h>

// Lets QCOMPARE print GMP numbers when they differ (found by argument-dependent lookup).
inline char *toString(const mpq_class &q)
{
    return qstrdup(q.get_str().c_str());
}

inline char *toString(const mpz_class &z)
{
    return qstrdup(z.get_str().c_str());
}
