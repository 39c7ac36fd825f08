import { chatSubject, type Storyline } from '@/platforms/sandbox/corpus/subject';

/**
 * Running Club Berlin talks in German: the sandbox's non-English source. Storylines are club life
 * over a week: a race the club runs together, a new Tuesday track session, a lost-and-found.
 */
const storylines: Storyline[] = [
  {
    id: 'halbmarathon',
    beats: [
      {
        title:
          'Wer läuft am Sonntag den Halbmarathon mit? Treffpunkt 8:15 am Vereinszelt, Startblock C.',
        body: '',
        replies: [
          'Bin dabei! Ziel: unter 1:50.',
          'Ich auch, aber nur zum Spaß. Mein Knie zickt noch.',
          'Wer bringt die Vereinsfahne mit?',
          'Hab sie im Keller, bringe ich mit.',
        ],
      },
      {
        title: 'Wetter für Sonntag: 6 Grad, leichter Wind aus Westen. Perfektes Laufwetter!',
        body: '',
        replies: [
          'Endlich mal kein Regen',
          'Gegenwind auf der Oberbaumbrücke, wie jedes Jahr',
          'Handschuhe nicht vergessen, am Start ist es kalt',
        ],
      },
      {
        title: 'Was für ein Tag! 23 von uns im Ziel, vier neue Bestzeiten 🎉',
        body: '',
        replies: [
          '1:48:12! Ich kann es noch gar nicht glauben',
          'Glückwunsch!! Verdient nach dem Training',
          'Die Stimmung an Kilometer 18 war unglaublich',
          'Meine Beine sagen heute nein zu Treppen',
        ],
      },
      {
        title:
          'Korrektur zur Ergebnisliste: Jana war 1:52, nicht 1:58. Der Chip hat am Start nicht ausgelöst.',
        body: '',
        replies: [
          'Danke fürs Nachfragen beim Veranstalter!',
          'Also doch Bestzeit, yes 💪',
          'Immer den Chip richtig am Schuh befestigen, Leute',
        ],
      },
    ],
  },
  {
    id: 'bahntraining',
    beats: [
      {
        title:
          'Neu ab nächster Woche: Bahntraining dienstags um 18:30 im Jahnstadion. Alle Tempos willkommen.',
        body: '',
        replies: [
          'Super Idee! Intervalle allein machen keinen Spaß',
          'Braucht man Spikes?',
          'Nein, normale Laufschuhe reichen völlig',
          'Bin dabei, solange es nicht zu schnell wird',
        ],
      },
      {
        title: 'Erstes Bahntraining: 8 x 400 m mit 200 m Trabpause. Wir waren 31 Leute!',
        body: '',
        replies: [
          '31! Mehr als gedacht',
          'Die letzten zwei Runden waren hart, aber gut',
          'Danke an Markus fürs Zeitnehmen',
        ],
      },
      {
        title:
          'Das Stadion ist am Dienstag wegen eines Schulsportfests gesperrt. Wir laufen stattdessen im Park.',
        body: '',
        replies: [
          'Treffpunkt wie immer am Haupteingang?',
          'Ja, 18:30 am Haupteingang, dann zur großen Wiese',
          'Im Park ist es eh schöner',
        ],
      },
      {
        title:
          'Ab Dezember beginnt das Bahntraining um 18:00, weil das Flutlicht um 19:30 ausgeht.',
        body: '',
        replies: [
          'Schaffe ich nicht vor 18:15 von der Arbeit, komme dann später dazu',
          'Kein Problem, einfach einsteigen',
          'Stirnlampe für den Heimweg mitbringen!',
        ],
      },
    ],
  },
  {
    id: 'fundsache',
    beats: [
      {
        title:
          'Fundsache nach dem Sonntagslauf: schwarze Laufjacke, Größe M, mit Schlüssel in der Tasche',
        body: '',
        replies: [
          'Oh nein, das könnte meine sein! Ist ein blauer Anhänger dran?',
          'Ja, ein blauer Anhänger mit einem kleinen Bären',
          'Meine! Ich suche seit gestern meinen Schlüssel 🙈',
          'Ich bringe sie am Dienstag zum Training mit',
        ],
      },
      {
        title: 'Jacke ist wieder bei ihrer Besitzerin. Danke an alle!',
        body: '',
        replies: [
          'Läufer sind einfach die besten Menschen',
          'Ich habe einen Kuchen mitgebracht als Dankeschön',
          'Der Kuchen war hervorragend',
        ],
      },
      {
        title:
          'Wir haben jetzt eine Fundkiste im Vereinsheim. Darin: drei Mützen, zwei Trinkflaschen, ein Handschuh.',
        body: '',
        replies: [
          'Der eine Handschuh ist meiner, seit Oktober 😂',
          'Gute Idee mit der Kiste',
          'Wem gehört die pinke Trinkflasche?',
        ],
      },
      {
        title:
          'Erinnerung: alles, was bis Jahresende in der Fundkiste bleibt, geht an die Kleiderkammer.',
        body: '',
        replies: [
          'Sehr gute Sache',
          'Dann hole ich meinen Handschuh lieber schnell ab',
          'Danke fürs Organisieren!',
        ],
      },
    ],
  },
];

const replies: string[] = [
  'Morgen früh jemand für eine lockere Runde um den See?',
  'Bin dabei, 7 Uhr?',
  'Heute zu kalt, ich laufe auf dem Laufband 🥶',
  'Schöne Runde heute, danke fürs Mitnehmen',
  'Hat jemand Erfahrung mit Barfußschuhen?',
  'Langsam anfangen, sonst tun die Waden weh',
  'Wer kommt am Samstag zum langen Lauf?',
  'Ich, aber ich bleibe bei 18 km',
  'Neue Schuhe gekauft, fühlen sich super an',
  'Gute Besserung! Erst ausheilen lassen',
  'Wo treffen wir uns am Sonntag?',
  'Am Brandenburger Tor, 9 Uhr',
  'Der Sonnenaufgang heute am Kanal war traumhaft',
  'Denkt an eure Reflektoren, es wird früh dunkel',
  'Glückwunsch zur neuen Bestzeit!',
  'Heute nur 5 km, aber immerhin',
  'Jeder Kilometer zählt',
  'Hat jemand einen Tipp für einen guten Physio?',
  'Ich kann dir meine Physiotherapeutin empfehlen, schick dir die Nummer',
  'Danke, sehr nett!',
  'Nach dem Lauf noch Kaffee?',
  'Immer 😄',
  'Regen ist nur flüssiger Sonnenschein',
  'Wer hat Lust auf einen Trailrun im Grunewald?',
  'Ich bin raus, Erkältung',
  'Gute Besserung!',
  'Dienstag wieder Bahn?',
  'Klar, wie immer',
  'Ich habe heute meinen ersten Zehner geschafft!',
  'Wahnsinn, gratuliere!',
];

export const lauftreff = chatSubject('lauftreff', 'de', storylines, replies);
