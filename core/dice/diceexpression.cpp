#include "diceexpression.h"

#include <utility>

#include <QCoreApplication>
#include <QJsonObject>

#include "dice/diceparser.h"
#include "dice/distributionbuilder.h"
#include "dice/randomstream.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

DiceExpression::DiceExpression()
    : DiceExpression(DiceParser(u"0"_s).parse())
{ }

DiceExpression::DiceExpression(DiceTree tree)
    : m_tree(std::move(tree))
    , m_program(m_tree)
    , m_text(m_tree.text())
    , m_sides(m_tree.diceSides())
{ }

DiceExpression DiceExpression::parse(const QString &text)
{
    return DiceExpression(DiceParser(text).parse());
}

mpq_class DiceExpression::evaluate(const QList<int> &faces) const
{
    if (faces.size() != m_sides.size())
        throw Failure::badInput(QCoreApplication::translate("Reeve::Dice",
                                                            "\"%1\" needs %n die(s), but %2 were entered",
                                                            nullptr, int(m_sides.size()))
                                        .arg(m_text, QString::number(faces.size())),
                                QJsonObject{{u"expected"_s, qint64(m_sides.size())},
                                            {u"found"_s, qint64(faces.size())}});
    for (qsizetype i = 0; i < faces.size(); ++i) {
        if (faces[i] < 1 || faces[i] > m_sides[i])
            throw Failure::badInput(
                    QCoreApplication::translate("Reeve::Dice",
                                                "die %1 of \"%2\" is a d%3, so it shows 1 to %3, not %4")
                            .arg(QString::number(i + 1), m_text, QString::number(m_sides[i]),
                                 QString::number(faces[i])),
                    QJsonObject{{u"index"_s, qint64(i)}, {u"sides"_s, m_sides[i]}, {u"face"_s, faces[i]}});
    }
    return m_program.evaluate(faces.constData());
}

Distribution DiceExpression::distribution() const
{
    return DistributionBuilder::build(m_tree);
}

Roll DiceExpression::roll(RandomStream &rng) const
{
    // The faces are written into a per-thread Roll whose list the result
    // shares (implicit sharing). When the caller has let go of the previous
    // roll, the list is no longer shared and is reused without allocating;
    // when the caller still holds it, resizing detaches first, so a roll
    // already returned never changes.
    thread_local Roll scratch;
    m_program.roll(rng, scratch);
    return scratch;
}


} // namespace Reeve
