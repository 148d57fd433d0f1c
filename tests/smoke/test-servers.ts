/**
 * Smoke test on Telegram's TEST servers, with test accounts of your own. Not part of `npm test`
 * (it needs the network); run it by hand before trusting a new version with a real account:
 *
 *   TELEGRAM_API_ID=… TELEGRAM_API_HASH=… SMOKE_PHONE=9996621234 npm run smoke:test-servers
 *
 * What it does, on the test data centre 2 (149.154.167.40:443), never on the real network:
 *   1. logs in two test accounts (creating them if needed): the persona, SMOKE_PHONE, and a
 *      person writing to it, SMOKE_PEER_PHONE (default: SMOKE_PHONE plus one);
 *   2. the person sends the persona one message;
 *   3. `run --dry-run` starts the persona on a fresh project in a temporary folder and waits for
 *      the line saying what it would answer (nothing is sent: it is a dry run).
 * It exits 0 when that line came, 1 when it did not within SMOKE_WAIT_SECONDS (default 120), 2
 * when a setting is missing.
 *
 * Settings (environment only; no .env file is read):
 *   TELEGRAM_API_ID, TELEGRAM_API_HASH  your app's credentials from https://my.telegram.org (the
 *                                       same app works on the test servers)
 *   SMOKE_PHONE        a test-server number: 99966 2 XXXX (the 2 is the data centre; any four
 *                      digits). Telegram's test servers sign such numbers in with the code
 *                      22222, typed here for you: no SIM card, no SMS
 *   SMOKE_PEER_PHONE   the second test number (default SMOKE_PHONE + 1)
 *   SMOKE_PASSWORD     the two-step password, if you set one on a test account
 *   GEMINI_API_KEY     optional: the persona's turn asks Gemini (a few cents at most); without
 *                      it a local scripted model answers, which still runs the real turn
 *   SMOKE_WAIT_SECONDS how long to wait for the dry-run line (default 120)
 * Test accounts are deleted by Telegram now and then; the script simply creates them again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Api, TelegramClient } from 'telegram';
import { Logger, LogLevel } from 'telegram/extensions/Logger.js';
import { StringSession } from 'telegram/sessions/index.js';
import { NO_DOTENV } from '../../src/config/env.js';
import { run } from '../../src/live/run.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { big } from '../../src/telegram/gramjs/peers.js';

/** Telegram's test data centre 2: test numbers 99966 2 XXXX live there. */
export const TEST_DC = { id: 2, ip: '149.154.167.40', port: 443 };

const NAME = 'smoke-test-servers';

export interface SmokeSettings {
  apiId: number;
  apiHash: string;
  personaPhone: string;
  peerPhone: string;
  password: string | undefined;
  geminiKey: string | undefined;
  waitMs: number;
}

/** The settings from the environment, or the one line that says what is missing. */
export function smokeSettings(env: NodeJS.ProcessEnv): SmokeSettings | { missing: string } {
  const missing = ['TELEGRAM_API_ID', 'TELEGRAM_API_HASH', 'SMOKE_PHONE'].filter((k) => !env[k]);
  if (missing.length > 0)
    return {
      missing: `${NAME}: set ${missing.join(', ')} (a test-server number such as 9996621234; instructions at the top of tests/smoke/test-servers.ts)`,
    };
  const apiId = Number(env.TELEGRAM_API_ID);
  if (!Number.isInteger(apiId) || apiId <= 0)
    return { missing: `${NAME}: TELEGRAM_API_ID must be the number my.telegram.org shows` };
  const personaPhone = digits(env.SMOKE_PHONE);
  const peerPhone = env.SMOKE_PEER_PHONE ? digits(env.SMOKE_PEER_PHONE) : nextNumber(personaPhone);
  for (const [key, phone] of [
    ['SMOKE_PHONE', personaPhone],
    ['SMOKE_PEER_PHONE', peerPhone],
  ] as const) {
    if (!isTestNumber(phone))
      return {
        missing: `${NAME}: ${key} must be a test-server number 99966 2 XXXX (e.g. 9996621234), never a real phone number`,
      };
  }
  if (personaPhone === peerPhone)
    return { missing: `${NAME}: SMOKE_PEER_PHONE must differ from SMOKE_PHONE` };
  const wait = Number(env.SMOKE_WAIT_SECONDS ?? '120');
  return {
    apiId,
    apiHash: env.TELEGRAM_API_HASH ?? '',
    personaPhone,
    peerPhone,
    password: env.SMOKE_PASSWORD || undefined,
    geminiKey: env.GEMINI_API_KEY || undefined,
    waitMs: (Number.isFinite(wait) && wait > 0 ? wait : 120) * 1000,
  };
}

/** Runs the smoke test; returns the exit code. `out` takes progress lines, `err` the failure. */
export async function main(
  env: NodeJS.ProcessEnv,
  io: { out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  const settings = smokeSettings(env);
  if ('missing' in settings) {
    io.err(settings.missing);
    return 2;
  }
  const project = mkdtempSync(path.join(tmpdir(), 'character-agent-smoke-'));
  const clients: TelegramClient[] = [];
  let server: ScriptedGeminiServer | undefined;
  try {
    io.out(`logging in the persona's test account ${settings.personaPhone} on test DC ${TEST_DC.id}`);
    const persona = await logIn(settings, settings.personaPhone, 'Smoke Persona');
    clients.push(persona.client);
    const personaSession = persona.session;
    // The run below opens its own connection on the session.
    await persona.client.disconnect();
    io.out(`logging in the person's test account ${settings.peerPhone}`);
    const peer = await logIn(settings, settings.peerPhone, 'Smoke Person');
    clients.push(peer.client);

    const text = `Hello Smoke, this is the smoke test at ${new Date().toISOString()}. Are you there?`;
    const imported = await peer.client.invoke(
      new Api.contacts.ImportContacts({
        contacts: [
          new Api.InputPhoneContact({
            clientId: big('1'),
            phone: settings.personaPhone,
            firstName: 'Smoke',
            lastName: 'Persona',
          }),
        ],
      }),
    );
    const target = imported.users[0];
    if (!target) throw new Error('the persona test account could not be added as a contact');
    await peer.client.sendMessage(target, { message: text });
    io.out('sent one message from the person to the persona');

    let baseUrl: string | undefined;
    if (!settings.geminiKey) {
      server = new ScriptedGeminiServer(() => textResponse('# «send»\nHello from the smoke test!'));
      baseUrl = await server.start();
    }
    const configFile = writeProject(project, settings.personaPhone);
    const store = await openStore(path.join(project, 'state.sqlite'));
    await new TelegramSessions(store.db, Date.now).put('Smoke', personaSession, {
      id: persona.me.id.toString(),
      name: 'Smoke Persona',
    });
    await store.close();

    io.out(`starting run --dry-run; waiting up to ${settings.waitMs / 1000} s for its answer`);
    let answered: (reason: string) => void = () => {};
    const sawAnswer = new Promise<string>((resolve) => {
      answered = resolve;
    });
    let passed = false;
    const timer = setTimeout(() => answered('waited long enough'), settings.waitMs);
    try {
      await run({
        configFile,
        env: {
          TELEGRAM_API_ID: String(settings.apiId),
          TELEGRAM_API_HASH: settings.apiHash,
          GEMINI_API_KEY: settings.geminiKey ?? 'scripted-model',
          [NO_DOTENV]: '1',
        },
        dryRun: true,
        geminiBaseUrl: baseUrl,
        write: (line) => io.out(line),
        print: (line) => {
          io.out(line);
          if (line.includes('would send')) {
            passed = true;
            answered('the dry run answered');
          }
        },
        createClient: (_persona, session, credentials) =>
          testServerClient(credentials.apiId, credentials.apiHash, new StringSession(session)),
        stopWhen: sawAnswer,
      });
    } finally {
      clearTimeout(timer);
    }
    if (!passed) {
      io.err(`${NAME}: failed: the dry run printed no answer within ${settings.waitMs / 1000} s`);
      return 1;
    }
    io.out(`${NAME}: passed (logged in, sent a message, a dry-run turn planned an answer and sent nothing)`);
    return 0;
  } catch (err) {
    io.err(`${NAME}: failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    for (const client of clients) await client.destroy().catch(() => {});
    await server?.stop();
    rmSync(project, { recursive: true, force: true });
  }
}

/** A GramJS client on the test servers (a new session starts on test DC 2, not production). */
function testServerClient(apiId: number, apiHash: string, session: StringSession): TelegramClient {
  if (!session.serverAddress) session.setDC(TEST_DC.id, TEST_DC.ip, TEST_DC.port);
  return new TelegramClient(session, apiId, apiHash, {
    testServers: true,
    connectionRetries: 3,
    baseLogger: new Logger(LogLevel.NONE),
    deviceModel: 'character-agent smoke test',
  });
}

/** Signs a test number in (signing it up first if the test servers do not know it). */
async function logIn(settings: SmokeSettings, phone: string, name: string) {
  const session = new StringSession('');
  const client = testServerClient(settings.apiId, settings.apiHash, session);
  const code = String(TEST_DC.id).repeat(5);
  let failure: Error | undefined;
  await client.start({
    phoneNumber: async () => phone,
    phoneCode: async () => code,
    password: async () => {
      if (settings.password) return settings.password;
      throw new Error(`${phone} has a two-step password: set SMOKE_PASSWORD`);
    },
    firstAndLastNames: async () => [name, ''],
    onError: async (err) => {
      failure = err;
      return true;
    },
  });
  if (failure) throw failure;
  const me = (await client.getMe()) as Api.User;
  return { client, me, session: session.save() };
}

function writeProject(dir: string, phone: string): string {
  const file = path.join(dir, 'config.yaml');
  writeFileSync(
    file,
    `prompts_dir: ${JSON.stringify(path.resolve('prompts'))}
media_dir: media
database: state.sqlite
telegram:
  scan_interval_seconds: 0
personas:
  - name: Smoke
    phone: "+${phone}"
    timezone: UTC
    role_prompts: [Chatbot]
    instructions: You are Smoke, a test persona. Answer briefly.
`,
  );
  return file;
}

function digits(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

function isTestNumber(phone: string): boolean {
  return new RegExp(`^99966${TEST_DC.id}\\d{4}$`).test(phone);
}

/** The next test number on the same data centre (wrapping within its four digits). */
function nextNumber(phone: string): string {
  if (!isTestNumber(phone)) return phone;
  const last = (Number(phone.slice(-4)) + 1) % 10_000;
  return `${phone.slice(0, -4)}${String(last).padStart(4, '0')}`;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  process.exitCode = await main(process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
  // GramJS keeps timers of its own; the test is over.
  process.exit(process.exitCode);
}
