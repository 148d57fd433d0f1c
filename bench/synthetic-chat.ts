/** What the prompt benchmarks' generated chats are made of: the same seeded words and people. */

/** A small linear congruential generator: the same seed gives the same chat on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const WORDS =
  'the a book shop cat coffee Thursday ending chapter read pretzels rain tram window shelf really maybe I you we'.split(
    ' ',
  );

/** A sentence of 3 to 20 words. */
export function sentence(random: () => number): string {
  return Array.from(
    { length: 3 + Math.floor(random() * 18) },
    () => WORDS[Math.floor(random() * WORDS.length)],
  ).join(' ');
}

/** The book club's members, user ids 7 on. */
export const MEMBER_NAMES = ['Alice Smith', 'Jonas Weber', 'Priya Nair', 'Tomasz', 'Lea Brandt', 'Mehmet'];
