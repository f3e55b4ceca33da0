import type { ReplyTexts } from './types';

/** The reference texts: every other language says exactly this. */
export const en: ReplyTexts = {
  greeting: 'Hi, I am here with you.',
  companion: {
    high:
      'I am really glad you told me. Your safety matters most right now: please contact emergency ' +
      'services (999, 112 or 911) or a crisis line such as 988 or Samaritans 116 123. You do not ' +
      'have to go through this alone.',
    medium:
      'That sounds frightening, and it is okay to feel this way. Are you somewhere safe right now? ' +
      'If you can, let someone you trust know where you are.',
    low: 'Thank you for sharing that with me. I am here to listen. How are you feeling right now?',
  },
  intents: {
    shelter:
      'If you need a safe place to stay, a domestic abuse helpline can look for a refuge space ' +
      'with you, often the same day, and the call is confidential.',
    police:
      'You can call the police on the emergency number at any time. If you cannot speak, stay on ' +
      'the line: the Country tab explains silent calls where your country has them.',
    legal:
      'Free legal advice exists for protection orders, custody and housing: a domestic abuse ' +
      'helpline can put you in touch with it.',
    talk: 'I am here to listen, and trained people at a helpline are there to talk any time, day or night.',
    sad: 'It makes sense to feel this way after what you are going through. Your feelings matter.',
  },
  assistant: {
    high:
      'This sounds serious. If you or someone else is in immediate danger, contact emergency ' +
      'services now (999, 112 or 911 depending on your country) and reach out to someone you trust.',
    topics: {
      follow:
        'If you think you are being followed, head for a busy, well-lit place such as a shop, ' +
        'change direction, call someone you trust and keep your location sharing on.',
      date:
        'Before meeting someone new, tell a friend where and when, meet in a public place, ' +
        'arrange your own transport and set the check-in timer.',
      home:
        'If you do not feel safe at home, plan a way out, keep important documents and a charged ' +
        'phone ready, and contact a domestic abuse helpline for confidential support.',
      night:
        'When walking alone at night, stick to lit routes, keep one ear free, share your live ' +
        'location and set the check-in timer so someone knows if you do not arrive.',
      online:
        'Online, never share codes or passwords, verify who you are talking to through another ' +
        'channel, and keep screenshots of anything threatening as evidence.',
    },
    general:
      'Trust your instincts. Keep your emergency contacts up to date, share your location with ' +
      'someone you trust when you feel unsure, and use the check-in timer for risky moments.',
    mediumSuffix: 'If the situation feels dangerous, move somewhere safe and call for help.',
  },
  safety: {
    low: 'No immediate warning signs were found. Stay aware of your surroundings and trust your instincts; your emergency tools are one tap away if anything changes.',
    medium:
      'Some signs of risk were noted. Consider moving to a safe place, tell a trusted contact where you are, and keep your phone charged and close.',
    scam: 'This looks like a scam: {reason}. Do not pay, share codes or personal details, or call back. If you feel threatened, contact emergency services (999, 112 or 911).',
    reasons: {
      oneRing: 'an international network number used by "one ring" scams',
      ukPremium: 'a UK premium-rate number',
      ukPersonal: 'a UK "personal number" that forwards anywhere',
      ukPerMinute: 'a UK number charged by the minute',
      naPremium: 'a North American premium-rate number',
      bareIp: 'it points at a bare IP address',
      lookAlike: 'its address uses look-alike letters',
      hiddenAt: 'it hides its real address after an @',
      shortener: 'a link shortener hides where it goes',
      scamDomain: 'its domain ending is common in scams',
      brand: 'it imitates a well-known brand',
    },
    phrase: 'it uses the scam phrase "{phrase}"',
  },
};
