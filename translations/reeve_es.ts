<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/battle/battleboardsteps.cpp" line="+28"/>
        <source> · leader %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · attacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/campaign/campaignrandom.cpp" line="+42"/>
        <source>Dice seed committed: SHA-256 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Dice seed revealed: %1 (commitment %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Session started; dice seed commitment SHA-256 %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve</name>
    <message>
        <location filename="../app/cli/boardcommands.cpp" line="+33"/>
        <source>&quot;%1&quot; is not an attribute: write key=value (e.g. attack=3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the unit&apos;s number (reeve-cli unit FILE list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a unit number; reeve-cli unit FILE list shows them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clockcommands.cpp" line="+41"/>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (turn %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, phase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="+47"/>
        <location filename="../app/cli/ordercommands.cpp" line="+239"/>
        <source>Dice (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/cli/battlecommands.cpp" line="+246"/>
        <location line="+1"/>
        <location filename="../app/cli/ordercommands.cpp" line="+0"/>
        <location filename="../core/containers/containerdraws.cpp" line="+38"/>
        <location filename="../core/games/dba/dbabattles.cpp" line="+46"/>
        <location filename="../core/games/dba/dbamovement.cpp" line="+28"/>
        <location line="+23"/>
        <location line="+64"/>
        <location line="+105"/>
        <location line="+29"/>
        <location filename="../core/games/dba/dbastorms.cpp" line="+25"/>
        <location filename="../core/games/dba/dbaeconomy.cpp" line="+32"/>
        <location line="+41"/>
        <location line="+29"/>
        <location line="+109"/>
        <location line="+17"/>
        <location line="+20"/>
        <location line="+28"/>
        <location filename="../core/games/dba/dbaforces.cpp" line="+39"/>
        <location line="+36"/>
        <location line="+32"/>
        <location line="+26"/>
        <location filename="../core/games/dba/dbaseasonend.cpp" line="+36"/>
        <location line="+114"/>
        <location line="+47"/>
        <location filename="../core/games/dba/dbapolitics.cpp" line="+60"/>
        <location line="+20"/>
        <location line="+61"/>
        <location line="+43"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Logged as action %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/containercommands.cpp" line="+50"/>
        <source>&quot;%1&quot; is not a number of markers; write a number such as 3, or a die such as d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; is not KIND=COUNT; write it like &quot;Gold Point=12&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../app/cli/ordercommands.cpp" line="+24"/>
        <source>  private: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  ! %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>how many to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Name the markers to return (KIND ...), or give --all to return the whole hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>how many to lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>who sees the hand (a side, or all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Give either --until TURN or --forever, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+50"/>
        <location line="+13"/>
        <source>the marker kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-38"/>
        <source>the limit (a number, none, or rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a holding limit; give a number, none, or rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the leader&apos;s unit id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="-180"/>
        <source>&quot;%1&quot; is not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+102"/>
        <source>a campaign unit number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-69"/>
        <source>  dice: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the square of the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The battle was not started at a square: use battle FILE start SQUARE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1-%2%3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <source> leader %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-87"/>
        <source> king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>values not registered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>	on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the campaign unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>an attack strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a defence strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>a leader value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <source>&quot;%1&quot;: write attack=N defence=N leader=N king=true|false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Printed values of unit %1 registered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the campaign unit (see battle FILE units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a campaign unit number (or give --type for a counter typed in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>the box (left, centre, right, reserve)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>an attack strength (--attack N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a defence strength (--defence N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No battle on the board; start one with battle FILE start SQUARE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Battle%1: %2 attacks %3; phase %4, turn %5 of %6, %7 round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2: commander %3, panic level %4, losses %5%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/charlemagne/charlemagnecombat.cpp" line="+64"/>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../core/games/charlemagne/charlemagnecombat.cpp" line="+2"/>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, panicked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> [unit %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attack in progress: %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Results carried to the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Over: carry it to the map with apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The next step rolls no dice: it ends the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The battle is over and its spoils settled: carry it to the map with apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>  still to do by hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+10"/>
        <source>the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>the unit (A1, D2, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/cli/reportcommands.cpp" line="+151"/>
        <location line="+83"/>
        <source>the side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the attacking unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommands.cpp" line="-180"/>
        <source>--%1 needs a turn number from 1 (got &quot;%2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; is not an amount; write a whole number above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PDF output needs a QGuiApplication (see ReportCommands::needsGui).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>the paying side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the receiving side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the number of the entry to reverse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+87"/>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-17"/>
        <source>the quantity (vp, army_size, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the quantity id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source> (too few rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The ledger does not reconcile with the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/referencecommands.cpp" line="+29"/>
        <source>#%1  %2 (turn %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>    Question: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>    Decision: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>    Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ordercommands.cpp" line="-193"/>
        <source>This view is protected by a PIN; give it with --pin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+35"/>
        <source>Wrong PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Give the orders either with --file or as text, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+82"/>
        <source>Cannot read %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-66"/>
        <source>%1&apos;s orders are protected by its PIN; give it (or the referee&apos;s) with --pin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the order&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not an order number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say what became of the order (the fate text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every order&apos;s text matches the commitment the log published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The steps are not JSON (%1 at offset %2); give an object such as {&quot;do&quot;: &quot;move&quot;, ...} or an array of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each step must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 — for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice: none (worked out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/storage/campaignfile.cpp" line="+40"/>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is empty: it is not a Reeve campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a Reeve campaign (it is not an SQLite database).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is damaged: it is shorter than its header says (truncated?). Restore it from a backup in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/campaign/campaigneditor.cpp" line="+38"/>
        <source>&quot;%1&quot; is not a colour; write it as #rrggbb, e.g. #8b0000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/campaign/rollverifier.cpp" line="+33"/>
        <source>draw %1 has no number of sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draw %1 (1 to %2) was logged as %3 but the seed gives %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="+23"/>
        <source>a number, a die such as d6, &quot;(&quot; or a function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/containers/containerdraws.cpp" line="+5"/>
        <source>1 marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The number of markers cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/containers/handactions.cpp" line="+29"/>
        <source>out of play for the rest of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set aside until turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set aside until the next player turn (1066 §8.9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; is not a turn; give a turn number, or set it aside for ever.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/containers/containerview.cpp" line="+26"/>
        <source>for the rest of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>until the next player turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rulings/rulingseditor.cpp" line="+35"/>
        <source>A ruling needs the question that was disputed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A ruling needs the decision the referee made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/generic/diceprocedures.cpp" line="+35"/>
        <source>Roll a dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolls any expression such as 2d6+1, d66, d% or (d3+1)/2 and gives its total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice such as 2d6, d66, d%, constants, + - * /, parentheses, floor(), ceil(); division is exact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expression&apos;s dice from left to right (d66: tens die then units die; d%: one d100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 uses no dice; it comes to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice %1 in %2 give %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Percentage chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolls d% against a chance in percent: the event happens when the roll is at most the chance (for example a storm chance at sea).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chance (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chance in percent, 0 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d100 (d%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rolled %1 on d%, not above %2%: it happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolled %1 on d%, above %2%: it does not happen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>d66 roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two d6 read as tens and units (11 to 66), optionally looked up in a d66 table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional id of a d66 table to read the result from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/charlemagne/charlemagnepolitics.cpp" line="+24"/>
        <source>two d6: the tens die first, then the units die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../core/games/charlemagne/charlemagnepolitics.cpp" line="+3"/>
        <source>tens die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/charlemagne/charlemagnepolitics.cpp" line="+1"/>
        <source>units die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tens die %1 and units die %2 read as %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, row %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbabattles.cpp" line="-12"/>
        <source>Scouting points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds up an army&apos;s scouting points: the base, the home-province bonus, the elements that scout and the penalty for having no general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a home province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The army is in one of its home provinces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Has a general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The army has a general with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LH elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light Horse elements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cv elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cavalry elements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kn(F) elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knights (F) elements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ps elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Psiloi elements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ax elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Auxilia elements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wb(F) elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warband (F) elements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bd(F) elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blades (F) elements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>home %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 × %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no general %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scouting points: %1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Battle type (Table 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the battle type and set-up from the ratio of scouting points when two hostile armies meet, rolling again on an &quot;L or N&quot; result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attacker scouting points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>From dba.scouting-points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Defender scouting points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6 for Table 2; a second d6 only when the first result is &quot;L or N&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Table 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rolled %1: column %2 reads %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L or N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;L or N&quot; is settled by a second roll: %1 gives %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On %1 the defender may refuse battle: into a town, or next move onto a fleet or into another province.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On D the attacker may refuse battle, leaving the way he came.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>A &quot;k&quot; against a side without a general kills nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Attacker points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total Table 1 value of the attacker&apos;s troops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total Table 1 value of the defender&apos;s troops, including any town bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker has a general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender has a general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle type modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The land-battle modifier for the battle type: the campaign text refers to it but never gives it, so enter the umpire&apos;s ruling (0 if none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender in a fortified town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A defender in a fortified town escapes annihilation at 10:1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Battle type modifier entered by the umpire: %1 (the text names it but never gives it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Battle type %1: house modifier %2 from dba.battle-type-modifier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No battle type modifier applied (the text does not give one; modifier=0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Abstract battle (Table 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fights a battle without figures: the points ratio picks the column, a d6 with the modifiers picks the row, and the cell gives each side&apos;s casualty percentage and whether its general falls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table 2 battle type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adds the umpire&apos;s house modifier for this battle type, entered once in table dba.battle-type-modifier (missing until then).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>one d6; none when one side has ten times the other&apos;s points or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+36"/>
        <location filename="../core/games/dba/dbasieges.cpp" line="+86"/>
        <location filename="../core/games/dba/dbaharrying.cpp" line="+99"/>
        <source>Table 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+40"/>
        <source>Rolled %1, modified to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Assault round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One roll of an assault on Table 3. Attackers who inflict the higher casualties roll again at once with a further +1; attackers who suffer the higher casualties are repulsed for this move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wins so far this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many rounds the attackers have already won in this move; each adds +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 earlier wins this move: +%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The attackers inflict the higher casualties: after applying losses they roll again this move with %1 wins behind them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attackers suffer the higher casualties: the assault is repulsed; a new attempt next move starts without the bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal casualties: neither side won, so there is no immediate further roll this move (the text only grants one to winners).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbasieges.cpp" line="-52"/>
        <source>The %1 town adds %2 troop point(s): the defender counts %3 + %2 = %4 when the attacker&apos;s casualties are read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fortified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unfortified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For the defender&apos;s own casualties the town&apos;s defensive bonus multiplies that by %1: %2 (both figures as read from the Earl Robert and Earl Gyrth example).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Siege battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The single Table 3 roll of a siege at the season&apos;s end: the attacker&apos;s losses are read against the defender&apos;s plain strength, the defender&apos;s against its strength with the town&apos;s defensive bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Besieger&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garrison&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The garrison&apos;s Table 1 value without any town bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortified town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bonus of an unfortified town is not in the text: a missing figure until the umpire enters it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Besieger has a general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garrison has a general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any further Table 3 modifier the umpire rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6, read on two columns; none at 10:1 or more against an unfortified town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The garrison&apos;s modified strength %1 is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rolled %1, modified to %2; the same row is read on two columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The besieger&apos;s casualties: %1 against %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The garrison&apos;s casualties: %1 against %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Besieger loses %1% (column %2), garrison loses %3% (column %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Siege surrender check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a whole season of siege the besieger rolls a d6 with the listed modifiers; on 7 or more the town surrenders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entire seasons besieged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entire seasons of continuous siege, this one included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/dba/dbaharrying.cpp" line="-4"/>
        <location filename="../core/games/dba/dbapolitics.cpp" line="-75"/>
        <location line="+56"/>
        <location filename="../core/games/charlemagne/charlemagnecombat.cpp" line="+49"/>
        <location line="+28"/>
        <location filename="../core/games/charlemagne/charlemagneoperations.cpp" line="+32"/>
        <location line="+118"/>
        <location filename="../core/games/charlemagne/charlemagnepolitics.cpp" line="+123"/>
        <location line="+31"/>
        <location line="+30"/>
        <location filename="../core/games/britain/britainbattle.cpp" line="+42"/>
        <location line="+45"/>
        <location line="+93"/>
        <location filename="../core/games/britain/britainmorale.cpp" line="+175"/>
        <location line="+47"/>
        <location filename="../core/games/britain/britainleaders.cpp" line="+37"/>
        <location line="+234"/>
        <location filename="../core/games/britain/britaincampaign.cpp" line="+90"/>
        <source>one d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only one general commands in the town: give ruler_in_town or other_general, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The besieger rolls %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../core/games/britain/britainbattle.cpp" line="-154"/>
        <location filename="../core/games/britain/britainmorale.cpp" line="-167"/>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 entire season(s) besieged: +%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Modified roll %1, at least %2: the town surrenders; any general inside is captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Modified roll %1, below %2: the town holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaharrying.cpp" line="-55"/>
        <source>Mounted or generals&apos; points cannot exceed the side&apos;s total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The loser left the field in good order: his troops count in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser&apos;s troops count half, except the elements of generals who stayed (%1 points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retreat into mountains or marsh: mounted troops of both sides count half, on top of the loser&apos;s halving (reading: cumulative).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retreat into mountains or marsh: mounted troops of both sides count half; the loser&apos;s mounted are halved only once (reading: not cumulative).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pursuit %1 against %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both sides need some points to harry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pursuit force points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mounted, psiloi, auxilia, Wb(F) and Bd(F) only; light horse only if the loser is all mounted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>of which mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loser&apos;s points (full value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of which generals who stayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of which other mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undefeated allied command joining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counts in full if its general agrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loser left in good order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retreat into mountains or marsh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loser&apos;s mounted in rough retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether the rough-ground halving of mounted adds to the loser&apos;s own halving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the pursued side&apos;s home province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the pursuer&apos;s home province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pursuit led by a general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loser&apos;s general with the army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply no-general modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table 3&apos;s modifiers for a side without a general; the harrying text does not say whether they apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Harrying a beaten army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of an on-table battle pursues the fleeing loser: the pursuit force against the loser&apos;s army at reduced value on Table 3, the pursuer as attacker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The pursued are in a home province: +%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the pursuer&apos;s home province: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rolled %1, modified to %2 (strengths in quarter points below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pursuit force loses %1% of itself; the loser loses %2% of his whole army.%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> The pursuers win and take the loser&apos;s supply elements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbamovement.cpp" line="-224"/>
        <source>Moves per season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many moves a season is divided into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+19"/>
        <location line="+62"/>
        <location line="+140"/>
        <location filename="../core/games/dba/dbastorms.cpp" line="-1"/>
        <location line="+95"/>
        <location filename="../core/games/dba/dbaforces.cpp" line="-96"/>
        <location filename="../core/games/sas/saseconomy.cpp" line="+52"/>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-216"/>
        <source>%1 has %2 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Land move cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves needed to cross one border by land: one, more over marsh, hill or mountain, half for an army that is all mounted; no mounted troops or baggage over mountains in winter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mounted troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether none, some or all of the army is mounted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Has baggage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baggage, supply units or the treasury travel with the army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An army that is entirely mounted cannot include baggage (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mounted troops and baggage cannot cross mountains in winter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Winter over a mountain border: allowed, as the army is foot without baggage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1 over a %2 border: the winter ban on mounted troops and baggage in the mountains does not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A %1 border adds %2: %3 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One province per move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An entirely mounted army needs half: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is a number of moves such as 2 or 1.5, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Moves left this season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks a force&apos;s next move against the season&apos;s moves: a land move must fit in what is left (half moves count), while a voyage may set out as long as a move is left and may end after the season&apos;s last move, since sea moves are only rounded at the voyage&apos;s end (Reeve&apos;s reading).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Moves used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves the army or fleet has already spent this season, e.g. 2.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost of this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves the next land move costs (dba.move-cost); for a voyage, its timed length once known, or 0 before it sails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind of move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has %2 moves; this force has used %3 of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The move costs %1: %2 of %3 used, so it fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move costs %1: %2 would exceed the season&apos;s %3, so it is not made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A move is left, so the voyage may set out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move is left this season, so the voyage does not set out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The voyage takes %1: it ends %2 move(s) after the season&apos;s last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The voyage takes %1: %2 of %3 used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sea voyage timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times a voyage leg by leg: half or one move into a coastal or inshore area, one to two moves into a deep sea area, half a move to embark or disembark; the total is rounded up to whole moves at the end of the voyage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Legs in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comma-separated legs in sailing order: coastal (a province or inshore area), deep (a deep sea area), route (a special sea route, one sea move), embark, disembark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in voyage order, a d2 for each coastal or route leg and a d3 for each deep leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give at least one leg, e.g. voyage=embark,coastal,deep,disembark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: d2 = %2, so %3 move(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deep leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deep: (d3 %1 + 1) ÷ 2 = %2 move(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: half a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown leg &quot;%1&quot;: use coastal, deep, route, embark or disembark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The voyage takes %1 moves, rounded up at its end to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Transport space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks whether a fleet can carry its land elements: two spaces per naval element; psiloi half, baggage one and a half, light horse one and a half, other mounted two, spare horses one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../core/games/dba/dbaseasonend.cpp" line="-162"/>
        <source>Naval elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/dba/dbaseasonend.cpp" line="-3"/>
        <source>Foot elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Other than psiloi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/dba/dbaseasonend.cpp" line="+1"/>
        <source>Psiloi elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baggage or supply elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light Horse elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other mounted elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Separate horse loads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horses of one mounted element carried apart from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Space needed %1, space on %2 naval element(s) %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Retreat after a lost battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a beaten army loses on its retreat: its baggage over mountains or marsh or onto ships, its horses over mountains in winter; with nowhere to go it stands for a move and loses its unsupplied troops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With nowhere to go the loser stands still for a move; troops he cannot supply desert, and the battle is fought again next move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The loser withdraws into a town he holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The loser retreats on his next move (it is not free).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retreating that way costs all the baggage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Over mountains in winter every mounted element also loses its horses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner spends a move recovering before moving on or reducing towns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Who moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the order of moves matters the umpire rolls for it: a d6 per nation, the highest moving first (Reeve&apos;s reading; the text only says a die is rolled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nations involved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6 per nation, in the order the umpire lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The highest rolls are tied: roll again between those nations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nation %1 rolled highest (%2) and moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbastorms.cpp" line="-97"/>
        <source>Storm chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chance per sea move that a fleet is caught by a storm in the season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In %1 a fleet at sea is caught on %2% per sea move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 element %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 element %2, second die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>naval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>More generals (%1) than %2 elements (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A d6 per element, two per mounted element: %1 naval, %2 foot and %3 mounted element(s) lost on a 1; %4 mounted element(s) lost only their horses (a single 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>general %1 survival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A general&apos;s element went down; he rolls %1 and drowns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A general&apos;s element went down; he rolls %1 and transfers to another element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 uncrewed naval element(s) are destroyed by the storm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The surviving ships lack %1 element space(s): the excess is forced ashore on a friendly coast, otherwise lost at sea (use dba.transport-space for psiloi, baggage and light horse).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Storm at sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolls whether a fleet at sea is caught by a storm on each of its sea moves; if caught, a d6 per element (two for mounted), then a survival roll for each general whose element sank, and the space left for the survivors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sea moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sea moves the fleet spends exposed (including embarking).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crewed naval elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uncrewed naval elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foot, supply and baggage elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/dba/dbaseasonend.cpp" line="+1"/>
        <source>Mounted elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generals in naval elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generals in foot elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generals in mounted elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a d100 per sea move until the fleet is caught; then a d6 per naval element, a d6 per foot element and two d6 per mounted element (generals&apos; elements first in each group); then a d6 for each general whose element was lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>storm, sea move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sea move %1: d100 %2 against %3%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No storm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Caught by a storm on sea move %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Naval contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether two fleets in the same sea area or coastal province meet: a chance per naval element involved. No battles happen in deep sea areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Naval elements involved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both fleets together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a deep sea area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d100 (none in a deep sea area)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fleets do not fight in deep sea areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 naval element(s): %2% chance; d100 %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the fleets meet and fight an abstract battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaeconomy.cpp" line="-251"/>
        <source>Troop cost (Table 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The point value and cost in £ of one element of a troop type and grade; a combination Table 1 marks as unavailable is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Troop type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mounted infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry raised mounted cost £1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table 1 marks %1 grade %2 as not available (&quot;%3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, grade %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The figure is printed in brackets; the text does not explain them, so Reeve reads %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only infantry can be made mounted infantry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mounted infantry: +£%1, £%2 in all; their combat value stays %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Autumn taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A province&apos;s revenue at the end of Autumn, less a share for every move hostile forces spent in it during the year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+180"/>
        <source>Revenue (£)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-179"/>
        <source>Moves with hostile forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The text does not say how a fractional income is rounded; none keeps the fraction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 move(s) of hostile presence cost %2% each: %3% of £%4 is £%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rounded %1 as the umpire set: £%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cost of a new town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The price of building a town: a base, less twice the province value, plus three for each town already there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+47"/>
        <source>Province value (£)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+47"/>
        <source>Towns already there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-38"/>
        <source>£%1 − %2 × %3 + %4 × %5 = £%6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The formula gives a negative cost (£%1); the text does not cover a province this rich, so the umpire must rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Town building, fortifying, investing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a Spring project costs and whether it raises the province&apos;s revenue when it completes unmolested at the end of Autumn; investing may be added to another project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also invest £5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Investing with another project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The text calls investing cumulative with building or fortifying without saying how: a roll for each, or one roll at the chances added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a d100 for the project, then a d100 for the investment if separate; one d100 if added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>also_invest adds an investment to building or fortifying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cost £%1, paid in Spring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+6"/>
        <source>revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Chances added: %1%; d100 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1% chance; d100 %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>raised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not raised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Revenue value rises by £%1 if the work is not attacked before the end of Autumn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If the town is attacked before then it is not built, and %1% of its £%2 comes back, in whole pounds: £%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Buying supply units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The price of new supply units, made in any controlled province at any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../core/games/dba/dbapolitics.cpp" line="-81"/>
        <source>%1 × £%2 = £%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Supply in friendly territory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A force in a vassal&apos;s, ally&apos;s or (with leave) overlord&apos;s territory: free up to a size, a flat £1 above it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EE of the force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element equivalents, not counting supply or naval units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 EE is within %2 EE: no supply needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 EE is above %2 EE: £%3 keeps it supplied (or a supply unit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Neutral province&apos;s army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points of the army a neutral province fields when attacked: a multiple of its revenue. Give the revenue or the province&apos;s name from Table 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Province (Table 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table 4 has no province named %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: revenue £%2 (Table 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × £%2 = %3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slighting a town&apos;s defences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves needed to defortify a town: four EE-moves of work, so one EE takes four moves and four EE one move; repairing later takes a season and £1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EE at work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 EE-moves of work by %2 EE: %3 move(s). Repair costs £%4 and a season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaforces.cpp" line="-11"/>
        <source>Raising troops: limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks a raising against the limits: one EE per province per year, an army of at most four EE per controlled province, and outside Spring only where the C-in-C and the treasury both are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Controlled provinces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elements now (full EE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Psiloi and horde elements now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elements to raise (full EE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Psiloi or horde elements to raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provinces raising them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distinct provinces the new troops come from this year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C-in-C and treasury present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the army would have %1 EE, above %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 EE from %2 province(s) is more than one EE each this year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>outside Spring the C-in-C and the treasury must both be in the province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limit %1 EE (four per controlled province); army %2 EE, raising %3 EE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../core/games/charlemagne/charlemagnelogistics.cpp" line="+155"/>
        <source>Not allowed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Promoting an element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cost of promoting an element to a better grade or class, the difference of the Table 1 values, and whether it may be done this year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army fought a battle last year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already promoted this year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table 1 marks %1 as not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1 to %2 is not a promotion (values %3 and %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value %1 to value %2: £%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not this year: an element is promoted at most once a year, and only after its army fought a battle the year before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Building naval elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cost of new naval elements and the limits: one a year per coastal province controlled, at most twice the coastal provinces in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coastal provinces controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naval elements now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naval elements to build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already built this year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 × £%2 = £%3. At most %4 naval elements in all and %5 built this year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Captured naval element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a captured naval element costs to re-crew, to win over its captured crew, or brings when sold uncrewed in a controlled or allied province with a town.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/games/charlemagne/charlemagnecombat.cpp" line="+62"/>
        <location filename="../core/games/britain/britaincampaign.cpp" line="+39"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crews already supplied by the province this year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sold uncrewed for £%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Re-crewing costs £%1; a province supplies at most %2 crews a year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paying the captured crew £%1 makes them a foreign unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaseasonend.cpp" line="-5"/>
        <source>Supply units needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply units an army consumes at the end of a season: one per twelve elements or part of twelve, psiloi counting half, mounted double, naval not at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foot other than psiloi (hordes count in full).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mounted troops and mounted infantry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 foot + %2 psiloi × ½ + %3 mounted × 2 = %4 elements to feed (%5 naval not counted); one unit per %6 or part of %6: %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>attrition d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2d10 + %1: %2 + %3 + %1 = %4%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2d10: %1 + %2 = %3%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1% of %2 points is %3 points, before rounding up to whole elements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attrition out of supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loss suffered by unsupplied elements at the end of a season, as a percentage of their points; it may be met by taking away horses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the unsupplied elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+12"/>
        <source>Optional: 0 gives the percentage only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>two d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Winter attrition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loss of land elements outside a friendly town (or dispersal) at the end of Winter, on top of any supply attrition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Winter dispersal and reassembly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Troops dispersed into a controlled province avoid winter attrition; in Spring each element is delayed 0 to 2 moves before it can act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elements (full EE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Psiloi and horde elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d3 per element, full elements first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 EE is more than the %2 EE a province can take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give at least one element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reassembly d3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delays (d3 − 1) per element: %1 move(s); the army is whole after %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Losses arising together are added: %1%. Applied one after another they would come to only %2%; the rules forbid that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Summing losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds the percentages lost at the same time (battle, harrying, attrition), takes them from the actual points, and rounds up to whole elements given up in the owner&apos;s order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loss percentages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every loss arising at once, e.g. 20,18.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actual points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total actual points (knights 9, ships 3, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element values in order of loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actual points of each element in the order the owner gives them up; when given, the points are their sum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give at least one percentage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1% of %2 points: %3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rounded up to whole elements: the first %1 element(s), %2 points (downgrades may be offered instead where allowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Defection of foreign troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign troops in a beaten army go over to an enemy whose main contingent is of their own nationality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the loser&apos;s foreign troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemy&apos;s main contingent is their nation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner&apos;s major contingent is of the foreign troops&apos; nationality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abstract battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The foreign troops defect at once and may not join any harrying of their former side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No defection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In an abstract battle they still count in the loser&apos;s total for losses, but none of the losses may fall on them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbapolitics.cpp" line="-61"/>
        <source>Breaking vassalage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a vassal renounces his overlord, or the overlord calls for his overthrow, each of the vassal&apos;s provinces may rise in revolt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vassal&apos;s provinces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renounced: the vassal may not attack his former overlord this season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6 per province, in the order the umpire lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A d6 per province, revolt on %1 or less: rolls %2; %3 province(s) revolt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Having renounced, the vassal may take no offensive action against his former overlord this season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Vassal&apos;s contingent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The least a vassal must send when his overlord calls for troops for one season: what was asked, or four EE if less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EE requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EE sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naval elements count as EE, supply elements do not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At least %1 EE for the whole season; %2 sent: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>complies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>falls short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Inciting rebellion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The price of stirring up a province, paid at the start of a season; anything paid beyond it goes to the rebel army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Province revenue (£)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid (£)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optional: total paid by all backers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>£%1 paid: the province rises next season, with £%2 for the rebel army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>£%1 paid is not enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rebellion after its leader falls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a rebellion&apos;s general is killed: whether an allied foreign general takes over the rebellion, or else whether the rebel troops join their conqueror rather than disperse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>home: a home province; ally-home: one of the rebels&apos; ally&apos;s home provinces (takeover only); other: anywhere else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The chance to join the conqueror only distinguishes home and other provinces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rebellion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The foreign general takes over on 1–%1; rolled %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>he leads the rebellion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rebellion ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rebels join their conqueror on 1–%1; rolled %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>they join him</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>they disperse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Death of a C-in-C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What follows the death of a nation&apos;s C-in-C: vassalage to him lapses; a sub-general succeeds at once, otherwise a new general appears in the capital next season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Has a sub-general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The nation has a sub-general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Killed in battle with a sub-general present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All vassalage owed to him ends; his vassals choose whether to swear to the successor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sub-general takes the throne at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new general appears in the capital at the start of next season; the field army may go back to a controlled province through friendly ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A sub-general on the field may try to take command; the text gives no chance for it (figure sub_general_takeover_faces, entered by the umpire).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sub-general assumes command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a sub-general takes command when the commanding general is killed on the battlefield. The text allows the attempt but gives no chance: the umpire enters it once as a house figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sub-general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes command on 1–%1 (house figure); rolled %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Winning a sub-general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A nation that wins an on-table battle as main participant may make one eligible element a sub-general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won an on-table battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main participant, not only an ally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Has an eligible element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No sub-general: only a main participant winning on the table gains one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sub-general is gained but shares the general&apos;s element; both die if it is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One eligible element becomes a sub-general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpirebattles.cpp" line="+25"/>
        <source>%1, C-in-C of %2, is killed: vassalage owed to him ends and a sub-general may succeed (dba.succession)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpireseason.cpp" line="+35"/>
        <source>Too few dice entered for the season&apos;s end: each attrition takes two d10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpireactions.cpp" line="+36"/>
        <source>%1 has no %2 element to lose (it has %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/saseconomy.cpp" line="-15"/>
        <source>Harvest in %1: %2 territories × %3 = %4 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cities: %1 trade/port × %2 + %3 major × %4 = %5 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Income: %1 + %2 = %3 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The season being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/sas/sascities.cpp" line="+103"/>
        <location filename="../core/games/sas/sasscoring.cpp" line="+26"/>
        <source>Territories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land territories the faction controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade or port cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minor (trade or port) cities in those territories.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/sas/sassiege.cpp" line="+84"/>
        <location filename="../core/games/sas/sasscoring.cpp" line="+3"/>
        <source>Major cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Major cities in those territories, capitals included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seasonal income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold a faction collects this season: the harvest for every controlled territory plus the trade of its cities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 %2 × %3 = %4 gold %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading: the middle column of the printed unit table is maintenance, as its header says (its numbers equal the casualty points); edit sas.unit-maintenance if the cards differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seasonal maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold a faction pays each season to keep its army and fleet units, read from its own cards (so France&apos;s cheaper cavalry and the North Sea Empire&apos;s raiders apply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+90"/>
        <source>Number of %1 units the faction keeps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-87"/>
        <location line="+99"/>
        <source>upkeep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Maintenance for %1: %2 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unit purchase cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold a faction pays for the units it builds this season, at the prices of its own cards, and the maintenance they add.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number of %1 units bought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchase for %1: %2 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fleet creation cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold to raise a new fleet (or replace a lost one), by how many fleets the faction still has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Army creation cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold to raise a new army (or replace a lost one), by how many armies the faction still has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fleets held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Armies held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fleets the faction has now (0 to 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armies the faction has now (0 to 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A faction has at most five fleets (I to V): there is no sixth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A faction has at most five armies (I to V): there is no sixth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 already held, the next one (number %2) costs %3 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Peasant limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether an army may hold this many peasants: at most half its units, two thirds for Kievan Rus&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Army size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All units in the army after building, peasants included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peasants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PS units in the army after building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An army of %1 units cannot hold %2 peasants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 may field peasants up to %2 (%3) of an army: %4 of %5 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 peasants are within the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 peasants exceed the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Season&apos;s accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase 1 for one faction in one step: income collected, maintenance paid and the treasury that results, with the breakdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Treasury before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold in the treasury before this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening season, when maintenance counts as already paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First turn: maintenance is taken as already paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Treasury: %1 + %2 income − %3 maintenance = %4 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The treasury cannot cover the upkeep; the rules give no penalty, so the referee rules on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sascities.cpp" line="-79"/>
        <source>%1 cities already there: %2 gold (%3 column).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sas.city-cost row %1, column %2 must be a cost or a factor such as x1.5; it holds &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cities already there: %2 × %3 = %4 gold, rounded down (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>City cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold to build a minor city, or to upgrade a player-built minor city to a major one, by how many cities the territory already has; the HRE and England build minor cities cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cities already there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities already in the territory, not counting the one being built or upgraded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minor: a new trade or port city; major: upgrading a player-built minor city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The building faction (HRE and England pay less for minor cities).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upgrading a player-built city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For an upgrade: whether the minor city was built by a player (printed map cities cannot be upgraded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First upgrade price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>table: the phase 8 table (150 for a first major city); first-game: the 100 gold quoted in the first-game walkthrough, for a first major city only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only a minor city built by a player can become a major city; printed map cities cannot be upgraded (Swords &amp; Sails, phase 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 pays the reduced minor-city column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading applied: the first-game walkthrough price for a first major city, %1 gold (the phase 8 table says 150).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reading applied: the phase 8 table for major cities (the first-game walkthrough&apos;s 100 gold is not used).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cost: %1 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>City limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many cities a faction may build: one plus a third of its controlled territories, rounded down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Territories the faction controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 + %1 ÷ 3 rounded down = 1 + %2 = %3 cities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sasespionage.cpp" line="+26"/>
        <source>Espionage attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One spy attempt on one army or fleet: two dice, 3 more when the target faction spends a counter-agent on it; 8 or less succeeds and the card is shown to the spy alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counter-espionage used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the target spends one of its counter-agents on this attempt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/sas/sascombat.cpp" line="+57"/>
        <location line="+41"/>
        <location filename="../core/games/britain/britainbattle.cpp" line="+102"/>
        <source>two d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spy die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dice %1 + %2, plus %3 for counter-espionage = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice %1 + %2 = %3, no counter-espionage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is at most %2: the spy sees the card (shown to the spying faction only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is above %2: the attempt fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Counter-espionage purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold a faction sets aside for counter-agents, how many the attempts against it use up (one per attempt, first attempts first) and the gold of unused ones that goes to the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counter-agents bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-espionage bought secretly this season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempts against the faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spy attempts made against the faction this season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 counter-agents × %2 = %3 gold held in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 attempts: the first %2 each meet one counter-agent; %3 attempts meet none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 unused counter-agents: their %2 gold goes to the bank, not back to the faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Espionage cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold a faction pays to spy on a number of enemy armies and fleets (one attempt per target); the Holy Roman Empire&apos;s first attempt each season is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The spying faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Different enemy armies or fleets spied on (only one attempt per target and spy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Holy Roman Empire spies %1 time(s) free: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 paid attempts × %2 = %3 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Espionage order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The order in which the factions in play declare and roll their spy attempts; the Holy Roman Empire always goes last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Factions in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comma-separated faction ids in play (byzantium, fatimid, hre, england, france, kievan, nse), or all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unknown faction &quot;%1&quot;; use %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name at least one faction in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Spying order: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sascombat.cpp" line="-52"/>
        <source>Land combat attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One unit&apos;s attack on the unit it faces: two dice at or under the table figure for attacker against defender destroy the defender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attacking unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The unit making the attack roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defending unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The unit it attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker&apos;s faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Applies the attack specials of England (LI), Kievan Rus&apos; (PS) and the North Sea Empire (HI); any: none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 attacking %2 needs %3 or less on two dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s special adds %2 to the number needed (reading: a better attack means a higher target): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+47"/>
        <source>attack die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Rolled %1 + %2 = %3, not above %4: the %5 is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rolled %1 + %2 = %3, above %4: the %5 survives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fleet combat attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One ship&apos;s attack on the ship it faces: two dice at or under the capture figure take the ship, at or under the destroy figure sink it; a loaded transport cannot be taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attacking ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warship or raider (transports do not attack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defending ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ship attacked; say whether a transport carries troops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sas.fleet-combat %1 against %2 must read destroy-capture, e.g. 7-2; it holds &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2: %3 (%4) — %5 or less sinks it, %6 or less captures it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A loaded transport cannot be captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rolled %1 + %2 = %3: %4 (reading: when both figures are met the ship is captured, not sunk).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fleet carrying capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether one or more fleets can carry the army units ordered aboard: the sum of every ship&apos;s capacity. The raider&apos;s capacity is printed as 3 but described as 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number of %1 ships carrying (all fleets together).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army units aboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army units to be carried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raider capacity reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>table: the fleet table (raider 3); prose: the fleet unit descriptions (raider 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading applied: the fleet table&apos;s capacities (raider 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading applied: the fleet descriptions&apos; capacities (raider 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../core/games/sas/sasquick.cpp" line="+97"/>
        <source>%1 %2 × %3 = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 army units fit in a capacity of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 army units exceed a capacity of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sasmorale.cpp" line="+29"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An army with no surviving units makes no morale check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Morale of %1&apos;s surviving units: %2; the three highest add up to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Defending its own capital: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defending its own territory: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Round %1: %2 d6 (one die, plus %3 per round already fought).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/games/britain/britainmorale.cpp" line="+91"/>
        <source>morale die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading applied: the morale box — the roll is modified and must come out below the morale. %1 + %2 own losses − %3 enemy losses %4 = %5 against %6: %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>the army routs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>it holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Reading applied: step 9 prose — losses and modifiers change the morale total, which the roll must not exceed. %1 − %2 + %3 %4 = %5; rolled %6: %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Morale (rout) check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a round of land combat each side checks for rout: the three best morale values of its surviving units against a d6 roll that grows by a die each round, shifted by the losses of the round and by defending home ground. The printed text gives two ways to apply the shifts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Surviving %1 units of the army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Own losses this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units the army lost this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemy losses this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units the army destroyed this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round just fought (1 for the first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the army defends its own territory or capital.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>table: the morale box (modified roll must be below the morale); prose: step 9 (losses and modifiers change the total; roll at most the total).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one d6 in the first round and one more for every further round, all added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sasquick.cpp" line="-71"/>
        <source>Opponent&apos;s armour left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What remains of the opponent&apos;s armour pool before this damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 has no ranged attack on its card, so it takes no part in the barrage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2 × %3 dice: %4; faces at or under %5 (hit value %6%7) add up to %8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> minus %1 for ranged fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 damage: the armour pool of %2 absorbs %3, %4 armour left, %5 casualty points to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quick combat armour pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The armour pool an army or fleet brings to a quick combat: every unit&apos;s armour (shield) value added up. It soaks damage until spent and is not restored within the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number of %1 units in the force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Armour pool: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Quick combat ranged barrage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The long-range barrage of an army&apos;s ranged units: each rolls its card&apos;s dice and every face at or under its hit value less one counts its face value as damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number of ranged %1 units firing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each firing unit type in the order KN, HC, LC, HI, LI, PS: its units&apos; dice together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Quick combat close-combat round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One close-combat round of quick combat: every unit rolls its card&apos;s dice and faces at or under its hit value count their face value as damage, first against the armour pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number of %1 units fighting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each unit type in the order KN, HC, LC, HI, LI, PS: its units&apos; dice together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Quick fleet combat round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One round of quick fleet combat: like a close-combat round, but each pair of ones captures an enemy ship of the opponent&apos;s choice instead of counting as damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number of %1 ships fighting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each ship type in the order WS, RD, TR: its ships&apos; dice together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ones rolled: %2 pair(s), each capturing a ship; those %3 ones add no damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sassiege.cpp" line="-52"/>
        <source>%1 d6 for the territory + %2 minor × %3 + %4 major × %5 = %6 d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>territory die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minor city die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>major city die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dice %1 add up to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The player-capital bonus is not added in the Byzantine capital; leave capital false there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Territory kind %1: +%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It is also a player&apos;s capital: +%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Siege casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualty points an army suffers to take a territory by siege: a d6 for the territory, one per minor city, three per major city, plus the bonus of hard territories and capitals; up to half may be paid in gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/games/sas/sasscoring.cpp" line="-2"/>
        <source>Minor cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minor (trade or port) cities in the territory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Major cities in the territory; a capital counts as one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plain: no bonus; kievan, england, nse: that faction&apos;s territory; capital: a player&apos;s capital; byzantine-capital: Constantinople&apos;s own bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also a player capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a Kievan, English or North Sea capital: adds the capital bonus to the territory&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one d6 for the territory, then one per minor city, then three per major city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 + %2 = %3 casualty points; up to %4 of them (half, rounded down) may be paid at %5 gold each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The army has %1 %2; it cannot lose %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Casualty points per unit (KN 6 … PS 1); the army (%1) is worth %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 points take the whole army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removing %1 covers %2 of %3 casualty points: every point must be taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removing %1 covers %2 points; one %3 fewer would still cover the %4 needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing %1 covers %2 of the %3 points (a larger unit may absorb more than is left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 units in the army before losses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 units the player chooses to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Siege casualty payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settles a siege&apos;s casualty points: the gold for the part paid (at most half, 15 gold a point) and a check that the units the player removes cover the rest without a spare unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>Casualty points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-31"/>
        <source>The siege roll&apos;s result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points paid in gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualty points bought off with gold (at most half).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only %1 of %2 casualty points (half, rounded down) may be paid in gold, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 points paid × %2 = %3 gold; %4 points come from the troops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Casualty removal check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checks the units a player removes to absorb casualty points (quick-combat damage after armour, or siege losses): every point taken, no unit to spare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points the army must absorb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sasscoring.cpp" line="-5"/>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A faction&apos;s victory points: territories, minor and major cities, allies and enemy capitals held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Territories controlled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minor cities in them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Major cities in them (the own capital counts as one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Declared allies (0 to 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <location line="+34"/>
        <source>Enemy capitals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Enemy capitals captured and held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 = %2 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Alliance bonus reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sheet: the control sheet&apos;s extra points (5, 10, 15 for teams of 2, 3, 4); formula: the diplomacy text&apos;s 5 × team members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading applied: the control sheet&apos;s alliance bonus for a team of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reading applied: the diplomacy formula, %1 × %2 members = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>An alliance has from 2 to %1 players; this one would have %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alliance victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new alliance team&apos;s points: the members&apos; own points averaged (rounded down), the alliance bonus, then the enemy capitals its members hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Members&apos; VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each member&apos;s own VP without ally or capital points, e.g. 12,9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enemy capitals held by the team&apos;s members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Members&apos; points %1 ÷ %2 = %3 (rounded down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 + %2 + %3 for enemy capitals = %4 team VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Alliance extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A team&apos;s points when new players join: undo the capital and alliance bonuses, restore the members&apos; total, add the newcomers, average again and reapply the bonuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team VP now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team&apos;s current VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Members now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players in the team before it grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newcomers&apos; VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each joining player&apos;s own VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enemy capitals the team holds (none of a member&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Team VP %1 is less than its capital and alliance points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 − %2 capitals − %3 bonus = %4, × %5 members = %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Adding the newcomers gives %1; ÷ %2 players = %3 (rounded down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With the new bonus and %1 for capitals: %2 team VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Victory check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the season&apos;s advance: whether a faction or team is at or above the game&apos;s target and has stayed there for the two further seasons that win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>short 40, medium 60, long 100 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The faction&apos;s or team&apos;s VP at this check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seasons already held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earlier consecutive checks at or above the target (0 when it is reached now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 VP is below the target %2: no mark (a previous mark lapses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 VP is at or above %2; held for %3 earlier season(s), %4 needed after the mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 more season(s) to hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/charlemagne/charlemagnecombat.cpp" line="-179"/>
        <source>%1: %2 strength points, nothing multiplies them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 × %3 = %4 (%5: %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Combat ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Totals each side&apos;s strength with its multipliers and finds the Battle Table column: fractions dropped when the attacker is stronger, rounded up for the defender, 1.5/1 from half as strong again, and 1/3 to 4/1 at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attacker strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed combat strengths of the attacking force, added up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed combat strengths of the defending force, added up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker&apos;s leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A leader doubles, Charlemagne triples (§16.6d(1)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker plays a military advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender&apos;s leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender in burg, rugged, pass or marsh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivers do not count (§16.6d(2)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender plays a military advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Charlemagne serves only the Empire, so he cannot be on both sides (§21.4a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Retreat before combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The defender may retreat one or two hexes instead of fighting only when every one of its units has more printed operation points than the attacker&apos;s fastest unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender&apos;s lowest printed OP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker&apos;s highest printed OP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The defender&apos;s slowest unit has %1 OP, more than the attacker&apos;s best %2: it may retreat 1 or 2 hexes at no cost, not across a river, into rugged terrain (except by a pass), an enemy ZOC or next to enemy or neutral units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The defender&apos;s slowest unit has %1 OP, not more than the attacker&apos;s best %2: it must stand and fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Battle Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolls a die on the Battle Table column found by the combat ratio and gives the printed result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ratio column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From charlemagne.combat-ratio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side fights in a burg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Such a side may ignore a retreat result (§16.8a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>battle die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Battle Table has no column %1; check the table&apos;s columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die %1 on column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Result: %1 (%2); it is applied at once, in the order it gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A side fighting in a burg may ignore a retreat in this result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Charlemagne eliminated?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a result would remove Charlemagne a die decides: 1 to 3 he lives and joins the nearest friendly force, 4 to 6 he dies, with the loss of the Empire&apos;s stratagems and 3 victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Charlemagne&apos;s fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Die %1 (1 to 3): Charlemagne is unhurt; place him with the nearest friendly force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Die %1 (4 to 6): Charlemagne dies and leaves the game for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Empire returns every stratagem it holds, leaders excepted, to the Container at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the end the Empire&apos;s victory total loses 3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Personal combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional rule: two champions each roll a die, Charlemagne adding 1; the higher total lives and the other leader is eliminated, and on equal totals both die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attacker&apos;s champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender&apos;s champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two d6: the attacker&apos;s die first, then the defender&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Charlemagne fights only for the Empire, so both champions cannot be Charlemagne (§21.4a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attacker&apos;s champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender&apos;s champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker&apos;s champion totals %1, defender&apos;s %2 (Charlemagne adds 1 to his die).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Equal totals: both leaders die of their wounds and are eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1&apos;s champion wins; the other leader is eliminated (a leader returns to the Container; Charlemagne rolls for survival, §21.4e).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Zones of control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks one action of a force against enemy zones of control: stopping on entry, no move from one zone straight into another, no pillage, conversion or levy inside one, and elimination for a force forced to retreat into one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The force&apos;s hex is in an enemy ZOC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hex entered is in an enemy ZOC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hex entered is a burg the force&apos;s side occupies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zones of control do not reach into a burg held by the other side (§14.2a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another retreat hex is free of enemy ZOC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The burg is held by the force&apos;s side, so enemy zones do not extend into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a force may not move from one enemy zone straight into another (§14.4a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>entering an enemy zone ends the move unless every enemy exerting it is removed (§14.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no enemy zone is entered (§14.4b lets a force leave one it began in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the only way left leads into an enemy zone, so the force is eliminated (§14.5b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a retreat may not enter an enemy zone (§14.5b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hex is free of enemy zones (§14.5b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no enemy zone covers the hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an enemy zone covers the hex (§14.6, §11.1c(1))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/charlemagne/charlemagneoperations.cpp" line="-126"/>
        <source>Operation points of a force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A force gets the operation points of its slowest unit plus a die, the die doubled with a leader and tripled with Charlemagne.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lowest OP in the force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The printed OP of the force&apos;s slowest unit; for a force carried by ships, the fleet&apos;s (§19.4b).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>operation die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Die %1 × %2 (%3) = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Charlemagne triples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a leader doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (slowest unit) + %2 = %3 operation points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stacking check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most ten units share a hex, leaders not counted; the Tribal player never mixes regions in a hex, and peripheral areas hold any number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units, leaders excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regions the units come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+86"/>
        <source>In a peripheral area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-76"/>
        <source>A peripheral area has no stacking limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 units against a limit of %2: the %3 over it are eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 units, within the limit of %2 (leaders are free).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tribal units of different regions may not share a hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Levies of a region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many free units a controlled region places this Levy Phase: its levy from the Region Control Table, limited to one per eligible hex, the counters left, and ten a turn in a peripheral area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../core/games/charlemagne/charlemagnepolitics.cpp" line="-149"/>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As named on the Region Control Table (charlemagne.region-control).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eligible hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hexes of the region without enemy or neutral units, enemy ZOC or pillage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters of the region still off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placed in the region&apos;s peripheral area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mercenaries already placed there this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not a region of charlemagne.region-control; the regions are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has a levy of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A peripheral area takes at most %1 levies and mercenaries a turn: room for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One levy per hex, only where there is no enemy or neutral unit, enemy ZOC or pillage marker: %1 eligible hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 counters are left (the counter sheet is the limit); %2 levies can be placed: warrior hosts, nomad hordes or militia, fleets only for Denmark and the Norse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pillage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A force pillages the hex it stands in: its plain combat strength picks the Pillage Table column and a die gives the result; not in an enemy ZOC, a hex already pillaged or a peripheral area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed strengths added up; leaders, terrain and advances do not multiply it (§17.1a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In an enemy ZOC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hex already has a pillage marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pillage in an enemy ZOC, in a hex already pillaged or in a peripheral area (Charlemagne §17.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Strength %1, unmultiplied → column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pillage die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Die %1: %2. A pillaged hex forages 0 and yields no treasure; pillage can destroy burg and civilization markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/charlemagne/charlemagnelogistics.cpp" line="-134"/>
        <source>Naval transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks that the fleets can carry the land units (three each, leaders free) and costs the voyage: one operation point per sea hex from a friendly port, two from a coast without a port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fleets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land units carried (leaders excluded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voyage begins in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friendly port (or peripheral area with a port) or a coastal hex without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sea hexes entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 fleets carry up to %2 land units; %3 aboard: %4. Leaders ride free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 sea hexes at %2 each = %3 operation points, drawn from the fleet&apos;s operation points; embarking and landing are free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Supply for %1 %2 at %3 TP each = %4 TP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Supply and disbanding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the Supply Phase each hex feeds as many units as its forage value (pillaged 0, peripheral 10); the player pays treasure to supply units over that, and the rest are disbanded. Leaders and neutral units need nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Units in the hex (fleets and embarked units count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forage value of the hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the Terrain Effects Table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hex is pillaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A peripheral area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/charlemagne/charlemagnetreasury.cpp" line="+47"/>
        <location line="+60"/>
        <location line="+40"/>
        <source>Treasure points on hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Supply paid for this many %1 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Areas off the map forage %1 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pillaged hex forages %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 units against a forage value of %2: %3 over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only %1 units need supply; %2 were paid for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Supply costs %1 TP but only %2 are on hand (Charlemagne §20.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 units are taken off the map; the player chooses which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Entering a peripheral area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only an area&apos;s own nationals enter it, from its map edge, at 5 operation points; the Norse area only by sea and the Slavic only by land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every unit is of the area&apos;s nationality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entering by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only the area&apos;s own units may enter it (§22.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Norse area is reached by sea hexes only (§22.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Slavic area is reached by land hexes only (§22.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entering costs %1 operation points; leaving onto the map costs the hex entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/charlemagne/charlemagnepolitics.cpp" line="-42"/>
        <source>Event roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two dice read as tens and units give an event number from 11 to 66, looked up on the Event Table. The number is always reported; the event itself only once its cell is entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tens die %1, units die %2: event %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Event %1 is not entered yet: read it on the printed Event Table and enter it in the Tables panel (table charlemagne.event, row %1) or with `reeve-cli table charlemagne.event --import FILE.csv --campaign FILE`; after that the event is shown here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Event %1 is %2 (%3). Unless it says otherwise it may happen again later in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Revolt roll for one region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For each region a revolt event names, one die plus the Revolt Table&apos;s modifiers gives no effect, a return to neutrality or a neutral region turning Tribal, perhaps with its old religion back. Austrasia never revolts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Revolt Table&apos;s modifiers that apply, added up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6 (none for Austrasia)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Austrasia is never touched by revolts: no roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>revolt die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Die %1 %2 modifiers = %3, whoever controls the region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Result for %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Differential %1 − %2 = %3; table modifiers %4 give column %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 lies beyond the table and is read on column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Die %1 on column %2: %3; the markers spent go back to the Container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Phasing player&apos;s %1 markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phasing player&apos;s markers counting double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The four stratagems of §9.5 (the Crown of Pavia and the others) where the sheet lets them count as two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other player&apos;s %1 markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other player&apos;s markers counting double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table modifiers to the differential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to the differential, not to the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Vassalage attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phasing player&apos;s vassalage markers less the other player&apos;s give a differential; the Vassalage Table&apos;s modifiers move the column, and a die gives the result. Some stratagems count as two markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vassalage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source>Phasing side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>A vassalage attempt needs at least one vassalage marker (Charlemagne §9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Tribal player may never try vassalage on Austrasia (Charlemagne §9.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phasing markers count %1, the other player&apos;s %2 (a double marker counts as two).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Conversion attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A force in the region spends operation points and missionary markers; the other player&apos;s missionaries reduce the differential, the Conversion Table&apos;s modifiers move the column, and a die gives the result. The Empire converts only to Christianity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missionary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The force is in an enemy ZOC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A leader makes the attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Religion of the converting force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Religion sought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A conversion needs at least one missionary marker (Charlemagne §18.5a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No conversion from inside an enemy ZOC (Charlemagne §18.6a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Empire converts regions only to Christianity (Charlemagne §18.6b).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Without a leader the Tribal player converts only to the converting force&apos;s own religion (Charlemagne §18.6c).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missionaries: %1 for the phasing player, %2 against; the force&apos;s strength plays no part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Broken written agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who breaks a written agreement rolls a die and loses that many stratagems at random; if he holds too few, the other player draws the shortfall from the Container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stratagems the offender holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>penalty die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Die %1: the offender returns %2 of his %3 stratagems, drawn at random, and the other player draws %4 from the Container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Death of a Leader marker drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional rule: drawing the blank marker makes the player remove one of his own leaders of his choice (never Charlemagne); with none in play it does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Own leaders in play, Charlemagne excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The player removes one of his leaders, his choice, and its marker returns to the Container; Charlemagne is immune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No leader other than Charlemagne is in play, so the marker has no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/charlemagne/charlemagnetreasury.cpp" line="-127"/>
        <source>Stratagems drawn this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In his Stratagem Phase a player draws one marker, one more for each civilization marker his forces occupy, and one more for Augustus (two when Charlemagne holds it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Civilization markers occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Augustus held by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 automatic + %1 for civilization markers occupied (neutral regions too) + %2 for Augustus = %3 draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Buying stratagems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the Treasury Phase each extra stratagem drawn costs the Treasure Points Table&apos;s price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+63"/>
        <source>Stratagems to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-57"/>
        <source>%1 stratagems cost %2 TP but only %3 are on hand (Charlemagne §10.2c).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 draws × %2 TP = %3 TP; %4 TP left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Treasure collected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each occupied, unpillaged burg yields one treasure point; controlling Byzantium adds 5 and the Caliphate 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Occupied unpillaged burgs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Controls Byzantium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Controls the Caliphate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Burgs %1 + Byzantium %2 + Caliphate %3 = %4 treasure points; unspent points carry over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 × %2 at %3 TP = %4 TP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Treasury Phase spending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices a Treasury Phase shopping list: burgs and civilization markers (5 TP each, a unit in the hex), stratagems, pillage removal and mercenaries, against the treasure on hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Burg markers to build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilization markers to build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pillage markers to remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mercenary field armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mercenary warrior hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mercenary nomad hordes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mercenary militia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mercenary fleets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The list costs %1 TP but only %2 are on hand (Charlemagne §10.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total %1 TP; %2 TP left. Each burg or civilization marker needs a friendly unit in its hex, one of each per hex; mercenaries go one per occupied burg of their own region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Recruiting the Scara</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional rule: the Empire buys the Scara like a mercenary field army, placed in a fortress holding a Frankish leader; never by levy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fortress holds a Frankish leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As a levy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Scara is never raised by levy (Charlemagne §29.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Scara is placed only in a fortress with a Frankish leader (Charlemagne §29.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Scara costs %1 TP but only %2 are on hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paid as a mercenary field army: %1 TP, %2 TP left; it has only an Empire side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 victory points fall in %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Victory level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the Empire&apos;s final victory points on the scale from total Tribal to total Imperial victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Empire victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Victory point count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds up the Empire&apos;s victory points (levies of controlled regions, occupied unpillaged burgs, occupied civilization markers, conversions either way, Charlemagne&apos;s death) and reads the level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Levies of regions the Empire controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpillaged burgs an Empire force occupies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilization markers an Empire force occupies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pagan or Muslim regions made Christian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Christian regions turned Muslim or pagan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charlemagne was eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Levies %1 + burgs %2 + civilizations %3 + conversions to Christianity %4 − conversions away %5 − %6 for Charlemagne = %7 (a hex with burg and civilization marker counts both).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/britain/britainbattle.cpp" line="-96"/>
        <source>Archery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One bowman, or a group of two or three shooting as one, rolls a d6 with the fire modifiers; a 6 or better kills. Only Britons and Picts shoot, at up to 12 inches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target in close order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target is peasant spearmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archer moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target moved over 9 inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indirect fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bowmen shooting as one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range in inches (0: not checked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 inches is beyond bow range (%2 inches, Britain, MISSILE FIRE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>archery die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target in close order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target is peasant spearmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>archer moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target moved over 9 inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>indirect fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bowmen shooting as one: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Modified roll %1 reaches %2: one man is killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Modified roll %1 is under %2: no kill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Horsemen riding down foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A horseman charging 8 inches or more rolls a d6 against foot in open order or at most three ranks deep: 1 to 3 rides down the first man and carries on, one less for each rank past the first. Only British horse may do it; those who fail fight normally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target&apos;s ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of the charge in inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horsemen of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a charge of %1 inches or more can ride foot down (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only British horse may break through (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A close-order target %1 ranks deep cannot be ridden down: three ranks at most (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ride-down die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target %1: rides down on 1 to %2 (open order ignores depth; close order loses one per rank after the first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in open order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in close order, %1 rank(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Die %1: the first man met is ridden down, the next pushed aside, and the horseman rides on to the end of his move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Die %1: no break-through; he fights the melee normally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Horsemen evading a foot charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horsemen charged by foot may at once move straight away 2d6 inches, on top of their card move; they fight only if caught.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>evade die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 + %2 = %3 inches directly away from the charging foot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Melee drive-back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each melee round each side counts its survivors plus the enemies it slew or drove back; a side whose count is at least a quarter larger drives the other back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side A survivors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemies side A slew or drove back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side B survivors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemies side B slew or drove back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Side A counts %1, side B %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Neither count is %1% above the other: nobody is driven back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side %1&apos;s count is at least %2% above side %3&apos;s: side %3 is driven back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Broken band&apos;s flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A band that breaks adds 1d6 to its move and flees to the safest place its owner picks; it cannot defend itself until rallied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal move in inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>flight die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 + %2 = %3 inches of flight; if attacked before it rallies the band cannot fight back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/britain/britainmorale.cpp" line="-115"/>
        <source>The fragment does not say what a morale roll must reach (Britain, MORALE). Enter the house setting once: table britain.house-settings, row 1, column morale-test, in the Tables panel or with `reeve-cli table britain.house-settings --import FILE.csv --campaign FILE`. Enter a number N (the band holds on a modified roll of N or more), below-ability or at-most-ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of %2 lost in the battle: %3 full tenths, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>leader killed or wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad omens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good omens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>driven back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 breakthroughs, %2 full pairs: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>House setting %1: the modifiers lower the ability %2 to %3; die %4 %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The house setting morale-test reads &quot;%1&quot;; enter a number, below-ability or at-most-ability in table britain.house-settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>House setting morale-test %1: the band holds on a modified roll of %1 or more; %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Morale check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A band losing a tenth of its original strength in one turn checks morale: a d6 less one per tenth lost in the battle, for a fallen leader, bad omens, being driven back and each two breakthroughs, plus one for good omens. What it must reach is a house setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Original strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties in the battle so far (this turn included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader killed or wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Omens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driven back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breakthroughs suffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chieftain&apos;s ability (for ability-based house settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one d6, only when the check is due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Casualties in the battle cannot be fewer than those of this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 lost this turn out of %2: %3 the %4% that calls for a check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Die %1 %2 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rallying a broken band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The band&apos;s leader stands still and at the end of the turn rolls a d6, which must come out lower than his ability; a lost standard and bad omens count against him. With the chieftain dead only the army commander can rally the band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rallying leader&apos;s ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad omens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The band&apos;s chieftain is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The army commander rallies it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading of the -1 penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>harder: each -1 counts against the band (taken off the ability to beat); literal: taken off the die, which makes a low roll easier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With its chieftain dead a band rallies only to the army commander (Britain, MORALE): give his ability and by_commander=true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rally die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading &quot;literal&quot;: %1 applied to the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading &quot;harder&quot;: %1 applied to the ability the die must beat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll %1 is lower than %2: the men rejoin their leader; one still turn able to defend itself restores the band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll %1 is not lower than %2: the band stays broken; try again next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Divine favour before battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before a battle a commander may shrink every band by 10% to 50% for the gods: a d6 of 1, 1–2, ... up to 1–5 wins favour (good omens). Making no offering brings displeasure (bad omens) on a 1. A captured pagan leader baptised counts as a 10% offering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduction of each band in %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0, 10, 20, 30, 40 or 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured pagan leaders baptised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The reduction goes in steps of 10%: 0, 10, 20, 30, 40 or 50 (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1% reduction + %2 baptism(s) at %3% = %4% offered (at most %5%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>favour die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No offering and a %1: divine displeasure, the side&apos;s omens are bad.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No offering, die %1: nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1% offered wins on 1 to %2; die %3: divine favour, the side&apos;s omens are good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1% offered wins on 1 to %2; die %3: no sign either way (the men stay reduced).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/britain/britainleaders.cpp" line="-244"/>
        <source>Leader struck down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A leader struck down in combat rolls a d6: 1–2 he is killed and replaced at once, 3–6 he is wounded and a stand-in leads. A wounded leader whose band is broken may be captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>His band is broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>His side&apos;s battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Broken band, battle won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fragment says captured even when his side wins; free is the other reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>leader die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Die %1: killed; a replacement leader is created at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Die %1: wounded; a temporary leader takes over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>His band is broken and the battle lost: he is captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>His band is broken though his side won; reading &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A captured pagan leader may be baptised and freed, a 10% religious offering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+136"/>
        <source>chieftain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-116"/>
        <source>victories and defeats need one figure per chieftain, in the order of abilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>present names chieftain %1 but only %2 are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chieftain %1: ability %2, %3 (present leader, victories, defeats).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Chieftain %1, %2 years active, rolled a 6: he dies of natural causes and a new leader is created in his place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Totals with the dice: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choosing the war leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a year of attack each Anglo-Saxon chieftain rolls ability + d6, +1 for the present war leader, +1 per victory and −1 per defeat he ever had; the highest leads. Equal highest totals roll again. A leader 20 years active who rolls a 6 dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Abilities, one per chieftain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present war leader (1 = first listed, 0 = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victories, same order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeats, same order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Years active, same order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6 per chieftain in the order listed; then, on equal highest totals, one d6 per tied chieftain in order, again until one is highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>List at least one chieftain&apos;s ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every candidate died: the referee creates the new leaders and rolls again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Still tied after %1 re-rolls; enter fresh dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chieftains %1 tie on %2 and roll again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chieftain %1 leads this year with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who follows the war leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The war leader and every other chieftain of his people roll ability + d6: lower totals join him, higher ones stay home to defend their district, and equal ones roll again: 1–2 sulk at home, 3–4 change sides, 5–6 campaign on their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>War leader&apos;s ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other chieftains&apos; abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6 for the war leader, one per chieftain in order, then one more per chieftain who ties with him, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>war leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The war leader totals %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tie, chieftain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chieftain %1 ties on %2 and rolls %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chieftain %1 totals %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lower, he joins the war leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>higher, he stays home and fights only if his district is entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Natural death of an old leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A leader active for 20 years or more who rolls a 6 in the war-leader roll dies of natural causes; a new leader is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Years active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6 (his war-leader die)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>war-leader die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Active %1 years, under %2: no risk of natural death.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active %1 years and a 6: he dies; create a new leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active %1 years, die %2: he lives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Detachment from the army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A detachment sent from the main army tests its leader&apos;s ability with a d6; if it fails it goes home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detachment leader&apos;s ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Success when the die is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fragment only says to roll against the ability; below follows the rally test, at-most is the other reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>detachment die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reading &quot;%1&quot;: die %2 against ability %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the detachment goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>it fails and returns home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/britain/britaincampaign.cpp" line="-101"/>
        <source>Limit on horsemen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most one warrior in twenty rides, rounded up for the player; all horsemen form at most one horse unit per 200 warriors present. Only Britons and Picts have horse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warriors present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horse units for a part of 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down: one unit per full 200 (at least one); up: a part of 200 counts as a whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 ÷ %2 = %3 horsemen at most, rounded up in the player&apos;s favour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One horse unit per %1 warriors (reading &quot;%2&quot;): %3 unit(s), each under a leader picked from those present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Limit on bowmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only Britons and Picts shoot: at most one Briton in ten and one Pict in five carries a bow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warriors in the force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 ÷ %2, whole bowmen only: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only Britons and Picts use bows: none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Year of the next incursion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From 440, and after each campaign, a d6 gives how many years pass before the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 + %2 = %3, after the game ends in %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + %2: the next incursion comes in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the Britons still hold the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scots-Irish and Picts never settle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Britons still hold the field or the stronghold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Strategic action cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entering or pillaging an area costs 1, settling or besieging 2. Barbarians pillage or besiege only once the Britons are driven from the field, and settle only once they are driven from field and stronghold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Acting people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Britons still in the field in the area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Britons still hold its stronghold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Movement left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 costs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not yet: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only %1 movement left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pillaged district feeds the next wave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pillaged British district swells the coming barbarian wave by 40 warriors: all to a lone band, or split evenly over an army&apos;s bands. No district is pillaged twice within ten years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year last pillaged (0: never)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bands in the pillaging army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The district cannot have been pillaged after the current year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pillaged in %1, under %2 years ago: not again before %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 warriors join the next wave: %2 for each of %3 band(s); %4 left over that the fragment does not place (the referee assigns them). Record %5 as the year last pillaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>End of the campaign year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When every leader&apos;s movement is spent the year ends: British bands go back to their districts, unsettled barbarians go home, and next year the Britons field one band per district they hold. The game ends in 600 or when the Britons hold nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Year ending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Districts the Britons hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>British bands return to their districts; barbarians who have not settled, and all Scots-Irish and Picts, go home. The barbarians keep 12 bands; the Britons will field %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Britons hold no district: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is the last year: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game goes on into %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/battle/battlestate.cpp" line="+64"/>
        <source>&quot;%1&quot; is not a Battle Board box: use left, centre, right or reserve (1066 §15.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/battle/battlesetup.cpp" line="+37"/>
        <location filename="../core/games/1066/battle/battlecombat.cpp" line="+28"/>
        <source>Table %1 has no column &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1, %2: &quot;%3&quot; is not a whole number; correct it in the Tables panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/battle/battleboard.cpp" line="+64"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/battle/battlecampaign.cpp" line="+26"/>
        <source>%1 #%2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/battle/battleapply.cpp" line="+65"/>
        <source>%1 was eliminated on the Battle Board: it is marked eliminated on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was aboard the fleet and is lost with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tostig is out of play for good once eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader %1 fell; only a Rally marker brings the line back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A king fell: %1 returns every campaign marker it holds to the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 holds %2 enemy or neutral unit(s): name %3 more retreating unit(s) to lose there with --lose (1066 §15.19).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No unit of %1 is left to retreat; leave the retreat out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 must leave %2 (1066 §%3): name the square it retreats to (1066 §15.19), or none when no square can be entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no square to retreat into: its %2 surviving unit(s) are eliminated and count as battle losses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; is not a square %2 can retreat into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not share a land side with %2: a retreat goes square by square across sides, never corners or all-sea sides (1066 §14.2, §14.12, §15.19).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 holds no enemy or neutral units, so the retreat ends there; leave out the squares after it (1066 §15.19).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 retreats through %2, which holds %3 enemy or neutral unit(s): it loses %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 must retreat a further square past %2 (1066 §15.19): name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 retreats with %2 unit(s) together from %3 to %4 (1066 §%5); the other side stays in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no battle on the battle board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/optioncommands.cpp" line="+46"/>
        <source>%1 has no optional rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpiretreasury.cpp" line="+32"/>
        <source>the capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (capital)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a town of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpirerising.cpp" line="+88"/>
        <source>The rebels of %1 meet the holder&apos;s forces: list their elements (&quot;rebels&quot;). The text gives them the money paid beyond the price (£%2 here) but no starting force, so the umpire sets it (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No rebellion incited in %1 in an earlier season is waiting to rise: an incite step records one, and it breaks out at the start of the next season (give &quot;force&quot;: true for a rising the umpire rules on; %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpireforces.cpp" line="+37"/>
        <source>Ships are built in a coastal province the nation holds; %1 is not %2&apos;s (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether %1 is coastal is not recorded (the map is not in Reeve&apos;s sources): record it with a province step, &quot;coastal&quot;: true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is recorded as inland; ships are built in a coastal province (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ActionLog</name>
    <message>
        <location filename="../core/log/actionlog.cpp" line="+77"/>
        <source>There is no action %1 in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This campaign is open read-only; nothing can be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Redone: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::AttributeText</name>
    <message>
        <location filename="../ui/common/attributetext.cpp" line="+74"/>
        <source>Line %1 (&quot;%2&quot;) is not of the form key=value, e.g. attack=3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::AttributesEdit</name>
    <message>
        <location filename="../ui/common/attributesedit.cpp" line="+11"/>
        <source>One per line, e.g.
attack=3
defence=2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One key=value per line. Whole numbers are stored as numbers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Battle1066</name>
    <message>
        <location filename="../core/games/1066/battleprocedures.cpp" line="+38"/>
        <source>Give either terrain or terrain_bonus, not both: a defender takes only one terrain bonus per battle (1066 §15.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Terrain Effects Chart gives %1 a defence bonus of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a fleet: terrain and castles never raise a fleet&apos;s defence, so the bonus of %1 is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Defence %1 + terrain %2 = %3, but terrain can never lift a defence above %4: the target defends at %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defence %1 + terrain %2 = %3 (one bonus only, the defender&apos;s choice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target defends at its printed %1 with no terrain bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In the pursuit round positions do not matter and no battle marker may be played: drop flank, reserve, charge and maneuver (1066 §15.17, §15.21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only knights may attack panicking knights in pursuit (1066 §15.17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knight pursuing panicking knights rolls two dice (reading: exactly two dice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A knight pursuing panicking knights rolls double, %1 × 2 = %2 dice (reading: twice its attack instead of three times).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pursuit round: a %1 rolls %2 times its dice, %3 × %2 = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+37"/>
        <source>knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+37"/>
        <source>non-knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Panicking units are attacked only in the pursuit round: add pursuit=true (1066 §15.17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An attack is either a flank attack or an attack on the reserve, not both (1066 §15.11–15.12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one battle marker may be played in a combat round (1066 §15.21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One die per attack point: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flank attack: one extra die (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attack on the reserve: one extra die (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Charge marker: one extra die (%1); it adds to a flank bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Maneuver marker: %1 extra for a %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attack strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attacking unit&apos;s attack strength (§15.8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The target&apos;s printed defence strength.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terrain bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The one terrain or castle bonus the defender chose (§15.13); the result is capped at 4 (§15.14).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the bonus from the Terrain Effects Chart instead of giving terrain_bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target is a fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleets never gain terrain or castle bonuses (§17.17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker is a knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knights get two Maneuver dice and triple dice in pursuit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flank attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One extra die (§15.11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack on the reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One extra die (§15.12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One extra die this round (§8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maneuver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two extra dice for a knight, one for others (§8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/1066/battleaftermath.cpp" line="+118"/>
        <source>Pursuit round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double dice, triple for knights (§15.17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target is a panicking knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only knights may attack it in pursuit (§15.17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knights against panicking knights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>§15.17 says two dice: read as exactly two dice, or as double instead of triple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>attack die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Combat Results Table, roll %1, defence %2: &quot;%3&quot; is not E, D or -; correct it in the Tables panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dice %1 read under defence %2: %3 E and %4 D result(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A result lands, so the target is eliminated unless a saving roll (leader rally, castle, Shield Wall) cancels it; the attacker may not switch to another target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result: the target is unharmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Attack one unit (Combat Results Table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One attacking unit rolls its dice against one target; each die is read on the Combat Results Table under the target&apos;s defence (one terrain bonus, never above 4, none for fleets). Stops with a missing figure until the referee has entered the table&apos;s cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one d6 per attack point, then one per bonus die (flank, reserve, Charge, Maneuver); in pursuit the multiplied count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saving rolls against an E or D result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A unit hit by an E or D result may be saved by its own leader rally, by a friendly castle in the square, or by Shield Wall (unless Feigned Flight cancelled it). Rolls each that applies in that order until one saves the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leader value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hit unit&apos;s own leader value (0: not a leader); a die at most this saves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friendly castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A 4–6 saves the unit (§20.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Shield Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Housecarl, thegn or fyrd under Shield Wall this round: a 1–3 saves it (§8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feigned Flight played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancels the Shield Wall (§8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one d6 for leader rally (if a leader), then one for the castle (if any), then one for Shield Wall (if in force); rolling stops once the unit is saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>leader rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader rally: %1 against leader value %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friendly castle: %1 gives %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Feigned Flight cancels the Shield Wall: no roll for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shield Wall: %1 gives %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No saving roll succeeded: the result takes effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Panic level of a force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half the force&apos;s starting attack strength plus leader values, rounded up; a force in a castle has none. With losses given, says whether the force has panicked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total starting attack strength of the force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total leader values in the force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defending in a castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No panic level (§20.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running total of losses, counted as the rules count them for panic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Defenders in a castle have no panic level: they fight until destroyed or the battle ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(%1 attack + %2 leader) ÷ 2, rounded up = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losses %1 have reached the panic level: the force panics and a pursuit round follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losses %1 are below the panic level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Battle spoils</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a victory, the winner draws and the loser gives up campaign markers according to the defeated force&apos;s starting attack strength plus leader values. A draw gives no spoils.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defeated force&apos;s strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting attack strength plus leader values of the losing force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A drawn battle gives no markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The battle was a draw: the attacker retreats and no markers change hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Defeated strength %1 falls in the row %2: the winner draws %3, the loser returns %4 at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Battle length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attacker rolls a die for the number of battle turns; summer adds one, and no battle lasts more than six turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summer is April to September (§9.9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>battle length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rolled %1, +%2 in summer = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolled %1 in winter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No battle lasts more than %1 turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/battleaftermath.cpp" line="-96"/>
        <source>Retreat losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A beaten force retreats together one square. Entering a square with enemy or neutral units costs one retreating unit per unit there and forces a further square; if the only way out is prohibited terrain, the whole force is lost. Losses count as battle losses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retreating units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surviving units of the retreating force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemy or neutral units per square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemy or neutral units in each square entered, in order; the retreat ends at the first 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only prohibited terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The only square open to the retreat is prohibited terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The only square open is prohibited terrain: all %1 retreating units are eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The retreat ends in the first square without enemy or neutral units (square %1): drop the later entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square %1 holds no enemy or neutral units: the retreat ends there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Square %1 holds %2 enemy or neutral unit(s): %3 retreating unit(s) are eliminated, %4 remain and must go one square further.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The force still has to retreat past square %1: add the enemy or neutral units of the next square (0 if none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Units lost in the retreat count as battle losses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>High-seas contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before a naval battle in an all-sea square the attacker rolls to see whether the fleets find each other; in coastal, port and river squares they always do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the naval battle would be fought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6, only in an all-sea square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a %1 square the fleets always meet: no roll, the battle is fought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rolled %1: the fleets meet and fight normally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolled %1: the fleets miss each other; the phasing player moves his fleet to an adjacent coastal, port, river or all-sea square free of enemy units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>May a battle marker be played?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks the limits on battle markers: no more over the battle than the commander&apos;s leader value, at most one per combat round for both sides together, none once the commander has fallen and none in the pursuit round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Commander&apos;s leader value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markers already played this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A marker already played this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By either side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No battle marker may be played in the pursuit round (1066 §15.21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The commander has been eliminated: no further battle markers (1066 §18.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A battle marker has already been played this round (1066 §15.21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 marker(s) played already, the commander&apos;s leader value %2 allows no more (1066 §15.21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allowed: %1 of %2 used so far.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::BattleBoard</name>
    <message>
        <location filename="../core/games/1066/battle/battlesetup.cpp" line="+274"/>
        <source>attacker movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacker combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/battle/battleboard.cpp" line="+29"/>
        <source>&quot;%1&quot; is not a die face: enter the faces rolled, e.g. 4, 2, 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no dice for this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This step needs %1 dice (%2); %3 were entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>&quot;%1&quot; is not a square of this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name two different sides of the campaign as attacker and defender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Every unit of both sides in %1 goes to the Battle Board (1066 §15.2); still to place: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::BattleBoardPanel</name>
    <message>
        <location filename="../ui/battle/battleboardpanel.cpp" line="+30"/>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A counter not registered in the campaign (§15.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type in a counter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the form for a counter that is not among the campaign&apos;s units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Battle settings (§9.9, §15.13, §20.5), or a battle by name only (§15.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attacker, e.g. Normans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>defender, e.g. Anglo-Saxons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Summer adds one to the battle length, never beyond six turns (§9.9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The one terrain bonus the defender chooses (§15.13), read from the Terrain Effects Chart when a unit is attacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender holds a friendly castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castle saving rolls and no panic level for the defender (§20.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading of §15.13: the bonus is the defending force&apos;s only, or any unit attacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving rolls for each E or D result in turn, or once per attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>§15.17: knights pursuing panicking knights roll exactly two dice, or double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New battle by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens a battle between the two names, with counters typed in; replaces the last one. For the campaign&apos;s units, use Start battle here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Readings (terrain bonus for, saving rolls per, knights on panicking knights):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+41"/>
        <location filename="../ui/battle/battleboardsteps.cpp" line="+80"/>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+41"/>
        <location filename="../ui/battle/battleboardsteps.cpp" line="+0"/>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Takes the selected unit off the board (setup only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Co&amp;mmander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Appoints the selected leader commander of its side; a king must command (§18.3–18.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll &amp;length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks the setup and rolls the number of battle turns (§15.2, §9.9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Con&amp;tact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the high seas, rolls whether the fleets meet at all (§17.15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves the selected unit to the chosen box (§15.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play mar&amp;ker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a battle marker at the start of a combat round (§8.13, §15.21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected unit of the side in play attacks the selected enemy unit (§15.8–15.12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Roll attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rolls the declared attack&apos;s dice on the CRT (§15.8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Saving roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader rally, castle and Shield Wall rolls against an E or D result (§18.6, §20.5, §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ends the current movement or combat round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End &amp;pursuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ends the pursuit round (§15.17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spoi&amp;ls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Markers won and lost, and who retreats (§15.18).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>physical dice, e.g. 4, 2, 6 (empty: Reeve rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Open a campaign to use the battle board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/battle/battleboardsteps.cpp" line="-74"/>
        <source>attacker movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacker combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>No battle: start one at a campaign square, or name the sides and press New battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setup: place units (one at least in each centre box), appoint commanders, roll the length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle turn %1 of %2 — %3 round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pursuit round (§15.17): the winner attacks with multiplied dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle over: a draw; the attacker retreats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle over: %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>: losses %1 / panic level %2; markers %3 of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next dice: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>dice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 Enter it in the Tables panel; the battle waits until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Select an attacking unit of the side in play and an enemy target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Still to do by hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::BattleCampaign</name>
    <message>
        <location filename="../core/games/1066/battle/battlecampaign.cpp" line="+69"/>
        <source>%1 has no printed %2 registered yet: copy it from the counter (reeve-cli battle FILE values %3 attack=N defence=N leader=N, or Register values on the battle board).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+26"/>
        <source>There is no campaign unit #%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Printed values: attack 0 to 20, defence 1 to 4, leader 0 to 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This battle was opened without a campaign square: start it at a square to place the campaign&apos;s units, or type the unit in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not in %2: only units in the battle square fight (1066 §15.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 belongs to neither side of this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already on the Battle Board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only a fleet carries land units (1066 §17.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each fleet carries at most two land units (1066 §17.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be carried by %2: a fleet carries its own side&apos;s land units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/battle/battleapply.cpp" line="+57"/>
        <source>The battle is not over yet: finish it before carrying it to the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This battle&apos;s results are already on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This battle was opened by name only: there are no campaign units to update. Start battles at a square to carry them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every surviving unit goes back to the map, to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Battle of %1 carried to the map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::BattleCampaignForm</name>
    <message>
        <location filename="../ui/battle/battlecampaignform.cpp" line="+38"/>
        <source> — values to enter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · leader %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · carrying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Campaign units (§15.2–15.3) and results (§15.18–15.19)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The square where the two forces meet; every unit of both sides there fights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start battle &amp;here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opens a battle in the square between the two sides, with the season, terrain and readings chosen above; replaces the last battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attacker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>defender:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a fleet&apos;s cargo: #, #</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a fleet: the numbers of up to two land units of the square it carries; they fight as one unit with their attack and the fleet&apos;s defence (§17.16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Place in box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Places the selected unit with its printed values in the chosen box (§15.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defence </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leader </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Register &amp;values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copies the printed values from the counter onto the selected campaign unit (one logged, undoable edit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>retreat to, e.g. Dover (or Canterbury, Dover; none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The square(s) the loser (in a draw, the attacker) retreats into, in order; a square holding enemy or neutral units costs as many units and the retreat goes on (§15.19).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>units lost on the way, e.g. 20, 21</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>markers too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also return a fallen king&apos;s hand (§18.7) and draw and lose the spoils (§15.18) in the campaign&apos;s marker pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply to &amp;campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marks the eliminated units, moves the retreating force and settles the markers; Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Choose the square and the two sides, then Start battle here; or type counters in below for a battle by name only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The results of the battle of %1 are on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: values from the unit&apos;s record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needs its printed %2 from the counter: set them and Register values.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::BattleCommands</name>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="+17"/>
        <source>reeve-cli battle FILE VERB ... — the 1066 battle board of a campaign (1066 §15, §17.15, §18)

  start SQUARE --attacker SIDE --defender SIDE   open a battle in a campaign square
      [--season winter|summer] [--terrain T] [--castle] [--terrain-for defender|both]
      [--saves-per result|attack] [--pursuit-vs-knights two-dice|double]
  new --attacker NAME --defender NAME [options]  a battle by name only (typed counters)
  units [--json]                     the campaign units in the square, their values, placed or not
  values UNIT attack=N defence=N [leader=N] [king=true|false]   register a counter&apos;s values
  place UNIT BOX [--carrying U,U]    place a campaign unit (a fleet with its cargo)
  place BOX --side attacker|defender --type T --attack N --defence N [--leader N] [--king]
      [--name NAME]                  place a counter not registered in the campaign
  remove ID | commander ID           take a unit off (setup), appoint a commander
  contact | length | roll | save [--dice F,F,...]   the dice steps (entered or rolled)
  move ID BOX | attack ID TARGET | marker SIDE KIND [BOX]
  end-round | end-pursuit | spoils
  step [--dice F,F,...]              the next step that needs no choice (length, roll, save,
                                     end of round or pursuit, spoils)
  show [--json]                      the board, the sides&apos; losses and the next dice
  apply [--retreat SQ[,SQ...]|none] [--lose U,U] [--no-markers]
                                     carry the result to the map: eliminations, the retreat
                                     (§15.19), a fallen king&apos;s hand (§18.7), the spoils (§15.18)

IDs: A1, D2 ... are battle board units; UNIT is a campaign unit number. Every change is one
logged action: reeve-cli undo FILE takes the last one back, redo replays it without new dice.
Exit codes: 2 a step not allowed now (the message says why), 3 a chart cell or a counter&apos;s
printed value still to be entered.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what to do (start, place, step, show, apply, ...; see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown battle command &quot;%1&quot;; did you mean %2? Run reeve-cli battle --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The battle board is 1066&apos;s; %1 is a %2 campaign.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::BattleEngine</name>
    <message>
        <location filename="../core/games/1066/battle/battlesetup.cpp" line="-257"/>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 (%3 %4-%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, leader %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not possible now: the battle is in its %2 phase, and this needs the %3 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The terrain reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saving-roll reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pursuit reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not a terrain of the Terrain Effects Chart (%2, or none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 attacks %2; both forces go to the Battle Board, the defender sets up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The battle is fought in %1: every unit of both sides in that square goes to the Battle Board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No terrain bonus was chosen for the defender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The defender takes the one terrain bonus of %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reading applied: every unit attacked gets it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading applied: only the defending force gets it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The defender holds a friendly castle: each E or D result on its units gets a castle saving roll, and the force has no panic level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Readings applied: saving rolls %1; knights pursuing panicking knights roll %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for each E or D result in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../core/games/1066/battle/battlecombat.cpp" line="+241"/>
        <source>once per attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exactly two dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>twice their attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle opened: %1 against %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Placing a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A unit belongs to the attacker (0) or the defender (1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defence %1 is outside the Combat Results Table columns 1 to 4 (1066 §15.8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attack must be 0 to 20 and leader value 0 to 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A king is a leader: give his leader value (1066 §18.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the unit&apos;s type (knight, housecarl, thegn, fyrd, fleet, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 places %2 in its %3 box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A fleet has no attack of its own; its attack is that of the land units it carries, and it defends at the fleet&apos;s strength without terrain or castle bonuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle Board: %1 placed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Taking a unit off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes %2 off the board before the battle starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle Board: %1 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choosing a commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a unit of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a leader: a commander must be one of the side&apos;s leaders (1066 §18.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is in the battle, so the king must command (1066 §18.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 appoints %2 commander: up to %3 battle marker(s) in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle Board: %1 commands %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rolling for contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contact die is rolled only for a battle in an all-sea square; in coastal, port and river squares the fleets always meet (1066 §17.15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The contact die has already been rolled for this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high-seas contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The attacker rolls %1 on the high seas: the fleets meet and the battle is fought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle Board: contact die %1, the fleets meet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The attacker rolls %1 on the high seas: the fleets miss each other and there is no battle; the phasing player moves its fleet to a next square with no enemy units in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle Board: contact die %1, the fleets miss each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rolling the battle length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In an all-sea square the attacker first rolls to see whether the fleets meet (1066 §17.15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no unit on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must place at least one unit in its centre box (1066 §15.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the king %2 must be appointed commander (1066 §18.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has a leader in the battle: appoint a commander first (1066 §18.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 defends in a castle: no panic level; it fights until destroyed or the battle ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: starting attack plus leader values %2, halved and rounded up: panic level %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>battle length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The attacker rolls %1 for the battle length; summer adds %2: %3, never more than %4: %5 battle turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attacker rolls %1: the battle lasts at most %2 battle turn(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Battle turn 1 begins with the attacker&apos;s movement round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle length rolled: %1 → %2 battle turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../core/games/1066/battle/battlecombat.cpp" line="-223"/>
        <source>%1 has been eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sets %2 up in its %3 box instead of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle Board: %1 set up in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moving a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves only in its own side&apos;s movement round (1066 §15.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has already moved this round: one box per round (1066 §15.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is already in its %2 box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves up from the reserve to the %2 box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot move sideways from %2 to %3: units only move between the reserve and the front boxes (1066 §15.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is a knight and may fall back from %2 to the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is faced by enemy units in their %2 box: only knights may fall back to the reserve then (1066 §15.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No enemy faces %1 in %2, so it may fall back to the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Battle Board: %1 moves %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ending the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+62"/>
        <source>Finish the attack of %1 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Units that did not attack this round: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The battle markers of this round lapse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last battle turn (%1) is over with neither side destroyed or panicked: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle Board: the battle ends in a draw after %1 battle turn(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 round of battle turn %2 is over; next: %3 round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle Board: turn %1, %2 round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must retreat one square on the map; the defender stays and may not pursue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins; %2 retreats its surviving units one square together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ending the pursuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pursuit round is over, and with it the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle Board: pursuit over, %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Settling the spoils</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The spoils of this battle have already been settled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The fleets never met: no battle, no markers change hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle spoils: none, the fleets missed each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 returns %2 surviving unit(s) to the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw: no campaign markers change hands; the attacker retreats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle spoils: a draw, no markers change hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The defeated force started with attack plus leader values %1 (row %2): %3 draws %4 campaign marker(s), %5 loses %6 at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle spoils: %1 draws %2 marker(s), %3 loses %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>one d6 for the battle length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 d6 for the attack of %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>saving roll(s): one d6 each, in order, until the unit is saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/battle/battlecombat.cpp" line="+2"/>
        <source>%1 cannot attack: it is %2&apos;s round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attacks are made in a combat round, not a movement round (1066 §15.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is in the reserve: reserve units never attack (1066 §15.12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no attack strength: a fleet attacks only with the land units it carries (1066 §17.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has already attacked this round: one attack per unit (1066 §15.10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Panicking knights may be attacked only by knights (1066 §15.17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The enemy reserve may be attacked only when its left, centre and right boxes are all empty; its %1 box is not (1066 §15.12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 in the %2 box must attack the enemy %3 box directly opposite (1066 §15.9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With the enemy %1 box empty, %2 may flank only a box next to it; the %3 box is not (1066 §15.11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has attack strength %2: %2 dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The enemy %1 box facing it is empty, so it flanks the %2 box: one extra die (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The enemy front boxes are empty, so it attacks the reserve: one extra die (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Charge was played on the %1 box: one extra die (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Maneuver was played on the %1 box: %2 extra for a %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+20"/>
        <source>non-knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>A knight pursuing a panicking knight rolls two dice (reading: exactly two).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A knight pursuing a panicking knight rolls double: %1 × 2 = %2 (reading: double instead of triple).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pursuit: a %1 rolls %2 times its attack, %3 × %2 = %4 dice, wherever it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Attacks are declared only during the battle or its pursuit round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish the attack of %1 on %2 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has already been eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2 are on the same side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 attacks %2 (%3 attack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Battle Board: %1 attacks %2, %3 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The terrain bonus of %1 is the defending force&apos;s; %2 belongs to the attacker (reading applied).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a fleet: terrain and castles never raise a fleet&apos;s defence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Terrain Effects Chart, defence row, %1: &quot;%2&quot; is not a whole number; correct it in the Tables panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Defence %1 + terrain %2 = %3, but terrain never lifts a defence above %4: %5 defends at %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defence %1 + one terrain bonus %2 (%3) = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 defends at its printed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Combat Results Table, roll %1, defence %2: &quot;%3&quot; is not E, D or -; correct it in the Tables panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declare an attack before rolling its dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>attack die %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 rolls %2 against defence %3 on the Combat Results Table: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target fell to an earlier die, so the dice marked x are not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle Board: %1 attacks %2, dice %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No E or D result: %1 is unharmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 E/D result(s) and no saving roll applies: %2 is eliminated; any dice left are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 E/D result(s); %2 may still be saved by: %3. Saving rolls needed for %4 result(s) (reading: %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each result in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 saving roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leader rally for %1: %2 against leader value %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 saving roll for %2: %3 gives %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shield Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No E or D result is waiting for a saving roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Battle Board: saving roll for %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No saving roll succeeded: %1 is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That result has no effect; %1 more result(s) to save against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 survives the attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is eliminated: %2&apos;s losses rise by %3 to %4 (panic level %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is eliminated: %2&apos;s losses rise by %3 to %4 (no panic level).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s commander has fallen: it may play no more battle markers in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A king is eliminated: %1 returns every campaign marker it holds to the pool at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is completely eliminated: %2 wins the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Losses %1 have reached the panic level %2: %3 panics and loses the battle; the round ends at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pursuit round: each unit of %1 may attack any unit of %2 wherever it stands, with double dice (knights triple); panicking knights only by knights; no battle markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/battle/battlemarkers.cpp" line="+31"/>
        <source>%1 has no commander, so it may play no battle markers (1066 §18.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s commander has been eliminated: no more battle markers (1066 §18.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has played %2 battle marker(s), as many as its commander&apos;s leader value %3 allows (1066 §15.21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has already played a battle marker this combat round (1066 §15.21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle markers are played at the beginning of a combat round, before any attack (1066 §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rally is an action marker played in a recruiting phase, not in battle (1066 §8.13); a leader&apos;s own rally roll against an E or D result is made automatically (§18.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a battle marker: use charge, maneuver, shield-wall or feigned-flight (1066 §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A battle marker is played by the attacker (0) or the defender (1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No battle marker may be played in the pursuit round (1066 §15.21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle markers are played at the beginning of a combat round (1066 §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Charge is played by the side whose combat round it is (1066 §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Charge names the left, centre or right box (1066 §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maneuver names the left or right box (1066 §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays Charge on its %2 box: each unit attacking from there rolls one extra die this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays Maneuver on its %2 box: knights attacking from there roll two extra dice, other units one, this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Out of its own round, Maneuver can only answer an enemy Maneuver (1066 §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 answers with its own Maneuver: the enemy Maneuver is cancelled and goes back to the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shield Wall is played at the beginning of an enemy combat round (1066 §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays Shield Wall: its housecarls, thegns and fyrd get a saving roll against E and D results this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Feigned Flight is played only against an enemy Shield Wall (1066 §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays Feigned Flight: the enemy Shield Wall is cancelled and no other marker may replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has now played %2 of the %3 battle marker(s) its commander allows; one per combat round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle Board: %1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::BattleState</name>
    <message>
        <location filename="../core/games/1066/battle/battlestate.cpp" line="+199"/>
        <source>There is no unit &quot;%1&quot; on the Battle Board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::BattleUnitForm</name>
    <message>
        <location filename="../ui/battle/battleunitform.cpp" line="+29"/>
        <source>Place a unit (§15.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>name, e.g. William</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Knights get more Maneuver and pursuit dice; housecarls, thegns and fyrd may use Shield Wall; fleets never gain terrain or castle bonuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::BoardCommands</name>
    <message>
        <location filename="../app/cli/boardcommands.cpp" line="+42"/>
        <location line="+30"/>
        <source>the campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>what to do: add, edit or list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown location command &quot;%1&quot;; use add, edit or list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the location&apos;s id (e.g. C6 or Wessex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Location %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>what to do: add, edit, move, eliminate, restore or list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the side that owns the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the unit&apos;s type (e.g. knight, fyrd, HC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>where the unit goes (a location id; &quot;&quot; for off the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown unit command &quot;%1&quot;; use add, edit, move, eliminate, restore or list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unit %1: %2 %3 %4, %5 (%6) %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Britain</name>
    <message>
        <location filename="../core/games/britain/britaincommon.cpp" line="+28"/>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Table %1, column %2 holds %3, which is not a whole number; correct it in the Tables panel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Britain::BritainState</name>
    <message>
        <location filename="../core/games/britain/britainstate.cpp" line="+98"/>
        <source>No band named &quot;%1&quot;; closest: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No British district named &quot;%1&quot; (enter it with: district NAME).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A district needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Band of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>District %1 entered, held by %2: %3 warriors, %4 stronghold(s)%5 (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, with its band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a district.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already entered: give warriors=N or strongholds=N to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>District %1 now counts %2 warriors and %3 stronghold(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A band needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Warriors are foot, horsemen, bowmen or peasant_spearmen, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: %2 under %3 (ability %4), %5 warriors%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no chieftain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A band is ready, broken or driven back (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is now %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../core/games/britain/britainyear.cpp" line="+109"/>
        <source>%1 cannot lose %2 more warriors (original %3, already lost %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 loses %2 warriors (%3 lost this battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The year runs from 440 (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The year is now %1 (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No procedure was run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/britain/britainyear.cpp" line="-56"/>
        <source>the year is now %1 (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Name the chieftains&apos; bands of %1 (entered with: band).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 of %2 is the war leader of the %3 this year (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chieftain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no warriors entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 loses %2 and breaks (Britain, MORALE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2 and holds (Britain, MORALE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not broken: only broken bands rally (Britain, MORALE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 rallies and is ready again (Britain, MORALE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is driven back by %2 (Britain, melee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scots-Irish and Picts never settle (Britain, STRATEGIC MOVEMENT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already holds %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Britons take back %1 (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 settle %2 (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 of %2 is %3 (Britain, A FINAL NOTE ON LEADERS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+14"/>
        <source>The chieftain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 of %2 counts a victory (now %3; Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 counts a defeat (now %3; Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a band of the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name the bands of the %1 that make the offering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The %1 give up %2 warriors (%3%): their omens are %4 for this battle (Britain, RELIGION)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Name the band(s) that pillage %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pillaged in %2; the next wave grows: %3 (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Year %1 closed: %2 warriors of pillage joined their bands, bands home and ready, %5 British band(s) of lost districts disbanded; the Britons hold %3 district(s)%4 (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; the game is over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::BritainPanel</name>
    <message>
        <location filename="../ui/britain/britainpanel.cpp" line="+69"/>
        <source>Ba&amp;ttle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Morale &amp;&amp; omens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Yea&amp;r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>E&amp;nter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/britain/britainsteps.cpp" line="+473"/>
        <source>District</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>Warriors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Strongholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last pillaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/britain/britainsteps.cpp" line="-274"/>
        <location line="+319"/>
        <source>Band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chieftain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peasants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next wave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The people (side) the band belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the band stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chieftain&apos;s ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foot warriors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horsemen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bowmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peasant spearmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All warriors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ready, broken or driven back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warriors lost in this year&apos;s battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warriors that join the band at the year&apos;s end (from pillage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chieftain: unhurt, wounded, killed or captured; war leader; victories–defeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The British districts (Britain, STRATEGIC MOVEMENT): who holds each, its warriors and strongholds, and the year it was last pillaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every band with its warriors by troop type, its state in the battle, the warriors pillage has added to its next wave, and its chieftain&apos;s record (victories–defeats).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Open a Dark Age Britain campaign to run its year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Year %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — no war leader chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — war leaders: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — omens for this battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>unhurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>war leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>(keep / off the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This campaign is open read-only: the steps are disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logged as action %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the dice rolled at the table first, e.g. 4, 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/britain/britainsteps.cpp" line="-403"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reeve rolls the dice (logged with the step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter dice…  e.g. 4, 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The faces rolled at the table, in order, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolves the step on the dice entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Year of the next incursion (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A d6 of years from now; the campaign&apos;s year moves there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Incursion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>War leader (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+247"/>
        <location line="+138"/>
        <source>People:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-383"/>
        <source>Every named band of the people puts its chieftain forward (ability, victories, defeats, the present war leader&apos;s bonus). Dice: one per chieftain in the bands&apos; order, then the rolls that break a tie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>War leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The year&apos;s end (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close the year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next waves join their bands, casualties and states are cleared, unsettled Germanic bands sail home, and British bands of lost districts disband.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close the year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>Set year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Puts the campaign&apos;s year right by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Melee drive-back (Britain, melee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Survivors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slain or driven back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resolve melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side 25% greater drives the other back (no dice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Losses (archery, melee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counts warriors lost on the band without a morale check (e.g. to archery).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Leader struck down (Britain, A FINAL NOTE ON LEADERS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>undecided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+46"/>
        <source>Band:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-45"/>
        <source>His side&apos;s battle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader struck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Battle record (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <source>Victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Counts a victory on the chieftain&apos;s record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Defeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Counts a defeat on the chieftain&apos;s record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Morale check (Britain, MORALE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Warriors lost this turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breakthroughs suffered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A number N: the band holds on a modified roll of N or more; below-ability or at-most-ability: the die against the chieftain&apos;s ability lowered by the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set house setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stores the morale test in table britain.house-settings (a logged house figure).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>House setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Morale test (house):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The side&apos;s omens, a struck-down chieftain and being driven back are read from the band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morale check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rally (Britain, MORALE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The army commander rallies it, ability:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For a band whose chieftain is dead: the commander&apos;s ability is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Broken band:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Divine favour before battle (Britain, RELIGION)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each band gives up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bands offering:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pagan leaders baptised:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Divine favour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pillage (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>District:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pillaging bands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Pillage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The district&apos;s plunder goes to the bands&apos; next wave; once in ten years per district.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Settling a district (Britain, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>Settle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The people hold the district from now on (the Britons: taken back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Enter a district (or change an entered one&apos;s warriors and strongholds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+37"/>
        <location line="+7"/>
        <source>keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-41"/>
        <source>with its British band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter district</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enters the district (logged).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+54"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-53"/>
        <location line="+56"/>
        <source>Warriors:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Strongholds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Enter a band (a scenario&apos;s unnamed band of the people is named first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>horsemen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bowmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>peasant spearmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Enter band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enters or updates the band (logged).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Chieftain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no house-settings table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;not set yet&lt;/b&gt;: the fragment leaves it open; choose one below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, applied to every check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Call</name>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="-360"/>
        <source>&quot;%1&quot; is neither side of this battle: write attacker or defender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give --%1 SIDE (a side of the campaign).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ordercommands.cpp" line="-187"/>
        <source>--turn wants a turn number (1 or more), not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Campaign</name>
    <message>
        <location filename="../core/campaign/campaign.cpp" line="+64"/>
        <source>Campaign &quot;%1&quot; created for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/campaign/campaignreader.cpp" line="+78"/>
        <source>There is no side %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the campaign has no sides yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>did you mean %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no side named &quot;%1&quot;; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>There is no location &quot;%1&quot;; register it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>There is no unit %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::CampaignCommands</name>
    <message>
        <location filename="../app/cli/campaigncommands.cpp" line="+45"/>
        <source>the game (1066, dba, sas, charlemagne or britain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the campaign file to create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--sides chooses which of a scenario&apos;s sides are played: give --scenario ID as well (reeve-cli scenarios %1 lists them), or add each side afterwards with reeve-cli side FILE add NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Created %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+127"/>
        <source>Dice seed commitment (SHA-256): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-119"/>
        <location line="+45"/>
        <location line="+23"/>
        <location line="+44"/>
        <location line="+25"/>
        <location line="+9"/>
        <source>the campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-145"/>
        <source>what to do: add or list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+27"/>
        <source>the side&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Side %1 added (id %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 is in no alliance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is in alliance %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown side command &quot;%1&quot;; use add, list or alliance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>--reveal takes the revealed seed as hexadecimal digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>OK: %1 actions, hash chain intact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OK: %1 rolled actions re-derived from the revealed seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FAILED: action %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FAILED: roll check at action %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Revealed seed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New commitment for later rolls: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::CampaignEditor</name>
    <message>
        <location filename="../core/campaign/campaigneditor.cpp" line="+39"/>
        <location line="+23"/>
        <source>A side needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+25"/>
        <source>There is already a side named &quot;%1&quot;; choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Side %1 added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Side %1 edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>PIN of %1 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PIN of %1 set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 leaves its alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 joins alliance %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is a neutral power, played by nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is played again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 still has units or markers; remove them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Side %1 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A location needs an id such as C6 or Wessex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Location %1 is already registered; edit it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Location %1 registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Location %1 edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Units or markers are still at %1; move them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Location %1 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A unit needs a type such as knight, thegn or field army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 added %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 taken off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 moved to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is already eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 returned to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A marker needs a location and a kind (castle, pillaged, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 marker placed at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no marker %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 marker removed from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Turns are numbered from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a phase of %2; the phases are: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Now %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player turn of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::CampaignFile</name>
    <message>
        <location filename="../core/storage/campaignfile.cpp" line="+40"/>
        <source>%1 is open in another Reeve (process %2). Open it read-only, or close the other one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 already exists; choose another file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is an SQLite database but not a Reeve campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be read as a Reeve campaign: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was written by an older Reeve and must be opened for writing once to be upgraded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::CampaignPanel</name>
    <message>
        <location filename="../ui/campaign/campaignpanel.cpp" line="+23"/>
        <source>&amp;Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mar&amp;kers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::CampaignSetupPage</name>
    <message>
        <location filename="../ui/wizard/campaignsetuppage.cpp" line="+35"/>
        <source>&amp;Optional rules in play (Game &gt; Optional Rules changes them later):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game sets up no sides by itself; add them in the Campaign panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;tarting position:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sides to set up (you can add, edit or remove sides later):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A new campaign of %1. Every action is saved as you go; there is no Save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New %1 campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Empty campaign with the sides below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+148"/>
        <source>New Campaign File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reeve campaigns (*.reeve)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::CampaignStatus</name>
    <message>
        <location filename="../ui/mainwindow/campaignstatus.cpp" line="+76"/>
        <source>Game turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No active side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice seed %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHA-256 commitment of the secret dice seed:
%1
Revealing the seed later lets anyone check every roll.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::CampaignTableModel</name>
    <message>
        <location filename="../ui/campaign/campaigntablemodel.cpp" line="+60"/>
        <source>Attribute &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::CampaignTables</name>
    <message>
        <location filename="../core/campaign/campaigntables.cpp" line="+88"/>
        <source>House figure: %1, row %2, column %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The CSV for %1 was not imported:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Imported %1 house figure(s) into %2 from CSV</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Charlemagne</name>
    <message>
        <location filename="../core/games/charlemagne/charlemagnecommon.cpp" line="+30"/>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Table %1, column %2 holds %3, which is not a whole number; correct it in the Tables panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Charlemagne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>defensive terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a military advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Charlemagne with another factor is held to ×4, the most a force can get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charlemagne triples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one factor doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two factors triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three factors quadruple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/charlemagne/charlemagneboard.cpp" line="+27"/>
        <location filename="../core/games/charlemagne/charlemagneturn.cpp" line="+35"/>
        <source>%1 must be one of %2 (got &quot;%3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Charlemagne::CharlemagneBoard</name>
    <message>
        <location line="+50"/>
        <source>%1 is a %2, not a region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is already %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 passes from %2 to %3 (Charlemagne §4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+138"/>
        <source>Religion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-136"/>
        <source>%1 is now %2 (Charlemagne §18)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A hex needs a name or number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a %2, not a hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+13"/>
        <source>The marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 is a %2: markers go on hexes (register it with the hex command).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 already has a %2 marker (one of each per hex, Charlemagne §10.3b).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no %1 marker at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: a face-down unit (#%2) placed at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 #%3 placed at %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A combat strength cannot be negative (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 unit #%2 re-valued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 #%3: combat strength %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 unit #%2 moved to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 #%3 moved to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unit #%1 is already eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 unit #%2 eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 #%3 eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A levy is a whole number from 0 (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Charlemagne::CharlemagneTurn</name>
    <message>
        <location filename="../core/games/charlemagne/charlemagneturn.cpp" line="+113"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 has no treasure account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 TP; spending %3 would leave it %4 short (Charlemagne §10.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the hand of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 unit #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 #%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source> (its stratagem back to the Container, §21.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+26"/>
        <location line="+22"/>
        <location line="+42"/>
        <source>The side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-79"/>
        <source>taxes, Charlemagne §10.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 collects %2 TP (%3 occupied burg(s)%4), treasure now %5 (Charlemagne §10.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, as entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, counted on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 stratagem(s), Charlemagne §10.2c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 TP for %3 stratagem draw(s), treasure now %4; draw them from the Container (Charlemagne §8.2c)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+42"/>
        <location line="+79"/>
        <source>The reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-117"/>
        <location line="+44"/>
        <source>%1 is a %2, not a region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-41"/>
        <source>%1 already controls %2 (Charlemagne §9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 vassalage marker(s) back to the Container (§9.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+42"/>
        <source>result read as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-42"/>
        <location line="+42"/>
        <source>applied as %1 by the referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-37"/>
        <source>%1 passes from %2 to %3 (%4; Charlemagne §4, §9.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 stays %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The religion sought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The force&apos;s religion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 missionary marker(s) back to the Container (§18.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is now %2 (%3; Charlemagne §18)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 keeps its religion%2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no Charlemagne unit in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Charlemagne is already dead (Charlemagne §21.4e).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Charlemagne lives and stays at %1 (Charlemagne §21.4e)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charlemagne lives and joins the force at %1 (Charlemagne §21.4e)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Charlemagne dies: eliminated, the Empire&apos;s %1 stratagem(s) in hand (leaders excepted) go back to the Container, and the count loses 3 VP (Charlemagne §21.4e(1), §27.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>no unit eliminated (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eliminated (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; Charlemagne is hit: roll for his survival next (Charlemagne §21.4e)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; retreats and other parts of the result are moved by hand (Charlemagne §16.7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Unit #%1 is a %2: no printed strength; set it with the strength form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Give at least one unit of each force (Charlemagne §16.6).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Charlemagne::Counting</name>
    <message>
        <location filename="../core/games/charlemagne/charlemagnevictory.cpp" line="+68"/>
        <source>%1 is held by the Empire: its levy of %2 counts as %2 victory point(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 was %2 and is now Christian: +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was Christian and is now %2: -1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: an unpillaged burg and a civilization marker held by an Empire force: 2 (§27.1b).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: an unpillaged burg held by an Empire force: +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a civilization marker held by an Empire force: +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Charlemagne has been eliminated: -3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Charlemagne::VictoryCounter</name>
    <message>
        <location line="+38"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The victory-point count (Charlemagne §27.1a) needs Region Control Table figures that the rules text does not give: %1. Counted so far without them: %2. Enter each from the printed chart, e.g. reeve-cli charlemagne FILE region-levy REGION N (or region-religion REGION christian|pagan|muslim), or in the Tables panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Marginal Imperial victory (60 VP, Charlemagne §27.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Empire victory points, %1 (Charlemagne §27)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::CharlemagnePanel</name>
    <message>
        <location filename="../ui/charlemagne/charlemagnepanel.cpp" line="+41"/>
        <source>Whose view: a face-down Tribal or neutral unit&apos;s type and strength show only to its owner and the referee (a side&apos;s or the referee&apos;s PIN is asked when set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Turn &amp;steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Viewer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Each step&apos;s dice, its explanation and the action it was logged as show here; a refusal shows in red.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open a Charlemagne campaign to see its board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — phase: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — %1 player turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This campaign is open read-only: the forms are disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reeve rolls from the campaign&apos;s dice and logs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dice rolled at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logs %1 with the dice typed beside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Logged as action %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Type the dice rolled at the table first, e.g. 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charlemagne/charlemagneviews.cpp" line="+44"/>
        <source>Not in the rules text: enter it from the printed Region Control Table (Board tab, Region figures, or the Tables panel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <location filename="../ui/charlemagne/charlemagneforms.cpp" line="+226"/>
        <source>Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/charlemagne/charlemagneforms.cpp" line="+5"/>
        <source>Religion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Original religion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/charlemagne/charlemagneforms.cpp" line="+120"/>
        <source>Levy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Region Control Table (Charlemagne §3, §4, §11, §18): figures in red are not in the rules text and wait for the referee&apos;s entry from the printed chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/charlemagne/charlemagneforms.cpp" line="-90"/>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Burg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Civilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pillaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hexes registered as the players use them, with their markers (Charlemagne §10, §17, §24)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/charlemagne/charlemagneforms.cpp" line="+114"/>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Units by region; a face-down unit&apos;s type and strength show only to its owner and the referee (Charlemagne §2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treasure points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Burgs held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Record VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records the Empire&apos;s total for this turn (the charts of the Ledger panel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recording the victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Re&amp;gions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U&amp;nits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Treasure &amp;&amp; VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+28"/>
        <location line="+36"/>
        <location line="+2"/>
        <location line="+37"/>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-102"/>
        <location line="+1"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../ui/charlemagne/charlemagneforms.cpp" line="+44"/>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 of %2 is missing: enter it from the printed Region Control Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Empire: %1 victory points — %2 (Charlemagne §27.2; only the Empire scores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Empire: %1 points counted so far; %2 Region Control Table figure(s) missing, so no level yet (Charlemagne §27)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charlemagne/charlemagneforms.cpp" line="-323"/>
        <source>Treasury Phase (§10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Collect treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One TP per occupied unpillaged burg, Byzantium +5, the Caliphate +3, counted on the board and posted to the side&apos;s treasure in one action (Charlemagne §10.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy stratagems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pays the stratagem price per draw from the treasure (Charlemagne §10.2c); draw them in the Containers panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buying stratagems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+234"/>
        <source>Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-221"/>
        <location line="+5"/>
        <source>+ counting double:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Own %1 markers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other player&apos;s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table modifiers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Vassalage (§9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+30"/>
        <source>Phasing side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+30"/>
        <location line="+43"/>
        <location line="+32"/>
        <location line="+54"/>
        <source>Region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-158"/>
        <source>vassalage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>auto: the entered result is read for a side&apos;s name, &quot;success&quot; or &quot;fail&quot;; or say how it is applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Markers back to the Container from both hands (§9.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+31"/>
        <location filename="../ui/charlemagne/charlemagnebattle.cpp" line="+83"/>
        <source>Result applied:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Vassalage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Conversion (§18)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A leader makes the attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Religion sought:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force&apos;s religion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missionary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Markers back to the Container from both hands (§18.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Region control and religion (§4, §18)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves the region&apos;s control marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set religion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Places a conversion marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Control:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Religion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hexes and markers (§10.3, §17, §24)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hex name or number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clear, forest, rugged, marsh, pass...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Register / update hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enters the hex as players use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hex:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Terrain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One burg and one civilization marker per hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Takes the marker off the hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Marker on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Region Control Table figures (from the printed chart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Enter levy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The region&apos;s levy (also its victory points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter original religion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The region&apos;s original religion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Levy figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Religion figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Levy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Original religion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Levy, mercenaries, the Scara (§11, §29)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>optional name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Tribal or neutral unit is placed face down: its type stays out of the public log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A unit: strength, move, elimination (§13, §16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A new combat strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Moves the unit (face down: unnamed in the public log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eliminate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Takes the unit off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Strength:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (hex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>#%1 %2 %3 at %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(stays where he is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charlemagne/charlemagnebattle.cpp" line="-46"/>
        <source>Battle and Charlemagne&apos;s fate (§16, §21.4e)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>show units at… (e.g. Saxony)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Defends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tick the units of each force: the ratio is worked out from them, and those the result eliminates are taken off in the same action as the roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attacker&apos;s military advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender in burg, rugged, pass or marsh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender&apos;s military advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work out ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds up the ticked forces, applies leader, terrain and advance multipliers and picks the column (Charlemagne §16.6); logged, nothing on the board changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The ratio column (Charlemagne §16.6): set by Work out ratio, or chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side fights in a burg (may ignore a retreat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>auto: the entered result is read for &quot;attacker eliminated&quot; or &quot;defender eliminated&quot;; or say which force it eliminates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ratio column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle roll:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If he lives, joins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Survival roll:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Charlemagne&apos;s survival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Combat ratio refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Cli</name>
    <message>
        <location filename="../app/cli/main.cpp" line="+28"/>
        <source>reeve-cli — Reeve&apos;s command line (referee and bookkeeper for Dark Ages wargames)

Campaign files:
  new GAME FILE [--name N] [--scenario ID [--sides A,B]] [--options ID,ID]   create a campaign,
                                       optionally set up from a scenario, with optional rules in
                                       play; GAME: 1066 dba sas charlemagne britain
  options FILE [list] [--json] | options FILE set ID on|off   the optional rules in play
  scenarios GAME [--json]              the starting positions a game ships
  side FILE add NAME [--colour #rrggbb] [--pin PIN] [--player P]
  side FILE list [--json]
  side FILE alliance NAME [TEAM]       put a side in alliance team TEAM (none without TEAM)
  location FILE add|edit ID [--name N] [--kind K] [key=value ...] | location FILE list [--json]
  unit FILE add SIDE TYPE [--name N] [--at LOCATION] [key=value ...]   printed values as key=value
  unit FILE edit|move|eliminate|restore ID ... | unit FILE list [--side S] [--at L] [--json]
  clock FILE [show] [--json] | clock FILE next | set TURN [--phase P] | side NAME|none
                                       game time: the next phase, a turn, the side to play
  log FILE [--audience public|referee|side=NAME] [--kind K] [--turn N] [--search T] [--json]
  verify FILE [--reveal HEX] [--json]  check the hash chain; with the revealed seed, every roll
  seed FILE [--reveal]                 show the dice seed commitment, or reveal the seed
  undo FILE | redo FILE                undo or redo the latest action (appends to the log)

Dice and procedures:
  roll EXPR [--seed S] [--count N] [--json]
  odds EXPR [--json]                   exact distribution of a dice expression
  odds PROCEDURE [name=value ...] [--campaign FILE] [--json]   odds of each outcome
  procedures [GAME] [--json]
  describe PROCEDURE [--json]
  resolve PROCEDURE [name=value ...] [--dice v1,v2,...] [--seed S] [--campaign FILE] [--json]

Hidden markers (reeve-cli container --help for every operation):
  container FILE show [--audience public|referee|side=NAME] [--json]
  container FILE compose KIND=COUNT...   then draw, pick, return, lose-random, take-random,
                                         reveal, set-aside, opening, redraw...

Battle board (1066; reeve-cli battle --help for every step):
  battle FILE start SQUARE --attacker SIDE --defender SIDE   then units, place, step, show, apply

Sealed orders (reeve-cli orders --help):
  orders FILE write SIDE [--file F | TEXT] [--pin PIN]   sealed until the referee reveals them
  orders FILE list [--audience public|referee|SIDE] | open | reveal | fate | verify | adjudicate

Swords &amp; Sails (reeve-cli sas --help for every verb):
  sas FILE income|counter|spy|round|alliance|orders|siege|build|city|advance|reports ...   one logged step each

Dark Age Britain (reeve-cli britain --help for every verb):
  britain FILE show|district|band|incursion|war-leader|melee|morale|rally|pillage|close-year ...   one logged step each

Charlemagne (reeve-cli charlemagne --help for every verb):
  charlemagne FILE vp [--record] | control|convert|hex|burg|levy|move|strength ...   board changes, VP count

Ledger and reports:
  ledger FILE credit|debit SIDE AMOUNT [--category C] [--reason R] [--private side|referee|public]
  ledger FILE transfer FROM TO AMOUNT | correct ENTRY | list | balance | luck | reconcile
  report FILE --from TURN --to TURN --audience public|referee|side=NAME --format html|pdf|csv --out PATH

Tables:
  tables [GAME] [--json]
  table ID [--csv] [--campaign FILE]
  table ID --import FILE.csv --campaign FILE

Rules reference and rulings:
  reference GAME [TEXT...] [--json]     search a game&apos;s rules reference
  ruling FILE add --question Q --decision D [--refs &quot;1066 §15.16, §8.4&quot;]
  ruling FILE amend N [--question Q] [--decision D] [--refs R] | ruling FILE remove N
  rulings FILE [TEXT...] [--ref &quot;§15&quot;] [--json]

Exit codes: 0 ok, 1 internal error, 2 bad input, 3 a rule figure is missing, 4 verification failed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Unknown command &quot;%1&quot;; run reeve-cli --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cliargs.cpp" line="+34"/>
        <source>--%1 needs a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown option --%1 here; this command takes: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Missing %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 must be a whole number from 0 (got &quot;%2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clicall.cpp" line="+14"/>
        <source>Missing %1; run reeve-cli %2 --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="+179"/>
        <source>attacker movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacker combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender combat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ClockCommands</name>
    <message>
        <location filename="../app/cli/clockcommands.cpp" line="+10"/>
        <source>the campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the turn number (1 is the first turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the side to play (&quot;none&quot; for simultaneous play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown clock command &quot;%1&quot;; use show, next, set TURN [--phase P] or side NAME.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ComposeDialog</name>
    <message>
        <location filename="../ui/containers/composedialog.cpp" line="+16"/>
        <source>Compose the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2, value %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Enter how many of each marker the counter sheet has.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ContainerCommands</name>
    <message>
        <location filename="../app/cli/containercommands.cpp" line="+11"/>
        <source>reeve-cli container FILE VERB ... [--container NAME] [--audience public|referee|side=NAME] [--json]

  show                                 the container as the audience may see it
  compose KIND=COUNT... [--define NAME:CATEGORY[:VALUE]]...
                                       set the counter mix (creates the container if none)
  draw SIDE N|dK [--return KIND]... [--no-events] [--at LOCATION]
                                       draw at random; --return names the surplus over the holding
                                       limit returned first (1066 §8.7); --at places a drawn leader
  pick SIDE KIND [--exchange KIND]     look through the pool and take a named marker
  return SIDE KIND... | return SIDE --all
  play SIDE KIND                       play a marker (public; back to the pool or set aside)
  lose-random SIDE N|dK                lose markers at random (1066 §8.11)
  take-random FROM TO                  take one marker at random from another hand
  reveal SIDE TO|all                   show a hand to one side (Spy) or to everyone
  set-aside KIND [--from SIDE] [--until TURN|--forever]
                                       default: until the next player turn (1066 §8.9)
  opening SIDE [N]                     opening draw, events returned and replaced (1066 §27.3)
  redraw [SIDE=N...]                   every hand back and redrawn in this order (1066 Comet)
  release                              bring back what is due to return to the pool
  limit N|none|rules [--side SIDE]     holding limit
  leader-lost UNIT                     a leader is eliminated; its stratagem goes back

Output is shown to the public by default, so a shared screen never shows a hidden marker:
add --audience side=NAME for what that side may see (its own draws) or --audience referee
for everything. The log records the private part for the side and the referee either way.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what to do (show, compose, draw, ...; see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown container command &quot;%1&quot;; did you mean %2? Run reeve-cli container --help.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ContainerDraws</name>
    <message>
        <location filename="../core/containers/containerdraws.cpp" line="+41"/>
        <source>%1 hold %2 of at most %3; before drawing %4 they must return %5 to the pool (1066 §8.7). Name them: --return KIND for each (or return them first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+165"/>
        <source>that hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Leader (stratagem %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>off the board (move it to a friendly force)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (event) drawn by %2: resolve it now (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: every hand goes back to the pool and is redrawn; run the redraw operation (reeve-cli container FILE redraw).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 drew %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drew: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 returned to the pool first (holding limit, 1066 §8.7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>returned first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-50"/>
        <source>a leader placed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a face-down unit placed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A leader joins %1: %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 drawn as no event and put back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+130"/>
        <location line="+47"/>
        <source>1 event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+129"/>
        <location line="+48"/>
        <source>%1 events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-175"/>
        <source>back in the pool: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Only %1 left in the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; the die for how many said %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 looked through the pool and took one marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 looked through the pool and exchanged one of their markers for another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+107"/>
        <source>; back in the pool: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-106"/>
        <source>%1 took %2 from the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gave %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rules give no opening draw for %1; say how many to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The pool ran out of markers that are not events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 drew %2 opening markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; %1 returned unplayed and replaced (1066 §27.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Say how many each side redraws, e.g. Normans=6 Vikings=3, in drawing order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Every hand went back to the pool and was redrawn (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; %1 drawn as no event and put back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 had no markers to lose (1066 §8.11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost %2 at random, back to the pool (1066 §8.11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; the die said %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A side cannot take a marker from its own hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 hold no markers to take from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 now hold %2, above their limit of %3: they return the surplus (1066 §8.7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 took one marker at random from the hand of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took %2 from %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ContainerEditor</name>
    <message>
        <location filename="../core/containers/containereditor.cpp" line="+53"/>
        <source>&quot;%1&quot; does not define a marker kind; write NAME:CATEGORY[:VALUE] with CATEGORY one of %2, e.g. &quot;Relic:other&quot; or &quot;Vassalage 2:action:2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The count of %1 cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot lower %1 to %2: %3 of them are out of the pool (in hands, set aside or in play); return them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Give at least one KIND=COUNT, e.g. &quot;%1=N&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Composition: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still missing: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>as the rules set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Holding limit of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Holding limit for every side: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ContainerOperations</name>
    <message>
        <location filename="../ui/containers/containeroperations.cpp" line="+25"/>
        <source>Draw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening draw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lose at random…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take at random…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set aside…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redraw all (Comet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release set-aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader lost…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Draw markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <location line="+11"/>
        <location line="+11"/>
        <location line="+17"/>
        <location line="+63"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+20"/>
        <location line="+39"/>
        <source>How many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-58"/>
        <location line="+59"/>
        <source>Or roll a die for how many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+59"/>
        <source>no die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Return first (over the limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kinds, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events drawn are no event (1066 §8.13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A drawn leader joins the force at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>location id (Charlemagne)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opening draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as the rules say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events drawn are returned unplayed and replaced (1066 §27.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pick a marker from the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+62"/>
        <location line="+29"/>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Giving back (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a kind from the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Return markers to the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kinds, separated by commas; empty: the whole hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Return markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Return the whole hand to the pool?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lose markers at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take a marker at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the hand of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Into the hand of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reveal a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown to one side, the markers appear only when that side opens its hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set a marker aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>until the next player turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>until a given turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>for the rest of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn (when until a given turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Redraw all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hand goes back to the pool and each side draws anew as at the opening (1066 Comet). Go ahead?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play a marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The marker is shown to everyone and goes where its kind goes after play: set aside until the next player turn, or out of the game (1066 §8.9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Release set-aside markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markers whose time out of play is over go back into the pool (1066 §8.9). Go ahead?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A leader is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader is eliminated and its stratagem goes back into the container (Charlemagne §21.3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ContainerReader</name>
    <message>
        <location filename="../core/containers/containerreader.cpp" line="+65"/>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This campaign has no container yet; enter its composition from the counter sheet first, e.g. reeve-cli container FILE compose &quot;%1=N&quot; ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no container named &quot;%1&quot;; did you mean %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no container %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>There is no marker kind &quot;%1&quot; in this container; did you mean %2?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ContainerStore</name>
    <message>
        <location filename="../core/containers/containerstore.cpp" line="+70"/>
        <source>The composition of the %1 is missing: the rules do not print the counter mix, and %2 of its kinds have no count yet (%3). Count them on your counter sheet and enter them with reeve-cli container FILE compose %4 ... (one KIND=COUNT per kind; KIND=0 for a kind you do not use), or in the Containers panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+118"/>
        <source>There is no %1 left in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ContainerView</name>
    <message>
        <location filename="../core/containers/containerview.cpp" line="+29"/>
        <source>Unknown audience &quot;%1&quot;; use public, referee or side=NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 (%2 view): %3 left in the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  composition incomplete: enter the missing counts before drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  %1 (%2): %3, %4 in the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  hand of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (limit %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  set aside: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  in play: %1 of %2 (unit %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Containers</name>
    <message numerus="yes">
        <location filename="../core/containers/containereditor.cpp" line="-32"/>
        <source>Referee entered the composition of the %1 (%n marker(s) in all)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reeve::ContainersPanel</name>
    <message>
        <location filename="../ui/containers/containerspanel.cpp" line="+36"/>
        <source>1 marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Compose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee view (shows every hidden marker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hands (face down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Referee view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Referee&apos;s PIN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No campaign open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No container yet: the referee enters the counter mix with Compose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 left in the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (counter mix incomplete: the referee enters the missing counts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (limit %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PIN of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Wrong PIN: the hand stays closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Wrong PIN: the referee&apos;s view stays closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>This game has no marker list; define kinds with reeve-cli container compose --define.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source> (the details are in the hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Announced</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Database</name>
    <message>
        <location filename="../core/storage/database.cpp" line="+37"/>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot prepare: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statement failed in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Cannot copy %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Dba</name>
    <message>
        <location filename="../core/games/dba/dbacommon.cpp" line="+97"/>
        <source>The figure %1 is not in the campaign text (%2). Enter it once as a house figure in the Tables panel (table %3, %4) or by importing a CSV with reeve-cli table %3 --import FILE --campaign FILE, then resolve again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Unknown grade %1; Table 1 has i, o, s and f.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Table 1 has no troop type %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table 3, %1 reads &quot;%2&quot;, which is not of the form 30/20, 100k/- or -/60k.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The text does not say what happens beyond the printed rows; Reeve reads the nearest row (open point, see the rules reference).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Row %1, column %2 reads %3: attacker loses %4%, defender loses %5% of their army points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 to %2 is %3:1 or more, but the defender is in a fortified town, so there is no automatic annihilation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 to %2 is %3:1 or more: the defender is annihilated without a roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 to %2 is 1:%3 or worse: the attacker is annihilated without a roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The attacker has no general: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The defender has no general: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DbaArmies</name>
    <message>
        <location filename="../core/games/dba/dbaarmy.cpp" line="+151"/>
        <source>There is no army or fleet called &quot;%1&quot;; did you mean %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Table 1 has no value for %1 yet; enter it in the Tables panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table 1 marks %1 as not available.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DbaArmy</name>
    <message>
        <location line="-132"/>
        <source>&quot;%1&quot; is not an element code; write TYPE/GRADE such as kn/f, sp/i, ps/o, or naval.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DbaDeskPanel</name>
    <message>
        <location filename="../ui/dba/dbadeskpanel.cpp" line="+54"/>
        <source>Open the desk with the referee&apos;s PIN…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+26"/>
        <source>&amp;Roll and carry out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Reeve rolls every die the step needs (logged with the step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use &amp;dice entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Carries out the step on the dice typed above (rolls left empty are rolled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run steps from &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Carries out a JSON file of steps in order, as reeve-cli orders FILE adjudicate --file does; stops at the first refusal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Takes back every action the last step logged: its rolls, its change and the order&apos;s fate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Carry out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+92"/>
        <source>the referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Umpire&apos;s desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wrong PIN: the desk stays closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This campaign is open read-only: the steps are disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This campaign is open read-only: no step can be carried out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+46"/>
        <source>Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="-40"/>
        <source>%n action(s) were logged before the refusal; &quot;Undo last step&quot; takes them back.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The figure is missing from the rules: enter it once as a house setting in the Tables panel, then carry the step out again. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The step failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>&quot;%1&quot; carried out: %n action(s) logged; &quot;Undo last step&quot; takes them all back.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a JSON step or list of steps: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2 step(s) from the file carried out; step %3 was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 step(s) from the file carried out; the result of the last is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Steps to carry out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON steps (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Something else was done after the last step: undo it from the Edit menu instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>The last step was taken back (%n action(s) undone).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/dba/dbadesktables.cpp" line="+65"/>
        <location line="+25"/>
        <location line="+6"/>
        <source>Nation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Army or fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+30"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Home of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coastal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hostile moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Borders recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The provinces of Table 4 as the umpire keeps them: owner (and home owner when it was taken), revenue, town, hostile moves this year (taxes) and the borders recorded with their type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filter provinces (name, owner, town…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Treasury (£)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provinces held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revenue held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Armies and fleets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>If</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The season&apos;s written orders once the umpire has opened them (Orders panel, or reeve-cli orders FILE open). Double-click one to name it in the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Armies &amp;&amp; fleets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Provinces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Treasuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The umpire&apos;s desk shows every nation&apos;s armies, treasury and orders: it opens with the referee&apos;s PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a DBA campaign (&quot;1066 and all that&quot;) to adjudicate its season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The desk cannot read the campaign: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (turn %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source> — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source> — the clock is not in a season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Moves used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every nation&apos;s armies and fleets: where each is, its general (C-in-C marked), its elements by kind in the order they are given up to losses, its Table 1 points and supply units. Moves used: what each has spent of the season&apos;s moves (half moves count). A fleet not marked at sea is beached in its province.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Umpire&apos;s notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Where it lies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each nation&apos;s treasury as the ledger holds it (secret to the nation and the umpire), where the money lies (its capital, towns, armies: the Treasury step), the provinces it holds now and their revenue, and its forces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source> — move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no orders written yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n nation(s)&apos; orders opened</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n still sealed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>— (uncommanded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (C-in-C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>beached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in a town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; carries £%2 of the treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>capital of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>£%1 of %2&apos;s treasury in its town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>works: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rising incited by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 towns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>coastal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>capital not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(sealed until the umpire opens the orders)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That order is not open for adjudication, or this step names no order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>if %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DbaDeskResult</name>
    <message>
        <location filename="../ui/dba/dbadeskresult.cpp" line="+23"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No step yet: choose one, fill it in, then let Reeve roll or use the dice rolled at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Refused: the army has used %1 of the season&apos;s %2 moves and this one does not fit (DBA campaign, STRATEGIC MOVEMENT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refused: the two provinces do not share a border among those recorded (DBA campaign, STRATEGIC MOVEMENT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused: a fleet with no general aboard sails only to friendly waters or to join one of its generals (DBA campaign, STRATEGIC MOVEMENT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused: an army without a general leaves its own provinces only to join one of its generals (DBA campaign, STRATEGIC MOVEMENT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused: this army cannot cross that border now (the border, the season or its mounted troops and baggage forbid it; DBA campaign, STRATEGIC MOVEMENT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 — worked out (no dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — on the dice entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — rolled by Reeve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (d%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (d%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No dice used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Logged as action %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 — not carried out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing was logged: the step changed nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Outcome —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DbaProcedures</name>
    <message>
        <location filename="../core/games/dba/dbasieges.cpp" line="-50"/>
        <source>fortified town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the ruler commands in the town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another general commands in the town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the town is out of supply this season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the defender&apos;s nation won in the field this season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the defender&apos;s nation lost in the field this season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a home town of the besieger, or his own nationality&apos;s troops inside</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DbaStepForm</name>
    <message>
        <location filename="../ui/dba/dbastepform.cpp" line="+65"/>
        <location line="+101"/>
        <source>Order carried out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-96"/>
        <source>What the umpire adjudicates now; the fields below follow the choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+79"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-72"/>
        <source>The written order this step carries out: its fate is recorded for its nation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>(none named)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1*:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Order not carried out*:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Dice at the table: %1. Leave them empty and press Roll for Reeve to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. 4, 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>as recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Type the dice rolled at the table first (e.g. 4, 2), or press Roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Type the dice of at least one roll first, or press Roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose the kind of step first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fill in &quot;%1&quot; first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the order this step is about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This step rolls no dice: press Carry out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DbaTreasury</name>
    <message>
        <location filename="../core/games/dba/dbatreasury.cpp" line="+126"/>
        <source>£%1 where the capital is (not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>£%1 in %2 (capital)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the places hold £%1 more than the books: take it off a place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>£%1 in a town of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>£%1 with %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DbaUmpire</name>
    <message>
        <location filename="../core/games/dba/dbaumpire.cpp" line="+55"/>
        <source>The campaign clock is not in a season (it reads &quot;%1&quot;); the DBA campaign counts Spring, Summer, Autumn and Winter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Unknown umpire step &quot;%1&quot;; use one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The umpire&apos;s working for the %1 step: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The umpire works out a step for %1, known to %1 and the umpire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 loses %2% in all, rounded up to %3 element(s) given up in its listed order: %4 (DBA campaign, Calculating Troop Losses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not carried out: %1 does not border %2 (borders as the umpire entered them; DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+28"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Not carried out: the border to %1 cannot be crossed by this army now (DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not carried out: an army without a general moves by land only through its own provinces, or to join one of its generals (DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>invading %1&apos;s province; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 invades %2&apos;s province %3 (DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpiremoves.cpp" line="+72"/>
        <source>none is listed from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from %1 they go to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the voyage&apos;s legs (&quot;voyage&quot;): only a special sea route may be left out, and %1 to %2 is not one (DBA campaign, Special Sea Routes; %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 to %2 is not a special sea route (DBA campaign, Special Sea Routes; %3). Time the crossing with coastal and deep legs, or set &quot;house_route&quot;: true for a route of the campaign&apos;s own map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A special sea route joins the start and the destination directly: give it as the voyage&apos;s only sailing leg (with embark and disembark), and any other sailing as a sea-move of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>by a route of the campaign&apos;s own map that the umpire allows (house_route)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by a special sea route: one sea move, and half a move each to embark and to land the army (DBA campaign, Special Sea Routes; Sea Movement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by a special sea route: one sea move (DBA campaign, Special Sea Routes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not carried out: %1 has no move left of the season&apos;s %2 (DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>moves used this season: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the voyage ends after the season&apos;s last move; Reeve sets the fleet at its destination now and counts no moves into the next season, the umpire rules on the arrival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;moves&quot; is the number of moves the army spends, e.g. 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it stands where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holding in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not carried out: %1 has used %2 of the season&apos;s %3 moves (DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 spends %2 move(s) in %3: %4 (%5 of %6 used this season; DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../core/games/dba/dbaumpire.cpp" line="+2"/>
        <source>%1 makes a move, known to %1 and the umpire (DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Carried out: %1 spent %2 move(s) in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpire.cpp" line="-27"/>
        <source>Not carried out: %1 has used %2 of the season&apos;s %3 moves and the move to %4 needs %5 more (DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 moves from %2 to %3 (%4 move(s), %5 of %6 used this season; %7DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Carried out: %1 reached %2 in %3 move(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Storm losses: %1 naval, %2 foot, %3 mounted element(s), taken in each force&apos;s listed order (DBA campaign, Storms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 mounted element(s) lost their horses: the umpire changes them to their infantry type from the army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 drowned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 uncrewed ship(s) in tow are lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>More land elements than ships can carry: the excess is shipwrecked (ashore in a friendly coastal province, else lost); the umpire removes them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Not carried out: a fleet without a general aboard sails only through friendly waters, or to join one of its generals (DBA campaign, Sea Movement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>landing in %1&apos;s province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 sails to %2 in %3 move(s)%4 (DBA campaign, Sea Movement)%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, caught by a storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 lands in %2&apos;s province %3 (DBA campaign, Sea Movement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a voyage, known to %1 and the umpire (DBA campaign, Sea Movement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Carried out with a storm: reached %1 in %2 move(s); %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carried out: reached %1 in %2 move(s)%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, after the season&apos;s last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Say why the order is not carried out (&quot;reason&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the order that is not carried out (&quot;order&quot;: side and number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not carried out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpirebattles.cpp" line="+23"/>
        <source>Contact with %1: battle type %2 (Table 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is in %2 and %3 in %4: a battle needs both in one province.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../core/games/dba/dbaumpireactions.cpp" line="+125"/>
        <source>in the battle in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Abstract battle in %1, %2 against %3 (%4 to %5 points, Table 3): %6% / %7%; %8. %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../core/games/dba/dbaumpireactions.cpp" line="+10"/>
        <source>neither side wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../core/games/dba/dbaumpireactions.cpp" line="+0"/>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Battle fought: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../core/games/dba/dbaumpireactions.cpp" line="+6"/>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../core/games/dba/dbaumpireactions.cpp" line="+0"/>
        <source>%1 won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 must be in %2 to besiege %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A siege takes two dice: the Table 3 roll, then the surrender roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Siege of %1 by %2 (DBA campaign, Seiges): %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the town surrenders and %1 takes the province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the town holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Siege of %1: the town surrendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege of %1: the town held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpireseason.cpp" line="+48"/>
        <source>%1 consumes %2 supply unit(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is short of supply (%2 needed): %3% attrition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forces disperse at the end of Winter, not of %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 can disperse only into a province %2 controls, not an ally&apos;s; %3 is not (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At most 4 EE disperse into one province; %1&apos;s forces in %2 would be %3 EE (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1, dispersed there, is lost (DBA campaign, SUPPLY (Winter Attrition))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not dispersed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 gathers its forces, known to %1 and the umpire (DBA campaign, SUPPLY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reassembles in %2 after %3 move(s) (DBA campaign, SUPPLY (Winter Attrition))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 wintered outside a friendly town: %2% attrition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 disperses into %2 for the winter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>End of %1: supply and attrition (DBA campaign, SUPPLY). %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No army out of supply or exposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Supply for %1 in friendly land (DBA campaign, SUPPLY)%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is supplied in friendly land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>land elements at the season&apos;s end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>provinces held at the season&apos;s end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Taxes are collected at the end of Autumn (DBA campaign, REVENUE); the clock is in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;reading&quot; is held-all-year or held-at-autumn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 pays nothing: taken this year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 £%2 less 20% × %3 move(s) = £%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 £%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Autumn taxes (DBA campaign, REVENUE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Autumn taxes (DBA campaign, REVENUE; fractions rounded %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s autumn taxes are worked out, known to %1 and the umpire; hostile moves in its provinces count again from the new year (DBA campaign, REVENUE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autumn taxes of %1 (reading: %2): %3; £%4 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpiresetup.cpp" line="+42"/>
        <source>Give the army or fleet a name (&quot;name&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;type&quot; is army or fleet, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>List the elements (&quot;elements&quot;: [&quot;kn/f&quot;, &quot;sp/i&quot;, ...]).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>A province step sets %1, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;town&quot; is none, open or fortified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A border is %1, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A border joins two different provinces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Border between %1 and %2 recorded: %3 (DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Move %1 is the last of %2&apos;s %3 moves; the season ends with season-end and next-season (DBA campaign, STRATEGIC MOVEMENT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Move %1 of %2 in %3 begins (DBA campaign, STRATEGIC MOVEMENT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpireactions.cpp" line="-129"/>
        <source>List at least two nations whose order of moving matters (&quot;nations&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name the two fleets that may meet (&quot;fleets&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fleets %1 met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fleets %1 did not meet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 must be in %2 to assault %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Assault on %1 by %2 (DBA campaign, Assaults), %3 round(s): %4. %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the town is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>repulsed this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not yet decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assault on %1: the town was taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assault on %1: repulsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The winner is %1 or %2 (or empty for neither).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../core/games/dba/dbaumpireafter.cpp" line="+60"/>
        <source>%1 is killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table battle in %1 fought with DBA figures, %2 against %3: %4; %5 and %6 element(s) lost. %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Naval elements are built, not raised with troops (dba.naval-elements).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>List the elements to raise (&quot;elements&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Raising refused (DBA campaign, RAISING AN ARMY): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raised %1 for %2 (Table 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 raises troops (DBA campaign, RAISING AN ARMY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 joins %2 for £%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Carried out: raised %1 for £%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 supply unit(s) for %2 (DBA campaign, SUPPLY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 buys supply (DBA campaign, SUPPLY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 supply unit(s) for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Carried out: %1 supply unit(s) for £%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpireafter.cpp" line="-26"/>
        <source>%1 has no %2 element for the pursuit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name the pursuing elements (&quot;pursuit&quot;): mounted, psiloi, auxilia, Wb(F), Bd(F).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 supply unit(s) captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 harries %2 (DBA campaign, Harrying; Table 3): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Say where the army retreats to (&quot;to&quot;), or give the route town or nowhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its %1 supply unit(s) and baggage are lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>its %1 mounted element(s) lose their horses: the umpire changes them to their infantry type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>with nowhere to go it stands for a move; unsupplied troops desert and battle is joined again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 retreats %2 (DBA campaign, After the Battle)%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>into a town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nowhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>£%1 lost with %2&apos;s baggage in the retreat (DBA campaign, The Treasury)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpirepolitics.cpp" line="+52"/>
        <source>%1 holds no province that could revolt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1&apos;s vassalage is broken (DBA campaign, Breaking Vassalage): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no province revolts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 revolt(s) and become independent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Inciting %1 costs £%2 (twice its revenue); £%3 is not enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 spends in secret, known to %1 and the umpire (DBA campaign, OF KINGS AND THINGS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>£%1 for a rebellion in %2 (£%3 of it for the rebel army)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rebellion incited in %1 (£%2 to the rebel army)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Carried out in secret: %1 will rise at the start of next season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1&apos;s C-in-C %2 is alive, with %3: a succession follows his death (a battle, siege or storm that kills him clears him from his army).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is not one of %2&apos;s generals: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 succeeds as %2&apos;s C-in-C (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no general left to succeed: a new one appears in its capital%2 at the start of next season (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name the new sub-general (&quot;general&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A sub-general is won only by winning a battle fought on the table as its main participant (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 names a new general, known to %1 and the umpire (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 becomes a sub-general with %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no %2 element to give the new army (it has %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave %1 at least one element: a split makes two armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 becomes a sub-general and leads %2 out of %3 as %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is nobody&apos;s vassal (a relation step records it), so it owes no contingent (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 sends %2 to serve %3 this season: %4 EE, %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>what is owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>less than is owed (%1 EE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Carried out: %1 serves %2 this season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Vassalage to %1&apos;s dead king lapses: %2 (DBA campaign, OF KINGS AND THINGS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A nation is neither its own ally nor its own vassal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 and %2 are allies (DBA campaign, PROVINCES)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is already %2&apos;s vassal; end that first (&quot;kind&quot;: &quot;none&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 becomes a vassal of %2 (DBA campaign, VASSALS &amp; OVERLORDS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 and %2 are neither allies nor vassal and overlord</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;kind&quot; is ally, vassal (the side becomes the vassal of &quot;with&quot;) or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The umpire notes an understanding between nations, known to the umpire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpiretreasury.cpp" line="+14"/>
        <source>Name the nation whose treasury this is (&quot;side&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A treasury step either records the capital or moves money (&quot;amount&quot;, &quot;from&quot;, &quot;to&quot;), not both: leave one of them empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give the capital (&quot;capital&quot;), or the money moved (&quot;amount&quot; in £) with &quot;from&quot; and &quot;to&quot;: a province or one of %1&apos;s armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no £%2 in &quot;%3&quot;: its treasury is %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Money is left only in a town %1 holds, or handed to one of its armies; &quot;%2&quot; is neither (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 is in %2 and %3 in %4: money changes hands within one province; it travels with an army, like a supply element (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 moves part of its treasury, known to %1 and the umpire (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>£%1 of %2&apos;s treasury goes from %3 to %4 in %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Carried out: £%1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1&apos;s capital %2 still holds £%3: move it with an army to %4 first (&quot;from&quot;: %2, &quot;to&quot;: an army there), or undo the step that recorded %2 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 keeps its treasury in a new place, known to %1 and the umpire (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s capital, where its treasury lies, is recorded as %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Carried out: the treasury lies in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the treasure in %1&apos;s baggage, taken by %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the treasury in the town of %1, taken by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Lost £%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Captured £%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Returned £%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 cannot pay £%2 from %3: its treasury is %4. Name a place that holds it (&quot;from&quot;), or move money there first (the treasury step; %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>paid from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpireworks.cpp" line="+60"/>
        <source>%1 is held by no nation of the campaign: only a province&apos;s holder builds in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Works are paid for in Spring (%1); the clock is in %2. Give &quot;force&quot;: true to record one anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fortifying needs an unfortified town in %1; its town is recorded as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s works in %2 cost £%3, more than its treasury holds (£%4; %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Works in %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 spends on one of its provinces, known to %1 and the umpire (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Works begun in %1: %2 for £%3%4; they finish at the end of Autumn unless the province is attacked first (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Carried out: %1 in %2 for £%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the works in %1 were attacked and fail; £%2 of the town&apos;s cost comes back, as worked out when they began (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the works in %1 were attacked and fail; the text returns money only for a town not built, so nothing comes back (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>half the cost of the town not built in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the works in %1 (%2) are finished; revenue +£%3 from next year (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpirerising.cpp" line="-67"/>
        <source>%1 belongs to %2, a nation in play: its own armies defend it (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>List the neutral army&apos;s elements (&quot;elements&quot;), worth up to %1 points (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Those elements are worth %1 points; %2 fields %3 at most (four times its revenue; %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Army of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Rebels of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rebel leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The Ile de France does not rise against the French king (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 rises against %2 and becomes independent%3%4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 wins its rising against %2 and is independent; any of %2&apos;s beaten troops of the rebels&apos; nation go over to them (the umpire moves them with an army step; %3)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Unrest in %1 comes to nothing (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The rising in %1 is crushed and the rebels disperse (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-58"/>
        <source>%1 rises against %2; the rebels (%3) besiege the town (siege steps follow; %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>; the rebels take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/dba/dbaumpireforces.cpp" line="+18"/>
        <source>%1 is an army; naval elements join a fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 has built %2 naval element(s) this year; a coastal province builds one a year (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not allowed: %1 holds %2 coastal province(s), so at most %3 naval elements in all, and has %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 naval element(s) for %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 builds ships (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 naval element(s) join %2 in %3 for £%4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Carried out: %1 naval element(s) for £%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 has no %2 element to promote (it has %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not this year: an element is promoted once a year at most, and only when its army fought a battle the year before (DBA campaign, RAISING AN ARMY, Promoting Troops).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 promoted to %3 (Table 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 improves its troops, known to %1 and the umpire (DBA campaign, RAISING AN ARMY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 becomes %3 for £%4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Carried out: %1 promoted to %2 for £%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 lies in %2, held by %3: ships are re-crewed or sold in the nation&apos;s own or an ally&apos;s province (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncrewed ships are sold where there is a town; %1 has none recorded (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has supplied its crews for this year (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is an army; captured ships go with a fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;number&quot; is how many ships, at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 takes %2 ship(s) (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;action&quot; is capture, recrew, pay-crew or sell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tows %2 uncrewed ship(s), not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 uncrewed ship(s) sold in %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Crews for %1 captured ship(s) of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 refits captured ships, known to %1 and the umpire (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 captured ship(s) of %2: %3 for £%4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Carried out: %1 captured ship(s), %2, £%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DemoCampaign</name>
    <message>
        <location filename="../core/campaign/democampaign.cpp" line="+201"/>
        <source>Demo: the year of three kings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Dice</name>
    <message>
        <location filename="../core/dice/diceprogram.cpp" line="+58"/>
        <source>division by zero: with these dice the divisor of the &quot;/&quot; at position %1 is 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/distribution.cpp" line="+40"/>
        <source>a distribution needs counts of zero or more, not a negative count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a distribution needs at least one value with a positive count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/distributionbuilder.cpp" line="+60"/>
        <source>the distribution is too large to work out exactly (more than %1 distinct results, or too many combinations of dice to go through); expected a smaller expression, or roll the dice instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+92"/>
        <source>division by zero is possible: the divisor of the &quot;/&quot; at position %1 can be 0; expected a divisor that is never 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/dice/diceexpression.cpp" line="+36"/>
        <source>&quot;%1&quot; needs %n die(s), but %2 were entered</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>die %1 of &quot;%2&quot; is a d%3, so it shows 1 to %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DiceCommands</name>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="+43"/>
        <source>a dice expression such as 2d6+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--count takes a number of rolls from 1 to 1000000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>a dice expression such as 2d6+1, or a procedure id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: mean %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value	chance	at least	at most</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::DiceParser</name>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="+15"/>
        <source>an operator (+, -, * or /) or the end of the expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+86"/>
        <source>at position %1: expected at most %2 dice in one roll, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+44"/>
        <source>at most %1 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>at position %1: expected a die with at least 2 sides, not d%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at least 2 sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at position %1: expected a die with at most %2 sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1 sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the number of sides after &quot;d&quot;, such as d6, d66 or d%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at position %1: expected a single d66 (it is read from two d6 as tens and units); write d66 + d66 to add several</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a single d66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>at position %1: expected at most %2 dice in the whole expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>at position %1: expected a number, a die such as d6, &quot;(&quot; or a function (floor or ceil), not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;(&quot; after &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;)&quot; to close the &quot;(&quot; at position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>at position %1: expected at most %2 levels of parentheses, functions and minus signs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at most %1 levels of nesting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>at position %1: expected %2, but the expression is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at position %1: expected %2, but the expression ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at position %1: expected %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::EnteredDice</name>
    <message>
        <location filename="../core/procedures/entereddice.cpp" line="+25"/>
        <source>Too few dice: %1 entered, but die %2 (a d%3 for %4) is needed too. This procedure needs: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Die %1 (%2) is a d%3, so it must show 1 to %3; %4 is impossible. This procedure needs: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Too many dice: %1 entered but only %2 used. This procedure needs: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::EntityPage</name>
    <message>
        <location filename="../ui/campaign/entitypage.cpp" line="+40"/>
        <source>Filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Events1066</name>
    <message>
        <location filename="../core/games/1066/eventprocedures.cpp" line="+23"/>
        <source>Storms (event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every fleet on the map and in the boxes, of every power, rolls a die: in winter fleets at sea sink on 4–6 and others on a 6; in summer fleets at sea sink on a 6 and coastal fleets are safe. Carried units share their fleet&apos;s fate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleets in all-sea squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleets in coastal, port or river squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleets in off-map boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one d6 per fleet: all-sea fleets first, then coastal, then off-map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 fleet(s) %2 in %3: dice %4; %5 eliminated with their cargo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Attrition (event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drawing player rolls for each square or box where he has two or more units (kings count but are never lost): one unit is lost there on a 1, or on a 1–2 once he has called to arms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Squares with two or more units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call to arms already made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one d6 per square or box with two or more friendly units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dice %1 (%2): one unit of the owner&apos;s choice (not a king) lost in %3 square(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Two enemy players bid %1: the open bidding goes on until one bid is highest (1066 §8.13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Troops Demand More Pay (event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For one force of five or more units whose owner did not pay its gold point: an enemy may buy it by open bidding (not with a king in it, not in an off-map box); otherwise each unit but a king rolls and deserts on 1–3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Units in the force, kings excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A king is in the force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force in an off-map box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemy bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final open bid of each enemy player, 0 for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winning bidder pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>His bid, or just the one gold point the owner declined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>if no enemy buys the force, one d6 per unit in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No one may buy a force with a king or in an off-map box: the bids lapse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enemy %1 bids highest and pays %2 gold (reading: %3); the force comes under his control, the other bidders pay nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mutiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The force mutinies: dice %1; %2 unit(s) eliminated, %3 stay; kings are untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/markeractions.cpp" line="+28"/>
        <source>Feudal totals %1: %2 players tie at %3; they roll, the highest roll is struck (Reeve&apos;s reading of the tie roll).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feudal totals %1: player %2 holds the most (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rebellion (event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strikes the player with the most feudal points from occupied towns and controlled boxes (a tie is rolled off): he rolls a die and returns that many markers from his hand at random, unless he cancels it by spending a Vassalage marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Feudal totals per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towns occupied plus off-map boxes controlled, per player in seating order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markers in hand per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional; caps the loss at the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled with a Vassalage marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on a tie, one d6 per tied player (repeated while tied); then one d6 for the markers lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hands needs one value per player, like feudal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player %1 spends a Vassalage marker: the rebellion is put down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rebellion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1 rolls %2 and returns %3 marker(s) at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against one revealed enemy leader: a 6 kills him, anything else lets him live and gives his player a free marker. An enemy Spy can cancel it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled by a Spy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target is a king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6 unless cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A Spy cancels the Assassin before it takes effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rolled %1: the leader is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolled %1: the leader survives and his player draws one free marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A king has fallen: his player returns every marker in hand to the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rally an eliminated king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Rally marker may bring back an eliminated king: he returns only if a die beats his leader value; otherwise the marker is spent and nothing else is rallied. Tostig never returns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King&apos;s leader value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader is Tostig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>one d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Tostig, once eliminated, is out of the game for good (1066 §18.10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rolled %1, above leader value %2: the king returns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolled %1, not above leader value %2: the king stays out and the Rally marker is spent; no other unit may be rallied with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The markers returned when he fell are not given back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Holy Roman Empire Intervenes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played in one&apos;s campaign marker phase: roll a die and draw that many more markers; events among them do nothing and go back to the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Markers in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>intervention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolled %1: draw %1 marker(s); any event drawn counts as no event and returns to the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The hand limit is %1: return %2 marker(s) to the pool before drawing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comet (event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once per game: every hand goes back to the pool and each power redraws its starting number of markers, the current first player last; events drawn now do nothing and go back after everyone has drawn. The Comet itself leaves the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Anglo-Saxons belligerent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normans belligerent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vikings belligerent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Britons belligerent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comet already happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Comet happens once per game; it should have been set aside (1066 §8.9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All hands return to the pool; new hands: %1, drawn with the current first player last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Events drawn in this redraw are ignored and returned once all have drawn; the Comet is set aside for good.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::FeatureDocks</name>
    <message>
        <location filename="../ui/mainwindow/featuredocks.cpp" line="+42"/>
        <source>Procedures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Containers and hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle board (1066)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Diplomacy timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Britain year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swords and Sails season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Umpire&apos;s desk (DBA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Charlemagne board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::GameCatalog</name>
    <message>
        <location filename="../core/campaign/gamecatalog.cpp" line="+105"/>
        <source>Unknown game &quot;%1&quot;; use one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::GameChoicePage</name>
    <message>
        <location filename="../ui/wizard/gamechoicepage.cpp" line="+19"/>
        <source>Choose the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reeve keeps the books for these rule sets. The game decides the calendar, the phases of a turn, the currency and the sides offered on the next page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>1066: End of the Dark Ages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The DBA campaign “1066 and all that”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+13"/>
        <source>Swords &amp; Sails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Charlemagne: Dark Ages in Europe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dark Age Britain 440–600</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>DBA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Charlemagne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dark Age Britain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>England in the year of three kings, one month per turn. Anglo-Saxons, Normans, Vikings and Britons raise levies, bind vassals, provision their armies and fight for the crown, while the referee keeps the hidden campaign markers and the treasuries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A long map campaign for DBA armies, usually played by e-mail. Each season every nation sends written orders; the umpire works through moves, abstract battles, sieges, supply and taxes, then publishes a season report. You add the nations yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seven powers of the year 1000 trade, raid and scheme by sea and land, season by season. Reeve acts as banker: income and upkeep, purchases, cities, spy reports shown only to the spy, alliance scores and the three-minute order timer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Frankish empire against the tribes of Europe in five-year turns from 771. Hidden stratagems, vassalage, treasury and levies, and battles settled on combat ratio tables that Reeve works through step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A century and a half of struggle for Britain after Rome, one year per turn: Britons against Saxons, Angles and Jutes, with Scots-Irish and Picts pressing from the north and west.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::GameInfo</name>
    <message>
        <location filename="../core/campaign/gameinfo.cpp" line="+36"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Year %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::HandActions</name>
    <message>
        <location filename="../core/containers/handactions.cpp" line="+23"/>
        <location line="+24"/>
        <location line="+43"/>
        <source>the hand of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-61"/>
        <source>%1 returned their whole hand (%2) to the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 returned %2 to the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 returned: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 played %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>back to the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 showed their hand to everyone: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 saw the hand of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 from %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Nothing set aside is due back yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back in the pool: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unit %1 is not a leader drawn from this container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 eliminated; its stratagem goes back to the container (Charlemagne §21.3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::HashChain</name>
    <message>
        <location filename="../core/log/hashchain.cpp" line="+97"/>
        <source>action %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its link to the previous action is broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its contents do not match its hash (the row was changed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Ledger</name>
    <message>
        <location filename="../core/ledger/ledger.cpp" line="+38"/>
        <source>An amount must be a whole number above 0 (got %1); a debit is a separate command, and a mistake is put right with a correction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A transfer needs two different sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 pays %2 to %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing to post.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An amount of 0 changes nothing; leave it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no ledger entry %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entry %1 is itself a correction; record the right amount as a new entry instead of reversing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Entry %1 was already reversed by entry %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>reverses entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reverses entry %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Correction of entry %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Side %1 has no account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 has %2; spending %3 would leave it %4 short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No deficit spending (1066 §9.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This campaign allows no negative balance (ledger FILE setting allow-negative on changes that).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Private ledger entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Negative balances are now allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Negative balances are now refused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LedgerCategories</name>
    <message>
        <location filename="../core/ledger/ledgercategories.cpp" line="+55"/>
        <source>Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ransom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&quot;%1&quot; is not a ledger category; use one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LedgerChartView</name>
    <message>
        <location filename="../ui/ledger/ledgerchartview.cpp" line="+48"/>
        <source>&amp;Alliances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum the sides of each alliance (side attribute &quot;alliance&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PN&amp;G…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole campaign again after zooming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Game time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Victory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chart.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chart.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LedgerEntryDialog</name>
    <message>
        <location filename="../ui/ledger/ledgerentrydialog.cpp" line="+21"/>
        <source>Credit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Debit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Amount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Category:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. Spring taxes, upkeep of 4 units, ransom of Earl Harold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>T&amp;urn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone (public)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The side only (and the referee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The referee only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Visible to:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LedgerEntryModel</name>
    <message>
        <location filename="../ui/ledger/ledgerentrymodel.cpp" line="+62"/>
        <source>to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reversed by #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>private to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>referee only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Entry %1, written by action #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LedgerHistory</name>
    <message>
        <location filename="../core/ledger/ledgerhistory.cpp" line="+136"/>
        <source>Alliance %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LedgerPanel</name>
    <message>
        <location filename="../ui/ledger/ledgerpanel.cpp" line="+62"/>
        <source>Turn </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+93"/>
        <source>&lt;b&gt;Treasury&lt;/b&gt; — this turn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-76"/>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Credit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add money to a side&apos;s account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Debit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take money from a side&apos;s account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Transfer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move money between sides (ransom, tribute, trade)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;orrect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reverse the selected entry with a correcting entry (entries are never edited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the entries shown as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>all sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n entries shown, net %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recorded as action #%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Entry %1 reversed by action #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Select the entry to correct first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Correct entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why is entry %1 wrong? It stays in the books and a reversing entry is added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ledger.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LedgerSummaryModel</name>
    <message>
        <location filename="../ui/ledger/ledgersummarymodel.cpp" line="+160"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Net this turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LocationDialog</name>
    <message>
        <location filename="../ui/campaign/locationdialog.cpp" line="+22"/>
        <source>Register Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. C6, Wessex, Normandy box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Hastings (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One per line, e.g.
terrain=forest
feudal=2
port=true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Attributes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit Location %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LocationModel</name>
    <message>
        <location filename="../ui/campaign/locationmodel.cpp" line="+56"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LocationsPage</name>
    <message>
        <location filename="../ui/campaign/locationspage.cpp" line="+16"/>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Register Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove Location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LogModel</name>
    <message>
        <location filename="../ui/log/logmodel.cpp" line="+134"/>
        <source>[hidden part]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1
(%2, recorded %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LogPanel</name>
    <message>
        <location filename="../ui/log/logpanel.cpp" line="+52"/>
        <source>Whose view of the log: public, one side&apos;s, or the referee&apos;s (everything)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>&amp;View as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;urn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Si&amp;de:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K&amp;ind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+80"/>
        <source>All turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n action(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reeve::LogQuery</name>
    <message>
        <location filename="../core/log/logquery.cpp" line="+34"/>
        <source>Unknown audience &quot;%1&quot;; use public, referee or side=NAME.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LuckGroupModel</name>
    <message>
        <location filename="../ui/ledger/luckgroupmodel.cpp" line="+63"/>
        <source>Too few rolls for the test (fewer than 5 expected per face)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean (fair)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>χ²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>p-value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::LuckView</name>
    <message>
        <location filename="../ui/ledger/luckview.cpp" line="+38"/>
        <source>all dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rolled by Reeve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>entered from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Reading the dice of every logged procedure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>all procedures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No dice have been logged yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Observed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected for a fair die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too few rolls for a fair test (need %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>consistent with fair dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>somewhat unusual: about 1 set of fair dice in %1 does this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unusual: fewer than 1 set of fair dice in 100 does this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls · mean %2 (fair %3) · χ² = %4, %5 degrees of freedom, p = %6 — %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export luck statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>luck.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow/mainwindow.cpp" line="+117"/>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Demo Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Season &amp;Reports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set &amp;Turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Active Side…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Optional Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee &amp;PIN…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn &amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Reeve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+2"/>
        <location line="+11"/>
        <source>Cannot Open Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Demo Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Session Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Opened %1 read-only: nothing can be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Reeve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — Reeve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[read-only]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Still to do: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reeve campaigns (*.reeve);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source> copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Campaign As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reeve campaigns (*.reeve)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already exists; Save As never overwrites a campaign. Choose a new file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Next Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(no side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <source>Active Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Whose player turn is it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the referee (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <location line="+5"/>
        <source>Referee PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Wrong PIN: the referee&apos;s PIN is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New PIN for the referee&apos;s views of hidden markers and the log (empty: no PIN):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>About Reeve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Reeve %1&lt;/h3&gt;&lt;p&gt;A referee and bookkeeper for Dark Ages tabletop wargames: 1066: End of the Dark Ages, the DBA campaign “1066 and all that”, Swords &amp;amp; Sails, Charlemagne: Dark Ages in Europe and Dark Age Britain 440–600.&lt;/p&gt;&lt;p&gt;Reeve is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Reeve is built with Qt %2 and QCustomPlot (GPL-3.0).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::MarkerDialog</name>
    <message>
        <location filename="../ui/campaign/markerdialog.cpp" line="+27"/>
        <source>Place Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(nobody)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>e.g. castle, pillaged, siege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Location:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Marker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Owner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Attributes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::MarkerModel</name>
    <message>
        <location filename="../ui/campaign/markermodel.cpp" line="+33"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Markers1066</name>
    <message>
        <location filename="../core/games/1066/markerprocedures.cpp" line="+28"/>
        <source>Campaign markers due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the campaign marker phase a player draws one marker per five points (rounded up) of his leaders&apos; values plus the feudal values of the squares he occupies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leadership values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total of the leader values of every leader the player controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feudal values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total feudal value of occupied squares (pillaged or shared squares count 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(%1 leadership + %2 feudal) ÷ 5, remainder rounded up = %3 marker(s), drawn free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Campaign marker holding limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many campaign markers a player may hold, by the number of players. With a hand given, also how many must go back before drawing more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+62"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+60"/>
        <source>Markers in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Markers about to be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With %1 players a hand holds at most %2 markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in hand + %2 to draw exceeds the limit: return %3 to the pool first (they may be drawn again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in hand + %2 to draw stays within the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Occupied towns and large towns, unpillaged and not shared: %1 feudal point(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pillaged or shared squares (%1 printed) count 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Off-map box(es) %1 add %2 (reading: a controlled box counts like an occupied square).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off-map box(es) %1 not counted (reading: only squares on the map count).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Campaign markers due (detailed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Works out the marker draw from each leader and each occupied town, then applies the holding limit: markers over the limit go back to the pool before drawing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leader values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each controlled leader&apos;s value, wherever he is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town feudal values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feudal value of each occupied, unpillaged town not shared with another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pillaged or shared towns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed feudal values of occupied towns that count 0 (shown for the record).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Controlled off-map boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off-map feudal value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>§8.4 speaks of squares occupied; §21.8 gives the boxes feudal values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leader values: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 + %2) ÷ 5, rounded up = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %1 + %2 against the limit %3: return %4 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Initiative bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player secretly bids gold markers; the highest bid takes the first player turn, a tie is rolled off, and a Papal Intervention played as a bid takes the initiative whatever the gold. All bid gold goes back to the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player&apos;s gold bid, in seating order (player 1 first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player playing Papal Intervention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 if no one; the marker beats any gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on a tie, one d6 per tied player in seating order, repeated among those still tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bids takes one value per player, 2 to 4 players (1066 §6.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>papal_player %1 is not one of the %2 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids revealed: %1; all of it goes back to the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1 reveals Papal Intervention and takes the initiative whatever the bids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 players tie at %2: they roll off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1 bid the most (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1 takes the first player turn; the others follow clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Broken agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who breaks an agreement loses half his campaign markers at random; every other player rolls a die and draws that many markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Violator&apos;s markers in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half of an odd hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>§22.3 does not say how to round half of an odd hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one d6 per other player, in seating order after the violator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Half of %1 markers, rounded %2 (house reading) = %3, returned at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other players draw %1 marker(s) each, in turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::MarkersPage</name>
    <message>
        <location filename="../ui/campaign/markerspage.cpp" line="+16"/>
        <source>&amp;Place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Remove Marker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::NewCampaignWizard</name>
    <message>
        <location filename="../ui/wizard/newcampaignwizard.cpp" line="+25"/>
        <location line="+37"/>
        <source>New Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already exists; choose another file name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::OddsModel</name>
    <message>
        <location filename="../ui/procedures/oddsmodel.cpp" line="+16"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>&lt;0.01%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(no outcome fields)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated from %1 simulated runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::OddsView</name>
    <message>
        <location filename="../ui/procedures/oddsview.cpp" line="+57"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stop computing the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Computing the odds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Exact odds of %n outcome(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulated, ±%1% (standard error over %2 runs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No odds: table %1 has no figure for %2 yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter it in Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Odds cancelled; change an input to compute them again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::OptionCommands</name>
    <message>
        <location filename="../app/cli/optioncommands.cpp" line="+15"/>
        <source>This game has no optional rules; drop --options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No optional rule &quot;%1&quot;; choose among: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown options command &quot;%1&quot;; use list, or set ID on|off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the optional rule&apos;s id (reeve-cli options FILE lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say on or off, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1 %2 is now %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 was already %2; nothing logged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::OptionsMenu</name>
    <message>
        <location filename="../ui/mainwindow/optionsmenu.cpp" line="+40"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Changes how the rules are read in this campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Procedures of this rule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optional Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::OrderAdjudicators</name>
    <message>
        <location filename="../core/orders/orderadjudicators.cpp" line="+37"/>
        <source>%1 has no umpire&apos;s steps in Reeve yet (games with them: %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::OrderBook</name>
    <message>
        <location filename="../core/orders/orderbook.cpp" line="+57"/>
        <source>Turn %1 does not exist; turns start at 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The orders are empty; write at least one order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s orders for %2 are already %3 and can no longer be amended (undo that first if it was a mistake).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>opened by the referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 amended its orders for %2 (commitment %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wrote its orders for %2 (commitment %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orders of %1 for %2 (version %3):
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1&apos;s orders for %2 do not match their commitment %3: the text was changed after it was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s orders for %2 carry a commitment (%3) that the log never published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There are no sealed orders for %1 to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are no sealed orders for %1 to reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The referee opened the orders for %1 of %2 (commitments checked; each text stays with its side until revealed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Orders for %1 revealed (commitments checked)
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 has no opened or revealed orders for %2; open or reveal the orders first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s orders for %2 have no item %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s order %2 for %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Umpire recorded the outcome of one of %1&apos;s orders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::OrderCommands</name>
    <message>
        <location filename="../app/cli/ordercommands.cpp" line="+230"/>
        <source>reeve-cli orders FILE VERB ... [--turn N] [--json]

  write SIDE [--file F | TEXT...] [--pin PIN]
                        write (or amend, before the reveal) SIDE&apos;s orders for the turn; one order
                        per line of F, or in TEXT separated by &quot;;&quot;. &quot;3.&quot; numbers an order,
                        &quot;if X then Y&quot; (or &quot;if X: Y&quot;) makes it conditional. A side with a PIN
                        needs it (or the referee&apos;s PIN).
  list [--audience public|referee|SIDE] [--pin PIN]
                        the turn&apos;s orders as that audience may see them (public by default:
                        who has written, and each text&apos;s commitment, until the reveal)
  open [--pin PIN]      the referee opens every side&apos;s sealed orders to adjudicate them: the
                        commitments are checked and amendments end, but each text stays with
                        its side (an umpired campaign, e.g. DBA, reveals them later or never)
  reveal [--pin PIN]    the referee reveals every side&apos;s sealed orders at once, after checking
                        each text against the commitment the log published (exit 4 if not)
  fate SIDE N TEXT [--public]
                        record what became of opened order N (private to SIDE unless --public)
  verify                check the turn&apos;s orders against their commitments (exit 4 if not)
  adjudicate [--file F | STEP-JSON]
                        the umpire carries out one step or a JSON array of steps with the game&apos;s
                        procedures (DBA: border, move, hold, sea-move, contact, battle, siege, skip,
                        season-end, taxes, treasury, town-project, build-ships, promote, relation,
                        rising and more; see the rules reference, &quot;Umpire&apos;s desk&quot;), each logged and
                        undoable.
                        DBA moves count against each army&apos;s moves this season (moves_used of
                        season_moves); a sea-move along a listed special sea route may leave out
                        &quot;voyage&quot;, and &quot;house_route&quot;: true allows a route of the campaign&apos;s own map.
                        Without --json each action is followed by its working: the procedures&apos;
                        dice, explanation steps with their rules, and outcome.

Undo (reeve-cli undo FILE) takes back a write, an amendment, an opening, a reveal or a fate.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what to do (write, list, open, reveal, fate, verify, adjudicate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown orders command &quot;%1&quot;; did you mean %2? Run reeve-cli orders --help.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::OrderItem</name>
    <message>
        <location filename="../core/orders/orderitem.cpp" line="+85"/>
        <source>Order %1 has no text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Order number %1 is used twice; number each order once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The orders are empty; write at least one order (one per line).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::OrderView</name>
    <message>
        <location filename="../core/orders/orderview.cpp" line="+73"/>
        <source>Orders for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  %1: no orders yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opened by the referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  %1: %2, version %3, commitment %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>       → %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::OrdersPanel</name>
    <message>
        <location filename="../ui/orders/orderspanel.cpp" line="+29"/>
        <source>&amp;Write / amend orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open for adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reveal all orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whose view: the public, one side (its PIN if it has one) or the referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The season&apos;s orders as the chosen viewer may see them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One order per line; &quot;3.&quot; numbers it, &quot;if X then Y&quot; makes it conditional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The side&apos;s orders for this season, sealed until the referee reveals them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seal these orders for the chosen side (amends them before the reveal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check every side&apos;s commitment and end amendments, keeping each text private to its side while you adjudicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal every side&apos;s sealed orders at once after checking their commitments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Viewer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Orders to write:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Open a campaign to write, open or reveal orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose a side to write its orders, or the referee to open or reveal them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Orders opened: the commitments were checked; each text stays with its side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reveal orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reveal every side&apos;s sealed orders for this season now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Orders revealed; the commitments were checked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::PanelTables</name>
    <message>
        <location filename="../ui/common/paneltables.cpp" line="+59"/>
        <source>%1 refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ParameterForm</name>
    <message>
        <location filename="../ui/procedures/parameterform.cpp" line="+57"/>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This procedure takes no inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>numbers separated by commas, e.g. 3, 5, 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>required</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ParameterSpec</name>
    <message>
        <location filename="../core/procedures/parameterspec.cpp" line="+95"/>
        <source>%1 must be a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 must be true or false, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 takes whole numbers separated by commas, e.g. 3,5,2; &quot;%2&quot; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must be from %2 to %3; %4 is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be one of %2; &quot;%3&quot; is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>every value of %1 must be from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 needs at least one number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Politics1066</name>
    <message>
        <location filename="../core/games/1066/politicsprocedures.cpp" line="+64"/>
        <source>Vassalage attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phasing player rolls one die per vassalage point committed; the defender rolls one free die plus one per point he committed. The attempt succeeds only if the attacker&apos;s total is higher; a successful defender draws a campaign marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attacker&apos;s vassalage points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total strength of the vassalage markers committed (at least one marker).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender&apos;s vassalage points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total strength committed in defence (0 if none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one d6 per attacker point, then one d6 plus one per defender point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>attacker die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attacker: %1 point(s), dice %2 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender: one free die plus %1 for his point(s), dice %2 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 beats %2: the attacker takes control of every unit in the square (place a control marker).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not beat %2 (ties go to the defender): the attempt fails and the defender draws one campaign marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All committed vassalage markers go back to the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>May this force be targeted for vassalage?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checks a vassalage target before any markers are spent: a square with a king, a force in an off-map box, or another power of the same player cannot be targeted; targeting a neutral makes it belligerent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A king in the square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The defender must reveal it; the attempt is cancelled and markers are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force in an off-map box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another power of the same player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force of a neutral power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the attacker&apos;s own vassalage phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Vassalage is attempted only in one&apos;s own vassalage phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A king is in the square: the attempt is cancelled and the markers stay in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Units in an off-map box cannot be targeted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Powers run by the same player never target each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The force may be targeted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declaring vassalage on a neutral force makes that power belligerent (see 1066.neutral-control).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Who takes over a violated neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A neutral power attacked or targeted for vassalage becomes belligerent under a player other than the violator: the other player in a 2-player game, one of the two others by a die roll in a 3-player game. There are no neutrals with 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6 in a 3-player game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With four players every power is belligerent: there is no neutral (1066 §4.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players: the player who did not violate the neutral takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three players: rolled %1; Reeve reads 1–3 as the next player clockwise from the violator and 4–6 as the one after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The power stays belligerent for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Command control check (optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before a force moves, roll a die and add the leader value of one leader in it (the king if present): 1–2 no move, 3–5 move, 6 or more move with one extra movement point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One leader&apos;s value (0 when the force has no leader).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>command control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rolled %1 + leader value %2 = %3 on the Command Control Table: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The force stays this phase; a Forced March marker buys another check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The force moves with its printed movement factor raised by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Overrun (optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A moving force with at least ten times the attack plus leader points of the defenders&apos; defence plus leader points destroys them at once, for one extra movement point; a force holding a castle cannot be overrun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moving force&apos;s attack factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving force&apos;s leader values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defenders&apos; defence factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defenders&apos; leader values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defenders hold a castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The defenders control a castle: they can never be overrun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attacker %1 against 10 × defender %2 = %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overrun, the defenders are eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no overrun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It costs one extra movement point and is not a battle: no campaign markers are won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sieges (optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the siege rule, a force occupying a friendly castle may ignore retreats, and enemy forces may share its square without fighting; a town shared that way is controlled by neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One force occupies a castle in the square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The square is a town or large town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No castle is held: the phasing player must attack as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A castle is held: neither side has to attack, and the castle&apos;s force may ignore any retreat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>While both sides stay, neither controls the town.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/victoryprocedure.cpp" line="+24"/>
        <source>%1 takes four values, one per power in the order Anglo-Saxons, Normans, Vikings, Britons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tostig counts as a king for victory; player %1 holds him in a qualifying large town.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Victory check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end of the game a player wins with a king he controls (Tostig counts) in a large town in Britain of printed feudal value 2 or 3 and towns worth at least 20 feudal points, adding together all powers and vassals he controls. Optionally the Briton player wins when no one else does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Controlling player per power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player number (1–4, 0 = neutral) of Anglo-Saxons, Normans, Vikings, Britons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King in a qualifying large town, per power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 when a king of that power&apos;s force sits in a large town in Britain of printed feudal value 2 or 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feudal points per power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feudal value of towns occupied by the power and its vassals; pillaged squares and off-map boxes count 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player holding Tostig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tostig in a qualifying large town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional Briton victory (§23.3/A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Player %1 (%2): %3 feudal point(s) of %4 needed, king in place: %5 → %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>does not win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Optional rule: another player met the conditions, so the Briton player does not win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional rule: no other player met the conditions, so the Briton player (%1) wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No one met the conditions: everyone loses; there are no degrees of victory.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::PrivateView</name>
    <message>
        <location filename="../ui/containers/privateview.cpp" line="+26"/>
        <source>Hide now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Hand of %1 (hides in %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Referee view: everything, hidden markers included</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ProcedureCommands</name>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="+27"/>
        <location line="+25"/>
        <location line="+31"/>
        <source>the procedure id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>, default %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A campaign rolls from its own committed seed; drop --seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: exact odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: estimated from %2 simulations (standard error at most %3%)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ProcedureFinder</name>
    <message>
        <location filename="../ui/procedures/procedurefinder.cpp" line="+27"/>
        <source>Generic dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Find a procedure by name, id or rule (e.g. §15)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+80"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This phase: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No procedure matches &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ProcedureRegistry</name>
    <message>
        <location filename="../core/procedures/procedureregistry.cpp" line="+35"/>
        <source>Unknown procedure &quot;%1&quot;; closest: %2. List them with: reeve-cli procedures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ProcedureResultView</name>
    <message>
        <location filename="../ui/procedures/procedureresultview.cpp" line="+16"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No result yet: roll, or enter the dice rolled at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — on the dice entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — rolled by Reeve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (d%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (d%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No dice used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Logged as action %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not logged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ProcedureRunner</name>
    <message>
        <location filename="../core/procedures/procedurerunner.cpp" line="+44"/>
        <source>&quot;%1&quot; is not a parameter; write name=value (parameters of %2: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no parameter &quot;%2&quot;; closest: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it takes none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 needs %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no parameter &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--dice takes the faces rolled, separated by commas (e.g. 4,2,6); &quot;%1&quot; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1: rolled for one side in private (that side and the referee see the result)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ProceduresPanel</name>
    <message>
        <location filename="../ui/procedures/procedurespanel.cpp" line="+57"/>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Enter dice…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+118"/>
        <source>Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Enter it in &amp;Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Reeve rolls from the campaign&apos;s committed seed and logs the result (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the dice rolled at the table; they are checked and logged (Ctrl+Shift+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Odds before rolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>faces in order, e.g. 4, 2, 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check the dice, log them, and show the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the missing cell in the Tables panel so you can enter the figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Open a campaign to roll or enter dice: every resolution is logged. The odds work without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The campaign is open read-only, so nothing can be logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll (Ctrl+R) uses the campaign&apos;s committed seed; Enter dice (Ctrl+Shift+D) takes the physical dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dice needed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>With these inputs, in this order: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Odds need complete inputs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open a campaign (not read-only) to resolve: every resolution is logged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ProvenanceLegend</name>
    <message>
        <location filename="../ui/tables/provenancelegend.cpp" line="+64"/>
        <source>printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Printed in a rules table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stated in the rules prose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Derived from a worked example in the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entered by the referee (in this campaign or by CSV import).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known yet: a procedure that needs it stops until you enter it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::RecentFiles</name>
    <message>
        <location filename="../ui/mainwindow/recentfiles.cpp" line="+72"/>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ReferenceCommands</name>
    <message>
        <location filename="../app/cli/referencecommands.cpp" line="+16"/>
        <source>the game (1066 dba sas charlemagne britain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No reference ships for %1 yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing in the %1 reference mentions &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  [open question]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>    Procedures: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>    Tables: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+38"/>
        <source>the campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-37"/>
        <source>add, amend or remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ruling #%1 recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the ruling&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A ruling is named by its number, such as 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ruling #%1 withdrawn (undo brings it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ruling #%1 amended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ruling FILE add|amend|remove: &quot;%1&quot; is none of these.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No ruling matches.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ReferencePanel</name>
    <message>
        <location filename="../ui/reference/referencepanel.cpp" line="+53"/>
        <source>Record a &amp;ruling on this section...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search the reference: a word, a section (§15), a procedure id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The rules leave something open here; see the reading Reeve applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No rules reference ships for this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing matches the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules leave something open here: the summary says which reading Reeve applies and how the referee changes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Procedures:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rulings in this campaign</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ReportBuilder</name>
    <message>
        <location filename="../core/ledger/reportbuilder.cpp" line="+80"/>
        <source>The report&apos;s turns must satisfy 1 ≤ from ≤ to (got %1 to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>everyone (public)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the referee (everything)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+78"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — report for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+3"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>In this game each side&apos;s treasury is known only to that side and the referee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <location line="+26"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ledger changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No money changed hands in this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tracked quantities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log of the period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No rulings were made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing was logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Report for %1, prepared for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Prepared by Reeve on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figures count only the entries this audience may see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n ledger action(s) are private and not shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ReportCommands</name>
    <message>
        <location filename="../app/cli/reportcommands.cpp" line="+17"/>
        <location line="+37"/>
        <source>the campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Unknown format &quot;%1&quot;; use html, pdf or csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Missing --out PATH: where to write the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This reeve-cli was built without PDF support; use --format html.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %1 (%2, %3 ledger entries, %4 log lines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>what to do: credit, debit, transfer, correct, list, balance, track, armies, quantity, setting, luck or reconcile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the setting (allow-negative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use: ledger FILE setting allow-negative on|off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown ledger command &quot;%1&quot;; use credit, debit, transfer, correct, list, balance, track, armies, quantity, setting, luck or reconcile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ReportExporter</name>
    <message>
        <location filename="../ui/ledger/reportexporter.cpp" line="+81"/>
        <source>Preparing the report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Cannot create the folder &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>cancelled after %n report(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reeve::ReportsExportDialog</name>
    <message>
        <location filename="../ui/ledger/reportsexportdialog.cpp" line="+28"/>
        <source>Export Season Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One report per reader: what the public saw, and for each side what it alone knows (its orders&apos; fate, its private rolls and, where the game keeps them secret, its own treasury). The reports hold every side&apos;s secrets, so the referee&apos;s PIN is asked for where one is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Turns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML (with the charts inside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>folder for the reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Folder for the reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>F&amp;older:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The referee (everything)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Readers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Choose the folder for the reports first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first turn comes after the last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick at least one reader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reports hold every side&apos;s secrets: they are written only with the referee&apos;s PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Written:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::RollVerifier</name>
    <message>
        <location filename="../core/campaign/rollverifier.cpp" line="+17"/>
        <source>this seed&apos;s SHA-256 (%1) matches no commitment in the log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::RuleOptions</name>
    <message>
        <location filename="../core/campaign/ruleoptions.cpp" line="+106"/>
        <source>%1 has no optional rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No optional rule &quot;%1&quot;; this game has: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Optional rule in play: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optional rule out of play: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 belongs to the optional rule %2 (%3), which this campaign does not play. Put it in play first: reeve-cli options FILE set %4 on, or Game &gt; Optional Rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::RuleTableModel</name>
    <message>
        <location filename="../ui/tables/ruletablemodel.cpp" line="+79"/>
        <source>Double-click or press F2 to enter a house figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Roll %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A figure cannot be cleared; use Undo to restore the previous one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Rules1066</name>
    <message>
        <location filename="../core/games/1066/rules1066.cpp" line="+55"/>
        <source>%1 (%2) lacks this figure: enter it from the printed chart, or as a house figure where the rules are silent. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1, %2: the figure &quot;%3&quot; should be a whole number; correct it in the Tables panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, column %2: the figure &quot;%3&quot; should be a number; correct it in the Tables panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>tie roll, player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie roll %1: %2; highest goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Anglo-Saxons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vikings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Britons</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::RulesReference</name>
    <message>
        <location filename="../core/reference/rulesreference.cpp" line="+76"/>
        <source>%1, line %2: a heading must read &quot;## &lt;reference&gt; | &lt;title&gt;&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::RulingDialog</name>
    <message>
        <location filename="../ui/rulings/rulingdialog.cpp" line="+22"/>
        <source>Amend ruling #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Record a ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What was disputed, e.g. does a castle&apos;s bonus count against a flank attack?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the referee decided, and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule references, separated by commas, e.g. 1066 §15.13, §15.22</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Amend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Question:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Decision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::RulingsEditor</name>
    <message>
        <location filename="../core/rulings/rulingseditor.cpp" line="+41"/>
        <source>Ruling #%1: %2 Decision: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Ruling #%1 amended: %2 Decision: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ruling #%1 withdrawn: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::RulingsModel</name>
    <message>
        <location filename="../ui/rulings/rulingsmodel.cpp" line="+42"/>
        <source>turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::RulingsPanel</name>
    <message>
        <location filename="../ui/rulings/rulingspanel.cpp" line="+28"/>
        <source>&amp;Record a ruling...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;mend...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search rulings: words of the question, decision or rules (e.g. §15 castle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Open a campaign for writing to record rulings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Ruling #%1 recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ruling #%1 amended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ruling #%1 withdrawn; Undo brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::RulingsReader</name>
    <message>
        <location filename="../core/rulings/rulingsreader.cpp" line="+69"/>
        <source>There is no ruling #%1; `reeve-cli rulings FILE` lists them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Sas</name>
    <message>
        <location filename="../core/games/sas/sascommon.cpp" line="+51"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The faction whose cards give the figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>(Rows of this table: %1.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table %1 (row %2, column %3) must hold a whole number; it holds &quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Table %1 must hold a fraction such as 1/2; it holds &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Number of %1 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sasboard.cpp" line="+33"/>
        <source>Fleet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Army %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A force is an army or a fleet (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sasbank.cpp" line="+51"/>
        <source>%1 takes %2 only (got %3 %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+208"/>
        <source>%1 peasants in an army of %2 is over the limit of %3 (Swords &amp; Sails, phase 7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 holds no port city, so it cannot build ships (Swords &amp; Sails, phase 7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sasspying.cpp" line="+60"/>
        <source>%1 has already spied on %2 of %3 this season: one attempt per target (Swords &amp; Sails, phase 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/sas/sasseason.cpp" line="+29"/>
        <source>Diplomacy round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Order writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>City building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A timed round is diplomacy, orders, units or cities (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Sas::SasBank</name>
    <message>
        <location filename="../core/games/sas/sasbank.cpp" line="-182"/>
        <source>%1 has no account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has %2; spending %3 would leave it %4 short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Income and maintenance were already settled for %1; undo that step to redo it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>harvest %1 territories in %2: %3 gold; cities %4 trade/port and %5 major: %6 gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot pay its upkeep: it would end at %2 gold. The rules set no penalty, so the referee rules: disband units first (sas FILE losses), or allow debts (ledger FILE setting allow-negative on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>first turn: maintenance already paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>upkeep of the faction&apos;s units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 collects %2 gold (%3) and pays %4 gold maintenance (Swords &amp; Sails, phase 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Buy at least one counter-agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 counter-agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 makes a secret purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 buys %2 counter-agents for %3 gold; %4 held this season (Swords &amp; Sails, phase 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2 unused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Espionage phase closed; unused counter-agents go to the bank (Swords &amp; Sails, phase 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Name the units to build, e.g. hc=2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+43"/>
        <source>units for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-40"/>
        <source>%1 builds units for %2 at %3 gold (Swords &amp; Sails, phase 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>An army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new force needs at least one unit: an empty one does not exist (Swords &amp; Sails, components).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fleet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Army %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>raising %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 raises %2 at %3 for %4 gold and its units for %5 gold (Swords &amp; Sails, components and phase 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 does not hold %2, so it cannot build there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A city is minor or major (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no player-built minor city to upgrade; printed cities cannot become major (Swords &amp; Sails, phase 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has built %2 cities, its limit (1 + a third of its territories) is %3 (Swords &amp; Sails, phase 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>upgrades a minor city to a major city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds a port city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>builds a trade city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 at %3 for %4 gold (Swords &amp; Sails, phase 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only %1 %2 to lose, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be entered: its faction is not played (Swords &amp; Sails, setup).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>siege of %1: %2 casualty points bought off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the army is lost and %1 holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 now held by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 besieges %2 with %3: %4 casualty points, %5 paid for %6 gold, %7 from the troops; %8 (Swords &amp; Sails, phase 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 of %2 is destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 loses %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A capture moves ships from one faction&apos;s fleet to another faction&apos;s fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the ships captured, e.g. rd=1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 of %2 captures %3 from %4 of %5 (Swords &amp; Sails, phase 6: fleet combat)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Sas::SasBoard</name>
    <message>
        <location filename="../core/games/sas/sasboard.cpp" line="+63"/>
        <source>A territory needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already registered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>City counts cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capital counts as a major city: give the territory at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Territory %1 registered (%2; %3 trade, %4 port, %5 major cities)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A sea zone needs a new name (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sea zone %1 registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a land territory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 belongs to a faction nobody plays: it cannot be entered (Swords &amp; Sails, setup).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is now neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 now held by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Forces are numbered I to V (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 already has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot hold %2 %3 (units: %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 placed at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 army units do not fit in %2&apos;s capacity of %3 (raider reading: %4; Swords &amp; Sails, phase 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 records what %2 carries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 carries nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 carries %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 has no %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unit %1 is not an army or fleet in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 of %2 at %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, carrying %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Sas::SasOrders</name>
    <message>
        <location filename="../core/games/sas/sasorders.cpp" line="+56"/>
        <source>The raider reading is table or prose (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Write at least one order, e.g. &quot;Army I: attack Flanders&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot;: start each order with the army or fleet, e.g. &quot;Army II: move Kent&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has two order lines; write its commands on one line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&quot;%1&quot;: no command; use %2 (Swords &amp; Sails, phase 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot;: a move or attack needs the territory or sea zone it ends in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A load order names what it takes aboard: &quot;... load with %1 I&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is not a %2 (load pairs armies with fleets).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 army units do not fit in a carrying capacity of %2 (raider reading: %3; Swords &amp; Sails, phase 4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Sas::SasSeason</name>
    <message>
        <location filename="../core/games/sas/sasseason.cpp" line="+17"/>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game is short, medium, long or campaign (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Victory (%1 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Campaign-style game: no points target (Swords &amp; Sails, goal of the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A %1 game: %2 VP to reach and hold (Swords &amp; Sails, goal of the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins with %2 VP, held at or above %3 for %4 seasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is at %2 VP (target %3): %4 more season(s) to hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Victory check (Swords &amp; Sails, phase 9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 started: three minutes on the timer (Swords &amp; Sails, phase 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 extended by three minutes by a unanimous vote (Swords &amp; Sails, phase 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A round event is start, extend, pause, resume or end (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> with %1:%2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Alliance teams are A, B and C, the three cubes (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is already in team %2; break that alliance first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An alliance has two to four players; team %1 would have %2 (Swords &amp; Sails, phase 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No faction is in team %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>own points (Swords &amp; Sails, goal of the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>team %1&apos;s points, bonus reading %2 (Swords &amp; Sails, phase 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No Swords &amp; Sails faction to score.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Sas::SasSpying</name>
    <message>
        <location filename="../core/games/sas/sasspying.cpp" line="+56"/>
        <source>%1 has already spied this season, and %2 comes before it: factions spy in the order %3 (Swords &amp; Sails, phase 2). Undo the later attempts to keep the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>espionage on %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 gold to spy on %3 of %4 (Swords &amp; Sails, phase 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot spy on its own %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a Swords &amp; Sails faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Card seen: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 spies on %2 of %3: the attempt succeeds (Swords &amp; Sails, phase 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spies on %2 of %3: the attempt fails (Swords &amp; Sails, phase 2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::SasSeasonPanel</name>
    <message>
        <location filename="../ui/sas/sasseasonpanel.cpp" line="+45"/>
        <source>Whose view the tables and results show: the public, one faction (its PIN if it has one) or the referee, who is the banker (the referee&apos;s PIN if one is set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;1 Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;2 Spies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;3 Allies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;4 Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;5–6 Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;7 Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;8 Cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;9 Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Next phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves the campaign to the season&apos;s next phase (phase 9 ends with Advance the season, which records the VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the season&apos;s last phase: use Advance the season (tab 9), which records every faction&apos;s VP first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Viewer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+13"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+11"/>
        <source>Cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Gold in the treasury. A faction&apos;s secret purchases (counter-agents) count only in its own and the banker&apos;s view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Victory points held now: territories, cities and enemy capitals (Swords &amp; Sails, goal of the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Alliance team (A, B or C) and the team&apos;s points by the alliance formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-agents bought this season and not yet used: seen by their faction and the banker only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Territory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/sas/sasseasonbuild.cpp" line="+213"/>
        <source>Cargo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shown as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where each army and fleet stands is public; its units and cargo show to its owner, the banker, and a faction whose spy saw its card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Open a Swords &amp; Sails campaign to run its season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 AD — phase %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> — %1 game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This campaign is open read-only: the season&apos;s steps are disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Logged as action %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>    Private to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the banker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>    (A private part is kept for its reader: choose that viewer to read it.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 refused: the campaign is open read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sas/sasseasontables.cpp" line="+55"/>
        <location line="+10"/>
        <source>secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>missing figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 minor, %2 major</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>%n trade</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n port</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n major</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> (%n built by a player)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; capital of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>closed (not played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sea zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>territory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>card hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>own force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>banker&apos;s view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spy&apos;s view, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sas/sasseasonforms.cpp" line="+38"/>
        <source>Income and maintenance (Swords &amp;&amp; Sails, phase 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every faction at once: the season&apos;s harvest per territory (spring 10, summer 20, autumn 10, winter 0), 10 per trade or port city and 30 per major city or capital, less the upkeep of its units. One action per faction, with the breakdown; once a season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;First season: maintenance counts as already paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Collect income and pay maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Credits every faction&apos;s income and debits its maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1&apos;s maintenance, unit by unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Counter-espionage (Swords &amp;&amp; Sails, phase 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+121"/>
        <location filename="../ui/sas/sasseasonbuild.cpp" line="+96"/>
        <location line="+33"/>
        <source>Faction:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Counter-agents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Buy in secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>30 gold each; the number and the gold are private to the buyer and the banker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counter-espionage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Spy attempt (Swords &amp;&amp; Sails, phase 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>In the printed order, the Holy Roman Empire last (its first attempt each season is free); 30 gold per target, one attempt per target. Two dice, +3 against a counter-agent; 8 or less sees the card. The public log says only who tried on which force and whether it worked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target faction:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army or fleet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 3, 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/sas/sasseasonbuild.cpp" line="-239"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reeve rolls the two dice from the campaign&apos;s seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/sas/sasseasonbuild.cpp" line="+1"/>
        <source>Use dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolves the attempt on the two dice entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of espionage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;lose espionage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unused counter-agents go to the bank (their gold was spent when bought)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close espionage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Spy attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type the two dice rolled at the table first, e.g. 3, 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose the army or fleet %1 spies on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Alliances (Swords &amp;&amp; Sails, phase 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The three-minute diplomacy timer is in its own dock (Diplomacy timer, Alt+T). Teams A, B and C have two to four members; a team scores by the alliance formula.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Members:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Form / extend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ticked factions join the team (those already in it stay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every member leaves the team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Break alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Written orders (Swords &amp;&amp; Sails, phase 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One line per army or fleet, e.g. &quot;Army II: attack Flanders&quot; or &quot;Fleet I: load + move North Sea with Army II&quot; (move, attack, defend, support, load, unload, dock, merge, transfer). Reeve checks each line against the board and seals it; open and reveal every faction&apos;s orders together in the Orders dock (Alt+O) from the referee&apos;s view. Choose your faction&apos;s view (or the banker&apos;s) to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>table: a raider carries 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prose: a raider carries 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules give a raider&apos;s carrying capacity twice, differently: pick the reading this game applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raider reading:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Army I: attack Flanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orders:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Seal orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checks and seals (or amends) the faction&apos;s orders for this season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write at least one order, e.g. &quot;Army I: defend&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sas/sasseasonbuild.cpp" line="-59"/>
        <location line="+55"/>
        <source>army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+115"/>
        <location line="+1"/>
        <source>fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Siege (Swords &amp;&amp; Sails, phase 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The territory&apos;s siege bonus: plain, a Kievan, English or North Sea territory, a player&apos;s capital, or Constantinople</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Besieger:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+242"/>
        <source>Territory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-241"/>
        <source>e.g. 4, 2, 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reeve rolls the casualty dice (logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One d6 for the territory, one per minor city, three per major city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Casualty dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Casualty points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>paid in gold (15 each, up to half):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Troops lost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ettle siege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pays the gold, removes the troops and gives the territory to the besieger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Siege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Battle losses (Swords &amp;&amp; Sails, phase 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. battle of Flanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Force:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Units lost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>An emptied force leaves play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ships captured (Swords &amp;&amp; Sails, phase 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Captor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ships:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ships pass at once to the captor&apos;s fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The combat rolls are in the Procedures dock (sas.land-combat, sas.fleet-combat, the sas.quick-* steps, sas.morale); their results come back here as losses and captures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Movement (Swords &amp;&amp; Sails, phase 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves the force; where it stands is public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Army II, Army III (empty: nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set &amp;cargo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The armies the fleet above carries, checked against its capacity (raider reading of the Orders tab); private to its owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a fleet above: only fleets carry armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Carries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Siege casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type the dice rolled at the table first, e.g. 4, 2, 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Build units (Swords &amp;&amp; Sails, phase 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At the faction&apos;s prices; peasants at most half an army (Kievan Rus&apos; two thirds); ships only for a faction holding a port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Into:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>Units:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <source>B&amp;uild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Adds the units and pays for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Raise an army or fleet (Swords &amp;&amp; Sails, components and phase 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Creation cost by the forces already held (30, 50, 70, 100, 150), plus its first units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;aise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Creates the next free army or fleet number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise a force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Build cities (Swords &amp;&amp; Sails, phase 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>minor (trade or port)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>major (upgrade of a built minor city)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &amp;port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cost rises with the cities already in the territory (the Holy Roman Empire and England pay less); at most 1 + a third of the faction&apos;s territories in built cities; a major city only from a minor city a player built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>City:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build &amp;city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Places the city and pays for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Advance the season (Swords &amp;&amp; Sails, phase 9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>short (40 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium (60 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>long (100 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>campaign (no target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set &amp;length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points to reach and hold to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sheet: the control sheet&apos;s team bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>formula: 5 per member, as the diplomacy text puts it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules give a team&apos;s ally bonus two ways: pick the reading this game applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advance the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records every faction&apos;s VP, checks victory and moves to the next season&apos;s phase 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Season reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The public report and one per faction with its own private results, as HTML files. They hold every faction&apos;s secrets: exported from the banker&apos;s view only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Season:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>folder for the reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Folder for the season reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writes public.html and one file per faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reports refused: they hold every faction&apos;s secrets; choose the banker&apos;s view first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the folder for the reports first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reports for %1 written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reports refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sas/sasformparts.cpp" line="+81"/>
        <source>Enter dice…  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The faces rolled at the table, in order, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::SasTimerPanel</name>
    <message>
        <location filename="../ui/sas/sastimerpanel.cpp" line="+25"/>
        <source>Diplomacy (phase 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writing orders (phase 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building units (phase 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building cities (phase 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules limit these rounds to three minutes (Swords &amp; Sails, components: 3 minute timer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+117"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-116"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+3 minutes (&amp;vote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every player voted to extend the round by three minutes (Swords &amp; Sails, phase 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Rounds are logged in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not logged: open a Swords &amp; Sails campaign to record the rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Re&amp;sume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time is up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ScenarioCatalog</name>
    <message>
        <location filename="../core/scenarios/scenariocatalog.cpp" line="+37"/>
        <source>%1 is not a scenarios document: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: every scenario needs an id and a title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 ships no scenario; set the campaign up in the Campaign panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no scenario &quot;%2&quot;; it has: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ScenarioCommands</name>
    <message>
        <location filename="../app/cli/scenariocommands.cpp" line="+30"/>
        <source>the game (1066 dba sas charlemagne britain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>    sides: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 ships no scenario yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Scenario %1: %2 side(s), %3 place(s), %4 unit(s), %5 marker(s) in %6 logged action(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  Still to do: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ScenarioSetup</name>
    <message>
        <location filename="../core/scenarios/scenariosetup.cpp" line="+50"/>
        <source>Scenario &quot;%1&quot; belongs to %2, not to this %3 campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scenario &quot;%1&quot; has no side &quot;%2&quot;; its sides are %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>starting treasury, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+90"/>
        <source>%1 draws %2 from the container once it can: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Schema</name>
    <message>
        <location filename="../core/storage/schema.cpp" line="+114"/>
        <source>%1 was written by a newer Reeve (schema %2; this one reads up to %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::SetTurnDialog</name>
    <message>
        <location filename="../ui/mainwindow/setturndialog.cpp" line="+19"/>
        <source>Set Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Phase:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::SideDialog</name>
    <message>
        <location filename="../ui/campaign/sidedialog.cpp" line="+23"/>
        <source>Add Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Normans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>#rrggbb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>who plays this side (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>team, e.g. A (optional; charts sum a team&apos;s sides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;lliance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edit Side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Side Colour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::SideModel</name>
    <message>
        <location filename="../ui/campaign/sidemodel.cpp" line="+47"/>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, colour %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::SidesPage</name>
    <message>
        <location filename="../ui/campaign/sidespage.cpp" line="+19"/>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Edit Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Remove Side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::StateOp</name>
    <message>
        <location filename="../core/log/stateop.cpp" line="+42"/>
        <source>The campaign has changed since this action (%1: %2); it cannot be applied or undone here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+90"/>
        <source>the row is not there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds another value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Supply1066</name>
    <message>
        <location filename="../core/games/1066/supplyprocedures.cpp" line="+28"/>
        <source>Season of a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which months are winter and which summer, and what summer changes: movement +1 for land units, forage +1 for land squares, battle length +1 (never above six).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 1066 is a %2 turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Summer: land movement +%1, land forage +%2, battle length +%3 (at most %4 turns).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>An all-sea square forages 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Printed forage value: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pillaged: forage is 0 and stays 0 (reading: no bonus raises it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pillaged: the printed forage becomes 0 (reading: summer and castle still add).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Summer adds one for a land square: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A castle adds one and is not itself counted: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Provisioning one square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units beyond a square&apos;s forage value need one gold point for the whole square or are eliminated. Summer and a castle each add one; a pillaged square forages 0; off-map boxes need nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units in the square: fleets and the land units they carry count; castles do not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forage value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the Terrain Effects Chart; towns: feudal value + 2 (erratum).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/1066/recruitprocedures.cpp" line="+204"/>
        <source>Castle in the square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/1066/recruitprocedures.cpp" line="-42"/>
        <source>Square pillaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/games/1066/recruitprocedures.cpp" line="+44"/>
        <source>All-sea square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forage 0, no summer bonus (§17.18).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off-map box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No forage or provisioning (§21.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pillaged square with bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>zero: a pillaged square forages 0 whatever the season or castle; base-zero: only the printed value drops to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Units in an off-map box need neither forage nor gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 units against forage %2: %3 in excess; one gold point feeds them all, otherwise the owner removes %3 of his choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 units against forage %2: all fed by forage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Call to arms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once per game a player may call to arms: one die, a second if enemies hold one of his starting towns, plus his king&apos;s leader value if the king is on the map. The total is spent at once as gold on the recruiting table; what is not spent is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>King&apos;s leader value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 for the Britons, who have no king.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemy holds a starting town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemy units occupy a town or large town this player held at the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one d6, then a second d6 when a starting town is held by the enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>call to arms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First die: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enemies hold a starting town: second die %1, total %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>King on the map: + leader value %1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king is not on the map: his leader value does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gold points to spend now on the recruiting table; any left over is lost. From now on Attrition strikes on a 1 or 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/games/1066/recruitprocedures.cpp" line="-168"/>
        <source>Only the Anglo-Saxons may recruit housecarls (1066 §10.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most one castle may be placed per player turn (1066 §20.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 %2 × %3 = %4 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removing a Pillage marker from a square of feudal value %1: %2 + %1 = %3 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Recruiting cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices a recruitment on the Gold Recruiting Expenditure Table, checks housecarls (Anglo-Saxons only) and the one-castle-per-turn limit, and compares with the gold or call-to-arms points available. Leaders come only through Rally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+177"/>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-173"/>
        <source>Pillage markers removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The feudal value of each square cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold or points available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1: not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gold markers are whole points: %1 costs %2 marker(s); the fyrd half point is not refunded (reading of the 0.5 price).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Within the %1 available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More than the %1 available: not allowed (no deficit spending).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 call-to-arms point(s) left unspent are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Placing recruits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New land units go one per friendly-occupied, unpillaged town, fleets one per friendly port, castles in friendly-occupied squares without a castle; a friendly off-map box takes any number. Recruits with no square left are not received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Land units to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleets to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castles to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eligible town squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpillaged towns and large towns holding a friendly unit, not already used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eligible port squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpillaged ports holding a friendly unit, not counted among the towns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares open to a castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friendly-occupied squares without a castle (pillaged ones allowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friendly off-map box available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 go to the off-map box, which has no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 for %3 %4: %5 placed, one per square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 recruit(s) have nowhere to go and are not received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recruits also need counters left in the power&apos;s mix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>May a castle be placed here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A castle needs a friendly unit in the square, no castle already there, one gold point, and no other castle placed by this player this turn; pillaged squares are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friendly units in the square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castle already there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castles placed this player turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold points available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No friendly unit occupies the square (1066 §20.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The square already has a castle; never more than one (1066 §12.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This player has already placed a castle this turn (1066 §20.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A castle costs %1 gold point(s) (1066 §10.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castles, unlike units, may go into a pillaged square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allowed: spend %1 gold and place the castle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The square is already pillaged and stays so for the game (1066 §19.5, §19.7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An all-sea square cannot be pillaged (1066 §19.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A square holding enemy or neutral units cannot be pillaged (1066 §19.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pillage a square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll a die: at most the friendly attack factors in the square pillages it (feudal and forage become 0, a castle there may be destroyed). Pillaging a town brings loot draws equal to its feudal value, and every other player draws one marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Friendly attack factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town feudal value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 if the square has no town.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already pillaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enemy or neutral units present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reaction draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>§19.2 lists the other players&apos; draw as a step of the procedure; read it as following a success, or every attempt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pillage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rolled %1 against %2 attack factor(s): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pillaged, feudal and forage now 0, any port ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not pillaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Loot: the pillager draws %1 marker(s), the town&apos;s feudal value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each of the %1 other player(s) draws one marker (reading: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No reaction draws after a failed attempt (reading: after-success).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pillager may also destroy the castle in the square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Counters left to recruit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A power can never have more units of a kind than its counters: reads the counter mix and says how many more of that kind can be recruited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unit kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters of that kind in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units to recruit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 own %2 %3 counter(s), %4 in play: %5 left; %6 wanted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::SwordsAndSails</name>
    <message>
        <location filename="../core/games/sas/sascommon.cpp" line="-124"/>
        <source>Byzantium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Fatimid Caliphate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Holy Roman Empire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>England</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>France</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kievan Rus&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the North Sea Empire</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::TableCommands</name>
    <message>
        <location filename="../app/cli/tablecommands.cpp" line="+52"/>
        <source>%1	%2	%3 missing cell(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the table id (see reeve-cli tables)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>House figures are stored in a campaign: add --campaign FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Imported %1 house figure(s) into %2 (action %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::Tables</name>
    <message>
        <location filename="../core/tables/rowkey.cpp" line="+107"/>
        <source>&quot;%1&quot; is not a row key: write a roll (4), an inclusive range (2-3), an open low end (&lt;=1) or an open high end (7+).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tables/ruletable.cpp" line="+37"/>
        <source>Table %1 has no rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table %1: row %2 has no key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1 is a d66 table, so row key %2 must be a single value 11..66 made of two digits 1-6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table %1: row key %2 overlaps row key %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table %1 has no columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table %1 is indexed by the die alone, so it has exactly one result column, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Table %1: column label &quot;%2&quot; is empty or has surrounding spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table %1: column label %2 appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1: column %2 is not a ratio such as 1/2, 3:2 or 1.5/1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table %1: column %2 is not a differential such as -2, +3, &lt;=-4 or 5+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table %1: differential column %2 overlaps column %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Table %1: &quot;%2&quot; is not a game id (one of %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a table id: write &lt;game&gt;.&lt;name&gt; in lowercase, e.g. %2.battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Table %1 has no row for a roll of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Table %1 has no figure for %2: it is marked missing. Enter it in the Tables panel (table %1, %2) or import a CSV with `reeve-cli table %1 --import FILE.csv --campaign FILE`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Table %1, %2: a figure is a number or a text, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1, %2: a figure that has a value cannot be marked missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tables/ruletablejson.cpp" line="+29"/>
        <source>unknown key &quot;%1&quot; (expected one of %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a non-empty text, found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected one of printed, text, example, house, missing; found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>a cell without a value must have provenance &quot;missing&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a figure is a number or a text, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the figure %1 has no provenance: give the cell as {&quot;value&quot;: ..., &quot;provenance&quot;: ...} or set &quot;provenance&quot; on its row or table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a cell marked missing cannot have a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a list of texts, found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a text, found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a row object, found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a row key such as 4, 2-3, &lt;=1 or 7+, found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected a list of %1 cells (one per column), found %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the table says game %1 but its file is for game %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected die, two-dimensional or d66, found &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected label, ratio or differential, found &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a list of rows, found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+88"/>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tables/csvreader.cpp" line="+69"/>
        <source>Line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>unexpected text after a closing quote (write a quote inside a quoted field as &quot;&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>a quoted field starts here but its closing quote is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tables/tablecsv.cpp" line="+63"/>
        <source>Line %1: too many errors; the rest of the file was not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the header must give the row key heading and at least one column label; the table&apos;s columns are %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; is not a column of table %2 (its columns are %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>column %1 appears twice in the header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; is not a row key (write 4, 2-3, &lt;=1 or 7+).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>row key %1 overlaps the table&apos;s row %2 without matching it; use the table&apos;s own row keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>table %1 has no row %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>row key %1 overlaps row %2 given on line %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected %1 fields (the row key and %2 columns, as in the header), found %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>a value may be at most %1 characters long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the value &quot;%1&quot; holds a line break or a control character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the number %1 is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the number %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>the file is empty; expected a header row with the table&apos;s column labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Line %1: the file is not UTF-8 text; save it as UTF-8 CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tables/columnselector.cpp" line="+68"/>
        <source>Strengths must be whole numbers from 1 to %1; attacker %2, defender %3 given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A ratio table needs at least one column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Column %1 is not a ratio such as 1/2, 3:2 or 1.5/1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+56"/>
        <source>%1 ÷ %2 = %3, exactly the %4 column (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-53"/>
        <source>%1 ÷ %2 = %3; the attacker is stronger, so the fraction is dropped → column %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ÷ %2 = %3; the attacker is stronger, so the ratio drops to the nearest column at or below it → column %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ÷ %2 = %3; the attacker is stronger, so the fraction is dropped: %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+22"/>
        <source>%1 lies beyond the table&apos;s columns, so it is read on column %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 ÷ %2 = %3 for the defender, a ratio of 1/%3, exactly the %4 column (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ÷ %2 = %3 for the defender, a ratio of 1/%3; the defender is stronger, so the figure is rounded up in the defender&apos;s favour → column %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ÷ %2 = %3 for the defender, a ratio of 1/%3; the defender is stronger, so the figure is rounded up: %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the attacker&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the defender&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ÷ %2 = %3, beyond the last ratio on the table; the larger number, %4, is rounded down to it → column %5 (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ÷ %2 = %3; the larger number, %4, is rounded down to the nearest ratio on the table → column %5 (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Figures for a differential must lie within ±%1; attacker %2, defender %3 given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A differential table needs at least one column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1 is not a differential such as -2, +3, &lt;=-4 or 5+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Attacker minus defender: %1 → column %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Attacker minus defender: %1, beyond the table&apos;s columns, so it is read on column %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No column of the table holds the differential %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A roll of %1 reads row %2 of %3%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A roll of %1 is above the highest row of %2, so it counts as %3 and reads row %4%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A roll of %1 is below the lowest row of %2, so it counts as %3 and reads row %4%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/tables/tablelibrary.cpp" line="+35"/>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>$: not valid JSON at %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>$.game: expected one of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>$.tables: expected a list of tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected a table object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>$.tables[%1].id: table %2 is already defined in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>$.tables[%1].id: table %2 is already defined at $.tables[%3].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A table without an id cannot be added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table %1 is already defined in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no rule table %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>A house figure names table %1, which does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A house figure names row %1 of table %2, which has no such row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A house figure names column %1 of table %2, which has no such column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A house figure for table %1, %2 has no value.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::TablesPanel</name>
    <message>
        <location filename="../ui/tables/tablespanel.cpp" line="+59"/>
        <source>Generic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stored as a house figure (action %1); Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Save this table&apos;s figures as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read figures from a CSV file; changed figures become house figures (one undoable action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+72"/>
        <source>%n figure(s) still missing</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No rule tables are installed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>No table chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Columns: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n figure(s) missing</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Open a campaign to enter figures: house figures are stored in the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The campaign is open read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a cell or press F2 to enter a house figure; Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Enter the missing figure for %1: type it and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Imported %n house figure(s) from %1 (action %2).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export table as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Import CSV into %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::TrackedValues</name>
    <message>
        <location filename="../core/ledger/trackedvalues.cpp" line="+35"/>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Income level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provinces held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a quantity name; use lowercase letters, digits and _ (e.g. vp, army_size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>units on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 (%2): victory at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2) tracked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::UndoController</name>
    <message>
        <location filename="../ui/mainwindow/undocontroller.cpp" line="+50"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::UnitDialog</name>
    <message>
        <location filename="../ui/campaign/unitdialog.cpp" line="+27"/>
        <source>Add Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(off the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>e.g. knight, thegn, field army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. William (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed values, one per line, e.g.
attack=3
defence=2
movement=4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Location:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Values:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit Unit %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::UnitModel</name>
    <message>
        <location filename="../ui/campaign/unitmodel.cpp" line="+53"/>
        <source>off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::UnitsPage</name>
    <message>
        <location filename="../ui/campaign/unitspage.cpp" line="+20"/>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;liminate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Add Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Edit Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(off the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Move Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Move %1 to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Eliminate Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restore Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove Unit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::UserPrompts</name>
    <message>
        <location filename="../ui/common/userprompts.cpp" line="+34"/>
        <source>Private view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PIN of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Campaign in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is open in another Reeve window or process.

You can open it read-only to look at it, or cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;read-only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ViewerChoice</name>
    <message>
        <location filename="../ui/common/viewerchoice.cpp" line="+16"/>
        <source>Whose view: the public, one side (its PIN if it has one) or the referee (the referee&apos;s PIN if set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Referee (everything)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>the referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Private view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wrong PIN: the view stays as it was.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::ViewerGate</name>
    <message>
        <location filename="../core/campaign/viewergate.cpp" line="+52"/>
        <source>Referee PIN removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Referee PIN set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reeve::WelcomePage</name>
    <message>
        <location filename="../ui/mainwindow/welcomepage.cpp" line="+18"/>
        <source>&lt;h1&gt;Reeve&lt;/h1&gt;&lt;p&gt;The referee&apos;s books for Dark Ages wargames: sides, places, units, markers and a turn log that remembers everything.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a game and set up its sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a .reeve file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 1066 campaign in September, ready to explore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&lt;b&gt;Recent campaigns&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+37"/>
        <source>Reeve, the referee and bookkeeper for Dark Ages wargames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign file (.reeve) to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open (or create) the demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the file read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a picture of the window to PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit after MS milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show a Campaign tab: sides, locations, units, markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the New Campaign wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bring a panel to the front: procedures, containers, ledger, charts, luck, tables, reference, rulings, battle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
