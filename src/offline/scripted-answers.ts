/**
 * The scripted model's answers to one kind of call (`model.reply`, `model.summary`): a string
 * answers every call alike, a list answers call `index` with its entry, and has none once it is
 * used up (the caller reports that as a fixture error: a list is one answer per call).
 */
export function scriptedAnswer<A extends string | object>(
  script: A | readonly A[],
  index: number,
): A | undefined {
  return isList(script) ? script[index] : script;
}

function isList<A>(script: A | readonly A[]): script is readonly A[] {
  return Array.isArray(script);
}

/** A chat answer as a fixture writes it: its text, and how the model stopped and what it thought. */
export type ScriptedReply = string | { text: string; finish?: string; thoughts?: string[] };

/** The text of a scripted chat answer. */
export function replyText(reply: ScriptedReply | undefined): string | undefined {
  return typeof reply === 'string' || reply === undefined ? reply : reply.text;
}
