import { UserError } from '../../support/errors.js';
import { defineCommand, printResult } from '../command.js';

/** `--at tomorrow`: this time tomorrow. */
const DAY_MS = 86_400_000;

export const scheduleCommand = defineCommand({
  name: ['schedule'],
  help: `  schedule --persona P [--at ISO] Today's activities in the persona's local time, the current one
                                   marked, and the events it planned for itself`,
  options: {
    persona: { type: 'string' },
    at: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
  args: { min: 0, max: 0 },
  usage: 'character-agent schedule --persona P [--at ISO|tomorrow] [--json] [--config F]',
  example: 'character-agent schedule --persona Heidi --at tomorrow',
  missing: 'usage: character-agent schedule --persona P [--at ISO] [--json]',
  run: async (input) => {
    const { values } = input;
    const [{ loadConfig, findPersona }, schedule, { openStoreReadOnly }, { EventRepo }, { ConsoleQueries }] =
      await Promise.all([
        import('../../config/load.js'),
        import('../../terminal/schedule.js'),
        import('../../store/open.js'),
        import('../../store/events.js'),
        import('../../store/console.js'),
      ]);
    if (values.persona === undefined) throw new UserError('schedule needs --persona P');
    const config = loadConfig(values.config);
    const persona = findPersona(config, values.persona);
    if (!persona)
      throw new UserError(
        `no persona "${values.persona}" in ${config.file} (personas: ${config.personas.map((p) => p.name).join(', ')})`,
      );
    // An ISO date or time only: Date.parse alone reads "-1" and "1..2" as dates.
    const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
    const at = values.at?.trim().toLowerCase();
    const now =
      at === undefined || at === 'now'
        ? Date.now()
        : at === 'tomorrow'
          ? Date.now() + DAY_MS
          : iso.test(at.toUpperCase())
            ? Date.parse(at.toUpperCase())
            : Number.NaN;
    if (Number.isNaN(now))
      throw new UserError(
        `--at ${values.at}: give tomorrow (this time tomorrow), now, or an ISO time such as 2026-03-05T09:00:00Z`,
      );
    const store = await openStoreReadOnly(config.database, (line) => input.log.warn(line));
    // No database yet: the persona has planned nothing.
    const { events, titles } = store
      ? await Promise.all([
          new EventRepo(store.db, () => now).ofAgent(persona.name),
          new ConsoleQueries(store.db).knownChatNames(persona.name),
        ])
          .then(([events, titles]) => ({ events, titles }))
          .finally(() => store.close())
      : { events: [], titles: new Map<string, string>() };
    const result = schedule.scheduleResult(persona, now, events, titles);
    printResult(input, values.json, result, (r) => schedule.renderSchedule(r, input.style));
    return 0;
  },
});
