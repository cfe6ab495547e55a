#pragma once

#include <QStringList>

namespace Reeve {

/**
 * reeve-cli orders FILE VERB ...: sealed written orders (write/amend, list for
 * one audience, reveal all at once, record an order's fate, verify). A side's
 * text is shown only to that side (behind its PIN) and to the referee until the
 * reveal; the public sees who has written, with each text's commitment.
 */
class OrderCommands
{
public:
    static int run(const QStringList &words);
    static QString usage();
};

} // namespace Reeve
