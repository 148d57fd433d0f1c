import { defineCommand } from '../command.js';

export const loginCommand = defineCommand({
  name: ['login'],
  help: "  login <persona>                  Log a persona's Telegram account in (asks for the code)",
  options: {},
  args: { min: 1, max: 1 },
  usage: 'character-agent login <persona>',
  example: 'character-agent login Heidi',
  missing: 'login needs a persona: character-agent login <persona>',
  run: async ({ args: [persona = ''], values }) => {
    // Loaded on demand: GramJS takes a third of a second to import, which replay and demo never need.
    const [{ login }, { terminalPrompter }] = await Promise.all([
      import('../../live/login.js'),
      import('../../terminal/prompter.js'),
    ]);
    const prompter = terminalPrompter();
    try {
      await login(persona, { configFile: values.config, prompter });
    } finally {
      prompter.close();
    }
    return 0;
  },
});
