import type { ReplyTexts } from './types';

export const tr: ReplyTexts = {
  greeting: 'Merhaba, buradayım, yanındayım.',
  companion: {
    high: 'Bunu bana anlattığın için gerçekten çok sevindim. Şu anda en önemli şey senin güvenliğin: lütfen acil yardım hizmetlerine (999, 112 veya 911) ya da 988 veya 116 123 numaralı Samaritans gibi bir kriz hattına ulaş. Bunu tek başına yaşamak zorunda değilsin.',
    medium:
      'Bu çok korkutucu görünüyor ve böyle hissetmen çok normal. Şu anda güvenli bir yerde misin? Yapabiliyorsan, güvendiğin birine nerede olduğunu haber ver.',
    low: 'Bunu benimle paylaştığın için teşekkür ederim. Seni dinlemek için buradayım. Şu anda kendini nasıl hissediyorsun?',
  },
  intents: {
    shelter:
      'Kalacak güvenli bir yere ihtiyacın varsa, bir aile içi şiddet yardım hattı seninle birlikte bir sığınma evinde yer arayabilir; bu çoğu zaman aynı gün olur ve görüşme gizlidir.',
    police:
      'Acil numaradan istediğin zaman polisi arayabilirsin. Konuşamıyorsan hatta kal: Ülke sekmesi, ülkende varsa sessiz aramaları anlatıyor.',
    legal:
      'Koruma kararları, velayet ve barınma konusunda ücretsiz hukuki danışmanlık var: bir aile içi şiddet yardım hattı seni bu desteğe yönlendirebilir.',
    talk: 'Seni dinlemek için buradayım; yardım hatlarında da eğitimli kişiler gece gündüz, her an seninle konuşmaya hazır.',
    sad: 'Yaşadıklarından sonra böyle hissetmen çok anlaşılır. Duyguların önemli.',
  },
  assistant: {
    high: 'Bu ciddi görünüyor. Sen ya da başka biri şu anda yakın bir tehlike altındaysa, hemen acil yardım hizmetlerini ara (ülkene göre 999, 112 veya 911) ve güvendiğin birine ulaş.',
    topics: {
      follow:
        'Takip edildiğini düşünüyorsan, mağaza gibi kalabalık ve iyi aydınlatılmış bir yere git, yön değiştir, güvendiğin birini ara ve konum paylaşımını açık tut.',
      date: 'Yeni biriyle buluşmadan önce bir arkadaşına nerede ve ne zaman buluşacağını söyle, herkese açık bir yerde buluş, ulaşımını kendin ayarla ve kontrol zamanlayıcısını kur.',
      home: 'Evde kendini güvende hissetmiyorsan, bir çıkış yolu planla, önemli belgelerini ve şarjlı bir telefonu hazır tut ve gizli destek için bir aile içi şiddet yardım hattına ulaş.',
      night:
        'Gece yalnız yürürken aydınlık yollardan git, bir kulağını boş bırak, canlı konumunu paylaş ve kontrol zamanlayıcısını kur ki varamazsan biri haberdar olsun.',
      online:
        'İnternette kodlarını ya da şifrelerini asla paylaşma, kiminle konuştuğunu başka bir kanaldan doğrula ve tehdit içeren her şeyin ekran görüntüsünü kanıt olarak sakla.',
    },
    general:
      'İçgüdülerine güven. Acil durum kişilerini güncel tut, emin olamadığında konumunu güvendiğin biriyle paylaş ve riskli anlarda kontrol zamanlayıcısını kullan.',
    mediumSuffix: 'Durum tehlikeli geliyorsa güvenli bir yere geç ve yardım iste.',
  },
  safety: {
    low: 'Acil bir uyarı işareti bulunmadı. Çevrene dikkat et ve içgüdülerine güven; bir şey değişirse acil durum araçların bir dokunuş uzağında.',
    medium:
      'Bazı risk işaretleri fark edildi. Güvenli bir yere geçmeyi düşün, güvendiğin bir kişiye nerede olduğunu söyle ve telefonunu şarjlı ve yakınında tut.',
    scam: 'Bu bir dolandırıcılığa benziyor: {reason}. Para ödeme, kod ya da kişisel bilgi paylaşma ve geri arama. Kendini tehdit altında hissediyorsan acil yardım hizmetlerine ulaş (999, 112 veya 911).',
    reasons: {
      oneRing: '"tek çaldırma" dolandırıcılığında kullanılan uluslararası bir ağ numarası',
      ukPremium: 'Birleşik Krallık’ta ek ücretli bir numara',
      ukPersonal: 'her yere yönlendirilebilen bir Birleşik Krallık "kişisel numarası"',
      ukPerMinute: 'Birleşik Krallık’ta dakika başına ücretlendirilen bir numara',
      naPremium: 'Kuzey Amerika’da ek ücretli bir numara',
      bareIp: 'bağlantı yalnızca bir IP adresine gidiyor',
      lookAlike: 'adreste başka harflere benzeyen harfler kullanılıyor',
      hiddenAt: 'gerçek adresini bir @ işaretinin arkasına saklıyor',
      shortener: 'bir bağlantı kısaltıcı nereye gittiğini gizliyor',
      scamDomain: 'alan adı uzantısı dolandırıcılıkta sık kullanılıyor',
      brand: 'tanınmış bir markayı taklit ediyor',
    },
    phrase: 'tipik bir dolandırıcılık ifadesi içeriyor: "{phrase}"',
  },
};
