import { defineCommand } from '../command.js';

export const initCommand = defineCommand({
  name: ['init'],
  help: `  init [--persona NAME]            Start a persona: a config.yaml (or a new entry in it) and its
                                   prompt file, asking in a terminal; ready for chat --scripted`,
  options: {
    persona: { type: 'string' },
    timezone: { type: 'string' },
    phone: { type: 'string' },
    about: { type: 'string' },
    yes: { type: 'boolean', default: false },
  },
  args: { min: 0, max: 0 },
  usage:
    'character-agent init [--persona NAME] [--timezone Z] [--about TEXT] [--phone P] [--yes] [--config F]',
  example: 'character-agent init --persona Juno --timezone Europe/Lisbon --about "a barista who paints"',
  missing: 'usage: character-agent init [--persona NAME] [--timezone Z] [--about TEXT] [--phone P] [--yes]',
  run: async ({ values, style, write }) => {
    const [{ initPersona }, { terminalPrompter }] = await Promise.all([
      import('../init.js'),
      import('../../terminal/prompter.js'),
    ]);
    const tty = Boolean(process.stdin.isTTY && process.stderr.isTTY);
    const prompter = tty ? terminalPrompter() : undefined;
    try {
      const done = await initPersona(
        {
          configFile: values.config,
          name: values.persona,
          timezone: values.timezone,
          phone: values.phone,
          about: values.about,
          yes: values.yes,
        },
        prompter,
      );
      write([style.green(done.summary), '', 'Next:', ...nextSteps(done), ''].join('\n'));
      return 0;
    } finally {
      prompter?.close();
    }
  },
});

/** What to do next, in two columns: the command, then what it is for. */
function nextSteps(done: { name: string; promptFile: string }): string[] {
  const steps: [string, string][] = [
    [`npx character-agent chat ${shellWord(done.name)} --scripted`, `talk to ${done.name} offline`],
    [`edit ${done.promptFile}`, `who ${done.name} is (a running chat reloads it)`],
    ['npx character-agent check', 'what a live run still needs (a key, a phone, a login)'],
  ];
  const width = Math.max(...steps.map(([command]) => command.length));
  return steps.map(([command, why]) => `  ${command.padEnd(width)}   ${why}`);
}

/** The name as one shell word: quoted when it holds anything but letters, digits and - _ . */
function shellWord(name: string): string {
  return /^[\w.-]+$/.test(name) ? name : `'${name.replace(/'/g, `'\\''`)}'`;
}
