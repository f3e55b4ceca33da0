import type { ReplyTexts } from './types';

export const nl: ReplyTexts = {
  greeting: 'Hoi, ik ben hier bij je.',
  companion: {
    high: 'Ik ben echt blij dat je het me vertelt. Je veiligheid gaat nu voor alles: neem contact op met de hulpdiensten (999, 112 of 911) of met een crisislijn zoals 988 of de Samaritans op 116 123. Je hoeft hier niet alleen doorheen.',
    medium:
      'Dat klinkt beangstigend, en het is oké om je zo te voelen. Ben je nu op een veilige plek? Laat, als het kan, iemand die je vertrouwt weten waar je bent.',
    low: 'Dank je dat je dit met me deelt. Ik ben hier om te luisteren. Hoe voel je je op dit moment?',
  },
  intents: {
    shelter:
      'Als je een veilige plek nodig hebt om te verblijven, kan een hulplijn voor huiselijk geweld samen met je zoeken naar een plek in de opvang, vaak nog dezelfde dag, en het gesprek is vertrouwelijk.',
    police:
      'Je kunt altijd de politie bellen via het alarmnummer. Als je niet kunt praten, blijf dan aan de lijn: het tabblad Land legt stille oproepen uit, waar jouw land die heeft.',
    legal:
      'Er is gratis juridisch advies over beschermingsmaatregelen, voogdij en huisvesting: een hulplijn voor huiselijk geweld kan je ermee in contact brengen.',
    talk: 'Ik ben hier om te luisteren, en bij een hulplijn staan getrainde mensen dag en nacht klaar om met je te praten.',
    sad: 'Het is logisch dat je je zo voelt na alles wat je meemaakt. Je gevoelens doen ertoe.',
  },
  assistant: {
    high: 'Dit klinkt ernstig. Als jij of iemand anders in direct gevaar is, neem dan nu contact op met de hulpdiensten (999, 112 of 911, afhankelijk van je land) en zoek steun bij iemand die je vertrouwt.',
    topics: {
      follow:
        'Denk je dat je gevolgd wordt, ga dan naar een drukke, goed verlichte plek zoals een winkel, verander van richting, bel iemand die je vertrouwt en laat het delen van je locatie aan staan.',
      date: 'Voordat je iemand nieuw ontmoet: vertel een vriend of vriendin waar en wanneer, spreek af op een openbare plek, regel je eigen vervoer en zet de check-in-timer.',
      home: 'Als je je thuis niet veilig voelt, bedenk een manier om weg te komen, houd belangrijke documenten en een opgeladen telefoon klaar en neem voor vertrouwelijke steun contact op met een hulplijn voor huiselijk geweld.',
      night:
        'Als je ’s nachts alleen loopt, blijf op verlichte routes, houd één oor vrij, deel je live locatie en zet de check-in-timer, zodat iemand het weet als je niet aankomt.',
      online:
        'Deel online nooit codes of wachtwoorden, controleer via een ander kanaal met wie je praat en bewaar screenshots van alles wat bedreigend is als bewijs.',
    },
    general:
      'Vertrouw op je gevoel. Houd je noodcontacten up-to-date, deel je locatie met iemand die je vertrouwt als je twijfelt en gebruik de check-in-timer op riskante momenten.',
    mediumSuffix: 'Als de situatie gevaarlijk voelt, ga dan naar een veilige plek en roep hulp in.',
  },
  safety: {
    low: 'Er zijn geen directe waarschuwingssignalen gevonden. Let op je omgeving en vertrouw op je gevoel; je noodhulpmiddelen zijn één tik verwijderd als er iets verandert.',
    medium:
      'Er zijn enkele risicosignalen opgemerkt. Overweeg naar een veilige plek te gaan, vertel een vertrouwd contact waar je bent en houd je telefoon opgeladen en dichtbij.',
    scam: 'Dit lijkt op oplichting: {reason}. Betaal niets, deel geen codes of persoonlijke gegevens en bel niet terug. Voel je je bedreigd, neem dan contact op met de hulpdiensten (999, 112 of 911).',
    reasons: {
      oneRing:
        'een nummer van een internationaal netwerk dat wordt gebruikt voor ‘één keer overgaan’-oplichting',
      ukPremium: 'een Brits betaalnummer met verhoogd tarief',
      ukPersonal: 'een Brits ‘persoonlijk nummer’ dat overal naartoe doorschakelt',
      ukPerMinute: 'een Brits nummer dat per minuut kost',
      naPremium: 'een Noord-Amerikaans betaalnummer met verhoogd tarief',
      bareIp: 'de link wijst naar een kaal IP-adres',
      lookAlike: 'het adres gebruikt letters die op andere lijken',
      hiddenAt: 'de link verbergt zijn echte adres achter een @',
      shortener: 'een linkverkorter verbergt waar de link naartoe gaat',
      scamDomain: 'de domeinextensie komt vaak voor bij oplichting',
      brand: 'de link doet zich voor als een bekend merk',
    },
    phrase: 'de tekst bevat de typische oplichterszin ‘{phrase}’',
  },
};
