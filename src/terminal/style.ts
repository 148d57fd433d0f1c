/** Terminal styling that honours NO_COLOR and plain pipes. */
export interface Style {
  bold(s: string): string;
  dim(s: string): string;
  cyan(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  red(s: string): string;
}

export function createStyle(stream: { isTTY?: boolean } = process.stdout): Style {
  const enabled = Boolean(stream.isTTY) && !('NO_COLOR' in process.env) && process.env.TERM !== 'dumb';
  const wrap = (open: number, close: number) => (s: string) =>
    enabled ? `\u001b[${open}m${s}\u001b[${close}m` : s;
  return {
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    cyan: wrap(36, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    red: wrap(31, 39),
  };
}

export const plainStyle: Style = {
  bold: (s) => s,
  dim: (s) => s,
  cyan: (s) => s,
  green: (s) => s,
  yellow: (s) => s,
  red: (s) => s,
};
