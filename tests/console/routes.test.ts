import { describe, expect, it } from 'vitest';
import { RouteTable } from '../../src/console/routes.js';

const table = new RouteTable<string, string>()
  .add('/', (_, who) => `home for ${who}`)
  .add('/p/:persona', ({ persona }) => `persona ${persona}`)
  .add('/p/:persona/c/:chat/tasks/:task/cancel', (p) => `cancel ${p.task} in ${p.persona}/${p.chat}`)
  .add('/p/:persona/c/:chat/:action', (p) => `${p.action} in ${p.persona}/${p.chat}`);

const answer = (path: string) => table.match(path.split('/').filter(Boolean))?.('the operator');

describe('RouteTable', () => {
  it('binds each placeholder to one segment and hands the context through', () => {
    expect(answer('/')).toBe('home for the operator');
    expect(answer('/p/Heidi')).toBe('persona Heidi');
    expect(answer('/p/Heidi/c/-100/pause')).toBe('pause in Heidi/-100');
    expect(answer('/p/Heidi/c/7/tasks/t1/cancel')).toBe('cancel t1 in Heidi/7');
  });

  it('matches the whole path, literals exactly, or not at all', () => {
    expect(answer('/p')).toBeUndefined();
    expect(answer('/p/Heidi/c')).toBeUndefined();
    expect(answer('/p/Heidi/c/7/tasks/t1/cancel/again')).toBeUndefined();
    expect(answer('/P/Heidi')).toBeUndefined();
    expect(answer('/p/Heidi/x/7/pause')).toBeUndefined();
  });

  it('takes the first route that matches', () => {
    const first = new RouteTable<undefined, string>()
      .add('/a/:x', () => 'placeholder')
      .add('/a/b', () => 'literal');
    expect(first.match(['a', 'b'])?.(undefined)).toBe('placeholder');
  });
});
