import { Api } from 'telegram';
import { BinaryReader } from 'telegram/extensions/BinaryReader.js';
import { GZIPPacked, MessageContainer, type TLMessage } from 'telegram/tl/core/index.js';

/**
 * TL as the peer speaks it: client messages are read with GramJS's own reader, answers are
 * serialised by GramJS's own classes (`getBytes()`), wrapped the way Telegram wraps them.
 */

/** An RPC error Telegram answers instead of a result ("FLOOD_WAIT_30", code 420). */
export class RpcErrorReply {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

export function rpcError(code: number, message: string): RpcErrorReply {
  return new RpcErrorReply(code, message);
}

/** A handler's answer: nothing is ever sent back (the request hangs, as on a stalled server). */
export const NO_ANSWER = Symbol('no answer');

/** What a handler may answer: a TL object, a Bool, a vector of TL objects, an RPC error or nothing. */
export type Answer =
  | { getBytes(): Buffer }
  | boolean
  | { getBytes(): Buffer }[]
  | RpcErrorReply
  | typeof NO_ANSWER;

const RPC_RESULT = 0xf35c6d01;
const VECTOR = 0x1cb5c415;
const BOOL_TRUE = 0x997275b5;
const BOOL_FALSE = 0xbc799737;

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0, 0);
  return b;
}

/** A result's bytes as `readResult` of GramJS's request classes expects them. */
export function answerBytes(answer: Exclude<Answer, RpcErrorReply | typeof NO_ANSWER>): Buffer {
  if (typeof answer === 'boolean') return uint32(answer ? BOOL_TRUE : BOOL_FALSE);
  if (Array.isArray(answer))
    return Buffer.concat([uint32(VECTOR), uint32(answer.length), ...answer.map((x) => x.getBytes())]);
  return answer.getBytes();
}

/**
 * A result's bytes, proven readable: GramJS's own reader (the request's `readResult`, as the
 * client uses it) must take exactly these bytes and give back an object that serialises to
 * them again. Throws `MalformedAnswerError` otherwise, so a script that builds an object
 * Telegram could never send (a flag without its field, a field of the wrong type) fails at once.
 */
export function checkedAnswerBytes(
  request: Api.AnyRequest,
  answer: Exclude<Answer, RpcErrorReply | typeof NO_ANSWER>,
): Buffer {
  let bytes: Buffer;
  try {
    bytes = answerBytes(answer);
  } catch (err) {
    throw new MalformedAnswerError(
      `the answer to ${request.className}`,
      `does not serialise: ${messageOf(err)}`,
    );
  }
  const reader = new BinaryReader(bytes);
  let again: Buffer;
  try {
    // GramJS's typings declare readResult static; at run time each request carries it.
    const read = (request as unknown as { readResult(r: BinaryReader): unknown }).readResult(reader);
    again = answerBytes(read as Exclude<Answer, RpcErrorReply | typeof NO_ANSWER>);
  } catch (err) {
    throw new MalformedAnswerError(
      `the answer to ${request.className}`,
      `cannot be read back: ${messageOf(err)}`,
    );
  }
  if (reader.tellPosition() !== bytes.length || !again.equals(bytes))
    throw new MalformedAnswerError(`the answer to ${request.className}`, 'reads back as a different object');
  return bytes;
}

/** A server object's bytes (an update, a service message), proven readable by GramJS's reader. */
export function checkedObjectBytes(object: { getBytes(): Buffer; className?: string }): Buffer {
  const name = `the server object ${object.className ?? '(unnamed)'}`;
  let bytes: Buffer;
  try {
    bytes = object.getBytes();
  } catch (err) {
    throw new MalformedAnswerError(name, `does not serialise: ${messageOf(err)}`);
  }
  const reader = new BinaryReader(bytes);
  let again: Buffer;
  try {
    again = answerBytes(reader.tgReadObject() as { getBytes(): Buffer });
  } catch (err) {
    throw new MalformedAnswerError(name, `cannot be read back: ${messageOf(err)}`);
  }
  if (reader.tellPosition() !== bytes.length || !again.equals(bytes))
    throw new MalformedAnswerError(name, 'reads back as a different object');
  return bytes;
}

/** A scripted answer that is not valid TL for its request. */
export class MalformedAnswerError extends Error {
  constructor(
    /** What was malformed: "the answer to users.GetUsers", "the server object Updates". */
    readonly subject: string,
    detail: string,
  ) {
    super(`${subject} ${detail}`);
    this.name = 'MalformedAnswerError';
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** rpc_result#f35c6d01 req_msg_id:long result:Object, with an already serialised result. */
export function rpcResultBytes(reqMsgId: bigint, result: Buffer): Buffer {
  const id = Buffer.alloc(8);
  id.writeBigInt64LE(reqMsgId, 0);
  return Buffer.concat([uint32(RPC_RESULT), id, result]);
}

/** An RPC error's bytes (rpc_error#2144ca19). */
export function rpcErrorBytes(error: RpcErrorReply): Buffer {
  return new Api.RpcError({ errorCode: error.code, errorMessage: error.message }).getBytes();
}

/** One object the client sent, with the id of the message that carried it. */
export interface ClientObject {
  msgId: bigint;
  object: unknown;
}

/** The objects of one client message: containers opened, gzip unpacked. */
export async function readClientMessage(msgId: bigint, body: Buffer): Promise<ClientObject[]> {
  const object: unknown = await new BinaryReader(body).tgReadObject();
  return unpack(msgId, object);
}

async function unpack(msgId: bigint, object: unknown): Promise<ClientObject[]> {
  if (object instanceof MessageContainer) {
    const out: ClientObject[] = [];
    // GramJS declares the container's messages private; they are its whole content.
    const messages = (object as unknown as { messages: TLMessage[] }).messages;
    for (const inner of messages)
      out.push(...(await unpack(BigInt(inner.msgId.toString()), await inner.obj)));
    return out;
  }
  if (object instanceof GZIPPacked) return readClientMessage(msgId, object.data);
  return [{ msgId, object }];
}

/** The request inside the wrappers GramJS puts around some: layer, connection info, ordering. */
export function unwrapRequest(request: Api.AnyRequest): Api.AnyRequest {
  let current: unknown = request;
  while (
    current instanceof Api.InvokeWithLayer ||
    current instanceof Api.InitConnection ||
    current instanceof Api.InvokeAfterMsg ||
    current instanceof Api.InvokeWithoutUpdates
  )
    current = current.query;
  return current as Api.AnyRequest;
}

/** Whether a request came inside `InvokeWithoutUpdates`, at any depth of its wrappers. */
export function wrappedWithoutUpdates(request: unknown): boolean {
  let current = request;
  while (
    current instanceof Api.InvokeWithLayer ||
    current instanceof Api.InitConnection ||
    current instanceof Api.InvokeAfterMsg
  )
    current = current.query;
  return current instanceof Api.InvokeWithoutUpdates;
}

/** A plausible `help.GetConfig` answer from data centre `thisDc`, listing every data centre's address. */
export function configFor(
  thisDc: number,
  dataCentres: { id: number; address: string }[],
  now: number,
): Api.Config {
  return new Api.Config({
    date: now,
    expires: now + 3600,
    testMode: false,
    thisDc,
    dcOptions: dataCentres.map((dc) => new Api.DcOption({ id: dc.id, ipAddress: dc.address, port: 443 })),
    dcTxtDomainName: 'peer.invalid',
    chatSizeMax: 200,
    megagroupSizeMax: 200000,
    forwardedCountMax: 100,
    onlineUpdatePeriodMs: 210000,
    offlineBlurTimeoutMs: 5000,
    offlineIdleTimeoutMs: 30000,
    onlineCloudTimeoutMs: 300000,
    notifyCloudDelayMs: 30000,
    notifyDefaultDelayMs: 1500,
    pushChatPeriodMs: 60000,
    pushChatLimit: 2,
    editTimeLimit: 172800,
    revokeTimeLimit: 2147483647,
    revokePmTimeLimit: 2147483647,
    ratingEDecay: 2419200,
    stickersRecentLimit: 200,
    channelsReadMediaPeriod: 604800,
    callReceiveTimeoutMs: 20000,
    callRingTimeoutMs: 90000,
    callConnectTimeoutMs: 30000,
    callPacketTimeoutMs: 10000,
    meUrlPrefix: 'https://t.me/',
    captionLengthMax: 1024,
    messageLengthMax: 4096,
    webfileDcId: thisDc,
  });
}
