/**
 * Set 81's cast: eleven invented personas, each in a direct chat with one friend or relative, in
 * eleven languages. Marta (Spanish) writes with Lucía, Jens (German) with his sister Anke,
 * Camille (French) with Théo, Ольга (Russian) with Катя, Bia (Brazilian Portuguese) with Rafa,
 * Giulia (Italian) with Marco, Elif (Turkish) with Zeynep, 遥 (Japanese) with 葵, Kasia (Polish)
 * with Ola, Sam (English) with Priya and Daan (Dutch) with Sanne.
 */

export const MARTA = 'Marta';
export const JENS = 'Jens';
export const CAMILLE = 'Camille';
export const OLGA = 'Ольга';
export const BIA = 'Bia';
export const GIULIA = 'Giulia';
export const ELIF = 'Elif';
export const HARUKA = '遥';
export const KASIA = 'Kasia';
export const SAM = 'Sam';
export const DAAN = 'Daan';

/** The partner of each chat, as the model was shown them. */
export const LUCIA: readonly string[] = ['Lucía'];
export const ANKE: readonly string[] = ['Anke'];
export const THEO: readonly string[] = ['Théo'];
export const KATYA: readonly string[] = ['Катя'];
export const RAFA: readonly string[] = ['Rafa'];
export const MARCO: readonly string[] = ['Marco'];
export const ZEYNEP: readonly string[] = ['Zeynep'];
export const AOI: readonly string[] = ['葵'];
export const OLA: readonly string[] = ['Ola'];
export const PRIYA: readonly string[] = ['Priya'];
export const SANNE: readonly string[] = ['Sanne'];

/** Messages by id, as the model was shown them. */
export const dm = (entries: readonly (readonly [number, string])[]): ReadonlyMap<number, string> =>
  new Map(entries.map(([id, text]) => [id, text]));

/** No earlier message of the persona in the window. */
export const NONE: ReadonlyMap<number, string> = new Map();
