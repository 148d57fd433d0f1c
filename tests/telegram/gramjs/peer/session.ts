import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Api } from 'telegram';
import { big } from '../../../../src/telegram/gramjs/peers.js';
import type { PlainMessage } from './crypto.js';

/**
 * The MTProto service layer as Telegram's server plays it for one connection: the checks a
 * client message must pass (server salt, msg_id against the server's clock, seqno parity), the
 * notifications it gets when it does not, and how server messages are packed (containers,
 * gzip_packed for large bodies).
 */

/** A server salt (8 bytes, as it travels in the message header). */
export function newServerSalt(): Buffer {
  return randomBytes(8);
}

/** What the server's side needs to judge a client message. */
export interface SessionHost {
  /** The salt Telegram currently accepts for the auth key. */
  salt: Buffer;
  /** How far the server's clock runs ahead of the client's (seconds; negative: behind). */
  clockOffsetSeconds: number;
  /** Session ids this auth key has used: a new one gets `new_session_created`. */
  sessions: Set<string>;
  /** A new server message id on the server's clock. */
  nextMsgId(): bigint;
  /** What the service layer did, for tests to see. */
  traffic: ServiceTraffic;
}

/** Counts of the service layer's work on every connection of a peer. */
export interface ServiceTraffic {
  /** Error codes of the `bad_msg_notification` / `bad_server_salt` refusals sent, in order. */
  refused: number[];
  /** `new_session_created` sent. */
  newSessions: number;
  /** Client messages acknowledged with `msgs_ack`. */
  acked: number;
  /** Server messages sent inside a `msg_container`. */
  inContainers: number;
  /** Server bodies sent gzip_packed. */
  gzipped: number;
}

export function emptyTraffic(): ServiceTraffic {
  return { refused: [], newSessions: 0, acked: 0, inContainers: 0, gzipped: 0 };
}

/** Why a client message is refused, as the `bad_msg_notification` error codes say. */
export const BAD_MSG = {
  msgIdTooLow: 16,
  msgIdTooHigh: 17,
  msgIdNotDivisibleBy4: 18,
  evenSeqnoForContent: 34,
  oddSeqnoForService: 35,
  badServerSalt: 48,
} as const;

/** The server's clock in seconds, as it stamps msg_ids. */
export function serverSeconds(offsetSeconds: number): number {
  return Math.floor(Date.now() / 1000) + offsetSeconds;
}

/** A server message id: the server's clock in the high half, 1 mod 4 (a response or update). */
export function serverMsgId(offsetSeconds: number, counter: number): bigint {
  return (BigInt(serverSeconds(offsetSeconds)) << 32n) | BigInt(counter * 4 + 1);
}

/**
 * The service answer that refuses a client message (it is then not processed), or undefined
 * when the message passes. Telegram tolerates msg_ids up to 300 s in the past and 30 s in the future.
 */
export function refusal(
  host: SessionHost,
  message: PlainMessage,
  content: boolean,
): Api.TypeBadMsgNotification | undefined {
  const badMsgId = big(message.msgId.toString());
  const bad = (errorCode: number) =>
    new Api.BadMsgNotification({ badMsgId, badMsgSeqno: message.seqNo, errorCode });
  const sentAt = Number(message.msgId >> 32n);
  const now = serverSeconds(host.clockOffsetSeconds);
  if (sentAt < now - 300) return bad(BAD_MSG.msgIdTooLow);
  if (sentAt > now + 30) return bad(BAD_MSG.msgIdTooHigh);
  if (message.msgId % 4n !== 0n) return bad(BAD_MSG.msgIdNotDivisibleBy4);
  if (content && message.seqNo % 2 === 0) return bad(BAD_MSG.evenSeqnoForContent);
  if (!content && message.seqNo % 2 === 1) return bad(BAD_MSG.oddSeqnoForService);
  if (!message.salt.equals(host.salt))
    return new Api.BadServerSalt({
      badMsgId,
      badMsgSeqno: message.seqNo,
      errorCode: BAD_MSG.badServerSalt,
      newServerSalt: big(host.salt.readBigInt64LE(0).toString()),
    });
  return undefined;
}

/** `new_session_created` the first time a session id reaches this auth key, else undefined. */
export function sessionGreeting(host: SessionHost, message: PlainMessage): Api.NewSessionCreated | undefined {
  const id = message.sessionId.toString('hex');
  if (host.sessions.has(id)) return undefined;
  host.sessions.add(id);
  return new Api.NewSessionCreated({
    firstMsgId: big(message.msgId.toString()),
    uniqueId: big(randomBytes(8).readBigInt64LE(0).toString()),
    serverSalt: big(host.salt.readBigInt64LE(0).toString()),
  });
}

/** Whether a client object is content-related (a request: odd seqno, acknowledged by the server). */
export function contentRelated(object: unknown): boolean {
  return (
    typeof object === 'object' && object !== null && 'classType' in object && object.classType === 'request'
  );
}

/** Bodies above this size travel gzip_packed, as Telegram sends large results and updates. */
export const GZIP_ABOVE_BYTES = 512;
const GZIP_PACKED = 0x3072cfa1;
const MSG_CONTAINER = 0x73f1f8dc;

function tlBytes(data: Buffer): Buffer {
  // TL `bytes`: a length byte (or 0xfe and three bytes), the data, zero padding to 4.
  const head =
    data.length < 254
      ? Buffer.from([data.length])
      : Buffer.from([254, data.length & 0xff, (data.length >> 8) & 0xff, (data.length >> 16) & 0xff]);
  const padding = Buffer.alloc((4 - ((head.length + data.length) % 4)) % 4);
  return Buffer.concat([head, data, padding]);
}

/** gzip_packed#3072cfa1 packed_data:bytes = Object, for a body worth packing; else the body itself. */
export function gzipIfLarge(body: Buffer, traffic: ServiceTraffic): Buffer {
  if (body.length <= GZIP_ABOVE_BYTES) return body;
  traffic.gzipped++;
  const id = Buffer.alloc(4);
  id.writeUInt32LE(GZIP_PACKED, 0);
  return Buffer.concat([id, tlBytes(gzipSync(body))]);
}

/** One server message before it is sealed. */
export interface OutgoingMessage {
  msgId: bigint;
  seqNo: number;
  body: Buffer;
}

/** msg_container#73f1f8dc messages:vector<message> (bare vector: a count, then each message). */
export function containerBytes(messages: OutgoingMessage[]): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32LE(MSG_CONTAINER, 0);
  head.writeInt32LE(messages.length, 4);
  const parts = messages.map((m) => {
    const header = Buffer.alloc(16);
    header.writeBigInt64LE(m.msgId, 0);
    header.writeInt32LE(m.seqNo, 8);
    header.writeInt32LE(m.body.length, 12);
    return Buffer.concat([header, m.body]);
  });
  return Buffer.concat([head, ...parts]);
}
