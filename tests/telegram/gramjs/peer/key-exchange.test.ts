import { Api } from 'telegram';
import { BinaryReader } from 'telegram/extensions/BinaryReader.js';
import { Logger, LogLevel } from 'telegram/extensions/Logger.js';
import { doAuthentication } from 'telegram/network/Authenticator.js';
import type { MTProtoPlainSender } from 'telegram/network/MTProtoPlainSender.js';
import { describe, expect, it } from 'vitest';
import { KeyExchangeRefused, KeyExchangeServer } from './key-exchange.js';

/**
 * The peer's side of the key exchange against GramJS's own authenticator, request by request
 * (the transport is covered by the data-centre tests on the real client).
 */

/** GramJS's plain sender, answered by `server`; `tamper` may change each request on its way. */
function plainSender(server: KeyExchangeServer, tamper: (request: Api.AnyRequest) => void = () => {}) {
  return {
    async send(request: Api.AnyRequest) {
      tamper(request);
      return new BinaryReader(await server.answer(request)).tgReadObject();
    },
  } as unknown as MTProtoPlainSender;
}

function flipBit(bytes: Buffer, at: number): void {
  bytes.writeUInt8(bytes.readUInt8(at) ^ 1, at);
}

describe('the peer takes part in the Diffie-Hellman key exchange as Telegram does', () => {
  it("GramJS's authenticator and the peer end with the same 256-byte auth key", async () => {
    const made: Buffer[] = [];
    const server = new KeyExchangeServer((key) => made.push(key));
    const exchange = doAuthentication(plainSender(server), new Logger(LogLevel.NONE));
    const serverKey = () => made[0] ?? Buffer.alloc(0);
    // GramJS drops the leading zero byte of g^ab (1 key in 256): its nonce hash then differs
    // from the server's and it starts over, as it would on Telegram.
    const outcome = await exchange.then(
      (result) => ({ key: result.authKey.getKey() }),
      (err: unknown) => ({ err }),
    );
    expect(made).toHaveLength(1);
    expect(serverKey()).toHaveLength(256);
    if (serverKey()[0] === 0) expect(String((outcome as { err: unknown }).err)).toMatch(/new nonce hash/);
    else expect((outcome as { key: Buffer }).key).toEqual(serverKey());
  });

  it.each([
    [
      'p and q swapped',
      (req: Api.AnyRequest) => {
        if (req instanceof Api.ReqDHParams) [req.p, req.q] = [req.q, req.p];
      },
      /not the factors/,
    ],
    [
      'the RSA block altered',
      (req: Api.AnyRequest) => {
        if (req instanceof Api.ReqDHParams) flipBit(req.encryptedData, 255);
      },
      /SHA256 check/,
    ],
    [
      'the client DH block altered',
      (req: Api.AnyRequest) => {
        if (req instanceof Api.SetClientDHParams) flipBit(req.encryptedData, 40);
      },
      /client_DH_inner_data|SHA1 check/,
    ],
  ])('refuses an exchange with %s, and makes no key', async (_label, tamper, says) => {
    const made: Buffer[] = [];
    const server = new KeyExchangeServer((key) => made.push(key));
    const failed = await doAuthentication(plainSender(server, tamper), new Logger(LogLevel.NONE)).catch(
      (err: unknown) => err,
    );
    expect(failed).toBeInstanceOf(KeyExchangeRefused);
    expect(String(failed)).toMatch(says);
    expect(made).toEqual([]);
  });
});
