import path from 'node:path';
import { defineCommand } from '../command.js';

const USAGE = 'usage: character-agent maintenance vacuum [--config F]';

export const maintenanceVacuumCommand = defineCommand({
  name: ['maintenance', 'vacuum'],
  help: `  maintenance vacuum               Compact the state database and switch one made by an older
                                   version to incremental auto-vacuum (stop \`run\` first)`,
  options: {},
  args: { min: 0, max: 0 },
  usage: 'character-agent maintenance vacuum [--config F]',
  example: 'character-agent maintenance vacuum',
  missing: USAGE,
  run: async ({ values, write }) => {
    const [{ loadConfig }, { vacuumStateFile }, { renderVacuumReport }] = await Promise.all([
      import('../../config/load.js'),
      import('../../store/sqlite-vacuum.js'),
      import('../../terminal/maintenance.js'),
    ]);
    const config = loadConfig(values.config);
    const report = vacuumStateFile(config.database);
    write(`${renderVacuumReport(report, path.relative(process.cwd(), report.file) || report.file)}\n`);
    return 0;
  },
});
