import { UserError } from '../../support/errors.js';
import { defineCommand, printResult } from '../command.js';

export const usageCommand = defineCommand({
  name: ['usage'],
  help: '  usage [--persona P] [--since 7d] Tokens and cost of model calls, per persona, model and purpose',
  options: {
    persona: { type: 'string' },
    since: { type: 'string', default: '7d' },
    json: { type: 'boolean', default: false },
  },
  args: { min: 0, max: 0 },
  usage: 'character-agent usage [--persona P] [--since 7d] [--json] [--config F]',
  example: 'character-agent usage --since 24h',
  missing: 'usage: character-agent usage [--persona P] [--since 7d] [--json]',
  run: async (input) => {
    const { values } = input;
    const [{ loadConfig, findPersona }, { openStoreReadOnly }, { UsageLog }, usage, { DEFAULT_PRICES_DATE }] =
      await Promise.all([
        import('../../config/load.js'),
        import('../../store/open.js'),
        import('../../store/usage.js'),
        import('../../terminal/usage.js'),
        import('../../config/prices.js'),
      ]);
    const config = loadConfig(values.config);
    let agent: string | undefined;
    if (values.persona !== undefined) {
      const persona = findPersona(config, values.persona);
      if (!persona)
        throw new UserError(
          `no persona "${values.persona}" in ${config.file} (personas: ${config.personas.map((p) => p.name).join(', ')})`,
        );
      agent = persona.name;
    }
    const since = usage.parseSince(values.since, Date.now());
    const store = await openStoreReadOnly(config.database, (line) => input.log.warn(line));
    // No database yet: nothing was called.
    const totals = store
      ? await new UsageLog(store.db, Date.now).totals({ agent, since }).finally(() => store.close())
      : [];
    const result = usage.usageResult(totals, config.prices, since, DEFAULT_PRICES_DATE);
    printResult(input, values.json, result, (r) =>
      usage.renderUsage(r, input.style, usage.periodLabel(values.since, since)),
    );
    return 0;
  },
});
