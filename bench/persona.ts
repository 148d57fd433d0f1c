import { configSchema, type Persona } from '../src/config/resolved.js';

/** The persona the engine benchmarks run: a plain Heidi with a 100-message window, as config.yaml would give it. */
export function benchPersona(model: string, typing: Partial<Persona['typing']> = {}): Persona {
  const { personas } = configSchema.parse({
    model,
    history_size: 100,
    personas: [
      { name: 'Heidi', phone: '+15550001111', instructions: 'You are Heidi.', timezone: 'Europe/Berlin' },
    ],
  });
  const [heidi] = personas;
  if (!heidi) throw new Error('the bench persona did not parse');
  return { ...heidi, typing: { ...heidi.typing, ...typing } };
}
