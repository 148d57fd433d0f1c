import { createHash, randomBytes } from 'node:crypto';
import { IGE } from 'telegram/crypto/IGE.js';

/**
 * MTProto 2.0 as the server side does it, for an auth key both ends already share (the peer
 * holds the session's key, so no key exchange is ever needed). Client packets are decrypted
 * with x = 0, server packets encrypted with x = 8, as Telegram's specification says.
 */

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

/** A fresh 2048-bit auth key. */
export function newAuthKey(): Buffer {
  return randomBytes(256);
}

/** The 64-bit id that prefixes every encrypted packet: the low 8 bytes of SHA1(key). */
export function authKeyId(key: Buffer): Buffer {
  return createHash('sha1').update(key).digest().subarray(12, 20);
}

function keyAndIv(authKey: Buffer, msgKey: Buffer, x: 0 | 8): { key: Buffer; iv: Buffer } {
  const a = sha256(msgKey, authKey.subarray(x, x + 36));
  const b = sha256(authKey.subarray(40 + x, 76 + x), msgKey);
  return {
    key: Buffer.concat([a.subarray(0, 8), b.subarray(8, 24), a.subarray(24, 32)]),
    iv: Buffer.concat([b.subarray(0, 8), a.subarray(8, 24), b.subarray(24, 32)]),
  };
}

/** One message as it travels inside an encrypted packet. */
export interface PlainMessage {
  salt: Buffer;
  sessionId: Buffer;
  msgId: bigint;
  seqNo: number;
  body: Buffer;
}

/** A client packet opened: its message, or an error naming why it is not one. */
export function decryptFromClient(authKey: Buffer, packet: Buffer): PlainMessage {
  if (!packet.subarray(0, 8).equals(authKeyId(authKey))) throw new Error('packet for another auth key');
  const msgKey = packet.subarray(8, 24);
  const { key, iv } = keyAndIv(authKey, msgKey, 0);
  const plain = new IGE(key, iv).decryptIge(packet.subarray(24));
  const expected = sha256(authKey.subarray(88, 120), plain).subarray(8, 24);
  if (!expected.equals(msgKey)) throw new Error('msg_key does not match');
  const length = plain.readInt32LE(28);
  return {
    salt: plain.subarray(0, 8),
    sessionId: plain.subarray(8, 16),
    msgId: plain.readBigInt64LE(16),
    seqNo: plain.readInt32LE(24),
    body: plain.subarray(32, 32 + length),
  };
}

/** A server message sealed for the client. */
export function encryptForClient(authKey: Buffer, message: PlainMessage): Buffer {
  const header = Buffer.alloc(32);
  message.salt.copy(header, 0);
  message.sessionId.copy(header, 8);
  header.writeBigInt64LE(message.msgId, 16);
  header.writeInt32LE(message.seqNo, 24);
  header.writeInt32LE(message.body.length, 28);
  const unpadded = header.length + message.body.length;
  const padding = randomBytes(12 + ((16 - ((unpadded + 12) % 16)) % 16));
  const plain = Buffer.concat([header, message.body, padding]);
  const msgKey = sha256(authKey.subarray(96, 128), plain).subarray(8, 24);
  const { key, iv } = keyAndIv(authKey, msgKey, 8);
  return Buffer.concat([authKeyId(authKey), msgKey, new IGE(key, iv).encryptIge(plain)]);
}
