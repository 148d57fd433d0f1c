import { z } from 'zod';
import { defineMessage, firstField, logText, messageId, nonEmpty, oneLine, replyNote } from './define.js';

const params = z.object({ text: nonEmpty, replyTo: messageId.optional() });

/** `# «send» 12`: a text message, optionally a reply. */
export const send = defineMessage({
  step: params,
  params,
  // Also the name translated, as a model writing in the chat's language names the block.
  aliases: [
    ...['reply', 'message', 'text', 'msg', 'answer', 'response'],
    ...['enviar', 'senden', 'envoyer', 'inviare', 'verzenden', 'wyślij', 'gönder', 'отправить', 'надіслати'],
    ...['nachricht', 'antwort', 'mensaje', 'respuesta', 'mensagem', 'resposta', 'réponse'],
    ...['messaggio', 'risposta', 'bericht', 'wiadomość', 'odpowiedź', 'mesaj', 'cevap', 'сообщение', 'ответ'],
    ...[
      '送信',
      '返信',
      'メッセージ',
      '发送',
      '回复',
      '消息',
      '보내기',
      '답장',
      '메시지',
      'إرسال',
      'رسالة',
      'भेजें',
    ],
  ],
  quiet: false,
  json: { body: firstField(['text', 'message', 'content', 'body', 'value']), keyed: false },
  message: { outgoing: ({ text }) => [{ text }] },
  plan: (step) => ({ params: { ...step } }),
  describe: (step) => `send${replyNote(step.replyTo)}: ${oneLine(step.text)}`,
  logFields: ({ text, replyTo }) => ({
    message: logText(text),
    ...(replyTo === undefined ? {} : { replyTo }),
  }),
});
