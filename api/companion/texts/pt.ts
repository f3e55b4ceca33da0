import type { ReplyTexts } from './types';

export const pt: ReplyTexts = {
  greeting: 'Olá, estou aqui consigo.',
  companion: {
    high: 'Fico mesmo contente por me ter contado. Neste momento, a sua segurança é o mais importante: contacte os serviços de emergência (999, 112 ou 911) ou uma linha de crise como o 988 ou os Samaritans pelo 116 123. Não tem de passar por isto só.',
    medium:
      'Isso parece assustador, e é normal sentir-se assim. Está num lugar seguro neste momento? Se puder, diga a alguém de confiança onde está.',
    low: 'Agradeço por partilhar isso comigo. Estou aqui para ouvir. Como se sente neste momento?',
  },
  intents: {
    shelter:
      'Se precisar de um lugar seguro onde ficar, uma linha de apoio à violência doméstica pode procurar consigo uma vaga numa casa de abrigo, muitas vezes no próprio dia, e a chamada é confidencial.',
    police:
      'Pode ligar para a polícia pelo número de emergência a qualquer momento. Se não puder falar, mantenha a chamada: o separador País explica as chamadas silenciosas onde o seu país as tem.',
    legal:
      'Existe aconselhamento jurídico gratuito sobre medidas de proteção, guarda dos filhos e habitação: uma linha de apoio à violência doméstica pode ajudar a fazer esse contacto.',
    talk: 'Estou aqui para ouvir, e nas linhas de apoio há pessoas com formação disponíveis para conversar a qualquer hora, de dia ou de noite.',
    sad: 'Faz sentido sentir-se assim depois de tudo o que está a viver. O que sente importa.',
  },
  assistant: {
    high: 'Isto parece grave. Se você ou outra pessoa estiver em perigo imediato, contacte já os serviços de emergência (999, 112 ou 911, conforme o país) e procure alguém de confiança.',
    topics: {
      follow:
        'Se achar que alguém anda atrás de si, dirija-se a um lugar movimentado e bem iluminado, como uma loja, mude de direção, ligue a alguém de confiança e mantenha a partilha de localização ativa.',
      date: 'Antes de se encontrar com alguém novo, diga a uma pessoa amiga onde e quando, combine num lugar público, trate do seu próprio transporte e ative o temporizador de confirmação.',
      home: 'Se não se sentir em segurança em casa, planeie uma forma de sair, tenha à mão os documentos importantes e um telemóvel carregado, e contacte uma linha de apoio à violência doméstica para apoio confidencial.',
      night:
        'Quando andar a pé sem companhia à noite, siga por caminhos iluminados, mantenha um ouvido livre, partilhe a sua localização em tempo real e ative o temporizador de confirmação para que alguém saiba se não chegar.',
      online:
        'Na internet, nunca partilhe códigos nem palavras-passe, confirme por outro meio com quem está a falar e guarde capturas de ecrã de tudo o que for ameaçador como prova.',
    },
    general:
      'Confie no seu instinto. Mantenha os seus contactos de emergência atualizados, partilhe a sua localização com alguém de confiança quando tiver dúvidas e use o temporizador de confirmação nos momentos de risco.',
    mediumSuffix: 'Se a situação lhe parecer perigosa, vá para um lugar seguro e peça ajuda.',
  },
  safety: {
    low: 'Não foram encontrados sinais de alerta imediatos. Mantenha a atenção ao que se passa à sua volta e confie no seu instinto; as suas ferramentas de emergência estão a um toque de distância se algo mudar.',
    medium:
      'Foram notados alguns sinais de risco. Pondere ir para um lugar seguro, diga a um contacto de confiança onde está e mantenha o telemóvel carregado e por perto.',
    scam: 'Isto parece uma burla: {reason}. Não pague, não partilhe códigos nem dados pessoais e não devolva a chamada. Se se sentir em perigo, contacte os serviços de emergência (999, 112 ou 911).',
    reasons: {
      oneRing: 'é um número de uma rede internacional usado em burlas de «chamada única»',
      ukPremium: 'é um número de valor acrescentado do Reino Unido',
      ukPersonal: 'é um «número pessoal» do Reino Unido que reencaminha para qualquer lado',
      ukPerMinute: 'é um número do Reino Unido cobrado ao minuto',
      naPremium: 'é um número de valor acrescentado da América do Norte',
      bareIp: 'a ligação aponta para um simples endereço IP',
      lookAlike: 'o endereço usa letras que imitam outras',
      hiddenAt: 'esconde o verdadeiro endereço depois de um @',
      shortener: 'um encurtador de ligações esconde para onde leva',
      scamDomain: 'a terminação do domínio é comum em burlas',
      brand: 'imita uma marca conhecida',
    },
    phrase: 'usa a expressão típica de burla «{phrase}»',
  },
};
