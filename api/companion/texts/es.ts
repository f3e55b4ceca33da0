import type { ReplyTexts } from './types';

export const es: ReplyTexts = {
  greeting: 'Hola, estoy aquí contigo.',
  companion: {
    high: 'Me alegra mucho que me lo hayas contado. Ahora lo más importante es tu seguridad: por favor, contacta con los servicios de emergencia (999, 112 o 911) o con una línea de crisis como el 988 o Samaritans en el 116 123. No tienes que pasar por esto en soledad.',
    medium:
      'Eso suena aterrador, y está bien sentirse así. ¿Estás en un lugar seguro ahora mismo? Si puedes, dile a alguien de confianza dónde estás.',
    low: 'Gracias por contármelo. Estoy aquí para escucharte. ¿Cómo te sientes ahora mismo?',
  },
  intents: {
    shelter:
      'Si necesitas un lugar seguro donde quedarte, una línea de ayuda contra la violencia doméstica puede buscar contigo una plaza en un refugio, a menudo el mismo día, y la llamada es confidencial.',
    police:
      'Puedes llamar a la policía al número de emergencia en cualquier momento. Si no puedes hablar, no cuelgues: la pestaña País explica las llamadas silenciosas allí donde tu país las ofrece.',
    legal:
      'Existe asesoramiento jurídico gratuito sobre órdenes de protección, custodia y vivienda: una línea de ayuda contra la violencia doméstica puede ponerte en contacto con él.',
    talk: 'Estoy aquí para escucharte, y en una línea de ayuda hay personas formadas para hablar contigo en cualquier momento, de día o de noche.',
    sad: 'Es normal sentirse así después de todo lo que estás viviendo. Lo que sientes importa.',
  },
  assistant: {
    high: 'Esto suena grave. Si tú o alguien más está en peligro inmediato, contacta ahora con los servicios de emergencia (999, 112 o 911 según tu país) y busca a alguien de confianza.',
    topics: {
      follow:
        'Si crees que alguien te sigue, ve a un lugar concurrido y bien iluminado, como una tienda, cambia de dirección, llama a alguien de confianza y mantén activada la ubicación compartida.',
      date: 'Antes de quedar con alguien nuevo, cuéntale a una persona amiga dónde y cuándo, queda en un lugar público, organiza tu propio transporte y pon el temporizador de control.',
      home: 'Si en casa no te sientes a salvo, planea una forma de salir, ten a mano los documentos importantes y un teléfono cargado, y contacta con una línea de ayuda contra la violencia doméstica para recibir apoyo confidencial.',
      night:
        'Cuando camines de noche sin compañía, ve por calles iluminadas, deja un oído libre, comparte tu ubicación en tiempo real y pon el temporizador de control para que alguien sepa si no llegas.',
      online:
        'En internet, no compartas nunca códigos ni contraseñas, comprueba por otra vía con quién hablas y guarda capturas de pantalla de cualquier amenaza como prueba.',
    },
    general:
      'Confía en tu instinto. Mantén al día tus contactos de emergencia, comparte tu ubicación con alguien de confianza cuando tengas dudas y usa el temporizador de control en los momentos de riesgo.',
    mediumSuffix: 'Si la situación parece peligrosa, ve a un lugar seguro y pide ayuda.',
  },
  safety: {
    low: 'No se han encontrado señales de alerta inmediatas. Presta atención a tu entorno y confía en tu instinto; tus herramientas de emergencia están a un toque si algo cambia.',
    medium:
      'Se han notado algunas señales de riesgo. Plantéate ir a un lugar seguro, dile a un contacto de confianza dónde estás y mantén el teléfono cargado y cerca.',
    scam: 'Esto parece una estafa: {reason}. No pagues, no compartas códigos ni datos personales y no devuelvas la llamada. Si sientes que corres peligro, contacta con los servicios de emergencia (999, 112 o 911).',
    reasons: {
      oneRing: 'es un número de red internacional usado en estafas de «llamada perdida»',
      ukPremium: 'es un número de tarificación adicional del Reino Unido',
      ukPersonal: 'es un «número personal» del Reino Unido que desvía a cualquier lugar',
      ukPerMinute: 'es un número del Reino Unido que cobra por minuto',
      naPremium: 'es un número de tarificación adicional de Norteamérica',
      bareIp: 'el enlace apunta a una dirección IP sin nombre',
      lookAlike: 'la dirección usa letras que imitan a otras',
      hiddenAt: 'oculta su dirección real tras una @',
      shortener: 'un acortador de enlaces oculta adónde lleva',
      scamDomain: 'la terminación de su dominio es frecuente en estafas',
      brand: 'imita a una marca conocida',
    },
    phrase: 'usa la frase típica de estafa «{phrase}»',
  },
};
