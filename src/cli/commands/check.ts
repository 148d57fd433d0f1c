import { resolveSecrets } from '../../config/env.js';
import { defineCommand } from '../command.js';

export const checkCommand = defineCommand({
  name: ['check'],
  help: '  check                            Check config, prompts, media, keys and sessions (a doctor)',
  options: {},
  args: { min: 0, max: 0 },
  usage: 'character-agent check [--config F]',
  missing: 'usage: character-agent check [--config F]',
  run: async ({ values, style, write }) => {
    const { renderFindings, runChecks } = await import('../doctor.js');
    const findings = await runChecks({ configFile: values.config, secrets: resolveSecrets(values.config) });
    write(`${renderFindings(findings, style)}\n`);
    return findings.some((f) => f.status === 'fail') ? 1 : 0;
  },
});
