import { Api } from 'telegram';
import { type MediaKind, type MediaRef, type ShownContent, shownTitle } from '../types.js';

interface SetNames {
  stickerSetName(setId: string): string | undefined;
}

/**
 * The media items of a message, each exactly once, with stable ids: `Document.id` or `Photo.id`
 * as exact decimal strings. A GIF is one `gif`, a video sticker one `video_sticker`, an animated
 * (TGS) sticker one `animated_sticker` (the original listed some twice). A link
 * preview is not an item: its link is in the text. Media without a file (a poll, a location, a
 * dice roll) gets an id made of its kind, chat and message, and a `title` saying what it is.
 */
export function mediaRefs(
  media: Api.TypeMessageMedia | undefined,
  names: SetNames,
  where: { chatId: string; messageId: number },
): MediaRef[] {
  if (!media || media instanceof Api.MessageMediaEmpty || media instanceof Api.MessageMediaWebPage) return [];
  const synthetic = (kind: string, title?: string): MediaRef[] => {
    const ref: MediaRef = { id: `${kind}:${where.chatId}:${where.messageId}`, kind };
    if (title) ref.title = title;
    return [ref];
  };
  if (media instanceof Api.MessageMediaPhoto) {
    if (media.photo instanceof Api.Photo)
      return [{ id: media.photo.id.toString(), kind: 'photo', mime: 'image/jpeg' }];
    return synthetic('expired_photo'); // a self-destructing photo that is gone
  }
  if (media instanceof Api.MessageMediaDocument) {
    if (media.document instanceof Api.Document) return [documentRef(media.document, media, names)];
    return synthetic('expired_media');
  }
  const shown = (kind: string, content: ShownContent, id = `${kind}:${where.chatId}:${where.messageId}`) => [
    { id, kind, title: shownTitle(content), shown: content },
  ];
  if (media instanceof Api.MessageMediaPoll) {
    const poll = media.poll;
    const options = poll.answers.map((a) => a.text.text);
    const content: ShownContent = poll.closed
      ? { kind: 'poll', question: poll.question.text, options, closed: true }
      : { kind: 'poll', question: poll.question.text, options };
    return shown('poll', content, `poll:${poll.id.toString()}`);
  }
  if (media instanceof Api.MessageMediaVenue) {
    const geo = media.geo instanceof Api.GeoPoint ? media.geo : undefined;
    if (!geo) return synthetic('venue', `${media.title}, ${media.address}`);
    return shown('venue', {
      kind: 'venue',
      title: media.title,
      address: media.address,
      lat: geo.lat,
      lon: geo.long,
    });
  }
  if (media instanceof Api.MessageMediaGeo || media instanceof Api.MessageMediaGeoLive) {
    const geo = media.geo;
    if (!(geo instanceof Api.GeoPoint)) return synthetic('location');
    return shown('location', { kind: 'location', lat: geo.lat, lon: geo.long });
  }
  if (media instanceof Api.MessageMediaContact) {
    // The phone number is someone's personal data: only the name is kept.
    const name = [media.firstName, media.lastName].filter(Boolean).join(' ');
    return name === '' ? synthetic('contact') : shown('contact', { kind: 'contact', name });
  }
  if (media instanceof Api.MessageMediaDice)
    return shown('dice', { kind: 'dice', emoji: media.emoticon, value: media.value });
  if (media instanceof Api.MessageMediaGame)
    return synthetic('game', media.game instanceof Api.Game ? media.game.title : undefined);
  if (media instanceof Api.MessageMediaInvoice) return synthetic('invoice', media.title);
  if (media instanceof Api.MessageMediaStory) return synthetic('story');
  if (media instanceof Api.MessageMediaGiveaway || media instanceof Api.MessageMediaGiveawayResults)
    return synthetic('giveaway');
  if (media instanceof Api.MessageMediaPaidMedia) return synthetic('paid_media');
  return synthetic('unsupported');
}

/** How a message presents a document (a voice note, a round video); absent for set stickers. */
type Presentation = Pick<Api.MessageMediaDocument, 'voice' | 'video' | 'round'>;

/** A sticker of a set listed by short name (no message around it): its ref, with that set. */
export function setStickerRef(doc: Api.Document, shortName: string): MediaRef {
  const ref = documentRef(doc, {}, { stickerSetName: () => undefined });
  ref.set = shortName;
  return ref;
}

function documentRef(doc: Api.Document, media: Presentation, names: SetNames): MediaRef {
  const attrs = doc.attributes;
  const sticker = attrs.find((a) => a instanceof Api.DocumentAttributeSticker);
  const video = attrs.find((a) => a instanceof Api.DocumentAttributeVideo);
  const audio = attrs.find((a) => a instanceof Api.DocumentAttributeAudio);
  const animated = attrs.some((a) => a instanceof Api.DocumentAttributeAnimated);
  const fileName = attrs.find((a) => a instanceof Api.DocumentAttributeFilename)?.fileName;

  const ref: MediaRef = {
    id: doc.id.toString(),
    kind: documentKind(doc.mimeType, { sticker, video, audio, animated, media }),
  };
  if (doc.mimeType) ref.mime = doc.mimeType;
  if (sticker) {
    const set = stickerSetName(sticker.stickerset, names);
    if (set) ref.set = set;
    if (sticker.alt) ref.emoji = sticker.alt;
  }
  const duration = video?.duration ?? audio?.duration;
  if (duration !== undefined && !sticker) ref.duration = duration;
  if (fileName && !sticker) ref.fileName = fileName;
  if (audio && !audio.voice) {
    const title = [audio.performer, audio.title].filter((s) => s?.trim()).join(' – ');
    if (title) ref.title = title;
  }
  return ref;
}

function documentKind(
  mime: string,
  f: {
    sticker: Api.DocumentAttributeSticker | undefined;
    video: Api.DocumentAttributeVideo | undefined;
    audio: Api.DocumentAttributeAudio | undefined;
    animated: boolean;
    media: Presentation;
  },
): MediaKind {
  if (f.sticker) {
    if (mime === 'application/x-tgsticker') return 'animated_sticker';
    if (mime === 'video/webm' || f.video) return 'video_sticker';
    return 'sticker';
  }
  if (f.animated) return 'gif';
  if (f.audio) return f.audio.voice || f.media.voice ? 'voice' : 'audio';
  if (f.video || f.media.video || f.media.round) return 'video';
  return 'document';
}

/** A sticker's set as a short name: given directly, or resolved earlier from its id. */
export function stickerSetName(set: Api.TypeInputStickerSet, names: SetNames): string | undefined {
  if (set instanceof Api.InputStickerSetShortName) return set.shortName;
  if (set instanceof Api.InputStickerSetID) return names.stickerSetName(set.id.toString());
  return undefined;
}

/** Sticker sets (by id) a message refers to whose short names are not known yet. */
export function unknownStickerSets(
  media: Api.TypeMessageMedia | undefined,
  names: SetNames,
): Api.InputStickerSetID[] {
  if (!(media instanceof Api.MessageMediaDocument) || !(media.document instanceof Api.Document)) return [];
  const sticker = media.document.attributes.find((a) => a instanceof Api.DocumentAttributeSticker);
  const set = sticker?.stickerset;
  if (!(set instanceof Api.InputStickerSetID)) return [];
  return names.stickerSetName(set.id.toString()) === undefined ? [set] : [];
}

/**
 * A photo size as GramJS can download it. GramJS fetches a size named by a `PhotoSize` object or
 * by its type letter, but hands back an empty buffer, without asking Telegram, for a
 * `PhotoSizeProgressive` object — the kind phones send for their larger sizes. Telegram serves a
 * progressive size by its type like any other, so it is named as a plain size of that type, its
 * full length the largest of its progressive steps.
 */
export function downloadablePhotoSize(size: Api.PhotoSize | Api.PhotoSizeProgressive): Api.PhotoSize {
  if (size instanceof Api.PhotoSize) return size;
  return new Api.PhotoSize({ type: size.type, w: size.w, h: size.h, size: Math.max(0, ...size.sizes) });
}
