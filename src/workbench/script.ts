import { type Responder, textResponse } from '../llm/scripted-server.js';
import { isSummaryRequestBody } from '../llm/summary-request.js';

/** Says what it is in every answer, so nobody mistakes it for the persona. */
export const SCRIPTED_TAG = '[scripted model, not Gemini]';

/**
 * The model `chat` uses without GEMINI_API_KEY, served through the loopback Gemini server so
 * the real SDK path runs. It answers with the next text queued by `/answer` (task blocks and
 * all), else with a plain, clearly labelled reply to the message the turn answers.
 */
export function scriptedResponder(queue: string[], personaName: () => string): Responder {
  return (request) => {
    // A summary of older messages is not an answer: it leaves the queue of /answer alone.
    if (isSummaryRequestBody(request.body))
      return textResponse(`${SCRIPTED_TAG} a summary of the older messages would be here.`);
    const queued = queue.shift();
    if (queued !== undefined) return textResponse(queued);
    const target = newestNew(lastPart(request.body));
    const text = `${SCRIPTED_TAG} ${personaName()} would answer message #${target ?? '?'} here. Set GEMINI_API_KEY to talk to Gemini, or script my next answer with /answer.`;
    return textResponse(target ? `# «send» ${target}\n${text}` : text);
  };
}

/** The request's last part: the turn part, which lists the new messages. */
function lastPart(body: unknown): string {
  const contents = (body as { contents?: { parts?: { text?: unknown }[] }[] } | undefined)?.contents;
  const text = contents?.at(-1)?.parts?.at(-1)?.text;
  return typeof text === 'string' ? text : '';
}

/** The last id the turn part lists as new. */
function newestNew(turnPart: string): string | undefined {
  const line = /(?:Just arrived|New): ([^⟧]*)/.exec(turnPart)?.[1] ?? '';
  return [...line.matchAll(/#(\d+)/g)].at(-1)?.[1];
}
