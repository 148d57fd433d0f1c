import { z } from 'zod';
import { configSchema, personaEntrySchema, stickerLine } from './schema.js';

/**
 * The config.yaml schema as JSON Schema (draft 2020-12), generated from the zod schema the
 * program validates with, so editors (yaml-language-server) complete and check the same fields.
 * `npm run schema` writes it to schema/config.schema.json; a test fails when that file is stale.
 *
 * What JSON Schema cannot say stays a runtime-only check: that a time zone exists, that persona
 * names are unique, and that prompt files exist.
 */
export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(configSchema, {
    io: 'input',
    unrepresentable: 'throw',
    override: ({ zodSchema, jsonSchema, path }) => {
      const json = jsonSchema as Record<string, unknown>;
      if (zodSchema === stickerLine) {
        // YAML reads an unquoted `- Set :: name` as the one-key map {"Set :": "name"}; the
        // loader accepts that shape, so the editor must too.
        for (const key of Object.keys(json)) delete json[key];
        json.anyOf = [
          { type: 'string', pattern: '^[^:]*\\S[^:]*::.*\\S.*$' },
          {
            type: 'object',
            minProperties: 1,
            maxProperties: 1,
            patternProperties: { '^[^:]*\\S[^:]*:$': { type: 'string', pattern: '\\S' } },
            additionalProperties: false,
          },
        ];
      }
      if (zodSchema === personaEntrySchema) {
        json.anyOf = [{ required: ['instructions'] }, { required: ['description'] }];
      }
      const doc = FIELD_DOCS[docKey(path)];
      if (doc && json.description === undefined) json.description = doc;
    },
  }) as Record<string, unknown>;
  const out: Record<string, unknown> = {
    $schema: schema.$schema,
    $id: 'https://github.com/telegram-character-agent/schema/config.schema.json',
    title: 'telegram-character-agent config.yaml',
  };
  for (const [key, value] of Object.entries(schema)) if (key !== '$schema') out[key] = value;
  return out;
}

/** The file as written: two-space JSON and a final newline. */
export function renderConfigJsonSchema(): string {
  return `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
}

/** `properties.personas.items.properties.name` → `personas[].name`. */
function docKey(path: readonly (string | number)[]): string {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    if (segment === 'properties') {
      const name = String(path[++i]);
      out += out ? `.${name}` : name;
    } else if (segment === 'items') out += '[]';
    else return `?${out}`;
  }
  return out;
}

/** The `generation:` fields, documented the same way globally and per persona. */
const GENERATION_DOCS: Record<string, string> = {
  temperature: 'Randomness of word choice, 0–2 (default: the model’s).',
  top_p:
    'Nucleus sampling, 0–1: words come from the likeliest ones covering this share (default: the model’s).',
  top_k: 'Words come from this many likeliest ones (default: the model’s).',
  max_output_tokens:
    'Longest answer in tokens; on thinking models thinking counts toward it (default: the model’s).',
  thinking_budget:
    'Tokens the model may think before answering: 0 off, -1 the model decides; must stay below max_output_tokens (default: the model’s).',
  safety:
    'Block threshold per harm category. Default BLOCK_ONLY_HIGH for harassment, hate_speech, sexually_explicit and dangerous_content; civic_integrity is left to the model. Every block is logged with its category.',
  'safety.harassment': 'Harassment: abuse, threats, bullying.',
  'safety.hate_speech': 'Hate speech.',
  'safety.sexually_explicit': 'Sexually explicit content.',
  'safety.dangerous_content': 'Dangerous content: promotes or enables harmful acts.',
  'safety.civic_integrity': 'Civic integrity (deprecated by Google; sent only when set).',
};

function generationDocs(prefix: string, section: string): Record<string, string> {
  const out: Record<string, string> = { [prefix]: section };
  for (const [key, doc] of Object.entries(GENERATION_DOCS)) out[`${prefix}.${key}`] = doc;
  return out;
}

/** Hover texts for editors; fields without an entry simply have none. */
const FIELD_DOCS: Record<string, string> = {
  ...generationDocs(
    'generation',
    'How every persona’s model samples and what it may say: temperature, top_p, top_k, max_output_tokens, thinking_budget, safety. A persona may override each field.',
  ),
  ...generationDocs(
    'personas[].generation',
    'This persona’s generation settings: each field given here replaces the global one (safety category by category).',
  ),
  model: 'Default Gemini model for every persona (a persona may override it).',
  history_size: 'Messages of history sent to the model per turn (1–1000).',
  reply_thread_depth:
    "Messages of the answered message's reply chain shown to the model, its direct parent included (1–10).",
  response_prompt: 'Prompt file (in prompts_dir, without .md) that tells the model how to answer.',
  prompts_dir: 'Folder of the prompt files, relative to this file.',
  media_dir: 'Folder of curated media descriptions (JSON per item), relative to this file.',
  database: 'SQLite state file (messages, tasks, media cache, sessions), relative to this file.',
  admins: 'Telegram user ids allowed to trigger shutdown and clear-conversation.',
  retention:
    'How long stored state is kept. Pruning never drops a chat’s newest history_size messages, messages not yet handled, anything younger than a day, or what unfinished tasks need. Read at start.',
  'retention.messages_days': 'Days stored messages are kept (default 7); Telegram keeps the chat itself.',
  'retention.media_days':
    'Days a media description is kept after it was made (default 30); seen again later, the item is described again. Sticker descriptions are kept: they are the persona’s sticker list.',
  'retention.tasks_days': 'Days finished tasks are kept (default 7).',
  'retention.deliveries_days': 'Days records of confirmed sends are kept (default 7).',
  'retention.journal_days':
    'Days the turn journal keeps each turn (request, answer, plan, deliveries) for the console (default 14).',
  'retention.prune_interval_minutes':
    'How often pruning runs while the agent is up (default 60); it also runs at start, in small batches.',
  prices:
    'Dollars per million tokens by model name, for usage and cost (console, `usage`): { input, cached_input, output }; thinking tokens count as output. Built-in defaults cover the Gemini 2.5 and 2.0 models (Google’s list prices of 2025-10-01); an entry here adds or replaces one.',
  answers: 'Bounds on one model answer: a runaway answer keeps its first messages, long waits are shortened.',
  'answers.max_messages':
    'Messages (sends and stickers) one answer may send; the rest is dropped and logged (default 10).',
  'answers.max_characters':
    'Characters of message text one answer may send, all its messages together; the message that crosses it is cut (default 6000).',
  'answers.max_wait_hours':
    'Longest wait the model may ask for, in hours; longer waits are shortened to it (default 24).',
  events:
    'The persona’s own plans (`# «event»`): how many it may keep and how many may start a turn a day. A persona may override each field. Applies on reload.',
  'events.per_chat':
    'Open events the persona may keep in one chat; a new one beyond it is refused and logged (default 5).',
  'events.per_persona': 'Open events across all its chats (default 50).',
  'events.fire_per_chat_per_day': 'Events that may start a turn in one chat per day (default 3).',
  'events.fire_per_persona_per_day': 'Events that may start a turn across all chats per day (default 20).',
  'personas[].events': 'This persona’s event caps: each field given here replaces the global one.',
  'telegram.backlog_max_age_hours':
    'Messages older than this when the persona finds them (at start, after downtime, in scans) get no turn and are left unread (default 24). Read at start.',
  'telegram.read_delay':
    'How long the persona takes to read a message before the chat shows it read and its turn starts: length ÷ chars_per_second, clamped to min_seconds..max_seconds. Live only; read at start.',
  'telegram.read_delay.chars_per_second': 'Reading speed (default 40).',
  'telegram.read_delay.min_seconds': 'Shortest reading time (default 2).',
  'telegram.read_delay.max_seconds': 'Longest reading time (default 12).',
  personas: 'The characters, one per Telegram account.',
  'personas[].name': 'The character’s name; {{char}} in prompts. Unique, case-insensitive.',
  'personas[].phone': 'Phone number of the Telegram account the persona lives on (used by login).',
  'personas[].instructions':
    'Who the character is and how it behaves; {{char}} and {{user}} are replaced. Required unless description is given.',
  'personas[].role_prompts': 'Prompt files (in prompts_dir, without .md) added before the character.',
  'personas[].sticker_sets': 'Sticker sets (short names) the persona may send from.',
  'personas[].stickers': 'Stickers the persona may send, as "SET :: NAME" lines.',
  'personas[].timezone': 'IANA time zone the persona lives in, e.g. Europe/Berlin.',
  'personas[].model': 'Gemini model for this persona (default: the global model).',
  'personas[].history_size': 'Messages of history for this persona (default: the global history_size).',
  'personas[].reply_thread_depth': 'Reply-chain depth for this persona (default: the global setting).',
  'personas[].typing': 'How long "typing…" shows before each message: length ÷ speed, clamped.',
  'personas[].typing.chars_per_second': 'Typing speed (default 30).',
  'personas[].typing.min_seconds': 'Shortest typing time (default 0.5).',
  'personas[].typing.max_seconds': 'Longest typing time (default 6).',
  'personas[].schedule':
    'The persona’s day in its local time: activities with start and end (HH:MM; an end before the start runs past midnight), optional days, responsiveness and asleep. Overlapping activities are refused; a moment no activity covers is free time (answered as without a schedule). Applies on reload.',
  'personas[].schedule[].name': 'What the persona is doing, as the model is told ("at the shop", "asleep").',
  'personas[].schedule[].start': 'Local start time, "HH:MM".',
  'personas[].schedule[].end': 'Local end time, "HH:MM"; earlier than start: it ends the next day.',
  'personas[].schedule[].days':
    'Weekdays it starts on (mon, tue, wed, thu, fri, sat, sun); every day when absent.',
  'personas[].schedule[].responsiveness':
    'How quickly the persona reads and answers, 0–100 (default 50): the wait before reading is 300 s × 100^(−r/100), so 3 s at 100, 30 s at 50, 5 min at 0.',
  'personas[].schedule[].asleep':
    'Asleep: messages are stored and answered when the activity ends; no read receipts and no unread scans meanwhile.',
  'personas[].wake_for_admins':
    'While the schedule says asleep, a direct message from an admin is still answered at once (default false).',
  'personas[].presence':
    'run: the account shows online while the persona reads and answers, and goes offline 30–90 s after its last activity, at once when it falls asleep by its schedule and when it stops (default true). Replay, demo and chat show none. Applies on reload.',
  'personas[].access':
    'Who may start a turn. Default: direct chats open, every group answered at each burst unless muted. Messages that start no turn stay in the history as context. Applies on reload.',
  'personas[].access.dm_policy':
    'Direct chats: open (anyone, default), contacts (the account’s contacts and allow_from), allowlist (allow_from only), off (nobody). Admins are always answered.',
  'personas[].access.allow_from': 'Who may write to the persona: Telegram user ids and @usernames.',
  'personas[].access.require_mention':
    'Every group: answer only mentions, replies to the persona and messages calling it by name (default false).',
  'personas[].access.groups':
    'Per group chat id (e.g. "-1001234567890"): { require_mention: true|false }, overriding require_mention.',
  'personas[].reaction_turns':
    'off (default): reactions are context. own: a reaction to one of the persona’s own messages starts a turn.',
  'personas[].description':
    'Card V2: the character description, placed in "Your character" after the instructions.',
  'personas[].personality': 'Card V2: a short personality summary ("## Personality").',
  'personas[].scenario': 'Card V2: the circumstances of the conversation ("## Scenario").',
  'personas[].mes_example':
    'Card V2: example dialogue showing how the character writes; <START> separates examples.',
  'personas[].system_prompt': 'Card V2: the card’s own main prompt, placed after the role prompts.',
  'personas[].post_history_instructions':
    'Card V2: the last instruction the model reads, after the turn directive.',
  'personas[].first_mes':
    'Card V2: the greeting; the console chat opens with it (on Telegram the persona never speaks first).',
};
