<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>AboutText</name>
    <message>
        <source>About qmgrlab</source>
        <translation>O programu qmgrlab</translation>
    </message>
    <message>
        <source>LGPL-3.0 (the Qt Charts module: GPL-3.0)</source>
        <translation>LGPL-3.0 (modul Qt Charts: GPL-3.0)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;qmgrlab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Makes the scheduler of Postfix&apos;s queue manager (nqmgr) visible: job lists, preemption, delivery slots, recipient pools and destination concurrency, step by step, forwards and backwards.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). qmgrlab links QCustomPlot, which is licensed under GPL-3.0, so the program as a whole is distributed under the GPL. It comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;table cellpadding=&quot;3&quot;&gt;%2&lt;/table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;qmgrlab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Zviditelňuje plánovač správce front Postfixu (nqmgr): seznamy úloh, preempci, doručovací sloty, fondy příjemců a souběžnost doručování do cílů, krok za krokem, vpřed i vzad.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, verze 3 nebo (podle vaší volby) jakákoli pozdější verze (GPL-3.0-or-later). qmgrlab linkuje knihovnu QCustomPlot, která je licencována pod GPL-3.0, proto je program jako celek šířen pod GPL. Je poskytován bez jakékoli záruky.&lt;/p&gt;&lt;p&gt;Sestaveno s:&lt;/p&gt;&lt;table cellpadding=&quot;3&quot;&gt;%2&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>A teaching simulator of Postfix&apos;s queue scheduler (nqmgr).</source>
        <translation>Výukový simulátor plánovače front Postfixu (nqmgr).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>SOUBOR</translation>
    </message>
    <message>
        <source>Take N steps before the screenshot.</source>
        <translation>Před snímkem obrazovky provést N kroků.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Window size for the screenshot, e.g. 1600x1000.</source>
        <translation>Velikost okna pro snímek obrazovky, např. 1600x1000.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>ŠxV</translation>
    </message>
    <message>
        <source>Start in dark mode.</source>
        <translation>Spustit v tmavém režimu.</translation>
    </message>
    <message>
        <source>Zoom every view&apos;s text and drawing by FACTOR, from %1 to %2 (e.g. 1.75 or 175%).</source>
        <translation>Zvětšit text a kresbu všech pohledů FAKTOREM v rozsahu %1 až %2 (např. 1.75 nebo 175%).</translation>
    </message>
    <message>
        <source>FACTOR</source>
        <translation>FAKTOR</translation>
    </message>
    <message>
        <source>Arrange the window for a lecture (timeline, job list, narration) or to explore (every view).</source>
        <translation>Uspořádat okno pro přednášku (časová osa, seznam úloh, komentář) nebo pro zkoumání (všechny pohledy).</translation>
    </message>
    <message>
        <source>lecture|explore</source>
        <translation>lecture|explore</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scénář</translation>
    </message>
    <message>
        <source>The scenario file to open (default: the slot-loan example).</source>
        <translation>Soubor scénáře k otevření (výchozí: příklad slot-loan).</translation>
    </message>
    <message>
        <source>[SCENARIO]</source>
        <translation>[SCÉNÁŘ]</translation>
    </message>
    <message>
        <source>only one scenario can be opened, got %1</source>
        <translation>lze otevřít jen jeden scénář, zadáno: %1</translation>
    </message>
    <message>
        <source>--layout needs lecture or explore, got &quot;%1&quot;</source>
        <translation>--layout očekává lecture nebo explore, zadáno: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--steps needs a whole number, got &quot;%1&quot;</source>
        <translation>--steps očekává celé číslo, zadáno: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, e.g. 1600x1000, got &quot;%1&quot;</source>
        <translation>--size očekává ŠÍŘKAxVÝŠKA, např. 1600x1000, zadáno: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Bring a view to the front for the screenshot: narration, parameters, recipientPool, destinations, deferredQueue, lesson or predict.</source>
        <translation>Pro snímek obrazovky přenést pohled do popředí: narration, parameters, recipientPool, destinations, deferredQueue, lesson nebo predict.</translation>
    </message>
    <message>
        <source>VIEW</source>
        <translation>POHLED</translation>
    </message>
    <message>
        <source>--dock: no view named &quot;%1&quot;</source>
        <translation>--dock: žádný pohled jménem „%1“</translation>
    </message>
    <message>
        <source>For the screenshot: turn on predict mode or lesson mode after the steps.</source>
        <translation>Pro snímek obrazovky: po krocích zapnout režim předpovědi nebo režim lekce.</translation>
    </message>
    <message>
        <source>predict|lesson</source>
        <translation>predict|lesson</translation>
    </message>
    <message>
        <source>--mode needs predict or lesson, got &quot;%1&quot;</source>
        <translation>--mode vyžaduje predict nebo lesson, zadáno: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--steps, --size, --mode and --window only go with --screenshot</source>
        <translation>--steps, --size, --mode a --window lze použít jen s --screenshot</translation>
    </message>
    <message>
        <source>--screenshot needs a file name ending in an image type, such as .png or .jpg, got &quot;%1&quot;</source>
        <translation>--screenshot potřebuje název souboru s příponou obrázku, například .png nebo .jpg, ne „%1“</translation>
    </message>
    <message>
        <source>Render the main window to FILE and exit: a PNG, or the image type the file&apos;s suffix names (- for standard output).</source>
        <translation>Vykreslit hlavní okno do SOUBORU a skončit: jako PNG, nebo v obrazovém formátu, který udává přípona souboru (- pro standardní výstup).</translation>
    </message>
    <message>
        <source>For the screenshot: render the Compare, Sweep or Logged vs simulated window as it opens over the main window, or the mail log import&apos;s progress dialog.</source>
        <translation>Pro snímek obrazovky: vykreslit okno Porovnání, Rozmítání nebo Zaznamenané vs. simulované tak, jak se otevře nad hlavním oknem, nebo dialog průběhu importu logu pošty.</translation>
    </message>
    <message>
        <source>compare|sweep|replay|import</source>
        <translation>compare|sweep|replay|import</translation>
    </message>
    <message>
        <source>Import the file as a Postfix mail log (File &gt; Import mail log) instead of opening it as a scenario.</source>
        <translation>Importovat soubor jako log pošty Postfixu (Soubor &gt; Importovat log pošty) místo otevření jako scénáře.</translation>
    </message>
    <message>
        <source>--window needs compare, sweep, replay or import, got &quot;%1&quot;</source>
        <translation>--window vyžaduje compare, sweep, replay nebo import, zadáno: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--maillog needs the mail log to import</source>
        <translation>--maillog vyžaduje log pošty k importu</translation>
    </message>
    <message>
        <source>--window replay and --window import need --maillog: they show the import of a mail log</source>
        <translation>--window replay a --window import vyžadují --maillog: ukazují import logu pošty</translation>
    </message>
</context>
<context>
    <name>CompareExporter</name>
    <message>
        <source>qmgrlab comparison of variants</source>
        <translation>qmgrlab – porovnání variant</translation>
    </message>
</context>
<context>
    <name>JobCardText</name>
    <message>
        <source>entries selected</source>
        <translation>vybrané položky</translation>
    </message>
    <message>
        <source>%1 of %2 read</source>
        <translation>%1 z %2 načtených</translation>
    </message>
    <message>
        <source>selected_entries %1 of read_entries %2: the entries taken for delivery out of those read into memory; at most %3 in all (read entries + unread recipients)</source>
        <translation>selected_entries %1 z read_entries %2: položky (entries) vybrané k doručení z těch, které byly načteny do paměti; celkem nejvýše %3 (načtené položky + nenačtení příjemci)</translation>
    </message>
    <message>
        <source>slots_available %1: one per selected entry; the delivery slot cost %2 is below 2, so no job preempts on this transport</source>
        <translation>slots_available %1: jeden za každou vybranou položku; cena doručovacího slotu (delivery slot) %2 je menší než 2, takže na tomto transportu žádná úloha nepreemptuje</translation>
    </message>
    <message>
        <source>slots used</source>
        <translation>použité sloty</translation>
    </message>
    <message>
        <source>the job it preempted</source>
        <translation>úloha, kterou preemptovala</translation>
    </message>
    <message>
        <source>job %1</source>
        <translation>úloha %1</translation>
    </message>
    <message>
        <source>%1 paid for, not used yet</source>
        <translation>%1 zaplaceno, zatím nevyužito</translation>
    </message>
    <message>
        <source>slots_used is below zero: when this job preempted, %1 paid for the entries it was expected to need, and %2 of them are not selected yet; what is left unused when it leaves the stack is given back to the job it preempted</source>
        <translation>slots_used je pod nulou: když tato úloha preemptovala, %1 zaplatila za položky, které podle odhadu potřebovala, a %2 z nich zatím není vybráno; co zůstane nevyužito, až úloha opustí zásobník, se vrátí úloze, kterou preemptovala</translation>
    </message>
    <message>
        <source>%1 fewer than expected</source>
        <translation>o %1 méně, než se čekalo</translation>
    </message>
    <message>
        <source>slots_used is below zero: the job left the preemption stack after selecting %1 entries fewer than it was expected to need when it preempted</source>
        <translation>slots_used je pod nulou: úloha opustila zásobník preempce poté, co vybrala o %1 položek méně, než kolik podle odhadu potřebovala, když preemptovala</translation>
    </message>
    <message>
        <source>all paid for</source>
        <translation>vše zaplaceno</translation>
    </message>
    <message>
        <source>%1 more than paid for</source>
        <translation>o %1 více, než bylo zaplaceno</translation>
    </message>
    <message>
        <source>slots_used %1: counted from minus the entries this job was expected to need when it preempted, one up per selected entry; it has used every slot %2 paid for</source>
        <translation>slots_used %1: počítáno od záporného počtu položek, které tato úloha podle odhadu potřebovala, když preemptovala, za každou vybranou položku o jednu výš; využila všechny sloty, které %2 zaplatila</translation>
    </message>
    <message>
        <source>slots_used %1: one per selected entry (a job that preempts starts again from minus the entries it is expected to need)</source>
        <translation>slots_used %1: jeden za každou vybranou položku (úloha, která preemptuje, začíná znovu od záporného počtu položek, které podle odhadu potřebuje)</translation>
    </message>
    <message>
        <source>recipients</source>
        <translation>příjemci</translation>
    </message>
    <message>
        <source>%1 in core · slots %2</source>
        <translation>%1 v paměti · sloty %2</translation>
    </message>
    <message>
        <source>rcpt_count %1: this job&apos;s recipients in memory; rcpt_limit %2: the recipient slots it holds from the transport&apos;s pool</source>
        <translation>rcpt_count %1: příjemci této úlohy v paměti; rcpt_limit %2: sloty příjemců (recipient slots), které úloha drží z fondu transportu</translation>
    </message>
    <message>
        <source>paid slots</source>
        <translation>zaplacené sloty</translation>
    </message>
    <message numerus="yes">
        <source>%1 not used yet</source>
        <translation>
            <numerusform>%1 zatím nevyužitý</numerusform>
            <numerusform>%1 zatím nevyužité</numerusform>
            <numerusform>%1 zatím nevyužitých</numerusform>
        </translation>
    </message>
    <message>
        <source>all used</source>
        <translation>vše využito</translation>
    </message>
    <message>
        <source>all used, %1 more</source>
        <translation>vše využito, o %1 více</translation>
    </message>
    <message>
        <source>owes %1</source>
        <translation>dluží %1</translation>
    </message>
    <message>
        <source>%1 ÷ cost %2 = %3</source>
        <translation>%1 ÷ cena %2 = %3</translation>
    </message>
    <message>
        <source>%1. msg %2</source>
        <translation>%1. zpr. %2</translation>
    </message>
    <message>
        <source>▶ current job</source>
        <translation>▶ aktuální úloha</translation>
    </message>
    <message>
        <source>blocker, waits for %1</source>
        <translation>blokující, čeká na %1</translation>
    </message>
    <message>
        <source>first job with unread recipients</source>
        <translation>první úloha s nenačtenými příjemci</translation>
    </message>
    <message>
        <source>▶ current</source>
        <translation>▶ aktuální</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>blokující</translation>
    </message>
    <message>
        <source>Job of message %1, stack level %2 (stack_level)</source>
        <translation>Úloha zprávy %1, úroveň zásobníku %2 (stack_level)</translation>
    </message>
    <message>
        <source>It preempted job %1 (stack_parent)</source>
        <translation>Preemptovala úlohu %1 (stack_parent)</translation>
    </message>
    <message>
        <source>Blocker job: every destination it has entries for is full or dead (%1)</source>
        <translation>Blokující úloha (blocker): každý cíl, pro který má položky, je plný nebo mrtvý (%1)</translation>
    </message>
    <message>
        <source>The first job on the by-time list whose message has unread recipients: it gets the transport&apos;s unused recipient slots</source>
        <translation>První úloha v seznamu podle času (by-time list), jejíž zpráva má nenačtené příjemce: dostává nevyužité sloty příjemců transportu</translation>
    </message>
    <message>
        <source>slots_available is below zero: the job paid in advance for a job that preempted it and still owes %1; it earns one selection back per selected entry and cannot be preempted again before it has a positive balance</source>
        <translation>slots_available je pod nulou: úloha zaplatila předem za úlohu, která ji preemptovala, a stále dluží %1; za každou vybranou položku získá jeden výběr zpět a znovu preemptována být nemůže, dokud nemá kladný zůstatek</translation>
    </message>
    <message>
        <source>%1 · preemption off</source>
        <translation>%1 · preempce vypnuta</translation>
    </message>
    <message>
        <source>this visit</source>
        <translation>tato návštěva</translation>
    </message>
    <message>
        <source>%1 sent · %2 deferred · %3 bounced</source>
        <translation>%1 doručeno · %2 odloženo · %3 odmítnuto</translation>
    </message>
    <message>
        <source>In this visit of the active queue the message has %1 recipients sent, %2 deferred (tried again later) and %3 bounced (rejected for good or expired)</source>
        <translation>Při této návštěvě aktivní fronty má zpráva %1 příjemců doručeno, %2 odloženo (zkusí se znovu později) a %3 odmítnuto (definitivně odmítnuto nebo vypršelo)</translation>
    </message>
    <message>
        <source>back from the deferred queue</source>
        <translation>zpět z fronty deferred</translation>
    </message>
    <message>
        <source>The message came back from the deferred queue: a scan found its retry time reached, and only its recipients not yet sent or bounced are read again</source>
        <translation>Zpráva se vrátila z fronty deferred: průchod zjistil, že nastal čas jejího opakování, a znovu se čtou jen příjemci, kteří ještě nebyli doručeni ani odmítnuti</translation>
    </message>
    <message>
        <source>slots_available %1: one per selected entry; divided by the delivery slot cost %2 it makes %3, what a job preempting this one can be paid with (the remainder does not count); while it is above zero the preemption test adds the loan of %4 (delivery_slot_loan)</source>
        <translation>slots_available %1: jeden za každou vybranou položku; vydělen cenou doručovacího slotu %2 dává %3, čím lze zaplatit úloze, která tuto preemptuje (zbytek se nepočítá); dokud je nad nulou, test preempce k tomu přičte půjčku %4 (delivery_slot_loan)</translation>
    </message>
    <message>
        <source>at the decision</source>
        <translation>při rozhodnutí</translation>
    </message>
    <message>
        <source>slots_available when this step&apos;s selection was decided: %1, the figure the preemption rule used and the narration states; from the next step on the card shows the counter as this step left it</source>
        <translation>slots_available ve chvíli, kdy se rozhodoval výběr tohoto kroku: %1, číslo, které použilo pravidlo preempce a které uvádí komentář; od dalšího kroku karta ukazuje počítadlo tak, jak ho tento krok zanechal</translation>
    </message>
    <message>
        <source>%1 (%2) + loan %3</source>
        <translation>%1 (%2) + půjčka %3</translation>
    </message>
    <message>
        <source>%1 + loan %2</source>
        <translation>%1 + půjčka %2</translation>
    </message>
    <message>
        <source>The message&apos;s sender, as the log shows it: %1</source>
        <translation>Odesílatel zprávy, jak ho ukazuje log: %1</translation>
    </message>
    <message>
        <source>slots_available when this step&apos;s selection was decided: %1; not above 0, so no candidate was weighed against this job; from the next step on the card shows the counter as this step left it</source>
        <translation>slots_available ve chvíli, kdy se rozhodoval výběr tohoto kroku: %1; není nad 0, proto s touto úlohou nebyl porovnán žádný kandidát; od dalšího kroku karta ukazuje počítadlo tak, jak ho tento krok zanechal</translation>
    </message>
    <message>
        <source>slot balance now</source>
        <translation>zůstatek slotů nyní</translation>
    </message>
    <message>
        <source>now</source>
        <translation>nyní</translation>
    </message>
    <message>
        <source>%1 · no loan at 0</source>
        <translation>%1 · při 0 bez půjčky</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Y / N</source>
        <translation>Y / N</translation>
    </message>
    <message>
        <source>Predict mode: answer &quot;does job X preempt job Y?&quot; with yes or no</source>
        <translation>Režim předpovědi: odpovědět na „Předběhne úloha X úlohu Y?“ ano nebo ne</translation>
    </message>
    <message>
        <source>1 2 … 9 0, Enter</source>
        <translation>1 2 … 9 0, Enter</translation>
    </message>
    <message>
        <source>Predict mode: choose a job by its number (2 for job 2; 1 then 2 for job 12, Enter or a pause for job 1); a job whose name is not a number shows its key on its button</source>
        <translation>Režim předpovědi: zvolit úlohu jejím číslem (2 pro úlohu 2; 1 a pak 2 pro úlohu 12, Enter nebo pauza pro úlohu 1); úloha, jejíž název není číslo, ukazuje svou klávesu na svém tlačítku</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
</context>
<context>
    <name>LessonHandoutExporter</name>
    <message>
        <source>Bookmark %1 of %2</source>
        <translation>Záložka %1 z %2</translation>
    </message>
    <message>
        <source>Before the first step, t = %1</source>
        <translation>Před prvním krokem, t = %1</translation>
    </message>
    <message>
        <source>After step %1 of %2, t = %3</source>
        <translation>Po kroku %1 z %2, t = %3</translation>
    </message>
    <message>
        <source>Strong: what has happened up to this step; pale: what the run does later.</source>
        <translation>Sytě: co se stalo do tohoto kroku; bledě: co běh udělá později.</translation>
    </message>
    <message>
        <source>No step has been taken yet.</source>
        <translation>Zatím nebyl proveden žádný krok.</translation>
    </message>
    <message>
        <source>Step %1 · %2 · %3</source>
        <translation>Krok %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Transport %1</source>
        <translation>Transport %1</translation>
    </message>
    <message>
        <source>No jobs on transport %1 at this step.</source>
        <translation>V tomto kroku nejsou na transportu %1 žádné úlohy.</translation>
    </message>
    <message>
        <source>Transport %1 has not been used yet.</source>
        <translation>Transport %1 zatím nebyl použit.</translation>
    </message>
    <message>
        <source>%1: the scenario has no lesson bookmarks to export</source>
        <translation>%1: scénář nemá žádné záložky lekce k exportu</translation>
    </message>
    <message>
        <source>%1: a lesson handout is written as a PDF file (.pdf)</source>
        <translation>%1: podklady k lekci se zapisují jako soubor PDF (.pdf)</translation>
    </message>
    <message>
        <source>%1 — lesson</source>
        <translation>%1 — lekce</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>qmgrlab: the course on Postfix&apos;s queue scheduler</source>
        <translation>qmgrlab: kurz o plánovači fronty Postfixu</translation>
    </message>
    <message>
        <source>SCHEDULER_README taught in %1 lessons, in order. Each lesson asks its question first.</source>
        <translation>SCHEDULER_README popořadě, počet lekcí: %1. Každá lekce nejprve položí svou otázku.</translation>
    </message>
    <message>
        <source>Part %1: %2</source>
        <translation>Část %1: %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Strana %1 z %2</translation>
    </message>
    <message>
        <source>%1: a course handout is written as a PDF file (.pdf)</source>
        <translation>%1: podklady ke kurzu se zapisují jako soubor PDF (.pdf)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the course&apos;s example %1 is missing from this build</source>
        <translation>příklad kurzu %1 v tomto sestavení chybí</translation>
    </message>
    <message>
        <source>After step %1, t = %2</source>
        <translation>Po kroku %1, t = %2</translation>
    </message>
    <message>
        <source>What has happened up to this step. The rest of the run is left out here: it answers the question, on the pages that follow.</source>
        <translation>Co se stalo do tohoto kroku. Zbytek běhu tu chybí: odpovídá na otázku, na následujících stranách.</translation>
    </message>
</context>
<context>
    <name>MaillogExporter</name>
    <message>
        <source>%1: the epoch %2 is no time qmgrlab reads</source>
        <translation>%1: epocha %2 není čas, který qmgrlab umí přečíst</translation>
    </message>
</context>
<context>
    <name>NarrationHandout</name>
    <message>
        <source>Bookmark: %1</source>
        <translation>Záložka: %1</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · %4</source>
        <translation>Krok %1 z %2 · %3 · %4</translation>
    </message>
    <message>
        <source>(Cut short at …: a live figure shows at most %L1 characters, a title %L2 and a note %L3.)</source>
        <translation>(Zkráceno u …: živý údaj ukáže nejvýš %L1 znaků, nadpis %L2 a poznámka %L3.)</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Completion</source>
        <translation>Dokončení</translation>
    </message>
    <message>
        <source>Revival</source>
        <translation>Oživení</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Příchod</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Aktivace</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Výběr</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message numerus="yes">
        <source>%n recipient</source>
        <translation>
            <numerusform>%n příjemce</numerusform>
            <numerusform>%n příjemci</numerusform>
            <numerusform>%n příjemců</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipients</source>
        <translation>
            <numerusform>%n příjemce</numerusform>
            <numerusform>%n příjemci</numerusform>
            <numerusform>%n příjemců</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing can be selected</source>
        <translation>%1: nelze nic vybrat</translation>
    </message>
    <message>
        <source>%1: delivery %2 for job %3, %4 to %5</source>
        <translation>%1: doručení %2 pro úlohu %3, %4 pro %5</translation>
    </message>
    <message>
        <source>Job %1 preempts job %2. %3</source>
        <translation>Úloha %1 preemptuje úlohu %2. %3</translation>
    </message>
    <message numerus="yes">
        <source>Message %1 arrives</source>
        <translation>
            <numerusform>Zpráva %1 přichází</numerusform>
            <numerusform>Zprávy %1 přicházejí</numerusform>
            <numerusform>Zprávy %1 přicházejí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Messages %1 arrive</source>
        <translation>
            <numerusform>Zpráva %1 přichází</numerusform>
            <numerusform>Zprávy %1 přicházejí</numerusform>
            <numerusform>Zprávy %1 přicházejí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 enters the active queue</source>
        <translation>
            <numerusform>Zpráva %1 vstupuje do aktivní fronty</numerusform>
            <numerusform>Zprávy %1 vstupují do aktivní fronty</numerusform>
            <numerusform>Zprávy %1 vstupují do aktivní fronty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Messages %1 enter the active queue</source>
        <translation>
            <numerusform>Zpráva %1 vstupuje do aktivní fronty</numerusform>
            <numerusform>Zprávy %1 vstupují do aktivní fronty</numerusform>
            <numerusform>Zprávy %1 vstupují do aktivní fronty</numerusform>
        </translation>
    </message>
    <message>
        <source>Preemption is off on %1: its delivery slot cost %2 is below 2.</source>
        <translation>Preempce je na %1 vypnuta: cena jeho doručovacího slotu %2 je menší než 2.</translation>
    </message>
    <message>
        <source>%1 has no current job: the scheduler starts at the head of its job list.</source>
        <translation>%1 nemá aktuální úlohu: plánovač začíná na začátku svého seznamu úloh.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job and too small to be preempted: its %n entry is fewer than minimum slots %2 × cost %3 = %4.</source>
        <translation>
            <numerusform>Úloha %1 je aktuální úloha a je příliš malá na to, aby mohla být preemptována: její %n položka je méně než minimum slotů %2 × cena %3 = %4.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha a je příliš malá na to, aby mohla být preemptována: její %n položky jsou méně než minimum slotů %2 × cena %3 = %4.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha a je příliš malá na to, aby mohla být preemptována: jejích %n položek je méně než minimum slotů %2 × cena %3 = %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job and too small to be preempted: its %n entries are fewer than minimum slots %2 × cost %3 = %4.</source>
        <translation>
            <numerusform>Úloha %1 je aktuální úloha a je příliš malá na to, aby mohla být preemptována: její %n položka je méně než minimum slotů %2 × cena %3 = %4.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha a je příliš malá na to, aby mohla být preemptována: její %n položky jsou méně než minimum slotů %2 × cena %3 = %4.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha a je příliš malá na to, aby mohla být preemptována: jejích %n položek je méně než minimum slotů %2 × cena %3 = %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job; no later job can be delivered within the %n slot it is sure to reach, so nothing preempts it.</source>
        <translation>
            <numerusform>Úloha %1 je aktuální úloha; žádnou pozdější úlohu nelze doručit v rámci %n slotu, kterého úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha; žádnou pozdější úlohu nelze doručit v rámci %n slotů, kterých úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha; žádnou pozdější úlohu nelze doručit v rámci %n slotů, kterých úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job; no later job can be delivered within the %n slots it is sure to reach, so nothing preempts it.</source>
        <translation>
            <numerusform>Úloha %1 je aktuální úloha; žádnou pozdější úlohu nelze doručit v rámci %n slotu, kterého úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha; žádnou pozdější úlohu nelze doručit v rámci %n slotů, kterých úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha; žádnou pozdější úlohu nelze doručit v rámci %n slotů, kterých úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 moves before job %2 on the job list, at stack level %3.</source>
        <translation>Úloha %1 se v seznamu úloh přesouvá před úlohu %2, na úroveň zásobníku %3.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 gets %n extra recipient slot, so it can read more recipients.</source>
        <translation>
            <numerusform>Úloha %1 dostává %n další slot příjemce, takže může načíst více příjemců.</numerusform>
            <numerusform>Úloha %1 dostává %n další sloty příjemců, takže může načíst více příjemců.</numerusform>
            <numerusform>Úloha %1 dostává %n dalších slotů příjemců, takže může načíst více příjemců.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 gets %n extra recipient slots, so it can read more recipients.</source>
        <translation>
            <numerusform>Úloha %1 dostává %n další slot příjemce, takže může načíst více příjemců.</numerusform>
            <numerusform>Úloha %1 dostává %n další sloty příjemců, takže může načíst více příjemců.</numerusform>
            <numerusform>Úloha %1 dostává %n dalších slotů příjemců, takže může načíst více příjemců.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 has nothing left to select and no recipients could be read for it now: it leaves the job list until more of its recipients are read.</source>
        <translation>Úloha %1 už nemá co vybrat a teď pro ni nebylo možné načíst žádné příjemce: opouští seznam úloh, dokud nebudou načteni další její příjemci.</translation>
    </message>
    <message>
        <source>Nothing can be selected on %1: every job is a blocker or has no entries.</source>
        <translation>Na %1 nelze nic vybrat: každá úloha je blokující nebo nemá žádné položky.</translation>
    </message>
    <message>
        <source>Delivery %1: %2 selects an entry of job %3 with %4 to %5 (agent %6).</source>
        <translation>Doručení %1: %2 vybírá položku úlohy %3 (%4) pro %5 (agent %6).</translation>
    </message>
    <message>
        <source>That was the last entry of job %1: it leaves the job list.</source>
        <translation>To byla poslední položka úlohy %1: úloha opouští seznam úloh.</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>cíl %1 je mrtvý</translation>
    </message>
    <message>
        <source>%1 is full (window %2, %3 in progress)</source>
        <translation>cíl %1 je plný (okno %2, probíhá %3)</translation>
    </message>
    <message>
        <source>Job %1 becomes a blocker: every queue it has entries for is full.</source>
        <translation>Úloha %1 se stává blokující: každá fronta, pro kterou má položky, je plná.</translation>
    </message>
    <message>
        <source>Job %1 becomes a blocker and is skipped: %2.</source>
        <translation>Úloha %1 se stává blokující a je přeskočena: %2.</translation>
    </message>
    <message>
        <source>Message %1 arrives in the incoming queue with %2.</source>
        <translation>Zpráva %1 přichází do příchozí fronty (incoming): %2.</translation>
    </message>
    <message>
        <source>Message %1 enters the active queue: its recipients are read and grouped into jobs, peers and entries.</source>
        <translation>Zpráva %1 vstupuje do aktivní fronty: její příjemci jsou načteni a seskupeni do úloh, peerů (peers) a položek (entries).</translation>
    </message>
    <message>
        <source>Job %1 preempts job %2 on %3 (stack level %4).</source>
        <translation>Úloha %1 preemptuje úlohu %2 na %3 (úroveň zásobníku %4).</translation>
    </message>
    <message>
        <source>Delivery %1: %2 selects an entry of job %3 with %4 to %5.</source>
        <translation>Doručení %1: %2 vybírá položku úlohy %3 (%4) pro %5.</translation>
    </message>
    <message>
        <source>A full queue of %1 can take deliveries again: every blocker job of %1 is released.</source>
        <translation>Plná fronta na %1 může opět přijímat doručení: všechny blokující úlohy na %1 jsou uvolněny.</translation>
    </message>
    <message>
        <source>Delivery %1 (job %2, %3 to %4) completes: sent.</source>
        <translation>Doručení %1 (úloha %2, %3 pro %4) je dokončeno: odesláno.</translation>
    </message>
    <message>
        <source>Concurrency feedback moves the window of %1 on %2 from %3 to %4.</source>
        <translation>Zpětná vazba souběžnosti mění okno cíle %1 na %2 z %3 na %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n recipient of message %1 for %2 is deferred without a delivery attempt: the destination is dead.</source>
        <translation>
            <numerusform>%n příjemce zprávy %1 pro %2 je odložen bez pokusu o doručení: cíl je mrtvý.</numerusform>
            <numerusform>%n příjemci zprávy %1 pro %2 jsou odloženi bez pokusu o doručení: cíl je mrtvý.</numerusform>
            <numerusform>%n příjemců zprávy %1 pro %2 je odloženo bez pokusu o doručení: cíl je mrtvý.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipients of message %1 for %2 are deferred without a delivery attempt: the destination is dead.</source>
        <translation>
            <numerusform>%n příjemce zprávy %1 pro %2 je odložen bez pokusu o doručení: cíl je mrtvý.</numerusform>
            <numerusform>%n příjemci zprávy %1 pro %2 jsou odloženi bez pokusu o doručení: cíl je mrtvý.</numerusform>
            <numerusform>%n příjemců zprávy %1 pro %2 je odloženo bez pokusu o doručení: cíl je mrtvý.</numerusform>
        </translation>
    </message>
    <message>
        <source>Message %1 leaves the active queue: %2 sent, %3 deferred.</source>
        <translation>Zpráva %1 opouští aktivní frontu: odesláno %2, odloženo %3.</translation>
    </message>
    <message numerus="yes">
        <source>The simulation ends at %1: %n recipient sent, %2 deferred.</source>
        <translation>
            <numerusform>Simulace končí v čase %1: %n příjemce odeslán, %2 odloženo.</numerusform>
            <numerusform>Simulace končí v čase %1: %n příjemci odesláni, %2 odloženo.</numerusform>
            <numerusform>Simulace končí v čase %1: %n příjemců odesláno, %2 odloženo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The simulation ends at %1: %n recipients sent, %2 deferred.</source>
        <translation>
            <numerusform>Simulace končí v čase %1: %n příjemce odeslán, %2 odloženo.</numerusform>
            <numerusform>Simulace končí v čase %1: %n příjemci odesláni, %2 odloženo.</numerusform>
            <numerusform>Simulace končí v čase %1: %n příjemců odesláno, %2 odloženo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 is the current job and cannot be preempted: it paid in advance for a job that preempted it and still owes %2, so it has no delivery slot to lend.</source>
        <translation>Úloha %1 je aktuální úloha a nelze ji preemptovat: zaplatila předem za úlohu, která ji preemptovala, a stále dluží %2, takže nemá žádný doručovací slot k zapůjčení.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job; as found at %2 (the candidate cache), no later job can be delivered within the %n slot it is sure to reach, so nothing preempts it.</source>
        <translation>
            <numerusform>Úloha %1 je aktuální úloha; jak bylo zjištěno v %2 (mezipaměť kandidátů), žádnou pozdější úlohu nelze doručit v rámci %n slotu, kterého úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha; jak bylo zjištěno v %2 (mezipaměť kandidátů), žádnou pozdější úlohu nelze doručit v rámci %n slotů, kterých úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha; jak bylo zjištěno v %2 (mezipaměť kandidátů), žádnou pozdější úlohu nelze doručit v rámci %n slotů, kterých úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job; as found at %2 (the candidate cache), no later job can be delivered within the %n slots it is sure to reach, so nothing preempts it.</source>
        <translation>
            <numerusform>Úloha %1 je aktuální úloha; jak bylo zjištěno v %2 (mezipaměť kandidátů), žádnou pozdější úlohu nelze doručit v rámci %n slotu, kterého úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha; jak bylo zjištěno v %2 (mezipaměť kandidátů), žádnou pozdější úlohu nelze doručit v rámci %n slotů, kterých úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
            <numerusform>Úloha %1 je aktuální úloha; jak bylo zjištěno v %2 (mezipaměť kandidátů), žádnou pozdější úlohu nelze doručit v rámci %n slotů, kterých úloha jistě dosáhne, takže ji nic nepreemptuje.</numerusform>
        </translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the best candidate, remembered from the look at %2 (the candidate cache): score (%3 s + 1 s) ÷ %n entry %4.</source>
        <translation>
            <numerusform>Úloha %1 je nejlepší kandidát, zapamatovaný z hledání v %2 (mezipaměť kandidátů): skóre (%3 s + 1 s) ÷ %n položka %4.</numerusform>
            <numerusform>Úloha %1 je nejlepší kandidát, zapamatovaný z hledání v %2 (mezipaměť kandidátů): skóre (%3 s + 1 s) ÷ %n položky %4.</numerusform>
            <numerusform>Úloha %1 je nejlepší kandidát, zapamatovaný z hledání v %2 (mezipaměť kandidátů): skóre (%3 s + 1 s) ÷ %n položek %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the best candidate, remembered from the look at %2 (the candidate cache): score (%3 s + 1 s) ÷ %n entries %4.</source>
        <translation>
            <numerusform>Úloha %1 je nejlepší kandidát, zapamatovaný z hledání v %2 (mezipaměť kandidátů): skóre (%3 s + 1 s) ÷ %n položka %4.</numerusform>
            <numerusform>Úloha %1 je nejlepší kandidát, zapamatovaný z hledání v %2 (mezipaměť kandidátů): skóre (%3 s + 1 s) ÷ %n položky %4.</numerusform>
            <numerusform>Úloha %1 je nejlepší kandidát, zapamatovaný z hledání v %2 (mezipaměť kandidátů): skóre (%3 s + 1 s) ÷ %n položek %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1 exactly: (%2 + 1) ÷ %3, the age in whole seconds since the message entered the active queue, plus one, over all its entries (read and unread).</source>
        <translation>Skóre přesně %1: (%2 + 1) ÷ %3, stáří v celých sekundách od vstupu zprávy do aktivní fronty plus jedna, děleno všemi jejími položkami (načtenými i nenačtenými).</translation>
    </message>
    <message>
        <source>Only whole slots count: %1 ÷ cost %2 leaves %3 over, which job %4 keeps for later.</source>
        <translation>Počítají se jen celé sloty: %1 ÷ cena %2 dává zbytek %3, který si úloha %4 ponechá na později.</translation>
    </message>
    <message>
        <source>Job %1 pays %2 × cost %3 = %4 of its %5 and keeps %6.</source>
        <translation>Úloha %1 platí %2 × cena %3 = %4 ze svých %5 a ponechá si %6.</translation>
    </message>
    <message>
        <source>Job %1 pays %2 × cost %3 = %4, all of its %5.</source>
        <translation>Úloha %1 platí %2 × cena %3 = %4, celých svých %5.</translation>
    </message>
    <message>
        <source>Job %1 pays %2 × cost %3 = %4, more than its %5: it owes %6 and must earn that back before it can be preempted again.</source>
        <translation>Úloha %1 platí %2 × cena %3 = %4, víc než svých %5: dluží %6 a musí si to vydělat zpět, než ji bude možné znovu preemptovat.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Obnovení</translation>
    </message>
    <message>
        <source>Deferred scan</source>
        <translation>Průchod frontou deferred</translation>
    </message>
    <message>
        <source>Agent allocation</source>
        <translation>Přidělení agenta</translation>
    </message>
    <message>
        <source>Agent failure</source>
        <translation>Selhání agenta</translation>
    </message>
    <message>
        <source>Transport retry</source>
        <translation>Nový pokus transportu</translation>
    </message>
    <message>
        <source>Message %1 comes back from the deferred queue into the active queue: the recipients not yet sent or bounced are read again.</source>
        <translation>Zpráva %1 se vrací z fronty deferred do aktivní fronty: příjemci, kteří ještě nebyli odesláni ani odmítnuti, jsou načteni znovu.</translation>
    </message>
    <message>
        <source>Delivery %1 (job %2, %3 to %4) completes: the server took the session but answered per recipient: %5 sent, %6 deferred, %7 bounced.</source>
        <translation>Doručení %1 (úloha %2, %3 pro %4) je dokončeno: server relaci přijal, ale odpověděl pro každého příjemce zvlášť: odesláno %5, odloženo %6, odmítnuto %7.</translation>
    </message>
    <message numerus="yes">
        <source>%n recipient of message %1 for %2 is deferred without a delivery attempt: the transport %3 is dead.</source>
        <translation>
            <numerusform>%n příjemce zprávy %1 pro %2 je odložen bez pokusu o doručení: transport %3 je mrtvý.</numerusform>
            <numerusform>%n příjemci zprávy %1 pro %2 jsou odloženi bez pokusu o doručení: transport %3 je mrtvý.</numerusform>
            <numerusform>%n příjemců zprávy %1 pro %2 je odloženo bez pokusu o doručení: transport %3 je mrtvý.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipients of message %1 for %2 are deferred without a delivery attempt: the transport %3 is dead.</source>
        <translation>
            <numerusform>%n příjemce zprávy %1 pro %2 je odložen bez pokusu o doručení: transport %3 je mrtvý.</numerusform>
            <numerusform>%n příjemci zprávy %1 pro %2 jsou odloženi bez pokusu o doručení: transport %3 je mrtvý.</numerusform>
            <numerusform>%n příjemců zprávy %1 pro %2 je odloženo bez pokusu o doručení: transport %3 je mrtvý.</numerusform>
        </translation>
    </message>
    <message>
        <source>Message %1 leaves the active queue: %2 sent, %3 deferred, %4 bounced.</source>
        <translation>Zpráva %1 opouští aktivní frontu: odesláno %2, odloženo %3, odmítnuto %4.</translation>
    </message>
    <message numerus="yes">
        <source>The simulation ends at %1: %n recipient sent, %2 deferred, %3 bounced.</source>
        <translation>
            <numerusform>Simulace končí v čase %1: %n příjemce odeslán, %2 odloženo, %3 odmítnuto.</numerusform>
            <numerusform>Simulace končí v čase %1: %n příjemci odesláni, %2 odloženo, %3 odmítnuto.</numerusform>
            <numerusform>Simulace končí v čase %1: %n příjemců odesláno, %2 odloženo, %3 odmítnuto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The simulation ends at %1: %n recipients sent, %2 deferred, %3 bounced.</source>
        <translation>
            <numerusform>Simulace končí v čase %1: %n příjemce odeslán, %2 odloženo, %3 odmítnuto.</numerusform>
            <numerusform>Simulace končí v čase %1: %n příjemci odesláni, %2 odloženo, %3 odmítnuto.</numerusform>
            <numerusform>Simulace končí v čase %1: %n příjemců odesláno, %2 odloženo, %3 odmítnuto.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 is suspended for %3 s (%2_destination_rate_delay): its next delivery starts at %4 at the earliest.</source>
        <translation>Cíl %1 na %2 je pozastaven na %3 s (%2_destination_rate_delay): jeho další doručení začne nejdříve v čase %4.</translation>
    </message>
    <message>
        <source>No delivery agent of %1 could be started (master.cf: broken): %1 is dead for %2 s (transport_retry_time), and the entries waiting in its queues are deferred.</source>
        <translation>Žádného doručovacího agenta %1 nebylo možné spustit (master.cf: broken): %1 je mrtvý na %2 s (transport_retry_time) a položky čekající v jeho frontách jsou odloženy.</translation>
    </message>
    <message>
        <source>%1 takes a delivery agent and waits %2 s (%1_transport_rate_delay): it selects the entry at %3, and starts no other delivery until one completes.</source>
        <translation>%1 si bere doručovacího agenta a čeká %2 s (%1_transport_rate_delay): položku vybere v čase %3 a dokud jedno doručení neskončí, žádné další nezačne.</translation>
    </message>
    <message>
        <source>it waits as long as it is old, %1 s (within minimal_backoff_time %2 s .. maximal_backoff_time %3 s)</source>
        <translation>čeká tak dlouho, jak je stará, %1 s (v mezích minimal_backoff_time %2 s .. maximal_backoff_time %3 s)</translation>
    </message>
    <message>
        <source>its age %1 s is below minimal_backoff_time, so it waits %2 s</source>
        <translation>její stáří %1 s je pod minimal_backoff_time, proto čeká %2 s</translation>
    </message>
    <message>
        <source>its age %1 s is above maximal_backoff_time, so it waits %2 s</source>
        <translation>její stáří %1 s je nad maximal_backoff_time, proto čeká %2 s</translation>
    </message>
    <message>
        <source>Message %1 waits in the deferred queue until %2: %3.</source>
        <translation>Zpráva %1 čeká ve frontě deferred do %2: %3.</translation>
    </message>
    <message>
        <source>bounce_queue_lifetime %1 s (a bounce message)</source>
        <translation>bounce_queue_lifetime %1 s (zpráva o nedoručení)</translation>
    </message>
    <message>
        <source>maximal_queue_lifetime %1 s</source>
        <translation>maximal_queue_lifetime %1 s</translation>
    </message>
    <message numerus="yes">
        <source>Message %1 expired: queued %2 s, not less than %3; its %n deferred recipient bounces.</source>
        <translation>
            <numerusform>Zprávě %1 vypršela životnost: ve frontě %2 s, ne méně než %3; její %n odložený příjemce je odmítnut.</numerusform>
            <numerusform>Zprávě %1 vypršela životnost: ve frontě %2 s, ne méně než %3; její %n odložení příjemci jsou odmítnuti.</numerusform>
            <numerusform>Zprávě %1 vypršela životnost: ve frontě %2 s, ne méně než %3; jejích %n odložených příjemců je odmítnuto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 expired: queued %2 s, not less than %3; its %n deferred recipients bounce.</source>
        <translation>
            <numerusform>Zprávě %1 vypršela životnost: ve frontě %2 s, ne méně než %3; její %n odložený příjemce je odmítnut.</numerusform>
            <numerusform>Zprávě %1 vypršela životnost: ve frontě %2 s, ne méně než %3; její %n odložení příjemci jsou odmítnuti.</numerusform>
            <numerusform>Zprávě %1 vypršela životnost: ve frontě %2 s, ne méně než %3; jejích %n odložených příjemců je odmítnuto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A scan of the deferred queue starts with %n message.</source>
        <translation>
            <numerusform>Průchod frontou deferred začíná s %n zprávou.</numerusform>
            <numerusform>Průchod frontou deferred začíná s %n zprávami.</numerusform>
            <numerusform>Průchod frontou deferred začíná s %n zprávami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A scan of the deferred queue starts with %n messages.</source>
        <translation>
            <numerusform>Průchod frontou deferred začíná s %n zprávou.</numerusform>
            <numerusform>Průchod frontou deferred začíná s %n zprávami.</numerusform>
            <numerusform>Průchod frontou deferred začíná s %n zprávami.</numerusform>
        </translation>
    </message>
    <message>
        <source>Message %1 arrives in the deferred queue, as its deferred_until_ms says: it waits until %2, and a deferred-queue scan from then on activates it.</source>
        <translation>Zpráva %1 přichází do fronty deferred, jak říká její deferred_until_ms: čeká do %2 a aktivuje ji průchod frontou deferred od té doby.</translation>
    </message>
    <message>
        <source>Message %1 comes back from the deferred queue into the active queue, due at %2: a scan takes a message up to one second early. The recipients not yet sent or bounced are read again.</source>
        <translation>Zpráva %1 se vrací z fronty deferred do aktivní fronty, splatná v %2: prohledání fronty bere zprávu až o jednu sekundu dříve. Příjemci, kteří ještě nebyli odesláni ani odmítnuti, jsou načteni znovu.</translation>
    </message>
    <message>
        <source>its age %1 s is above maximal_backoff_time %2 s, but minimal_backoff_time is larger and wins, so it waits %3 s</source>
        <translation>její stáří %1 s je nad maximal_backoff_time %2 s, ale minimal_backoff_time je větší a platí, proto čeká %3 s</translation>
    </message>
    <message>
        <source>Job %1 is the current job and cannot be preempted: it has selected no entry yet, so its counter (slots_available) is at 0 selections, and more than 0 are needed.</source>
        <translation>Úloha %1 je aktuální úloha a nelze ji preemptovat: zatím nevybrala žádnou položku, takže její počítadlo (slots_available) je na 0 výběrech a je jich potřeba více než 0.</translation>
    </message>
    <message>
        <source>Job %1 is the current job and cannot be preempted: its counter (slots_available) is back at 0 selections, its %2 so far having paid for the jobs that preempted it; more than 0 are needed.</source>
        <translation>Úloha %1 je aktuální úloha a nelze ji preemptovat: její počítadlo (slots_available) je zpět na 0 výběrech, protože jejími dosavadními %2 zaplatila za úlohy, které ji preemptovaly; je jich potřeba více než 0.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the best candidate: score (age %2 s + 1 s) ÷ %n entry %3. Postfix counts the age in whole seconds: now %4 s, queued at %5 s.</source>
        <translation>
            <numerusform>Úloha %1 je nejlepší kandidát: skóre (stáří %2 s + 1 s) ÷ %n položka %3. Postfix počítá stáří v celých sekundách: nyní %4 s, zařazena v %5 s.</numerusform>
            <numerusform>Úloha %1 je nejlepší kandidát: skóre (stáří %2 s + 1 s) ÷ %n položky %3. Postfix počítá stáří v celých sekundách: nyní %4 s, zařazena v %5 s.</numerusform>
            <numerusform>Úloha %1 je nejlepší kandidát: skóre (stáří %2 s + 1 s) ÷ %n položek %3. Postfix počítá stáří v celých sekundách: nyní %4 s, zařazena v %5 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the best candidate: score (age %2 s + 1 s) ÷ %n entries %3. Postfix counts the age in whole seconds: now %4 s, queued at %5 s.</source>
        <translation>
            <numerusform>Úloha %1 je nejlepší kandidát: skóre (stáří %2 s + 1 s) ÷ %n položka %3. Postfix počítá stáří v celých sekundách: nyní %4 s, zařazena v %5 s.</numerusform>
            <numerusform>Úloha %1 je nejlepší kandidát: skóre (stáří %2 s + 1 s) ÷ %n položky %3. Postfix počítá stáří v celých sekundách: nyní %4 s, zařazena v %5 s.</numerusform>
            <numerusform>Úloha %1 je nejlepší kandidát: skóre (stáří %2 s + 1 s) ÷ %n položek %3. Postfix počítá stáří v celých sekundách: nyní %4 s, zařazena v %5 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>With this selection job %1&apos;s counter rises to 0 selections: its debt is paid.</source>
        <translation>Tímto výběrem stoupne počítadlo úlohy %1 na 0 výběrů: její dluh je splacen.</translation>
    </message>
    <message>
        <source>With this selection job %1 still owes %2.</source>
        <translation>Po tomto výběru úloha %1 stále dluží %2.</translation>
    </message>
    <message>
        <source>%1 + %2 ≥ 1: window %3, count %4</source>
        <translation>%1 + %2 ≥ 1: okno %3, čítač %4</translation>
    </message>
    <message>
        <source>%1 − %2 &lt; 0: window %3, count %4</source>
        <translation>%1 − %2 &lt; 0: okno %3, čítač %4</translation>
    </message>
    <message>
        <source>%1 + %2 &lt; 1: stop</source>
        <translation>%1 + %2 &lt; 1: konec</translation>
    </message>
    <message>
        <source>%1 − %2 ≥ 0: stop</source>
        <translation>%1 − %2 ≥ 0: konec</translation>
    </message>
    <message>
        <source>After a delivery without a connection or handshake failure, %1 on %2 adds the positive feedback %3 (at window %4) to its success count: %5 + %3 %6. With half a feedback step of hysteresis: %7. Window %4 to %8.</source>
        <translation>Po doručení bez chyby spojení či handshaku přičte %1 na %2 kladnou zpětnou vazbu %3 (při okně %4) ke svému čítači úspěchů: %5 + %3 %6. S hysterezí poloviny kroku zpětné vazby: %7. Okno z %4 na %8.</translation>
    </message>
    <message>
        <source>The window stops at the concurrency limit %1 (%2_destination_concurrency_limit).</source>
        <translation>Okno se zastaví na limitu souběžnosti %1 (%2_destination_concurrency_limit).</translation>
    </message>
    <message>
        <source>After a failed connection or handshake, %1 on %2 takes the negative feedback %3 (at window %4) from its failure count: %5 − %3 %6. With half a feedback step of hysteresis: %7. Window %4 to %8: it drops at the start of a run of failures, not at its end.</source>
        <translation>Po neúspěšném spojení či handshaku odečte %1 na %2 zápornou zpětnou vazbu %3 (při okně %4) od svého čítače selhání: %5 − %3 %6. S hysterezí poloviny kroku zpětné vazby: %7. Okno z %4 na %8: klesá na začátku řady selhání, ne na jejím konci.</translation>
    </message>
    <message>
        <source>A window never goes below 1.</source>
        <translation>Okno nikdy neklesne pod 1.</translation>
    </message>
    <message>
        <source>Failed pseudo-cohorts so far: %1 %2, below the limit %3.</source>
        <translation>Neúspěšné pseudokohorty zatím: %1 %2, pod limitem %3.</translation>
    </message>
    <message>
        <source>fail_cohorts %1 exactly, against %2_destination_concurrency_failed_cohort_limit %3.</source>
        <translation>fail_cohorts přesně %1, proti %2_destination_concurrency_failed_cohort_limit %3.</translation>
    </message>
    <message>
        <source>Round robin over the transports: %1 is first on their list (a new transport joins it at the front) and takes the delivery agent; it moves to the back of the list.</source>
        <translation>Round robin přes transporty: %1 je v jejich seznamu první (nový transport se zařadí na začátek) a dostává doručovacího agenta; přesouvá se na konec seznamu.</translation>
    </message>
    <message>
        <source>Round robin over the transports: %1 comes after %2, which took the delivery agent before, and takes this one; it moves to the back of the list.</source>
        <translation>Round robin přes transporty: %1 následuje po %2, který dostal předchozího doručovacího agenta, a dostává tohoto; přesouvá se na konec seznamu.</translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: the first on their list, %2, cannot take a delivery now (no free agent, or no queue with room), so %1 takes the delivery agent; it moves to the back of the list.</source>
        <translation>
            <numerusform>Round robin přes transporty: první v jejich seznamu, %2, teď nemůže převzít doručení (žádný volný agent ani fronta s místem), a tak doručovacího agenta dostává %1; přesouvá se na konec seznamu.</numerusform>
            <numerusform>Round robin přes transporty: první v jejich seznamu, %2, teď nemůže převzít doručení (žádný volný agent ani fronta s místem), a tak doručovacího agenta dostává %1; přesouvá se na konec seznamu.</numerusform>
            <numerusform>Round robin přes transporty: první v jejich seznamu, %2, teď nemůže převzít doručení (žádný volný agent ani fronta s místem), a tak doručovacího agenta dostává %1; přesouvá se na konec seznamu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: the first %n on their list, from %2 on, cannot take a delivery now (no free agent, or no queue with room), so %1 takes the delivery agent; it moves to the back of the list.</source>
        <translation>
            <numerusform>Round robin přes transporty: první v jejich seznamu, %2, teď nemůže převzít doručení (žádný volný agent ani fronta s místem), a tak doručovacího agenta dostává %1; přesouvá se na konec seznamu.</numerusform>
            <numerusform>Round robin přes transporty: první %n v jejich seznamu, počínaje %2, teď nemohou převzít doručení (žádný volný agent ani fronta s místem), a tak doručovacího agenta dostává %1; přesouvá se na konec seznamu.</numerusform>
            <numerusform>Round robin přes transporty: prvních %n v jejich seznamu, počínaje %2, teď nemůže převzít doručení (žádný volný agent ani fronta s místem), a tak doručovacího agenta dostává %1; přesouvá se na konec seznamu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: %1 took the delivery agent before, and the other transport, %2, cannot take a delivery now (no free agent, or no queue with room), so the turn comes back to %1.</source>
        <translation>
            <numerusform>Round robin přes transporty: předchozího doručovacího agenta dostal %1 a druhý transport, %2, teď nemůže převzít doručení (žádný volný agent ani fronta s místem), takže je znovu na řadě %1.</numerusform>
            <numerusform>Round robin přes transporty: předchozího doručovacího agenta dostal %1 a druhý transport, %2, teď nemůže převzít doručení (žádný volný agent ani fronta s místem), takže je znovu na řadě %1.</numerusform>
            <numerusform>Round robin přes transporty: předchozího doručovacího agenta dostal %1 a druhý transport, %2, teď nemůže převzít doručení (žádný volný agent ani fronta s místem), takže je znovu na řadě %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: %1 took the delivery agent before, and the %n others, from %2 on, cannot take a delivery now (no free agent, or no queue with room), so the turn comes back to %1.</source>
        <translation>
            <numerusform>Round robin přes transporty: předchozího doručovacího agenta dostal %1 a ten druhý, %2, teď nemůže převzít doručení (žádný volný agent ani fronta s místem), takže je znovu na řadě %1.</numerusform>
            <numerusform>Round robin přes transporty: předchozího doručovacího agenta dostal %1 a %n ostatní, počínaje %2, teď nemohou převzít doručení (žádný volný agent ani fronta s místem), takže je znovu na řadě %1.</numerusform>
            <numerusform>Round robin přes transporty: předchozího doručovacího agenta dostal %1 a %n ostatních, počínaje %2, teď nemůže převzít doručení (žádný volný agent ani fronta s místem), takže je znovu na řadě %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: after %3, which took the delivery agent before, the turn passes over %2, which cannot take a delivery now (no free agent, or no queue with room), to %1; %1 moves to the back of the list.</source>
        <translation>
            <numerusform>Round robin přes transporty: po %3, který dostal předchozího doručovacího agenta, přechází řada přes %2, který teď nemůže převzít doručení (žádný volný agent ani fronta s místem), na %1; %1 se přesouvá na konec seznamu.</numerusform>
            <numerusform>Round robin přes transporty: po %3, který dostal předchozího doručovacího agenta, přechází řada přes %2, který teď nemůže převzít doručení (žádný volný agent ani fronta s místem), na %1; %1 se přesouvá na konec seznamu.</numerusform>
            <numerusform>Round robin přes transporty: po %3, který dostal předchozího doručovacího agenta, přechází řada přes %2, který teď nemůže převzít doručení (žádný volný agent ani fronta s místem), na %1; %1 se přesouvá na konec seznamu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: after %3, which took the delivery agent before, the turn passes over %n transports from %2 on, which cannot take a delivery now (no free agent, or no queue with room), to %1; %1 moves to the back of the list.</source>
        <translation>
            <numerusform>Round robin přes transporty: po %3, který dostal předchozího doručovacího agenta, přechází řada přes %n transport počínaje %2, který teď nemůže převzít doručení (žádný volný agent ani fronta s místem), na %1; %1 se přesouvá na konec seznamu.</numerusform>
            <numerusform>Round robin přes transporty: po %3, který dostal předchozího doručovacího agenta, přechází řada přes %n transporty počínaje %2, které teď nemohou převzít doručení (žádný volný agent ani fronta s místem), na %1; %1 se přesouvá na konec seznamu.</numerusform>
            <numerusform>Round robin přes transporty: po %3, který dostal předchozího doručovacího agenta, přechází řada přes %n transportů počínaje %2, které teď nemohou převzít doručení (žádný volný agent ani fronta s místem), na %1; %1 se přesouvá na konec seznamu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1&apos;s destinations take turns (round robin over its peers), but its other peer has no entry waiting or a full queue: %2 gives the entry again.</source>
        <translation>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery), ale její druhý peer nemá čekající položku nebo má plnou frontu: položku dává znovu %2.</numerusform>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery), ale její druhý peer nemá čekající položku nebo má plnou frontu: položku dává znovu %2.</numerusform>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery), ale její druhý peer nemá čekající položku nebo má plnou frontu: položku dává znovu %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1&apos;s destinations take turns (round robin over its peers), but its %n other peers have no entry waiting or a full queue: %2 gives the entry again.</source>
        <translation>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery), ale její druhý peer nemá čekající položku nebo má plnou frontu: položku dává znovu %2.</numerusform>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery), ale její %n další peery nemají čekající položku nebo mají plnou frontu: položku dává znovu %2.</numerusform>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery), ale jejích %n dalších peerů nemá čekající položku nebo má plnou frontu: položku dává znovu %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1&apos;s destinations take turns (round robin over its peers): %2 comes after %3 on the job&apos;s list of peers and gives the entry; it moves to the back of the list.</source>
        <translation>Cíle úlohy %1 se střídají (round robin přes její peery): %2 následuje v seznamu peerů úlohy po %3 a dává položku; přesouvá se na konec seznamu.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1&apos;s destinations take turns (round robin over its peers): after %3, the next peer has no entry waiting or a full queue, so %2 gives the entry; it moves to the back of the list.</source>
        <translation>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery): po %3 nemá další peer čekající položku nebo má plnou frontu, a tak položku dává %2; přesouvá se na konec seznamu.</numerusform>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery): po %3 nemá další peer čekající položku nebo má plnou frontu, a tak položku dává %2; přesouvá se na konec seznamu.</numerusform>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery): po %3 nemá další peer čekající položku nebo má plnou frontu, a tak položku dává %2; přesouvá se na konec seznamu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1&apos;s destinations take turns (round robin over its peers): after %3, the next %n peers have no entry waiting or a full queue, so %2 gives the entry; it moves to the back of the list.</source>
        <translation>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery): po %3 nemá další peer čekající položku nebo má plnou frontu, a tak položku dává %2; přesouvá se na konec seznamu.</numerusform>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery): po %3 nemají další %n peery čekající položku nebo mají plnou frontu, a tak položku dává %2; přesouvá se na konec seznamu.</numerusform>
            <numerusform>Cíle úlohy %1 se střídají (round robin přes její peery): po %3 nemá dalších %n peerů čekající položku nebo má plnou frontu, a tak položku dává %2; přesouvá se na konec seznamu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 is no candidate, whatever its score: it needs %2, more than the %3 job %4 is sure to reach.</source>
        <translation>Úloha %1 není kandidát, ať je její skóre jakékoli: potřebuje %2, víc, než kolik úloha %4 jistě dosáhne (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n jobs are no candidates, whatever their score: they need more than the %2 job %3 is sure to reach; job %1, the best scored of them, needs %4.</source>
        <translation>
            <numerusform>%n úloha není kandidát, ať je její skóre jakékoli: potřebuje víc, než kolik úloha %3 jistě dosáhne (%2); úloha %1 potřebuje %4.</numerusform>
            <numerusform>%n úlohy nejsou kandidáti, ať je jejich skóre jakékoli: potřebují víc, než kolik úloha %3 jistě dosáhne (%2); úloha %1, z nich s nejlepším skóre, potřebuje %4.</numerusform>
            <numerusform>%n úloh nejsou kandidáti, ať je jejich skóre jakékoli: potřebují víc, než kolik úloha %3 jistě dosáhne (%2); úloha %1, z nich s nejlepším skóre, potřebuje %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1&apos;s score would be %2: (its age in whole seconds + 1) ÷ its entries.</source>
        <translation>Skóre úlohy %1 by bylo %2: (její stáří v celých sekundách + 1) ÷ její položky.</translation>
    </message>
    <message>
        <source>Message %1 is refilled: %2 in memory, %3 recipient slots, %4 free ≥ %5_recipient_refill_limit %6.</source>
        <translation>Zpráva %1 se doplňuje: %2 v paměti, %3 slotů příjemců, %4 volných ≥ %5_recipient_refill_limit %6.</translation>
    </message>
    <message>
        <source>Message %1 is refilled: %2 in memory, %3 recipient slots, %4 free &lt; %5_recipient_refill_limit %6, but %5_recipient_refill_delay %7 s has passed since its last read at %8 s.</source>
        <translation>Zpráva %1 se doplňuje: %2 v paměti, %3 slotů příjemců, %4 volných &lt; %5_recipient_refill_limit %6, ale od posledního načtení v %8 s uplynulo %5_recipient_refill_delay %7 s.</translation>
    </message>
    <message>
        <source>Message %1 is refilled: job %1 has no entry to take now; %2 in memory, %3 recipient slots, %4 free.</source>
        <translation>Zpráva %1 se doplňuje: úloha %1 teď nemá žádnou položku, kterou by mohla vzít; %2 v paměti, %3 slotů příjemců, %4 volných.</translation>
    </message>
    <message>
        <source>Message %1 is refilled: none of its recipients is left in memory; %2 recipient slots.</source>
        <translation>Zpráva %1 se doplňuje: v paměti už nezůstal žádný její příjemce; %2 slotů příjemců.</translation>
    </message>
    <message>
        <source>%1 read from the queue file: %2 in memory, %3 unread.</source>
        <translation>Ze souboru fronty načteno: %1; %2 v paměti, %3 nenačteno.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is gone from the preemption stack, but job %2, which had preempted it, is still waiting: job %1&apos;s parent, job %3, adopts it (the adoptive parent). Job %2 keeps its stack level %4; job %3 is on level %5.</source>
        <translation>
            <numerusform>Úloha %1 opustila zásobník preempcí, ale úloha %2, která ji preemptovala, ještě čeká: rodič úlohy %1, úloha %3, si ji adoptuje (adoptivní rodič). Úloha %2 si ponechává úroveň zásobníku %4; úloha %3 je na úrovni %5.</numerusform>
            <numerusform>Úloha %1 opustila zásobník preempcí, ale úloha %2, která ji preemptovala, ještě čeká: rodič úlohy %1, úloha %3, si ji adoptuje (adoptivní rodič). Úloha %2 si ponechává úroveň zásobníku %4; úloha %3 je na úrovni %5.</numerusform>
            <numerusform>Úloha %1 opustila zásobník preempcí, ale úloha %2, která ji preemptovala, ještě čeká: rodič úlohy %1, úloha %3, si ji adoptuje (adoptivní rodič). Úloha %2 si ponechává úroveň zásobníku %4; úloha %3 je na úrovni %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is gone from the preemption stack, but jobs %2, which had preempted it, are still waiting: job %1&apos;s parent, job %3, adopts them (the adoptive parent). They keep their stack level %4; job %3 is on level %5.</source>
        <translation>
            <numerusform>Úloha %1 opustila zásobník preempcí, ale úloha %2, která ji preemptovala, ještě čeká: rodič úlohy %1, úloha %3, si ji adoptuje (adoptivní rodič). Ponechává si úroveň zásobníku %4; úloha %3 je na úrovni %5.</numerusform>
            <numerusform>Úloha %1 opustila zásobník preempcí, ale úlohy %2, které ji preemptovaly, ještě čekají: rodič úlohy %1, úloha %3, si je adoptuje (adoptivní rodič). Ponechávají si úroveň zásobníku %4; úloha %3 je na úrovni %5.</numerusform>
            <numerusform>Úloha %1 opustila zásobník preempcí, ale úlohy %2, které ji preemptovaly, ještě čekají: rodič úlohy %1, úloha %3, si je adoptuje (adoptivní rodič). Ponechávají si úroveň zásobníku %4; úloha %3 je na úrovni %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is gone and had no parent: job %2, which had preempted it, is an orphan now and keeps its stack level %3.</source>
        <translation>
            <numerusform>Úloha %1 skončila a neměla rodiče: úloha %2, která ji preemptovala, je teď sirotek a ponechává si úroveň zásobníku %3.</numerusform>
            <numerusform>Úloha %1 skončila a neměla rodiče: úloha %2, která ji preemptovala, je teď sirotek a ponechává si úroveň zásobníku %3.</numerusform>
            <numerusform>Úloha %1 skončila a neměla rodiče: úloha %2, která ji preemptovala, je teď sirotek a ponechává si úroveň zásobníku %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is gone and had no parent: jobs %2, which had preempted it, are orphans now and keep their stack level %3.</source>
        <translation>
            <numerusform>Úloha %1 skončila a neměla rodiče: úloha %2, která ji preemptovala, je teď sirotek a ponechává si úroveň zásobníku %3.</numerusform>
            <numerusform>Úloha %1 skončila a neměla rodiče: úlohy %2, které ji preemptovaly, jsou teď sirotci a ponechávají si úroveň zásobníku %3.</numerusform>
            <numerusform>Úloha %1 skončila a neměla rodiče: úlohy %2, které ji preemptovaly, jsou teď sirotci a ponechávají si úroveň zásobníku %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delivery %1 (job %2, %3 to %4) fails after %5, without a session: the recipients are deferred.</source>
        <translation>Doručení %1 (úloha %2, %3 pro %4) selhává po %5, bez relace: příjemci jsou odloženi.</translation>
    </message>
    <message>
        <source>It stays dead for minimal_backoff_time %1 s, until %2.</source>
        <translation>Zůstává mrtvý po dobu minimal_backoff_time %1 s, do %2.</translation>
    </message>
    <message>
        <source>%1 on %2 is alive again: minimal_backoff_time %3 s after it was declared dead, the queue manager tries it again.</source>
        <translation>Cíl %1 na %2 opět žije: minimal_backoff_time %3 s poté, co byl prohlášen za mrtvý, to s ním správce front zkouší znovu.</translation>
    </message>
    <message>
        <source>%1 on %2 is alive again: a delivery to it that was in progress when it was declared dead succeeded.</source>
        <translation>Cíl %1 na %2 opět žije: doručení do něj, které probíhalo, když byl prohlášen za mrtvý, uspělo.</translation>
    </message>
    <message>
        <source>%1 on %2 is alive again at once: with %2_destination_rate_delay, a completed delivery suspends the queue instead.</source>
        <translation>Cíl %1 na %2 hned opět žije: s %2_destination_rate_delay dokončené doručení frontu místo toho pozastaví.</translation>
    </message>
    <message>
        <source>%1 on %2 is alive again, to be dropped: it holds no entries, and too many queues are in memory.</source>
        <translation>Cíl %1 na %2 opět žije, aby mohl být zahozen: nedrží žádné položky a v paměti je příliš mnoho front.</translation>
    </message>
    <message>
        <source>The rate delay of %1 on %2 is over: %3 s (%2_destination_rate_delay) after its last delivery completed, it may take a delivery again.</source>
        <translation>Zpoždění rychlosti cíle %1 na %2 skončilo: %3 s (%2_destination_rate_delay) po dokončení jeho posledního doručení smí znovu převzít doručení.</translation>
    </message>
    <message>
        <source>%1 is alive again after transport_retry_time %2 s: its delivery agents may be started.</source>
        <translation>%1 po transport_retry_time %2 s opět žije: jeho doručovací agenti smějí být spuštěni.</translation>
    </message>
    <message>
        <source>%1 is alive again: a delivery of it completed, so its delivery agents may be started.</source>
        <translation>%1 opět žije: jedno jeho doručení skončilo, a proto smějí být jeho doručovací agenti spuštěni.</translation>
    </message>
    <message>
        <source>%1 on %2 gets no positive feedback: its window %3 is at the concurrency limit %4.</source>
        <translation>Cíl %1 na %2 nedostane kladnou zpětnou vazbu: jeho okno %3 je na limitu souběžnosti %4.</translation>
    </message>
    <message>
        <source>%1 on %2 gets no positive feedback: Postfix raises a window only while it is in use, below the deliveries in progress (this one included) plus the initial concurrency, and %3 ≥ %4 + %5 = %6. The window stays %3.</source>
        <translation>Cíl %1 na %2 nedostane kladnou zpětnou vazbu: Postfix zvětšuje okno jen, dokud se využívá, tedy dokud je menší než probíhající doručení (včetně tohoto) plus počáteční souběžnost, a %3 ≥ %4 + %5 = %6. Okno zůstává %3.</translation>
    </message>
    <message>
        <source>%1 on %2 has no delivery in progress and no entry waiting: its queue leaves memory, and its window of %3 with it.</source>
        <translation>Cíl %1 na %2 nemá žádné probíhající doručení ani čekající položku: jeho fronta opouští paměť a s ní i okno %3.</translation>
    </message>
    <message>
        <source>%1 on %2 is back in memory as a new queue, at the initial window of %3.</source>
        <translation>Cíl %1 na %2 je zpět v paměti jako nová fronta, s počátečním oknem %3.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 preempts job %2: it needs %n slot, and job %2 has (%3 ÷ cost %4) + slot loan %5 = %6 ≥ %n × (100 − slot discount %7)% = %8.</source>
        <translation>
            <numerusform>Úloha %1 preemptuje úlohu %2: potřebuje %n slot a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 ≥ %n × (100 − sleva za sloty %7)% = %8.</numerusform>
            <numerusform>Úloha %1 preemptuje úlohu %2: potřebuje %n sloty a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 ≥ %n × (100 − sleva za sloty %7)% = %8.</numerusform>
            <numerusform>Úloha %1 preemptuje úlohu %2: potřebuje %n slotů a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 ≥ %n × (100 − sleva za sloty %7)% = %8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 preempts job %2: it needs %n slots, and job %2 has (%3 ÷ cost %4) + slot loan %5 = %6 ≥ %n × (100 − slot discount %7)% = %8.</source>
        <translation>
            <numerusform>Úloha %1 preemptuje úlohu %2: potřebuje %n slot a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 ≥ %n × (100 − sleva za sloty %7)% = %8.</numerusform>
            <numerusform>Úloha %1 preemptuje úlohu %2: potřebuje %n sloty a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 ≥ %n × (100 − sleva za sloty %7)% = %8.</numerusform>
            <numerusform>Úloha %1 preemptuje úlohu %2: potřebuje %n slotů a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 ≥ %n × (100 − sleva za sloty %7)% = %8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 cannot preempt job %2 yet: it needs %n slot, and job %2 has (%3 ÷ cost %4) + slot loan %5 = %6 &lt; %n × (100 − slot discount %7)% = %8.</source>
        <translation>
            <numerusform>Úloha %1 zatím nemůže preemptovat úlohu %2: potřebuje %n slot a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 &lt; %n × (100 − sleva za sloty %7)% = %8.</numerusform>
            <numerusform>Úloha %1 zatím nemůže preemptovat úlohu %2: potřebuje %n sloty a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 &lt; %n × (100 − sleva za sloty %7)% = %8.</numerusform>
            <numerusform>Úloha %1 zatím nemůže preemptovat úlohu %2: potřebuje %n slotů a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 &lt; %n × (100 − sleva za sloty %7)% = %8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 cannot preempt job %2 yet: it needs %n slots, and job %2 has (%3 ÷ cost %4) + slot loan %5 = %6 &lt; %n × (100 − slot discount %7)% = %8.</source>
        <translation>
            <numerusform>Úloha %1 zatím nemůže preemptovat úlohu %2: potřebuje %n slot a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 &lt; %n × (100 − sleva za sloty %7)% = %8.</numerusform>
            <numerusform>Úloha %1 zatím nemůže preemptovat úlohu %2: potřebuje %n sloty a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 &lt; %n × (100 − sleva za sloty %7)% = %8.</numerusform>
            <numerusform>Úloha %1 zatím nemůže preemptovat úlohu %2: potřebuje %n slotů a úloha %2 má (%3 ÷ cena %4) + půjčka slotů %5 = %6 &lt; %n × (100 − sleva za sloty %7)% = %8.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only whole slots count: %1 ÷ cost %2 leaves %3 over, which the test does not credit to job %4.</source>
        <translation>Počítají se jen celé sloty: %1 ÷ cena %2 dává zbytek %3, který test úloze %4 nezapočítá.</translation>
    </message>
    <message>
        <source>With this selection job %1&apos;s counter rises to %2 (%3).</source>
        <translation>Tímto výběrem stoupne počítadlo úlohy %1 na %2 (%3).</translation>
    </message>
    <message>
        <source>%1 on %2 has no delivery in progress and no entry waiting: its queue leaves memory.</source>
        <translation>Cíl %1 na %2 nemá žádné probíhající doručení ani čekající položku: jeho fronta opouští paměť.</translation>
    </message>
    <message>
        <source>This step is about the logged message %1, from %2.</source>
        <translation>Tento krok se týká zprávy %1 z logu, od %2.</translation>
    </message>
    <message>
        <source>%1 declares %2 dead: failed pseudo-cohorts %3 %4 ≥ the limit %5. Entries still waiting for it are deferred; deliveries in progress go on.</source>
        <translation>%1 prohlašuje cíl %2 za mrtvý: neúspěšné pseudokohorty %3 %4 ≥ limit %5. Položky, které na něj ještě čekají, jsou odloženy; probíhající doručení pokračují.</translation>
    </message>
    <message>
        <source>%1 declares %2 dead: entries still waiting for it are deferred; deliveries in progress go on.</source>
        <translation>%1 prohlašuje cíl %2 za mrtvý: položky, které na něj ještě čekají, jsou odloženy; probíhající doručení pokračují.</translation>
    </message>
    <message>
        <source>%1 on %2 takes the negative feedback %3 (at window %4) from its failure count: %5 − %3 %6. With half a feedback step of hysteresis: %7. The window stays %4.</source>
        <translation>%1 na %2 odečte zápornou zpětnou vazbu %3 (při okně %4) od svého čítače selhání: %5 − %3 %6. S hysterezí poloviny kroku zpětné vazby: %7. Okno zůstává %4.</translation>
    </message>
    <message>
        <source>%1 on %2 adds the positive feedback %3 (at window %4) to its success count: %5 + %3 %6. With half a feedback step of hysteresis: %7. The window stays %4.</source>
        <translation>%1 na %2 přičte kladnou zpětnou vazbu %3 (při okně %4) ke svému čítači úspěchů: %5 + %3 %6. S hysterezí poloviny kroku zpětné vazby: %7. Okno zůstává %4.</translation>
    </message>
    <message>
        <source>A window never goes above %1.</source>
        <translation>Okno nikdy nepřesáhne %1.</translation>
    </message>
</context>
<context>
    <name>PageWriter</name>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .png, .svg or .pdf</source>
        <translation>%1: neznámý typ souboru „%2“; použijte .png, .svg nebo .pdf</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: nelze zapsat: %2</translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .pdf</source>
        <translation>%1: neznámý typ souboru „%2“; použijte .pdf</translation>
    </message>
    <message>
        <source>the window could not be painted</source>
        <translation>okno nebylo možné vykreslit</translation>
    </message>
    <message>
        <source>the image type %1 cannot be written</source>
        <translation>obrazový formát %1 nelze zapsat</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 nelze zapsat: %2</translation>
    </message>
</context>
<context>
    <name>PngWriter</name>
    <message>
        <source>the picture is empty</source>
        <translation>obrázek je prázdný</translation>
    </message>
    <message>
        <source>not open for writing</source>
        <translation>není otevřeno pro zápis</translation>
    </message>
    <message>
        <source>out of memory for the PNG encoder</source>
        <translation>nedostatek paměti pro kodér PNG</translation>
    </message>
    <message>
        <source>PNG encoder: %1</source>
        <translation>kodér PNG: %1</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>PgDown</source>
        <translation>Page Down</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>Page Up</translation>
    </message>
</context>
<context>
    <name>SlotUnits</name>
    <message numerus="yes">
        <source>%n selection</source>
        <translation>
            <numerusform>%n výběr</numerusform>
            <numerusform>%n výběry</numerusform>
            <numerusform>%n výběrů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selections</source>
        <translation>
            <numerusform>%n výběr</numerusform>
            <numerusform>%n výběry</numerusform>
            <numerusform>%n výběrů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slot</source>
        <translation>
            <numerusform>%n slot</numerusform>
            <numerusform>%n sloty</numerusform>
            <numerusform>%n slotů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slots</source>
        <translation>
            <numerusform>%n slot</numerusform>
            <numerusform>%n sloty</numerusform>
            <numerusform>%n slotů</numerusform>
        </translation>
    </message>
    <message>
        <source>less than 1 slot</source>
        <translation>méně než 1 slot</translation>
    </message>
    <message numerus="yes">
        <source>more than %n slot</source>
        <translation>
            <numerusform>více než %n slot</numerusform>
            <numerusform>více než %n sloty</numerusform>
            <numerusform>více než %n slotů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n slots</source>
        <translation>
            <numerusform>více než %n slot</numerusform>
            <numerusform>více než %n sloty</numerusform>
            <numerusform>více než %n slotů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>--zoom needs a factor from %1 to %2 (or %3% to %4%), got &quot;%5&quot;</source>
        <translation>--zoom vyžaduje faktor od %1 do %2 (nebo %3% až %4%), zadáno „%5“</translation>
    </message>
</context>
<context>
    <name>qmgrlab::Parameters</name>
    <message>
        <source>The percentage taken off the number of slots a smaller job would need, so that it may preempt before the running job has saved up all of them.</source>
        <translation>Procento odečtené od počtu slotů, které by menší úloha potřebovala, aby mohla preemptovat dříve, než běžící úloha všechny nastřádá.</translation>
    </message>
    <message>
        <source>How many slots the running job is willing to advance to a smaller job on top of the ones it has already earned.</source>
        <translation>Kolik slotů je běžící úloha ochotna menší úloze zapůjčit navíc k těm, které už vydělala.</translation>
    </message>
    <message>
        <source>A job may be preempted only if it amounts to at least this many times the slot cost in deliveries, counting those done and those still to come.</source>
        <translation>Úlohu lze preemptovat, jen pokud odpovídá alespoň tolikanásobku ceny slotu v doručeních, počítaje ta provedená i ta, která ještě zbývají.</translation>
    </message>
    <message>
        <source>The size of the transport&apos;s pool of recipient slots: how many of its recipients may sit in memory at once, shared by all of its jobs.</source>
        <translation>Velikost fondu slotů příjemců transportu: kolik jeho příjemců smí být najednou v paměti, sdíleno všemi jeho úlohami.</translation>
    </message>
    <message>
        <source>An extra allowance of recipient slots handed out to jobs that preempt others, so that a preempting message can read more of its recipients.</source>
        <translation>Dodatečný příděl slotů příjemců pro úlohy, které preemptují jiné, aby preemptující zpráva mohla načíst více svých příjemců.</translation>
    </message>
    <message>
        <source>A message reads more recipients from its file as soon as at least this many of its recipient slots are free.</source>
        <translation>Zpráva načte další příjemce ze svého souboru, jakmile je volných alespoň tolik jejích slotů příjemců.</translation>
    </message>
    <message>
        <source>A message with even one free recipient slot reads more recipients once this much time has passed since it last read some.</source>
        <translation>Zpráva s alespoň jedním volným slotem příjemce načte další příjemce, jakmile od posledního načtení uplyne tato doba.</translation>
    </message>
    <message>
        <source>The most recipients one delivery may carry; 1 gives every recipient address its own queue, and 0 means no limit.</source>
        <translation>Nejvyšší počet příjemců, které smí nést jedno doručení; 1 dává každé adrese příjemce vlastní frontu a 0 znamená bez omezení.</translation>
    </message>
    <message>
        <source>The most deliveries that may run at the same time to one destination; 0 means no limit.</source>
        <translation>Nejvyšší počet doručení, která smějí běžet současně do jednoho cíle; 0 znamená bez omezení.</translation>
    </message>
    <message>
        <source>How many deliveries may run at once to a destination that has just been created or revived: the starting size of its window.</source>
        <translation>Kolik doručení smí běžet současně do cíle, který byl právě vytvořen nebo oživen: počáteční velikost jeho okna.</translation>
    </message>
    <message>
        <source>How much every successful delivery counts towards widening the destination&apos;s window by one.</source>
        <translation>Nakolik se každé úspěšné doručení započítává k rozšíření okna cíle o jedna.</translation>
    </message>
    <message>
        <source>How much every failed connection counts towards narrowing the destination&apos;s window by one.</source>
        <translation>Nakolik se každé neúspěšné spojení započítává ke zúžení okna cíle o jedna.</translation>
    </message>
    <message>
        <source>How many rounds of failed connections, each round as large as the window, a destination may suffer before it is declared dead; 0 means never.</source>
        <translation>Kolik kol neúspěšných spojení, každé o velikosti okna, smí cíl utrpět, než je prohlášen za mrtvý; 0 znamená nikdy.</translation>
    </message>
    <message>
        <source>How many delivery agents a transport may keep busy at once when master.cf does not give it a maxproc of its own.</source>
        <translation>Kolik doručovacích agentů smí transport zaměstnávat současně, pokud mu master.cf nedává vlastní maxproc.</translation>
    </message>
    <message>
        <source>How long a destination that was declared dead is left alone before deliveries to it are tried again.</source>
        <translation>Jak dlouho je cíl prohlášený za mrtvý ponechán v klidu, než se do něj znovu zkusí doručovat.</translation>
    </message>
    <message>
        <source>How many messages may be in the active queue (in memory) at once; later arrivals wait in the incoming queue.</source>
        <translation>Kolik zpráv smí být současně v aktivní frontě (v paměti); později příchozí zprávy čekají v příchozí frontě (incoming).</translation>
    </message>
    <message>
        <source>How many recipients, over all messages, the queue manager aims to hold in memory when it reads a new message&apos;s first batch; raised to the active message limit when smaller.</source>
        <translation>Kolik příjemců napříč všemi zprávami se správce front snaží držet v paměti, když načítá první dávku nové zprávy; je-li hodnota menší než limit aktivních zpráv, zvýší se na něj.</translation>
    </message>
    <message>
        <source>How many recipients every message may read when it enters the active queue, however full memory already is.</source>
        <translation>Kolik příjemců smí každá zpráva načíst při vstupu do aktivní fronty bez ohledu na to, jak plná už je paměť.</translation>
    </message>
    <message>
        <source>How many selections of a job (entries selected for delivery, its slots_available counter) earn it one delivery slot that a smaller job may borrow to preempt it; 0 turns preemption off.</source>
        <translation>Kolik výběrů úlohy (položek vybraných k doručení, její čítač slots_available) jí vydělá jeden doručovací slot, který si menší úloha může vypůjčit, aby ji preemptovala; 0 preempci vypíná.</translation>
    </message>
    <message>
        <source>How long to wait between two deliveries to the same destination; above 0 it also limits every destination of the transport to one delivery at a time.</source>
        <translation>Jak dlouho čekat mezi dvěma doručeními do stejného cíle; nad 0 navíc omezí každý cíl transportu na jedno doručení najednou.</translation>
    </message>
    <message>
        <source>How long the transport waits before each delivery, whatever the destination: it then delivers one request at a time.</source>
        <translation>Jak dlouho transport čeká před každým doručením, ať je cíl jakýkoli: pak doručuje jeden požadavek po druhém.</translation>
    </message>
    <message>
        <source>How long a transport whose delivery agents could not be started is left alone before the queue manager tries it again.</source>
        <translation>Jak dlouho je transport, jehož doručovací agenty nešlo spustit, ponechán v klidu, než to správce fronty zkusí znovu.</translation>
    </message>
    <message>
        <source>The longest a deferred message waits before it is tried again; the wait grows with the message&apos;s age from minimal_backoff_time up to this.</source>
        <translation>Nejdelší doba, po kterou odložená zpráva čeká na další pokus; čekání roste se stářím zprávy od minimal_backoff_time až po tuto hodnotu.</translation>
    </message>
    <message>
        <source>How often the queue manager scans the deferred queue for messages whose wait is over.</source>
        <translation>Jak často správce fronty prochází frontu deferred a hledá zprávy, jejichž čekání skončilo.</translation>
    </message>
    <message>
        <source>How long a message may stay in the queue before its still deferred recipients are bounced; a bare number means days, 0 means one delivery attempt only.</source>
        <translation>Jak dlouho smí zpráva zůstat ve frontě, než jsou její stále odložení příjemci odmítnuti; číslo bez jednotky znamená dny, 0 znamená jen jeden pokus o doručení.</translation>
    </message>
    <message>
        <source>The same lifetime for bounce messages (null sender); lowered to maximal_queue_lifetime when larger.</source>
        <translation>Stejná životnost pro zprávy o nedoručení (prázdný odesílatel); je-li větší, sníží se na maximal_queue_lifetime.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::Rules</name>
    <message>
        <source>the file is larger than %1 MB, the most a configuration file may have</source>
        <translation>soubor je větší než %1 MB, což je největší povolená velikost konfiguračního souboru</translation>
    </message>
    <message>
        <source>contains a NUL byte: this is not a text file</source>
        <translation>obsahuje bajt NUL: nejde o textový soubor</translation>
    </message>
    <message>
        <source>starts with a blank, which continues the line before, but there is none: %1</source>
        <translation>začíná mezerou, což znamená pokračování předchozího řádku, ten však neexistuje: %1</translation>
    </message>
    <message>
        <source>the line with its continuations is longer than %1 bytes</source>
        <translation>řádek je i s pokračováními delší než %1 bajtů</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>řádek je delší než %1 bajtů</translation>
    </message>
    <message>
        <source>must have the form name = value</source>
        <translation>musí mít tvar name = value</translation>
    </message>
    <message>
        <source>the parameter name before = is missing</source>
        <translation>chybí název parametru před =</translation>
    </message>
    <message>
        <source>the value after = is missing</source>
        <translation>chybí hodnota za =</translation>
    </message>
    <message>
        <source>-o must be followed by name=value</source>
        <translation>za -o musí následovat name=value</translation>
    </message>
    <message>
        <source>-o must be followed by name=value: %1</source>
        <translation>za -o musí následovat name=value: %1</translation>
    </message>
    <message>
        <source>a service line has 8 fields (service type private unpriv chroot wakeup maxproc command) before the command&apos;s arguments: %1</source>
        <translation>řádek služby má před argumenty příkazu 8 polí (service type private unpriv chroot wakeup maxproc command): %1</translation>
    </message>
    <message>
        <source>%1: maxproc must be - or a number from 1 to 2147483647 (0, no limit, cannot be simulated): %2</source>
        <translation>%1: maxproc musí být - nebo číslo od 1 do 2147483647 (0, tedy bez omezení, nelze simulovat): %2</translation>
    </message>
    <message>
        <source>the service %1 of type unix is already defined at %2</source>
        <translation>služba %1 typu unix už je definována (%2)</translation>
    </message>
    <message>
        <source>variant item %1: %2</source>
        <translation>položka varianty %1: %2</translation>
    </message>
    <message>
        <source>variant item %1: %2: %3</source>
        <translation>položka varianty %1: %2: %3</translation>
    </message>
    <message>
        <source>variant %1: an item is empty; give NAME=VALUE items separated by commas</source>
        <translation>varianta %1: některá položka je prázdná; zadejte položky NAME=VALUE oddělené čárkami</translation>
    </message>
    <message>
        <source>must have the form NAME=VALUE</source>
        <translation>musí mít tvar NAME=VALUE</translation>
    </message>
    <message>
        <source>is given more than once in the variant</source>
        <translation>se ve variantě vyskytuje vícekrát</translation>
    </message>
    <message>
        <source>must be a feedback value: a number from 0 to 1, or N/M, N/concurrency or N/sqrt_concurrency (for example 1, 0.25, 1/8 or 1/concurrency)</source>
        <translation>musí být hodnota zpětné vazby: číslo od 0 do 1, nebo N/M, N/concurrency či N/sqrt_concurrency (například 1, 0.25, 1/8 nebo 1/concurrency)</translation>
    </message>
    <message>
        <source>the feedback value must lie between 0 and 1</source>
        <translation>hodnota zpětné vazby musí ležet v rozsahu 0 až 1</translation>
    </message>
    <message>
        <source>N in N/concurrency must lie between 0 and 1</source>
        <translation>N v N/concurrency musí ležet v rozsahu 0 až 1</translation>
    </message>
    <message>
        <source>N in N/sqrt_concurrency must lie between 0 and 1</source>
        <translation>N v N/sqrt_concurrency musí ležet v rozsahu 0 až 1</translation>
    </message>
    <message>
        <source>the divisor M in N/M must be greater than 0</source>
        <translation>dělitel M v N/M musí být větší než 0</translation>
    </message>
    <message>
        <source>N/M must lie between 0 and 1 once divided</source>
        <translation>N/M musí po vydělení ležet v rozsahu 0 až 1</translation>
    </message>
    <message>
        <source>must be 0 or at least 2</source>
        <translation>musí být 0 nebo alespoň 2</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>musí být alespoň %1</translation>
    </message>
    <message>
        <source>must be at least 1 second</source>
        <translation>musí být alespoň 1 sekunda</translation>
    </message>
    <message>
        <source>must be at least %1 seconds</source>
        <translation>musí být alespoň %1 s</translation>
    </message>
    <message>
        <source>must be at most %1 seconds</source>
        <translation>smí být nejvýše %1 s</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>smí být nejvýše %1</translation>
    </message>
    <message>
        <source>must be from %1 to %2 seconds</source>
        <translation>musí ležet v rozsahu %1 až %2 s</translation>
    </message>
    <message>
        <source>must be from %1 to %2</source>
        <translation>musí ležet v rozsahu %1 až %2</translation>
    </message>
    <message>
        <source>must be a whole number: a JSON integer or a string of decimal digits</source>
        <translation>musí být celé číslo: celé číslo JSON nebo řetězec desítkových číslic</translation>
    </message>
    <message>
        <source>must be a time: digits with an optional unit s, m, h, d or w and no blanks (for example 300s, 5m or 1h; no unit means seconds)</source>
        <translation>musí být časový údaj: číslice s volitelnou jednotkou s, m, h, d nebo w a bez mezer (například 300s, 5m nebo 1h; bez jednotky jde o sekundy)</translation>
    </message>
    <message>
        <source>must have the form name = value: %1</source>
        <translation>musí mít tvar name = value: %1</translation>
    </message>
    <message>
        <source>a parameter name is letters, digits and _ only: %1</source>
        <translation>název parametru smí obsahovat jen písmena, číslice a _: %1</translation>
    </message>
    <message>
        <source>the value expands to more than %1 KB, the most the import accepts</source>
        <translation>hodnota se rozvine na více než %1 KB, což je nejvíc, co import přijme</translation>
    </message>
    <message>
        <source>unterminated ${ (no closing }): %1</source>
        <translation>neukončené ${ (chybí uzavírací }): %1</translation>
    </message>
    <message>
        <source>unterminated $( (no closing )): %1</source>
        <translation>neukončené $( (chybí uzavírací )): %1</translation>
    </message>
    <message>
        <source>a parameter name must follow ${: %1</source>
        <translation>za ${ musí následovat název parametru: %1</translation>
    </message>
    <message>
        <source>a parameter name must follow $(: %1</source>
        <translation>za $( musí následovat název parametru: %1</translation>
    </message>
    <message>
        <source>only ${name}, ${name?text} and ${name:text} are understood here: %1</source>
        <translation>zde jsou podporovány jen ${name}, ${name?text} a ${name:text}: %1</translation>
    </message>
    <message>
        <source>a $ must be followed by a parameter name, {name} or (name), or be written $$: %1</source>
        <translation>za $ musí následovat název parametru, {name} nebo (name), jinak je třeba psát $$: %1</translation>
    </message>
    <message>
        <source>parameter references nest more than %1 deep (at $%2)</source>
        <translation>hloubka vnoření odkazů na parametry překračuje %1 (u $%2)</translation>
    </message>
    <message>
        <source>parameter reference loop: %1</source>
        <translation>smyčka v odkazech na parametry: %1</translation>
    </message>
    <message>
        <source>refers to $%1, which %2 does not set (the import knows the defaults of the simulator&apos;s parameters only)</source>
        <translation>odkazuje na $%1, který %2 nenastavuje (import zná jen výchozí hodnoty parametrů simulátoru)</translation>
    </message>
    <message>
        <source>the field %1 is missing</source>
        <translation>chybí pole %1</translation>
    </message>
    <message>
        <source>%1 must be a string</source>
        <translation>%1 musí být řetězec</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB, the most a queue listing may have</source>
        <translation>soubor je větší než %1 MB, což je největší povolená velikost výpisu fronty</translation>
    </message>
    <message>
        <source>the line is longer than %1 MB, the most the import reads</source>
        <translation>řádek je delší než %1 MB, což je nejvíc, co import načte</translation>
    </message>
    <message>
        <source>brackets nest more than %1 deep: this is not postqueue -j output</source>
        <translation>hloubka vnoření závorek překračuje %1: nejde o výstup postqueue -j</translation>
    </message>
    <message>
        <source>not valid JSON (at byte %1): %2</source>
        <translation>neplatný JSON (u bajtu %1): %2</translation>
    </message>
    <message>
        <source>holds a number too large to read: %1</source>
        <translation>obsahuje číslo příliš velké na načtení: %1</translation>
    </message>
    <message>
        <source>must be a JSON object, one message a line: %1</source>
        <translation>musí být objekt JSON, jedna zpráva na řádek: %1</translation>
    </message>
    <message>
        <source>queue_id must be 1 to 32 letters, digits, _, - or .: %1</source>
        <translation>queue_id musí mít 1 až 32 znaků, a to písmena, číslice, _, - nebo .: %1</translation>
    </message>
    <message>
        <source>arrival_time must be a whole number of seconds, at least 0</source>
        <translation>arrival_time musí být celý počet sekund, nejméně 0</translation>
    </message>
    <message>
        <source>queue_name must be maildrop, incoming, active, deferred or hold: %1</source>
        <translation>queue_name musí být maildrop, incoming, active, deferred nebo hold: %1</translation>
    </message>
    <message>
        <source>the queue_id %1 is already used at %2</source>
        <translation>identifikátor queue_id %1 už je použit (%2)</translation>
    </message>
    <message>
        <source>recipients must be a non-empty list</source>
        <translation>recipients musí být neprázdný seznam</translation>
    </message>
    <message>
        <source>the message has %1 recipients; the import takes at most %2 per message</source>
        <translation>počet příjemců zprávy je %1; import přijme nejvýše %2 na zprávu</translation>
    </message>
    <message>
        <source>more than %1 recipients in all, the most a scenario may hold</source>
        <translation>celkem více než %1 příjemců, což je nejvíc, kolik smí scénář obsahovat</translation>
    </message>
    <message>
        <source>%1 must be an object with an address</source>
        <translation>%1 musí být objekt s polem address</translation>
    </message>
    <message>
        <source>%1.address must be a string</source>
        <translation>%1.address musí být řetězec</translation>
    </message>
    <message>
        <source>%1.address has no domain after its last @: %2</source>
        <translation>%1.address nemá za posledním @ doménu: %2</translation>
    </message>
    <message>
        <source>%1.address: the domain must be at most 254 printable ASCII characters without blanks, &quot; or \: %2</source>
        <translation>%1.address: doména smí mít nejvýše 254 tisknutelných znaků ASCII bez mezer, &quot; a \: %2</translation>
    </message>
    <message>
        <source>step %1 is past the end of the run (%2 steps)</source>
        <translation>krok %1 leží za koncem běhu (počet kroků: %2)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>řádek %1</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>musí být řetězec</translation>
    </message>
    <message>
        <source>must be an integer</source>
        <translation>musí být celé číslo</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>musí být true nebo false</translation>
    </message>
    <message>
        <source>must be a number or a string</source>
        <translation>musí být číslo nebo řetězec</translation>
    </message>
    <message>
        <source>must be an object of main.cf parameters</source>
        <translation>musí být objekt s parametry main.cf</translation>
    </message>
    <message>
        <source>must be an object of master.cf services</source>
        <translation>musí být objekt se službami master.cf</translation>
    </message>
    <message>
        <source>must be an object of destinations keyed by domain</source>
        <translation>musí být objekt s cíli, jejichž klíči jsou domény</translation>
    </message>
    <message>
        <source>must be a list (JSON array) of messages</source>
        <translation>musí být seznam (pole JSON) zpráv</translation>
    </message>
    <message>
        <source>must be a list (JSON array) of bookmarks</source>
        <translation>musí být seznam (pole JSON) záložek</translation>
    </message>
    <message>
        <source>must be an object such as {&quot;sqrt_feedback&quot;: true}</source>
        <translation>musí být objekt, například {&quot;sqrt_feedback&quot;: true}</translation>
    </message>
    <message>
        <source>must be an object such as {&quot;maxproc&quot;: 10}</source>
        <translation>musí být objekt, například {&quot;maxproc&quot;: 10}</translation>
    </message>
    <message>
        <source>must be an object of destination fields</source>
        <translation>musí být objekt s poli cíle</translation>
    </message>
    <message>
        <source>must be an object with the keys id, arrival_ms and recipients</source>
        <translation>musí být objekt s klíči id, arrival_ms a recipients</translation>
    </message>
    <message>
        <source>must be a string (an address)</source>
        <translation>musí být řetězec (adresa)</translation>
    </message>
    <message>
        <source>must be an integer count of recipients</source>
        <translation>musí být celé číslo udávající počet příjemců</translation>
    </message>
    <message>
        <source>must be an object with the keys step, title and note</source>
        <translation>musí být objekt s klíči step, title a note</translation>
    </message>
    <message>
        <source>must be a list of addresses or an object {domain: count}</source>
        <translation>musí být seznam adres nebo objekt {doména: počet}</translation>
    </message>
    <message>
        <source>must be the string &quot;%1&quot;</source>
        <translation>musí být řetězec &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>soubor musí obsahovat právě jeden objekt JSON</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>binary values are not JSON</source>
        <translation>binární hodnoty nejsou JSON</translation>
    </message>
    <message>
        <source>the file is empty; it must hold one JSON object</source>
        <translation>soubor je prázdný; musí obsahovat právě jeden objekt JSON</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>neplatný JSON na řádku %1, ve sloupci %2: %3</translation>
    </message>
    <message>
        <source>unknown key; a scenario may have only %1</source>
        <translation>neznámý klíč; scénář smí obsahovat jen %1</translation>
    </message>
    <message>
        <source>unknown field; a destination may have only %1</source>
        <translation>neznámé pole; cíl smí obsahovat jen %1</translation>
    </message>
    <message>
        <source>unknown key; a message may have only %1</source>
        <translation>neznámý klíč; zpráva smí obsahovat jen %1</translation>
    </message>
    <message>
        <source>unknown key; a bookmark may have only %1</source>
        <translation>neznámý klíč; záložka smí obsahovat jen %1</translation>
    </message>
    <message>
        <source>unknown key; historical may have only %1 (README-era behaviour that Postfix 3.12 does not have)</source>
        <translation>neznámý klíč; historical smí obsahovat jen %1 (chování podle starších README, které Postfix 3.12 nemá)</translation>
    </message>
    <message>
        <source>is required and must be &quot;%1&quot;</source>
        <translation>je povinný údaj a musí mít hodnotu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is required: an object of destinations keyed by domain</source>
        <translation>je povinný údaj: objekt s cíli, jejichž klíči jsou domény</translation>
    </message>
    <message>
        <source>is required: a list (JSON array) of messages</source>
        <translation>je povinný údaj: seznam (pole JSON) zpráv</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>je povinný údaj</translation>
    </message>
    <message>
        <source>is required: a list of addresses or an object {domain: count}</source>
        <translation>je povinný údaj: seznam adres nebo objekt {doména: počet}</translation>
    </message>
    <message>
        <source>is required: the number of steps applied (0 = the start)</source>
        <translation>je povinný údaj: počet provedených kroků (0 = začátek)</translation>
    </message>
    <message>
        <source>is required: a short title</source>
        <translation>je povinný údaj: krátký název</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>neplatný JSON</translation>
    </message>
    <message>
        <source>cannot read the file: it is a directory</source>
        <translation>soubor nelze přečíst: je to adresář</translation>
    </message>
    <message>
        <source>cannot read the file: it is not a regular file (a FIFO, socket or device)</source>
        <translation>soubor nelze přečíst: není to běžný soubor (je to FIFO, socket nebo zařízení)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>soubor nelze přečíst: %1</translation>
    </message>
    <message>
        <source>cannot read the file: a read error occurred</source>
        <translation>soubor nelze přečíst: došlo k chybě při čtení</translation>
    </message>
    <message>
        <source>must be an integer from %1 to %2</source>
        <translation>musí být celé číslo v rozsahu %1 až %2</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears more than once in the same object</source>
        <translation>klíč &quot;%1&quot; se ve stejném objektu vyskytuje vícekrát</translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes, the most qmgrlab reads for one scenario</source>
        <translation>soubor je větší než %1 B, což je nejvíce, kolik qmgrlab pro jeden scénář načte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid transport name (letters, digits, _, - and . only, starting with a letter or digit, and not retry or error)</source>
        <translation>&quot;%1&quot; není platný název transportu (pouze písmena, číslice, _, - a ., na začátku písmeno nebo číslice, a nesmí to být retry ani error)</translation>
    </message>
    <message>
        <source>unknown parameter: %1</source>
        <translation>neznámý parametr: %1</translation>
    </message>
    <message>
        <source>unknown parameter: qmgrlab models only the scheduling parameters of its parameter table (such as default_delivery_slot_cost) and their per-transport forms (such as smtp_delivery_slot_cost)</source>
        <translation>neznámý parametr: qmgrlab modeluje pouze plánovací parametry ze své tabulky parametrů (například default_delivery_slot_cost) a jejich varianty pro jednotlivé transporty (například smtp_delivery_slot_cost)</translation>
    </message>
    <message>
        <source>the domain &quot;%1&quot; has no entry in destinations, and there is no &quot;*&quot; entry</source>
        <translation>doména &quot;%1&quot; nemá záznam v destinations a záznam &quot;*&quot; neexistuje</translation>
    </message>
    <message>
        <source>must be an integer (a JSON number without a fraction or exponent)</source>
        <translation>musí být celé číslo (číslo JSON bez desetinné části a bez exponentu)</translation>
    </message>
    <message>
        <source>too many messages: a scenario may hold at most %1 messages</source>
        <translation>příliš mnoho zpráv: scénář smí obsahovat nejvýše %1 zpráv</translation>
    </message>
    <message>
        <source>too many recipients: a scenario may hold at most %1 recipients over all its messages</source>
        <translation>příliš mnoho příjemců: scénář smí ve všech zprávách dohromady obsahovat nejvýše %1 příjemců</translation>
    </message>
    <message>
        <source>must be at most %1 characters</source>
        <translation>smí mít nejvýše %1 znaků</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>musí obsahovat alespoň jeden znak</translation>
    </message>
    <message>
        <source>the domain must not be empty</source>
        <translation>doména nesmí být prázdná</translation>
    </message>
    <message>
        <source>the domain is longer than %1 characters (an address is at most 254)</source>
        <translation>doména je delší než %1 znaků (adresa má nejvýše 254)</translation>
    </message>
    <message>
        <source>the domain may contain only printable ASCII characters and no blanks</source>
        <translation>doména smí obsahovat jen tisknutelné znaky ASCII a žádné mezery</translation>
    </message>
    <message>
        <source>the domain must not contain &quot; or \</source>
        <translation>doména nesmí obsahovat &quot; ani \</translation>
    </message>
    <message>
        <source>the domain must not contain @</source>
        <translation>doména nesmí obsahovat @</translation>
    </message>
    <message>
        <source>an address is at most 254 characters</source>
        <translation>adresa smí mít nejvýše 254 znaků</translation>
    </message>
    <message>
        <source>an address may contain only printable ASCII characters and no blanks</source>
        <translation>adresa smí obsahovat jen tisknutelné znaky ASCII a žádné mezery</translation>
    </message>
    <message>
        <source>an address must have the form local@domain</source>
        <translation>adresa musí mít tvar local@domain</translation>
    </message>
    <message>
        <source>the local part of the address (before its last @) must not be empty</source>
        <translation>místní část adresy (před jejím posledním @) nesmí být prázdná</translation>
    </message>
    <message>
        <source>the domain of the address (after its last @) must not be empty</source>
        <translation>doména adresy (za jejím posledním @) nesmí být prázdná</translation>
    </message>
    <message>
        <source>the domain of the address must not contain &quot; or \</source>
        <translation>doména adresy nesmí obsahovat &quot; ani \</translation>
    </message>
    <message>
        <source>may contain only letters, digits, _, - and .</source>
        <translation>smí obsahovat jen písmena, číslice, _, - a .</translation>
    </message>
    <message>
        <source>a lesson may hold at most %1 bookmarks</source>
        <translation>lekce smí obsahovat nejvýše %1 záložek</translation>
    </message>
    <message>
        <source>must be greater than the previous bookmark&apos;s step (%1): bookmarks are listed in the order of the run, one per step</source>
        <translation>musí být větší než krok předchozí záložky (%1): záložky se uvádějí v pořadí běhu, nejvýše jedna na krok</translation>
    </message>
    <message>
        <source>must be one line without control characters</source>
        <translation>musí být jediný řádek bez řídicích znaků</translation>
    </message>
    <message>
        <source>may contain line breaks but no other control characters</source>
        <translation>smí obsahovat zalomení řádků, ale žádné jiné řídicí znaky</translation>
    </message>
    <message>
        <source>is marked as a number, but &quot;%1&quot; is not a JSON number</source>
        <translation>má být číslo, ale &quot;%1&quot; není číslo JSON</translation>
    </message>
    <message>
        <source>differs only in case from the key &quot;%1&quot;; domains are matched without regard to case</source>
        <translation>liší se od klíče &quot;%1&quot; jen velikostí písmen; domény se porovnávají bez ohledu na velikost písmen</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used by %2</source>
        <translation>ID &quot;%1&quot; už používá %2</translation>
    </message>
    <message>
        <source>must not be earlier than the previous message&apos;s arrival_ms (%1): messages are listed in arrival order</source>
        <translation>nesmí být dřívější než arrival_ms předchozí zprávy (%1): zprávy se uvádějí v pořadí příchodu</translation>
    </message>
    <message>
        <source>must be a non-empty list of addresses or a non-empty object {domain: count}</source>
        <translation>musí být neprázdný seznam adres nebo neprázdný objekt {doména: počet}</translation>
    </message>
    <message>
        <source>must be either a list of addresses or an object {domain: count}, not both</source>
        <translation>musí být buď seznam adres, nebo objekt {doména: počet}, ne obojí</translation>
    </message>
    <message>
        <source>not a parameter the simulation uses</source>
        <translation>tento parametr simulace nepoužívá</translation>
    </message>
    <message>
        <source>there is no delivery agent %1 in %2</source>
        <translation>v %2 není žádný doručovací agent %1</translation>
    </message>
    <message>
        <source>there is no delivery agent %1 among Postfix&apos;s stock transports</source>
        <translation>mezi standardními transporty Postfixu není žádný doručovací agent %1</translation>
    </message>
    <message>
        <source>Postfix&apos;s default</source>
        <translation>výchozí hodnota Postfixu</translation>
    </message>
    <message>
        <source>the transport %1 cannot be simulated: a transport name is letters, digits, _, - and ., and not retry or error</source>
        <translation>transport %1 nelze simulovat: název transportu tvoří písmena, číslice, _, - a . a nesmí to být retry ani error</translation>
    </message>
    <message>
        <source>$%1 is not set, so %2 is left out of the list.</source>
        <translation>parametr $%1 není nastaven, proto se %2 ze seznamu vynechává.</translation>
    </message>
    <message>
        <source>the lookup table %1 cannot be read by the import and is left out; use a transport map for its domains.</source>
        <translation>vyhledávací tabulku %1 import neumí přečíst, a proto ji vynechává; pro její domény použijte transportní mapu (transport map).</translation>
    </message>
    <message>
        <source>Without master.cf, the delivery agents of Postfix&apos;s stock master.cf are assumed: smtp, relay, local, virtual and lmtp, each with maxproc default_process_limit.</source>
        <translation>Bez master.cf se předpokládají doručovací agenti ze standardního master.cf Postfixu: smtp, relay, local, virtual a lmtp, každý s maxproc default_process_limit.</translation>
    </message>
    <message>
        <source>the service %1 is Postfix-internal (or not a transport name) and is not simulated.</source>
        <translation>služba %1 je interní službou Postfixu (nebo nejde o název transportu) a nesimuluje se.</translation>
    </message>
    <message>
        <source>%1: maxproc - (default_process_limit, %2) for %3.</source>
        <translation>%1: maxproc - (default_process_limit, %2) pro %3.</translation>
    </message>
    <message>
        <source>transport map entry %1</source>
        <translation>záznam %1 transportní mapy</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>pro %1</translation>
    </message>
    <message>
        <source>every other domain</source>
        <translation>všechny ostatní domény</translation>
    </message>
    <message>
        <source>arrival_time is %1 s after the oldest message&apos;s; a scenario&apos;s clock reaches at most %2 s (24 days)</source>
        <translation>arrival_time je %1 s po čase nejstarší zprávy; hodiny scénáře dosahují nejvýše %2 s (24 dní)</translation>
    </message>
    <message>
        <source>1 message is handed to the queue manager at their arrival times, counted from the oldest; their recipients are counted by domain (addresses are not copied) and message sizes are not simulated.</source>
        <translation>1 zpráva se předává správci front v čase svého příchodu, počítáno od nejstarší; její příjemci se počítají podle domén (adresy se nekopírují) a velikosti zpráv se nesimulují.</translation>
    </message>
    <message>
        <source>%1 messages are handed to the queue manager at their arrival times, counted from the oldest; their recipients are counted by domain (addresses are not copied) and message sizes are not simulated.</source>
        <translation>Zprávy (celkem %1) se předávají správci front v časech svého příchodu, počítáno od nejstarší; jejich příjemci se počítají podle domén (adresy se nekopírují) a velikosti zpráv se nesimulují.</translation>
    </message>
    <message>
        <source>1 message on hold left out: the queue manager does not see held mail.</source>
        <translation>1 pozdržená zpráva (hold) vynechána: správce front pozdrženou poštu nevidí.</translation>
    </message>
    <message>
        <source>%1 messages on hold left out: the queue manager does not see held mail.</source>
        <translation>Pozdržené zprávy (hold, celkem %1) vynechány: správce front pozdrženou poštu nevidí.</translation>
    </message>
    <message>
        <source>Every destination is assumed to take %1 ms per delivery (per_rcpt_ms 0), to accept any number of sessions (server_limit 0) and to be up, a failed delivery taking %2 ms: the files cannot tell these. Change them in the editor, in the &quot;*&quot; destination or in one destination.</source>
        <translation>U každého cíle se předpokládá, že doručení trvá %1 ms (per_rcpt_ms 0), že přijme libovolný počet relací (server_limit 0), že je dostupný a že neúspěšné doručení trvá %2 ms: ze souborů to nelze zjistit. Změňte tyto hodnoty v editoru, v cíli &quot;*&quot; nebo v jednotlivém cíli.</translation>
    </message>
    <message>
        <source>is larger than %1 MB, the most the import reads</source>
        <translation>je větší než %1 MB, což je nejvíc, co import načte</translation>
    </message>
    <message>
        <source>sweep parameter %1: %2</source>
        <translation>parametr rozmítání %1: %2</translation>
    </message>
    <message>
        <source>sweep parameter %1: %2: %3</source>
        <translation>parametr rozmítání %1: %2: %3</translation>
    </message>
    <message>
        <source>a range must have the form FROM..TO or FROM..TO:STEP, each a decimal number with at most %1 decimals</source>
        <translation>rozsah musí mít tvar FROM..TO nebo FROM..TO:STEP, kde každá část je desetinné číslo (počet desetinných míst nejvýše %1)</translation>
    </message>
    <message>
        <source>STEP must not be 0</source>
        <translation>STEP nesmí být 0</translation>
    </message>
    <message>
        <source>STEP must be positive to count up from FROM to TO</source>
        <translation>STEP musí být kladný, aby se počítalo vzestupně od FROM do TO</translation>
    </message>
    <message>
        <source>STEP must be negative to count down from FROM to TO</source>
        <translation>STEP musí být záporný, aby se počítalo sestupně od FROM do TO</translation>
    </message>
    <message>
        <source>the range is empty: FROM is greater than TO (give a negative STEP to count down)</source>
        <translation>rozsah je prázdný: FROM je větší než TO (pro sestupné počítání zadejte záporný STEP)</translation>
    </message>
    <message>
        <source>the range has more than %1 points</source>
        <translation>počet bodů rozsahu je větší než %1</translation>
    </message>
    <message>
        <source>a value is empty; give V1,V2,... or FROM..TO[:STEP]</source>
        <translation>některá hodnota je prázdná; zadejte V1,V2,... nebo FROM..TO[:STEP]</translation>
    </message>
    <message>
        <source>the value %1 is given more than once</source>
        <translation>hodnota %1 je uvedena vícekrát</translation>
    </message>
    <message>
        <source>the list has more than %1 values</source>
        <translation>počet hodnot v seznamu je větší než %1</translation>
    </message>
    <message>
        <source>must have the form NAME=V1,V2,... or NAME=FROM..TO[:STEP]</source>
        <translation>musí mít tvar NAME=V1,V2,... nebo NAME=FROM..TO[:STEP]</translation>
    </message>
    <message>
        <source>is swept more than once</source>
        <translation>se v rozmítání vyskytuje vícekrát</translation>
    </message>
    <message>
        <source>a sweep varies at most %1 parameters</source>
        <translation>počet parametrů měněných v jednom rozmítání smí být nejvýše %1</translation>
    </message>
    <message>
        <source>the grid would have %1 points, more than %2</source>
        <translation>počet bodů mřížky by byl %1, což je více než %2</translation>
    </message>
    <message>
        <source>value %1: %2</source>
        <translation>hodnota %1: %2</translation>
    </message>
    <message>
        <source>must have the form &quot;domain transport&quot;: %1</source>
        <translation>musí mít tvar &quot;domain transport&quot;: %1</translation>
    </message>
    <message>
        <source>the transport before &apos;:&apos; is missing: %1</source>
        <translation>chybí transport před &apos;:&apos;: %1</translation>
    </message>
    <message>
        <source>the domain %1 is already listed at %2</source>
        <translation>doména %1 už je uvedena (%2)</translation>
    </message>
    <message>
        <source>must be true, false or a list of intervals [start_ms, end_ms]</source>
        <translation>musí být true, false nebo seznam intervalů [start_ms, end_ms]</translation>
    </message>
    <message>
        <source>must be a list of intervals [start_ms, end_ms]</source>
        <translation>musí být seznam intervalů [start_ms, end_ms]</translation>
    </message>
    <message>
        <source>must be an interval [start_ms, end_ms] of two integers</source>
        <translation>musí být interval [start_ms, end_ms] ze dvou celých čísel</translation>
    </message>
    <message>
        <source>must be a list of local parts (strings)</source>
        <translation>musí být seznam lokálních částí (řetězců)</translation>
    </message>
    <message>
        <source>unknown key; a master.cf service may have only %1</source>
        <translation>neznámý klíč; služba v master.cf smí mít jen %1</translation>
    </message>
    <message>
        <source>may contain only printable ASCII characters and no blanks</source>
        <translation>smí obsahovat jen tisknutelné znaky ASCII a žádné mezery</translation>
    </message>
    <message>
        <source>the interval must end after it starts (start_ms &lt; end_ms)</source>
        <translation>interval musí skončit až po svém začátku (start_ms &lt; end_ms)</translation>
    </message>
    <message>
        <source>starts the message in the deferred queue, so the scenario needs &quot;deferred_queue&quot;: true</source>
        <translation>začíná zprávu ve frontě deferred, takže scénář potřebuje &quot;deferred_queue&quot;: true</translation>
    </message>
    <message>
        <source>holding a transport&apos;s mail until an administrator flushes it is outside the simulation: every transport delivers</source>
        <translation>zadržování pošty transportu, dokud ji správce neuvolní, je mimo simulaci: každý transport doručuje</translation>
    </message>
    <message>
        <source>the queue manager reads it only from main.cf and from the qmgr service&apos;s -o, so a delivery agent&apos;s -o has no effect on the server either (the queue manager&apos;s setting is %1 in main.cf)</source>
        <translation>správce fronty ho čte jen z main.cf a z -o služby qmgr, takže -o doručovacího agenta nemá účinek ani na serveru (nastavení správce fronty je %1 v main.cf)</translation>
    </message>
    <message>
        <source>recipients deferred in the run wait there and are tried again after their backoff until maximal_queue_lifetime, as on the server</source>
        <translation>příjemci odložení během běhu tam čekají a po své čekací době se zkoušejí znovu, až do maximal_queue_lifetime, jako na serveru</translation>
    </message>
    <message>
        <source>The deferred queue is on: the listing has deferred mail; %1.</source>
        <translation>Fronta deferred je zapnutá: výpis obsahuje odloženou poštu; %1.</translation>
    </message>
    <message>
        <source>The deferred queue is on: %1 sets %2; %3.</source>
        <translation>Fronta deferred je zapnutá: %1 nastavuje %2; %3.</translation>
    </message>
    <message>
        <source>1 message came from the deferred queue: it arrives in the deferred queue and waits for the retry time its age gives at the listing&apos;s time, taken as the newest arrival (%1 s): that time plus its age, kept within minimal_backoff_time %2 s .. maximal_backoff_time %3 s (its deferred_until_ms, %4 s).</source>
        <translation>1 zpráva pochází z fronty deferred: přichází do fronty deferred a čeká na čas dalšího pokusu, který dává její stáří v čase výpisu, braném jako nejnovější příchod (%1 s): tento čas plus její stáří, udržené v mezích minimal_backoff_time %2 s .. maximal_backoff_time %3 s (její deferred_until_ms, %4 s).</translation>
    </message>
    <message>
        <source>%1 messages came from the deferred queue: each arrives in the deferred queue and waits for the retry time its age gives at the listing&apos;s time, taken as the newest arrival (%2 s): that time plus its age, kept within minimal_backoff_time %3 s .. maximal_backoff_time %4 s (its deferred_until_ms; the latest is %5 s).</source>
        <translation>%1 zpráv pochází z fronty deferred: každá přichází do fronty deferred a čeká na čas dalšího pokusu, který dává její stáří v čase výpisu, braném jako nejnovější příchod (%2 s): tento čas plus její stáří, udržené v mezích minimal_backoff_time %3 s .. maximal_backoff_time %4 s (její deferred_until_ms; nejpozdější je %5 s).</translation>
    </message>
    <message>
        <source>must be a list (JSON array) of view names such as [&quot;destinations&quot;, &quot;pools&quot;]</source>
        <translation>musí být seznam (pole JSON) názvů pohledů, například [&quot;destinations&quot;, &quot;pools&quot;]</translation>
    </message>
    <message>
        <source>must be a string (a view name)</source>
        <translation>musí být řetězec (název pohledu)</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;; the lecture layout can show %2</source>
        <translation>neznámý pohled &quot;%1&quot;; rozvržení pro výuku umí zobrazit %2</translation>
    </message>
    <message>
        <source>names the view &quot;%1&quot; a second time (first at lecture_views[%2])</source>
        <translation>uvádí pohled &quot;%1&quot; podruhé (poprvé v lecture_views[%2])</translation>
    </message>
    <message>
        <source>%1: the scenario has no transport %2 (it has %3), so the setting would change nothing</source>
        <translation>%1: scénář nemá transport %2 (má %3), takže nastavení by nic nezměnilo</translation>
    </message>
    <message>
        <source>not valid JSON (at byte %1): a NUL byte (a listing is text)</source>
        <translation>neplatný JSON (na bajtu %1): bajt NUL (výpis je text)</translation>
    </message>
    <message>
        <source>%1.address: the domain * cannot be simulated: in a scenario, * stands for every other destination</source>
        <translation>%1.address: doménu * nelze simulovat: ve scénáři * znamená každý jiný cíl</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: a NUL byte (a scenario is text)</source>
        <translation>neplatný JSON na řádku %1, ve sloupci %2: bajt NUL (scénář je text)</translation>
    </message>
    <message>
        <source>the entry %1 (every other domain) is left out: the import routes the domains no entry names by default_transport.</source>
        <translation>položka %1 (každá jiná doména) je vynechána: import směruje domény, které žádná položka neuvádí, podle default_transport.</translation>
    </message>
    <message>
        <source>the entry %1 is a regular expression; the import reads exact domains only and leaves it out.</source>
        <translation>položka %1 je regulární výraz; import čte jen přesné domény a vynechá ji.</translation>
    </message>
    <message>
        <source>the entry %1 matches subdomains; the import reads exact domains only and leaves it out.</source>
        <translation>položka %1 platí pro subdomény; import čte jen přesné domény a vynechá ji.</translation>
    </message>
    <message>
        <source>the entry %1 is for addresses, not a whole domain; the import reads exact domains only and leaves it out.</source>
        <translation>položka %1 platí pro adresy, ne pro celou doménu; import čte jen přesné domény a vynechá ji.</translation>
    </message>
    <message>
        <source>the value is empty; Postfix refuses an empty number rather than taking the default</source>
        <translation>hodnota je prázdná; Postfix prázdné číslo odmítne, místo aby použil výchozí hodnotu</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB, the most a shard may have</source>
        <translation>soubor je větší než %1 MB, což je největší povolená velikost části (shardu)</translation>
    </message>
    <message>
        <source>the run has not ended after %1 steps (%2 s of simulated time), the most qmgrlab takes; set stop_ms to end it earlier</source>
        <translation>běh neskončil ani po %1 krocích (%2 s simulovaného času), což je nejvíc, co qmgrlab provede; nastavte stop_ms, aby skončil dřív</translation>
    </message>
    <message>
        <source>%1: is a directory, not a log file</source>
        <translation>%1: je adresář, ne soubor záznamu</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: nelze přečíst: %2</translation>
    </message>
    <message>
        <source>%1: no line starts with a time stamp qmgrlab reads (syslog&apos;s &quot;Mmm dd HH:MM:SS&quot;, &quot;YYYY Mmm dd HH:MM:SS&quot; or RFC 3339 &quot;YYYY-MM-DDTHH:MM:SS+00:00&quot;): is it a mail log?</source>
        <translation>%1: žádný řádek nezačíná časovým razítkem, které qmgrlab čte (syslogové „Mmm dd HH:MM:SS“, „YYYY Mmm dd HH:MM:SS“ nebo RFC 3339 „YYYY-MM-DDTHH:MM:SS+00:00“): je to poštovní log?</translation>
    </message>
    <message>
        <source>the log&apos;s time stamps have no year: its first line is taken to be in %1</source>
        <translation>časová razítka logu nemají rok: jeho první řádek se bere jako z roku %1</translation>
    </message>
    <message>
        <source>the line is longer than 65536 bytes: only its start is read</source>
        <translation>řádek je delší než 65536 bajtů: čte se jen jeho začátek</translation>
    </message>
    <message>
        <source>binary data (control characters such as NUL) where a log line should be; such lines are passed over</source>
        <translation>binární data (řídicí znaky jako NUL) tam, kde má být řádek logu; takové řádky se přeskakují</translation>
    </message>
    <message>
        <source>%1 is not a syslog line (time stamp, host, program[pid]: text); such lines are passed over</source>
        <translation>%1 není řádek syslogu (časové razítko, hostitel, program[pid]: text); takové řádky se přeskakují</translation>
    </message>
    <message>
        <source>the time %1 is %2 s earlier than the line before (%3): lines out of order are read with their own times</source>
        <translation>čas %1 je o %2 s dřív než u předchozího řádku (%3): řádky mimo pořadí se čtou s vlastním časem</translation>
    </message>
    <message>
        <source>the log&apos;s time stamps have no zone: their offset from UTC is taken to be %1, from the time in the long queue ID %2</source>
        <translation>časová razítka logu nemají časové pásmo: jejich posun vůči UTC se bere jako %1, podle času v dlouhém ID fronty %2</translation>
    </message>
    <message>
        <source>the queue ID %1 arrives again before its message&apos;s removal was logged: the earlier message is closed here</source>
        <translation>ID fronty %1 přichází znovu dřív, než bylo zaznamenáno odstranění jeho zprávy: dřívější zpráva se zde uzavírá</translation>
    </message>
    <message>
        <source>a %1 line of a form qmgrlab does not know: %2; such lines are counted and passed over</source>
        <translation>řádek %1 v podobě, kterou qmgrlab nezná: %2; takové řádky se počítají a přeskakují</translation>
    </message>
    <message>
        <source>no queue manager line (qmgr from=, removed) in the log (lines read: %1): no message can be followed; is this the mail log of a Postfix server?</source>
        <translation>v logu není žádný řádek správce fronty (qmgr from=, removed) (přečtené řádky: %1): žádnou zprávu nelze sledovat; je to poštovní log serveru Postfix?</translation>
    </message>
    <message>
        <source>the compressed file ends early (a truncated .gz); lines read before it: %1</source>
        <translation>komprimovaný soubor končí předčasně (zkrácený .gz); řádky přečtené předtím: %1</translation>
    </message>
    <message>
        <source>the compressed data is damaged (%1); lines read before it: %2</source>
        <translation>komprimovaná data jsou poškozená (%1); řádky přečtené předtím: %2</translation>
    </message>
    <message>
        <source>reading failed (%1); lines read before it: %2</source>
        <translation>čtení selhalo (%1); řádky přečtené předtím: %2</translation>
    </message>
    <message>
        <source>a {text} operand may be followed only by blanks, or by :{text} after ?{text}: %1</source>
        <translation>za operandem {text} smějí následovat jen mezery, za ?{text} také :{text}: %1</translation>
    </message>
    <message>
        <source>A retry time past the end of the scenario clock is cut to that end, %1 s: the latest the ages give is %2 s.</source>
        <translation>Čas dalšího pokusu za koncem hodin scénáře se zkrátí na tento konec, %1 s: nejpozdější, který dávají stáří zpráv, je %2 s.</translation>
    </message>
    <message>
        <source>in N/M, N must lie between 0 and %1 and M between 1/%1 and %1, written in at most %2 characters (Postfix takes any other N/M for malformed)</source>
        <translation>v N/M musí N ležet v rozsahu 0 až %1 a M v rozsahu 1/%1 až %1, zapsané nejvýše %2 znaky (jakékoli jiné N/M považuje Postfix za chybné)</translation>
    </message>
    <message>
        <source>the quoted field at column %1 has no closing quote (a field may not span lines)</source>
        <translation>pole v uvozovkách ve sloupci %1 nemá uzavírací uvozovky (pole nesmí pokračovat na dalším řádku)</translation>
    </message>
    <message>
        <source>a quoted field must be followed by a comma or the end of the row, at column %1</source>
        <translation>za polem v uvozovkách musí následovat čárka nebo konec řádku, ve sloupci %1</translation>
    </message>
    <message>
        <source>holds a NUL byte: a shard&apos;s CSV is text</source>
        <translation>obsahuje bajt NUL: soubor CSV části (shardu) je text</translation>
    </message>
    <message>
        <source>the header&apos;s first column must be &apos;point&apos;, not %1</source>
        <translation>první sloupec záhlaví musí být „point“, ne %1</translation>
    </message>
    <message>
        <source>the header %1 differs from %2&apos;s %3</source>
        <translation>záhlaví %1 se liší od záhlaví %3 v souboru %2</translation>
    </message>
    <message>
        <source>the row has 1 field but the header has %1</source>
        <translation>řádek má 1 pole, ale záhlaví jich má %1</translation>
    </message>
    <message>
        <source>the row has %1 fields but the header has %2</source>
        <translation>počet polí řádku je %1, ale záhlaví jich má %2</translation>
    </message>
    <message>
        <source>the row must start with its point number (1 or more), not %1</source>
        <translation>řádek musí začínat číslem svého bodu (1 nebo více), ne %1</translation>
    </message>
    <message>
        <source>point %1 is already in %2:%3</source>
        <translation>bod %1 už je v %2:%3</translation>
    </message>
    <message>
        <source>point %1 is already at line %2</source>
        <translation>bod %1 už je na řádku %2</translation>
    </message>
    <message>
        <source>the file is empty: a shard&apos;s CSV starts with a header line</source>
        <translation>soubor je prázdný: soubor CSV části (shardu) začíná řádkem záhlaví</translation>
    </message>
    <message>
        <source>no shard files to merge</source>
        <translation>žádné soubory částí (shardů) ke spojení</translation>
    </message>
    <message>
        <source>1 point is missing from the shards (%1)</source>
        <translation>v částech chybí 1 bod (%1)</translation>
    </message>
    <message>
        <source>%1 points are missing from the shards (%2)</source>
        <translation>počet bodů chybějících v částech: %1 (%2)</translation>
    </message>
    <message>
        <source>the run has not ended after %1 steps and %2 trace events (%3 s of simulated time), the most events qmgrlab takes; set stop_ms to end it earlier</source>
        <translation>běh neskončil ani po %1 krocích a %2 událostech záznamu (%3 s simulovaného času), což je nejvíc událostí, co qmgrlab zpracuje; nastavte stop_ms, aby skončil dřív</translation>
    </message>
    <message>
        <source>the run has not ended after %1 steps (%2 s of simulated time), and keeping more of it would take over %3 MB, the most qmgrlab keeps; set stop_ms to end it earlier</source>
        <translation>běh neskončil ani po %1 krocích (%2 s simulovaného času) a uchovat z něj víc by zabralo přes %3 MB, víc, než qmgrlab uchová; nastavte stop_ms, aby skončil dřív</translation>
    </message>
    <message>
        <source>the run cannot go on after %1 steps (%2 s of simulated time): its next event would fall after the end of the simulated clock (%3 ms, about 292 million years); shorter delays keep a run within it</source>
        <translation>běh nemůže po %1 krocích (%2 s simulovaného času) pokračovat: jeho další událost by připadla až za konec simulovaných hodin (%3 ms, asi 292 milionů let); kratší prodlevy udrží běh v jejich rozsahu</translation>
    </message>
    <message>
        <source>%1 ... (lines in all: %2)</source>
        <translation>%1 ... (řádků celkem: %2)</translation>
    </message>
    <message>
        <source>The log delivers %1 by the transport %2, the server&apos;s files route it to %3: the log&apos;s transport is taken.</source>
        <translation>Log doručuje %1 transportem %2, soubory serveru jej směrují na %3: použije se transport z logu.</translation>
    </message>
    <message>
        <source>Destinations that take the transport (master.cf service) their delivery lines name: %1; the others take the one the server&apos;s files choose.</source>
        <translation>Cíle, které dostanou transport (službu master.cf) uvedený v jejich řádcích doručení: %1; ostatní dostanou ten, který vyberou soubory serveru.</translation>
    </message>
    <message>
        <source>The deferred queue is on: the log shows mail deferred, tried again or queued before it starts; deferred recipients are tried again after their backoff, as on the server.</source>
        <translation>Fronta deferred je zapnutá: log ukazuje poštu odloženou, zkoušenou znovu nebo zařazenou ještě před jeho začátkem; odložení příjemci se zkoušejí znovu po své čekací době, jako na serveru.</translation>
    </message>
    <message>
        <source>The deferred queue is scanned every queue_run_delay (%1 s) at the moments the re-activations in the log tell (%2 of them): the replay&apos;s clock starts at such a moment, %3.</source>
        <translation>Fronta deferred se prochází každých queue_run_delay (%1 s) v okamžicích, které prozrazují opětovné aktivace v logu (počet: %2): hodiny přehrávání začínají v takovém okamžiku, %3.</translation>
    </message>
    <message>
        <source>The delivery agents of the transport %1 could not be started (its mail was deferred as &quot;mail transport unavailable&quot;: %3): the replay breaks them at those moments (%2 of them).</source>
        <translation>Doručovací agenty transportu %1 nebylo možné spustit (jeho pošta byla odložena jako „mail transport unavailable“: %3): přehrávání je v těch okamžicích vyřadí (počet: %2).</translation>
    </message>
    <message>
        <source>Replayed: messages %1, recipients %2, logged lines %3. Each delivery has the logged outcome and takes the time the log shows: handed over when the log says (to its rounding), it ends when the log says; attempts timed by their logged c + d alone, where the log&apos;s clock and b disagree (a clock of whole seconds): %4. The run stops at the log&apos;s last line.</source>
        <translation>Přehráno: zpráv %1, příjemců %2, zaznamenaných řádků %3. Každé doručení má zaznamenaný výsledek a trvá tak dlouho, jak ukazuje log: je-li předáno, kdy říká log (s jeho zaokrouhlením), končí, kdy říká log; pokusy měřené jen zaznamenaným c + d, kde si hodiny logu a b odporují (hodiny s celými sekundami): %4. Běh končí posledním řádkem logu.</translation>
    </message>
    <message>
        <source>Messages queued before the log starts: %1. They wait in the deferred queue from their arrival and are due at the scan that activated them (their first line).</source>
        <translation>Zprávy zařazené ještě před začátkem logu: %1. Od svého příchodu čekají ve frontě deferred a jsou na řadě při tom průchodu, který je aktivoval (jejich první řádek).</translation>
    </message>
    <message>
        <source>Messages that arrived more than 24 days before the log&apos;s end, further back than the scenario&apos;s clock reaches, arrive at its start: %1.</source>
        <translation>Zprávy, které přišly víc než 24 dní před koncem logu, dál, než sahají hodiny scénáře, přicházejí na jejich začátku: %1.</translation>
    </message>
    <message>
        <source>Recipients counted by nrcpt= that no line names (the log ends before they are tried): %1. Each is added as unlogged-N at the most frequent domain of its message, its delivery still under way at the log&apos;s end; where that makes logged recipients share its delivery (they would get no line), at another domain of its message or at unlogged.invalid; where the logged recipients show the place one took in the queue manager&apos;s sort, it is named to sort there (LOCAL_unlogged-N).</source>
        <translation>Příjemci započítaní v nrcpt=, které neuvádí žádný řádek (log končí dřív, než se zkusí): %1. Každý se přidá jako unlogged-N v nejčastější doméně své zprávy a jeho doručování na konci logu ještě probíhá. Kde by tím zalogovaní příjemci sdíleli jeho doručování (nedostali by žádný řádek), přesune se do jiné domény své zprávy nebo do unlogged.invalid. Kde zalogovaní příjemci ukazují, jaké místo jeden z nich zaujal v řazení správce fronty, dostane jméno, které se zařadí právě tam (LOKÁLNÍ_unlogged-N).</translation>
    </message>
    <message>
        <source>Recipient addresses left out with their lines (a scenario&apos;s address is local@domain of printable characters without blanks): %1.</source>
        <translation>Adresy příjemců vynechané i s jejich řádky (adresa ve scénáři je local@domain z tisknutelných znaků bez mezer): %1.</translation>
    </message>
    <message>
        <source>Delivery lines left out for a status other than sent, deferred or bounced (address verification): %1.</source>
        <translation>Řádky doručení vynechané kvůli jinému stavu než sent, deferred nebo bounced (ověřování adres): %1.</translation>
    </message>
    <message>
        <source>Messages left out with arrival lines only (never handed to the queue manager): %1.</source>
        <translation>Vynechané zprávy jen s řádky příchodu (nikdy nepředané správci fronty): %1.</translation>
    </message>
    <message>
        <source>must be a list (JSON array) with a list of attempts for each recipient</source>
        <translation>musí být seznam (pole JSON) se seznamem pokusů pro každého příjemce</translation>
    </message>
    <message>
        <source>must be a list (JSON array) of attempts</source>
        <translation>musí být seznam (pole JSON) pokusů</translation>
    </message>
    <message>
        <source>must be an object with the keys ms and outcome</source>
        <translation>musí být objekt s klíči ms a outcome</translation>
    </message>
    <message>
        <source>must be &quot;sent&quot;, &quot;deferred&quot;, &quot;bounced&quot; or &quot;refused&quot;</source>
        <translation>musí být &quot;sent&quot;, &quot;deferred&quot;, &quot;bounced&quot; nebo &quot;refused&quot;</translation>
    </message>
    <message>
        <source>is required: how long the attempt kept its delivery agent</source>
        <translation>je povinný údaj: jak dlouho pokus zaměstnal svého doručovacího agenta</translation>
    </message>
    <message>
        <source>is required: sent, deferred, bounced or refused</source>
        <translation>je povinný údaj: sent, deferred, bounced nebo refused</translation>
    </message>
    <message>
        <source>unknown key; an attempt may have only %1</source>
        <translation>neznámý klíč; pokus smí obsahovat jen %1</translation>
    </message>
    <message>
        <source>needs the recipients as a list of addresses: the object form {domain: count} names no recipient to give attempts to</source>
        <translation>potřebuje příjemce jako seznam adres: objektová forma {domain: count} neuvádí žádného příjemce, kterému by pokusy patřily</translation>
    </message>
    <message>
        <source>must hold one list of attempts for each recipient, in the order of recipients (recipients: %1, lists: %2)</source>
        <translation>musí obsahovat jeden seznam pokusů pro každého příjemce, v pořadí recipients (příjemců: %1, seznamů: %2)</translation>
    </message>
    <message>
        <source>a recipient may have at most %1 attempts</source>
        <translation>příjemce smí mít nejvýše %1 pokusů</translation>
    </message>
    <message>
        <source>too many attempts: a scenario may hold at most %1 attempts over all its messages</source>
        <translation>příliš mnoho pokusů: scénář smí ve všech svých zprávách obsahovat nejvýše %1 pokusů</translation>
    </message>
    <message>
        <source>must be an integer from 0 to the attempt&apos;s ms (%1): the connection set-up is part of the attempt</source>
        <translation>musí být celé číslo od 0 do ms pokusu (%1): navázání spojení je součástí pokusu</translation>
    </message>
    <message>
        <source>needs start_ms: it is how far from start_ms a hand-over still counts as the logged one</source>
        <translation>potřebuje start_ms: udává, jak daleko od start_ms se předání ještě počítá za zaznamenané</translation>
    </message>
    <message>
        <source>must be a status code such as 4.2.0 (2, 4 or 5, then two numbers of one to three digits, joined by dots)</source>
        <translation>musí být stavový kód jako 4.2.0 (2, 4 nebo 5, pak dvě čísla o jedné až třech číslicích, spojená tečkami)</translation>
    </message>
    <message>
        <source>must be a time in RFC 3339 with its zone, such as 2024-03-14T08:00:00+01:00</source>
        <translation>musí být čas v RFC 3339 s časovou zónou, například 2024-03-14T08:00:00+01:00</translation>
    </message>
    <message>
        <source>%1_destination_concurrency_limit = %2: the most deliveries to %3 the log shows in flight at once (%4); the default is %5.</source>
        <translation>%1_destination_concurrency_limit = %2: nejvíce současně probíhajících doručení do %3, jaké log ukazuje (%4); výchozí hodnota je %5.</translation>
    </message>
    <message>
        <source>%1_destination_rate_delay = %2s: %3 had one delivery at a time, and gaps of at least that while mail waited: %4 (the shortest between %5).</source>
        <translation>%1_destination_rate_delay = %2s: %3 měl vždy jen jedno doručení naráz a mezery alespoň takové délky, zatímco pošta čekala (počet: %4; nejkratší mezi %5).</translation>
    </message>
    <message>
        <source>master.cf: maxproc %1 for %2: the most of its deliveries the log shows in flight at once (%3; processes over the log: %4).</source>
        <translation>master.cf: maxproc %1 pro %2: nejvíce jeho současně probíhajících doručení, jaké log ukazuje (%3; procesů za celý log: %4).</translation>
    </message>
    <message>
        <source>Without master.cf, the delivery agents of Postfix&apos;s stock master.cf are assumed: smtp, relay, local, virtual and lmtp, each with maxproc default_process_limit (%1) but those whose maxproc the log shows (below).</source>
        <translation>Bez master.cf se předpokládají doručovací agenti ze standardního master.cf Postfixu: smtp, relay, local, virtual a lmtp, každý s maxproc default_process_limit (%1), kromě těch, jejichž maxproc ukazuje log (níže).</translation>
    </message>
    <message>
        <source>must be an object of translations keyed by language, such as {&quot;de&quot;: {&quot;title&quot;: ...}}</source>
        <translation>musí být objekt překladů s jazykem jako klíčem, například {&quot;de&quot;: {&quot;title&quot;: ...}}</translation>
    </message>
    <message>
        <source>must be an object with the keys title, description and lesson (each optional)</source>
        <translation>musí být objekt s klíči title, description a lesson (každý nepovinný)</translation>
    </message>
    <message>
        <source>must be a list (JSON array) of bookmark translations</source>
        <translation>musí být seznam (pole JSON) překladů záložek</translation>
    </message>
    <message>
        <source>is required: the step of the bookmark it translates</source>
        <translation>je povinný údaj: krok záložky, kterou překládá</translation>
    </message>
    <message>
        <source>unknown key; a bookmark&apos;s translation may have only %1</source>
        <translation>neznámý klíč; překlad záložky smí mít jen %1</translation>
    </message>
    <message>
        <source>unknown key; a translation may have only %1</source>
        <translation>neznámý klíč; překlad smí mít jen %1</translation>
    </message>
    <message>
        <source>must keep the live figure %1 of the English text (a translation names the same figures, in any order)</source>
        <translation>musí zachovat živý údaj %1 anglického textu (překlad uvádí tytéž údaje, v libovolném pořadí)</translation>
    </message>
    <message>
        <source>names the live figure %1, which the English text does not (a translation names the same figures, in any order)</source>
        <translation>uvádí živý údaj %1, který anglický text neuvádí (překlad uvádí tytéž údaje, v libovolném pořadí)</translation>
    </message>
    <message>
        <source>a scenario may hold at most %1 translations</source>
        <translation>scénář smí obsahovat nejvýš tolik překladů: %1</translation>
    </message>
    <message>
        <source>the scenario&apos;s own texts are English: a translation is into another language</source>
        <translation>vlastní texty scénáře jsou anglické: překlad je do jiného jazyka</translation>
    </message>
    <message>
        <source>is not a language code: translations are keyed by two or three small letters, such as de or cs</source>
        <translation>není kód jazyka: klíčem překladu jsou dvě nebo tři malá písmena, například de nebo cs</translation>
    </message>
    <message>
        <source>must not be empty (leave the key out to show the English text)</source>
        <translation>nesmí být prázdné (vynechte klíč, aby se zobrazil anglický text)</translation>
    </message>
    <message>
        <source>must be greater than the previous translation&apos;s step (%1): bookmarks are translated in the lesson&apos;s order, each once</source>
        <translation>musí být větší než krok předchozího překladu (%1): záložky se překládají v pořadí lekce, každá jednou</translation>
    </message>
    <message>
        <source>no bookmark of the lesson is at step %1: a bookmark&apos;s translation names the step of the bookmark it translates</source>
        <translation>žádná záložka lekce není v kroku %1: překlad záložky uvádí krok záložky, kterou překládá</translation>
    </message>
    <message>
        <source>the run has not ended after %1 steps (%2 s of simulated time) and has read %3 recipients from queue files, the most qmgrlab reads (a message read again at every retry does this); set stop_ms to end it earlier</source>
        <translation>běh neskončil ani po %1 krocích (%2 s simulovaného času) a ze souborů fronty načetl příjemce v počtu %3, což je nejvíc, co qmgrlab načte (tak dopadne zpráva načítaná znovu při každém dalším pokusu); nastavte stop_ms, aby skončil dřív</translation>
    </message>
    <message>
        <source>the scenario has no transport &quot;%1&quot;; its transports are %2</source>
        <translation>scénář nemá transport &quot;%1&quot;; jeho transporty jsou %2</translation>
    </message>
    <message>
        <source>Senders with control or formatting characters (shown as ?) or longer than %1 characters (cut short): %2.</source>
        <translation>Odesílatelé s řídicími nebo formátovacími znaky (zobrazenými jako ?) nebo delší než %1 znaků (zkrácení): %2.</translation>
    </message>
    <message>
        <source>must be one line without control or formatting characters</source>
        <translation>musí být jeden řádek bez řídicích a formátovacích znaků</translation>
    </message>
    <message>
        <source>is empty, the null sender: the message needs &quot;null_sender&quot;: true</source>
        <translation>je prázdný, tedy prázdný odesílatel: zpráva potřebuje &quot;null_sender&quot;: true</translation>
    </message>
    <message>
        <source>names a sender, but the message has &quot;null_sender&quot;: true (its sender is &quot;&quot;)</source>
        <translation>uvádí odesílatele, ale zpráva má &quot;null_sender&quot;: true (její odesílatel je &quot;&quot;)</translation>
    </message>
    <message>
        <source>%1: is empty: it has no line to read</source>
        <translation>%1: je prázdný: neobsahuje žádný řádek</translation>
    </message>
    <message>
        <source>no queue manager line names a message qmgrlab can follow: the log&apos;s %1 qmgr lines, the first of them here, have no queue ID as Postfix writes them (5 to 40 letters and digits before the colon, as in 4TwJD5469Nz3: or 1A2B3C4D5E:): %2</source>
        <translation>žádný řádek správce fronty neuvádí zprávu, kterou by qmgrlab mohl sledovat: %1 řádků qmgr v logu, první z nich zde, nemá ID fronty tak, jak je zapisuje Postfix (5 až 40 písmen a číslic před dvojtečkou, jako 4TwJD5469Nz3: nebo 1A2B3C4D5E:): %2</translation>
    </message>
    <message>
        <source>Greylisting replies (deferrals whose reply speaks of greylisting): %1; destinations that gave them: %2 (%3). Each is replayed as the logged deferral with its reply and tried again after its backoff, as any deferral.</source>
        <translation>Odpovědi greylistingu (odložení, jejichž odpověď mluví o greylistingu): %1; cíle, které je daly: %2 (%3). Každé se přehraje jako zaznamenané odložení se svou odpovědí a po svém backoffu se zkusí znovu jako každé odložení.</translation>
    </message>
    <message>
        <source>Messages re-injected by a content filter: %1 (the first: %2, from %3). The replay holds each as a message of its own, arriving when the log shows it; the filter&apos;s delivery is one of the first message&apos;s.</source>
        <translation>Zprávy znovu vložené obsahovým filtrem: %1 (první: %2, z %3). Přehrání vede každou jako samostatnou zprávu, která přichází, kdy to ukazuje log; doručení do filtru patří k první zprávě.</translation>
    </message>
    <message>
        <source>Postfix lines the replay does not need, passed over: %1 (%2).</source>
        <translation>Řádky Postfixu, které přehrání nepotřebuje, přeskočeny: %1 (%2).</translation>
    </message>
    <message>
        <source>Lines of other programs, passed over: %1 (%2).</source>
        <translation>Řádky jiných programů, přeskočeny: %1 (%2).</translation>
    </message>
    <message>
        <source>Postfix lines of a form qmgrlab does not know, passed over: %1 (%2).</source>
        <translation>Řádky Postfixu v podobě, kterou qmgrlab nezná, přeskočeny: %1 (%2).</translation>
    </message>
    <message>
        <source>Lines that are not syslog lines, passed over: %1.</source>
        <translation>Řádky, které nejsou řádky syslogu, přeskočeny: %1.</translation>
    </message>
    <message>
        <source>Lines of binary data, passed over: %1.</source>
        <translation>Řádky s binárními daty, přeskočeny: %1.</translation>
    </message>
    <message>
        <source>of master.cf only a delivery agent&apos;s process limit can be varied, named as postconf -F names it: SERVICE/unix/maxproc</source>
        <translation>z master.cf lze měnit jen limit procesů doručovacího agenta, pojmenovaný tak, jak ho pojmenuje postconf -F: SERVICE/unix/maxproc</translation>
    </message>
    <message>
        <source>maxproc must be - (default_process_limit) or a number from 1 to 2147483647</source>
        <translation>maxproc musí být - (default_process_limit) nebo číslo od 1 do 2147483647</translation>
    </message>
    <message>
        <source>variant %1 changes nothing for the transport %2: its own maxproc %3 (master.cf) stays; vary it as %2/unix/maxproc=N</source>
        <translation>varianta %1 nic nemění pro transport %2: jeho vlastní maxproc %3 (master.cf) zůstává; měňte ho jako %2/unix/maxproc=N</translation>
    </message>
    <message>
        <source>variant %1 changes nothing for the transport %2: its own %3 = %4 stays; vary it as %3=VALUE</source>
        <translation>varianta %1 nic nemění pro transport %2: jeho vlastní %3 = %4 zůstává; měňte ho jako %3=HODNOTA</translation>
    </message>
    <message>
        <source>the lecture layout shows no view &quot;%1&quot; for this scenario; a bookmark can show %2 (the views lecture_views names, the job list and the agent lanes)</source>
        <translation>rozvržení pro výuku nezobrazuje pro tento scénář pohled &quot;%1&quot;; záložka může zobrazit %2 (pohledy uvedené v lecture_views, seznam úloh a dráhy agentů)</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1: řádek %2: %3</translation>
    </message>
    <message>
        <source>%1 (lines of this kind: %2)</source>
        <translation>%1 (řádků tohoto druhu: %2)</translation>
    </message>
    <message>
        <source>Messages that arrived before the log starts but were taken from the incoming queue, not the deferred one (activated sooner after their arrival than minimal_backoff_time, the shortest wait of a retry): %1 (the first: %2, %3). They arrive at the log&apos;s first line.</source>
        <translation>Zprávy, které přišly před začátkem logu, ale byly vzaty z fronty incoming, ne z fronty deferred (aktivovány dříve po svém příchodu než za minimal_backoff_time, nejkratší čekání opakovaného pokusu): %1 (první: %2, %3). Přicházejí s prvním řádkem logu.</translation>
    </message>
    <message>
        <source>%1_destination_recipient_limit = %2: a message&apos;s recipients at one destination went in requests of at most %2 (%3); the default is %4.</source>
        <translation>%1_destination_recipient_limit = %2: příjemci jedné zprávy v jednom cíli odešli v požadavcích nejvýše po %2 (%3); výchozí hodnota je %4.</translation>
    </message>
    <message>
        <source>%1_destination_recipient_limit = %2: the most recipients of one delivery the log shows (%3), more than the default %4.</source>
        <translation>%1_destination_recipient_limit = %2: nejvíce příjemců jednoho doručení, které log ukazuje (%3), více než výchozí %4.</translation>
    </message>
    <message>
        <source>Messages left out that the queue manager expired (status=expired, returned to sender) with no delivery line in the log: %1.</source>
        <translation>Vynechané zprávy, kterým správce fronty nechal vypršet platnost (status=expired, vráceno odesílateli), bez řádku doručení v logu: %1.</translation>
    </message>
    <message>
        <source>journalctl&apos;s marker lines (&quot;-- Boot ... --&quot; and the like), passed over: %1.</source>
        <translation>Značkovací řádky journalctl („-- Boot ... --“ a podobné), přeskočeny: %1.</translation>
    </message>
    <message>
        <source>variant %1: %2 = %3 was inferred from deliveries one at a time under the inferred rate delay of %4 s (%5), and a rate delay allows no more; with a shorter one the variant takes the default concurrency limit %6 instead. Give --main-cf, or vary %2=N, for the server&apos;s own.</source>
        <translation>varianta %1: %2 = %3 bylo odvozeno z doručení po jednom pod odvozeným zpožděním rychlosti %4 s (%5) a zpoždění rychlosti víc nedovolí; s kratším bere varianta místo toho výchozí limit souběžnosti %6. Zadejte --main-cf nebo měňte %2=N, chcete-li hodnotu serveru.</translation>
    </message>
    <message>
        <source>variant %1: maxproc %2 for %3 was inferred from the log (the most of its deliveries in flight at once: %4), a lower bound of the server&apos;s; the variant takes it up to %5, its concurrency limit, and %5 still bounds all of %3&apos;s destinations together. Give --master-cf, or vary %3/unix/maxproc=N, for the server&apos;s own.</source>
        <translation>varianta %1: maxproc %2 pro %3 bylo odvozeno z logu (nejvíce jeho současně probíhajících doručení: %4), dolní mez hodnoty serveru; varianta ho zvedá na %5, svůj limit souběžnosti, a %5 dál omezuje všechny cíle %3 dohromady. Zadejte --master-cf nebo měňte %3/unix/maxproc=N, chcete-li hodnotu serveru.</translation>
    </message>
    <message>
        <source>variant %1: maxproc %2 for %3 was inferred from the log (the most of its deliveries in flight at once: %4), a lower bound of the server&apos;s, and still bounds all of %3&apos;s destinations together. Give --master-cf, or vary %3/unix/maxproc=N, for the server&apos;s own.</source>
        <translation>varianta %1: maxproc %2 pro %3 bylo odvozeno z logu (nejvíce jeho současně probíhajících doručení: %4), dolní mez hodnoty serveru, a dál omezuje všechny cíle %3 dohromady. Zadejte --master-cf nebo měňte %3/unix/maxproc=N, chcete-li hodnotu serveru.</translation>
    </message>
    <message>
        <source>variant %1 changes nothing for the transport %2: its own maxproc %3, inferred from the mail log (the most of its deliveries in flight at once; no master.cf given), stays; vary it as %2/unix/maxproc=N</source>
        <translation>varianta %1 nic nemění pro transport %2: jeho vlastní maxproc %3, odvozené z poštovního logu (nejvíce jeho současně probíhajících doručení; master.cf nezadán), zůstává; měňte ho jako %2/unix/maxproc=N</translation>
    </message>
    <message>
        <source>variant %1 changes nothing for the transport %2: its own %3 = %4, inferred from the mail log (no main.cf given), stays; vary it as %3=VALUE</source>
        <translation>varianta %1 nic nemění pro transport %2: jeho vlastní %3 = %4, odvozené z poštovního logu (main.cf nezadán), zůstává; měňte ho jako %3=HODNOTA</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui</name>
    <message>
        <source> … (%1 slots in all)</source>
        <translation> … (celkem %1 slotů)</translation>
    </message>
    <message>
        <source>transport %1</source>
        <translation>transport %1</translation>
    </message>
    <message>
        <source>all transports</source>
        <translation>všechny transporty</translation>
    </message>
    <message>
        <source>step %1 of %2, t = %3 s</source>
        <translation>krok %1 z %2, t = %3 s</translation>
    </message>
    <message>
        <source>%1: no such transport in the scenario</source>
        <translation>%1: takový transport ve scénáři není</translation>
    </message>
    <message>
        <source>qmgrlab delivery-slot timeline</source>
        <translation>qmgrlab – časová osa doručovacích slotů</translation>
    </message>
    <message>
        <source>Lesson bookmarks past the end</source>
        <translation>Záložky lekce za koncem běhu</translation>
    </message>
    <message>
        <source>With this change the run ends before these lesson bookmarks: %1. Applying it removes them from the scenario.</source>
        <translation>Po této změně běh skončí před těmito záložkami lekce: %1. Jejím použitím se ze scénáře odstraní.</translation>
    </message>
    <message>
        <source>Apply and remove them</source>
        <translation>Použít a odstranit je</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Obrázek PNG (*.png);;Kresba SVG (*.svg);;Dokument PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Obrázek PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabulka CSV (*.csv)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Dokument PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Mail log (*.log)</source>
        <translation>Log pošty (*.log)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::BackgroundRecording</name>
    <message>
        <source>%1: nothing to replay: the log shows no message the queue manager handled (lines read: %2)%3</source>
        <translation>%1: není co přehrát: log neukazuje žádnou zprávu, kterou by zpracoval správce fronty (přečtené řádky: %2)%3</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::CompareMetricsModel</name>
    <message>
        <source>Lower is better.</source>
        <translation>Nižší je lepší.</translation>
    </message>
    <message>
        <source>Higher is better.</source>
        <translation>Vyšší je lepší.</translation>
    </message>
    <message>
        <source>Better than the first variant.</source>
        <translation>Lepší než první varianta.</translation>
    </message>
    <message>
        <source>Worse than the first variant.</source>
        <translation>Horší než první varianta.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrika</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Jednotka</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Δ %1 − 1</source>
        <translation>Δ %1 − 1</translation>
    </message>
    <message>
        <source>Variant %1&apos;s value minus the first variant&apos;s</source>
        <translation>Hodnota varianty %1 minus hodnota první varianty</translation>
    </message>
    <message>
        <source>Recipients delivered</source>
        <translation>Doručení příjemci</translation>
    </message>
    <message>
        <source>Recipients deferred</source>
        <translation>Odložení příjemci</translation>
    </message>
    <message>
        <source>Recipient delay, average</source>
        <translation>Zpoždění příjemce, průměr</translation>
    </message>
    <message>
        <source>Recipient delay, median</source>
        <translation>Zpoždění příjemce, medián</translation>
    </message>
    <message>
        <source>Recipient delay, 95th percentile</source>
        <translation>Zpoždění příjemce, 95. percentil</translation>
    </message>
    <message>
        <source>Recipient delay, longest</source>
        <translation>Zpoždění příjemce, nejdelší</translation>
    </message>
    <message>
        <source>Message delay, average</source>
        <translation>Zpoždění zprávy, průměr</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>Předběhnutí (preempce)</translation>
    </message>
    <message>
        <source>Deepest preemption stack level</source>
        <translation>Nejhlubší úroveň zásobníku preempce</translation>
    </message>
    <message>
        <source>Times a job became a blocker</source>
        <translation>Kolikrát se úloha stala blokující</translation>
    </message>
    <message>
        <source>Time with a blocker job</source>
        <translation>Doba s blokující úlohou</translation>
    </message>
    <message>
        <source>Largest slot inflation of a message</source>
        <translation>Největší roztažení slotů zprávy</translation>
    </message>
    <message>
        <source>Delivery attempts</source>
        <translation>Pokusy o doručení</translation>
    </message>
    <message>
        <source>Share of recipients deferred</source>
        <translation>Podíl odložených příjemců</translation>
    </message>
    <message>
        <source>Concurrency window, average</source>
        <translation>Okno souběžnosti, průměr</translation>
    </message>
    <message>
        <source>Concurrency window, standard deviation</source>
        <translation>Okno souběžnosti, směrodatná odchylka</translation>
    </message>
    <message>
        <source>Destinations declared dead</source>
        <translation>Cíle prohlášené za mrtvé</translation>
    </message>
    <message>
        <source>Agent utilisation</source>
        <translation>Vytížení agentů</translation>
    </message>
    <message>
        <source>Feedback window, average</source>
        <translation>Okno zpětné vazby, průměr</translation>
    </message>
    <message>
        <source>Feedback window, standard deviation</source>
        <translation>Okno zpětné vazby, směrodatná odchylka</translation>
    </message>
    <message>
        <source>Recipients bounced</source>
        <translation>Odmítnutí příjemci</translation>
    </message>
    <message>
        <source>Deferrals of a recipient, in all</source>
        <translation>Odložení příjemců, celkem</translation>
    </message>
    <message>
        <source>Delivery attempts per recipient</source>
        <translation>Pokusy o doručení na příjemce</translation>
    </message>
    <message>
        <source>Time in the deferred queue, average</source>
        <translation>Čas ve frontě odložených (deferred), průměr</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Run ended at</source>
        <translation>Běh skončil v</translation>
    </message>
    <message>
        <source>Last delivery ended at</source>
        <translation>Poslední doručení skončilo v</translation>
    </message>
    <message>
        <source>Most recipients in memory at once</source>
        <translation>Nejvíce příjemců v paměti najednou</translation>
    </message>
    <message>
        <source>Failed deliveries</source>
        <translation>Neúspěšná doručení</translation>
    </message>
    <message>
        <source>Failed deliveries per recipient</source>
        <translation>Neúspěšná doručení na příjemce</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::CompareTimelines</name>
    <message>
        <source>simulated time</source>
        <translation>simulovaný čas</translation>
    </message>
    <message>
        <source>decision number</source>
        <translation>číslo rozhodnutí</translation>
    </message>
    <message>
        <source>What the same position means for every variant: the same simulated time, or the same number of decisions (entry selections) made</source>
        <translation>Co znamená stejná pozice pro všechny varianty: stejný simulovaný čas, nebo stejný počet provedených rozhodnutí (výběrů položek)</translation>
    </message>
    <message>
        <source>Step back, all variants together</source>
        <translation>Krok zpět, všechny varianty současně</translation>
    </message>
    <message>
        <source>Play all variants together</source>
        <translation>Přehrát všechny varianty současně</translation>
    </message>
    <message>
        <source>Step forward, all variants together</source>
        <translation>Krok vpřed, všechny varianty současně</translation>
    </message>
    <message>
        <source>The shared position of every variant</source>
        <translation>Společná pozice všech variant</translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>Align by:</source>
        <translation>Zarovnat podle:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The first variant&apos;s delivery-slot string</source>
        <translation>Řetězec doručovacích slotů první varianty</translation>
    </message>
    <message>
        <source>Delivery-slot string; outlined: a different message than the first variant&apos;s at the same slot</source>
        <translation>Řetězec doručovacích slotů; orámováno: v tomtéž slotu jiná zpráva než u první varianty</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pozastavit</translation>
    </message>
    <message>
        <source>step %1 of %2 · decision %3 of %4 · t = %5 s</source>
        <translation>krok %1 z %2 · rozhodnutí %3 z %4 · t = %5 s</translation>
    </message>
    <message>
        <source>t = %1 s of %2 s</source>
        <translation>t = %1 s z %2 s</translation>
    </message>
    <message>
        <source>decision %1 of %2</source>
        <translation>rozhodnutí %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>(%n slots in all)</source>
        <translation>
            <numerusform>(celkem %n slot)</numerusform>
            <numerusform>(celkem %n sloty)</numerusform>
            <numerusform>(celkem %n slotů)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no delivery on this transport)</source>
        <translation>(na tomto transportu žádné doručení)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Krok zpět</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Krok vpřed</translation>
    </message>
    <message>
        <source>Position of every variant</source>
        <translation>Pozice všech variant</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::CompareWindow</name>
    <message>
        <source>&amp;Add variant</source>
        <translation>Přid&amp;at variantu</translation>
    </message>
    <message>
        <source>&amp;Run variants</source>
        <translation>&amp;Spustit varianty</translation>
    </message>
    <message>
        <source>Compare — %1</source>
        <translation>Porovnání — %1</translation>
    </message>
    <message>
        <source>1: base</source>
        <translation>1: základ</translation>
    </message>
    <message>
        <source>The scenario as it is, with Postfix&apos;s defaults.</source>
        <translation>Scénář tak, jak je, s výchozími hodnotami Postfixu.</translation>
    </message>
    <message>
        <source>The scenario as it is:
%1</source>
        <translation>Scénář tak, jak je:
%1</translation>
    </message>
    <message>
        <source>Add another variant (at most %1 in all)</source>
        <translation>Přidat další variantu (celkem nejvýše %1)</translation>
    </message>
    <message>
        <source>Run every variant to its end and compare them</source>
        <translation>Spustit každou variantu až do konce a porovnat je</translation>
    </message>
    <message>
        <source>Each variant&apos;s figures and their difference to the first; the better value is bold</source>
        <translation>Údaje každé varianty a jejich rozdíl oproti první; lepší hodnota je tučně</translation>
    </message>
    <message>
        <source>Export &amp;image…</source>
        <translation>Exportovat &amp;obrázek…</translation>
    </message>
    <message>
        <source>Save the timelines and the table as one PNG, SVG or PDF</source>
        <translation>Uložit časové osy a tabulku jako jeden soubor PNG, SVG nebo PDF</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportovat &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the metrics table as CSV</source>
        <translation>Uložit tabulku metrik jako CSV</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
    <message>
        <source>&amp;Comparison</source>
        <translation>&amp;Porovnání</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Porovnání</translation>
    </message>
    <message>
        <source>Remove variant</source>
        <translation>Odebrat variantu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n marked cell(s) to fix before the variants can run (the tooltip says why).</source>
        <translation>
            <numerusform>%n označená buňka k opravě, než bude možné varianty spustit (důvod uvádí tip).</numerusform>
            <numerusform>%n označené buňky k opravě, než bude možné varianty spustit (důvod uvádí tip).</numerusform>
            <numerusform>%n označených buněk k opravě, než bude možné varianty spustit (důvod uvádí tip).</numerusform>
        </translation>
    </message>
    <message>
        <source>Add a variant to compare with the base.</source>
        <translation>Přidejte variantu k porovnání se základem.</translation>
    </message>
    <message>
        <source>Double-click a cell to enter a main.cf parameter and its value, then run.</source>
        <translation>Poklepáním na buňku zadejte parametr main.cf a jeho hodnotu, poté spusťte.</translation>
    </message>
    <message>
        <source>base</source>
        <translation>základ</translation>
    </message>
    <message>
        <source>Variant %1 does not fit in memory.</source>
        <translation>Varianta %1 se nevejde do paměti.</translation>
    </message>
    <message>
        <source>Variant %1: %2</source>
        <translation>Varianta %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) run to their end.</source>
        <translation>
            <numerusform>%n varianta proběhla až do konce.</numerusform>
            <numerusform>%n varianty proběhly až do konce.</numerusform>
            <numerusform>%n variant proběhlo až do konce.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run the variants first.</source>
        <translation>Nejprve spusťte varianty.</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Export porovnání</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Uloženo: %1</translation>
    </message>
    <message>
        <source>Export metrics</source>
        <translation>Export metrik</translation>
    </message>
    <message>
        <source>Metrics of the variants</source>
        <translation>Metriky variant</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::Course</name>
    <message>
        <source>How the scheduler picks the next entry</source>
        <translation>Jak plánovač vybírá další položku</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>Preempce</translation>
    </message>
    <message>
        <source>Blockers and destination concurrency limits</source>
        <translation>Blokující úlohy a limity souběžnosti cílů</translation>
    </message>
    <message>
        <source>Memory: recipient limits</source>
        <translation>Paměť: limity příjemců</translation>
    </message>
    <message>
        <source>Concurrency scheduling</source>
        <translation>Řízení souběžnosti</translation>
    </message>
    <message>
        <source>Rate delays and the deferred queue</source>
        <translation>Zpoždění mezi doručeními a fronta deferred</translation>
    </message>
    <message>
        <source>Round robin over transports and destinations</source>
        <translation>Střídání transportů a cílů</translation>
    </message>
    <message>
        <source>Which entry goes first?</source>
        <translation>Která položka půjde první?</translation>
    </message>
    <message>
        <source>Free delivery slots: 12131415</source>
        <translation>Volné doručovací sloty: 12131415</translation>
    </message>
    <message>
        <source>Will it be 12131415?</source>
        <translation>Bude to 12131415?</translation>
    </message>
    <message>
        <source>Slot loan: a big mail and two small ones</source>
        <translation>Půjčka slotů: jedna velká zpráva a dvě malé</translation>
    </message>
    <message>
        <source>Will the two small mails wait for the big one?</source>
        <translation>Budou dvě malé zprávy čekat na tu velkou?</translation>
    </message>
    <message>
        <source>No discount: the same three mails</source>
        <translation>Bez slevy: tytéž tři zprávy</translation>
    </message>
    <message>
        <source>Without the discount, when may the small mails go?</source>
        <translation>Kdy mohou malé zprávy jít bez slevy?</translation>
    </message>
    <message>
        <source>Postfix&apos;s defaults: a list and single mails</source>
        <translation>Výchozí hodnoty Postfixu: konference a jednotlivé zprávy</translation>
    </message>
    <message>
        <source>Will every single mail overtake the list at once?</source>
        <translation>Předběhne každá jednotlivá zpráva konferenci hned?</translation>
    </message>
    <message>
        <source>Recursive preemption: 1000, 100 and 10 recipients</source>
        <translation>Rekurzivní preempce: 1000, 100 a 10 příjemců</translation>
    </message>
    <message>
        <source>Can a job that preempted another be preempted in turn?</source>
        <translation>Může být úloha, která jinou předběhla, sama předběhnuta?</translation>
    </message>
    <message>
        <source>A candidate too big to overtake</source>
        <translation>Kandidát příliš velký na předběhnutí</translation>
    </message>
    <message>
        <source>Which mail may overtake the list?</source>
        <translation>Která zpráva smí předběhnout konferenci?</translation>
    </message>
    <message>
        <source>Blocker jobs: free agents, busy destinations</source>
        <translation>Blokující úlohy: volní agenti, vytížené cíle</translation>
    </message>
    <message>
        <source>Agents are free, the destinations busy: who gets the next delivery?</source>
        <translation>Agenti volní, cíle vytížené: kdo dostane další doručení?</translation>
    </message>
    <message>
        <source>Preempted twice: siblings and an adoptive parent</source>
        <translation>Dvakrát předběhnutá: sourozenci a adoptivní rodič</translation>
    </message>
    <message>
        <source>What happens to the jobs that preempted a finished job?</source>
        <translation>Co se stane s úlohami, které předběhly už dokončenou úlohu?</translation>
    </message>
    <message>
        <source>Recipient limits: a list read in batches</source>
        <translation>Limity příjemců: seznam načítaný po dávkách</translation>
    </message>
    <message>
        <source>How does a big list get through a small memory?</source>
        <translation>Jak projde velká konference malou pamětí?</translation>
    </message>
    <message>
        <source>Recipient slots: one message on three transports</source>
        <translation>Sloty příjemců: jedna zpráva na třech transportech</translation>
    </message>
    <message>
        <source>How many more recipients may the memo read?</source>
        <translation>Kolik dalších příjemců smí memo načíst?</translation>
    </message>
    <message>
        <source>A server that takes five sessions</source>
        <translation>Server, který přijme pět relací</translation>
    </message>
    <message>
        <source>A server takes five sessions at a time: where will the window settle?</source>
        <translation>Server přijme pět relací najednou: kde se okno ustálí?</translation>
    </message>
    <message>
        <source>Three feedback styles: the README&apos;s table</source>
        <translation>Tři druhy zpětné vazby: tabulka z README</translation>
    </message>
    <message>
        <source>Which feedback style has the most deliveries refused?</source>
        <translation>Při které zpětné vazbě bude odmítnuto nejvíc doručení?</translation>
    </message>
    <message>
        <source>The same table with unequal delivery times</source>
        <translation>Tatáž tabulka s nestejnými dobami doručení</translation>
    </message>
    <message>
        <source>Do unequal delivery times change the README&apos;s table?</source>
        <translation>Změní nestejné doby doručení tabulku z README?</translation>
    </message>
    <message>
        <source>The 30 s connect timeout</source>
        <translation>Časový limit spojení 30 s</translation>
    </message>
    <message>
        <source>Does the feedback style matter under congestion?</source>
        <translation>Záleží při přetížení na druhu zpětné vazby?</translation>
    </message>
    <message>
        <source>The 300 s greeting timeout</source>
        <translation>Časový limit uvítání 300 s</translation>
    </message>
    <message>
        <source>Ten times the timeout: how much is deferred?</source>
        <translation>Desetkrát delší limit: kolik se odloží?</translation>
    </message>
    <message>
        <source>Limits of less-than-1 feedback</source>
        <translation>Meze zpětné vazby menší než 1</translation>
    </message>
    <message>
        <source>One bad server in four: how far does each window grow?</source>
        <translation>Jeden vadný server ze čtyř: jak daleko každé okno vyroste?</translation>
    </message>
    <message>
        <source>A destination that is down</source>
        <translation>Cíl, který je mimo provoz</translation>
    </message>
    <message>
        <source>When does the queue manager give up on a server that is down?</source>
        <translation>Kdy to správce front se serverem mimo provoz vzdá?</translation>
    </message>
    <message>
        <source>A newsletter to a rate-limited provider</source>
        <translation>Zpravodaj pro poskytovatele s omezenou rychlostí</translation>
    </message>
    <message>
        <source>How long will the password reset wait behind the newsletter?</source>
        <translation>Jak dlouho bude obnova hesla čekat za zpravodajem?</translation>
    </message>
    <message>
        <source>Greylisting</source>
        <translation>Greylisting</translation>
    </message>
    <message>
        <source>The server says “try again later”: does the window close?</source>
        <translation>Server říká „zkuste to později“: zavře se okno?</translation>
    </message>
    <message>
        <source>An outage and the deferred queue&apos;s backoff</source>
        <translation>Výpadek a odstup (backoff) fronty deferred</translation>
    </message>
    <message>
        <source>The server is back: when does the mail go out?</source>
        <translation>Server je zpět: kdy zpráva odejde?</translation>
    </message>
    <message>
        <source>A broken delivery agent</source>
        <translation>Nefunkční doručovací agent</translation>
    </message>
    <message>
        <source>No relay agent can be started: what happens to the mail?</source>
        <translation>Žádný agent relay nejde spustit: co se stane s poštou?</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · Part %3: %4</source>
        <translation>Lekce %1 z %2 · Část %3: %4</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DeferredQueueView</name>
    <message>
        <source>This scenario has no deferred queue (deferred_queue is off): a recipient that cannot be delivered stays deferred, and its message leaves the active queue for good. Turn &quot;deferred_queue&quot; on in the scenario to see retries with their backoff.</source>
        <translation>Tento scénář nemá frontu deferred (deferred_queue je vypnuto): příjemce, kterého nelze doručit, zůstane odložen a jeho zpráva opustí aktivní frontu natrvalo. Zapněte ve scénáři „deferred_queue“, abyste viděli opakování s jejich odstupem (backoff).</translation>
    </message>
    <message>
        <source>Deferred queue</source>
        <translation>Fronta deferred</translation>
    </message>
    <message>
        <source>Messages in the deferred queue</source>
        <translation>Zprávy ve frontě deferred</translation>
    </message>
    <message>
        <source>Deferred queue over time</source>
        <translation>Fronta deferred v čase</translation>
    </message>
    <message>
        <source>The deferred-queue scans, each message&apos;s waits until its retry time and the expiries, up to the current position</source>
        <translation>Průchody fronty deferred, čekání každé zprávy do času jejího opakování a vypršení, až po aktuální pozici</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Zpráva</translation>
    </message>
    <message>
        <source>Backoff</source>
        <translation>Odstup (backoff)</translation>
    </message>
    <message>
        <source>Retry in</source>
        <translation>Pokus za</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Návštěvy</translation>
    </message>
    <message>
        <source>Recipients deferred when it left the active queue</source>
        <translation>Příjemci odložení, když opustila aktivní frontu</translation>
    </message>
    <message>
        <source>How long it waits: its age, kept between minimal_backoff_time and maximal_backoff_time</source>
        <translation>Jak dlouho čeká: její stáří, udržené mezi minimal_backoff_time a maximal_backoff_time</translation>
    </message>
    <message>
        <source>Its visits of the active queue so far</source>
        <translation>Její dosavadní návštěvy aktivní fronty</translation>
    </message>
    <message>
        <source>%1 s (its age)</source>
        <translation>%1 s (její stáří)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Deferred at an age of %1 s; minimal_backoff_time %2 s, maximal_backoff_time %3 s</source>
        <translation>Odloženo ve stáří %1 s; minimal_backoff_time %2 s, maximal_backoff_time %3 s</translation>
    </message>
    <message>
        <source>the table shows the first %1</source>
        <translation>tabulka ukazuje prvních %1</translation>
    </message>
    <message>
        <source>scans</source>
        <translation>průchody</translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation>simulovaný čas (s)</translation>
    </message>
    <message numerus="yes">
        <source>%n message waiting</source>
        <translation>
            <numerusform>%n zpráva čeká</numerusform>
            <numerusform>%n zprávy čekají</numerusform>
            <numerusform>%n zpráv čeká</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n messages waiting</source>
        <translation>
            <numerusform>%n zpráva čeká</numerusform>
            <numerusform>%n zprávy čekají</numerusform>
            <numerusform>%n zpráv čeká</numerusform>
        </translation>
    </message>
    <message>
        <source>queue_run_delay %1 s · backoff between %2 s and %3 s</source>
        <translation>queue_run_delay %1 s · odstup mezi %2 s a %3 s</translation>
    </message>
    <message numerus="yes">
        <source>%n scan so far</source>
        <translation>
            <numerusform>zatím %n průchod</numerusform>
            <numerusform>zatím %n průchody</numerusform>
            <numerusform>zatím %n průchodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scans so far</source>
        <translation>
            <numerusform>zatím %n průchod</numerusform>
            <numerusform>zatím %n průchody</numerusform>
            <numerusform>zatím %n průchodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message expired</source>
        <translation>
            <numerusform>%n zprávě vypršela životnost</numerusform>
            <numerusform>%n zprávám vypršela životnost</numerusform>
            <numerusform>%n zprávám vypršela životnost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n messages expired</source>
        <translation>
            <numerusform>%n zprávě vypršela životnost</numerusform>
            <numerusform>%n zprávám vypršela životnost</numerusform>
            <numerusform>%n zprávám vypršela životnost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipient bounced</source>
        <translation>
            <numerusform>%n příjemce odmítnut</numerusform>
            <numerusform>%n příjemci odmítnuti</numerusform>
            <numerusform>%n příjemců odmítnuto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipients bounced</source>
        <translation>
            <numerusform>%n příjemce odmítnut</numerusform>
            <numerusform>%n příjemci odmítnuti</numerusform>
            <numerusform>%n příjemců odmítnuto</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s (deferred_until_ms)</source>
        <translation>%1 s (deferred_until_ms)</translation>
    </message>
    <message>
        <source>Rcpts</source>
        <translation>Příj.</translation>
    </message>
    <message>
        <source>Deferred</source>
        <translation>Odloženo</translation>
    </message>
    <message>
        <source>Retry at</source>
        <translation>Pokus v</translation>
    </message>
    <message>
        <source>The message waiting in the deferred queue</source>
        <translation>Zpráva čekající ve frontě deferred</translation>
    </message>
    <message>
        <source>When it was last deferred</source>
        <translation>Kdy byla naposledy odložena</translation>
    </message>
    <message>
        <source>Its next retry, its file time: a scan from one second before then takes it back into the active queue</source>
        <translation>Její další pokus, její čas souboru: průchod od jedné sekundy předtím ji vezme zpět do aktivní fronty</translation>
    </message>
    <message>
        <source>The time left until its next retry</source>
        <translation>Čas zbývající do jejího dalšího pokusu</translation>
    </message>
    <message>
        <source>Top row: each scan of the deferred queue, with the messages it listed · a bar per retry: a message waiting from the attempt that deferred it (tick) to its retry time, its backoff written in it · ×: expired · upright line: the current position</source>
        <translation>Horní řádek: každý průchod fronty deferred s počtem zpráv, které obsahoval · jeden pruh na každé opakování: zpráva čeká od pokusu, který ji odložil (čárka), do času opakování, s vepsaným odstupem (backoff) · ×: vypršelo · svislá čára: aktuální pozice</translation>
    </message>
    <message>
        <source>%1 s (minimum)</source>
        <translation>%1 s (minimum)</translation>
    </message>
    <message>
        <source>%1 s (maximum)</source>
        <translation>%1 s (maximum)</translation>
    </message>
    <message>
        <source>due</source>
        <translation>na řadě</translation>
    </message>
    <message>
        <source>Due: the next scan takes it back</source>
        <translation>Na řadě: příští průchod ji vezme zpět</translation>
    </message>
    <message>
        <source>Age at
deferral</source>
        <translation>Stáří při
odložení</translation>
    </message>
    <message>
        <source>The message&apos;s age when it was last deferred, in whole seconds as Postfix&apos;s clock counts them (the figure the backoff rule uses); its age now is greater by the time since then</source>
        <translation>Stáří zprávy v okamžiku, kdy byla naposledy odložena, v celých sekundách, jak je počítají hodiny Postfixu (hodnota, se kterou počítá pravidlo odstupu); její nynější stáří je o dobu od té chvíle větší</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DeliveryLanesPlottable</name>
    <message>
        <source>%1 dead</source>
        <translation>%1 mrtvý</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DestinationsTableModel</name>
    <message>
        <source>not in memory</source>
        <translation>není v paměti</translation>
    </message>
    <message>
        <source>dead, revives at %1 s</source>
        <translation>mrtvý, oživí se v %1 s</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mrtvý</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>živý</translation>
    </message>
    <message>
        <source>blocks jobs</source>
        <translation>blokuje úlohy</translation>
    </message>
    <message>
        <source>Plot this queue&apos;s concurrency window</source>
        <translation>Vykreslit okno souběžnosti této fronty</translation>
    </message>
    <message>
        <source>Marked as blocking jobs: jobs whose only waiting entries are here became blockers</source>
        <translation>Označeno jako blokující úlohy: úlohy, jejichž jediné čekající položky jsou zde, se staly blokujícími</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Graf</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Okno</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Probíhá</translation>
    </message>
    <message>
        <source>Todo</source>
        <translation>Čeká</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Blocking</source>
        <translation>Blokování</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Úspěch</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Selhání</translation>
    </message>
    <message>
        <source>Failed cohorts</source>
        <translation>Neúspěšné kohorty</translation>
    </message>
    <message>
        <source>suspended, resumes in %1 s</source>
        <translation>pozastaven, pokračuje za %1 s</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>pozastaven</translation>
    </message>
    <message>
        <source>transport dead until %1 s</source>
        <translation>transport mrtvý do %1 s</translation>
    </message>
    <message>
        <source>transport dead</source>
        <translation>transport mrtvý</translation>
    </message>
    <message>
        <source>server down until %1 s</source>
        <translation>server nedostupný do %1 s</translation>
    </message>
    <message>
        <source>server down</source>
        <translation>server nedostupný</translation>
    </message>
    <message>
        <source>Suspended by the destination rate delay: after each delivery the queue takes no delivery until its resume timer fires (at %1 s).</source>
        <translation>Pozastaveno zpožděním rychlosti cíle: po každém doručení fronta nepřijme žádné doručení, dokud nevyprší její časovač obnovení (v %1 s).</translation>
    </message>
    <message>
        <source>Dead: deliveries failed; its waiting entries were deferred.</source>
        <translation>Mrtvý: doručení selhala; jeho čekající položky byly odloženy.</translation>
    </message>
    <message>
        <source>The transport&apos;s delivery agents could not be started (master.cf: broken): mail for this queue is deferred until transport_retry_time has passed.</source>
        <translation>Doručovací agenty transportu nešlo spustit (master.cf: broken): pošta pro tuto frontu je odkládána, dokud neuplyne transport_retry_time.</translation>
    </message>
    <message>
        <source>The destination&apos;s server is down in the scenario: every connection fails.</source>
        <translation>Server cíle je ve scénáři nedostupný: každé spojení selže.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DestinationsView</name>
    <message>
        <source>deliveries</source>
        <translation>doručení</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Přizpůsobit</translation>
    </message>
    <message>
        <source>Show the whole history up to the current position</source>
        <translation>Zobrazit celou historii až po aktuální pozici</translation>
    </message>
    <message>
        <source>Tick &quot;Plot&quot; to draw a queue&apos;s concurrency window over time</source>
        <translation>Zaškrtněte „Graf“, chcete-li vykreslit okno souběžnosti fronty v čase</translation>
    </message>
    <message>
        <source>Destinations table</source>
        <translation>Tabulka cílů</translation>
    </message>
    <message>
        <source>Concurrency windows</source>
        <translation>Okna souběžnosti</translation>
    </message>
    <message>
        <source>Each destination queue&apos;s concurrency window and busy deliveries over time; the table lists the same queues with their figures</source>
        <translation>Okno souběžnosti (concurrency window) a probíhající doručení každé fronty cíle v čase; tabulka uvádí tytéž fronty s jejich údaji</translation>
    </message>
    <message>
        <source>%1 dead</source>
        <translation>%1 mrtvý</translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation>simulovaný čas (s)</translation>
    </message>
    <message>
        <source>line: window · fill: busy · hatched: dead</source>
        <translation>čára: okno · výplň: probíhající · šrafováno: mrtvý</translation>
    </message>
    <message>
        <source>dotted: suspended (rate delay) · strip under 0: server down · grey: transport dead</source>
        <translation>tečkovaně: pozastaven (zpoždění rychlosti) · pruh pod 0: server nedostupný · šedě: transport mrtvý</translation>
    </message>
    <message>
        <source>No destination queue yet: each queue&apos;s concurrency window is drawn here from its first delivery on.</source>
        <translation>Zatím žádná fronta cíle: okno souběžnosti každé fronty se tu kreslí od jejího prvního doručení.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DocumentActions</name>
    <message>
        <source>&amp;New scenario…</source>
        <translation>&amp;Nový scénář…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>&amp;Import server…</source>
        <translation>Importovat &amp;server…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Uložit j&amp;ako…</translation>
    </message>
    <message>
        <source>&amp;Edit scenario…</source>
        <translation>&amp;Upravit scénář…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Z&amp;novu</translation>
    </message>
    <message>
        <source>The scenario cannot be run</source>
        <translation>Scénář nelze spustit</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otevřít &amp;poslední</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>Pří&amp;klady</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Zpět: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>Z&amp;novu: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The scenario was not opened</source>
        <translation>Scénář nebyl otevřen</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Otevřeno: %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Neuložené změny</translation>
    </message>
    <message>
        <source>The scenario has changes that were not saved. Save them?</source>
        <translation>Scénář obsahuje neuložené změny. Chcete je uložit?</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nový scénář</translation>
    </message>
    <message>
        <source>The scenario was not created</source>
        <translation>Scénář nebyl vytvořen</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Otevřít scénář</translation>
    </message>
    <message>
        <source>qmgrlab scenarios (*.json);;All files (*)</source>
        <translation>Scénáře qmgrlab (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Import server</source>
        <translation>Import serveru</translation>
    </message>
    <message>
        <source>The server was not imported</source>
        <translation>Server nebyl importován</translation>
    </message>
    <message>
        <source>Save recovered scenario</source>
        <translation>Uložit obnovený scénář</translation>
    </message>
    <message>
        <source>This scenario was recovered after qmgrlab ended unexpectedly. Replace %1 with it?</source>
        <translation>Tento scénář byl obnoven po neočekávaném ukončení qmgrlab. Chcete jím nahradit %1?</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Uložit scénář</translation>
    </message>
    <message>
        <source>qmgrlab scenarios (*.json)</source>
        <translation>Scénáře qmgrlab (*.json)</translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation>Scénář nebyl uložen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Uloženo: %1</translation>
    </message>
    <message>
        <source>The edited scenario cannot be run</source>
        <translation>Upravený scénář nelze spustit</translation>
    </message>
    <message>
        <source>Recording the run of %1…</source>
        <translation>Zaznamenává se běh %1…</translation>
    </message>
    <message>
        <source>Part &amp;%1: %2</source>
        <translation>Část &amp;%1: %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Import &amp;mail log…</source>
        <translation>Importovat &amp;log pošty…</translation>
    </message>
    <message>
        <source>The mail log was not imported</source>
        <translation>Log pošty nebyl importován</translation>
    </message>
    <message>
        <source>Imported %1: the replay of its day (not saved yet)</source>
        <translation>Importováno: %1, přehrání jeho dne (zatím neuloženo)</translation>
    </message>
    <message>
        <source>Import mail log</source>
        <translation>Import logu pošty</translation>
    </message>
    <message>
        <source>Postfix mail logs (*.log *.gz mail.log* maillog*);;All files (*)</source>
        <translation>Logy pošty Postfixu (*.log *.gz mail.log* maillog*);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Čte se %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Replaying %1…</source>
        <translation>Přehrává se %1…</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>Import zrušen</translation>
    </message>
    <message>
        <source>The time stamps of %1 have no year. In which year was its first line written? (The file was last modified in %2.)</source>
        <translation>Časové značky v %1 neobsahují rok. V kterém roce byl zapsán první řádek? (Soubor byl naposledy změněn v roce %2.)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::FeedbackView</name>
    <message>
        <source>Concurrency feedback</source>
        <translation>Zpětná vazba souběžnosti</translation>
    </message>
    <message>
        <source>The concurrency feedback of a destination&apos;s window after a delivery, with the numbers the narration states</source>
        <translation>Zpětná vazba okna souběžnosti cíle po doručení, s čísly, která uvádí komentář</translation>
    </message>
    <message>
        <source>No concurrency feedback to show yet. After a delivery, this view draws the destination&apos;s window before and after, the success or failure count against half a feedback step of hysteresis, and after a failure the failed pseudo-cohorts summed against the limit that declares the destination dead.</source>
        <translation>Zatím není co ukázat. Po doručení tento pohled ukáže okno cíle před ní a po ní, čítač úspěchů nebo selhání proti hysterezi poloviny kroku zpětné vazby a po selhání součet neúspěšných pseudokohort proti limitu, při kterém je cíl prohlášen za mrtvý.</translation>
    </message>
    <message>
        <source>Step %1: no positive feedback to %2 on %3</source>
        <translation>Krok %1: cíl %2 na %3 nedostane kladnou zpětnou vazbu</translation>
    </message>
    <message>
        <source>Window stays %1</source>
        <translation>Okno zůstává %1</translation>
    </message>
    <message>
        <source>At the concurrency limit %1 (%2_destination_concurrency_limit): the window grows no further.</source>
        <translation>Na limitu souběžnosti %1 (%2_destination_concurrency_limit): okno už neroste.</translation>
    </message>
    <message>
        <source>Not in use: Postfix raises a window only below the deliveries in progress (this one included) plus the initial concurrency, and %1 ≥ %2 + %3 = %4.</source>
        <translation>Nevyužito: Postfix zvětšuje okno jen, dokud je menší než probíhající doručení (včetně tohoto) plus počáteční souběžnost, a %1 ≥ %2 + %3 = %4.</translation>
    </message>
    <message>
        <source>Failed pseudo-cohorts: %1 %2 ≥ the limit %3 (%4_destination_concurrency_failed_cohort_limit): dead.</source>
        <translation>Neúspěšné pseudokohorty: %1 %2 ≥ limit %3 (%4_destination_concurrency_failed_cohort_limit): mrtvý.</translation>
    </message>
    <message>
        <source>Failed pseudo-cohorts so far: %1 %2, below the limit %3 (%4_destination_concurrency_failed_cohort_limit).</source>
        <translation>Neúspěšné pseudokohorty zatím: %1 %2, pod limitem %3 (%4_destination_concurrency_failed_cohort_limit).</translation>
    </message>
    <message>
        <source>Step %1: %2 declares %3 dead</source>
        <translation>Krok %1: %2 prohlašuje cíl %3 za mrtvý</translation>
    </message>
    <message>
        <source>Window %1 → 0: dead</source>
        <translation>Okno %1 → 0: mrtvý</translation>
    </message>
    <message>
        <source>Step %1: positive feedback to %2 on %3</source>
        <translation>Krok %1: kladná zpětná vazba pro %2 na %3</translation>
    </message>
    <message>
        <source>Step %1: negative feedback to %2 on %3</source>
        <translation>Krok %1: záporná zpětná vazba pro %2 na %3</translation>
    </message>
    <message>
        <source>Window %1 → %2</source>
        <translation>Okno %1 → %2</translation>
    </message>
    <message>
        <source>Positive feedback at window %1: %2. Success count: %3 + %2 %4</source>
        <translation>Kladná zpětná vazba při okně %1: %2. Čítač úspěchů: %3 + %2 %4</translation>
    </message>
    <message>
        <source>Negative feedback at window %1: %2. Failure count: %3 − %2 %4</source>
        <translation>Záporná zpětná vazba při okně %1: %2. Čítač selhání: %3 − %2 %4</translation>
    </message>
    <message>
        <source>Half a feedback step of hysteresis: %1.</source>
        <translation>Hystereze poloviny kroku zpětné vazby: %1.</translation>
    </message>
    <message>
        <source>The window stops at the concurrency limit %1 (%2_destination_concurrency_limit).</source>
        <translation>Okno se zastaví na limitu souběžnosti %1 (%2_destination_concurrency_limit).</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>okno %1</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>konec</translation>
    </message>
    <message>
        <source>Step %1 has no concurrency feedback. The latest concurrency feedback, at step %2:</source>
        <translation>Krok %1 žádnou zpětnou vazbu souběžnosti nemá. Poslední zpětná vazba souběžnosti, v kroku %2:</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::Glossary</name>
    <message>
        <source>message</source>
        <translation>zpráva</translation>
    </message>
    <message>
        <source>One mail in the queue, with its sender and its recipients. In the active queue only part of its recipients may be in memory at a time (the recipient limits); the rest are read later.</source>
        <translation>Jedna zpráva ve frontě, s odesílatelem a příjemci. V aktivní frontě může být v paměti najednou jen část jejích příjemců (limity příjemců); zbytek se načte později.</translation>
    </message>
    <message>
        <source>transport</source>
        <translation>transport</translation>
    </message>
    <message>
        <source>A way of delivering mail named in master.cf (smtp, relay, lmtp, …), with its own delivery agents (at most maxproc at once), its own job list and its own settings.</source>
        <translation>Způsob doručování pošty pojmenovaný v master.cf (smtp, relay, lmtp, …), s vlastními doručovacími agenty (nejvýše maxproc najednou), vlastním seznamem úloh a vlastním nastavením.</translation>
    </message>
    <message>
        <source>job</source>
        <translation>úloha (job)</translation>
    </message>
    <message>
        <source>What one message asks of one transport: the message&apos;s recipients that this transport delivers. A message with recipients on two transports has two jobs. Each transport keeps its jobs on a job list, in the order they came, unless preemption moves one forward.</source>
        <translation>To, co jedna zpráva žádá od jednoho transportu: příjemci zprávy, které tento transport doručuje. Zpráva s příjemci na dvou transportech má dvě úlohy. Každý transport vede své úlohy v seznamu úloh v pořadí, v jakém přišly, pokud některou nepřesune dopředu preempce.</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>fronta (queue)</translation>
    </message>
    <message>
        <source>In the active queue, one destination (next hop) of a transport: the place where the deliveries to it wait. It has its concurrency window, counts its busy deliveries and may be declared dead. (The deferred queue is something else: the messages waiting for their next attempt.)</source>
        <translation>V aktivní frontě jeden cíl (next hop) transportu: místo, kde čekají doručení do něj. Má své okno souběžnosti, počítá běžící doručení a může být prohlášena za mrtvou. (Fronta deferred je něco jiného: zprávy, které čekají na další pokus.)</translation>
    </message>
    <message>
        <source>peer</source>
        <translation>peer</translation>
    </message>
    <message>
        <source>A job&apos;s share of one queue: its recipients for that destination. A job with recipients at three destinations has three peers, and the selection takes them in turn.</source>
        <translation>Podíl úlohy na jedné frontě: její příjemci pro daný cíl. Úloha s příjemci u tří cílů má tři peery a výběr je bere postupně.</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>položka (entry)</translation>
    </message>
    <message>
        <source>A group of recipients of one peer, at most the destination&apos;s recipient limit, that one delivery agent delivers in one session. Selecting an entry hands it to a free agent.</source>
        <translation>Skupina příjemců jednoho peeru, nejvýše tolik, kolik dovolí limit příjemců cíle, kterou jeden doručovací agent doručí v jedné relaci. Výběrem se položka předá volnému agentovi.</translation>
    </message>
    <message>
        <source>selection</source>
        <translation>výběr</translation>
    </message>
    <message>
        <source>The choice of the next entry when an agent of the transport is free: the transports take turns, the current job goes first unless another job preempts it, and the job&apos;s peers take turns.</source>
        <translation>Volba další položky, když je volný agent transportu: transporty se střídají, aktuální úloha má přednost, pokud ji jiná úloha nepředběhne, a peery úlohy se střídají.</translation>
    </message>
    <message>
        <source>delivery slot</source>
        <translation>doručovací slot</translation>
    </message>
    <message>
        <source>One turn of the transport to deliver, the unit in which preemption is priced. A job earns a slot for every slot cost entries of it that are selected; a job that preempts it costs one slot for every entry the preempting job still has. The slot string writes the slots in order, one job number each.</source>
        <translation>Jeden tah transportu k doručení, jednotka, ve které se platí preempce. Úloha získá slot za každých tolik vybraných položek, kolik udává cena slotu; úloha, která ji předběhne, ji stojí jeden slot za každou položku, kterou předbíhající úloha ještě má. Řetězec slotů zapisuje sloty po pořadě, v každém číslo úlohy.</translation>
    </message>
    <message>
        <source>preemption</source>
        <translation>preempce</translation>
    </message>
    <message>
        <source>A smaller job overtaking the current job: it moves in front of it on the job list and gets the next selections, when the current job has saved enough slots to pay for it.</source>
        <translation>Menší úloha předbíhá aktuální úlohu: posune se před ni v seznamu úloh a dostane další výběry, jakmile aktuální úloha ušetřila dost slotů, aby ji zaplatila.</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>sleva</translation>
    </message>
    <message>
        <source>default_delivery_slot_discount: the share, in percent, of a candidate&apos;s price that the current job need not have saved. With 50, half of the slots the candidate needs are enough.</source>
        <translation>default_delivery_slot_discount: podíl ceny kandidáta v procentech, který aktuální úloha nemusí mít ušetřený. Při 50 stačí polovina slotů, které kandidát potřebuje.</translation>
    </message>
    <message>
        <source>loan</source>
        <translation>půjčka</translation>
    </message>
    <message>
        <source>default_delivery_slot_loan: slots the current job may lend on top of those it has saved, so that a small job may preempt a little sooner. The loan is paid back from the slots earned later.</source>
        <translation>default_delivery_slot_loan: sloty, které aktuální úloha smí půjčit navíc k ušetřeným, aby malá úloha mohla předbíhat o něco dřív. Půjčka se splácí ze slotů získaných později.</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>blokující úloha (blocker)</translation>
    </message>
    <message>
        <source>A job all of whose destinations are at their concurrency window: it could not use a free agent, so the selection passes it by until a delivery to one of them completes.</source>
        <translation>Úloha, jejíž cíle jsou všechny na hranici svého okna souběžnosti: volného agenta by nevyužila, proto ji výběr přeskakuje, dokud neskončí doručení do některého z nich.</translation>
    </message>
    <message>
        <source>concurrency window</source>
        <translation>okno souběžnosti</translation>
    </message>
    <message>
        <source>How many deliveries to one destination may run at once. It starts at the initial destination concurrency, grows with positive feedback after deliveries that got through and shrinks with negative feedback after failed connections, never beyond the destination concurrency limit.</source>
        <translation>Kolik doručení do jednoho cíle smí běžet najednou. Začíná na počáteční souběžnosti cíle, roste s kladnou zpětnou vazbou po doručeních, která prošla, a zmenšuje se se zápornou zpětnou vazbou po neúspěšných spojeních, nikdy nad limit souběžnosti cíle.</translation>
    </message>
    <message>
        <source>cohort</source>
        <translation>kohorta</translation>
    </message>
    <message>
        <source>A pseudo-cohort: as many deliveries as the destination&apos;s concurrency. The feedback and the dead-destination test count in cohorts: a failed cohort is a cohort&apos;s worth of failed connections.</source>
        <translation>Pseudokohorta: tolik doručení, kolik je souběžnost cíle. Zpětná vazba i test mrtvého cíle počítají v kohortách: neúspěšná kohorta je tolik neúspěšných spojení, kolik má jedna kohorta.</translation>
    </message>
    <message>
        <source>dead destination</source>
        <translation>mrtvý cíl</translation>
    </message>
    <message>
        <source>A destination whose failed cohorts reached the failed cohort limit with no delivery getting through. Its waiting recipients are deferred without an attempt; after minimal_backoff_time it is tried again with a fresh window.</source>
        <translation>Cíl, jehož neúspěšné kohorty dosáhly limitu neúspěšných kohort, aniž by nějaké doručení prošlo. Jeho čekající příjemci jsou odloženi bez pokusu; po minimal_backoff_time se zkouší znovu s novým oknem.</translation>
    </message>
    <message>
        <source>rate delay</source>
        <translation>zpoždění mezi doručeními (rate delay)</translation>
    </message>
    <message>
        <source>destination_rate_delay: a pause after each delivery to a destination before the next one to it may start. Above zero it also limits the destination to one delivery at a time. transport_rate_delay does the same for the whole transport.</source>
        <translation>destination_rate_delay: pauza po každém doručení do cíle, než smí začít další doručení do něj. Nad nulou navíc omezí cíl na jedno doručení najednou. transport_rate_delay dělá totéž pro celý transport.</translation>
    </message>
    <message>
        <source>backoff</source>
        <translation>odstup (backoff)</translation>
    </message>
    <message>
        <source>How long a message with deferred recipients waits in the deferred queue before it is tried again: as long as the message is old, but at least minimal_backoff_time and at most maximal_backoff_time. A message that keeps failing therefore waits twice as long each time, up to the maximum.</source>
        <translation>Jak dlouho zpráva s odloženými příjemci čeká ve frontě deferred, než se zkusí znovu: tak dlouho, jak je zpráva stará, ale nejméně minimal_backoff_time a nejvýše maximal_backoff_time. Zpráva, která stále selhává, proto čeká pokaždé dvakrát déle, až do maxima.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Slovníček</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ImportServerDialog</name>
    <message>
        <source>Domain</source>
        <translation>Doména</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Zprávy</translation>
    </message>
    <message>
        <source>Recipients</source>
        <translation>Příjemci</translation>
    </message>
    <message>
        <source>Delivery agents (maxproc)</source>
        <translation>Doručovací agenti (maxproc)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametr</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Kde</translation>
    </message>
    <message>
        <source>Why it does not count</source>
        <translation>Proč se nepočítá</translation>
    </message>
    <message>
        <source>Import server</source>
        <translation>Import serveru</translation>
    </message>
    <message>
        <source>Files of the server (each optional)</source>
        <translation>Soubory serveru (každý je volitelný)</translation>
    </message>
    <message>
        <source>&amp;main.cf or postconf -n output:</source>
        <translation>&amp;main.cf nebo výstup postconf -n:</translation>
    </message>
    <message>
        <source>ma&amp;ster.cf:</source>
        <translation>ma&amp;ster.cf:</translation>
    </message>
    <message>
        <source>&amp;Queue (postqueue -j output):</source>
        <translation>&amp;Fronta (výstup postqueue -j):</translation>
    </message>
    <message>
        <source>T&amp;ransport map:</source>
        <translation>Tabulka t&amp;ransportů:</translation>
    </message>
    <message>
        <source>/etc/postfix/main.cf, or a file with the output of postconf -n</source>
        <translation>/etc/postfix/main.cf nebo soubor s výstupem postconf -n</translation>
    </message>
    <message>
        <source>/etc/postfix/master.cf</source>
        <translation>/etc/postfix/master.cf</translation>
    </message>
    <message>
        <source>a file with the output of postqueue -j</source>
        <translation>soubor s výstupem postqueue -j</translation>
    </message>
    <message>
        <source>lines &quot;domain transport&quot;, as in /etc/postfix/transport</source>
        <translation>řádky „doména transport“, jako v /etc/postfix/transport</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procházet…</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Cíle</translation>
    </message>
    <message>
        <source>Transports</source>
        <translation>Transporty</translation>
    </message>
    <message>
        <source>Parameters set</source>
        <translation>Nastavené parametry</translation>
    </message>
    <message>
        <source>What was understood</source>
        <translation>Co bylo rozpoznáno</translation>
    </message>
    <message>
        <source>What was ignored</source>
        <translation>Co bylo ignorováno</translation>
    </message>
    <message>
        <source>What was assumed (change it in the scenario editor after the import)</source>
        <translation>Co bylo předpokládáno (po importu to můžete změnit v editoru scénáře)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importovat</translation>
    </message>
    <message>
        <source>Choose at least one file. The import only reads them.</source>
        <translation>Vyberte alespoň jeden soubor. Import soubory pouze čte.</translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation>Importováno z %1</translation>
    </message>
    <message>
        <source>Choose a file of the server</source>
        <translation>Vyberte soubor serveru</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>načítání…</translation>
    </message>
    <message>
        <source>master.cf</source>
        <translation>master.cf</translation>
    </message>
    <message>
        <source>default_process_limit</source>
        <translation>default_process_limit</translation>
    </message>
    <message>
        <source>Destinations (%1)</source>
        <translation>Cíle (%1)</translation>
    </message>
    <message>
        <source>Transports (%1)</source>
        <translation>Transporty (%1)</translation>
    </message>
    <message>
        <source>Parameters set (%1)</source>
        <translation>Nastavené parametry (%1)</translation>
    </message>
    <message>
        <source>%1 messages with %2 recipients to %3 destinations; %4 settings ignored. Import opens it as a new scenario, not saved yet.</source>
        <translation>Zprávy: %1, příjemci: %2, cíle: %3; ignorovaná nastavení: %4. Import je otevře jako nový, dosud neuložený scénář.</translation>
    </message>
    <message>
        <source>Destinations understood</source>
        <translation>Rozpoznané cíle</translation>
    </message>
    <message>
        <source>Transports understood</source>
        <translation>Rozpoznané transporty</translation>
    </message>
    <message>
        <source>Parameters understood</source>
        <translation>Rozpoznané parametry</translation>
    </message>
    <message>
        <source>Settings ignored</source>
        <translation>Ignorovaná nastavení</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Předpoklady</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::JobLegendElement</name>
    <message>
        <source>current position</source>
        <translation>aktuální pozice</translation>
    </message>
    <message>
        <source>not dispatched yet</source>
        <translation>dosud neodesláno</translation>
    </message>
    <message>
        <source>failed delivery (deferred)</source>
        <translation>neúspěšné doručení (odloženo)</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>+%1 more jobs</source>
        <translation>další úlohy: +%1</translation>
    </message>
    <message>
        <source>recipients deferred by the server</source>
        <translation>příjemci odložení serverem</translation>
    </message>
    <message>
        <source>recipients bounced</source>
        <translation>odmítnutí příjemci</translation>
    </message>
    <message>
        <source>rate delay wait</source>
        <translation>čekání kvůli zpoždění rychlosti</translation>
    </message>
    <message>
        <source>transport dead</source>
        <translation>transport mrtvý</translation>
    </message>
    <message>
        <source>job id cut short</source>
        <translation>zkrácené ID úlohy</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::JobListCanvas</name>
    <message>
        <source>level %1</source>
        <translation>úroveň %1</translation>
    </message>
    <message>
        <source>A parent that is gone: its job completed and this branch was adopted one level up, keeping its stack level</source>
        <translation>Rodič, který již neexistuje: jeho úloha skončila a tato větev byla připojena o úroveň výš, ale ponechala si svou úroveň zásobníku</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>Preempce</translation>
    </message>
    <message>
        <source>Job list (selection order)</source>
        <translation>Seznam úloh (pořadí výběru)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::JobListView</name>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>Thick outline: current job · grey, hatched: blocker job · number: place on the list</source>
        <translation>Silný obrys: aktuální úloha · šedá, šrafovaná: blokující úloha · číslo: pořadí v seznamu</translation>
    </message>
    <message>
        <source>No jobs on transport %1 at this step.</source>
        <translation>V tomto kroku nejsou na transportu %1 žádné úlohy.</translation>
    </message>
    <message>
        <source>Transport %1 has not been used yet.</source>
        <translation>Transport %1 zatím nebyl použit.</translation>
    </message>
    <message>
        <source>Scheduler&apos;s job list</source>
        <translation>Seznam úloh plánovače</translation>
    </message>
    <message>
        <source>The transport&apos;s jobs in scheduler order as cards: recipients, entries, slots and the preemption stack</source>
        <translation>Úlohy transportu v pořadí plánovače jako karty: příjemci, záznamy (entries), sloty a zásobník preempce (preemption)</translation>
    </message>
    <message>
        <source>Job list by arrival time</source>
        <translation>Seznam úloh podle času příchodu</translation>
    </message>
    <message>
        <source>The transport&apos;s jobs in the order their messages arrived</source>
        <translation>Úlohy transportu v pořadí, v jakém dorazily jejich zprávy</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Výchozí systémový</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>The new language applies when qmgrlab starts next.</source>
        <translation>Nový jazyk se použije při příštím spuštění qmgrlab.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::LessonPanel</name>
    <message>
        <source>&amp;Lesson mode</source>
        <translation>Režim &amp;lekce</translation>
    </message>
    <message>
        <source>Next bookmark</source>
        <translation>Další záložka</translation>
    </message>
    <message>
        <source>Previous bookmark</source>
        <translation>Předchozí záložka</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <translation>Krok %1 · %2</translation>
    </message>
    <message>
        <source>This scenario has no lesson. A lesson is a list of bookmarks (a step, a title and a note) in the scenario file&apos;s &quot;lesson&quot; field.</source>
        <translation>Tento scénář nemá lekci. Lekce je seznam záložek (krok, název a poznámka) v poli &quot;lesson&quot; souboru scénáře.</translation>
    </message>
    <message numerus="yes">
        <source>%n bookmark(s). Click one to go to its step; L turns lesson mode on.</source>
        <translation>
            <numerusform>%n záložka. Kliknutím na ni přejdete na její krok; L zapne režim lekce.</numerusform>
            <numerusform>%n záložky. Kliknutím na záložku přejdete na její krok; L zapne režim lekce.</numerusform>
            <numerusform>%n záložek. Kliknutím na záložku přejdete na její krok; L zapne režim lekce.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson starts at step %1.</source>
        <translation>Lekce začíná krokem %1.</translation>
    </message>
    <message>
        <source>Lesson bookmarks</source>
        <translation>Záložky lekce</translation>
    </message>
    <message>
        <source>Lesson mode: %1 / %2 go from bookmark to bookmark (L)</source>
        <translation>Režim lekce: %1 / %2 přecházejí mezi záložkami (L)</translation>
    </message>
    <message>
        <source>Lesson mode: bookmark %1 of %2.</source>
        <translation>Režim lekce: záložka %1 z %2.</translation>
    </message>
    <message>
        <source>%1: next bookmark, %2: previous bookmark</source>
        <translation>%1: další záložka, %2: předchozí záložka</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::MainWindow</name>
    <message>
        <source>&amp;Export timeline…</source>
        <translation>&amp;Exportovat časovou osu…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Export &amp;window image…</source>
        <translation>Exportovat o&amp;brázek okna…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ukonči&amp;t</translation>
    </message>
    <message>
        <source>&amp;What if? Compare with a variant…</source>
        <translation>Co &amp;kdyby? Porovnat s variantou…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>What if?</source>
        <translation>Co kdyby?</translation>
    </message>
    <message>
        <source>&amp;Dark mode</source>
        <translation>&amp;Tmavý režim</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Při&amp;blížit</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Oddálit</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Výchozí zvětšení</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>S&amp;cénář</translation>
    </message>
    <message>
        <source>S&amp;imulation</source>
        <translation>Si&amp;mulace</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <source>&amp;About qmgrlab</source>
        <translation>&amp;O aplikaci qmgrlab</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Ovládání</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Pozice</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Komentář</translation>
    </message>
    <message>
        <source>Parameters (main.cf)</source>
        <translation>Parametry (main.cf)</translation>
    </message>
    <message>
        <source>Recipient pools</source>
        <translation>Fondy příjemců</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Cíle</translation>
    </message>
    <message>
        <source>Job lists</source>
        <translation>Seznamy úloh</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Předpověď</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>Čas %1</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>Krok %1 / %2</translation>
    </message>
    <message>
        <source>%1[*] — qmgrlab</source>
        <translation>%1[*] — qmgrlab</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation>Exportovat časovou osu</translation>
    </message>
    <message>
        <source>The timeline was not exported</source>
        <translation>Časová osa nebyla exportována</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportováno: %1</translation>
    </message>
    <message>
        <source>Export window image</source>
        <translation>Exportovat obrázek okna</translation>
    </message>
    <message>
        <source>The window image was not exported</source>
        <translation>Obrázek okna nebyl exportován</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zvětšení %1%</translation>
    </message>
    <message>
        <source>Unsaved changes were not autosaved</source>
        <translation>Neuložené změny nebyly automaticky uloženy</translation>
    </message>
    <message>
        <source>S&amp;weep parameters…</source>
        <translation>Procházení &amp;hodnot parametrů…</translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation>&amp;Přejít</translation>
    </message>
    <message>
        <source>The variant cannot be run</source>
        <translation>Variantu nelze spustit</translation>
    </message>
    <message>
        <source>Deferred queue</source>
        <translation>Fronta deferred</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Vítejte</translation>
    </message>
    <message>
        <source>Export &amp;lesson…</source>
        <translation>Exportovat &amp;lekci…</translation>
    </message>
    <message>
        <source>The lesson was not exported</source>
        <translation>Lekce nebyla exportována</translation>
    </message>
    <message>
        <source>This scenario has no lesson bookmarks.</source>
        <translation>Tento scénář nemá žádné záložky lekce.</translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation>Exportovat lekci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Ú&amp;pravy</translation>
    </message>
    <message>
        <source>Step %1 / %2, cut</source>
        <translation>Krok %1 / %2, useknuto</translation>
    </message>
    <message>
        <source>Shown as far as step %L1: %2.</source>
        <translation>Zobrazeno po krok %L1: %2.</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Slovníček</translation>
    </message>
    <message>
        <source>&amp;Logged vs simulated…</source>
        <translation>&amp;Zaznamenané vs. simulované…</translation>
    </message>
    <message>
        <source>Export &amp;course handout…</source>
        <translation>Exportovat podklady ke &amp;kurzu…</translation>
    </message>
    <message>
        <source>Export course handout</source>
        <translation>Exportovat podklady ke kurzu</translation>
    </message>
    <message>
        <source>The course handout was not exported</source>
        <translation>Podklady ke kurzu nebyly exportovány</translation>
    </message>
    <message>
        <source>Structures</source>
        <translation>Struktury</translation>
    </message>
    <message>
        <source>Preemption test</source>
        <translation>Test preempce</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lekce %1: %2</translation>
    </message>
    <message>
        <source>Export mail log</source>
        <translation>Exportovat log pošty</translation>
    </message>
    <message>
        <source>The mail log was not exported</source>
        <translation>Log pošty nebyl exportován</translation>
    </message>
    <message>
        <source>Export mail lo&amp;g…</source>
        <translation>Exportovat lo&amp;g pošty…</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Krok %1</translation>
    </message>
    <message>
        <source>Sent %1 · Deferred now %2</source>
        <translation>Odesláno %1 · Nyní odloženo %2</translation>
    </message>
    <message>
        <source>Recipients delivered so far, and recipients whose latest attempt was deferred and that wait for another (a recipient read again counts as neither until its new outcome).</source>
        <translation>Dosud doručení příjemci a příjemci, jejichž poslední pokus byl odložen a kteří čekají na další (znovu načtený příjemce se do svého nového výsledku nepočítá ani k jedněm).</translation>
    </message>
    <message>
        <source>Concurrency feedback</source>
        <translation>Zpětná vazba souběžnosti</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::NarrationView</name>
    <message>
        <source>Story</source>
        <translation>Příběh</translation>
    </message>
    <message>
        <source>The scenario&apos;s story: what it sets up and what to watch for</source>
        <translation>Příběh scénáře: co připravuje a čeho si všímat</translation>
    </message>
    <message>
        <source>Every step of the run. Click a step to go to the moment after it.</source>
        <translation>Každý krok běhu. Kliknutím na krok přejdete na okamžik po něm.</translation>
    </message>
    <message>
        <source>Open a scenario or pick one from the Examples menu.</source>
        <translation>Otevřete scénář nebo některý vyberte z nabídky Příklady.</translation>
    </message>
    <message>
        <source>This scenario has no description.</source>
        <translation>Tento scénář nemá popis.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No scenario&lt;/b&gt;</source>
        <translation>&lt;b&gt;Žádný scénář&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of %1&lt;/b&gt; · before anything happens</source>
        <translation>&lt;b&gt;Krok 0 z %1&lt;/b&gt; · dříve, než se cokoli stane</translation>
    </message>
    <message>
        <source>Nothing has happened yet. Step forward (→) to begin.</source>
        <translation>Zatím se nic nestalo. Začněte krokem vpřed (→).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step %1 of %2&lt;/b&gt; · %3 · %4</source>
        <translation>&lt;b&gt;Krok %1 z %2&lt;/b&gt; · %3 · %4</translation>
    </message>
    <message>
        <source>Step log</source>
        <translation>Protokol kroků</translation>
    </message>
    <message>
        <source>%1 (%2 times)</source>
        <translation>%1 (%2krát)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0&lt;/b&gt; · before anything happens</source>
        <translation>&lt;b&gt;Krok 0&lt;/b&gt; · dříve, než se cokoli stane</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step %1&lt;/b&gt; · %2 · %3</source>
        <translation>&lt;b&gt;Krok %1&lt;/b&gt; · %2 · %3</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ParametersPanel</name>
    <message>
        <source>Preemption</source>
        <translation>Preempce</translation>
    </message>
    <message>
        <source>Recipient limits</source>
        <translation>Limity příjemců</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Souběžnost</translation>
    </message>
    <message>
        <source>Active queue</source>
        <translation>Aktivní fronta</translation>
    </message>
    <message>
        <source>&amp;Apply and rerun</source>
        <translation>&amp;Použít a spustit znovu</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Vrátit z&amp;pět</translation>
    </message>
    <message>
        <source>Reset to &amp;defaults</source>
        <translation>Obnovit &amp;výchozí</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametr</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Výchozí</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Platné</translation>
    </message>
    <message>
        <source>Double-click a value to change it; leave it empty for the default.</source>
        <translation>Dvojitým kliknutím hodnotu změníte; pro výchozí hodnotu ji ponechte prázdnou.</translation>
    </message>
    <message>
        <source>Rerun the scenario with these parameters and return to the same step</source>
        <translation>Spustit scénář znovu s těmito parametry a vrátit se na stejný krok</translation>
    </message>
    <message>
        <source>Forget the changes that were not applied</source>
        <translation>Zahodit změny, které nebyly použity</translation>
    </message>
    <message>
        <source>Remove every main.cf setting, so that Postfix&apos;s defaults apply</source>
        <translation>Odstranit všechna nastavení main.cf, aby platily výchozí hodnoty Postfixu</translation>
    </message>
    <message>
        <source>0..1, N/M, N/concurrency</source>
        <translation>0..1, N/M, N/concurrency</translation>
    </message>
    <message>
        <source>≥ %1%2</source>
        <translation>≥ %1%2</translation>
    </message>
    <message>
        <source>%1..%2%3</source>
        <translation>%1..%2%3</translation>
    </message>
    <message>
        <source>, not %1</source>
        <translation>, kromě %1</translation>
    </message>
    <message>
        <source>Valid: %1</source>
        <translation>Platné: %1</translation>
    </message>
    <message>
        <source>Applies to transport %1 only; when empty, %2 applies.</source>
        <translation>Platí jen pro transport %1; když je prázdné, platí %2.</translation>
    </message>
    <message>
        <source>↑ as above</source>
        <translation>↑ jako výše</translation>
    </message>
    <message>
        <source>changed, not applied yet</source>
        <translation>změněno, dosud nepoužito</translation>
    </message>
    <message>
        <source>%1 = %2 is not accepted: %3</source>
        <translation>%1 = %2 nelze přijmout: %3</translation>
    </message>
    <message>
        <source>Changed. Press Apply to rerun the scenario.</source>
        <translation>Změněno. Stisknutím Použít scénář spustíte znovu.</translation>
    </message>
    <message>
        <source>No changes to apply.</source>
        <translation>Žádné změny k použití.</translation>
    </message>
    <message>
        <source>Changes forgotten.</source>
        <translation>Změny zahozeny.</translation>
    </message>
    <message>
        <source>Every parameter is back to its default. Press Apply to rerun.</source>
        <translation>Všechny parametry mají opět výchozí hodnoty. Stisknutím Použít scénář spustíte znovu.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametry</translation>
    </message>
    <message>
        <source>Not applied: the lesson&apos;s bookmarks are kept.</source>
        <translation>Nepoužito: záložky lekce zůstávají zachovány.</translation>
    </message>
    <message>
        <source>Rate delays</source>
        <translation>Zpoždění doručování</translation>
    </message>
    <message>
        <source>Deferred queue</source>
        <translation>Fronta deferred</translation>
    </message>
    <message numerus="yes">
        <source>Change %n main.cf parameter(s)</source>
        <translation>
            <numerusform>Změnit %n parametr main.cf</numerusform>
            <numerusform>Změnit %n parametry main.cf</numerusform>
            <numerusform>Změnit %n parametrů main.cf</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset %1 to its default</source>
        <translation>Vrátit %1 na výchozí hodnotu</translation>
    </message>
    <message>
        <source>Set %1 = %2</source>
        <translation>Nastavit %1 = %2</translation>
    </message>
    <message>
        <source>Applied: the run is recorded again.</source>
        <translation>Použito: běh se znovu zaznamenává.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::PlaybackBar</name>
    <message>
        <source>%1 steps/s (one every %2 s)</source>
        <translation>%1 kroků/s (jeden za %2 s)</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 kroků/s</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Předchozí rozhodnutí</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Krok zpět</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Další rozhodnutí</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Rychleji</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Pomaleji</translation>
    </message>
    <message>
        <source>Fast mode</source>
        <translation>Rychlý režim</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Fast mode: as fast as possible, no animation (F)</source>
        <translation>Rychlý režim: co nejrychleji, bez animace (F)</translation>
    </message>
    <message>
        <source>&amp;Predict mode</source>
        <translation>Režim &amp;předpovědi</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Rychlost:</translation>
    </message>
    <message>
        <source>Steps per second while playing (+ and - change it)</source>
        <translation>Počet kroků za sekundu při přehrávání (mění se klávesami + a -)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Rychlost</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Pozice:</translation>
    </message>
    <message>
        <source>Drag to go anywhere in the run</source>
        <translation>Přetažením přejdete na libovolné místo běhu</translation>
    </message>
    <message>
        <source>Position in the run</source>
        <translation>Pozice v běhu</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pozastavit</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::PredictPanel</name>
    <message>
        <source>✔ right</source>
        <translation>✔ správně</translation>
    </message>
    <message>
        <source>✘ wrong</source>
        <translation>✘ špatně</translation>
    </message>
    <message>
        <source>Reset score</source>
        <translation>Vynulovat skóre</translation>
    </message>
    <message>
        <source>right %1 · wrong %2</source>
        <translation>správně %1 · špatně %2</translation>
    </message>
    <message>
        <source>Stop predicting</source>
        <translation>Ukončit předpovídání</translation>
    </message>
    <message>
        <source>Start predicting</source>
        <translation>Začít předpovídat</translation>
    </message>
    <message>
        <source>Predict mode is off. Turn it on to be asked before each scheduling decision.</source>
        <translation>Režim předpovědi je vypnutý. Po zapnutí budete před každým rozhodnutím plánovače vyzváni k odhadu.</translation>
    </message>
    <message>
        <source>Does job %1 preempt job %2?</source>
        <translation>Předběhne úloha %1 úlohu %2?</translation>
    </message>
    <message>
        <source>Y  Yes</source>
        <translation>Y  Ano</translation>
    </message>
    <message>
        <source>N  No</source>
        <translation>N  Ne</translation>
    </message>
    <message>
        <source>Which job gets the next delivery slot of transport %1?</source>
        <translation>Která úloha dostane další doručovací slot transportu %1?</translation>
    </message>
    <message>
        <source>(You said: job %1 preempts job %2.)</source>
        <translation>(Vaše odpověď: úloha %1 předběhne úlohu %2.)</translation>
    </message>
    <message>
        <source>(You said: job %1 does not preempt job %2.)</source>
        <translation>(Vaše odpověď: úloha %1 nepředběhne úlohu %2.)</translation>
    </message>
    <message>
        <source>Job %1 got the delivery slot.</source>
        <translation>Doručovací slot dostala úloha %1.</translation>
    </message>
    <message>
        <source>Job %1 preempted job %2.</source>
        <translation>Úloha %1 předběhla úlohu %2.</translation>
    </message>
    <message>
        <source>Job %1 did not preempt job %2.</source>
        <translation>Úloha %1 nepředběhla úlohu %2.</translation>
    </message>
    <message>
        <source>You chose job %1.</source>
        <translation>Zvolili jste úlohu %1.</translation>
    </message>
    <message>
        <source>Revealed without an answer: not counted.</source>
        <translation>Odhaleno bez odpovědi: nezapočítává se.</translation>
    </message>
    <message>
        <source>job %1
key %2</source>
        <translation>úloha %1
klávesa %2</translation>
    </message>
    <message>
        <source>Type %1 to choose job %2</source>
        <translation>Napište %1 pro volbu úlohy %2</translation>
    </message>
    <message>
        <source>Typed: %1 (Enter to choose)</source>
        <translation>Napsáno: %1 (Enter vybere)</translation>
    </message>
    <message>
        <source>No job chosen: only the yes or no is counted.</source>
        <translation>Nevybrána žádná úloha: počítá se jen ano nebo ne.</translation>
    </message>
    <message>
        <source>Step on (→ or %1): the run stops before the next decision.</source>
        <translation>Krokujte dál (→ nebo %1): běh se zastaví před dalším rozhodnutím.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::PreemptionBarView</name>
    <message>
        <source>Preemption test</source>
        <translation>Test preempce</translation>
    </message>
    <message>
        <source>At the decision: the counters as the preemption test read them, before the step&apos;s selection changed them</source>
        <translation>V okamžiku rozhodnutí: čítače tak, jak je test preempce přečetl, než je výběr v tomto kroku změnil</translation>
    </message>
    <message>
        <source>No candidate was weighed against the current job at this step. The bars show the two sides of the preemption test at each entry selection that weighs one: the current job&apos;s credit against the candidate&apos;s price.</source>
        <translation>V tomto kroku nebyl s aktuální úlohou porovnán žádný kandidát. Pruhy ukazují obě strany testu preempce u každého výběru položky, který nějakého kandidáta porovnává: kredit aktuální úlohy proti požadavku kandidáta.</translation>
    </message>
    <message>
        <source>Step %1 on %2, at the decision</source>
        <translation>Krok %1 na %2, v okamžiku rozhodnutí</translation>
    </message>
    <message>
        <source>%1 ≥ %2: job %3 preempts job %4.</source>
        <translation>%1 ≥ %2: úloha %3 preemptuje úlohu %4.</translation>
    </message>
    <message>
        <source>%1 &lt; %2: job %3 cannot preempt job %4 yet.</source>
        <translation>%1 &lt; %2: úloha %3 zatím nemůže preemptovat úlohu %4.</translation>
    </message>
    <message>
        <source>credit</source>
        <translation>kredit</translation>
    </message>
    <message>
        <source>price</source>
        <translation>požadavek</translation>
    </message>
    <message>
        <source>Job %1: (%2 ÷ cost %3) + slot loan %4 = %5</source>
        <translation>Úloha %1: (%2 ÷ cena %3) + půjčka slotů %4 = %5</translation>
    </message>
    <message numerus="yes">
        <source>Job %1: %n slot × (100 − slot discount %2)% = %3</source>
        <translation>
            <numerusform>Úloha %1: %n slot × (100 − sleva za sloty %2)% = %3</numerusform>
            <numerusform>Úloha %1: %n sloty × (100 − sleva za sloty %2)% = %3</numerusform>
            <numerusform>Úloha %1: %n slotů × (100 − sleva za sloty %2)% = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1: %n slots × (100 − slot discount %2)% = %3</source>
        <translation>
            <numerusform>Úloha %1: %n slot × (100 − sleva za sloty %2)% = %3</numerusform>
            <numerusform>Úloha %1: %n sloty × (100 − sleva za sloty %2)% = %3</numerusform>
            <numerusform>Úloha %1: %n slotů × (100 − sleva za sloty %2)% = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 on %2, at the decision: no candidate was weighed against job %3, which owed %4. The current job is weighed against a candidate only while its counter is above 0 selections.</source>
        <translation>Krok %1 na %2, v okamžiku rozhodnutí: s úlohou %3, která dlužila %4, nebyl porovnán žádný kandidát. Aktuální úloha se s kandidátem porovnává, jen dokud je její počítadlo nad 0 výběry.</translation>
    </message>
    <message>
        <source>Step %1 on %2, at the decision: no candidate was weighed against job %3, whose counter stood at %4 (%5). The current job is weighed against a candidate only while its counter is above 0 selections.</source>
        <translation>Krok %1 na %2, v okamžiku rozhodnutí: s úlohou %3, jejíž počítadlo bylo na %4 (%5), nebyl porovnán žádný kandidát. Aktuální úloha se s kandidátem porovnává, jen dokud je její počítadlo nad 0 výběry.</translation>
    </message>
    <message>
        <source>Step %1 on %2, at the decision: no candidate was weighed.</source>
        <translation>Krok %1 na %2, v okamžiku rozhodnutí: žádný kandidát nebyl vážen.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::RecipientPoolView</name>
    <message>
        <source>msg %1</source>
        <translation>zpr. %1</translation>
    </message>
    <message>
        <source>%1: %2 recipient slots (rcpt_limit), %3 recipients in core (rcpt_count)</source>
        <translation>%1: sloty pro příjemce (rcpt_limit): %2, příjemci v paměti (rcpt_count): %3</translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>%1 recipient pool: %2 + %3 extra slots</source>
        <translation>Fond příjemců %1: %2 + %3 (sloty navíc)</translation>
    </message>
    <message>
        <source>%1 held</source>
        <translation>drženo %1</translation>
    </message>
    <message>
        <source>held: %1</source>
        <translation>drženo: %1</translation>
    </message>
    <message>
        <source>unused: %1</source>
        <translation>nevyužito: %1</translation>
    </message>
    <message>
        <source>extra lent: %1</source>
        <translation>navíc půjčeno: %1</translation>
    </message>
    <message>
        <source>extra free: %1</source>
        <translation>navíc volné: %1</translation>
    </message>
    <message>
        <source>%1 recipient pool: not created yet (at its first recipient)</source>
        <translation>Fond příjemců %1: zatím nevytvořen (vznikne u prvního příjemce)</translation>
    </message>
    <message>
        <source>In core, all transports: %1 (limit %2, %3 beyond)</source>
        <translation>V paměti, všechny transporty: %1 (limit %2, nad limit %3)</translation>
    </message>
    <message>
        <source>In core, all transports: %1 (limit %2)</source>
        <translation>V paměti, všechny transporty: %1 (limit %2)</translation>
    </message>
    <message>
        <source>%1 in core</source>
        <translation>%1 v paměti</translation>
    </message>
    <message>
        <source>retired jobs</source>
        <translation>vyřazené úlohy</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Held by %1&apos;s jobs: %2 slots</source>
        <translation>Sloty držené úlohami %1: %2</translation>
    </message>
    <message>
        <source>in core</source>
        <translation>v paměti</translation>
    </message>
    <message>
        <source>unused slots</source>
        <translation>nevyužité sloty</translation>
    </message>
    <message>
        <source>beyond its slots</source>
        <translation>nad rámec svých slotů</translation>
    </message>
    <message>
        <source>no jobs on the job list</source>
        <translation>žádné úlohy v seznamu úloh</translation>
    </message>
    <message>
        <source>1 job; in core / slots, own scale</source>
        <translation>1 úloha; v paměti / sloty, vlastní měřítko</translation>
    </message>
    <message>
        <source>%1 jobs, largest holders first; in core / slots, own scale</source>
        <translation>počet úloh: %1, největší držitelé první; v paměti / sloty, vlastní měřítko</translation>
    </message>
    <message>
        <source>jobs %1-%2 of %3, largest holders first; %4 more: scroll</source>
        <translation>úlohy %1-%2 z %3, největší držitelé první; další: %4 (posuňte)</translation>
    </message>
    <message>
        <source>Recipient pool totals</source>
        <translation>Souhrn fondu příjemců</translation>
    </message>
    <message>
        <source>Bars of the recipients in the pool and in core, split by who holds them</source>
        <translation>Pruhy příjemců ve fondu a v paměti, rozdělené podle toho, kdo je drží</translation>
    </message>
    <message>
        <source>Recipients per job</source>
        <translation>Příjemci podle úloh</translation>
    </message>
    <message>
        <source>One bar per job: its recipients read, in core and delivered</source>
        <translation>Jeden pruh pro každou úlohu: její příjemci načtení, v paměti a doručení</translation>
    </message>
    <message>
        <source>All transports&apos; pools</source>
        <translation>Fondy všech transportů</translation>
    </message>
    <message>
        <source>Show every transport&apos;s recipient pool at once; the rows below stay the chosen transport&apos;s jobs</source>
        <translation>Ukáže fondy příjemců všech transportů najednou; řádky pod nimi zůstávají úlohami zvoleného transportu</translation>
    </message>
    <message>
        <source>Recipient pools; after each, its jobs: in core / slots</source>
        <translation>Fondy příjemců; za každým jeho úlohy: v paměti / sloty</translation>
    </message>
    <message>
        <source>%1 %2 / %3</source>
        <translation>%1 %2 / %3</translation>
    </message>
    <message>
        <source>not created yet</source>
        <translation>zatím nevytvořen</translation>
    </message>
    <message>
        <source>no jobs</source>
        <translation>žádné úlohy</translation>
    </message>
    <message>
        <source>%1 %2 + %3</source>
        <translation>%1 %2 + %3</translation>
    </message>
    <message>
        <source>held</source>
        <translation>drženo</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>nevyužito</translation>
    </message>
    <message>
        <source>extra lent</source>
        <translation>navíc půjčeno</translation>
    </message>
    <message>
        <source>extra free</source>
        <translation>navíc volné</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::RecoveryDialog</name>
    <message>
        <source>Recover unsaved scenarios</source>
        <translation>Obnovit neuložené scénáře</translation>
    </message>
    <message>
        <source>qmgrlab ended without saving these changes. Restore one to continue working on it, or discard what you do not need.</source>
        <translation>qmgrlab skončil bez uložení těchto změn. Obnovte scénář, abyste na něm mohli dál pracovat, nebo zahoďte, co nepotřebujete.</translation>
    </message>
    <message>
        <source>Unsaved scenarios</source>
        <translation>Neuložené scénáře</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>nikdy neuloženo</translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation>%1 (%2), automaticky uloženo %3</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Obnovit</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Zahodit</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Později</translation>
    </message>
    <message>
        <source>Keep them and ask again at the next start</source>
        <translation>Ponechat je a zeptat se znovu při příštím spuštění</translation>
    </message>
    <message>
        <source>This scenario cannot be restored: %1</source>
        <translation>Tento scénář nelze obnovit: %1</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::RecoveryStore</name>
    <message>
        <source>the recovery file %1 cannot be written: %2</source>
        <translation>soubor pro obnovu %1 nelze zapsat: %2</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ReplayPlot</name>
    <message>
        <source>time of the line (the log&apos;s clock)</source>
        <translation>čas řádku (hodiny logu)</translation>
    </message>
    <message>
        <source>b (s)</source>
        <translation>b (s)</translation>
    </message>
    <message>
        <source>logged b (s)</source>
        <translation>zaznamenané b (s)</translation>
    </message>
    <message>
        <source>simulated b (s)</source>
        <translation>simulované b (s)</translation>
    </message>
    <message>
        <source>simulated b</source>
        <translation>simulované b</translation>
    </message>
    <message>
        <source>logged b</source>
        <translation>zaznamenané b</translation>
    </message>
    <message>
        <source>agreement band: within max(1 s, 10 %)</source>
        <translation>pásmo shody: v rámci max(1 s, 10 %)</translation>
    </message>
    <message>
        <source>the same b</source>
        <translation>stejné b</translation>
    </message>
    <message>
        <source>paired lines</source>
        <translation>spárované řádky</translation>
    </message>
    <message>
        <source>the whole log</source>
        <translation>celý log</translation>
    </message>
    <message>
        <source>qmgrlab: a mail log replayed</source>
        <translation>qmgrlab: přehraný log pošty</translation>
    </message>
    <message>
        <source>%1 · %2
queue manager delay b, logged and simulated</source>
        <translation>%1 · %2
zpoždění b ve správci fronty, zaznamenané a simulované</translation>
    </message>
    <message>
        <source>time of the line (the log&apos;s clock, UTC%1)</source>
        <translation>čas řádku (hodiny logu, UTC%1)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ReplayWindow</name>
    <message>
        <source>Logged vs simulated: %1</source>
        <translation>Zaznamenané vs. simulované: %1</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>The whole log (lines: %1)</source>
        <translation>Celý log (řádků: %1)</translation>
    </message>
    <message>
        <source>%1 (lines: %2)</source>
        <translation>%1 (řádků: %2)</translation>
    </message>
    <message>
        <source>Logged vs simulated b</source>
        <translation>Zaznamenané vs. simulované b</translation>
    </message>
    <message>
        <source>Above: the logged and the simulated queue manager delay b over the day; below: each paired line&apos;s logged b against its simulated b, with the diagonal and the band where they agree</source>
        <translation>Nahoře: zaznamenané a simulované zpoždění b ve správci fronty v průběhu dne; dole: zaznamenané b každého spárovaného řádku proti jeho simulovanému b, s úhlopříčkou a pásmem, kde se shodují</translation>
    </message>
    <message>
        <source>Export &amp;picture…</source>
        <translation>Exportovat &amp;obrázek…</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Cíl:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Export obrázku</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportováno: %1</translation>
    </message>
    <message>
        <source>The picture was not exported: %1</source>
        <translation>Obrázek nebyl exportován: %1</translation>
    </message>
    <message>
        <source>Notes on the log and its replay</source>
        <translation>Poznámky k logu a jeho přehrávání</translation>
    </message>
    <message>
        <source>Notes on the log and its replay (%1)</source>
        <translation>Poznámky k logu a jeho přehrávání (%1)</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Problems found in reading the log: %n.&lt;/b&gt; %1 &lt;a href=&quot;#notes&quot;&gt;Show the notes&lt;/a&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Při čtení logu se vyskytl %n problém.&lt;/b&gt; %1 &lt;a href=&quot;#notes&quot;&gt;Zobrazit poznámky&lt;/a&gt;</numerusform>
            <numerusform>&lt;b&gt;Při čtení logu se vyskytly %n problémy.&lt;/b&gt; %1 &lt;a href=&quot;#notes&quot;&gt;Zobrazit poznámky&lt;/a&gt;</numerusform>
            <numerusform>&lt;b&gt;Při čtení logu se vyskytlo %n problémů.&lt;/b&gt; %1 &lt;a href=&quot;#notes&quot;&gt;Zobrazit poznámky&lt;/a&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Logged lines: %1, paired with the replay&apos;s: %2; left unpaired: %3 logged, %4 simulated. b (median / 95th percentile / maximum) over the paired lines: logged %5, simulated %6. The simulated b is within max(1&#xa0;s, 10&#xa0;%) of the logged one on %7 of the paired lines.</source>
        <translation>Zaznamenané řádky: %1, spárované s řádky přehrání: %2; nespárované zůstaly: %3 zaznamenané, %4 simulované. b (medián / 95. percentil / maximum) ze spárovaných řádků: zaznamenané %5, simulované %6. Simulované b je v rámci max(1&#xa0;s, 10&#xa0;%) zaznamenaného u %7 spárovaných řádků.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ScenarioDocument</name>
    <message>
        <source>new scenario</source>
        <translation>nový scénář</translation>
    </message>
    <message>
        <source>the scenario has no file yet: use Save as</source>
        <translation>scénář zatím nemá soubor: použijte Uložit jako</translation>
    </message>
    <message>
        <source>recovered scenario</source>
        <translation>obnovený scénář</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1 (krok %2)</translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation>Upravit scénář</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ScenarioEditor</name>
    <message>
        <source>Row %1, %2: &quot;%3&quot; is not a whole number</source>
        <translation>Řádek %1, %2: „%3“ není celé číslo</translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation>Upravit scénář</translation>
    </message>
    <message>
        <source>Queue ID</source>
        <translation>ID ve frontě</translation>
    </message>
    <message>
        <source>Arrival (ms)</source>
        <translation>Příchod (ms)</translation>
    </message>
    <message>
        <source>Recipients</source>
        <translation>Příjemci</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Doména</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Delivery (ms)</source>
        <translation>Doručení (ms)</translation>
    </message>
    <message>
        <source>Per recipient (ms)</source>
        <translation>Na příjemce (ms)</translation>
    </message>
    <message>
        <source>Server limit</source>
        <translation>Limit serveru</translation>
    </message>
    <message>
        <source>Failure (ms)</source>
        <translation>Selhání (ms)</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Výpadek</translation>
    </message>
    <message>
        <source>maxproc</source>
        <translation>maxproc</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Popis:</translation>
    </message>
    <message>
        <source>Add message</source>
        <translation>Přidat zprávu</translation>
    </message>
    <message>
        <source>Recipients: &quot;domain: count, domain: count&quot; (the addresses r1@domain, r2@domain, ...) or a list of addresses &quot;a@example.com, b@example.com&quot;.</source>
        <translation>Příjemci: „doména: počet, doména: počet“ (adresy r1@doména, r2@doména, ...) nebo seznam adres „a@example.com, b@example.com“.</translation>
    </message>
    <message>
        <source>This scenario has %1 messages, too many to edit here; they are kept as they are.</source>
        <translation>Tento scénář obsahuje příliš mnoho zpráv (%1) na to, aby se daly upravit zde; zůstanou beze změny.</translation>
    </message>
    <message>
        <source>&amp;Messages</source>
        <translation>&amp;Zprávy</translation>
    </message>
    <message>
        <source>Add destination</source>
        <translation>Přidat cíl</translation>
    </message>
    <message>
        <source>D&amp;estinations</source>
        <translation>&amp;Cíle</translation>
    </message>
    <message>
        <source>Add transport</source>
        <translation>Přidat transport</translation>
    </message>
    <message>
        <source>&amp;Transports</source>
        <translation>&amp;Transporty</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nový scénář</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Odebrat vybrané</translation>
    </message>
    <message>
        <source>arrival</source>
        <translation>příchod</translation>
    </message>
    <message>
        <source>Row %1, recipients: &quot;%2&quot; should be &quot;domain: count&quot;</source>
        <translation>Řádek %1, příjemci: „%2“ má mít tvar „doména: počet“</translation>
    </message>
    <message>
        <source>Row %1, recipients: give either addresses or &quot;domain: count&quot; pairs, not both</source>
        <translation>Řádek %1, příjemci: zadejte buď adresy, nebo dvojice „doména: počet“, ne obojí</translation>
    </message>
    <message>
        <source>delivery ms</source>
        <translation>doručení ms</translation>
    </message>
    <message>
        <source>per recipient ms</source>
        <translation>na příjemce ms</translation>
    </message>
    <message>
        <source>server limit</source>
        <translation>limit serveru</translation>
    </message>
    <message>
        <source>failure ms</source>
        <translation>selhání ms</translation>
    </message>
    <message>
        <source>the edited scenario</source>
        <translation>upravený scénář</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Zprávy</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Cíle</translation>
    </message>
    <message>
        <source>Transports</source>
        <translation>Transporty</translation>
    </message>
    <message>
        <source>Row %1, %2: &quot;%3&quot; should be intervals in ms, &quot;start-end, start-end&quot;</source>
        <translation>Řádek %1, %2: „%3“ mají být intervaly v ms, „začátek-konec, začátek-konec“</translation>
    </message>
    <message>
        <source>Null sender</source>
        <translation>Prázdný odesílatel</translation>
    </message>
    <message>
        <source>Deferred until (ms)</source>
        <translation>Odloženo do (ms)</translation>
    </message>
    <message>
        <source>Down intervals (ms)</source>
        <translation>Intervaly výpadku (ms)</translation>
    </message>
    <message>
        <source>Greylisting (ms)</source>
        <translation>Greylisting (ms)</translation>
    </message>
    <message>
        <source>Unknown users</source>
        <translation>Neznámí uživatelé</translation>
    </message>
    <message>
        <source>Deferred users</source>
        <translation>Odložení uživatelé</translation>
    </message>
    <message>
        <source>Broken (ms)</source>
        <translation>Porucha (ms)</translation>
    </message>
    <message>
        <source>The message&apos;s queue ID: letters, digits and . _ -, unique in the scenario.</source>
        <translation>ID zprávy ve frontě: písmena, číslice a . _ -, jedinečné ve scénáři.</translation>
    </message>
    <message>
        <source>When the message is handed to the queue manager, in ms from the start (0 to 2147483647); messages are listed in arrival order.</source>
        <translation>Kdy je zpráva předána správci fronty, v ms od začátku (0 až 2147483647); zprávy jsou uvedeny v pořadí příchodu.</translation>
    </message>
    <message>
        <source>&quot;domain: count, ...&quot; or a list of addresses.</source>
        <translation>„doména: počet, ...“ nebo seznam adres.</translation>
    </message>
    <message>
        <source>Checked: a bounce message (null sender); bounce_queue_lifetime, not maximal_queue_lifetime, limits its time in the queue.</source>
        <translation>Zaškrtnuto: zpráva o nedoručení (prázdný odesílatel); její čas ve frontě omezuje bounce_queue_lifetime, ne maximal_queue_lifetime.</translation>
    </message>
    <message>
        <source>qmgrlab&apos;s extension, only with the deferred queue on: the message arrives in the deferred queue and may be tried from this time (ms, 0 to 2147483647) on, like an imported server&apos;s deferred mail. Empty: it arrives in the incoming queue.</source>
        <translation>Rozšíření qmgrlab, jen se zapnutou frontou deferred: zpráva přichází do fronty deferred a smí se zkoušet od tohoto času (ms, 0 až 2147483647), jako odložená pošta importovaného serveru. Prázdné: přichází do fronty incoming.</translation>
    </message>
    <message>
        <source>The recipient domain, or &quot;*&quot; for every other domain.</source>
        <translation>Doména příjemce, nebo „*“ pro každou jinou doménu.</translation>
    </message>
    <message>
        <source>The transport (master.cf service) that delivers to it.</source>
        <translation>Transport (služba master.cf), který do ní doručuje.</translation>
    </message>
    <message>
        <source>How long an accepted delivery takes, in ms (at least 1).</source>
        <translation>Jak dlouho trvá přijaté doručení, v ms (alespoň 1).</translation>
    </message>
    <message>
        <source>How much longer per recipient of the delivery, in ms (0 or more).</source>
        <translation>O kolik déle na každého příjemce doručení, v ms (0 nebo více).</translation>
    </message>
    <message>
        <source>How many sessions the server accepts at once; 0 means no limit.</source>
        <translation>Kolik relací server přijme najednou; 0 znamená bez omezení.</translation>
    </message>
    <message>
        <source>How long a refused connection takes, in ms (at least 1).</source>
        <translation>Jak dlouho trvá odmítnuté spojení, v ms (alespoň 1).</translation>
    </message>
    <message>
        <source>Checked: every delivery fails; unchecked: the server is up; half-checked: as &quot;*&quot; (or the intervals to the right).</source>
        <translation>Zaškrtnuto: každé doručení selže; nezaškrtnuto: server běží; napůl: jako „*“ (nebo intervaly vpravo).</translation>
    </message>
    <message>
        <source>When the server is down: half-open intervals in ms, &quot;0-1000, 5000-6000&quot; (they may overlap); leave Down half-checked to use them.</source>
        <translation>Kdy je server mimo provoz: polouzavřené intervaly v ms, „0-1000, 5000-6000“ (mohou se překrývat); pro jejich použití nechte Výpadek napůl zaškrtnutý.</translation>
    </message>
    <message>
        <source>Greylisting: a recipient is deferred until this many ms after its first attempt (0 to 2147483647; 0 or empty: none). Without the deferred queue its deferral is final.</source>
        <translation>Greylisting: příjemce je odkládán, dokud od jeho prvního pokusu neuplyne tolik ms (0 až 2147483647; 0 nebo prázdné: žádný). Bez fronty deferred je jeho odložení konečné.</translation>
    </message>
    <message>
        <source>Local parts the server rejects for good (5xx), comma-separated: those recipients bounce.</source>
        <translation>Místní části, které server odmítá natrvalo (5xx), oddělené čárkami: tito příjemci se vracejí.</translation>
    </message>
    <message>
        <source>Local parts the server always rejects for now (4xx), comma-separated: those recipients are deferred.</source>
        <translation>Místní části, které server vždy dočasně odmítá (4xx), oddělené čárkami: tito příjemci jsou odloženi.</translation>
    </message>
    <message>
        <source>The master.cf service name of the transport.</source>
        <translation>Název služby transportu v master.cf.</translation>
    </message>
    <message>
        <source>How many delivery agents it may run at once (1 to 2147483647); empty means default_process_limit.</source>
        <translation>Kolik doručovacích agentů smí běžet najednou (1 až 2147483647); prázdné znamená default_process_limit.</translation>
    </message>
    <message>
        <source>When its delivery agents cannot be started: half-open intervals in ms, &quot;0-1000, 5000-6000&quot;; the transport is then dead for transport_retry_time.</source>
        <translation>Kdy nelze spustit jeho doručovací agenty: polouzavřené intervaly v ms, „0-1000, 5000-6000“; transport je pak mrtvý na transport_retry_time.</translation>
    </message>
    <message>
        <source>Retry deferred recipients from the deferred queue</source>
        <translation>Znovu zkoušet odložené příjemce z fronty deferred</translation>
    </message>
    <message>
        <source>deferred_queue: a message with deferred recipients waits in the deferred queue for its backoff (minimal_backoff_time .. maximal_backoff_time, from its age) and is tried again by the scans every queue_run_delay, until maximal_queue_lifetime. Off: a deferred recipient is final.</source>
        <translation>deferred_queue: zpráva s odloženými příjemci čeká ve frontě deferred svou čekací dobu (minimal_backoff_time .. maximal_backoff_time, podle svého stáří) a průchody každých queue_run_delay ji zkoušejí znovu, až do maximal_queue_lifetime. Vypnuto: odložený příjemce je konečný.</translation>
    </message>
    <message>
        <source>De&amp;ferred queue:</source>
        <translation>&amp;Fronta deferred:</translation>
    </message>
    <message>
        <source>&quot;*&quot; gives the defaults for every other domain. An empty cell takes the value from &quot;*&quot;, then the built-in default. Down: checked = every delivery fails, half-checked = as &quot;*&quot; or the down intervals. Lists are comma-separated; hover over a column&apos;s title for its range.</source>
        <translation>„*“ dává výchozí hodnoty pro každou jinou doménu. Prázdná buňka bere hodnotu z „*“, pak vestavěnou výchozí. Výpadek: zaškrtnuto = každé doručení selže, napůl = jako „*“ nebo intervaly výpadku. Seznamy se oddělují čárkami; rozsah sloupce ukáže najetí na jeho nadpis.</translation>
    </message>
    <message>
        <source>maxproc: how many delivery agents the transport may run at once (master.cf). A transport not listed gets default_process_limit. Broken: when its agents cannot be started, &quot;0-1000, 5000-6000&quot; in ms.</source>
        <translation>maxproc: kolik doručovacích agentů smí transport spustit najednou (master.cf). Transport, který zde není, dostane default_process_limit. Porucha: kdy nelze spustit jeho agenty, „0-1000, 5000-6000“ v ms.</translation>
    </message>
    <message>
        <source>deferred until</source>
        <translation>odloženo do</translation>
    </message>
    <message>
        <source>down intervals</source>
        <translation>intervaly výpadku</translation>
    </message>
    <message>
        <source>greylisting ms</source>
        <translation>greylisting ms</translation>
    </message>
    <message>
        <source>Row %1, down: give either the Down check box or down intervals, not both; leave Down half-checked to use the intervals</source>
        <translation>Řádek %1, výpadek: zadejte buď zaškrtávací pole Výpadek, nebo intervaly výpadku, ne obojí; pro intervaly nechte Výpadek napůl zaškrtnutý</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>porucha</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ScenarioFile</name>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1: nelze přečíst</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ShortcutAction</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ShownText</name>
    <message>
        <source>&lt;&gt; (the null sender: a bounce or another delivery notice)</source>
        <translation>&lt;&gt; (prázdný odesílatel: zpráva o nedoručení nebo jiné oznámení o doručení)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::StepLogModel</name>
    <message>
        <source>Click to go to the moment after this step</source>
        <translation>Kliknutím přejdete na okamžik po tomto kroku</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::StructuresView</name>
    <message>
        <source>Structures</source>
        <translation>Struktury</translation>
    </message>
    <message numerus="yes">
        <source>+%n more</source>
        <translation>
            <numerusform>+%n další</numerusform>
            <numerusform>+%n další</numerusform>
            <numerusform>+%n dalších</numerusform>
        </translation>
    </message>
    <message>
        <source>Each box is a recipient entry in its message&apos;s colour, with the recipients it holds; hatched: being delivered; ringed: the entry this step selected, its peer named in the same colour. A peer lists the entries of its job waiting for its destination; a queue, those of every job.</source>
        <translation>Každý rámeček je položka příjemců v barvě své zprávy s počtem příjemců, které obsahuje; šrafovaná: právě se doručuje; orámovaná: položka, kterou vybral tento krok, a její peer napsaný stejnou barvou. Peer uvádí položky své úlohy, které čekají na jeho cíl, fronta položky všech úloh.</translation>
    </message>
    <message>
        <source>No scenario is open.</source>
        <translation>Není otevřen žádný scénář.</translation>
    </message>
    <message>
        <source>Messages in the active queue: %1</source>
        <translation>Zprávy v aktivní frontě: %1</translation>
    </message>
    <message>
        <source>The active queue is empty.</source>
        <translation>Aktivní fronta je prázdná.</translation>
    </message>
    <message numerus="yes">
        <source>Message %1 · %n recipient: %2 read, %3 in memory</source>
        <translation>
            <numerusform>Zpráva %1 · %n příjemce: %2 načteno, %3 v paměti</numerusform>
            <numerusform>Zpráva %1 · %n příjemci: %2 načteno, %3 v paměti</numerusform>
            <numerusform>Zpráva %1 · %n příjemců: %2 načteno, %3 v paměti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 · %n recipients: %2 read, %3 in memory</source>
        <translation>
            <numerusform>Zpráva %1 · %n příjemce: %2 načteno, %3 v paměti</numerusform>
            <numerusform>Zpráva %1 · %n příjemci: %2 načteno, %3 v paměti</numerusform>
            <numerusform>Zpráva %1 · %n příjemců: %2 načteno, %3 v paměti</numerusform>
        </translation>
    </message>
    <message>
        <source>job on %1</source>
        <translation>úloha na %1</translation>
    </message>
    <message>
        <source>peer %1</source>
        <translation>peer %1</translation>
    </message>
    <message numerus="yes">
        <source>Transport %1: %n queue</source>
        <translation>
            <numerusform>Transport %1: %n fronta</numerusform>
            <numerusform>Transport %1: %n fronty</numerusform>
            <numerusform>Transport %1: %n front</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Transport %1: %n queues</source>
        <translation>
            <numerusform>Transport %1: %n fronta</numerusform>
            <numerusform>Transport %1: %n fronty</numerusform>
            <numerusform>Transport %1: %n front</numerusform>
        </translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mrtvá</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>pozastavená</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>okno %1</translation>
    </message>
    <message>
        <source>queue %1 · %2</source>
        <translation>fronta %1 · %2</translation>
    </message>
    <message>
        <source>todo</source>
        <translation>čeká</translation>
    </message>
    <message>
        <source>%1 ▶ current</source>
        <translation>%1 ▶ aktuální</translation>
    </message>
    <message numerus="yes">
        <source>· %n in delivery</source>
        <translation>
            <numerusform>· %n se doručuje</numerusform>
            <numerusform>· %n se doručují</numerusform>
            <numerusform>· %n se doručuje</numerusform>
        </translation>
    </message>
    <message>
        <source>◀ selected from here</source>
        <translation>◀ vybráno odsud</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>doručuje se</translation>
    </message>
    <message>
        <source>◀ selected</source>
        <translation>◀ vybráno</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::SweepPlot</name>
    <message>
        <source>%1 (%2, right axis)</source>
        <translation>%1 (%2, pravá osa)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Point %1</source>
        <translation>Bod %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>zatím nespuštěno</translation>
    </message>
    <message>
        <source>the run failed: %1</source>
        <translation>běh selhal: %1</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>Click to open this variant in the main window.</source>
        <translation>Kliknutím otevřete tuto variantu v hlavním okně.</translation>
    </message>
    <message>
        <source>qmgrlab parameter sweep</source>
        <translation>qmgrlab – rozmítání parametrů</translation>
    </message>
    <message>
        <source>%1
%2 by %3</source>
        <translation>%1
%2 podle %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> a </translation>
    </message>
    <message>
        <source>Press Run sweep to plot the checked metrics.</source>
        <translation>Stiskněte „Spustit rozmítání“ a zaškrtnuté metriky se vykreslí.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::SweepResultsModel</name>
    <message>
        <source>This point&apos;s run failed: %1</source>
        <translation>Běh tohoto bodu selhal: %1</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>selhalo</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Bod</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::SweepWindow</name>
    <message>
        <source>0..1, N/M, N/concurrency</source>
        <translation>0..1, N/M, N/concurrency</translation>
    </message>
    <message>
        <source>≥ %1%2</source>
        <translation>≥ %1%2</translation>
    </message>
    <message>
        <source>%1..%2%3</source>
        <translation>%1..%2%3</translation>
    </message>
    <message>
        <source>, not %1</source>
        <translation>, ne %1</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Rozmítání: %1</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametry</translation>
    </message>
    <message>
        <source>e.g. 2,5,10 or 1..20:2</source>
        <translation>např. 2,5,10 nebo 1..20:2</translation>
    </message>
    <message>
        <source>The values to try: a list (2,5,10) or a range FROM..TO with an optional :STEP (1..20:2).</source>
        <translation>Hodnoty k vyzkoušení: seznam (2,5,10) nebo rozsah OD..DO s volitelným :KROK (1..20:2).</translation>
    </message>
    <message>
        <source>First parameter (x axis)</source>
        <translation>První parametr (osa x)</translation>
    </message>
    <message>
        <source>Second parameter (y axis of a heat map)</source>
        <translation>Druhý parametr (osa y teplotní mapy)</translation>
    </message>
    <message>
        <source>Metrics to plot</source>
        <translation>Metriky k vykreslení</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A heat map shows the first metric checked.</source>
        <translation>Teplotní mapa zobrazuje první zaškrtnutou metriku.</translation>
    </message>
    <message>
        <source>&amp;Run sweep</source>
        <translation>&amp;Spustit rozmítání</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Zrušit</translation>
    </message>
    <message>
        <source>%v of %m points</source>
        <translation>%v z %m bodů</translation>
    </message>
    <message>
        <source>Export &amp;chart…</source>
        <translation>Exportovat &amp;graf…</translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation>Exportovat C&amp;SV…</translation>
    </message>
    <message>
        <source>(none: a line chart)</source>
        <translation>(žádný: čárový graf)</translation>
    </message>
    <message>
        <source>%1
Default %2; valid %3.</source>
        <translation>%1
Výchozí %2; platné %3.</translation>
    </message>
    <message>
        <source>Now %1 (Postfix default %2); valid %3.</source>
        <translation>Nyní %1 (výchozí v Postfixu %2); platné %3.</translation>
    </message>
    <message>
        <source>Enter the values of %1 to try.</source>
        <translation>Zadejte hodnoty %1 k vyzkoušení.</translation>
    </message>
    <message>
        <source>Choose a parameter to sweep.</source>
        <translation>Zvolte parametr k rozmítání.</translation>
    </message>
    <message>
        <source>Check at least one metric to plot.</source>
        <translation>Zaškrtněte alespoň jednu metriku k vykreslení.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) to run.</source>
        <translation>
            <numerusform>%n bod ke spuštění.</numerusform>
            <numerusform>%n body ke spuštění.</numerusform>
            <numerusform>%n bodů ke spuštění.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running %n point(s)…</source>
        <translation>
            <numerusform>Spouští se %n bod…</numerusform>
            <numerusform>Spouštějí se %n body…</numerusform>
            <numerusform>Spouští se %n bodů…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the points already running finish first…</source>
        <translation>Ruší se: nejprve doběhnou již spuštěné body…</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n point(s) done.</source>
        <translation>
            <numerusform>Zrušeno: dokončeno %1 z %n bodu.</numerusform>
            <numerusform>Zrušeno: dokončeno %1 z %n bodů.</numerusform>
            <numerusform>Zrušeno: dokončeno %1 z %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s).</source>
        <translation>
            <numerusform>Hotovo: %n bod.</numerusform>
            <numerusform>Hotovo: %n body.</numerusform>
            <numerusform>Hotovo: %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) failed (see the table).</source>
        <translation>
            <numerusform>%n bod selhal (viz tabulka).</numerusform>
            <numerusform>%n body selhaly (viz tabulka).</numerusform>
            <numerusform>%n bodů selhalo (viz tabulka).</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a point of the chart to open that variant.</source>
        <translation>Kliknutím na bod grafu otevřete danou variantu.</translation>
    </message>
    <message>
        <source>%1: this is the scenario&apos;s own file; choose another name for the CSV</source>
        <translation>%1: toto je vlastní soubor scénáře; zvolte pro CSV jiný název</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Exportovat graf</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportováno: %1</translation>
    </message>
    <message>
        <source>The chart was not exported: %1</source>
        <translation>Graf nebyl exportován: %1</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exportovat CSV</translation>
    </message>
    <message>
        <source>The CSV was not exported: %1</source>
        <translation>CSV nebylo exportováno: %1</translation>
    </message>
    <message>
        <source>Sweep chart</source>
        <translation>Graf rozmítání</translation>
    </message>
    <message>
        <source>The chosen metrics over the swept values: a line chart for one parameter, a heat map for two</source>
        <translation>Zvolené metriky v závislosti na rozmítaných hodnotách: čárový graf pro jeden parametr, teplotní mapa pro dva</translation>
    </message>
    <message>
        <source>Sweep results</source>
        <translation>Výsledky rozmítání</translation>
    </message>
    <message>
        <source>Values of the first parameter</source>
        <translation>Hodnoty prvního parametru</translation>
    </message>
    <message>
        <source>Values of the second parameter</source>
        <translation>Hodnoty druhého parametru</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimeListCanvas</name>
    <message>
        <source>By-time job list</source>
        <translation>Seznam úloh podle času</translation>
    </message>
    <message>
        <source>arrival order</source>
        <translation>pořadí příchodu</translation>
    </message>
    <message>
        <source>in core / slots</source>
        <translation>v paměti / sloty</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>msg %1</source>
        <translation>zpr. %1</translation>
    </message>
    <message>
        <source> (next unread)</source>
        <translation> (další k načtení)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimelineExportDialog</name>
    <message>
        <source>Dark page (for slides); unticked, the light look for print</source>
        <translation>Tmavá stránka (pro prezentace); nezaškrtnuto = světlý vzhled pro tisk</translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation>Exportovat časovou osu</translation>
    </message>
    <message>
        <source>All transports</source>
        <translation>Všechny transporty</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Šířka:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Výška:</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Barvy:</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimelinePlot</name>
    <message>
        <source>agent %1</source>
        <translation>agent %1</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>sloty</translation>
    </message>
    <message>
        <source>delivery slot (entry selections on this transport, in order)</source>
        <translation>doručovací slot (výběry položek na tomto transportu, v pořadí)</translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation>simulovaný čas (s)</translation>
    </message>
    <message numerus="yes">
        <source>%n agent out of view</source>
        <translation>
            <numerusform>%n agent mimo zobrazení</numerusform>
            <numerusform>%n agenti mimo zobrazení</numerusform>
            <numerusform>%n agentů mimo zobrazení</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agents out of view</source>
        <translation>
            <numerusform>%n agent mimo zobrazení</numerusform>
            <numerusform>%n agenti mimo zobrazení</numerusform>
            <numerusform>%n agentů mimo zobrazení</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n busy</source>
        <translation>
            <numerusform>%1, z toho %n pracuje</numerusform>
            <numerusform>%1, z toho %n pracují</numerusform>
            <numerusform>%1, z toho %n pracuje</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimelineView</name>
    <message>
        <source>Copy slot string</source>
        <translation>Kopírovat řetězec slotů</translation>
    </message>
    <message>
        <source>Copy the whole delivery-slot string of this transport to the clipboard</source>
        <translation>Zkopírovat celý řetězec doručovacích slotů (delivery slots) tohoto transportu do schránky</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Přizpůsobit</translation>
    </message>
    <message>
        <source>&amp;Copy slot string</source>
        <translation>&amp;Kopírovat řetězec slotů</translation>
    </message>
    <message>
        <source>Scroll the agent lanes</source>
        <translation>Posunout dráhy agentů</translation>
    </message>
    <message>
        <source>&amp;Hide the future on the timeline</source>
        <translation>&amp;Skrýt budoucnost na časové ose</translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>… %1 characters in all; &quot;Copy slot string&quot; copies them</source>
        <translation>… celkem znaků: %1; zkopírujete je pomocí „Kopírovat řetězec slotů“</translation>
    </message>
    <message numerus="yes">
        <source>Slot %1: message %2, delivery #%3 to %4 (%n recipient(s))</source>
        <translation>
            <numerusform>Slot %1: zpráva %2, doručení č. %3 do %4 (%n příjemce)</numerusform>
            <numerusform>Slot %1: zpráva %2, doručení č. %3 do %4 (%n příjemci)</numerusform>
            <numerusform>Slot %1: zpráva %2, doručení č. %3 do %4 (%n příjemců)</numerusform>
        </translation>
    </message>
    <message>
        <source>agent %1, dispatched at %2 s, %3 at %4 s</source>
        <translation>agent %1, předáno v %2 s, %3 v %4 s</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>odesláno</translation>
    </message>
    <message>
        <source>failed (recipients deferred)</source>
        <translation>selhalo (příjemci odloženi)</translation>
    </message>
    <message>
        <source>(not dispatched yet at the current position)</source>
        <translation>(na aktuální pozici ještě nepředáno)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Časová osa</translation>
    </message>
    <message>
        <source>The transport&apos;s delivery slots over time, one colour per job, above a lane per delivery agent; the slot string above the plot gives the same order as text</source>
        <translation>Doručovací sloty (delivery slots) transportu v čase, jedna barva pro každou úlohu, pod nimi dráha pro každého doručovacího agenta; řetězec slotů nad grafem udává stejné pořadí jako text</translation>
    </message>
    <message>
        <source>%1 dead from %2 s to %3 s: no delivery agent could be started (master.cf: broken); mail read meanwhile is deferred</source>
        <translation>%1 mrtvý od %2 s do %3 s: nešlo spustit žádného doručovacího agenta (master.cf: broken); pošta načtená mezitím je odložena</translation>
    </message>
    <message>
        <source>per recipient: %1 sent, %2 deferred, %3 bounced</source>
        <translation>po příjemcích: %1 doručeno, %2 odloženo, %3 odmítnuto</translation>
    </message>
    <message>
        <source>the agent was taken at %1 s and waited %2 s (transport rate delay)</source>
        <translation>agent byl zabrán v %1 s a čekal %2 s (zpoždění rychlosti transportu)</translation>
    </message>
    <message>
        <source>then %1 waited until %2 s (destination rate delay)</source>
        <translation>pak %1 čekal do %2 s (zpoždění rychlosti cíle)</translation>
    </message>
    <message>
        <source>Fit the &amp;whole run</source>
        <translation>Zobrazit &amp;celý běh</translation>
    </message>
    <message>
        <source>Fit the &amp;part so far</source>
        <translation>Přizpůsobit &amp;dosavadní část</translation>
    </message>
    <message>
        <source>Show the whole run on the timeline</source>
        <translation>Zobrazit na časové ose celý běh</translation>
    </message>
    <message>
        <source>Show what has happened so far on the timeline; it grows as the run goes on</source>
        <translation>Zobrazit na časové ose, co se dosud stalo; výřez roste s během</translation>
    </message>
    <message>
        <source>Fit the timeline again: the whole run or the part so far, as chosen in this button&apos;s menu (the wheel zooms, dragging pans)</source>
        <translation>Znovu přizpůsobit časovou osu: celý běh nebo dosavadní část, podle volby v nabídce tohoto tlačítka (kolečko přibližuje, tažení posouvá)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Draw only what has happened at the current position (always so in predict mode; hidden at first in the lecture layout and in lesson mode, so that the slot string does not give the answer away): H shows or hides the rest of the run</source>
        <translation>Kreslit jen to, co se stalo do aktuální pozice (v režimu předpovědi vždy; v rozložení Přednáška a v režimu lekce zprvu skryto, aby řetězec slotů neprozradil odpověď): H zobrazí nebo skryje zbytek běhu</translation>
    </message>
    <message numerus="yes">
        <source>Slot string so far (%n slot):</source>
        <translation>
            <numerusform>Dosavadní řetězec slotů (%n slot):</numerusform>
            <numerusform>Dosavadní řetězec slotů (%n sloty):</numerusform>
            <numerusform>Dosavadní řetězec slotů (%n slotů):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slot string so far (%n slots):</source>
        <translation>
            <numerusform>Dosavadní řetězec slotů (%n slot):</numerusform>
            <numerusform>Dosavadní řetězec slotů (%n sloty):</numerusform>
            <numerusform>Dosavadní řetězec slotů (%n slotů):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slot string (%n slot):</source>
        <translation>
            <numerusform>Řetězec slotů (%n slot):</numerusform>
            <numerusform>Řetězec slotů (%n sloty):</numerusform>
            <numerusform>Řetězec slotů (%n slotů):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slot string (%n slots):</source>
        <translation>
            <numerusform>Řetězec slotů (%n slot):</numerusform>
            <numerusform>Řetězec slotů (%n sloty):</numerusform>
            <numerusform>Řetězec slotů (%n slotů):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slot:</source>
        <translation>
            <numerusform>%n slot:</numerusform>
            <numerusform>%n sloty:</numerusform>
            <numerusform>%n slotů:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slots:</source>
        <translation>
            <numerusform>%n slot:</numerusform>
            <numerusform>%n sloty:</numerusform>
            <numerusform>%n slotů:</numerusform>
        </translation>
    </message>
    <message>
        <source>No delivery slot so far</source>
        <translation>Zatím žádný doručovací slot</translation>
    </message>
    <message>
        <source>No delivery slot</source>
        <translation>Žádný doručovací slot</translation>
    </message>
    <message>
        <source>Thick line: current position · pale: not dispatched yet · hatched: failed delivery (deferred) · pointed end: delivery under way · strip at a bar&apos;s foot: recipients deferred (hatched) or bounced by the server · dotted line: waiting for the transport rate delay · dashed line: the destination rate delay after a delivery · grey band: transport dead. Band: delivery slots in order; lanes: each agent&apos;s deliveries over simulated time (s). Right-click to copy the slot string or fit the whole run or the part so far.</source>
        <translation>Silná čára: aktuální pozice · bledě: ještě nepředáno · šrafováno: neúspěšné doručení (odloženo) · špičatý konec: doručení právě probíhá · pruh u paty sloupce: příjemci odložení (šrafováno) nebo odmítnutí serverem · tečkovaná čára: čekání na zpoždění rychlosti transportu · čárkovaná čára: zpoždění rychlosti cíle po doručení · šedý pás: transport mrtvý. Pás: doručovací sloty v pořadí; dráhy: doručení každého agenta v simulovaném čase (s). Pravým tlačítkem zkopírujete řetězec slotů nebo zobrazíte celý běh či dosavadní část.</translation>
    </message>
    <message>
        <source>agent %1, dispatched at %2 s</source>
        <translation>agent %1, předáno v %2 s</translation>
    </message>
    <message>
        <source>(under way at the current position)</source>
        <translation>(na aktuální pozici právě probíhá)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TransportSelector</name>
    <message>
        <source>Transport to show</source>
        <translation>Zobrazený transport</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::VariantEditor</name>
    <message>
        <source>Valid: %1</source>
        <translation>Platné: %1</translation>
    </message>
    <message>
        <source>Add setting</source>
        <translation>Přidat nastavení</translation>
    </message>
    <message>
        <source>Remove setting</source>
        <translation>Odebrat nastavení</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametr</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>main.cf changes of this variant: double-click a cell to type a parameter name (it completes) or its value</source>
        <translation>Změny main.cf v této variantě: dvojklikem na buňku zadáte název parametru (doplňuje se) nebo jeho hodnotu</translation>
    </message>
    <message>
        <source>Add a row for another main.cf parameter</source>
        <translation>Přidat řádek pro další parametr main.cf</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Odebrat vybraný řádek</translation>
    </message>
    <message>
        <source>Type a main.cf parameter name</source>
        <translation>Zadejte název parametru main.cf</translation>
    </message>
    <message>
        <source>a parameter name is needed</source>
        <translation>je potřeba název parametru</translation>
    </message>
    <message>
        <source>%1: unknown parameter</source>
        <translation>%1: neznámý parametr</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 je zadán dvakrát</translation>
    </message>
    <message>
        <source>a value is needed</source>
        <translation>je potřeba hodnota</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2: %3</translation>
    </message>
    <message>
        <source>no changes</source>
        <translation>žádné změny</translation>
    </message>
    <message>
        <source>Parameter settings of the variant</source>
        <translation>Nastavení parametrů varianty</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::WelcomeDialog</name>
    <message>
        <source>Welcome to qmgrlab</source>
        <translation>Vítejte v qmgrlab</translation>
    </message>
    <message>
        <source>&amp;Explore on my own</source>
        <translation>&amp;Prozkoumat sám</translation>
    </message>
    <message>
        <source>Close the welcome; Help &gt; Welcome shows it again</source>
        <translation>Zavřít uvítání; Nápověda &gt; Vítejte ho ukáže znovu</translation>
    </message>
    <message>
        <source>Start the &amp;lesson</source>
        <translation>Spustit &amp;lekci</translation>
    </message>
    <message>
        <source>lesson %1</source>
        <translation>lekce %1</translation>
    </message>
    <message>
        <source>lessons %1–%2</source>
        <translation>lekce %1–%2</translation>
    </message>
    <message>
        <source>Lesson mode on the open example: %1 goes to the next bookmark (L)</source>
        <translation>Režim lekce pro otevřený příklad: %1 přejde na další záložku (L)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Welcome to qmgrlab&lt;/h3&gt;&lt;p&gt;qmgrlab shows how Postfix&apos;s queue manager schedules mail: which job gets the next delivery slot, when a job preempts another, how recipient and concurrency limits shape a run. Every step is simulated as the real scheduler takes it, forwards and backwards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Where to start&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;The &lt;b&gt;Examples&lt;/b&gt; menu holds a course on SCHEDULER_README, %1 lessons in teaching order, not the README&apos;s: how the next entry is picked and preemption first, concurrency and the deferred queue last (the parts below). Each opens with a question. &lt;b&gt;→&lt;/b&gt; takes a step, &lt;b&gt;Space&lt;/b&gt; plays.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L&lt;/b&gt;: lesson mode. &lt;b&gt;%3&lt;/b&gt; goes from bookmark to bookmark, each with a note on what to watch.&lt;/li&gt;&lt;li&gt;&lt;b&gt;P&lt;/b&gt;: predict mode. Before each decision the class guesses: does a job preempt, and which job gets the slot? Type the job&apos;s number.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Help&lt;/b&gt; lists every key and explains the README&apos;s words in a glossary; View &amp;gt; Layout &amp;gt; Lecture arranges the window for a projector.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;The course&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;%2&lt;/ol&gt;</source>
        <translation>&lt;h3&gt;Vítejte v qmgrlab&lt;/h3&gt;&lt;p&gt;qmgrlab ukazuje, jak správce front Postfixu plánuje poštu: která úloha dostane další doručovací slot, kdy jedna úloha předběhne jinou, jak limity příjemců a souběžnosti utvářejí běh. Každý krok je simulován tak, jak ho dělá skutečný plánovač, dopředu i dozadu.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kde začít&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Nabídka &lt;b&gt;Příklady&lt;/b&gt; obsahuje kurz o SCHEDULER_README, %1 lekcí v pořadí výuky, ne v pořadí README: nejdřív to, jak se vybírá další položka, a preempce, nakonec souběžnost a fronta deferred (části níže). Každá začíná otázkou. &lt;b&gt;→&lt;/b&gt; udělá krok, &lt;b&gt;mezerník&lt;/b&gt; přehrává.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L&lt;/b&gt;: režim lekce. &lt;b&gt;%3&lt;/b&gt; přechází od záložky k záložce, každá s poznámkou, čeho si všímat.&lt;/li&gt;&lt;li&gt;&lt;b&gt;P&lt;/b&gt;: režim předpovědi. Před každým rozhodnutím třída hádá: předběhne některá úloha jinou a která úloha dostane slot? Napište číslo úlohy.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Nápověda&lt;/b&gt; uvádí všechny klávesy a ve slovníčku vysvětluje pojmy z README; Zobrazení &amp;gt; Rozložení &amp;gt; Přednáška uspořádá okno pro projektor.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Kurz&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;%2&lt;/ol&gt;</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::WindowLayouts</name>
    <message>
        <source>&amp;Lecture</source>
        <translation>&amp;Přednáška</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>&amp;Explore</source>
        <translation>&amp;Zkoumání</translation>
    </message>
    <message>
        <source>Ctrl+Shift+X</source>
        <translation>Ctrl+Shift+X</translation>
    </message>
    <message>
        <source>La&amp;yout</source>
        <translation>&amp;Rozložení</translation>
    </message>
</context>
</TS>
