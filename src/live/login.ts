import type { Api } from 'telegram';
import type { UserAuthParams } from 'telegram/client/auth.js';
import { StringSession } from 'telegram/sessions/index.js';
import { requireTelegram, resolveSecrets } from '../config/env.js';
import { findPersona, loadConfig } from '../config/load.js';
import { openStore } from '../store/open.js';
import { TelegramSessions } from '../store/sessions.js';
import { errorMessage, UserError } from '../support/errors.js';
import { createTelegramClient, type GramClientOptions } from '../telegram/gramjs/client.js';
import { describeEntity } from '../telegram/gramjs/peers.js';
import type { Prompter } from '../terminal/prompter.js';

/** The GramJS calls an interactive login makes. */
export interface LoginClient {
  start(params: UserAuthParams): Promise<void>;
  getMe(): Promise<Api.User>;
  destroy(): Promise<void>;
}

export interface LoginOptions {
  configFile: string;
  prompter: Prompter;
  env?: NodeJS.ProcessEnv;
  /** The GramJS client for the login (a real TelegramClient unless a test provides one). */
  createClient?: (options: GramClientOptions) => LoginClient;
}

/** Wrong codes or passwords tolerated before the login gives up. */
const MAX_TRIES = 3;

/**
 * `character-agent login <persona>`: signs the persona's phone number in (code, then the
 * two-step password when set) and stores the session in the state database, which only its
 * owner can read. The session string is never printed or logged.
 */
export async function login(personaName: string, options: LoginOptions): Promise<void> {
  const config = loadConfig(options.configFile);
  const persona = findPersona(config, personaName);
  if (!persona) {
    const known = config.personas.map((p) => p.name).join(', ');
    throw new UserError(`no persona "${personaName}" in ${options.configFile} (known: ${known})`);
  }
  const secrets = resolveSecrets(config.file, options.env);
  const credentials = requireTelegram(secrets);
  const { prompter } = options;
  for (const file of secrets.exposed)
    prompter.say(`warning: ${file} holds secrets but others can read it (chmod 600)`);

  const store = await openStore(config.database);
  const session = new StringSession('');
  const create: (o: GramClientOptions) => LoginClient = options.createClient ?? createTelegramClient;
  const client = create({ ...credentials, session });
  try {
    const sessions = new TelegramSessions(store.db, Date.now);
    const previous = await sessions.get(persona.name);
    if (previous)
      prompter.say(`${persona.name} is logged in as ${previous.userName}; this login replaces it.`);
    const phone = persona.phone.replace(/[\s()-]/g, '');
    prompter.say(`Logging in ${persona.name} with ${phone}. Telegram sends a code to this number.`);
    let tries = 0;
    let failure: unknown;
    await client
      .start({
        phoneNumber: async () => phone,
        phoneCode: async (viaApp) =>
          (await prompter.ask(viaApp ? 'Code (sent to your Telegram app): ' : 'Code (sent by SMS): ')).trim(),
        password: async (hint) =>
          prompter.ask(`Two-step verification password${hint ? ` (hint: ${hint})` : ''}: `, { secret: true }),
        firstAndLastNames: async () => {
          throw new UserError(`${phone} has no Telegram account yet: create it in a Telegram app first`);
        },
        onError: async (err) => {
          failure = err;
          const wrong = /PHONE_CODE_INVALID|PASSWORD_HASH_INVALID/.test(errorMessage(err));
          if (wrong && ++tries < MAX_TRIES) {
            prompter.say('That was not right; try again.');
            return false;
          }
          return true;
        },
      })
      .catch((err: unknown) => {
        throw new UserError(`login of ${persona.name} failed: ${errorMessage(failure ?? err)}`);
      });
    const me = await client.getMe();
    const name = describeEntity(me)?.name ?? me.id.toString();
    await sessions.put(persona.name, session.save(), { id: me.id.toString(), name });
    const handle = me.username ? ` @${me.username}` : '';
    prompter.say(`Logged in as ${name}${handle} (id ${me.id.toString()}).`);
    prompter.say(`The session is stored in ${config.database} (readable by you only).`);
  } finally {
    await client.destroy().catch(() => {});
    await store.close();
  }
}
