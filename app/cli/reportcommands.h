#pragma once

#include <QStringList>

namespace Reeve {

/**
 * reeve-cli report and ledger:
 *   report FILE --from TURN --to TURN --audience public|referee|side=NAME --format html|pdf|csv --out PATH
 *   ledger FILE credit|debit|transfer|correct|list|balance|track|quantity|setting|luck|reconcile ...
 * PDF needs Qt Gui (QTextDocument, QPdfWriter) and a QGuiApplication: main() creates one when
 * needsGui() says so, and the build defines REEVE_CLI_PDF when reeve-cli links Qt6::Gui.
 */
class ReportCommands
{
public:
    static int run(const QStringList &words);
    static int ledger(const QStringList &words);
    /// Whether the command line (after "reeve-cli") asks for PDF output, which needs a QGuiApplication.
    static bool needsGui(const QStringList &words);
};

} // namespace Reeve
