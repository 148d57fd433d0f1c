/**
 * Set 87, direct chats: meant messages that read like someone talking to no one — reports with
 * no "I" and no "you", sketches, recipes, photos described, lists asked for, brackets and
 * stage-like lines a person types.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { elif, ira, kasia, mae, marta, opa, theo, tom, yuto } from './answers-87-cast.js';

export const DIRECT_87: readonly CorpusEntry[] = [
  marta({
    name: 'set87: Marta gives Lucía Madrid’s weather as a forecast, then a line of her own',
    answer: `# «send»
Gris total. 11 grados, llovizna desde las ocho y viento del norte. Mañana sale el sol pero por la noche baja a 6.

# «send»
vamos, lo de siempre en noviembre 🙃 tráete abrigo`,
    expect: [
      {
        type: 'send',
        text: 'Gris total. 11 grados, llovizna desde las ocho y viento del norte. Mañana sale el sol pero por la noche baja a 6.',
      },
      { type: 'send', text: 'vamos, lo de siempre en noviembre 🙃 tráete abrigo' },
    ],
  }),
  marta({
    name: 'set87: Marta sends the tortilla recipe Lucía asked for, steps in the impersonal',
    others: new Map([
      [4003, 'Mañana hago cena para los del trabajo nuevo 😬'],
      [4005, 'Pásame la receta de tu tortilla porfa, la de cebolla'],
    ]),
    answer: `# «send»
Tortilla de patatas (4-5 personas)
- 5 patatas medianas
- 1 cebolla grande
- 6 huevos
- aceite de oliva, mucho
- sal

Pelar y cortar las patatas finas, la cebolla en juliana. Pochar todo a fuego medio en abundante aceite unos 25 minutos, que no se dore. Escurrir, mezclar con los huevos batidos y la sal y dejar reposar 10 minutos. Cuajar en sartén con una cucharada de aceite, vuelta con plato, y otros 2-3 minutos.

# «send»
el reposo es el secreto, no te lo saltes 🤌`,
    expect: [
      {
        type: 'send',
        text: 'Tortilla de patatas (4-5 personas)\n- 5 patatas medianas\n- 1 cebolla grande\n- 6 huevos\n- aceite de oliva, mucho\n- sal\n\nPelar y cortar las patatas finas, la cebolla en juliana. Pochar todo a fuego medio en abundante aceite unos 25 minutos, que no se dore. Escurrir, mezclar con los huevos batidos y la sal y dejar reposar 10 minutos. Cuajar en sartén con una cucharada de aceite, vuelta con plato, y otros 2-3 minutos.',
      },
      { type: 'send', text: 'el reposo es el secreto, no te lo saltes 🤌' },
    ],
  }),
  marta({
    name: 'set87: Marta answers bad news with a stage-like hug line and a message',
    others: new Map([
      [4003, 'Me han dicho que el contrato es solo de tres meses'],
      [4005, 'Y encima Jorge no viene a Valencia hasta marzo. Vaya semanita'],
    ]),
    answer: `# «send»
*abrazo fuerte*

# «send»
tres meses para que vean lo buena que eres, y luego ya veremos. ¿te llamo esta noche?`,
    expect: [
      { type: 'send', text: '*abrazo fuerte*' },
      {
        type: 'send',
        text: 'tres meses para que vean lo buena que eres, y luego ya veremos. ¿te llamo esta noche?',
      },
    ],
  }),
  marta({
    name: 'set87: Marta sums up the neighbours’ group for Lucía, who asked for a summary',
    others: new Map([[4005, 'Resúmeme el grupo de vecinos que tengo 200 mensajes y no pienso leerlos']]),
    answer: `# «send»
Resumen: el ascensor sigue roto hasta el jueves. Paco quiere cambiar la empresa de limpieza y Carmen no. Junta el día 20 a las 19h en el portal. Y alguien deja bolsas de basura en el rellano del tercero (todos miran a Rafa).`,
    expect: [
      {
        type: 'send',
        text: 'Resumen: el ascensor sigue roto hasta el jueves. Paco quiere cambiar la empresa de limpieza y Carmen no. Junta el día 20 a las 19h en el portal. Y alguien deja bolsas de basura en el rellano del tercero (todos miran a Rafa).',
      },
    ],
  }),
  opa({
    name: 'set87: Jakob describes aunt Gerda’s photo for his grandfather, who cannot see it',
    answer: `# «send»
Auf dem Foto: Gerda und Onkel Walter vor ihrem Wohnwagen am Gardasee. Gerda trägt den roten Sonnenhut, Walter hält stolz einen Fisch hoch, ziemlich groß. Im Hintergrund Berge und ganz blauer Himmel.

# «send»
Sehen beide braun gebrannt und sehr zufrieden aus 😄`,
    expect: [
      {
        type: 'send',
        text: 'Auf dem Foto: Gerda und Onkel Walter vor ihrem Wohnwagen am Gardasee. Gerda trägt den roten Sonnenhut, Walter hält stolz einen Fisch hoch, ziemlich groß. Im Hintergrund Berge und ganz blauer Himmel.',
      },
      { type: 'send', text: 'Sehen beide braun gebrannt und sehr zufrieden aus 😄' },
    ],
  }),
  opa({
    name: 'set87: Jakob reports Werder’s match to his grandfather as a match report',
    others: new Map([[4005, 'Wie hat Werder gespielt? Das Radio hat gerauscht']]),
    answer: `# «send»
Werder – Freiburg 2:2. Früher Elfmeter für Werder, dann dreht Freiburg das Spiel bis zur 70. Minute. In der Nachspielzeit köpft Friedl nach einer Ecke zum Ausgleich. Stadion ausverkauft, Stimmung am Ende riesig.`,
    expect: [
      {
        type: 'send',
        text: 'Werder – Freiburg 2:2. Früher Elfmeter für Werder, dann dreht Freiburg das Spiel bis zur 70. Minute. In der Nachspielzeit köpft Friedl nach einer Ecke zum Ausgleich. Stadion ausverkauft, Stimmung am Ende riesig.',
      },
    ],
  }),
  opa({
    name: 'set87: Jakob drafts the death notice his grandfather asked for, then asks if it fits',
    others: new Map([
      [4003, 'Erwin ist gestern gestorben. Die Beerdigung ist Freitag.'],
      [4005, 'Kannst du mir die Anzeige für die Zeitung aufsetzen? Ich krieg das nicht hin'],
    ]),
    answer: `# «react» 4003
🙏

# «send»
In stiller Trauer nehmen wir Abschied von

Erwin Lüders
* 3. März 1938  † 14. November 2025

Freund, Nachbar und vierzig Jahre lang Schriftführer des Kleingartenvereins Am Deich. Die Trauerfeier findet am Freitag, 21. November, um 11 Uhr in der Friedhofskapelle Huchting statt.

# «send»
So in Ordnung, Opa? Ich kann alles noch ändern`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      {
        type: 'send',
        text: 'In stiller Trauer nehmen wir Abschied von\n\nErwin Lüders\n* 3. März 1938  † 14. November 2025\n\nFreund, Nachbar und vierzig Jahre lang Schriftführer des Kleingartenvereins Am Deich. Die Trauerfeier findet am Freitag, 21. November, um 11 Uhr in der Friedhofskapelle Huchting statt.',
      },
      { type: 'send', text: 'So in Ordnung, Opa? Ich kann alles noch ändern' },
    ],
  }),
  theo({
    name: 'set87: Élodie writes the shopping list for the kitten her brother asked for',
    answer: `# «send»
☐ litière + bac
☐ croquettes chaton
☐ deux gamelles (eau / croquettes)
☐ griffoir
☐ caisse de transport
☐ RDV véto pour les vaccins

# «send»
et des jouets mais il jouera surtout avec les cartons 😹`,
    expect: [
      {
        type: 'send',
        text: '☐ litière + bac\n☐ croquettes chaton\n☐ deux gamelles (eau / croquettes)\n☐ griffoir\n☐ caisse de transport\n☐ RDV véto pour les vaccins',
      },
      { type: 'send', text: 'et des jouets mais il jouera surtout avec les cartons 😹' },
    ],
  }),
  theo({
    name: 'set87: Élodie explains tomorrow’s strike in the style of a news flash',
    others: new Map([[4005, 'C’est quoi cette histoire de grève demain ? Je dois aller à Paris']]),
    answer: `# «send»
Grève SNCF de mardi 20h à jeudi 8h. Un TGV sur trois, TER quasi à l'arrêt, RER B très perturbé. Billets échangeables sans frais jusqu'à dimanche.

# «send»
prends un covoit si tu peux`,
    expect: [
      {
        type: 'send',
        text: "Grève SNCF de mardi 20h à jeudi 8h. Un TGV sur trois, TER quasi à l'arrêt, RER B très perturbé. Billets échangeables sans frais jusqu'à dimanche.",
      },
      { type: 'send', text: 'prends un covoit si tu peux' },
    ],
  }),
  theo({
    name: 'set87: Élodie sighs in asterisks before a line about her Monday',
    others: new Map([[4005, 'Alors cette journée ?']]),
    answer: `# «send»
*soupir*
encore une réunion qui aurait pu être un mail`,
    expect: [{ type: 'send', text: '*soupir*\nencore une réunion qui aurait pu être un mail' }],
  }),
  ira({
    name: 'set87: Oksana reports the metro closure to her sister like a news item',
    answer: `# «send»
Закрыли участок от Сокольников до Комсомольской до 1 декабря, ремонт тоннеля. Пустили автобусы КМ, ходят каждые 5 минут, но пробки жуткие. Мама теперь ездит на МЦК и довольна.`,
    expect: [
      {
        type: 'send',
        text: 'Закрыли участок от Сокольников до Комсомольской до 1 декабря, ремонт тоннеля. Пустили автобусы КМ, ходят каждые 5 минут, но пробки жуткие. Мама теперь ездит на МЦК и довольна.',
      },
    ],
  }),
  ira({
    name: 'set87: Oksana writes the few words about their teacher that her sister asked for',
    others: new Map([
      [4003, 'Нина Петровна умерла, ты слышала? 😢'],
      [4005, 'Напиши пару слов для школьной страницы, у тебя лучше получается'],
    ]),
    answer: `# «send»
Ушла из жизни Нина Петровна Соколова, учитель русского языка и литературы, сорок два года проработавшая в школе №17. Её уроки помнят несколько поколений выпускников: строгая на диктантах, она читала вслух Паустовского так, что замолкал весь класс. Прощание состоится в субботу, 22 ноября, в 11:00 в актовом зале школы.

# «send»
Поправь, если что не так`,
    expect: [
      {
        type: 'send',
        text: 'Ушла из жизни Нина Петровна Соколова, учитель русского языка и литературы, сорок два года проработавшая в школе №17. Её уроки помнят несколько поколений выпускников: строгая на диктантах, она читала вслух Паустовского так, что замолкал весь класс. Прощание состоится в субботу, 22 ноября, в 11:00 в актовом зале школы.',
      },
      { type: 'send', text: 'Поправь, если что не так' },
    ],
  }),
  ira({
    name: 'set87: Oksana opens with a bracketed aside, then the news about the cat',
    others: new Map([[4005, 'Ну что у вас нового?']]),
    answer: `# «send»
(да, я опять про кота)

# «send»
он съел резинку для волос, везём к ветеринару. Врач говорит, ничего страшного, но рентген сделают`,
    expect: [
      { type: 'send', text: '(да, я опять про кота)' },
      {
        type: 'send',
        text: 'он съел резинку для волос, везём к ветеринару. Врач говорит, ничего страшного, но рентген сделают',
      },
    ],
  }),
  tom({
    name: 'set87: Priya sends a hug line, then tells Tom the film’s plot as a summary',
    answer: `# «send»
*hugs*

# «send»
A poor family cons its way into working for a rich one, tutor, driver, housekeeper, one by one. Then the old housekeeper turns up one rainy night and it all goes very, very wrong. Parasite, 2019.

# «send»
Don't read anything else about it. Just watch it tonight, with snacks`,
    expect: [
      { type: 'send', text: '*hugs*' },
      {
        type: 'send',
        text: 'A poor family cons its way into working for a rich one, tutor, driver, housekeeper, one by one. Then the old housekeeper turns up one rainy night and it all goes very, very wrong. Parasite, 2019.',
      },
      { type: 'send', text: "Don't read anything else about it. Just watch it tonight, with snacks" },
    ],
  }),
  mae({
    name: 'set87: Beatriz gives her mother Lisbon’s weather, then the advice',
    answer: `# «send»
Frio de manhã, uns 9 graus, e vento forte na beira do rio. À tarde esquenta pra 16, 17. Chuva prevista pra quinta e sexta.

# «send»
leva casaco sim mãe, e guarda-chuva ☔`,
    expect: [
      {
        type: 'send',
        text: 'Frio de manhã, uns 9 graus, e vento forte na beira do rio. À tarde esquenta pra 16, 17. Chuva prevista pra quinta e sexta.',
      },
      { type: 'send', text: 'leva casaco sim mãe, e guarda-chuva ☔' },
    ],
  }),
  mae({
    name: 'set87: Beatriz lists what her mother should bring from Brazil',
    others: new Map([[4005, 'O que você quer que eu leve daqui? Faz a lista que eu compro']]),
    answer: `# «send»
- 2 pacotes de pão de queijo congelado
- goiabada cascão
- farofa pronta
- doce de leite de Viçosa
- aquele creme de mão da vó

# «send» 4001
e você, né. o mais importante 🥺`,
    expect: [
      {
        type: 'send',
        text: '- 2 pacotes de pão de queijo congelado\n- goiabada cascão\n- farofa pronta\n- doce de leite de Viçosa\n- aquele creme de mão da vó',
      },
      { type: 'send', text: 'e você, né. o mais importante 🥺', replyTo: 4001 },
    ],
  }),
  mae({
    name: 'set87: Beatriz announces her news about herself in the third person, then a bracket',
    others: new Map([[4005, 'E a entrevista, filha??']]),
    answer: `# «send»
Beatriz Souza, 28 anos, oficialmente contratada em Portugal 🎉🎉

# «send»
(o pai tá lendo junto? oi pai 👋)`,
    expect: [
      { type: 'send', text: 'Beatriz Souza, 28 anos, oficialmente contratada em Portugal 🎉🎉' },
      { type: 'send', text: '(o pai tá lendo junto? oi pai 👋)' },
    ],
  }),
  yuto({
    name: 'set87: Kenji reads out tomorrow’s forecast for the fishing trip',
    answer: `# «send»
明日の横浜、朝は曇りで昼から晴れ。最高14度、北風やや強め、波1.5m

# «send»
午後のほうがマシそう。8時集合にする？`,
    expect: [
      { type: 'send', text: '明日の横浜、朝は曇りで昼から晴れ。最高14度、北風やや強め、波1.5m' },
      { type: 'send', text: '午後のほうがマシそう。8時集合にする？' },
    ],
  }),
  yuto({
    name: 'set87: Kenji tells yesterday’s match as a short report, replying to the older message',
    answer: `# «send» 4003
3-1で勝ち！前半に先制されたけど、後半15分に同点、そのあと立て続けに2点。MVPは完全にキーパー、PK止めた

# «send»
天気は明日の朝また見るわ`,
    expect: [
      {
        type: 'send',
        text: '3-1で勝ち！前半に先制されたけど、後半15分に同点、そのあと立て続けに2点。MVPは完全にキーパー、PK止めた',
        replyTo: 4003,
      },
      { type: 'send', text: '天気は明日の朝また見るわ' },
    ],
  }),
  yuto({
    name: 'set87: Kenji speaks of himself by name and puts a brb in full-width brackets',
    others: new Map([[4005, 'まだ起きてる？']]),
    answer: `# «send»
（ちょっと待って、電話）

# «send»
ケンジはもう限界なので寝ます😴 釣りは6時ね、おやすみ`,
    expect: [
      { type: 'send', text: '（ちょっと待って、電話）' },
      { type: 'send', text: 'ケンジはもう限界なので寝ます😴 釣りは6時ね、おやすみ' },
    ],
  }),
  elif({
    name: 'set87: Zeynep sketches her new flatmate for Elif with no I in it',
    answer: `# «send»
Adı Selin, 24 yaşında, tıp okuyor. Sabah 6'da kalkıp koşuya çıkıyor, mutfağı hep tertemiz bırakıyor. Tek sorunu gece 2'de keman çalması 🙃`,
    expect: [
      {
        type: 'send',
        text: "Adı Selin, 24 yaşında, tıp okuyor. Sabah 6'da kalkıp koşuya çıkıyor, mutfağı hep tertemiz bırakıyor. Tek sorunu gece 2'de keman çalması 🙃",
      },
    ],
  }),
  elif({
    name: 'set87: Zeynep reports the derby for Elif, who missed it, after a bracketed brb',
    others: new Map([[4005, 'Derbi ne oldu ya, kimse söylemiyor']]),
    answer: `# «send»
(bi sn kapı çalıyor)

# «wait»
delay: 20

# «send»
Fener 2-1 Galatasaray. İlk yarı 0-0, çok sıkıcı. 58'de Galatasaray penaltıdan öne geçti, sonra Fener on dakikada iki gol buldu. Son dakikada kırmızı kart, saha karıştı.`,
    expect: [
      { type: 'send', text: '(bi sn kapı çalıyor)' },
      { type: 'wait', delay: 20 },
      {
        type: 'send',
        text: "Fener 2-1 Galatasaray. İlk yarı 0-0, çok sıkıcı. 58'de Galatasaray penaltıdan öne geçti, sonra Fener on dakikada iki gol buldu. Son dakikada kırmızı kart, saha karıştı.",
      },
    ],
  }),
  kasia({
    name: 'set87: Ania sends Kasia the points of the residents’ meeting she missed',
    answer: `# «send»
Zebranie wspólnoty 17.11:
1. Remont dachu od kwietnia, zaliczka 800 zł na lokal.
2. Nowy zarządca od stycznia (Dom-Serwis).
3. Rowery z klatki do piwnicy do końca miesiąca.
4. Pani Zofia z trójki znowu skarżyła się na psa z piątki 🙄`,
    expect: [
      {
        type: 'send',
        text: 'Zebranie wspólnoty 17.11:\n1. Remont dachu od kwietnia, zaliczka 800 zł na lokal.\n2. Nowy zarządca od stycznia (Dom-Serwis).\n3. Rowery z klatki do piwnicy do końca miesiąca.\n4. Pani Zofia z trójki znowu skarżyła się na psa z piątki 🙄',
      },
    ],
  }),
  kasia({
    name: 'set87: Ania describes her date for Kasia, who asked what he is like',
    others: new Map([[4005, 'No i jaki jest ten Tomek?? Opisuj']]),
    answer: `# «send»
Wysoki, broda, okulary w grubych oprawkach. Architekt, ma jamnika, który nazywa się Ogórek. Śmieje się głośno z własnych żartów, ale jakoś to urocze.

# «react»
🤣`,
    expect: [
      {
        type: 'send',
        text: 'Wysoki, broda, okulary w grubych oprawkach. Architekt, ma jamnika, który nazywa się Ogórek. Śmieje się głośno z własnych żartów, ale jakoś to urocze.',
      },
      { type: 'react', emoji: '🤣', messageId: 4005 },
    ],
  }),
];
