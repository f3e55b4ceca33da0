import type { ReplyTexts } from './types';

export const it: ReplyTexts = {
  greeting: 'Ciao, sono qui con te.',
  companion: {
    high: 'Mi fa davvero piacere che tu me l’abbia detto. In questo momento la cosa più importante è la tua sicurezza: contatta i servizi di emergenza (999, 112 o 911) o una linea di crisi come il 988 o i Samaritans al 116 123. Non devi viverlo senza nessuno accanto.',
    medium:
      'Sembra una situazione spaventosa, ed è normale sentirsi così. Ti trovi in un posto sicuro adesso? Se puoi, fai sapere a una persona di cui ti fidi dove sei.',
    low: 'Grazie di avermelo detto. Sono qui per ascoltarti. Come ti senti in questo momento?',
  },
  intents: {
    shelter:
      'Se hai bisogno di un posto sicuro dove stare, una linea di aiuto contro la violenza domestica può cercare con te un posto in una casa rifugio, spesso in giornata, e la chiamata è riservata.',
    police:
      'Puoi chiamare la polizia al numero di emergenza in qualsiasi momento. Se non puoi parlare, resta in linea: la scheda Paese spiega le chiamate silenziose dove il tuo paese le prevede.',
    legal:
      'Esiste una consulenza legale gratuita su ordini di protezione, affidamento dei figli e casa: una linea di aiuto contro la violenza domestica può metterti in contatto.',
    talk: 'Sono qui per ascoltarti, e alle linee di aiuto ci sono persone preparate pronte a parlare con te in qualsiasi momento, giorno e notte.',
    sad: 'È comprensibile sentirsi così dopo quello che stai passando. Quello che provi conta.',
  },
  assistant: {
    high: 'Sembra una situazione grave. Se tu o un’altra persona siete in pericolo immediato, contatta subito i servizi di emergenza (999, 112 o 911 a seconda del paese) e rivolgiti a una persona di cui ti fidi.',
    topics: {
      follow:
        'Se pensi che qualcuno ti stia seguendo, dirigiti verso un luogo affollato e ben illuminato, come un negozio, cambia direzione, chiama una persona di cui ti fidi e tieni attiva la condivisione della posizione.',
      date: 'Prima di incontrare una persona nuova, di’ a qualcuno di cui ti fidi dove e quando, scegli un luogo pubblico, organizza da te il trasporto e imposta il timer di controllo.',
      home: 'Se a casa non ti senti al sicuro, prepara un modo per andartene, tieni pronti i documenti importanti e un telefono carico e contatta una linea di aiuto contro la violenza domestica per un sostegno riservato.',
      night:
        'Quando cammini di notte senza compagnia, resta su strade illuminate, tieni un orecchio libero, condividi la posizione in tempo reale e imposta il timer di controllo, così qualcuno saprà se non arrivi.',
      online:
        'Online non condividere mai codici o password, verifica con chi stai parlando attraverso un altro canale e conserva gli screenshot di qualsiasi minaccia come prova.',
    },
    general:
      'Fidati del tuo istinto. Tieni aggiornati i tuoi contatti di emergenza, condividi la posizione con una persona di cui ti fidi quando hai dei dubbi e usa il timer di controllo nei momenti a rischio.',
    mediumSuffix:
      'Se la situazione ti sembra pericolosa, spostati in un posto sicuro e chiedi aiuto.',
  },
  safety: {
    low: 'Non sono stati trovati segnali di pericolo immediati. Fai attenzione a ciò che ti circonda e fidati del tuo istinto; i tuoi strumenti di emergenza sono a un tocco di distanza se qualcosa cambia.',
    medium:
      'Sono stati notati alcuni segnali di rischio. Valuta di spostarti in un posto sicuro, di’ a un contatto fidato dove sei e tieni il telefono carico e vicino.',
    scam: 'Sembra una truffa: {reason}. Non pagare, non condividere codici o dati personali e non richiamare. Se ti senti in pericolo, contatta i servizi di emergenza (999, 112 o 911).',
    reasons: {
      oneRing: 'un numero di rete internazionale usato nelle truffe dello «squillo»',
      ukPremium: 'un numero britannico a tariffa maggiorata',
      ukPersonal: 'un «numero personale» britannico che inoltra ovunque',
      ukPerMinute: 'un numero britannico a pagamento al minuto',
      naPremium: 'un numero nordamericano a tariffa maggiorata',
      bareIp: 'il link punta a un semplice indirizzo IP',
      lookAlike: 'l’indirizzo usa lettere che ne imitano altre',
      hiddenAt: 'nasconde il suo vero indirizzo dopo una @',
      shortener: 'un accorciatore di link nasconde dove porta',
      scamDomain: 'la sua estensione di dominio è comune nelle truffe',
      brand: 'imita un marchio noto',
    },
    phrase: 'usa la frase tipica delle truffe «{phrase}»',
  },
};
