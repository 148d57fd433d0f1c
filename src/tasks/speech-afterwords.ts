import { SECOND_PERSON } from './meta-words.js';

/*
 * What the writer adds after the message about the message itself: the message translated for a
 * reader who is not in the chat, its summary under a label naming the answer, a recap of what the
 * writer did, a reminder of what the answer must still do. Each is told by its label, its form and
 * its place, in any language; a person's translation of a quotation, a person's labelled answer and
 * a person's own summary stay.
 */

/**
 * The message translated after itself (`Translation: Part 2: Then an older gentleman…`,
 * `(Перевод: …)`), under a translation's label: models add one for a reader who is not in the chat.
 * A translation the partner asked for is the message itself or led into (`Aquí va:`); so the
 * labelled paragraph goes only after words of the message's own, about as long as they are, and not
 * after a quotation or code, which a person translates for a friend.
 */
export function translatesTheMessage(paragraph: string, above: string): boolean {
  const label = TRANSLATION_LABEL.exec(paragraph) ?? CODE_LABEL.exec(paragraph);
  // A quotation or code right above is what the line translates for the reader (`> rsync: write failed…`).
  const last = above.trimEnd().split('\n').at(-1) ?? '';
  if (!label || /[:：]\s*$/u.test(above.trimEnd()) || /^\s*(?:>|```)/u.test(last)) return false;
  const own = above.replace(/\s+/g, ' ').trim().length;
  const translated = paragraph.slice(label[0].length).replace(/\s+/g, ' ').trim().length;
  return own >= 20 && translated >= own * 0.25 && translated <= own * 2.5;
}
/** What may set the label off before it: marks, an arrow, a flag. */
const LEAD = '(?:[\\s*_(（[↳↪→➡⤷]|\\p{Extended_Pictographic}|\\p{Regional_Indicator}|\\uFE0F)*';
const TRANSLATION_LABEL = new RegExp(
  `^${LEAD}(?:english\\s+|in\\s+english\\s+)?(?:${[
    'translation|translated|in english|übersetzung|auf englisch|traducción|en inglés|tradução|em inglês|traduction',
    'en anglais|traduzione|in inglese|перевод|по-английски|переклад|μετάφραση|tłumaczenie|po angielsku|çeviri',
    'vertaling|terjemahan|översättning|oversættelse|käännös|翻訳|英訳|翻译|英文|번역|अनुवाद|ترجمة|תרגום',
  ].join('|')})(?:\\s*\\([^)\\n]{1,20}\\))?[*_\\s]*[:：]`,
  'iu',
);
/** A language's code as the label, in capitals (`↳ EN:`, `🇬🇧 EN:`). */
const CODE_LABEL = new RegExp(`^${LEAD}(?:EN|ENG|DE|ES|FR|IT|PT|RU|TR|JA|ZH|KO)[*_\\s]*[:：]`, 'u');

/**
 * The writer's summary of its answer or turn under a label naming it (`Resumen de la respuesta:
 * historia propia en dos partes…`, `Итог хода: отправила Стасу список…`, `Συνοψίζοντας την
 * απάντηση: …`), a sentence or more after it. A person's label naming an answer is theirs to give
 * (`My answer: no`), or someone else's passed on (`Antwort von Mama: …`), or spoken to someone.
 */
export function summarisesTheAnswer(paragraph: string): boolean {
  const found = /^[\s*_([]*([^\n:：]{2,48}?)[*_\s]*[:：]\s*(\S[^\n]*)$/u.exec(paragraph.trim());
  const [label, said] = [found?.[1] ?? '', found?.[2] ?? ''];
  if (recounts(paragraph)) return true;
  return (
    found !== null &&
    // One word (`Antwort:`) or the final one (`Respuesta final:`) keys the message itself.
    /^\S+\s+\S+(?:\s+\S+){0,2}$/u.test(label) &&
    !/(?<!\p{L})(?:final|finale|finalna|finální|окончательный|итоговый|τελική)(?!\p{L})|最終|最终/iu.test(
      label,
    ) &&
    ANSWER_OR_TURN.test(label) &&
    !/(?<!\p{L})(?:from|von|de|di|da|от|від|από|od|z|van)\s+\p{Lu}/u.test(label) &&
    !SECOND_PERSON.test(paragraph) &&
    !/(?<!\p{L})(?:my|mine|mein\p{L}*|mi|mis|ma|mon|mes|mia|mio|minha|meu|мой|моя|mój|moja|mijn|benim)(?!\p{L})/iu.test(
      label,
    ) &&
    !/[!！]\s*$/u.test(said) &&
    said.split(/\s+/).length >= 4
  );
}
/** The answer or the turn named, in the languages personas speak. */
const ANSWER_OR_TURN =
  /(?<!\p{L})(?:reply|answer|response|turn|respuesta|turno|réponse|tour|risposta|resposta|antwort|zug|ответ\p{L}*|ход|хода|ходу|відповід\p{L}*|απάντηση\p{L}*|odpowied\p{L}*|cevab\p{L}*|yanıt\p{L}*|antwoord|beurt|svar\p{L}*)(?!\p{L})|返信|回答|返答|回复|答复|답변|응답/iu;

/**
 * A recap under its own label, telling what the writer did in the turn with the subject unsaid or
 * as "I", on one line or as a list (`Recap: answered the cake question, suggested Friday`,
 * `まとめ：…近況を伝えた。`, `**Summary of actions:**` over `- Confirmed hosting`).
 */
function recounts(paragraph: string): boolean {
  const found = /^[\s*_([]*((?:\p{L}+[ \t]+){0,2}\p{L}+)[*_\s]*[:：][*_]*\s*([\s\S]+)$/u.exec(
    paragraph.trim(),
  );
  if (!found?.[1]?.split(/\s+/).some((word) => RECAP.test(word))) return false;
  const said = found[2] ?? '';
  const items = said
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/u, '').trim())
    .filter((line) => line !== '');
  return (
    items.length > 0 &&
    items.every((item) => RECOUNTS.test(item)) &&
    !SECOND_PERSON.test(said) &&
    !/[!！?？]\s*$/u.test(said)
  );
}
/** A recap's own label word, in the languages personas speak. */
const RECAP =
  /^(?:summary|recap|resumen|resumo|résumé|riassunto|sintesi|zusammenfassung|zusammengefasst|итог|итоги|резюме|підсумок|podsumowanie|özet|samenvatting|σύνοψη|περίληψη|まとめ|要約|总结|小结|摘要|요약|정리)$/iu;
/**
 * What the writer did in the turn: an act of speech opening a clause, the subject unsaid
 * (`answered…, suggested…`); the writer as "I" before one (`Ich habe ihm geraten`, `j'ai
 * répondu`); a first person past or present by its form (`propuse`, `le confirmo`, `przekazałam`,
 * `ilettim`, `ответила`); a Japanese, Chinese or Korean act closing a clause (`伝えた`).
 */
const RECOUNTS = new RegExp(
  `(?:^|[,;，、]\\s*|(?<!\\p{L})(?:and|then)\\s+)(?:${[
    'answered|replied|suggested|proposed|offered|told|asked|confirmed|mentioned|explained|congratulated|thanked',
    'reassured|shared|acknowledged|addressed|covered|passed on|agreed|declined|gave|sent|pointed|wished|advised',
  ].join('|')})(?!\\p{L})|(?<!\\p{L})(?:${[
    "(?:I|I['’]ve|I have|ich habe|habe ich|j['’]ai|he|ho|eu|я)\\s+(?:\\p{L}+\\s+){0,3}?(?:told|advised|answered|suggested|explained|geraten|erklärt|gesagt|geantwortet|vorgeschlagen|bestätigt|erzählt|répondu|conseillé|proposé|expliqué|confirmé|respondido|sugerido|explicado|risposto|suggerito|spiegato|consigliato)",
    '(?:le|les)\\s+\\p{L}{3,}o',
    'propuse|sugerí|respondí|contesté|dejé|expliqué|pregunté|mencioné|ofrecí|confirmé|agradecí|felicité|compartí|envié|conté|dije',
    'propus|sugeri|respondi|expliquei|perguntei|mencionei|ofereci|confirmei|agradeci|deixei|contei|disse',
    'ответил|ответила|предложил|предложила|рассказал|рассказала|спросил|спросила|поблагодарил|поблагодарила|подтвердил|подтвердила|передал|передала|объяснил|объяснила',
    '\\p{L}{3,}(?:łam|łem)|\\p{L}{3,}(?:dim|dım|dum|düm|tim|tım|tum|tüm)',
  ].join(
    '|',
  )})(?!\\p{L})|(?:伝えた|提案した|答えた|返信した|触れた|確認した|説明した|回答了|回复了|建议了|说明了|답했|제안했|전했)`,
  'iu',
);

/**
 * The writer reminding itself what the answer must still do (`Wait, actually — I should also
 * answer the Saturday question.`): one short sentence speaking of the turn in the third person,
 * with nothing of a message in it (no colon, no question to the reader; `I should answer your
 * question too` is the persona's own).
 */
export function remindsItself(text: string): boolean {
  return (
    SELF_REMINDER.test(text) &&
    !/[:：?？]/.test(text) &&
    text.split(/\s+/).length <= 16 &&
    !text.includes('\n')
  );
}
const SELF_REMINDER =
  /(?<!\p{L})(?:the|this|my)\s+(?:(?:next|second|third|other|last|following|first)\s+)?(?:message|block|reply|part)\s+(?:should|will|must|needs to|has to)\s+(?:also\s+)?(?:answer|reply to|respond to|address|cover|handle|mention)(?!\p{L})|(?<!\p{L})(?:el|la|este|esta)\s+(?:(?:siguiente|segundo|segunda|otro|otra)\s+)?(?:mensaje|bloque|respuesta)\s+(?:debería|debe|tiene que|va a)\s+(?:responder|contestar|cubrir)|(?<!\p{L})(?:die|diese)\s+(?:(?:nächste|zweite|andere)\s+)?(?:Nachricht|Antwort)\s+(?:sollte|muss|soll)\s+(?:\p{L}+\s+){0,4}beantworten|(?<!\p{L})I\s+(?:still\s+)?(?:should|need to|must|have to|ought to|forgot to)\s+(?:also\s+)?(?:(?:answer|reply to|respond to|address)\s+(?:the|their|his|her)(?!\p{L})|[^.!?\n]{1,60}\sbefore\s+(?:sending|I send|posting)\s*[.!…]*\s*$)/iu;
