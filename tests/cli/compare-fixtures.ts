import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the compare tests compare: a persona one line longer, and a fixture of hostile text. */
export const MARK = 'Never use emoji; sign off with x H.';
export const CONFIG = path.resolve('config.yaml');
/** A config whose Heidi answers a group only when she is called. */
export const STRICTER = path.resolve('tests/fixtures/manners/config.yaml');

/**
 * config.yaml copied into `dir` (its prompts and media found from anywhere): what it stores, such
 * as the usage of the calls `compare --live` asks, goes into `dir/state/<name>.sqlite`, never
 * into the repository.
 */
export function copiedConfig(dir: string, name = 'config.yaml'): string {
  const text = readFileSync('config.yaml', 'utf8')
    .replace(/^prompts_dir: .*$/m, `prompts_dir: ${JSON.stringify(path.resolve('prompts'))}`)
    .replace(/^media_dir: .*$/m, `media_dir: ${JSON.stringify(path.resolve('media'))}`)
    .replace(/^database: .*$/m, `database: state/${path.parse(name).name}.sqlite`);
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** config.yaml with Heidi's instructions one line longer (a copy in `dir`, as `copiedConfig`). */
export function tunedConfig(dir: string): string {
  const file = copiedConfig(dir, 'tuned.yaml');
  const text = readFileSync(file, 'utf8').replace(
    /(\n\s+instructions: \|\n)(\s+)/,
    (_m, head: string, indent: string) => `${head}${indent}${MARK}\n${indent}`,
  );
  writeFileSync(file, text);
  return file;
}

/**
 * A group where Heidi is called, then someone writes without calling her: with open access she
 * answers both, with `require_mention` only the first, so B fails `sends: {min: 2}`. Every text
 * people or the model wrote is hostile markup.
 */
export function hostileFixture(dir: string): string {
  const file = path.join(dir, 'hostile<b onclick=x>.yaml');
  writeFileSync(
    file,
    `persona: Heidi
config: ${JSON.stringify(CONFIG)}
now: "2026-03-08T18:00:00Z"
chat: { id: -1005001, type: group, title: "Club </title><script>alert(0)</script>" }
me: { id: 42, name: Heidi, username: heidi_zweiteseite }
users:
  - { id: 7, name: "Alice <b onmouseover=alert(1)>", username: alice }
  - { id: 8, name: "Jonas" }
messages:
  - { id: 901, from: 7, at: "2026-03-08T17:58:00Z", text: "@heidi_zweiteseite a friend? <script>alert(2)</script>", mentioned: true }
incoming:
  - { at: "+5m", id: 910, from: 8, text: "anyone read Stoner? \\"><img src=x onerror=alert(3)>" }
model:
  reply:
    - |
      # «send» 901
      Of course <script>alert(4)</script>
    - |
      # «send» 910
      Stoner! <img src=x onerror=alert(5)>
expect:
  sends: { min: 2 }
`,
  );
  return file;
}
