#pragma once
// The helpers the descriptor table of the umpire's step kinds is written with (dbastepkinds*.cpp): each
// makes one field or dice spec; N() marks a text for translation in the desk form's context.
#include <QtGlobal>

#include "games/dba/dbastepkinds.h"

#define N(text) QT_TRANSLATE_NOOP("Reeve::DbaStepForm", text)

namespace Reeve::DbaKinds {

using namespace Qt::StringLiterals;

using K = DbaFieldKind;
using Mode = DbaDiceSpec::Mode;

inline DbaField field(const QString &key, K kind, const char *label, const char *tip = "",
                      bool required = false)
{
    DbaField f;
    f.key = key;
    f.kind = kind;
    f.label = label;
    f.tip = tip;
    f.required = required;
    return f;
}

inline DbaField number(const QString &key, const char *label, int minimum, int maximum, int value,
                       const char *tip = "")
{
    DbaField f = field(key, K::Integer, label, tip);
    f.minimum = minimum;
    f.maximum = maximum;
    f.value = value;
    return f;
}

/// A number sent only when set (K::Optional), from \a minimum 0 up to \a maximum.
inline DbaField optionalNumber(const QString &key, const char *label, int maximum, const char *tip)
{
    DbaField f = number(key, label, -1, maximum, -1, tip);
    f.kind = K::Optional;
    return f;
}

inline DbaField choice(const QString &key, const char *label, const QStringList &choices,
                       const char *tip = "", const char *empty = N("(as recorded)"))
{
    DbaField f = field(key, K::Choice, label, tip);
    f.choices = choices;
    f.empty = empty;
    return f;
}

/// Where a purchase's money comes from (DBA campaign, The Treasury): a place, or the capital.
inline DbaField paidFrom()
{
    return field(u"from"_s, K::Text, N("Paid from"),
                 N("an army or province holding the money; empty: the capital"));
}

inline DbaDiceSpec faces(const char *hint)
{
    return {Mode::Faces, {}, hint};
}

/// Vassals, the map, armies, provinces and the clock (dbastepkindspolitics.cpp).
void addPoliticsAndSetUp(QList<DbaStepKind> &kinds);
/// Orders not carried out, the season's end and the economy (dbastepkindsseason.cpp).
void addSeason(QList<DbaStepKind> &kinds);

} // namespace Reeve::DbaKinds
