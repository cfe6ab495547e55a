#pragma once

#include <QStringList>

namespace Reeve {

/**
 * reeve-cli container FILE VERB ...: the campaign's hidden-draw container and
 * the sides' hands (show, compose, draw, pick, return, lose-random, take-random,
 * reveal, set-aside, play, opening, redraw, release, limit, leader-lost). Each
 * verb that changes anything is one logged action; output is shown for one
 * audience, the public by default.
 */
class ContainerCommands
{
public:
    static int run(const QStringList &words);
    static QString usage();
};

} // namespace Reeve
