import type { ReplyTexts } from './types';

export const de: ReplyTexts = {
  greeting: 'Hallo, ich bin für dich da.',
  companion: {
    high: 'Ich bin wirklich froh, dass du es mir erzählt hast. Deine Sicherheit ist jetzt das Wichtigste: Bitte wende dich an den Notruf (999, 112 oder 911) oder an ein Krisentelefon wie 988 oder die Samaritans unter 116 123. Du musst da nicht allein durch.',
    medium:
      'Das klingt beängstigend, und es ist in Ordnung, dass du dich so fühlst. Bist du gerade an einem sicheren Ort? Wenn du kannst, sag einem Menschen, dem du vertraust, wo du bist.',
    low: 'Danke, dass du mir das erzählst. Ich bin hier und höre dir zu. Wie geht es dir gerade?',
  },
  intents: {
    shelter:
      'Wenn du einen sicheren Ort zum Bleiben brauchst, kann ein Hilfetelefon gegen häusliche Gewalt mit dir nach einem Platz in einer Schutzunterkunft suchen, oft noch am selben Tag, und das Gespräch ist vertraulich.',
    police:
      'Du kannst jederzeit über die Notrufnummer die Polizei rufen. Wenn du nicht sprechen kannst, bleib in der Leitung: Im Tab „Land“ steht, wie stille Notrufe funktionieren, wo dein Land sie anbietet.',
    legal:
      'Es gibt kostenlose Rechtsberatung zu Schutzanordnungen, Sorgerecht und Wohnen: Ein Hilfetelefon gegen häusliche Gewalt kann dir den Kontakt vermitteln.',
    talk: 'Ich bin hier und höre dir zu, und bei einem Hilfetelefon sind geschulte Menschen jederzeit für ein Gespräch da, Tag und Nacht.',
    sad: 'Es ist verständlich, dass du dich so fühlst, nach allem, was du gerade durchmachst. Deine Gefühle sind wichtig.',
  },
  assistant: {
    high: 'Das klingt ernst. Wenn du oder jemand anderes in unmittelbarer Gefahr ist, ruf jetzt den Notruf an (je nach Land 999, 112 oder 911) und wende dich an einen Menschen, dem du vertraust.',
    topics: {
      follow:
        'Wenn du glaubst, dass dir jemand folgt, geh an einen belebten, hell beleuchteten Ort wie ein Geschäft, wechsle die Richtung, ruf jemanden an, dem du vertraust, und lass deine Standortfreigabe eingeschaltet.',
      date: 'Bevor du jemanden Neues triffst, sag einer Freundin oder einem Freund, wo und wann, triff dich an einem öffentlichen Ort, sorg selbst für deinen Hin- und Rückweg und stell den Check-in-Timer.',
      home: 'Wenn du dich zu Hause nicht sicher fühlst, plane einen Weg nach draußen, halte wichtige Dokumente und ein geladenes Handy bereit und wende dich für vertrauliche Unterstützung an ein Hilfetelefon gegen häusliche Gewalt.',
      night:
        'Wenn du nachts allein unterwegs bist, bleib auf beleuchteten Wegen, lass ein Ohr frei, teile deinen Live-Standort und stell den Check-in-Timer, damit jemand merkt, wenn du nicht ankommst.',
      online:
        'Teile online niemals Codes oder Passwörter, prüfe über einen anderen Weg, mit wem du schreibst, und sichere Screenshots von allem Bedrohlichen als Beweis.',
    },
    general:
      'Vertrau deinem Gefühl. Halte deine Notfallkontakte aktuell, teile deinen Standort mit jemandem, dem du vertraust, wenn du unsicher bist, und nutze den Check-in-Timer in riskanten Momenten.',
    mediumSuffix: 'Wenn sich die Lage gefährlich anfühlt, geh an einen sicheren Ort und hol Hilfe.',
  },
  safety: {
    low: 'Es wurden keine unmittelbaren Warnzeichen gefunden. Achte auf deine Umgebung und vertrau deinem Gefühl; deine Notfallwerkzeuge sind nur einen Tipp entfernt, falls sich etwas ändert.',
    medium:
      'Es wurden einige Risikozeichen bemerkt. Überlege, an einen sicheren Ort zu gehen, sag einer Vertrauensperson, wo du bist, und halte dein Handy geladen und in deiner Nähe.',
    scam: 'Das sieht nach Betrug aus: {reason}. Zahle nichts, gib keine Codes oder persönlichen Daten weiter und ruf nicht zurück. Wenn du dich bedroht fühlst, wende dich an den Notruf (999, 112 oder 911).',
    reasons: {
      oneRing: 'eine Nummer eines internationalen Netzes, die für „Ping-Anrufe“ genutzt wird',
      ukPremium: 'eine britische Mehrwertnummer',
      ukPersonal: 'eine britische „persönliche Nummer“, die überallhin weiterleitet',
      ukPerMinute: 'eine britische Nummer, die pro Minute abgerechnet wird',
      naPremium: 'eine nordamerikanische Mehrwertnummer',
      bareIp: 'der Link führt zu einer bloßen IP-Adresse',
      lookAlike: 'die Adresse verwendet zum Verwechseln ähnliche Zeichen',
      hiddenAt: 'der Link versteckt seine echte Adresse hinter einem @',
      shortener: 'ein Linkkürzer verbirgt, wohin der Link führt',
      scamDomain: 'die Domain-Endung ist bei Betrug häufig',
      brand: 'der Link ahmt eine bekannte Marke nach',
    },
    phrase: 'der Text enthält die typische Betrugsformulierung „{phrase}“',
  },
};
