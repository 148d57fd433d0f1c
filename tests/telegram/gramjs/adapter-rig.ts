import { Api, errors } from 'telegram';
import { VirtualClock } from '../../../src/support/clock.js';
import { memoryLogger } from '../../../src/support/log.js';
import { GramjsTelegram } from '../../../src/telegram/gramjs/adapter.js';
import type { FloodPolicy } from '../../../src/telegram/gramjs/flood.js';
import { FakeGramClient } from './fake-client.js';
import { DATE } from './objects.js';

export interface AdapterRigOptions {
  flood?: FloodPolicy;
  /** Listen to the client's updates, as `run` does (one-off commands do not). */
  attach?: boolean;
}

/**
 * The real adapter over a fake client, on a virtual clock at DATE, logging to memory: flood
 * waits up to a minute retried 3 times, files up to 5 000 bytes, a second between scan pages.
 */
export function adapterRig(client = new FakeGramClient(), options: AdapterRigOptions = {}) {
  const clock = new VirtualClock(DATE * 1000);
  const log = memoryLogger();
  const adapter = new GramjsTelegram({
    client: () => client,
    clock,
    log,
    flood: options.flood ?? { maxWaitMs: 60_000, retries: 3 },
    downloadMaxBytes: 5_000,
    scanPaceMs: 1_000,
  });
  if (options.attach) adapter.attach(client);
  return { client, clock, log, adapter };
}

/** An RPC error as GramJS raises it ("400: STICKERSET_INVALID (caused by help.GetConfig)"). */
export function rpcError(message: string, code: number) {
  return new errors.RPCError(message, new Api.help.GetConfig(), code);
}
