import { chmodSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, UserError } from '../../support/errors.js';
import { READ_LIMITS, readLimited, readProblem } from '../../support/files.js';
import type { Style } from '../../terminal/style.js';
import { defineCommand } from '../command.js';

export const personaImportCommand = defineCommand({
  name: ['persona', 'import'],
  help: '  persona import <card.json|png>   Add a SillyTavern character card (V2) to config.yaml as a persona',
  options: {
    phone: { type: 'string' },
    name: { type: 'string' },
    timezone: { type: 'string' },
    'role-prompts': { type: 'string' },
  },
  args: { min: 1, max: 1 },
  usage:
    'character-agent persona import <card.json|card.png> [--phone +1555…] [--name N] [--config config.yaml]',
  example: 'character-agent persona import mira.json --phone +15550100003 --timezone America/Toronto',
  missing:
    'usage: character-agent persona import <card.json|card.png> [--phone +1555…] [--name N] [--config config.yaml]',
  run: async ({ args: [card = ''], values, style, write }) => {
    write(`${await importPersona(card, values, style)}\n`);
    return 0;
  },
});

export interface ImportFlags {
  config: string;
  phone?: string | undefined;
  name?: string | undefined;
  timezone?: string | undefined;
  'role-prompts'?: string | undefined;
}

/**
 * `persona import card.json`: the card becomes a new persona at the end of config.yaml, the
 * rest of the file untouched. The new file is validated before it replaces the old one, and
 * is written beside it first and renamed, so a failure leaves config.yaml as it was.
 */
export async function importPersona(cardFile: string, flags: ImportFlags, style: Style): Promise<string> {
  const [{ readCharacterCard }, { addCardPersona }, { isTimeZone, timeZoneHint }] = await Promise.all([
    import('../../config/card.js'),
    import('../../config/card-import.js'),
    import('../../config/persona-schema.js'),
  ]);
  const timezone = flags.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isTimeZone(timezone))
    throw new UserError(`--timezone: not a known IANA time zone: ${timezone} (${timeZoneHint(timezone)})`);
  const card = readCharacterCard(cardFile);
  const absolute = path.resolve(flags.config);
  let text: string;
  try {
    text = readLimited(absolute, READ_LIMITS.config).toString('utf8');
  } catch (err) {
    throw new ConfigError(`${flags.config}: cannot read config file (${readProblem(err)})`);
  }
  const rolePrompts = (flags['role-prompts'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const result = addCardPersona(
    text,
    absolute,
    card,
    { phone: flags.phone || undefined, timezone, rolePrompts, name: flags.name || undefined },
    flags.config,
  );
  replaceFile(absolute, result.text);
  const fields = Object.keys(card.texts).join(', ') || 'none';
  const lines = [
    style.green(`Added persona "${result.persona.name}" to ${flags.config}`) +
      ` (from ${path.basename(cardFile)}, ${card.spec}; time zone ${timezone}).`,
    `  card fields: ${fields}`,
  ];
  const kept = Object.keys(card.more);
  if (card.creatorNotes) kept.push('creator_notes (as a comment above the persona)');
  if (kept.length > 0) lines.push(`  also kept: ${kept.join(', ')}`);
  if (card.more.talkativeness !== undefined)
    lines.push(`  talkativeness ${card.more.talkativeness}: kept and shown, it changes nothing here`);
  if (card.removedMacros.length > 0)
    lines.push(
      style.yellow(`  ⚠ macros a persona cannot fill were removed: ${card.removedMacros.join(', ')}`),
    );
  const lore = Array.isArray(card.book?.entries) ? card.book.entries.length : 0;
  if (lore > 0) lines.push(`  lorebook: character_book with ${lore} ${lore === 1 ? 'entry' : 'entries'}`);
  if (card.ignored.length > 0)
    lines.push(`  not imported (no place for them in a persona): ${card.ignored.join(', ')}`);
  if (rolePrompts.length === 0)
    lines.push(style.dim('  tip: add role_prompts: [Chatbot] for Telegram-style short messages'));
  lines.push(`  try it: npx character-agent chat ${JSON.stringify(result.persona.name)}`);
  return lines.join('\n');
}

/**
 * Writes `text` over `file` all at once (a temporary file renamed over it): through a symlink to
 * its target (a mounted config stays a link), with the file's own mode (0600 stays 0600), and
 * without a temporary file left behind when the write fails (a full disk).
 */
function replaceFile(file: string, text: string): void {
  const target = realpathSync(file);
  const temp = `${target}.import-${process.pid}.tmp`;
  try {
    const mode = statSync(target).mode & 0o7777;
    writeFileSync(temp, text, { mode, flag: 'wx' });
    chmodSync(temp, mode);
    renameSync(temp, target);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}
