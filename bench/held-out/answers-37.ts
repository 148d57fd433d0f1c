/**
 * Held-out set 37: a fortnight of seven invented personas in everyday traffic on Gemini 2.5
 * Flash, 2.5 Pro and 3 — Ingrid (Norwegian, ferry ticket clerk), Marisol (Cusco market vendor,
 * Spanish and Quechua), Farah (Kuala Lumpur nurse, Manglish), Jurgis (Vilnius bus driver,
 * Lithuanian), Bethan (retired teacher in a Welsh choir), Brannoc (a roleplay lighthouse keeper)
 * and Zuzka (Bratislava student, Slovak) — in direct chats and groups, roleplay actions on and
 * off. Written by someone who had not seen the speech boundary's code; about 45 % ordinary
 * answers, the rest with slips of every family written anew, some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MORE_37 } from './answers-37-more.js';
import { ORDINARY_37 } from './answers-37-ordinary.js';
import { SLIPS_37 } from './answers-37-slips.js';

export const HELD_OUT_37: readonly CorpusEntry[] = [...ORDINARY_37, ...SLIPS_37, ...MORE_37];
