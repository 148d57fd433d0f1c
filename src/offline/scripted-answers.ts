/**
 * The scripted model's answers to one kind of call (`model.reply`, `model.summary`): a string
 * answers every call alike, a list answers call `index` with its entry, and has none once it is
 * used up (the caller reports that as a fixture error: a list is one answer per call).
 */
export function scriptedAnswer(script: string | readonly string[], index: number): string | undefined {
  return typeof script === 'string' ? script : script[index];
}
