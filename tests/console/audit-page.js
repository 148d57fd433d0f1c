// Evaluated in the browser by browser.test.ts (plain JavaScript: the tests compile without DOM types).
/**
 * Runs in the page: every visible text's contrast against its background (AA: 4.5:1, 3:1 for large
 * text), every field's label, every button's name (two buttons acting on different things never
 * share one), a skip link first, and on a phone 44 px targets and no sideways scrolling. Each of
 * `deciding` (CSS selectors of what the operator decides by) must match, and every match must be
 * shown whole: not hidden, inside the window's width, not cut by a scrolling or clipping box.
 */
(phone, deciding = []) => {
  const problems = [];
  for (const selector of deciding) {
    const found = Array.from(document.querySelectorAll(selector));
    if (found.length === 0) problems.push(`nothing shows ${selector}`);
    for (const el of found) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const what = `${selector} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') {
        problems.push(`${what} is hidden`);
        continue;
      }
      if (r.left < -0.5 || r.right > window.innerWidth + 0.5)
        problems.push(`${what} reaches past the window (${Math.round(r.left)}–${Math.round(r.right)} px)`);
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible')
        problems.push(`${what} is cut (${el.scrollWidth} px of text in ${el.clientWidth})`);
      for (let box = el.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const b = box.getBoundingClientRect();
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5)
          problems.push(`${what} is cut by its ${box.tagName.toLowerCase()}.${box.className}`);
      }
    }
  }
  const rgb = (c) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r = 0, g = 0, b = 0]) => {
    const f = (v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const background = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const bg = rgb(getComputedStyle(e).backgroundColor);
      if (bg.length >= 3 && (bg[3] === undefined || bg[3] > 0)) return bg;
    }
    return [255, 255, 255];
  };
  let checked = 0;
  let lowest = 21;
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    if (el.closest('svg') || !(el instanceof HTMLElement)) continue;
    const own = Array.from(el.childNodes).some(
      (n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '',
    );
    const rect = el.getBoundingClientRect();
    if (
      !own ||
      rect.width === 0 ||
      rect.bottom < 0 ||
      el.closest('[hidden]') ||
      getComputedStyle(el).visibility === 'hidden'
    )
      continue;
    const style = getComputedStyle(el);
    const [a, b] = [luminance(rgb(style.color)), luminance(background(el))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const size = Number.parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    checked++;
    lowest = Math.min(lowest, ratio);
    if (ratio < (large ? 3 : 4.5))
      problems.push(
        `contrast ${ratio.toFixed(2)}:1 for "${(el.textContent ?? '').trim().slice(0, 40)}" (${el.tagName.toLowerCase()}.${el.className})`,
      );
  }
  const nameOf = (el) => {
    const labelled = el.getAttribute('aria-labelledby');
    if (labelled)
      return labelled
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const aria = el.getAttribute('aria-label');
    if (aria) return aria;
    if (el.id) {
      const label = document.querySelector(`label[for="${el.id}"]`);
      if (label) return (label.textContent ?? '').trim();
    }
    const wrapping = el.closest('label');
    if (wrapping) return (wrapping.textContent ?? '').trim();
    return el.tagName === 'BUTTON' ? (el.textContent ?? '').trim() : '';
  };
  for (const field of Array.from(document.querySelectorAll('textarea, input:not([type=hidden]), select')))
    if (nameOf(field) === '')
      problems.push(`unlabelled ${field.tagName.toLowerCase()} ${field.getAttribute('name') ?? ''}`);
  const actions = new Map();
  for (const button of Array.from(document.querySelectorAll('main button'))) {
    const name = nameOf(button);
    const form = button.closest('form');
    const target = `${form?.getAttribute('action') ?? ''} ${Array.from(
      form?.querySelectorAll('input[type=hidden]:not([name=csrf]):not([name=back])') ?? [],
    )
      .map((i) => i.value)
      .join(' ')}`;
    if (name === '') problems.push('a button without a name');
    const seen = actions.get(name);
    if (seen !== undefined && seen !== target)
      problems.push(`two buttons named "${name}" act on different things`);
    actions.set(name, target);
  }
  const first = document.querySelector('a, button, summary, textarea, input:not([type=hidden])');
  if (!first?.classList.contains('skip')) problems.push('no skip link first');
  if (phone) {
    for (const target of Array.from(document.querySelectorAll('button, summary, header nav a, a.button'))) {
      const r = target.getBoundingClientRect();
      if (r.width > 0 && (r.height < 44 || r.width < 44))
        problems.push(
          `target ${Math.round(r.width)}×${Math.round(r.height)} px: "${(target.textContent ?? '').trim().slice(0, 30)}"`,
        );
    }
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) {
      // The innermost element that reaches past the window is the one to fix.
      // (or whose text spills out of its box past it)
      const past = Array.from(document.querySelectorAll('body *')).filter((e) => {
        const r = e.getBoundingClientRect();
        return Math.max(r.right, r.left + e.scrollWidth) > window.innerWidth + 0.5;
      });
      const culprit = past.find((e) => !past.some((o) => o !== e && e.contains(o)));
      problems.push(
        `scrolls sideways by ${overflow} px (${culprit ? `${culprit.tagName.toLowerCase()}.${culprit.className} "${(culprit.textContent ?? '').trim().slice(0, 30)}"` : 'the page'})`,
      );
    }
  }
  return { problems, checked, lowest };
};
