#include "datawords.h"

#include <QCoreApplication>
#include <QSet>

namespace Reeve {

namespace {

// Unit types of the five games as a campaign stores them (resources/scenarios/*.json and the types
// the steps create), for lupdate. The rules' own unit names stay out (kKept).
const char *const kWords[] = {
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "army"),         // DBA, Swords & Sails
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "fleet"),        // every game
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "leader"),       // 1066, Charlemagne
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "knight"),       // 1066
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "band"),         // Dark Age Britain
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "field army"),   // Charlemagne
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "warrior host"), // Charlemagne
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "nomad horde"),  // Charlemagne
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "militia"),      // Charlemagne
};

// Unit types the rules print as names and the glossaries keep as printed.
const char *const kKept[] = {"fyrd", "thegn", "housecarl", "scara"};

const QSet<QString> &words()
{
    static const QSet<QString> set = [] {
        QSet<QString> s;
        for (const char *w : kWords)
            s.insert(QString::fromUtf8(w));
        return s;
    }();
    return set;
}

} // namespace

QList<DataWords::Message> DataWords::storedMessages()
{
    // Swords & Sails names its forces with these (SasBoard, SasBank) and keeps the name on the unit.
    return {{"Reeve::SwordsAndSails", "Army %1"},
            {"Reeve::SwordsAndSails", "Fleet %1"},
            {"Reeve::Sas::SasBank", "Army %1"},
            {"Reeve::Sas::SasBank", "Fleet %1"}};
}

bool DataWords::contains(const QString &text)
{
    return !text.isEmpty() && text.size() <= 16 && words().contains(text);
}

QString DataWords::shown(const QString &word)
{
    return QCoreApplication::translate(context(), word.toUtf8().constData());
}

const char *DataWords::context()
{
    return "Reeve::GameTexts";
}

QStringList DataWords::known()
{
    QStringList list;
    for (const char *w : kWords)
        list << QString::fromUtf8(w);
    return list;
}

QStringList DataWords::keptAsPrinted()
{
    QStringList list;
    for (const char *w : kKept)
        list << QString::fromUtf8(w);
    return list;
}

} // namespace Reeve
