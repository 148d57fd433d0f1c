/**
 * The people of set 23 besides the corpus's default chat (Heidi's bookshop, Jonas's move, Alice's
 * umbrella): three more personas, each with the chat their model was shown.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>;

/** Greta runs a bakery in Leipzig and has just moved; Paul asks about Saturday and her cat. */
export const GRETA: Scene = {
  persona: 'Greta',
  others: new Map([
    [4001, 'Ich hab gehört, ihr seid am Sonntag umgezogen, mit der Katze im Wäschekorb?'],
    [4003, 'Hast du am Samstag auf? Ich bräuchte noch einen Kuchen für meine Schwester'],
    [4005, 'Und hat eure Katze den Umzug gut überstanden?'],
  ]),
  own: new Map([[4004, 'Samstag klingt gut, sag mir bis Freitag Bescheid']]),
  participants: ['Paul'],
};

/** Lucía sells plants in Valencia; Marta asks about Saturday. */
export const LUCIA: Scene = {
  persona: 'Lucía',
  others: new Map([
    [4002, 'Oye, ¿al final trajiste las suculentas nuevas?'],
    [4005, '¿Abrís el sábado por la mañana? Quiero pasar con mi madre'],
  ]),
  own: new Map([[4003, 'Sí, llegaron ayer, están preciosas']]),
  participants: ['Marta'],
};

/** Dasha, in a group of climbing friends (Kostya, Lena); asked about Sunday's trip. */
export const DASHA: Scene = {
  persona: 'Dasha',
  others: new Map([
    [4001, 'Кто едет в воскресенье на скалы? Нужно понять, сколько машин'],
    [4003, 'Я еду, могу взять двоих'],
    [4005, 'Даша, ты с нами? И верёвку свою возьмёшь?'],
  ]),
  own: new Map([[4002, 'Я подумаю, у меня в субботу смена']]),
  participants: ['Kostya', 'Lena'],
};

/** Yuki, a student in Osaka; her friend Aoi asks about the cat café on Saturday. */
export const YUKI: Scene = {
  persona: 'Yuki',
  others: new Map([
    [4003, '新しい猫カフェできたの知ってる？'],
    [4005, '土曜日いっしょに行かない？何時がいい？'],
  ]),
  own: new Map([[4004, 'え、知らなかった！どこ？']]),
  participants: ['Aoi'],
};
