import { z } from 'zod';
import { defineMessage, messageId, nonEmpty, replyNote, stringOf } from './define.js';

const params = z.object({ set: nonEmpty, name: nonEmpty, replyTo: messageId.optional() });

/** `# «sticker»` with `set :: name`: a sticker of a known set, sent as its name when unknown. */
export const sticker = defineMessage({
  step: params,
  params,
  aliases: [
    ...['stickers', 'стикер', 'autocollant', 'figurinha', 'pegatina', 'aufkleber', 'adesivo', 'naklejka'],
    ...['çıkartma', 'スタンプ', 'ステッカー', '贴纸', '스티커', 'ملصق', 'स्टिकर'],
  ],
  quiet: false,
  json: {
    // `set :: name` as a block writes it, when the task names the set.
    body: (record) => {
      const set = stringOf(record.set ?? record.sticker_set ?? record.stickerSet ?? record.pack);
      const name = ['sticker', 'name', 'emoji'].map((key) => stringOf(record[key])).find(Boolean);
      return set && name ? `${set}\n${name}` : (name ?? '');
    },
    keyed: false,
  },
  message: {
    outgoing: ({ set, name }) => [{ sticker: { set, name } }, { text: name }],
  },
  plan: (step) => ({ params: { ...step } }),
  describe: (step) => `sticker${replyNote(step.replyTo)}: ${step.set} :: ${step.name}`,
  logFields: ({ set, name, replyTo }) => ({
    sticker: `${set} :: ${name}`,
    ...(replyTo === undefined ? {} : { replyTo }),
  }),
});
