import {
  constants,
  createHash,
  generateKeyPairSync,
  generatePrimeSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import bigInt from 'big-integer';
import { Api } from 'telegram';
import { IGE } from 'telegram/crypto/IGE.js';
import { _serverKeys } from 'telegram/crypto/RSA.js';
import { BinaryReader } from 'telegram/extensions/BinaryReader.js';
import { generateKeyDataFromNonce, readBigIntFromBuffer, toSignedLittleBuffer } from 'telegram/Helpers.js';
import { checkedObjectBytes } from './tl.js';

/**
 * The server's side of MTProto's auth key creation (the Diffie-Hellman exchange a client runs
 * on a data centre where it has no key): req_pq_multi → resPQ, req_DH_params with the
 * RSA-encrypted p_q_inner_data → server_DH_params_ok, set_client_DH_params → dh_gen_ok.
 * The maths is real: RSA and SHA from node:crypto, AES-IGE and the nonce key derivation from
 * GramJS's helpers, DH over the 2048-bit safe prime Telegram uses, a real pq to factor.
 *
 * Telegram's RSA private keys are secret, so the peer has its own key pair; its public key is
 * registered in GramJS's table of server keys by this test code (never by the agent's code),
 * as a client built for a test server would ship that server's key.
 */

const sha1 = (...parts: Buffer[]) => createHash('sha1').update(Buffer.concat(parts)).digest();
const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

/** Telegram's DH group: the 2048-bit safe prime its servers send, with generator 3. */
const DH_PRIME = BigInt(
  '0xC71CAEB9C6B1C9048E6C522F70F13F73980D40238E3E21C14934D037563D930F48198A0AA7C14058229493D22530F4DB' +
    'FA336F6E0AC925139543AED44CCE7C3720FD51F69458705AC68CD4FE6B6B13ABDC9746512969328454F18FAF8C595F64' +
    '2477FE96BB2A941D5BCD1D4AC8CC49880708FA9B378E3C4F3A9060BEE67CF9A4A4A695811051907E162753B56B0F6B41' +
    '0DBA74D8A84B2A14B3144E0EF1284754FD17ED950D5965B4B9DD46582DB1178D169C6BC465B0D6FF9CA3928FEF5B9AE4' +
    'E418FC15E83EBEA0F87FA9FF5EED70050DED2849F47BF959D956850CE929851F0D8115F635B105EE2E4E15D04B2454BF' +
    '6F4FADF034B10403119CD8E3B92FCC5B',
);
const DH_G = 3;
/** g_a and g_b must keep 64 bits away from 1 and p - 1, as Telegram's specification asks. */
const DH_MARGIN = 1n << (2048n - 64n);

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

function toBytes(n: bigint, length: number): Buffer {
  return Buffer.from(n.toString(16).padStart(length * 2, '0'), 'hex');
}

function fromBytes(bytes: Buffer): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${bytes.toString('hex')}`);
}

/** TL `bytes`, as the key's fingerprint is computed over them. */
function tlBytes(data: Buffer): Buffer {
  const head =
    data.length < 254
      ? Buffer.from([data.length])
      : Buffer.from([254, data.length & 0xff, (data.length >> 8) & 0xff, (data.length >> 16) & 0xff]);
  const padding = Buffer.alloc((4 - ((head.length + data.length) % 4)) % 4);
  return Buffer.concat([head, data, padding]);
}

/** The peer's RSA key pair and its fingerprint, as clients look servers' keys up. */
interface ServerRsaKey {
  privateKey: KeyObject;
  modulus: Buffer;
  fingerprint: bigInt.BigInteger;
}

let serverKey: ServerRsaKey | undefined;

/** The peer's RSA key, made once per test process and registered with GramJS as a server key. */
function peerRsaKey(): ServerRsaKey {
  if (serverKey) return serverKey;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicExponent: 65537,
  });
  const jwk = publicKey.export({ format: 'jwk' });
  const modulus = Buffer.from(String(jwk.n), 'base64url');
  const exponent = Buffer.from(String(jwk.e), 'base64url');
  // The fingerprint: the low 64 bits of SHA1 over rsa_public_key n:bytes e:bytes.
  const digest = sha1(tlBytes(modulus), tlBytes(exponent));
  const fingerprint = bigInt(digest.readBigInt64LE(12).toString());
  _serverKeys.set(fingerprint.toString(), { n: bigInt(fromBytes(modulus).toString()), e: 65537 });
  serverKey = { privateKey, modulus, fingerprint };
  return serverKey;
}

/** One exchange in progress, keyed by the client's nonce. */
interface Handshake {
  nonce: bigInt.BigInteger;
  serverNonce: bigInt.BigInteger;
  p: bigint;
  q: bigint;
  newNonce?: bigInt.BigInteger;
  a?: bigint;
}

/** Why the server gave up on an exchange (the client is then sent nothing more and disconnected). */
export class KeyExchangeRefused extends Error {
  override readonly name = 'KeyExchangeRefused';
}

/**
 * A data centre's key exchanges. `answer` takes one unencrypted client request and returns the
 * unencrypted answer's bytes; a finished exchange hands the new key to `onKey`.
 */
export class KeyExchangeServer {
  readonly #handshakes = new Map<string, Handshake>();
  readonly #onKey: (key: Buffer) => void;
  readonly #clockOffsetSeconds: () => number;

  constructor(onKey: (key: Buffer) => void, clockOffsetSeconds: () => number = () => 0) {
    this.#onKey = onKey;
    this.#clockOffsetSeconds = clockOffsetSeconds;
  }

  async answer(request: unknown): Promise<Buffer> {
    if (request instanceof Api.ReqPqMulti) return checkedObjectBytes(this.#resPq(request));
    if (request instanceof Api.ReqDHParams) return checkedObjectBytes(await this.#dhParams(request));
    if (request instanceof Api.SetClientDHParams) return checkedObjectBytes(await this.#dhGen(request));
    throw new KeyExchangeRefused(`an unencrypted ${describe(request)} is not part of a key exchange`);
  }

  #resPq(request: Api.ReqPqMulti): Api.ResPQ {
    const key = peerRsaKey();
    // Telegram's primes have 31 bits; smaller ones keep GramJS's factoring quick and still real.
    let p = generatePrimeSync(20, { bigint: true });
    let q = generatePrimeSync(20, { bigint: true });
    while (p === q) q = generatePrimeSync(20, { bigint: true });
    if (p > q) [p, q] = [q, p];
    const serverNonce = readBigIntFromBuffer(randomBytes(16), true, true);
    this.#handshakes.set(request.nonce.toString(), { nonce: request.nonce, serverNonce, p, q });
    return new Api.ResPQ({
      nonce: request.nonce,
      serverNonce,
      // pq travels as 8 big-endian bytes, as Telegram sends it.
      pq: toBytes(p * q, 8),
      serverPublicKeyFingerprints: [key.fingerprint],
    });
  }

  #handshake(nonce: bigInt.BigInteger, serverNonce: bigInt.BigInteger): Handshake {
    const handshake = this.#handshakes.get(nonce.toString());
    if (!handshake?.serverNonce.eq(serverNonce))
      throw new KeyExchangeRefused('nonce or server_nonce of no exchange in progress');
    return handshake;
  }

  async #dhParams(request: Api.ReqDHParams): Promise<Api.ServerDHParamsOk> {
    const handshake = this.#handshake(request.nonce, request.serverNonce);
    const key = peerRsaKey();
    if (!request.publicKeyFingerprint.eq(key.fingerprint)) throw new KeyExchangeRefused('unknown RSA key');
    if (fromBytes(request.p) !== handshake.p || fromBytes(request.q) !== handshake.q)
      throw new KeyExchangeRefused('p and q are not the factors of pq');
    const inner = this.#rsaOpen(key, request.encryptedData);
    if (!(inner instanceof Api.PQInnerData))
      throw new KeyExchangeRefused('encrypted data is not p_q_inner_data');
    if (!inner.nonce.eq(handshake.nonce) || !inner.serverNonce.eq(handshake.serverNonce))
      throw new KeyExchangeRefused('p_q_inner_data names another exchange');
    if (fromBytes(inner.pq) !== handshake.p * handshake.q)
      throw new KeyExchangeRefused('p_q_inner_data carries another pq');
    handshake.newNonce = inner.newNonce;
    handshake.a = fromBytes(randomBytes(256)) % DH_PRIME;
    const gA = modPow(BigInt(DH_G), handshake.a, DH_PRIME);
    const answer = new Api.ServerDHInnerData({
      nonce: handshake.nonce,
      serverNonce: handshake.serverNonce,
      g: DH_G,
      dhPrime: toBytes(DH_PRIME, 256),
      gA: toBytes(gA, 256),
      serverTime: Math.floor(Date.now() / 1000) + this.#clockOffsetSeconds(),
    }).getBytes();
    const ige = await this.#tempAes(handshake);
    return new Api.ServerDHParamsOk({
      nonce: handshake.nonce,
      serverNonce: handshake.serverNonce,
      // SHA1 of the answer, the answer, padding to the AES block (GramJS's IGE pads).
      encryptedAnswer: ige.encryptIge(Buffer.concat([sha1(answer), answer])),
    });
  }

  /**
   * RSA_PAD undone: RSA with the private key gives temp_key_xor and the AES-encrypted block;
   * the block holds the reversed padded data and SHA256(temp_key + data), which must match.
   */
  #rsaOpen(key: ServerRsaKey, encrypted: Buffer): unknown {
    if (encrypted.length !== 256 || fromBytes(encrypted) >= fromBytes(key.modulus))
      throw new KeyExchangeRefused('encrypted_data is not an RSA block under the key');
    const opened = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, encrypted);
    const aesEncrypted = opened.subarray(32);
    const tempKey = Buffer.from(opened.subarray(0, 32).map((b, i) => b ^ (sha256(aesEncrypted)[i] ?? 0)));
    const dataWithHash = new IGE(tempKey, Buffer.alloc(32)).decryptIge(aesEncrypted);
    const data = Buffer.from(dataWithHash.subarray(0, 192)).reverse();
    if (!sha256(tempKey, data).equals(dataWithHash.subarray(192, 224)))
      throw new KeyExchangeRefused('encrypted_data fails its SHA256 check');
    return new BinaryReader(data).tgReadObject();
  }

  async #tempAes(handshake: Handshake): Promise<IGE> {
    if (!handshake.newNonce) throw new KeyExchangeRefused('set_client_DH_params before req_DH_params');
    const { key, iv } = await generateKeyDataFromNonce(handshake.serverNonce, handshake.newNonce);
    return new IGE(key, iv);
  }

  async #dhGen(request: Api.SetClientDHParams): Promise<Api.DhGenOk> {
    const handshake = this.#handshake(request.nonce, request.serverNonce);
    const ige = await this.#tempAes(handshake);
    if (request.encryptedData.length % 16 !== 0)
      throw new KeyExchangeRefused('encrypted_data is not AES blocks');
    const plain = ige.decryptIge(request.encryptedData);
    const reader = new BinaryReader(plain.subarray(20));
    const inner: unknown = reader.tgReadObject();
    if (!(inner instanceof Api.ClientDHInnerData)) throw new KeyExchangeRefused('not client_DH_inner_data');
    if (!sha1(plain.subarray(20, 20 + reader.tellPosition())).equals(plain.subarray(0, 20)))
      throw new KeyExchangeRefused('client_DH_inner_data fails its SHA1 check');
    if (!inner.nonce.eq(handshake.nonce) || !inner.serverNonce.eq(handshake.serverNonce))
      throw new KeyExchangeRefused('client_DH_inner_data names another exchange');
    const gB = fromBytes(inner.gB);
    if (gB <= DH_MARGIN || gB >= DH_PRIME - DH_MARGIN) throw new KeyExchangeRefused('g_b out of range');
    const a = handshake.a ?? 0n;
    // The auth key is g^ab mod p as 2048 bits: 256 bytes, leading zeros kept.
    const authKey = toBytes(modPow(gB, a, DH_PRIME), 256);
    this.#handshakes.delete(handshake.nonce.toString());
    const newNonce = toSignedLittleBuffer(handshake.newNonce ?? 0, 32);
    const auxHash = sha1(authKey).subarray(0, 8);
    const newNonceHash1 = readBigIntFromBuffer(
      sha1(newNonce, Buffer.from([1]), auxHash).subarray(4, 20),
      true,
      true,
    );
    this.#onKey(authKey);
    return new Api.DhGenOk({ nonce: handshake.nonce, serverNonce: handshake.serverNonce, newNonceHash1 });
  }
}

function describe(request: unknown): string {
  return typeof request === 'object' && request !== null && 'className' in request
    ? String(request.className)
    : 'object';
}

/** The header of an unencrypted message: auth_key_id 0, then msg_id and length. */
export function isUnencrypted(packet: Buffer): boolean {
  return packet.length >= 20 && packet.readBigUInt64LE(0) === 0n;
}

/** The TL body of an unencrypted client message. */
export function unencryptedBody(packet: Buffer): Buffer {
  return packet.subarray(20, 20 + packet.readInt32LE(16));
}

/** An unencrypted server message carrying `body`. */
export function unencryptedMessage(msgId: bigint, body: Buffer): Buffer {
  const header = Buffer.alloc(20);
  header.writeBigInt64LE(msgId, 8);
  header.writeInt32LE(body.length, 16);
  return Buffer.concat([header, body]);
}
