import { formatMessageTime } from '../conversation/time.js';
import { describeWithheld } from '../tasks/withheld.js';
import type { InboundMessage } from '../telegram/types.js';
import type { Style } from '../terminal/style.js';
import type { ChatEvent } from './world.js';

export interface ChatViewOptions {
  write: (text: string) => void;
  style: Style;
  /** A terminal: transient "typing…" lines that the next line replaces. */
  tty: boolean;
  timeZone: () => string;
}

/**
 * The chat as it would look on Telegram, one line per message (`[19:05] #12 Heidi ↩ #11: …`),
 * with "typing…", reactions, the persona's waits and the day when it changes. Whatever the
 * persona thinks privately or why a part of its answer was dropped is shown dimmed beside it.
 */
export class ChatView {
  readonly #o: ChatViewOptions;
  #day: string | undefined;
  #typing = false;
  /** A transient line is on screen (terminal only): clear it before writing. */
  #transient = false;

  constructor(options: ChatViewOptions) {
    this.#o = options;
  }

  line(text: string): void {
    this.#clearTransient();
    this.#o.write(`${text}\n`);
  }

  info(text: string): void {
    this.line(this.#o.style.dim(text));
  }

  problem(text: string): void {
    this.line(this.#o.style.yellow(`✗ ${text}`));
  }

  event(event: ChatEvent): void {
    const { style } = this.#o;
    switch (event.kind) {
      case 'message':
        this.#typing = false;
        this.#message(event.message, event.labels);
        return;
      case 'typing':
        if (this.#typing) return;
        this.#typing = true;
        this.#transientLine(style.dim(`  … ${event.name} is typing`));
        return;
      case 'reading':
        if (this.#o.tty) this.#transientLine(style.dim(`  … ${event.name} is reading`));
        return;
      case 'reaction':
        this.line(`  ${event.name} reacted ${event.emoji} to #${event.messageId}`);
        return;
      case 'wait':
        this.#typing = false;
        this.line(
          style.dim(
            `  ⏳ ${event.name ? `${event.name} waits ` : ''}${formatDuration(event.ms)}${event.name ? '' : ' pass'}`,
          ),
        );
        return;
      case 'chat-action': {
        const what = {
          block: 'blocked this chat',
          unblock: 'unblocked this chat',
          clear: 'cleared the chat history',
        };
        this.line(`  ${event.name} ${what[event.action]}`);
        return;
      }
      case 'turn':
        this.#turn(event.report);
        return;
      case 'model-error':
        this.line(style.yellow(`✗ the model call failed, so there is no answer: ${event.message}`));
        return;
      case 'config':
        if (event.event.kind === 'reloaded') {
          const { fields } = event.event;
          this.info(
            `↻ reloaded ${event.event.changed.join(', ')}${fields.length > 0 ? `: ${fields.join(', ')} changed` : ''}`,
          );
          if (event.event.restartNeeded.length > 0)
            this.info(`  (takes effect after a restart: ${event.event.restartNeeded.join(', ')})`);
        } else this.line(style.yellow(`⚠ ${event.event.error} — still using the last good configuration`));
        return;
    }
  }

  #message(message: InboundMessage, labels: readonly string[]): void {
    const { style } = this.#o;
    const local = formatMessageTime(message.date * 1000, this.#o.timeZone());
    const [day, time] = local.split(' ');
    if (day !== this.#day) {
      this.#day = day;
      this.line(style.dim(`── ${day} ──`));
    }
    const name = message.out ? style.green(message.senderName) : style.cyan(message.senderName);
    const reply = message.replyToId !== undefined ? ` ↩ #${message.replyToId}` : '';
    const head = `[${time}] #${message.id} ${name}${reply}:`;
    const body = [...labels.map((l) => `[${l}]`), ...(message.text ? [message.text] : [])].join('\n');
    const lines = body.split('\n');
    this.line(`${head} ${lines[0] ?? ''}`);
    for (const rest of lines.slice(1)) this.line(`    ${rest}`);
  }

  #turn(report: import('../agent/turn.js').TurnReport): void {
    const { style } = this.#o;
    if (report.reply?.kind === 'silent') this.info(`  (no answer: ${report.reply.reason})`);
    for (const step of report.steps)
      if (step.type === 'think') this.info(`  💭 ${step.params.text.replace(/\s*\n\s*/g, ' ')}`);
    for (const issue of report.issues)
      this.line(
        style.yellow(
          `  ⚠ dropped from the answer: ${issue.block ? `block ${issue.block}: ` : ''}${issue.reason}`,
        ),
      );
    for (const held of report.withheld) this.info(`  (withheld: ${describeWithheld(held)})`);
    for (const note of report.notes) {
      if (report.steps[note.step - 1]?.type === 'think') continue;
      this.info(`  (not done: ${note.reason})`);
    }
  }

  #transientLine(text: string): void {
    if (!this.#o.tty) {
      this.line(text);
      return;
    }
    this.#clearTransient();
    this.#o.write(text);
    this.#transient = true;
  }

  #clearTransient(): void {
    if (!this.#transient) return;
    this.#o.write('\r\u001b[2K');
    this.#transient = false;
  }
}

/** `45 s`, `2 min`, `1 h 30 min`, `2 d 3 h`. */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 24) return min % 60 ? `${h} h ${min % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}
