import { resolveSecrets } from '../../config/env.js';
import { EXIT, UserError } from '../../support/errors.js';
import { defineCommand } from '../command.js';

/** The credentials, with the keys config.yaml's `models:` name when the config can be read. */
async function secretsFor(configFile: string) {
  const [{ loadConfig }, { modelKeyVariables }] = await Promise.all([
    import('../../config/load.js'),
    import('../../config/model-catalog.js'),
  ]);
  let variables: string[] = [];
  try {
    variables = modelKeyVariables(loadConfig(configFile));
  } catch (err) {
    // A config that does not load is a finding of its own.
    if (!(err instanceof UserError)) throw err;
  }
  return resolveSecrets(configFile, process.env, process.cwd(), variables);
}

export const checkCommand = defineCommand({
  name: ['check'],
  help: `  check [--json] [--integrity]     Check config, prompts, media, keys and sessions (a doctor);
                                   --integrity also checks every page of the state database`,
  options: {
    json: { type: 'boolean', default: false },
    integrity: { type: 'boolean', default: false },
  },
  args: { min: 0, max: 0 },
  usage: 'character-agent check [--json] [--integrity] [--config F]',
  example: 'character-agent check',
  missing: 'usage: character-agent check [--json] [--integrity] [--config F]',
  run: async ({ values, style, write }) => {
    const { renderFindings, runChecks } = await import('../doctor.js');
    const findings = await runChecks({
      configFile: values.config,
      secrets: await secretsFor(values.config),
      integrity: values.integrity,
    });
    const ok = !findings.some((f) => f.status === 'error');
    write(
      values.json ? `${JSON.stringify({ ok, findings }, null, 2)}\n` : `${renderFindings(findings, style)}\n`,
    );
    return ok ? EXIT.ok : EXIT.checkFailed;
  },
});
