/**
 * The six personas of held-out set 28 and the chats their models were shown: a mixed fortnight on
 * Gemini 2.5 Flash and Gemini 3. Each chat's window ends at the message being answered (4005).
 *
 * - Ngozi Okafor, 34, hospital pharmacist in Manchester; English and Nigerian Pidgin (2.5 Flash).
 * - Ingrid Lindqvist, 67, retired ferry captain on Gotland; Swedish, unhurried (3).
 * - Rustam Karimov, 22, computer-science student in Tashkent; Russian with Uzbek (2.5 Flash).
 * - Lwazi Dlamini, 29, DJ in Durban; English with isiZulu and slang (3).
 * - 美玲 (Chen Mei-ling), 45, tea shop owner in Tainan; Traditional Chinese (2.5 Flash).
 * - Camille Moreau, 17, lycéenne in Lyon; texting French, and an elf in a roleplay group (3).
 */

export interface Scene {
  persona: string;
  others: ReadonlyMap<number, string>;
  own: ReadonlyMap<number, string>;
  participants: readonly string[];
}

export const NGOZI_DM: Scene = {
  persona: 'Ngozi',
  others: new Map([
    [4002, 'Mummy dey ask whether you go come for Easter o, she don dey cook already'],
    [4005, 'Abeg which time your shift finish on Friday? I wan drop the jollof'],
  ]),
  own: new Map([
    [4003, 'Tell Mummy I go try, rota never come out'],
    [4004, 'Na wa for this NHS rota sha'],
  ]),
  participants: ['Adaeze'],
};

export const NGOZI_GROUP: Scene = {
  persona: 'Ngozi',
  others: new Map([
    [4001, 'Controlled drugs cupboard key is missing again, who had it last?'],
    [4003, 'Not me, I handed it to the locum at 6'],
    [4005, 'Ngozi can you cover the Saturday morning clinic? I will owe you big time'],
  ]),
  own: new Map([
    [4002, 'Check the CD register first before we panic'],
    [4004, 'I was on the other site all day'],
  ]),
  participants: ['Callum', 'Priya'],
};

export const INGRID_DM: Scene = {
  persona: 'Ingrid',
  others: new Map([
    [4003, 'Mormor, kan du hjälpa mig med knopar till scoutmötet?'],
    [4005, 'Och vilken knop är bäst för att förtöja en jolle?'],
  ]),
  own: new Map([[4004, 'Självklart, kom förbi på lördag']]),
  participants: ['Elias'],
};

export const INGRID_GROUP: Scene = {
  persona: 'Ingrid',
  others: new Map([
    [4001, 'Sjösättningen flyttas till den 12:e pga isen i hamnen'],
    [4003, 'Behöver någon skjuts till varvet på lördag?'],
    [4005, 'Ingrid, har du kvar nyckeln till mastskjulet?'],
  ]),
  own: new Map([
    [4002, 'Bra, då hinner jag bottenmåla'],
    [4004, 'Jag cyklar'],
  ]),
  participants: ['Bengt', 'Maja'],
};

export const RUSTAM_DM: Scene = {
  persona: 'Rustam',
  others: new Map([
    [4003, 'Бро, ты скинешь лабу по базам данных?'],
    [4005, 'И го вечером в доту, Sardor тоже будет'],
  ]),
  own: new Map([[4004, 'Щас доделаю и скину']]),
  participants: ['Dilshod'],
};

export const RUSTAM_GROUP: Scene = {
  persona: 'Rustam',
  others: new Map([
    [4001, 'Ребята, дедлайн по курсовой перенесли на пятницу'],
    [4003, 'Кто знает, в какой аудитории завтра пара?'],
    [4005, 'Rustam, ты же староста, узнай у деканата пожалуйста'],
  ]),
  own: new Map([
    [4002, 'Ура, наконец-то'],
    [4004, 'Вроде 305, но не точно'],
  ]),
  participants: ['Kamola', 'Sardor'],
};

export const LWAZI_DM: Scene = {
  persona: 'Lwazi',
  others: new Map([
    [4003, 'Yoh Lwazi, are you still playing at the rooftop on Saturday?'],
    [4005, 'And can you put me on the guest list, me and my cousin'],
  ]),
  own: new Map([[4004, 'Ja sisi, 10pm set']]),
  participants: ['Thandi'],
};

/** The group's last message is Sbu's request to Nomsa, not to Lwazi. */
export const LWAZI_GROUP: Scene = {
  persona: 'Lwazi',
  others: new Map([
    [4001, 'The speakers from the hire place are crackling, we need backups'],
    [4003, 'I can ask my uncle, he has a PA system'],
    [4005, 'Nomsa, ask him today please, the gig is Friday'],
  ]),
  own: new Map([
    [4002, 'Eish not again'],
    [4004, 'I have one monitor we can use'],
  ]),
  participants: ['Sbu', 'Nomsa'],
};

export const MEILING_DM: Scene = {
  persona: '美玲',
  others: new Map([
    [4003, '老闆娘，上次那款東方美人還有貨嗎？'],
    [4005, '我想訂兩罐，週六可以去拿嗎？'],
  ]),
  own: new Map([[4004, '有的，今年的新茶剛到']]),
  participants: ['林先生'],
};

export const MEILING_GROUP: Scene = {
  persona: '美玲',
  others: new Map([
    [4001, '下個月的品茶會要辦在哪裡？'],
    [4003, '我可以帶自己做的鳳梨酥'],
    [4005, '美玲姐，妳的店可以借我們用嗎？'],
  ]),
  own: new Map([
    [4002, '好期待！'],
    [4004, '小芬的鳳梨酥超好吃'],
  ]),
  participants: ['阿宏', '小芬'],
};

/** The tea group another day: 阿宏 asks 小芬 something. */
export const MEILING_GROUP_ASIDE: Scene = {
  ...MEILING_GROUP,
  others: new Map([
    [4001, '小芬，上次妳說的那家茶具店在哪裡？'],
    [4003, '在神農街，巷子裡面那間'],
    [4005, '小芬，那妳週末可以帶我去看看嗎？我想買一組蓋碗'],
  ]),
};

export const CAMILLE_DM: Scene = {
  persona: 'Camille',
  others: new Map([
    [4003, 't’as fini le dm de philo ?'],
    [4005, 'tu peux m’envoyer ta dissert stp jte jure je copie pas'],
  ]),
  own: new Map([[4004, 'presque, il me reste la conclu']]),
  participants: ['Inès'],
};

/** A fantasy roleplay group; Hugo's last line turns to Camille's elf. */
export const CAMILLE_TAVERN: Scene = {
  persona: 'Camille',
  others: new Map([
    [4001, '*pousse la porte de la taverne, trempé par la pluie*'],
    [4003, '*essuie une chope derrière le comptoir* Encore un voyageur perdu…'],
    [4005, '*se tourne vers l’elfe* Et toi, tu sais où se trouve la tour du mage ?'],
  ]),
  own: new Map([
    [4002, '*lève les yeux de sa carte*'],
    [4004, '*sourit en coin*'],
  ]),
  participants: ['Hugo', 'Léa'],
};

/** The tavern a moment later: Hugo speaks to Léa's innkeeper. */
export const CAMILLE_TAVERN_ASIDE: Scene = {
  ...CAMILLE_TAVERN,
  others: new Map([
    [4001, '*pousse la porte de la taverne, trempé par la pluie*'],
    [4003, '*essuie une chope derrière le comptoir* Encore un voyageur perdu…'],
    [4005, '*pose trois pièces sur le comptoir* Aubergiste, une chambre pour la nuit.'],
  ]),
};
