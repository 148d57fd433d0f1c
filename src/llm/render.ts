import type { ChatMsg, Part } from '../conversation/types.js';

/**
 * The text form of parts. Facts we add are wrapped in ⟦…⟧ markers, which the sanitiser removes
 * from anything a user wrote, so the model can tell our annotations from people's words.
 */
export function renderPart(part: Part): string {
  switch (part.kind) {
    case 'meta': {
      const who = [`user ${part.senderId}`, part.username ? `@${part.username}` : undefined]
        .filter(Boolean)
        .join(', ');
      return `⟦#${part.messageId} from ${part.senderName} (${who}) at ${part.time}⟧`;
    }
    case 'reply':
      return `⟦${renderReply(part)}⟧`;
    case 'forward':
      return `⟦forwarded from ${part.from}⟧`;
    case 'text':
      return part.text;
    case 'media':
      return `⟦media⟧ ${part.rendered ?? `[${part.mediaKind || 'media'} present uid=${part.mediaId}]`}`;
    case 'reactions':
      return `⟦reactions: ${part.reactions.map((r) => `${r.from} ${r.emoji}`).join(', ')}⟧`;
  }
}

function renderReply(part: Extract<Part, { kind: 'reply' }>): string {
  switch (part.state) {
    case 'deleted':
      return `reply to #${part.toId}: a deleted message`;
    case 'unknown':
      return `reply to #${part.toId}`;
    case 'found': {
      const whose = part.toAgent
        ? `reply to your #${part.toId}`
        : `reply to #${part.toId} by ${part.author ?? 'someone'}`;
      if (part.text) return `${whose}: “${part.text.replace(/\s*\n\s*/g, ' ')}”`;
      if (part.media) return `${whose}: ${part.media}`;
      return whose;
    }
  }
}

/**
 * Parts of the agent's own messages: only what it said and showed. Metadata headers are left
 * out of `model` turns so the model is not taught to write them.
 */
export function renderAgentParts(message: ChatMsg): string[] {
  return message.parts
    .filter((p) => p.kind === 'text' || p.kind === 'media' || p.kind === 'reactions')
    .map(renderPart);
}

export function renderUserParts(message: ChatMsg): string[] {
  return message.parts.map(renderPart);
}
