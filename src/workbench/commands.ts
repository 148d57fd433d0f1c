/** One line typed into `chat`, understood (pure). */
export type ChatCommand =
  | { kind: 'say'; text: string }
  | { kind: 'reply'; to: number; text: string }
  | { kind: 'react'; to: number; emoji: string }
  /** Without an emoji: list the bundled stickers. */
  | { kind: 'sticker'; emoji?: string; set?: string }
  | { kind: 'as'; name: string }
  | { kind: 'wait'; ms: number }
  | { kind: 'prompt' }
  | { kind: 'memory' }
  | { kind: 'save'; file: string }
  | { kind: 'answer'; text: string }
  | { kind: 'help' }
  | { kind: 'quit' }
  | { kind: 'empty' }
  | { kind: 'error'; message: string };

export const CHAT_HELP = `Type a message and press Enter to send it. Commands:
  /as NAME              speak as NAME (group chats; a new name joins the chat)
  /reply ID TEXT        reply to message #ID
  /react ID EMOJI       react to message #ID (no message is sent, so no answer)
  /sticker [SET] EMOJI  send a bundled sticker; /sticker alone lists them
  /wait DURATION        let time pass (30 seconds, 90s, 5m, 2h, 1d); what falls due happens
  /prompt               show the exact request of the last turn
  /memory               show what the persona remembers right now
  /save FILE.yaml       save the chat as a replay fixture of the last turn
  /answer TEXT          scripted model only: its next answer (\\n for a new line), e.g.
                        /answer # «react»\\n👍\\n\\n# «send»\\nhi
  /help                 this help
  /quit                 leave (Ctrl-D too)
A line starting with // sends the text after the first slash.`;

export function parseChatLine(line: string): ChatCommand {
  const trimmed = line.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (trimmed.startsWith('//')) return { kind: 'say', text: trimmed.slice(1) };
  if (!trimmed.startsWith('/')) return { kind: 'say', text: line.trimEnd() };
  const space = trimmed.search(/\s/);
  const name = (space === -1 ? trimmed : trimmed.slice(0, space)).toLowerCase();
  const rest = space === -1 ? '' : trimmed.slice(space).trim();
  switch (name) {
    case '/as':
      return rest ? { kind: 'as', name: rest } : usage('/as NAME');
    case '/reply': {
      const match = /^#?(\d+)\s+([\s\S]+)$/.exec(rest);
      return match ? { kind: 'reply', to: Number(match[1]), text: match[2] ?? '' } : usage('/reply ID TEXT');
    }
    case '/react': {
      const match = /^#?(\d+)\s+(\S+)$/.exec(rest);
      return match
        ? { kind: 'react', to: Number(match[1]), emoji: match[2] ?? '' }
        : usage('/react ID EMOJI');
    }
    case '/sticker': {
      const words = rest.split(/\s+/).filter(Boolean);
      if (words.length === 0) return { kind: 'sticker' };
      if (words.length === 1) return { kind: 'sticker', emoji: words[0] ?? '' };
      if (words.length === 2) return { kind: 'sticker', set: words[0] ?? '', emoji: words[1] ?? '' };
      return usage('/sticker [SET] EMOJI');
    }
    case '/wait': {
      const ms = parseDuration(rest);
      return ms === undefined ? usage('/wait DURATION (30, 90s, 5m, 2h, 1d)') : { kind: 'wait', ms };
    }
    case '/prompt':
      return { kind: 'prompt' };
    case '/memory':
      return { kind: 'memory' };
    case '/save':
      return rest ? { kind: 'save', file: rest } : usage('/save FILE.yaml');
    case '/answer':
      return rest ? { kind: 'answer', text: lineBreaks(rest) } : usage('/answer TEXT');
    case '/help':
    case '/?':
      return { kind: 'help' };
    case '/quit':
    case '/exit':
    case '/q':
      return { kind: 'quit' };
    default:
      return {
        kind: 'error',
        message: `unknown command ${name} (type /help; // sends a line starting with /)`,
      };
  }
}

/** `30` (seconds), `90s`, `5m`, `5 min`, `2h`, `1d`; up to 30 days. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?)?$/i.exec(
    text.trim(),
  );
  if (!match) return undefined;
  const unit = (match[2] ?? 's').toLowerCase()[0] as 's' | 'm' | 'h' | 'd';
  const ms = Number(match[1]) * { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[unit];
  return ms > 0 && ms <= 30 * 86_400_000 ? Math.round(ms) : undefined;
}

function usage(form: string): ChatCommand {
  return { kind: 'error', message: `usage: ${form}` };
}

/** `\n` in a typed line is a line break (and `\\` a backslash). */
function lineBreaks(text: string): string {
  return text.replace(/\\(n|\\)/g, (_m, c: string) => (c === 'n' ? '\n' : '\\'));
}
