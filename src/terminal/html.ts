/**
 * HTML built by a tagged template that escapes every interpolated value unless it is already
 * `Html`: names, titles, messages and model answers are untrusted, and this is the one place
 * they become markup. Nothing else (the console, the compare report) concatenates strings into HTML.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ESCAPES[c] ?? c);
}

function render(value: Value): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** Our own constant markup (styles, scripts), never data. */
export function trusted(markup: string): Html {
  return new Html(markup);
}

/** A URL path segment: ids and names as typed by people stay one segment. */
export function segment(text: string): string {
  return encodeURIComponent(text);
}
