<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutText</name>
    <message>
        <source>About qmgrlab</source>
        <translation>Über qmgrlab</translation>
    </message>
    <message>
        <source>LGPL-3.0 (the Qt Charts module: GPL-3.0)</source>
        <translation>LGPL-3.0 (das Modul Qt Charts: GPL-3.0)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;qmgrlab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Makes the scheduler of Postfix&apos;s queue manager (nqmgr) visible: job lists, preemption, delivery slots, recipient pools and destination concurrency, step by step, forwards and backwards.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). qmgrlab links QCustomPlot, which is licensed under GPL-3.0, so the program as a whole is distributed under the GPL. It comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;table cellpadding=&quot;3&quot;&gt;%2&lt;/table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;qmgrlab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Macht den Scheduler des Postfix-Queue-Managers (nqmgr) sichtbar: Joblisten, Verdrängung, Zustellslots, Empfänger-Pools und die Parallelität der Ziele, Schritt für Schritt, vorwärts und rückwärts.&lt;/p&gt;&lt;p&gt;Lizenz: GNU General Public License, Version 3 oder (nach Ihrer Wahl) jede spätere Version (GPL-3.0-or-later). qmgrlab wird mit QCustomPlot gelinkt, das unter der GPL-3.0 steht; daher wird das Programm als Ganzes unter der GPL verbreitet. Es wird ohne jede Gewährleistung bereitgestellt.&lt;/p&gt;&lt;p&gt;Erstellt mit:&lt;/p&gt;&lt;table cellpadding=&quot;3&quot;&gt;%2&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>A teaching simulator of Postfix&apos;s queue scheduler (nqmgr).</source>
        <translation>Ein Lehr-Simulator für den Warteschlangen-Scheduler von Postfix (nqmgr).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Take N steps before the screenshot.</source>
        <translation>Vor dem Bildschirmfoto N Schritte ausführen.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Window size for the screenshot, e.g. 1600x1000.</source>
        <translation>Fenstergröße für das Bildschirmfoto, z. B. 1600x1000.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>Start in dark mode.</source>
        <translation>Im dunklen Modus starten.</translation>
    </message>
    <message>
        <source>Zoom every view&apos;s text and drawing by FACTOR, from %1 to %2 (e.g. 1.75 or 175%).</source>
        <translation>Text und Zeichnung aller Ansichten um FAKTOR vergrößern, von %1 bis %2 (z. B. 1.75 oder 175%).</translation>
    </message>
    <message>
        <source>FACTOR</source>
        <translation>FAKTOR</translation>
    </message>
    <message>
        <source>Arrange the window for a lecture (timeline, job list, narration) or to explore (every view).</source>
        <translation>Das Fenster für eine Vorlesung (Zeitleiste, Jobliste, Erzählung) oder zum Erkunden (alle Ansichten) anordnen.</translation>
    </message>
    <message>
        <source>lecture|explore</source>
        <translation>lecture|explore</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>The scenario file to open (default: the slot-loan example).</source>
        <translation>Die zu öffnende Szenariodatei (Standard: das Beispiel slot-loan).</translation>
    </message>
    <message>
        <source>[SCENARIO]</source>
        <translation>[SZENARIO]</translation>
    </message>
    <message>
        <source>only one scenario can be opened, got %1</source>
        <translation>nur ein Szenario kann geöffnet werden, angegeben: %1</translation>
    </message>
    <message>
        <source>--layout needs lecture or explore, got &quot;%1&quot;</source>
        <translation>--layout erwartet lecture oder explore, angegeben: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--steps needs a whole number, got &quot;%1&quot;</source>
        <translation>--steps erwartet eine ganze Zahl, angegeben: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, e.g. 1600x1000, got &quot;%1&quot;</source>
        <translation>--size erwartet BREITExHÖHE, z. B. 1600x1000, angegeben: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Bring a view to the front for the screenshot: narration, parameters, recipientPool, destinations, deferredQueue, lesson or predict.</source>
        <translation>Eine Ansicht für den Screenshot nach vorn holen: narration, parameters, recipientPool, destinations, deferredQueue, lesson oder predict.</translation>
    </message>
    <message>
        <source>VIEW</source>
        <translation>ANSICHT</translation>
    </message>
    <message>
        <source>--dock: no view named &quot;%1&quot;</source>
        <translation>--dock: keine Ansicht namens „%1“</translation>
    </message>
    <message>
        <source>For the screenshot: turn on predict mode or lesson mode after the steps.</source>
        <translation>Für das Bildschirmfoto: nach den Schritten den Vorhersagemodus oder den Lektionsmodus einschalten.</translation>
    </message>
    <message>
        <source>predict|lesson</source>
        <translation>predict|lesson</translation>
    </message>
    <message>
        <source>--mode needs predict or lesson, got &quot;%1&quot;</source>
        <translation>--mode erwartet predict oder lesson, angegeben: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--steps, --size, --mode and --window only go with --screenshot</source>
        <translation>--steps, --size, --mode und --window gehen nur zusammen mit --screenshot</translation>
    </message>
    <message>
        <source>--screenshot needs a file name ending in an image type, such as .png or .jpg, got &quot;%1&quot;</source>
        <translation>--screenshot braucht einen Dateinamen mit der Endung eines Bildtyps, etwa .png oder .jpg, nicht „%1“</translation>
    </message>
    <message>
        <source>Render the main window to FILE and exit: a PNG, or the image type the file&apos;s suffix names (- for standard output).</source>
        <translation>Das Hauptfenster in DATEI speichern und beenden: als PNG oder in dem Bildformat, das die Dateiendung nennt (- für die Standardausgabe).</translation>
    </message>
    <message>
        <source>For the screenshot: render the Compare, Sweep or Logged vs simulated window as it opens over the main window, or the mail log import&apos;s progress dialog.</source>
        <translation>Für das Bildschirmfoto: das Fenster Vergleichen, Parameterreihe oder Protokolliert gegen simuliert so speichern, wie es über dem Hauptfenster öffnet, oder den Fortschrittsdialog des Mail-Log-Imports.</translation>
    </message>
    <message>
        <source>compare|sweep|replay|import</source>
        <translation>compare|sweep|replay|import</translation>
    </message>
    <message>
        <source>Import the file as a Postfix mail log (File &gt; Import mail log) instead of opening it as a scenario.</source>
        <translation>Die Datei als Postfix-Mail-Log importieren (Datei &gt; Mail-Log importieren), statt sie als Szenario zu öffnen.</translation>
    </message>
    <message>
        <source>--window needs compare, sweep, replay or import, got &quot;%1&quot;</source>
        <translation>--window erwartet compare, sweep, replay oder import, angegeben: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--maillog needs the mail log to import</source>
        <translation>--maillog braucht das zu importierende Mail-Log</translation>
    </message>
    <message>
        <source>--window replay and --window import need --maillog: they show the import of a mail log</source>
        <translation>--window replay und --window import brauchen --maillog: sie zeigen den Import eines Mail-Logs</translation>
    </message>
</context>
<context>
    <name>CompareExporter</name>
    <message>
        <source>qmgrlab comparison of variants</source>
        <translation>qmgrlab – Vergleich der Varianten</translation>
    </message>
</context>
<context>
    <name>JobCardText</name>
    <message>
        <source>entries selected</source>
        <translation>ausgewählte Einträge</translation>
    </message>
    <message>
        <source>%1 of %2 read</source>
        <translation>%1 von %2 eingelesen</translation>
    </message>
    <message>
        <source>selected_entries %1 of read_entries %2: the entries taken for delivery out of those read into memory; at most %3 in all (read entries + unread recipients)</source>
        <translation>selected_entries %1 von read_entries %2: die zur Zustellung ausgewählten Einträge von denen, die in den Speicher eingelesen wurden; insgesamt höchstens %3 (eingelesene Einträge + ungelesene Empfänger)</translation>
    </message>
    <message>
        <source>slots_available %1: one per selected entry; the delivery slot cost %2 is below 2, so no job preempts on this transport</source>
        <translation>slots_available %1: einer pro ausgewähltem Eintrag; die Kosten eines Zustellslots, %2, liegen unter 2, also verdrängt auf diesem Transport kein Job</translation>
    </message>
    <message>
        <source>slots used</source>
        <translation>verbrauchte Slots</translation>
    </message>
    <message>
        <source>the job it preempted</source>
        <translation>der Job, den er verdrängt hat</translation>
    </message>
    <message>
        <source>job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>%1 paid for, not used yet</source>
        <translation>%1 bezahlt, noch nicht verbraucht</translation>
    </message>
    <message>
        <source>slots_used is below zero: when this job preempted, %1 paid for the entries it was expected to need, and %2 of them are not selected yet; what is left unused when it leaves the stack is given back to the job it preempted</source>
        <translation>slots_used ist unter null: als dieser Job verdrängte, hat %1 für die Einträge bezahlt, die er voraussichtlich braucht, und %2 davon sind noch nicht ausgewählt; was ungenutzt bleibt, wenn er den Stapel verlässt, geht an den Job zurück, den er verdrängt hat</translation>
    </message>
    <message>
        <source>%1 fewer than expected</source>
        <translation>%1 weniger als erwartet</translation>
    </message>
    <message>
        <source>slots_used is below zero: the job left the preemption stack after selecting %1 entries fewer than it was expected to need when it preempted</source>
        <translation>slots_used ist unter null: der Job hat den Verdrängungsstapel verlassen, nachdem er %1 Einträge weniger ausgewählt hatte, als beim Verdrängen für ihn erwartet wurden</translation>
    </message>
    <message>
        <source>all paid for</source>
        <translation>alle bezahlt</translation>
    </message>
    <message>
        <source>%1 more than paid for</source>
        <translation>%1 mehr als bezahlt</translation>
    </message>
    <message>
        <source>slots_used %1: counted from minus the entries this job was expected to need when it preempted, one up per selected entry; it has used every slot %2 paid for</source>
        <translation>slots_used %1: gezählt ab minus den Einträgen, die dieser Job beim Verdrängen voraussichtlich brauchte, einer mehr pro ausgewähltem Eintrag; er hat jeden Slot verbraucht, den %2 bezahlt hat</translation>
    </message>
    <message>
        <source>slots_used %1: one per selected entry (a job that preempts starts again from minus the entries it is expected to need)</source>
        <translation>slots_used %1: einer pro ausgewähltem Eintrag (ein Job, der verdrängt, beginnt wieder bei minus den Einträgen, die er voraussichtlich braucht)</translation>
    </message>
    <message>
        <source>recipients</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>%1 in core · slots %2</source>
        <translation>%1 im Speicher · Plätze %2</translation>
    </message>
    <message>
        <source>rcpt_count %1: this job&apos;s recipients in memory; rcpt_limit %2: the recipient slots it holds from the transport&apos;s pool</source>
        <translation>rcpt_count %1: die Empfänger dieses Jobs im Speicher; rcpt_limit %2: die Empfängerplätze, die er im Pool des Transports belegt</translation>
    </message>
    <message>
        <source>%1. msg %2</source>
        <translation>%1. Nachr. %2</translation>
    </message>
    <message>
        <source>▶ current job</source>
        <translation>▶ aktueller Job</translation>
    </message>
    <message>
        <source>blocker, waits for %1</source>
        <translation>Blocker, wartet auf %1</translation>
    </message>
    <message>
        <source>first job with unread recipients</source>
        <translation>erster Job mit ungelesenen Empfängern</translation>
    </message>
    <message>
        <source>Job of message %1, stack level %2 (stack_level)</source>
        <translation>Job der Nachricht %1, Stapelebene %2 (stack_level)</translation>
    </message>
    <message>
        <source>It preempted job %1 (stack_parent)</source>
        <translation>Er hat Job %1 verdrängt (stack_parent)</translation>
    </message>
    <message>
        <source>Blocker job: every destination it has entries for is full or dead (%1)</source>
        <translation>Blocker-Job: jedes Ziel, für das er Einträge hat, ist voll oder tot (%1)</translation>
    </message>
    <message>
        <source>The first job on the by-time list whose message has unread recipients: it gets the transport&apos;s unused recipient slots</source>
        <translation>Der erste Job in der Jobliste nach Ankunftszeit, dessen Nachricht ungelesene Empfänger hat: er bekommt die ungenutzten Empfängerplätze des Transports</translation>
    </message>
    <message>
        <source>paid slots</source>
        <translation>bezahlte Slots</translation>
    </message>
    <message numerus="yes">
        <source>%1 not used yet</source>
        <translation>
            <numerusform>%1 noch nicht genutzt</numerusform>
            <numerusform>%1 noch nicht genutzt</numerusform>
        </translation>
    </message>
    <message>
        <source>all used</source>
        <translation>alle verbraucht</translation>
    </message>
    <message>
        <source>all used, %1 more</source>
        <translation>alle verbraucht, %1 mehr</translation>
    </message>
    <message>
        <source>owes %1</source>
        <translation>schuldet %1</translation>
    </message>
    <message>
        <source>%1 ÷ cost %2 = %3</source>
        <translation>%1 ÷ Kosten %2 = %3</translation>
    </message>
    <message>
        <source>▶ current</source>
        <translation>▶ aktuell</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>Blocker</translation>
    </message>
    <message>
        <source>slots_available is below zero: the job paid in advance for a job that preempted it and still owes %1; it earns one selection back per selected entry and cannot be preempted again before it has a positive balance</source>
        <translation>slots_available ist unter null: der Job hat im Voraus für einen Job bezahlt, der ihn verdrängt hat, und schuldet noch %1; pro ausgewähltem Eintrag verdient er eine Auswahl zurück und kann erst wieder verdrängt werden, wenn sein Stand positiv ist</translation>
    </message>
    <message>
        <source>%1 · preemption off</source>
        <translation>%1 · Verdrängung aus</translation>
    </message>
    <message>
        <source>this visit</source>
        <translation>dieser Besuch</translation>
    </message>
    <message>
        <source>%1 sent · %2 deferred · %3 bounced</source>
        <translation>%1 zugestellt · %2 zurückgestellt · %3 abgewiesen</translation>
    </message>
    <message>
        <source>In this visit of the active queue the message has %1 recipients sent, %2 deferred (tried again later) and %3 bounced (rejected for good or expired)</source>
        <translation>In diesem Besuch der aktiven Warteschlange hat die Nachricht %1 Empfänger zugestellt, %2 zurückgestellt (später erneut versucht) und %3 abgewiesen (endgültig abgelehnt oder abgelaufen)</translation>
    </message>
    <message>
        <source>back from the deferred queue</source>
        <translation>zurück aus der Deferred-Warteschlange</translation>
    </message>
    <message>
        <source>The message came back from the deferred queue: a scan found its retry time reached, and only its recipients not yet sent or bounced are read again</source>
        <translation>Die Nachricht kam aus der Deferred-Warteschlange zurück: ein Durchlauf fand ihre Wiederholungszeit erreicht, und nur ihre noch nicht zugestellten oder abgewiesenen Empfänger werden erneut gelesen</translation>
    </message>
    <message>
        <source>slots_available %1: one per selected entry; divided by the delivery slot cost %2 it makes %3, what a job preempting this one can be paid with (the remainder does not count); while it is above zero the preemption test adds the loan of %4 (delivery_slot_loan)</source>
        <translation>slots_available %1: einer pro ausgewähltem Eintrag; geteilt durch die Kosten eines Zustellslots, %2, ergibt das %3, womit ein Job bezahlt werden kann, der diesen verdrängt (der Rest zählt nicht); solange er über null liegt, rechnet der Verdrängungstest den Vorschuss von %4 hinzu (delivery_slot_loan)</translation>
    </message>
    <message>
        <source>at the decision</source>
        <translation>bei der Entscheidung</translation>
    </message>
    <message>
        <source>slots_available when this step&apos;s selection was decided: %1, the figure the preemption rule used and the narration states; from the next step on the card shows the counter as this step left it</source>
        <translation>slots_available, als die Auswahl dieses Schritts entschieden wurde: %1, die Zahl, die die Verdrängungsregel verwendet und die Erzählung nennt; ab dem nächsten Schritt zeigt die Karte den Zähler so, wie dieser Schritt ihn hinterlassen hat</translation>
    </message>
    <message>
        <source>%1 (%2) + loan %3</source>
        <translation>%1 (%2) + Vorschuss %3</translation>
    </message>
    <message>
        <source>%1 + loan %2</source>
        <translation>%1 + Vorschuss %2</translation>
    </message>
    <message>
        <source>The message&apos;s sender, as the log shows it: %1</source>
        <translation>Absender der Nachricht, wie das Log ihn zeigt: %1</translation>
    </message>
    <message>
        <source>slots_available when this step&apos;s selection was decided: %1; not above 0, so no candidate was weighed against this job; from the next step on the card shows the counter as this step left it</source>
        <translation>slots_available, als die Auswahl dieses Schritts entschieden wurde: %1; nicht über 0, daher wurde kein Kandidat gegen diesen Job abgewogen; ab dem nächsten Schritt zeigt die Karte den Zähler so, wie dieser Schritt ihn hinterlassen hat</translation>
    </message>
    <message>
        <source>slot balance now</source>
        <translation>Slot-Saldo jetzt</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>%1 · no loan at 0</source>
        <translation>%1 · kein Vorschuss bei 0</translation>
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
        <translation>Vorhersagemodus: „Verdrängt Job X Job Y?“ mit Ja oder Nein beantworten</translation>
    </message>
    <message>
        <source>1 2 … 9 0, Enter</source>
        <translation>1 2 … 9 0, Eingabe</translation>
    </message>
    <message>
        <source>Predict mode: choose a job by its number (2 for job 2; 1 then 2 for job 12, Enter or a pause for job 1); a job whose name is not a number shows its key on its button</source>
        <translation>Vorhersagemodus: einen Job über seine Nummer wählen (2 für Job 2; 1, dann 2 für Job 12, Eingabe oder eine Pause für Job 1); ein Job, dessen Name keine Zahl ist, zeigt seine Taste auf seiner Schaltfläche</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>LessonHandoutExporter</name>
    <message>
        <source>Bookmark %1 of %2</source>
        <translation>Lesezeichen %1 von %2</translation>
    </message>
    <message>
        <source>Before the first step, t = %1</source>
        <translation>Vor dem ersten Schritt, t = %1</translation>
    </message>
    <message>
        <source>After step %1 of %2, t = %3</source>
        <translation>Nach Schritt %1 von %2, t = %3</translation>
    </message>
    <message>
        <source>Strong: what has happened up to this step; pale: what the run does later.</source>
        <translation>Kräftig: was bis zu diesem Schritt geschehen ist; blass: was der Lauf später tut.</translation>
    </message>
    <message>
        <source>No step has been taken yet.</source>
        <translation>Es wurde noch kein Schritt ausgeführt.</translation>
    </message>
    <message>
        <source>Step %1 · %2 · %3</source>
        <translation>Schritt %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Transport %1</source>
        <translation>Transport %1</translation>
    </message>
    <message>
        <source>No jobs on transport %1 at this step.</source>
        <translation>In diesem Schritt gibt es keine Jobs auf Transport %1.</translation>
    </message>
    <message>
        <source>Transport %1 has not been used yet.</source>
        <translation>Transport %1 wurde noch nicht benutzt.</translation>
    </message>
    <message>
        <source>%1: the scenario has no lesson bookmarks to export</source>
        <translation>%1: das Szenario hat keine Lesezeichen einer Lektion zum Exportieren</translation>
    </message>
    <message>
        <source>%1: a lesson handout is written as a PDF file (.pdf)</source>
        <translation>%1: ein Handout der Lektion wird als PDF-Datei (.pdf) geschrieben</translation>
    </message>
    <message>
        <source>%1 — lesson</source>
        <translation>%1 — Lektion</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>qmgrlab: the course on Postfix&apos;s queue scheduler</source>
        <translation>qmgrlab: der Kurs zum Queue-Scheduler von Postfix</translation>
    </message>
    <message>
        <source>SCHEDULER_README taught in %1 lessons, in order. Each lesson asks its question first.</source>
        <translation>SCHEDULER_README in %1 Lektionen, der Reihe nach. Jede Lektion stellt zuerst ihre Frage.</translation>
    </message>
    <message>
        <source>Part %1: %2</source>
        <translation>Teil %1: %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>%1: a course handout is written as a PDF file (.pdf)</source>
        <translation>%1: ein Handout des Kurses wird als PDF-Datei (.pdf) geschrieben</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the course&apos;s example %1 is missing from this build</source>
        <translation>das Beispiel %1 des Kurses fehlt in diesem Build</translation>
    </message>
    <message>
        <source>After step %1, t = %2</source>
        <translation>Nach Schritt %1, t = %2</translation>
    </message>
    <message>
        <source>What has happened up to this step. The rest of the run is left out here: it answers the question, on the pages that follow.</source>
        <translation>Was bis zu diesem Schritt geschehen ist. Der Rest des Laufs fehlt hier: Er beantwortet die Frage, auf den folgenden Seiten.</translation>
    </message>
</context>
<context>
    <name>MaillogExporter</name>
    <message>
        <source>%1: the epoch %2 is no time qmgrlab reads</source>
        <translation>%1: Die Epoche %2 ist keine Zeitangabe, die qmgrlab lesen kann</translation>
    </message>
</context>
<context>
    <name>NarrationHandout</name>
    <message>
        <source>Bookmark: %1</source>
        <translation>Lesezeichen: %1</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · %4</source>
        <translation>Schritt %1 von %2 · %3 · %4</translation>
    </message>
    <message>
        <source>(Cut short at …: a live figure shows at most %L1 characters, a title %L2 and a note %L3.)</source>
        <translation>(Bei … gekürzt: eine Live-Kennzahl zeigt höchstens %L1 Zeichen, ein Titel %L2 und eine Notiz %L3.)</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Completion</source>
        <translation>Abschluss</translation>
    </message>
    <message>
        <source>Revival</source>
        <translation>Wiederbelebung</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Ankunft</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1: nothing can be selected</source>
        <translation>%1: nichts kann ausgewählt werden</translation>
    </message>
    <message numerus="yes">
        <source>Message %1 arrives</source>
        <translation>
            <numerusform>Nachricht %1 kommt an</numerusform>
            <numerusform>Nachrichten %1 kommen an</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Messages %1 arrive</source>
        <translation>
            <numerusform>Nachricht %1 kommt an</numerusform>
            <numerusform>Nachrichten %1 kommen an</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 enters the active queue</source>
        <translation>
            <numerusform>Nachricht %1 kommt in die aktive Warteschlange</numerusform>
            <numerusform>Nachrichten %1 kommen in die aktive Warteschlange</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Messages %1 enter the active queue</source>
        <translation>
            <numerusform>Nachricht %1 kommt in die aktive Warteschlange</numerusform>
            <numerusform>Nachrichten %1 kommen in die aktive Warteschlange</numerusform>
        </translation>
    </message>
    <message>
        <source>Preemption is off on %1: its delivery slot cost %2 is below 2.</source>
        <translation>Verdrängung ist auf %1 aus: die Kosten eines Zustellslots, %2, liegen unter 2.</translation>
    </message>
    <message>
        <source>%1 has no current job: the scheduler starts at the head of its job list.</source>
        <translation>%1 hat keinen aktuellen Job: der Scheduler beginnt am Anfang seiner Jobliste.</translation>
    </message>
    <message>
        <source>Nothing can be selected on %1: every job is a blocker or has no entries.</source>
        <translation>Auf %1 kann nichts ausgewählt werden: jeder Job ist ein Blocker oder hat keine Einträge.</translation>
    </message>
    <message>
        <source>Message %1 arrives in the incoming queue with %2.</source>
        <translation>Nachricht %1 kommt mit %2 in der Eingangswarteschlange an.</translation>
    </message>
    <message>
        <source>Message %1 enters the active queue: its recipients are read and grouped into jobs, peers and entries.</source>
        <translation>Nachricht %1 kommt in die aktive Warteschlange: ihre Empfänger werden eingelesen und in Jobs, Peers und Einträge gruppiert.</translation>
    </message>
    <message>
        <source>A full queue of %1 can take deliveries again: every blocker job of %1 is released.</source>
        <translation>Eine volle Warteschlange von %1 kann wieder Zustellungen annehmen: alle Blocker-Jobs von %1 werden freigegeben.</translation>
    </message>
    <message>
        <source>Concurrency feedback moves the window of %1 on %2 from %3 to %4.</source>
        <translation>Die Parallelitätsrückmeldung ändert das Fenster von %1 auf %2 von %3 auf %4.</translation>
    </message>
    <message>
        <source>Message %1 leaves the active queue: %2 sent, %3 deferred.</source>
        <translation>Nachricht %1 verlässt die aktive Warteschlange: %2 zugestellt, %3 zurückgestellt.</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 ist tot</translation>
    </message>
    <message>
        <source>%1 is full (window %2, %3 in progress)</source>
        <translation>%1 ist voll (Fenster %2, %3 laufend)</translation>
    </message>
    <message numerus="yes">
        <source>%n recipient</source>
        <translation>
            <numerusform>%n Empfänger</numerusform>
            <numerusform>%n Empfänger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipients</source>
        <translation>
            <numerusform>%n Empfänger</numerusform>
            <numerusform>%n Empfänger</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: delivery %2 for job %3, %4 to %5</source>
        <translation>%1: Zustellung %2 für Job %3, %4 an %5</translation>
    </message>
    <message>
        <source>Job %1 preempts job %2. %3</source>
        <translation>Job %1 verdrängt Job %2. %3</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job and too small to be preempted: its %n entry is fewer than minimum slots %2 × cost %3 = %4.</source>
        <translation>
            <numerusform>Job %1 ist der aktuelle Job und zu klein, um verdrängt zu werden: sein %n Eintrag ist weniger als Mindestslots %2 × Kosten %3 = %4.</numerusform>
            <numerusform>Job %1 ist der aktuelle Job und zu klein, um verdrängt zu werden: seine %n Einträge sind weniger als Mindestslots %2 × Kosten %3 = %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job and too small to be preempted: its %n entries are fewer than minimum slots %2 × cost %3 = %4.</source>
        <translation>
            <numerusform>Job %1 ist der aktuelle Job und zu klein, um verdrängt zu werden: sein %n Eintrag ist weniger als Mindestslots %2 × Kosten %3 = %4.</numerusform>
            <numerusform>Job %1 ist der aktuelle Job und zu klein, um verdrängt zu werden: seine %n Einträge sind weniger als Mindestslots %2 × Kosten %3 = %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job; no later job can be delivered within the %n slot it is sure to reach, so nothing preempts it.</source>
        <translation>
            <numerusform>Job %1 ist der aktuelle Job; kein späterer Job lässt sich innerhalb des %n Slots zustellen, den er sicher erreicht, also verdrängt ihn nichts.</numerusform>
            <numerusform>Job %1 ist der aktuelle Job; kein späterer Job lässt sich innerhalb der %n Slots zustellen, die er sicher erreicht, also verdrängt ihn nichts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job; no later job can be delivered within the %n slots it is sure to reach, so nothing preempts it.</source>
        <translation>
            <numerusform>Job %1 ist der aktuelle Job; kein späterer Job lässt sich innerhalb des %n Slots zustellen, den er sicher erreicht, also verdrängt ihn nichts.</numerusform>
            <numerusform>Job %1 ist der aktuelle Job; kein späterer Job lässt sich innerhalb der %n Slots zustellen, die er sicher erreicht, also verdrängt ihn nichts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 moves before job %2 on the job list, at stack level %3.</source>
        <translation>Job %1 rückt in der Jobliste vor Job %2, auf Stapelebene %3.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 gets %n extra recipient slot, so it can read more recipients.</source>
        <translation>
            <numerusform>Job %1 bekommt %n zusätzlichen Empfängerplatz und kann so mehr Empfänger einlesen.</numerusform>
            <numerusform>Job %1 bekommt %n zusätzliche Empfängerplätze und kann so mehr Empfänger einlesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 gets %n extra recipient slots, so it can read more recipients.</source>
        <translation>
            <numerusform>Job %1 bekommt %n zusätzlichen Empfängerplatz und kann so mehr Empfänger einlesen.</numerusform>
            <numerusform>Job %1 bekommt %n zusätzliche Empfängerplätze und kann so mehr Empfänger einlesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 has nothing left to select and no recipients could be read for it now: it leaves the job list until more of its recipients are read.</source>
        <translation>Job %1 hat nichts mehr zur Auswahl, und für ihn konnten jetzt keine Empfänger eingelesen werden: er verlässt die Jobliste, bis weitere seiner Empfänger eingelesen sind.</translation>
    </message>
    <message>
        <source>Delivery %1: %2 selects an entry of job %3 with %4 to %5 (agent %6).</source>
        <translation>Zustellung %1: %2 wählt einen Eintrag von Job %3 mit %4 an %5 (Agent %6).</translation>
    </message>
    <message>
        <source>That was the last entry of job %1: it leaves the job list.</source>
        <translation>Das war der letzte Eintrag von Job %1: er verlässt die Jobliste.</translation>
    </message>
    <message>
        <source>Job %1 becomes a blocker: every queue it has entries for is full.</source>
        <translation>Job %1 wird zum Blocker: jede Warteschlange, für die er Einträge hat, ist voll.</translation>
    </message>
    <message>
        <source>Job %1 becomes a blocker and is skipped: %2.</source>
        <translation>Job %1 wird zum Blocker und übersprungen: %2.</translation>
    </message>
    <message>
        <source>Job %1 preempts job %2 on %3 (stack level %4).</source>
        <translation>Job %1 verdrängt Job %2 auf %3 (Stapelebene %4).</translation>
    </message>
    <message>
        <source>Delivery %1: %2 selects an entry of job %3 with %4 to %5.</source>
        <translation>Zustellung %1: %2 wählt einen Eintrag von Job %3 mit %4 an %5.</translation>
    </message>
    <message>
        <source>Delivery %1 (job %2, %3 to %4) completes: sent.</source>
        <translation>Zustellung %1 (Job %2, %3 an %4) ist abgeschlossen: zugestellt.</translation>
    </message>
    <message numerus="yes">
        <source>%n recipient of message %1 for %2 is deferred without a delivery attempt: the destination is dead.</source>
        <translation>
            <numerusform>%n Empfänger von Nachricht %1 für %2 wird ohne Zustellversuch zurückgestellt: das Ziel ist tot.</numerusform>
            <numerusform>%n Empfänger von Nachricht %1 für %2 werden ohne Zustellversuch zurückgestellt: das Ziel ist tot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipients of message %1 for %2 are deferred without a delivery attempt: the destination is dead.</source>
        <translation>
            <numerusform>%n Empfänger von Nachricht %1 für %2 wird ohne Zustellversuch zurückgestellt: das Ziel ist tot.</numerusform>
            <numerusform>%n Empfänger von Nachricht %1 für %2 werden ohne Zustellversuch zurückgestellt: das Ziel ist tot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The simulation ends at %1: %n recipient sent, %2 deferred.</source>
        <translation>
            <numerusform>Die Simulation endet bei %1: %n Empfänger zugestellt, %2 zurückgestellt.</numerusform>
            <numerusform>Die Simulation endet bei %1: %n Empfänger zugestellt, %2 zurückgestellt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The simulation ends at %1: %n recipients sent, %2 deferred.</source>
        <translation>
            <numerusform>Die Simulation endet bei %1: %n Empfänger zugestellt, %2 zurückgestellt.</numerusform>
            <numerusform>Die Simulation endet bei %1: %n Empfänger zugestellt, %2 zurückgestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 is the current job and cannot be preempted: it paid in advance for a job that preempted it and still owes %2, so it has no delivery slot to lend.</source>
        <translation>Job %1 ist der aktuelle Job und kann nicht verdrängt werden: er hat im Voraus für einen Job bezahlt, der ihn verdrängt hat, und schuldet noch %2, hat also keinen Zustellslot zu verleihen.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job; as found at %2 (the candidate cache), no later job can be delivered within the %n slot it is sure to reach, so nothing preempts it.</source>
        <translation>
            <numerusform>Job %1 ist der aktuelle Job; wie bei %2 ermittelt (Kandidaten-Cache), lässt sich kein späterer Job innerhalb des %n Slots zustellen, den er sicher erreicht, also verdrängt ihn nichts.</numerusform>
            <numerusform>Job %1 ist der aktuelle Job; wie bei %2 ermittelt (Kandidaten-Cache), lässt sich kein späterer Job innerhalb der %n Slots zustellen, die er sicher erreicht, also verdrängt ihn nichts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job; as found at %2 (the candidate cache), no later job can be delivered within the %n slots it is sure to reach, so nothing preempts it.</source>
        <translation>
            <numerusform>Job %1 ist der aktuelle Job; wie bei %2 ermittelt (Kandidaten-Cache), lässt sich kein späterer Job innerhalb des %n Slots zustellen, den er sicher erreicht, also verdrängt ihn nichts.</numerusform>
            <numerusform>Job %1 ist der aktuelle Job; wie bei %2 ermittelt (Kandidaten-Cache), lässt sich kein späterer Job innerhalb der %n Slots zustellen, die er sicher erreicht, also verdrängt ihn nichts.</numerusform>
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
            <numerusform>Job %1 ist der beste Kandidat, gemerkt von der Suche bei %2 (Kandidaten-Cache): Wert (%3 s + 1 s) ÷ %n Eintrag %4.</numerusform>
            <numerusform>Job %1 ist der beste Kandidat, gemerkt von der Suche bei %2 (Kandidaten-Cache): Wert (%3 s + 1 s) ÷ %n Einträge %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the best candidate, remembered from the look at %2 (the candidate cache): score (%3 s + 1 s) ÷ %n entries %4.</source>
        <translation>
            <numerusform>Job %1 ist der beste Kandidat, gemerkt von der Suche bei %2 (Kandidaten-Cache): Wert (%3 s + 1 s) ÷ %n Eintrag %4.</numerusform>
            <numerusform>Job %1 ist der beste Kandidat, gemerkt von der Suche bei %2 (Kandidaten-Cache): Wert (%3 s + 1 s) ÷ %n Einträge %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1 exactly: (%2 + 1) ÷ %3, the age in whole seconds since the message entered the active queue, plus one, over all its entries (read and unread).</source>
        <translation>Wert genau %1: (%2 + 1) ÷ %3, das Alter in ganzen Sekunden seit dem Eintritt der Nachricht in die aktive Warteschlange, plus eins, geteilt durch alle ihre Einträge (eingelesen und ungelesen).</translation>
    </message>
    <message>
        <source>Only whole slots count: %1 ÷ cost %2 leaves %3 over, which job %4 keeps for later.</source>
        <translation>Nur ganze Slots zählen: %1 ÷ Kosten %2 lässt einen Rest von %3, den Job %4 für später behält.</translation>
    </message>
    <message>
        <source>Job %1 pays %2 × cost %3 = %4 of its %5 and keeps %6.</source>
        <translation>Job %1 zahlt %2 × Kosten %3 = %4 von seinen %5 und behält %6.</translation>
    </message>
    <message>
        <source>Job %1 pays %2 × cost %3 = %4, all of its %5.</source>
        <translation>Job %1 zahlt %2 × Kosten %3 = %4, alle seine %5.</translation>
    </message>
    <message>
        <source>Job %1 pays %2 × cost %3 = %4, more than its %5: it owes %6 and must earn that back before it can be preempted again.</source>
        <translation>Job %1 zahlt %2 × Kosten %3 = %4, mehr als seine %5: er schuldet %6 und muss das zurückverdienen, bevor er wieder verdrängt werden kann.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzung</translation>
    </message>
    <message>
        <source>Deferred scan</source>
        <translation>Durchlauf der Deferred-Warteschlange</translation>
    </message>
    <message>
        <source>Agent allocation</source>
        <translation>Agent belegt</translation>
    </message>
    <message>
        <source>Agent failure</source>
        <translation>Agent-Fehlstart</translation>
    </message>
    <message>
        <source>Transport retry</source>
        <translation>Transport-Wiederholung</translation>
    </message>
    <message>
        <source>Message %1 comes back from the deferred queue into the active queue: the recipients not yet sent or bounced are read again.</source>
        <translation>Nachricht %1 kommt aus der Deferred-Warteschlange zurück in die aktive Warteschlange: die noch nicht zugestellten oder abgewiesenen Empfänger werden erneut eingelesen.</translation>
    </message>
    <message>
        <source>Delivery %1 (job %2, %3 to %4) completes: the server took the session but answered per recipient: %5 sent, %6 deferred, %7 bounced.</source>
        <translation>Zustellung %1 (Job %2, %3 an %4) ist fertig: der Server nahm die Sitzung an, antwortete aber je Empfänger: %5 zugestellt, %6 zurückgestellt, %7 abgewiesen.</translation>
    </message>
    <message numerus="yes">
        <source>%n recipient of message %1 for %2 is deferred without a delivery attempt: the transport %3 is dead.</source>
        <translation>
            <numerusform>%n Empfänger von Nachricht %1 für %2 wird ohne Zustellversuch zurückgestellt: der Transport %3 ist tot.</numerusform>
            <numerusform>%n Empfänger von Nachricht %1 für %2 werden ohne Zustellversuch zurückgestellt: der Transport %3 ist tot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipients of message %1 for %2 are deferred without a delivery attempt: the transport %3 is dead.</source>
        <translation>
            <numerusform>%n Empfänger von Nachricht %1 für %2 wird ohne Zustellversuch zurückgestellt: der Transport %3 ist tot.</numerusform>
            <numerusform>%n Empfänger von Nachricht %1 für %2 werden ohne Zustellversuch zurückgestellt: der Transport %3 ist tot.</numerusform>
        </translation>
    </message>
    <message>
        <source>Message %1 leaves the active queue: %2 sent, %3 deferred, %4 bounced.</source>
        <translation>Nachricht %1 verlässt die aktive Warteschlange: %2 zugestellt, %3 zurückgestellt, %4 abgewiesen.</translation>
    </message>
    <message numerus="yes">
        <source>The simulation ends at %1: %n recipient sent, %2 deferred, %3 bounced.</source>
        <translation>
            <numerusform>Die Simulation endet bei %1: %n Empfänger zugestellt, %2 zurückgestellt, %3 abgewiesen.</numerusform>
            <numerusform>Die Simulation endet bei %1: %n Empfänger zugestellt, %2 zurückgestellt, %3 abgewiesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The simulation ends at %1: %n recipients sent, %2 deferred, %3 bounced.</source>
        <translation>
            <numerusform>Die Simulation endet bei %1: %n Empfänger zugestellt, %2 zurückgestellt, %3 abgewiesen.</numerusform>
            <numerusform>Die Simulation endet bei %1: %n Empfänger zugestellt, %2 zurückgestellt, %3 abgewiesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 is suspended for %3 s (%2_destination_rate_delay): its next delivery starts at %4 at the earliest.</source>
        <translation>%1 auf %2 pausiert für %3 s (%2_destination_rate_delay): seine nächste Zustellung beginnt frühestens bei %4.</translation>
    </message>
    <message>
        <source>No delivery agent of %1 could be started (master.cf: broken): %1 is dead for %2 s (transport_retry_time), and the entries waiting in its queues are deferred.</source>
        <translation>Kein Zustellagent von %1 ließ sich starten (master.cf: broken): %1 ist für %2 s tot (transport_retry_time), und die in seinen Warteschlangen wartenden Einträge werden zurückgestellt.</translation>
    </message>
    <message>
        <source>%1 takes a delivery agent and waits %2 s (%1_transport_rate_delay): it selects the entry at %3, and starts no other delivery until one completes.</source>
        <translation>%1 belegt einen Zustellagenten und wartet %2 s (%1_transport_rate_delay): den Eintrag wählt er bei %3, und er startet keine weitere Zustellung, bevor eine fertig ist.</translation>
    </message>
    <message>
        <source>it waits as long as it is old, %1 s (within minimal_backoff_time %2 s .. maximal_backoff_time %3 s)</source>
        <translation>sie wartet so lange, wie sie alt ist, %1 s (innerhalb von minimal_backoff_time %2 s .. maximal_backoff_time %3 s)</translation>
    </message>
    <message>
        <source>its age %1 s is below minimal_backoff_time, so it waits %2 s</source>
        <translation>ihr Alter %1 s liegt unter minimal_backoff_time, daher wartet sie %2 s</translation>
    </message>
    <message>
        <source>its age %1 s is above maximal_backoff_time, so it waits %2 s</source>
        <translation>ihr Alter %1 s liegt über maximal_backoff_time, daher wartet sie %2 s</translation>
    </message>
    <message>
        <source>Message %1 waits in the deferred queue until %2: %3.</source>
        <translation>Nachricht %1 wartet in der Deferred-Warteschlange bis %2: %3.</translation>
    </message>
    <message>
        <source>bounce_queue_lifetime %1 s (a bounce message)</source>
        <translation>bounce_queue_lifetime %1 s (eine Bounce-Nachricht)</translation>
    </message>
    <message>
        <source>maximal_queue_lifetime %1 s</source>
        <translation>maximal_queue_lifetime %1 s</translation>
    </message>
    <message numerus="yes">
        <source>Message %1 expired: queued %2 s, not less than %3; its %n deferred recipient bounces.</source>
        <translation>
            <numerusform>Nachricht %1 ist abgelaufen: %2 s in der Warteschlange, nicht weniger als %3; ihr %n zurückgestellter Empfänger wird abgewiesen.</numerusform>
            <numerusform>Nachricht %1 ist abgelaufen: %2 s in der Warteschlange, nicht weniger als %3; ihre %n zurückgestellten Empfänger werden abgewiesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 expired: queued %2 s, not less than %3; its %n deferred recipients bounce.</source>
        <translation>
            <numerusform>Nachricht %1 ist abgelaufen: %2 s in der Warteschlange, nicht weniger als %3; ihr %n zurückgestellter Empfänger wird abgewiesen.</numerusform>
            <numerusform>Nachricht %1 ist abgelaufen: %2 s in der Warteschlange, nicht weniger als %3; ihre %n zurückgestellten Empfänger werden abgewiesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A scan of the deferred queue starts with %n message.</source>
        <translation>
            <numerusform>Ein Durchlauf der Deferred-Warteschlange beginnt mit %n Nachricht.</numerusform>
            <numerusform>Ein Durchlauf der Deferred-Warteschlange beginnt mit %n Nachrichten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A scan of the deferred queue starts with %n messages.</source>
        <translation>
            <numerusform>Ein Durchlauf der Deferred-Warteschlange beginnt mit %n Nachricht.</numerusform>
            <numerusform>Ein Durchlauf der Deferred-Warteschlange beginnt mit %n Nachrichten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Message %1 arrives in the deferred queue, as its deferred_until_ms says: it waits until %2, and a deferred-queue scan from then on activates it.</source>
        <translation>Nachricht %1 kommt in der Warteschlange deferred an, wie ihr deferred_until_ms sagt: Sie wartet bis %2, und ein Durchlauf der Warteschlange deferred ab dann aktiviert sie.</translation>
    </message>
    <message>
        <source>Message %1 comes back from the deferred queue into the active queue, due at %2: a scan takes a message up to one second early. The recipients not yet sent or bounced are read again.</source>
        <translation>Nachricht %1 kommt aus der Deferred-Warteschlange zurück in die aktive Warteschlange, fällig um %2: ein Scan nimmt eine Nachricht bis zu eine Sekunde früher. Die noch nicht zugestellten oder abgewiesenen Empfänger werden erneut eingelesen.</translation>
    </message>
    <message>
        <source>its age %1 s is above maximal_backoff_time %2 s, but minimal_backoff_time is larger and wins, so it waits %3 s</source>
        <translation>ihr Alter %1 s liegt über maximal_backoff_time %2 s, doch minimal_backoff_time ist größer und gilt, daher wartet sie %3 s</translation>
    </message>
    <message>
        <source>Job %1 is the current job and cannot be preempted: it has selected no entry yet, so its counter (slots_available) is at 0 selections, and more than 0 are needed.</source>
        <translation>Job %1 ist der aktuelle Job und kann nicht verdrängt werden: er hat noch keinen Eintrag ausgewählt, sein Zähler (slots_available) steht also bei 0 Auswahlen, nötig sind mehr als 0.</translation>
    </message>
    <message>
        <source>Job %1 is the current job and cannot be preempted: its counter (slots_available) is back at 0 selections, its %2 so far having paid for the jobs that preempted it; more than 0 are needed.</source>
        <translation>Job %1 ist der aktuelle Job und kann nicht verdrängt werden: sein Zähler (slots_available) steht wieder bei 0 Auswahlen, denn seine bisherigen %2 haben die Jobs bezahlt, die ihn verdrängt haben; nötig sind mehr als 0.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the best candidate: score (age %2 s + 1 s) ÷ %n entry %3. Postfix counts the age in whole seconds: now %4 s, queued at %5 s.</source>
        <translation>
            <numerusform>Job %1 ist der beste Kandidat: Wert (Alter %2 s + 1 s) ÷ %n Eintrag %3. Postfix zählt das Alter in ganzen Sekunden: jetzt %4 s, eingereiht um %5 s.</numerusform>
            <numerusform>Job %1 ist der beste Kandidat: Wert (Alter %2 s + 1 s) ÷ %n Einträge %3. Postfix zählt das Alter in ganzen Sekunden: jetzt %4 s, eingereiht um %5 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the best candidate: score (age %2 s + 1 s) ÷ %n entries %3. Postfix counts the age in whole seconds: now %4 s, queued at %5 s.</source>
        <translation>
            <numerusform>Job %1 ist der beste Kandidat: Wert (Alter %2 s + 1 s) ÷ %n Eintrag %3. Postfix zählt das Alter in ganzen Sekunden: jetzt %4 s, eingereiht um %5 s.</numerusform>
            <numerusform>Job %1 ist der beste Kandidat: Wert (Alter %2 s + 1 s) ÷ %n Einträge %3. Postfix zählt das Alter in ganzen Sekunden: jetzt %4 s, eingereiht um %5 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>With this selection job %1&apos;s counter rises to 0 selections: its debt is paid.</source>
        <translation>Mit dieser Auswahl steigt der Zähler von Job %1 auf 0 Auswahlen: seine Schuld ist beglichen.</translation>
    </message>
    <message>
        <source>With this selection job %1 still owes %2.</source>
        <translation>Nach dieser Auswahl schuldet Job %1 noch %2.</translation>
    </message>
    <message>
        <source>%1 + %2 ≥ 1: window %3, count %4</source>
        <translation>%1 + %2 ≥ 1: Fenster %3, Zähler %4</translation>
    </message>
    <message>
        <source>%1 − %2 &lt; 0: window %3, count %4</source>
        <translation>%1 − %2 &lt; 0: Fenster %3, Zähler %4</translation>
    </message>
    <message>
        <source>%1 + %2 &lt; 1: stop</source>
        <translation>%1 + %2 &lt; 1: Ende</translation>
    </message>
    <message>
        <source>%1 − %2 ≥ 0: stop</source>
        <translation>%1 − %2 ≥ 0: Ende</translation>
    </message>
    <message>
        <source>After a delivery without a connection or handshake failure, %1 on %2 adds the positive feedback %3 (at window %4) to its success count: %5 + %3 %6. With half a feedback step of hysteresis: %7. Window %4 to %8.</source>
        <translation>Nach einer Zustellung ohne Verbindungs- oder Handshake-Fehler addiert %1 auf %2 die positive Rückmeldung %3 (bei Fenster %4) zu seinem Erfolgszähler: %5 + %3 %6. Mit einer Hysterese von einem halben Rückmeldungsschritt: %7. Fenster %4 auf %8.</translation>
    </message>
    <message>
        <source>The window stops at the concurrency limit %1 (%2_destination_concurrency_limit).</source>
        <translation>Das Fenster hält an der Parallelitätsgrenze %1 an (%2_destination_concurrency_limit).</translation>
    </message>
    <message>
        <source>After a failed connection or handshake, %1 on %2 takes the negative feedback %3 (at window %4) from its failure count: %5 − %3 %6. With half a feedback step of hysteresis: %7. Window %4 to %8: it drops at the start of a run of failures, not at its end.</source>
        <translation>Nach einem gescheiterten Verbindungsaufbau oder Handshake zieht %1 auf %2 die negative Rückmeldung %3 (bei Fenster %4) von seinem Fehlerzähler ab: %5 − %3 %6. Mit einer Hysterese von einem halben Rückmeldungsschritt: %7. Fenster %4 auf %8: es sinkt am Anfang einer Folge von Fehlern, nicht an ihrem Ende.</translation>
    </message>
    <message>
        <source>A window never goes below 1.</source>
        <translation>Ein Fenster sinkt nie unter 1.</translation>
    </message>
    <message>
        <source>Failed pseudo-cohorts so far: %1 %2, below the limit %3.</source>
        <translation>Gescheiterte Pseudo-Kohorten bisher: %1 %2, unter der Grenze %3.</translation>
    </message>
    <message>
        <source>fail_cohorts %1 exactly, against %2_destination_concurrency_failed_cohort_limit %3.</source>
        <translation>fail_cohorts genau %1, gegen %2_destination_concurrency_failed_cohort_limit %3.</translation>
    </message>
    <message>
        <source>Round robin over the transports: %1 is first on their list (a new transport joins it at the front) and takes the delivery agent; it moves to the back of the list.</source>
        <translation>Round Robin über die Transporte: %1 steht vorn in ihrer Liste (ein neuer Transport kommt vorn hinein) und bekommt den Zustellagenten; er rückt ans Ende der Liste.</translation>
    </message>
    <message>
        <source>Round robin over the transports: %1 comes after %2, which took the delivery agent before, and takes this one; it moves to the back of the list.</source>
        <translation>Round Robin über die Transporte: %1 folgt auf %2, der den Zustellagenten davor bekam, und bekommt diesen; er rückt ans Ende der Liste.</translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: the first on their list, %2, cannot take a delivery now (no free agent, or no queue with room), so %1 takes the delivery agent; it moves to the back of the list.</source>
        <translation>
            <numerusform>Round Robin über die Transporte: der erste in ihrer Liste, %2, kann gerade keine Zustellung annehmen (kein freier Agent oder keine Warteschlange mit Platz), also bekommt %1 den Zustellagenten; er rückt ans Ende der Liste.</numerusform>
            <numerusform>Round Robin über die Transporte: der erste in ihrer Liste, %2, kann gerade keine Zustellung annehmen (kein freier Agent oder keine Warteschlange mit Platz), also bekommt %1 den Zustellagenten; er rückt ans Ende der Liste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: the first %n on their list, from %2 on, cannot take a delivery now (no free agent, or no queue with room), so %1 takes the delivery agent; it moves to the back of the list.</source>
        <translation>
            <numerusform>Round Robin über die Transporte: der erste in ihrer Liste, %2, kann gerade keine Zustellung annehmen (kein freier Agent oder keine Warteschlange mit Platz), also bekommt %1 den Zustellagenten; er rückt ans Ende der Liste.</numerusform>
            <numerusform>Round Robin über die Transporte: die ersten %n in ihrer Liste, ab %2, können gerade keine Zustellung annehmen (kein freier Agent oder keine Warteschlange mit Platz), also bekommt %1 den Zustellagenten; er rückt ans Ende der Liste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: %1 took the delivery agent before, and the other transport, %2, cannot take a delivery now (no free agent, or no queue with room), so the turn comes back to %1.</source>
        <translation>
            <numerusform>Round Robin über die Transporte: %1 bekam den Zustellagenten davor, und der andere Transport, %2, kann gerade keine Zustellung annehmen (kein freier Agent oder keine Warteschlange mit Platz), also ist wieder %1 an der Reihe.</numerusform>
            <numerusform>Round Robin über die Transporte: %1 bekam den Zustellagenten davor, und der andere Transport, %2, kann gerade keine Zustellung annehmen (kein freier Agent oder keine Warteschlange mit Platz), also ist wieder %1 an der Reihe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: %1 took the delivery agent before, and the %n others, from %2 on, cannot take a delivery now (no free agent, or no queue with room), so the turn comes back to %1.</source>
        <translation>
            <numerusform>Round Robin über die Transporte: %1 bekam den Zustellagenten davor, und der andere, %2, kann gerade keine Zustellung annehmen (kein freier Agent oder keine Warteschlange mit Platz), also ist wieder %1 an der Reihe.</numerusform>
            <numerusform>Round Robin über die Transporte: %1 bekam den Zustellagenten davor, und die %n anderen, ab %2, können gerade keine Zustellung annehmen (kein freier Agent oder keine Warteschlange mit Platz), also ist wieder %1 an der Reihe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: after %3, which took the delivery agent before, the turn passes over %2, which cannot take a delivery now (no free agent, or no queue with room), to %1; %1 moves to the back of the list.</source>
        <translation>
            <numerusform>Round Robin über die Transporte: nach %3, der den Zustellagenten davor bekam, geht die Reihe an %2 vorbei, der gerade keine Zustellung annehmen kann (kein freier Agent oder keine Warteschlange mit Platz), zu %1; %1 rückt ans Ende der Liste.</numerusform>
            <numerusform>Round Robin über die Transporte: nach %3, der den Zustellagenten davor bekam, geht die Reihe an %2 vorbei, der gerade keine Zustellung annehmen kann (kein freier Agent oder keine Warteschlange mit Platz), zu %1; %1 rückt ans Ende der Liste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round robin over the transports: after %3, which took the delivery agent before, the turn passes over %n transports from %2 on, which cannot take a delivery now (no free agent, or no queue with room), to %1; %1 moves to the back of the list.</source>
        <translation>
            <numerusform>Round Robin über die Transporte: nach %3, der den Zustellagenten davor bekam, geht die Reihe an %n Transport ab %2 vorbei, der gerade keine Zustellung annehmen kann (kein freier Agent oder keine Warteschlange mit Platz), zu %1; %1 rückt ans Ende der Liste.</numerusform>
            <numerusform>Round Robin über die Transporte: nach %3, der den Zustellagenten davor bekam, geht die Reihe an %n Transporten ab %2 vorbei, die gerade keine Zustellung annehmen können (kein freier Agent oder keine Warteschlange mit Platz), zu %1; %1 rückt ans Ende der Liste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1&apos;s destinations take turns (round robin over its peers), but its other peer has no entry waiting or a full queue: %2 gives the entry again.</source>
        <translation>
            <numerusform>Die Ziele von Job %1 kommen reihum dran (Round Robin über seine Peers), aber sein anderer Peer hat keinen wartenden Eintrag oder eine volle Warteschlange: wieder liefert %2 den Eintrag.</numerusform>
            <numerusform>Die Ziele von Job %1 kommen reihum dran (Round Robin über seine Peers), aber sein anderer Peer hat keinen wartenden Eintrag oder eine volle Warteschlange: wieder liefert %2 den Eintrag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1&apos;s destinations take turns (round robin over its peers), but its %n other peers have no entry waiting or a full queue: %2 gives the entry again.</source>
        <translation>
            <numerusform>Die Ziele von Job %1 kommen reihum dran (Round Robin über seine Peers), aber sein anderer Peer hat keinen wartenden Eintrag oder eine volle Warteschlange: wieder liefert %2 den Eintrag.</numerusform>
            <numerusform>Die Ziele von Job %1 kommen reihum dran (Round Robin über seine Peers), aber seine %n anderen Peers haben keinen wartenden Eintrag oder eine volle Warteschlange: wieder liefert %2 den Eintrag.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1&apos;s destinations take turns (round robin over its peers): %2 comes after %3 on the job&apos;s list of peers and gives the entry; it moves to the back of the list.</source>
        <translation>Die Ziele von Job %1 kommen reihum dran (Round Robin über seine Peers): %2 folgt in der Peer-Liste des Jobs auf %3 und liefert den Eintrag; es rückt ans Ende der Liste.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1&apos;s destinations take turns (round robin over its peers): after %3, the next peer has no entry waiting or a full queue, so %2 gives the entry; it moves to the back of the list.</source>
        <translation>
            <numerusform>Die Ziele von Job %1 kommen reihum dran (Round Robin über seine Peers): nach %3 hat der nächste Peer keinen wartenden Eintrag oder eine volle Warteschlange, also liefert %2 den Eintrag; es rückt ans Ende der Liste.</numerusform>
            <numerusform>Die Ziele von Job %1 kommen reihum dran (Round Robin über seine Peers): nach %3 hat der nächste Peer keinen wartenden Eintrag oder eine volle Warteschlange, also liefert %2 den Eintrag; es rückt ans Ende der Liste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1&apos;s destinations take turns (round robin over its peers): after %3, the next %n peers have no entry waiting or a full queue, so %2 gives the entry; it moves to the back of the list.</source>
        <translation>
            <numerusform>Die Ziele von Job %1 kommen reihum dran (Round Robin über seine Peers): nach %3 hat der nächste Peer keinen wartenden Eintrag oder eine volle Warteschlange, also liefert %2 den Eintrag; es rückt ans Ende der Liste.</numerusform>
            <numerusform>Die Ziele von Job %1 kommen reihum dran (Round Robin über seine Peers): nach %3 haben die nächsten %n Peers keinen wartenden Eintrag oder eine volle Warteschlange, also liefert %2 den Eintrag; es rückt ans Ende der Liste.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 is no candidate, whatever its score: it needs %2, more than the %3 job %4 is sure to reach.</source>
        <translation>Job %1 ist kein Kandidat, wie hoch sein Wert auch ist: er braucht %2, mehr als Job %4 sicher erreicht (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n jobs are no candidates, whatever their score: they need more than the %2 job %3 is sure to reach; job %1, the best scored of them, needs %4.</source>
        <translation>
            <numerusform>%n Job ist kein Kandidat, wie hoch sein Wert auch ist: er braucht mehr, als Job %3 sicher erreicht (%2); Job %1 braucht %4.</numerusform>
            <numerusform>%n Jobs sind keine Kandidaten, wie hoch ihr Wert auch ist: sie brauchen mehr, als Job %3 sicher erreicht (%2); Job %1, der mit dem besten Wert unter ihnen, braucht %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1&apos;s score would be %2: (its age in whole seconds + 1) ÷ its entries.</source>
        <translation>Der Wert von Job %1 wäre %2: (sein Alter in ganzen Sekunden + 1) ÷ seine Einträge.</translation>
    </message>
    <message>
        <source>Message %1 is refilled: %2 in memory, %3 recipient slots, %4 free ≥ %5_recipient_refill_limit %6.</source>
        <translation>Nachricht %1 wird nachgeladen: %2 im Speicher, %3 Empfängerplätze, %4 frei ≥ %5_recipient_refill_limit %6.</translation>
    </message>
    <message>
        <source>Message %1 is refilled: %2 in memory, %3 recipient slots, %4 free &lt; %5_recipient_refill_limit %6, but %5_recipient_refill_delay %7 s has passed since its last read at %8 s.</source>
        <translation>Nachricht %1 wird nachgeladen: %2 im Speicher, %3 Empfängerplätze, %4 frei &lt; %5_recipient_refill_limit %6, aber seit dem letzten Einlesen bei %8 s sind %5_recipient_refill_delay %7 s vergangen.</translation>
    </message>
    <message>
        <source>Message %1 is refilled: job %1 has no entry to take now; %2 in memory, %3 recipient slots, %4 free.</source>
        <translation>Nachricht %1 wird nachgeladen: Job %1 hat gerade keinen Eintrag, den er nehmen kann; %2 im Speicher, %3 Empfängerplätze, %4 frei.</translation>
    </message>
    <message>
        <source>Message %1 is refilled: none of its recipients is left in memory; %2 recipient slots.</source>
        <translation>Nachricht %1 wird nachgeladen: keiner ihrer Empfänger ist mehr im Speicher; %2 Empfängerplätze.</translation>
    </message>
    <message>
        <source>%1 read from the queue file: %2 in memory, %3 unread.</source>
        <translation>%1 aus der Warteschlangendatei eingelesen: %2 im Speicher, %3 ungelesen.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is gone from the preemption stack, but job %2, which had preempted it, is still waiting: job %1&apos;s parent, job %3, adopts it (the adoptive parent). Job %2 keeps its stack level %4; job %3 is on level %5.</source>
        <translation>
            <numerusform>Job %1 hat den Verdrängungsstapel verlassen, aber Job %2, der ihn verdrängt hatte, wartet noch: der Elternjob von Job %1, Job %3, adoptiert ihn (der Adoptivelternjob). Job %2 behält seine Stapelebene %4; Job %3 ist auf Ebene %5.</numerusform>
            <numerusform>Job %1 hat den Verdrängungsstapel verlassen, aber Job %2, der ihn verdrängt hatte, wartet noch: der Elternjob von Job %1, Job %3, adoptiert ihn (der Adoptivelternjob). Job %2 behält seine Stapelebene %4; Job %3 ist auf Ebene %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is gone from the preemption stack, but jobs %2, which had preempted it, are still waiting: job %1&apos;s parent, job %3, adopts them (the adoptive parent). They keep their stack level %4; job %3 is on level %5.</source>
        <translation>
            <numerusform>Job %1 hat den Verdrängungsstapel verlassen, aber Job %2, der ihn verdrängt hatte, wartet noch: der Elternjob von Job %1, Job %3, adoptiert ihn (der Adoptivelternjob). Er behält seine Stapelebene %4; Job %3 ist auf Ebene %5.</numerusform>
            <numerusform>Job %1 hat den Verdrängungsstapel verlassen, aber die Jobs %2, die ihn verdrängt hatten, warten noch: der Elternjob von Job %1, Job %3, adoptiert sie (der Adoptivelternjob). Sie behalten ihre Stapelebene %4; Job %3 ist auf Ebene %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is gone and had no parent: job %2, which had preempted it, is an orphan now and keeps its stack level %3.</source>
        <translation>
            <numerusform>Job %1 ist fort und hatte keinen Elternjob: Job %2, der ihn verdrängt hatte, ist jetzt eine Waise und behält seine Stapelebene %3.</numerusform>
            <numerusform>Job %1 ist fort und hatte keinen Elternjob: Job %2, der ihn verdrängt hatte, ist jetzt eine Waise und behält seine Stapelebene %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is gone and had no parent: jobs %2, which had preempted it, are orphans now and keep their stack level %3.</source>
        <translation>
            <numerusform>Job %1 ist fort und hatte keinen Elternjob: Job %2, der ihn verdrängt hatte, ist jetzt eine Waise und behält seine Stapelebene %3.</numerusform>
            <numerusform>Job %1 ist fort und hatte keinen Elternjob: die Jobs %2, die ihn verdrängt hatten, sind jetzt Waisen und behalten ihre Stapelebene %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delivery %1 (job %2, %3 to %4) fails after %5, without a session: the recipients are deferred.</source>
        <translation>Zustellung %1 (Job %2, %3 an %4) schlägt nach %5 fehl, ohne Sitzung: die Empfänger werden zurückgestellt.</translation>
    </message>
    <message>
        <source>It stays dead for minimal_backoff_time %1 s, until %2.</source>
        <translation>Es bleibt für minimal_backoff_time %1 s tot, bis %2.</translation>
    </message>
    <message>
        <source>%1 on %2 is alive again: minimal_backoff_time %3 s after it was declared dead, the queue manager tries it again.</source>
        <translation>%1 auf %2 lebt wieder: minimal_backoff_time %3 s nachdem es für tot erklärt wurde, versucht es der Queue-Manager erneut.</translation>
    </message>
    <message>
        <source>%1 on %2 is alive again: a delivery to it that was in progress when it was declared dead succeeded.</source>
        <translation>%1 auf %2 lebt wieder: eine Zustellung dorthin, die lief, als es für tot erklärt wurde, war erfolgreich.</translation>
    </message>
    <message>
        <source>%1 on %2 is alive again at once: with %2_destination_rate_delay, a completed delivery suspends the queue instead.</source>
        <translation>%1 auf %2 lebt sofort wieder: mit %2_destination_rate_delay pausiert eine abgeschlossene Zustellung die Warteschlange stattdessen.</translation>
    </message>
    <message>
        <source>%1 on %2 is alive again, to be dropped: it holds no entries, and too many queues are in memory.</source>
        <translation>%1 auf %2 lebt wieder, um verworfen zu werden: es hält keine Einträge, und zu viele Warteschlangen sind im Speicher.</translation>
    </message>
    <message>
        <source>The rate delay of %1 on %2 is over: %3 s (%2_destination_rate_delay) after its last delivery completed, it may take a delivery again.</source>
        <translation>Die Ratenverzögerung von %1 auf %2 ist vorbei: %3 s (%2_destination_rate_delay) nach dem Ende seiner letzten Zustellung darf es wieder eine Zustellung annehmen.</translation>
    </message>
    <message>
        <source>%1 is alive again after transport_retry_time %2 s: its delivery agents may be started.</source>
        <translation>%1 lebt nach transport_retry_time %2 s wieder: seine Zustellagenten dürfen gestartet werden.</translation>
    </message>
    <message>
        <source>%1 is alive again: a delivery of it completed, so its delivery agents may be started.</source>
        <translation>%1 lebt wieder: eine seiner Zustellungen ist abgeschlossen, also dürfen seine Zustellagenten gestartet werden.</translation>
    </message>
    <message>
        <source>%1 on %2 gets no positive feedback: its window %3 is at the concurrency limit %4.</source>
        <translation>%1 auf %2 erhält keine positive Rückmeldung: Sein Fenster %3 ist an der Parallelitätsgrenze %4.</translation>
    </message>
    <message>
        <source>%1 on %2 gets no positive feedback: Postfix raises a window only while it is in use, below the deliveries in progress (this one included) plus the initial concurrency, and %3 ≥ %4 + %5 = %6. The window stays %3.</source>
        <translation>%1 auf %2 erhält keine positive Rückmeldung: Postfix hebt ein Fenster nur an, solange es genutzt wird, also unter den laufenden Zustellungen (diese mitgezählt) plus der anfänglichen Parallelität liegt, und %3 ≥ %4 + %5 = %6. Das Fenster bleibt %3.</translation>
    </message>
    <message>
        <source>%1 on %2 has no delivery in progress and no entry waiting: its queue leaves memory, and its window of %3 with it.</source>
        <translation>%1 auf %2 hat keine laufende Zustellung und keinen wartenden Eintrag: Seine Warteschlange verlässt den Speicher und mit ihr das Fenster von %3.</translation>
    </message>
    <message>
        <source>%1 on %2 is back in memory as a new queue, at the initial window of %3.</source>
        <translation>%1 auf %2 ist als neue Warteschlange zurück im Speicher, mit dem anfänglichen Fenster von %3.</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 preempts job %2: it needs %n slot, and job %2 has (%3 ÷ cost %4) + slot loan %5 = %6 ≥ %n × (100 − slot discount %7)% = %8.</source>
        <translation>
            <numerusform>Job %1 verdrängt Job %2: er braucht %n Slot, und Job %2 hat (%3 ÷ Kosten %4) + Slot-Vorschuss %5 = %6 ≥ %n × (100 − Slot-Rabatt %7)% = %8.</numerusform>
            <numerusform>Job %1 verdrängt Job %2: er braucht %n Slots, und Job %2 hat (%3 ÷ Kosten %4) + Slot-Vorschuss %5 = %6 ≥ %n × (100 − Slot-Rabatt %7)% = %8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 preempts job %2: it needs %n slots, and job %2 has (%3 ÷ cost %4) + slot loan %5 = %6 ≥ %n × (100 − slot discount %7)% = %8.</source>
        <translation>
            <numerusform>Job %1 verdrängt Job %2: er braucht %n Slot, und Job %2 hat (%3 ÷ Kosten %4) + Slot-Vorschuss %5 = %6 ≥ %n × (100 − Slot-Rabatt %7)% = %8.</numerusform>
            <numerusform>Job %1 verdrängt Job %2: er braucht %n Slots, und Job %2 hat (%3 ÷ Kosten %4) + Slot-Vorschuss %5 = %6 ≥ %n × (100 − Slot-Rabatt %7)% = %8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 cannot preempt job %2 yet: it needs %n slot, and job %2 has (%3 ÷ cost %4) + slot loan %5 = %6 &lt; %n × (100 − slot discount %7)% = %8.</source>
        <translation>
            <numerusform>Job %1 kann Job %2 noch nicht verdrängen: er braucht %n Slot, und Job %2 hat (%3 ÷ Kosten %4) + Slot-Vorschuss %5 = %6 &lt; %n × (100 − Slot-Rabatt %7)% = %8.</numerusform>
            <numerusform>Job %1 kann Job %2 noch nicht verdrängen: er braucht %n Slots, und Job %2 hat (%3 ÷ Kosten %4) + Slot-Vorschuss %5 = %6 &lt; %n × (100 − Slot-Rabatt %7)% = %8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 cannot preempt job %2 yet: it needs %n slots, and job %2 has (%3 ÷ cost %4) + slot loan %5 = %6 &lt; %n × (100 − slot discount %7)% = %8.</source>
        <translation>
            <numerusform>Job %1 kann Job %2 noch nicht verdrängen: er braucht %n Slot, und Job %2 hat (%3 ÷ Kosten %4) + Slot-Vorschuss %5 = %6 &lt; %n × (100 − Slot-Rabatt %7)% = %8.</numerusform>
            <numerusform>Job %1 kann Job %2 noch nicht verdrängen: er braucht %n Slots, und Job %2 hat (%3 ÷ Kosten %4) + Slot-Vorschuss %5 = %6 &lt; %n × (100 − Slot-Rabatt %7)% = %8.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only whole slots count: %1 ÷ cost %2 leaves %3 over, which the test does not credit to job %4.</source>
        <translation>Nur ganze Slots zählen: %1 ÷ Kosten %2 lässt einen Rest von %3, den der Test Job %4 nicht anrechnet.</translation>
    </message>
    <message>
        <source>With this selection job %1&apos;s counter rises to %2 (%3).</source>
        <translation>Mit dieser Auswahl steigt der Zähler von Job %1 auf %2 (%3).</translation>
    </message>
    <message>
        <source>%1 on %2 has no delivery in progress and no entry waiting: its queue leaves memory.</source>
        <translation>%1 auf %2 hat keine laufende Zustellung und keinen wartenden Eintrag: Seine Warteschlange verlässt den Speicher.</translation>
    </message>
    <message>
        <source>This step is about the logged message %1, from %2.</source>
        <translation>Dieser Schritt betrifft die Nachricht %1 aus dem Log, von %2.</translation>
    </message>
    <message>
        <source>%1 declares %2 dead: failed pseudo-cohorts %3 %4 ≥ the limit %5. Entries still waiting for it are deferred; deliveries in progress go on.</source>
        <translation>%1 erklärt %2 für tot: gescheiterte Pseudo-Kohorten %3 %4 ≥ der Grenze %5. Einträge, die noch darauf warten, werden zurückgestellt; laufende Zustellungen gehen weiter.</translation>
    </message>
    <message>
        <source>%1 declares %2 dead: entries still waiting for it are deferred; deliveries in progress go on.</source>
        <translation>%1 erklärt %2 für tot: Einträge, die noch darauf warten, werden zurückgestellt; laufende Zustellungen gehen weiter.</translation>
    </message>
    <message>
        <source>%1 on %2 takes the negative feedback %3 (at window %4) from its failure count: %5 − %3 %6. With half a feedback step of hysteresis: %7. The window stays %4.</source>
        <translation>%1 auf %2 zieht die negative Rückmeldung %3 (bei Fenster %4) von seinem Fehlerzähler ab: %5 − %3 %6. Mit einer Hysterese von einem halben Rückmeldungsschritt: %7. Das Fenster bleibt %4.</translation>
    </message>
    <message>
        <source>%1 on %2 adds the positive feedback %3 (at window %4) to its success count: %5 + %3 %6. With half a feedback step of hysteresis: %7. The window stays %4.</source>
        <translation>%1 auf %2 addiert die positive Rückmeldung %3 (bei Fenster %4) zu seinem Erfolgszähler: %5 + %3 %6. Mit einer Hysterese von einem halben Rückmeldungsschritt: %7. Das Fenster bleibt %4.</translation>
    </message>
    <message>
        <source>A window never goes above %1.</source>
        <translation>Ein Fenster steigt nie über %1.</translation>
    </message>
</context>
<context>
    <name>PageWriter</name>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .png, .svg or .pdf</source>
        <translation>%1: unbekannter Dateityp „%2“; bitte .png, .svg oder .pdf verwenden</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .pdf</source>
        <translation>%1: unbekannter Dateityp „%2“; bitte .pdf verwenden</translation>
    </message>
    <message>
        <source>the window could not be painted</source>
        <translation>das Fenster konnte nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>the image type %1 cannot be written</source>
        <translation>das Bildformat %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>PngWriter</name>
    <message>
        <source>the picture is empty</source>
        <translation>das Bild ist leer</translation>
    </message>
    <message>
        <source>not open for writing</source>
        <translation>nicht zum Schreiben geöffnet</translation>
    </message>
    <message>
        <source>out of memory for the PNG encoder</source>
        <translation>kein Speicher für den PNG-Kodierer</translation>
    </message>
    <message>
        <source>PNG encoder: %1</source>
        <translation>PNG-Kodierer: %1</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>PgDown</source>
        <translation>Bild ab</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>Bild auf</translation>
    </message>
</context>
<context>
    <name>SlotUnits</name>
    <message numerus="yes">
        <source>%n selection</source>
        <translation>
            <numerusform>%n Auswahl</numerusform>
            <numerusform>%n Auswahlen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selections</source>
        <translation>
            <numerusform>%n Auswahl</numerusform>
            <numerusform>%n Auswahlen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slot</source>
        <translation>
            <numerusform>%n Slot</numerusform>
            <numerusform>%n Slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slots</source>
        <translation>
            <numerusform>%n Slot</numerusform>
            <numerusform>%n Slots</numerusform>
        </translation>
    </message>
    <message>
        <source>less than 1 slot</source>
        <translation>weniger als 1 Slot</translation>
    </message>
    <message numerus="yes">
        <source>more than %n slot</source>
        <translation>
            <numerusform>mehr als %n Slot</numerusform>
            <numerusform>mehr als %n Slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n slots</source>
        <translation>
            <numerusform>mehr als %n Slot</numerusform>
            <numerusform>mehr als %n Slots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>--zoom needs a factor from %1 to %2 (or %3% to %4%), got &quot;%5&quot;</source>
        <translation>--zoom braucht einen Faktor von %1 bis %2 (oder %3% bis %4%), angegeben war „%5“</translation>
    </message>
</context>
<context>
    <name>qmgrlab::Parameters</name>
    <message>
        <source>The percentage taken off the number of slots a smaller job would need, so that it may preempt before the running job has saved up all of them.</source>
        <translation>Der Prozentsatz, der von der Zahl der Slots abgezogen wird, die ein kleinerer Job bräuchte, sodass er verdrängen darf, bevor der laufende Job sie alle angespart hat.</translation>
    </message>
    <message>
        <source>How many slots the running job is willing to advance to a smaller job on top of the ones it has already earned.</source>
        <translation>Wie viele Slots der laufende Job einem kleineren Job zusätzlich zu den schon verdienten vorzuschießen bereit ist.</translation>
    </message>
    <message>
        <source>A job may be preempted only if it amounts to at least this many times the slot cost in deliveries, counting those done and those still to come.</source>
        <translation>Ein Job darf nur verdrängt werden, wenn er mindestens dieses Vielfache der Slotkosten an Zustellungen umfasst, erledigte und noch ausstehende zusammengerechnet.</translation>
    </message>
    <message>
        <source>The size of the transport&apos;s pool of recipient slots: how many of its recipients may sit in memory at once, shared by all of its jobs.</source>
        <translation>Die Größe des Pools an Empfängerplätzen des Transports: wie viele seiner Empfänger gleichzeitig im Speicher liegen dürfen, geteilt von all seinen Jobs.</translation>
    </message>
    <message>
        <source>An extra allowance of recipient slots handed out to jobs that preempt others, so that a preempting message can read more of its recipients.</source>
        <translation>Ein zusätzliches Kontingent an Empfängerplätzen für Jobs, die andere verdrängen, damit eine verdrängende Nachricht mehr ihrer Empfänger einlesen kann.</translation>
    </message>
    <message>
        <source>A message reads more recipients from its file as soon as at least this many of its recipient slots are free.</source>
        <translation>Eine Nachricht liest weitere Empfänger aus ihrer Datei ein, sobald mindestens so viele ihrer Empfängerplätze frei sind.</translation>
    </message>
    <message>
        <source>A message with even one free recipient slot reads more recipients once this much time has passed since it last read some.</source>
        <translation>Eine Nachricht mit auch nur einem freien Empfängerplatz liest weitere Empfänger ein, sobald seit dem letzten Einlesen so viel Zeit vergangen ist.</translation>
    </message>
    <message>
        <source>The most recipients one delivery may carry; 1 gives every recipient address its own queue, and 0 means no limit.</source>
        <translation>Die Höchstzahl an Empfängern, die eine Zustellung mitnehmen darf; 1 gibt jeder Empfängeradresse eine eigene Warteschlange, und 0 bedeutet keine Grenze.</translation>
    </message>
    <message>
        <source>The most deliveries that may run at the same time to one destination; 0 means no limit.</source>
        <translation>Die Höchstzahl an Zustellungen, die gleichzeitig zu einem Ziel laufen dürfen; 0 bedeutet keine Grenze.</translation>
    </message>
    <message>
        <source>How many deliveries may run at once to a destination that has just been created or revived: the starting size of its window.</source>
        <translation>Wie viele Zustellungen gleichzeitig zu einem Ziel laufen dürfen, das gerade angelegt oder wiederbelebt wurde: die Anfangsgröße seines Fensters.</translation>
    </message>
    <message>
        <source>How much every successful delivery counts towards widening the destination&apos;s window by one.</source>
        <translation>Wie stark jede erfolgreiche Zustellung dazu beiträgt, das Fenster des Ziels um eins zu vergrößern.</translation>
    </message>
    <message>
        <source>How much every failed connection counts towards narrowing the destination&apos;s window by one.</source>
        <translation>Wie stark jede fehlgeschlagene Verbindung dazu beiträgt, das Fenster des Ziels um eins zu verkleinern.</translation>
    </message>
    <message>
        <source>How many rounds of failed connections, each round as large as the window, a destination may suffer before it is declared dead; 0 means never.</source>
        <translation>Wie viele Runden fehlgeschlagener Verbindungen, jede so groß wie das Fenster, ein Ziel hinnehmen darf, bevor es für tot erklärt wird; 0 bedeutet nie.</translation>
    </message>
    <message>
        <source>How many delivery agents a transport may keep busy at once when master.cf does not give it a maxproc of its own.</source>
        <translation>Wie viele Zustellagenten ein Transport gleichzeitig beschäftigen darf, wenn master.cf ihm kein eigenes maxproc gibt.</translation>
    </message>
    <message>
        <source>How long a destination that was declared dead is left alone before deliveries to it are tried again.</source>
        <translation>Wie lange ein für tot erklärtes Ziel in Ruhe gelassen wird, bevor wieder Zustellungen dorthin versucht werden.</translation>
    </message>
    <message>
        <source>How many messages may be in the active queue (in memory) at once; later arrivals wait in the incoming queue.</source>
        <translation>Wie viele Nachrichten gleichzeitig in der aktiven Warteschlange (im Speicher) sein dürfen; später ankommende warten in der Eingangswarteschlange.</translation>
    </message>
    <message>
        <source>How many recipients, over all messages, the queue manager aims to hold in memory when it reads a new message&apos;s first batch; raised to the active message limit when smaller.</source>
        <translation>Wie viele Empfänger über alle Nachrichten hinweg der Queue-Manager im Speicher zu halten versucht, wenn er die erste Portion einer neuen Nachricht einliest; ist der Wert kleiner als die Grenze für aktive Nachrichten, wird er auf diese angehoben.</translation>
    </message>
    <message>
        <source>How many recipients every message may read when it enters the active queue, however full memory already is.</source>
        <translation>Wie viele Empfänger jede Nachricht beim Eintritt in die aktive Warteschlange einlesen darf, ganz gleich, wie voll der Speicher schon ist.</translation>
    </message>
    <message>
        <source>How many selections of a job (entries selected for delivery, its slots_available counter) earn it one delivery slot that a smaller job may borrow to preempt it; 0 turns preemption off.</source>
        <translation>Wie viele Auswahlen eines Jobs (zur Zustellung ausgewählte Einträge, sein Zähler slots_available) ihm einen Zustellslot einbringen, den ein kleinerer Job leihen darf, um ihn zu verdrängen; 0 schaltet die Verdrängung ab.</translation>
    </message>
    <message>
        <source>How long to wait between two deliveries to the same destination; above 0 it also limits every destination of the transport to one delivery at a time.</source>
        <translation>Wie lange zwischen zwei Zustellungen an dasselbe Ziel gewartet wird; über 0 begrenzt es außerdem jedes Ziel des Transports auf eine Zustellung zur gleichen Zeit.</translation>
    </message>
    <message>
        <source>How long the transport waits before each delivery, whatever the destination: it then delivers one request at a time.</source>
        <translation>Wie lange der Transport vor jeder Zustellung wartet, gleich an welches Ziel: er stellt dann eine Anfrage nach der anderen zu.</translation>
    </message>
    <message>
        <source>How long a transport whose delivery agents could not be started is left alone before the queue manager tries it again.</source>
        <translation>Wie lange ein Transport, dessen Zustellagenten nicht starten konnten, in Ruhe gelassen wird, bevor der Queue-Manager es erneut versucht.</translation>
    </message>
    <message>
        <source>The longest a deferred message waits before it is tried again; the wait grows with the message&apos;s age from minimal_backoff_time up to this.</source>
        <translation>Die längste Wartezeit einer zurückgestellten Nachricht bis zum nächsten Versuch; die Wartezeit wächst mit dem Alter der Nachricht von minimal_backoff_time bis zu diesem Wert.</translation>
    </message>
    <message>
        <source>How often the queue manager scans the deferred queue for messages whose wait is over.</source>
        <translation>Wie oft der Queue-Manager die Deferred-Warteschlange nach Nachrichten durchsucht, deren Wartezeit vorbei ist.</translation>
    </message>
    <message>
        <source>How long a message may stay in the queue before its still deferred recipients are bounced; a bare number means days, 0 means one delivery attempt only.</source>
        <translation>Wie lange eine Nachricht in der Warteschlange bleiben darf, bevor ihre noch zurückgestellten Empfänger abgewiesen werden; eine Zahl ohne Einheit bedeutet Tage, 0 bedeutet nur einen Zustellversuch.</translation>
    </message>
    <message>
        <source>The same lifetime for bounce messages (null sender); lowered to maximal_queue_lifetime when larger.</source>
        <translation>Dieselbe Lebensdauer für Bounce-Nachrichten (leerer Absender); auf maximal_queue_lifetime gesenkt, wenn größer.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::Rules</name>
    <message>
        <source>the file is larger than %1 MB, the most a configuration file may have</source>
        <translation>die Datei ist größer als %1 MB, die Höchstgröße einer Konfigurationsdatei</translation>
    </message>
    <message>
        <source>contains a NUL byte: this is not a text file</source>
        <translation>enthält ein NUL-Byte: dies ist keine Textdatei</translation>
    </message>
    <message>
        <source>starts with a blank, which continues the line before, but there is none: %1</source>
        <translation>beginnt mit einem Leerzeichen, das die vorige Zeile fortsetzt, doch es gibt keine: %1</translation>
    </message>
    <message>
        <source>the line with its continuations is longer than %1 bytes</source>
        <translation>die Zeile ist mit ihren Fortsetzungen länger als %1 Bytes</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>die Zeile ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>must have the form name = value</source>
        <translation>muss die Form name = value haben</translation>
    </message>
    <message>
        <source>the parameter name before = is missing</source>
        <translation>der Parametername vor = fehlt</translation>
    </message>
    <message>
        <source>the value after = is missing</source>
        <translation>der Wert nach = fehlt</translation>
    </message>
    <message>
        <source>-o must be followed by name=value</source>
        <translation>auf -o muss name=value folgen</translation>
    </message>
    <message>
        <source>-o must be followed by name=value: %1</source>
        <translation>auf -o muss name=value folgen: %1</translation>
    </message>
    <message>
        <source>a service line has 8 fields (service type private unpriv chroot wakeup maxproc command) before the command&apos;s arguments: %1</source>
        <translation>eine Dienstzeile hat vor den Argumenten des Befehls 8 Felder (service type private unpriv chroot wakeup maxproc command): %1</translation>
    </message>
    <message>
        <source>%1: maxproc must be - or a number from 1 to 2147483647 (0, no limit, cannot be simulated): %2</source>
        <translation>%1: maxproc muss - oder eine Zahl von 1 bis 2147483647 sein (0, unbegrenzt, lässt sich nicht simulieren): %2</translation>
    </message>
    <message>
        <source>the service %1 of type unix is already defined at %2</source>
        <translation>der Dienst %1 vom Typ unix ist bereits in %2 definiert</translation>
    </message>
    <message>
        <source>variant item %1: %2</source>
        <translation>Varianteneintrag %1: %2</translation>
    </message>
    <message>
        <source>variant item %1: %2: %3</source>
        <translation>Varianteneintrag %1: %2: %3</translation>
    </message>
    <message>
        <source>variant %1: an item is empty; give NAME=VALUE items separated by commas</source>
        <translation>Variante %1: ein Eintrag ist leer; geben Sie durch Kommas getrennte NAME=VALUE-Einträge an</translation>
    </message>
    <message>
        <source>must have the form NAME=VALUE</source>
        <translation>muss die Form NAME=VALUE haben</translation>
    </message>
    <message>
        <source>is given more than once in the variant</source>
        <translation>ist in der Variante mehrfach angegeben</translation>
    </message>
    <message>
        <source>must be a feedback value: a number from 0 to 1, or N/M, N/concurrency or N/sqrt_concurrency (for example 1, 0.25, 1/8 or 1/concurrency)</source>
        <translation>muss ein Feedback-Wert sein: eine Zahl von 0 bis 1 oder N/M, N/concurrency oder N/sqrt_concurrency (zum Beispiel 1, 0.25, 1/8 oder 1/concurrency)</translation>
    </message>
    <message>
        <source>the feedback value must lie between 0 and 1</source>
        <translation>der Feedback-Wert muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>N in N/concurrency must lie between 0 and 1</source>
        <translation>N in N/concurrency muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>N in N/sqrt_concurrency must lie between 0 and 1</source>
        <translation>N in N/sqrt_concurrency muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>the divisor M in N/M must be greater than 0</source>
        <translation>der Divisor M in N/M muss größer als 0 sein</translation>
    </message>
    <message>
        <source>N/M must lie between 0 and 1 once divided</source>
        <translation>N/M muss nach der Division zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>must be 0 or at least 2</source>
        <translation>muss 0 oder mindestens 2 sein</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>muss mindestens %1 sein</translation>
    </message>
    <message>
        <source>must be at least 1 second</source>
        <translation>muss mindestens 1 Sekunde betragen</translation>
    </message>
    <message>
        <source>must be at least %1 seconds</source>
        <translation>muss mindestens %1 Sekunden betragen</translation>
    </message>
    <message>
        <source>must be at most %1 seconds</source>
        <translation>darf höchstens %1 Sekunden betragen</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>darf höchstens %1 sein</translation>
    </message>
    <message>
        <source>must be from %1 to %2 seconds</source>
        <translation>muss im Bereich von %1 bis %2 Sekunden liegen</translation>
    </message>
    <message>
        <source>must be from %1 to %2</source>
        <translation>muss im Bereich von %1 bis %2 liegen</translation>
    </message>
    <message>
        <source>must be a whole number: a JSON integer or a string of decimal digits</source>
        <translation>muss eine ganze Zahl sein: eine JSON-Ganzzahl oder eine Zeichenkette aus Dezimalziffern</translation>
    </message>
    <message>
        <source>must be a time: digits with an optional unit s, m, h, d or w and no blanks (for example 300s, 5m or 1h; no unit means seconds)</source>
        <translation>muss eine Zeitangabe sein: Ziffern mit optionaler Einheit s, m, h, d oder w und ohne Leerzeichen (zum Beispiel 300s, 5m oder 1h; ohne Einheit sind Sekunden gemeint)</translation>
    </message>
    <message>
        <source>must have the form name = value: %1</source>
        <translation>muss die Form name = value haben: %1</translation>
    </message>
    <message>
        <source>a parameter name is letters, digits and _ only: %1</source>
        <translation>ein Parametername besteht nur aus Buchstaben, Ziffern und _: %1</translation>
    </message>
    <message>
        <source>the value expands to more than %1 KB, the most the import accepts</source>
        <translation>der Wert wird zu mehr als %1 KB expandiert, mehr nimmt der Import nicht an</translation>
    </message>
    <message>
        <source>unterminated ${ (no closing }): %1</source>
        <translation>nicht abgeschlossenes ${ (schließende } fehlt): %1</translation>
    </message>
    <message>
        <source>unterminated $( (no closing )): %1</source>
        <translation>nicht abgeschlossenes $( (schließende ) fehlt): %1</translation>
    </message>
    <message>
        <source>a parameter name must follow ${: %1</source>
        <translation>auf ${ muss ein Parametername folgen: %1</translation>
    </message>
    <message>
        <source>a parameter name must follow $(: %1</source>
        <translation>auf $( muss ein Parametername folgen: %1</translation>
    </message>
    <message>
        <source>only ${name}, ${name?text} and ${name:text} are understood here: %1</source>
        <translation>hier werden nur ${name}, ${name?text} und ${name:text} verstanden: %1</translation>
    </message>
    <message>
        <source>a $ must be followed by a parameter name, {name} or (name), or be written $$: %1</source>
        <translation>auf ein $ muss ein Parametername, {name} oder (name) folgen, sonst ist es als $$ zu schreiben: %1</translation>
    </message>
    <message>
        <source>parameter references nest more than %1 deep (at $%2)</source>
        <translation>Parameterverweise sind mehr als %1 Ebenen tief verschachtelt (bei $%2)</translation>
    </message>
    <message>
        <source>parameter reference loop: %1</source>
        <translation>Schleife in Parameterverweisen: %1</translation>
    </message>
    <message>
        <source>refers to $%1, which %2 does not set (the import knows the defaults of the simulator&apos;s parameters only)</source>
        <translation>verweist auf $%1, das %2 nicht setzt (der Import kennt nur die Standardwerte der Parameter des Simulators)</translation>
    </message>
    <message>
        <source>the field %1 is missing</source>
        <translation>das Feld %1 fehlt</translation>
    </message>
    <message>
        <source>%1 must be a string</source>
        <translation>%1 muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB, the most a queue listing may have</source>
        <translation>die Datei ist größer als %1 MB, die Höchstgröße einer Warteschlangenliste</translation>
    </message>
    <message>
        <source>the line is longer than %1 MB, the most the import reads</source>
        <translation>die Zeile ist länger als %1 MB, mehr liest der Import nicht</translation>
    </message>
    <message>
        <source>brackets nest more than %1 deep: this is not postqueue -j output</source>
        <translation>Klammern sind mehr als %1 Ebenen tief verschachtelt: dies ist keine Ausgabe von postqueue -j</translation>
    </message>
    <message>
        <source>not valid JSON (at byte %1): %2</source>
        <translation>kein gültiges JSON (bei Byte %1): %2</translation>
    </message>
    <message>
        <source>holds a number too large to read: %1</source>
        <translation>enthält eine Zahl, die zu groß zum Einlesen ist: %1</translation>
    </message>
    <message>
        <source>must be a JSON object, one message a line: %1</source>
        <translation>muss ein JSON-Objekt sein, eine Nachricht pro Zeile: %1</translation>
    </message>
    <message>
        <source>queue_id must be 1 to 32 letters, digits, _, - or .: %1</source>
        <translation>queue_id muss aus 1 bis 32 Buchstaben, Ziffern, _, - oder . bestehen: %1</translation>
    </message>
    <message>
        <source>arrival_time must be a whole number of seconds, at least 0</source>
        <translation>arrival_time muss eine ganze Zahl von Sekunden sein, mindestens 0</translation>
    </message>
    <message>
        <source>queue_name must be maildrop, incoming, active, deferred or hold: %1</source>
        <translation>queue_name muss maildrop, incoming, active, deferred oder hold sein: %1</translation>
    </message>
    <message>
        <source>the queue_id %1 is already used at %2</source>
        <translation>die queue_id %1 wird bereits in %2 verwendet</translation>
    </message>
    <message>
        <source>recipients must be a non-empty list</source>
        <translation>recipients muss eine nicht leere Liste sein</translation>
    </message>
    <message>
        <source>the message has %1 recipients; the import takes at most %2 per message</source>
        <translation>die Nachricht hat %1 Empfänger; der Import nimmt höchstens %2 pro Nachricht an</translation>
    </message>
    <message>
        <source>more than %1 recipients in all, the most a scenario may hold</source>
        <translation>insgesamt mehr als %1 Empfänger, mehr kann ein Szenario nicht enthalten</translation>
    </message>
    <message>
        <source>%1 must be an object with an address</source>
        <translation>%1 muss ein Objekt mit dem Feld address sein</translation>
    </message>
    <message>
        <source>%1.address must be a string</source>
        <translation>%1.address muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>%1.address has no domain after its last @: %2</source>
        <translation>%1.address hat nach dem letzten @ keine Domain: %2</translation>
    </message>
    <message>
        <source>%1.address: the domain must be at most 254 printable ASCII characters without blanks, &quot; or \: %2</source>
        <translation>%1.address: die Domain darf höchstens 254 druckbare ASCII-Zeichen ohne Leerzeichen, &quot; oder \ haben: %2</translation>
    </message>
    <message>
        <source>step %1 is past the end of the run (%2 steps)</source>
        <translation>Schritt %1 liegt hinter dem Ende des Laufs (%2 Schritte)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be an integer</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a number or a string</source>
        <translation>muss eine Zahl oder eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be an object of main.cf parameters</source>
        <translation>muss ein Objekt mit main.cf-Parametern sein</translation>
    </message>
    <message>
        <source>must be an object of master.cf services</source>
        <translation>muss ein Objekt mit master.cf-Diensten sein</translation>
    </message>
    <message>
        <source>must be an object of destinations keyed by domain</source>
        <translation>muss ein Objekt mit Zielen sein, deren Schlüssel die Domains sind</translation>
    </message>
    <message>
        <source>must be a list (JSON array) of messages</source>
        <translation>muss eine Liste (JSON-Array) von Nachrichten sein</translation>
    </message>
    <message>
        <source>must be a list (JSON array) of bookmarks</source>
        <translation>muss eine Liste (JSON-Array) von Lesezeichen sein</translation>
    </message>
    <message>
        <source>must be an object such as {&quot;sqrt_feedback&quot;: true}</source>
        <translation>muss ein Objekt wie {&quot;sqrt_feedback&quot;: true} sein</translation>
    </message>
    <message>
        <source>must be an object such as {&quot;maxproc&quot;: 10}</source>
        <translation>muss ein Objekt wie {&quot;maxproc&quot;: 10} sein</translation>
    </message>
    <message>
        <source>must be an object of destination fields</source>
        <translation>muss ein Objekt mit den Feldern eines Ziels sein</translation>
    </message>
    <message>
        <source>must be an object with the keys id, arrival_ms and recipients</source>
        <translation>muss ein Objekt mit den Schlüsseln id, arrival_ms und recipients sein</translation>
    </message>
    <message>
        <source>must be a string (an address)</source>
        <translation>muss eine Zeichenkette (eine Adresse) sein</translation>
    </message>
    <message>
        <source>must be an integer count of recipients</source>
        <translation>muss eine ganze Zahl sein: die Anzahl der Empfänger</translation>
    </message>
    <message>
        <source>must be an object with the keys step, title and note</source>
        <translation>muss ein Objekt mit den Schlüsseln step, title und note sein</translation>
    </message>
    <message>
        <source>must be a list of addresses or an object {domain: count}</source>
        <translation>muss eine Liste von Adressen oder ein Objekt {Domain: Anzahl} sein</translation>
    </message>
    <message>
        <source>must be the string &quot;%1&quot;</source>
        <translation>muss die Zeichenkette &quot;%1&quot; sein</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>die Datei muss genau ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>binary values are not JSON</source>
        <translation>binäre Werte sind kein JSON</translation>
    </message>
    <message>
        <source>the file is empty; it must hold one JSON object</source>
        <translation>die Datei ist leer; sie muss genau ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>kein gültiges JSON in Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>unknown key; a scenario may have only %1</source>
        <translation>unbekannter Schlüssel; ein Szenario darf nur %1 enthalten</translation>
    </message>
    <message>
        <source>unknown field; a destination may have only %1</source>
        <translation>unbekanntes Feld; ein Ziel darf nur %1 enthalten</translation>
    </message>
    <message>
        <source>unknown key; a message may have only %1</source>
        <translation>unbekannter Schlüssel; eine Nachricht darf nur %1 enthalten</translation>
    </message>
    <message>
        <source>unknown key; a bookmark may have only %1</source>
        <translation>unbekannter Schlüssel; ein Lesezeichen darf nur %1 enthalten</translation>
    </message>
    <message>
        <source>unknown key; historical may have only %1 (README-era behaviour that Postfix 3.12 does not have)</source>
        <translation>unbekannter Schlüssel; historical darf nur %1 enthalten (Verhalten laut älteren READMEs, das Postfix 3.12 nicht hat)</translation>
    </message>
    <message>
        <source>is required and must be &quot;%1&quot;</source>
        <translation>ist erforderlich und muss &quot;%1&quot; sein</translation>
    </message>
    <message>
        <source>is required: an object of destinations keyed by domain</source>
        <translation>ist erforderlich: ein Objekt mit Zielen, deren Schlüssel die Domains sind</translation>
    </message>
    <message>
        <source>is required: a list (JSON array) of messages</source>
        <translation>ist erforderlich: eine Liste (JSON-Array) von Nachrichten</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>is required: a list of addresses or an object {domain: count}</source>
        <translation>ist erforderlich: eine Liste von Adressen oder ein Objekt {Domain: Anzahl}</translation>
    </message>
    <message>
        <source>is required: the number of steps applied (0 = the start)</source>
        <translation>ist erforderlich: die Zahl der ausgeführten Schritte (0 = der Anfang)</translation>
    </message>
    <message>
        <source>is required: a short title</source>
        <translation>ist erforderlich: ein kurzer Titel</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <source>cannot read the file: it is a directory</source>
        <translation>die Datei kann nicht gelesen werden: sie ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>cannot read the file: it is not a regular file (a FIFO, socket or device)</source>
        <translation>die Datei kann nicht gelesen werden: sie ist keine reguläre Datei (sondern ein FIFO, ein Socket oder ein Gerät)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot read the file: a read error occurred</source>
        <translation>die Datei kann nicht gelesen werden: ein Lesefehler ist aufgetreten</translation>
    </message>
    <message>
        <source>must be an integer from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears more than once in the same object</source>
        <translation>der Schlüssel &quot;%1&quot; kommt im selben Objekt mehrfach vor</translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes, the most qmgrlab reads for one scenario</source>
        <translation>die Datei ist größer als %1 Bytes, das Maximum, das qmgrlab für ein Szenario einliest</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid transport name (letters, digits, _, - and . only, starting with a letter or digit, and not retry or error)</source>
        <translation>&quot;%1&quot; ist kein gültiger Transportname (nur Buchstaben, Ziffern, _, - und ., beginnend mit einem Buchstaben oder einer Ziffer, und nicht retry oder error)</translation>
    </message>
    <message>
        <source>unknown parameter: %1</source>
        <translation>unbekannter Parameter: %1</translation>
    </message>
    <message>
        <source>unknown parameter: qmgrlab models only the scheduling parameters of its parameter table (such as default_delivery_slot_cost) and their per-transport forms (such as smtp_delivery_slot_cost)</source>
        <translation>unbekannter Parameter: qmgrlab bildet nur die Scheduling-Parameter seiner Parametertabelle (etwa default_delivery_slot_cost) und deren transportspezifische Formen (etwa smtp_delivery_slot_cost) nach</translation>
    </message>
    <message>
        <source>the domain &quot;%1&quot; has no entry in destinations, and there is no &quot;*&quot; entry</source>
        <translation>die Domain &quot;%1&quot; hat keinen Eintrag in destinations, und es gibt keinen Eintrag &quot;*&quot;</translation>
    </message>
    <message>
        <source>must be an integer (a JSON number without a fraction or exponent)</source>
        <translation>muss eine ganze Zahl sein (eine JSON-Zahl ohne Nachkommastellen oder Exponent)</translation>
    </message>
    <message>
        <source>too many messages: a scenario may hold at most %1 messages</source>
        <translation>zu viele Nachrichten: ein Szenario darf höchstens %1 Nachrichten enthalten</translation>
    </message>
    <message>
        <source>too many recipients: a scenario may hold at most %1 recipients over all its messages</source>
        <translation>zu viele Empfänger: ein Szenario darf über alle Nachrichten zusammen höchstens %1 Empfänger enthalten</translation>
    </message>
    <message>
        <source>must be at most %1 characters</source>
        <translation>darf höchstens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>the domain must not be empty</source>
        <translation>die Domain darf nicht leer sein</translation>
    </message>
    <message>
        <source>the domain is longer than %1 characters (an address is at most 254)</source>
        <translation>die Domain ist länger als %1 Zeichen (eine Adresse hat höchstens 254)</translation>
    </message>
    <message>
        <source>the domain may contain only printable ASCII characters and no blanks</source>
        <translation>die Domain darf nur druckbare ASCII-Zeichen und keine Leerzeichen enthalten</translation>
    </message>
    <message>
        <source>the domain must not contain &quot; or \</source>
        <translation>die Domain darf weder &quot; noch \ enthalten</translation>
    </message>
    <message>
        <source>the domain must not contain @</source>
        <translation>die Domain darf kein @ enthalten</translation>
    </message>
    <message>
        <source>an address is at most 254 characters</source>
        <translation>eine Adresse darf höchstens 254 Zeichen lang sein</translation>
    </message>
    <message>
        <source>an address may contain only printable ASCII characters and no blanks</source>
        <translation>eine Adresse darf nur druckbare ASCII-Zeichen und keine Leerzeichen enthalten</translation>
    </message>
    <message>
        <source>an address must have the form local@domain</source>
        <translation>eine Adresse muss die Form local@domain haben</translation>
    </message>
    <message>
        <source>the local part of the address (before its last @) must not be empty</source>
        <translation>der lokale Teil der Adresse (vor ihrem letzten @) darf nicht leer sein</translation>
    </message>
    <message>
        <source>the domain of the address (after its last @) must not be empty</source>
        <translation>die Domain der Adresse (nach ihrem letzten @) darf nicht leer sein</translation>
    </message>
    <message>
        <source>the domain of the address must not contain &quot; or \</source>
        <translation>die Domain der Adresse darf weder &quot; noch \ enthalten</translation>
    </message>
    <message>
        <source>may contain only letters, digits, _, - and .</source>
        <translation>darf nur Buchstaben, Ziffern, _, - und . enthalten</translation>
    </message>
    <message>
        <source>a lesson may hold at most %1 bookmarks</source>
        <translation>eine Lektion darf höchstens %1 Lesezeichen enthalten</translation>
    </message>
    <message>
        <source>must be greater than the previous bookmark&apos;s step (%1): bookmarks are listed in the order of the run, one per step</source>
        <translation>muss größer sein als der Schritt des vorigen Lesezeichens (%1): Lesezeichen stehen in der Reihenfolge des Laufs, eines pro Schritt</translation>
    </message>
    <message>
        <source>must be one line without control characters</source>
        <translation>muss eine einzige Zeile ohne Steuerzeichen sein</translation>
    </message>
    <message>
        <source>may contain line breaks but no other control characters</source>
        <translation>darf Zeilenumbrüche, aber keine anderen Steuerzeichen enthalten</translation>
    </message>
    <message>
        <source>is marked as a number, but &quot;%1&quot; is not a JSON number</source>
        <translation>ist als Zahl gekennzeichnet, aber &quot;%1&quot; ist keine JSON-Zahl</translation>
    </message>
    <message>
        <source>differs only in case from the key &quot;%1&quot;; domains are matched without regard to case</source>
        <translation>unterscheidet sich vom Schlüssel &quot;%1&quot; nur in der Groß-/Kleinschreibung; Domains werden ohne Rücksicht auf Groß-/Kleinschreibung verglichen</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used by %2</source>
        <translation>die ID &quot;%1&quot; wird bereits von %2 verwendet</translation>
    </message>
    <message>
        <source>must not be earlier than the previous message&apos;s arrival_ms (%1): messages are listed in arrival order</source>
        <translation>darf nicht früher liegen als arrival_ms der vorigen Nachricht (%1): Nachrichten stehen in der Reihenfolge ihrer Ankunft</translation>
    </message>
    <message>
        <source>must be a non-empty list of addresses or a non-empty object {domain: count}</source>
        <translation>muss eine nicht leere Liste von Adressen oder ein nicht leeres Objekt {Domain: Anzahl} sein</translation>
    </message>
    <message>
        <source>must be either a list of addresses or an object {domain: count}, not both</source>
        <translation>muss entweder eine Liste von Adressen oder ein Objekt {Domain: Anzahl} sein, nicht beides</translation>
    </message>
    <message>
        <source>not a parameter the simulation uses</source>
        <translation>kein Parameter, den die Simulation verwendet</translation>
    </message>
    <message>
        <source>there is no delivery agent %1 in %2</source>
        <translation>in %2 gibt es keinen Zustellagenten %1</translation>
    </message>
    <message>
        <source>there is no delivery agent %1 among Postfix&apos;s stock transports</source>
        <translation>unter den Standardtransporten von Postfix gibt es keinen Zustellagenten %1</translation>
    </message>
    <message>
        <source>Postfix&apos;s default</source>
        <translation>Postfix-Standardwert</translation>
    </message>
    <message>
        <source>the transport %1 cannot be simulated: a transport name is letters, digits, _, - and ., and not retry or error</source>
        <translation>der Transport %1 lässt sich nicht simulieren: ein Transportname besteht aus Buchstaben, Ziffern, _, - und . und ist weder retry noch error</translation>
    </message>
    <message>
        <source>$%1 is not set, so %2 is left out of the list.</source>
        <translation>$%1 ist nicht gesetzt, daher wird %2 in der Liste weggelassen.</translation>
    </message>
    <message>
        <source>the lookup table %1 cannot be read by the import and is left out; use a transport map for its domains.</source>
        <translation>die Lookup-Tabelle %1 kann der Import nicht lesen, sie wird weggelassen; verwenden Sie für ihre Domains eine Transport-Map.</translation>
    </message>
    <message>
        <source>Without master.cf, the delivery agents of Postfix&apos;s stock master.cf are assumed: smtp, relay, local, virtual and lmtp, each with maxproc default_process_limit.</source>
        <translation>Ohne master.cf werden die Zustellagenten der Standard-master.cf von Postfix angenommen: smtp, relay, local, virtual und lmtp, jeweils mit maxproc default_process_limit.</translation>
    </message>
    <message>
        <source>the service %1 is Postfix-internal (or not a transport name) and is not simulated.</source>
        <translation>der Dienst %1 ist Postfix-intern (oder kein Transportname) und wird nicht simuliert.</translation>
    </message>
    <message>
        <source>%1: maxproc - (default_process_limit, %2) for %3.</source>
        <translation>%1: maxproc - (default_process_limit, %2) für %3.</translation>
    </message>
    <message>
        <source>transport map entry %1</source>
        <translation>Eintrag %1 der Transport-Map</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>für %1</translation>
    </message>
    <message>
        <source>every other domain</source>
        <translation>alle anderen Domains</translation>
    </message>
    <message>
        <source>arrival_time is %1 s after the oldest message&apos;s; a scenario&apos;s clock reaches at most %2 s (24 days)</source>
        <translation>arrival_time liegt %1 s nach der Ankunft der ältesten Nachricht; die Uhr eines Szenarios reicht höchstens bis %2 s (24 Tage)</translation>
    </message>
    <message>
        <source>1 message is handed to the queue manager at their arrival times, counted from the oldest; their recipients are counted by domain (addresses are not copied) and message sizes are not simulated.</source>
        <translation>1 Nachricht wird dem Queue-Manager zu ihrer Ankunftszeit übergeben, gezählt ab der ältesten; ihre Empfänger werden nach Domain gezählt (Adressen werden nicht übernommen), Nachrichtengrößen werden nicht simuliert.</translation>
    </message>
    <message>
        <source>%1 messages are handed to the queue manager at their arrival times, counted from the oldest; their recipients are counted by domain (addresses are not copied) and message sizes are not simulated.</source>
        <translation>%1 Nachrichten werden dem Queue-Manager zu ihren Ankunftszeiten übergeben, gezählt ab der ältesten; ihre Empfänger werden nach Domain gezählt (Adressen werden nicht übernommen), Nachrichtengrößen werden nicht simuliert.</translation>
    </message>
    <message>
        <source>1 message on hold left out: the queue manager does not see held mail.</source>
        <translation>1 zurückgehaltene Nachricht (hold) weggelassen: der Queue-Manager sieht zurückgehaltene Post nicht.</translation>
    </message>
    <message>
        <source>%1 messages on hold left out: the queue manager does not see held mail.</source>
        <translation>%1 zurückgehaltene Nachrichten (hold) weggelassen: der Queue-Manager sieht zurückgehaltene Post nicht.</translation>
    </message>
    <message>
        <source>Every destination is assumed to take %1 ms per delivery (per_rcpt_ms 0), to accept any number of sessions (server_limit 0) and to be up, a failed delivery taking %2 ms: the files cannot tell these. Change them in the editor, in the &quot;*&quot; destination or in one destination.</source>
        <translation>Für jedes Ziel wird angenommen, dass eine Zustellung %1 ms dauert (per_rcpt_ms 0), dass es beliebig viele Sitzungen annimmt (server_limit 0), dass es erreichbar ist und dass eine fehlgeschlagene Zustellung %2 ms dauert: die Dateien sagen darüber nichts. Ändern Sie diese Werte im Editor, im Ziel &quot;*&quot; oder in einem einzelnen Ziel.</translation>
    </message>
    <message>
        <source>is larger than %1 MB, the most the import reads</source>
        <translation>ist größer als %1 MB, mehr liest der Import nicht</translation>
    </message>
    <message>
        <source>sweep parameter %1: %2</source>
        <translation>Sweep-Parameter %1: %2</translation>
    </message>
    <message>
        <source>sweep parameter %1: %2: %3</source>
        <translation>Sweep-Parameter %1: %2: %3</translation>
    </message>
    <message>
        <source>a range must have the form FROM..TO or FROM..TO:STEP, each a decimal number with at most %1 decimals</source>
        <translation>ein Bereich muss die Form FROM..TO oder FROM..TO:STEP haben, jeweils als Dezimalzahl mit höchstens %1 Nachkommastellen</translation>
    </message>
    <message>
        <source>STEP must not be 0</source>
        <translation>STEP darf nicht 0 sein</translation>
    </message>
    <message>
        <source>STEP must be positive to count up from FROM to TO</source>
        <translation>STEP muss positiv sein, um von FROM aufwärts bis TO zu zählen</translation>
    </message>
    <message>
        <source>STEP must be negative to count down from FROM to TO</source>
        <translation>STEP muss negativ sein, um von FROM abwärts bis TO zu zählen</translation>
    </message>
    <message>
        <source>the range is empty: FROM is greater than TO (give a negative STEP to count down)</source>
        <translation>der Bereich ist leer: FROM ist größer als TO (geben Sie zum Abwärtszählen einen negativen STEP an)</translation>
    </message>
    <message>
        <source>the range has more than %1 points</source>
        <translation>die Anzahl der Punkte im Bereich ist größer als %1</translation>
    </message>
    <message>
        <source>a value is empty; give V1,V2,... or FROM..TO[:STEP]</source>
        <translation>ein Wert ist leer; geben Sie V1,V2,... oder FROM..TO[:STEP] an</translation>
    </message>
    <message>
        <source>the value %1 is given more than once</source>
        <translation>der Wert %1 ist mehrfach angegeben</translation>
    </message>
    <message>
        <source>the list has more than %1 values</source>
        <translation>die Anzahl der Werte in der Liste ist größer als %1</translation>
    </message>
    <message>
        <source>must have the form NAME=V1,V2,... or NAME=FROM..TO[:STEP]</source>
        <translation>muss die Form NAME=V1,V2,... oder NAME=FROM..TO[:STEP] haben</translation>
    </message>
    <message>
        <source>is swept more than once</source>
        <translation>wird im Sweep mehrfach variiert</translation>
    </message>
    <message>
        <source>a sweep varies at most %1 parameters</source>
        <translation>ein Sweep variiert höchstens %1 Parameter</translation>
    </message>
    <message>
        <source>the grid would have %1 points, more than %2</source>
        <translation>das Raster hätte %1 Punkte, mehr als %2</translation>
    </message>
    <message>
        <source>value %1: %2</source>
        <translation>Wert %1: %2</translation>
    </message>
    <message>
        <source>must have the form &quot;domain transport&quot;: %1</source>
        <translation>muss die Form &quot;domain transport&quot; haben: %1</translation>
    </message>
    <message>
        <source>the transport before &apos;:&apos; is missing: %1</source>
        <translation>der Transport vor &apos;:&apos; fehlt: %1</translation>
    </message>
    <message>
        <source>the domain %1 is already listed at %2</source>
        <translation>die Domain %1 ist bereits in %2 aufgeführt</translation>
    </message>
    <message>
        <source>must be true, false or a list of intervals [start_ms, end_ms]</source>
        <translation>muss true, false oder eine Liste von Intervallen [start_ms, end_ms] sein</translation>
    </message>
    <message>
        <source>must be a list of intervals [start_ms, end_ms]</source>
        <translation>muss eine Liste von Intervallen [start_ms, end_ms] sein</translation>
    </message>
    <message>
        <source>must be an interval [start_ms, end_ms] of two integers</source>
        <translation>muss ein Intervall [start_ms, end_ms] aus zwei ganzen Zahlen sein</translation>
    </message>
    <message>
        <source>must be a list of local parts (strings)</source>
        <translation>muss eine Liste lokaler Teile (Zeichenketten) sein</translation>
    </message>
    <message>
        <source>unknown key; a master.cf service may have only %1</source>
        <translation>unbekannter Schlüssel; ein master.cf-Dienst darf nur %1 enthalten</translation>
    </message>
    <message>
        <source>may contain only printable ASCII characters and no blanks</source>
        <translation>darf nur druckbare ASCII-Zeichen und keine Leerzeichen enthalten</translation>
    </message>
    <message>
        <source>the interval must end after it starts (start_ms &lt; end_ms)</source>
        <translation>das Intervall muss enden, nachdem es beginnt (start_ms &lt; end_ms)</translation>
    </message>
    <message>
        <source>starts the message in the deferred queue, so the scenario needs &quot;deferred_queue&quot;: true</source>
        <translation>beginnt die Nachricht in der Warteschlange deferred, also braucht das Szenario &quot;deferred_queue&quot;: true</translation>
    </message>
    <message>
        <source>holding a transport&apos;s mail until an administrator flushes it is outside the simulation: every transport delivers</source>
        <translation>die Mail eines Transports zurückzuhalten, bis ein Administrator sie freigibt, liegt außerhalb der Simulation: Jeder Transport stellt zu</translation>
    </message>
    <message>
        <source>the queue manager reads it only from main.cf and from the qmgr service&apos;s -o, so a delivery agent&apos;s -o has no effect on the server either (the queue manager&apos;s setting is %1 in main.cf)</source>
        <translation>der Queue-Manager liest ihn nur aus main.cf und aus den -o des Dienstes qmgr, also wirkt das -o eines Zustellagenten auch auf dem Server nicht (die Einstellung des Queue-Managers ist %1 in main.cf)</translation>
    </message>
    <message>
        <source>recipients deferred in the run wait there and are tried again after their backoff until maximal_queue_lifetime, as on the server</source>
        <translation>im Lauf zurückgestellte Empfänger warten dort und werden nach ihrer Wartezeit erneut versucht, bis maximal_queue_lifetime, wie auf dem Server</translation>
    </message>
    <message>
        <source>The deferred queue is on: the listing has deferred mail; %1.</source>
        <translation>Die Warteschlange deferred ist eingeschaltet: Die Liste enthält zurückgestellte Mail; %1.</translation>
    </message>
    <message>
        <source>The deferred queue is on: %1 sets %2; %3.</source>
        <translation>Die Warteschlange deferred ist eingeschaltet: %1 setzt %2; %3.</translation>
    </message>
    <message>
        <source>1 message came from the deferred queue: it arrives in the deferred queue and waits for the retry time its age gives at the listing&apos;s time, taken as the newest arrival (%1 s): that time plus its age, kept within minimal_backoff_time %2 s .. maximal_backoff_time %3 s (its deferred_until_ms, %4 s).</source>
        <translation>1 Nachricht stammt aus der Warteschlange deferred: Sie kommt in der Warteschlange deferred an und wartet auf die Wiederholungszeit, die ihr Alter zum Zeitpunkt der Liste ergibt, angenommen als die neueste Ankunft (%1 s): dieser Zeitpunkt plus ihr Alter, gehalten innerhalb minimal_backoff_time %2 s .. maximal_backoff_time %3 s (ihr deferred_until_ms, %4 s).</translation>
    </message>
    <message>
        <source>%1 messages came from the deferred queue: each arrives in the deferred queue and waits for the retry time its age gives at the listing&apos;s time, taken as the newest arrival (%2 s): that time plus its age, kept within minimal_backoff_time %3 s .. maximal_backoff_time %4 s (its deferred_until_ms; the latest is %5 s).</source>
        <translation>%1 Nachrichten stammen aus der Warteschlange deferred: Jede kommt in der Warteschlange deferred an und wartet auf die Wiederholungszeit, die ihr Alter zum Zeitpunkt der Liste ergibt, angenommen als die neueste Ankunft (%2 s): dieser Zeitpunkt plus ihr Alter, gehalten innerhalb minimal_backoff_time %3 s .. maximal_backoff_time %4 s (ihr deferred_until_ms; die späteste ist %5 s).</translation>
    </message>
    <message>
        <source>must be a list (JSON array) of view names such as [&quot;destinations&quot;, &quot;pools&quot;]</source>
        <translation>muss eine Liste (JSON-Array) von Ansichtsnamen sein, etwa [&quot;destinations&quot;, &quot;pools&quot;]</translation>
    </message>
    <message>
        <source>must be a string (a view name)</source>
        <translation>muss eine Zeichenkette sein (ein Ansichtsname)</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;; the lecture layout can show %2</source>
        <translation>unbekannte Ansicht &quot;%1&quot;; die Vorlesungsanordnung kann %2 zeigen</translation>
    </message>
    <message>
        <source>names the view &quot;%1&quot; a second time (first at lecture_views[%2])</source>
        <translation>nennt die Ansicht &quot;%1&quot; ein zweites Mal (zuerst bei lecture_views[%2])</translation>
    </message>
    <message>
        <source>%1: the scenario has no transport %2 (it has %3), so the setting would change nothing</source>
        <translation>%1: das Szenario hat keinen Transport %2 (es hat %3), die Einstellung würde also nichts ändern</translation>
    </message>
    <message>
        <source>not valid JSON (at byte %1): a NUL byte (a listing is text)</source>
        <translation>kein gültiges JSON (bei Byte %1): ein NUL-Byte (eine Auflistung ist Text)</translation>
    </message>
    <message>
        <source>%1.address: the domain * cannot be simulated: in a scenario, * stands for every other destination</source>
        <translation>%1.address: die Domain * kann nicht simuliert werden: in einem Szenario steht * für jedes andere Ziel</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: a NUL byte (a scenario is text)</source>
        <translation>kein gültiges JSON in Zeile %1, Spalte %2: ein NUL-Byte (ein Szenario ist Text)</translation>
    </message>
    <message>
        <source>the entry %1 (every other domain) is left out: the import routes the domains no entry names by default_transport.</source>
        <translation>der Eintrag %1 (jede andere Domain) wird ausgelassen: der Import leitet die Domains, die kein Eintrag nennt, über default_transport.</translation>
    </message>
    <message>
        <source>the entry %1 is a regular expression; the import reads exact domains only and leaves it out.</source>
        <translation>der Eintrag %1 ist ein regulärer Ausdruck; der Import liest nur exakte Domains und lässt ihn aus.</translation>
    </message>
    <message>
        <source>the entry %1 matches subdomains; the import reads exact domains only and leaves it out.</source>
        <translation>der Eintrag %1 gilt für Subdomains; der Import liest nur exakte Domains und lässt ihn aus.</translation>
    </message>
    <message>
        <source>the entry %1 is for addresses, not a whole domain; the import reads exact domains only and leaves it out.</source>
        <translation>der Eintrag %1 gilt für Adressen, nicht für eine ganze Domain; der Import liest nur exakte Domains und lässt ihn aus.</translation>
    </message>
    <message>
        <source>the value is empty; Postfix refuses an empty number rather than taking the default</source>
        <translation>der Wert ist leer; Postfix lehnt eine leere Zahl ab, statt den Standardwert zu nehmen</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB, the most a shard may have</source>
        <translation>die Datei ist größer als %1 MB, das Höchstmaß für einen Teil (Shard)</translation>
    </message>
    <message>
        <source>the run has not ended after %1 steps (%2 s of simulated time), the most qmgrlab takes; set stop_ms to end it earlier</source>
        <translation>der Lauf ist nach %1 Schritten (%2 s simulierter Zeit), dem Höchstmaß von qmgrlab, nicht zu Ende; stop_ms beendet ihn früher</translation>
    </message>
    <message>
        <source>%1: is a directory, not a log file</source>
        <translation>%1: ist ein Verzeichnis, keine Logdatei</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: no line starts with a time stamp qmgrlab reads (syslog&apos;s &quot;Mmm dd HH:MM:SS&quot;, &quot;YYYY Mmm dd HH:MM:SS&quot; or RFC 3339 &quot;YYYY-MM-DDTHH:MM:SS+00:00&quot;): is it a mail log?</source>
        <translation>%1: keine Zeile beginnt mit einem Zeitstempel, den qmgrlab liest (syslogs „Mmm dd HH:MM:SS“, „YYYY Mmm dd HH:MM:SS“ oder RFC 3339 „YYYY-MM-DDTHH:MM:SS+00:00“): ist es ein Mail-Log?</translation>
    </message>
    <message>
        <source>the log&apos;s time stamps have no year: its first line is taken to be in %1</source>
        <translation>die Zeitstempel des Logs haben keine Jahreszahl: seine erste Zeile wird dem Jahr %1 zugerechnet</translation>
    </message>
    <message>
        <source>the line is longer than 65536 bytes: only its start is read</source>
        <translation>die Zeile ist länger als 65536 Bytes: nur ihr Anfang wird gelesen</translation>
    </message>
    <message>
        <source>binary data (control characters such as NUL) where a log line should be; such lines are passed over</source>
        <translation>Binärdaten (Steuerzeichen wie NUL), wo eine Logzeile stehen sollte; solche Zeilen werden übersprungen</translation>
    </message>
    <message>
        <source>%1 is not a syslog line (time stamp, host, program[pid]: text); such lines are passed over</source>
        <translation>%1 ist keine Syslog-Zeile (Zeitstempel, Host, Programm[PID]: Text); solche Zeilen werden übersprungen</translation>
    </message>
    <message>
        <source>the time %1 is %2 s earlier than the line before (%3): lines out of order are read with their own times</source>
        <translation>die Zeit %1 liegt %2 s vor der der vorigen Zeile (%3): Zeilen außer der Reihe werden mit ihrer eigenen Zeit gelesen</translation>
    </message>
    <message>
        <source>the log&apos;s time stamps have no zone: their offset from UTC is taken to be %1, from the time in the long queue ID %2</source>
        <translation>die Zeitstempel des Logs haben keine Zeitzone: ihr Abstand zu UTC wird als %1 angenommen, nach der Zeit in der langen Queue-ID %2</translation>
    </message>
    <message>
        <source>the queue ID %1 arrives again before its message&apos;s removal was logged: the earlier message is closed here</source>
        <translation>die Queue-ID %1 kommt erneut an, bevor das Entfernen ihrer Nachricht protokolliert wurde: die frühere Nachricht wird hier abgeschlossen</translation>
    </message>
    <message>
        <source>a %1 line of a form qmgrlab does not know: %2; such lines are counted and passed over</source>
        <translation>eine %1-Zeile in einer Form, die qmgrlab nicht kennt: %2; solche Zeilen werden gezählt und übersprungen</translation>
    </message>
    <message>
        <source>no queue manager line (qmgr from=, removed) in the log (lines read: %1): no message can be followed; is this the mail log of a Postfix server?</source>
        <translation>keine Zeile des Queue-Managers (qmgr from=, removed) im Log (gelesene Zeilen: %1): keiner Nachricht kann gefolgt werden; ist das das Mail-Log eines Postfix-Servers?</translation>
    </message>
    <message>
        <source>the compressed file ends early (a truncated .gz); lines read before it: %1</source>
        <translation>die komprimierte Datei endet zu früh (eine abgeschnittene .gz); davor gelesene Zeilen: %1</translation>
    </message>
    <message>
        <source>the compressed data is damaged (%1); lines read before it: %2</source>
        <translation>die komprimierten Daten sind beschädigt (%1); davor gelesene Zeilen: %2</translation>
    </message>
    <message>
        <source>reading failed (%1); lines read before it: %2</source>
        <translation>das Lesen ist fehlgeschlagen (%1); davor gelesene Zeilen: %2</translation>
    </message>
    <message>
        <source>a {text} operand may be followed only by blanks, or by :{text} after ?{text}: %1</source>
        <translation>auf einen Operanden {text} dürfen nur Leerzeichen folgen, nach ?{text} auch :{text}: %1</translation>
    </message>
    <message>
        <source>A retry time past the end of the scenario clock is cut to that end, %1 s: the latest the ages give is %2 s.</source>
        <translation>Eine Wiederholungszeit nach dem Ende der Szenario-Uhr wird auf dieses Ende gekürzt, %1 s: die späteste, die sich aus den Altern ergibt, ist %2 s.</translation>
    </message>
    <message>
        <source>in N/M, N must lie between 0 and %1 and M between 1/%1 and %1, written in at most %2 characters (Postfix takes any other N/M for malformed)</source>
        <translation>in N/M muss N zwischen 0 und %1 liegen und M zwischen 1/%1 und %1, geschrieben mit höchstens %2 Zeichen (jedes andere N/M hält Postfix für fehlerhaft)</translation>
    </message>
    <message>
        <source>the quoted field at column %1 has no closing quote (a field may not span lines)</source>
        <translation>dem Feld in Anführungszeichen ab Spalte %1 fehlt das schließende Anführungszeichen (ein Feld darf nicht über mehrere Zeilen gehen)</translation>
    </message>
    <message>
        <source>a quoted field must be followed by a comma or the end of the row, at column %1</source>
        <translation>auf ein Feld in Anführungszeichen muss ein Komma oder das Zeilenende folgen, in Spalte %1</translation>
    </message>
    <message>
        <source>holds a NUL byte: a shard&apos;s CSV is text</source>
        <translation>enthält ein NUL-Byte: die CSV-Datei eines Teils (Shard) ist Text</translation>
    </message>
    <message>
        <source>the header&apos;s first column must be &apos;point&apos;, not %1</source>
        <translation>die erste Spalte der Kopfzeile muss „point“ sein, nicht %1</translation>
    </message>
    <message>
        <source>the header %1 differs from %2&apos;s %3</source>
        <translation>die Kopfzeile %1 weicht von der Kopfzeile %3 in %2 ab</translation>
    </message>
    <message>
        <source>the row has 1 field but the header has %1</source>
        <translation>die Zeile hat 1 Feld, die Kopfzeile aber %1</translation>
    </message>
    <message>
        <source>the row has %1 fields but the header has %2</source>
        <translation>die Zeile hat %1 Felder, die Kopfzeile aber %2</translation>
    </message>
    <message>
        <source>the row must start with its point number (1 or more), not %1</source>
        <translation>die Zeile muss mit der Nummer ihres Punkts beginnen (1 oder mehr), nicht mit %1</translation>
    </message>
    <message>
        <source>point %1 is already in %2:%3</source>
        <translation>Punkt %1 steht schon in %2:%3</translation>
    </message>
    <message>
        <source>point %1 is already at line %2</source>
        <translation>Punkt %1 steht schon in Zeile %2</translation>
    </message>
    <message>
        <source>the file is empty: a shard&apos;s CSV starts with a header line</source>
        <translation>die Datei ist leer: die CSV-Datei eines Teils (Shard) beginnt mit einer Kopfzeile</translation>
    </message>
    <message>
        <source>no shard files to merge</source>
        <translation>keine Dateien von Teilen (Shards) zum Zusammenführen</translation>
    </message>
    <message>
        <source>1 point is missing from the shards (%1)</source>
        <translation>1 Punkt fehlt in den Teilen (%1)</translation>
    </message>
    <message>
        <source>%1 points are missing from the shards (%2)</source>
        <translation>%1 Punkte fehlen in den Teilen (%2)</translation>
    </message>
    <message>
        <source>the run has not ended after %1 steps and %2 trace events (%3 s of simulated time), the most events qmgrlab takes; set stop_ms to end it earlier</source>
        <translation>der Lauf ist nach %1 Schritten und %2 Trace-Ereignissen (%3 s simulierter Zeit), dem Höchstmaß an Ereignissen von qmgrlab, nicht zu Ende; stop_ms beendet ihn früher</translation>
    </message>
    <message>
        <source>the run has not ended after %1 steps (%2 s of simulated time), and keeping more of it would take over %3 MB, the most qmgrlab keeps; set stop_ms to end it earlier</source>
        <translation>der Lauf ist nach %1 Schritten (%2 s simulierter Zeit) nicht zu Ende, und mehr davon zu behalten bräuchte über %3 MB, mehr als qmgrlab behält; stop_ms beendet ihn früher</translation>
    </message>
    <message>
        <source>the run cannot go on after %1 steps (%2 s of simulated time): its next event would fall after the end of the simulated clock (%3 ms, about 292 million years); shorter delays keep a run within it</source>
        <translation>der Lauf kann nach %1 Schritten (%2 s simulierter Zeit) nicht weitergehen: sein nächstes Ereignis fiele hinter das Ende der simulierten Uhr (%3 ms, etwa 292 Millionen Jahre); kürzere Wartezeiten halten einen Lauf darin</translation>
    </message>
    <message>
        <source>%1 ... (lines in all: %2)</source>
        <translation>%1 ... (Zeilen insgesamt: %2)</translation>
    </message>
    <message>
        <source>The log delivers %1 by the transport %2, the server&apos;s files route it to %3: the log&apos;s transport is taken.</source>
        <translation>Das Log stellt %1 über den Transport %2 zu, die Dateien des Servers leiten es an %3: der Transport des Logs wird genommen.</translation>
    </message>
    <message>
        <source>Destinations that take the transport (master.cf service) their delivery lines name: %1; the others take the one the server&apos;s files choose.</source>
        <translation>Ziele, die den Transport (master.cf-Dienst) nehmen, den ihre Zustellzeilen nennen: %1; die übrigen nehmen den, den die Dateien des Servers wählen.</translation>
    </message>
    <message>
        <source>The deferred queue is on: the log shows mail deferred, tried again or queued before it starts; deferred recipients are tried again after their backoff, as on the server.</source>
        <translation>Die Warteschlange deferred ist eingeschaltet: Das Log zeigt zurückgestellte, erneut versuchte oder schon vor seinem Beginn eingereihte Mail; zurückgestellte Empfänger werden nach ihrer Wartezeit erneut versucht, wie auf dem Server.</translation>
    </message>
    <message>
        <source>The deferred queue is scanned every queue_run_delay (%1 s) at the moments the re-activations in the log tell (%2 of them): the replay&apos;s clock starts at such a moment, %3.</source>
        <translation>Die Warteschlange deferred wird alle queue_run_delay (%1 s) durchsucht, zu den Zeitpunkten, die die erneuten Aktivierungen im Log zeigen (%2 davon): die Uhr der Wiedergabe beginnt an einem solchen Zeitpunkt, %3.</translation>
    </message>
    <message>
        <source>The delivery agents of the transport %1 could not be started (its mail was deferred as &quot;mail transport unavailable&quot;: %3): the replay breaks them at those moments (%2 of them).</source>
        <translation>Die Zustellagenten des Transports %1 konnten nicht gestartet werden (seine Mail wurde als „mail transport unavailable“ zurückgestellt: %3): die Wiedergabe lässt sie zu diesen Zeitpunkten ausfallen (%2 davon).</translation>
    </message>
    <message>
        <source>Replayed: messages %1, recipients %2, logged lines %3. Each delivery has the logged outcome and takes the time the log shows: handed over when the log says (to its rounding), it ends when the log says; attempts timed by their logged c + d alone, where the log&apos;s clock and b disagree (a clock of whole seconds): %4. The run stops at the log&apos;s last line.</source>
        <translation>Wiedergegeben: Nachrichten %1, Empfänger %2, protokollierte Zeilen %3. Jede Zustellung hat das protokollierte Ergebnis und dauert so lange, wie das Log zeigt: wird sie übergeben, wann das Log sagt (auf seine Rundung genau), endet sie, wann das Log sagt; Versuche, die allein ihr protokolliertes c + d bemisst, weil die Uhr des Logs und b nicht zusammenpassen (eine Uhr mit ganzen Sekunden): %4. Der Lauf endet an der letzten Zeile des Logs.</translation>
    </message>
    <message>
        <source>Messages queued before the log starts: %1. They wait in the deferred queue from their arrival and are due at the scan that activated them (their first line).</source>
        <translation>Nachrichten, die schon vor dem Beginn des Logs eingereiht waren: %1. Sie warten ab ihrer Ankunft in der Warteschlange deferred und sind bei dem Durchlauf fällig, der sie aktiviert hat (ihre erste Zeile).</translation>
    </message>
    <message>
        <source>Messages that arrived more than 24 days before the log&apos;s end, further back than the scenario&apos;s clock reaches, arrive at its start: %1.</source>
        <translation>Nachrichten, die mehr als 24 Tage vor dem Ende des Logs ankamen, weiter zurück, als die Uhr des Szenarios reicht, kommen an ihrem Anfang an: %1.</translation>
    </message>
    <message>
        <source>Recipients counted by nrcpt= that no line names (the log ends before they are tried): %1. Each is added as unlogged-N at the most frequent domain of its message, its delivery still under way at the log&apos;s end; where that makes logged recipients share its delivery (they would get no line), at another domain of its message or at unlogged.invalid; where the logged recipients show the place one took in the queue manager&apos;s sort, it is named to sort there (LOCAL_unlogged-N).</source>
        <translation>Von nrcpt= gezählte Empfänger, die keine Zeile nennt (das Log endet, bevor sie versucht werden): %1. Jeder wird als unlogged-N in der häufigsten Domain seiner Nachricht hinzugefügt; seine Zustellung läuft am Ende des Logs noch. Wo dadurch geloggte Empfänger seine Zustellung teilen würden (sie bekämen keine Zeile), kommt er in eine andere Domain seiner Nachricht oder nach unlogged.invalid. Wo die geloggten Empfänger zeigen, welchen Platz einer in der Sortierung des Queue-Managers einnahm, bekommt er einen Namen, der dort einsortiert wird (LOKAL_unlogged-N).</translation>
    </message>
    <message>
        <source>Recipient addresses left out with their lines (a scenario&apos;s address is local@domain of printable characters without blanks): %1.</source>
        <translation>Mit ihren Zeilen ausgelassene Empfängeradressen (eine Adresse im Szenario ist local@domain aus druckbaren Zeichen ohne Leerzeichen): %1.</translation>
    </message>
    <message>
        <source>Delivery lines left out for a status other than sent, deferred or bounced (address verification): %1.</source>
        <translation>Wegen eines anderen Status als sent, deferred oder bounced ausgelassene Zustellzeilen (Adressprüfung): %1.</translation>
    </message>
    <message>
        <source>Messages left out with arrival lines only (never handed to the queue manager): %1.</source>
        <translation>Ausgelassene Nachrichten mit nur Ankunftszeilen (nie an den Queue-Manager übergeben): %1.</translation>
    </message>
    <message>
        <source>must be a list (JSON array) with a list of attempts for each recipient</source>
        <translation>muss eine Liste (JSON-Array) mit einer Liste von Versuchen für jeden Empfänger sein</translation>
    </message>
    <message>
        <source>must be a list (JSON array) of attempts</source>
        <translation>muss eine Liste (JSON-Array) von Versuchen sein</translation>
    </message>
    <message>
        <source>must be an object with the keys ms and outcome</source>
        <translation>muss ein Objekt mit den Schlüsseln ms und outcome sein</translation>
    </message>
    <message>
        <source>must be &quot;sent&quot;, &quot;deferred&quot;, &quot;bounced&quot; or &quot;refused&quot;</source>
        <translation>muss &quot;sent&quot;, &quot;deferred&quot;, &quot;bounced&quot; oder &quot;refused&quot; sein</translation>
    </message>
    <message>
        <source>is required: how long the attempt kept its delivery agent</source>
        <translation>ist erforderlich: wie lange der Versuch seinen Zustellagenten belegt hat</translation>
    </message>
    <message>
        <source>is required: sent, deferred, bounced or refused</source>
        <translation>ist erforderlich: sent, deferred, bounced oder refused</translation>
    </message>
    <message>
        <source>unknown key; an attempt may have only %1</source>
        <translation>unbekannter Schlüssel; ein Versuch darf nur %1 enthalten</translation>
    </message>
    <message>
        <source>needs the recipients as a list of addresses: the object form {domain: count} names no recipient to give attempts to</source>
        <translation>braucht die Empfänger als Liste von Adressen: die Objektform {domain: count} nennt keinen Empfänger, dem Versuche gehören könnten</translation>
    </message>
    <message>
        <source>must hold one list of attempts for each recipient, in the order of recipients (recipients: %1, lists: %2)</source>
        <translation>muss für jeden Empfänger eine Liste von Versuchen enthalten, in der Reihenfolge von recipients (Empfänger: %1, Listen: %2)</translation>
    </message>
    <message>
        <source>a recipient may have at most %1 attempts</source>
        <translation>ein Empfänger darf höchstens %1 Versuche haben</translation>
    </message>
    <message>
        <source>too many attempts: a scenario may hold at most %1 attempts over all its messages</source>
        <translation>zu viele Versuche: ein Szenario darf über alle seine Nachrichten höchstens %1 Versuche enthalten</translation>
    </message>
    <message>
        <source>must be an integer from 0 to the attempt&apos;s ms (%1): the connection set-up is part of the attempt</source>
        <translation>muss eine ganze Zahl von 0 bis zum ms des Versuchs (%1) sein: der Verbindungsaufbau ist Teil des Versuchs</translation>
    </message>
    <message>
        <source>needs start_ms: it is how far from start_ms a hand-over still counts as the logged one</source>
        <translation>braucht start_ms: es gibt an, wie weit von start_ms entfernt eine Übergabe noch als die protokollierte gilt</translation>
    </message>
    <message>
        <source>must be a status code such as 4.2.0 (2, 4 or 5, then two numbers of one to three digits, joined by dots)</source>
        <translation>muss ein Statuscode wie 4.2.0 sein (2, 4 oder 5, dann zwei Zahlen mit einer bis drei Ziffern, durch Punkte verbunden)</translation>
    </message>
    <message>
        <source>must be a time in RFC 3339 with its zone, such as 2024-03-14T08:00:00+01:00</source>
        <translation>muss eine Zeit in RFC 3339 mit Zeitzone sein, etwa 2024-03-14T08:00:00+01:00</translation>
    </message>
    <message>
        <source>%1_destination_concurrency_limit = %2: the most deliveries to %3 the log shows in flight at once (%4); the default is %5.</source>
        <translation>%1_destination_concurrency_limit = %2: die meisten Zustellungen an %3, die das Log gleichzeitig in Arbeit zeigt (%4); der Standardwert ist %5.</translation>
    </message>
    <message>
        <source>%1_destination_rate_delay = %2s: %3 had one delivery at a time, and gaps of at least that while mail waited: %4 (the shortest between %5).</source>
        <translation>%1_destination_rate_delay = %2s: %3 hatte jeweils nur eine Zustellung, und Pausen von mindestens dieser Länge, während Mail wartete: %4 (die kürzeste zwischen %5).</translation>
    </message>
    <message>
        <source>master.cf: maxproc %1 for %2: the most of its deliveries the log shows in flight at once (%3; processes over the log: %4).</source>
        <translation>master.cf: maxproc %1 für %2: die meisten seiner Zustellungen, die das Log gleichzeitig in Arbeit zeigt (%3; Prozesse über das ganze Log: %4).</translation>
    </message>
    <message>
        <source>Without master.cf, the delivery agents of Postfix&apos;s stock master.cf are assumed: smtp, relay, local, virtual and lmtp, each with maxproc default_process_limit (%1) but those whose maxproc the log shows (below).</source>
        <translation>Ohne master.cf werden die Zustellagenten der Standard-master.cf von Postfix angenommen: smtp, relay, local, virtual und lmtp, jeweils mit maxproc default_process_limit (%1), außer denen, deren maxproc das Log zeigt (unten).</translation>
    </message>
    <message>
        <source>must be an object of translations keyed by language, such as {&quot;de&quot;: {&quot;title&quot;: ...}}</source>
        <translation>muss ein Objekt von Übersetzungen mit der Sprache als Schlüssel sein, etwa {&quot;de&quot;: {&quot;title&quot;: ...}}</translation>
    </message>
    <message>
        <source>must be an object with the keys title, description and lesson (each optional)</source>
        <translation>muss ein Objekt mit den Schlüsseln title, description und lesson sein (jeder optional)</translation>
    </message>
    <message>
        <source>must be a list (JSON array) of bookmark translations</source>
        <translation>muss eine Liste (JSON-Array) von Übersetzungen von Lesezeichen sein</translation>
    </message>
    <message>
        <source>is required: the step of the bookmark it translates</source>
        <translation>ist erforderlich: der Schritt des Lesezeichens, das übersetzt wird</translation>
    </message>
    <message>
        <source>unknown key; a bookmark&apos;s translation may have only %1</source>
        <translation>unbekannter Schlüssel; die Übersetzung eines Lesezeichens darf nur %1 haben</translation>
    </message>
    <message>
        <source>unknown key; a translation may have only %1</source>
        <translation>unbekannter Schlüssel; eine Übersetzung darf nur %1 haben</translation>
    </message>
    <message>
        <source>must keep the live figure %1 of the English text (a translation names the same figures, in any order)</source>
        <translation>muss die Live-Zahl %1 des englischen Texts behalten (eine Übersetzung nennt dieselben Zahlen, in beliebiger Reihenfolge)</translation>
    </message>
    <message>
        <source>names the live figure %1, which the English text does not (a translation names the same figures, in any order)</source>
        <translation>nennt die Live-Zahl %1, die der englische Text nicht nennt (eine Übersetzung nennt dieselben Zahlen, in beliebiger Reihenfolge)</translation>
    </message>
    <message>
        <source>a scenario may hold at most %1 translations</source>
        <translation>ein Szenario darf höchstens %1 Übersetzungen enthalten</translation>
    </message>
    <message>
        <source>the scenario&apos;s own texts are English: a translation is into another language</source>
        <translation>die eigenen Texte des Szenarios sind englisch: eine Übersetzung ist in eine andere Sprache</translation>
    </message>
    <message>
        <source>is not a language code: translations are keyed by two or three small letters, such as de or cs</source>
        <translation>ist kein Sprachcode: Übersetzungen werden mit zwei oder drei Kleinbuchstaben angegeben, etwa de oder cs</translation>
    </message>
    <message>
        <source>must not be empty (leave the key out to show the English text)</source>
        <translation>darf nicht leer sein (den Schlüssel weglassen, um den englischen Text zu zeigen)</translation>
    </message>
    <message>
        <source>must be greater than the previous translation&apos;s step (%1): bookmarks are translated in the lesson&apos;s order, each once</source>
        <translation>muss größer sein als der Schritt der vorigen Übersetzung (%1): Lesezeichen werden in der Reihenfolge der Lektion übersetzt, jedes einmal</translation>
    </message>
    <message>
        <source>no bookmark of the lesson is at step %1: a bookmark&apos;s translation names the step of the bookmark it translates</source>
        <translation>kein Lesezeichen der Lektion liegt bei Schritt %1: die Übersetzung eines Lesezeichens nennt den Schritt des Lesezeichens, das sie übersetzt</translation>
    </message>
    <message>
        <source>the run has not ended after %1 steps (%2 s of simulated time) and has read %3 recipients from queue files, the most qmgrlab reads (a message read again at every retry does this); set stop_ms to end it earlier</source>
        <translation>der Lauf ist nach %1 Schritten (%2 s simulierter Zeit) nicht zu Ende und hat %3 Empfänger aus Warteschlangendateien eingelesen, das Höchstmaß, das qmgrlab einliest (so geht es einer Nachricht, die bei jedem neuen Versuch wieder eingelesen wird); stop_ms beendet ihn früher</translation>
    </message>
    <message>
        <source>the scenario has no transport &quot;%1&quot;; its transports are %2</source>
        <translation>das Szenario hat keinen Transport &quot;%1&quot;; seine Transporte sind %2</translation>
    </message>
    <message>
        <source>Senders with control or formatting characters (shown as ?) or longer than %1 characters (cut short): %2.</source>
        <translation>Absender mit Steuer- oder Formatierungszeichen (als ? gezeigt) oder länger als %1 Zeichen (gekürzt): %2.</translation>
    </message>
    <message>
        <source>must be one line without control or formatting characters</source>
        <translation>muss eine Zeile ohne Steuer- oder Formatierungszeichen sein</translation>
    </message>
    <message>
        <source>is empty, the null sender: the message needs &quot;null_sender&quot;: true</source>
        <translation>ist leer, also der leere Absender: die Nachricht braucht &quot;null_sender&quot;: true</translation>
    </message>
    <message>
        <source>names a sender, but the message has &quot;null_sender&quot;: true (its sender is &quot;&quot;)</source>
        <translation>nennt einen Absender, aber die Nachricht hat &quot;null_sender&quot;: true (ihr Absender ist &quot;&quot;)</translation>
    </message>
    <message>
        <source>%1: is empty: it has no line to read</source>
        <translation>%1: ist leer: Die Datei hat keine Zeile zu lesen</translation>
    </message>
    <message>
        <source>no queue manager line names a message qmgrlab can follow: the log&apos;s %1 qmgr lines, the first of them here, have no queue ID as Postfix writes them (5 to 40 letters and digits before the colon, as in 4TwJD5469Nz3: or 1A2B3C4D5E:): %2</source>
        <translation>keine Zeile des Queue-Managers nennt eine Nachricht, der qmgrlab folgen kann: Die %1 qmgr-Zeilen des Logs, die erste davon hier, haben keine Queue-ID, wie Postfix sie schreibt (5 bis 40 Buchstaben und Ziffern vor dem Doppelpunkt, wie in 4TwJD5469Nz3: oder 1A2B3C4D5E:): %2</translation>
    </message>
    <message>
        <source>Greylisting replies (deferrals whose reply speaks of greylisting): %1; destinations that gave them: %2 (%3). Each is replayed as the logged deferral with its reply and tried again after its backoff, as any deferral.</source>
        <translation>Greylisting-Antworten (Zurückstellungen, deren Antwort von Greylisting spricht): %1; Ziele, die sie gaben: %2 (%3). Jede wird als die protokollierte Zurückstellung mit ihrer Antwort wiedergegeben und nach ihrem Backoff erneut versucht, wie jede Zurückstellung.</translation>
    </message>
    <message>
        <source>Messages re-injected by a content filter: %1 (the first: %2, from %3). The replay holds each as a message of its own, arriving when the log shows it; the filter&apos;s delivery is one of the first message&apos;s.</source>
        <translation>Von einem Inhaltsfilter wieder eingespeiste Nachrichten: %1 (die erste: %2, aus %3). Die Wiedergabe führt jede als eigene Nachricht, die ankommt, wann das Log es zeigt; die Zustellung an den Filter gehört zur ersten Nachricht.</translation>
    </message>
    <message>
        <source>Postfix lines the replay does not need, passed over: %1 (%2).</source>
        <translation>Postfix-Zeilen, die die Wiedergabe nicht braucht, übergangen: %1 (%2).</translation>
    </message>
    <message>
        <source>Lines of other programs, passed over: %1 (%2).</source>
        <translation>Zeilen anderer Programme, übergangen: %1 (%2).</translation>
    </message>
    <message>
        <source>Postfix lines of a form qmgrlab does not know, passed over: %1 (%2).</source>
        <translation>Postfix-Zeilen in einer Form, die qmgrlab nicht kennt, übergangen: %1 (%2).</translation>
    </message>
    <message>
        <source>Lines that are not syslog lines, passed over: %1.</source>
        <translation>Zeilen, die keine Syslog-Zeilen sind, übergangen: %1.</translation>
    </message>
    <message>
        <source>Lines of binary data, passed over: %1.</source>
        <translation>Zeilen mit Binärdaten, übergangen: %1.</translation>
    </message>
    <message>
        <source>of master.cf only a delivery agent&apos;s process limit can be varied, named as postconf -F names it: SERVICE/unix/maxproc</source>
        <translation>von master.cf lässt sich nur das Prozesslimit eines Zustellagenten variieren, benannt wie postconf -F es benennt: SERVICE/unix/maxproc</translation>
    </message>
    <message>
        <source>maxproc must be - (default_process_limit) or a number from 1 to 2147483647</source>
        <translation>maxproc muss - (default_process_limit) oder eine Zahl von 1 bis 2147483647 sein</translation>
    </message>
    <message>
        <source>variant %1 changes nothing for the transport %2: its own maxproc %3 (master.cf) stays; vary it as %2/unix/maxproc=N</source>
        <translation>Variante %1 ändert nichts für den Transport %2: Sein eigenes maxproc %3 (master.cf) bleibt; variieren Sie es als %2/unix/maxproc=N</translation>
    </message>
    <message>
        <source>variant %1 changes nothing for the transport %2: its own %3 = %4 stays; vary it as %3=VALUE</source>
        <translation>Variante %1 ändert nichts für den Transport %2: Sein eigenes %3 = %4 bleibt; variieren Sie es als %3=WERT</translation>
    </message>
    <message>
        <source>the lecture layout shows no view &quot;%1&quot; for this scenario; a bookmark can show %2 (the views lecture_views names, the job list and the agent lanes)</source>
        <translation>die Vorlesungsanordnung zeigt für dieses Szenario keine Ansicht &quot;%1&quot;; ein Lesezeichen kann %2 zeigen (die Ansichten aus lecture_views, die Jobliste und die Agentenspuren)</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1: Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1 (lines of this kind: %2)</source>
        <translation>%1 (Zeilen dieser Art: %2)</translation>
    </message>
    <message>
        <source>Messages that arrived before the log starts but were taken from the incoming queue, not the deferred one (activated sooner after their arrival than minimal_backoff_time, the shortest wait of a retry): %1 (the first: %2, %3). They arrive at the log&apos;s first line.</source>
        <translation>Nachrichten, die vor dem Beginn des Logs ankamen, aber aus der Warteschlange incoming genommen wurden, nicht aus deferred (aktiviert früher nach ihrer Ankunft als minimal_backoff_time, die kürzeste Wartezeit eines neuen Versuchs): %1 (die erste: %2, %3). Sie kommen mit der ersten Zeile des Logs an.</translation>
    </message>
    <message>
        <source>%1_destination_recipient_limit = %2: a message&apos;s recipients at one destination went in requests of at most %2 (%3); the default is %4.</source>
        <translation>%1_destination_recipient_limit = %2: Die Empfänger einer Nachricht an einem Ziel gingen in Aufträgen von höchstens %2 hinaus (%3); der Standardwert ist %4.</translation>
    </message>
    <message>
        <source>%1_destination_recipient_limit = %2: the most recipients of one delivery the log shows (%3), more than the default %4.</source>
        <translation>%1_destination_recipient_limit = %2: die meisten Empfänger einer Zustellung, die das Log zeigt (%3), mehr als der Standardwert %4.</translation>
    </message>
    <message>
        <source>Messages left out that the queue manager expired (status=expired, returned to sender) with no delivery line in the log: %1.</source>
        <translation>Ausgelassene Nachrichten, die der Queue-Manager hat ablaufen lassen (status=expired, an den Absender zurück), ohne Zustellzeile im Log: %1.</translation>
    </message>
    <message>
        <source>journalctl&apos;s marker lines (&quot;-- Boot ... --&quot; and the like), passed over: %1.</source>
        <translation>Markierungszeilen von journalctl („-- Boot ... --“ und ähnliche), übergangen: %1.</translation>
    </message>
    <message>
        <source>variant %1: %2 = %3 was inferred from deliveries one at a time under the inferred rate delay of %4 s (%5), and a rate delay allows no more; with a shorter one the variant takes the default concurrency limit %6 instead. Give --main-cf, or vary %2=N, for the server&apos;s own.</source>
        <translation>Variante %1: %2 = %3 wurde aus Zustellungen einzeln nacheinander unter der erschlossenen Ratenverzögerung von %4 s (%5) erschlossen, und eine Ratenverzögerung lässt nicht mehr zu; mit einer kürzeren nimmt die Variante stattdessen das Standard-Parallelitätslimit %6. Geben Sie --main-cf an oder variieren Sie %2=N, um den Wert des Servers zu verwenden.</translation>
    </message>
    <message>
        <source>variant %1: maxproc %2 for %3 was inferred from the log (the most of its deliveries in flight at once: %4), a lower bound of the server&apos;s; the variant takes it up to %5, its concurrency limit, and %5 still bounds all of %3&apos;s destinations together. Give --master-cf, or vary %3/unix/maxproc=N, for the server&apos;s own.</source>
        <translation>Variante %1: maxproc %2 für %3 wurde aus dem Log erschlossen (die meisten seiner Zustellungen gleichzeitig in Arbeit: %4), eine untere Schranke des Werts des Servers; die Variante hebt es auf %5, ihr Parallelitätslimit, und %5 begrenzt weiterhin alle Ziele von %3 zusammen. Geben Sie --master-cf an oder variieren Sie %3/unix/maxproc=N, um den Wert des Servers zu verwenden.</translation>
    </message>
    <message>
        <source>variant %1: maxproc %2 for %3 was inferred from the log (the most of its deliveries in flight at once: %4), a lower bound of the server&apos;s, and still bounds all of %3&apos;s destinations together. Give --master-cf, or vary %3/unix/maxproc=N, for the server&apos;s own.</source>
        <translation>Variante %1: maxproc %2 für %3 wurde aus dem Log erschlossen (die meisten seiner Zustellungen gleichzeitig in Arbeit: %4), eine untere Schranke des Werts des Servers, und begrenzt weiterhin alle Ziele von %3 zusammen. Geben Sie --master-cf an oder variieren Sie %3/unix/maxproc=N, um den Wert des Servers zu verwenden.</translation>
    </message>
    <message>
        <source>variant %1 changes nothing for the transport %2: its own maxproc %3, inferred from the mail log (the most of its deliveries in flight at once; no master.cf given), stays; vary it as %2/unix/maxproc=N</source>
        <translation>Variante %1 ändert nichts für den Transport %2: Sein eigenes maxproc %3, aus dem Mail-Log erschlossen (die meisten seiner Zustellungen gleichzeitig in Arbeit; keine master.cf angegeben), bleibt; variieren Sie es als %2/unix/maxproc=N</translation>
    </message>
    <message>
        <source>variant %1 changes nothing for the transport %2: its own %3 = %4, inferred from the mail log (no main.cf given), stays; vary it as %3=VALUE</source>
        <translation>Variante %1 ändert nichts für den Transport %2: Sein eigenes %3 = %4, aus dem Mail-Log erschlossen (keine main.cf angegeben), bleibt; variieren Sie es als %3=WERT</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui</name>
    <message>
        <source> … (%1 slots in all)</source>
        <translation> … (%1 Slots insgesamt)</translation>
    </message>
    <message>
        <source>transport %1</source>
        <translation>Transport %1</translation>
    </message>
    <message>
        <source>all transports</source>
        <translation>alle Transporte</translation>
    </message>
    <message>
        <source>step %1 of %2, t = %3 s</source>
        <translation>Schritt %1 von %2, t = %3 s</translation>
    </message>
    <message>
        <source>%1: no such transport in the scenario</source>
        <translation>%1: diesen Transport gibt es im Szenario nicht</translation>
    </message>
    <message>
        <source>qmgrlab delivery-slot timeline</source>
        <translation>qmgrlab – Zeitleiste der Zustellslots</translation>
    </message>
    <message>
        <source>Lesson bookmarks past the end</source>
        <translation>Lesezeichen der Lektion nach dem Ende</translation>
    </message>
    <message>
        <source>With this change the run ends before these lesson bookmarks: %1. Applying it removes them from the scenario.</source>
        <translation>Mit dieser Änderung endet der Lauf vor diesen Lesezeichen der Lektion: %1. Wird sie übernommen, werden sie aus dem Szenario entfernt.</translation>
    </message>
    <message>
        <source>Apply and remove them</source>
        <translation>Übernehmen und entfernen</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Mail log (*.log)</source>
        <translation>Mail-Log (*.log)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::BackgroundRecording</name>
    <message>
        <source>%1: nothing to replay: the log shows no message the queue manager handled (lines read: %2)%3</source>
        <translation>%1: nichts wiederzugeben: Das Log zeigt keine Nachricht, die der Queue-Manager bearbeitet hat (gelesene Zeilen: %2)%3</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::CompareMetricsModel</name>
    <message>
        <source>Lower is better.</source>
        <translation>Niedriger ist besser.</translation>
    </message>
    <message>
        <source>Higher is better.</source>
        <translation>Höher ist besser.</translation>
    </message>
    <message>
        <source>Better than the first variant.</source>
        <translation>Besser als die erste Variante.</translation>
    </message>
    <message>
        <source>Worse than the first variant.</source>
        <translation>Schlechter als die erste Variante.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
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
        <translation>Wert von Variante %1 minus Wert der ersten Variante</translation>
    </message>
    <message>
        <source>Recipients delivered</source>
        <translation>Zugestellte Empfänger</translation>
    </message>
    <message>
        <source>Recipients deferred</source>
        <translation>Zurückgestellte Empfänger</translation>
    </message>
    <message>
        <source>Recipient delay, average</source>
        <translation>Verzögerung je Empfänger, Mittel</translation>
    </message>
    <message>
        <source>Recipient delay, median</source>
        <translation>Verzögerung je Empfänger, Median</translation>
    </message>
    <message>
        <source>Recipient delay, 95th percentile</source>
        <translation>Verzögerung je Empfänger, 95. Perzentil</translation>
    </message>
    <message>
        <source>Recipient delay, longest</source>
        <translation>Verzögerung je Empfänger, längste</translation>
    </message>
    <message>
        <source>Message delay, average</source>
        <translation>Verzögerung je Nachricht, Mittel</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>Verdrängungen</translation>
    </message>
    <message>
        <source>Deepest preemption stack level</source>
        <translation>Tiefste Ebene des Verdrängungsstapels</translation>
    </message>
    <message>
        <source>Times a job became a blocker</source>
        <translation>Wie oft ein Job zum Blocker wurde</translation>
    </message>
    <message>
        <source>Time with a blocker job</source>
        <translation>Zeit mit einem Blocker-Job</translation>
    </message>
    <message>
        <source>Largest slot inflation of a message</source>
        <translation>Größte Slot-Streckung einer Nachricht</translation>
    </message>
    <message>
        <source>Delivery attempts</source>
        <translation>Zustellversuche</translation>
    </message>
    <message>
        <source>Share of recipients deferred</source>
        <translation>Anteil zurückgestellter Empfänger</translation>
    </message>
    <message>
        <source>Concurrency window, average</source>
        <translation>Parallelitätsfenster, Mittel</translation>
    </message>
    <message>
        <source>Concurrency window, standard deviation</source>
        <translation>Parallelitätsfenster, Standardabweichung</translation>
    </message>
    <message>
        <source>Destinations declared dead</source>
        <translation>Für tot erklärte Ziele</translation>
    </message>
    <message>
        <source>Agent utilisation</source>
        <translation>Auslastung der Agenten</translation>
    </message>
    <message>
        <source>Feedback window, average</source>
        <translation>Rückkopplungsfenster, Mittel</translation>
    </message>
    <message>
        <source>Feedback window, standard deviation</source>
        <translation>Rückkopplungsfenster, Standardabweichung</translation>
    </message>
    <message>
        <source>Recipients bounced</source>
        <translation>Abgewiesene Empfänger</translation>
    </message>
    <message>
        <source>Deferrals of a recipient, in all</source>
        <translation>Zurückstellungen von Empfängern, insgesamt</translation>
    </message>
    <message>
        <source>Delivery attempts per recipient</source>
        <translation>Zustellversuche je Empfänger</translation>
    </message>
    <message>
        <source>Time in the deferred queue, average</source>
        <translation>Zeit in der Deferred-Queue, Durchschnitt</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Run ended at</source>
        <translation>Lauf endete um</translation>
    </message>
    <message>
        <source>Last delivery ended at</source>
        <translation>Letzte Zustellung endete um</translation>
    </message>
    <message>
        <source>Most recipients in memory at once</source>
        <translation>Größte Zahl an Empfängern im Speicher</translation>
    </message>
    <message>
        <source>Failed deliveries</source>
        <translation>Gescheiterte Zustellungen</translation>
    </message>
    <message>
        <source>Failed deliveries per recipient</source>
        <translation>Gescheiterte Zustellungen je Empfänger</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::CompareTimelines</name>
    <message>
        <source>simulated time</source>
        <translation>simulierte Zeit</translation>
    </message>
    <message>
        <source>decision number</source>
        <translation>Entscheidungsnummer</translation>
    </message>
    <message>
        <source>What the same position means for every variant: the same simulated time, or the same number of decisions (entry selections) made</source>
        <translation>Was dieselbe Position für jede Variante bedeutet: dieselbe simulierte Zeit oder dieselbe Anzahl getroffener Entscheidungen (Auswahl von Einträgen)</translation>
    </message>
    <message>
        <source>Step back, all variants together</source>
        <translation>Schritt zurück, alle Varianten gemeinsam</translation>
    </message>
    <message>
        <source>Play all variants together</source>
        <translation>Alle Varianten gemeinsam abspielen</translation>
    </message>
    <message>
        <source>Step forward, all variants together</source>
        <translation>Schritt vorwärts, alle Varianten gemeinsam</translation>
    </message>
    <message>
        <source>The shared position of every variant</source>
        <translation>Die gemeinsame Position aller Varianten</translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>Align by:</source>
        <translation>Ausrichten nach:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The first variant&apos;s delivery-slot string</source>
        <translation>Die Zustellslot-Folge der ersten Variante</translation>
    </message>
    <message>
        <source>Delivery-slot string; outlined: a different message than the first variant&apos;s at the same slot</source>
        <translation>Zustellslot-Folge; umrandet: eine andere Nachricht als bei der ersten Variante im selben Slot</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>step %1 of %2 · decision %3 of %4 · t = %5 s</source>
        <translation>Schritt %1 von %2 · Entscheidung %3 von %4 · t = %5 s</translation>
    </message>
    <message>
        <source>t = %1 s of %2 s</source>
        <translation>t = %1 s von %2 s</translation>
    </message>
    <message>
        <source>decision %1 of %2</source>
        <translation>Entscheidung %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>(%n slots in all)</source>
        <translation>
            <numerusform>(%n Slot insgesamt)</numerusform>
            <numerusform>(%n Slots insgesamt)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no delivery on this transport)</source>
        <translation>(keine Zustellung auf diesem Transport)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>Position of every variant</source>
        <translation>Position aller Varianten</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::CompareWindow</name>
    <message>
        <source>&amp;Add variant</source>
        <translation>Variante &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Run variants</source>
        <translation>Varianten &amp;ausführen</translation>
    </message>
    <message>
        <source>Compare — %1</source>
        <translation>Vergleich — %1</translation>
    </message>
    <message>
        <source>1: base</source>
        <translation>1: Basis</translation>
    </message>
    <message>
        <source>The scenario as it is, with Postfix&apos;s defaults.</source>
        <translation>Das Szenario, wie es ist, mit den Postfix-Standardwerten.</translation>
    </message>
    <message>
        <source>The scenario as it is:
%1</source>
        <translation>Das Szenario, wie es ist:
%1</translation>
    </message>
    <message>
        <source>Add another variant (at most %1 in all)</source>
        <translation>Eine weitere Variante hinzufügen (höchstens %1 insgesamt)</translation>
    </message>
    <message>
        <source>Run every variant to its end and compare them</source>
        <translation>Jede Variante bis zum Ende ausführen und die Varianten vergleichen</translation>
    </message>
    <message>
        <source>Each variant&apos;s figures and their difference to the first; the better value is bold</source>
        <translation>Die Kennzahlen jeder Variante und ihr Unterschied zur ersten; der bessere Wert ist fett</translation>
    </message>
    <message>
        <source>Export &amp;image…</source>
        <translation>&amp;Bild exportieren…</translation>
    </message>
    <message>
        <source>Save the timelines and the table as one PNG, SVG or PDF</source>
        <translation>Die Zeitleisten und die Tabelle als ein PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Save the metrics table as CSV</source>
        <translation>Die Kennzahlentabelle als CSV speichern</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Comparison</source>
        <translation>&amp;Vergleich</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Remove variant</source>
        <translation>Variante entfernen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n marked cell(s) to fix before the variants can run (the tooltip says why).</source>
        <translation>
            <numerusform>%n markierte Zelle muss korrigiert werden, bevor die Varianten laufen können (der Tooltip nennt den Grund).</numerusform>
            <numerusform>%n markierte Zellen müssen korrigiert werden, bevor die Varianten laufen können (der Tooltip nennt den Grund).</numerusform>
        </translation>
    </message>
    <message>
        <source>Add a variant to compare with the base.</source>
        <translation>Fügen Sie eine Variante hinzu, um sie mit der Basis zu vergleichen.</translation>
    </message>
    <message>
        <source>Double-click a cell to enter a main.cf parameter and its value, then run.</source>
        <translation>Doppelklicken Sie auf eine Zelle, um einen main.cf-Parameter und seinen Wert einzugeben, und führen Sie dann aus.</translation>
    </message>
    <message>
        <source>base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Variant %1 does not fit in memory.</source>
        <translation>Variante %1 passt nicht in den Speicher.</translation>
    </message>
    <message>
        <source>Variant %1: %2</source>
        <translation>Variante %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) run to their end.</source>
        <translation>
            <numerusform>%n Variante bis zum Ende ausgeführt.</numerusform>
            <numerusform>%n Varianten bis zum Ende ausgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run the variants first.</source>
        <translation>Führen Sie zuerst die Varianten aus.</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export metrics</source>
        <translation>Kennzahlen exportieren</translation>
    </message>
    <message>
        <source>Metrics of the variants</source>
        <translation>Kennzahlen der Varianten</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::Course</name>
    <message>
        <source>How the scheduler picks the next entry</source>
        <translation>Wie der Scheduler den nächsten Eintrag wählt</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>Verdrängung</translation>
    </message>
    <message>
        <source>Blockers and destination concurrency limits</source>
        <translation>Blocker und Parallelitätsgrenzen der Ziele</translation>
    </message>
    <message>
        <source>Memory: recipient limits</source>
        <translation>Speicher: Empfängergrenzen</translation>
    </message>
    <message>
        <source>Concurrency scheduling</source>
        <translation>Steuerung der Parallelität</translation>
    </message>
    <message>
        <source>Rate delays and the deferred queue</source>
        <translation>Ratenverzögerungen und die Deferred-Warteschlange</translation>
    </message>
    <message>
        <source>Round robin over transports and destinations</source>
        <translation>Reihum über Transporte und Ziele</translation>
    </message>
    <message>
        <source>Which entry goes first?</source>
        <translation>Welcher Eintrag geht zuerst?</translation>
    </message>
    <message>
        <source>Free delivery slots: 12131415</source>
        <translation>Freie Zustellslots: 12131415</translation>
    </message>
    <message>
        <source>Will it be 12131415?</source>
        <translation>Wird es 12131415?</translation>
    </message>
    <message>
        <source>Slot loan: a big mail and two small ones</source>
        <translation>Slot-Vorschuss: eine große Mail und zwei kleine</translation>
    </message>
    <message>
        <source>Will the two small mails wait for the big one?</source>
        <translation>Warten die zwei kleinen Mails auf die große?</translation>
    </message>
    <message>
        <source>No discount: the same three mails</source>
        <translation>Kein Rabatt: dieselben drei Mails</translation>
    </message>
    <message>
        <source>Without the discount, when may the small mails go?</source>
        <translation>Ohne Rabatt: wann dürfen die kleinen Mails los?</translation>
    </message>
    <message>
        <source>Postfix&apos;s defaults: a list and single mails</source>
        <translation>Die Standardwerte von Postfix: eine Liste und einzelne Mails</translation>
    </message>
    <message>
        <source>Will every single mail overtake the list at once?</source>
        <translation>Überholt jede einzelne Mail die Liste sofort?</translation>
    </message>
    <message>
        <source>Recursive preemption: 1000, 100 and 10 recipients</source>
        <translation>Rekursive Verdrängung: 1000, 100 und 10 Empfänger</translation>
    </message>
    <message>
        <source>Can a job that preempted another be preempted in turn?</source>
        <translation>Kann ein Job, der einen anderen verdrängt hat, selbst verdrängt werden?</translation>
    </message>
    <message>
        <source>A candidate too big to overtake</source>
        <translation>Ein Kandidat, zu groß zum Überholen</translation>
    </message>
    <message>
        <source>Which mail may overtake the list?</source>
        <translation>Welche Mail darf die Liste überholen?</translation>
    </message>
    <message>
        <source>Blocker jobs: free agents, busy destinations</source>
        <translation>Blocker-Jobs: freie Agenten, ausgelastete Ziele</translation>
    </message>
    <message>
        <source>Agents are free, the destinations busy: who gets the next delivery?</source>
        <translation>Agenten frei, Ziele ausgelastet: wer bekommt die nächste Zustellung?</translation>
    </message>
    <message>
        <source>Preempted twice: siblings and an adoptive parent</source>
        <translation>Zweimal verdrängt: Geschwister und ein Adoptivelternteil</translation>
    </message>
    <message>
        <source>What happens to the jobs that preempted a finished job?</source>
        <translation>Was wird aus den Jobs, die einen fertigen Job verdrängt haben?</translation>
    </message>
    <message>
        <source>Recipient limits: a list read in batches</source>
        <translation>Empfängergrenzen: eine Liste, in Portionen eingelesen</translation>
    </message>
    <message>
        <source>How does a big list get through a small memory?</source>
        <translation>Wie kommt eine große Liste durch einen kleinen Speicher?</translation>
    </message>
    <message>
        <source>Recipient slots: one message on three transports</source>
        <translation>Empfängerplätze: eine Nachricht auf drei Transporten</translation>
    </message>
    <message>
        <source>How many more recipients may the memo read?</source>
        <translation>Wie viele Empfänger darf das Memo noch lesen?</translation>
    </message>
    <message>
        <source>A server that takes five sessions</source>
        <translation>Ein Server, der fünf Sitzungen annimmt</translation>
    </message>
    <message>
        <source>A server takes five sessions at a time: where will the window settle?</source>
        <translation>Ein Server nimmt fünf Sitzungen zugleich an: wo pendelt sich das Fenster ein?</translation>
    </message>
    <message>
        <source>Three feedback styles: the README&apos;s table</source>
        <translation>Drei Arten von Rückmeldung: die Tabelle des README</translation>
    </message>
    <message>
        <source>Which feedback style has the most deliveries refused?</source>
        <translation>Bei welcher Rückmeldung werden die meisten Zustellungen abgewiesen?</translation>
    </message>
    <message>
        <source>The same table with unequal delivery times</source>
        <translation>Dieselbe Tabelle mit ungleichen Zustellzeiten</translation>
    </message>
    <message>
        <source>Do unequal delivery times change the README&apos;s table?</source>
        <translation>Ändern ungleiche Zustellzeiten die Tabelle des README?</translation>
    </message>
    <message>
        <source>The 30 s connect timeout</source>
        <translation>Das Verbindungs-Timeout von 30 s</translation>
    </message>
    <message>
        <source>Does the feedback style matter under congestion?</source>
        <translation>Spielt die Art der Rückmeldung bei Überlast eine Rolle?</translation>
    </message>
    <message>
        <source>The 300 s greeting timeout</source>
        <translation>Das Begrüßungs-Timeout von 300 s</translation>
    </message>
    <message>
        <source>Ten times the timeout: how much is deferred?</source>
        <translation>Zehnfaches Timeout: wie viel wird zurückgestellt?</translation>
    </message>
    <message>
        <source>Limits of less-than-1 feedback</source>
        <translation>Grenzen der Rückmeldung unter 1</translation>
    </message>
    <message>
        <source>One bad server in four: how far does each window grow?</source>
        <translation>Ein defekter Server von vier: wie weit wächst jedes Fenster?</translation>
    </message>
    <message>
        <source>A destination that is down</source>
        <translation>Ein Ziel, das ausgefallen ist</translation>
    </message>
    <message>
        <source>When does the queue manager give up on a server that is down?</source>
        <translation>Wann gibt der Queue-Manager einen ausgefallenen Server auf?</translation>
    </message>
    <message>
        <source>A newsletter to a rate-limited provider</source>
        <translation>Ein Newsletter an einen Provider mit Ratenbegrenzung</translation>
    </message>
    <message>
        <source>How long will the password reset wait behind the newsletter?</source>
        <translation>Wie lange wartet die Passwort-Zurücksetzung hinter dem Newsletter?</translation>
    </message>
    <message>
        <source>Greylisting</source>
        <translation>Greylisting</translation>
    </message>
    <message>
        <source>The server says “try again later”: does the window close?</source>
        <translation>Der Server sagt „später noch einmal“: schließt sich das Fenster?</translation>
    </message>
    <message>
        <source>An outage and the deferred queue&apos;s backoff</source>
        <translation>Ein Ausfall und der Backoff der Deferred-Warteschlange</translation>
    </message>
    <message>
        <source>The server is back: when does the mail go out?</source>
        <translation>Der Server ist wieder da: wann geht die Mail hinaus?</translation>
    </message>
    <message>
        <source>A broken delivery agent</source>
        <translation>Ein defekter Zustellagent</translation>
    </message>
    <message>
        <source>No relay agent can be started: what happens to the mail?</source>
        <translation>Kein relay-Agent lässt sich starten: was wird aus der Mail?</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · Part %3: %4</source>
        <translation>Lektion %1 von %2 · Teil %3: %4</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DeferredQueueView</name>
    <message>
        <source>This scenario has no deferred queue (deferred_queue is off): a recipient that cannot be delivered stays deferred, and its message leaves the active queue for good. Turn &quot;deferred_queue&quot; on in the scenario to see retries with their backoff.</source>
        <translation>Dieses Szenario hat keine Deferred-Warteschlange (deferred_queue ist aus): ein Empfänger, der nicht zugestellt werden kann, bleibt zurückgestellt, und seine Nachricht verlässt die aktive Warteschlange endgültig. Schalten Sie „deferred_queue“ im Szenario ein, um Wiederholungen mit ihrem Backoff zu sehen.</translation>
    </message>
    <message>
        <source>Deferred queue</source>
        <translation>Deferred-Warteschlange</translation>
    </message>
    <message>
        <source>Messages in the deferred queue</source>
        <translation>Nachrichten in der Deferred-Warteschlange</translation>
    </message>
    <message>
        <source>Deferred queue over time</source>
        <translation>Deferred-Warteschlange im Zeitverlauf</translation>
    </message>
    <message>
        <source>The deferred-queue scans, each message&apos;s waits until its retry time and the expiries, up to the current position</source>
        <translation>Die Durchläufe der Deferred-Warteschlange, die Wartezeiten jeder Nachricht bis zu ihrer Wiederholungszeit und die Abläufe, bis zur aktuellen Position</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Backoff</source>
        <translation>Backoff</translation>
    </message>
    <message>
        <source>Retry in</source>
        <translation>Versuch
in</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Besuche</translation>
    </message>
    <message>
        <source>Recipients deferred when it left the active queue</source>
        <translation>Zurückgestellte Empfänger, als sie die aktive Warteschlange verließ</translation>
    </message>
    <message>
        <source>How long it waits: its age, kept between minimal_backoff_time and maximal_backoff_time</source>
        <translation>Wie lange sie wartet: ihr Alter, begrenzt auf minimal_backoff_time bis maximal_backoff_time</translation>
    </message>
    <message>
        <source>Its visits of the active queue so far</source>
        <translation>Ihre bisherigen Besuche der aktiven Warteschlange</translation>
    </message>
    <message>
        <source>%1 s (its age)</source>
        <translation>%1 s (ihr Alter)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Deferred at an age of %1 s; minimal_backoff_time %2 s, maximal_backoff_time %3 s</source>
        <translation>Zurückgestellt im Alter von %1 s; minimal_backoff_time %2 s, maximal_backoff_time %3 s</translation>
    </message>
    <message>
        <source>the table shows the first %1</source>
        <translation>die Tabelle zeigt die ersten %1</translation>
    </message>
    <message>
        <source>scans</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation>simulierte Zeit (s)</translation>
    </message>
    <message numerus="yes">
        <source>%n message waiting</source>
        <translation>
            <numerusform>%n Nachricht wartet</numerusform>
            <numerusform>%n Nachrichten warten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n messages waiting</source>
        <translation>
            <numerusform>%n Nachricht wartet</numerusform>
            <numerusform>%n Nachrichten warten</numerusform>
        </translation>
    </message>
    <message>
        <source>queue_run_delay %1 s · backoff between %2 s and %3 s</source>
        <translation>queue_run_delay %1 s · Backoff zwischen %2 s und %3 s</translation>
    </message>
    <message numerus="yes">
        <source>%n scan so far</source>
        <translation>
            <numerusform>bisher %n Durchlauf</numerusform>
            <numerusform>bisher %n Durchläufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scans so far</source>
        <translation>
            <numerusform>bisher %n Durchlauf</numerusform>
            <numerusform>bisher %n Durchläufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message expired</source>
        <translation>
            <numerusform>%n Nachricht abgelaufen</numerusform>
            <numerusform>%n Nachrichten abgelaufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n messages expired</source>
        <translation>
            <numerusform>%n Nachricht abgelaufen</numerusform>
            <numerusform>%n Nachrichten abgelaufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipient bounced</source>
        <translation>
            <numerusform>%n Empfänger abgewiesen</numerusform>
            <numerusform>%n Empfänger abgewiesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipients bounced</source>
        <translation>
            <numerusform>%n Empfänger abgewiesen</numerusform>
            <numerusform>%n Empfänger abgewiesen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s (deferred_until_ms)</source>
        <translation>%1 s (deferred_until_ms)</translation>
    </message>
    <message>
        <source>Rcpts</source>
        <translation>Empf.</translation>
    </message>
    <message>
        <source>Deferred</source>
        <translation>Zurückg.</translation>
    </message>
    <message>
        <source>Retry at</source>
        <translation>Versuch
bei</translation>
    </message>
    <message>
        <source>The message waiting in the deferred queue</source>
        <translation>Die Nachricht, die in der Deferred-Warteschlange wartet</translation>
    </message>
    <message>
        <source>When it was last deferred</source>
        <translation>Wann sie zuletzt zurückgestellt wurde</translation>
    </message>
    <message>
        <source>Its next retry, its file time: a scan from one second before then takes it back into the active queue</source>
        <translation>Ihr nächster Versuch, ihre Dateizeit: ein Durchlauf ab einer Sekunde davor holt sie in die aktive Warteschlange zurück</translation>
    </message>
    <message>
        <source>The time left until its next retry</source>
        <translation>Die Zeit bis zu ihrem nächsten Versuch</translation>
    </message>
    <message>
        <source>Top row: each scan of the deferred queue, with the messages it listed · a bar per retry: a message waiting from the attempt that deferred it (tick) to its retry time, its backoff written in it · ×: expired · upright line: the current position</source>
        <translation>Oberste Zeile: jeder Durchlauf der Deferred-Warteschlange mit der Zahl der gelisteten Nachrichten · ein Balken je Wiederholung: eine Nachricht wartet vom Versuch, der sie zurückstellte (Strich), bis zu ihrer Wiederholungszeit, ihr Backoff steht darin · ×: abgelaufen · senkrechte Linie: die aktuelle Position</translation>
    </message>
    <message>
        <source>%1 s (minimum)</source>
        <translation>%1 s (Min.)</translation>
    </message>
    <message>
        <source>%1 s (maximum)</source>
        <translation>%1 s (Max.)</translation>
    </message>
    <message>
        <source>due</source>
        <translation>fällig</translation>
    </message>
    <message>
        <source>Due: the next scan takes it back</source>
        <translation>Fällig: der nächste Durchlauf holt sie zurück</translation>
    </message>
    <message>
        <source>Age at
deferral</source>
        <translation>Alter beim
Zurückst.</translation>
    </message>
    <message>
        <source>The message&apos;s age when it was last deferred, in whole seconds as Postfix&apos;s clock counts them (the figure the backoff rule uses); its age now is greater by the time since then</source>
        <translation>Das Alter der Nachricht, als sie zuletzt zurückgestellt wurde, in ganzen Sekunden, wie die Uhr von Postfix sie zählt (der Wert, den die Backoff-Regel verwendet); ihr Alter jetzt ist um die seither vergangene Zeit größer</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DeliveryLanesPlottable</name>
    <message>
        <source>%1 dead</source>
        <translation>%1 tot</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DestinationsTableModel</name>
    <message>
        <source>not in memory</source>
        <translation>nicht im Speicher</translation>
    </message>
    <message>
        <source>dead, revives at %1 s</source>
        <translation>tot, lebt wieder ab %1 s</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>lebendig</translation>
    </message>
    <message>
        <source>blocks jobs</source>
        <translation>blockiert Jobs</translation>
    </message>
    <message>
        <source>Plot this queue&apos;s concurrency window</source>
        <translation>Das Parallelitätsfenster dieser Warteschlange im Diagramm zeigen</translation>
    </message>
    <message>
        <source>Marked as blocking jobs: jobs whose only waiting entries are here became blockers</source>
        <translation>Als Jobs blockierend markiert: Jobs, deren einzige wartende Einträge hier liegen, wurden zu Blockern</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>Todo</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Blocking</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>Failed cohorts</source>
        <translation>Fehlgeschlagene Kohorten</translation>
    </message>
    <message>
        <source>suspended, resumes in %1 s</source>
        <translation>pausiert, weiter in %1 s</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>transport dead until %1 s</source>
        <translation>Transport tot bis %1 s</translation>
    </message>
    <message>
        <source>transport dead</source>
        <translation>Transport tot</translation>
    </message>
    <message>
        <source>server down until %1 s</source>
        <translation>Server aus bis %1 s</translation>
    </message>
    <message>
        <source>server down</source>
        <translation>Server aus</translation>
    </message>
    <message>
        <source>Suspended by the destination rate delay: after each delivery the queue takes no delivery until its resume timer fires (at %1 s).</source>
        <translation>Pausiert durch die Ziel-Ratenverzögerung: nach jeder Zustellung nimmt die Warteschlange keine Zustellung an, bis ihr Fortsetzungs-Timer auslöst (bei %1 s).</translation>
    </message>
    <message>
        <source>Dead: deliveries failed; its waiting entries were deferred.</source>
        <translation>Tot: Zustellungen sind fehlgeschlagen; ihre wartenden Einträge wurden zurückgestellt.</translation>
    </message>
    <message>
        <source>The transport&apos;s delivery agents could not be started (master.cf: broken): mail for this queue is deferred until transport_retry_time has passed.</source>
        <translation>Die Zustellagenten des Transports konnten nicht gestartet werden (master.cf: broken): Mail für diese Warteschlange wird zurückgestellt, bis transport_retry_time vergangen ist.</translation>
    </message>
    <message>
        <source>The destination&apos;s server is down in the scenario: every connection fails.</source>
        <translation>Der Server des Ziels ist im Szenario aus: jede Verbindung schlägt fehl.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DestinationsView</name>
    <message>
        <source>deliveries</source>
        <translation>Zustellungen</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole history up to the current position</source>
        <translation>Den ganzen Verlauf bis zur aktuellen Position zeigen</translation>
    </message>
    <message>
        <source>Tick &quot;Plot&quot; to draw a queue&apos;s concurrency window over time</source>
        <translation>„Diagramm“ ankreuzen, um das Parallelitätsfenster einer Warteschlange über die Zeit zu zeichnen</translation>
    </message>
    <message>
        <source>Destinations table</source>
        <translation>Tabelle der Ziele</translation>
    </message>
    <message>
        <source>Concurrency windows</source>
        <translation>Parallelitätsfenster</translation>
    </message>
    <message>
        <source>Each destination queue&apos;s concurrency window and busy deliveries over time; the table lists the same queues with their figures</source>
        <translation>Parallelitätsfenster (concurrency window) und laufende Zustellungen jeder Ziel-Warteschlange über die Zeit; die Tabelle listet dieselben Warteschlangen mit ihren Werten</translation>
    </message>
    <message>
        <source>%1 dead</source>
        <translation>%1 tot</translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation>simulierte Zeit (s)</translation>
    </message>
    <message>
        <source>line: window · fill: busy · hatched: dead</source>
        <translation>Linie: Fenster · Fläche: laufend · schraffiert: tot</translation>
    </message>
    <message>
        <source>dotted: suspended (rate delay) · strip under 0: server down · grey: transport dead</source>
        <translation>gepunktet: pausiert (Ratenverzögerung) · Streifen unter 0: Server aus · grau: Transport tot</translation>
    </message>
    <message>
        <source>No destination queue yet: each queue&apos;s concurrency window is drawn here from its first delivery on.</source>
        <translation>Noch keine Ziel-Warteschlange: Das Parallelitätsfenster jeder Warteschlange wird hier ab ihrer ersten Zustellung gezeichnet.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DocumentActions</name>
    <message>
        <source>&amp;New scenario…</source>
        <translation>&amp;Neues Szenario…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Import server…</source>
        <translation>Server &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Edit scenario…</source>
        <translation>Szenario &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>The scenario cannot be run</source>
        <translation>Das Szenario lässt sich nicht ausführen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The scenario was not opened</source>
        <translation>Das Szenario wurde nicht geöffnet</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario has changes that were not saved. Save them?</source>
        <translation>Das Szenario hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>The scenario was not created</source>
        <translation>Das Szenario wurde nicht angelegt</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>qmgrlab scenarios (*.json);;All files (*)</source>
        <translation>qmgrlab-Szenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import server</source>
        <translation>Server importieren</translation>
    </message>
    <message>
        <source>The server was not imported</source>
        <translation>Der Server wurde nicht importiert</translation>
    </message>
    <message>
        <source>Save recovered scenario</source>
        <translation>Wiederhergestelltes Szenario speichern</translation>
    </message>
    <message>
        <source>This scenario was recovered after qmgrlab ended unexpectedly. Replace %1 with it?</source>
        <translation>Dieses Szenario wurde wiederhergestellt, nachdem qmgrlab unerwartet beendet wurde. %1 damit ersetzen?</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>qmgrlab scenarios (*.json)</source>
        <translation>qmgrlab-Szenarien (*.json)</translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation>Das Szenario wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>The edited scenario cannot be run</source>
        <translation>Das bearbeitete Szenario lässt sich nicht ausführen</translation>
    </message>
    <message>
        <source>Recording the run of %1…</source>
        <translation>Der Ablauf von %1 wird aufgezeichnet…</translation>
    </message>
    <message>
        <source>Part &amp;%1: %2</source>
        <translation>Teil &amp;%1: %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Import &amp;mail log…</source>
        <translation>&amp;Mail-Log importieren…</translation>
    </message>
    <message>
        <source>The mail log was not imported</source>
        <translation>Das Mail-Log wurde nicht importiert</translation>
    </message>
    <message>
        <source>Imported %1: the replay of its day (not saved yet)</source>
        <translation>%1 importiert: die Wiedergabe seines Tages (noch nicht gespeichert)</translation>
    </message>
    <message>
        <source>Import mail log</source>
        <translation>Mail-Log importieren</translation>
    </message>
    <message>
        <source>Postfix mail logs (*.log *.gz mail.log* maillog*);;All files (*)</source>
        <translation>Postfix-Mail-Logs (*.log *.gz mail.log* maillog*);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Replaying %1…</source>
        <translation>%1 wird wiedergegeben…</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>Import abgebrochen</translation>
    </message>
    <message>
        <source>The time stamps of %1 have no year. In which year was its first line written? (The file was last modified in %2.)</source>
        <translation>Die Zeitstempel von %1 haben keine Jahreszahl. In welchem Jahr wurde die erste Zeile geschrieben? (Die Datei wurde zuletzt %2 geändert.)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::FeedbackView</name>
    <message>
        <source>Concurrency feedback</source>
        <translation>Parallelitäts-Rückmeldung</translation>
    </message>
    <message>
        <source>The concurrency feedback of a destination&apos;s window after a delivery, with the numbers the narration states</source>
        <translation>Die Rückmeldung nach einer Zustellung an das Parallelitätsfenster eines Ziels, mit den Zahlen der Erzählung</translation>
    </message>
    <message>
        <source>No concurrency feedback to show yet. After a delivery, this view draws the destination&apos;s window before and after, the success or failure count against half a feedback step of hysteresis, and after a failure the failed pseudo-cohorts summed against the limit that declares the destination dead.</source>
        <translation>Noch keine Parallelitäts-Rückmeldung zu zeigen. Nach einer Zustellung zeigt diese Ansicht das Fenster des Ziels vorher und nachher, den Erfolgs- oder Fehlerzähler gegen die Hysterese von einem halben Rückmeldungsschritt und nach einem Fehler die gescheiterten Pseudo-Kohorten, summiert gegen die Grenze, bei der das Ziel für tot erklärt wird.</translation>
    </message>
    <message>
        <source>Step %1: no positive feedback to %2 on %3</source>
        <translation>Schritt %1: keine positive Rückmeldung an %2 auf %3</translation>
    </message>
    <message>
        <source>Window stays %1</source>
        <translation>Fenster bleibt %1</translation>
    </message>
    <message>
        <source>At the concurrency limit %1 (%2_destination_concurrency_limit): the window grows no further.</source>
        <translation>An der Parallelitätsgrenze %1 (%2_destination_concurrency_limit): Das Fenster wächst nicht weiter.</translation>
    </message>
    <message>
        <source>Not in use: Postfix raises a window only below the deliveries in progress (this one included) plus the initial concurrency, and %1 ≥ %2 + %3 = %4.</source>
        <translation>Nicht genutzt: Postfix hebt ein Fenster nur an, solange es unter den laufenden Zustellungen (diese mitgezählt) plus der anfänglichen Parallelität liegt, und %1 ≥ %2 + %3 = %4.</translation>
    </message>
    <message>
        <source>Failed pseudo-cohorts: %1 %2 ≥ the limit %3 (%4_destination_concurrency_failed_cohort_limit): dead.</source>
        <translation>Gescheiterte Pseudo-Kohorten: %1 %2 ≥ der Grenze %3 (%4_destination_concurrency_failed_cohort_limit): tot.</translation>
    </message>
    <message>
        <source>Failed pseudo-cohorts so far: %1 %2, below the limit %3 (%4_destination_concurrency_failed_cohort_limit).</source>
        <translation>Gescheiterte Pseudo-Kohorten bisher: %1 %2, unter der Grenze %3 (%4_destination_concurrency_failed_cohort_limit).</translation>
    </message>
    <message>
        <source>Step %1: %2 declares %3 dead</source>
        <translation>Schritt %1: %2 erklärt %3 für tot</translation>
    </message>
    <message>
        <source>Window %1 → 0: dead</source>
        <translation>Fenster %1 → 0: tot</translation>
    </message>
    <message>
        <source>Step %1: positive feedback to %2 on %3</source>
        <translation>Schritt %1: positive Rückmeldung an %2 auf %3</translation>
    </message>
    <message>
        <source>Step %1: negative feedback to %2 on %3</source>
        <translation>Schritt %1: negative Rückmeldung an %2 auf %3</translation>
    </message>
    <message>
        <source>Window %1 → %2</source>
        <translation>Fenster %1 → %2</translation>
    </message>
    <message>
        <source>Positive feedback at window %1: %2. Success count: %3 + %2 %4</source>
        <translation>Positive Rückmeldung bei Fenster %1: %2. Erfolgszähler: %3 + %2 %4</translation>
    </message>
    <message>
        <source>Negative feedback at window %1: %2. Failure count: %3 − %2 %4</source>
        <translation>Negative Rückmeldung bei Fenster %1: %2. Fehlerzähler: %3 − %2 %4</translation>
    </message>
    <message>
        <source>Half a feedback step of hysteresis: %1.</source>
        <translation>Hysterese von einem halben Rückmeldungsschritt: %1.</translation>
    </message>
    <message>
        <source>The window stops at the concurrency limit %1 (%2_destination_concurrency_limit).</source>
        <translation>Das Fenster hält an der Parallelitätsgrenze %1 an (%2_destination_concurrency_limit).</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Step %1 has no concurrency feedback. The latest concurrency feedback, at step %2:</source>
        <translation>Schritt %1 hat keine Parallelitäts-Rückmeldung. Die letzte Parallelitäts-Rückmeldung, in Schritt %2:</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::Glossary</name>
    <message>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>One mail in the queue, with its sender and its recipients. In the active queue only part of its recipients may be in memory at a time (the recipient limits); the rest are read later.</source>
        <translation>Eine Mail in der Warteschlange, mit ihrem Absender und ihren Empfängern. In der aktiven Warteschlange ist womöglich nur ein Teil ihrer Empfänger zugleich im Speicher (die Empfängergrenzen); der Rest wird später gelesen.</translation>
    </message>
    <message>
        <source>transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>A way of delivering mail named in master.cf (smtp, relay, lmtp, …), with its own delivery agents (at most maxproc at once), its own job list and its own settings.</source>
        <translation>Eine in master.cf benannte Art, Mail zuzustellen (smtp, relay, lmtp, …), mit eigenen Zustellagenten (höchstens maxproc zugleich), eigener Jobliste und eigenen Einstellungen.</translation>
    </message>
    <message>
        <source>job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>What one message asks of one transport: the message&apos;s recipients that this transport delivers. A message with recipients on two transports has two jobs. Each transport keeps its jobs on a job list, in the order they came, unless preemption moves one forward.</source>
        <translation>Was eine Nachricht von einem Transport verlangt: die Empfänger der Nachricht, die dieser Transport zustellt. Eine Nachricht mit Empfängern auf zwei Transporten hat zwei Jobs. Jeder Transport führt seine Jobs in einer Jobliste, in der Reihenfolge ihres Eintreffens, außer eine Verdrängung zieht einen nach vorn.</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>In the active queue, one destination (next hop) of a transport: the place where the deliveries to it wait. It has its concurrency window, counts its busy deliveries and may be declared dead. (The deferred queue is something else: the messages waiting for their next attempt.)</source>
        <translation>In der aktiven Warteschlange ein Ziel (Next Hop) eines Transports: der Ort, an dem die Zustellungen dorthin warten. Sie hat ihr Parallelitätsfenster, zählt ihre laufenden Zustellungen und kann für tot erklärt werden. (Die Deferred-Warteschlange ist etwas anderes: die Nachrichten, die auf ihren nächsten Versuch warten.)</translation>
    </message>
    <message>
        <source>peer</source>
        <translation>Peer</translation>
    </message>
    <message>
        <source>A job&apos;s share of one queue: its recipients for that destination. A job with recipients at three destinations has three peers, and the selection takes them in turn.</source>
        <translation>Der Anteil eines Jobs an einer Warteschlange: seine Empfänger für dieses Ziel. Ein Job mit Empfängern bei drei Zielen hat drei Peers, und die Auswahl nimmt sie reihum.</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>A group of recipients of one peer, at most the destination&apos;s recipient limit, that one delivery agent delivers in one session. Selecting an entry hands it to a free agent.</source>
        <translation>Eine Gruppe von Empfängern eines Peers, höchstens so viele, wie die Empfängergrenze des Ziels erlaubt, die ein Zustellagent in einer Sitzung zustellt. Einen Eintrag auszuwählen heißt, ihn einem freien Agenten zu übergeben.</translation>
    </message>
    <message>
        <source>selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>The choice of the next entry when an agent of the transport is free: the transports take turns, the current job goes first unless another job preempts it, and the job&apos;s peers take turns.</source>
        <translation>Die Wahl des nächsten Eintrags, wenn ein Agent des Transports frei ist: die Transporte wechseln sich ab, der aktuelle Job geht vor, außer ein anderer Job verdrängt ihn, und die Peers des Jobs wechseln sich ab.</translation>
    </message>
    <message>
        <source>delivery slot</source>
        <translation>Zustellslot</translation>
    </message>
    <message>
        <source>One turn of the transport to deliver, the unit in which preemption is priced. A job earns a slot for every slot cost entries of it that are selected; a job that preempts it costs one slot for every entry the preempting job still has. The slot string writes the slots in order, one job number each.</source>
        <translation>Ein Zug des Transports, zuzustellen, die Einheit, in der eine Verdrängung bezahlt wird. Ein Job verdient einen Slot für je so viele ausgewählte Einträge, wie die Slotkosten angeben; ein Job, der ihn verdrängt, kostet ihn einen Slot für jeden Eintrag, den der verdrängende Job noch hat. Die Slotfolge schreibt die Slots der Reihe nach, je eine Jobnummer.</translation>
    </message>
    <message>
        <source>preemption</source>
        <translation>Verdrängung</translation>
    </message>
    <message>
        <source>A smaller job overtaking the current job: it moves in front of it on the job list and gets the next selections, when the current job has saved enough slots to pay for it.</source>
        <translation>Ein kleinerer Job überholt den aktuellen Job: er rückt in der Jobliste vor ihn und bekommt die nächsten Auswahlen, sobald der aktuelle Job genug Slots gespart hat, um ihn zu bezahlen.</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>Rabatt</translation>
    </message>
    <message>
        <source>default_delivery_slot_discount: the share, in percent, of a candidate&apos;s price that the current job need not have saved. With 50, half of the slots the candidate needs are enough.</source>
        <translation>default_delivery_slot_discount: der Anteil in Prozent am Preis eines Kandidaten, den der aktuelle Job nicht gespart haben muss. Bei 50 genügt die Hälfte der Slots, die der Kandidat braucht.</translation>
    </message>
    <message>
        <source>loan</source>
        <translation>Vorschuss</translation>
    </message>
    <message>
        <source>default_delivery_slot_loan: slots the current job may lend on top of those it has saved, so that a small job may preempt a little sooner. The loan is paid back from the slots earned later.</source>
        <translation>default_delivery_slot_loan: Slots, die der aktuelle Job zusätzlich zu den gesparten vorschießen darf, damit ein kleiner Job etwas früher verdrängen kann. Der Vorschuss wird aus den später verdienten Slots zurückgezahlt.</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>Blocker</translation>
    </message>
    <message>
        <source>A job all of whose destinations are at their concurrency window: it could not use a free agent, so the selection passes it by until a delivery to one of them completes.</source>
        <translation>Ein Job, dessen Ziele alle an ihrem Parallelitätsfenster sind: er könnte einen freien Agenten nicht nutzen, also übergeht ihn die Auswahl, bis eine Zustellung zu einem dieser Ziele fertig ist.</translation>
    </message>
    <message>
        <source>concurrency window</source>
        <translation>Parallelitätsfenster</translation>
    </message>
    <message>
        <source>How many deliveries to one destination may run at once. It starts at the initial destination concurrency, grows with positive feedback after deliveries that got through and shrinks with negative feedback after failed connections, never beyond the destination concurrency limit.</source>
        <translation>Wie viele Zustellungen zu einem Ziel zugleich laufen dürfen. Es beginnt bei der anfänglichen Parallelität des Ziels, wächst mit positiver Rückmeldung nach Zustellungen, die durchkamen, und schrumpft mit negativer Rückmeldung nach fehlgeschlagenen Verbindungen, nie über die Parallelitätsgrenze des Ziels hinaus.</translation>
    </message>
    <message>
        <source>cohort</source>
        <translation>Kohorte</translation>
    </message>
    <message>
        <source>A pseudo-cohort: as many deliveries as the destination&apos;s concurrency. The feedback and the dead-destination test count in cohorts: a failed cohort is a cohort&apos;s worth of failed connections.</source>
        <translation>Eine Pseudo-Kohorte: so viele Zustellungen, wie die Parallelität des Ziels beträgt. Die Rückmeldung und die Prüfung auf ein totes Ziel zählen in Kohorten: eine fehlgeschlagene Kohorte sind so viele fehlgeschlagene Verbindungen, wie eine Kohorte umfasst.</translation>
    </message>
    <message>
        <source>dead destination</source>
        <translation>totes Ziel</translation>
    </message>
    <message>
        <source>A destination whose failed cohorts reached the failed cohort limit with no delivery getting through. Its waiting recipients are deferred without an attempt; after minimal_backoff_time it is tried again with a fresh window.</source>
        <translation>Ein Ziel, dessen fehlgeschlagene Kohorten die Grenze für fehlgeschlagene Kohorten erreicht haben, ohne dass eine Zustellung durchkam. Seine wartenden Empfänger werden ohne Versuch zurückgestellt; nach minimal_backoff_time wird es mit frischem Fenster erneut versucht.</translation>
    </message>
    <message>
        <source>rate delay</source>
        <translation>Ratenverzögerung</translation>
    </message>
    <message>
        <source>destination_rate_delay: a pause after each delivery to a destination before the next one to it may start. Above zero it also limits the destination to one delivery at a time. transport_rate_delay does the same for the whole transport.</source>
        <translation>destination_rate_delay: eine Pause nach jeder Zustellung zu einem Ziel, bevor die nächste dorthin beginnen darf. Über null beschränkt sie das Ziel außerdem auf eine Zustellung zugleich. transport_rate_delay tut dasselbe für den ganzen Transport.</translation>
    </message>
    <message>
        <source>backoff</source>
        <translation>Backoff</translation>
    </message>
    <message>
        <source>How long a message with deferred recipients waits in the deferred queue before it is tried again: as long as the message is old, but at least minimal_backoff_time and at most maximal_backoff_time. A message that keeps failing therefore waits twice as long each time, up to the maximum.</source>
        <translation>Wie lange eine Nachricht mit zurückgestellten Empfängern in der Deferred-Warteschlange wartet, bevor sie erneut versucht wird: so lange, wie die Nachricht alt ist, aber mindestens minimal_backoff_time und höchstens maximal_backoff_time. Eine Nachricht, die immer wieder scheitert, wartet darum jedes Mal doppelt so lange, bis zum Höchstwert.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ImportServerDialog</name>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Recipients</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>Delivery agents (maxproc)</source>
        <translation>Zustellagenten (maxproc)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Fundstelle</translation>
    </message>
    <message>
        <source>Why it does not count</source>
        <translation>Warum er nicht zählt</translation>
    </message>
    <message>
        <source>Import server</source>
        <translation>Server importieren</translation>
    </message>
    <message>
        <source>Files of the server (each optional)</source>
        <translation>Dateien des Servers (jede optional)</translation>
    </message>
    <message>
        <source>&amp;main.cf or postconf -n output:</source>
        <translation>&amp;main.cf oder Ausgabe von postconf -n:</translation>
    </message>
    <message>
        <source>ma&amp;ster.cf:</source>
        <translation>ma&amp;ster.cf:</translation>
    </message>
    <message>
        <source>&amp;Queue (postqueue -j output):</source>
        <translation>&amp;Warteschlange (Ausgabe von postqueue -j):</translation>
    </message>
    <message>
        <source>T&amp;ransport map:</source>
        <translation>T&amp;ransport-Tabelle:</translation>
    </message>
    <message>
        <source>/etc/postfix/main.cf, or a file with the output of postconf -n</source>
        <translation>/etc/postfix/main.cf oder eine Datei mit der Ausgabe von postconf -n</translation>
    </message>
    <message>
        <source>/etc/postfix/master.cf</source>
        <translation>/etc/postfix/master.cf</translation>
    </message>
    <message>
        <source>a file with the output of postqueue -j</source>
        <translation>eine Datei mit der Ausgabe von postqueue -j</translation>
    </message>
    <message>
        <source>lines &quot;domain transport&quot;, as in /etc/postfix/transport</source>
        <translation>Zeilen „Domain Transport“, wie in /etc/postfix/transport</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Transports</source>
        <translation>Transporte</translation>
    </message>
    <message>
        <source>Parameters set</source>
        <translation>Gesetzte Parameter</translation>
    </message>
    <message>
        <source>What was understood</source>
        <translation>Was verstanden wurde</translation>
    </message>
    <message>
        <source>What was ignored</source>
        <translation>Was ignoriert wurde</translation>
    </message>
    <message>
        <source>What was assumed (change it in the scenario editor after the import)</source>
        <translation>Was angenommen wurde (nach dem Import im Szenario-Editor änderbar)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Choose at least one file. The import only reads them.</source>
        <translation>Wählen Sie mindestens eine Datei. Der Import liest sie nur.</translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation>Importiert aus %1</translation>
    </message>
    <message>
        <source>Choose a file of the server</source>
        <translation>Eine Datei des Servers wählen</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wird gelesen…</translation>
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
        <translation>Ziele (%1)</translation>
    </message>
    <message>
        <source>Transports (%1)</source>
        <translation>Transporte (%1)</translation>
    </message>
    <message>
        <source>Parameters set (%1)</source>
        <translation>Gesetzte Parameter (%1)</translation>
    </message>
    <message>
        <source>%1 messages with %2 recipients to %3 destinations; %4 settings ignored. Import opens it as a new scenario, not saved yet.</source>
        <translation>%1 Nachrichten mit %2 Empfängern an %3 Ziele; %4 Einstellungen ignoriert. „Importieren“ öffnet es als neues, noch nicht gespeichertes Szenario.</translation>
    </message>
    <message>
        <source>Destinations understood</source>
        <translation>Erkannte Ziele</translation>
    </message>
    <message>
        <source>Transports understood</source>
        <translation>Erkannte Transporte</translation>
    </message>
    <message>
        <source>Parameters understood</source>
        <translation>Erkannte Parameter</translation>
    </message>
    <message>
        <source>Settings ignored</source>
        <translation>Ignorierte Einstellungen</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::JobLegendElement</name>
    <message>
        <source>not dispatched yet</source>
        <translation>noch nicht übergeben</translation>
    </message>
    <message>
        <source>failed delivery (deferred)</source>
        <translation>fehlgeschlagene Zustellung (zurückgestellt)</translation>
    </message>
    <message>
        <source>current position</source>
        <translation>aktuelle Position</translation>
    </message>
    <message>
        <source>+%1 more jobs</source>
        <translation>+%1 weitere Jobs</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>recipients deferred by the server</source>
        <translation>vom Server zurückgestellte Empfänger</translation>
    </message>
    <message>
        <source>recipients bounced</source>
        <translation>abgewiesene Empfänger</translation>
    </message>
    <message>
        <source>rate delay wait</source>
        <translation>Warten wegen Ratenverzögerung</translation>
    </message>
    <message>
        <source>transport dead</source>
        <translation>Transport tot</translation>
    </message>
    <message>
        <source>job id cut short</source>
        <translation>Job-ID gekürzt</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::JobListCanvas</name>
    <message>
        <source>level %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <source>A parent that is gone: its job completed and this branch was adopted one level up, keeping its stack level</source>
        <translation>Ein Elternjob, den es nicht mehr gibt: er ist abgeschlossen, und dieser Zweig wurde eine Ebene höher übernommen, behält aber seine Stapelebene</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>Verdrängung</translation>
    </message>
    <message>
        <source>Job list (selection order)</source>
        <translation>Jobliste (Auswahlreihenfolge)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::JobListView</name>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>No jobs on transport %1 at this step.</source>
        <translation>In diesem Schritt gibt es keine Jobs auf Transport %1.</translation>
    </message>
    <message>
        <source>Transport %1 has not been used yet.</source>
        <translation>Transport %1 wurde noch nicht benutzt.</translation>
    </message>
    <message>
        <source>Thick outline: current job · grey, hatched: blocker job · number: place on the list</source>
        <translation>Dicker Rahmen: aktueller Job · grau, schraffiert: Blocker-Job · Zahl: Platz in der Liste</translation>
    </message>
    <message>
        <source>Scheduler&apos;s job list</source>
        <translation>Jobliste des Schedulers</translation>
    </message>
    <message>
        <source>The transport&apos;s jobs in scheduler order as cards: recipients, entries, slots and the preemption stack</source>
        <translation>Die Jobs des Transports in der Reihenfolge des Schedulers als Karten: Empfänger, Einträge, Slots und der Verdrängungsstapel (preemption stack)</translation>
    </message>
    <message>
        <source>Job list by arrival time</source>
        <translation>Jobliste nach Ankunftszeit</translation>
    </message>
    <message>
        <source>The transport&apos;s jobs in the order their messages arrived</source>
        <translation>Die Jobs des Transports in der Reihenfolge, in der ihre Nachrichten ankamen</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies when qmgrlab starts next.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von qmgrlab.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::LessonPanel</name>
    <message>
        <source>&amp;Lesson mode</source>
        <translation>&amp;Lektionsmodus</translation>
    </message>
    <message>
        <source>Next bookmark</source>
        <translation>Nächstes Lesezeichen</translation>
    </message>
    <message>
        <source>Previous bookmark</source>
        <translation>Voriges Lesezeichen</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <translation>Schritt %1 · %2</translation>
    </message>
    <message>
        <source>This scenario has no lesson. A lesson is a list of bookmarks (a step, a title and a note) in the scenario file&apos;s &quot;lesson&quot; field.</source>
        <translation>Dieses Szenario hat keine Lektion. Eine Lektion ist eine Liste von Lesezeichen (je ein Schritt, ein Titel und eine Notiz) im Feld „lesson“ der Szenariodatei.</translation>
    </message>
    <message numerus="yes">
        <source>%n bookmark(s). Click one to go to its step; L turns lesson mode on.</source>
        <translation>
            <numerusform>%n Lesezeichen. Ein Klick darauf springt zu seinem Schritt; L schaltet den Lektionsmodus ein.</numerusform>
            <numerusform>%n Lesezeichen. Ein Klick auf eines springt zu seinem Schritt; L schaltet den Lektionsmodus ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson starts at step %1.</source>
        <translation>Die Lektion beginnt bei Schritt %1.</translation>
    </message>
    <message>
        <source>Lesson bookmarks</source>
        <translation>Lesezeichen der Lektion</translation>
    </message>
    <message>
        <source>Lesson mode: %1 / %2 go from bookmark to bookmark (L)</source>
        <translation>Lektionsmodus: %1 / %2 springen von Lesezeichen zu Lesezeichen (L)</translation>
    </message>
    <message>
        <source>Lesson mode: bookmark %1 of %2.</source>
        <translation>Lektionsmodus: Lesezeichen %1 von %2.</translation>
    </message>
    <message>
        <source>%1: next bookmark, %2: previous bookmark</source>
        <translation>%1: nächstes Lesezeichen, %2: voriges Lesezeichen</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::MainWindow</name>
    <message>
        <source>&amp;Export timeline…</source>
        <translation>Zeitleiste &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Export &amp;window image…</source>
        <translation>&amp;Fensterbild exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;What if? Compare with a variant…</source>
        <translation>&amp;Was wäre wenn? Mit einer Variante vergleichen…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Dark mode</source>
        <translation>&amp;Dunkles Farbschema</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>&amp;Szenario</translation>
    </message>
    <message>
        <source>S&amp;imulation</source>
        <translation>S&amp;imulation</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About qmgrlab</source>
        <translation>Ü&amp;ber qmgrlab</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Erzählung</translation>
    </message>
    <message>
        <source>Parameters (main.cf)</source>
        <translation>Parameter (main.cf)</translation>
    </message>
    <message>
        <source>Job lists</source>
        <translation>Joblisten</translation>
    </message>
    <message>
        <source>Recipient pools</source>
        <translation>Empfänger-Pools</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>Zeit %1</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>Schritt %1 / %2</translation>
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
        <translation>Zeitleiste exportieren</translation>
    </message>
    <message>
        <source>The timeline was not exported</source>
        <translation>Die Zeitleiste wurde nicht exportiert</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export window image</source>
        <translation>Fensterbild exportieren</translation>
    </message>
    <message>
        <source>The window image was not exported</source>
        <translation>Das Fensterbild wurde nicht exportiert</translation>
    </message>
    <message>
        <source>What if?</source>
        <translation>Was wäre wenn?</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Zoom zurücksetzen</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1%</translation>
    </message>
    <message>
        <source>Unsaved changes were not autosaved</source>
        <translation>Ungespeicherte Änderungen wurden nicht automatisch gesichert</translation>
    </message>
    <message>
        <source>S&amp;weep parameters…</source>
        <translation>Parameter&amp;durchlauf…</translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>The variant cannot be run</source>
        <translation>Die Variante lässt sich nicht ausführen</translation>
    </message>
    <message>
        <source>Deferred queue</source>
        <translation>Deferred-Warteschlange</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Willkommen</translation>
    </message>
    <message>
        <source>Export &amp;lesson…</source>
        <translation>&amp;Lektion exportieren…</translation>
    </message>
    <message>
        <source>The lesson was not exported</source>
        <translation>Die Lektion wurde nicht exportiert</translation>
    </message>
    <message>
        <source>This scenario has no lesson bookmarks.</source>
        <translation>Dieses Szenario hat keine Lesezeichen einer Lektion.</translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation>Lektion exportieren</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>B&amp;earbeiten</translation>
    </message>
    <message>
        <source>Step %1 / %2, cut</source>
        <translation>Schritt %1 / %2, abgeschnitten</translation>
    </message>
    <message>
        <source>Shown as far as step %L1: %2.</source>
        <translation>Gezeigt bis Schritt %L1: %2.</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossar</translation>
    </message>
    <message>
        <source>&amp;Logged vs simulated…</source>
        <translation>&amp;Protokolliert gegen simuliert…</translation>
    </message>
    <message>
        <source>Export &amp;course handout…</source>
        <translation>&amp;Kurs-Handout exportieren…</translation>
    </message>
    <message>
        <source>Export course handout</source>
        <translation>Kurs-Handout exportieren</translation>
    </message>
    <message>
        <source>The course handout was not exported</source>
        <translation>Das Kurs-Handout wurde nicht exportiert</translation>
    </message>
    <message>
        <source>Structures</source>
        <translation>Strukturen</translation>
    </message>
    <message>
        <source>Preemption test</source>
        <translation>Verdrängungstest</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lektion %1: %2</translation>
    </message>
    <message>
        <source>Export mail log</source>
        <translation>Mail-Log exportieren</translation>
    </message>
    <message>
        <source>The mail log was not exported</source>
        <translation>Das Mail-Log wurde nicht exportiert</translation>
    </message>
    <message>
        <source>Export mail lo&amp;g…</source>
        <translation>Mail-Lo&amp;g exportieren…</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Sent %1 · Deferred now %2</source>
        <translation>Zugestellt %1 · Jetzt zurückgestellt %2</translation>
    </message>
    <message>
        <source>Recipients delivered so far, and recipients whose latest attempt was deferred and that wait for another (a recipient read again counts as neither until its new outcome).</source>
        <translation>Bisher zugestellte Empfänger und Empfänger, deren letzter Versuch zurückgestellt wurde und die auf einen weiteren warten (ein erneut gelesener Empfänger zählt bis zu seinem neuen Ergebnis zu keinem von beiden).</translation>
    </message>
    <message>
        <source>Concurrency feedback</source>
        <translation>Parallelitäts-Rückmeldung</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::NarrationView</name>
    <message>
        <source>Every step of the run. Click a step to go to the moment after it.</source>
        <translation>Jeder Schritt des Laufs. Ein Klick springt zum Moment nach dem Schritt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No scenario&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kein Szenario&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Open a scenario or pick one from the Examples menu.</source>
        <translation>Öffnen Sie ein Szenario oder wählen Sie eines im Menü Beispiele.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of %1&lt;/b&gt; · before anything happens</source>
        <translation>&lt;b&gt;Schritt 0 von %1&lt;/b&gt; · bevor etwas geschieht</translation>
    </message>
    <message>
        <source>Nothing has happened yet. Step forward (→) to begin.</source>
        <translation>Noch ist nichts geschehen. Ein Schritt vorwärts (→) beginnt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step %1 of %2&lt;/b&gt; · %3 · %4</source>
        <translation>&lt;b&gt;Schritt %1 von %2&lt;/b&gt; · %3 · %4</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>Geschichte</translation>
    </message>
    <message>
        <source>The scenario&apos;s story: what it sets up and what to watch for</source>
        <translation>Die Geschichte des Szenarios: was es aufbaut und worauf zu achten ist</translation>
    </message>
    <message>
        <source>This scenario has no description.</source>
        <translation>Dieses Szenario hat keine Beschreibung.</translation>
    </message>
    <message>
        <source>Step log</source>
        <translation>Schrittprotokoll</translation>
    </message>
    <message>
        <source>%1 (%2 times)</source>
        <translation>%1 (%2-mal)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0&lt;/b&gt; · before anything happens</source>
        <translation>&lt;b&gt;Schritt 0&lt;/b&gt; · bevor etwas geschieht</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step %1&lt;/b&gt; · %2 · %3</source>
        <translation>&lt;b&gt;Schritt %1&lt;/b&gt; · %2 · %3</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ParametersPanel</name>
    <message>
        <source>Preemption</source>
        <translation>Verdrängung</translation>
    </message>
    <message>
        <source>Recipient limits</source>
        <translation>Empfängergrenzen</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <source>Active queue</source>
        <translation>Aktive Warteschlange</translation>
    </message>
    <message>
        <source>&amp;Apply and rerun</source>
        <translation>&amp;Übernehmen und neu rechnen</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Reset to &amp;defaults</source>
        <translation>Auf &amp;Standardwerte</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Gültig</translation>
    </message>
    <message>
        <source>Double-click a value to change it; leave it empty for the default.</source>
        <translation>Doppelklick auf einen Wert ändert ihn; leer bedeutet Standardwert.</translation>
    </message>
    <message>
        <source>Rerun the scenario with these parameters and return to the same step</source>
        <translation>Das Szenario mit diesen Parametern neu rechnen und zum selben Schritt zurückkehren</translation>
    </message>
    <message>
        <source>Forget the changes that were not applied</source>
        <translation>Nicht übernommene Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Remove every main.cf setting, so that Postfix&apos;s defaults apply</source>
        <translation>Alle main.cf-Einstellungen entfernen, sodass die Postfix-Standardwerte gelten</translation>
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
        <translation>, nicht %1</translation>
    </message>
    <message>
        <source>Valid: %1</source>
        <translation>Gültig: %1</translation>
    </message>
    <message>
        <source>Applies to transport %1 only; when empty, %2 applies.</source>
        <translation>Gilt nur für Transport %1; wenn leer, gilt %2.</translation>
    </message>
    <message>
        <source>changed, not applied yet</source>
        <translation>geändert, noch nicht übernommen</translation>
    </message>
    <message>
        <source>%1 = %2 is not accepted: %3</source>
        <translation>%1 = %2 wird nicht angenommen: %3</translation>
    </message>
    <message>
        <source>Changed. Press Apply to rerun the scenario.</source>
        <translation>Geändert. „Übernehmen“ rechnet das Szenario neu.</translation>
    </message>
    <message>
        <source>No changes to apply.</source>
        <translation>Keine Änderungen zu übernehmen.</translation>
    </message>
    <message>
        <source>Changes forgotten.</source>
        <translation>Änderungen verworfen.</translation>
    </message>
    <message>
        <source>Every parameter is back to its default. Press Apply to rerun.</source>
        <translation>Alle Parameter stehen wieder auf Standard. „Übernehmen“ rechnet neu.</translation>
    </message>
    <message>
        <source>↑ as above</source>
        <translation>↑ wie oben</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Not applied: the lesson&apos;s bookmarks are kept.</source>
        <translation>Nicht übernommen: die Lesezeichen der Lektion bleiben erhalten.</translation>
    </message>
    <message>
        <source>Rate delays</source>
        <translation>Ratenverzögerungen</translation>
    </message>
    <message>
        <source>Deferred queue</source>
        <translation>Deferred-Warteschlange</translation>
    </message>
    <message numerus="yes">
        <source>Change %n main.cf parameter(s)</source>
        <translation>
            <numerusform>%n main.cf-Parameter ändern</numerusform>
            <numerusform>%n main.cf-Parameter ändern</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset %1 to its default</source>
        <translation>%1 auf den Standardwert zurücksetzen</translation>
    </message>
    <message>
        <source>Set %1 = %2</source>
        <translation>%1 = %2 setzen</translation>
    </message>
    <message>
        <source>Applied: the run is recorded again.</source>
        <translation>Übernommen: Der Lauf wird neu aufgezeichnet.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::PlaybackBar</name>
    <message>
        <source>%1 steps/s (one every %2 s)</source>
        <translation>%1 Schritte/s (einer alle %2 s)</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 Schritte/s</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Vorige Entscheidung</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Nächste Entscheidung</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Fast mode</source>
        <translation>Schnellmodus</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Fast mode: as fast as possible, no animation (F)</source>
        <translation>Schnellmodus: so schnell wie möglich, ohne Animation (F)</translation>
    </message>
    <message>
        <source>&amp;Predict mode</source>
        <translation>&amp;Vorhersagemodus</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Steps per second while playing (+ and - change it)</source>
        <translation>Schritte pro Sekunde beim Abspielen (+ und - ändern es)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Position:</translation>
    </message>
    <message>
        <source>Drag to go anywhere in the run</source>
        <translation>Ziehen, um an jede Stelle des Laufs zu springen</translation>
    </message>
    <message>
        <source>Position in the run</source>
        <translation>Position im Lauf</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
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
        <translation>✔ richtig</translation>
    </message>
    <message>
        <source>✘ wrong</source>
        <translation>✘ falsch</translation>
    </message>
    <message>
        <source>Reset score</source>
        <translation>Punktestand zurücksetzen</translation>
    </message>
    <message>
        <source>right %1 · wrong %2</source>
        <translation>richtig %1 · falsch %2</translation>
    </message>
    <message>
        <source>Stop predicting</source>
        <translation>Vorhersage beenden</translation>
    </message>
    <message>
        <source>Start predicting</source>
        <translation>Vorhersage starten</translation>
    </message>
    <message>
        <source>Predict mode is off. Turn it on to be asked before each scheduling decision.</source>
        <translation>Der Vorhersagemodus ist aus. Schalten Sie ihn ein, um vor jeder Entscheidung des Schedulers gefragt zu werden.</translation>
    </message>
    <message>
        <source>Does job %1 preempt job %2?</source>
        <translation>Verdrängt Job %1 Job %2?</translation>
    </message>
    <message>
        <source>Y  Yes</source>
        <translation>Y  Ja</translation>
    </message>
    <message>
        <source>N  No</source>
        <translation>N  Nein</translation>
    </message>
    <message>
        <source>Which job gets the next delivery slot of transport %1?</source>
        <translation>Welcher Job bekommt den nächsten Zustellslot von Transport %1?</translation>
    </message>
    <message>
        <source>(You said: job %1 preempts job %2.)</source>
        <translation>(Ihre Antwort: Job %1 verdrängt Job %2.)</translation>
    </message>
    <message>
        <source>(You said: job %1 does not preempt job %2.)</source>
        <translation>(Ihre Antwort: Job %1 verdrängt Job %2 nicht.)</translation>
    </message>
    <message>
        <source>Job %1 got the delivery slot.</source>
        <translation>Job %1 hat den Zustellslot bekommen.</translation>
    </message>
    <message>
        <source>Job %1 preempted job %2.</source>
        <translation>Job %1 hat Job %2 verdrängt.</translation>
    </message>
    <message>
        <source>Job %1 did not preempt job %2.</source>
        <translation>Job %1 hat Job %2 nicht verdrängt.</translation>
    </message>
    <message>
        <source>You chose job %1.</source>
        <translation>Sie haben Job %1 gewählt.</translation>
    </message>
    <message>
        <source>Revealed without an answer: not counted.</source>
        <translation>Ohne Antwort aufgedeckt: wird nicht gezählt.</translation>
    </message>
    <message>
        <source>job %1
key %2</source>
        <translation>Job %1
Taste %2</translation>
    </message>
    <message>
        <source>Type %1 to choose job %2</source>
        <translation>%1 tippen, um Job %2 zu wählen</translation>
    </message>
    <message>
        <source>Typed: %1 (Enter to choose)</source>
        <translation>Getippt: %1 (Eingabetaste wählt)</translation>
    </message>
    <message>
        <source>No job chosen: only the yes or no is counted.</source>
        <translation>Kein Job gewählt: nur das Ja oder Nein zählt.</translation>
    </message>
    <message>
        <source>Step on (→ or %1): the run stops before the next decision.</source>
        <translation>Weiter (→ oder %1): Der Lauf hält vor der nächsten Entscheidung an.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::PreemptionBarView</name>
    <message>
        <source>Preemption test</source>
        <translation>Verdrängungstest</translation>
    </message>
    <message>
        <source>At the decision: the counters as the preemption test read them, before the step&apos;s selection changed them</source>
        <translation>Zum Zeitpunkt der Entscheidung: die Zähler, wie der Verdrängungstest sie las, bevor die Auswahl dieses Schritts sie änderte</translation>
    </message>
    <message>
        <source>No candidate was weighed against the current job at this step. The bars show the two sides of the preemption test at each entry selection that weighs one: the current job&apos;s credit against the candidate&apos;s price.</source>
        <translation>In diesem Schritt wurde kein Kandidat gegen den aktuellen Job abgewogen. Die Balken zeigen die beiden Seiten des Verdrängungstests bei jeder Auswahl eines Eintrags, die einen abwägt: das Guthaben des aktuellen Jobs gegen den Preis des Kandidaten.</translation>
    </message>
    <message>
        <source>Step %1 on %2, at the decision</source>
        <translation>Schritt %1 auf %2, zum Zeitpunkt der Entscheidung</translation>
    </message>
    <message>
        <source>%1 ≥ %2: job %3 preempts job %4.</source>
        <translation>%1 ≥ %2: Job %3 verdrängt Job %4.</translation>
    </message>
    <message>
        <source>%1 &lt; %2: job %3 cannot preempt job %4 yet.</source>
        <translation>%1 &lt; %2: Job %3 kann Job %4 noch nicht verdrängen.</translation>
    </message>
    <message>
        <source>credit</source>
        <translation>Guthaben</translation>
    </message>
    <message>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Job %1: (%2 ÷ cost %3) + slot loan %4 = %5</source>
        <translation>Job %1: (%2 ÷ Kosten %3) + Slot-Vorschuss %4 = %5</translation>
    </message>
    <message numerus="yes">
        <source>Job %1: %n slot × (100 − slot discount %2)% = %3</source>
        <translation>
            <numerusform>Job %1: %n Slot × (100 − Slot-Rabatt %2)% = %3</numerusform>
            <numerusform>Job %1: %n Slots × (100 − Slot-Rabatt %2)% = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1: %n slots × (100 − slot discount %2)% = %3</source>
        <translation>
            <numerusform>Job %1: %n Slot × (100 − Slot-Rabatt %2)% = %3</numerusform>
            <numerusform>Job %1: %n Slots × (100 − Slot-Rabatt %2)% = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 on %2, at the decision: no candidate was weighed against job %3, which owed %4. The current job is weighed against a candidate only while its counter is above 0 selections.</source>
        <translation>Schritt %1 auf %2, zum Zeitpunkt der Entscheidung: Kein Kandidat wurde gegen Job %3 abgewogen, der %4 schuldete. Der aktuelle Job wird nur gegen einen Kandidaten abgewogen, solange sein Zähler über 0 Auswahlen liegt.</translation>
    </message>
    <message>
        <source>Step %1 on %2, at the decision: no candidate was weighed against job %3, whose counter stood at %4 (%5). The current job is weighed against a candidate only while its counter is above 0 selections.</source>
        <translation>Schritt %1 auf %2, zum Zeitpunkt der Entscheidung: Kein Kandidat wurde gegen Job %3 abgewogen, dessen Zähler bei %4 (%5) stand. Der aktuelle Job wird nur gegen einen Kandidaten abgewogen, solange sein Zähler über 0 Auswahlen liegt.</translation>
    </message>
    <message>
        <source>Step %1 on %2, at the decision: no candidate was weighed.</source>
        <translation>Schritt %1 auf %2, zum Zeitpunkt der Entscheidung: Kein Kandidat wurde abgewogen.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::RecipientPoolView</name>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>unused slots</source>
        <translation>ungenutzte Plätze</translation>
    </message>
    <message>
        <source>beyond its slots</source>
        <translation>über seine Plätze hinaus</translation>
    </message>
    <message>
        <source>%1 recipient pool: %2 + %3 extra slots</source>
        <translation>Empfänger-Pool von %1: %2 + %3 zusätzliche Plätze</translation>
    </message>
    <message>
        <source>held: %1</source>
        <translation>belegt: %1</translation>
    </message>
    <message>
        <source>unused: %1</source>
        <translation>ungenutzt: %1</translation>
    </message>
    <message>
        <source>msg %1</source>
        <translation>Nachr. %1</translation>
    </message>
    <message>
        <source>%1: %2 recipient slots (rcpt_limit), %3 recipients in core (rcpt_count)</source>
        <translation>%1: %2 Empfängerplätze (rcpt_limit), %3 Empfänger im Speicher (rcpt_count)</translation>
    </message>
    <message>
        <source>%1 held</source>
        <translation>%1 belegt</translation>
    </message>
    <message>
        <source>extra lent: %1</source>
        <translation>zusätzlich verliehen: %1</translation>
    </message>
    <message>
        <source>extra free: %1</source>
        <translation>zusätzlich frei: %1</translation>
    </message>
    <message>
        <source>%1 recipient pool: not created yet (at its first recipient)</source>
        <translation>Empfänger-Pool von %1: noch nicht angelegt (erst beim ersten Empfänger)</translation>
    </message>
    <message>
        <source>In core, all transports: %1 (limit %2, %3 beyond)</source>
        <translation>Im Speicher, alle Transporte: %1 (Grenze %2, %3 darüber)</translation>
    </message>
    <message>
        <source>In core, all transports: %1 (limit %2)</source>
        <translation>Im Speicher, alle Transporte: %1 (Grenze %2)</translation>
    </message>
    <message>
        <source>%1 in core</source>
        <translation>%1 im Speicher</translation>
    </message>
    <message>
        <source>retired jobs</source>
        <translation>ausgeschiedene Jobs</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Held by %1&apos;s jobs: %2 slots</source>
        <translation>Belegt von den Jobs von %1: %2 Plätze</translation>
    </message>
    <message>
        <source>in core</source>
        <translation>im Speicher</translation>
    </message>
    <message>
        <source>no jobs on the job list</source>
        <translation>keine Jobs in der Jobliste</translation>
    </message>
    <message>
        <source>1 job; in core / slots, own scale</source>
        <translation>1 Job; im Speicher / Plätze, eigener Maßstab</translation>
    </message>
    <message>
        <source>%1 jobs, largest holders first; in core / slots, own scale</source>
        <translation>%1 Jobs, die meisten Plätze zuerst; im Speicher / Plätze, eigener Maßstab</translation>
    </message>
    <message>
        <source>jobs %1-%2 of %3, largest holders first; %4 more: scroll</source>
        <translation>Jobs %1-%2 von %3, die meisten Plätze zuerst; %4 weitere: scrollen</translation>
    </message>
    <message>
        <source>Recipient pool totals</source>
        <translation>Summen des Empfänger-Pools</translation>
    </message>
    <message>
        <source>Bars of the recipients in the pool and in core, split by who holds them</source>
        <translation>Balken der Empfänger im Pool und im Speicher, aufgeteilt danach, wer sie belegt</translation>
    </message>
    <message>
        <source>Recipients per job</source>
        <translation>Empfänger pro Job</translation>
    </message>
    <message>
        <source>One bar per job: its recipients read, in core and delivered</source>
        <translation>Ein Balken pro Job: seine gelesenen, im Speicher befindlichen und zugestellten Empfänger</translation>
    </message>
    <message>
        <source>All transports&apos; pools</source>
        <translation>Pools aller Transporte</translation>
    </message>
    <message>
        <source>Show every transport&apos;s recipient pool at once; the rows below stay the chosen transport&apos;s jobs</source>
        <translation>Zeigt die Empfänger-Pools aller Transporte zugleich; die Zeilen darunter bleiben die Jobs des gewählten Transports</translation>
    </message>
    <message>
        <source>Recipient pools; after each, its jobs: in core / slots</source>
        <translation>Pools; dahinter ihre Jobs: im Speicher / Plätze</translation>
    </message>
    <message>
        <source>%1 %2 / %3</source>
        <translation>%1 %2 / %3</translation>
    </message>
    <message>
        <source>not created yet</source>
        <translation>noch nicht angelegt</translation>
    </message>
    <message>
        <source>no jobs</source>
        <translation>keine Jobs</translation>
    </message>
    <message>
        <source>%1 %2 + %3</source>
        <translation>%1 %2 + %3</translation>
    </message>
    <message>
        <source>held</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>ungenutzt</translation>
    </message>
    <message>
        <source>extra lent</source>
        <translation>extra verliehen</translation>
    </message>
    <message>
        <source>extra free</source>
        <translation>extra frei</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::RecoveryDialog</name>
    <message>
        <source>Recover unsaved scenarios</source>
        <translation>Ungespeicherte Szenarien wiederherstellen</translation>
    </message>
    <message>
        <source>qmgrlab ended without saving these changes. Restore one to continue working on it, or discard what you do not need.</source>
        <translation>qmgrlab wurde beendet, ohne diese Änderungen zu speichern. Stellen Sie eines wieder her, um daran weiterzuarbeiten, oder verwerfen Sie, was Sie nicht brauchen.</translation>
    </message>
    <message>
        <source>Unsaved scenarios</source>
        <translation>Ungespeicherte Szenarien</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>nie gespeichert</translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation>%1 (%2), automatisch gesichert %3</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Keep them and ask again at the next start</source>
        <translation>Behalten und beim nächsten Start erneut fragen</translation>
    </message>
    <message>
        <source>This scenario cannot be restored: %1</source>
        <translation>Dieses Szenario lässt sich nicht wiederherstellen: %1</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::RecoveryStore</name>
    <message>
        <source>the recovery file %1 cannot be written: %2</source>
        <translation>die Wiederherstellungsdatei %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ReplayPlot</name>
    <message>
        <source>time of the line (the log&apos;s clock)</source>
        <translation>Zeit der Zeile (Uhr des Logs)</translation>
    </message>
    <message>
        <source>b (s)</source>
        <translation>b (s)</translation>
    </message>
    <message>
        <source>logged b (s)</source>
        <translation>protokolliertes b (s)</translation>
    </message>
    <message>
        <source>simulated b (s)</source>
        <translation>simuliertes b (s)</translation>
    </message>
    <message>
        <source>simulated b</source>
        <translation>simuliertes b</translation>
    </message>
    <message>
        <source>logged b</source>
        <translation>protokolliertes b</translation>
    </message>
    <message>
        <source>agreement band: within max(1 s, 10 %)</source>
        <translation>Band der Übereinstimmung: innerhalb max(1 s, 10 %)</translation>
    </message>
    <message>
        <source>the same b</source>
        <translation>dasselbe b</translation>
    </message>
    <message>
        <source>paired lines</source>
        <translation>gepaarte Zeilen</translation>
    </message>
    <message>
        <source>the whole log</source>
        <translation>das ganze Log</translation>
    </message>
    <message>
        <source>qmgrlab: a mail log replayed</source>
        <translation>qmgrlab: ein wiedergegebenes Mail-Log</translation>
    </message>
    <message>
        <source>%1 · %2
queue manager delay b, logged and simulated</source>
        <translation>%1 · %2
Verzögerung b im Queue-Manager, protokolliert und simuliert</translation>
    </message>
    <message>
        <source>time of the line (the log&apos;s clock, UTC%1)</source>
        <translation>Zeit der Zeile (Uhr des Logs, UTC%1)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ReplayWindow</name>
    <message>
        <source>Logged vs simulated: %1</source>
        <translation>Protokolliert gegen simuliert: %1</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The whole log (lines: %1)</source>
        <translation>Das ganze Log (Zeilen: %1)</translation>
    </message>
    <message>
        <source>%1 (lines: %2)</source>
        <translation>%1 (Zeilen: %2)</translation>
    </message>
    <message>
        <source>Logged vs simulated b</source>
        <translation>Protokolliertes gegen simuliertes b</translation>
    </message>
    <message>
        <source>Above: the logged and the simulated queue manager delay b over the day; below: each paired line&apos;s logged b against its simulated b, with the diagonal and the band where they agree</source>
        <translation>Oben: die protokollierte und die simulierte Verzögerung b im Queue-Manager über den Tag; unten: das protokollierte b jeder gepaarten Zeile gegen ihr simuliertes b, mit der Diagonale und dem Band, in dem sie übereinstimmen</translation>
    </message>
    <message>
        <source>Export &amp;picture…</source>
        <translation>&amp;Bild exportieren…</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>The picture was not exported: %1</source>
        <translation>Das Bild wurde nicht exportiert: %1</translation>
    </message>
    <message>
        <source>Notes on the log and its replay</source>
        <translation>Hinweise zum Log und zu seiner Wiedergabe</translation>
    </message>
    <message>
        <source>Notes on the log and its replay (%1)</source>
        <translation>Hinweise zum Log und zu seiner Wiedergabe (%1)</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Problems found in reading the log: %n.&lt;/b&gt; %1 &lt;a href=&quot;#notes&quot;&gt;Show the notes&lt;/a&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Beim Lesen des Logs trat %n Problem auf.&lt;/b&gt; %1 &lt;a href=&quot;#notes&quot;&gt;Hinweise zeigen&lt;/a&gt;</numerusform>
            <numerusform>&lt;b&gt;Beim Lesen des Logs traten %n Probleme auf.&lt;/b&gt; %1 &lt;a href=&quot;#notes&quot;&gt;Hinweise zeigen&lt;/a&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Logged lines: %1, paired with the replay&apos;s: %2; left unpaired: %3 logged, %4 simulated. b (median / 95th percentile / maximum) over the paired lines: logged %5, simulated %6. The simulated b is within max(1&#xa0;s, 10&#xa0;%) of the logged one on %7 of the paired lines.</source>
        <translation>Protokollierte Zeilen: %1, mit denen der Wiedergabe gepaart: %2; ungepaart geblieben: %3 protokollierte, %4 simulierte. b (Median / 95. Perzentil / Maximum) über die gepaarten Zeilen: protokolliert %5, simuliert %6. Das simulierte b liegt bei %7 der gepaarten Zeilen innerhalb von max(1&#xa0;s, 10&#xa0;%) des protokollierten.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ScenarioDocument</name>
    <message>
        <source>new scenario</source>
        <translation>neues Szenario</translation>
    </message>
    <message>
        <source>the scenario has no file yet: use Save as</source>
        <translation>das Szenario hat noch keine Datei: „Speichern unter“ verwenden</translation>
    </message>
    <message>
        <source>recovered scenario</source>
        <translation>wiederhergestelltes Szenario</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1 (Schritt %2)</translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation>Szenario bearbeiten</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ScenarioEditor</name>
    <message>
        <source>Row %1, %2: &quot;%3&quot; is not a whole number</source>
        <translation>Zeile %1, %2: „%3“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation>Szenario bearbeiten</translation>
    </message>
    <message>
        <source>Queue ID</source>
        <translation>Queue-ID</translation>
    </message>
    <message>
        <source>Arrival (ms)</source>
        <translation>Ankunft (ms)</translation>
    </message>
    <message>
        <source>Recipients</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Delivery (ms)</source>
        <translation>Zustellung (ms)</translation>
    </message>
    <message>
        <source>Per recipient (ms)</source>
        <translation>Pro Empfänger (ms)</translation>
    </message>
    <message>
        <source>Server limit</source>
        <translation>Servergrenze</translation>
    </message>
    <message>
        <source>Failure (ms)</source>
        <translation>Fehlschlag (ms)</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>maxproc</source>
        <translation>maxproc</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>Add message</source>
        <translation>Nachricht hinzufügen</translation>
    </message>
    <message>
        <source>Recipients: &quot;domain: count, domain: count&quot; (the addresses r1@domain, r2@domain, ...) or a list of addresses &quot;a@example.com, b@example.com&quot;.</source>
        <translation>Empfänger: „Domain: Anzahl, Domain: Anzahl“ (die Adressen r1@domain, r2@domain, ...) oder eine Liste von Adressen „a@example.com, b@example.com“.</translation>
    </message>
    <message>
        <source>This scenario has %1 messages, too many to edit here; they are kept as they are.</source>
        <translation>Dieses Szenario hat %1 Nachrichten, zu viele, um sie hier zu bearbeiten; sie bleiben unverändert erhalten.</translation>
    </message>
    <message>
        <source>&amp;Messages</source>
        <translation>&amp;Nachrichten</translation>
    </message>
    <message>
        <source>Add destination</source>
        <translation>Ziel hinzufügen</translation>
    </message>
    <message>
        <source>D&amp;estinations</source>
        <translation>&amp;Ziele</translation>
    </message>
    <message>
        <source>Add transport</source>
        <translation>Transport hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Transports</source>
        <translation>&amp;Transporte</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Auswahl entfernen</translation>
    </message>
    <message>
        <source>arrival</source>
        <translation>Ankunft</translation>
    </message>
    <message>
        <source>Row %1, recipients: &quot;%2&quot; should be &quot;domain: count&quot;</source>
        <translation>Zeile %1, Empfänger: „%2“ sollte „Domain: Anzahl“ lauten</translation>
    </message>
    <message>
        <source>Row %1, recipients: give either addresses or &quot;domain: count&quot; pairs, not both</source>
        <translation>Zeile %1, Empfänger: entweder Adressen oder Paare „Domain: Anzahl“ angeben, nicht beides</translation>
    </message>
    <message>
        <source>delivery ms</source>
        <translation>Zustellung (ms)</translation>
    </message>
    <message>
        <source>per recipient ms</source>
        <translation>pro Empfänger (ms)</translation>
    </message>
    <message>
        <source>server limit</source>
        <translation>Servergrenze</translation>
    </message>
    <message>
        <source>failure ms</source>
        <translation>Fehlschlag (ms)</translation>
    </message>
    <message>
        <source>the edited scenario</source>
        <translation>das bearbeitete Szenario</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Transports</source>
        <translation>Transporte</translation>
    </message>
    <message>
        <source>Row %1, %2: &quot;%3&quot; should be intervals in ms, &quot;start-end, start-end&quot;</source>
        <translation>Zeile %1, %2: „%3“ sollten Intervalle in ms sein, „Anfang-Ende, Anfang-Ende“</translation>
    </message>
    <message>
        <source>Null sender</source>
        <translation>Leerer Absender</translation>
    </message>
    <message>
        <source>Deferred until (ms)</source>
        <translation>Zurückgestellt bis (ms)</translation>
    </message>
    <message>
        <source>Down intervals (ms)</source>
        <translation>Ausfallintervalle (ms)</translation>
    </message>
    <message>
        <source>Greylisting (ms)</source>
        <translation>Greylisting (ms)</translation>
    </message>
    <message>
        <source>Unknown users</source>
        <translation>Unbekannte Benutzer</translation>
    </message>
    <message>
        <source>Deferred users</source>
        <translation>Zurückgestellte Benutzer</translation>
    </message>
    <message>
        <source>Broken (ms)</source>
        <translation>Defekt (ms)</translation>
    </message>
    <message>
        <source>The message&apos;s queue ID: letters, digits and . _ -, unique in the scenario.</source>
        <translation>Die Queue-ID der Nachricht: Buchstaben, Ziffern und . _ -, eindeutig im Szenario.</translation>
    </message>
    <message>
        <source>When the message is handed to the queue manager, in ms from the start (0 to 2147483647); messages are listed in arrival order.</source>
        <translation>Wann die Nachricht dem Queue-Manager übergeben wird, in ms ab dem Start (0 bis 2147483647); Nachrichten stehen in Ankunftsreihenfolge.</translation>
    </message>
    <message>
        <source>&quot;domain: count, ...&quot; or a list of addresses.</source>
        <translation>„Domain: Anzahl, ...“ oder eine Liste von Adressen.</translation>
    </message>
    <message>
        <source>Checked: a bounce message (null sender); bounce_queue_lifetime, not maximal_queue_lifetime, limits its time in the queue.</source>
        <translation>Angehakt: eine Bounce-Nachricht (leerer Absender); bounce_queue_lifetime statt maximal_queue_lifetime begrenzt ihre Zeit in der Warteschlange.</translation>
    </message>
    <message>
        <source>qmgrlab&apos;s extension, only with the deferred queue on: the message arrives in the deferred queue and may be tried from this time (ms, 0 to 2147483647) on, like an imported server&apos;s deferred mail. Empty: it arrives in the incoming queue.</source>
        <translation>Erweiterung von qmgrlab, nur mit eingeschalteter Warteschlange deferred: Die Nachricht kommt in der Warteschlange deferred an und darf ab diesem Zeitpunkt (ms, 0 bis 2147483647) versucht werden, wie zurückgestellte Mail eines importierten Servers. Leer: Sie kommt in der Warteschlange incoming an.</translation>
    </message>
    <message>
        <source>The recipient domain, or &quot;*&quot; for every other domain.</source>
        <translation>Die Empfängerdomain oder „*“ für jede andere Domain.</translation>
    </message>
    <message>
        <source>The transport (master.cf service) that delivers to it.</source>
        <translation>Der Transport (Dienst in master.cf), der an sie zustellt.</translation>
    </message>
    <message>
        <source>How long an accepted delivery takes, in ms (at least 1).</source>
        <translation>Wie lange eine angenommene Zustellung dauert, in ms (mindestens 1).</translation>
    </message>
    <message>
        <source>How much longer per recipient of the delivery, in ms (0 or more).</source>
        <translation>Wie viel länger je Empfänger der Zustellung, in ms (0 oder mehr).</translation>
    </message>
    <message>
        <source>How many sessions the server accepts at once; 0 means no limit.</source>
        <translation>Wie viele Sitzungen der Server gleichzeitig annimmt; 0 heißt ohne Grenze.</translation>
    </message>
    <message>
        <source>How long a refused connection takes, in ms (at least 1).</source>
        <translation>Wie lange eine abgewiesene Verbindung dauert, in ms (mindestens 1).</translation>
    </message>
    <message>
        <source>Checked: every delivery fails; unchecked: the server is up; half-checked: as &quot;*&quot; (or the intervals to the right).</source>
        <translation>Angehakt: jede Zustellung scheitert; nicht angehakt: der Server läuft; halb angehakt: wie „*“ (oder die Intervalle rechts).</translation>
    </message>
    <message>
        <source>When the server is down: half-open intervals in ms, &quot;0-1000, 5000-6000&quot; (they may overlap); leave Down half-checked to use them.</source>
        <translation>Wann der Server ausgefallen ist: halboffene Intervalle in ms, „0-1000, 5000-6000“ (sie dürfen sich überlappen); lassen Sie Ausgefallen halb angehakt, um sie zu verwenden.</translation>
    </message>
    <message>
        <source>Greylisting: a recipient is deferred until this many ms after its first attempt (0 to 2147483647; 0 or empty: none). Without the deferred queue its deferral is final.</source>
        <translation>Greylisting: Ein Empfänger wird zurückgestellt, bis so viele ms nach seinem ersten Versuch vergangen sind (0 bis 2147483647; 0 oder leer: keines). Ohne Warteschlange deferred ist seine Zurückstellung endgültig.</translation>
    </message>
    <message>
        <source>Local parts the server rejects for good (5xx), comma-separated: those recipients bounce.</source>
        <translation>Lokale Teile, die der Server endgültig ablehnt (5xx), durch Kommas getrennt: Diese Empfänger werden zurückgewiesen.</translation>
    </message>
    <message>
        <source>Local parts the server always rejects for now (4xx), comma-separated: those recipients are deferred.</source>
        <translation>Lokale Teile, die der Server immer vorläufig ablehnt (4xx), durch Kommas getrennt: Diese Empfänger werden zurückgestellt.</translation>
    </message>
    <message>
        <source>The master.cf service name of the transport.</source>
        <translation>Der Dienstname des Transports in master.cf.</translation>
    </message>
    <message>
        <source>How many delivery agents it may run at once (1 to 2147483647); empty means default_process_limit.</source>
        <translation>Wie viele Zustellagenten er gleichzeitig laufen lassen darf (1 bis 2147483647); leer heißt default_process_limit.</translation>
    </message>
    <message>
        <source>When its delivery agents cannot be started: half-open intervals in ms, &quot;0-1000, 5000-6000&quot;; the transport is then dead for transport_retry_time.</source>
        <translation>Wann seine Zustellagenten nicht gestartet werden können: halboffene Intervalle in ms, „0-1000, 5000-6000“; der Transport ist dann für transport_retry_time tot.</translation>
    </message>
    <message>
        <source>Retry deferred recipients from the deferred queue</source>
        <translation>Zurückgestellte Empfänger aus der Warteschlange deferred erneut versuchen</translation>
    </message>
    <message>
        <source>deferred_queue: a message with deferred recipients waits in the deferred queue for its backoff (minimal_backoff_time .. maximal_backoff_time, from its age) and is tried again by the scans every queue_run_delay, until maximal_queue_lifetime. Off: a deferred recipient is final.</source>
        <translation>deferred_queue: Eine Nachricht mit zurückgestellten Empfängern wartet in der Warteschlange deferred ihre Wartezeit ab (minimal_backoff_time .. maximal_backoff_time, nach ihrem Alter) und wird von den Durchläufen alle queue_run_delay erneut versucht, bis maximal_queue_lifetime. Aus: Ein zurückgestellter Empfänger ist endgültig.</translation>
    </message>
    <message>
        <source>De&amp;ferred queue:</source>
        <translation>Warteschlange de&amp;ferred:</translation>
    </message>
    <message>
        <source>&quot;*&quot; gives the defaults for every other domain. An empty cell takes the value from &quot;*&quot;, then the built-in default. Down: checked = every delivery fails, half-checked = as &quot;*&quot; or the down intervals. Lists are comma-separated; hover over a column&apos;s title for its range.</source>
        <translation>„*“ gibt die Vorgaben für jede andere Domain. Eine leere Zelle nimmt den Wert von „*“, dann die eingebaute Vorgabe. Ausgefallen: angehakt = jede Zustellung scheitert, halb angehakt = wie „*“ oder die Ausfallintervalle. Listen sind durch Kommas getrennt; zeigen Sie auf den Titel einer Spalte für ihren Bereich.</translation>
    </message>
    <message>
        <source>maxproc: how many delivery agents the transport may run at once (master.cf). A transport not listed gets default_process_limit. Broken: when its agents cannot be started, &quot;0-1000, 5000-6000&quot; in ms.</source>
        <translation>maxproc: wie viele Zustellagenten der Transport gleichzeitig laufen lassen darf (master.cf). Ein nicht aufgeführter Transport erhält default_process_limit. Defekt: wann seine Agenten nicht gestartet werden können, „0-1000, 5000-6000“ in ms.</translation>
    </message>
    <message>
        <source>deferred until</source>
        <translation>zurückgestellt bis</translation>
    </message>
    <message>
        <source>down intervals</source>
        <translation>Ausfallintervalle</translation>
    </message>
    <message>
        <source>greylisting ms</source>
        <translation>Greylisting ms</translation>
    </message>
    <message>
        <source>Row %1, down: give either the Down check box or down intervals, not both; leave Down half-checked to use the intervals</source>
        <translation>Zeile %1, Ausgefallen: geben Sie entweder das Kästchen Ausgefallen oder Ausfallintervalle an, nicht beides; lassen Sie Ausgefallen halb angehakt, um die Intervalle zu verwenden</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>defekt</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ScenarioFile</name>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1: kann nicht gelesen werden</translation>
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
        <translation>&lt;&gt; (der leere Absender: eine Bounce-Nachricht oder eine andere Zustellbenachrichtigung)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::StepLogModel</name>
    <message>
        <source>Click to go to the moment after this step</source>
        <translation>Klicken, um zum Moment nach diesem Schritt zu springen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::StructuresView</name>
    <message>
        <source>Structures</source>
        <translation>Strukturen</translation>
    </message>
    <message numerus="yes">
        <source>+%n more</source>
        <translation>
            <numerusform>+%n weitere</numerusform>
            <numerusform>+%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Each box is a recipient entry in its message&apos;s colour, with the recipients it holds; hatched: being delivered; ringed: the entry this step selected, its peer named in the same colour. A peer lists the entries of its job waiting for its destination; a queue, those of every job.</source>
        <translation>Jedes Kästchen ist ein Empfängereintrag in der Farbe seiner Nachricht, mit der Zahl der Empfänger, die er enthält; schraffiert: wird gerade zugestellt; umrandet: der Eintrag, den dieser Schritt ausgewählt hat, sein Peer in derselben Farbe benannt. Ein Peer listet die Einträge seines Jobs, die auf sein Ziel warten, eine Warteschlange die aller Jobs.</translation>
    </message>
    <message>
        <source>No scenario is open.</source>
        <translation>Kein Szenario ist geöffnet.</translation>
    </message>
    <message>
        <source>Messages in the active queue: %1</source>
        <translation>Nachrichten in der aktiven Warteschlange: %1</translation>
    </message>
    <message>
        <source>The active queue is empty.</source>
        <translation>Die aktive Warteschlange ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>Message %1 · %n recipient: %2 read, %3 in memory</source>
        <translation>
            <numerusform>Nachricht %1 · %n Empfänger: %2 gelesen, %3 im Speicher</numerusform>
            <numerusform>Nachricht %1 · %n Empfänger: %2 gelesen, %3 im Speicher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 · %n recipients: %2 read, %3 in memory</source>
        <translation>
            <numerusform>Nachricht %1 · %n Empfänger: %2 gelesen, %3 im Speicher</numerusform>
            <numerusform>Nachricht %1 · %n Empfänger: %2 gelesen, %3 im Speicher</numerusform>
        </translation>
    </message>
    <message>
        <source>job on %1</source>
        <translation>Job auf %1</translation>
    </message>
    <message>
        <source>peer %1</source>
        <translation>Peer %1</translation>
    </message>
    <message numerus="yes">
        <source>Transport %1: %n queue</source>
        <translation>
            <numerusform>Transport %1: %n Warteschlange</numerusform>
            <numerusform>Transport %1: %n Warteschlangen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Transport %1: %n queues</source>
        <translation>
            <numerusform>Transport %1: %n Warteschlange</numerusform>
            <numerusform>Transport %1: %n Warteschlangen</numerusform>
        </translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>queue %1 · %2</source>
        <translation>Warteschlange %1 · %2</translation>
    </message>
    <message>
        <source>todo</source>
        <translation>wartend</translation>
    </message>
    <message>
        <source>%1 ▶ current</source>
        <translation>%1 ▶ aktuell</translation>
    </message>
    <message numerus="yes">
        <source>· %n in delivery</source>
        <translation>
            <numerusform>· %n in Zustellung</numerusform>
            <numerusform>· %n in Zustellung</numerusform>
        </translation>
    </message>
    <message>
        <source>◀ selected from here</source>
        <translation>◀ hieraus ausgewählt</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>in Zustellung</translation>
    </message>
    <message>
        <source>◀ selected</source>
        <translation>◀ ausgewählt</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::SweepPlot</name>
    <message>
        <source>%1 (%2, right axis)</source>
        <translation>%1 (%2, rechte Achse)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Point %1</source>
        <translation>Punkt %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>noch nicht ausgeführt</translation>
    </message>
    <message>
        <source>the run failed: %1</source>
        <translation>der Lauf ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>Click to open this variant in the main window.</source>
        <translation>Klicken, um diese Variante im Hauptfenster zu öffnen.</translation>
    </message>
    <message>
        <source>qmgrlab parameter sweep</source>
        <translation>qmgrlab – Parameterdurchlauf</translation>
    </message>
    <message>
        <source>%1
%2 by %3</source>
        <translation>%1
%2 nach %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Press Run sweep to plot the checked metrics.</source>
        <translation>Drücken Sie „Durchlauf starten“, um die angehakten Metriken zu zeichnen.</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::SweepResultsModel</name>
    <message>
        <source>This point&apos;s run failed: %1</source>
        <translation>Der Lauf dieses Punkts ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
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
        <translation>, nicht %1</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Parameterdurchlauf: %1</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>e.g. 2,5,10 or 1..20:2</source>
        <translation>z. B. 2,5,10 oder 1..20:2</translation>
    </message>
    <message>
        <source>The values to try: a list (2,5,10) or a range FROM..TO with an optional :STEP (1..20:2).</source>
        <translation>Die zu probierenden Werte: eine Liste (2,5,10) oder ein Bereich VON..BIS mit optionalem :SCHRITT (1..20:2).</translation>
    </message>
    <message>
        <source>First parameter (x axis)</source>
        <translation>Erster Parameter (x-Achse)</translation>
    </message>
    <message>
        <source>Second parameter (y axis of a heat map)</source>
        <translation>Zweiter Parameter (y-Achse einer Heatmap)</translation>
    </message>
    <message>
        <source>Metrics to plot</source>
        <translation>Darzustellende Kennzahlen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A heat map shows the first metric checked.</source>
        <translation>Eine Heatmap zeigt die erste angekreuzte Kennzahl.</translation>
    </message>
    <message>
        <source>&amp;Run sweep</source>
        <translation>Durchlauf &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>%v of %m points</source>
        <translation>%v von %m Punkten</translation>
    </message>
    <message>
        <source>Export &amp;chart…</source>
        <translation>&amp;Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>(none: a line chart)</source>
        <translation>(keiner: ein Liniendiagramm)</translation>
    </message>
    <message>
        <source>%1
Default %2; valid %3.</source>
        <translation>%1
Standard %2; gültig %3.</translation>
    </message>
    <message>
        <source>Now %1 (Postfix default %2); valid %3.</source>
        <translation>Jetzt %1 (Postfix-Standard %2); gültig %3.</translation>
    </message>
    <message>
        <source>Enter the values of %1 to try.</source>
        <translation>Geben Sie die zu probierenden Werte von %1 ein.</translation>
    </message>
    <message>
        <source>Choose a parameter to sweep.</source>
        <translation>Wählen Sie einen Parameter für den Durchlauf.</translation>
    </message>
    <message>
        <source>Check at least one metric to plot.</source>
        <translation>Kreuzen Sie mindestens eine darzustellende Kennzahl an.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) to run.</source>
        <translation>
            <numerusform>%n Punkt auszuführen.</numerusform>
            <numerusform>%n Punkte auszuführen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running %n point(s)…</source>
        <translation>
            <numerusform>%n Punkt wird ausgeführt…</numerusform>
            <numerusform>%n Punkte werden ausgeführt…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the points already running finish first…</source>
        <translation>Abbruch: die bereits laufenden Punkte werden erst fertig…</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n point(s) done.</source>
        <translation>
            <numerusform>Abgebrochen: %1 von %n Punkt erledigt.</numerusform>
            <numerusform>Abgebrochen: %1 von %n Punkten erledigt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s).</source>
        <translation>
            <numerusform>Fertig: %n Punkt.</numerusform>
            <numerusform>Fertig: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) failed (see the table).</source>
        <translation>
            <numerusform>%n Punkt fehlgeschlagen (siehe Tabelle).</numerusform>
            <numerusform>%n Punkte fehlgeschlagen (siehe Tabelle).</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a point of the chart to open that variant.</source>
        <translation>Klicken Sie auf einen Punkt des Diagramms, um diese Variante zu öffnen.</translation>
    </message>
    <message>
        <source>%1: this is the scenario&apos;s own file; choose another name for the CSV</source>
        <translation>%1: das ist die eigene Datei des Szenarios; wählen Sie einen anderen Namen für die CSV-Datei</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>The chart was not exported: %1</source>
        <translation>Das Diagramm wurde nicht exportiert: %1</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>The CSV was not exported: %1</source>
        <translation>Die CSV-Datei wurde nicht exportiert: %1</translation>
    </message>
    <message>
        <source>Sweep chart</source>
        <translation>Diagramm des Parameterdurchlaufs</translation>
    </message>
    <message>
        <source>The chosen metrics over the swept values: a line chart for one parameter, a heat map for two</source>
        <translation>Die gewählten Kennzahlen über den durchlaufenen Werten: ein Liniendiagramm für einen Parameter, eine Heatmap für zwei</translation>
    </message>
    <message>
        <source>Sweep results</source>
        <translation>Ergebnisse des Parameterdurchlaufs</translation>
    </message>
    <message>
        <source>Values of the first parameter</source>
        <translation>Werte des ersten Parameters</translation>
    </message>
    <message>
        <source>Values of the second parameter</source>
        <translation>Werte des zweiten Parameters</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimeListCanvas</name>
    <message>
        <source>By-time job list</source>
        <translation>Jobs nach Ankunft</translation>
    </message>
    <message>
        <source>arrival order</source>
        <translation>Ankunft</translation>
    </message>
    <message>
        <source>in core / slots</source>
        <translation>im Speicher / Plätze</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>msg %1</source>
        <translation>Nachr. %1</translation>
    </message>
    <message>
        <source> (next unread)</source>
        <translation> (als Nächste einzulesen)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimelineExportDialog</name>
    <message>
        <source>Dark page (for slides); unticked, the light look for print</source>
        <translation>Dunkle Seite (für Folien); nicht angekreuzt: die helle Darstellung für den Druck</translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation>Zeitleiste exportieren</translation>
    </message>
    <message>
        <source>All transports</source>
        <translation>Alle Transporte</translation>
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
        <translation>Breite:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Höhe:</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimelinePlot</name>
    <message>
        <source>delivery slot (entry selections on this transport, in order)</source>
        <translation>Zustellslot (Auswahl von Einträgen auf diesem Transport, der Reihe nach)</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>Slots</translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation>simulierte Zeit (s)</translation>
    </message>
    <message>
        <source>agent %1</source>
        <translation>Agent %1</translation>
    </message>
    <message numerus="yes">
        <source>%n agent out of view</source>
        <translation>
            <numerusform>%n Agent außer Sicht</numerusform>
            <numerusform>%n Agenten außer Sicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agents out of view</source>
        <translation>
            <numerusform>%n Agent außer Sicht</numerusform>
            <numerusform>%n Agenten außer Sicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n busy</source>
        <translation>
            <numerusform>%1, davon %n laufend</numerusform>
            <numerusform>%1, davon %n laufend</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimelineView</name>
    <message>
        <source>Copy slot string</source>
        <translation>Slotfolge kopieren</translation>
    </message>
    <message>
        <source>Copy the whole delivery-slot string of this transport to the clipboard</source>
        <translation>Die ganze Zustellslot-Folge dieses Transports in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>… %1 characters in all; &quot;Copy slot string&quot; copies them</source>
        <translation>… %1 Zeichen insgesamt; „Slotfolge kopieren“ kopiert sie alle</translation>
    </message>
    <message numerus="yes">
        <source>Slot %1: message %2, delivery #%3 to %4 (%n recipient(s))</source>
        <translation>
            <numerusform>Slot %1: Nachricht %2, Zustellung #%3 an %4 (%n Empfänger)</numerusform>
            <numerusform>Slot %1: Nachricht %2, Zustellung #%3 an %4 (%n Empfänger)</numerusform>
        </translation>
    </message>
    <message>
        <source>agent %1, dispatched at %2 s, %3 at %4 s</source>
        <translation>Agent %1, übergeben bei %2 s, %3 bei %4 s</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>zugestellt</translation>
    </message>
    <message>
        <source>failed (recipients deferred)</source>
        <translation>fehlgeschlagen (Empfänger zurückgestellt)</translation>
    </message>
    <message>
        <source>(not dispatched yet at the current position)</source>
        <translation>(an der aktuellen Position noch nicht übergeben)</translation>
    </message>
    <message>
        <source>Scroll the agent lanes</source>
        <translation>Die Agentenspuren scrollen</translation>
    </message>
    <message>
        <source>&amp;Hide the future on the timeline</source>
        <translation>Zukunft in der Zeitleiste a&amp;usblenden</translation>
    </message>
    <message>
        <source>&amp;Copy slot string</source>
        <translation>Slotfolge &amp;kopieren</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>The transport&apos;s delivery slots over time, one colour per job, above a lane per delivery agent; the slot string above the plot gives the same order as text</source>
        <translation>Die Zustellslots (delivery slots) des Transports über die Zeit, eine Farbe pro Job, über je einer Spur pro Zustellagent; die Slotfolge über dem Diagramm zeigt dieselbe Reihenfolge als Text</translation>
    </message>
    <message>
        <source>%1 dead from %2 s to %3 s: no delivery agent could be started (master.cf: broken); mail read meanwhile is deferred</source>
        <translation>%1 tot von %2 s bis %3 s: kein Zustellagent konnte gestartet werden (master.cf: broken); inzwischen gelesene Mail wird zurückgestellt</translation>
    </message>
    <message>
        <source>per recipient: %1 sent, %2 deferred, %3 bounced</source>
        <translation>pro Empfänger: %1 zugestellt, %2 zurückgestellt, %3 abgewiesen</translation>
    </message>
    <message>
        <source>the agent was taken at %1 s and waited %2 s (transport rate delay)</source>
        <translation>der Agent wurde bei %1 s belegt und wartete %2 s (Transport-Ratenverzögerung)</translation>
    </message>
    <message>
        <source>then %1 waited until %2 s (destination rate delay)</source>
        <translation>danach wartete %1 bis %2 s (Ziel-Ratenverzögerung)</translation>
    </message>
    <message>
        <source>Fit the &amp;whole run</source>
        <translation>Den &amp;ganzen Lauf einpassen</translation>
    </message>
    <message>
        <source>Fit the &amp;part so far</source>
        <translation>Bisherigen &amp;Teil einpassen</translation>
    </message>
    <message>
        <source>Show the whole run on the timeline</source>
        <translation>Den ganzen Lauf auf der Zeitleiste zeigen</translation>
    </message>
    <message>
        <source>Show what has happened so far on the timeline; it grows as the run goes on</source>
        <translation>Zeigt auf der Zeitleiste, was bisher geschehen ist; der Ausschnitt wächst mit dem Lauf</translation>
    </message>
    <message>
        <source>Fit the timeline again: the whole run or the part so far, as chosen in this button&apos;s menu (the wheel zooms, dragging pans)</source>
        <translation>Die Zeitleiste neu einpassen: den ganzen Lauf oder den bisherigen Teil, wie im Menü dieser Schaltfläche gewählt (das Mausrad zoomt, Ziehen verschiebt)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Draw only what has happened at the current position (always so in predict mode; hidden at first in the lecture layout and in lesson mode, so that the slot string does not give the answer away): H shows or hides the rest of the run</source>
        <translation>Nur zeichnen, was bis zur aktuellen Position geschehen ist (im Vorhersagemodus immer; im Vorlesungslayout und im Lektionsmodus zunächst ausgeblendet, damit die Slotfolge die Antwort nicht verrät): H zeigt den Rest des Laufs oder blendet ihn aus</translation>
    </message>
    <message numerus="yes">
        <source>Slot string so far (%n slot):</source>
        <translation>
            <numerusform>Slotfolge bisher (%n Slot):</numerusform>
            <numerusform>Slotfolge bisher (%n Slots):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slot string so far (%n slots):</source>
        <translation>
            <numerusform>Slotfolge bisher (%n Slot):</numerusform>
            <numerusform>Slotfolge bisher (%n Slots):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slot string (%n slot):</source>
        <translation>
            <numerusform>Slotfolge (%n Slot):</numerusform>
            <numerusform>Slotfolge (%n Slots):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slot string (%n slots):</source>
        <translation>
            <numerusform>Slotfolge (%n Slot):</numerusform>
            <numerusform>Slotfolge (%n Slots):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slot:</source>
        <translation>
            <numerusform>%n Slot:</numerusform>
            <numerusform>%n Slots:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slots:</source>
        <translation>
            <numerusform>%n Slot:</numerusform>
            <numerusform>%n Slots:</numerusform>
        </translation>
    </message>
    <message>
        <source>No delivery slot so far</source>
        <translation>Bisher kein Zustellslot</translation>
    </message>
    <message>
        <source>No delivery slot</source>
        <translation>Kein Zustellslot</translation>
    </message>
    <message>
        <source>Thick line: current position · pale: not dispatched yet · hatched: failed delivery (deferred) · pointed end: delivery under way · strip at a bar&apos;s foot: recipients deferred (hatched) or bounced by the server · dotted line: waiting for the transport rate delay · dashed line: the destination rate delay after a delivery · grey band: transport dead. Band: delivery slots in order; lanes: each agent&apos;s deliveries over simulated time (s). Right-click to copy the slot string or fit the whole run or the part so far.</source>
        <translation>Dicke Linie: aktuelle Position · blass: noch nicht übergeben · schraffiert: fehlgeschlagene Zustellung (zurückgestellt) · spitzes Ende: Zustellung läuft noch · Streifen am Fuß eines Balkens: vom Server zurückgestellte (schraffiert) oder abgewiesene Empfänger · gepunktete Linie: Warten auf die Transport-Ratenverzögerung · gestrichelte Linie: die Ziel-Ratenverzögerung nach einer Zustellung · graues Band: Transport tot. Band: Zustellslots der Reihe nach; Spuren: die Zustellungen jedes Agenten über die simulierte Zeit (s). Rechtsklick kopiert die Slotfolge oder passt den ganzen Lauf oder den bisherigen Teil ein.</translation>
    </message>
    <message>
        <source>agent %1, dispatched at %2 s</source>
        <translation>Agent %1, übergeben bei %2 s</translation>
    </message>
    <message>
        <source>(under way at the current position)</source>
        <translation>(an der aktuellen Position noch unterwegs)</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TransportSelector</name>
    <message>
        <source>Transport to show</source>
        <translation>Anzuzeigender Transport</translation>
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
        <translation>Gültig: %1</translation>
    </message>
    <message>
        <source>Add setting</source>
        <translation>Einstellung hinzufügen</translation>
    </message>
    <message>
        <source>Remove setting</source>
        <translation>Einstellung entfernen</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>main.cf changes of this variant: double-click a cell to type a parameter name (it completes) or its value</source>
        <translation>main.cf-Änderungen dieser Variante: Doppelklick auf eine Zelle, um einen Parameternamen (mit Vervollständigung) oder seinen Wert einzugeben</translation>
    </message>
    <message>
        <source>Add a row for another main.cf parameter</source>
        <translation>Eine Zeile für einen weiteren main.cf-Parameter hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Die ausgewählte Zeile entfernen</translation>
    </message>
    <message>
        <source>Type a main.cf parameter name</source>
        <translation>Einen main.cf-Parameternamen eingeben</translation>
    </message>
    <message>
        <source>a parameter name is needed</source>
        <translation>ein Parametername wird benötigt</translation>
    </message>
    <message>
        <source>%1: unknown parameter</source>
        <translation>%1: unbekannter Parameter</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>a value is needed</source>
        <translation>ein Wert wird benötigt</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2: %3</translation>
    </message>
    <message>
        <source>no changes</source>
        <translation>keine Änderungen</translation>
    </message>
    <message>
        <source>Parameter settings of the variant</source>
        <translation>Parametereinstellungen der Variante</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::WelcomeDialog</name>
    <message>
        <source>Welcome to qmgrlab</source>
        <translation>Willkommen bei qmgrlab</translation>
    </message>
    <message>
        <source>&amp;Explore on my own</source>
        <translation>Selbst &amp;erkunden</translation>
    </message>
    <message>
        <source>Close the welcome; Help &gt; Welcome shows it again</source>
        <translation>Begrüßung schließen; Hilfe &gt; Willkommen zeigt sie wieder</translation>
    </message>
    <message>
        <source>Start the &amp;lesson</source>
        <translation>&amp;Lektion starten</translation>
    </message>
    <message>
        <source>lesson %1</source>
        <translation>Lektion %1</translation>
    </message>
    <message>
        <source>lessons %1–%2</source>
        <translation>Lektionen %1–%2</translation>
    </message>
    <message>
        <source>Lesson mode on the open example: %1 goes to the next bookmark (L)</source>
        <translation>Lektionsmodus für das geöffnete Beispiel: %1 geht zum nächsten Lesezeichen (L)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Welcome to qmgrlab&lt;/h3&gt;&lt;p&gt;qmgrlab shows how Postfix&apos;s queue manager schedules mail: which job gets the next delivery slot, when a job preempts another, how recipient and concurrency limits shape a run. Every step is simulated as the real scheduler takes it, forwards and backwards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Where to start&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;The &lt;b&gt;Examples&lt;/b&gt; menu holds a course on SCHEDULER_README, %1 lessons in teaching order, not the README&apos;s: how the next entry is picked and preemption first, concurrency and the deferred queue last (the parts below). Each opens with a question. &lt;b&gt;→&lt;/b&gt; takes a step, &lt;b&gt;Space&lt;/b&gt; plays.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L&lt;/b&gt;: lesson mode. &lt;b&gt;%3&lt;/b&gt; goes from bookmark to bookmark, each with a note on what to watch.&lt;/li&gt;&lt;li&gt;&lt;b&gt;P&lt;/b&gt;: predict mode. Before each decision the class guesses: does a job preempt, and which job gets the slot? Type the job&apos;s number.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Help&lt;/b&gt; lists every key and explains the README&apos;s words in a glossary; View &amp;gt; Layout &amp;gt; Lecture arranges the window for a projector.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;The course&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;%2&lt;/ol&gt;</source>
        <translation>&lt;h3&gt;Willkommen bei qmgrlab&lt;/h3&gt;&lt;p&gt;qmgrlab zeigt, wie der Queue-Manager von Postfix Mail einplant: welcher Job den nächsten Zustellslot bekommt, wann ein Job einen anderen verdrängt, wie Empfänger- und Parallelitätsgrenzen einen Lauf formen. Jeder Schritt wird so simuliert, wie der echte Scheduler ihn macht, vorwärts und rückwärts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wo anfangen&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Das Menü &lt;b&gt;Beispiele&lt;/b&gt; enthält einen Kurs zu SCHEDULER_README, %1 Lektionen in der Reihenfolge des Unterrichts, nicht der des README: zuerst, wie der nächste Eintrag gewählt wird, und die Verdrängung, zuletzt die Parallelität und die Deferred-Warteschlange (die Teile unten). Jede beginnt mit einer Frage. &lt;b&gt;→&lt;/b&gt; geht einen Schritt, &lt;b&gt;Leertaste&lt;/b&gt; spielt ab.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L&lt;/b&gt;: Lektionsmodus. &lt;b&gt;%3&lt;/b&gt; geht von Lesezeichen zu Lesezeichen, jedes mit einer Notiz, worauf zu achten ist.&lt;/li&gt;&lt;li&gt;&lt;b&gt;P&lt;/b&gt;: Vorhersagemodus. Vor jeder Entscheidung rät die Klasse: verdrängt ein Job, und welcher Job bekommt den Slot? Tippen Sie die Nummer des Jobs.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hilfe&lt;/b&gt; listet alle Tasten und erklärt die Begriffe des README in einem Glossar; Ansicht &amp;gt; Layout &amp;gt; Vorlesung richtet das Fenster für einen Projektor ein.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Der Kurs&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;%2&lt;/ol&gt;</translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::WindowLayouts</name>
    <message>
        <source>&amp;Lecture</source>
        <translation>&amp;Vorlesung</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>&amp;Explore</source>
        <translation>&amp;Erkunden</translation>
    </message>
    <message>
        <source>Ctrl+Shift+X</source>
        <translation>Ctrl+Shift+X</translation>
    </message>
    <message>
        <source>La&amp;yout</source>
        <translation>La&amp;yout</translation>
    </message>
</context>
</TS>
