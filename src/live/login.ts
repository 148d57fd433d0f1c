import { requireTelegram, resolveSecrets } from '../config/env.js';
import { findPersona, loadConfig } from '../config/load.js';
import { holdState } from '../store/lock.js';
import { openStore } from '../store/open.js';
import { TelegramSessions } from '../store/sessions.js';
import { ConfigError, UserError } from '../support/errors.js';
import type { GramClientOptions } from '../telegram/gramjs/client.js';
import { type CreateLoginClient, logOut, signIn } from '../telegram/gramjs/login.js';
import type { Prompter } from '../terminal/prompter.js';

export interface LoginOptions {
  configFile: string;
  prompter: Prompter;
  env?: NodeJS.ProcessEnv;
  /** The client for the login (a real GramJS client unless a test provides one). */
  createClient?: CreateLoginClient;
  /** The socket under GramJS's transport for logging the replaced session out (tests: a scripted Telegram). */
  networkSocket?: GramClientOptions['networkSocket'];
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
  if (persona.phone === undefined)
    throw new ConfigError(
      `${options.configFile}: persona ${persona.name} has no phone: add phone: "+15550100001" (the number of its Telegram account) to its entry, then log in`,
    );
  const { phone: personaPhone } = persona;
  const secrets = resolveSecrets(config.file, options.env);
  const credentials = requireTelegram(secrets);
  const { prompter } = options;
  for (const file of secrets.exposed)
    prompter.say(`warning: ${file} holds secrets but others can read it (chmod 600)`);

  const hold = holdState(config.database, 'login');
  const store = await openStore(config.database).catch((err: unknown) => {
    hold.release();
    throw err;
  });
  try {
    const sessions = new TelegramSessions(store.db, Date.now);
    const previous = await sessions.get(persona.name);
    if (previous)
      prompter.say(`${persona.name} is logged in as ${previous.userName}; this login replaces it.`);
    const phone = personaPhone.replace(/[\s()-]/g, '');
    prompter.say(`Logging in ${persona.name} with ${phone}. Telegram sends a code to this number.`);
    let tries = 0;
    const result = await signIn({
      ...credentials,
      phone,
      prompts: {
        code: (viaApp) =>
          prompter.ask(viaApp ? 'Code (sent to your Telegram app): ' : 'Code (sent by SMS): '),
        password: (hint) =>
          prompter.ask(`Two-step verification password${hint ? ` (hint: ${hint})` : ''}: `, { secret: true }),
        tryAgain: () => {
          if (++tries >= MAX_TRIES) return false;
          prompter.say('That was not right; try again.');
          return true;
        },
      },
      createClient: options.createClient,
    });
    if (!result.signedIn) throw new UserError(`login of ${persona.name} failed: ${result.reason}`);
    const { account } = result;
    await sessions.put(persona.name, result.session, { id: account.id, name: account.name });
    const handle = account.username ? ` @${account.username}` : '';
    prompter.say(`Logged in as ${account.name}${handle} (id ${account.id}).`);
    prompter.say(`The session is stored in ${config.database} (readable by you only).`);
    // Only once the new session is stored: a failure here loses nothing.
    if (previous) {
      const out = await logOut({
        ...credentials,
        session: previous.session,
        networkSocket: options.networkSocket,
      });
      if (!out.loggedOut)
        prompter.say(
          `The previous session could not be logged out (${out.reason}); end it in Telegram under Settings → Devices.`,
        );
      else if (!out.already) prompter.say('The previous session was logged out.');
    }
  } finally {
    await store.close();
    hold.release();
  }
}
